"""The win/lose table of BOJ 22846 Certified Easy Game, in Python: a second answer source, and
the strategy judge/play.py plays.

The write-up's theorem: with W(x) true when the player to move at x wins, W(x) is false for
x = K and, below K, true exactly when some divisor d of x has x + d <= K and W(x + d) false.
So the table is filled from K down to 1. The divisors are built from the factorisation of x
by a smallest-prime-factor sieve (brute.py, through game.py, lists them by marking multiples
instead). Positions are (x, K), as game.py has them; one table per K is kept.

    python3 reference.py < input      the expected output
"""
import sys
from functools import lru_cache
from math import isqrt
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

K_MAX = testlib.bounds(testlib.load_problem(__file__), "K")[1]
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


def winning_move(position):
    """The smallest divisor that leads to a position lost for the opponent, or None."""
    x, k = position
    wins = mover_wins_table(k)
    return min((d for d in divisors(x) if x + d <= k and not wins[x + d]), default=None)


def why(position):
    x, k = position
    d = winning_move(position)
    if d is None:
        return (f"every divisor of {x} leads past {k} or to a position won for the player to "
                f"move there (the table from {k} down)")
    return (f"adding {d} gives {x + d}, a position lost for the player to move there (the "
            f"table from {k} down)")


def answer(text):
    return "Kali\n" if mover_wins_table(int(text.split()[0]))[1] else "Ringo\n"


if __name__ == "__main__":
    testlib.answer_main(answer)
