"""The report of judge.py on a failure: the failing test's path, the first answer that differs,
the line that says how a solution does within BOJ's limits and on the wider range, --boj-only
and the rule that stops the tests.

Besides the two problems of CommandLineCase, the temporary root holds
  3-sum-product-boj   the same problem with a validate.py, A and B up to 10^18 here and 1000
                      on BOJ; two tests lie outside BOJ's limits (A = 10^15);
  4-game-sums         games "A B" until "0 0", one answer A+B per game ("answers" per game);
  5-line-sums         the same games, one per line and no "0 0" ("answers" per line).
Two real-repository runs close it.
"""
import io
import json
import os
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path
from unittest import mock
from lib import (checks, comparison, explain, judging, limits, problems, readable, report, sandbox,
                 testfiles)


from .support import FIXTURES, JUDGE_DIR, PYTHON, CommandLineCase

TEN_15 = 10 ** 15
BOJ_CASES = {"sample-01": ("2 0\n", "2 0\n"),
             "edge-01": ("%d 0\n" % TEN_15, "%d 0\n" % TEN_15),
             "edge-02": ("%d 1\n" % TEN_15, "%d %d\n" % (TEN_15 + 1, TEN_15)),
             "random-01": ("2 1\n", "3 2\n"),
             "random-02": ("5 0\n", "5 0\n")}
GAMES = [(1, 2), (2, 3), (3, 4), (4, 5), (6, 6), (7, 8)]  # game 5 has equal numbers
GAME_CASES = {"sample-01": ("1 2\n3 4\n0 0\n", "3\n7\n"),
              "random-01": ("".join("%d %d\n" % game for game in GAMES) + "0 0\n",
                            "".join("%d\n" % (a + b) for a, b in GAMES)),
              "random-02": ("1 2 3 4\n5 5\n0 0\n", "3\n7\n10\n")}
LINE_CASES = {"random-01": ("1 2\n3 3\n", "3\n6\n")}
REPOSITORY = JUDGE_DIR.parent


class ReportCase(CommandLineCase):
    def setUp(self):
        super().setUp()
        ranges = {name: {"min": 0, "max": 10 ** 18, "boj_min": 0, "boj_max": 1000}
                  for name in ("A", "B")}
        self.add_problem(3, "3-sum-product-boj", {"ranges": ranges}, "right.c", BOJ_CASES)
        shutil.copy(str(FIXTURES / "validate_sum_product.py"),
                    str(self.root / "problems" / "3-sum-product-boj" / "validate.py"))
        per_game = {"per": "game", "tokens": 2, "end": "0 0"}
        self.add_problem(4, "4-game-sums", {"answers": per_game}, "game_sums.c", GAME_CASES)
        self.add_problem(5, "5-line-sums", {"answers": {"per": "line"}}, "game_sums.c",
                         LINE_CASES)

    def add_problem(self, number, folder, fields, solution, cases):
        problem = self.root / "problems" / folder
        problem.mkdir(parents=True)
        meta = dict({"id": number, "slug": folder.split("-", 1)[1], "time_limit_s": 1,
                     "memory_limit_mb": 64, "ranges": {}}, **fields)
        (problem / "problem.json").write_text(json.dumps(meta), "utf-8")
        shutil.copy(str(FIXTURES / solution), str(problem / "solution.c"))
        data = self.root / "testdata" / folder
        data.mkdir(parents=True)
        for name, (given, expected) in cases.items():
            (data / (name + ".in")).write_text(given, "ascii")
            (data / (name + ".out")).write_text(expected, "ascii")

    def limits_line(self, output):
        """The line under the summary line, without its indent (the judge's own messages on
        standard error, such as why runs are not isolated here, left out)."""
        lines = [line for line in output.split("\n") if not line.startswith("judge.py: ")]
        return lines[1].strip()


