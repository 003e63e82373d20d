"""judge/play.py and `brute play-out` on every problem, against the exhaustive search, in
every language play.py speaks.

A scripted user plays play.py through its standard input: the user reads what play.py wrote,
follows the position with the problem's game.py and types moves, some random, some perfect
(brute.py's), and now and then an illegal move, `show`, `hint` or `why`. brute.py, which
searches the rules and knows no theory, judges every position: the program must never let a
won position go, must hold out from a lost one exactly as Truth says, and the user may win
only by playing a winning move on every turn. NoSpoilerTest says how the screen and `why`
before `hint` are held to giving nothing away.

Truth is this file's own search of the game: brute.mover_wins for the verdicts, and a plain
recursion for the remoteness (the moves left when the winner hurries and the loser delays),
written apart from games.LongestGame, which play.py uses. Nothing here names a problem: the
tests read the problems there are (lib.problems.find).
"""
import io
import os
import random
import re
import string
import subprocess
import threading
import types
import unittest
from unittest import mock

import play

from lib import games, writeups
from lib.problems import find as find_problems

from .support import JUDGE_DIR, PYTHON

ROOT = JUDGE_DIR.parent
LANGUAGES = play.LANGUAGES
GAMES_PER_PROBLEM = 14
DOMAIN_STARTS = 60  # random small starts whose every reachable position is checked
ILLEGAL_TEXTS = ("banana", "-1", "1000000000", "")
COMMANDS = ("show", "hint", "why", "illegal")  # what a ScriptedUser types now and then
ANSWERS = ("illegal", "show", "hint", "why")  # the kinds of play.py's answers (play.TEXTS)
FIRST_COMMANDS = (["show"], ["why"], ["hint", "why"], ["illegal"], ["why", "hint", "why"])
BIG_INPUT_BYTES = 10000  # test inputs up to this size are read as starts of big games
BIG_GAME_TURNS = 3  # turns of the user in a game from a big start, before `quit`
TIMEOUT_S = 60
SAME_MARKS = re.compile(r"(\S)\1{2,}")  # a run of one mark drawing a number (ooooo, xxx...)
# A screen gives the verdict away when it says who wins or loses: any of these words, outside
# the rules' own sentence ("whoever ... wins", "... 사람이 이깁니다").
VERDICT_WORDS = {
    "en": re.compile(r"\b(wins?|won|winning|lose|loses|lost|losing|next is|is one)\b",
                     re.IGNORECASE),
    "ko": re.compile(r"(?<![가-힣])(이기|이긴|이겨|이깁|이겼|진다|지는|집니다|짐|졌|필승|필패|승리|"
                     r"패배)"),
}
RULES_SENTENCE = {
    "en": re.compile(r"\bwhoever\b[^;.]*?\b(wins|loses)\b", re.IGNORECASE),
    "ko": re.compile(r"사람이 (이깁니다|집니다|짐)"),
}
LOCALE_VARIABLES = play.LOCALE_VARIABLES + ("LC_CTYPE",)


def environment(**extra):
    """This process's environment without its locale and what an enclosing make tells the
    makes it runs (so that play.py speaks English unless told), and `extra`."""
    kept = {name: value for name, value in os.environ.items()
            if name not in LOCALE_VARIABLES + writeups.MAKE_VARIABLES}
    return dict(kept, **extra)


class Problem:
    """A problem's game.py, brute.py and reference.py, and the languages they speak."""

    def __init__(self, found):
        self.name = found.name
        self.id = found.id
        self.found = found
        self.game = found.script("game")
        self.brute = found.script("brute")
        self.reference = found.script("reference")
        self.truth = Truth(self.game, self.brute)
        self.languages = games.languages(self.game, self.reference)

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


def logical_lines(text, lang="en"):
    """The lines of play.py's output, an answer's continued lines (indented by
    play.ANSWER_INDENT after an answer's prefix or `> `) joined to it."""
    texts = play.TEXTS[lang]
    answers = tuple(texts[kind] for kind in ANSWERS) + ("> ",)
    joined, answering = [], False
    for line in text.split("\n"):
        if answering and line.startswith(play.ANSWER_INDENT):
            joined[-1] += " " + line.strip()
            continue
        joined.append(line)
        answering = line.startswith(answers)
    return joined


