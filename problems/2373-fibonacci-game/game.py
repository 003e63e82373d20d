"""The rules of BOJ 2373 Fibonacci Game, written once: brute.py searches them, judge/play.py
plays them. The interface is the one every game.py has (see testdata/README.md).

A position is (left, limit): `left` marbles are on the table and the player to move may take
1..limit of them (limit <= left). The start (N, N - 1) forbids taking all N at once; after a
take of t the opponent may take up to 2t, or all that is left. Whoever takes the last marble
wins, so (0, 0) is the end, lost for the player to move. show() gives the marbles left and
the takes allowed; the write-up's invariant, the Zeckendorf form, is reference.invariant's.
TEXTS holds the words of every line in each language judge/play.py speaks.
"""
from lib import games, inputs, problems

META = problems.of(__name__).meta
N_MIN = inputs.bounds(META, "N")[0]
SMALL_MAX = 80  # small_starts(): N up to here, a game for a person and for brute.py
TEXTS = {
    "en": {
        "players": ("first player", "second player"),
        "intro": "{title} (BOJ {id}) with N = {left} marbles: a move takes at least one; the "
                 "first may not take all, every later one at most twice the one before. "
                 "Whoever takes the last marble wins.",
        "position": "marbles left: {left}\nmay take:     {takes}",
        "all": " (all of them)",
        "none_left": "no marble left",
        "one": "1 marble",
        "some": "1..{most} marbles",
        "move_help": "take {allowed}: type how many",
        "asking": "how many marbles to take",
        "refused": "you may take {allowed} now, not {take}",
        "say_move": "take {take}",
    },
    "ko": {
        "players": ("1번 사람", "2번 사람"),
        "intro": "{title} (BOJ {id}), 구슬 N = {left}개: 한 번에 구슬을 1개 이상 가져갑니다. "
                 "첫 수는 구슬을 모두 가져갈 수 없고, 그 뒤로는 상대가 바로 전에 가져간 개수의 "
                 "2배까지 가져갈 수 있습니다. 마지막 구슬을 가져가는 사람이 이깁니다.",
        "position": "남은 구슬:  {left}\n가져갈 수:  {takes}",
        "all": " (남은 구슬 전부)",
        "none_left": "남은 구슬 없음",
        "one": "1개",
        "some": "1..{most}개",
        "move_help": "구슬 {allowed}를 가져갑니다: 개수를 입력하세요",
        "asking": "가져갈 구슬 개수를",
        "refused": "지금은 구슬 {allowed}만 가져갈 수 있습니다 ({take}개는 안 됩니다)",
        "say_move": "구슬 {take}개 가져가기",
    },
}
PLAYERS = TEXTS["en"]["players"]


def start(text):
    n, = inputs.scan_start(text, META, ["N"])
    return (n, n - 1)


def intro(position, lang="en"):
    return TEXTS[lang]["intro"].format(title=META["title"][lang], id=META["id"],
                                       left=position[0])


def small_starts():
    return [f"{n}\n" for n in range(N_MIN, SMALL_MAX + 1)]


def random_start(rng):
    return rng.choice(small_starts())


def moves(position):
    """The takes 1..limit, in increasing order (a range: lazy, and fast to test membership)."""
    return range(1, position[1] + 1)


def after(position, take):
    left = position[0] - take
    return (left, min(2 * take, left))


def over(position):
    return False if position[0] == 0 else None


def show(position, lang="en"):
    left, limit = position
    texts = TEXTS[lang]
    if left == 0:
        return texts["none_left"]
    takes = "1" if limit == 1 else f"1..{limit}"
    return (texts["position"].format(left=left, takes=takes)
            + (texts["all"] if limit == left else ""))


def _allowed(limit, lang):
    texts = TEXTS[lang]
    return texts["one"] if limit == 1 else texts["some"].format(most=limit)


def move_help(position, lang="en"):
    return TEXTS[lang]["move_help"].format(allowed=_allowed(position[1], lang))


def read_move(position, text, lang="en"):
    take, = games.typed_numbers(text, 1, TEXTS[lang]["asking"], lang)
    if not 1 <= take <= position[1]:
        raise ValueError(TEXTS[lang]["refused"].format(allowed=_allowed(position[1], lang),
                                                       take=take))
    return take


def move_text(position, take):
    return str(take)


def say_move(position, take, lang="en"):
    return TEXTS[lang]["say_move"].format(take=take)
