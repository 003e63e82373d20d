"""The library of judge/lib: the readers and the declared input format (inputs), the helpers of
the games (games), the one model and loader of a problem (problems), and the rules the package
keeps (no module over 500 lines, none that prints or exits, no path boilerplate anywhere)."""
import ast
import json
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import unittest
from pathlib import Path
from unittest import mock

from lib import dataset, games, inputs, problems

from .support import JUDGE_DIR, PYTHON

REPOSITORY = JUDGE_DIR.parent
RANGE = {"min": 1, "max": 100, "boj_min": 1, "boj_max": 10}
# A problem.json of the shape of 11869's input (a count, then that many numbers) and one of
# 4342's (games until "0 0", counted, the count bounded on BOJ by evidence only).
COINS = {"ranges": {"M": RANGE, "P": dict(RANGE, answered_max=1000)},
         "input": {"lines": ["M", "P1..PM"]}}
GAMES = {"ranges": {"a": RANGE, "b": dict(RANGE, answered_min=1),
                    "games": {"min": 1, "max": 5, "boj_min": 1, "boj_max": None,
                              "boj_data_max": 3}},
         "input": {"lines": ["a b"], "repeat": {"name": "game", "count": "games",
                                                "until": "0 0"}}}


def refusal(function, *args):
    """The message and the class name of the InputError function(*args) raises, or None."""
    try:
        function(*args)
    except inputs.InputError as error:
        return type(error).__name__, str(error)
    return None


class Ruler(unittest.TestCase):
    def test_the_first_number_and_the_tens_stand_at_their_own_columns(self):
        self.assertEqual(games.ruler(0, 30), "0         10        20        30")
        self.assertEqual(games.ruler(1, 40), "1        10        20        30        40")
        self.assertEqual(games.ruler(5, 12), "5    10")
        self.assertEqual(games.ruler(3, 8), "3")

    def test_a_label_never_moves_what_follows_it(self):
        scale = games.ruler(1, 99)
        for tens in range(10, 100, 10):
            self.assertEqual(scale[tens - 1:tens + 1], str(tens))

    def test_nth_names_the_seeds_there_are(self):
        self.assertEqual(games.nth((3, 4), "sample", 2), 4)
        for seed in (0, 3, -1):
            with self.assertRaisesRegex(ValueError, r"^no sample case %d: the seeds of sample "
                                                    r"are 1\.\.2$" % seed):
                games.nth((3, 4), "sample", seed)


class StrictReaderTest(unittest.TestCase):
    def read_pairs(self, text):
        """Every line of `text` as a pair of integers, as a validator reads a list of games."""
        reader = inputs.StrictReader(text)
        pairs = []
        while not reader.at_end():
            pairs.append(reader.ints(2))
        reader.end()
        return pairs

    def test_lines_and_their_numbers(self):
        self.assertEqual(self.read_pairs("1 2\n3 4\n"), [[1, 2], [3, 4]])
        for text, message in (("1 2\n\n", "line 2: empty line"),
                              ("1 2\n3\n", "line 2: expected 2 integer(s), found 1"),
                              ("1 2\n3 4", "line 2: missing final newline"),
                              ("1 2\n3 4\r\n", "line 2: carriage return"),
                              ("", "line 1: empty input")):
            with self.subTest(text=text):
                with self.assertRaisesRegex(inputs.InputError, "^%s$" % re.escape(message)):
                    self.read_pairs(text)
        reader = inputs.StrictReader("1\n2\n")
        reader.ints(1)
        with self.assertRaisesRegex(inputs.InputError, "^line 2: unexpected content after"):
            reader.end()
        reader = inputs.StrictReader("1\n2\n")
        self.assertEqual(reader.ints(1) + reader.ints(1), [1, 2])
        with self.assertRaisesRegex(inputs.InputError, "^line 3: unexpected end of input$"):
            reader.ints(1)

    def test_a_long_input_costs_no_more_than_its_text(self):
        # A million lines, as 4342's largest input holds: a reader that kept a list of its
        # lines would hold about 60 MB beside the 8 MB text. The same for the validator of a
        # declared input, on a million games.
        script = (
            "import resource, sys\n"
            "from lib import inputs\n"
            "end = '0 0\\n' if sys.argv[1] == 'declared' else ''\n"
            "text = '12345 67890\\n' * 1000000 + end\n"
            "before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
            "if sys.argv[1] == 'reader':\n"
            "    reader = inputs.StrictReader(text)\n"
            "    while not reader.at_end():\n"
            "        reader.ints(2)\n"
            "else:\n"
            "    big = {'min': 1, 'max': 10 ** 6}\n"
            "    inputs.validate({'ranges': {'a': big, 'b': big, 'games': big},\n"
            "                     'input': {'lines': ['a b'], 'repeat': {\n"
            "                         'name': 'game', 'count': 'games', 'until': '0 0'}}},\n"
            "                    text)\n"
            "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before)\n")
        for way in ("reader", "declared"):
            with self.subTest(way=way):
                done = subprocess.run([*PYTHON, "-c", script, way], cwd=str(JUDGE_DIR),
                                      stdout=subprocess.PIPE, timeout=120, check=True)
                self.assertLess(int(done.stdout) / 1024, 8,
                                "MiB more than the text while reading it")


