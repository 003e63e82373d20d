"""Play a problem's game against the perfect strategy (`make play`).

    python3 judge/play.py [PROBLEM] [--start TEXT] [--first you|me] [--seed N] [--lang LANG]
    make play [P=<id>] [START="<input>"] [FIRST=you|me] [SEED=n] [LANGUAGE=ko]

Without PROBLEM, the games are listed. Each turn shows the position and the legal moves
(game.show, game.move_help) and nothing of the theory; `why`, `show`, `hint`, `help` and
`quit` are read beside moves, each of the first three telling more than the one before: `why`
says what to compute and why it decides (reference.how_to_decide), `show` draws the invariant
the write-up teaches (reference.invariant), `hint` gives the verdict and a winning move, after
which `why` at the same position gives the reason in full (reference.why). The program plays a winning move from a won position and
holds out from a lost one: the longest game against perfect play (games.LongestGame while
the search budget lasts, then reference.resisting_move), then the fewest winning moves left
to you. The language is --lang, else the environment's (LANGUAGE, LC_ALL, LC_MESSAGES,
LANG), else English: the words are TEXTS here and each game's TEXTS. The last line is `you
win`, `I win` or `game left unfinished` (in Korean 나의 승리, 컴퓨터의 승리, 게임 중단); exit
status 0, 2 for bad arguments. The manual: judge/README.md ("Playing a game: play.py");
nothing here knows a particular problem.
"""
import codecs
import io
import os
import random
import re
import sys

from lib import cli, games, problems

USAGE = ("python3 judge/play.py [PROBLEM] [--start TEXT] [--first you|me] [--seed N] "
         "[--lang LANG]")
SCREEN_WIDTH = games.SCREEN_WIDTH
SEARCH_BUDGET = 100_000  # moves the exhaustive search may examine in one session
ANSWER_INDENT = "    "  # of the lines an answer to a command is continued on
NO_BREAK = "\0"  # stands for a space that wrap() must not break at
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")  # gettext's order
TEXTS = {  # every line play.py writes of its own, by language; a game's words are its TEXTS
    "en": {
        "listing": "The games of `make play P=<id>`:",
        "play_one": 'Play one: make play P=<id> [START="<input>"] [FIRST=you|me]',
        "several": "The input holds {games} games: this is the first of them.",
        "random": 'A random start, from seed {seed}: START="{start}" (SEED={seed} replays it).',
        "another": "Another game: START=\"<input>\", a start written as the problem's input.",
        "you_first": "You move first ({you}), I second ({me}). Type a move, or why, show, hint, "
                     "help, quit.",
        "me_first": "I move first ({me}), you second ({you}). Type a move, or why, show, hint, "
                    "help, quit.",
        "english_only": "{title} has no texts in this language: it is played in English.",
        "your_move": "your move: ",
        "you": "you: ",
        "me": "me: ",
        "illegal": "not a legal move: ",
        "show": "show: ",
        "why": "why: ",
        "hint": "hint: ",
        "shown": "the position with the invariant the write-up teaches",
        "nothing_shown": "the write-up draws nothing more here: its table is the verdict "
                         "itself, which `hint` gives",
        "before_hint": "{how} (after `hint`, `why` gives the reason for this position)",
        "won": "this position is won for you: {move}, type `{typed}`",
        "lost": "this position is lost for you: whatever you play, I can win (`why` says why)",
        "help": """commands:
  a move       what `your move:` asks for
  why          what to compute and why it decides; after `hint`, the reason
               for this position
  show         the position with the invariant the write-up teaches
  hint         the verdict on this position, and the move to make
  help         this list
  quit         leave the game""",
        "you_win": "you win",
        "i_win": "I win",
        "left": "game left unfinished",
    },
    "ko": {
        "listing": "`make play P=<번호>`로 둘 수 있는 게임:",
        "play_one": '게임 하나 두기: make play P=<번호> [START="<입력>"] [FIRST=you|me] '
                    'LANGUAGE=ko',
        "several": "입력에 게임이 {games}개 있습니다: 그중 첫 게임을 둡니다.",
        "random": '무작위로 고른 시작 상태입니다 (시드 {seed}): START="{start}" (SEED={seed}로 '
                  '같은 게임을 다시 둡니다).',
        "another": '다른 게임: START="<입력>", 시작 상태를 문제의 입력 형식으로 씁니다.',
        "you_first": "내가 먼저 둡니다 (나: {you}, 컴퓨터: {me}). 수를 입력하거나 why, show, "
                     "hint, help, quit 중 하나를 입력하세요.",
        "me_first": "컴퓨터가 먼저 둡니다 (컴퓨터: {me}, 나: {you}). 수를 입력하거나 why, show, "
                    "hint, help, quit 중 하나를 입력하세요.",
        "english_only": "{title}: 한국어 문장이 없어 영어로 둡니다.",
        "your_move": "내 차례: ",
        "you": "나: ",
        "me": "컴퓨터: ",
        "illegal": "둘 수 없는 수: ",
        "show": "보기: ",
        "why": "이유: ",
        "hint": "힌트: ",
        "shown": "지금 상태와, 풀이가 가르치는 불변량",
        "nothing_shown": "이 게임의 풀이는 더 그릴 것이 없습니다: 풀이의 표가 곧 승패이고, "
                         "그것은 `hint`가 알려 줍니다",
        "before_hint": "{how} (`hint` 뒤에 `why`를 입력하면 이 상태의 이유를 알려 줍니다)",
        "won": "지금은 이기는 상태입니다: {move}, `{typed}` 입력",
        "lost": "지금은 지는 상태입니다: 무엇을 두어도 컴퓨터에게 필승 전략이 있습니다 (`why`로 "
                "이유 보기)",
        "help": """명령:
  수           `내 차례:`가 묻는 것
  why          무엇을 계산하고 왜 그것으로 승패가 갈리는지; `hint` 뒤에는 이
               상태의 이유
  show         지금 상태와, 풀이가 가르치는 불변량
  hint         이 상태의 승패와, 두어야 할 수
  help         이 목록
  quit         게임 끝내기""",
        "you_win": "나의 승리",
        "i_win": "컴퓨터의 승리",
        "left": "게임 중단",
    },
}
LANGUAGES = tuple(TEXTS)
LEFT = TEXTS["en"]["left"]
HELP = TEXTS["en"]["help"]


