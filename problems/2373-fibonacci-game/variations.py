"""The answers to the exercises of the write-up, each computed by an exhaustive search.

    python3 judge/problem.py 2373 variations COMMAND, COMMAND one of
    limit C [C ...]   the game where a take may be up to C times the last one: its lost starts
                      N <= NMAX, against the recurrence H, and its smallest winning first
                      moves against the smallest term of the greedy sum of H's
    misere            the last marble loses: who wins, and with which first move, against the
                      Zeckendorf form of N - 1
    largest           the largest answer of BOJ 2373 for N <= 10^6
    every-move        every winning first move of BOJ 2373 for N <= NMAX, by brute.py, against
                      the theorem's test 2t < Z(N - t)

The searches apply the rules to every position (r, k): r marbles left, a take of 1..k allowed.
A larger k only adds moves, so the player to move wins at (r, k) exactly when k reaches a
threshold T(r), the smallest winning take; T is computed for r = 1, 2, ... from the rules:

    the take t wins at r  <=>  it takes the last marble (normal play; in misere it loses), or
                               the opponent, at (r - t, min(C t, r - t)), is below T(r - t)

For C = 2 in normal play that is BOJ 2373, and limit() checks it against brute.py.
"""
from lib import problems

from . import brute, reference

NMAX = 300          # the starts N <= NMAX of `limit` and `misere`
SHOWN_MISERE = 18   # the starts N <= SHOWN_MISERE listed one by one by `misere`
SHOWN_SEVERAL = 7   # `every-move` lists the first starts with several winning first moves
LARGEST_MAX = problems.of(__name__).meta["ranges"]["N"]["boj_max"]
C_MAX = 10


def thresholds(multiple, n_max, misere=False):
    """[T(0), T(1), ..., T(n_max)]: T(r) is the smallest take that wins with r marbles left
    when a take may be `multiple` times the one before; None when no take wins (in misere
    play, r = 1). T(0) is None: the game is over."""
    found = [None]
    for r in range(1, n_max + 1):
        found.append(next((t for t in range(1, r + 1) if _take_wins(found, multiple, r, t,
                                                                    misere)), None))
    return found


def _take_wins(found, multiple, r, take, misere):
    """Whether taking `take` of r marbles wins, given the thresholds `found` of every smaller
    pile: it ends the game (a win unless misere), or leaves the opponent below the threshold."""
    left = r - take
    if left == 0:
        return not misere
    threshold = found[left]
    return threshold is None or threshold > min(multiple * take, left)


def smallest_winning_first_move(found, multiple, n, misere=False):
    """The smallest first move (at least one marble, not all n) that wins, or None."""
    return next((t for t in range(1, n) if _take_wins(found, multiple, n, t, misere)), None)


def recurrence(multiple, n_max):
    """H(1) = 1, H(i + 1) = H(i) + H(j) with j the smallest index where multiple H(j) >= H(i),
    every term <= n_max."""
    terms = [1]
    while True:
        following = terms[-1] + next(h for h in terms if multiple * h >= terms[-1])
        if following > n_max:
            return terms
        terms.append(following)


def greedy_smallest_term(n, terms):
    """The last term the greedy method takes when it writes n as a sum of `terms`."""
    last = None
    for term in reversed(terms):
        if term <= n:
            n -= term
            last = term
    return last


def limit_lines(multiple):
    """The lines of `limit` for one multiple C."""
    found = thresholds(multiple, NMAX)
    moves = {n: smallest_winning_first_move(found, multiple, n) for n in range(1, NMAX + 1)}
    lost = [n for n, move in moves.items() if move is None]
    terms = recurrence(multiple, NMAX)
    won = [n for n in moves if moves[n] is not None]
    agree = sum(moves[n] == greedy_smallest_term(n, terms) for n in won)
    lines = [f"C = {multiple}: lost starts N <= {NMAX}:",
             f"       {' '.join(map(str, lost))}",
             f"       recurrence H: {'the same' if terms == lost else ' '.join(map(str, terms))}",
             f"       smallest winning first move = smallest greedy term over H:",
             f"       {agree} of {len(won)} won starts"]
    if multiple == 2:
        searched = [n for n in range(2, NMAX + 1)
                    if next(brute.winning_first_moves(n), None) is None]
        same = searched == lost[1:]
        lines.append(f"       brute.py (BOJ 2373, N >= 2): {'the same' if same else searched}")
    return lines


