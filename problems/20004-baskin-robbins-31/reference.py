"""The write-up's theorem for BOJ 20004 Baskin-Robbins 31, in Python: a second answer source,
and the strategy judge/play.py plays.

With turns of 1..n numbers, the player to move after `count` numbers loses exactly when
30 - count is a multiple of n + 1 (the targets 30, 30 - (n + 1), ...), so the second player wins
the game n exactly when n + 1 divides 30. That is BOJ 25179's theorem with N = 31, and its
reference.py gives the strategy for positions (count, 31, n), as game.py has them, and how
judge/play.py holds out from a lost count (say 1). invariant() draws the targets under
game.show's line of counts.

    python3 judge/problem.py 20004 reference < input      the expected output
"""
from lib import problems

from . import game

counting = problems.get(25179).script("reference")  # the theorem of BOJ 25179
winning_move, why, resisting_move = counting.winning_move, counting.why, counting.resisting_move
TARGET_MARK = "T"


def invariant(position):
    """A T under each target count 30 - (n + 1)j of game.show's line of counts 0..31 (after a
    label as wide as game.show's, so that each T stands under its count)."""
    count, losing, n = position
    if count == losing:
        return ""
    found = set(counting.targets(losing, n))
    marks = "".join(TARGET_MARK if c in found else " " for c in range(losing + 1))
    return (f"{'targets':<{game.LABEL}}" + marks).rstrip() + f"   (30 - {n + 1}j)"


def answer(text):
    """The expected output, by the theorem: every n with n + 1 dividing 30."""
    a = int(text.split()[0])
    return "".join(f"{n}\n" for n in range(1, a + 1) if 30 % (n + 1) == 0)


COMMANDS = {"answer": answer}
DEFAULT_COMMAND = "answer"