class FailingTestTest(ReportCase):
    def test_the_failing_tests_path(self):
        code, output, _ = self.judge("1", "--solution", str(FIXTURES / "wrong.c"))
        self.assertEqual(code, 1)
        self.assertIn("first failing test: random-01 (WA), "
                      "testdata/1-sum-product/random-01.in\n", output)
        self.assertIn("output line 1: expected `3 2`, got `1 2`\n", output)
        self.assertIn("    2 1\n", output)  # the input, as before
        own = Path(tempfile.mkdtemp(prefix="judge-own-"))
        self.addCleanup(shutil.rmtree, str(own), True)
        (own / "mine-01.in").write_text("2 1\n", "ascii")
        (own / "mine-01.out").write_text("3 2\n", "ascii")
        code, output, _ = self.judge("1", "--tests", str(own), "--solution",
                                     str(FIXTURES / "wrong.c"))
        self.assertIn("first failing test: mine-01 (WA), %s\n" % (own / "mine-01.in"), output)

    def test_the_first_differing_game_and_its_input(self):
        code, output, data = self.judge("4", "--solution",
                                        str(FIXTURES / "game_sums_equal_zero.c"), "--jobs", "1")
        self.assertEqual(code, 1, output)
        self.assertEqual(self.verdicts(data), [("sample-01", "AC"), ("random-01", "WA")])
        self.assertIn("first failing test: random-01 (WA), testdata/4-game-sums/random-01.in\n"
                      "      game 5 of 6: `6 6`: expected `12`, got `0`\n", output)
        window = output.split("`6 6`: expected `12`, got `0`\n")[1].split("\n")[:5]
        self.assertEqual([line.split() for line in window],
                         [["game", "input", "expected", "actual"], ["3", "3", "4", "7", "7"],
                          ["4", "4", "5", "9", "9"], [">", "5", "6", "6", "12", "0"],
                          ["6", "7", "8", "15", "15"]])
        self.assertNotIn("diff -u", output)
        self.assertNotIn("input:", output)

    def test_a_game_on_another_input_line_says_which(self):
        code, output, _ = self.judge("4", "--solution", str(FIXTURES / "game_sums_equal_zero.c"),
                                     "--tests", str(self.case_folder("random-02")))
        self.assertEqual(code, 1, output)
        self.assertIn("game 3 of 3 (input line 2): `5 5`: expected `10`, got `0`\n", output)

    def test_an_output_that_ends_early(self):
        code, output, _ = self.judge("4", "--solution", str(FIXTURES / "game_sums_three.c"))
        self.assertEqual(code, 1, output)
        self.assertIn("game 4 of 6: `4 5`: expected `9`, got nothing: the output ends after "
                      "3 answers\n", output)
        self.assertRegex(output, r"\n +> 4 +4 5 +9 +\(none\)\n")

    def test_one_answer_per_line(self):
        code, output, _ = self.judge("5", "--solution", str(FIXTURES / "game_sums_equal_zero.c"))
        self.assertEqual(code, 1, output)
        self.assertIn("line 2 of 2: `3 3`: expected `6`, got `0`\n", output)

    def test_answers_laid_out_otherwise_are_aligned_to_the_expected_lines(self):
        spec = {"per": "game", "tokens": 2, "end": "0 0"}
        given = "".join("%d %d\n" % game for game in GAMES).encode() + b"0 0\n"
        expected = "".join("%d\n" % (a + b) for a, b in GAMES).encode()
        one_line = b"3 5 7 9 0 15\n"  # all on one line, as BOJ accepts, and game 5 wrong
        lines = explain.first_difference(spec, given, expected, one_line, False)
        self.assertEqual(lines[0], "game 5 of 6: `6 6`: expected `12`, got `0`")
        self.assertEqual([line.split() for line in lines[2:]],
                         [["3", "3", "4", "7", "7"], ["4", "4", "5", "9", "9"],
                          [">", "5", "6", "6", "12", "0"], ["6", "7", "8", "15", "15"]])
        lines = explain.first_difference(spec, given, expected, b"3 5\n7 9", False)
        self.assertEqual(lines[0], "game 5 of 6: `6 6`: expected `12`, got nothing: the "
                                   "output ends after 4 answers")
        lines = explain.first_difference(None, b"", b"A wins\nB wins\n", b"A wins B", False)
        self.assertEqual(lines, ["output line 2: expected `B wins`, got `B`"])
        lines = explain.first_difference(None, b"", b"3\n", b"3\n4\n", False)
        self.assertEqual(lines, ["output line 2: expected nothing, the expected output ends "
                                 "after 1 line; got `4`"])

    def test_a_presentation_error_says_what_whitespace_is_wrong(self):
        expected = b"A wins\nB wins\nA wins\n"
        pe = "the same tokens as expected, with whitespace BOJ's rule does not allow (PE)"
        faults = {b"A wins\nB wins\n A wins\n": "output line 3 starts with a space",
                  b"A wins  \nB wins\nA wins\n": "2 spaces at the end of output line 1",
                  b"A wins\n\nB wins\nA wins\n": "output line 2 is empty",
                  b"\nA wins\nB wins\nA wins\n": "output line 1 is empty",
                  b"A wins B  wins A wins\n": "2 spaces between two tokens in output line 1",
                  b"A\twins\nB wins\nA wins\n": "a tab in output line 1",
                  b"A wins\r\nB wins\r\nA wins\r\n":
                      "output line 1 ends with a carriage return (\\r\\n)",
                  b"A wins\nB wins\nA wins\n  \n": "output line 4 is blank (2 spaces)"}
        for actual, fault in faults.items():
            with self.subTest(actual=actual):
                self.assertEqual(comparison.compare(expected, actual), "PE")
                self.assertEqual(explain.first_difference({"per": "line"}, b"1\n2\n3\n", expected,
                                                        actual, False), [fault, pe])
        lines = explain.first_difference(None, b"", b"23 45\n", b"2345\n", False)
        self.assertEqual(lines, ["output line 1: expected `23 45`, got `2345`",
                                 "the same characters as expected once all whitespace is "
                                 "removed: whitespace is missing or extra (PE)"])

    def test_strict_compares_the_lines_exactly(self):
        spec = {"per": "line"}
        lines = explain.first_difference(spec, b"1 2\n", b"3\n", b"3\t\r\n", True)
        self.assertEqual(lines[0], "line 1 of 1: `1 2`: expected `3`, got `3→␍`")
        self.assertIsNone(explain.first_difference(spec, b"1 2\n", b"3\n", b"3", True))
        lines = explain.first_difference(spec, b"1 2\n3 4\n", b"3\n7\n", b"3 7\n", True)
        self.assertEqual(lines[0], "line 1 of 2: `1 2`: expected `3`, got `3 7`")

    def test_answered_units(self):
        per_game = {"per": "game", "tokens": 2, "end": "0 0"}
        self.assertEqual(list(explain.answered_units(per_game, b"1  2\n3\n4 0 0 5 6\n")),
                         [(1, b"1 2"), (2, b"3 4")])
        self.assertEqual(list(explain.answered_units({"per": "line"}, b"a\r\n\nb")),
                         [(1, b"a"), (2, b""), (3, b"b")])
        self.assertEqual(list(explain.answered_units(per_game, b"1 2\n3\n4 0 0 5 6\n", 1)),
                         [(2, b"3 4")])

    def test_a_malformed_answers_field_is_a_setup_error(self):
        meta_path = self.root / "problems" / "4-game-sums" / "problem.json"
        meta = json.loads(meta_path.read_text("utf-8"))
        meta["answers"] = {"per": "game"}
        meta_path.write_text(json.dumps(meta), "utf-8")
        code, output, data = self.judge("4")
        self.assertEqual((code, data), (2, None))
        self.assertIn(str(meta_path), output)

    def case_folder(self, name):
        """A folder holding only the test `name` of 4-game-sums."""
        folder = self.root / ("only-" + name)
        folder.mkdir()
        for suffix in (".in", ".out"):
            shutil.copy(str(self.root / "testdata" / "4-game-sums" / (name + suffix)),
                        str(folder / (name + suffix)))
        return folder