class ScriptedUser:
    """The standard input of play.py: each readline() reads what play.py wrote since the last
    one, follows the game in `position`, and returns what the user types. It reads play.py
    in the language `lang`: the prefixes of play.TEXTS[lang] and the game's words in it."""

    def __init__(self, test, problem, start_text, first, rng, output, perfect,
                 first_commands=(), turns=None, lang="en"):
        self.test, self.problem, self.game = test, problem, problem.game
        self.lang, self.texts = lang, play.TEXTS[lang]
        self.say_move = games.spoken(problem.game.say_move, lang)
        self.position = problem.game.start(start_text)
        self.users_turn = first == "you"
        self.rng, self.output, self.perfect = rng, output, perfect
        self.commands = list(reversed(first_commands))  # to type before any move, in order
        self.turns_left = turns  # None: play to the end; else type `quit` after that many
        self.small = start_text in problem.game.small_starts()  # Truth can judge it
        self.read_up_to = 0
        self.typed = None  # the last move typed, until play.py confirms or refuses it
        self.expect = None  # the kind of answer the last command asks for
        self.hinted_at = None  # the position where the last `hint` was answered
        self.turns = []  # (position, move) of every move of the user, in order
        self.events = set()  # the kinds of answer to a command seen at least once
        self.held_out = 0  # moves of the program from lost positions, checked against Truth
        self.closing = ["banana", "help", "why", "hint", "show"]  # typed in a big game

    def isatty(self):
        return False

    def follow(self):
        """Read the new output of play.py and apply the moves it reports."""
        text = self.output.getvalue()
        new, self.read_up_to = text[self.read_up_to:], len(text)
        texts = self.texts
        for line in logical_lines(new, self.lang):
            if line.startswith(texts["you"]):
                self.test.assertIsNotNone(self.typed, line)
                self.test.assertTrue(self.users_turn, line)
                self.test.assertEqual(line[len(texts["you"]):],
                                      self.say_move(self.position, self.typed))
                self.turns.append((self.position, self.typed))
                self.position, self.typed = self.game.after(self.position, self.typed), None
                self.users_turn = False
            elif line.startswith(texts["me"]):
                self.test.assertFalse(self.users_turn, line)
                self.follow_my_move(line[len(texts["me"]):])
            elif any(line.startswith(texts[kind]) for kind in ANSWERS):
                kind = next(kind for kind in ANSWERS if line.startswith(texts[kind]))
                self.test.assertEqual(self.expect, kind, line)
                getattr(self, f"check_{kind}")(line[len(texts[kind]):])
                self.events.add(kind)
                self.expect = None
            elif self.expect == "help" and line == texts["help"].split("\n")[0]:
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
                 if self.say_move(self.position, move) == said]
        self.test.assertEqual(len(found), 1, f"{said!r} at {self.position}")
        reached = game.after(self.position, found[0])
        if problem.brute.mover_wins(self.position):
            self.test.assertFalse(problem.brute.mover_wins(reached),
                                  f"{problem.name}: from {self.position} play.py won, but "
                                  f"played {said!r} to {reached}, won for the user")
        else:
            self.test.assertEqual(found[0], problem.truth.holding_out(self.position),
                                  f"{problem.name}: from the lost {self.position}")
            self.held_out += 1
        self.position, self.users_turn = reached, True

    def check_illegal(self, said):
        self.test.assertTrue(said, "a refused move without its reason")

    def check_hint(self, said):
        """The verdict of the search, and a move that wins by the search."""
        self.hinted_at = self.position
        if not self.small:
            return
        brute = self.problem.brute
        if not brute.mover_wins(self.position):
            self.test.assertEqual(said, self.texts["lost"])
            return
        typed = said.rsplit("`", 2)[1]
        move = self.game.read_move(self.position, typed)
        self.test.assertEqual(said, self.texts["won"].format(
            move=self.say_move(self.position, move), typed=typed))
        self.test.assertFalse(brute.mover_wins(self.game.after(self.position, move)), said)

    def check_why(self, said):
        """Before `hint` at this position, what to compute (how_to_decide); after it, the
        reason (reference.why)."""
        if self.position is None:
            return
        reference = self.problem.reference
        if self.hinted_at == self.position:
            expected = games.spoken(reference.why, self.lang)(self.position)
            self.events.add("why after hint")
        else:
            expected = self.texts["before_hint"].format(
                how=games.spoken(reference.how_to_decide, self.lang)(self.position))
        self.test.assertEqual(said, expected)

    def check_show(self, said):
        self.test.assertTrue(said.startswith(self.texts["shown"]), said)

    def readline(self):
        self.follow()
        self.test.assertIsNone(self.typed, "play.py neither played nor refused the last move")
        self.test.assertIsNone(self.expect, "play.py did not answer the last command")
        if self.position is None or self.turns_left is not None and self.turns_left <= 0:
            # in a big game once the program has moved: every command, then quit
            command = self.closing.pop() if self.closing else "quit"
            self.expect = {"banana": "illegal", "quit": None}.get(command, command)
            return command + "\n"
        command = self.commands.pop() if self.commands else self.rng.choice(
            [None] * 12 + list(COMMANDS))
        if command == "illegal":
            illegal = [text for text in ILLEGAL_TEXTS if text and not self.is_legal(text)]
            self.expect = "illegal"
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


