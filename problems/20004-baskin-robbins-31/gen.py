"""Test inputs for BOJ 20004 (Baskin-Robbins 31).

The whole input space is A = 1..31, so the edge cases list every A; samples are worked values
(the write-up explains them) and random cases draw A again with their own seeded generator.
`python3 gen.py KIND SEED` prints one input; `python3 gen.py --plan` prints the committed plan.
"""
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

A_MIN, A_MAX = testlib.bounds(testlib.load_problem(__file__), "A")
KINDS = ("sample", "edge", "max", "random", "small")
SAMPLES = (3, 10)  # the classic game (n = 3) and a mix of winners; see README.md


def generate(kind, seed):
    if kind == "sample":
        a = SAMPLES[seed - 1]
    elif kind == "edge":
        a = A_MIN + (seed - 1) % (A_MAX - A_MIN + 1)  # seeds 1..31 give every A
    elif kind == "max":
        a = A_MAX
    elif kind in ("random", "small"):
        a = random.Random(seed).randint(A_MIN, A_MAX)
    else:
        raise ValueError(f"unknown kind {kind!r}")
    return f"{a}\n"


def plan():
    cases = [(f"sample-{i:02d}", "sample", i, True) for i in range(1, len(SAMPLES) + 1)]
    cases += [(f"edge-{i:02d}", "edge", i, True) for i in range(1, A_MAX - A_MIN + 2)]
    cases += [("max-01", "max", 1, True)]
    cases += [(f"random-{i:02d}", "random", i, True) for i in range(1, 4)]
    return cases


def shrink(text):
    a = int(text.split()[0])
    return [f"{b}\n" for b in sorted({A_MIN, a // 2, a - 1}) if A_MIN <= b < a]


if __name__ == "__main__":
    testlib.gen_main(generate, plan, KINDS)
