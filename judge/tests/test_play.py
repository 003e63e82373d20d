"""judge/play.py and `brute play-out` on every problem, against the exhaustive search.

A scripted user plays play.py through its standard input: the user reads what play.py wrote,
follows the position with the problem's game.py and types moves, some random, some perfect
(brute.py's), and now and then an illegal move, `hint` or `why`. brute.py, which searches the
rules and knows no theory, judges every position: the program must never let a won position
go, must hold out from a lost one exactly as Truth says, and the user may win only by playing
a winning move on every turn.

Truth is this file's own search of the game: brute.mover_wins for the verdicts, and a plain
recursion for the remoteness (the moves left when the winner hurries and the loser delays),
written apart from games.LongestGame, which play.py uses.
"""
import contextlib
import io
import os
import random
import re
import subprocess
import sys
import threading
import types
import unittest
from unittest import mock

import play

from lib import games, writeups
from lib.problems import find as find_problems

from .support import JUDGE_DIR

ROOT = JUDGE_DIR.parent
GAMES_PER_PROBLEM = 14
DOMAIN_STARTS = 60  # random small starts whose every reachable position is checked
ILLEGAL_TEXTS = ("banana", "-1", "1000000000", "")
COMMANDS = ("hint", "why", "illegal")  # what a ScriptedUser types now and then besides moves
BIG_INPUT_BYTES = 10000  # test inputs up to this size are read as starts of big games
BIG_GAME_TURNS = 3  # turns of the user in a game from a big start, before `quit`
TIMEOUT_S = 60
# A screen gives the verdict away when it says who wins or loses: any of these words, outside
# the rules' own sentence "whoever ... wins" or "whoever ... loses".
VERDICT_WORDS = re.compile(r"\b(wins?|won|winning|lose|loses|lost|losing|next is|is one)\b",
                           re.IGNORECASE)
RULES_SENTENCE = re.compile(r"\bwhoever\b[^;.]*?\b(wins|loses)\b", re.IGNORECASE)
# What a screen before `hint` may show of a position, problem by problem (games.display):
# the rules' drawing and the invariant the write-up teaches, nothing else. A line that fits
# none of these (a verdict, a mark, a move to play) fails.
DISPLAY_LINES = {
    "2373": [r"marbles left: \d+", r"may take:     1(\.\.\d+)?( \(all of them\))?",
             r"Zeckendorf:   \d+(, a Fibonacci number| = \d+( \+ \d+)*( \+)?)",
             r" {14}(\+ )?\d+( \+ \d+)*( \+)?", r"no marble left"],
    "4342": [r"\d+ \d+", r"\d+/\d+ = \[\d+(; (\d+, )*\d*,?)?\]?", r" {4}(\d+, )*\d+,?\]?"],
    "11869": [r"coins on cells( \d+)+", r" {15}\d+( \d+)*", r" *cell  binary",
              r" *\d+  [01]+", r" *xor  [01]+"],
    "20004": [r"count    0         10        20        30", r"said      x*\.*",
              r"targets  [T ]*T   \(30 - \d+j\)"],
    "22846": [r"monitor \d+; K = \d+", r"add( +\d+)+", r"gives( +\d+)+", r"over K( +x)+",
              r"", r"monitor \d+, more than K = \d+: the game is over"],
    "25179": [r"count \d+ \((nothing said yet|said 1|said 1\.\.\d+); whoever says \d+ loses\)",
              r"count \d+: \d+ is said, the game is over",
              r"targets \d+(, (\d+|\.\.\.))*,?( \(the counts( \d+( -( \d+j\))?)?)?)?",
              r" {8}((\d+|\.\.\.)(, (\d+|\.\.\.))*,? ?)?(\(the counts )?(\d+ - )?(\d+j\))?"],
}


class Problem:
    """A problem's game.py, brute.py and reference.py."""

    def __init__(self, found):
        self.name = found.name
        self.id = found.id
        self.found = found
        self.game = found.script("game")
        self.brute = found.script("brute")
        self.reference = found.script("reference")
        self.truth = Truth(self.game, self.brute)

    def reachable(self, start):
        """Every position reachable from `start`, the start included."""
        return self.reachable_from([start])

    def reachable_from(self, starts):
        seen, pending = set(starts), list(starts)
        while pending:
            position = pending.pop()
            for move in self.game.moves(position):
                later = self.game.after(position, move)
                if later not in seen:
                    seen.add(later)
                    pending.append(later)
        return seen


