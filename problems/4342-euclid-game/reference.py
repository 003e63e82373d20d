"""Closed form for BOJ 4342 Euclid's Game, in Python integers: the answers on large inputs.

Write the larger / smaller of a game as its continued fraction [q1; q2, ..., qn] (the
quotients of Euclid's algorithm). The player facing quotient qi has a choice exactly when
qi >= 2, or when i = n (the last quotient: the smaller divides the larger), and then wins.
Before that every quotient is 1 and every move is forced, so the game is decided by the first
index i with qi >= 2 or i = n: player A moves at odd i, player B at even i. winning_move() and
why() say the same of any position (a, b) for judge/play.py: the player to move is A there;
how_to_decide() says what to compute without the verdict (play.py's `why` before `hint`),
invariant() draws the quotients (play.py's `show`), and resisting_move() is the only move of a
lost position. TEXTS holds the words of every line in each language judge/play.py speaks.

    python3 judge/problem.py 4342 reference < input      the expected output
"""
from lib import games

TEXTS = {
    "en": {
        "how": "write {larger}/{smaller} as a continued fraction [q1; q2, ..., qn] (the "
               "quotients of Euclid's algorithm). A quotient of 1, but the last, allows one "
               "move, which hands the next quotient to the other player; whoever first faces a "
               "quotient of 2 or more, or the last one, wins: of the positions after q - 1 and "
               "after q subtractions one is lost for the opponent, and the last quotient "
               "reaches 0",
        "once": "once",
        "times": "{times} times",
        "divides": "{smaller} divides {larger}: subtracting it {times} leaves 0 and wins",
        "first": "{fraction} starts with {quotient} >= 2: of the moves to {rest} {smaller} and "
                 "to {more} {smaller} (whose only move is to {rest} {smaller}), one wins",
        "one_forced": "1 forced move gives",
        "forced": "{count} forced moves give",
        "mover": "the player to move",
        "opponent": "the opponent",
        "later": "{fraction}: the quotients before {quotient} are 1, so {forced} the choice to "
                 "{who}, who wins",
    },
    "ko": {
        "how": "{larger}/{smaller}의 연분수 [q1; q2, ..., qn]을 구합니다 (유클리드 호제법의 "
               "몫들). 마지막이 아닌 몫 1에서는 둘 수 있는 수가 하나뿐이고, 다음 몫은 상대가 "
               "마주합니다. 2 이상인 몫이나 마지막 몫을 처음 마주하는 사람이 이깁니다: 거기서 "
               "q-1번 뺀 상태와 q번 뺀 상태 중 하나는 상대에게 지는 상태이고, 마지막 몫에서는 "
               "0을 만들 수 있습니다",
        "once": "한 번",
        "times": "{times}번",
        "divides": "{larger}: {smaller}의 배수이므로 {smaller}만큼 {times} 빼면 0이 되어 "
                   "이깁니다",
        "first": "{fraction}: 첫 몫이 2 이상({quotient})입니다. 갈 수 있는 상태 "
                 "'{rest} {smaller}', '{more} {smaller}' 중 하나는 상대에게 지는 상태입니다 "
                 "(뒤의 상태에서는 앞의 상태로 가는 수밖에 없습니다)",
        "one_forced": "강제된 수 1번 뒤에",
        "forced": "강제된 수 {count}번 뒤에",
        "mover": "지금 두는 사람",
        "opponent": "상대",
        "later": "{fraction}: {quotient} 앞의 몫이 모두 1이므로 {forced} 선택권이 {who}에게 "
                 "갑니다. 선택권을 가진 쪽이 이깁니다",
    },
}


def first_player_wins(a, b):
    """True when player A, who moves first from {a, b} (a, b >= 0), wins; a game holding a 0
    is over before A moves (the move that made the 0 won), so A has lost it."""
    numerator, denominator = max(a, b), min(a, b)
    if denominator == 0:
        return False
    index = 1  # of the quotient q_index = numerator // denominator
    while True:
        quotient, remainder = divmod(numerator, denominator)
        if quotient >= 2 or remainder == 0:
            return index % 2 == 1
        numerator, denominator = denominator, remainder
        index += 1


def quotients(numerator, denominator):
    """The continued fraction [q1; q2, ..., qn] of numerator / denominator (both >= 1)."""
    found = []
    while denominator:
        quotient, remainder = divmod(numerator, denominator)
        found.append(quotient)
        numerator, denominator = denominator, remainder
    return found


def winning_move(position):
    """How many times to subtract the smaller to win from (a, b); None when that loses."""
    if not first_player_wins(*position):
        return None
    smaller, larger = min(position), max(position)
    times, remainder = divmod(larger, smaller)
    if remainder == 0 or times == 1:
        return times  # make 0, or the forced move, to a position lost for the opponent
    # Of (remainder, smaller) and (remainder + smaller, smaller), whose only move leads to the
    # first, one is lost for the opponent.
    return times if not first_player_wins(remainder, smaller) else times - 1


def invariant(position, lang="en"):
    """larger/smaller = [q1; q2, ..., qn], the write-up's invariant ("" once a number is 0)."""
    smaller, larger = min(position), max(position)
    if smaller == 0:
        return ""
    first, *rest = quotients(larger, smaller)
    fraction = f"[{first}; {', '.join(map(str, rest))}]" if rest else f"[{first}]"
    return games.wrapped(f"{larger}/{smaller} = {fraction}", indent=" " * 4)


def resisting_move(position):
    """From a lost position, the move that makes the game last longest: its only move. A
    lost position has a < b < 2a (a = b and b >= 2a are won), so it subtracts the smaller
    once."""
    assert not first_player_wins(*position), f"{position} is won"
    return 1


def how_to_decide(position, lang="en"):
    """What to compute and why it decides, naming neither the verdict nor a move."""
    return TEXTS[lang]["how"].format(smaller=min(position), larger=max(position))


def why(position, lang="en"):
    smaller, larger = min(position), max(position)
    texts = TEXTS[lang]
    found = quotients(larger, smaller)
    fraction = f"{larger}/{smaller} = [{found[0]}; {', '.join(map(str, found[1:]))}]"
    if len(found) == 1:
        times = texts["once"] if found[0] == 1 else texts["times"].format(times=found[0])
        return texts["divides"].format(smaller=smaller, larger=larger, times=times)
    index = next(i for i, q in enumerate(found, 1) if q >= 2 or i == len(found))
    rest = larger % smaller
    if index == 1:
        return texts["first"].format(fraction=fraction, quotient=found[0], rest=rest,
                                     more=rest + smaller, smaller=smaller)
    forced = texts["one_forced"] if index == 2 else texts["forced"].format(count=index - 1)
    who = texts["mover"] if index % 2 == 1 else texts["opponent"]
    return texts["later"].format(fraction=fraction, quotient=found[index - 1], forced=forced,
                                 who=who)


def answer(text):
    """The expected output for a valid input: one line per game."""
    numbers = iter(int(token) for token in text.split())
    lines = []
    for a, b in zip(numbers, numbers):
        if a == 0 and b == 0:
            break
        lines.append("A wins\n" if first_player_wins(a, b) else "B wins\n")
    return "".join(lines)


COMMANDS = {"answer": answer}
DEFAULT_COMMAND = "answer"
