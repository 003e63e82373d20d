"""Closed form for BOJ 25179 in Python integers: the answer source of the large tests.

Whoever says N loses, so N - 1 numbers can be said safely; the first player loses exactly when
N - 1 is a multiple of M + 1 (README.md proves it; brute.py checks it on every N, M <= 100).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402


def answer(text):
    n, m = map(int, text.split()[:2])
    return "Can't win\n" if (n - 1) % (m + 1) == 0 else "Can win\n"


if __name__ == "__main__":
    testlib.answer_main(answer)