class DeclaredInputTest(unittest.TestCase):
    """inputs.validate and inputs.canonical on the formats problem.json declares."""

    def test_lines_and_a_count_of_numbers(self):
        self.assertIsNone(refusal(inputs.validate, COINS, "3\n1 2 100\n"))
        for text, error in (("3\n1 2\n", "line 2: expected 3 integer(s), found 2"),
                            ("0\n\n", "line 1: M = 0 is outside [1, 100]"),
                            ("2\n1 101\n", "line 2: P2 = 101 is outside [1, 100]"),
                            ("1\n1\n1\n", "line 3: unexpected content after the end of the "
                                          "input"),
                            ("1\n01\n", "line 2: not an integer in canonical form: '01'")):
            with self.subTest(text=text):
                kind = "OutsideRange" if "outside" in error else "InputError"
                self.assertEqual(refusal(inputs.validate, COINS, text), (kind, error))

    def test_boj_limits_and_a_bound_from_evidence(self):
        self.assertIsNone(refusal(inputs.validate, COINS, "2\n10 10\n", True))
        self.assertEqual(refusal(inputs.validate, COINS, "2\n10 11\n", True),
                         ("OutsideRange", "line 2: P2 = 11 is outside [1, 10]"))
        four = "1 1\n" * 4 + "0 0\n"
        self.assertIsNone(refusal(inputs.validate, GAMES, four))
        with self.assertRaises(inputs.OutsideRange) as raised:
            inputs.validate(GAMES, four, True)
        outside = raised.exception
        self.assertEqual((outside.what, outside.value, outside.evidence), ("games", 4, True))
        self.assertEqual(str(outside),
                         "line 5: games = 4 is outside [1, 3] (BOJ's data, from evidence)")
        with self.assertRaises(inputs.OutsideRange) as raised:
            inputs.validate(GAMES, "1 1\n" * 6 + "0 0\n")
        self.assertFalse(raised.exception.evidence)

    def test_games_until_the_end_line(self):
        for text, error in (("1 2\n", "line 2: unexpected end of input"),
                            ("0 0\n", "line 1: games = 0 is outside [1, 5]"),
                            ("1 2\n0 1\n0 0\n", "line 2: a = 0 is outside [1, 100]"),
                            ("1 2\n0 0\n3 4\n", "line 3: unexpected content after the end of "
                                                "the input")):
            with self.subTest(text=text):
                kind = "OutsideRange" if "outside" in error else "InputError"
                self.assertEqual(refusal(inputs.validate, GAMES, text), (kind, error))

    def test_the_lenient_reading_of_solution_c(self):
        self.assertEqual(inputs.canonical(COINS, " 3\r\n\t01 2 3 and more"), "3\n1 2 3\n")
        self.assertEqual(inputs.canonical(COINS, "0"), "0\n\n")
        for text, message in (("2 1 x", "P2: 'x' where a number is needed"),
                              ("2 1", "P2: the input ends where a number is needed"),
                              ("1 1001", "P1 = 1001 is above 1000"),
                              ("-1 1", "M: '-' where a number is needed")):
            with self.subTest(text=text):
                self.assertEqual(refusal(inputs.canonical, COINS, text), ("NoAnswer", message))

    def test_games_read_leniently_stop_at_the_end_line_or_the_input_end(self):
        self.assertEqual(inputs.canonical(GAMES, "1 2 3 4 0 0 5 6"), "1 2\n3 4\n0 0\n")
        self.assertEqual(inputs.canonical(GAMES, "1 2\n3 4\n"), "1 2\n3 4\n0 0\n")
        self.assertEqual(inputs.canonical(GAMES, ""), "0 0\n")
        with self.assertRaises(inputs.NoAnswer) as raised:
            inputs.canonical(GAMES, "1 2\n3")
        self.assertEqual(str(raised.exception), "b of game 2: the input ends where a number is "
                                                "needed")
        self.assertEqual(raised.exception.answered, "1 2\n0 0\n")
        with self.assertRaises(inputs.NoAnswer) as raised:
            inputs.canonical(GAMES, "1 0\n")
        self.assertEqual(str(raised.exception), "b of game 1 = 0 is below 1")
        self.assertEqual(raised.exception.answered, "0 0\n")

    def test_a_declaration_that_names_no_range_is_refused(self):
        for declared in ({"lines": ["X"]}, {"lines": ["P1..PX"]}, {"lines": ["M+1"]}, {}):
            with self.subTest(declared=declared):
                with self.assertRaises(ValueError) as raised:
                    inputs.InputFormat(dict(COINS, input=declared))
                self.assertNotIsInstance(raised.exception, inputs.InputError)


