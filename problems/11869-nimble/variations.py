"""Four variations of Nimble, each solved by exhaustive search and set against its rule.

    python3 judge/problem.py 11869 variations VARIATION

    misere       the moves of game.py, but whoever makes the last move loses
    staircase    a move slides one or more coins of one cell exactly one cell left
    right-moves  a move may also slide one coin right, on the cells 0..9, at most once per
                 player in the whole game
    at-most-2    a move slides one coin one or two cells left

Prints who wins each of the seven samples under the variation and under Nimble itself (by
brute.py), then the rule of the write-up's exercise and on how many positions the search
agrees with it. The searches know only the moves; the rules are what they test. Exit status 1
if the rule fails.
"""
from functools import reduce
from itertools import combinations_with_replacement, product
from operator import xor

from lib import games

from . import brute, game, gen

STRIP_END = 9       # right moves: the cells are 0..9
BUDGET = 1          # right moves: each player's right moves in a game, in the samples
STEP = 2            # at most 2: the longest slide
MISERE_DOMAIN = (4, 7)      # 1..4 coins on cells 1..7
STAIRCASE_DOMAIN = (4, 3)   # cells 1..4, 0..3 coins on each
RIGHT_DOMAIN = (3, 2)       # 0..3 coins on cells 1..STRIP_END, budgets 0..2 each
STEP_DOMAIN = (4, 9)        # 1..4 coins on cells 1..9


def search(moves, end_wins):
    """mover_wins(position) for the game in which moves(position) lists the positions one move
    away; where there is no move the player to move wins iff `end_wins`. Memoised."""
    memo = {}

    def mover_wins(position):
        if position not in memo:
            later = list(moves(position))
            memo[position] = any(not mover_wins(p) for p in later) if later else end_wins
        return memo[position]
    return mover_wins


def canonical(cells):
    """A position of coins as the sorted tuple of their cells, the coins on cell 0 left out."""
    return tuple(sorted(cell for cell in cells if cell > 0))


def nimble_moves(cells):
    return {canonical(game.after(cells, move)) for move in game.moves(cells)}


def step_moves(cells):
    return {canonical(cells[:i] + (cell - s,) + cells[i + 1:])
            for i, cell in enumerate(cells) for s in range(1, STEP + 1) if s <= cell}


def staircase_moves(counts):
    """counts[i]: the coins on cell i + 1. A move sends k >= 1 of one cell's coins one left."""
    for i, here in enumerate(counts):
        for k in range(1, here + 1):
            after = list(counts)
            after[i] -= k
            if i > 0:
                after[i - 1] += k
            yield tuple(after)


def right_moves(position):
    """position: (cells, right moves left to the player to move, right moves left to the
    other). Every move hands the turn over, so the two budgets swap places."""
    cells, mine, theirs = position
    for later in nimble_moves(cells):
        yield (later, theirs, mine)
    if mine > 0:
        for i, cell in enumerate(cells):
            for target in range(cell + 1, STRIP_END + 1):
                yield (canonical(cells[:i] + (target,) + cells[i + 1:]), theirs, mine - 1)


def counts_of(cells, top):
    """The staircase position of coins on `cells`: the number of coins on each cell 1..top."""
    return tuple(cells.count(cell) for cell in range(1, top + 1))


class Variation:
    """A rule set: its name, the search's mover_wins, the position a sample starts (from the
    sample's cells), and the rule it is checked against: a test of a position, the lines that
    state it, and the positions it is checked on with a phrase saying which they are."""

    def __init__(self, name, mover_wins, start, rule=None, stated=(), domain="", positions=(),
                 command=None):
        self.name, self.mover_wins, self.start = name, mover_wins, start
        self.rule, self.stated, self.domain, self.positions = rule, stated, domain, positions
        self.command = command  # its name on the command line


def nim_sum(cells):
    return reduce(xor, cells, 0)


def misere_rule(cells):
    if all(cell <= 1 for cell in cells):
        return cells.count(1) % 2 == 0
    return nim_sum(cells) != 0


