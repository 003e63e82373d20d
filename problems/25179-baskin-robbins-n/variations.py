"""Variations of the counting game of BOJ 25179, each solved by exhaustive search: the answers
to the exercises of README.md ("Variations and exercises"). BOJ 20004's variations.py runs the
same search with N = 31.

A variation keeps the count from 1 and the number N that ends the game, and changes one of two
rules: a turn says k numbers for some k in a set of moves (the problem's set is 1..M), never
past N; and saying N loses (the problem) or wins. A player who can say no k of the set loses.
No formula is used: every position is solved from the positions its moves lead to, and a
period is read off the solved starts only where it is proved to go on for ever (period()).

    python3 judge/problem.py 25179 variations COMMAND, COMMAND one of
    saying-n-wins   the first player's lost starts when saying N wins
    sets            the periods of other sets of moves
    at-least        turns of a..b numbers, 1 <= a <= b <= 5
    two-counts      two counts at once: Grundy values and who wins
"""

WINS_M = 6  # saying-n-wins: M = 1..WINS_M
SETS = ((1, 3, 4), (1, 4), (1, 2, 4), (2, 3), (2, 5), (3, 5), (2, 4, 7))  # sets: the rows
BIG_N = 10 ** 18  # sets: the start the periods answer at once
AT_LEAST_MAX = 5  # at-least: 1 <= a <= b <= AT_LEAST_MAX
TWO_M, TWO_N = 2, 12  # two-counts: M, and both counts' N from 1 to TWO_N


def lost_starts(n_max, moves, saying_n_loses=True):
    """[None, lost(1), ..., lost(n_max)]: lost(u) is True when the player to move loses with u
    numbers still to say, the last of them N (the start of the game N is u = N; index 0 is no
    position, since the game ended when N was said)."""
    lost = [None]
    for unsaid in range(1, n_max + 1):
        wins = any(not saying_n_loses if said == unsaid else lost[unsaid - said]
                   for said in moves if said <= unsaid)
        lost.append(not wins)
    return lost


def period(moves, saying_n_loses=True):
    """(first, length, lost): from the start N = first on, who wins repeats with the smallest
    period `length`; `first` is the smallest start from which it does, and `lost` lists the
    lost starts below first + length.

    Why this is a proof and not a guess: once N > s = max(moves) no move says N, so who wins at
    N depends only on the s starts before it. When the windows of s outcomes from two starts
    i >= 1 and i + p agree, so do the next outcomes, and every one after: the outcomes repeat
    with period p from i on. Of the windows from the starts 1..2^s + 1 two agree, as there are
    only 2^s different windows, so solving the starts up to 2^s + s finds every pair needed; a
    smaller period than the first p found would have shown itself first, and for that p the
    smallest i is where the repetition starts."""
    s = max(moves)
    n_max = 2 ** s + s
    lost = lost_starts(n_max, moves, saying_n_loses)
    for length in range(1, n_max):
        for first in range(1, n_max - s - length + 2):
            if lost[first:first + s] == lost[first + length:first + length + s]:
                return first, length, [n for n in range(1, first + length) if lost[n]]
    raise AssertionError("no two windows agree, which the pigeonhole principle rules out")


def describe(first, length, lost):
    """period()'s answer in words: `N ≡ 1, 3 (mod 7)`, with the starts before `first` named."""
    residues = sorted({n % length for n in lost if n >= first})
    periodic = f"N ≡ {', '.join(map(str, residues))} (mod {length})" if residues else "none"
    if first == 1:
        return periodic
    early = ", ".join(str(n) for n in lost if n < first) or "none"
    return f"N = {early}; from N = {first} on, {periodic}"


def loses_at(n, first, length, lost):
    """Whether the first player loses the start `n`, by period()'s answer (first, length, lost);
    any n >= 1, however large."""
    if n >= first:
        n = first + (n - first) % length
    return n in lost


