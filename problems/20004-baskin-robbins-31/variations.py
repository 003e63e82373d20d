"""Variations of BOJ 20004 Baskin-Robbins 31, each solved by exhaustive search: the answers to
the exercises of README.md ("Variations and exercises"). The search is BOJ 25179's
variations.lost_starts, the counting game with any losing number and any set of moves, run here
with the number 31; no formula is used.

Each command prints the counts 0..30 of the games n up to 10 as brute.py --lines does (L where
the player to move loses), then every n up to 31 for which the second player wins; n starts at
1, or at 2 where a turn says at least 2 numbers.

    python3 variations.py saying-31-wins   turns of 1..n numbers, whoever says 31 wins
    python3 variations.py at-least-2       turns of 2..n numbers, whoever says 31 loses
    python3 variations.py one-or-n         turns of 1 or n numbers, whoever says 31 loses
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

LAST = 31  # the number that ends the game
LINES_N = 10  # the games n = 1..LINES_N drawn as lines
WIDTH = 80  # of every line printed
counting = testlib.problem_module(Path(__file__).resolve().parents[1] / "25179-baskin-robbins-n",
                                  "variations")

# command -> (its rules in words, the smallest n, the moves of the game n, whether saying 31
# loses)
VARIATIONS = {
    "saying-31-wins": ("turns say 1..n numbers, whoever says 31 wins", 1,
                       lambda n: range(1, n + 1), False),
    "at-least-2": ("turns say 2..n numbers, whoever says 31 loses", 2,
                   lambda n: range(2, n + 1), True),
    "one-or-n": ("turns say 1 or n numbers, whoever says 31 loses", 1,
                 lambda n: sorted({1, n}), True),
}


def report(rules, first_n, moves_of, saying_last_loses):
    """The text of one command: the lines of the games n = first_n..10, then the n from first_n
    to 31 for which the second player wins."""
    def lost_counts(n):
        """[lost at count 0, ..., lost at count 30] in the game n, for the player to move."""
        lost = counting.lost_starts(LAST, moves_of(n), saying_last_loses)
        return [lost[LAST - count] for count in range(LAST)]

    games = {n: lost_counts(n) for n in range(first_n, LAST + 1)}
    rows = [f"{rules}:", "L where the player to move loses",
            "count   " + testlib.ruler(0, LAST - 1)]
    for n in range(first_n, LINES_N + 1):
        rows.append(f"n = {n:<3} " + "".join("L" if lost else "." for lost in games[n]))
    second = [str(n) for n, lost in games.items() if lost[0]]
    rows.append(testlib.wrapped(f"the second player wins for n = {', '.join(second) or 'none'}",
                                width=WIDTH, indent="  "))
    return "\n".join(rows) + "\n"


def main(args):
    """`variations.py COMMAND`: print what COMMAND computes; usage and exit 2 otherwise."""
    if len(args) != 1 or args[0] not in VARIATIONS:
        print(f"usage: variations.py {' | '.join(VARIATIONS)}", file=sys.stderr)
        return 2
    sys.stdout.write(report(*VARIATIONS[args[0]]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
