"""judge/play.py and `brute.py --play-out` on every problem, against the exhaustive search.

A scripted user plays play.py through its standard input: the user reads what play.py wrote,
follows the position with the problem's game.py and types moves, some random, some perfect
(brute.py's), and now and then an illegal move, `hint` or `why`. brute.py, which searches the
rules and knows no theory, judges every position: the program must never let a won position
go, and the user may win only by playing a winning move on every turn.
"""
import io
import os
import random
import subprocess
import sys
import threading
import unittest

from support import JUDGE_DIR

import play  # judge/ is on sys.path: support puts it there
import testdata
import testlib

ROOT = testdata.ROOT
GAMES_PER_PROBLEM = 14
DOMAIN_STARTS = 60  # starts of game.random_start whose every reachable position is checked
ILLEGAL_TEXTS = ("banana", "-1", "1000000000", "")
COMMANDS = ("hint", "why", "illegal")  # what a ScriptedUser types now and then besides moves
BIG_INPUT_BYTES = 10000  # test inputs up to this size are read as starts in test_big_starts
TIMEOUT_S = 60


class Problem:
    """A problem's game.py, brute.py and reference.py."""

    def __init__(self, found):
        self.name = found.name
        self.id = found.id
        self.found = found
        self.game = testlib.problem_module(found.folder, "game")
        self.brute = testlib.problem_module(found.folder, "brute")
        self.reference = testlib.problem_module(found.folder, "reference")

    def reachable(self, start):
        """Every position reachable from `start`, the start included."""
        seen, pending = {start}, [start]
        while pending:
            position = pending.pop()
            for move in self.game.moves(position):
                later = self.game.after(position, move)
                if later not in seen:
                    seen.add(later)
                    pending.append(later)
        return seen


def problems():
    return [Problem(found) for found in testdata.find_problems()]


class ScriptedUser:
    """The standard input of play.py: each readline() reads what play.py wrote since the last
    one, follows the game in `position`, and returns what the user types."""

    def __init__(self, test, problem, start_text, first, rng, output, perfect,
                 first_command=None):
        self.test, self.problem, self.game = test, problem, problem.game
        self.position = problem.game.start(start_text)
        self.users_turn = first == "you"
        self.rng, self.output, self.perfect = rng, output, perfect
        self.commands = [first_command] if first_command else []  # to type before any move
        self.read_up_to = 0
        self.typed = None  # the last move typed, until play.py confirms or refuses it
        self.expect = None  # the kind of answer the last command asks for
        self.turns = []  # (position, move) of every move of the user, in order
        self.events = set()  # the kinds of answer to a command seen at least once

    def isatty(self):
        return False

    def follow(self):
        """Read the new output of play.py and apply the moves it reports."""
        text = self.output.getvalue()
        new, self.read_up_to = text[self.read_up_to:], len(text)
        for line in new.split("\n"):
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

    def follow_my_move(self, said):
        """The program's move, found by its description; it must keep a won position won."""
        game, brute = self.game, self.problem.brute
        found = [move for move in game.moves(self.position)
                 if game.say_move(self.position, move) == said]
        self.test.assertEqual(len(found), 1, f"{said!r} at {self.position}")
        reached = game.after(self.position, found[0])
        if brute.mover_wins(self.position):
            self.test.assertFalse(brute.mover_wins(reached),
                                  f"{self.problem.name}: from {self.position} play.py won, but "
                                  f"played {said!r} to {reached}, won for the user")
        self.position, self.users_turn = reached, True

    def check_hint(self, line):
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
        command = self.commands.pop() if self.commands else self.rng.choice(
            [None] * 12 + list(COMMANDS))
        if command == "illegal":
            illegal = [text for text in ILLEGAL_TEXTS if text and not self.is_legal(text)]
            self.expect = "not a legal move"
            return self.rng.choice(illegal) + "\n"
        if command:
            self.expect = command
            return command + "\n"
        moves = list(self.game.moves(self.position))
        winning = [move for move in moves
                   if not self.problem.brute.mover_wins(self.game.after(self.position, move))]
        self.typed = winning[0] if self.perfect and winning else self.rng.choice(moves)
        return self.game.move_text(self.position, self.typed) + "\n"

    def is_legal(self, text):
        try:
            self.game.read_move(self.position, text)
        except ValueError:
            return False
        return True


def play_in_process(test, problem, start_text, first, seed, perfect):
    """One game of play.main against a ScriptedUser: (exit status, output, the user)."""
    output = io.StringIO()
    rng = random.Random(f"{problem.name}-user-{seed}")
    user = ScriptedUser(test, problem, start_text, first, rng, output, perfect,
                        COMMANDS[seed % len(COMMANDS)])
    status = play.main([problem.id, "--start", start_text, "--first", first, "--seed",
                        str(seed)], stdin=user, stdout=output, stderr=io.StringIO())
    user.follow()
    return status, output.getvalue(), user


def run_play(args, stdin_text):
    """play.py in a subprocess: (exit status, stdout, stderr)."""
    done = subprocess.run([sys.executable, str(JUDGE_DIR / "play.py")] + args, input=stdin_text,
                          capture_output=True, text=True, cwd=ROOT, timeout=TIMEOUT_S)
    return done.returncode, done.stdout, done.stderr


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


