"""Validator of BOJ 11869 Nimble inputs: `python3 validate.py [FILE]`.

An input is two lines: M, then the M positions P1 .. PM separated by single spaces, with the
limits of problem.json; the text ends with a newline and nothing follows the second line.
canonical() says how solution.c reads any input instead: M, then M cells, up to 2^64 - 1 each.
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
    (count,) = reader.ints(1)
    reader.check(count, *testlib.bounds(PROBLEM, "M", boj), "M")
    positions = reader.ints(count)
    p_min, p_max = testlib.bounds(PROBLEM, "P", boj)
    for index, position in enumerate(positions, 1):
        reader.check(position, p_min, p_max, f"P{index}")
    reader.end()


def canonical(text):
    """`text` as solution.c reads it, in the strict format: M, then M cells, each number up to
    2^64 - 1 (M = 0 and cells 0 included); whatever follows the M cells is not read.
    testlib.NoAnswer when a number is missing or is not such a number."""
    reader = testlib.LenientReader(text)
    count = reader.number("M")
    cells = [reader.number(f"P{index}") for index in range(1, count + 1)]
    return f"{count}\n{' '.join(map(str, cells))}\n"


if __name__ == "__main__":
    testlib.validator_main(validate)
