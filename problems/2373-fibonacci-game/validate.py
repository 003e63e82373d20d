"""Validator for BOJ 2373 Fibonacci Game: one line holding N, limits from problem.json.

canonical() says how solution.c reads any input instead: N, any number up to 2^64 - 1.
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
    (n,) = reader.ints(1)
    reader.check(n, *testlib.bounds(PROBLEM, "N", boj), "N")
    reader.end()


def canonical(text):
    """`text` as solution.c reads it, in the strict format: N, any number up to 2^64 - 1 (N < 2
    has no legal first move: -1); whatever follows N is not read. testlib.NoAnswer when the
    input does not start with such a number."""
    return f"{testlib.LenientReader(text).number('N')}\n"


if __name__ == "__main__":
    testlib.validator_main(validate)
