"""Validator for BOJ 4342 Euclid's Game inputs.

Lines "a b" with both numbers in problem.json's range of a and b, at least games.min and at
most games.max of them, then the line "0 0", then nothing. Every line ends with a newline.

    python3 validate.py [FILE]     silent and exit 0 when valid; else "FILE:line N: why"

canonical() says how solution.c reads any input instead: games of two numbers up to 2^64 - 1.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402

PROBLEM = testlib.load_problem(__file__)


def validate(text, boj=False):
    """Raise testlib.InputError (naming the line) unless `text` is a valid input; with `boj`,
    within BOJ's own limits (testlib.bounds(..., boj=True): the statement bounds a and b but no
    count of games, so the count is held to what BOJ's data is known to hold, boj_data_max,
    and more games raise an OutsideRange that says so) rather than the supported range."""
    a_min, a_max = testlib.bounds(PROBLEM, "a", boj)
    b_min, b_max = testlib.bounds(PROBLEM, "b", boj)
    games_min, games_max = testlib.bounds(PROBLEM, "games", boj)
    reader = testlib.StrictReader(text)
    games = 0
    while True:
        a, b = reader.ints(2)
        if a == 0 and b == 0:
            break
        reader.check(a, a_min, a_max, "a")
        reader.check(b, b_min, b_max, "b")
        games += 1
    reader.check(games, games_min, games_max, "games",
                 boj and testlib.bound_from_evidence(PROBLEM, "games"))
    reader.end()


def _strict(games):
    return "".join(f"{a} {b}\n" for a, b in games) + "0 0\n"


def canonical(text):
    """`text` as solution.c reads it, in the strict format: games of two numbers up to 2^64 - 1
    each (a game holding a 0 is over, lost by A) until 0 0 or the end of the input, whatever
    follows 0 0 unread. testlib.NoAnswer, with the games before it answered, at a game that is
    not two such numbers."""
    reader, games = testlib.LenientReader(text), []
    while True:
        try:
            a = reader.number(f"a of game {len(games) + 1}", needed=False)
            if a is None:
                return _strict(games)
            b = reader.number(f"b of game {len(games) + 1}")
        except testlib.NoAnswer as refusal:
            raise testlib.NoAnswer(str(refusal), _strict(games)) from refusal
        if a == 0 and b == 0:
            return _strict(games)
        games.append((a, b))


if __name__ == "__main__":
    testlib.validator_main(validate)