def play_in_process(test, problem, start_text, first, seed, perfect, turns=None, lang="en"):
    """One game of play.main against a ScriptedUser, in the language `lang`: (exit status,
    output, the user)."""
    output = io.StringIO()
    rng = random.Random(f"{problem.name}-user-{seed}")
    user = ScriptedUser(test, problem, start_text, first, rng, output, perfect,
                        FIRST_COMMANDS[seed % len(FIRST_COMMANDS)], turns, lang)
    status = play.main([problem.id, "--start", start_text, "--first", first, "--seed",
                        str(seed), "--lang", lang], stdin=user, stdout=output,
                       stderr=io.StringIO(), environ={})
    user.follow()
    return status, output.getvalue(), user


def run_play(args, stdin_text, command=None, env=None):
    """play.py (or `command`) in a subprocess, in the environment `env` (by default one that
    names no language): (exit status, stdout, stderr)."""
    command = command or [*PYTHON, str(JUDGE_DIR / "play.py")]
    done = subprocess.run(command + args, input=stdin_text, capture_output=True,
                          encoding="utf-8", cwd=ROOT, timeout=TIMEOUT_S,
                          env=environment() if env is None else env)
    return done.returncode, done.stdout, done.stderr


def make_play(*variables):
    return ["make", "--no-print-directory", "-s", "play", "PYTHON=" + " ".join(PYTHON),
            *variables]


