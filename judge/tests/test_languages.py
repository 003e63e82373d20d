"""Each language judged with BOJ's limits for it: the limits a run gets and the report's line on
them (without a run), CPython given x3+2 s, the `with open(0)` idiom, the corrected statement
limits of 2373 and 20004, Java 11 (right, wrong, over its x2+1 s) and PyPy3; a language whose
commands are missing is one line and exit status 2. The Java and PyPy3 tests are skipped, with
the reason, where the JDK or pypy3 is not installed; every Java test shares the two compiled
fixtures of fixtures/java/ (the build cache keeps them)."""
import io
import json
import os
import shutil
import tempfile
import unittest
from contextlib import redirect_stdout
from pathlib import Path
from unittest import mock

import judge
from lib import cli, languages, limits, problems

from .support import FIXTURES, JUDGE_DIR, CommandLineCase

REPOSITORY = JUDGE_DIR.parent
JAVA = languages.LANGUAGES["Java 11"]
PYPY3 = languages.LANGUAGES["PyPy3"]
PYTHON3 = languages.LANGUAGES["Python 3"]


def skip_unless_installed(test, language):
    """Skip `test` with the reason when this machine lacks a command of `language`."""
    missing = languages.missing_tools(language)
    if missing:
        test.skipTest("%s %s not installed: %s cannot be judged here (Debian package %s)"
                      % (" and ".join(missing), "is" if len(missing) == 1 else "are",
                         language.name, language.package))


class RunLimitsTest(unittest.TestCase):
    """The limits of a run, computed from the statement's and the language's rule."""

    def test_each_language_gets_bojs_rule(self):
        cases = (("C11", "limits for C11: 1 s (as stated), 128 MB (as stated)"),
                 ("C++17", "limits for C++17: 1 s (as stated), 128 MB (as stated)"),
                 ("Python 3", "limits for Python 3: 5 s (1 s x3+2), 288 MB (128 MB x2+32)"),
                 ("PyPy3", "limits for PyPy3: 5 s (1 s x3+2), 384 MB (128 MB x2+128)"))
        for name, line in cases:
            with self.subTest(language=name):
                given = limits.run_limits(languages.LANGUAGES[name], 1, 128)
                self.assertEqual(limits.limits_line(given), line)
        java = limits.run_limits(JAVA, 1, 128)
        self.assertEqual((java.time_s, java.memory_mb), (3, 272))
        self.assertTrue(limits.limits_line(java).startswith(
            "limits for Java 11: 3 s (1 s x2+1), 272 MB (128 MB x2+16)"))

    def test_a_problem_marked_no_extra_gets_the_statements_limits(self):
        meta = {"time_limit_s": 2, "memory_limit_mb": 512, "no_extra_time": True}
        given = limits.problem_limits(meta, PYTHON3)
        self.assertEqual(limits.limits_line(given), "limits for Python 3: 2 s (no extra time), "
                                                    "1056 MB (512 MB x2+32)")
        meta["no_extra_memory"] = True
        self.assertEqual(limits.limits_line(limits.problem_limits(meta, PYTHON3)),
                         "limits for Python 3: 2 s (no extra time), 512 MB (no extra memory)")

    def test_options_are_the_statements_limits(self):
        meta = {"time_limit_s": 1, "memory_limit_mb": 128}
        given = limits.problem_limits(meta, PYTHON3, 2, None, no_extra_memory=True,
                                      given_by={"memory": "default: --memory-limit"})
        self.assertEqual(limits.limits_line(given), "limits for Python 3: 8 s (--time-limit, "
                         "2 s x3+2), 128 MB (default: --memory-limit, --no-extra-memory)")
        self.assertEqual(limits.short(given), "Python 3: 8 s, 128 MB")

    def test_the_six_statements_follow_bojs_pages(self):
        stated = {problem.id: (problem.meta["time_limit_s"], problem.meta["memory_limit_mb"])
                  for problem in problems.find(root=REPOSITORY)}
        self.assertEqual(stated, {"2373": (2, 128), "4342": (1, 128), "11869": (2, 512),
                                  "20004": (1, 512), "22846": (1, 1024), "25179": (1, 1024)})
        for problem in problems.find(root=REPOSITORY):
            with self.subTest(problem=problem.id):
                source = problem.meta["limits_source"]
                self.assertIn("%g 초" % stated[problem.id][0], source)
                self.assertIn("%d MB" % stated[problem.id][1], source)


