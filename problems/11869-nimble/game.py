"""The rules of BOJ 11869 Nimble, written once: brute.py searches them, judge/play.py plays them.
The interface is the one every game.py has (see testdata/README.md).

A position is the tuple of the coins' cells, coin 1 first; a coin on cell 0 stays in it. A move
is (cell, target): one coin on `cell` (>= 1) slides left to `target`, 0 <= target < cell. Coins
on one cell are alike, so a move names a cell, not a coin. When every coin is on cell 0 the game
is over, lost for the player to move (the last mover won). show() lists the cells; the
write-up's invariant, the cells in binary columns with their xor, is reference.invariant's.
"""
from itertools import product

from lib import games, inputs, problems

META = problems.of(__name__).meta
P_MIN, P_MAX = inputs.bounds(META, "P")
SMALL_COINS, SMALL_CELLS = (2, 3, 4), 9  # small_starts(): 2 to 4 coins on cells 1..9
PLAYERS = ("koosaga", "cubelover")


def start(text):
    """The coins of the input `M` then P1 .. PM (line breaks anywhere)."""
    count, = inputs.scan_start(text, META, ["M"])
    numbers = inputs.scan_ints(text)
    if len(numbers) < 1 + count:
        raise ValueError(f"M = {count}, but {len(numbers) - 1} position(s) follow")
    return tuple(inputs.check_range(cell, P_MIN, P_MAX, f"P{i}")
                 for i, cell in enumerate(numbers[1:1 + count], 1))


def intro(position):
    coins = "1 coin" if len(position) == 1 else f"{len(position)} coins"
    return (f"{META['title']['en']} (BOJ {META['id']}) with {coins}: a move slides one "
            "coin one or more cells left (cell 0 is the end); whoever makes the last move wins.")


def small_starts():
    """Every start of 2 to 4 coins on cells 1..9, the coins in every order (one coin has
    nothing to play: its player slides it to cell 0)."""
    return [f"{count}\n{' '.join(map(str, cells))}\n" for count in SMALL_COINS
            for cells in product(range(P_MIN, SMALL_CELLS + 1), repeat=count)]


def random_start(rng):
    return rng.choice(small_starts())


def moves(position):
    """(cell, target) for each occupied cell >= 1, in increasing order, and each target below."""
    return ((cell, target) for cell in sorted(set(position) - {0}) for target in range(cell))


def after(position, move):
    cell, target = move
    coin = position.index(cell)
    return position[:coin] + (target,) + position[coin + 1:]


def over(position):
    return False if not any(position) else None


def show(position):
    return games.wrapped("coins on cells " + " ".join(map(str, position)), indent=" " * 15)


def move_help(position):
    cells = sorted(set(position) - {0})
    return (f"move a coin left: type its cell ({', '.join(map(str, cells))}) and the cell it "
            "goes to")


def read_move(position, text):
    cell, target = games.typed_numbers(
        text, 2, "the cell of a coin, then the cell it goes to")
    if cell < 1 or cell not in position:
        raise ValueError(f"no coin on cell {cell} can move")
    if not 0 <= target < cell:
        raise ValueError(f"a coin on cell {cell} moves to a cell 0..{cell - 1}, not {target}")
    return (cell, target)


def move_text(position, move):
    return f"{move[0]} {move[1]}"


def say_move(position, move):
    return f"move the coin on cell {move[0]} to cell {move[1]}"
