"""Validator for BOJ 2373 Fibonacci Game: one line holding N, limits from problem.json."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

PROBLEM = testlib.load_problem(__file__)


def validate(text):
    reader = testlib.StrictReader(text)
    (n,) = reader.ints(1)
    reader.check(n, *testlib.bounds(PROBLEM, "N"), "N")
    reader.end()


if __name__ == "__main__":
    testlib.validator_main(validate)