def play_through_pipes(test, problem, command, start_text, first, seed, lang="en", env=None):
    """`command` (play.py or make play) run in a subprocess, a ScriptedUser writing its
    standard input line by line in the language `lang`: (exit status, output, stderr, the
    user)."""
    output = io.StringIO()
    rng = random.Random(f"{problem.name}-pipe-{seed}")
    user = ScriptedUser(test, problem, start_text, first, rng, output, True, lang=lang)
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, encoding="utf-8", cwd=ROOT,
                               env=environment() if env is None else env)
    watchdog = threading.Timer(TIMEOUT_S, process.kill)
    watchdog.start()
    try:
        for line in process.stdout:
            output.write(line)
            if line.startswith(play.TEXTS[lang]["your_move"]):
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
    game, brute, texts = problem.game, problem.brute, user.texts
    where = f"{problem.name} from {text!r} ({user.lang})"
    test.assertEqual(status, 0, where)
    last = output.rstrip("\n").split("\n")[-1]
    test.assertIn(last, (texts["you_win"], texts["i_win"]), where)
    test.assertTrue(output.endswith(last + "\n"), where)
    ended = game.over(user.position)
    test.assertIsNotNone(ended, f"{where}: play.py stopped at {user.position}")
    # over() tells whether the player to move at the end has won.
    test.assertEqual(last == texts["you_win"], ended == user.users_turn, where)
    if last == texts["you_win"]:
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
    """Random games from random small starts, each move judged by brute.py and Truth, each
    answer to a command checked (ScriptedUser); the games alternate between the languages."""

    def test_games_against_a_scripted_user(self):
        for problem in problems():
            with self.subTest(problem=problem.name):
                outcomes, events, firsts, held_out = set(), set(), set(), 0
                for seed in range(GAMES_PER_PROBLEM):
                    rng = random.Random(f"{problem.name}-game-{seed}")
                    text = problem.game.random_start(rng)
                    first = rng.choice(("you", "me"))
                    lang = problem.languages[seed % len(problem.languages)]
                    status, output, user = play_in_process(self, problem, text, first, seed,
                                                           rng.random() < 0.6, lang=lang)
                    check_game(self, problem, text, status, output, user)
                    last = output.rstrip("\n").split("\n")[-1]
                    outcomes.add("you" if last == user.texts["you_win"] else "I")
                    events |= user.events
                    firsts.add(first)
                    held_out += user.held_out
                # The games must have shown both endings, both first players and every command,
                # and the program holding out from a lost position.
                self.assertEqual(outcomes, {"you", "I"})
                self.assertEqual(firsts, {"you", "me"})
                self.assertEqual(events, set(ANSWERS) | {"why after hint"})
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
    """Nothing play.py shows before `hint` gives the verdict or a winning move away, in every
    language, on every position reachable from every small start (game.small_starts()),
    judged by the exhaustive search (games.LongestGame).

    What a turn shows is the screen: game.show and the line `your move:` (game.move_help).
    (1) The screen holds the rules' view and nothing else: game.py loads nothing of the
    theory; the screen is drawn by a session whose reference.py is blind (every function but
    how_to_decide fails when called) and is exactly game.show and game.move_help; it holds
    no line of the invariant `show` draws (reference.invariant: the targets, the Zeckendorf
    form, the continued fraction, the xor row) and no word of a verdict (VERDICT_WORDS) but
    in the rules' own sentence (RULES_SENTENCE).

    (2) `why` before `hint` says what to compute and why it decides (how_to_decide), and may
    speak of winning in general; it is held to more: it is a function of the screen. Two
    positions whose screens differ only in their numbers (written in digits, or drawn as a
    run of one mark: ooooo) get the same text up to its numbers, and each number of the text
    is either the same in both or stands in the same place of both screens (checked between
    the first position of each such class, sorted, and every other). So what a
    learner reads in it could have been read off the screen with the text's fixed words; by
    (1) that is the rules alone. Positions of both verdicts share screens up to numbers
    (checked for every problem), so the rule compares won positions with lost ones. (3) It
    names no winning move: no game.say_move of a move the search says wins, no typed move.

    Why that is enough: the invariants that gave games away (a list of targets holding the
    count, a Zeckendorf form beside "may take", a continued fraction, a xor row) are lines
    drawn beside the screen or numbers computed from the position that the screen does not
    show; (1) keeps them off the screen, (2) off `why`, in whatever form they come.
    """

    @staticmethod
    def blind(problem):
        """A stand-in for the problem's reference.py whose every function fails when called,
        but how_to_decide, which `why` before `hint` reads."""
        def refuse(*_, **__):
            raise AssertionError(f"{problem.name}: the screen asked the theory")

        names = [name for name, value in vars(problem.reference).items() if callable(value)]
        blind = types.SimpleNamespace(**{name: refuse for name in names})
        blind.how_to_decide = problem.reference.how_to_decide
        blind.TEXTS = getattr(problem.reference, "TEXTS", None)
        return blind

    def first_turn(self, problem, position, lang):
        """(the screen of `position`, the answer to `why` typed at once) printed by a session
        whose theory is blind."""
        output = io.StringIO()
        session = play.Session(problem.game, self.blind(problem), position,
                               io.StringIO("why\nquit\n"), output, lang)
        self.assertIsNone(session.play(True))
        printed = output.getvalue()
        screen = printed.split("\n> why\n")[0].strip("\n")
        why = [line for line in logical_lines(printed, lang)
               if line.startswith(play.TEXTS[lang]["why"])]
        self.assertEqual(len(why), 1, printed)
        return screen, why[0][len(play.TEXTS[lang]["why"]):]

    @staticmethod
    def turn(problem, position, lang):
        """(the screen of `position`, `why` before `hint` there), as the session above prints
        them but unwrapped: game.show and game.move_help, and how_to_decide."""
        game = problem.game
        return (games.spoken(game.show, lang)(position) + "\n" + play.TEXTS[lang]["your_move"]
                + games.spoken(game.move_help, lang)(position),
                play.TEXTS[lang]["before_hint"].format(
                    how=games.spoken(problem.reference.how_to_decide, lang)(position)))

    def test_a_turn_shows_the_rules_and_why_what_to_compute(self):
        """A session draws a turn as `turn` says, and its theory is blind while it does."""
        for problem in problems():
            positions = set()
            for seed in range(5):
                text = problem.game.random_start(random.Random(f"{problem.name}-turn-{seed}"))
                positions |= problem.reachable(problem.game.start(text))
            for lang in problem.languages:
                with self.subTest(problem=problem.name, lang=lang):
                    for position in sorted(positions, key=repr):
                        if problem.game.over(position) is None:
                            screen, why = self.turn(problem, position, lang)
                            self.assertEqual(self.first_turn(problem, position, lang),
                                             (play.wrap(screen), why))

    def test_the_screen_and_why_before_hint_give_nothing_away(self):
        for problem in problems():
            game = problem.game
            # game.py holds the rules only: it does not even load the theory.
            self.assertFalse([name for name, value in vars(game).items()
                              if isinstance(value, types.ModuleType)
                              and value.__name__.endswith(".reference")], problem.name)
            starts = [game.start(text) for text in game.small_starts()]
            positions = sorted((position for position in problem.reachable_from(starts)
                                if game.over(position) is None), key=repr)
            search = games.LongestGame(game)
            for lang in problem.languages:
                with self.subTest(problem=problem.name, lang=lang, positions=len(positions)):
                    classes = {}
                    for position in positions:
                        screen, why = self.turn(problem, position, lang)
                        self.check_screen(problem, position, lang, screen)
                        self.check_names_no_move(problem, search, position, lang, why)
                        key = SAME_MARKS.sub("~", re.sub(r"[0-9]+", "#", screen))
                        first = classes.setdefault(key, (position, screen, why, set()))
                        self.check_same_up_to_screen(problem, first, (position, screen, why))
                        first[3].add(search.mover_wins(position))
                    mixed = sum(len(verdicts) == 2 for *_, verdicts in classes.values())
                    self.assertGreater(mixed, 0, f"{problem.name}: no screen, up to its "
                                       "numbers, is shown at won and at lost positions alike")

    def check_screen(self, problem, position, lang, screen):
        for line in games.spoken(problem.reference.invariant, lang)(position).split("\n"):
            if line.strip():
                self.assertNotIn(line.strip(), screen, f"{problem.name} at {position}")
        self.assertNoVerdict(screen, lang)

    def check_names_no_move(self, problem, search, position, lang, why):
        game = problem.game
        self.assertNotIn("`", why.replace("`hint`", "").replace("`why`", ""), why)
        if not search.mover_wins(position):
            return
        for move in search.winning_moves(position):
            said = games.spoken(game.say_move, lang)(position, move)
            self.assertIsNone(re.search(rf"(?<![\w.]){re.escape(said)}(?![\w.])", why),
                              f"{problem.name} at {position}: {why}")

    def check_same_up_to_screen(self, problem, first, this):
        """`why` at this position is `why` at the first position with the same screen up to
        its numbers, each number the same or standing where the other's stands on the
        screen (see the class's docstring, (2))."""
        (position, screen, why), (other, other_screen, other_why) = this, first[:3]
        where = f"{problem.name}: `why` at {position} and at {other}:\n{why}\n{other_why}"
        parts, other_parts = re.split(r"([0-9]+)", why), re.split(r"([0-9]+)", other_why)
        self.assertEqual(len(parts), len(other_parts), where)
        shown = re.findall(r"[0-9]+", screen)
        other_shown = re.findall(r"[0-9]+", other_screen)
        for i, (part, other_part) in enumerate(zip(parts, other_parts)):
            if i % 2 == 0 or part == other_part:
                self.assertEqual(part, other_part, where)
                continue
            self.assertTrue(any(here == part and there == other_part
                                for here, there in zip(shown, other_shown)), where)

    def test_the_words_around_the_game_name_no_move(self):
        for problem in problems():
            for lang in problem.languages:
                with self.subTest(problem=problem.name, lang=lang):
                    intro = games.spoken(problem.game.intro, lang)
                    for text in problem.game.small_starts()[:50]:
                        self.assertNoVerdict(intro(problem.game.start(text)), lang)
                    self.assertNoVerdict(play.TEXTS[lang]["help"], lang)
                    self.assertNotRegex(play.TEXTS[lang]["help"]
                                        + intro(problem.game.start(text)),
                                        r"(?i)for example|e\.g\.|예를 들어|예:")

    def test_a_session_before_hint_says_nothing_of_the_verdict(self):
        """Every line before the first `hint` but the answers to `show` and `why` (held to
        the rules above), what was typed and the reasons a move is refused."""
        for problem in problems():
            for lang in problem.languages:
                with self.subTest(problem=problem.name, lang=lang):
                    for seed in range(4):
                        text = problem.game.random_start(random.Random(
                            f"{problem.name}-s{seed}"))
                        status, output, user = play_in_process(self, problem, text, "you",
                                                               seed, False, lang=lang)
                        texts = user.texts
                        lines = logical_lines(output.split("\n> hint")[0].rstrip("\n"), lang)
                        if lines[-1] in (texts["you_win"], texts["i_win"]):
                            lines.pop()  # the game is over: the result is no spoiler
                        skipped = ("> ",) + tuple(texts[kind] for kind in ANSWERS)
                        self.assertNoVerdict(" ".join(line for line in lines
                                                      if not line.startswith(skipped)), lang)

    def assertNoVerdict(self, text, lang):
        self.assertIsNone(VERDICT_WORDS[lang].search(RULES_SENTENCE[lang].sub("", text)), text)