class BojLimitsTest(ReportCase):
    def test_no_validate_py_says_nothing_of_boj(self):
        code, output, _ = self.judge("1", "2")
        self.assertEqual(code, 0, output)
        self.assertNotIn("BOJ", output)
        code, output, _ = self.judge("1", "--boj-only")
        self.assertEqual(code, 0, output)
        self.assertEqual(self.limits_line(output),
                         "--boj-only: cannot tell BOJ's limits, so every test is judged")

    def test_a_declared_input_places_the_tests_as_a_validate_py_does(self):
        """Problem 3 with the input its problem.json declares instead of its validate.py."""
        folder = self.root / "problems" / "3-sum-product-boj"
        (folder / "validate.py").unlink()
        meta = json.loads((folder / "problem.json").read_text("utf-8"))
        (folder / "problem.json").write_text(json.dumps(dict(meta, input={"lines": ["A B"]})),
                                             "utf-8")
        code, output, _ = self.judge("3", "--solution", str(FIXTURES / "wrong.c"))
        self.assertEqual(code, 1, output)
        self.assertEqual(self.limits_line(output),
                         "WA within BOJ's limits: random-01 (BOJ would not accept this file); "
                         "WA on the wider range: edge-02, A = 10^15")

    def test_accepted_on_both_ranges(self):
        code, output, _ = self.judge("3")
        self.assertEqual(code, 0, output)
        self.assertEqual(self.limits_line(output),
                         "AC within BOJ's limits 3/3; AC on the wider range 2/2")

    def test_wrong_only_on_the_wider_range(self):
        for jobs in ("1", "4"):
            with self.subTest(jobs=jobs):
                code, output, data = self.judge("3", "--solution",
                                                str(FIXTURES / "int32_sum_product.c"),
                                                "--jobs", jobs)
                self.assertEqual(code, 1, output)
                self.assertEqual(self.limits_line(output), "AC within BOJ's limits 3/3; "
                                 "WA on the wider range: edge-01, A = 10^15")
                # The failure outside BOJ's limits stops only the other test outside them
                # (which, with 4 jobs, may have ended first: then it is reported too).
                self.assertEqual([verdict for verdict in self.verdicts(data)
                                  if jobs == "1" or verdict != ("edge-02", "WA")],
                                 [("sample-01", "AC"), ("edge-01", "WA"), ("random-01", "AC"),
                                  ("random-02", "AC")])
                self.assertIn("first failing test: edge-01 (WA), "
                              "testdata/3-sum-product-boj/edge-01.in", output)
                self.assertTrue(output.rstrip().endswith(
                    "1 of 1 problems not accepted: 3 WA; C11: 1 s, 64 MB"))

    def test_a_failure_within_boj_limits_stops_all(self):
        code, output, data = self.judge("3", "--solution", str(FIXTURES / "wrong.c"), "--jobs",
                                        "1")
        self.assertEqual(code, 1, output)
        self.assertEqual(self.verdicts(data), [("sample-01", "AC"), ("edge-01", "AC"),
                                               ("edge-02", "WA"), ("random-01", "WA")])
        self.assertEqual(self.limits_line(output),
                         "WA within BOJ's limits: random-01 (BOJ would not accept this file); "
                         "WA on the wider range: edge-02, A = 10^15")
        self.assertIn("first failing test within BOJ's limits: random-01 (WA)", output)
        code, output, data = self.judge("3", "--solution", str(FIXTURES / "wrong.c"),
                                        "--keep-going")
        self.assertEqual(code, 1)
        self.assertEqual(len(data["results"]), 5)

    def test_boj_only_skips_the_wider_range(self):
        code, output, data = self.judge("3", "--solution", str(FIXTURES / "int32_sum_product.c"),
                                        "--boj-only")
        self.assertEqual(code, 0, output)
        self.assertEqual([test for test, _ in self.verdicts(data)],
                         ["sample-01", "random-01", "random-02"])
        self.assertIn("   3/3 tests", output)
        self.assertEqual(self.limits_line(output), "AC within BOJ's limits 3/3; "
                         "2 tests on the wider range skipped (--boj-only)")
        code, output, _ = self.judge("3", "--solution", str(FIXTURES / "wrong.c"), "--boj-only")
        self.assertEqual(code, 1, output)
        self.assertTrue(self.limits_line(output).startswith(
            "WA within BOJ's limits: random-01 (BOJ would not accept this file); 2 tests"))

    def test_compile_error_and_refused_inputs(self):
        code, output, _ = self.judge("3", "--solution", str(FIXTURES / "not_compiling.c"))
        self.assertEqual(code, 1)
        self.assertEqual(self.limits_line(output), "CE: BOJ would not accept this file")
        own = self.root / "own-tests"
        own.mkdir()
        (own / "mine-01.in").write_text("2 1", "ascii")  # no final newline
        (own / "mine-01.out").write_text("3 2\n", "ascii")
        code, output, _ = self.judge("3", "--tests", str(own))
        self.assertEqual(code, 0, output)
        self.assertEqual(self.limits_line(output),
                         "no test lies within BOJ's limits; no test lies outside them; "
                         "the validator refuses 1 test: mine-01 (line 1: missing final "
                         "newline)")

    def test_places_are_cached_by_content(self):
        problem = problems.get(3, self.root)
        tests = testfiles.problem_tests(problem, None)
        cache = Path(tempfile.mkdtemp(prefix="judge-places-"))
        self.addCleanup(shutil.rmtree, str(cache), True)
        with mock.patch.object(limits, "PLACES_CACHE", cache), \
                mock.patch.object(limits, "_place_of", wraps=limits._place_of) as place_of:
            places = limits.place_tests(problem, tests, [])
            self.assertEqual(place_of.call_count, 5)
            self.assertEqual(limits.place_tests(problem, tests, []), places)
            self.assertEqual(place_of.call_count, 5)  # the second time from the cache
            with open(str(problem.folder / "validate.py"), "a") as f:
                f.write("# another validate.py\n")
            limits.place_tests(problem, tests, [])
            self.assertEqual(place_of.call_count, 10)
        self.assertEqual(places["edge-01"], limits.Place("wider", "A", TEN_15,
                                                        "line 1: A = %d is outside [0, 1000]"
                                                        % TEN_15))
        self.assertEqual(places["sample-01"].kind, "boj")

    def test_an_input_above_the_cap_is_not_classified(self):
        problem = problems.get(3, self.root)
        tests = testfiles.problem_tests(problem, None)
        cache = Path(tempfile.mkdtemp(prefix="judge-places-"))
        self.addCleanup(shutil.rmtree, str(cache), True)
        size = len(BOJ_CASES["edge-02"][0])  # the longest input with edge-01
        with mock.patch.object(limits, "PLACES_CACHE", cache), \
                mock.patch.object(limits, "CLASSIFY_CAP", size - 1), \
                mock.patch.object(limits, "_place_of", wraps=limits._place_of) as place_of:
            places = limits.place_tests(problem, tests, [])
        self.assertEqual(place_of.call_count, 3)  # edge-01 and edge-02 are not read
        self.assertEqual(places["edge-01"], limits.Place("large", None, size, "%d bytes" % size))
        self.assertEqual(places["sample-01"].kind, "boj")
        outcomes = [{"test": name, "verdict": "AC"} for name in ("sample-01", "edge-01")]
        outcomes.append({"test": "edge-02", "verdict": "WA"})
        self.assertEqual(report.limits_line(tests, outcomes, places, 0, False),
                         "AC within BOJ's limits on 1/3 tests before the run stopped; "
                         "no test lies outside them; 2 tests too large to classify: edge-01 "
                         "(%d bytes) and 1 more" % size)
        self.assertEqual([readable.format_size(n) for n in (1, 1536, 21217147, 1 << 30)],
                         ["1 byte", "1.5 KiB", "20.2 MiB", "1 GiB"])

    def test_powers_of_ten(self):
        self.assertEqual([readable.power_of_ten(v) for v in (TEN_15, 100, 10, 1, 1000001, -100)],
                         ["10^15", "10^2", "10", "1", "1000001", "-100"])


