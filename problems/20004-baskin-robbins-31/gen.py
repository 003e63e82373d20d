"""Test inputs for BOJ 20004 (Baskin-Robbins 31).

The whole input space is A = 1..31, so the edge cases list every A; samples are worked values
(the write-up explains them) and random cases draw A again with their own seeded generator.
problem.json's "tests" says how many cases of each kind are made.

    python3 judge/problem.py 20004 gen KIND SEED     one input
"""
import random

from lib import games, inputs, problems

A_MIN, A_MAX = inputs.bounds(problems.of(__name__).meta, "A")
SAMPLES = (3, 10)  # the classic game (n = 3) and a mix of winners; see README.md


def generate(kind, seed: int):
    """One input of the kind KIND, from the seed SEED."""
    if kind == "sample":
        a = games.nth(SAMPLES, kind, seed)
    elif kind == "edge":
        a = A_MIN + (seed - 1) % (A_MAX - A_MIN + 1)  # seeds 1..31 give every A
    elif kind == "max":
        a = A_MAX
    elif kind in ("random", "small"):
        a = random.Random(seed).randint(A_MIN, A_MAX)
    else:
        raise ValueError(f"unknown kind {kind!r}")
    return f"{a}\n"


def shrink(text):
    a = int(text.split()[0])
    return [f"{b}\n" for b in sorted({A_MIN, a // 2, a - 1}) if A_MIN <= b < a]


COMMANDS = {"generate": generate}
DEFAULT_COMMAND = "generate"
