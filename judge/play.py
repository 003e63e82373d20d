"""Play a problem's game against the perfect strategy (`make play`).

    python3 judge/play.py [PROBLEM] [--start TEXT] [--first you|me] [--seed N]
    make play [P=<id>] [START="<input>"] [FIRST=you|me] [SEED=n]

Without PROBLEM, the games are listed. Each turn shows the position (game.show) and the
invariant the write-up teaches (reference.invariant), never the verdict or a move; `hint`,
`why`, `help` and `quit` are read beside moves. The program plays a winning move from a won
position and holds out from a lost one: the longest game against perfect play
(games.LongestGame while the search budget lasts, then reference.resisting_move), then the
fewest winning moves left to you. The last line is `you win`, `I win` or `game left
unfinished`; exit status 0, 2 for bad arguments. The manual: judge/README.md ("Playing a
game: play.py"); nothing here knows a particular problem.
"""
import os
import random
import re
import sys

from lib import cli, games, problems

USAGE = "python3 judge/play.py [PROBLEM] [--start TEXT] [--first you|me] [--seed N]"
SCREEN_WIDTH = games.SCREEN_WIDTH
SEARCH_BUDGET = 100_000  # moves the exhaustive search may examine in one session
LEFT = "game left unfinished"
ANSWER_INDENT = "    "  # of the lines an answer to a command is continued on
NO_BREAK = "\0"  # stands for a space that wrap() must not break at
HELP = """commands:
  a move       what `your move:` asks for
  hint         the verdict on this position, and the move to make
  why          the theorem's reason for the verdict
  help         this list
  quit         leave the game"""


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
    return parser.parse_args(argv)


def load(selector):
    """(problem, game, reference) of the problem named `selector`; cli.UsageError if none."""
    try:
        problem = problems.get(selector)
        return problem, problem.script("game"), problem.script("reference")
    except problems.ProblemError as error:
        raise cli.UsageError(str(error)) from None


def listing():
    """The problems one can play, one line each, then how to play one."""
    lines = ["The games of `make play P=<id>`:"]
    for problem in problems.find():
        title = problem.meta["title"]["en"]
        lines.append(f"  {problem.id:>6}  {title}")
    lines.append('Play one: make play P=<id> [START="<input>"] [FIRST=you|me]')
    return "\n".join(lines)


def wrap(text, indent=""):
    """`text` with every line broken to fit SCREEN_WIDTH, continued lines indented by
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
    """One game between a person (reading `stdin`) and the program."""

    def __init__(self, game, reference, position, stdin, stdout):
        self.game, self.reference, self.position = game, reference, position
        self.opponent = Opponent(game, reference)
        self.stdin, self.stdout = stdin, stdout
        self.prompt = stdin.isatty()

    def say(self, text="", indent=""):
        self.stdout.write(wrap(text, indent) + "\n")
        self.stdout.flush()

    def play(self, you_first):
        """Play to the end: True when you won, None when the input ended or you quit."""
        yours = you_first
        while self.game.over(self.position) is None:
            self.say()
            self.say(games.display(self.game, self.reference, self.position))
            move = self.your_move() if yours else self.opponent.move(self.position)
            if move is None:
                return None
            self.say(f"{'you' if yours else 'me'}: {self.game.say_move(self.position, move)}")
            self.position = self.game.after(self.position, move)
            yours = not yours
        self.say()
        self.say(games.display(self.game, self.reference, self.position))
        # Whoever is to move at the end has won when over() says True.
        return yours == self.game.over(self.position)

    def your_move(self):
        """The move you type; None at the end of input or on quit."""
        while True:
            self.say(f"your move: {self.game.move_help(self.position)}")
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
            if command in ("hint", "why", "help"):
                self.say(getattr(self, command)(), ANSWER_INDENT)
                continue
            try:
                return self.game.read_move(self.position, line.strip())
            except ValueError as error:
                self.say(f"not a legal move: {error}", ANSWER_INDENT)

    def hint(self):
        move = self.reference.winning_move(self.position)
        if move is None:
            return ("hint: this position is lost for you: whatever you play, I can win "
                    "(`why` says why)")
        return (f"hint: this position is won for you: {self.game.say_move(self.position, move)},"
                f" type `{self.game.move_text(self.position, move)}`")

    def why(self):
        return f"why: {self.reference.why(self.position)}"

    def help(self):
        return HELP


def introduction(problem, game, args, text, seed):
    """The lines before the first position: the game, which start, how to play."""
    lines = [game.intro(game.start(text))]
    games = getattr(game, "games_in", lambda _: 1)(text)
    if games > 1:
        lines.append(f"The input holds {games} games: this is the first of them.")
    if args.start is None:
        written = text.strip().replace("\n", "\\n")
        lines.append(f'A random start, from seed {seed}: START="{written}" (SEED={seed} '
                     "replays it).")
    lines.append('Another game: START="<input>", a start written as the problem\'s input.')
    lines.append(f"{'You move' if args.first == 'you' else 'I move'} first. Type a move, or "
                 "hint, why, help, quit.")
    return lines


def main(argv=None, stdin=None, stdout=None, stderr=None):
    stdin, stdout = stdin or sys.stdin, stdout or sys.stdout
    stderr = stderr or sys.stderr
    try:
        args = parse_arguments(sys.argv[1:] if argv is None else argv)
        if args.problem is None:
            stdout.write(listing() + "\n")
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
    session = Session(game, reference, position, stdin, stdout)
    try:
        for line in introduction(problem, game, args, text, seed):
            session.say(line)
        you_won = session.play(args.first == "you")
        session.say(LEFT if you_won is None else "you win" if you_won else "I win")
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