def saying_n_wins():
    """Markdown table: for M = 1..6, the starts lost for the first player in the problem and
    in the variation where saying N wins."""
    rows = ["| M | saying N loses: the first player loses at | saying N wins: the first player "
            "loses at |", "|---:|---|---|"]
    for m in range(1, WINS_M + 1):
        moves = range(1, m + 1)
        rows.append(f"| {m} | {describe(*period(moves))} | {describe(*period(moves, False))} |")
    return "\n".join(rows) + "\n"


def sets():
    """Markdown table: for each set of moves of SETS (saying N loses), the period, the lost
    starts, and who wins at N = 10^18."""
    rows = ["| moves | period | the first player loses at | N = 10^18 |",
            "|---|---:|---|---|"]
    for moves in SETS:
        found = period(moves)
        verdict = "Can't win" if loses_at(BIG_N, *found) else "Can win"
        rows.append(f"| {', '.join(map(str, moves))} | {found[1]} | {describe(*found)} | "
                    f"{verdict} |")
    return "\n".join(rows) + "\n"


def at_least():
    """Markdown table: for turns of a..b numbers (a minimum a), the lost starts, by a and b."""
    bs = range(1, AT_LEAST_MAX + 1)
    rows = ["| a \\ b | " + " | ".join(map(str, bs)) + " |", "|---:|" + "---|" * len(bs)]
    for a in bs:
        cells = (describe(*period(range(a, b + 1))) if b >= a else "" for b in bs)
        rows.append(f"| {a} | " + " | ".join(cells) + " |")
    return "\n".join(rows) + "\n"


def grundy_values(n_max, moves):
    """[None, g(1), ..., g(n_max)]: the Grundy value of one count with u numbers still to say,
    the mex of the values its moves lead to; a move that says N is left out (it loses at once,
    so in a sum of counts it is never worth making and is not a move of the equivalent game)."""
    values = [None]
    for unsaid in range(1, n_max + 1):
        reached = {values[unsaid - said] for said in moves if said < unsaid}
        values.append(next(g for g in range(len(reached) + 1) if g not in reached))
    return values


def two_counts_lost(n_max, moves):
    """{(u1, u2): lost}: two counts side by side, u1 and u2 numbers still to say, a turn says
    some k of `moves` in one of them, and whoever says the N of either count loses; True where
    the player to move loses. A move that says an N loses at once, so it never makes a position
    won: only the other moves are followed (with none left, the player must say an N)."""
    lost = {}
    for u1 in range(1, n_max + 1):
        for u2 in range(1, n_max + 1):
            reached = [(u1 - k, u2) for k in moves if k < u1]
            reached += [(u1, u2 - k) for k in moves if k < u2]
            lost[(u1, u2)] = all(not lost[position] for position in reached)
    return lost


def two_counts():
    """Text: the Grundy values of one count for M = 2, then who wins two counts N1, N2 <= 12
    by the exhaustive search of the two together (a move saying N1 or N2 loses at once)."""
    moves = range(1, TWO_M + 1)
    values = grundy_values(TWO_N, moves)
    lost = two_counts_lost(TWO_N, moves)
    header = "".join(f"{n:3}" for n in range(1, TWO_N + 1))
    rows = [f"M = {TWO_M}: the Grundy value g(N) of one count from its start N",
            f"N       {header}",
            "g(N)    " + "".join(f"{values[n]:3}" for n in range(1, TWO_N + 1)),
            "",
            "two counts N1 (rows) and N2 (columns): L where the first player loses",
            f"N2      {header}"]
    for n1 in range(1, TWO_N + 1):
        marks = "".join("  L" if lost[(n1, n2)] else "  ." for n2 in range(1, TWO_N + 1))
        rows.append(f"N1 = {n1:<3}" + marks)
    return "\n".join(rows) + "\n"


COMMANDS = {"saying-n-wins": saying_n_wins, "sets": sets, "at-least": at_least,
            "two-counts": two_counts}

