"""The rules of BOJ 25179 Baskin-Robbins N, written once: brute.py searches them, judge/play.py
plays them. The interface is the one every game.py has (see testdata/README.md).

A position is (count, N, M): the numbers 1..count have been said and a turn says the next 1..M
of them, never past N. Whoever says N loses, so (N, N, M) is the end, won by the player to move
then. show() gives the count, N and M, always in the same two lines; the write-up's
invariant, the target counts, is reference.invariant's. BOJ 20004 is this game with N = 31, and
its game.py takes these rules from here. TEXTS holds the words of every line in each language
judge/play.py speaks.
"""
from lib import games, inputs, problems

META = problems.of(__name__).meta
N_MIN = inputs.bounds(META, "N")[0]
M_MIN = inputs.bounds(META, "M")[0]
SMALL_N, SMALL_M = 40, 6  # small_starts(): N up to 40, M up to 6
TEXTS = {
    "en": {
        "players": ("first player", "second player"),
        "intro": "{title} (BOJ {id}) with N = {n}, M = {m}: counting from 1, a turn says "
                 "{turn}; whoever says {n} loses.",
        "one_turn": "the next number",
        "turn": "the next 1..{m} numbers",
        "count": "count   {count} ({said})",
        "rules": "N, M    {n}, {m} (whoever says N loses)",
        "nothing": "nothing said yet",
        "said_one": "said 1",
        "said": "said 1..{count}",
        "over": "said 1..{count}: the game is over",
        "one": "1 number",
        "some": "1..{most} numbers",
        "move_help": "say {allowed}: type how many",
        "asking": "how many numbers to say",
        "refused": "a turn says {allowed} now, not {said}",
        "say_move": "say {numbers}",
    },
    "ko": {
        "players": ("선공", "후공"),
        "intro": "{title} (BOJ {id}), N = {n}, M = {m}: 1부터 차례로 수를 부릅니다. 한 번에 "
                 "{turn} 부르고, N을 부르는 사람이 집니다.",
        "one_turn": "다음 수 하나를",
        "turn": "다음 수 1..{m}개를",
        "count": "지금 수  {count} ({said})",
        "rules": "N, M     {n}, {m} (N을 부르는 사람이 짐)",
        "nothing": "아직 부른 수 없음",
        "said_one": "1 부름",
        "said": "1..{count} 부름",
        "over": "1..{count} 부름: 게임 끝",
        "one": "1개",
        "some": "1..{most}개",
        "move_help": "수 {allowed}를 부릅니다: 개수를 입력하세요",
        "asking": "부를 수의 개수를",
        "refused": "지금은 수 {allowed}만 부를 수 있습니다 ({said}개는 안 됩니다)",
        "say_move": "{numbers} 부르기",
    },
}
PLAYERS = TEXTS["en"]["players"]


def start(text):
    n, m = inputs.scan_start(text, META, ["N", "M"])
    return (0, n, m)


def intro(position, lang="en"):
    _, n, m = position
    texts = TEXTS[lang]
    turn = texts["one_turn"] if m == 1 else texts["turn"].format(m=m)
    return texts["intro"].format(title=META["title"][lang], id=META["id"], n=n, m=m, turn=turn)


def small_starts():
    return [f"{n} {m}\n" for n in range(N_MIN, SMALL_N + 1) for m in range(M_MIN, SMALL_M + 1)]


def random_start(rng):
    return rng.choice(small_starts())


def moves(position):
    """How many numbers to say: 1..M, or fewer when N comes sooner (a range)."""
    count, n, m = position
    return range(1, min(m, n - count) + 1)


def after(position, said):
    count, n, m = position
    return (count + said, n, m)


def over(position):
    return True if position[0] == position[1] else None


def show(position, lang="en"):
    """Two lines, whatever the numbers: the count (what has been said), then N and M."""
    count, n, m = position
    texts = TEXTS[lang]
    if count == n:
        said = texts["over"]
    else:
        said = {0: texts["nothing"], 1: texts["said_one"]}.get(count, texts["said"])
    return "\n".join([texts["count"].format(count=count, said=said.format(count=count)),
                      texts["rules"].format(n=n, m=m)])


def _allowed(position, lang):
    most = moves(position)[-1]
    return TEXTS[lang]["one"] if most == 1 else TEXTS[lang]["some"].format(most=most)


def move_help(position, lang="en"):
    return TEXTS[lang]["move_help"].format(allowed=_allowed(position, lang))


def read_move(position, text, lang="en"):
    texts = TEXTS[lang]
    said, = games.typed_numbers(text, 1, texts["asking"], lang)
    if said not in moves(position):
        raise ValueError(texts["refused"].format(allowed=_allowed(position, lang), said=said))
    return said


def move_text(position, said):
    return str(said)


def say_move(position, said, lang="en"):
    first = position[0] + 1
    numbers = (", ".join(str(x) for x in range(first, first + said)) if said <= 3 else
               f"{first}..{first + said - 1}")
    return TEXTS[lang]["say_move"].format(numbers=numbers)
