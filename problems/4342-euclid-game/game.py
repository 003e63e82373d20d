"""The rules of BOJ 4342 Euclid's Game, written once: brute.py searches them, judge/play.py
plays them. The interface is the one every game.py has (see testdata/README.md).

A position is the pair (a, b) in the order it is shown. A move subtracts k times the smaller
number from the larger, for 1 <= k <= larger // smaller (when the two are equal, from the first);
the move that makes a number 0 wins, so a pair holding 0 is the end, lost for the player to
move. show() gives the pair; the write-up's invariant, the continued fraction of
larger / smaller, is reference.invariant's. TEXTS holds the words of every line in each language
judge/play.py speaks.
"""
from lib import games, inputs, problems

META = problems.of(__name__).meta
A_MIN = inputs.bounds(META, "a")[0]
B_MIN = inputs.bounds(META, "b")[0]
SMALL_MAX = 60  # small_starts(): numbers up to here
TEXTS = {
    "en": {
        "players": ("A", "B"),
        "intro": "{title} (BOJ {id}) from {a} {b}: a move subtracts a positive multiple of the "
                 "smaller number from the larger, leaving it non-negative; whoever makes a "
                 "number 0 wins.",
        "once": "subtract {smaller} from {larger} once: type 1",
        "times": "subtract {smaller} from {larger} 1..{most} times: type how many",
        "asking": "how many times to subtract",
        "only_once": "only once",
        "allowed": "1..{most} times",
        "refused": "{smaller} can be subtracted from {larger} {allowed}, not {times}",
        "say_move": "subtract {times} x {smaller} from {larger}",
    },
    "ko": {
        "players": ("동혁(A)", "동규(B)"),
        "intro": "{title} (BOJ {id}), {a} {b}에서 시작: 큰 수에서 작은 수의 배수를 빼되, 큰 수가 "
                 "음수가 되면 안 됩니다. 한 수를 0으로 만드는 사람이 이깁니다.",
        "once": "{larger}에서 {smaller}만큼 한 번 뺍니다: 1을 입력하세요",
        "times": "{larger}에서 {smaller}의 1..{most}배를 뺍니다: 몇 배인지 입력하세요",
        "asking": "뺄 횟수를",
        "only_once": "한 번만",
        "allowed": "1..{most}번",
        "refused": "{larger}에서 {smaller}만큼 {allowed} 뺄 수 있습니다 ({times}번은 안 "
                   "됩니다)",
        "say_move": "{larger}에서 {times} x {smaller} 빼기",
    },
}
PLAYERS = TEXTS["en"]["players"]


def start(text):
    """The first game of the input (one line `a b`; `0 0` ends the input)."""
    if inputs.scan_ints(text)[:2] == [0, 0]:
        raise ValueError("the input ends (0 0) before its first game")
    return tuple(inputs.scan_start(text, META, ["a", "b"]))


def games_in(text):
    """How many games the input holds: its pairs before `0 0` (a last lone number is none)."""
    numbers = inputs.scan_ints(text)
    pairs = list(zip(numbers[0::2], numbers[1::2]))
    return next((i for i, pair in enumerate(pairs) if pair == (0, 0)), len(pairs))


def intro(position, lang="en"):
    a, b = position
    return TEXTS[lang]["intro"].format(title=META["title"][lang], id=META["id"], a=a, b=b)


def small_starts():
    return [f"{a} {b}\n" for a in range(A_MIN, SMALL_MAX + 1)
            for b in range(B_MIN, SMALL_MAX + 1)]


def random_start(rng):
    return rng.choice(small_starts())


def _sorted(position):
    """(smaller, larger) of a position not over."""
    return min(position), max(position)


def moves(position):
    """How many times to subtract the smaller: 1..larger // smaller (a range); none at the end."""
    if over(position) is not None:
        return range(0)
    smaller, larger = _sorted(position)
    return range(1, larger // smaller + 1)


def after(position, times):
    a, b = position
    if a >= b:
        return (a - times * b, b)
    return (a, b - times * a)


def over(position):
    return False if 0 in position else None


def show(position, lang="en"):
    return f"{position[0]} {position[1]}"


def move_help(position, lang="en"):
    smaller, larger = _sorted(position)
    most = larger // smaller
    return TEXTS[lang]["once" if most == 1 else "times"].format(smaller=smaller, larger=larger,
                                                                 most=most)


def read_move(position, text, lang="en"):
    texts = TEXTS[lang]
    times, = games.typed_numbers(text, 1, texts["asking"], lang)
    smaller, larger = _sorted(position)
    most = larger // smaller
    if not 1 <= times <= most:
        allowed = texts["only_once"] if most == 1 else texts["allowed"].format(most=most)
        raise ValueError(texts["refused"].format(smaller=smaller, larger=larger,
                                                 allowed=allowed, times=times))
    return times


def move_text(position, times):
    return str(times)


def say_move(position, times, lang="en"):
    smaller, larger = _sorted(position)
    return TEXTS[lang]["say_move"].format(times=times, smaller=smaller, larger=larger)