def misere_lines():
    """The lines of `misere`: every start N <= NMAX in misere play."""
    found = thresholds(2, NMAX, misere=True)
    moves = {n: smallest_winning_first_move(found, 2, n, misere=True)
             for n in range(2, NMAX + 1)}
    shown = range(2, SHOWN_MISERE + 1)
    lines = ["misere play, the last marble loses (exhaustive search):",
             "N                            " + "".join(f"{n:3}" for n in shown),
             "smallest winning first move  " + "".join(f"{moves[n]:3}" for n in shown),
             "smallest Zeckendorf of N - 1 " + "".join(f"{reference.zeckendorf(n - 1)[-1]:3}"
                                                       for n in shown)]
    won = sum(move is not None for move in moves.values())
    agree = sum(move == reference.zeckendorf(n - 1)[-1] for n, move in moves.items())
    lines += [f"N = 2..{NMAX}: the first player wins {won} of {len(moves)} starts; the "
              "smallest winning", f"first move is the smallest Zeckendorf term of N - 1 for "
                                  f"{agree} of them"]
    return lines


def largest_lines():
    """The lines of `largest`: BOJ 2373's largest answer for N <= LARGEST_MAX, found by the
    smallest Zeckendorf term Z(n) of every n: Z(n) = n for a Fibonacci n, otherwise
    Z(n - F) for the largest Fibonacci number F < n (the greedy method, one step)."""
    fibonacci = reference.fibonacci_up_to(LARGEST_MAX)
    smallest = [0] * (LARGEST_MAX + 1)
    at = 0  # fibonacci[at] is the largest Fibonacci number <= n
    for n in range(1, LARGEST_MAX + 1):
        while at + 1 < len(fibonacci) and fibonacci[at + 1] <= n:
            at += 1
        smallest[n] = n if fibonacci[at] == n else smallest[n - fibonacci[at]]
    answers = [(smallest[n], n) for n in range(2, LARGEST_MAX + 1) if smallest[n] != n]
    best = max(answers)[0]
    where = [n for answer, n in answers if answer == best]
    return [f"N = 2..{LARGEST_MAX:,}: the largest answer is {best:,},",
            f"for N = {', '.join(_sum(n) for n in where)} only"]


def every_move_lines():
    """(the lines of `every-move`, whether both tests hold): the winning first moves of every
    N <= NMAX by the search, against the theorem's test (t < N wins iff the opponent, allowed
    2t, is below the threshold Z(N - t) of what is left) and against the sums of N's smallest
    Zeckendorf terms."""
    def smallest_term(n):
        return reference.zeckendorf(n)[-1]
    def tails(n):
        """The sums t of the k smallest terms of n's Zeckendorf form, 1 <= k < all of them,
        whose next term is more than 2t."""
        terms = reference.zeckendorf(n)[::-1]
        sums = [sum(terms[:k]) for k in range(1, len(terms))]
        return [t for k, t in enumerate(sums, 1) if terms[k] > 2 * t]
    searched = {n: list(brute.winning_first_moves(n)) for n in range(2, NMAX + 1)}
    agree = sum(moves == [t for t in range(1, n) if 2 * t < smallest_term(n - t)]
                for n, moves in searched.items())
    agree_tails = sum(moves == tails(n) for n, moves in searched.items())
    several = [n for n, moves in searched.items() if len(moves) > 1]
    most = max(len(moves) for moves in searched.values())
    first = next(n for n, moves in searched.items() if len(moves) == most)
    shown = "; ".join(f"{n}: {', '.join(map(str, searched[n]))}"
                      for n in several[:SHOWN_SEVERAL])
    lines = [f"N = 2..{NMAX}: the winning first moves t, by the search, are",
             f"  the t < N with 2t < Z(N - t): {agree} of {len(searched)} N agree",
             "  the sums t of the smallest Zeckendorf terms of N whose next term is",
             f"  more than 2t: {agree_tails} of {len(searched)} N agree",
             f"{len(several)} N have more than one, the first {SHOWN_SEVERAL}:",
             f"  {shown}",
             f"the most for one N: {most}, first at N = {first}: "
             + ", ".join(map(str, searched[first]))]
    return lines, agree == agree_tails == len(searched)


def _sum(n):
    """n and its Zeckendorf form: 12 = 8 + 3 + 1."""
    return f"{n:,} = " + " + ".join(f"{term:,}" for term in reference.zeckendorf(n))


def limit(*c: int):
    """The lost starts and the smallest winning first moves when a take may be up to C times
    the one before, for each C given (1 <= C <= C_MAX)."""
    if not all(1 <= multiple <= C_MAX for multiple in c):
        raise ValueError(f"C must be 1..{C_MAX}")
    return "\n".join(line for multiple in c for line in limit_lines(multiple)) + "\n"


def misere():
    """Misere play, the last marble loses: who wins, against the Zeckendorf form of N - 1."""
    return "\n".join(misere_lines()) + "\n"


def largest():
    """The largest answer of BOJ 2373 for N <= 10^6."""
    return "\n".join(largest_lines()) + "\n"


def every_move():
    """Every winning first move of BOJ 2373's small starts, by the search, against the
    theorem's test (exit status 1 if it fails)."""
    lines, holds = every_move_lines()
    return "\n".join(lines) + "\n", holds


COMMANDS = {"limit": limit, "misere": misere, "largest": largest, "every-move": every_move}
