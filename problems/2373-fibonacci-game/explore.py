"""What a solver of BOJ 2373 Fibonacci Game computes on the way to the idea, before any proof.

    python3 judge/problem.py 2373 explore COMMAND, COMMAND one of
    rows R_MAX      the exhaustive search's verdict of every position (r, k), r <= R_MAX, one
                    row per pile size, and the smallest winning take
    similar R_MAX   that smallest take T(r) against T(r - F), F the largest Fibonacci number
                    below r, for every r <= R_MAX that is not a Fibonacci number (the
                    self-similarity the rows show)
    check R_MAX     T(r) against the smallest Zeckendorf term of r, for every r <= R_MAX (the
                    conjecture the rows suggest)
    limits          the Fibonacci numbers at the edges of 32 and 64 bits and of N <= 10^18,
                    and the Fibonacci N where the test "5N^2 +- 4 is a square" of
                    wrong/float-sqrt.c, done in double, goes wrong

A position (r, k) has r marbles left and lets the player to move take 1..k of them (k <= r),
as in game.py; brute.mover_wins decides it from the rules alone. Fibonacci numbers are numbered
F(1) = F(2) = 1, F(i + 1) = F(i) + F(i - 1).
"""
import math

from lib import inputs, problems

from . import brute, reference

META = problems.of(__name__).meta
R_MAX = brute.FEASIBLE_MAX  # the largest pile size `rows`, `similar` and `check` accept
BOJ_MAX = META["ranges"]["N"]["boj_max"]
SUPPORTED_MAX = inputs.bounds(META, "N")[1]


def smallest_winning_take(r):
    """The smallest k for which the player to move at (r, k) wins, by the exhaustive search
    (it exists: with k = r the mover takes every marble)."""
    return next(k for k in range(1, r + 1) if brute.mover_wins((r, k)))


def _pile_sizes(r_max):
    """`r_max`, a largest pile size; ValueError unless it is 1..R_MAX."""
    if not 1 <= r_max <= R_MAX:
        raise ValueError(f"R_MAX must be 1..{R_MAX}, not {r_max}")
    return r_max


def rows(r_max: int):
    """One line per pile size r <= r_max: W or L for each k = 1..r, then the smallest W."""
    _pile_sizes(r_max)
    width = max(r_max, len("k = 1, 2, ..., r"))
    lines = [f"   r  {'k = 1, 2, ..., r':<{width}}  smallest winning take"]
    for r in range(1, r_max + 1):
        marks = "".join("W" if brute.mover_wins((r, k)) else "L" for k in range(1, r + 1))
        lines.append(f"{r:4}  {marks:<{width}}  {smallest_winning_take(r)}")
    return "\n".join(lines) + "\n"


def similar(r_max: int):
    """Whether T(r) = T(r - F) for every r <= r_max that is not a Fibonacci number, F the
    largest Fibonacci number below r, with the first pile sizes where it is not."""
    _pile_sizes(r_max)
    fibonacci = {f for _, f in fibonacci_upto(r_max)}
    piles = [r for r in range(1, r_max + 1) if r not in fibonacci]
    below = {r: max(f for f in fibonacci if f < r) for r in piles}
    wrong = [r for r in piles if smallest_winning_take(r) != smallest_winning_take(r - below[r])]
    lines = [f"r = 1..{r_max} not a Fibonacci number, F the largest Fibonacci number below r:",
             f"T(r) = T(r - F) for {len(piles) - len(wrong)} of {len(piles)} pile sizes"]
    lines += [f"  r = {r}: T(r) = {smallest_winning_take(r)}, T(r - {below[r]}) = "
              f"{smallest_winning_take(r - below[r])}" for r in wrong[:10]]
    return "\n".join(lines) + "\n"


def check(r_max: int):
    """Whether the smallest winning take of every r <= r_max is r's smallest Zeckendorf term,
    with the first pile sizes where it is not."""
    _pile_sizes(r_max)
    wrong = [r for r in range(1, r_max + 1)
             if smallest_winning_take(r) != reference.zeckendorf(r)[-1]]
    lines = [f"r = 1..{r_max}: T(r), the smallest winning take of the search, is the smallest",
             f"Zeckendorf term of r for {r_max - len(wrong)} of {r_max} pile sizes"]
    lines += [f"  r = {r}: search {smallest_winning_take(r)}, Zeckendorf "
              f"{reference.zeckendorf(r)[-1]}" for r in wrong[:10]]
    return "\n".join(lines) + "\n"


def fibonacci_upto(limit):
    """[(i, F(i))] for every F(i) <= limit, i >= 1."""
    numbers = [(1, 1), (2, 1)]
    while numbers[-1][1] + numbers[-2][1] <= limit:
        numbers.append((numbers[-1][0] + 1, numbers[-1][1] + numbers[-2][1]))
    return numbers


def _is_square_in_double(x):
    """wrong/float-sqrt.c's test: x is exact, its square root is taken in double."""
    root = int(math.sqrt(float(x)))
    return root * root == x


def limits():
    """The Fibonacci numbers around the limits of the types, and the float-sqrt failures."""
    lines = ["the largest Fibonacci number up to each limit, and the next one:"]
    for name, limit in (("2^31 - 1", 2 ** 31 - 1), ("BOJ's N <= 10^6", BOJ_MAX),
                        ("N <= 10^18", SUPPORTED_MAX), ("2^64 - 1", 2 ** 64 - 1)):
        (_, before), (i, value) = fibonacci_upto(limit)[-2:]
        lines += [f"  {name:<17} F({i}) = {value:,}", f"  {'':<17} F({i + 1}) = "
                                                       f"{value + before:,}"]
    big = [(i, f) for i, f in fibonacci_upto(SUPPORTED_MAX) if f > 10 ** 15]
    missed = [(i, f) for i, f in big
              if not (_is_square_in_double(5 * f * f + 4) or _is_square_in_double(5 * f * f - 4))]
    lines.append(f"Fibonacci numbers above 10^15 up to 10^18: {len(big)}, from F({big[0][0]}) "
                 f"to F({big[-1][0]});")
    lines.append(f"the double square root misses {len(missed)} of them:")
    lines += [f"  F({i}) = {f:,}" for i, f in missed]
    return "\n".join(lines) + "\n"


COMMANDS = {"rows": rows, "similar": similar, "check": check, "limits": limits}