class PerfectPlayTest(unittest.TestCase):
    """Random games from random small starts, each move judged by brute.py."""

    def test_games_against_a_scripted_user(self):
        for problem in problems():
            with self.subTest(problem=problem.name):
                outcomes, events, firsts = set(), set(), set()
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
                # The games must have shown both endings, both first players and every command.
                self.assertEqual(outcomes, {"you win", "I win"})
                self.assertEqual(firsts, {"you", "me"})
                self.assertEqual(events, {"not a legal move", "hint", "why"})


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
            for path in problem.found.test_inputs():
                if not path.name.startswith(("sample-", "max-")) or (
                        path.stat().st_size > BIG_INPUT_BYTES):
                    continue
                position = game.start(path.read_text("ascii"))
                with self.subTest(problem=problem.name, test=path.name):
                    move = reference.winning_move(position)
                    if move is not None:
                        typed = game.move_text(position, move)
                        self.assertEqual(game.read_move(position, typed), move)
                        reached = game.after(position, move)
                        if game.over(reached) is None:
                            self.assertIsNone(reference.winning_move(reached))
                    self.assertTrue(reference.why(position))
                    self.assertTrue(game.show(position) and game.move_help(position))
                    self.assertTrue(game.intro(position))

    def test_bad_starts_are_refused(self):
        for problem in problems():
            with self.subTest(problem=problem.name):
                for text in ("", "x", "-5 -5 -5", "0 0 0", "99999999999999999999 " * 3):
                    with self.assertRaises(ValueError):
                        problem.game.start(text)


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
        command = ["make", "--no-print-directory", "-s", "play", f"P={problem.id}",
                   "START=" + text.replace("\n", "\\n"), "FIRST=me", f"PYTHON={sys.executable}"]
        status, output, error, user = play_through_pipes(self, problem, command, text, "me",
                                                         seed=2)
        self.assertEqual(error, "")
        self.assertIn("I move first.", output)
        check_game(self, problem, text, status, output, user)

    def test_bad_arguments_exit_2_with_one_line(self):
        problem = problems()[0].id
        for args in (["no-such-problem"], [problem, "--start", "x"], [problem, "--first", "them"],
                     [], [problem, "--seed", "x"]):
            with self.subTest(args=args):
                status, out, err = run_play(args, "")
                self.assertEqual(status, 2)
                self.assertEqual(out, "")
                self.assertEqual(err.count("\n"), 1, err)
                self.assertTrue(err.startswith("play.py: "), err)
                self.assertNotIn("Traceback", err)

    def test_end_of_input_or_quit_leaves_with_status_1(self):
        problem = problems()[0].id
        for stdin_text in ("", "quit\n"):
            with self.subTest(stdin=stdin_text):
                status, out, err = run_play([problem, "--first", "you"], stdin_text)
                self.assertEqual(status, 1)
                self.assertEqual(err, "play.py: the game was left before its end\n")
                self.assertNotIn(out.rstrip("\n").split("\n")[-1], ("you win", "I win"))

    def test_a_random_start_says_its_seed_and_replays(self):
        problem = problems()[0].id
        status, out, _ = run_play([problem, "--seed", "7"], "")
        self.assertEqual(status, 1)
        self.assertIn('A random start, from seed 7: START="', out)
        self.assertEqual(run_play([problem, "--seed", "7"], "")[1], out)


class PlayOutTest(unittest.TestCase):
    """brute.py --play-out: one whole game, the same bytes in every run, won by the player
    the search says wins."""

    def test_play_out_of_the_samples(self):
        for problem in problems():
            samples = [path.read_text("ascii") for path in problem.found.test_inputs()
                       if path.name.startswith("sample-")]
            samples = [text for text in samples if problem.brute.feasible(text)]
            self.assertTrue(samples, problem.name)
            for text in samples:
                with self.subTest(problem=problem.name, start=text):
                    printed = testlib.play_out(problem.brute, text)
                    self.assertEqual(printed, testlib.play_out(problem.brute, text))
                    start = problem.game.start(text)
                    winner = problem.game.PLAYERS[0 if problem.brute.mover_wins(start) else 1]
                    self.assertTrue(printed.endswith(f"\n{winner} wins\n"), printed)
                    self.assertNotIn(" \n", printed)

    def test_the_command_prints_the_same_bytes(self):
        env = dict(os.environ, PYTHONHASHSEED="1")
        for problem in problems():
            text = problem.game.random_start(random.Random(f"{problem.name}-play-out"))
            with self.subTest(problem=problem.name, start=text):
                done = self.play_out_command(problem, text, env)
                self.assertEqual((done.returncode, done.stderr), (0, ""))
                self.assertEqual(done.stdout, testlib.play_out(problem.brute, text))

    def test_a_start_too_large_is_refused(self):
        refused = 0
        for problem in problems():
            for path in problem.found.test_inputs():
                text = path.read_text("ascii") if path.stat().st_size <= BIG_INPUT_BYTES else ""
                if text and not problem.brute.feasible(text):
                    done = self.play_out_command(problem, text)
                    self.assertEqual(done.returncode, 1, problem.name)
                    self.assertIn("too large", done.stderr)
                    self.assertNotIn("Traceback", done.stderr)
                    refused += 1
                    break
        self.assertTrue(refused)

    def play_out_command(self, problem, text, env=None):
        return subprocess.run([sys.executable, str(problem.found.folder / "brute.py"),
                               "--play-out", text.replace("\n", "\\n")],
                              capture_output=True, text=True, env=env, timeout=TIMEOUT_S)


if __name__ == "__main__":
    unittest.main()
