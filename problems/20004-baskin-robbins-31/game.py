"""The rules of BOJ 20004 Baskin-Robbins 31: those of BOJ 25179 with N = 31, taken from its
game.py so that they are written once. brute.py searches them, judge/play.py plays them; the
interface is the one every game.py has (see testdata/README.md).

A position is (count, 31, n): the numbers 1..count have been said, a turn says the next 1..n of
them, and whoever says 31 loses. The input A stands for the games n = 1..A; start() plays the
last of them, n = A (so the input n plays any other). show() draws the counts 0..31 with the
numbers said; the write-up's invariant, the target counts under them, is reference.invariant's.
TEXTS holds the words of every line in each language judge/play.py speaks.
"""
from lib import games, inputs, problems

META = problems.of(__name__).meta
A_MIN, A_MAX = inputs.bounds(META, "A")
LOSING_NUMBER = 31
LABEL = 9  # show(): the columns of the label before the counts
TEXTS = {
    "en": {
        "players": ("first player", "second player"),
        "intro": "{title} (BOJ {id}), the game n = {n}: counting from 1, a turn says {turn}; "
                 "whoever says 31 loses. The input A = {n} stands for the games n = 1..{n}: "
                 "this is the last of them, and the input n plays any other.",
        "one_turn": "the next number",
        "turn": "the next 1..{n} numbers",
        "count": "count",
        "said": "said",
    },
    "ko": {
        "players": ("민우", "시온"),
        "intro": "{title} (BOJ {id}), n = {n}인 게임: 1부터 차례로 한 번에 {turn} 부르고, "
                 "31을 부르는 사람이 집니다. 입력 A = {n}: n = 1..{n}인 게임들 가운데 마지막 "
                 "게임입니다 (다른 n은 입력을 n으로 하면 됩니다).",
        "one_turn": "다음 수 하나를",
        "turn": "다음 수 1..{n}개를",
        "count": "수",
        "said": "부른 수",
    },
}
PLAYERS = TEXTS["en"]["players"]
counting = problems.get(25179).script("game")  # the rules of BOJ 25179
moves, after, over = counting.moves, counting.after, counting.over
move_help, read_move, move_text, say_move = (counting.move_help, counting.read_move,
                                             counting.move_text, counting.say_move)


def start(text):
    n, = inputs.scan_start(text, META, ["A"])
    return (0, LOSING_NUMBER, n)


def intro(position, lang="en"):
    n = position[2]
    texts = TEXTS[lang]
    turn = texts["one_turn"] if n == 1 else texts["turn"].format(n=n)
    return texts["intro"].format(title=META["title"][lang], id=META["id"], n=n, turn=turn)


def small_starts():
    return [f"{a}\n" for a in range(A_MIN, A_MAX + 1)]


def random_start(rng):
    return rng.choice(small_starts())


def show(position, lang="en"):
    """Two lines: a scale of the counts 0..31, and under it an x for each number said."""
    count, texts = position[0], TEXTS[lang]
    return "\n".join([games.padded(texts["count"], LABEL) + games.ruler(0, LOSING_NUMBER),
                      games.padded(texts["said"], LABEL) + " " + "x" * count
                      + "." * (LOSING_NUMBER - count)])
