"""What the rules of a game.py give without any theory, and the helpers game.py, brute.py and
gen.py share: the exhaustive search that holds out longest (LongestGame), a whole game played
out (play_out), the drawing of a position with its invariant (display, wrapped, padded, ruler),
the texts of a game in a language (languages, spoken, players), a typed move read
(typed_numbers), gen.py's generate, a listed case and smaller numbers (generator, nth,
smaller_values), a deep recursion allowed (recursion_limit). testdata/README.md lists what a
game.py provides; judge/README.md is the manual of the tools that play the games (play.py,
`brute play-out`).

A game.py or reference.py speaks a language when its TEXTS holds the words of that language
({language: {name: text}}); its functions that write text (show, intro, why, ...) then take
`lang=` and speak English by default. A script without TEXTS speaks English only. Widths are
columns on a terminal, a wide (East Asian) character counting two (columns).
"""
import contextlib
import functools
import itertools
import re
import sys

from . import writeups

PLAY_OUT_MAX_MOVES = 2_000_000  # play_out: moves of the game tree examined, at most
SCREEN_WIDTH = 80  # columns of every line judge/play.py prints
DRAWING_WIDTH = 76  # of a drawing (display), so that play_out's indent of 4 keeps it in 80
ENGLISH = "en"
_TYPED_NUMBER = re.compile(r"(?:^|(?<=\s))-?[0-9]+|[0-9]+")
_CHUNK = re.compile(r" +|[^ ]+")
TEXTS = {  # the words of the lines this module writes
    "en": {"type": "type {asking}", "wins": "{winner} wins"},
    "ko": {"type": "{asking} 입력하세요", "wins": "{winner} 승리"},
}


class SearchTooLarge(Exception):
    """The search of LongestGame would examine more moves than its budget allows."""


class LongestGame:
    """The exhaustive search of a game's rules (a game.py) for perfect play in which the losing
    side holds out as long as it can.

    For every position it meets it finds whether the player to move wins and the position's
    *remoteness* (Steinhaus's measure, the one of Winning Ways): 0 at the end of the game; at
    a won position 1 + the least remoteness among the positions its winning moves lead to, at
    a lost one 1 + the greatest among the positions all its moves lead to. It is the number of
    moves left when the winner hurries and the loser delays. Only game.moves, game.after and
    game.over are used: nothing of the theory. Every game here ends (each move makes progress),
    so the positions form no cycle.

    `budget` bounds the moves examined over the search's whole life (None: no bound); a call
    that would pass it raises SearchTooLarge, and what was solved before stays known.
    """

    def __init__(self, game, budget=None):
        self.game, self.budget = game, budget
        self.examined = 0
        self._known = {}  # position -> (mover wins, remoteness, number of winning moves)
        self._moves = {}  # position -> [(move, position after it)], while being solved

    def _expand(self, position):
        game = self.game
        room = None if self.budget is None else self.budget - self.examined
        moves = list(itertools.islice(game.moves(position), None if room is None else room + 1))
        if room is not None and len(moves) > room:  # (before any position is made)
            raise SearchTooLarge(f"more than {self.budget} moves to examine")
        self.examined += len(moves)
        return [(move, game.after(position, move)) for move in moves]

    def solve(self, position):
        """(whether the player to move wins, remoteness, how many of its moves win)."""
        known, game = self._known, self.game
        pending = [position]
        while pending:  # depth first, each position after the positions its moves lead to
            here = pending[-1]
            if here in known:
                pending.pop()
                continue
            ended = game.over(here)
            if ended is not None:
                known[here] = (ended, 0, 0)
                pending.pop()
                continue
            if here not in self._moves:
                self._moves[here] = self._expand(here)
            unknown = [later for _, later in self._moves[here] if later not in known]
            if unknown:
                pending += unknown
                continue
            results = [known[later] for _, later in self._moves.pop(here)]
            lost = [remoteness for wins, remoteness, _ in results if not wins]
            if lost:
                known[here] = (True, 1 + min(lost), len(lost))
            else:
                known[here] = (False, 1 + max(remoteness for _, remoteness, _ in results), 0)
            pending.pop()
        return known[position]

    def mover_wins(self, position):
        return self.solve(position)[0]

    def winning_moves(self, position):
        """The moves from `position` to a position lost for the opponent, in game.moves order."""
        self.solve(position)
        return [move for move in self.game.moves(position)
                if not self._known[self.game.after(position, move)][0]]

    def resisting_move(self, position):
        """From a position lost for the player to move, the move that makes the game last
        longest: the greatest remoteness after it, then the fewest winning moves left to the
        opponent, then the first in game.moves order. None when the position is won or over."""
        wins, _, _ = self.solve(position)
        if wins or self.game.over(position) is not None:
            return None
        best, best_key = None, None
        for move in self.game.moves(position):
            _, remoteness, winning = self._known[self.game.after(position, move)]
            key = (-remoteness, winning)
            if best_key is None or key < best_key:
                best, best_key = move, key
        return best