class Truth:
    """The exhaustive answer to "which move holds out longest", for small positions: the
    verdicts of brute.mover_wins, the remoteness by a memoised recursion over game.py."""

    def __init__(self, game, brute):
        self.game, self.brute = game, brute
        self.remoteness = {}

    def lost_for_mover(self, position):
        return self.game.over(position) is None and not self.brute.mover_wins(position)

    def winning_moves(self, position):
        game = self.game
        if game.over(position) is not None:
            return []
        return [move for move in game.moves(position)
                if not self.brute.mover_wins(game.after(position, move))]

    def remote(self, position):
        """The remoteness of `position`."""
        known = self.remoteness.get(position)
        if known is None:
            with games.recursion_limit(10000):
                known = self._remote(position)
        return known

    def _remote(self, position):
        game = self.game
        if position not in self.remoteness:
            if game.over(position) is not None:
                value = 0
            elif self.brute.mover_wins(position):
                value = 1 + min(self._remote(game.after(position, move))
                                for move in self.winning_moves(position))
            else:
                value = 1 + max(self._remote(game.after(position, move))
                                for move in game.moves(position))
            self.remoteness[position] = value
        return self.remoteness[position]

    def holding_out(self, position):
        """The move of a lost position after which the remoteness is greatest, then the
        opponent's winning moves fewest, then the first in game.moves order."""
        game = self.game
        moves = list(game.moves(position))
        keys = [(-self.remote(game.after(position, move)),
                 len(self.winning_moves(game.after(position, move)))) for move in moves]
        return moves[keys.index(min(keys))]


def problems():
    return [Problem(found) for found in find_problems()]


def logical_lines(text):
    """The lines of play.py's output, an answer's continued lines (indented by
    play.ANSWER_INDENT after `hint:`, `why:`, `not a legal move:` or `> `) joined to it."""
    joined, answering = [], False
    for line in text.split("\n"):
        if answering and line.startswith(play.ANSWER_INDENT):
            joined[-1] += " " + line.strip()
            continue
        joined.append(line)
        answering = line.startswith(("hint: ", "why: ", "not a legal move: ", "> "))
    return joined


