"""Exhaustive game-tree search for BOJ 2373 Fibonacci Game: no formula, only the rules.

A state is (r, k): r marbles are left and the player to move may take 1..k of them (k <= r).
The player who takes the last marble wins, and after a take of t the opponent may take up to 2t:

    win(r, 0) = False
    win(r, k) = win(r, k - 1) or k == r or not win(r - k, min(2k, r - k))

One table, grown on demand, serves every N: row r holds win(r, k) for k = 0..r, so answering
every N up to 2000 costs about 2 million table cells in all.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

FEASIBLE_MAX = 3000
DOMAIN_MAX = 2000

# _WIN[r][k] = 1 when the player to move with r marbles left, allowed to take up to k, wins.
_WIN = [bytearray(1)]


def _grow(limit):
    """Extend the table to every r <= limit."""
    while len(_WIN) <= limit:
        r = len(_WIN)
        row = bytearray(r + 1)
        for k in range(1, r + 1):
            left = r - k
            row[k] = row[k - 1] or k == r or not _WIN[left][min(2 * k, left)]
        _WIN.append(row)


def winning_first_moves(n):
    """Every first move t (1 <= t <= n - 1; the first move may not take all) that wins; none
    for n < 2, where no first move is legal."""
    _grow(n)
    return [t for t in range(1, n) if not _WIN[n - t][min(2 * t, n - t)]]


def _read_n(text):
    return int(text.split()[0])


def answer(text):
    moves = winning_first_moves(_read_n(text))
    return f"{moves[0] if moves else -1}\n"


def feasible(text):
    return _read_n(text) <= FEASIBLE_MAX


def domain():
    return (f"{n}\n" for n in range(2, DOMAIN_MAX + 1))


def table():
    lines = [
        "| N | first player | output: smallest winning first move | all winning first moves |",
        "|---:|:---:|---:|:---|",
    ]
    for n in range(2, 35):
        moves = winning_first_moves(n)
        if moves:
            lines.append(f"| {n} | wins | {moves[0]} | {', '.join(map(str, moves))} |")
        else:
            lines.append(f"| {n} | loses | -1 | none |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    testlib.brute_main(answer, table)
