"""Test inputs for BOJ 25179 (Baskin-Robbins N).

A uniformly random N, M is almost always a first-player win, so the random kinds aim at the
losing inputs N = k(M + 1) + 1 and their neighbours, with M of every magnitude up to 10^18.
problem.json's "tests" says how many cases of each kind are made (the "small" ones named
random-41 to random-60).

    python3 judge/problem.py 25179 gen KIND SEED     one input
"""
import random

from lib import games, inputs, problems

META = problems.of(__name__).meta
N_MIN, N_MAX = inputs.bounds(META, "N")
M_MIN, M_MAX = inputs.bounds(META, "M")
SMALL_MAX = 120  # "small" inputs: N, M up to a little past brute.py's domain of 1..100


def last_loss(m, below):
    """The largest N <= below with N - 1 a multiple of m + 1 (a loss for the first player)."""
    return (below - 1) // (m + 1) * (m + 1) + 1


SAMPLES = ((31, 3), (5, 3))  # worked values: the classic game, and a loss; see README.md
EDGES = (
    (N_MIN, M_MIN), (N_MIN, M_MAX), (2, M_MIN), (3, M_MIN), (2, M_MAX), (N_MAX, M_MIN),
    (N_MAX - 1, M_MIN), (N_MAX, M_MAX), (N_MAX, M_MAX - 1), (N_MAX, M_MAX - 2),
    (N_MAX, M_MAX - 3), (N_MAX - 1, M_MAX - 2), (100, 100), (100, 99), (101, 99),
    (N_MAX, 2), (N_MAX - 1, 2), (N_MAX - 2, 2), (N_MAX - 3, 2),
    (N_MAX, 10 ** 9), (N_MAX - 1, 10 ** 9),  # 10^18 - 1 = (10^9 + 1)(10^9 - 1)
    (last_loss(10 ** 9 + 7, N_MAX), 10 ** 9 + 7), (last_loss(10 ** 9 + 7, N_MAX) + 1, 10 ** 9 + 7),
    (last_loss(10 ** 9 + 7, N_MAX) - 1, 10 ** 9 + 7),
    (2 ** 33 + 1, 2 ** 32 - 1), (2 ** 32 + 1, 2 ** 31 - 1), (2 ** 32 + 1, 1), (2 ** 31, 1),
    (2 ** 53 + 2, 2), (2 ** 53 + 1, 1), (last_loss(3, 2 ** 59), 3),
    (last_loss(999999999999, N_MAX), 999999999999),
    (last_loss(M_MAX // 2, N_MAX), M_MAX // 2),
)
MAXES = ((N_MAX, M_MIN), (N_MAX, M_MAX), (N_MAX, 2), (last_loss(6, N_MAX), 6))


def random_game(rng, n_max, m_max):
    """N, M with M of random magnitude; N is a loss, a neighbour of one, or uniform."""
    m = min(m_max, max(M_MIN, rng.randint(1, 10 ** rng.randint(0, len(str(m_max)) - 1))))
    shape = rng.randrange(4)
    if shape == 3:
        n = rng.randint(N_MIN, n_max)
    else:
        n = last_loss(m, rng.randint(N_MIN, n_max)) + (0, -1, 1)[shape]
    return min(n_max, max(N_MIN, n)), m


KINDS = {"sample": SAMPLES, "edge": EDGES, "max": MAXES,
         "random": lambda seed: random_game(random.Random(seed), N_MAX, M_MAX),
         "small": lambda seed: random_game(random.Random(seed), SMALL_MAX, SMALL_MAX)}
generate = games.generator(KINDS, lambda game: "%d %d\n" % game)


def shrink(text):
    n, m = map(int, text.split()[:2])
    # N less whole rounds of M + 1 keeps the answer; then any smaller N, any smaller M.
    same_answer = {(n - (n >> shift) // (m + 1) * (m + 1), m) for shift in range(n.bit_length())}
    smaller = same_answer | {(a, m) for a in games.smaller_values(n, N_MIN)}
    smaller |= {(n, b) for b in games.smaller_values(m, M_MIN)}
    return [f"{a} {b}\n" for a, b in sorted(smaller)
            if N_MIN <= a and M_MIN <= b and (a, b) != (n, m)]


COMMANDS = {"generate": generate}
DEFAULT_COMMAND = "generate"
