"""Exhaustive game-tree search for BOJ 4342 Euclid's Game: the trusted answers on small inputs.

A position is an unordered pair of positive integers. A move subtracts k times the smaller from
the larger, for any k >= 1 that keeps it non-negative; the player who makes a number 0 wins.
mover_wins() tries every such k, memoised over all positions met so far. It knows nothing of
the "larger >= 2 * smaller" shortcut the solution uses: it checks it.

    python3 brute.py < input      the expected output
    python3 brute.py --table      the table of small cases of README.md
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

FEASIBLE_MAX = 500  # at most 125,250 positions up to here: a few seconds at worst
DOMAIN_MAX = 300
TABLE_MAX = 12

_memo = {}


def mover_wins(x, y):
    """True when the player to move from the position {x, y} (both >= 0) wins. A position
    holding a 0 is over: the move that made the 0 won, so the player to move has lost."""
    if x > y:
        x, y = y, x
    if x == 0:
        return False
    known = _memo.get((x, y))
    if known is not None:
        return known
    wins = False
    for k in range(1, y // x + 1):
        rest = y - k * x
        if rest == 0 or not mover_wins(x, rest):
            wins = True
            break
    _memo[(x, y)] = wins
    return wins


def _games(text):
    numbers = [int(token) for token in text.split()]
    games = []
    for i in range(0, len(numbers) - 1, 2):
        a, b = numbers[i], numbers[i + 1]
        if a == 0 and b == 0:
            break
        games.append((a, b))
    return games


def answer(text):
    """The expected output for a valid input: one line per game."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 4 * FEASIBLE_MAX + 100))
    try:
        return "".join("A wins\n" if mover_wins(a, b) else "B wins\n" for a, b in _games(text))
    finally:
        sys.setrecursionlimit(limit)


def feasible(text):
    """True when every number is at most FEASIBLE_MAX (the search then takes a few seconds)."""
    return all(int(token) <= FEASIBLE_MAX for token in text.split())


def domain():
    """One input holding every game a, b in 1..DOMAIN_MAX (90,000 games), then 0 0."""
    lines = [f"{a} {b}\n" for a in range(1, DOMAIN_MAX + 1) for b in range(1, DOMAIN_MAX + 1)]
    yield "".join(lines) + "0 0\n"


def table():
    """Markdown table: the winner of every game a, b in 1..TABLE_MAX."""
    header = "| a \\ b | " + " | ".join(str(b) for b in range(1, TABLE_MAX + 1)) + " |\n"
    rule = "|---" * (TABLE_MAX + 1) + "|\n"
    rows = []
    for a in range(1, TABLE_MAX + 1):
        cells = ("A" if mover_wins(a, b) else "B" for b in range(1, TABLE_MAX + 1))
        rows.append(f"| **{a}** | " + " | ".join(cells) + " |\n")
    return header + rule + "".join(rows)


if __name__ == "__main__":
    testlib.brute_main(answer, table)