def wrapped(text, width=DRAWING_WIDTH, indent="  "):
    """`text` with every line wider than `width` columns broken at its spaces, the lines it
    is broken into indented by `indent` (a word wider than a line stays whole, and so does an
    equation `n = 5`; the spaces at a break are dropped, those that open the text kept)."""
    lines = []
    for line in text.split("\n"):
        if columns(line) <= width:
            lines.append(line)
            continue
        # the lines made so far; the one being made: its chunks, its columns, whether it
        # holds a word yet (a line is broken before a word, never before its first)
        pieces, current, used, worded = [], [], 0, False
        for chunk in _CHUNK.findall(line.replace(" = ", "\0=\0")):
            wide = columns(chunk)
            if chunk[0] == " ":
                if worded or not pieces:
                    current.append(chunk)
                    used += wide
            elif worded and used + wide > width:
                pieces.append("".join(current).rstrip())
                current, used = [indent, chunk], columns(indent) + wide
            else:
                current.append(chunk)
                used, worded = used + wide, True
        pieces.append("".join(current).rstrip())
        lines += [piece.replace("\0", " ") for piece in pieces]
    return "\n".join(lines)


def columns(text):
    """The columns `text` takes on a terminal (writeups.width; fast for ASCII text)."""
    return len(text) if text.isascii() else writeups.width(text)


def padded(text, width):
    """`text` and spaces after it up to `width` columns (a label before a column of values)."""
    return text + " " * (width - columns(text))


def languages(*scripts):
    """The languages every one of `scripts` (game.py, reference.py) speaks, English first."""
    found = [set(getattr(script, "TEXTS", None) or (ENGLISH,)) for script in scripts]
    common = set.intersection(*found) if found else {ENGLISH}
    return sorted(common, key=lambda lang: (lang != ENGLISH, lang))


def spoken(function, lang=ENGLISH):
    """A text function of a game.py or reference.py (show, intro, why, ...) that speaks
    `lang`: the function itself for English, which a script without TEXTS speaks too."""
    return function if lang == ENGLISH else functools.partial(function, lang=lang)


def players(game, lang=ENGLISH):
    """The names of the first and the second player in `lang` (game.PLAYERS in English)."""
    return game.PLAYERS if lang == ENGLISH else game.TEXTS[lang]["players"]


def display(game, reference, position, lang=ENGLISH):
    """The position with the invariant the write-up teaches, as play_out and play.py's `show`
    draw it: game.show(position), the rules' drawing, with reference.invariant(position)
    beside it when both are one line and fit DRAWING_WIDTH together, else under it
    (reference None, or an empty invariant: the drawing alone)."""
    drawing = spoken(game.show, lang)(position)
    invariant = spoken(reference.invariant, lang)(position) if reference is not None else ""
    if not invariant:
        return drawing
    beside = f"{drawing}    {invariant}"
    if "\n" not in beside and columns(beside) <= DRAWING_WIDTH:
        return beside
    return f"{drawing}\n{invariant}"


