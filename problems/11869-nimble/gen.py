"""Test inputs for BOJ 11869 Nimble, by kind; problem.json's "tests" says how many of each.

Every input is deterministic in (kind, seed): each call makes its own random.Random. About half
of the random inputs are forced to a zero xor, so both answers are common.

    python3 judge/problem.py 11869 gen KIND SEED     one input
"""
import random
from functools import reduce
from operator import xor

from lib import games, inputs, problems

META = problems.of(__name__).meta
M_MIN, M_MAX = inputs.bounds(META, "M")
P_MIN, P_MAX = inputs.bounds(META, "P")
TOP_BIT = 1 << (P_MAX.bit_length() - 1)     # 2^29, the highest bit a position can have

SAMPLES = (
    [1], [2], [1, 1], [1, 2], [2, 2], [1, 2, 3, 4], [9, 8, 9, 8, 9, 9],
)


def text_of(positions):
    """The input text for the coins on `positions`."""
    return f"{len(positions)}\n{' '.join(map(str, positions))}\n"


def nim_sum(positions):
    return reduce(xor, positions, 0)


def zero_sum(rng, count, lo, hi):
    """`count` >= 2 random positions in [lo, hi] except the last, which lies in [P_MIN, P_MAX],
    chosen so that the xor of all of them is 0; shuffled."""
    while True:
        positions = [rng.randint(lo, hi) for _ in range(count - 1)]
        last = nim_sum(positions)
        if P_MIN <= last <= P_MAX:
            positions.append(last)
            rng.shuffle(positions)
            return positions


def paired(rng, pairs, lo, hi):
    """`pairs` random values in [lo, hi], each written twice, shuffled: xor 0."""
    values = [rng.randint(lo, hi) for _ in range(pairs)]
    positions = values + values
    rng.shuffle(positions)
    return positions


def edge_cases(rng):
    """The hand-made edge inputs, in plan order (edge-01 first)."""
    high = P_MAX - 1                        # 999999999: bit 29 is set
    return [
        [P_MIN],                            # smallest game
        [P_MAX],                            # one coin at the far end
        [P_MAX] * M_MAX,                    # largest input, xor 0
        [P_MAX] * (M_MAX - 1),              # odd number of equal coins: xor = P_MAX
        [P_MIN] * M_MAX,                    # 100 coins on cell 1: xor 0
        [P_MIN] * (M_MAX - 1),              # 99 coins on cell 1: xor 1
        [P_MIN, P_MAX],
        [P_MAX, P_MAX],
        [high, high ^ TOP_BIT],             # xor = 2^29: zero in every bit but the top one
        [TOP_BIT + 1, TOP_BIT],             # xor = 1: the top bits cancel, bit 0 does not
        [259, 3],                           # xor = 2^8: zero in the low byte
        [65543, 7],                         # xor = 2^16: zero in the low 16 bits
        [P_MAX, P_MAX ^ ((1 << 30) - 1)],   # xor = 2^30 - 1, larger than any position
        [high, TOP_BIT + 123456, high ^ (TOP_BIT + 123456)],  # large losing triple
        [7, 7, 7],                          # duplicates, odd count
        [5, 5, 9, 9],                       # duplicates, even counts
        [1, 3],                             # even sum, non-zero xor
        [1, 2, 3],                          # xor 0 although the xor of Pi - 1 is 3
        list(range(1, M_MAX + 1)),          # 1 .. 100: xor 100
        list(range(1, M_MAX)),              # 1 .. 99: xor 0
        paired(rng, M_MAX // 2, TOP_BIT, P_MAX),    # 50 large pairs: xor 0
        paired(rng, M_MAX // 2 - 1, TOP_BIT, P_MAX) + [high, high ^ TOP_BIT],  # xor = 2^29
        paired(rng, M_MAX // 2 - 1, 1, P_MAX) + [TOP_BIT + 256, 256 + 1],  # xor = 2^29 + 1
    ]


def _rng(kind, seed):
    return random.Random(f"11869-{kind}-{seed}")


def edge(seed):
    return games.nth(edge_cases(_rng("edge", seed)), "edge", seed)


def max_positions(seed):
    """Odd seeds: any xor; even seeds: xor forced to 0. Values near P_MAX, then full range."""
    rng = _rng("max", seed)
    lo = P_MAX - 1000 if seed <= 4 else P_MIN
    if seed % 2 == 0:
        return zero_sum(rng, M_MAX, lo, P_MAX)
    return [rng.randint(lo, P_MAX) for _ in range(M_MAX)]


def mixed(rng, count, hi):
    """`count` positions in [P_MIN, hi]: half the time, when count >= 2, with a zero xor."""
    if count >= 2 and rng.random() < 0.5:
        return zero_sum(rng, count, P_MIN, hi)
    return [rng.randint(P_MIN, hi) for _ in range(count)]


def random_positions(seed):
    rng = _rng("random", seed)
    count = rng.choice((rng.randint(M_MIN, 5), rng.randint(M_MIN, M_MAX)))
    return mixed(rng, count, rng.choice((10, 1000, 10 ** 6, P_MAX)))


def small_positions(seed):
    rng = _rng("small", seed)
    return mixed(rng, rng.randint(M_MIN, 4), 10)


KINDS = {"sample": SAMPLES, "edge": edge, "max": max_positions, "random": random_positions,
         "small": small_positions}
generate = games.generator(KINDS, text_of)


def shrink(text):
    """Strictly smaller valid inputs: one coin fewer, or one position halved or decreased."""
    positions = [int(token) for token in text.split()[1:]]
    smaller = []
    if len(positions) > 1:
        smaller += [positions[:i] + positions[i + 1:] for i in range(len(positions))]
    for i, cell in enumerate(positions):
        for new in (cell // 2, cell - 1):
            if new >= P_MIN:
                smaller.append(positions[:i] + [new] + positions[i + 1:])
    unique = dict.fromkeys(text_of(candidate) for candidate in smaller)
    return list(unique)


COMMANDS = {"generate": generate}
DEFAULT_COMMAND = "generate"
