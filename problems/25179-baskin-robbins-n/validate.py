"""Validator for BOJ 25179 inputs: one line "N M" within the ranges of problem.json.

canonical() says how solution.c reads any input instead: N >= 1 and M, up to 2^64 - 1 each.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

PROBLEM = testlib.load_problem(__file__)
N_MIN, N_MAX = testlib.bounds(PROBLEM, "N")
M_MIN, M_MAX = testlib.bounds(PROBLEM, "M")


def validate(text):
    reader = testlib.StrictReader(text)
    n, m = reader.ints(2)
    reader.check(n, N_MIN, N_MAX, "N")
    reader.check(m, M_MIN, M_MAX, "M")
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
