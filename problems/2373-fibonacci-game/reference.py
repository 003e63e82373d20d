"""Closed form for BOJ 2373 Fibonacci Game in Python integers, for N beyond brute.py's reach.

N is a lost start exactly when N is a Fibonacci number (answer -1); otherwise the answer is the
smallest term of N's Zeckendorf representation. The Fibonacci numbers are generated exactly, so
the test needs no square root. More generally (the write-up's theorem) the player to move with
`left` marbles who may take up to `limit` wins exactly when limit >= the smallest term of left:
winning_move() and why() tell judge/play.py so, for positions (left, limit) as game.py has them,
and invariant() draws the Zeckendorf form play.py shows. resisting_move() is the move play.py
holds out with from a lost position when the position is too large for its search: take 1.

    python3 judge/problem.py 2373 reference < input      the expected output
"""
from lib import games


def fibonacci_up_to(n):
    """The Fibonacci numbers 1, 2, 3, 5, 8, ... that are <= n, in increasing order."""
    numbers = [1, 2]
    while numbers[-1] + numbers[-2] <= n:
        numbers.append(numbers[-1] + numbers[-2])
    return [f for f in numbers if f <= n]


def zeckendorf(n):
    """The terms of n's Zeckendorf representation, largest first (greedy)."""
    terms = []
    for f in reversed(fibonacci_up_to(n)):
        if f <= n:
            terms.append(f)
            n -= f
    return terms


def winning_move(position):
    """The take that wins from (left, limit), the smallest term of left; None if it is over
    limit (then every take loses)."""
    left, limit = position
    take = zeckendorf(left)[-1]
    return take if take <= limit else None


def invariant(position):
    """The Zeckendorf form of the marbles left, the write-up's invariant ("" at the end)."""
    left = position[0]
    if left == 0:
        return ""
    terms = zeckendorf(left)
    form = " = " + " + ".join(map(str, terms)) if len(terms) > 1 else ", a Fibonacci number"
    return games.wrapped(f"Zeckendorf:   {left}{form}", indent=" " * 14)


def resisting_move(position):
    """From a lost position (left, limit), the move that makes the game last longest against
    perfect play, ties going to the one leaving the fewest winning moves, then the smallest:
    take 1. That is a rule found by the exhaustive search (games.LongestGame), not proved:
    judge/tests/test_play.py holds it to the search on every lost position reached from the
    starts N <= 80 of game.small_starts()."""
    return 1


def why(position):
    left, limit = position
    terms = zeckendorf(left)
    take = terms[-1]
    form = f"{left} = {' + '.join(map(str, terms))}"
    if take > limit:
        smallest = (f"{left} is a Fibonacci number, its own smallest Zeckendorf term" if
                    take == left else f"the smallest Zeckendorf term of {form} is {take}")
        return (f"{smallest}, more than the {limit} allowed: every take t leaves a pile whose "
                "smallest term is at most 2t")
    if take == left:
        return f"{left} is a Fibonacci number and all of it may be taken: take it all"
    rest = terms[:-1]
    return (f"{form}: taking its smallest term {take} leaves {' + '.join(map(str, rest))}, "
            f"whose smallest term {rest[-1]} is more than 2 x {take}, out of reach")


def answer(text):
    """The expected output, by the closed form."""
    n = int(text.split()[0])
    # 0 or 1 marble: no legal first move (it takes at least one marble and may not take all)
    take = winning_move((n, n - 1)) if n >= 2 else None
    return f"{-1 if take is None else take}\n"


COMMANDS = {"answer": answer}
DEFAULT_COMMAND = "answer"
