"""Exhaustive game search for BOJ 20004 (Baskin-Robbins 31), the answer source of the tests.

A position is the count said so far; the player to move says the next 1..n numbers, and whoever
says 31 loses. Each position is solved from its successors with a memo: no formula is used.
`python3 brute.py < input` answers one input; `python3 brute.py --table` prints the write-up's
table of small cases.
"""
import functools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

LOSING_NUMBER = 31
A_MIN, A_MAX = testlib.bounds(testlib.load_problem(__file__), "A")


@functools.lru_cache(maxsize=None)
def mover_wins(count, n):
    """True when the player to move wins, `count` numbers having been said, turns of 1..n."""
    for said in range(1, n + 1):
        if count + said >= LOSING_NUMBER:
            break  # this move and every longer one says the losing number
        if not mover_wins(count + said, n):
            return True
    return False


def second_player_wins(n):
    return not mover_wins(0, n)


def answer(text):
    a = int(text.split()[0])
    return "".join(f"{n}\n" for n in range(1, a + 1) if second_player_wins(n))


def feasible(text):
    return True


def domain():
    return [f"{a}\n" for a in range(A_MIN, A_MAX + 1)]


def table():
    rows = [
        "| n | winner | first player's winning first turn | counts the player to move loses at |",
        "|---:|---|---|---|",
    ]
    for n in range(1, A_MAX + 1):
        losing = [c for c in range(LOSING_NUMBER) if not mover_wins(c, n)]
        first = [k for k in range(1, n + 1) if k in losing]
        winner = "second" if second_player_wins(n) else "first"
        move = "none" if not first else "say 1" if first[0] == 1 else f"say 1..{first[0]}"
        rows.append(f"| {n} | {winner} | {move} | {', '.join(map(str, losing))} |")
    return "\n".join(rows) + "\n"


if __name__ == "__main__":
    testlib.brute_main(answer, table)
