"""Validator for BOJ 25179 inputs: one line "N M" within the ranges of problem.json."""
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


if __name__ == "__main__":
    testlib.validator_main(validate)
