"""The rules of BOJ 25179 Baskin-Robbins N, written once: brute.py searches them, judge/play.py
plays them. The interface is the one every game.py has (see testdata/README.md).

A position is (count, N, M): the numbers 1..count have been said and a turn says the next 1..M
of them, never past N. Whoever says N loses, so (N, N, M) is the end, won by the player to move
then. show() gives the count; the write-up's invariant, the target counts, is
reference.invariant's. BOJ 20004 is this game with N = 31, and its game.py takes these rules
from here.
"""
from lib import games, inputs, problems

META = problems.of(__name__).meta
N_MIN = inputs.bounds(META, "N")[0]
M_MIN = inputs.bounds(META, "M")[0]
SMALL_N, SMALL_M = 40, 6  # small_starts(): N up to 40, M up to 6
PLAYERS = ("first player", "second player")


def start(text):
    n, m = inputs.scan_start(text, META, ["N", "M"])
    return (0, n, m)


def intro(position):
    _, n, m = position
    turn = "the next number" if m == 1 else f"the next 1..{m} numbers"
    return (f"{META['title']['en']} (BOJ {META['id']}) with N = {n}, M = {m}: counting "
            f"from 1, a turn says {turn}; whoever says {n} loses.")


def small_starts():
    return [f"{n} {m}\n" for n in range(N_MIN, SMALL_N + 1) for m in range(M_MIN, SMALL_M + 1)]


def random_start(rng):
    return rng.choice(small_starts())


def moves(position):
    """How many numbers to say: 1..M, or fewer when N comes sooner (a range)."""
    count, n, m = position
    return range(1, min(m, n - count) + 1)


def after(position, said):
    count, n, m = position
    return (count + said, n, m)


def over(position):
    return True if position[0] == position[1] else None


def show(position):
    count, n, _ = position
    if count == n:
        return f"count {n}: {n} is said, the game is over"
    said = {0: "nothing said yet", 1: "said 1"}.get(count, f"said 1..{count}")
    return f"count {count} ({said}; whoever says {n} loses)"


def _allowed(position):
    most = moves(position)[-1]
    return "1 number" if most == 1 else f"1..{most} numbers"


def move_help(position):
    return f"say {_allowed(position)}: type how many"


def read_move(position, text):
    said, = games.typed_numbers(text, 1, "how many numbers to say")
    if said not in moves(position):
        raise ValueError(f"a turn says {_allowed(position)} now, not {said}")
    return said


def move_text(position, said):
    return str(said)


def say_move(position, said):
    first = position[0] + 1
    if said <= 3:
        return "say " + ", ".join(str(x) for x in range(first, first + said))
    return f"say {first}..{first + said - 1}"