class LanguageCase(CommandLineCase):
    """The fixture problem of CommandLineCase (1 s, 64 MB), with a validator so that the
    report has its line on BOJ's limits, and folders of tests of one case."""

    def setUp(self):
        super().setUp()
        folder = self.root / "problems" / "1-sum-product"
        meta = json.loads((folder / "problem.json").read_text("utf-8"))
        meta["ranges"] = {name: {"min": -10 ** 4, "max": 10 ** 9, "boj_min": -10 ** 4,
                                 "boj_max": 10 ** 9} for name in ("A", "B")}
        (folder / "problem.json").write_text(json.dumps(meta), "utf-8")
        shutil.copy(str(FIXTURES / "validate_sum_product.py"), str(folder / "validate.py"))

    def one_test(self, given, expected):
        """A folder of tests holding one test, `given` -> `expected`."""
        folder = Path(tempfile.mkdtemp(prefix="judge-one-test-", dir=str(self.root)))
        (folder / "case-1.in").write_text(given, "ascii")
        (folder / "case-1.out").write_text(expected, "ascii")
        return folder

    def assertJudged(self, args, code, verdicts, lines):
        """Run judge.py with `args`; check its exit status, the verdicts and that each of
        `lines` is in its output. Its output and JSON report."""
        status, output, data = self.judge(*args)
        self.assertEqual(status, code, output)
        self.assertEqual([verdict for _, verdict in self.verdicts(data)], verdicts, output)
        for line in lines:
            self.assertIn(line, output)
        return output, data


class PythonTest(LanguageCase):
    def test_cpython_has_x3_plus_2_seconds(self):
        output, data = self.assertJudged(
            ("1", "--solution", str(FIXTURES / "spends_1_5_s.py"), "--tests",
             str(self.one_test("2 1\n", "3 2\n"))), 0, ["AC"],
            ["\n    AC within BOJ's limits 1/1; no test lies outside them\n",
             "\n    limits for Python 3: 5 s (1 s x3+2), 160 MB (64 MB x2+32)\n",
             "\nall 1 problems accepted (1 runs); Python 3: 5 s, 160 MB\n"])
        self.assertEqual({(r["language"], r["time_limit_s"], r["memory_limit_mb"])
                          for r in data["results"]}, {("Python 3", 5, 160)})

    def test_with_open_0_is_accepted(self):
        self.assertJudged(("1", "--solution", str(FIXTURES / "reads_with_open_0.py")), 0,
                          ["AC", "AC", "AC"], ["AC within BOJ's limits 3/3"])

    def test_a_folder_of_tests_gets_the_rule_unless_told_not_to(self):
        tests = self.one_test("2 1\n", "3 2\n")
        self.assertJudged(("--tests", str(tests), "--solution", str(FIXTURES / "right.py"),
                           "--time-limit", "0.5"), 0, ["AC"],
                          ["limits for Python 3: 3.5 s (--time-limit, 0.5 s x3+2), 288 MB "
                           "(default: --memory-limit, 128 MB x2+32)\n"])
        self.assertJudged(("--tests", str(tests), "--solution", str(FIXTURES / "spends_1_5_s.py"),
                           "--time-limit", "1", "--no-extra-time"), 1, ["TLE"],
                          ["limits for Python 3: 1 s (--time-limit, --no-extra-time), 288 MB",
                           "1 of 1 problems not accepted: %s TLE; Python 3: 1 s, 288 MB\n"
                           % tests.name])

    def test_pypy3_is_judged_with_bojs_command_and_limits(self):
        skip_unless_installed(self, PYPY3)
        self.assertJudged(("1", "--solution", str(FIXTURES / "right.py"), "--lang", "PyPy3"), 0,
                          ["AC", "AC", "AC"],
                          ["limits for PyPy3: 5 s (1 s x3+2), 256 MB (64 MB x2+128)\n"])


