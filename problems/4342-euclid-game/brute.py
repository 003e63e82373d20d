"""Exhaustive game-tree search for BOJ 4342 Euclid's Game: the trusted answers on small inputs.

The rules are game.py's: a position is a pair of positive integers, game.moves lists how many
times the smaller may be subtracted from the larger, game.after and game.over say where a move
leads and when the game has ended. mover_wins() tries every move, memoised over all positions
met so far; the order of the pair does not change the game, so the memo holds it sorted. It
knows nothing of the "larger >= 2 * smaller" shortcut the solution uses: it checks it.

    python3 judge/problem.py 4342 brute < input            the expected output
    python3 judge/problem.py 4342 brute table              the table of small cases of README.md
    python3 judge/problem.py 4342 brute play-out "25 7"    one game from 25 7, both players
                                                           perfect
"""
from lib import games, problems

from . import game

PROBLEM = problems.of(__name__)
FEASIBLE_MAX = 500  # at most 125,250 positions up to here: a few seconds at worst
DOMAIN_MAX = 300
DOMAIN = f"every a, b ≤ {DOMAIN_MAX:,}"  # domain(), in words
TABLE_MAX = 12

_memo = {}


def mover_wins(position):
    """True when the player to move at `position` (a pair, as game.py has it) wins."""
    with games.recursion_limit(4 * FEASIBLE_MAX + 100):
        return _mover_wins(position)


def _mover_wins(position):
    ended = game.over(position)
    if ended is not None:
        return ended
    key = (min(position), max(position))
    known = _memo.get(key)
    if known is None:
        known = any(not _mover_wins(game.after(key, move)) for move in game.moves(key))
        _memo[key] = known
    return known


def _games(text):
    numbers = [int(token) for token in text.split()]
    pairs = []
    for i in range(0, len(numbers) - 1, 2):
        a, b = numbers[i], numbers[i + 1]
        if a == 0 and b == 0:
            break
        pairs.append((a, b))
    return pairs


def answer(text):
    """The expected output for a valid input: one line per game, by the exhaustive search."""
    return "".join("A wins\n" if mover_wins((a, b)) else "B wins\n" for a, b in _games(text))


def feasible(text):
    """True when every number is at most FEASIBLE_MAX (the search then takes a few seconds)."""
    return all(int(token) <= FEASIBLE_MAX for token in text.split())


def domain():
    """One input holding every game a, b in 1..DOMAIN_MAX (90,000 games), then 0 0."""
    lines = [f"{a} {b}\n" for a in range(1, DOMAIN_MAX + 1) for b in range(1, DOMAIN_MAX + 1)]
    yield "".join(lines) + "0 0\n"


def table():
    """The table of small cases of README.md: the winner of every game a, b in 1..TABLE_MAX."""
    header = "| a \\ b | " + " | ".join(str(b) for b in range(1, TABLE_MAX + 1)) + " |\n"
    rule = "|---" * (TABLE_MAX + 1) + "|\n"
    rows = []
    for a in range(1, TABLE_MAX + 1):
        cells = ("A" if mover_wins((a, b)) else "B" for b in range(1, TABLE_MAX + 1))
        rows.append(f"| **{a}** | " + " | ".join(cells) + " |\n")
    return header + rule + "".join(rows)


def play_out(start):
    """One game from START (the input, \\n for a line break), both players perfect."""
    return games.play_out(PROBLEM, games.input_text(start))


COMMANDS = {"answer": answer, "table": table, "play-out": play_out}
DEFAULT_COMMAND = "answer"