class ProblemsTest(unittest.TestCase):
    """lib/problems.py: the loader on problems of its own, the scripts on this repository's."""

    def test_found_by_id_or_folder_name_sorted_by_id(self):
        root = Path(tempfile.mkdtemp(prefix="judge-problems-"))
        self.addCleanup(shutil.rmtree, str(root), True)
        for name, meta in (("100-c", {"id": 100}), ("9-a", {"id": 9}), ("25-b", {"id": 25}),
                           ("7-d", {"id": 7, "idea": "TODO"})):
            (root / "problems" / name).mkdir(parents=True)
            (root / "problems" / name / "problem.json").write_text(json.dumps(meta), "utf-8")
        self.assertEqual([problem.id for problem in problems.find(root=root)], ["9", "25", "100"])
        self.assertEqual(problems.skipped, ["problems/7-d is not finished: a TODO mark in "
                                            "problem.json line 1 (testdata/README.md, 'Adding a "
                                            "problem')"])
        self.assertEqual(problems.get(25, root).name, "25-b")
        self.assertEqual(problems.get(f"{root}/problems/25-b/", root).id, "25")
        self.assertEqual([p.id for p in problems.find(["100", "9", "100"], root)], ["100", "9"])
        with self.assertRaisesRegex(problems.ProblemError, r"^unknown problem '8': "):
            problems.get(8, root)
        with self.assertRaisesRegex(problems.ProblemError, r"^problems/7-d is not finished: "):
            problems.get(7, root)
        self.assertEqual(problems.get(7, root, unfinished=True).name, "7-d")

    def test_a_script_is_loaded_once_in_the_package_of_its_problem(self):
        brute = problems.get(4342).script("brute")
        self.assertIs(problems.get("4342-euclid-game").script("brute"), brute)
        self.assertEqual(brute.__name__, "problem_4342.brute")
        self.assertIs(brute.game, problems.get(4342).script("game"))  # `from . import game`
        self.assertIs(problems.of(brute.__name__), problems.of("problem_4342.game"))
        self.assertEqual(problems.of(brute.__name__).id, "4342")
        with self.assertRaisesRegex(problems.ProblemError, "not a problem script"):
            problems.of("json")
        self.assertIsNone(problems.get(4342).script("no_such_script", optional=True))
        with self.assertRaisesRegex(problems.ProblemError, r"^4342-euclid-game: "
                                                           r"no_such_script\.py is missing$"):
            problems.get(4342).script("no_such_script")

    def test_20004_takes_its_rules_from_25179_by_id(self):
        counting = problems.get(20004).script("game").counting
        self.assertIs(counting, problems.get(25179).script("game"))
        self.assertIs(problems.get(20004).script("game").moves, counting.moves)

    def test_the_plan_of_problem_json(self):
        plan = problems.get(4342).plan()
        self.assertEqual([case.name for case in plan[:3]], ["sample-01", "sample-02", "edge-01"])
        self.assertEqual([case for case in plan if not case.committed],
                         [problems.Case("max-01", "max", 1, False)])
        small = [case for case in problems.get(25179).plan() if case.kind == "small"]
        self.assertEqual((small[0].name, small[0].seed, len(small)), ("random-41", 41, 20))

    def test_a_plan_that_repeats_a_name_is_refused(self):
        problem = problems.get(2373)
        broken = problems.Problem(problem.folder, dict(problem.meta, tests=[
            {"kind": "random", "count": 2}, {"kind": "small", "name": "random", "count": 1}]))
        with self.assertRaisesRegex(problems.ProblemError, "repeated case name 'random-01'"):
            broken.plan()
        broken.meta["tests"] = [{"kind": "max", "count": 1, "build_only": ["max-02"]}]
        with self.assertRaisesRegex(problems.ProblemError, "is not a plan"):
            broken.plan()

    def test_every_problem_declares_its_input_and_has_no_validate_py(self):
        for problem in problems.find():
            with self.subTest(problem=problem.name):
                self.assertTrue(problem.validates())
                self.assertEqual(problem.validation_files(),
                                 [problem.folder / "problem.json", problems.INPUTS_MODULE])
                self.assertIn("input", problem.meta)


