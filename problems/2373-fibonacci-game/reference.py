"""Closed form for BOJ 2373 Fibonacci Game in Python integers, for N beyond brute.py's reach.

N is a lost start exactly when N is a Fibonacci number (answer -1); otherwise the answer is the
smallest term of N's Zeckendorf representation. The Fibonacci numbers are generated exactly, so
the test needs no square root.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402


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


def smallest_winning_move(n):
    """The smallest winning first move from n marbles, or -1 when none wins; n = 0 and n = 1
    have no legal first move (it takes at least one marble and may not take all)."""
    if n < 2 or n in fibonacci_up_to(n):
        return -1
    return zeckendorf(n)[-1]


def answer(text):
    return f"{smallest_winning_move(int(text.split()[0]))}\n"


if __name__ == "__main__":
    testlib.answer_main(answer)
