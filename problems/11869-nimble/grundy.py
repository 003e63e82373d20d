"""Grundy values found from a table: splitting Nim (BOJ 11872's rule), exercise 5 of the
write-up, by brute force.

    python3 judge/problem.py 11869 grundy splitting

A move takes one or more stones from one heap, or splits one heap into two non-empty heaps;
whoever makes the last move wins. Prints the Grundy value g(h) of one heap of h stones, each the
mex of the values one move away (a split into a and b is worth g(a) xor g(b)), the write-up's
pattern set against it for every h up to HEAP_MAX, the Grundy value of every position of a few
heaps found from the whole game (the mex over the positions one move away, no xor and no
pattern) set against the xor of the pattern's values, and the winning moves from 1 2 3. Exit
status 1 if the pattern or the xor rule fails somewhere.
"""
from functools import reduce
from itertools import combinations_with_replacement
from operator import xor

from lib import games

SHOWN = 16          # the values printed: g(0) .. g(SHOWN)
WORKED = (3, 4)     # the heaps whose options are printed one by one
HEAP_MAX = 1000     # the pattern is checked for every heap 0 .. HEAP_MAX
HEAPS, STONES = 4, 7  # whole positions: 1 to HEAPS heaps of 1 .. STONES stones each
EXAMPLE = (1, 2, 3)   # a position lost in Nimble and won here


def mex(values):
    """The smallest natural number not in `values`."""
    least = 0
    while least in values:
        least += 1
    return least


def heap_options(h):
    """What one heap of h stones can become in one move: the heaps it leaves, as a tuple
    (a take leaves one heap, or none when it takes them all; a split leaves two)."""
    takes = [(left,) if left else () for left in range(h)]
    return takes + [(a, h - a) for a in range(1, h // 2 + 1)]


def grundy_values(top):
    """[g(0), ..., g(top)] of one heap, by the mex rule; a position of several heaps is worth
    the xor of theirs (the write-up's sum theorem)."""
    g = []
    for h in range(top + 1):
        g.append(mex({reduce(xor, (g[part] for part in parts), 0)
                      for parts in heap_options(h)}))
    return g


def pattern(h):
    """The write-up's claim: g(h) = h for h mod 4 = 1, 2 (and h = 0), h + 1 for h mod 4 = 3,
    h - 1 for h mod 4 = 0, h >= 4."""
    return {0: h - 1 if h else 0, 1: h, 2: h, 3: h + 1}[h % 4]


def position_moves(heaps):
    """The positions one move from `heaps` (a sorted tuple of positive heaps), sorted."""
    found = set()
    for i, h in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1:]
        for parts in heap_options(h):
            found.add(tuple(sorted(rest + parts)))
    return sorted(found)


def game_grundy():
    """grundy(heaps): the Grundy value of a whole position, the mex over the positions one move
    away, memoised; it knows neither the xor nor the pattern."""
    memo = {}

    def grundy(heaps):
        if heaps not in memo:
            memo[heaps] = mex({grundy(later) for later in position_moves(heaps)})
        return memo[heaps]
    return grundy


def option_lines(g, h):
    """How the mex gives g(h): the values after a take, after a split, and their mex."""
    takes = ", ".join(str(g[left]) for left in range(h))
    splits = ", ".join(f"g({a}) xor g({h - a}) = {g[a] ^ g[h - a]}"
                       for a in range(1, h // 2 + 1))
    return [f"  h = {h}: a take leaves 0..{h - 1} stones, worth {takes}",
            f"         a split leaves two heaps: {splits}",
            f"         g({h}) = mex of these = {g[h]}"]


def described(heaps):
    return " ".join(map(str, heaps))


def move_text(heaps, later):
    """What the move from `heaps` to `later` does, in words."""
    gone = list(heaps)
    for h in later:
        if h in gone:
            gone.remove(h)
    new = list(later)
    for h in heaps:
        if h in new:
            new.remove(h)
    if len(new) == 2:
        return f"split {gone[0]} into {new[0]} + {new[1]}"
    return f"take {gone[0] - (new[0] if new else 0)} from {gone[0]}"


def splitting():
    """Splitting Nim: one heap's Grundy values from a table, the pattern and the xor rule
    against brute force, and the winning moves from 1 2 3."""
    g = grundy_values(HEAP_MAX)
    off = [h for h in range(HEAP_MAX + 1) if g[h] != pattern(h)]
    shown = range(SHOWN + 1)
    lines = ["Splitting Nim: a move takes stones from one heap or splits one heap into two",
             "non-empty heaps. One heap of h stones, by the mex rule:"]
    for h in WORKED:
        lines += option_lines(g, h)
    lines += ["h     " + "".join(f"{h:3}" for h in shown),
              "g(h)  " + "".join(f"{g[h]:3}" for h in shown),
              "",
              "pattern: g(h) = h if h mod 4 is 1 or 2, h + 1 if it is 3, h - 1 if it is 0",
              f"  (g(0) = 0): h = 0..{HEAP_MAX}, {HEAP_MAX + 1 - len(off)} of {HEAP_MAX + 1} "
              "agree"]
    if off:
        lines.append(f"  it fails at h = {off[0]}: g = {g[off[0]]}")
    grundy = game_grundy()
    positions = [heaps for count in range(1, HEAPS + 1)
                 for heaps in combinations_with_replacement(range(1, STONES + 1), count)]
    with games.recursion_limit(10_000):
        values = {heaps: grundy(heaps) for heaps in positions + [EXAMPLE]}
        winning = [later for later in position_moves(EXAMPLE) if grundy(later) == 0]
    wrong = [heaps for heaps in positions
             if values[heaps] != reduce(xor, map(pattern, heaps), 0)]
    lost = sum(values[heaps] == 0 for heaps in positions)
    lines += ["whole positions, valued by the mex over the positions one move away (no xor):",
              f"  1 to {HEAPS} heaps of 1..{STONES} stones: the value is the xor of the "
              f"pattern's g(h)", f"  for {len(positions) - len(wrong)} of {len(positions)}; "
              f"{lost} of them are lost (value 0)"]
    if wrong:
        lines.append(f"  it fails at {described(wrong[0])}: value {values[wrong[0]]}")
    lines.append(f"{described(EXAMPLE)}: value {values[EXAMPLE]}, winning moves: "
                 + ", ".join(move_text(EXAMPLE, later) for later in winning))
    return "\n".join(lines) + "\n", not off and not wrong


COMMANDS = {"splitting": splitting}
DEFAULT_COMMAND = "splitting"
