"""Exhaustive search of BOJ 22846 Certified Easy Game (인증된 쉬운 게임).

A position is the number x on the monitor (1 <= x <= K). The player to move adds a divisor d
of x; if x + d > K that player loses, otherwise the game goes on from x + d with the other
player to move. Every move raises x, so the game ends and each position is either won or lost
for the player to move. The memo `mover_wins[x]` is filled from x = K down to 1, so the
positions a move leads to are known when they are needed. The divisors are listed plainly,
by marking every multiple of every d; no pattern of the answers is used.

    python3 brute.py < input       the answer to one input
    python3 brute.py --table       the table of small cases in README.md
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

PROBLEM = testlib.load_problem(__file__)
MAX_K = testlib.bounds(PROBLEM, "K")[1]
DOMAIN_MAX_K = 2000
TABLE_MAX_K = 12

_divisors = [[]]  # _divisors[x] = every divisor of x in increasing order, for x < len(_divisors)
_answers = {}  # K -> "Kali" or "Ringo"


def divisors_up_to(limit):
    """Return the list whose entry x holds every divisor of x, for every x <= limit."""
    global _divisors
    if len(_divisors) <= limit:
        # Two sizes only, so a run over many inputs builds the lists at most twice.
        size = (DOMAIN_MAX_K if limit <= DOMAIN_MAX_K else max(limit, MAX_K)) + 1
        table = [[] for _ in range(size)]
        for d in range(1, size):
            for multiple in range(d, size, d):
                table[multiple].append(d)
        _divisors = table
    return _divisors


def mover_wins_table(k):
    """Return the list whose entry x (1 <= x <= max(k, 1)) tells whether the player to move at x
    wins. At an x above k (the start, 1, when k = 0) every move passes k: a loss."""
    divisors = divisors_up_to(k)
    mover_wins = [False] * (max(k, 1) + 1)
    for x in range(k, 0, -1):
        # A winning move leads to a position where the opponent, now to move, loses.
        mover_wins[x] = any(x + d <= k and not mover_wins[x + d] for d in divisors[x])
    return mover_wins


def winner(k):
    """Return "Kali" if the first player wins the game with limit k, else "Ringo"."""
    if k not in _answers:
        _answers[k] = "Kali" if mover_wins_table(k)[1] else "Ringo"
    return _answers[k]


def parse(text):
    return int(text.split()[0])


def answer(text):
    return winner(parse(text)) + "\n"


def feasible(text):
    # K <= 100,000: one table and the divisor lists up to K take about a second of CPython.
    return True


def domain():
    for k in range(1, DOMAIN_MAX_K + 1):
        yield f"{k}\n"


def table():
    lines = [
        "| K | winner | positions x <= K where the player to move loses |",
        "|---:|:---|:---|",
    ]
    for k in range(1, TABLE_MAX_K + 1):
        mover_wins = mover_wins_table(k)
        losing = ", ".join(str(x) for x in range(1, k + 1) if not mover_wins[x])
        lines.append(f"| {k} | {winner(k)} | {losing} |")
    kali = ", ".join(str(k) for k in range(1, DOMAIN_MAX_K + 1) if winner(k) == "Kali")
    lines.append("")
    lines.append(f"Every K in 1..{DOMAIN_MAX_K} that Kali wins: {kali}.")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    testlib.brute_main(answer, table)
