"""Validator for BOJ 20004 inputs: one line holding A, with A_MIN <= A <= A_MAX of problem.json."""
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


if __name__ == "__main__":
    testlib.validator_main(validate)
