"""Play a problem's game against the perfect strategy (`make play`).

    python3 judge/play.py PROBLEM [--start TEXT] [--first you|me] [--seed N]
    make play P=<id> [START="<input>"] [FIRST=you|me] [SEED=n]

PROBLEM is a BOJ id (2373) or a folder name of problems/. TEXT is a start written as the
problem's input ("25 7" for 4342; \\n stands for a line break: "2\\n1 2" for 11869). Without it a
small start is drawn at random from the seed N; without --seed too, from a fresh seed, which is
printed so that SEED=N plays the same game again (a START given is played with the seed 0
unless --seed says otherwise). --first says who moves first: you (the default) or me, the
program.

Every turn prints the position as the problem's game.show draws it. On your turn the line
`your move: ...` gives the legal moves in short form, and one line is read: a move, or `hint`
(whether the position is won or lost for you, and a winning move), `why` (the theorem's reason
in one line), `help`, or `quit`. A move that is not legal is refused with the reason, and you
move again. With standard input not a terminal no prompt is written, so a script can play by
writing one move a line. The program plays reference.winning_move whenever the position is
won for it, so from a position lost for you it wins whatever you do; from a position lost for
it, it plays one of the first legal moves at random (from the seed).

When the game ends the last line printed is exactly `you win` or `I win`, and the exit status
is 0. End of input or `quit` before the end: a message on standard error, exit status 1. Bad
arguments (unknown problem, a START that is not a valid position, FIRST not you or me): one
line on standard error, exit status 2. Ctrl-C: 130; the reader of the output gone: 141. Nothing here knows a particular problem: the rules are
the problem's game.py, the strategy its reference.py.
"""
import argparse
import itertools
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import testdata  # noqa: E402  (needs the path above)
import testlib  # noqa: E402

USAGE = "python3 judge/play.py PROBLEM [--start TEXT] [--first you|me] [--seed N]"
FALLBACK_MOVES = 20  # from a lost position: a random one of the first moves of game.moves
HELP = """commands:
  a move       as `your move:` says, for example {example}
  hint         whether this position is won or lost for you, and a winning move
  why          the theorem's reason, in one line
  help         this list
  quit         leave the game"""


class UsageError(Exception):
    """A bad command line: one line on standard error, exit status 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def parse_arguments(argv):
    parser = Parser(prog="play.py", description="Play a problem's game against the perfect "
                    "strategy.")
    parser.add_argument("problem", nargs="?", metavar="PROBLEM",
                        help="a BOJ id (2373) or a folder name of problems/")
    parser.add_argument("--start", metavar="TEXT",
                        help="the start, written as the problem's input (\\n: a line break)")
    parser.add_argument("--first", choices=("you", "me"), default="you",
                        help="who moves first (default: you)")
    parser.add_argument("--seed", type=int, help="the seed of the random start and moves")
    args = parser.parse_args(argv)
    if args.problem is None:
        raise UsageError("say which problem (make play P=<id>)")
    return args


def load(selector):
    """(problem, game, reference) of the problem named `selector`; UsageError if none."""
    try:
        problem, = testdata.find_problems([selector])
    except (testdata.DataError, ValueError) as error:
        raise UsageError(str(error)) from None
    try:
        return (problem, testlib.problem_module(problem.folder, "game"),
                testlib.problem_module(problem.folder, "reference"))
    except ImportError as error:
        raise UsageError(f"{problem.name} cannot be played: {error}") from None


class Session:
    """One game between a person (reading `stdin`) and the perfect strategy."""

    def __init__(self, game, reference, position, rng, stdin, stdout):
        self.game, self.reference, self.position, self.rng = game, reference, position, rng
        self.stdin, self.stdout = stdin, stdout
        self.prompt = stdin.isatty()

    def say(self, text=""):
        self.stdout.write(text + "\n")
        self.stdout.flush()

    def play(self, you_first):
        """Play to the end: True when you won, None when the input ended or you quit."""
        yours = you_first
        while self.game.over(self.position) is None:
            self.say()
            self.say(self.game.show(self.position))
            move = self.your_move() if yours else self.my_move()
            if move is None:
                return None
            self.say(f"{'you' if yours else 'me'}: {self.game.say_move(self.position, move)}")
            self.position = self.game.after(self.position, move)
            yours = not yours
        self.say()
        self.say(self.game.show(self.position))
        # Whoever is to move at the end has won when over() says True.
        return yours == self.game.over(self.position)

    def my_move(self):
        move = self.reference.winning_move(self.position)
        if move is None:
            move = self.rng.choice(list(itertools.islice(self.game.moves(self.position),
                                                         FALLBACK_MOVES)))
        return move

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
            command = line.strip().lower()
            if command == "quit":
                return None
            if command == "":
                continue
            if command in ("hint", "why", "help"):
                self.say(getattr(self, command)())
                continue
            try:
                return self.game.read_move(self.position, line.strip())
            except ValueError as error:
                self.say(f"not a legal move: {error}")

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
        example = next(iter(self.game.moves(self.position)))
        return HELP.format(example=f"`{self.game.move_text(self.position, example)}`")


def main(argv=None, stdin=None, stdout=None, stderr=None):
    stdin, stdout = stdin or sys.stdin, stdout or sys.stdout
    stderr = stderr or sys.stderr
    try:
        args = parse_arguments(sys.argv[1:] if argv is None else argv)
        problem, game, reference = load(args.problem)
        seed = args.seed
        if seed is None:  # a start given is played the same way every time
            seed = random.SystemRandom().randrange(10 ** 6) if args.start is None else 0
        rng = random.Random(seed)
        text = game.random_start(rng) if args.start is None else testlib.input_text(args.start)
        try:
            position = game.start(text)
        except ValueError as error:
            raise UsageError(f"START {args.start!r} is not a start of {problem.name}: "
                             f"{error}") from None
    except UsageError as error:
        stderr.write(f"play.py: {error}; usage: {USAGE}\n")
        return 2
    session = Session(game, reference, position, rng, stdin, stdout)
    try:
        session.say(game.intro(position))
        if args.start is None:
            written = text.strip().replace("\n", "\\n")
            session.say(f'A random start, from seed {seed}: START="{written}" (SEED={seed} '
                        "replays it).")
        session.say('Another game: START="<input>", a start written as the problem\'s input.')
        session.say(f"{'You move' if args.first == 'you' else 'I move'} first. Type a move, or "
                    "hint, why, help, quit.")
        you_won = session.play(args.first == "you")
        if you_won is not None:
            session.say("you win" if you_won else "I win")
    except KeyboardInterrupt:
        stderr.write("\nplay.py: interrupted\n")
        return 130
    except BrokenPipeError:  # the reader of the output has left: so does the game
        if stdout is sys.stdout:
            sys.stdout = open(os.devnull, "w")  # nothing left to flush at exit
        return 141
    if you_won is None:
        stderr.write("play.py: the game was left before its end\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