def parse_arguments(argv):
    parser = cli.Parser(prog="play.py", description="Play a problem's game against the perfect "
                    "strategy; without PROBLEM, list the problems.")
    parser.add_argument("problem", nargs="?", metavar="PROBLEM",
                        help="a BOJ id (2373) or a folder name of problems/")
    parser.add_argument("--start", metavar="TEXT",
                        help="the start, written as the problem's input (\\n: a line break)")
    parser.add_argument("--first", choices=("you", "me"), default="you",
                        help="who moves first (default: you)")
    parser.add_argument("--seed", type=int, help="the seed of the random start")
    parser.add_argument("--lang", metavar="LANG",
                        help=f"the language of the screen: {', '.join(LANGUAGES)} (ko_KR.UTF-8 "
                        "and a list a:b as in LANGUAGE are read too); default: from the "
                        f"environment ({', '.join(LOCALE_VARIABLES)}), else en")
    return parser.parse_args(argv)


def _named(value):
    """The first language of LANGUAGES that a locale value names ("ko_KR.UTF-8", "ko", a list
    "en_US:en" as LANGUAGE holds), or None."""
    for item in (value or "").split(":"):
        code = re.split(r"[_.@-]", item.strip(), maxsplit=1)[0].lower()
        if code in LANGUAGES:
            return code
    return None


def language(option, environ):
    """The language of the session: --lang (a usage error when it names none of LANGUAGES),
    else the first of LOCALE_VARIABLES in `environ` that names one, else English."""
    if option is not None:
        chosen = _named(option)
        if chosen is None:
            raise cli.UsageError(f"--lang {option!r}: the languages are {', '.join(LANGUAGES)}")
        return chosen
    for name in LOCALE_VARIABLES:
        chosen = _named(environ.get(name))
        if chosen is not None:
            return chosen
    return "en"


