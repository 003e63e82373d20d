"""Closed-form answer of BOJ 11869 Nimble, for inputs too large for brute.py.

Each coin on cell p is a Nim heap of p stones, so by Bouton's theorem the first player
(koosaga) wins exactly when the xor of all positions is not zero (README.md proves it).
brute.py checks this rule on its domain. winning_move() and why() apply the rule to any
position (the coins' cells, as game.py has them) for judge/play.py: a winning move slides a
coin so that the xor becomes 0. invariant() draws the cells in binary with their xor, and
resisting_move() is how play.py holds out from a lost position too large for its search (its
docstring proves it).

    python3 judge/problem.py 11869 reference < input      the answer
"""
from functools import reduce
from operator import xor


def winning_move(position):
    """(cell, target) making the xor 0, from the smallest cell that allows it; None if it is 0."""
    nim_sum = reduce(xor, position, 0)
    if nim_sum == 0:
        return None
    cell = min(c for c in position if c ^ nim_sum < c)
    return (cell, cell ^ nim_sum)


def invariant(position):
    """The cells in binary columns, with their xor under them: the write-up's invariant."""
    total = reduce(xor, position, 0)
    bits = max(1, max(position).bit_length())
    digits = max(4, len(str(max(position))))
    rows = [f"{'cell':>{digits}}  binary"]
    rows += [f"{cell:{digits}}  {cell:0{bits}b}" for cell in position]
    rows.append(f"{'xor':>{digits}}  {total:0{bits}b}")
    return "\n".join(rows)


def _trailing_zeros(cell):
    return (cell & -cell).bit_length() - 1


def resisting_move(position):
    """From a lost position (xor 0), the move that makes the game last longest against
    perfect play, ties going to the one that leaves the fewest winning moves, then to the
    first in game.moves order (smallest cell, then smallest target).

    Every move lowers the sum of the cells by at least 1, so no game from a position lasts
    more moves than that sum S. Slide a coin from a cell c with t trailing zero bits one cell
    down: the xor becomes c xor (c - 1) = 2^(t + 1) - 1, and the winning replies (fact 3 of
    the write-up) are the cells d holding bit t, each to d xor (2^(t + 1) - 1). That is one
    cell down when d has no bit below t, farther otherwise. So when no cell holds bit t with
    a lower bit (true of the least t among the cells), every winning reply is one cell down
    to a lost position of sum S - 2, and by induction on S a lost position lasts exactly S
    moves. Any other move (farther than one cell, or from a c whose t some cell holds with a
    lower bit) allows a reply of two or more cells, so the game lasts at most S - 2 moves
    more after it, not S - 1. The winning replies left are the distinct cells holding bit t.
    """
    best, fewest = None, None
    for cell in sorted(set(position) - {0}):
        t = _trailing_zeros(cell)
        if any(d >> t & 1 and d & ((1 << t) - 1) for d in position):
            continue
        after = list(position)
        after[after.index(cell)] = cell - 1
        replies = len({d for d in after if d >> t & 1})
        if fewest is None or replies < fewest:
            best, fewest = (cell, cell - 1), replies
    return best


def why(position):
    nim_sum = reduce(xor, position, 0)
    if nim_sum == 0:
        return "the xor of the positions is 0: every move makes it non-zero"
    cell, target = winning_move(position)
    return (f"the xor of the positions is {nim_sum} = {nim_sum:b} in binary: the coin on "
            f"{cell} has its top bit, {1 << (nim_sum.bit_length() - 1)}, and moving it to "
            f"{cell} xor {nim_sum} = {target} makes the xor 0")


def answer(text):
    """The expected output for a valid input text, by the xor rule."""
    tokens = [int(token) for token in text.split()]
    count, positions = tokens[0], tokens[1:]
    assert len(positions) == count, "input does not hold M positions"
    nim_sum = reduce(xor, positions, 0)
    return "koosaga\n" if nim_sum != 0 else "cubelover\n"


COMMANDS = {"answer": answer}
DEFAULT_COMMAND = "answer"
