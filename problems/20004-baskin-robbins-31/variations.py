"""Variations of BOJ 20004 Baskin-Robbins 31, each solved by exhaustive search: the answers to
the exercises of README.md ("Variations and exercises"). The search is BOJ 25179's
variations.lost_starts, the counting game with any losing number and any set of moves, run here
with the number 31; no formula is used.

Each command prints the counts 0..30 of the games n up to 10 as `brute lines` does (L where
the player to move loses), then every n up to 31 for which the second player wins; n starts at
1, or at 2 where a turn says at least 2 numbers.

    python3 judge/problem.py 20004 variations saying-31-wins   turns of 1..n numbers, whoever
                                                               says 31 wins
    python3 judge/problem.py 20004 variations at-least-2       turns of 2..n numbers, whoever
                                                               says 31 loses
    python3 judge/problem.py 20004 variations one-or-n         turns of 1 or n numbers,
                                                               whoever says 31 loses
"""
from lib import games, problems

LAST = 31  # the number that ends the game
LINES_N = 10  # the games n = 1..LINES_N drawn as lines
WIDTH = 80  # of every line printed
counting = problems.get(25179).script("variations")  # the search of BOJ 25179's variations

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

    lost_in = {n: lost_counts(n) for n in range(first_n, LAST + 1)}
    rows = [f"{rules}:", "L where the player to move loses",
            "count   " + games.ruler(0, LAST - 1)]
    for n in range(first_n, LINES_N + 1):
        rows.append(f"n = {n:<3} " + "".join("L" if lost else "." for lost in lost_in[n]))
    second = [str(n) for n, lost in lost_in.items() if lost[0]]
    rows.append(games.wrapped(f"the second player wins for n = {', '.join(second) or 'none'}",
                                width=WIDTH, indent="  "))
    return "\n".join(rows) + "\n"


def saying_31_wins():
    """Turns of 1..n numbers, whoever says 31 wins."""
    return report(*VARIATIONS["saying-31-wins"])


def at_least_2():
    """Turns of 2..n numbers, whoever says 31 loses."""
    return report(*VARIATIONS["at-least-2"])


def one_or_n():
    """Turns of 1 or n numbers, whoever says 31 loses."""
    return report(*VARIATIONS["one-or-n"])


COMMANDS = {"saying-31-wins": saying_31_wins, "at-least-2": at_least_2, "one-or-n": one_or_n}