class StatementLimitsTest(CommandLineCase):
    """2373 is 2 s and 20004 512 MB on BOJ: files within them are accepted (judged on the
    repository's problems, with a folder holding a copy of their sample-01)."""

    def env(self, **extra):
        return dict(os.environ, **extra)

    def judged_on_sample(self, problem, solution):
        folder = Path(tempfile.mkdtemp(prefix="judge-sample-", dir=str(self.root)))
        data = REPOSITORY / "testdata" / problems.get(problem, REPOSITORY).name
        for suffix in (".in", ".out"):
            shutil.copy(str(data / ("sample-01" + suffix)), str(folder))
        status, output, _ = self.judge(problem, "--solution", str(FIXTURES / solution),
                                       "--tests", str(folder))
        return status, output

    def test_2373_has_2_seconds(self):
        status, output = self.judged_on_sample("2373", "fibonacci_game_1_5_s.c")
        self.assertEqual(status, 0, output)
        self.assertIn("AC within BOJ's limits 1/1", output)
        self.assertIn("limits for C11: 2 s (as stated), 128 MB (as stated)", output)

    def test_20004_has_512_mb(self):
        status, output = self.judged_on_sample("20004", "baskin_robbins_31_300mb.c")
        self.assertEqual(status, 0, output)
        self.assertIn("AC within BOJ's limits 1/1", output)
        self.assertIn("limits for C11: 1 s (as stated), 512 MB (as stated)", output)


class JavaTest(LanguageCase):
    """BOJ's Java 11 commands, run by the installed JDK, with Java's limits."""

    def setUp(self):
        skip_unless_installed(self, JAVA)
        super().setUp()

    def test_a_right_file_is_accepted_and_the_jdk_named(self):
        output, _ = self.assertJudged(
            ("1", "--solution", str(FIXTURES / "java" / "right" / "Main.java")), 0,
            ["AC", "AC", "AC"], ["AC within BOJ's limits 3/3",
                                 "limits for Java 11: 3 s (1 s x2+1), 144 MB (64 MB x2+16); "
                                 "run by "])
        self.assertRegex(output, r"run by \S+ \d+")

    def test_a_wrong_file_is_wrong(self):
        self.assertJudged(("1", "--solution", str(FIXTURES / "java" / "wrong" / "Main.java")),
                          1, ["AC", "WA"], ["first failing test: random-01 (WA)"])

    def test_3_5_seconds_of_cpu_pass_javas_3(self):
        tests = self.one_test("-3500 1\n", "-3499 -3500\n")
        self.assertJudged(("1", "--solution", str(FIXTURES / "java" / "right" / "Main.java"),
                           "--tests", str(tests)), 1, ["TLE"],
                          ["TLE within BOJ's limits: case-1 (BOJ would not accept this file)",
                           "limit 3 s of CPU"])


class MissingToolchainTest(unittest.TestCase):
    def test_one_line_and_exit_status_2(self):
        missing = PYPY3._replace(compile=("no-such-pypy3",) + PYPY3.compile[1:],
                                 run=("no-such-pypy3",) + PYPY3.run[1:])
        errors, printed = io.StringIO(), io.StringIO()
        with mock.patch.dict(languages.LANGUAGES, {"PyPy3": missing}), redirect_stdout(printed):
            status = cli.run("judge.py", judge.main,
                             ["4342", "--solution", str(FIXTURES / "right.py"), "--lang",
                              "PyPy3"], errors)
        self.assertEqual((status, printed.getvalue()), (2, ""))
        self.assertEqual(errors.getvalue(), "judge.py: PyPy3 needs no-such-pypy3, which is not "
                                            "installed here (Debian package pypy3)\n")


if __name__ == "__main__":
    unittest.main()
