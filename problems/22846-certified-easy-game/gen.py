"""Test inputs of BOJ 22846: one line holding K.

    python3 gen.py KIND SEED     one input of that kind
    python3 gen.py --plan        the committed test cases: name, kind, seed, commit|build
"""
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

PROBLEM = testlib.load_problem(__file__)
MIN_K, MAX_K = testlib.bounds(PROBLEM, "K")
SMALL_MAX_K = 2000  # the domain of brute.py

KINDS = ("sample", "edge", "max", "random", "small")

SAMPLES = (2, 3)
# The only wins of Kali (2, 6), their neighbours, the ends of the range, powers of two, the
# end of the brute force's domain, and numbers with many divisors (83,160 has 128).
EDGES = (
    MIN_K, 4, 5, 6, 7, 8, 12, 16, 24, 60, 720, 1024,
    SMALL_MAX_K, SMALL_MAX_K + 1, 5040, 32768, 65536, 83160, MAX_K - 2, MAX_K - 1, MAX_K,
)
MAX_CASES = (MAX_K,)
RANDOM_COUNT = 20


def _text(k):
    return f"{k}\n"


def generate(kind, seed):
    if kind == "sample":
        return _text(SAMPLES[seed - 1])
    if kind == "edge":
        return _text(EDGES[seed - 1])
    if kind == "max":
        return _text(MAX_CASES[seed - 1])
    rng = random.Random(seed)
    if kind == "small":
        return _text(rng.randint(MIN_K, SMALL_MAX_K))
    if kind == "random":
        # Mixed sizes: a random order of magnitude, then a random K of that size.
        upper = rng.choice((10, 100, 1000, 10000, MAX_K))
        return _text(rng.randint(max(MIN_K, upper // 10), upper))
    raise ValueError(f"unknown kind {kind!r}")


def plan():
    cases = []
    for kind, count in (("sample", len(SAMPLES)), ("edge", len(EDGES)),
                        ("max", len(MAX_CASES)), ("random", RANDOM_COUNT)):
        for seed in range(1, count + 1):
            cases.append((f"{kind}-{seed:02d}", kind, seed, True))
    return cases


def shrink(text):
    k = int(text)
    return [_text(s) for s in testlib.smaller_values(k, MIN_K)]


if __name__ == "__main__":
    testlib.gen_main(generate, plan, KINDS)