def load(selector):
    """(problem, game, reference) of the problem named `selector`; cli.UsageError if none."""
    try:
        problem = problems.get(selector)
        return problem, problem.script("game"), problem.script("reference")
    except problems.ProblemError as error:
        raise cli.UsageError(str(error)) from None


def listing(lang="en"):
    """The problems one can play, one line each, then how to play one."""
    lines = [TEXTS[lang]["listing"]]
    for problem in problems.find():
        title = problem.meta["title"].get(lang) or problem.meta["title"]["en"]
        lines.append(f"  {problem.id:>6}  {title}")
    lines.append(TEXTS[lang]["play_one"])
    return "\n".join(lines)


def wrap(text, indent=""):
    """`text` with every line broken to fit SCREEN_WIDTH columns, continued lines indented by
    `indent`; what stands in backticks (what to type) is never broken."""
    kept = re.sub(r"`[^`\n]*`", lambda quoted: quoted.group(0).replace(" ", NO_BREAK), text)
    return games.wrapped(kept, width=SCREEN_WIDTH, indent=indent).replace(NO_BREAK, " ")


class Opponent:
    """The program's side: a winning move when there is one, else the move that holds out
    longest (see the module's docstring)."""

    def __init__(self, game, reference, budget=SEARCH_BUDGET):
        self.game, self.reference = game, reference
        self.search = games.LongestGame(game, budget)
        self.searching = True  # until the search's budget runs out

    def move(self, position):
        move = self.reference.winning_move(position)
        if move is not None:
            return move
        if self.searching:
            try:
                return self.search.resisting_move(position)
            except games.SearchTooLarge:
                self.searching = False
        return self.reference.resisting_move(position)


class Session:
    """One game between a person (reading `stdin`) and the program, in the language `lang`
    (which the game and its reference.py speak)."""

    def __init__(self, game, reference, position, stdin, stdout, lang="en"):
        self.game, self.reference, self.position = game, reference, position
        self.opponent = Opponent(game, reference)
        self.stdin, self.stdout = stdin, stdout
        self.prompt = stdin.isatty()
        self.lang, self.texts = lang, TEXTS[lang]
        self.hinted = None  # the position at which `hint` was last asked
        self.draw, self.move_help, self.say_move, self.read_move, self.invariant = [
            games.spoken(function, lang) for function in (
                game.show, game.move_help, game.say_move, game.read_move,
                reference.invariant)]
        self.commands = {"why": self.why, "show": self.show, "hint": self.hint,
                         "help": self.help}

    def say(self, text="", indent=""):
        self.stdout.write(wrap(text, indent) + "\n")
        self.stdout.flush()

    def answer(self, kind, text):
        """An answer to a command: its prefix, then `text`, continued lines indented."""
        self.say(self.texts[kind] + text, ANSWER_INDENT)

    def play(self, you_first):
        """Play to the end: True when you won, None when the input ended or you quit."""
        yours = you_first
        while self.game.over(self.position) is None:
            self.say()
            self.say(self.draw(self.position))
            move = self.your_move() if yours else self.opponent.move(self.position)
            if move is None:
                return None
            self.say(self.texts["you" if yours else "me"] + self.say_move(self.position, move))
            self.position = self.game.after(self.position, move)
            yours = not yours
        self.say()
        self.say(self.draw(self.position))
        # Whoever is to move at the end has won when over() says True.
        return yours == self.game.over(self.position)

    def your_move(self):
        """The move you type; None at the end of input or on quit."""
        while True:
            self.say(self.texts["your_move"] + self.move_help(self.position))
            if self.prompt:
                self.stdout.write("> ")
                self.stdout.flush()
            line = self.stdin.readline()
            if not line:
                return None
            if not self.prompt:  # what a terminal would have shown as typed after the prompt
                self.say("> " + line.rstrip("\n"), ANSWER_INDENT)
            command = line.strip().lower()
            if command == "quit":
                return None
            if command == "":
                continue
            if command in self.commands:
                self.commands[command]()
                continue
            try:
                return self.read_move(self.position, line.strip())
            except ValueError as error:
                self.answer("illegal", str(error))

    def show(self):
        """The position again, with the invariant the write-up teaches beside it."""
        drawing = games.display(self.game, self.reference, self.position, self.lang)
        if not self.invariant(self.position):
            drawing += "\n" + self.texts["nothing_shown"]
        self.answer("show", self.texts["shown"])
        for line in drawing.split("\n"):
            self.say((ANSWER_INDENT + line).rstrip(), ANSWER_INDENT)

    def hint(self):
        """The verdict on the position, and a winning move with what to type."""
        self.hinted = self.position
        move = self.reference.winning_move(self.position)
        if move is None:
            self.answer("hint", self.texts["lost"])
            return
        self.answer("hint", self.texts["won"].format(
            move=self.say_move(self.position, move),
            typed=self.game.move_text(self.position, move)))

    def why(self):
        """What to compute and why it decides; the reason in full once `hint` was asked here."""
        if self.hinted == self.position:
            self.answer("why", games.spoken(self.reference.why, self.lang)(self.position))
            return
        how = games.spoken(self.reference.how_to_decide, self.lang)(self.position)
        self.answer("why", self.texts["before_hint"].format(how=how))

    def help(self):
        self.say(self.texts["help"], ANSWER_INDENT)