class ScriptedUser:
    """The standard input of play.py: each readline() reads what play.py wrote since the last
    one, follows the game in `position`, and returns what the user types."""

    def __init__(self, test, problem, start_text, first, rng, output, perfect,
                 first_command=None, turns=None):
        self.test, self.problem, self.game = test, problem, problem.game
        self.position = problem.game.start(start_text)
        self.users_turn = first == "you"
        self.rng, self.output, self.perfect = rng, output, perfect
        self.commands = [first_command] if first_command else []  # to type before any move
        self.turns_left = turns  # None: play to the end; else type `quit` after that many
        self.small = start_text in problem.game.small_starts()  # Truth can judge it
        self.read_up_to = 0
        self.pending = ""  # the output after the last line break, not yet read
        self.typed = None  # the last move typed, until play.py confirms or refuses it
        self.expect = None  # the kind of answer the last command asks for
        self.turns = []  # (position, move) of every move of the user, in order
        self.events = set()  # the kinds of answer to a command seen at least once
        self.held_out = 0  # moves of the program from lost positions, checked against Truth
        self.closing = ["banana", "help", "why", "hint"]  # typed in a big game, last first

    def isatty(self):
        return False

    def follow(self):
        """Read the new output of play.py and apply the moves it reports."""
        text = self.output.getvalue()
        new, self.read_up_to = text[self.read_up_to:], len(text)
        for line in logical_lines(new):
            if line.startswith("you: "):
                self.test.assertIsNotNone(self.typed, line)
                self.test.assertTrue(self.users_turn, line)
                self.test.assertEqual(line[5:], self.game.say_move(self.position, self.typed))
                self.turns.append((self.position, self.typed))
                self.position, self.typed = self.game.after(self.position, self.typed), None
                self.users_turn = False
            elif line.startswith("me: "):
                self.test.assertFalse(self.users_turn, line)
                self.follow_my_move(line[4:])
            elif line.startswith(("not a legal move: ", "hint: ", "why: ")):
                kind = line.split(":")[0]
                self.test.assertEqual(self.expect, kind, line)
                if kind == "hint":
                    self.check_hint(line)
                self.events.add(kind)
                self.expect = None
            elif self.expect == "help" and line == play.HELP.split("\n")[0]:
                self.events.add("help")
                self.expect = None

    def follow_my_move(self, said):
        """The program's move, found by its description: it must keep a won position won,
        and hold out from a lost one with the move Truth picks."""
        game, problem = self.game, self.problem
        if not self.small:  # too many moves to find it among: the position is not followed
            self.position, self.users_turn = None, True
            return
        found = [move for move in game.moves(self.position)
                 if game.say_move(self.position, move) == said]
        self.test.assertEqual(len(found), 1, f"{said!r} at {self.position}")
        reached = game.after(self.position, found[0])
        if self.small:
            if problem.brute.mover_wins(self.position):
                self.test.assertFalse(problem.brute.mover_wins(reached),
                                      f"{problem.name}: from {self.position} play.py won, but "
                                      f"played {said!r} to {reached}, won for the user")
            else:
                self.test.assertEqual(found[0], problem.truth.holding_out(self.position),
                                      f"{problem.name}: from the lost {self.position}")
                self.held_out += 1
        self.position, self.users_turn = reached, True

    def check_hint(self, line):
        if not self.small:
            return
        brute = self.problem.brute
        if not brute.mover_wins(self.position):
            self.test.assertIn("lost for you", line)
            return
        self.test.assertIn("won for you", line)
        typed = line.rsplit("`", 2)[1]
        move = self.game.read_move(self.position, typed)
        self.test.assertFalse(brute.mover_wins(self.game.after(self.position, move)), line)

    def readline(self):
        self.follow()
        self.test.assertIsNone(self.typed, "play.py neither played nor refused the last move")
        self.test.assertIsNone(self.expect, "play.py did not answer the last command")
        if self.position is None or self.turns_left is not None and self.turns_left <= 0:
            # in a big game once the program has moved: every command, then quit
            command = self.closing.pop() if self.closing else "quit"
            self.expect = {"banana": "not a legal move", "quit": None}.get(command, command)
            return command + "\n"
        command = self.commands.pop() if self.commands else self.rng.choice(
            [None] * 12 + list(COMMANDS))
        if command == "illegal":
            illegal = [text for text in ILLEGAL_TEXTS if text and not self.is_legal(text)]
            self.expect = "not a legal move"
            return self.rng.choice(illegal) + "\n"
        if command:
            self.expect = command
            return command + "\n"
        if self.turns_left is not None:
            self.turns_left -= 1
        moves = self.some_moves()
        winning = []
        if self.perfect and self.small:
            winning = [move for move in moves
                       if not self.problem.brute.mover_wins(self.game.after(self.position,
                                                                            move))]
        self.typed = winning[0] if winning else self.rng.choice(moves)
        return self.game.move_text(self.position, self.typed) + "\n"

    def some_moves(self):
        """The legal moves, or the first thousand of them in a big game."""
        moves = self.game.moves(self.position)
        return list(moves) if self.small else [move for _, move in zip(range(1000), moves)]

    def is_legal(self, text):
        try:
            self.game.read_move(self.position, text)
        except ValueError:
            return False
        return True


def play_in_process(test, problem, start_text, first, seed, perfect, turns=None):
    """One game of play.main against a ScriptedUser: (exit status, output, the user)."""
    output = io.StringIO()
    rng = random.Random(f"{problem.name}-user-{seed}")
    user = ScriptedUser(test, problem, start_text, first, rng, output, perfect,
                        COMMANDS[seed % len(COMMANDS)], turns)
    status = play.main([problem.id, "--start", start_text, "--first", first, "--seed",
                        str(seed)], stdin=user, stdout=output, stderr=io.StringIO())
    user.follow()
    return status, output.getvalue(), user


