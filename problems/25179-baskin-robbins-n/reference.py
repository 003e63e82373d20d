"""Closed form for BOJ 25179 in Python integers: the answer source of the large tests, and the
strategy judge/play.py plays.

Whoever says N loses, so N - 1 numbers can be said safely; the first player loses exactly when
N - 1 is a multiple of M + 1 (README.md proves it; brute.py checks it on every N, M <= 100).
More generally the player to move after `count` numbers loses exactly when N - 1 - count is a
multiple of M + 1: those counts are the targets, and winning_move() ends a turn on the next one.
how_to_decide() says what to compute without the verdict (judge/play.py's `why` before `hint`),
invariant() lists the targets (play.py's `show`), and resisting_move() is how play.py holds out
from a lost count too large for its search. Positions are (count, N, M), as game.py has them;
BOJ 20004 uses these with N = 31. TEXTS holds the words of every line in each language play.py
speaks.

    python3 judge/problem.py 25179 reference < input      the expected output
"""
from lib import games

TEXTS = {
    "en": {
        "invariant": "targets {targets} (the counts {last} - {step}j)",
        "how": "the targets are the counts N - 1, N - 1 - (M + 1), N - 1 - 2(M + 1), ..., down "
               "to the smallest one at least 0. Whoever ends a turn on a target wins: to k "
               "numbers of the opponent the answer M + 1 - k ends on the next target, up to "
               "N - 1, and then the opponent must say N. So the player to move loses exactly "
               "when the count is a target",
        "target": "{count} is a target ({targets}): whatever k numbers are said, the answer "
                  "{step} - k ends on the next target, up to {last}",
        "not_target": "{count} is not a target ({targets}): saying {said} ends on {end}",
    },
    "ko": {
        "invariant": "목표 수  {targets} ({last} - {step}j)",
        "how": "목표 수는 N-1, N-1-(M+1), N-1-2(M+1), ...처럼 N-1에서 M+1씩 내려가는 0 이상의 "
               "수들입니다. 목표 수에서 차례를 끝내는 사람이 이깁니다: 상대가 k개를 부르면 "
               "M+1-k개를 불러 다음 목표 수에서 멈추고, N-1에 이르면 상대는 N을 불러야 합니다. "
               "그래서 지금 수가 목표 수이면 두는 사람이 지는 상태입니다",
        "target": "{count}: 목표 수({targets})입니다. k개를 부르면 상대가 {step} - k개를 불러 "
                  "다음 목표 수에서 멈추고, 이렇게 {last}까지 갑니다",
        "not_target": "{count}: 목표 수({targets})가 아닙니다. {said}개를 부르면 목표 수 "
                      "{end}에서 멈춥니다",
    },
}


def winning_move(position):
    """How many numbers to say to end on the next target; None when the count is one."""
    count, n, m = position
    return (n - 1 - count) % (m + 1) or None


def targets(n, m):
    """The first, second, ... targets, the counts N - 1 - (M + 1)j >= 0, smallest first (a
    range, lazy: there may be 10^18 of them)."""
    return range((n - 1) % (m + 1), n, m + 1)


def invariant(position, lang="en"):
    """The targets, the write-up's invariant: all of them, or the first three and the last."""
    count, n, m = position
    if count == n:
        return ""
    found = targets(n, m)
    shown = list(map(str, found)) if len(found) <= 4 else [
        str(found[0]), str(found[1]), str(found[2]), "...", str(found[-1])]
    text = TEXTS[lang]["invariant"]
    label = text.split("{")[0]  # the lines it is broken into start under the first target
    return games.wrapped(text.format(targets=", ".join(shown), last=n - 1, step=m + 1),
                         indent=" " * games.columns(label))


def resisting_move(position):
    """From a lost count (a target, or N - 1), the move that makes the game last longest,
    ties going to the one that leaves the fewest winning moves, then the smallest: say 1.
    From N - 1 the only move says N. From a target c < N - 1 every move says k <= M numbers
    without reaching N and leaves a count whose one winning move ends on the next target,
    c + M + 1: the same length and one winning move after every k, so the smallest wins."""
    return 1


def how_to_decide(position, lang="en"):
    """What to compute and why it decides, naming neither the verdict nor a move."""
    return TEXTS[lang]["how"]


def why(position, lang="en"):
    count, n, m = position
    said = winning_move(position)
    texts = TEXTS[lang]
    targets = f"{n - 1} - {m + 1}j"
    if said is None:
        return texts["target"].format(count=count, targets=targets, step=m + 1, last=n - 1)
    return texts["not_target"].format(count=count, targets=targets, said=said,
                                      end=count + said)


def answer(text):
    """The expected output, by the theorem."""
    n, m = map(int, text.split()[:2])
    return "Can win\n" if winning_move((0, n, m)) else "Can't win\n"


COMMANDS = {"answer": answer}
DEFAULT_COMMAND = "answer"
