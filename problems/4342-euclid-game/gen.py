"""Test inputs for BOJ 4342 Euclid's Game, by kind; deterministic in (kind, seed).

problem.json's "tests" says how many cases of each kind are made: max-01 (10^6 games, ~20 MB:
a speed test on the wider range) is build-only; max-02 (20,000 games) lies on the wider range
too; max-04 (games.boj_data_max of the slowest games) is the largest test within BOJ's limits.

    python3 judge/problem.py 4342 gen KIND SEED     one input on standard output
"""
import random

from lib import games, inputs, problems

META = problems.of(__name__).meta
VALUE_MIN, VALUE_MAX = inputs.bounds(META, "a")
GAMES_MAX = inputs.bounds(META, "games")[1]
GAMES_BOJ_MAX = inputs.bounds(META, "games", boj=True)[1]  # what BOJ's data holds at most
HALF = (VALUE_MAX + 1) // 2  # 2^30: from here on 2 * a no longer fits in 32-bit int
SMALL_MAX = 300  # the brute force's domain

SAMPLES = (
    [(25, 7)],  # the statement's example play: 25 7 -> 11 7 -> 4 7 -> 4 3 -> 1 3 -> 1 0
    [(34, 12), (15, 24)],
)


def _text(games):
    return "".join(f"{a} {b}\n" for a, b in games) + "0 0\n"


def _both_orders(pairs):
    return [game for a, b in pairs for game in ((a, b), (b, a))]


def _either_order(rng, pair):
    a, b = pair
    return (a, b) if rng.random() < 0.5 else (b, a)


def _recurrence_pairs(x, y, step):
    """Consecutive terms of z = step * y + x from (x, y), while they stay in range."""
    pairs = []
    while True:
        pairs.append((x, y))
        x, y = y, step * y + x
        if y > VALUE_MAX:
            return pairs


def fibonacci_pairs():
    """(F(k), F(k+1)) for every k >= 1 with F(k+1) <= VALUE_MAX: the longest games."""
    return _recurrence_pairs(1, 1, 1)


def _long_game(rng, step):
    """The last pair of z = step * y + x from a random start: many quotients equal to step."""
    x, y = rng.randint(1, 40), rng.randint(1, 40)
    return _recurrence_pairs(x, y, step)[-1]


def _top_value(rng):
    return rng.randint(VALUE_MAX - (VALUE_MAX >> 2), VALUE_MAX)


def _near_ratio(rng, low, high):
    """a game {a, b} near the top with b / a about in [low, high]."""
    a = _top_value(rng) // 2
    b = min(VALUE_MAX, max(VALUE_MIN, int(a * rng.uniform(low, high))))
    return _either_order(rng, (a, b))


def _top_games(rng, count):
    """count games at the top of the range; a quarter are the largest consecutive Fibonacci
    pairs, a quarter other long games (start anywhere, then Fibonacci steps)."""
    fib = fibonacci_pairs()[-8:]
    games = []
    for i in range(count):
        if i % 4 == 0:
            games.append(_either_order(rng, rng.choice(fib)))
        elif i % 4 == 1:
            games.append((_top_value(rng), _top_value(rng)))
        elif i % 4 == 2:
            games.append(_near_ratio(rng, 1.5, 2.0))
        else:
            games.append(_either_order(rng, _long_game(rng, 1)))
    return games


def _slowest_games(rng, count):
    """count of the games that cost a solution the most: by turns the largest consecutive
    Fibonacci pairs and other long games near the top (a small start, then Fibonacci steps),
    every move forced, each pair in either order."""
    fib = fibonacci_pairs()[-4:]
    return [_either_order(rng, rng.choice(fib) if i % 2 == 0 else _long_game(rng, 1))
            for i in range(count)]


