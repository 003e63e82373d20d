"""The answers to the exercises of the write-up, each computed by an exhaustive search.

    python3 judge/problem.py 4342 variations COMMAND, COMMAND one of
    fractions   games given by their quotients [q1; q2, ..., qn]: the winner by the search
                and by the first quotient >= 2
    wythoff     Wythoff's game: its lost positions x <= y <= WYTHOFF_MAX, against
                (floor(j phi), floor(j phi) + j)
    misere      Euclid's Game where making a 0 loses: the games a, b <= MISERE_MAX whose
                winner differs from the original's
    density     the share of games a, b <= n lost for the player to move

brute.mover_wins is the search of the original game (game.py's rules); Wythoff's game and the
misere game are searched here, from their own rules.
"""
import math
from fractions import Fraction

from lib import games

from . import brute, game, reference

FRACTIONS = ([1, 1, 1, 3], [1, 1, 2], [2, 1, 1, 2], [1, 1, 1, 1, 1, 1, 1, 2], [3, 7, 15, 1, 292],
             [1, 2, 1, 1, 1, 1, 2])
WYTHOFF_MAX = 200
WYTHOFF_SHOWN = 8  # lost positions listed one by one
MISERE_MAX = 200
DENSITY_SIZES = (50, 100, 200, 300)
PLAYERS = game.PLAYERS


def from_quotients(found):
    """(numerator, denominator) of the continued fraction [q1; q2, ..., qn], in lowest terms."""
    value = Fraction(found[-1])
    for quotient in reversed(found[:-1]):
        value = quotient + 1 / value
    return value.numerator, value.denominator


def by_rule(found):
    """The winner the quotients give: the player at the first index i with qi >= 2, or i = n
    (A at odd i), and that index."""
    index = next(i for i, q in enumerate(found, 1) if q >= 2 or i == len(found))
    return PLAYERS[(index - 1) % 2], index


def fractions():
    """Games given by their quotients: the winner by the search and by the rule."""
    lines = [f"{'quotients':<25}{'game':<14}search  rule: the first qi >= 2, or qn"]
    for found in FRACTIONS:
        numerator, denominator = from_quotients(found)
        found = reference.quotients(numerator, denominator)  # as the game's own Euclid steps
        winner, index = by_rule(found)
        searched = PLAYERS[0] if brute.mover_wins((numerator, denominator)) else PLAYERS[1]
        shown = f"[{found[0]}; {', '.join(map(str, found[1:]))}]"
        lines.append(f"{shown:<25}{f'{numerator} {denominator}':<14}{searched:<8}"
                     f"{winner} (q{index} = {found[index - 1]})")
    return "\n".join(lines) + "\n"


def wythoff_lost(n_max):
    """The lost positions (x, y), x <= y <= n_max, of Wythoff's game: a move takes any number
    of counters from one pile, or the same number from both; whoever takes the last wins.

    Positions are decided in increasing order of x, then y. A position is lost when no move
    reaches a lost one; its moves reach exactly the earlier positions of its row x, of its
    column y and of its diagonal y - x, so a flag per row, column and diagonal ("holds a lost
    position already") decides it."""
    row, column, diagonal = ([False] * (2 * n_max + 1) for _ in range(3))
    lost = []
    for x in range(n_max + 1):
        for y in range(n_max + 1):
            if not (row[x] or column[y] or diagonal[y - x + n_max]):
                row[x] = column[y] = diagonal[y - x + n_max] = True
                if x <= y:
                    lost.append((x, y))
    return lost


def lower_wythoff(j):
    """floor(j phi), exactly: j phi = (j + sqrt(5 j^2)) / 2 and sqrt(5 j^2) is irrational."""
    return (j + math.isqrt(5 * j * j)) // 2


def wythoff():
    """Wythoff's game: its lost positions against (floor(j phi), floor(j phi) + j)."""
    lost = wythoff_lost(WYTHOFF_MAX)
    formula = [(lower_wythoff(j), lower_wythoff(j) + j) for j in range(len(lost))]
    last_x, last_y = lost[-1]
    lines = [f"Wythoff's game, lost positions x <= y <= {WYTHOFF_MAX} (exhaustive search): "
             f"{len(lost)}",
             "  " + " ".join(f"({x}, {y})" for x, y in lost[:WYTHOFF_SHOWN]) + " ...",
             f"  the last: ({last_x}, {last_y}), y / x = {last_y / last_x:.6f}; "
             f"phi = {(1 + math.sqrt(5)) / 2:.6f}",
             "  (floor(j phi), floor(j phi) + j) for j = 0.."
             f"{len(lost) - 1}: {'the same' if formula == lost else formula}"]
    return "\n".join(lines) + "\n"


def misere_mover_wins(position, memo):
    """Whether the player to move wins Euclid's Game when the move that makes a 0 loses."""
    ended = game.over(position)
    if ended is not None:
        return not ended  # the opponent made the 0: the player to move has won
    key = (min(position), max(position))
    if key not in memo:
        memo[key] = any(not misere_mover_wins(game.after(key, move), memo)
                        for move in game.moves(key))
    return memo[key]


def misere():
    """Euclid's Game where making a 0 loses: the games whose winner differs."""
    memo = {}
    with games.recursion_limit(4 * MISERE_MAX + 100):
        differ = [(a, b) for a in range(1, MISERE_MAX + 1) for b in range(1, MISERE_MAX + 1)
                  if misere_mover_wins((a, b), memo) != brute.mover_wins((a, b))]
    equal = all(a == b for a, b in differ)
    return (f"misere (making a 0 loses), games a, b = 1..{MISERE_MAX}:\n"
            f"the winner differs from the original game's in {len(differ)} games, "
            + ("all of them with a = b" if equal else f"for example {differ[:5]}") + "\n")


def density():
    """The share of games a, b <= n lost for the player to move, for a few n."""
    lines = ["games a, b = 1..n lost for the player to move (B wins), by the search:"]
    for n in DENSITY_SIZES:
        lost = sum(not brute.mover_wins((a, b)) for a in range(1, n + 1)
                   for b in range(1, n + 1))
        lines.append(f"  n = {n:3}: {lost:5} of {n * n:5} = {lost / (n * n):.4f}")
    lines.append(f"  1 / phi^2 = 2 - phi = {2 - (1 + math.sqrt(5)) / 2:.4f}")
    return "\n".join(lines) + "\n"


COMMANDS = {"fractions": fractions, "wythoff": wythoff, "misere": misere, "density": density}
