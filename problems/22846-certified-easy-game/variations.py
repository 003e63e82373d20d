"""Four variations of BOJ 22846 with other move sets, each solved by exhaustive tables.

    python3 judge/problem.py 22846 variations VARIATION

    passing-k-wins   the moves of the game, but whoever makes the number exceed K wins
    proper-divisors  a move adds a divisor d < x of the number x shown; the monitor starts
                     at 2 (1 has no such divisor)
    one-or-double    a move adds 1 or x itself: x + 1 or 2x
    subtract         the monitor starts at N; a move subtracts a divisor d < x; the player
                     who cannot move (at 1) loses

For every K (or N) of a range, the table of that game is filled from its end, as brute.py
fills the game's own (a position is won iff some move reaches a position lost for the player
to move there); the divisors are game.divisors. Prints who wins where, and sets the rules of
the write-up's answers against the tables. Exit status 1 if a rule fails.
"""
import textwrap

from . import game

ADD_MAX_K = 500         # passing K wins, proper divisors: every K up to here
DOUBLE_MAX_K = 1000     # 1 or double: every K up to here
SUBTRACT_MAX_N = 10000  # subtract: every N up to here
WIDTH = 80              # the printed lists wrap here


def first_player_wins(k, start, steps, passing_wins=False):
    """Whether the first player wins the adding game with limit k from `start`: steps(x) lists
    what may be added to x; a move past k wins if `passing_wins`, else it loses."""
    mover_wins = [False] * (k + 1)
    for x in range(k, start - 1, -1):
        mover_wins[x] = any(passing_wins if x + d > k else not mover_wins[x + d]
                            for d in steps(x))
    return mover_wins[start]


def proper_divisors(x):
    return game.divisors(x)[:-1]


def one_or_double(x):
    return (1, x)


def subtract_table(n_max):
    """mover_wins[n] for 1 <= n <= n_max in the subtracting game (index 0 unused)."""
    mover_wins = [False] * (n_max + 1)
    for n in range(2, n_max + 1):
        mover_wins[n] = any(not mover_wins[n - d] for d in proper_divisors(n))
    return mover_wins


def listed(values):
    return ", ".join(map(str, values)) if values else "none"


def wrapped(text):
    return textwrap.wrap(text, WIDTH, initial_indent="  ", subsequent_indent="    ")


def _text(lines):
    return "\n".join(lines) + "\n"


def only_odd_places(k):
    """True when every binary digit 1 of k > 0 is at an odd place (the units are place 0)."""
    return k > 0 and k & int("01" * ((k.bit_length() + 1) // 2), 2) == 0


def passing_k_wins():
    """The moves of the game, but whoever makes the number exceed K wins."""
    kali = [k for k in range(1, ADD_MAX_K + 1)
            if first_player_wins(k, 1, game.divisors, passing_wins=True)]
    lines = ["passing K wins: whoever makes the number exceed K wins"]
    lines += wrapped(f"K = 1..{ADD_MAX_K}: Kali wins at K = {listed(kali)}; Ringo at the "
                     f"other {ADD_MAX_K - len(kali)}")
    return _text(lines), True


def proper_divisors_only():
    """A move adds a divisor d < x of the number x shown, from 2."""
    ringo = [k for k in range(2, ADD_MAX_K + 1)
             if not first_player_wins(k, 2, proper_divisors)]
    lines = ["proper divisors: a move adds a divisor d < x; the monitor starts at 2"]
    lines += wrapped(f"K = 2..{ADD_MAX_K}: Ringo wins at K = {listed(ringo)}; Kali at the "
                     f"other {ADD_MAX_K - 1 - len(ringo)}")
    return _text(lines), True


def adding_one_or_doubling():
    """A move adds 1 or x itself: x + 1 or 2x."""
    kali = [k for k in range(1, DOUBLE_MAX_K + 1) if first_player_wins(k, 1, one_or_double)]
    agree = sum((k in kali) == only_odd_places(k) for k in range(1, DOUBLE_MAX_K + 1))
    even = range(4, DOUBLE_MAX_K + 1, 2)
    even_agree = sum((k in kali) == (k // 4 in kali) for k in even)
    odd = range(5, DOUBLE_MAX_K + 1, 2)
    odd_won = [k for k in odd if k in kali]
    quarter_won = [k for k in odd if k // 4 in kali]
    lines = ["1 or double: a move adds 1 or x itself"]
    lines += wrapped(f"K = 1..{DOUBLE_MAX_K}: Kali wins at {len(kali)} K: {listed(kali)}")
    lines += wrapped("rule: Kali wins iff every binary digit 1 of K is at an odd place "
                     f"(the units are place 0): {agree} of {DOUBLE_MAX_K} K agree")
    lines += wrapped(f"even K = 4..{even[-1]}: Kali wins K iff she wins floor(K/4) for "
                     f"{even_agree} of {len(even)}")
    lines += wrapped(f"odd K = 5..{odd[-1]}: Kali wins {len(odd_won)} of {len(odd)}, though "
                     f"she wins floor(K/4) for {len(quarter_won)}: "
                     f"{listed(quarter_won[:6])}, ...")
    holds = agree == DOUBLE_MAX_K and even_agree == len(even) and not odd_won
    return _text(lines), holds


def subtracting():
    """From N, a move subtracts a divisor d < x; who cannot move (at 1) loses."""
    mover_wins = subtract_table(SUBTRACT_MAX_N)
    winning = [n for n in range(1, SUBTRACT_MAX_N + 1) if mover_wins[n]]
    agree = sum(mover_wins[n] == (n % 2 == 0) for n in range(1, SUBTRACT_MAX_N + 1))
    lines = ["subtract: from N, a move subtracts a divisor d < x; who cannot move loses"]
    lines += wrapped(f"N = 1..{SUBTRACT_MAX_N}: the first player wins at {len(winning)} N: "
                     f"{listed(winning[:8])}, ...")
    lines += wrapped(f"rule: the first player wins iff N is even: {agree} of "
                     f"{SUBTRACT_MAX_N} N agree")
    return _text(lines), agree == SUBTRACT_MAX_N


COMMANDS = {"passing-k-wins": passing_k_wins, "proper-divisors": proper_divisors_only,
            "one-or-double": adding_one_or_doubling, "subtract": subtracting}