class SafeOutputTest(ReportCase):
    """What a program or a test file controls reaches the terminal with its control bytes
    escaped: it cannot clear the screen nor paint a verdict over the report."""

    def judged_bytes(self, *args):
        done = subprocess.run(self.command(*args), env=self.env(), stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=120)
        return done.returncode, done.stdout

    def test_a_program_cannot_paint_over_the_report(self):
        code, output = self.judged_bytes("1", "--solution", str(FIXTURES / "paints_terminal.c"))
        self.assertEqual(code, 1, output)
        self.assertNotIn(b"\x1b", output)
        self.assertNotIn(b"\0", output)
        self.assertNotIn(b"\xc2\x9b", output)
        self.assertNotIn(b"\xe2\x80\xae", output)
        output.decode("utf-8")  # nothing that is not UTF-8 either
        painted = (b"\\x1b[2J\\x1b[H\\x1b[1;32mall 1 problems accepted (3 runs)\\x1b[0m "
                   b"\\0 \\x9b \\xff \\u202e")
        self.assertEqual(output.count(painted), 2, output)  # in the diff and standard error
        self.assertTrue(output.endswith(b"\n1 of 1 problems not accepted: 1 WA; C11: 1 s, 64 MB\n"),
                        output)

    def test_a_test_name_cannot_either(self):
        own = self.root / "own-tests"
        own.mkdir()
        name = b"clear\x1b[2J-\xff-01"
        (own / os.fsdecode(name + b".in")).write_text("2 1\n", "ascii")
        (own / os.fsdecode(name + b".out")).write_text("3 2\n", "ascii")
        code, output = self.judged_bytes("3", "--tests", str(own), "--solution",
                                         str(FIXTURES / "wrong.c"))
        self.assertEqual(code, 1, output)
        self.assertNotIn(b"\x1b", output)
        self.assertIn(b"WA within BOJ's limits: clear\\x1b[2J-\\xff-01 (BOJ would not accept",
                      output)
        self.assertIn(b"first failing test: clear\\x1b[2J-\\xff-01 (WA), ", output)

    def test_one_way_to_show_bytes(self):
        shown = b"a\0\x1b\x7f\xc2\x85\xff\t \r\n\xed\x95\x9c\xe2\x80\xae"
        self.assertEqual(readable.visible(shown),
                         "a\\0\\x1b\\x7f\\x85\\xff→·␍\n한\\u202e")
        # escaped twice: the same
        self.assertEqual(readable.escaped("→ \\x1b · ␍"), "→ \\x1b · ␍")
        self.assertEqual(readable.excerpt(b"\x1b[2J\n"), "    \\x1b[2J")
        self.assertEqual(readable.excerpt(b"1 \x00"), "    1 \\0\n    (no final newline)")
        import check
        printed = io.StringIO()
        failed = checks.Result("x\x1b[2J", "FAIL", "actual:\n    \x1b[H\x9b")
        for line in checks.lines_of(failed):
            check.Printer(printed).say(line)
        self.assertEqual(printed.getvalue(), "FAIL x\\x1b[2J\n    actual:\n        \\x1b[H\\x9b\n")


