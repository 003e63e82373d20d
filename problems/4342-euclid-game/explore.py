"""What a solver of BOJ 4342 Euclid's Game computes on the way to the idea, and to its limits.

    python3 judge/problem.py 4342 explore COMMAND, COMMAND one of
    quotients N   every game a, b <= N by the exhaustive search, grouped by the first quotient
                  q = larger // smaller
    check N       the rule the groups suggest (the first quotient >= 2, or the last one,
                  decides) against the search, a, b <= N
    calls         the calls a game-tree search makes on the consecutive Pell numbers, with a
                  memo for the one game and without
    longest       the longest run of forced moves below 2^31, and below 2^64 with the depth
                  of solution.c's recursion there

brute.mover_wins decides a game from the rules alone (game.py); reference.py holds the rule.
"""
from lib import games, inputs, problems

from . import brute, game, reference

SEARCH_MAX = brute.DOMAIN_MAX
VALUE_MAX = inputs.bounds(problems.of(__name__).meta, "a")[1]  # 2^31 - 1
PELL_LAST = 24       # (Pell(24), Pell(25)) = (543339720, 1311738121), the last pair below 2^31
NO_MEMO_LAST = 16    # the search without a memo is run up to (Pell(16), Pell(17))
WORD_MAX = 2 ** 64 - 1  # the largest number solution.c reads


def _searched(n):
    """`n`, the largest number of the games searched; ValueError unless it is 1..SEARCH_MAX."""
    if not 1 <= n <= SEARCH_MAX:
        raise ValueError(f"N must be 1..{SEARCH_MAX}, not {n}")
    return n


def quotients_lines(n_max):
    """Lines: how many games a, b <= n_max of each kind are lost for the player to move."""
    equal, forced, choice = ("a = b", "q = 1, a != b (larger < 2 smaller)",
                             "q >= 2 (larger >= 2 smaller)")
    width = len(forced)
    groups = {kind: [0, 0] for kind in (equal, forced, choice)}  # kind -> [games, lost]
    for a in range(1, n_max + 1):
        for b in range(1, n_max + 1):
            kind = equal if a == b else forced if max(a, b) < 2 * min(a, b) else choice
            groups[kind][0] += 1
            groups[kind][1] += not brute.mover_wins((a, b))
    lines = [f"games a, b = 1..{n_max}, by the exhaustive search:"]
    lines.append(f"  {'':<{width}}  {'games':>6}  {'lost for the player to move':>27}")
    lines += [f"  {kind:<{width}}  {games:6}  {lost:27}" for kind, (games, lost) in groups.items()]
    return lines


def check_lines(n_max):
    """Lines: the games a, b <= n_max where reference.first_player_wins (the rule) and the
    search disagree."""
    wrong = [(a, b) for a in range(1, n_max + 1) for b in range(1, n_max + 1)
             if reference.first_player_wins(a, b) != brute.mover_wins((a, b))]
    lines = [f"games a, b = 1..{n_max}: the rule gives the search's winner in "
             f"{n_max * n_max - len(wrong)} of {n_max * n_max}"]
    return lines + [f"  differs at {a} {b}" for a, b in wrong[:10]]


def search_calls(position, memo):
    """How many calls the search of wrong/exhaustive-search.c makes from `position`: it tries
    every multiple, the largest first, stops at the first winning one, and calls itself on
    every position reached that holds no 0; with `memo` (a dict, or None for none) a call on a
    position seen before returns at once."""
    calls = 0

    def mover_wins(position):
        nonlocal calls
        ended = game.over(position)
        if ended is not None:  # the C search tests for a 0 before it calls
            return ended
        calls += 1
        key = (min(position), max(position))
        if memo is not None and key in memo:
            return memo[key]
        wins = any(not mover_wins(game.after(key, move))
                   for move in reversed(game.moves(key)))
        if memo is not None:
            memo[key] = wins
        return wins

    with games.recursion_limit(1000):
        mover_wins(position)
    return calls


def pell_numbers(count):
    """Pell(0), ..., Pell(count - 1): Pell(0) = 0, Pell(1) = 1, Pell(i + 1) = 2 Pell(i) +
    Pell(i - 1)."""
    numbers = [0, 1]
    while len(numbers) < count:
        numbers.append(2 * numbers[-1] + numbers[-2])
    return numbers


def calls_lines():
    """Lines: the table of search calls on (Pell(i), Pell(i + 1)), i = 2..PELL_LAST."""
    pell = pell_numbers(PELL_LAST + 2)
    lines = ["calls of the search of wrong/exhaustive-search.c (every multiple, the largest",
             "first) on consecutive Pell numbers Pell(i) Pell(i + 1), every quotient 2:",
             f"{'i':>4} {'Pell(i)':>13} {'Pell(i + 1)':>13}  {'with a memo':>11}  "
             f"{'without':>8}  {'3 * 2^(i - 1) - 2':>18}"]
    for i in range(2, PELL_LAST + 1):
        pair = (pell[i + 1], pell[i])
        without = f"{search_calls(pair, None):8,}" if i <= NO_MEMO_LAST else " " * 8
        lines.append(f"{i:4} {pell[i]:13,} {pell[i + 1]:13,}  {search_calls(pair, {}):11}  "
                     f"{without}  {3 * 2 ** (i - 1) - 2:18,}")
    return lines


def solution_depth(smaller, larger):
    """How many calls of solution.c's mover_wins are nested on the game (smaller, larger): its
    recursion, one call a forced move, written again in Python."""
    depth = 1
    while smaller != 0 and smaller != larger and larger - smaller < smaller:
        smaller, larger = larger - smaller, smaller
        depth += 1
    return depth


def longest_lines():
    """Lines: the consecutive Fibonacci numbers below 2^31 and below 2^64, their quotients,
    and how deep solution.c's recursion goes on them."""
    lines = []
    for name, limit in (("2^31 - 1", VALUE_MAX), ("2^64 - 1", WORD_MAX)):
        fibonacci = [1, 1]  # F(1), F(2), ...
        while fibonacci[-1] + fibonacci[-2] <= limit:
            fibonacci.append(fibonacci[-1] + fibonacci[-2])
        i = len(fibonacci)  # fibonacci[-1] is F(i), the largest up to the limit
        found = reference.quotients(fibonacci[-1], fibonacci[-2])
        forced = next(index for index, q in enumerate(found) if q >= 2)
        lines += [f"F({i + 1}) = {fibonacci[-1] + fibonacci[-2]:,} > {name} = {limit:,}",
                  f"  the game F({i - 1}) F({i}): {len(found)} quotients, {forced} of them 1 "
                  f"before a {found[forced]}:",
                  f"  {forced} forced moves, then the choice, at quotient {forced + 1}; "
                  f"solution.c nests",
                  f"  {solution_depth(fibonacci[-2], fibonacci[-1])} calls of mover_wins"]
    return lines


def quotients(n: int):
    """Every game a, b <= N by the exhaustive search, grouped by the first quotient."""
    return "\n".join(quotients_lines(_searched(n))) + "\n"


def check(n: int):
    """The rule the groups suggest against the search, on every game a, b <= N."""
    return "\n".join(check_lines(_searched(n))) + "\n"


def calls():
    """The calls a game-tree search makes on consecutive Pell numbers, with a memo and
    without."""
    return "\n".join(calls_lines()) + "\n"


def longest():
    """The longest runs of forced moves below 2^31 and 2^64, and solution.c's depth there."""
    return "\n".join(longest_lines()) + "\n"


COMMANDS = {"quotients": quotients, "check": check, "calls": calls, "longest": longest}