class ScreenWidthTest(unittest.TestCase):
    """Every line play.py prints fits games.SCREEN_WIDTH columns, a wide (East Asian)
    character counting two, in every language: whole games from small starts, and the first
    turns from the samples and the largest test inputs, with every command."""

    def check_width(self, output, where):
        for line in output.split("\n"):
            self.assertLessEqual(writeups.width(line), games.SCREEN_WIDTH, f"{where}: {line}")

    def test_whole_games_from_small_starts(self):
        for problem in problems():
            for lang in problem.languages:
                for seed in range(3):
                    text = problem.game.random_start(random.Random(
                        f"{problem.name}-width-{seed}"))
                    with self.subTest(problem=problem.name, start=text, lang=lang):
                        status, output, _ = play_in_process(self, problem, text, "me", seed,
                                                            True, lang=lang)
                        self.assertEqual(status, 0)
                        self.check_width(output, problem.name)

    def test_first_turns_from_big_starts(self):
        for problem in problems():
            for number, text in enumerate(big_starts(problem)):
                for first in ("you", "me"):  # (each language moving first and second)
                    lang = problem.languages[(number + (first == "me"))
                                             % len(problem.languages)]
                    with self.subTest(problem=problem.name, start=text[:40], first=first,
                                      lang=lang):
                        status, output, user = play_in_process(self, problem, text, first, 2,
                                                               False, BIG_GAME_TURNS, lang)
                        self.assertEqual(status, 0)
                        self.check_width(output, problem.name)
                        self.assertIn(output.rstrip("\n").split("\n")[-1],
                                      [user.texts[end] for end in ("you_win", "i_win", "left")])

    def test_help_and_the_list(self):
        for lang in LANGUAGES:
            self.check_width(play.TEXTS[lang]["help"], "help")
            self.check_width(play.listing(lang), "the list of problems")