class EndedTest(unittest.TestCase):
    """How a run ended is said one way, in the report and in every tool that shows a run."""

    def test_each_ending_in_words(self):
        def result(exit_code=0, signal=None, error=None):
            return sandbox.RunResult("RE", exit_code, signal, 12.0, 15.0, 600, b"", b"", error)

        for run, words in ((result(3), "exit status 3"),
                           (result(signal=11), "killed by signal 11 (SIGSEGV)"),
                           (result(error="could not start: Permission denied"),
                            "could not start: Permission denied")):
            self.assertEqual(readable.ended(run), words)
            self.assertEqual(readable.describe_run("RE", run), "RE (%s, 12 ms of CPU)" % words)
            with tempfile.TemporaryDirectory() as folder:
                given = Path(folder, "t.in")
                given.write_text("1 2\n", "ascii")
                lines = report.describe_failure(
                    {"verdict": "RE", "test": "t", "input": str(given), "result": run},
                    problems.Problem(Path(folder), {"id": 1}), judging.Settings(
                        None, 1, 128, False, False), Path(folder))
            self.assertEqual(lines, ["first failing test: t (RE), t.in", "  input:", "    1 2",
                                     "  %s" % words])


class RepositoryTest(unittest.TestCase):
    """judge.py on this repository's own problems and wrong solutions."""

    def judge(self, *args):
        env = dict(os.environ)
        env.pop("JUDGE_ROOT", None)
        done = subprocess.run([*PYTHON, str(JUDGE_DIR / "judge.py")] + list(args),
                              cwd=str(REPOSITORY), env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=300)
        return done.returncode, done.stdout.decode()

    def test_int32_is_accepted_within_boj_limits_only(self):
        code, output = self.judge("2373", "--solution",
                                  "problems/2373-fibonacci-game/wrong/int32.c")
        self.assertEqual(code, 1, output)
        self.assertRegex(output, r"\n    AC within BOJ's limits (\d+)/\1; WA on the wider range: "
                                 r"edge-\d+, N = \d+\n")
        self.assertRegex(output, r"first failing test: edge-\d+ \(WA\), "
                                 r"testdata/2373-fibonacci-game/edge-\d+\.in\n")

    def test_euclid_game_names_the_game(self):
        code, output = self.judge("4342", "--solution",
                                  "problems/4342-euclid-game/wrong/int-overflow.c")
        self.assertEqual(code, 1, output)
        self.assertRegex(output, r"\n      game \d+ of \d+: `\d+ \d+`: expected `[AB] wins`, "
                                 r"got `[AB] wins`\n")
        self.assertIn("WA within BOJ's limits", output)


if __name__ == "__main__":
    unittest.main()
