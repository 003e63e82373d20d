"""Helpers shared by the per-problem scripts: validate.py, brute.py, reference.py and gen.py.

A problem script puts this folder on sys.path and imports what it needs:

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
    import testlib

Nothing here knows a particular problem: limits come from the problem's problem.json.

What each problem folder provides (the tools in this folder import these modules; every module
must import without side effects):

    brute.py      answer(text) -> str       the expected output, by exhaustive game search
                  feasible(text) -> bool    whether answer(text) finishes in a few seconds
                  domain() -> iterable      the input texts of the whole small domain
                  table() -> str            the Markdown table of small cases in README.md
    reference.py  answer(text) -> str       a second, independent source for big inputs
                  (only where brute.feasible is false for some test input)
    gen.py        KINDS                     kind names: sample, edge, max, random, small, ...
                  generate(kind, seed) -> str   one valid input, from random.Random(seed)
                  plan() -> [(name, kind, seed, committed)]   the test cases to write
                  shrink(text) -> [str]     smaller valid inputs, to minimise a failure
    validate.py   validate(text)            raises InputError naming the line
                  canonical(text) -> str    the input as solution.c reads it, in the strict
                                            format (LenientReader); raises NoAnswer when
                                            solution.c must refuse it
    wrong/*.c     first line /* VERDICT: why */, VERDICT one of WA PE TLE RE MLE OLE REJECTED
"""
import json
import re
import sys
from pathlib import Path

_INTEGER = re.compile(r"-?(0|[1-9][0-9]*)\Z")
_BLANKS_THEN_DIGITS = re.compile(r"[ \t\n\v\f\r]*([0-9]*)")  # C's isspace() blanks
NUMBER_MAX = 2 ** 64 - 1


class InputError(ValueError):
    """An input that breaks the problem's format or constraints; the message names the line."""


def load_problem(script_file):
    """Return the problem.json that sits beside `script_file` (pass __file__)."""
    return json.loads((Path(script_file).resolve().parent / "problem.json").read_text("utf-8"))


def bounds(problem, name):
    """Return (min, max) of the supported range called `name` in problem.json."""
    r = problem["ranges"][name]
    return r["min"], r["max"]


class StrictReader:
    """Reads an input text line by line and refuses anything but the exact format.

    Lines are separated by a single '\\n', the text ends with one, tokens are separated by one
    space with none at either end of a line, and integers are written without '+' or leading
    zeros. Every error is an InputError whose message starts with the line number.
    """

    def __init__(self, text):
        if text == "":
            raise InputError("line 1: empty input")
        if not text.endswith("\n"):
            raise InputError(f"line {text.count(chr(10)) + 1}: missing final newline")
        if "\r" in text:
            line = text[: text.index("\r")].count("\n") + 1
            raise InputError(f"line {line}: carriage return")
        self.lines = text[:-1].split("\n")
        self.line_no = 0

    def fail(self, message):
        raise InputError(f"line {max(self.line_no, 1)}: {message}")

    def at_end(self):
        return self.line_no == len(self.lines)

    def ints(self, count=None):
        """Read the next line as integers; exactly `count` of them unless count is None."""
        if self.at_end():
            self.line_no += 1
            self.fail("unexpected end of input")
        line = self.lines[self.line_no]
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

    def check(self, value, lo, hi, what):
        """Fail on the line just read unless lo <= value <= hi."""
        if not lo <= value <= hi:
            self.fail(f"{what} = {value} is outside [{lo}, {hi}]")
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


def validator_main(validate):
    """Command line of validate.py: `validate.py [FILE]` (standard input without FILE).

    Silent with exit 0 when the input is valid; otherwise one line `NAME:line N: message` on
    standard error and exit 1.
    """
    name = sys.argv[1] if len(sys.argv) > 1 else "<stdin>"
    try:
        raw = Path(name).read_bytes() if len(sys.argv) > 1 else sys.stdin.buffer.read()
        validate(raw.decode("ascii"))
    except UnicodeDecodeError as error:
        sys.exit(f"{name}: byte {error.start}: not ASCII")
    except InputError as error:
        sys.exit(f"{name}:{error}")
    except OSError as error:
        sys.exit(f"{name}: {error.strerror}")


def brute_main(answer, table):
    """Command line of brute.py: the answer to standard input, or `--table` for the write-up."""
    if sys.argv[1:] == ["--table"]:
        sys.stdout.write(table())
    elif len(sys.argv) == 1:
        sys.stdout.write(answer(sys.stdin.read()))
    else:
        sys.exit("usage: brute.py [--table] < input")


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