def run_play(args, stdin_text, command=None):
    """play.py (or `command`) in a subprocess: (exit status, stdout, stderr)."""
    command = command or [sys.executable, str(JUDGE_DIR / "play.py")]
    done = subprocess.run(command + args, input=stdin_text, capture_output=True, text=True,
                          cwd=ROOT, timeout=TIMEOUT_S)
    return done.returncode, done.stdout, done.stderr


def make_play(*variables):
    return ["make", "--no-print-directory", "-s", "play", f"PYTHON={sys.executable}",
            *variables]


def play_through_pipes(test, problem, command, start_text, first, seed):
    """`command` (play.py or make play) run in a subprocess, a ScriptedUser writing its
    standard input line by line: (exit status, output, stderr, the user)."""
    output = io.StringIO()
    rng = random.Random(f"{problem.name}-pipe-{seed}")
    user = ScriptedUser(test, problem, start_text, first, rng, output, True)
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, cwd=ROOT)
    watchdog = threading.Timer(TIMEOUT_S, process.kill)
    watchdog.start()
    try:
        for line in process.stdout:
            output.write(line)
            if line.startswith("your move: "):
                process.stdin.write(user.readline())
                process.stdin.flush()
        process.stdin.close()
        error = process.stderr.read()
        status = process.wait()
    finally:
        watchdog.cancel()
        process.kill()
        process.wait()
        process.stdout.close()
        process.stderr.close()
    user.follow()
    return status, output.getvalue(), error, user


def check_game(test, problem, text, status, output, user):
    """A finished game: its last line, and who won as brute.py says they must have."""
    game, brute = problem.game, problem.brute
    where = f"{problem.name} from {text!r}"
    test.assertEqual(status, 0, where)
    last = output.rstrip("\n").split("\n")[-1]
    test.assertIn(last, ("you win", "I win"), where)
    test.assertTrue(output.endswith(last + "\n"), where)
    ended = game.over(user.position)
    test.assertIsNotNone(ended, f"{where}: play.py stopped at {user.position}")
    # over() tells whether the player to move at the end has won.
    test.assertEqual(last == "you win", ended == user.users_turn, where)
    if last == "you win":
        # The user won: every position the user faced was won, every move of the user won.
        for position, move in user.turns:
            test.assertTrue(brute.mover_wins(position), where)
            test.assertFalse(brute.mover_wins(game.after(position, move)), where)


def big_starts(problem):
    """The input texts of the samples and the max- tests small enough to read as starts."""
    return [path.read_text("ascii") for path in problem.found.test_inputs()
            if path.name.startswith(("sample-", "max-"))
            and path.stat().st_size <= BIG_INPUT_BYTES]


class PerfectPlayTest(unittest.TestCase):
    """Random games from random small starts, each move judged by brute.py and Truth."""

    def test_games_against_a_scripted_user(self):
        for problem in problems():
            with self.subTest(problem=problem.name):
                outcomes, events, firsts, held_out = set(), set(), set(), 0
                for seed in range(GAMES_PER_PROBLEM):
                    rng = random.Random(f"{problem.name}-game-{seed}")
                    text = problem.game.random_start(rng)
                    first = rng.choice(("you", "me"))
                    status, output, user = play_in_process(self, problem, text, first, seed,
                                                           perfect=rng.random() < 0.6)
                    check_game(self, problem, text, status, output, user)
                    outcomes.add(output.rstrip("\n").split("\n")[-1])
                    events |= user.events
                    firsts.add(first)
                    held_out += user.held_out
                # The games must have shown both endings, both first players and every command,
                # and the program holding out from a lost position.
                self.assertEqual(outcomes, {"you win", "I win"})
                self.assertEqual(firsts, {"you", "me"})
                self.assertEqual(events, {"not a legal move", "hint", "why"})
                self.assertGreater(held_out, 0)


