"""Validator of BOJ 22846 inputs: one line holding K, within the range of problem.json.

    python3 validate.py [FILE]     silent on a valid input, else one line `NAME:line N: ...`

canonical() says how solution.c reads any input instead: K, any number up to answered_max.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

PROBLEM = testlib.load_problem(__file__)
ANSWERED_MAX_K = PROBLEM["ranges"]["K"]["answered_max"]  # the largest table solution.c fills


def validate(text, boj=False):
    """Raise testlib.InputError, naming the line, unless text is a valid input; with `boj`,
    within BOJ's own limits (boj_min, boj_max of problem.json) rather than the supported
    range."""
    reader = testlib.StrictReader(text)
    (k,) = reader.ints(1)
    reader.check(k, *testlib.bounds(PROBLEM, "K", boj), "K")
    reader.end()


def canonical(text):
    """`text` as solution.c reads it, in the strict format: K, any number up to ANSWERED_MAX_K
    (K = 0 is lost by Kali); whatever follows K is not read. testlib.NoAnswer when the input
    does not start with such a number."""
    return f"{testlib.LenientReader(text).number('K', ANSWERED_MAX_K)}\n"


if __name__ == "__main__":
    testlib.validator_main(validate)
