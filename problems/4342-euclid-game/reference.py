"""Closed form for BOJ 4342 Euclid's Game, in Python integers: the answers on large inputs.

Write the larger / smaller of a game as its continued fraction [q1; q2, ..., qn] (the
quotients of Euclid's algorithm). The player facing quotient qi has a choice exactly when
qi >= 2, or when i = n (the last quotient: the smaller divides the larger), and then wins.
Before that every quotient is 1 and every move is forced, so the game is decided by the first
index i with qi >= 2 or i = n: player A moves at odd i, player B at even i.

    python3 reference.py < input      the expected output
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402


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


def answer(text):
    """The expected output for a valid input: one line per game."""
    numbers = iter(int(token) for token in text.split())
    lines = []
    for a, b in zip(numbers, numbers):
        if a == 0 and b == 0:
            break
        lines.append("A wins\n" if first_player_wins(a, b) else "B wins\n")
    return "".join(lines)


if __name__ == "__main__":
    testlib.answer_main(answer)