def coin_positions(coins, top):
    """Every multiset of 1..coins coins on cells 1..top, as sorted tuples."""
    return [cells for count in range(1, coins + 1)
            for cells in combinations_with_replacement(range(1, top + 1), count)]


def variations():
    """Nimble itself, then the four variations with their rules."""
    misere_coins, misere_top = MISERE_DOMAIN
    stairs, most = STAIRCASE_DOMAIN
    right_coins, budgets = RIGHT_DOMAIN
    step_coins, step_top = STEP_DOMAIN
    return [
        Variation("Nimble", brute.mover_wins, canonical),
        Variation("misère", search(nimble_moves, end_wins=True), canonical, misere_rule,
                  ["all cells <= 1: the mover wins iff an even number of coins is on",
                   "cell 1; otherwise iff the xor of the cells is not 0"],
                  f"1 to {misere_coins} coins on cells 1..{misere_top}",
                  coin_positions(misere_coins, misere_top), "misere"),
        Variation("staircase", search(staircase_moves, end_wins=False),
                  lambda cells: counts_of(cells, max(cells)),
                  lambda counts: nim_sum(counts[::2]) != 0,
                  ["the mover wins iff the xor of the numbers of coins on the odd cells",
                   "is not 0"],
                  f"0 to {most} coins on each of the cells 1..{stairs}",
                  list(product(range(most + 1), repeat=stairs)), "staircase"),
        Variation("right moves", search(right_moves, end_wins=False),
                  lambda cells: (canonical(cells), BUDGET, BUDGET),
                  lambda position: nim_sum(position[0]) != 0,
                  ["the mover wins iff the xor of the cells is not 0, whatever the budgets"],
                  f"0 to {right_coins} coins on cells 1..{STRIP_END}, budgets 0..{budgets}",
                  [(canonical(cells), mine, theirs)
                   for cells in combinations_with_replacement(range(STRIP_END + 1),
                                                              right_coins)
                   for mine in range(budgets + 1) for theirs in range(budgets + 1)],
                  "right-moves"),
        Variation(f"at most {STEP}", search(step_moves, end_wins=False), canonical,
                  lambda cells: nim_sum(cell % (STEP + 1) for cell in cells) != 0,
                  [f"the mover wins iff the xor of the cells taken mod {STEP + 1} is not 0"],
                  f"1 to {step_coins} coins on cells 1..{step_top}",
                  coin_positions(step_coins, step_top), f"at-most-{STEP}"),
    ]


def report(command):
    """(the text of the variation `command`: who wins the samples, then its rule against the
    search, whether the rule holds)."""
    found = variations()
    nimble, = found[:1]
    variation, = [v for v in found[1:] if v.command == command]
    lines = ["Who wins each sample (koosaga moves first), by exhaustive search:",
             f"{'sample':22}{nimble.name:13}{variation.name}"]
    with games.recursion_limit(10_000):
        for cells in gen.SAMPLES:
            shown = f"{len(cells)} / {' '.join(map(str, cells))}"
            winners = [game.PLAYERS[0 if v.mover_wins(v.start(tuple(cells))) else 1]
                       for v in (nimble, variation)]
            lines.append(f"{shown:22}{winners[0]:13}{winners[1]}")
        wrong = [p for p in variation.positions if variation.mover_wins(p) != variation.rule(p)]
    total = len(variation.positions)
    lines += ["", "rule: " + "\n      ".join(variation.stated),
              f"searched: every position of {variation.domain};",
              f"  {total - len(wrong)} of {total} agree"]
    if wrong:
        lines.append(f"  it fails at {wrong[0]}")
    return "\n".join(lines) + "\n", not wrong


def misere():
    """The moves of game.py, but whoever makes the last move loses."""
    return report("misere")


def staircase():
    """A move slides one or more coins of one cell exactly one cell left."""
    return report("staircase")


def with_right_moves():
    """A move may also slide one coin right, on the cells 0..9, once per player."""
    return report("right-moves")


def at_most_2():
    """A move slides one coin one or two cells left."""
    return report(f"at-most-{STEP}")


COMMANDS = {"misere": misere, "staircase": staircase, "right-moves": with_right_moves,
            f"at-most-{STEP}": at_most_2}