class HoldingOutTest(unittest.TestCase):
    """From a lost position the program plays the move that makes the game last longest
    against perfect play, then the one leaving the fewest winning moves, then the first: on
    every position lost for the player to move that is reachable from any small start."""

    def lost_positions(self, problem):
        starts = [problem.game.start(text) for text in problem.game.small_starts()]
        return sorted((position for position in problem.reachable_from(starts)
                       if problem.truth.lost_for_mover(position)), key=repr)

    def test_the_program_holds_out_as_the_search_says(self):
        for problem in problems():
            lost = self.lost_positions(problem)
            opponent = play.Opponent(problem.game, problem.reference)
            with self.subTest(problem=problem.name, positions=len(lost)):
                self.assertTrue(lost)
                for position in lost:
                    self.assertEqual(opponent.move(position),
                                     problem.truth.holding_out(position), position)

    def test_the_rule_of_reference_py_holds_out_as_the_search_says(self):
        """reference.resisting_move, what play.py plays beyond its search's budget."""
        for problem in problems():
            lost = self.lost_positions(problem)
            with self.subTest(problem=problem.name, positions=len(lost)):
                for position in lost:
                    self.assertEqual(problem.reference.resisting_move(position),
                                     problem.truth.holding_out(position), position)

    def test_the_search_of_play_py_is_the_truth(self):
        """games.LongestGame, without a budget, against Truth on the same positions."""
        for problem in problems():
            search = games.LongestGame(problem.game)
            with self.subTest(problem=problem.name):
                for position in self.lost_positions(problem)[:300]:
                    self.assertEqual(search.solve(position)[1], problem.truth.remote(position))
                    self.assertEqual(search.resisting_move(position),
                                     problem.truth.holding_out(position), position)

    def test_beyond_the_budget_the_rule_plays(self):
        problem = problems()[0]
        lost = self.lost_positions(problem)[-1]
        opponent = play.Opponent(problem.game, problem.reference, budget=0)
        self.assertEqual(opponent.move(lost), problem.reference.resisting_move(lost))
        self.assertFalse(opponent.searching)


class NoSpoilerTest(unittest.TestCase):
    """Nothing play.py shows before `hint` gives the verdict or the winning move away.

    That means, checkably: (1) every position is drawn only with the lines DISPLAY_LINES
    allows for its problem (the rules' drawing and the invariant the write-up teaches),
    (2) the drawing, the introduction, `your move:` and `help` are made without the theory's
    verdicts: with reference.winning_move, why and resisting_move replaced by functions that
    fail, they are the same, (3) no line of a session before the first `hint` says who wins
    or loses (VERDICT_WORDS) except the rules' own sentence, nor names a move to play.
    """

    VERDICTS = ("winning_move", "why", "resisting_move", "answer", "first_player_wins",
                "mover_wins_table", "holding_out_table")

    @contextlib.contextmanager
    def blind(self, problem):
        """Within the block, every verdict of the problem's reference.py fails when asked."""
        def refuse(*_):
            raise AssertionError(f"{problem.name}: the screen asked the theory's verdict")

        with contextlib.ExitStack() as stack:
            for name in self.VERDICTS:
                if hasattr(problem.reference, name):
                    stack.enter_context(mock.patch.object(problem.reference, name, refuse))
            yield

    def positions(self, problem):
        found = set()
        for seed in range(10):
            text = problem.game.random_start(random.Random(f"{problem.name}-spoiler-{seed}"))
            found |= problem.reachable(problem.game.start(text))
        return sorted(found, key=repr)

    def test_a_position_shows_only_its_rules_and_invariant(self):
        for problem in problems():
            allowed = [re.compile(pattern + r"\Z") for pattern in DISPLAY_LINES[problem.id]]
            starts = [problem.game.start(text) for text in big_starts(problem)]
            with self.subTest(problem=problem.name):
                # game.py holds the rules only: it does not even load the theory.
                self.assertFalse([name for name, value in vars(problem.game).items()
                                  if isinstance(value, types.ModuleType)
                                  and value.__name__.endswith(".reference")])
                for position in self.positions(problem) + starts:
                    with self.blind(problem):
                        shown = games.display(problem.game, problem.reference, position)
                        if problem.game.over(position) is None:
                            self.assertNoVerdict(problem.game.move_help(position))
                        self.assertNoVerdict(problem.game.intro(position))
                    for line in shown.split("\n"):
                        # (games.display puts a one-line invariant beside a one-line drawing)
                        fits = [any(pattern.match(part) for pattern in allowed)
                                for part in [line] + line.split("    ", 1)]
                        self.assertTrue(fits[0] or len(fits) == 3 and all(fits[1:]),
                                        f"{problem.name}: {line!r} at {position}")
                    self.assertNoVerdict(shown)

    def test_the_words_around_the_game_name_no_move(self):
        for problem in problems():
            with self.subTest(problem=problem.name):
                for text in problem.game.small_starts()[:50]:
                    self.assertNoVerdict(problem.game.intro(problem.game.start(text)))
                self.assertNoVerdict(play.HELP)
                self.assertNotRegex(play.HELP + problem.game.intro(problem.game.start(text)),
                                    r"(?i)for example|e\.g\.")

    def test_a_session_before_hint_says_nothing_of_the_verdict(self):
        for problem in problems():
            with self.subTest(problem=problem.name):
                for seed in range(4):
                    text = problem.game.random_start(random.Random(f"{problem.name}-s{seed}"))
                    status, output, user = play_in_process(self, problem, text, "you", seed,
                                                           perfect=False)
                    before = output.split("\n> hint")[0].split("\n> why")[0]
                    lines = logical_lines(before.rstrip("\n"))
                    if lines[-1] in ("you win", "I win"):
                        lines.pop()  # the game is over: the result is no spoiler
                    self.assertNoVerdict(" ".join(line for line in lines if not line.startswith(
                        ("> ", "not a legal move: "))))

    def assertNoVerdict(self, text):
        self.assertIsNone(VERDICT_WORDS.search(RULES_SENTENCE.sub("", text)), text)


