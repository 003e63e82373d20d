"""Test inputs of BOJ 22846: one line holding K. problem.json's "tests" says how many cases of
each kind are made.

    python3 judge/problem.py 22846 gen KIND SEED     one input of that kind
"""
import random

from lib import games, inputs, problems

META = problems.of(__name__).meta
MIN_K, MAX_K = inputs.bounds(META, "K")
SMALL_MAX_K = 2000  # the domain of brute.py

SAMPLES = (2, 3)
# The only wins of Kali (2, 6), their neighbours, the ends of the range, powers of two, the
# end of the brute force's domain, and numbers with many divisors (83,160 has 128).
EDGES = (
    MIN_K, 4, 5, 6, 7, 8, 12, 16, 24, 60, 720, 1024,
    SMALL_MAX_K, SMALL_MAX_K + 1, 5040, 32768, 65536, 83160, MAX_K - 2, MAX_K - 1, MAX_K,
)
MAX_CASES = (MAX_K,)


def _text(k):
    return f"{k}\n"


def random_k(seed):
    """Mixed sizes: a random order of magnitude, then a random K of that size."""
    rng = random.Random(seed)
    upper = rng.choice((10, 100, 1000, 10000, MAX_K))
    return rng.randint(max(MIN_K, upper // 10), upper)


KINDS = {"sample": SAMPLES, "edge": EDGES, "max": MAX_CASES, "random": random_k,
         "small": lambda seed: random.Random(seed).randint(MIN_K, SMALL_MAX_K)}
generate = games.generator(KINDS, _text)


def shrink(text):
    k = int(text)
    return [_text(s) for s in games.smaller_values(k, MIN_K)]


COMMANDS = {"generate": generate}
DEFAULT_COMMAND = "generate"
