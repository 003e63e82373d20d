"""Closed form for BOJ 4342 Euclid's Game, in Python integers: the answers on large inputs.

Write the larger / smaller of a game as its continued fraction [q1; q2, ..., qn] (the
quotients of Euclid's algorithm). The player facing quotient qi has a choice exactly when
qi >= 2, or when i = n (the last quotient: the smaller divides the larger), and then wins.
Before that every quotient is 1 and every move is forced, so the game is decided by the first
index i with qi >= 2 or i = n: player A moves at odd i, player B at even i. winning_move() and
why() say the same of any position (a, b) for judge/play.py: the player to move is A there;
invariant() draws the quotients, and resisting_move() is the only move of a lost position.

    python3 judge/problem.py 4342 reference < input      the expected output
"""
from lib import games


def first_player_wins(a, b):
    """True when player A, who moves first from {a, b} (a, b >= 0), wins; a game holding a 0
    is over before A moves (the move that made the 0 won), so A has lost it."""
    numerator, denominator = max(a, b), min(a, b)
    if denominator == 0:
        return False
    index = 1  # of the quotient q_index = numerator // denominator
    while True:
        quotient, remainder = divmod(numerator, denominator)
        if quotient >= 2 or remainder == 0:
            return index % 2 == 1
        numerator, denominator = denominator, remainder
        index += 1


def quotients(numerator, denominator):
    """The continued fraction [q1; q2, ..., qn] of numerator / denominator (both >= 1)."""
    found = []
    while denominator:
        quotient, remainder = divmod(numerator, denominator)
        found.append(quotient)
        numerator, denominator = denominator, remainder
    return found


def winning_move(position):
    """How many times to subtract the smaller to win from (a, b); None when that loses."""
    if not first_player_wins(*position):
        return None
    smaller, larger = min(position), max(position)
    times, remainder = divmod(larger, smaller)
    if remainder == 0 or times == 1:
        return times  # make 0, or the forced move, to a position lost for the opponent
    # Of (remainder, smaller) and (remainder + smaller, smaller), whose only move leads to the
    # first, one is lost for the opponent.
    return times if not first_player_wins(remainder, smaller) else times - 1


def invariant(position):
    """larger/smaller = [q1; q2, ..., qn], the write-up's invariant ("" once a number is 0)."""
    smaller, larger = min(position), max(position)
    if smaller == 0:
        return ""
    first, *rest = quotients(larger, smaller)
    fraction = f"[{first}; {', '.join(map(str, rest))}]" if rest else f"[{first}]"
    return games.wrapped(f"{larger}/{smaller} = {fraction}", indent=" " * 4)


def resisting_move(position):
    """From a lost position, the move that makes the game last longest: its only move. A
    lost position has a < b < 2a (a = b and b >= 2a are won), so it subtracts the smaller
    once."""
    assert not first_player_wins(*position), f"{position} is won"
    return 1


def why(position):
    smaller, larger = min(position), max(position)
    found = quotients(larger, smaller)
    fraction = f"{larger}/{smaller} = [{found[0]}; {', '.join(map(str, found[1:]))}]"
    if len(found) == 1:
        times = "once" if found[0] == 1 else f"{found[0]} times"
        return f"{smaller} divides {larger}: subtracting it {times} leaves 0 and wins"
    index = next(i for i, q in enumerate(found, 1) if q >= 2 or i == len(found))
    rest = larger % smaller
    if index == 1:
        return (f"{fraction} starts with {found[0]} >= 2: of the moves to {rest} {smaller} "
                f"and to {rest + smaller} {smaller} (whose only move is to {rest} {smaller}), "
                "one wins")
    forced = "1 forced move gives" if index == 2 else f"{index - 1} forced moves give"
    who = "the player to move" if index % 2 == 1 else "the opponent"
    return (f"{fraction}: the quotients before {found[index - 1]} are 1, so {forced} the "
            f"choice to {who}, who wins")


def answer(text):
    """The expected output for a valid input: one line per game."""
    numbers = iter(int(token) for token in text.split())
    lines = []
    for a, b in zip(numbers, numbers):
        if a == 0 and b == 0:
            break
        lines.append("A wins\n" if first_player_wins(a, b) else "B wins\n")
    return "".join(lines)


COMMANDS = {"answer": answer}
DEFAULT_COMMAND = "answer"
