"""Exhaustive game search for BOJ 25179 (Baskin-Robbins N), the answer source of small tests.

The players count up from 1, each turn saying the next 1..M numbers; whoever says N loses. What
decides a position is how many numbers are still safe to say: `left` = N - 1 - (count said so
far). The player to move may say k of them, 1 <= k <= min(M, left); saying more would include N.
With left = 0 every move says N, so the player to move loses. Each value of `left` is solved from
its successors and remembered in one table per M, shared by every N: no formula is used.
`python3 brute.py < input` answers one input; `python3 brute.py --table` prints the write-up's
table of small cases.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

PROBLEM = testlib.load_problem(__file__)
N_MIN, _ = testlib.bounds(PROBLEM, "N")
M_MIN, _ = testlib.bounds(PROBLEM, "M")
DOMAIN_MAX = 100  # domain(): every N and M in 1..DOMAIN_MAX
FEASIBLE_N = 5000  # answer() searches N - 1 positions of at most min(M, N) moves each

_mover_wins = {}  # M -> list: entry `left` is True when the player to move wins


def mover_wins(left, m):
    """True when the player to move wins with `left` safe numbers before the losing one."""
    table = _mover_wins.setdefault(m, [])
    while len(table) <= left:
        here = len(table)
        table.append(any(not table[here - k] for k in range(1, min(m, here) + 1)))
    return table[left]


def answer(text):
    n, m = map(int, text.split()[:2])
    return "Can win\n" if mover_wins(n - 1, m) else "Can't win\n"


def feasible(text):
    return int(text.split()[0]) <= FEASIBLE_N


def domain():
    return [f"{n} {m}\n" for n in range(N_MIN, DOMAIN_MAX + 1)
            for m in range(M_MIN, DOMAIN_MAX + 1)]


def table():
    """First player's result for N = 1..16 (rows) and M = 1..8 (columns): W wins, L loses."""
    ms = range(1, 9)
    rows = ["| N \\ M | " + " | ".join(str(m) for m in ms) + " |",
            "|---:|" + "---|" * len(ms)]
    for n in range(1, 17):
        cells = ("W" if mover_wins(n - 1, m) else "L" for m in ms)
        rows.append(f"| {n} | " + " | ".join(cells) + " |")
    return "\n".join(rows) + "\n"


if __name__ == "__main__":
    testlib.brute_main(answer, table)
