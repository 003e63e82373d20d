"""Test inputs for BOJ 2373 Fibonacci Game: one line holding N.

Kinds: sample (the worked facts), edge (both ends of BOJ's and of the supported range, every
Fibonacci number in range with both neighbours, numbers whose smallest Zeckendorf term is
large), max (N close to 10^18), random (N up to 10^6, or up to 10^7..10^18), small (N in
brute.py's reach). problem.json's "tests" says how many cases of each kind are made.

    python3 judge/problem.py 2373 gen KIND SEED      one input
"""
import random

from lib import games, inputs, problems

META = problems.of(__name__).meta
N_MIN, N_MAX = inputs.bounds(META, "N")
BOJ_MAX = META["ranges"]["N"]["boj_max"]
SMALL_MAX = 3000

SAMPLES = (3, 4)


def _fibonacci_in_range():
    """The Fibonacci numbers 2, 3, 5, 8, ... up to N_MAX."""
    numbers = [1, 2]
    while numbers[-1] + numbers[-2] <= N_MAX:
        numbers.append(numbers[-1] + numbers[-2])
    return numbers[1:]


def _large_smallest_term():
    """Sums F(i) + F(i-2) (non-adjacent, so that is their Zeckendorf form, smallest term
    F(i-2)): the largest such sum up to BOJ's limit, the middle one, and the two largest up to
    the supported limit."""
    fib = [1] + _fibonacci_in_range()
    sums = [fib[i] + fib[i - 2] for i in range(2, len(fib)) if fib[i] + fib[i - 2] <= N_MAX]
    below_boj = [s for s in sums if s <= BOJ_MAX]
    return [below_boj[-1], sums[len(sums) // 2], sums[-2], sums[-1]]


LARGEST_SMALLEST_TERM = _large_smallest_term()[-1]


def _edge_values():
    """Without the samples and max-01, which already test 3, 4 and the last sum above."""
    values = [2, 3, 4, 5, BOJ_MAX - 1, BOJ_MAX, BOJ_MAX + 1, N_MAX - 1, N_MAX]
    for f in _fibonacci_in_range():
        values += [f - 1, f, f + 1]
    values += _large_smallest_term()
    seen = set(SAMPLES) | {LARGEST_SMALLEST_TERM}
    unique = []
    for v in values:
        if N_MIN <= v <= N_MAX and v not in seen:
            seen.add(v)
            unique.append(v)
    return unique


EDGE_VALUES = _edge_values()


def _rng(kind, seed):
    return random.Random(f"2373-{kind}-{seed}")


def max_n(seed):
    return N_MAX - _rng("max", seed).randrange(10 ** 6) if seed > 1 else LARGEST_SMALLEST_TERM


def random_n(seed):
    rng = _rng("random", seed)
    top = BOJ_MAX if seed % 2 else min(N_MAX, 10 ** rng.randint(7, 18))
    return rng.randint(N_MIN, top)


KINDS = {"sample": SAMPLES, "edge": EDGE_VALUES, "max": max_n, "random": random_n,
         "small": lambda seed: _rng("small", seed).randint(N_MIN, SMALL_MAX)}
generate = games.generator(KINDS, lambda n: f"{n}\n")


def shrink(text):
    n = int(text.split()[0])
    return [f"{m}\n" for m in games.smaller_values(n, N_MIN)]


COMMANDS = {"generate": generate}
DEFAULT_COMMAND = "generate"