class ScreenWidthTest(unittest.TestCase):
    """Every line play.py prints fits games.SCREEN_WIDTH columns: whole games from small
    starts, and the first turns from the samples and the largest test inputs, with every
    command."""

    def check_width(self, output, where):
        for line in output.split("\n"):
            self.assertLessEqual(writeups.width(line), games.SCREEN_WIDTH, f"{where}: {line}")

    def test_whole_games_from_small_starts(self):
        for problem in problems():
            for seed in range(3):
                text = problem.game.random_start(random.Random(f"{problem.name}-width-{seed}"))
                with self.subTest(problem=problem.name, start=text):
                    status, output, _ = play_in_process(self, problem, text, "me", seed, True)
                    self.assertEqual(status, 0)
                    self.check_width(output, problem.name)

    def test_first_turns_from_big_starts(self):
        for problem in problems():
            for text in big_starts(problem):
                for first in ("you", "me"):
                    with self.subTest(problem=problem.name, start=text[:40], first=first):
                        status, output, _ = play_in_process(self, problem, text, first, 2,
                                                            False, BIG_GAME_TURNS)
                        self.assertEqual(status, 0)
                        self.check_width(output, problem.name)
                        self.assertIn(output.rstrip("\n").split("\n")[-1],
                                      ("you win", "I win", play.LEFT))

    def test_help_and_the_list(self):
        self.check_width(play.HELP, "help")
        self.check_width(play.listing(), "the list of problems")


