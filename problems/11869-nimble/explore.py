"""The tables a solver prints on the way to Nimble's rule, all from brute.py's search.

    python3 judge/problem.py 11869 explore

1. two coins on cells 1..7: which pairs are lost for the player to move (the equal ones);
2. coins on p and q, 0..7 (0: no coin there): the third cells r, 0..15, that make the position
   lost, written in binary, so that r = p xor q can be read column by column;
3. the conjecture "lost iff the xor of the cells is 0", set against the search on every
   multiset of four coins on cells 0..7.
The verdicts come from brute.mover_wins, which knows only the rules; the xor appears only in
the conjecture being tested. Exit status 1 if the conjecture fails somewhere.
"""
from functools import reduce
from itertools import combinations_with_replacement
from operator import xor

from . import brute

PAIR_CELLS = 7      # part 1: two coins on cells 1..7
THIRD_CELLS = 7     # part 2: coins on cells 0..7 ...
THIRD_MAX = 15      # ... and a third coin on a cell 0..15
BITS = 3            # part 2 writes p and q (at most 7) with three binary digits
TEST_COINS, TEST_CELLS = 4, 7   # part 3: four coins, each on a cell 0..7


def lost(cells):
    """True when the player to move loses with coins on `cells` (brute force)."""
    return not brute.mover_wins(tuple(cells))


def pairs():
    """Part 1: the grid of two coins, L where the player to move loses, W where they win."""
    cells = range(1, PAIR_CELLS + 1)
    lines = ["Two coins, on cells p and q: L where the player to move loses, W where they win",
             "p\\q  " + " ".join(map(str, cells))]
    for p in cells:
        lines.append(f"{p:3}  " + " ".join("L" if lost((p, q)) else "W" for q in cells))
    return lines


def thirds():
    """Part 2: for coins on p and q, every r in 0..THIRD_MAX with p, q, r lost, in binary."""
    cells = range(THIRD_CELLS + 1)
    lines = [f"Three coins: for coins on p and q, the cells r (0..{THIRD_MAX}) that make p, q, r "
             "lost,", "all in binary; a coin on cell 0 is out of play (p = 0: one coin fewer)",
             "p\\q  " + " ".join(f"{q:0{BITS}b}" for q in cells)]
    for p in cells:
        row = []
        for q in cells:
            found = [f"{r:0{BITS}b}" for r in range(THIRD_MAX + 1) if lost((p, q, r))]
            row.append(",".join(found) if found else "-" * BITS)
        lines.append(f"{p:0{BITS}b}  " + " ".join(row))
    return lines


def conjecture():
    """Part 3: (the lines saying how the conjecture fared, whether it held everywhere)."""
    positions = list(combinations_with_replacement(range(TEST_CELLS + 1), TEST_COINS))
    wrong = [cells for cells in positions if lost(cells) != (reduce(xor, cells) == 0)]
    lines = ["Conjecture: the player to move loses exactly when p1 xor p2 xor ... = 0.",
             f"Every multiset of {TEST_COINS} coins on cells 0..{TEST_CELLS}: "
             f"{len(positions)} positions,",
             f"{len(positions) - len(wrong)} agree with the search."]
    if wrong:
        lines.append("It fails at " + " ".join(map(str, wrong[0])) + ".")
    return lines, not wrong


def tables():
    """The tables of two and three coins, then the xor conjecture against the search (it
    fails: exit status 1)."""
    found, held = conjecture()
    return "\n".join(pairs() + [""] + thirds() + [""] + found) + "\n", held


COMMANDS = {"tables": tables}
DEFAULT_COMMAND = "tables"
