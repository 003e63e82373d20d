"""The rules of BOJ 20004 Baskin-Robbins 31: those of BOJ 25179 with N = 31, taken from its
game.py so that they are written once. brute.py searches them, judge/play.py plays them; the
interface is the one every game.py has (see testdata/README.md).

A position is (count, 31, n): the numbers 1..count have been said, a turn says the next 1..n of
them, and whoever says 31 loses. The input A stands for the games n = 1..A; start() plays the
last of them, n = A (so the input n plays any other). show() draws the counts 0..31 with the
numbers said; the write-up's invariant, the target counts under them, is reference.invariant's.
"""
from lib import games, inputs, problems

META = problems.of(__name__).meta
A_MIN, A_MAX = inputs.bounds(META, "A")
LOSING_NUMBER = 31
PLAYERS = ("first player", "second player")
LABEL = 9  # show(): the width of the label before the counts
counting = problems.get(25179).script("game")  # the rules of BOJ 25179
moves, after, over = counting.moves, counting.after, counting.over
move_help, read_move, move_text, say_move = (counting.move_help, counting.read_move,
                                             counting.move_text, counting.say_move)


def start(text):
    n, = inputs.scan_start(text, META, ["A"])
    return (0, LOSING_NUMBER, n)


def intro(position):
    n = position[2]
    turn = "the next number" if n == 1 else f"the next 1..{n} numbers"
    return (f"{META['title']['en']} (BOJ {META['id']}), the game n = {n}: counting from "
            f"1, a turn says {turn}; whoever says {LOSING_NUMBER} loses. The input A = {n} "
            f"stands for the games n = 1..{n}: this is the last of them, and the input n plays "
            "any other.")


def small_starts():
    return [f"{a}\n" for a in range(A_MIN, A_MAX + 1)]


def random_start(rng):
    return rng.choice(small_starts())


def show(position):
    """Two lines: a scale of the counts 0..31, and under it an x for each number said."""
    count = position[0]
    return "\n".join([f"{'count':<{LABEL}}" + games.ruler(0, LOSING_NUMBER),
                      f"{'said':<{LABEL}} " + "x" * count + "." * (LOSING_NUMBER - count)])