def play_out(problem, text, lang=ENGLISH):
    """One whole game of `problem` (a lib.problems.Problem) from the start `text` describes,
    both sides playing perfectly, as text.

    The player who can win plays the first winning move in the order of game.moves; the other
    holds out, playing LongestGame.resisting_move (the move after which the game lasts longest
    when the winner hurries, then the one that leaves the winner the fewest winning moves,
    then the first). So the output is the same on every run: game.intro of the start, the
    start drawn by `display` (with the invariant of the problem's reference.py, if any), then
    for every move a line naming the player (game.PLAYERS) and the move (game.say_move)
    followed by the position it leads to, drawn the same way and indented by four spaces; the
    last line is "<winner> wins". In `lang`, when game.py and reference.py speak it, the
    players named in that language (players). ValueError when `text` describes no start,
    when brute.feasible(text) is false, or when the game needs more than PLAY_OUT_MAX_MOVES
    moves examined.
    """
    game = problem.script("game")
    reference = problem.script("reference", optional=True)
    if lang not in languages(game, *[reference] * (reference is not None)):
        raise ValueError(f"{problem.name} has no texts in the language {lang!r}")
    names = players(game, lang)
    say_move = spoken(game.say_move, lang)
    start = game.start(text)
    if not problem.script("brute").feasible(text):
        raise ValueError("the start is too large for the exhaustive search: choose a smaller one")
    search = LongestGame(game, PLAY_OUT_MAX_MOVES)

    def indented(position):
        return "\n".join(("    " + line).rstrip()
                         for line in display(game, reference, position, lang).split("\n"))

    lines = [wrapped(spoken(game.intro, lang)(start), SCREEN_WIDTH, indent=""), "",
             indented(start)]
    position, number = start, 0
    try:
        while game.over(position) is None:
            if search.mover_wins(position):
                move = search.winning_moves(position)[0]
            else:
                move = search.resisting_move(position)
            lines += ["", f"{number + 1}. {names[number % 2]}: {say_move(position, move)}"]
            position = game.after(position, move)
            lines.append(indented(position))
            number += 1
    except SearchTooLarge:
        raise ValueError("too many positions to play out: choose a smaller start") from None
    winner = number % 2 if game.over(position) else 1 - number % 2
    ending = TEXTS[lang]["wins"].format(winner=names[winner])
    return "\n".join(lines + ["", ending]) + "\n"


def input_text(argument):
    """An input text given on a command line: the two characters \\n stand for a line break."""
    return argument.replace("\\n", "\n")


def typed_numbers(text, count, asking, lang=ENGLISH):
    """The `count` integers in a move a player typed, other words ignored ("take 3" is 3,
    "4 -> 1" is 4 and 1); ValueError "type <asking>" (in `lang`) unless there are exactly
    `count` of them. `asking` says what to type in words, never as an example move (which
    could be the winning one)."""
    numbers = [int(token) for token in _TYPED_NUMBER.findall(text)]
    if len(numbers) != count:
        raise ValueError(TEXTS[lang]["type"].format(asking=asking))
    return numbers


def ruler(first, last):
    """A scale for a line of one character per number first..last: `first` and every multiple
    of 10 after it written from the column of their own character, as in

        1        10        20
        L.L.L.L.L.L.L.L.L.L.L.
    """
    marks = [" "] * (last - first + 2)
    for number in [first] + list(range(first - first % 10 + 10, last + 1, 10)):
        column = number - first
        marks[column:column + len(str(number))] = str(number)
    return "".join(marks).rstrip()


def generator(kinds, text_of):
    """gen.py's generate(kind, seed), whose dispatch on the kind is written here once: `kinds`
    maps each kind of input ("sample", "edge", ...) to its cases, a sequence (seed N makes the
    Nth: nth) or a function of the seed that makes one; text_of(case) is the input's text."""
    def generate(kind, seed: int):
        """One valid input of the kind KIND, from the seed SEED."""
        cases = kinds.get(kind)
        if cases is None:
            raise ValueError(f"unknown kind {kind!r}: the kinds are {', '.join(kinds)}")
        return text_of(cases(seed) if callable(cases) else nth(cases, kind, seed))
    return generate


def nth(cases, kind, seed):
    """cases[seed - 1], the case of `kind` that gen.generate makes from `seed`; ValueError
    unless 1 <= seed <= len(cases)."""
    if not 1 <= seed <= len(cases):
        raise ValueError(f"no {kind} case {seed}: the seeds of {kind} are 1..{len(cases)}")
    return cases[seed - 1]


def smaller_values(value, low):
    """The values to try in place of `value` when shrinking an input, smallest first: `low`,
    then `value` less a half, a quarter, an eighth ... of it, then value - 1; all in
    [low, value). Keeping the first that still fails reaches a threshold in a few dozen
    steps where value - 1 alone would take as many steps as the numbers between."""
    found = {low, value - 1} | {value - (value >> shift) for shift in range(1, value.bit_length())}
    return sorted(v for v in found if low <= v < value)


@contextlib.contextmanager
def recursion_limit(at_least):
    """Within the block, Python's recursion limit is at least `at_least`."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, at_least))
    try:
        yield
    finally:
        sys.setrecursionlimit(limit)
