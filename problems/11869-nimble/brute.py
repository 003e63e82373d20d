"""Exhaustive game-tree search for BOJ 11869 Nimble; checks the xor rule without using it.

A position is the multiset of the cells of the coins not yet on cell 0, kept as a sorted
tuple. The player to move wins iff some move leads to a position the opponent loses; the
empty position (every coin on cell 0) is lost by the player to move, who has no move. Results
are memoised in one table shared by every call. Nothing here uses xor or Grundy values.

`python3 brute.py < input` prints the answer; `python3 brute.py --table` the write-up table.
"""
import sys
from functools import lru_cache
from itertools import combinations_with_replacement
from math import prod
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

DOMAIN_COINS = 3        # domain(): 1..3 coins ...
DOMAIN_CELLS = 8        # ... each on a cell 1..8
TABLE_CELLS = 8         # table(): two coins on cells 1..8 ...
TABLE_THIRD = 15        # ... and a third coin on a cell 0..15 (0 means no third coin)
FEASIBLE_STATES = 100_000   # bound on prod(Pi + 1), the number of reachable positions
FEASIBLE_SUM = 400          # bound on sum(Pi), the longest game (recursion depth)


@lru_cache(maxsize=None)
def mover_wins(position):
    """True iff the player to move wins from `position`, a sorted tuple of cells >= 1."""
    for index, cell in enumerate(position):
        if index > 0 and position[index - 1] == cell:
            continue                    # the same move as with the previous, equal coin
        rest = position[:index] + position[index + 1:]
        for target in range(cell):
            after = rest if target == 0 else tuple(sorted(rest + (target,)))
            if not mover_wins(after):
                return True
    return False


def parse(text):
    """The positions P1 .. PM of an input text of the strict format, as a list."""
    tokens = [int(token) for token in text.split()]
    count, positions = tokens[0], tokens[1:]
    assert len(positions) == count, "input does not hold M positions"
    return positions


def answer(text):
    """The expected output for an input text of the strict format; a coin on cell 0 (there is
    no cell below it) is left out of the position, as it has no move."""
    first_wins = mover_wins(tuple(sorted(cell for cell in parse(text) if cell > 0)))
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
    """Markdown table: for coins on p and q, every r in 0..15 such that the position p, q, r
    (r = 0: no third coin) is lost by the player to move."""
    columns = range(1, TABLE_CELLS + 1)
    lines = ["| p \\ q | " + " | ".join(map(str, columns)) + " |",
             "|---:|" + "---:|" * TABLE_CELLS]
    for p in columns:
        cells = []
        for q in columns:
            losing = [r for r in range(TABLE_THIRD + 1)
                      if not mover_wins(tuple(sorted(c for c in (p, q, r) if c > 0)))]
            cells.append(", ".join(map(str, losing)) if losing else "none")
        lines.append(f"| **{p}** | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    testlib.brute_main(answer, table)