def python_files():
    """Every .py file of the repository that git knows (without git: of judge/ and problems/)."""
    listed = subprocess.run(["git", "ls-files", "*.py"], cwd=str(REPOSITORY),
                            stdout=subprocess.PIPE, text=True, check=False)
    if listed.returncode != 0:
        return sorted(REPOSITORY.glob("judge/**/*.py")) + sorted(REPOSITORY.glob(
            "problems/*/*.py"))
    return [REPOSITORY / name for name in listed.stdout.split()]


class CheckAllTest(unittest.TestCase):
    def test_no_fork_from_a_process_with_threads(self):
        chosen = problems.find([])[:2]
        checked = []

        def check(problem, regenerate_build):
            checked.append((problem.name, regenerate_build))
            return ["issue of %s" % problem.name]

        release = threading.Event()
        other = threading.Thread(target=release.wait, daemon=True)
        other.start()
        try:
            with mock.patch.object(dataset, "check", check), \
                    mock.patch.object(dataset.multiprocessing, "get_context",
                                      side_effect=AssertionError("forked beside a thread")):
                found = dataset.check_all(chosen, regenerate_build=False, jobs=2)
        finally:
            release.set()
            other.join()
        self.assertEqual(found, {p.name: ["issue of %s" % p.name] for p in chosen})
        self.assertEqual(checked, [(p.name, False) for p in chosen])


class LayoutTest(unittest.TestCase):
    """What the package and the problem folders keep to."""

    def test_no_path_boilerplate_anywhere(self):
        needles = ("sys.path" + ".insert", "# no" + "qa")  # (written so, not to find this line)
        found = [f"{path.relative_to(REPOSITORY)}:{number}: {line.strip()}"
                 for path in python_files() if path.is_file()
                 for number, line in enumerate(path.read_text("utf-8").split("\n"), 1)
                 if any(needle in line for needle in needles)]
        self.assertEqual(found, [])

    def test_library_modules_are_short_and_neither_print_nor_exit(self):
        for path in sorted((JUDGE_DIR / "lib").glob("*.py")):
            text = path.read_text("utf-8")
            with self.subTest(module=path.name):
                self.assertLessEqual(text.count("\n"), 500)
                docstring = ast.get_docstring(ast.parse(text), clean=False)
                self.assertTrue(docstring)
                self.assertLessEqual(len(docstring.strip("\n").split("\n")), 15)
                calls = [node.func for node in ast.walk(ast.parse(text))
                         if isinstance(node, ast.Call)]
                named = [getattr(f, "id", None) or getattr(f, "attr", None) for f in calls]
                self.assertFalse({"print", "exit", "_exit"} & set(named), named)

    def test_game_py_holds_the_rules_and_nothing_of_the_theory(self):
        for problem in problems.find():
            tree = ast.parse((problem.folder / "game.py").read_text("utf-8"))
            imported = [alias.name for node in ast.walk(tree)
                        if isinstance(node, (ast.Import, ast.ImportFrom))
                        for alias in node.names]
            scripts = [node.args[0].value for node in ast.walk(tree)
                       if isinstance(node, ast.Call) and getattr(node.func, "attr", "") ==
                       "script" and node.args and isinstance(node.args[0], ast.Constant)]
            with self.subTest(problem=problem.name):
                self.assertNotIn("reference", imported + scripts)
                self.assertEqual(set(scripts) - {"game"}, set())


if __name__ == "__main__":
    unittest.main()
