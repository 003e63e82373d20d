"""judge.py on a folder of tests alone (`--tests DIR --solution FILE`, no PROBLEM) and `make
judge TESTS=DIR SOLUTION=FILE`: each layout a learner's folder has, the limits it uses and
says, and the one-line errors. The fixture problem is support's "A B" -> "A+B A*B"; right.c
solves it, int32_sum_product.c fails where A or B does not fit in 32 bits."""
import json
import os
import shutil
import subprocess
import tempfile
import threading
import unittest
from pathlib import Path

from lib import files, languages, problems, readable, sandbox, testfiles
from lib.errors import SetupError

from .support import FIXTURES, JUDGE_DIR, PYTHON, skip_unless_sandboxed

REPOSITORY = JUDGE_DIR.parent
RIGHT, WRONG = FIXTURES / "right.c", FIXTURES / "int32_sum_product.c"
# (input, expected output) of the tests of every layout: the last is the one WRONG fails
SMALL = ("2 1\n", "3 2\n")
OTHER = ("4 5\n", "9 20\n")
LARGE = ("3000000000 2\n", "3000000002 6000000000\n")
# layout -> {file name: text}: the layouts a learner's folder of tests comes in
LAYOUTS = {
    "NAME.in and NAME.out": {"small.in": SMALL[0], "small.out": SMALL[1],
                             "wide.in": LARGE[0], "wide.out": LARGE[1]},
    "NAME.in and NAME.ans": {"small.in": SMALL[0], "small.ans": SMALL[1],
                             "wide.in": LARGE[0], "wide.ans": LARGE[1]},
    "oj's sample-N": {"sample-1.in": SMALL[0], "sample-1.out": SMALL[1],
                      "sample-2.in": OTHER[0], "sample-2.out": OTHER[1],
                      "sample-3.in": LARGE[0], "sample-3.out": LARGE[1]},
    "numbered": {"1.in": SMALL[0], "1.out": SMALL[1], "2.in": OTHER[0], "2.out": OTHER[1],
                 "10.in": LARGE[0], "10.out": LARGE[1]},
}
NAMES = {"NAME.in and NAME.out": ["small", "wide"], "NAME.in and NAME.ans": ["small", "wide"],
         "oj's sample-N": ["sample-1", "sample-2", "sample-3"], "numbered": ["1", "2", "10"]}


