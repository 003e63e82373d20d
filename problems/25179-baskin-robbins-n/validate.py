"""Validator for BOJ 25179 inputs: one line "N M" within the ranges of problem.json.

canonical() says how solution.c reads any input instead: N >= 1 and M, up to 2^64 - 1 each.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

PROBLEM = testlib.load_problem(__file__)


def validate(text, boj=False):
    """Raise testlib.InputError, naming the line, unless text is a valid input; with `boj`,
    within BOJ's own limits (boj_min, boj_max of problem.json) rather than the supported
    range."""
    reader = testlib.StrictReader(text)
    n, m = reader.ints(2)
    reader.check(n, *testlib.bounds(PROBLEM, "N", boj), "N")
    reader.check(m, *testlib.bounds(PROBLEM, "M", boj), "M")
    reader.end()


def canonical(text):
    """`text` as solution.c reads it, in the strict format: N and M, each up to 2^64 - 1
    (M = 0 included); whatever follows M is not read. testlib.NoAnswer when a number is
    missing or is not such a number, and for N = 0, which is never said: no end, no answer."""
    reader = testlib.LenientReader(text)
    n = reader.number("N")
    if n == 0:
        raise testlib.NoAnswer("N = 0: counting from 1 never says 0, so the game has no end")
    return f"{n} {reader.number('M')}\n"


if __name__ == "__main__":
    testlib.validator_main(validate)
