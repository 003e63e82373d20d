"""Closed-form answer of BOJ 11869 Nimble, for inputs too large for brute.py.

Each coin on cell p is a Nim heap of p stones, so by Bouton's theorem the first player
(koosaga) wins exactly when the xor of all positions is not zero (README.md proves it).
brute.py checks this rule on its domain. winning_move() and why() apply the rule to any
position (the coins' cells, as game.py has them) for judge/play.py: a winning move slides a
coin so that the xor becomes 0. how_to_decide() says what to compute without the verdict
(play.py's `why` before `hint`), invariant() draws the cells in binary with their xor
(play.py's `show`), and resisting_move() is how play.py holds out from a lost position too
large for its search (its docstring proves it). TEXTS holds the words of every line in each
language judge/play.py speaks.

    python3 judge/problem.py 11869 reference < input      the answer
"""
from functools import reduce
from operator import xor

from lib import games

TEXTS = {
    "en": {
        "cell": "cell",
        "binary": "binary",
        "xor": "xor",
        "how": "write the cells in binary and xor them: a column of the xor is 1 when an odd "
               "number of cells have a 1 there. A coin on cell c is a Nim heap of c stones, so "
               "the player to move loses exactly when the xor is 0 (Bouton's theorem): a move "
               "changes one cell, so it makes a zero xor non-zero, and from a non-zero xor the "
               "coin whose cell holds the xor's top bit can move to the smaller cell c xor "
               "(the xor), which makes it 0",
        "zero": "the xor of the cells is 0: every move makes it non-zero",
        "non_zero": "the xor of the cells is {xor} = {binary} in binary: the coin on cell "
                    "{cell} has its top bit, {top}, and moving it to {cell} xor {xor} = "
                    "{target} makes the xor 0",
    },
    "ko": {
        "cell": "칸",
        "binary": "이진수",
        "xor": "XOR",
        "how": "칸 번호를 이진수로 쓰고 모두 XOR합니다: 어떤 자리에 1이 홀수 개 있으면 XOR의 그 "
               "자리는 1입니다. c번 칸의 동전은 돌 c개짜리 님 게임의 더미와 같으므로(그런디 수 c), XOR이 "
               "0이면 두는 사람이 지는 상태입니다 (부턴의 정리): 어떤 수든 칸 하나만 바꾸므로 "
               "0인 XOR을 0이 아니게 만들고, XOR이 0이 아니면 XOR의 가장 높은 비트를 가진 칸 "
               "c의 동전을 더 작은 칸 c xor (XOR)로 옮겨 XOR을 0으로 만들 수 있습니다",
        "zero": "칸 번호의 XOR이 0입니다: 어떤 수를 두어도 XOR은 0이 아니게 됩니다",
        "non_zero": "칸 번호의 XOR은 {xor}, 이진수로 {binary}입니다. {cell}번 칸의 동전이 그 "
                    "가장 높은 비트({top})를 가지므로 {cell} xor {xor} = {target}번 칸으로 "
                    "옮기면 XOR이 0이 됩니다",
    },
}


def winning_move(position):
    """(cell, target) making the xor 0, from the smallest cell that allows it; None if it is 0."""
    nim_sum = reduce(xor, position, 0)
    if nim_sum == 0:
        return None
    cell = min(c for c in position if c ^ nim_sum < c)
    return (cell, cell ^ nim_sum)


def invariant(position, lang="en"):
    """The cells in binary columns, with their xor under them: the write-up's invariant."""
    texts = TEXTS[lang]
    total = reduce(xor, position, 0)
    bits = max(1, max(position).bit_length())
    digits = max(4, len(str(max(position))))

    def label(name):  # right-aligned over the cells' column
        return " " * (digits - games.columns(texts[name])) + texts[name]

    rows = [f"{label('cell')}  {texts['binary']}"]
    rows += [f"{cell:{digits}}  {cell:0{bits}b}" for cell in position]
    rows.append(f"{label('xor')}  {total:0{bits}b}")
    return "\n".join(rows)


def _trailing_zeros(cell):
    return (cell & -cell).bit_length() - 1


def resisting_move(position):
    """From a lost position (xor 0), the move that makes the game last longest against
    perfect play, ties going to the one that leaves the fewest winning moves, then to the
    first in game.moves order (smallest cell, then smallest target).

    Every move lowers the sum of the cells by at least 1, so no game from a position lasts
    more moves than that sum S. Slide a coin from a cell c with t trailing zero bits one cell
    down: the xor becomes c xor (c - 1) = 2^(t + 1) - 1, and the winning replies (fact 3 of
    the write-up) are the cells d holding bit t, each to d xor (2^(t + 1) - 1). That is one
    cell down when d has no bit below t, farther otherwise. So when no cell holds bit t with
    a lower bit (true of the least t among the cells), every winning reply is one cell down
    to a lost position of sum S - 2, and by induction on S a lost position lasts exactly S
    moves. Any other move (farther than one cell, or from a c whose t some cell holds with a
    lower bit) allows a reply of two or more cells, so the game lasts at most S - 2 moves
    more after it, not S - 1. The winning replies left are the distinct cells holding bit t.
    """
    best, fewest = None, None
    for cell in sorted(set(position) - {0}):
        t = _trailing_zeros(cell)
        if any(d >> t & 1 and d & ((1 << t) - 1) for d in position):
            continue
        after = list(position)
        after[after.index(cell)] = cell - 1
        replies = len({d for d in after if d >> t & 1})
        if fewest is None or replies < fewest:
            best, fewest = (cell, cell - 1), replies
    return best


def how_to_decide(position, lang="en"):
    """What to compute and why it decides, naming neither the verdict nor a move."""
    return TEXTS[lang]["how"]


def why(position, lang="en"):
    nim_sum = reduce(xor, position, 0)
    if nim_sum == 0:
        return TEXTS[lang]["zero"]
    cell, target = winning_move(position)
    return TEXTS[lang]["non_zero"].format(xor=nim_sum, binary=f"{nim_sum:b}", cell=cell,
                                          top=1 << (nim_sum.bit_length() - 1), target=target)


def answer(text):
    """The expected output for a valid input text, by the xor rule."""
    tokens = [int(token) for token in text.split()]
    count, positions = tokens[0], tokens[1:]
    assert len(positions) == count, "input does not hold M positions"
    nim_sum = reduce(xor, positions, 0)
    return "koosaga\n" if nim_sum != 0 else "cubelover\n"


COMMANDS = {"answer": answer}
DEFAULT_COMMAND = "answer"
