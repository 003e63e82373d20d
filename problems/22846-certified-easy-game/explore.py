"""The table a solver prints first for BOJ 22846: every position of every small K, by brute.py.

    python3 judge/problem.py 22846 explore

One row per K = 1..20: the winner, then for x = 1..K whether the player to move with x on the
monitor wins (W) or loses (L), from brute.mover_wins_table, which knows only the rules.
"""
from . import brute

SHOWN_MAX_K = 20


def table():
    """Every position of every K = 1..20: who wins there, by the exhaustive search."""
    tens = " ".join(str(x // 10) if x >= 10 else " " for x in range(1, SHOWN_MAX_K + 1))
    units = " ".join(str(x % 10) for x in range(1, SHOWN_MAX_K + 1))
    lines = ["Each K: the winner, and for every position x = 1..K whether the player to move",
             "there wins (W) or loses (L)", "",
             " " * 20 + tens.rstrip(), " K  winner      x = " + units]
    for k in range(1, SHOWN_MAX_K + 1):
        table = brute.mover_wins_table(k)
        marks = " ".join("W" if table[x] else "L" for x in range(1, k + 1))
        lines.append(f"{k:2}  {brute.winner(k):6}          {marks}")
    return "\n".join(lines) + "\n"


COMMANDS = {"table": table}
DEFAULT_COMMAND = "table"