class TextsTest(unittest.TestCase):
    """The words of play.py and of every game are data, one dict per language: every problem
    speaks every language play.py speaks, and every language holds the same texts as English,
    with the same fields to fill in."""

    def test_a_problem_speaks_every_language_or_english_only(self):
        """A problem new to the repository may speak English only (its scripts have no
        TEXTS: play.py plays it in English and says so); one that has TEXTS speaks every
        language of play.py."""
        self.assertEqual(set(LANGUAGES), set(games.TEXTS))
        for problem in problems():
            with self.subTest(problem=problem.name):
                self.assertIn(problem.languages, (["en"], list(LANGUAGES)))
                self.assertEqual(problem.languages == ["en"],
                                 not hasattr(problem.game, "TEXTS")
                                 and not hasattr(problem.reference, "TEXTS"))
                for lang in problem.languages:
                    self.assertTrue(problem.found.meta["title"].get(lang), lang)
                    self.assertEqual(len(games.players(problem.game, lang)), 2)

    def test_each_language_holds_what_english_holds(self):
        scripts = [("play.py", play.TEXTS), ("games.py", games.TEXTS)] + [
            (f"{problem.name}/{name}.py", script.TEXTS)
            for problem in problems()
            for name, script in (("game", problem.game), ("reference", problem.reference))
            if hasattr(script, "TEXTS")]
        for where, texts in scripts:
            for lang in texts:
                with self.subTest(script=where, lang=lang):
                    self.assertEqual(set(texts[lang]), set(texts["en"]))
                    for name, english in texts["en"].items():
                        self.assertEqual(self.fields(texts[lang][name]), self.fields(english),
                                         name)

    @staticmethod
    def fields(text):
        """The fields a text fills in ({name}), or the number of a tuple's texts."""
        if isinstance(text, tuple):
            return len(text)
        return {field for _, field, _, _ in string.Formatter().parse(text) if field}

    def test_a_game_without_texts_in_a_language_is_played_in_english(self):
        problem = next(problem for problem in problems() if "ko" in problem.languages)
        english_only = {"en": problem.reference.TEXTS["en"]}
        with mock.patch.object(problem.reference, "TEXTS", english_only):
            output = io.StringIO()
            status = play.main([problem.id, "--seed", "1", "--lang", "ko"],
                               stdin=io.StringIO(""), stdout=output, stderr=io.StringIO())
        self.assertEqual(status, 0)
        lines = output.getvalue().split("\n")
        self.assertEqual(lines[0], play.TEXTS["ko"]["english_only"].format(title=problem.name))
        intro = problem.game.intro(problem.game.start(problem.game.random_start(
            random.Random(1))))
        self.assertEqual(lines[1], play.wrap(intro).split("\n")[0])
        self.assertEqual(lines[-2], play.LEFT)


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
                    for lang in problem.languages:
                        for function in (reference.why, reference.how_to_decide):
                            said = games.spoken(function, lang)(position)
                            self.assertTrue(said and "\n" not in said, position)

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
                    for lang in problem.languages:
                        said = [games.spoken(game.say_move, lang)(position, move)
                                for move in moves]
                        self.assertEqual(len(set(said)), len(moves), position)
                        for junk in ILLEGAL_TEXTS:
                            with self.assertRaises(ValueError):
                                games.spoken(game.read_move, lang)(position, junk)
                        self.assertTrue(games.spoken(game.show, lang)(position)
                                        and games.spoken(game.move_help, lang)(position))
                    for move in moves:
                        typed = game.move_text(position, move)
                        self.assertEqual(game.read_move(position, typed), move, position)

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
                    self.assertIsNone(problem.game.over(problem.game.start(text)), text)


