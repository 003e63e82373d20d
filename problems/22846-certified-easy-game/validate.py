"""Validator of BOJ 22846 inputs: one line holding K, with MIN_K <= K <= MAX_K of problem.json.

    python3 validate.py [FILE]     silent on a valid input, else one line `NAME:line N: ...`

canonical() says how solution.c reads any input instead: K, any number up to answered_max.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

PROBLEM = testlib.load_problem(__file__)
MIN_K, MAX_K = testlib.bounds(PROBLEM, "K")
ANSWERED_MAX_K = PROBLEM["ranges"]["K"]["answered_max"]  # the largest table solution.c fills


def validate(text):
    reader = testlib.StrictReader(text)
    (k,) = reader.ints(1)
    reader.check(k, MIN_K, MAX_K, "K")
    reader.end()


def canonical(text):
    """`text` as solution.c reads it, in the strict format: K, any number up to ANSWERED_MAX_K
    (K = 0 is lost by Kali); whatever follows K is not read. testlib.NoAnswer when the input
    does not start with such a number."""
    return f"{testlib.LenientReader(text).number('K', ANSWERED_MAX_K)}\n"


if __name__ == "__main__":
    testlib.validator_main(validate)
