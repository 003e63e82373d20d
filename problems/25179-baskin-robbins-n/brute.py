"""Exhaustive game search for BOJ 25179 (Baskin-Robbins N), the answer source of small tests.

The rules are game.py's: a position is (count, N, M), the numbers 1..count having been said;
game.moves says 1..M numbers (never past N), game.after counts them, game.over ends the game
when N is said. game.after only adds to the count, so what decides a position is how many
numbers are still unsaid, `unsaid` = N - count: every position with the same `unsaid` and M
plays the same game. Each value of `unsaid` is solved from its successors, on the position
(0, unsaid, M), and remembered in one table per M, shared by every N: no formula is used.

    python3 judge/problem.py 25179 brute < input             answers one input
    python3 judge/problem.py 25179 brute table               the write-up's table of small cases
    python3 judge/problem.py 25179 brute lines               the starts N = 1..40 each M = 1..6
                                                             loses, as lines
    python3 judge/problem.py 25179 brute play-out "10 2"     one game from N = 10, M = 2, both
                                                             players perfect
"""
from lib import games, inputs, problems

from . import game

PROBLEM = problems.of(__name__)
N_MIN, _ = inputs.bounds(PROBLEM.meta, "N")
M_MIN, _ = inputs.bounds(PROBLEM.meta, "M")
DOMAIN_MAX = 100  # domain(): every N and M in 1..DOMAIN_MAX
DOMAIN = f"every N, M ≤ {DOMAIN_MAX}"  # domain(), in words
LINES_N, LINES_M = 40, 6  # lines(): the starts N = 1..LINES_N for M = 1..LINES_M
FEASIBLE_N = 5000  # answer() searches N + 1 positions of at most min(M, N) moves each

_mover_wins = {}  # M -> list: entry `unsaid` is True when the player to move wins


def _unsaid(position):
    count, n, _ = position
    return n - count


def mover_wins(position):
    """True when the player to move at `position` (count, N, M) wins."""
    m = position[2]
    table = _mover_wins.setdefault(m, [])
    while len(table) <= _unsaid(position):
        here = (0, len(table), m)
        ended = game.over(here)
        if ended is None:
            ended = any(not table[_unsaid(game.after(here, said))] for said in game.moves(here))
        table.append(ended)
    return table[_unsaid(position)]


def answer(text):
    """The expected output for an input of the strict format. N and M may lie outside the
    statement's range (M = 0: no move at all, so the player to move has lost), which
    game.start, the start of a game to play, refuses."""
    n, m = map(int, text.split()[:2])
    return "Can win\n" if mover_wins((0, n, m)) else "Can't win\n"


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
        cells = ("W" if mover_wins((0, n, m)) else "L" for m in ms)
        rows.append(f"| {n} | " + " | ".join(cells) + " |")
    return "\n".join(rows) + "\n"


def lines():
    """The first player's result from N = 1..40 for each M = 1..6: one line per M, one
    character per N, L where the first player loses and . where the first player wins."""
    rows = ["N       " + games.ruler(1, LINES_N)]
    for m in range(1, LINES_M + 1):
        marks = ("." if mover_wins((0, n, m)) else "L" for n in range(1, LINES_N + 1))
        rows.append(f"M = {m}   " + "".join(marks))
    return "\n".join(rows) + "\n"


def play_out(start):
    """One game from START (the input, \\n for a line break), both players perfect."""
    return games.play_out(PROBLEM, games.input_text(start))


COMMANDS = {"answer": answer, "table": table, "lines": lines, "play-out": play_out}
DEFAULT_COMMAND = "answer"
