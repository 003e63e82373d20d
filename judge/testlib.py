"""Helpers shared by the per-problem scripts: game.py, brute.py, reference.py, gen.py, validate.py.

A problem script puts this folder on sys.path and imports what it needs:

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
    import testlib

and loads a sibling script of its own folder with `testlib.sibling(__file__, "game")`.
Nothing here knows a particular problem: limits come from the problem's problem.json.

What each problem folder provides (the tools in this folder import these modules; every module
must import without side effects):

    game.py       the rules of the game, written only here (brute.py and judge/play.py use
                  them); a position is a hashable value, the player to move implied:
                  PLAYERS                   the names of the first and the second player
                  start(text) -> position   the start an input text describes, read leniently
                                            (whitespace-separated tokens, as scanf reads);
                                            ValueError with the reason when it describes none
                  games_in(text) -> int     (optional, where an input holds several games) how
                                            many it holds; start() reads the first
                  intro(position) -> str    which game a start plays, and its rules, for people:
                                            one paragraph, wrapped by whoever prints it
                  small_starts() -> [str]   the input texts of every small start: a game for a
                                            person, searched whole by the tests
                  random_start(rng) -> str  one of small_starts(), from random.Random
                  moves(position)           the legal moves, an iterable (lazy where there are
                                            many); none once the game is over
                  after(position, move)     the position after the move, the other player to move
                  over(position)            None while the game goes on; at its end, whether the
                                            player to move has won
                  show(position) -> str     the position drawn from the rules alone (lines
                                            without a final newline, at most DRAWING_WIDTH
                                            columns): nothing of the theory, no verdict
                  move_help(position) -> str   the legal moves, in a short form, with no
                                               example move (it could be the winning one)
                  read_move(position, text)    the move a player typed; ValueError with the
                                               reason when it is not a legal move
                  move_text(position, move)    what to type for `move`: read_move's inverse
                  say_move(position, move)     a short description of a move, different for
                                               different moves of one position
    brute.py      answer(text) -> str       the expected output, by exhaustive game search
                  feasible(text) -> bool    whether answer(text) finishes in a few seconds
                  domain() -> iterable      the input texts of the whole small domain
                  table() -> str            the Markdown table of small cases in README.md
                  mover_wins(position) -> bool   whether the player to move wins, by the same
                                            search over game.py's rules (an end position:
                                            what game.over says)
    reference.py  answer(text) -> str       a second, independent source for big inputs
                  winning_move(position)    a move that wins by the write-up's theorem, None
                                            when the player to move loses; fast on the whole
                                            supported range
                  why(position) -> str      one line: the theorem's reason for that verdict
                  invariant(position) -> str   the invariant the write-up teaches, drawn
                                            beside game.show (see display): never the verdict
                                            nor a move; "" when there is none to draw
                  resisting_move(position)  from a lost position, the move LongestGame's
                                            resisting_move picks, by a rule fast on the whole
                                            supported range (its docstring says why it is
                                            that move, or how far it was checked)
                  (answer only where brute.feasible is false for some test input; the others
                  for judge/play.py and play_out, in every problem)
    gen.py        KINDS                     kind names: sample, edge, max, random, small, ...
                  generate(kind, seed) -> str   one valid input, from random.Random(seed)
                  plan() -> [(name, kind, seed, committed)]   the test cases to write
                  shrink(text) -> [str]     smaller valid inputs, to minimise a failure;
                                            stress.py keeps the first that still fails, so
                                            the smallest come first (see smaller_values)
    validate.py   validate(text, boj=False) raises InputError naming the line (OutsideRange
                                            for a value out of range); with boj, against BOJ's
                                            own limits (bounds(..., boj=True)) instead of the
                                            supported range, an OutsideRange with `evidence`
                                            for a bound known from evidence
                                            (bound_from_evidence)
                  canonical(text) -> str    the input as solution.c reads it, in the strict
                                            format (LenientReader); raises NoAnswer when
                                            solution.c must refuse it
    wrong/*.c     first line /* VERDICT: why */, VERDICT one of WA PE TLE RE MLE OLE REJECTED
"""
import contextlib
import importlib.util
import itertools
import json
import re
import sys
import textwrap
from pathlib import Path

