"""Validator of BOJ 22846 inputs: one line holding K, with MIN_K <= K <= MAX_K of problem.json.

    python3 validate.py [FILE]     silent on a valid input, else one line `NAME:line N: ...`
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

PROBLEM = testlib.load_problem(__file__)
MIN_K, MAX_K = testlib.bounds(PROBLEM, "K")


def validate(text):
    reader = testlib.StrictReader(text)
    (k,) = reader.ints(1)
    reader.check(k, MIN_K, MAX_K, "K")
    reader.end()


if __name__ == "__main__":
    testlib.validator_main(validate)
