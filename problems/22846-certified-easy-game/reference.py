"""The win/lose table of BOJ 22846 Certified Easy Game, in Python: a second answer source, and
the strategy judge/play.py plays.

The write-up's theorem: with W(x) true when the player to move at x wins, W(x) is false for
x = K and, below K, true exactly when some divisor d of x has x + d <= K and W(x + d) false.
So the table is filled from K down to 1. The divisors are built from the factorisation of x
by a smallest-prime-factor sieve (brute.py, through game.py, lists them by marking multiples
instead). Positions are (x, K), as game.py has them; one table per K is kept. For
judge/play.py, resisting_move() holds out from a lost position by the same backward induction,
with the length of the game beside the verdict (holding_out_table); there is no invariant to
draw beside the monitor that would not be the table's verdict, so invariant() draws nothing.
how_to_decide() says how the table is filled, without the verdict (play.py's `why` before
`hint`). TEXTS holds the words of every line in each language play.py speaks.

    python3 judge/problem.py 22846 reference < input      the expected output
"""
from functools import lru_cache
from math import isqrt

from lib import inputs, problems

K_MAX = inputs.bounds(problems.of(__name__).meta, "K")[1]
TEXTS = {
    "en": {
        "how": "fill the table from K down: at K every move passes K, so the player to move "
               "there loses; below K, a number is won for the player to move when some divisor "
               "leads to a number at most K that is lost for the player to move there, and "
               "lost when none does",
        "lost": "every divisor of {x} leads past {k} or to a position won for the player to "
                "move there (the table from {k} down)",
        "won": "adding {d} gives {y}, a position lost for the player to move there (the table "
               "from {k} down)",
    },
    "ko": {
        "how": "표를 K부터 거꾸로 채웁니다: K에서는 어떤 약수를 더해도 K를 넘으므로 두는 사람이 "
               "집니다. K보다 작은 수는 약수 하나를 더해 K 이하의 지는 상태로 갈 수 있으면 이기는 "
               "상태이고, 그런 약수가 없으면 지는 상태입니다",
        "lost": "{x}의 어떤 약수를 더해도 K를 넘거나 그 자리에서 두는 사람이 이기는 상태로 "
                "갑니다 (K = {k}부터 거꾸로 채운 표)",
        "won": "{d} 더하기: {y}, 그 자리에서 두는 사람이 지는 상태입니다 (K = {k}부터 거꾸로 "
               "채운 표)",
    },
}
DIVISOR_CACHE = 1 << 12  # the divisor lists of the small x, which every small K reads again
TABLE_CACHE = 4  # the tables of the last few K

_smallest_prime_factor = []  # of every number up to K_MAX, filled on first use


def _sieve():
    spf = list(range(K_MAX + 1))
    for p in range(2, isqrt(K_MAX) + 1):
        if spf[p] == p:
            for multiple in range(p * p, K_MAX + 1, p):
                if spf[multiple] == multiple:
                    spf[multiple] = p
    return spf


@lru_cache(maxsize=DIVISOR_CACHE)
def divisors(x):
    """The divisors of 1 <= x <= K_MAX, from its prime factorisation, in no fixed order."""
    if not _smallest_prime_factor:
        _smallest_prime_factor.extend(_sieve())
    found = [1]
    while x > 1:
        p, power = _smallest_prime_factor[x], 0
        while x % p == 0:
            x //= p
            power += 1
        found += [d * p ** e for d in found for e in range(1, power + 1)]
    return tuple(found)


@lru_cache(maxsize=TABLE_CACHE)
def mover_wins_table(k):
    """bytes whose entry x (1 <= x <= k) is 1 when the player to move at x wins."""
    wins = bytearray(k + 1)
    for x in range(k - 1, 0, -1):
        wins[x] = any(x + d <= k and not wins[x + d] for d in divisors(x))
    return bytes(wins)


@lru_cache(maxsize=TABLE_CACHE)
def holding_out_table(k):
    """(remoteness, winning) for the positions x <= k: remoteness[x] is the number of moves
    left from x when the winner hurries and the loser holds out (games.LongestGame says
    it exactly), winning[x] how many moves from x win; a move past k ends the game, after it
    both are 0. Filled from k down, like mover_wins_table."""
    wins = mover_wins_table(k)
    remoteness, winning = [0] * (k + 1), [0] * (k + 1)
    for x in range(k, 0, -1):
        within = [x + d for d in divisors(x) if x + d <= k]
        lost = [remoteness[y] for y in within if not wins[y]]
        if lost:
            remoteness[x], winning[x] = 1 + min(lost), len(lost)
        else:
            remoteness[x] = 1 + max((remoteness[y] for y in within), default=0)
    return remoteness, winning


def resisting_move(position):
    """From a lost position, the divisor after which the game lasts longest against perfect
    play, then the one leaving the fewest winning moves, then the smallest: read from
    holding_out_table, exact for every K (it is the whole backward induction)."""
    x, k = position
    remoteness, winning = holding_out_table(k)

    def key(d):
        y = x + d
        return (-remoteness[y], winning[y], d) if y <= k else (0, 0, d)

    return min(divisors(x), key=key)


def invariant(position, lang="en"):
    """Nothing: the write-up's table is the verdict itself."""
    return ""


def winning_move(position):
    """The smallest divisor that leads to a position lost for the opponent, or None."""
    x, k = position
    wins = mover_wins_table(k)
    return min((d for d in divisors(x) if x + d <= k and not wins[x + d]), default=None)


def how_to_decide(position, lang="en"):
    """What to compute and why it decides, naming neither the verdict nor a move."""
    return TEXTS[lang]["how"]


def why(position, lang="en"):
    x, k = position
    d = winning_move(position)
    if d is None:
        return TEXTS[lang]["lost"].format(x=x, k=k)
    return TEXTS[lang]["won"].format(d=d, y=x + d, k=k)


def answer(text):
    """The expected output, by the table filled from K down."""
    return "Kali\n" if mover_wins_table(int(text.split()[0]))[1] else "Ringo\n"


COMMANDS = {"answer": answer}
DEFAULT_COMMAND = "answer"
