"""The rules of BOJ 11869 Nimble, written once: brute.py searches them, judge/play.py plays them.
The interface is the one every game.py has (see testdata/README.md).

A position is the tuple of the coins' cells, coin 1 first; a coin on cell 0 stays in it. A move
is (cell, target): one coin on `cell` (>= 1) slides left to `target`, 0 <= target < cell. Coins
on one cell are alike, so a move names a cell, not a coin. When every coin is on cell 0 the game
is over, lost for the player to move (the last mover won). show() lists the cells; the
write-up's invariant, the cells in binary columns with their xor, is reference.invariant's.
TEXTS holds the words of every line in each language judge/play.py speaks.
"""
from itertools import product

from lib import games, inputs, problems

META = problems.of(__name__).meta
P_MIN, P_MAX = inputs.bounds(META, "P")
SMALL_COINS, SMALL_CELLS = (2, 3, 4), 9  # small_starts(): 2 to 4 coins on cells 1..9
TEXTS = {
    "en": {
        "players": ("koosaga", "cubelover"),
        "one_coin": "1 coin",
        "coins": "{count} coins",
        "intro": "{title} (BOJ {id}) with {coins}: a move slides one coin one or more cells "
                 "left (cell 0 is the end); whoever makes the last move wins.",
        "cells": "coins on cells ",
        "move_help": "move a coin left: type its cell ({cells}) and the cell it goes to",
        "asking": "the cell of a coin, then the cell it goes to",
        "no_coin": "no coin on cell {cell} can move",
        "too_far": "a coin on cell {cell} moves to a cell 0..{most}, not {target}",
        "say_move": "move the coin on cell {cell} to cell {target}",
    },
    "ko": {
        "players": ("koosaga", "cubelover"),
        "one_coin": "동전 1개",
        "coins": "동전 {count}개",
        "intro": "{title} (BOJ {id}), {coins}: 동전 하나를 골라 왼쪽으로 한 칸 이상 옮깁니다 "
                 "(0번 칸이 끝). 마지막으로 동전을 옮기는 사람이 이깁니다.",
        "cells": "동전이 있는 칸: ",
        "move_help": "옮길 동전의 칸({cells})과 옮겨 갈 칸을 입력하세요",
        "asking": "동전이 있는 칸과 옮겨 갈 칸을",
        "no_coin": "{cell}번 칸에는 옮길 수 있는 동전이 없습니다",
        "too_far": "{cell}번 칸의 동전은 0..{most}번 칸으로 옮길 수 있습니다 ({target}번 칸은 안 "
                   "됩니다)",
        "say_move": "{cell}번 칸의 동전을 {target}번 칸으로 옮기기",
    },
}
PLAYERS = TEXTS["en"]["players"]


def start(text):
    """The coins of the input `M` then P1 .. PM (line breaks anywhere)."""
    count, = inputs.scan_start(text, META, ["M"])
    numbers = inputs.scan_ints(text)
    if len(numbers) < 1 + count:
        raise ValueError(f"M = {count}, but {len(numbers) - 1} position(s) follow")
    return tuple(inputs.check_range(cell, P_MIN, P_MAX, f"P{i}")
                 for i, cell in enumerate(numbers[1:1 + count], 1))


def intro(position, lang="en"):
    texts = TEXTS[lang]
    coins = (texts["one_coin"] if len(position) == 1 else
             texts["coins"].format(count=len(position)))
    return texts["intro"].format(title=META["title"][lang], id=META["id"], coins=coins)


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


def show(position, lang="en"):
    label = TEXTS[lang]["cells"]
    return games.wrapped(label + " ".join(map(str, position)), indent=" " * games.columns(label))


def move_help(position, lang="en"):
    cells = sorted(set(position) - {0})
    return TEXTS[lang]["move_help"].format(cells=", ".join(map(str, cells)))


def read_move(position, text, lang="en"):
    texts = TEXTS[lang]
    cell, target = games.typed_numbers(text, 2, texts["asking"], lang)
    if cell < 1 or cell not in position:
        raise ValueError(texts["no_coin"].format(cell=cell))
    if not 0 <= target < cell:
        raise ValueError(texts["too_far"].format(cell=cell, most=cell - 1, target=target))
    return (cell, target)


def move_text(position, move):
    return f"{move[0]} {move[1]}"


def say_move(position, move, lang="en"):
    return TEXTS[lang]["say_move"].format(cell=move[0], target=move[1])
