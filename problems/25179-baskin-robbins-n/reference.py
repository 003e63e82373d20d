"""Closed form for BOJ 25179 in Python integers: the answer source of the large tests, and the
strategy judge/play.py plays.

Whoever says N loses, so N - 1 numbers can be said safely; the first player loses exactly when
N - 1 is a multiple of M + 1 (README.md proves it; brute.py checks it on every N, M <= 100).
More generally the player to move after `count` numbers loses exactly when N - 1 - count is a
multiple of M + 1: those counts are the targets, and winning_move() ends a turn on the next one.
invariant() lists the targets, and resisting_move() is how judge/play.py holds out from a lost
count too large for its search. Positions are (count, N, M), as game.py has them; BOJ 20004
uses these with N = 31.

    python3 judge/problem.py 25179 reference < input      the expected output
"""
from lib import games


def winning_move(position):
    """How many numbers to say to end on the next target; None when the count is one."""
    count, n, m = position
    return (n - 1 - count) % (m + 1) or None


def targets(n, m):
    """The first, second, ... targets, the counts N - 1 - (M + 1)j >= 0, smallest first (a
    range, lazy: there may be 10^18 of them)."""
    return range((n - 1) % (m + 1), n, m + 1)


def invariant(position):
    """The targets, the write-up's invariant: all of them, or the first three and the last."""
    count, n, m = position
    if count == n:
        return ""
    found = targets(n, m)
    shown = list(map(str, found)) if len(found) <= 4 else [
        str(found[0]), str(found[1]), str(found[2]), "...", str(found[-1])]
    return games.wrapped(f"targets {', '.join(shown)} (the counts {n - 1} - {m + 1}j)",
                           indent=" " * 8)


def resisting_move(position):
    """From a lost count (a target, or N - 1), the move that makes the game last longest,
    ties going to the one that leaves the fewest winning moves, then the smallest: say 1.
    From N - 1 the only move says N. From a target c < N - 1 every move says k <= M numbers
    without reaching N and leaves a count whose one winning move ends on the next target,
    c + M + 1: the same length and one winning move after every k, so the smallest wins."""
    return 1


def why(position):
    count, n, m = position
    said = winning_move(position)
    targets = f"{n - 1} - {m + 1}j"
    if said is None:
        return (f"{count} is a target ({targets}): whatever k numbers are said, the answer "
                f"{m + 1} - k ends on the next target, up to {n - 1}")
    return f"{count} is not a target ({targets}): saying {said} ends on {count + said}"


def answer(text):
    """The expected output, by the theorem."""
    n, m = map(int, text.split()[:2])
    return "Can win\n" if winning_move((0, n, m)) else "Can't win\n"


COMMANDS = {"answer": answer}
DEFAULT_COMMAND = "answer"