class CommandLineTest(unittest.TestCase):
    """play.py and make play as a person or a script runs them: real pipes, real exits."""

    def test_games_through_pipes(self):
        for problem in problems():
            text = problem.game.random_start(random.Random(f"{problem.name}-pipe"))
            with self.subTest(problem=problem.name, start=text):
                command = [*PYTHON, str(JUDGE_DIR / "play.py"), problem.id, "--start",
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
        self.assertIn("I move first (", output)
        check_game(self, problem, text, status, output, user)

    def test_korean_with_a_make_variable_or_the_environment(self):
        """make play LANGUAGE=ko, and play.py under LANG=ko_KR.UTF-8 (a locale this machine
        may lack: the language is read from the name), a whole game each."""
        problem = [problem for problem in problems() if "ko" in problem.languages][-1]
        text = problem.game.random_start(random.Random(f"{problem.name}-korean"))
        start = "START=" + text.replace("\n", "\\n")
        play_py = [*PYTHON, str(JUDGE_DIR / "play.py"), problem.id, "--start",
                   text.replace("\n", "\\n")]
        for command, env in ((make_play(f"P={problem.id}", start, "LANGUAGE=ko"), None),
                             (play_py, environment(LANG="ko_KR.UTF-8")),
                             (make_play(f"P={problem.id}", start),
                              environment(LANGUAGE="ko:en", LANG="C.UTF-8"))):
            with self.subTest(command=command[-1], env=env and env.get("LANG")):
                status, output, error, user = play_through_pipes(self, problem, command, text,
                                                                 "you", 3, "ko", env)
                self.assertEqual(error, "")
                self.assertIn(play.TEXTS["ko"]["your_move"], output)
                check_game(self, problem, text, status, output, user)

    def test_the_language_is_the_option_else_the_environment(self):
        cases = [(None, {}, "en"), ("ko", {"LANG": "en_US.UTF-8"}, "ko"),
                 ("ko_KR.UTF-8", {}, "ko"), ("en", {"LANGUAGE": "ko"}, "en"),
                 (None, {"LANG": "ko_KR.UTF-8"}, "ko"), (None, {"LANG": "C.UTF-8"}, "en"),
                 (None, {"LANGUAGE": "fr:ko", "LANG": "en_US.UTF-8"}, "ko"),
                 (None, {"LANGUAGE": "en_US:en", "LANG": "ko_KR.UTF-8"}, "en"),
                 (None, {"LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"}, "ko"),
                 (None, {"LC_MESSAGES": "ko_KR", "LANG": "C"}, "ko"),
                 (None, {"LANGUAGE": "fr", "LANG": "POSIX"}, "en")]
        for option, environ, lang in cases:
            with self.subTest(option=option, environ=environ):
                self.assertEqual(play.language(option, environ), lang)
        with self.assertRaises(play.cli.UsageError):
            play.language("fr", {})

    def test_the_list_in_korean(self):
        status, out, err = run_play([], "", make_play("LANGUAGE=ko"))
        self.assertEqual(status, 0, err)
        self.assertOnlySkipped(err)
        self.assertTrue(out.startswith(play.TEXTS["ko"]["listing"] + "\n"), out)
        for problem in problems():
            self.assertIn(f"{problem.id:>6}  {problem.found.meta['title']['ko']}\n", out)

    def assertOnlySkipped(self, err):
        """A list of the games says nothing on standard error but a folder not finished."""
        for line in err.splitlines():
            self.assertRegex(line, r"^play\.py: skipped problems/\S+ is not finished: ")

    def test_bad_arguments_exit_2_with_one_line(self):
        problem = problems()[0].id
        for args in (["no-such-problem"], [problem, "--start", "x"], [problem, "--first", "them"],
                     [problem, "--seed", "x"], [problem, "--lang", "fr"], ["--lang", ""]):
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
                self.assertEqual(status, 0, err)
                self.assertOnlySkipped(err)
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
                    winner = 0 if problem.brute.mover_wins(start) else 1
                    self.assertTrue(printed.endswith(f"\n{problem.game.PLAYERS[winner]} wins\n"),
                                    printed)
                    for lang in problem.languages:
                        if lang != "en":
                            printed = games.play_out(problem.found, text, lang)
                            ending = games.TEXTS[lang]["wins"].format(
                                winner=games.players(problem.game, lang)[winner])
                            self.assertTrue(printed.endswith(f"\n{ending}\n"), printed)
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
        return subprocess.run([*PYTHON, str(JUDGE_DIR / "problem.py"), problem.id, "brute",
                               "play-out", text.replace("\n", "\\n")],
                              capture_output=True, text=True, env=env, timeout=TIMEOUT_S)


if __name__ == "__main__":
    unittest.main()
