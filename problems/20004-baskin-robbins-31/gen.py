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


def random_a(seed):
    return random.Random(seed).randint(A_MIN, A_MAX)


KINDS = {"sample": SAMPLES, "edge": range(A_MIN, A_MAX + 1), "max": (A_MAX,),
         "random": random_a, "small": random_a}  # edge: seeds 1..31 give every A
generate = games.generator(KINDS, lambda a: f"{a}\n")


def shrink(text):
    a = int(text.split()[0])
    return [f"{b}\n" for b in sorted({A_MIN, a // 2, a - 1}) if A_MIN <= b < a]


COMMANDS = {"generate": generate}
DEFAULT_COMMAND = "generate"
