"""The write-up's theorem for BOJ 20004 Baskin-Robbins 31, in Python: a second answer source,
and the strategy judge/play.py plays.

With turns of 1..n numbers, the player to move after `count` numbers loses exactly when
30 - count is a multiple of n + 1 (the targets 30, 30 - (n + 1), ...), so the second player wins
the game n exactly when n + 1 divides 30. That is BOJ 25179's theorem with N = 31, and its
reference.py gives the strategy for positions (count, 31, n), as game.py has them, and how
judge/play.py holds out from a lost count (say 1). invariant() draws the targets under
game.show's line of counts (play.py's `show`); how_to_decide() says what to compute without the
verdict (play.py's `why` before `hint`). TEXTS holds the words of every line in each language
play.py speaks.

    python3 judge/problem.py 20004 reference < input      the expected output
"""
from lib import games, problems

from . import game

counting = problems.get(25179).script("reference")  # the theorem of BOJ 25179
winning_move, why, resisting_move = counting.winning_move, counting.why, counting.resisting_move
TARGET_MARK = "T"
TEXTS = {
    "en": {
        "targets": "targets",
        "how": "the targets are the counts 30, 30 - (n + 1), 30 - 2(n + 1), ..., down to the "
               "smallest one at least 0, n being the most a turn says. Whoever ends a turn on a "
               "target wins: to k numbers of the opponent the answer n + 1 - k ends on the next "
               "target, up to 30, and then the opponent must say 31. So the player to move "
               "loses exactly when the count is a target",
    },
    "ko": {
        "targets": "목표",
        "how": "목표 수는 30, 30-(n+1), 30-2(n+1), ...처럼 30에서 n+1씩 내려가는 0 이상의 "
               "수들입니다 (n은 한 번에 부를 수 있는 최대 개수). 목표 수에서 차례를 끝내는 사람이 "
               "이깁니다: 상대가 k개를 부르면 n+1-k개를 불러 다음 목표 수에서 멈추고, 30에 "
               "이르면 상대는 31을 불러야 합니다. 그래서 지금 수가 목표 수이면 두는 사람이 지는 "
               "상태입니다",
    },
}


def invariant(position, lang="en"):
    """A T under each target count 30 - (n + 1)j of game.show's line of counts 0..31 (after a
    label as wide as game.show's, so that each T stands under its count)."""
    count, losing, n = position
    if count == losing:
        return ""
    found = set(counting.targets(losing, n))
    marks = "".join(TARGET_MARK if c in found else " " for c in range(losing + 1))
    return ((games.padded(TEXTS[lang]["targets"], game.LABEL) + marks).rstrip()
            + f"   (30 - {n + 1}j)")


def how_to_decide(position, lang="en"):
    """What to compute and why it decides, naming neither the verdict nor a move."""
    return TEXTS[lang]["how"]


def answer(text):
    """The expected output, by the theorem: every n with n + 1 dividing 30."""
    a = int(text.split()[0])
    return "".join(f"{n}\n" for n in range(1, a + 1) if 30 % (n + 1) == 0)


COMMANDS = {"answer": answer}
DEFAULT_COMMAND = "answer"