def _edge(seed):
    top = VALUE_MAX
    if seed == 1:
        return [(1, 1)]
    if seed == 2:  # a == b: the mover takes everything at once
        values = (1, 2, 3, 7, 10, 1000, HALF - 1, HALF, HALF + 1, top - 1, top)
        return [(v, v) for v in values]
    if seed == 3:  # one divides the other
        pairs = [(1, 2), (1, 3), (2, 4), (3, 6), (3, 9), (7, 21), (1, top), (2, top - 1),
                 (HALF - 1, 2 * (HALF - 1)), (HALF // 2, 3 * (HALF // 2)),
                 (46341, 46341 * 46340), (65535, 65535 * 32768)]
        return _both_orders(pairs)
    if seed == 4:  # consecutive Fibonacci numbers: every move forced, the longest games
        return _both_orders(fibonacci_pairs())
    if seed == 5:  # around b = 2a: b = a + 1, 2a - 1, 2a, 2a + 1
        games = []
        for a in (1, 2, 3, 4, 5, 10, 99, 1000, 12345, HALF // 2, HALF - 2, HALF - 1, HALF):
            for b in (a + 1, 2 * a - 1, 2 * a, 2 * a + 1):
                if VALUE_MIN <= b <= top and b != a:
                    games.extend([(a, b), (b, a)])
        return games
    if seed == 6:  # 2^30 < a < b <= 2^31 - 1: 2 * a overflows a 32-bit int
        rng = random.Random(6)
        games = [(1500000000, top), (HALF + 1, top), (top - 1, top), (HALF, top),
                 (HALF + 1, HALF + 2), (1836311903, top), (1327217884, top)]
        while len(games) < 200:
            a = rng.randint(HALF + 1, top - 1)
            games.append((a, rng.randint(a + 1, top)))
        return _both_orders(games)
    if seed == 7:  # every quotient 2 or 3 (Pell-like): a long chain of real choices
        rng = random.Random(7)
        games = [_recurrence_pairs(1, 2, 2)[-1], _recurrence_pairs(1, 3, 3)[-1]]
        games += [_long_game(rng, rng.choice((2, 2, 3))) for _ in range(150)]
        return _both_orders(games)
    if seed == 8:  # every game with a, b in 1..12 (the table of the write-up)
        return [(a, b) for a in range(1, 13) for b in range(1, 13)]
    if seed == 9:  # the largest values
        return [(top, top - 1), (top - 1, top), (top, HALF), (HALF, top), (top, 1), (top, 2),
                (top, 3), (top - 2, top), (top, HALF - 1), (HALF - 1, top)]
    if seed == 10:  # scaled Fibonacci pairs: forced moves, then a multiple
        return _both_orders([(k * x, k * y) for k in (2, 3, 1000, 65537)
                             for x, y in fibonacci_pairs() if k * y <= top])
    raise ValueError(f"no edge case {seed}")


def _random(seed):
    rng = random.Random(seed)
    count = rng.choice((1, 2, 5, 20, 100, 500, 2000))
    limit = rng.choice((10, SMALL_MAX, 10 ** 6, HALF, VALUE_MAX))
    games = []
    for _ in range(count):
        style = rng.random()
        if style < 0.6:
            games.append((rng.randint(1, limit), rng.randint(1, limit)))
        elif style < 0.8:
            a = rng.randint(1, limit)
            games.append((a, min(limit, max(1, int(a * rng.uniform(1.0, 2.2))))))
        else:
            games.append(_either_order(rng, rng.choice(fibonacci_pairs())))
    return games


def _max(seed):
    rng = random.Random(seed)
    if seed == 1:
        return _top_games(rng, GAMES_MAX)
    if seed == 2:
        return _top_games(rng, 20000)
    if seed == 3:
        return [_long_game(rng, 1) for _ in range(10000)]
    if seed == 4:  # the largest test within BOJ's limits
        return _slowest_games(rng, GAMES_BOJ_MAX)
    raise ValueError(f"no max case {seed}")


def _small(seed):
    rng = random.Random(seed)
    limit = rng.choice((5, 30, SMALL_MAX))
    count = rng.randint(1, 30)
    return [(rng.randint(1, limit), rng.randint(1, limit)) for _ in range(count)]


KINDS = {"sample": SAMPLES, "edge": _edge, "max": _max, "random": _random, "small": _small}
generate = games.generator(KINDS, _text)


def _games(text):
    numbers = [int(token) for token in text.split()]
    return [(numbers[i], numbers[i + 1]) for i in range(0, len(numbers) - 2, 2)]


def shrink(text):
    """Strictly smaller valid inputs: half of the games, three quarters of them (for a
    solution too slow on the whole, whose halves each take about half its time), one game; or
    one game with smaller numbers."""
    games = _games(text)
    smaller = []
    if len(games) > 1:
        half, quarter = len(games) // 2, len(games) // 4
        smaller += [games[:half], games[half:]]
        if quarter:
            smaller += [games[quarter:], games[:-quarter]]
        smaller += [[game] for game in games[:20]]
    else:
        a, b = games[0]
        for x, y in ((a // 2, b), (a, b // 2), (a - 1, b), (a, b - 1), (a // 2, b // 2)):
            if x >= VALUE_MIN and y >= VALUE_MIN and (x, y) != (a, b):
                smaller.append([(x, y)])
    return [_text(candidate) for candidate in smaller]


COMMANDS = {"generate": generate}
DEFAULT_COMMAND = "generate"
