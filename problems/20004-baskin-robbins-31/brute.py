"""Exhaustive game search for BOJ 20004 (Baskin-Robbins 31), the answer source of the tests.

The rules are game.py's: a position is (count, 31, n), the count said so far, the losing number
and the most a turn may say; game.moves, game.after and game.over say how a turn goes on and
that whoever says 31 loses. Each position is solved from its successors with a memo: no formula
is used.

    python3 judge/problem.py 20004 brute < input        answers one input
    python3 judge/problem.py 20004 brute table          the write-up's table of small cases
    python3 judge/problem.py 20004 brute lines          the counts each game n = 1..10 loses
                                                        at, as lines
    python3 judge/problem.py 20004 brute play-out 5     one game n = 5, both players perfect
"""
import functools

from lib import games, inputs, problems

from . import game

PROBLEM = problems.of(__name__)
A_MIN, A_MAX = inputs.bounds(PROBLEM.meta, "A")
LINES_N = 10  # lines(): the games n = 1..LINES_N
DOMAIN = f"every A, {A_MIN} to {A_MAX}"  # domain(), in words


@functools.lru_cache(maxsize=None)
def mover_wins(position):
    """True when the player to move at `position` (count, 31, n) wins."""
    ended = game.over(position)
    if ended is not None:
        return ended
    return any(not mover_wins(game.after(position, said)) for said in game.moves(position))


def second_player_wins(n):
    return not mover_wins((0, game.LOSING_NUMBER, n))


def answer(text):
    """The expected output for an input of the strict format, A = 0 and A > 31 included. A turn
    never says more than the 31 numbers there are, so every n >= 31 plays the game n = 31: it
    is searched like the others and its verdict stands for every n above it."""
    a = int(text.split()[0])
    searched = range(1, min(a, game.LOSING_NUMBER) + 1)
    if a > game.LOSING_NUMBER and second_player_wins(game.LOSING_NUMBER):
        raise ValueError(f"A = {a}: the second player would win every n from 31 to A")
    return "".join(f"{n}\n" for n in searched if second_player_wins(n))


def feasible(text):
    return True


def domain():
    return [f"{a}\n" for a in range(A_MIN, A_MAX + 1)]


def table():
    """The table of small cases of README.md."""
    rows = [
        "| n | winner | first player's winning first turn | counts the player to move loses at |",
        "|---:|---|---|---|",
    ]
    for n in range(1, A_MAX + 1):
        losing = [c for c in range(game.LOSING_NUMBER)
                  if not mover_wins((c, game.LOSING_NUMBER, n))]
        first = [k for k in range(1, n + 1) if k in losing]
        winner = "second" if second_player_wins(n) else "first"
        move = "none" if not first else "say 1" if first[0] == 1 else f"say 1..{first[0]}"
        rows.append(f"| {n} | {winner} | {move} | {', '.join(map(str, losing))} |")
    return "\n".join(rows) + "\n"


def lines():
    """The counts 0..30 of each game n = 1..10: one line per n, one character per count, L
    where the player to move loses and . where that player wins, then who wins the game."""
    rows = ["count   " + games.ruler(0, game.LOSING_NUMBER - 1)]
    for n in range(1, LINES_N + 1):
        marks = ("." if mover_wins((count, game.LOSING_NUMBER, n)) else "L"
                 for count in range(game.LOSING_NUMBER))
        winner = "second" if second_player_wins(n) else "first"
        rows.append(f"n = {n:<3} " + "".join(marks) + f"   {winner} player wins")
    return "\n".join(rows) + "\n"


def play_out(start):
    """One game from START (the input, \\n for a line break), both players perfect."""
    return games.play_out(PROBLEM, games.input_text(start))


COMMANDS = {"answer": answer, "table": table, "lines": lines, "play-out": play_out}
DEFAULT_COMMAND = "answer"
