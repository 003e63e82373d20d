"""Exhaustive game-tree search for BOJ 11869 Nimble; checks the xor rule without using it.

The rules are game.py's: game.moves slides one coin left, game.after gives the position it
leads to, game.over says when every coin is on cell 0. The player to move wins iff some move
leads to a position the opponent loses. Which coin is where does not change the game, only the
multiset of the cells not yet 0 does, so results are memoised under that multiset, kept as a
sorted tuple (itself a position of game.py), in one table shared by every call. Nothing here
uses xor or Grundy values.

    python3 judge/problem.py 11869 brute < input                  the answer
    python3 judge/problem.py 11869 brute table                    the write-up table
    python3 judge/problem.py 11869 brute play-out "4 1 2 3 4"     one game from sample 6, both
                                                                  players perfect
"""
from functools import lru_cache
from itertools import combinations_with_replacement
from math import prod

from lib import games, problems

from . import game

PROBLEM = problems.of(__name__)

DOMAIN_COINS = 3        # domain(): 1..3 coins ...
DOMAIN_CELLS = 8        # ... each on a cell 1..8
DOMAIN = f"every multiset of up to {DOMAIN_COINS} coins on cells ≤ {DOMAIN_CELLS}"
TABLE_CELLS = 8         # table(): two coins on cells 1..8 ...
TABLE_THIRD = 15        # ... and a third coin on a cell 0..15 (0 means no third coin)
FEASIBLE_STATES = 100_000   # bound on prod(Pi + 1), the number of reachable positions
FEASIBLE_SUM = 400          # bound on sum(Pi), the longest game (recursion depth)


def mover_wins(position):
    """True iff the player to move wins from `position` (the coins' cells, as game.py has them)."""
    with games.recursion_limit(4 * FEASIBLE_SUM + 100):
        return _mover_wins(_multiset(position))


def _multiset(position):
    return tuple(sorted(cell for cell in position if cell > 0))


@lru_cache(maxsize=None)
def _mover_wins(cells):
    ended = game.over(cells)
    if ended is not None:
        return ended
    return any(not _mover_wins(_multiset(game.after(cells, move))) for move in game.moves(cells))


def parse(text):
    """The positions P1 .. PM of a valid input text, as a list."""
    tokens = [int(token) for token in text.split()]
    count, positions = tokens[0], tokens[1:]
    assert len(positions) == count, "input does not hold M positions"
    return positions


def answer(text):
    """The expected output for a valid input text, by the exhaustive search."""
    first_wins = mover_wins(tuple(parse(text)))
    return "koosaga\n" if first_wins else "cubelover\n"


def feasible(text):
    """True when answer(text) finishes in a few seconds."""
    positions = parse(text)
    return (sum(positions) <= FEASIBLE_SUM
            and prod(cell + 1 for cell in positions) <= FEASIBLE_STATES)


def domain():
    """Every multiset of 1..3 coins on cells 1..8, one input text each (164 texts)."""
    for count in range(1, DOMAIN_COINS + 1):
        for cells in combinations_with_replacement(range(1, DOMAIN_CELLS + 1), count):
            yield f"{count}\n{' '.join(map(str, cells))}\n"


def table():
    """The table of small cases of README.md: for coins on p and q, every r in 0..15 such that
    the position p, q, r (r = 0: no third coin) is lost by the player to move."""
    columns = range(1, TABLE_CELLS + 1)
    lines = ["| p \\ q | " + " | ".join(map(str, columns)) + " |",
             "|---:|" + "---:|" * TABLE_CELLS]
    for p in columns:
        cells = []
        for q in columns:
            losing = [r for r in range(TABLE_THIRD + 1)
                      if not mover_wins((p, q, r))]
            cells.append(", ".join(map(str, losing)) if losing else "none")
        lines.append(f"| **{p}** | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def play_out(start):
    """One game from START (the input, \\n for a line break), both players perfect."""
    return games.play_out(PROBLEM, games.input_text(start))


COMMANDS = {"answer": answer, "table": table, "play-out": play_out}
DEFAULT_COMMAND = "answer"