class RulesAndTheoryTest(unittest.TestCase):
    """reference.winning_move and game.py's functions for people, on small and big starts."""

    def test_winning_move_agrees_with_the_search(self):
        for problem in problems():
            game, brute, reference = problem.game, problem.brute, problem.reference
            positions = set()
            for seed in range(DOMAIN_STARTS):
                text = game.random_start(random.Random(f"{problem.name}-domain-{seed}"))
                positions |= problem.reachable(game.start(text))
            with self.subTest(problem=problem.name, positions=len(positions)):
                for position in positions:
                    if game.over(position) is not None:
                        continue
                    move = reference.winning_move(position)
                    if brute.mover_wins(position):
                        self.assertIn(move, list(game.moves(position)), position)
                        self.assertFalse(brute.mover_wins(game.after(position, move)), position)
                    else:
                        self.assertIsNone(move, position)
                    why = reference.why(position)
                    self.assertTrue(why and "\n" not in why, position)

    def test_typed_moves_read_back(self):
        for problem in problems():
            game = problem.game
            text = game.random_start(random.Random(f"{problem.name}-typed"))
            with self.subTest(problem=problem.name, start=text):
                for position in problem.reachable(game.start(text)):
                    if game.over(position) is not None:
                        self.assertEqual(list(game.moves(position)), [], position)
                        continue
                    moves = list(game.moves(position))
                    said = [game.say_move(position, move) for move in moves]
                    self.assertEqual(len(set(said)), len(moves), position)
                    for move in moves:
                        typed = game.move_text(position, move)
                        self.assertEqual(game.read_move(position, typed), move, position)
                    for junk in ILLEGAL_TEXTS:
                        with self.assertRaises(ValueError):
                            game.read_move(position, junk)
                    self.assertTrue(game.show(position) and game.move_help(position))

    def test_big_starts(self):
        """On the samples and the largest test inputs: a legal move, after which the theory
        says the opponent is lost, and a position that can be drawn."""
        for problem in problems():
            game, reference = problem.game, problem.reference
            for text in big_starts(problem):
                position = game.start(text)
                with self.subTest(problem=problem.name, test=text[:40]):
                    move = reference.winning_move(position)
                    if move is not None:
                        typed = game.move_text(position, move)
                        self.assertEqual(game.read_move(position, typed), move)
                        reached = game.after(position, move)
                        if game.over(reached) is None:
                            self.assertIsNone(reference.winning_move(reached))
                    else:
                        move = reference.resisting_move(position)
                        self.assertEqual(game.read_move(position, game.move_text(position,
                                                                                 move)), move)
                    self.assertTrue(reference.why(position))
                    self.assertTrue(game.show(position) and game.move_help(position))
                    self.assertTrue(game.intro(position))

    def test_bad_starts_are_refused(self):
        for problem in problems():
            with self.subTest(problem=problem.name):
                for text in ("", "x", "-5 -5 -5", "0 0 0", "99999999999999999999 " * 3):
                    with self.assertRaises(ValueError):
                        problem.game.start(text)

    def test_random_starts_are_small_starts(self):
        for problem in problems():
            small = problem.game.small_starts()
            with self.subTest(problem=problem.name, starts=len(small)):
                self.assertEqual(len(set(small)), len(small))
                for seed in range(20):
                    self.assertIn(problem.game.random_start(random.Random(seed)), small)
                for text in small:
                    self.assertTrue(problem.brute.feasible(text), text)
                    position = problem.game.start(text)
                    self.assertIsNone(problem.game.over(position), text)
                    if problem.id == "11869":  # one coin: a game with nothing to think about
                        self.assertGreater(len(position), 1, text)


class CommandLineTest(unittest.TestCase):
    """play.py and make play as a person or a script runs them: real pipes, real exits."""

    def test_games_through_pipes(self):
        for problem in problems():
            text = problem.game.random_start(random.Random(f"{problem.name}-pipe"))
            with self.subTest(problem=problem.name, start=text):
                command = [sys.executable, str(JUDGE_DIR / "play.py"), problem.id, "--start",
                           text.replace("\n", "\\n")]
                status, output, error, user = play_through_pipes(self, problem, command, text,
                                                                 "you", seed=1)
                self.assertEqual(error, "")
                check_game(self, problem, text, status, output, user)

    def test_make_play(self):
        problem = problems()[0]
        text = problem.game.random_start(random.Random(f"{problem.name}-make"))
        command = make_play(f"P={problem.id}", "START=" + text.replace("\n", "\\n"), "FIRST=me")
        status, output, error, user = play_through_pipes(self, problem, command, text, "me",
                                                         seed=2)
        self.assertEqual(error, "")
        self.assertIn("I move first.", output)
        check_game(self, problem, text, status, output, user)

    def test_bad_arguments_exit_2_with_one_line(self):
        problem = problems()[0].id
        for args in (["no-such-problem"], [problem, "--start", "x"], [problem, "--first", "them"],
                     [problem, "--seed", "x"]):
            with self.subTest(args=args):
                status, out, err = run_play(args, "")
                self.assertEqual(status, 2)
                self.assertEqual(out, "")
                self.assertEqual(err.count("\n"), 1, err)
                self.assertTrue(err.startswith("play.py: "), err)
                self.assertNotIn("Traceback", err)

    def test_end_of_input_or_quit_ends_with_status_0(self):
        problem = problems()[0].id
        for stdin_text in ("", "quit\n", "hint\nquit\n"):
            for command in (None, make_play(f"P={problem}")):
                with self.subTest(stdin=stdin_text, make=command is not None):
                    args = [problem, "--first", "you"] if command is None else []
                    status, out, err = run_play(args, stdin_text, command)
                    self.assertEqual((status, err), (0, ""))
                    self.assertEqual(out.rstrip("\n").split("\n")[-1], play.LEFT)

    def test_without_a_problem_the_problems_are_listed(self):
        for command in (None, make_play()):
            with self.subTest(make=command is not None):
                status, out, err = run_play([], "", command)
                self.assertEqual((status, err), (0, ""))
                for problem in problems():
                    title = problem.found.meta["title"]["en"]
                    lines = [line for line in out.split("\n") if problem.id in line.split()]
                    self.assertEqual(len(lines), 1, out)
                    self.assertIn(title, lines[0])

    def test_a_random_start_says_its_seed_and_replays(self):
        problem = problems()[0].id
        status, out, _ = run_play([problem, "--seed", "7"], "")
        self.assertEqual(status, 0)
        self.assertIn('A random start, from seed 7: START="', out)
        self.assertEqual(run_play([problem, "--seed", "7"], "")[1], out)

    def test_a_start_of_several_games_says_which_it_plays(self):
        for problem in problems():
            games_in = getattr(problem.game, "games_in", None)
            if games_in is None:
                continue
            sample = max(big_starts(problem), key=games_in)
            with self.subTest(problem=problem.name):
                self.assertGreater(games_in(sample), 1)
                status, out, _ = run_play([problem.id, "--start", sample.replace("\n", "\\n")],
                                          "")
                self.assertEqual(status, 0)
                self.assertIn(f"The input holds {games_in(sample)} games: this is the first "
                              "of them.", out)