_INTEGER = re.compile(r"-?(0|[1-9][0-9]*)\Z")
_SCANF_INTEGER = re.compile(r"[+-]?[0-9]+\Z")
_TYPED_NUMBER = re.compile(r"(?:^|(?<=\s))-?[0-9]+|[0-9]+")
PLAY_OUT_MAX_MOVES = 2_000_000  # play_out: moves of the game tree examined, at most
SCREEN_WIDTH = 80  # columns of every line judge/play.py prints
DRAWING_WIDTH = 76  # of a drawing (display), so that play_out's indent of 4 keeps it in 80
_BLANKS_THEN_DIGITS = re.compile(r"[ \t\n\v\f\r]*([0-9]*)")  # C's isspace() blanks
NUMBER_MAX = 2 ** 64 - 1


class InputError(ValueError):
    """An input that breaks the problem's format or constraints; the message names the line."""


class OutsideRange(InputError):
    """An input holding a value outside a range: `what` (N, P3, ...) is `value`; `evidence`
    when the bound passed is the one BOJ's data is known to keep from evidence rather than one
    of a statement (see bounds)."""

    def __init__(self, message, what, value, evidence=False):
        super().__init__(message)
        self.what, self.value, self.evidence = what, value, evidence


def load_problem(script_file):
    """Return the problem.json that sits beside `script_file` (pass __file__)."""
    return json.loads((Path(script_file).resolve().parent / "problem.json").read_text("utf-8"))


def bounds(problem, name, boj=False):
    """Return (min, max) of the supported range called `name` in problem.json; with `boj`,
    BOJ's own limits of it: boj_min, and boj_max, the bound of BOJ's statement, or where the
    statement sets none (boj_max null), boj_data_max, the bound BOJ's data is known to keep
    from evidence (problem.json's "boj_data" note gives the evidence); None when neither
    exists."""
    r = problem["ranges"][name]
    if not boj:
        return r["min"], r["max"]
    return r["boj_min"], r["boj_max"] if r["boj_max"] is not None else r.get("boj_data_max")


def bound_from_evidence(problem, name):
    """Whether BOJ's upper limit of the range `name`, bounds(problem, name, boj=True)[1], is a
    bound of BOJ's data known from evidence (boj_data_max) rather than of its statement."""
    r = problem["ranges"][name]
    return r["boj_max"] is None and r.get("boj_data_max") is not None


