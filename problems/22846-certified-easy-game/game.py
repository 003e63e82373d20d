"""The rules of BOJ 22846 Certified Easy Game, written once: brute.py searches them,
judge/play.py plays them. The interface is the one every game.py has (see testdata/README.md).

A position is (x, K): the monitor shows x and whoever makes it exceed K loses. A move adds a
divisor d of x (1 and x included); a move past K is legal, and it loses, so a position with
x > K is the end, won by the player to move then. The divisors come from lists built by
marking every multiple of every d, grown on demand. show() gives the monitor, each divisor
and where it leads, and which of those moves pass K; who wins where is the write-up's table,
reference.py's, and is not shown. TEXTS holds the words of every line in each language
judge/play.py speaks.
"""
from lib import games, inputs, problems

META = problems.of(__name__).meta
K_MIN = inputs.bounds(META, "K")[0]
SMALL_MAX = 60  # small_starts(): K up to here
LABEL, WIDTH = 7, games.DRAWING_WIDTH  # show(): the rows' labels and their whole width
TEXTS = {
    "en": {
        "players": ("Kali", "Ringo"),
        "intro": "{title} (BOJ {id}) with K = {k}: the monitor shows 1; a move adds a divisor "
                 "of the number shown (1 and the number itself count); whoever makes it exceed "
                 "{k} loses.",
        "over": "monitor {x}, more than K = {k}: the game is over",
        "monitor": "monitor {x}; K = {k}",
        "add": "add",
        "gives": "gives",
        "past": "over K",
        "move_help": "add a divisor of {x}: type one of {divisors}",
        "asking": "the divisor to add",
        "refused": "{d} is not a divisor of {x}: add one of {divisors}",
        "say_move": "add {d}: {x} -> {y}",
    },
    "ko": {
        "players": ("Kali", "Ringo"),
        "intro": "{title} (BOJ {id}), K = {k}: 모니터에 1이 쓰여 있습니다. 한 번에 모니터의 수에 "
                 "그 수의 약수 하나(1과 자기 자신 포함)를 더하고, 수를 K보다 크게 만드는 사람이 "
                 "집니다.",
        "over": "모니터 {x}, K = {k}보다 큼: 게임 끝",
        "monitor": "모니터 {x}; K = {k}",
        "add": "더할 수",
        "gives": "결과",
        "past": "K 초과",
        "move_help": "{x}의 약수 하나를 더합니다: {divisors} 중 하나를 입력하세요",
        "asking": "더할 약수를",
        "refused": "{d}: {x}의 약수가 아닙니다. {divisors} 중 하나를 더하세요",
        "say_move": "{d} 더하기: {x} -> {y}",
    },
}
PLAYERS = TEXTS["en"]["players"]

_divisors = [[]]  # _divisors[x]: every divisor of x in increasing order, for x < len(_divisors)


def divisors(x):
    """Every divisor of x >= 1 in increasing order (a shared list: do not change it)."""
    if x >= len(_divisors):
        old, new = len(_divisors), max(x + 1, 2 * len(_divisors))
        _divisors.extend([] for _ in range(old, new))
        for d in range(1, new):
            for multiple in range(max(d, (old + d - 1) // d * d), new, d):
                _divisors[multiple].append(d)
    return _divisors[x]


def start(text):
    k, = inputs.scan_start(text, META, ["K"])
    return (1, k)


def intro(position, lang="en"):
    return TEXTS[lang]["intro"].format(title=META["title"][lang], id=META["id"], k=position[1])


def small_starts():
    return [f"{k}\n" for k in range(K_MIN, SMALL_MAX + 1)]


def random_start(rng):
    return rng.choice(small_starts())


def moves(position):
    """The divisors of x, in increasing order; none once x > K."""
    x, k = position
    return iter(divisors(x)) if x <= k else iter(())


def after(position, d):
    return (position[0] + d, position[1])


def over(position):
    return True if position[0] > position[1] else None


def show(position, lang="en"):
    """The monitor and K, then rows `add` (each divisor), `gives` (where it leads) and, when
    some move passes K, `over K` (an x under each such move), in blocks that fit WIDTH."""
    x, k = position
    texts = TEXTS[lang]
    if x > k:
        return texts["over"].format(x=x, k=k)
    found = divisors(x)
    width = 1 + len(str(x + found[-1]))
    per_row = (WIDTH - LABEL) // width
    lines = [texts["monitor"].format(x=x, k=k)]
    for at in range(0, len(found), per_row):
        row = found[at:at + per_row]
        lines += [""] * (at > 0) + [
            games.padded(texts["add"], LABEL) + "".join(f"{d:>{width}}" for d in row),
            games.padded(texts["gives"], LABEL) + "".join(f"{x + d:>{width}}" for d in row)]
        if any(x + d > k for d in row):
            lines.append((games.padded(texts["past"], LABEL) + "".join(
                f"{'x' if x + d > k else '':>{width}}" for d in row)).rstrip())
    return "\n".join(lines)


def move_help(position, lang="en"):
    x = position[0]
    return TEXTS[lang]["move_help"].format(x=x, divisors=", ".join(map(str, divisors(x))))


def read_move(position, text, lang="en"):
    texts = TEXTS[lang]
    d, = games.typed_numbers(text, 1, texts["asking"], lang)
    x = position[0]
    if d < 1 or x % d:
        raise ValueError(texts["refused"].format(d=d, x=x,
                                                 divisors=", ".join(map(str, divisors(x)))))
    return d


def move_text(position, d):
    return str(d)


def say_move(position, d, lang="en"):
    x = position[0]
    return TEXTS[lang]["say_move"].format(d=d, x=x, y=x + d)
