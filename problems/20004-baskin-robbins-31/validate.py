"""Validator for BOJ 20004 inputs: one line holding A, with A_MIN <= A <= A_MAX of problem.json.

canonical() says how solution.c reads any input instead: A, any number up to 2^64 - 1.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

A_MIN, A_MAX = testlib.bounds(testlib.load_problem(__file__), "A")


def validate(text):
    reader = testlib.StrictReader(text)
    (a,) = reader.ints(1)
    reader.check(a, A_MIN, A_MAX, "A")
    reader.end()


def canonical(text):
    """`text` as solution.c reads it, in the strict format: A, any number up to 2^64 - 1 (A = 0
    has no n to print); whatever follows A is not read. testlib.NoAnswer when the input does
    not start with such a number."""
    return f"{testlib.LenientReader(text).number('A')}\n"


if __name__ == "__main__":
    testlib.validator_main(validate)
