"""Exhaustive search of BOJ 22846 Certified Easy Game (인증된 쉬운 게임).

The rules are game.py's: a position is (x, K), the number x on the monitor; game.moves adds a
divisor d of x (listed plainly, by marking every multiple of every d), game.after gives x + d,
and game.over says that whoever passes K has lost. Every move raises x, so the game ends and
each position is either won or lost for the player to move. The memo `mover_wins[x]` is
filled from x = K down to 1, so the positions a move leads to are known when they are needed;
no pattern of the answers is used.

    python3 judge/problem.py 22846 brute < input        the answer to one input
    python3 judge/problem.py 22846 brute table          the table of small cases in README.md
    python3 judge/problem.py 22846 brute kali-wins      every K up to 2000 that Kali wins
    python3 judge/problem.py 22846 brute play-out 6     one game with K = 6, both players
                                                        perfect
"""
from lib import games, problems

from . import game

PROBLEM = problems.of(__name__)
DOMAIN_MAX_K = 2000
DOMAIN = f"every K ≤ {DOMAIN_MAX_K:,}"  # domain(), in words
TABLE_MAX_K = 12

_answers = {}  # K -> "Kali" or "Ringo"
_last_table = {}  # K -> mover_wins_table(K), for the last K asked


def mover_wins_table(k):
    """Return the list whose entry x (1 <= x <= max(k, 1)) tells whether the player to move at x
    wins. The entry of an x above k (the start, 1, when k = 0) stays False: every move from
    there passes k, a loss."""
    if k not in _last_table:
        after, over = game.after, game.over
        mover_wins = [False] * (max(k, 1) + 1)
        for x in range(k, 0, -1):
            here = (x, k)
            for d in game.moves(here):
                # A winning move leads to a position where the opponent, now to move, loses.
                reached = after(here, d)
                ended = over(reached)
                if not (mover_wins[reached[0]] if ended is None else ended):
                    mover_wins[x] = True
                    break
        _last_table.clear()
        _last_table[k] = mover_wins
    return _last_table[k]


def mover_wins(position):
    """True when the player to move at `position` (x, K) wins."""
    ended = game.over(position)
    return mover_wins_table(position[1])[position[0]] if ended is None else ended


def winner(k):
    """Return "Kali" if the first player wins the game with limit k, else "Ringo"."""
    if k not in _answers:
        _answers[k] = "Kali" if mover_wins_table(k)[1] else "Ringo"
    return _answers[k]


def parse(text):
    return int(text.split()[0])


def answer(text):
    """The answer to the input, by the exhaustive search."""
    return winner(parse(text)) + "\n"


def feasible(text):
    # K <= 100,000: one table and the divisor lists up to K take about a second of CPython.
    return True


def domain():
    for k in range(1, DOMAIN_MAX_K + 1):
        yield f"{k}\n"


def table():
    """The table of small cases of README.md."""
    lines = [
        "| K | winner | positions x <= K where the player to move loses |",
        "|---:|:---|:---|",
    ]
    for k in range(1, TABLE_MAX_K + 1):
        mover_wins = mover_wins_table(k)
        losing = ", ".join(str(x) for x in range(1, k + 1) if not mover_wins[x])
        lines.append(f"| {k} | {winner(k)} | {losing} |")
    return "\n".join(lines) + "\n"


def kali_wins():
    """The line of every K in 1..DOMAIN_MAX_K that Kali wins."""
    kali = ", ".join(str(k) for k in range(1, DOMAIN_MAX_K + 1) if winner(k) == "Kali")
    return f"Every K in 1..{DOMAIN_MAX_K} that Kali wins: {kali}.\n"


def play_out(start):
    """One game from START (the input, \\n for a line break), both players perfect."""
    return games.play_out(PROBLEM, games.input_text(start))


COMMANDS = {"answer": answer, "table": table, "kali-wins": kali_wins, "play-out": play_out}
DEFAULT_COMMAND = "answer"