class FolderCase(unittest.TestCase):
    """A temporary folder for tests and for the JSON report."""

    def setUp(self):
        self.work = Path(tempfile.mkdtemp(prefix="judge-own-"))
        self.addCleanup(shutil.rmtree, str(self.work), True)

    def folder(self, name, texts):
        """A folder `name` in the work folder holding `texts` ({file name: str or bytes})."""
        folder = self.work / name
        folder.mkdir()
        for file_name, text in texts.items():
            data = text if isinstance(text, bytes) else text.encode("ascii")
            (folder / file_name).write_bytes(data)
        return folder

    def judge(self, *args):
        """Run judge.py from the repository; (exit status, output and errors, JSON or None)."""
        report = self.work / "report.json"
        if report.exists():
            report.unlink()
        done = subprocess.run([*PYTHON, str(JUDGE_DIR / "judge.py")] + list(args)
                              + ["--json", str(report)], cwd=str(REPOSITORY),
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
        data = json.loads(report.read_text("utf-8")) if report.exists() else None
        return done.returncode, done.stdout.decode("utf-8", "replace"), data

    def verdicts(self, data):
        return [(row["test"], row["verdict"]) for row in data["results"]]


class LayoutTest(FolderCase):
    def test_each_layout_accepts_a_right_file_and_refuses_a_wrong_one(self):
        for layout, texts in LAYOUTS.items():
            with self.subTest(layout=layout):
                tests = self.folder(layout.replace(" ", "_").replace("'", ""), texts)
                names = NAMES[layout]
                code, output, data = self.judge("--tests", str(tests), "--solution", str(RIGHT))
                self.assertEqual((code, self.verdicts(data)),
                                 (0, [(name, "AC") for name in names]), output)
                self.assertIn("all 1 problems accepted (%d runs)" % len(names), output)
                code, output, data = self.judge("--tests", str(tests), "--solution", str(WRONG))
                self.assertEqual((code, self.verdicts(data)[-1]), (1, (names[-1], "WA")), output)
                self.assertIn("first failing test: %s (WA), %s" % (names[-1], tests / (
                    names[-1] + ".in")), output)
                self.assertIn("1 of 1 problems not accepted: %s WA" % tests.name, output)

    def test_an_oj_project_folder_is_judged_on_its_test_folder(self):
        project = self.folder("abc123_a", {"main.c": "/* the learner's source */\n"})
        (project / "test").mkdir()
        for name, text in LAYOUTS["oj's sample-N"].items():
            (project / "test" / name).write_text(text, "ascii")
        code, output, data = self.judge("--tests", str(project), "--solution", str(RIGHT))
        self.assertEqual((code, self.verdicts(data)),
                         (0, [(name, "AC") for name in NAMES["oj's sample-N"]]), output)
        self.assertIn("abc123_a ", output)
        code, output, data = self.judge("--tests", str(project), "--solution", str(WRONG))
        self.assertIn("first failing test: sample-3 (WA), %s" % (
            project / "test" / "sample-3.in"), output)

    def test_a_python_file(self):
        tests = self.folder("mine", LAYOUTS["oj's sample-N"])
        code, output, data = self.judge("--tests", str(tests), "--solution",
                                        str(FIXTURES / "right.py"))
        self.assertEqual((code, self.verdicts(data)),
                         (0, [(name, "AC") for name in NAMES["oj's sample-N"]]), output)

    def test_samples_first_then_numbers_by_value(self):
        texts = {}
        for name in ("10", "9", "sample-10", "sample-2", "sample-1", "b", "a-10", "a-9"):
            texts.update({name + ".in": SMALL[0], name + ".out": SMALL[1]})
        tests = self.folder("order", texts)
        code, output, data = self.judge("--tests", str(tests), "--solution", str(RIGHT))
        self.assertEqual(code, 0, output)
        self.assertEqual([row["test"] for row in data["results"]],
                         ["sample-1", "sample-2", "sample-10", "9", "10", "a-9", "a-10", "b"])

    def test_expected_output_that_is_not_text_compares_as_bytes(self):
        printed = b"\xff\xfe caf\xe9\n"
        source = self.work / "bytes.c"
        source.write_text('#include <stdio.h>\nint main(void) { fputs("\\xff\\xfe caf\\xe9\\n", '
                          'stdout); return 0; }\n', "ascii")
        tests = self.folder("bytes", {"1.in": b"1 1\n", "1.out": printed})
        code, output, data = self.judge("--tests", str(tests), "--solution", str(source))
        self.assertEqual((code, self.verdicts(data)), (0, [("1", "AC")]), output)
        other = self.folder("other-bytes", {"1.in": b"1 1\n", "1.ans": b"\xff\xfe cafe\n"})
        code, output, data = self.judge("--tests", str(other), "--solution", str(source))
        self.assertEqual((code, self.verdicts(data)), (1, [("1", "WA")]), output)
        self.assertNotIn("Traceback", output)

    def test_the_answers_of_the_folder_cannot_be_read(self):
        skip_unless_sandboxed(self)
        tests = self.folder("answers", LAYOUTS["numbered"])
        code, output, data = self.judge("--tests", str(tests), "--solution",
                                        str(FIXTURES / "hostile_reads_answers.c"), "--keep-going")
        self.assertEqual(code, 1, output)
        self.assertEqual({verdict for _, verdict in self.verdicts(data)}, {"WA"}, output)
        self.assertIn("nothing found", output)


class HostileFolderTest(FolderCase):
    """A folder of tests from anywhere: the judge opens only regular files of the folder,
    never waits on a FIFO, refuses files above its caps, and shows every name on a line of
    its own report, escaped, and in a JSON report that is strictly UTF-8."""

    def test_a_link_out_of_the_folder_is_not_read(self):
        tests = self.folder("linked", {"1.in": LARGE[0]})
        os.symlink("/etc/passwd", str(tests / "1.out"))
        code, output, data = self.judge("--tests", str(tests), "--solution", str(WRONG))
        self.assertEqual((code, data), (2, None), output)
        self.assertEqual(output.count("\n"), 1, output)
        self.assertIn("expected output %s is a link out of its folder (to /etc/passwd)"
                      % (tests / "1.out"), output)
        self.assertNotIn("root:", output)

    def test_a_link_within_the_folder_is_read(self):
        tests = self.folder("inside", {"1.in": SMALL[0]})
        (tests / "answers").mkdir()
        (tests / "answers" / "1.txt").write_text(SMALL[1], "ascii")
        os.symlink("answers/1.txt", str(tests / "1.out"))
        code, output, data = self.judge("--tests", str(tests), "--solution", str(RIGHT))
        self.assertEqual((code, self.verdicts(data)), (0, [("1", "AC")]), output)

    def test_a_fifo_does_not_hang_the_judge(self):
        # Put in place of a file after the folder was checked: every reader of a test file
        # refuses it at once, and one that waited would wait until a writer came.
        program = languages.build(RIGHT)
        fifo = self.work / "1.in"
        os.mkfifo(str(fifo))
        readers = {
            "file_bytes": lambda: files.file_bytes(fifo),
            "file_sha256": lambda: files.file_sha256(fifo, 1 << 20),
            "pieces": lambda: list(files.pieces(str(fifo))),
            "input_lines": lambda: readable.input_lines(fifo, 10),
            "run_file": lambda: sandbox.run_file(program.argv, str(fifo), 1, 64, 1 << 20,
                                                 program.files),
        }
        for name, reader in readers.items():
            with self.subTest(reader=name):
                raised = []

                def read():
                    try:
                        reader()
                    except Exception as error:  # what the reader raised, for the test
                        raised.append(error)

                thread = threading.Thread(target=read, daemon=True)
                thread.start()
                thread.join(20)
                if thread.is_alive():  # a writer lets it go, so that nothing is left waiting
                    os.close(os.open(str(fifo), os.O_WRONLY | os.O_NONBLOCK))
                    thread.join()
                    self.fail("%s waited on a FIFO" % name)
                self.assertEqual([type(error) for error in raised], [SetupError], raised)
                self.assertIn("%s is a FIFO, not a regular file" % fifo, str(raised[0]))
        tests = self.folder("fifo", {"1.out": SMALL[1]})
        os.mkfifo(str(tests / "1.in"))
        code, output, data = self.judge("--tests", str(tests), "--solution", str(RIGHT))
        self.assertEqual((code, data), (2, None), output)
        self.assertIn("unreadable test input %s: a FIFO, not a regular file" % (tests / "1.in"),
                      output)

    def test_files_above_the_caps_are_refused_before_any_run(self):
        for name, size in (("1.in", testfiles.INPUT_CAP + 1),
                           ("1.out", testfiles.EXPECTED_CAP + 1)):
            with self.subTest(name=name):
                tests = self.folder("large-" + name[2:], {"1.in": SMALL[0], "1.out": SMALL[1]})
                with open(str(tests / name), "r+b") as f:
                    f.truncate(size)  # sparse: no block on the disk
                code, output, data = self.judge("--tests", str(tests), "--solution",
                                                str(RIGHT))
                self.assertEqual((code, data), (2, None), output)
                self.assertEqual(output.count("\n"), 1, output)
                self.assertIn("%s %s holds %s, more than the %s the judge takes" % (
                    "test input" if name == "1.in" else "expected output", tests / name,
                    readable.format_size(size),
                    readable.format_size(size - 1)), output)

    def test_a_name_cannot_forge_a_line_of_the_report(self):
        name = "1\nall 1 problems accepted (1 runs)\n\x1b[2J"
        tests = self.folder("names", {name + ".in": LARGE[0], name + ".out": LARGE[1]})
        code, output, data = self.judge("--tests", str(tests), "--solution", str(WRONG))
        self.assertEqual(code, 1, output)
        self.assertNotIn("\nall 1 problems accepted", output)
        self.assertNotIn("\x1b", output)
        self.assertIn("first failing test: 1\\nall 1 problems accepted (1 runs)\\n\\x1b[2J (WA)",
                      output)
        self.assertEqual(self.verdicts(data), [(name, "WA")])

    def test_the_json_report_is_strictly_utf_8(self):
        tests = self.folder("bytes-names", {})
        for suffix, text in ((b".in", SMALL[0]), (b".out", SMALL[1])):
            with open(os.path.join(os.fsencode(str(tests)), b"caf\xe9" + suffix), "wb") as f:
                f.write(text.encode("ascii"))
        report = self.work / "report.json"
        done = subprocess.run([*PYTHON, str(JUDGE_DIR / "judge.py"), "--tests",
                               str(tests), "--solution", str(RIGHT), "--json", str(report)],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
        self.assertEqual(done.returncode, 0, done.stdout)
        data = json.loads(report.read_bytes().decode("utf-8"))
        self.assertEqual(data["results"][0]["test"], "caf\\xe9")
        for row in data["results"]:  # a lone surrogate would not encode
            for value in row.values():
                if isinstance(value, str):
                    value.encode("utf-8")


class LimitsTest(FolderCase):
    def test_the_defaults_are_used_and_said(self):
        tests = self.folder("mine", LAYOUTS["numbered"])
        code, output, _ = self.judge("--tests", str(tests), "--solution", str(RIGHT))
        self.assertEqual(code, 0, output)
        self.assertIn("\n    limits for C11: 1 s (default: --time-limit), 128 MB (default: "
                      "--memory-limit)\n", output)
        self.assertNotIn("BOJ", output)  # nothing is known of BOJ's limits or data here
        spinning = self.folder("spin", {"1.in": SMALL[0], "1.out": SMALL[1]})
        code, output, data = self.judge("--tests", str(spinning), "--solution",
                                        str(FIXTURES / "cpu_bound.c"))
        self.assertEqual((code, self.verdicts(data)), (1, [("1", "TLE")]), output)
        self.assertIn("limit 1 s of CPU", output)

    def test_given_limits_are_used_and_said(self):
        tests = self.folder("spin", {"1.in": SMALL[0], "1.out": SMALL[1]})
        code, output, data = self.judge("--tests", str(tests), "--solution",
                                        str(FIXTURES / "cpu_bound.c"), "--time-limit", "0.25",
                                        "--memory-limit", "256")
        self.assertEqual((code, self.verdicts(data)), (1, [("1", "TLE")]), output)
        self.assertIn("\n    limits for C11: 0.25 s (--time-limit), 256 MB (--memory-limit)\n", output)
        self.assertIn("limit 0.25 s of CPU", output)
        code, output, _ = self.judge("--tests", str(tests), "--solution", str(RIGHT),
                                     "--memory-limit", "64")
        self.assertEqual(code, 0, output)
        self.assertIn("limits for C11: 1 s (default: --time-limit), 64 MB (--memory-limit)", output)

    def test_the_problem_made_of_a_folder(self):
        tests = self.folder("mine", LAYOUTS["numbered"])
        problem = problems.tests_folder(tests, 2.5)
        self.assertEqual((problem.kind, problem.id, problem.name), (problems.TESTS, "mine",
                                                                    "mine"))
        self.assertEqual(problem.meta, {"id": "mine", "time_limit_s": 2.5,
                                        "memory_limit_mb": problems.DEFAULT_MEMORY_LIMIT_MB})
        self.assertFalse(problem.validates())
        self.assertEqual((problem.given_by("time"), problem.given_by("memory")),
                         ("--time-limit", "default: --memory-limit"))
        self.assertEqual([name for name, _, _ in problem.tests()], NAMES["numbered"])
        self.assertEqual(problem.tests(), testfiles.problem_tests(problem, None))


class ErrorTest(FolderCase):
    def assertRefused(self, args, message):
        code, output, data = self.judge(*args)
        self.assertEqual((code, data), (2, None), output)
        self.assertEqual(output.count("\n"), 1, output)
        self.assertIn(message, output)

    def test_each_error_is_one_line_and_exit_2(self):
        good = self.folder("good", LAYOUTS["numbered"])
        empty = self.folder("empty", {})
        alone = self.folder("alone", {"1.in": SMALL[0], "1.out": SMALL[1], "2.in": OTHER[0]})
        both = self.folder("both", {"1.in": SMALL[0], "1.out": SMALL[1], "1.ans": SMALL[1]})
        cases = [
            (["--tests", str(good)], "--tests DIR without a PROBLEM needs --solution FILE"),
            (["--tests", str(empty), "--solution", str(RIGHT)], "no tests in %s" % empty),
            (["--tests", str(self.work / "absent"), "--solution", str(RIGHT)],
             "test folder %s does not exist" % (self.work / "absent")),
            (["--tests", str(RIGHT), "--solution", str(RIGHT)],
             "test folder %s is not a folder" % RIGHT),
            (["--tests", str(alone), "--solution", str(RIGHT)],
             "missing expected output %s (or 2.ans) for %s" % (alone / "2.out", alone / "2.in")),
            (["--tests", str(both), "--solution", str(RIGHT)],
             "two expected outputs for %s: %s and %s" % (both / "1.in", both / "1.out",
                                                        both / "1.ans")),
            (["--tests", str(good), "--solution", str(self.work)],
             "solution %s is a folder, not a file" % self.work),
            (["--tests", str(good), "--solution", str(self.work / "absent.c")],
             "solution %s does not exist" % (self.work / "absent.c")),
            (["--tests", str(good), "--solution", str(RIGHT), "--boj-only"],
             "--boj-only needs a PROBLEM"),
            (["--tests", str(good), "--solution", str(RIGHT), "--time-limit", "0"],
             "--time-limit must be a finite positive number"),
        ]
        for args, message in cases:
            with self.subTest(args=args):
                self.assertRefused(args, message)

    def test_a_problem_json_without_limits_is_one_line(self):
        root = self.folder("root", {})
        for folder, texts in ((root / "problems" / "1-sum", {"problem.json": '{"id": 1}'}),
                              (root / "testdata" / "1-sum", LAYOUTS["numbered"])):
            folder.mkdir(parents=True)
            for name, text in texts.items():
                (folder / name).write_text(text, "ascii")
        judged = [*PYTHON, str(JUDGE_DIR / "judge.py"), "1", "--solution", str(RIGHT)]
        env = dict(os.environ, JUDGE_ROOT=str(root))
        done = subprocess.run(judged, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
                              timeout=300)
        self.assertEqual((done.returncode, done.stdout.decode().count("\n")), (2, 1), done.stdout)
        self.assertIn('problem.json: "time_limit_s" is not a positive number: write one, or '
                      'pass --time-limit', done.stdout.decode())
        done = subprocess.run(judged + ["--time-limit", "1", "--memory-limit", "64"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
                              timeout=300)
        self.assertEqual(done.returncode, 0, done.stdout)

    def test_collect_tests_refuses_an_expected_output_alone(self):
        stray = self.folder("stray", {"1.in": SMALL[0], "1.out": "", "2.ans": ""})
        with self.assertRaisesRegex(SetupError, r"expected output \S*2\.ans has no input "
                                                r"\S*2\.in"):
            testfiles.collect_tests([stray])

    def test_collect_tests_refuses_an_input_alone_and_two_expected_outputs(self):
        alone = self.folder("alone", {"1.in": SMALL[0]})
        with self.assertRaisesRegex(SetupError, "missing expected output"):
            testfiles.collect_tests([alone])
        both = self.folder("both", {"1.in": "", "1.out": "", "1.ans": ""})
        with self.assertRaisesRegex(SetupError, "two expected outputs"):
            testfiles.collect_tests([both])

    def test_order_of_names(self):
        names = ["b", "10", "sample-10", "x1y10", "sample-2", "x1y9", "01", "1", "2"]
        self.assertEqual(sorted(names, key=testfiles.test_order),
                         ["sample-2", "sample-10", "01", "1", "2", "10", "b", "x1y9", "x1y10"])


class MakeTest(FolderCase):
    def make(self, *variables, where=None):
        """`make -C REPOSITORY judge VARIABLES` typed in the folder `where` (its shell's PWD)."""
        if shutil.which("make") is None:
            self.skipTest("make is not installed")
        env = {name: value for name, value in os.environ.items()
               if name not in ("MAKELEVEL", "MAKEFLAGS", "MFLAGS")}
        if where is not None:
            env["PWD"] = str(where)
        done = subprocess.run(["make", "--no-print-directory", "-C", str(REPOSITORY), "judge"]
                              + list(variables), stdout=subprocess.PIPE, cwd=where,
                              stderr=subprocess.STDOUT, env=env, timeout=300)
        return done.returncode, done.stdout.decode("utf-8", "replace")

    def test_make_judge_on_a_folder(self):
        tests = self.folder("mine", LAYOUTS["oj's sample-N"])
        code, output = self.make("TESTS=%s" % tests, "SOLUTION=%s" % RIGHT, "TIME_LIMIT=2",
                                 "MEMORY_LIMIT=256")
        self.assertEqual(code, 0, output)
        self.assertIn("mine ", output)
        self.assertIn("limits for C11: 2 s (--time-limit), 256 MB (--memory-limit)", output)
        self.assertIn("all 1 problems accepted (3 runs)", output)
        code, output = self.make("TESTS=%s" % tests, "SOLUTION=%s" % WRONG)
        self.assertNotEqual(code, 0, output)
        self.assertIn("1 of 1 problems not accepted: mine WA", output)

    def test_relative_paths_are_from_where_the_user_stands(self):
        self.folder("mine", LAYOUTS["numbered"])
        shutil.copy(str(RIGHT), str(self.work / "my right.c"))
        code, output = self.make("TESTS=mine", "SOLUTION=my right.c", where=self.work)
        self.assertEqual(code, 0, output)
        self.assertIn("all 1 problems accepted (3 runs)", output)
        code, output = self.make("TESTS=mine", "SOLUTION=nothing.c", where=self.work)
        self.assertEqual(code, 2, output)
        self.assertIn("solution %s does not exist" % (self.work / "nothing.c"), output)

    def test_make_judge_on_a_folder_without_a_solution(self):
        tests = self.folder("mine", LAYOUTS["numbered"])
        code, output = self.make("TESTS=%s" % tests)
        self.assertEqual(code, 2, output)
        self.assertEqual(output.count("\n"), 1, output)
        self.assertIn("make judge TESTS=DIR needs SOLUTION=FILE", output)


if __name__ == "__main__":
    unittest.main()
