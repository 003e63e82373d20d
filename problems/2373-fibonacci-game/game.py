"""The rules of BOJ 2373 Fibonacci Game, written once: brute.py searches them, judge/play.py
plays them. The interface is the one every game.py has (see testdata/README.md).

A position is (left, limit): `left` marbles are on the table and the player to move may take
1..limit of them (limit <= left). The start (N, N - 1) forbids taking all N at once; after a
take of t the opponent may take up to 2t, or all that is left. Whoever takes the last marble
wins, so (0, 0) is the end, lost for the player to move. show() gives the marbles left and
the takes allowed; the write-up's invariant, the Zeckendorf form, is reference.invariant's.
"""
from lib import games, inputs, problems

META = problems.of(__name__).meta
N_MIN = inputs.bounds(META, "N")[0]
SMALL_MAX = 80  # small_starts(): N up to here, a game for a person and for brute.py
PLAYERS = ("first player", "second player")


def start(text):
    n, = inputs.scan_start(text, META, ["N"])
    return (n, n - 1)


def intro(position):
    left, _ = position
    return (f"{META['title']['en']} (BOJ {META['id']}) with N = {left} marbles: a move "
            "takes at least one; the first may not take all, every later one at most twice "
            "the one before. Whoever takes the last marble wins.")


def small_starts():
    return [f"{n}\n" for n in range(N_MIN, SMALL_MAX + 1)]


def random_start(rng):
    return rng.choice(small_starts())


def moves(position):
    """The takes 1..limit, in increasing order (a range: lazy, and fast to test membership)."""
    return range(1, position[1] + 1)


def after(position, take):
    left = position[0] - take
    return (left, min(2 * take, left))


def over(position):
    return False if position[0] == 0 else None


def show(position):
    left, limit = position
    if left == 0:
        return "no marble left"
    return (f"marbles left: {left}\nmay take:     {'1' if limit == 1 else f'1..{limit}'}"
            + (" (all of them)" if limit == left else ""))


def _allowed(limit):
    return "1 marble" if limit == 1 else f"1..{limit} marbles"


def move_help(position):
    return f"take {_allowed(position[1])}: type how many"


def read_move(position, text):
    take, = games.typed_numbers(text, 1, "how many marbles to take")
    if not 1 <= take <= position[1]:
        raise ValueError(f"you may take {_allowed(position[1])} now, not {take}")
    return take


def move_text(position, take):
    return str(take)


def say_move(position, take):
    return f"take {take}"
