"""Exhaustive game-tree search for BOJ 2373 Fibonacci Game: no formula, only the rules.

The rules are game.py's: a position (r, k) has r marbles left and lets the player to move take
1..k of them; game.after gives the position a take leads to and game.over the end. A position
is won when some take leads to a position lost for the opponent. game.moves((r, k)) is the
takes 1..k, so the moves of (r, k) are those of (r, k - 1) and the take k:

    win(r, k) = win(r, k - 1) or the take k wins,   with win(r, 0) = False (no take yet)

so row r is 0 up to the first winning take and 1 from there on. One table, grown on demand,
serves every N: row r holds win(r, k) for k = 0..r, so answering every N up to 2000 fills
about 2 million table cells in all, and judges far fewer takes.

    python3 judge/problem.py 2373 brute < input        the expected output
    python3 judge/problem.py 2373 brute table          the table of small cases of README.md
    python3 judge/problem.py 2373 brute play-out 8     one game from N = 8, both players perfect
"""
from lib import games, problems

from . import game

PROBLEM = problems.of(__name__)

FEASIBLE_MAX = 3000
DOMAIN_MAX = 2000
DOMAIN = f"every N ≤ {DOMAIN_MAX:,}"  # domain(), in words

# _WIN[r][k] = 1 when the player to move with r marbles left, allowed to take up to k, wins.
_WIN = [bytearray(1)]


def _grow(limit):
    """Extend the table to every r <= limit."""
    after, over = game.after, game.over
    while len(_WIN) <= limit:
        r = len(_WIN)
        row = bytearray(r + 1)
        for k in range(1, r + 1):
            reached = after((r, k), k)
            ended = over(reached)
            opponent_wins = _WIN[reached[0]][reached[1]] if ended is None else ended
            if not opponent_wins:  # the take k wins, and so does every (r, k') with k' >= k
                row[k:] = b"\x01" * (r + 1 - k)
                break
        _WIN.append(row)


def mover_wins(position):
    """True when the player to move at `position` (a game.py position) wins."""
    ended = game.over(position)
    if ended is not None:
        return ended
    _grow(position[0])
    return bool(_WIN[position[0]][position[1]])


def winning_first_moves(n):
    """Every first move (the first may not take all) that wins, in increasing order (lazily);
    none for n < 2, where no first move is legal (it takes at least one marble, not all)."""
    if n < 2:
        return iter(())
    start = game.start(f"{n}\n")
    return (t for t in game.moves(start) if not mover_wins(game.after(start, t)))


def _read_n(text):
    return int(text.split()[0])


def answer(text):
    """The expected output, by the exhaustive search."""
    return f"{next(winning_first_moves(_read_n(text)), -1)}\n"


def feasible(text):
    return _read_n(text) <= FEASIBLE_MAX


def domain():
    return (f"{n}\n" for n in range(2, DOMAIN_MAX + 1))


def table():
    """The table of small cases of README.md."""
    lines = [
        "| N | first player | output: smallest winning first move | all winning first moves |",
        "|---:|:---:|---:|:---|",
    ]
    for n in range(2, 35):
        moves = list(winning_first_moves(n))
        if moves:
            lines.append(f"| {n} | wins | {moves[0]} | {', '.join(map(str, moves))} |")
        else:
            lines.append(f"| {n} | loses | -1 | none |")
    return "\n".join(lines) + "\n"


def play_out(start):
    """One game from START (the input, \\n for a line break), both players perfect."""
    return games.play_out(PROBLEM, games.input_text(start))


COMMANDS = {"answer": answer, "table": table, "play-out": play_out}
DEFAULT_COMMAND = "answer"