def problem_module(folder, name):
    """The script NAME.py of the problem folder `folder`, imported once per process.

    It is registered under a name of its own folder (problem_<folder>_<name>), so the game.py of
    one problem never stands in for another's, and every importer shares one copy (and its
    caches). ImportError when the file does not exist.
    """
    folder = Path(folder).resolve()
    unique = "problem_" + re.sub(r"\W", "_", folder.name) + "_" + name
    module = sys.modules.get(unique)
    if module is None:
        path = folder / f"{name}.py"
        if not path.is_file():
            raise ImportError(f"{path} does not exist")
        spec = importlib.util.spec_from_file_location(unique, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[unique] = module
        try:
            spec.loader.exec_module(module)
        except BaseException:
            del sys.modules[unique]
            raise
    return module


def sibling(script_file, name):
    """The script NAME.py beside `script_file` (pass __file__), as problem_module loads it."""
    return problem_module(Path(script_file).resolve().parent, name)


def scan_ints(text):
    """The whitespace-separated integers of `text`, read leniently as scanf("%lld") reads
    them (any blanks, a sign, leading zeros); ValueError naming the first other token."""
    numbers = []
    for token in text.split():
        if not _SCANF_INTEGER.match(token):
            raise ValueError(f"{token[:40]!r} is not an integer")
        numbers.append(int(token))
    return numbers


def scan_start(text, problem, names):
    """The first integers of an input text, as scan_ints reads them, one for each of `names`,
    each within the range of problem.json that bears its name; ValueError saying which is
    missing or out of range."""
    numbers = scan_ints(text)
    if len(numbers) < len(names):
        raise ValueError(f"the input does not begin with {' '.join(names)}")
    return [check_range(value, *bounds(problem, name), name)
            for value, name in zip(numbers, names)]


def smaller_values(value, low):
    """The values to try in place of `value` when shrinking an input, smallest first: `low`,
    then `value` less a half, a quarter, an eighth ... of it, then value - 1; all in
    [low, value). Keeping the first that still fails reaches a threshold in a few dozen
    steps where value - 1 alone would take as many steps as the numbers between."""
    found = {low, value - 1} | {value - (value >> shift) for shift in range(1, value.bit_length())}
    return sorted(v for v in found if low <= v < value)


def check_range(value, lo, hi, what):
    """Return `value`; ValueError naming `what` unless lo <= value <= hi."""
    if not lo <= value <= hi:
        raise ValueError(f"{what} = {value} is outside {lo}..{hi}")
    return value


def typed_numbers(text, count, asking):
    """The `count` integers in a move a player typed, other words ignored ("take 3" is 3,
    "4 -> 1" is 4 and 1); ValueError "type <asking>" unless there are exactly `count` of them.
    `asking` says what to type in words, never as an example move (which could be the
    winning one)."""
    numbers = [int(token) for token in _TYPED_NUMBER.findall(text)]
    if len(numbers) != count:
        raise ValueError(f"type {asking}")
    return numbers


@contextlib.contextmanager
def recursion_limit(at_least):
    """Within the block, Python's recursion limit is at least `at_least`."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, at_least))
    try:
        yield
    finally:
        sys.setrecursionlimit(limit)


def input_text(argument):
    """An input text given on a command line: the two characters \\n stand for a line break."""
    return argument.replace("\\n", "\n")


def ruler(first, last):
    """A scale for a line of one character per number first..last: `first` and every multiple
    of 10 after it written from the column of their own character, as in

        1        10        20
        L.L.L.L.L.L.L.L.L.L.L.
    """
    marks = [" "] * (last - first + 2)
    for number in [first] + list(range(first - first % 10 + 10, last + 1, 10)):
        column = number - first
        marks[column:column + len(str(number))] = str(number)
    return "".join(marks).rstrip()


class StrictReader:
    """Reads an input text line by line and refuses anything but the exact format.

    Lines are separated by a single '\\n', the text ends with one, tokens are separated by one
    space with none at either end of a line, and integers are written without '+' or leading
    zeros. Every error is an InputError whose message starts with the line number. Lines are
    cut from the text one at a time, as they are read: beside the text, the reader holds only
    the line it reads (a 20 MB input is validated in the memory of its text).
    """

    def __init__(self, text):
        if text == "":
            raise InputError("line 1: empty input")
        if not text.endswith("\n"):
            raise InputError(f"line {text.count(chr(10)) + 1}: missing final newline")
        if "\r" in text:
            line = text.count("\n", 0, text.index("\r")) + 1
            raise InputError(f"line {line}: carriage return")
        self.text = text
        self.next_start = 0  # where the line after the last one read starts
        self.line_no = 0

    def fail(self, message):
        raise InputError(f"line {max(self.line_no, 1)}: {message}")

    def at_end(self):
        return self.next_start == len(self.text)

    def ints(self, count=None):
        """Read the next line as integers; exactly `count` of them unless count is None."""
        if self.at_end():
            self.line_no += 1
            self.fail("unexpected end of input")
        stop = self.text.index("\n", self.next_start)
        line = self.text[self.next_start:stop]
        self.next_start = stop + 1
        self.line_no += 1
        if line == "":
            self.fail("empty line")
        tokens = line.split(" ")
        if "" in tokens:
            self.fail("tokens must be separated by exactly one space, none at the ends")
        for token in tokens:
            if not _INTEGER.match(token) or token == "-0":
                self.fail(f"not an integer in canonical form: {token[:40]!r}")
        if count is not None and len(tokens) != count:
            self.fail(f"expected {count} integer(s), found {len(tokens)}")
        return [int(token) for token in tokens]

    def check(self, value, lo, hi, what, evidence=False):
        """Raise OutsideRange, on the line just read, unless lo <= value <= hi (hi None: no
        upper bound); `evidence`: hi is the bound of BOJ's data known from evidence (see
        bounds), which the OutsideRange and its message say."""
        if value < lo or (hi is not None and value > hi):
            source = " (BOJ's data, from evidence)" if evidence else ""
            raise OutsideRange(f"line {max(self.line_no, 1)}: {what} = {value} is outside "
                               f"[{lo}, {hi}]{source}", what, value, evidence)
        return value

    def end(self):
        """Fail unless every line has been read."""
        if not self.at_end():
            self.line_no += 1
            self.fail("unexpected content after the end of the input")


class NoAnswer(InputError):
    """An input solution.c must refuse: it prints the answers to `answered` (an input text in
    the strict format, or None when nothing is answered), one line on standard error, and exits
    with status 1."""

    def __init__(self, message, answered=None):
        super().__init__(message)
        self.answered = answered


class LenientReader:
    """Reads the numbers of an input as every solution.c does: like scanf("%llu"), but safe.

    Before a number any run of blanks (space, tab, newline, vertical tab, form feed, carriage
    return: C's isspace) is skipped; a number is a run of decimal digits, leading zeros of any
    length included, and ends at the first character that is not a digit, where the next read
    starts. Nothing else is a number: not a sign (+ or -), not a letter, not any other byte.
    """

    def __init__(self, text):
        self.text, self.pos = text, 0

    def number(self, what, limit=NUMBER_MAX, needed=True):
        """The next number; None at the end of the input when not `needed`. Raises NoAnswer
        when something else comes next, the input ends where a number is `needed`, or the
        number is above `limit` (no solution.c holds more than 2^64 - 1)."""
        match = _BLANKS_THEN_DIGITS.match(self.text, self.pos)
        self.pos = match.end()
        digits = match.group(1)
        if not digits:
            if self.pos < len(self.text):
                raise NoAnswer(f"{what}: {self.text[self.pos]!r} where a number is needed")
            if needed:
                raise NoAnswer(f"{what}: the input ends where a number is needed")
            return None
        significant = digits.lstrip("0") or "0"  # (int() refuses very long digit strings)
        if len(significant) > len(str(limit)) or int(significant) > limit:
            raise NoAnswer(f"{what} = {significant[:30]} is above {limit}")
        return int(significant)


def outside_boj(validate, text):
    """Whether the input `text` lies within BOJ's own limits: None when it does, else the
    InputError of validate(text, boj=True) that names what lies outside them. `validate` is a
    validate.py's; raises its InputError when `text` is not a valid input at all."""
    validate(text)
    try:
        validate(text, boj=True)
    except InputError as error:
        return error
    return None


def validator_main(validate):
    """Command line of validate.py: `validate.py [--boj] [FILE]` (standard input without FILE).

    Silent with exit 0 when the input is valid (with --boj: valid and within BOJ's own limits
    too); otherwise one line `NAME:line N: message` on standard error and exit 1; with --boj,
    for a valid input outside BOJ's limits, the message names the value outside them. A bad
    command line: its usage on standard error, exit 2.
    """
    args = sys.argv[1:]
    boj = args[:1] == ["--boj"]
    if boj:
        args = args[1:]
    if len(args) > 1 or any(arg.startswith("-") for arg in args):
        print("usage: validate.py [--boj] [FILE]", file=sys.stderr)
        sys.exit(2)
    name = args[0] if args else "<stdin>"
    try:
        raw = Path(name).read_bytes() if args else sys.stdin.buffer.read()
        text = raw.decode("ascii")
        if not boj:
            validate(text)
            return
        outside = outside_boj(validate, text)
    except UnicodeDecodeError as error:
        sys.exit(f"{name}: byte {error.start}: not ASCII")
    except InputError as error:
        sys.exit(f"{name}:{error}")
    except OSError as error:
        sys.exit(f"{name}: {error.strerror}")
    if outside is not None:
        sys.exit(f"{name}:{outside}: within the supported range, outside BOJ's own limits")


class SearchTooLarge(Exception):
    """The search of LongestGame would examine more moves than its budget allows."""


class LongestGame:
    """The exhaustive search of a game's rules (a game.py) for perfect play in which the losing
    side holds out as long as it can.

    For every position it meets it finds whether the player to move wins and the position's
    *remoteness* (Steinhaus's measure, the one of Winning Ways): 0 at the end of the game; at
    a won position 1 + the least remoteness among the positions its winning moves lead to, at
    a lost one 1 + the greatest among the positions all its moves lead to. It is the number of
    moves left when the winner hurries and the loser delays. Only game.moves, game.after and
    game.over are used: nothing of the theory. Every game here ends (each move makes progress),
    so the positions form no cycle.

    `budget` bounds the moves examined over the search's whole life (None: no bound); a call
    that would pass it raises SearchTooLarge, and what was solved before stays known.
    """

    def __init__(self, game, budget=None):
        self.game, self.budget = game, budget
        self.examined = 0
        self._known = {}  # position -> (mover wins, remoteness, number of winning moves)
        self._moves = {}  # position -> [(move, position after it)], while being solved

    def _expand(self, position):
        game = self.game
        room = None if self.budget is None else self.budget - self.examined
        moves = list(itertools.islice(game.moves(position), None if room is None else room + 1))
        if room is not None and len(moves) > room:  # (before any position is made)
            raise SearchTooLarge(f"more than {self.budget} moves to examine")
        self.examined += len(moves)
        return [(move, game.after(position, move)) for move in moves]

    def solve(self, position):
        """(whether the player to move wins, remoteness, how many of its moves win)."""
        known, game = self._known, self.game
        pending = [position]
        while pending:  # depth first, each position after the positions its moves lead to
            here = pending[-1]
            if here in known:
                pending.pop()
                continue
            ended = game.over(here)
            if ended is not None:
                known[here] = (ended, 0, 0)
                pending.pop()
                continue
            if here not in self._moves:
                self._moves[here] = self._expand(here)
            unknown = [later for _, later in self._moves[here] if later not in known]
            if unknown:
                pending += unknown
                continue
            results = [known[later] for _, later in self._moves.pop(here)]
            lost = [remoteness for wins, remoteness, _ in results if not wins]
            if lost:
                known[here] = (True, 1 + min(lost), len(lost))
            else:
                known[here] = (False, 1 + max(remoteness for _, remoteness, _ in results), 0)
            pending.pop()
        return known[position]

    def mover_wins(self, position):
        return self.solve(position)[0]

    def winning_moves(self, position):
        """The moves from `position` to a position lost for the opponent, in game.moves order."""
        self.solve(position)
        return [move for move in self.game.moves(position)
                if not self._known[self.game.after(position, move)][0]]

    def resisting_move(self, position):
        """From a position lost for the player to move, the move that makes the game last
        longest: the greatest remoteness after it, then the fewest winning moves left to the
        opponent, then the first in game.moves order. None when the position is won or over."""
        wins, _, _ = self.solve(position)
        if wins or self.game.over(position) is not None:
            return None
        best, best_key = None, None
        for move in self.game.moves(position):
            _, remoteness, winning = self._known[self.game.after(position, move)]
            key = (-remoteness, winning)
            if best_key is None or key < best_key:
                best, best_key = move, key
        return best


def wrapped(text, width=DRAWING_WIDTH, indent="  "):
    """`text` with every line longer than `width` broken at its spaces, the lines it is
    broken into indented by `indent` (a word longer than a line stays whole, and so does an
    equation `n = 5`)."""
    lines = []
    for line in text.split("\n"):
        if len(line) <= width:
            lines.append(line)
            continue
        kept = line.replace(" = ", "\0=\0")
        lines += [part.replace("\0", " ") for part in textwrap.wrap(
            kept, width, subsequent_indent=indent, break_long_words=False,
            break_on_hyphens=False)]
    return "\n".join(lines)


def display(game, reference, position):
    """The position as judge/play.py and play_out draw it: game.show(position), the rules'
    drawing, with reference.invariant(position), the write-up's invariant, beside it when
    both are one line and fit DRAWING_WIDTH together, else under it (reference None, or an
    empty invariant: the drawing alone)."""
    drawing = game.show(position)
    invariant = reference.invariant(position) if reference is not None else ""
    if not invariant:
        return drawing
    beside = f"{drawing}    {invariant}"
    if "\n" not in beside and len(beside) <= DRAWING_WIDTH:
        return beside
    return f"{drawing}\n{invariant}"


def play_out(brute, text):
    """One whole game from the start `text` describes, both sides playing perfectly, as text.

    The player who can win plays the first winning move in the order of game.moves; the other
    holds out, playing LongestGame.resisting_move (the move after which the game lasts longest
    when the winner hurries, then the one that leaves the winner the fewest winning moves,
    then the first). So the output is the same on every run: game.intro of the start, the
    start drawn by `display` (with the invariant of the problem's reference.py, beside brute.py),
    then for every move a line naming the player (game.PLAYERS) and the move (game.say_move)
    followed by the position it leads to, drawn the same way and indented by four spaces; the
    last line is "<winner> wins". `brute` is the problem's brute.py, whose module `game` holds
    the rules. ValueError when `text` describes no start, when brute.feasible(text) is false,
    or when the game needs more than PLAY_OUT_MAX_MOVES moves examined.
    """
    game = brute.game
    start = game.start(text)
    if not brute.feasible(text):
        raise ValueError("the start is too large for the exhaustive search: choose a smaller one")
    try:
        reference = sibling(brute.__file__, "reference")
    except ImportError:
        reference = None
    search = LongestGame(game, PLAY_OUT_MAX_MOVES)

    def indented(position):
        return "\n".join(("    " + line).rstrip()
                         for line in display(game, reference, position).split("\n"))

    lines = [wrapped(game.intro(start), SCREEN_WIDTH, indent=""), "", indented(start)]
    position, number = start, 0
    try:
        while game.over(position) is None:
            if search.mover_wins(position):
                move = search.winning_moves(position)[0]
            else:
                move = search.resisting_move(position)
            lines += ["", f"{number + 1}. {game.PLAYERS[number % 2]}: "
                          f"{game.say_move(position, move)}"]
            position = game.after(position, move)
            lines.append(indented(position))
            number += 1
    except SearchTooLarge:
        raise ValueError("too many positions to play out: choose a smaller start") from None
    winner = number % 2 if game.over(position) else 1 - number % 2
    return "\n".join(lines + ["", f"{game.PLAYERS[winner]} wins"]) + "\n"


def brute_main(brute, options=None):
    """Command line of brute.py; `brute` is its module (sys.modules[__name__]).

        brute.py < input           the expected output, by the exhaustive search
        brute.py --table           the table of small cases of README.md
        brute.py --play-out INPUT  one game from the start INPUT describes (the input text
                                   itself, \\n for a line break), played out as play_out says
        brute.py OPTION            for each OPTION of `options`, a mapping of option names
                                   ("--lines") to functions: the text its function returns
    """
    args = sys.argv[1:]
    options = options or {}
    if args == ["--table"]:
        sys.stdout.write(brute.table())
    elif len(args) == 1 and args[0] in options:
        sys.stdout.write(options[args[0]]())
    elif len(args) == 2 and args[0] == "--play-out":
        try:
            sys.stdout.write(play_out(brute, input_text(args[1])))
        except ValueError as error:
            sys.exit(f"brute.py --play-out: {error}")
    elif not args:
        sys.stdout.write(brute.answer(sys.stdin.read()))
    else:
        choices = " | ".join(["--table"] + list(options) + ["--play-out INPUT"])
        sys.exit(f"usage: brute.py [{choices}] < input")


def answer_main(answer):
    """Command line of reference.py: the answer to standard input."""
    if len(sys.argv) != 1:
        sys.exit("usage: reference.py < input")
    sys.stdout.write(answer(sys.stdin.read()))


def gen_main(generate, plan, kinds):
    """Command line of gen.py: `gen.py KIND SEED` writes one input; `gen.py --plan` the plan."""
    args = sys.argv[1:]
    if args == ["--plan"]:
        for name, kind, seed, committed in plan():
            print(name, kind, seed, "commit" if committed else "build")
    elif len(args) == 2 and args[0] in kinds and args[1].lstrip("-").isdigit():
        sys.stdout.write(generate(args[0], int(args[1])))
    else:
        sys.exit(f"usage: gen.py --plan | gen.py KIND SEED  (KIND: {', '.join(kinds)})")
