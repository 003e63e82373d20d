"""The rules of BOJ 4342 Euclid's Game, written once: brute.py searches them, judge/play.py
plays them. The interface is the one every game.py has (see judge/testlib.py).

A position is the pair (a, b) in the order it is shown. A move subtracts k times the smaller
number from the larger, for 1 <= k <= larger // smaller (when the two are equal, from the first);
the move that makes a number 0 wins, so a pair holding 0 is the end, lost for the player to
move. show() draws the quotients of the continued fraction of larger / smaller, the write-up's
invariant (computed by reference.py).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

PROBLEM = testlib.load_problem(__file__)
A_MIN = testlib.bounds(PROBLEM, "a")[0]
B_MIN = testlib.bounds(PROBLEM, "b")[0]
RANDOM_MAX = 60  # random_start(): numbers up to here
PLAYERS = ("A", "B")
reference = testlib.sibling(__file__, "reference")


def start(text):
    """The first game of the input (one line `a b`; `0 0` ends the input)."""
    if testlib.scan_ints(text)[:2] == [0, 0]:
        raise ValueError("the input ends (0 0) before its first game")
    return tuple(testlib.scan_start(text, PROBLEM, ["a", "b"]))


def intro(position):
    a, b = position
    return (f"{PROBLEM['title']['en']} (BOJ {PROBLEM['id']}) from {a} {b}: a move subtracts "
            "a positive multiple of the smaller\nnumber from the larger, leaving it "
            "non-negative; whoever makes a number 0 wins.")


def random_start(rng):
    return f"{rng.randint(A_MIN, RANDOM_MAX)} {rng.randint(B_MIN, RANDOM_MAX)}\n"


def _sorted(position):
    """(smaller, larger) of a position not over."""
    return min(position), max(position)


def moves(position):
    """How many times to subtract the smaller: 1..larger // smaller (a range); none at the end."""
    if over(position) is not None:
        return range(0)
    smaller, larger = _sorted(position)
    return range(1, larger // smaller + 1)


def after(position, times):
    a, b = position
    if a >= b:
        return (a - times * b, b)
    return (a, b - times * a)


def over(position):
    return False if 0 in position else None


def show(position):
    a, b = position
    if over(position) is not None:
        return f"{a} {b}"
    smaller, larger = _sorted(position)
    first, *rest = reference.quotients(larger, smaller)
    fraction = f"[{first}; {', '.join(map(str, rest))}]" if rest else f"[{first}]"
    return f"{a} {b}    {larger}/{smaller} = {fraction}"


def move_help(position):
    smaller, larger = _sorted(position)
    most = larger // smaller
    if most == 1:
        return f"subtract {smaller} from {larger} once: type 1"
    return f"subtract {smaller} from {larger} 1..{most} times: type how many"


def read_move(position, text):
    times, = testlib.typed_numbers(text, 1, "1")
    smaller, larger = _sorted(position)
    most = larger // smaller
    if not 1 <= times <= most:
        allowed = "only once" if most == 1 else f"1..{most} times"
        raise ValueError(f"{smaller} can be subtracted from {larger} {allowed}, not {times}")
    return times


def move_text(position, times):
    return str(times)


def say_move(position, times):
    smaller, larger = _sorted(position)
    return f"subtract {times} x {smaller} from {larger}"