def introduction(problem, game, args, text, seed, lang="en"):
    """The lines before the first position: the game, which start, how to play."""
    texts = TEXTS[lang]
    lines = [games.spoken(game.intro, lang)(game.start(text))]
    count = getattr(game, "games_in", lambda _: 1)(text)
    if count > 1:
        lines.append(texts["several"].format(games=count))
    if args.start is None:
        written = text.strip().replace("\n", "\\n")
        lines.append(texts["random"].format(seed=seed, start=written))
    lines.append(texts["another"])
    first, second = games.players(game, lang)
    you, me = (first, second) if args.first == "you" else (second, first)
    lines.append(texts[f"{args.first}_first"].format(you=you, me=me))
    return lines


def main(argv=None, stdin=None, stdout=None, stderr=None, environ=None):
    stdin, stdout = stdin or sys.stdin, stdout or sys.stdout
    stderr = stderr or sys.stderr
    environ = os.environ if environ is None else environ
    try:
        args = parse_arguments(sys.argv[1:] if argv is None else argv)
        lang = language(args.lang, environ)
        if args.problem is None:
            stdout.write(listing(lang) + "\n")
            return 0
        problem, game, reference = load(args.problem)
        seed = args.seed
        if seed is None and args.start is None:
            seed = random.SystemRandom().randrange(10 ** 6)
        if args.start is None:
            text = game.random_start(random.Random(seed))
        else:
            text = games.input_text(args.start)
        try:
            position = game.start(text)
        except ValueError as error:
            raise cli.UsageError(f"START {args.start!r} is not a start of {problem.name}: "
                             f"{error}") from None
    except cli.UsageError as error:
        stderr.write(f"play.py: {error}; usage: {USAGE}\n")
        return 2
    except BrokenPipeError:
        return _closed(stdout)
    spoken = lang if lang in games.languages(game, reference) else "en"
    if lang != "en" and isinstance(stdout, io.TextIOWrapper) and codecs.lookup(
            stdout.encoding).name != "utf-8":
        stdout.reconfigure(encoding="utf-8")  # a locale that cannot write Korean, say C
    session = Session(game, reference, position, stdin, stdout, spoken)
    try:
        if spoken != lang:
            session.say(TEXTS[lang]["english_only"].format(title=problem.name))
        for line in introduction(problem, game, args, text, seed, spoken):
            session.say(line)
        you_won = session.play(args.first == "you")
        session.say(TEXTS[spoken]["left" if you_won is None else
                                  "you_win" if you_won else "i_win"])
    except BrokenPipeError:  # the reader of the output has left: so does the game
        return _closed(stdout)
    return 0


def _closed(stdout):
    """Exit status 141 for a reader of the output that has gone, with nothing left to flush."""
    if stdout is sys.stdout:
        sys.stdout = open(os.devnull, "w")
    return 141


if __name__ == "__main__":
    sys.exit(cli.run("play.py", main))
