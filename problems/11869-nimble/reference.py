"""Closed-form answer of BOJ 11869 Nimble, for inputs too large for brute.py.

Each coin on cell p is a Nim heap of p stones, so by Bouton's theorem the first player
(koosaga) wins exactly when the xor of all positions is not zero (README.md proves it).
`python3 reference.py < input` prints the answer. brute.py checks this rule on its domain.
winning_move() and why() apply the rule to any position (the coins' cells, as game.py has them)
for judge/play.py: a winning move slides a coin so that the xor becomes 0.
"""
import sys
from functools import reduce
from operator import xor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402


def winning_move(position):
    """(cell, target) making the xor 0, from the smallest cell that allows it; None if it is 0."""
    nim_sum = reduce(xor, position, 0)
    if nim_sum == 0:
        return None
    cell = min(c for c in position if c ^ nim_sum < c)
    return (cell, cell ^ nim_sum)


def why(position):
    nim_sum = reduce(xor, position, 0)
    if nim_sum == 0:
        return "the xor of the positions is 0: every move makes it non-zero"
    cell, target = winning_move(position)
    return (f"the xor of the positions is {nim_sum} = {nim_sum:b} in binary: the coin on "
            f"{cell} has its top bit, {1 << (nim_sum.bit_length() - 1)}, and moving it to "
            f"{cell} xor {nim_sum} = {target} makes the xor 0")


def answer(text):
    """The expected output for a valid input text."""
    tokens = [int(token) for token in text.split()]
    count, positions = tokens[0], tokens[1:]
    assert len(positions) == count, "input does not hold M positions"
    nim_sum = reduce(xor, positions, 0)
    return "koosaga\n" if nim_sum != 0 else "cubelover\n"


if __name__ == "__main__":
    testlib.answer_main(answer)
