"""The rules of BOJ 20004 Baskin-Robbins 31: those of BOJ 25179 with N = 31, taken from its
game.py so that they are written once. brute.py searches them, judge/play.py plays them; the
interface is the one every game.py has (see judge/testlib.py).

A position is (count, 31, n): the numbers 1..count have been said, a turn says the next 1..n of
them, and whoever says 31 loses. The input A stands for the games n = 1..A; start() plays the
last of them, n = A (so the input n plays any other). show() draws the number line 1..31 with
the target counts, the write-up's invariant: the counts where the player to move loses, by
reference.py.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

PROBLEM = testlib.load_problem(__file__)
A_MIN, A_MAX = testlib.bounds(PROBLEM, "A")
LOSING_NUMBER = 31
PLAYERS = ("first player", "second player")
reference = testlib.sibling(__file__, "reference")
counting = testlib.problem_module(Path(__file__).resolve().parents[1] / "25179-baskin-robbins-n",
                                  "game")
moves, after, over = counting.moves, counting.after, counting.over
move_help, read_move, move_text, say_move = (counting.move_help, counting.read_move,
                                             counting.move_text, counting.say_move)


def start(text):
    n, = testlib.scan_start(text, PROBLEM, ["A"])
    return (0, LOSING_NUMBER, n)


def intro(position):
    n = position[2]
    return (f"{PROBLEM['title']['en']} (BOJ {PROBLEM['id']}), the game n = {n}: counting from "
            f"1, a turn says the next 1..{n}\nnumbers; whoever says {LOSING_NUMBER} loses. The "
            f"input A = {n} stands for the games n = 1..{n}:\nthis is the last of them, and the "
            "input n plays any other.")


def random_start(rng):
    return f"{rng.randint(A_MIN, A_MAX)}\n"


def show(position):
    count, _, n = position
    targets = [c for c in range(LOSING_NUMBER)
               if reference.winning_move((c,) + position[1:]) is None]
    numbers = range(1, LOSING_NUMBER + 1)
    return "\n".join(row.rstrip() for row in [
        "".join(f"{x:3}" for x in numbers),
        "".join("  x" if x <= count else "   " for x in numbers),
        "".join("  T" if x in targets else "   " for x in numbers),
        f"x: said (count {count}); T: the targets, the counts 30 - {n + 1}j"
        + (" (0 is one too)" if 0 in targets else ""),
    ])
