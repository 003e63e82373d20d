"""Closed-form answer of BOJ 11869 Nimble, for inputs too large for brute.py.

Each coin on cell p is a Nim heap of p stones, so by Bouton's theorem the first player
(koosaga) wins exactly when the xor of all positions is not zero (README.md proves it).
`python3 reference.py < input` prints the answer. brute.py checks this rule on its domain.
"""
import sys
from functools import reduce
from operator import xor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402


def answer(text):
    """The expected output for a valid input text."""
    tokens = [int(token) for token in text.split()]
    count, positions = tokens[0], tokens[1:]
    assert len(positions) == count, "input does not hold M positions"
    nim_sum = reduce(xor, positions, 0)
    return "koosaga\n" if nim_sum != 0 else "cubelover\n"


if __name__ == "__main__":
    testlib.answer_main(answer)