class PlayOutTest(unittest.TestCase):
    """`brute play-out`: one whole game, the same bytes in every run, won by the player the
    search says wins."""

    def test_play_out_of_the_samples(self):
        for problem in problems():
            samples = [path.read_text("ascii") for path in problem.found.test_inputs()
                       if path.name.startswith("sample-")]
            samples = [text for text in samples if problem.brute.feasible(text)]
            self.assertTrue(samples, problem.name)
            for text in samples:
                with self.subTest(problem=problem.name, start=text):
                    printed = games.play_out(problem.found, text)
                    self.assertEqual(printed, games.play_out(problem.found, text))
                    start = problem.game.start(text)
                    winner = problem.game.PLAYERS[0 if problem.brute.mover_wins(start) else 1]
                    self.assertTrue(printed.endswith(f"\n{winner} wins\n"), printed)
                    self.assertNotIn(" \n", printed)
                    for line in printed.split("\n"):
                        self.assertLessEqual(writeups.width(line), games.SCREEN_WIDTH, line)

    def test_the_command_prints_the_same_bytes(self):
        env = dict(os.environ, PYTHONHASHSEED="1")
        for problem in problems():
            text = problem.game.random_start(random.Random(f"{problem.name}-play-out"))
            with self.subTest(problem=problem.name, start=text):
                done = self.play_out_command(problem, text, env)
                self.assertEqual((done.returncode, done.stderr), (0, ""))
                self.assertEqual(done.stdout, games.play_out(problem.found, text))

    def test_a_start_too_large_is_refused(self):
        refused = 0
        for problem in problems():
            for path in problem.found.test_inputs():
                text = path.read_text("ascii") if path.stat().st_size <= BIG_INPUT_BYTES else ""
                if text and not problem.brute.feasible(text):
                    done = self.play_out_command(problem, text)
                    self.assertEqual(done.returncode, 2, problem.name)
                    self.assertIn("too large", done.stderr)
                    self.assertEqual(done.stderr.count("\n"), 1, done.stderr)
                    self.assertNotIn("Traceback", done.stderr)
                    refused += 1
                    break
        self.assertTrue(refused)

    def play_out_command(self, problem, text, env=None):
        return subprocess.run([sys.executable, str(JUDGE_DIR / "problem.py"), problem.id, "brute",
                               "play-out", text.replace("\n", "\\n")],
                              capture_output=True, text=True, env=env, timeout=TIMEOUT_S)


if __name__ == "__main__":
    unittest.main()
