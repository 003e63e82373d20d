"""The command line of judge.py, run on a temporary folder laid out like the repository.

JUDGE_ROOT points judge.py at that folder: problems/<folder>/problem.json, testdata/<folder>/.
"""
import glob
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
import unittest
from unittest import mock

from lib import explain, files, languages, sandbox

from .support import (FIXTURES, CommandLineCase, own_fixture, process_ended, process_line,
                      process_started_at, processes_running, program_of, skip_unless_compiler)


class CommandLineTest(CommandLineCase):
    def test_all_problems_accepted(self):
        code, output, data = self.judge()
        self.assertEqual(code, 0, output)
        self.assertEqual(len(data["results"]), 6)
        first = data["results"][0]
        self.assertEqual(set(first), {"problem", "solution", "test", "verdict", "time_ms",
                                      "memory_kib", "language", "time_limit_s",
                                      "memory_limit_mb"})
        self.assertEqual((first["language"], first["time_limit_s"], first["memory_limit_mb"]),
                         ("C11", 1, 64))
        self.assertEqual(first["problem"], "1")
        self.assertEqual(first["solution"], "problems/1-sum-product/solution.c")
        self.assertEqual(first["test"], "sample-01")
        self.assertIsInstance(first["time_ms"], float)
        self.assertGreater(first["memory_kib"], 0)
        self.assertIn("1-sum-product", output)

    def test_generated_tests_in_build_are_judged_too(self):
        generated = self.root / "build" / "testdata" / "1-sum-product"
        generated.mkdir(parents=True)
        (generated / "max-01.in").write_text("1000000 1000000\n", "ascii")
        (generated / "max-01.out").write_text("2000000 1000000000000\n", "ascii")
        code, _, data = self.judge("1")
        self.assertEqual(code, 0)
        self.assertEqual([r["test"] for r in data["results"]],
                         ["sample-01", "max-01", "random-01", "random-02"])

    def test_problem_by_id_or_folder(self):
        code, _, data = self.judge("2")
        self.assertEqual({r["problem"] for r in data["results"]}, {"2"})
        code, _, data = self.judge("1-sum-product")
        self.assertEqual(code, 0)
        self.assertEqual({r["problem"] for r in data["results"]}, {"1"})

    def test_stops_at_first_failure_unless_keep_going(self):
        # One job: with more, a test after the failure may have ended before it, and is
        # reported too (test_judging).
        wrong = str(FIXTURES / "wrong.c")
        code, output, data = self.judge("1", "--solution", wrong, "--jobs", "1")
        self.assertEqual(code, 1)
        self.assertEqual(self.verdicts(data), [("sample-01", "AC"), ("random-01", "WA")])
        self.assertIn("first failing test: random-01", output)
        self.assertIn("-3 2", output)
        self.assertIn("+1 2", output)
        code, _, data = self.judge("1", "--solution", wrong, "--keep-going")
        self.assertEqual(code, 1)
        self.assertEqual(self.verdicts(data),
                         [("sample-01", "AC"), ("random-01", "WA"), ("random-02", "AC")])

    def test_a_failure_stops_the_runs_beside_it(self):
        # With two jobs, the second test sleeps a minute (TLE at its 15 s of wall time) while
        # the first fails at once: it is stopped, not waited for, and has no entry.
        tests = self.root / "stop"
        tests.mkdir()
        for name, given, expected in (("1", "2 1\n", "3 2\n"), ("2", "0 1\n", "1 0\n")):
            (tests / (name + ".in")).write_text(given, "ascii")
            (tests / (name + ".out")).write_text(expected, "ascii")
        solution = own_fixture(self, "sleeps_on_zero.c")
        argv = program_of(solution).argv  # built before the clock starts
        started = time.monotonic()
        code, output, data = self.judge("--tests", str(tests), "--solution",
                                        str(solution), "--time-limit", "5",
                                        "--jobs", "2")
        self.assertLess(time.monotonic() - started, 12, output)
        self.assertEqual((code, self.verdicts(data)), (1, [("1", "WA")]), output)
        self.assertEqual(processes_running(argv), [])

    def test_strict(self):
        lenient = self.judge("1", "--solution", str(FIXTURES / "trailing_blanks.c"))
        self.assertEqual(lenient[0], 0, lenient[1])
        self.assertIn("\n    note: sample-01's output ends with 2 blank lines; BOJ's documented "
                      "rule says nothing of this (judge/README.md, Comparison)\n", lenient[1])
        code, output, data = self.judge("1", "--solution", str(FIXTURES / "trailing_blanks.c"),
                                        "--strict")
        self.assertEqual(code, 1)
        self.assertEqual(data["results"][0]["verdict"], "WA")
        self.assertIn("·", output)

    def test_child_holding_stdout_does_not_hang_the_judge(self):
        solution = own_fixture(self, "child_holds_stdout.c")
        code, output, _ = self.judge("1", "--solution", str(solution))
        self.assertEqual(code, 0, output)
        self.assertEqual(processes_running(program_of(solution).argv), [])

    def test_failure_report_shows_invisible_characters(self):
        lines = explain.diff_of(b"1 2\n3\n", b"1 2 \n3\t\r\n4")
        self.assertIn("+1 2·", lines)
        self.assertIn("+3→␍", lines)
        self.assertIn("+5·␍", explain.diff_of(b"5\n", b"5 \r\n"))
        self.assertIn("+4", lines)
        self.assertIn("\\ No newline at end of file", lines)

    def test_presentation_error(self):
        code, output, data = self.judge("1", "--solution", str(FIXTURES / "leading_blank_line.c"))
        self.assertEqual((code, data["results"][0]["verdict"]), (1, "PE"))
        self.assertIn("\n      output line 1 is empty\n      the same tokens as expected, with "
                      "whitespace BOJ's rule does not allow (PE)\n", output)
        code, output, _ = self.judge("1", "--solution", str(FIXTURES / "split_lines.c"))
        self.assertEqual(code, 0, output)
        self.assertNotIn("note:", output)

    def test_compile_error_entry(self):
        code, output, data = self.judge("1", "--solution", str(FIXTURES / "not_compiling.c"))
        self.assertEqual(code, 1)
        self.assertEqual(len(data["results"]), 1)
        self.assertIsNone(data["results"][0]["test"])
        self.assertEqual(data["results"][0]["verdict"], "CE")
        self.assertIn("undeclared_value", output)

    def test_time_limit_override(self):
        code, _, data = self.judge("1", "--solution", str(FIXTURES / "asleep.c"),
                                   "--time-limit", "0.3", "--jobs", "1")
        self.assertEqual((code, self.verdicts(data)), (1, [("sample-01", "TLE")]))

    def test_python_and_executable_solutions_on_other_tests(self):
        tests = self.root / "own-tests"
        tests.mkdir()
        (tests / "mine-01.in").write_text("4 5\n", "ascii")
        (tests / "mine-01.out").write_text("9 20\n", "ascii")
        code, output, data = self.judge("1", "--tests", str(tests), "--solution",
                                        str(FIXTURES / "right.py"))
        self.assertEqual((code, self.verdicts(data)), (0, [("mine-01", "AC")]), output)
        executable = str(languages.compile_c(FIXTURES / "right.c"))
        code, _, data = self.judge("1", "--tests", str(tests), "--solution", executable)
        self.assertEqual((code, self.verdicts(data)), (0, [("mine-01", "AC")]))

    def test_unknown_problem(self):
        code, output, data = self.judge("999")
        self.assertEqual(code, 2)
        self.assertIn("999", output)
        self.assertIsNone(data)

    def test_missing_expected_output(self):
        missing = self.root / "testdata" / "2-sum-product-again" / "random-02.out"
        missing.unlink()
        code, output, _ = self.judge()
        self.assertEqual(code, 2)
        self.assertIn(str(missing), output)

    def test_setup_errors_name_the_file(self):
        own = self.root / "own-tests"
        own.mkdir()
        code, output, data = self.judge("1", "--tests", str(own))
        self.assertEqual((code, data), (2, None))
        self.assertIn(str(own), output)
        (own / "mine-01.in").write_text("1 1\n", "ascii")
        code, output, _ = self.judge("1", "--tests", str(own))
        self.assertEqual(code, 2)
        self.assertIn(str(own / "mine-01.out"), output)
        text = self.root / "solution.txt"
        shutil.copy(str(FIXTURES / "right.c"), str(text))
        code, output, _ = self.judge("1", "--solution", str(text))
        self.assertEqual(code, 2)
        self.assertIn(str(text), output)

    def test_unwritable_report(self):
        report = self.root / "no-such-folder" / "report.json"
        done = subprocess.run(self.command("1", "--json", str(report)), env=self.env(),
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=60)
        self.assertEqual(done.returncode, 2)
        self.assertIn(str(report), done.stdout.decode())

    def test_several_problems_and_jobs(self):
        for jobs in ("1", "8"):
            code, _, data = self.judge("2", "1-sum-product", "--jobs", jobs)
            self.assertEqual(code, 0)
            self.assertEqual([(r["problem"], r["test"]) for r in data["results"]],
                             [(p, t) for p in ("2", "1")
                              for t in ("sample-01", "random-01", "random-02")])

    def test_long_input_is_cut_and_its_length_given(self):
        data = self.root / "testdata" / "1-sum-product"
        (data / "random-01.in").write_text("".join("%d 1\n" % i for i in range(30000)), "ascii")
        code, output, _ = self.judge("1")
        self.assertEqual(code, 1)
        self.assertIn("    0 1\n", output)
        self.assertNotIn("    10 1\n", output)
        self.assertIn("(30000 lines in all)", output)

    def test_interrupted_judge_leaves_no_process(self):
        # A run that lasts, and forks a child of its own where it may.
        solution = own_fixture(self, "asleep_with_child.c")
        argv = program_of(solution).argv
        self.addCleanup(lambda: [os.kill(pid, signal.SIGKILL) for pid in processes_running(argv)])
        for number, whole_group in ((signal.SIGINT, True), (signal.SIGTERM, False)):
            with self.subTest(signal=number):
                judged = subprocess.Popen(
                    self.command("1", "--solution", str(solution)),
                    env=self.env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                    start_new_session=True)
                deadline = time.monotonic() + 20
                while not processes_running(argv) and time.monotonic() < deadline:
                    time.sleep(0.02)
                self.assertTrue(processes_running(argv))
                if whole_group:  # as Ctrl-C does
                    os.killpg(judged.pid, number)
                else:
                    judged.send_signal(number)
                try:
                    output = judged.communicate(timeout=20)[0].decode()
                finally:
                    judged.kill()
                self.assertEqual(processes_running(argv), [], output)
                self.assertEqual(judged.returncode, 128 + number, output)

    def test_reader_leaving_early(self):
        judged = subprocess.Popen(self.command("1", "--keep-going"), env=self.env(),
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        judged.stdout.close()  # as `judge.py | head -0` would
        errors = judged.communicate(timeout=60)[1].decode()
        self.assertEqual(judged.returncode, 128 + signal.SIGPIPE, errors)
        self.assertNotIn("Traceback", errors)

    def test_limits_must_be_finite_and_positive(self):
        for option, value in (("--time-limit", "nan"), ("--time-limit", "inf"),
                              ("--time-limit", "-inf"), ("--time-limit", "0"),
                              ("--time-limit", "-1"), ("--memory-limit", "0"),
                              ("--memory-limit", "-5")):
            with self.subTest(option=option, value=value):
                code, output, data = self.judge("1", option, value)
                self.assertEqual((code, data), (2, None), output)
                self.assertIn(option, output)
                self.assertNotIn("Traceback", output)

    def test_folder_as_solution(self):
        code, output, data = self.judge("1", "--solution", str(self.root))
        self.assertEqual((code, data), (2, None))
        self.assertIn("%s is a folder" % self.root, output)

    def test_unreadable_expected_output_is_named(self):
        expected = self.root / "testdata" / "1-sum-product" / "random-01.out"
        expected.unlink()
        expected.mkdir()  # unreadable as a file, even for root
        code, output, _ = self.judge("1")
        self.assertEqual(code, 2)
        self.assertIn("unreadable expected output %s: a folder, not a regular file" % expected,
                      output)
        if os.geteuid() != 0:  # root reads whatever the permissions say
            expected.rmdir()
            expected.write_text("3 2\n", "ascii")
            expected.chmod(0)
            code, output, _ = self.judge("1")
            self.assertEqual(code, 2)
            self.assertIn("unreadable expected output %s" % expected, output)

    def test_languages_by_extension_and_by_name(self):
        for solution, lang in (("right.cpp", None), ("right.py", None), ("right.c", "C99"),
                               ("right.cpp", "C++20")):
            with self.subTest(solution=solution, lang=lang):
                skip_unless_compiler(self, solution)
                code, output, data = self.judge("1", "--solution", str(FIXTURES / solution),
                                                *(("--lang", lang) if lang else ()))
                self.assertEqual(code, 0, output)
                self.assertEqual(len(data["results"]), 3)
        with self.subTest(solution="not_compiling.cpp"):
            skip_unless_compiler(self, "not_compiling.cpp")
            code, output, data = self.judge("1", "--solution",
                                            str(FIXTURES / "not_compiling.cpp"))
            self.assertEqual((code, self.verdicts(data)), (1, [(None, "CE")]))
            self.assertIn("undeclared_in_cpp", output)
        code, output, data = self.judge("1", "--solution", str(FIXTURES / "syntax_error.py"))
        self.assertEqual((code, self.verdicts(data)), (1, [(None, "CE")]))
        self.assertIn("SyntaxError", output)
        code, output, _ = self.judge("1", "--lang", "Pascal")
        self.assertEqual(code, 2)
        self.assertIn("C++17", output)

    def test_not_isolated_is_said_once(self):
        code, output, data = self.judge("2", "1", "--jobs", "2",
                                        env={"JUDGE_ISOLATION": "off"})
        self.assertEqual(code, 0, output)
        self.assertEqual(len(data["results"]), 6)
        lines = [line for line in output.split("\n") if "not isolated" in line]
        self.assertEqual(lines, ["judge.py: runs are not isolated: isolation is turned off"
                                 " (JUDGE_ISOLATION=off)"])
        if sandbox.isolation().sandboxed:
            code, output, _ = self.judge("1")
            self.assertNotIn("not isolated", output)

    def test_isolation_off_in_any_usual_spelling_and_nothing_else(self):
        for given, wanted in (("off", False), ("0", False), ("no", False), ("FALSE", False),
                              ("Off", False), ("on", True), ("1", True), ("Yes", True),
                              ("true", True), ("", True)):
            with self.subTest(given=given), mock.patch.dict(os.environ,
                                                             {"JUDGE_ISOLATION": given}):
                self.assertIs(sandbox.isolation_wanted(), wanted)
        code, output, _ = self.judge("1", env={"JUDGE_ISOLATION": "NO"})
        self.assertEqual(code, 0, output)
        self.assertIn(" (JUDGE_ISOLATION=NO)\n", output)
        code, output, data = self.judge("1", env={"JUDGE_ISOLATION": "of"})
        self.assertEqual((code, data), (2, None), output)
        self.assertEqual(output, "judge.py: JUDGE_ISOLATION=of is neither on nor off: off (or 0, "
                                 "no, false) runs programs without the sandbox's namespaces, on "
                                 "(or 1, yes, true) or unset with them\n")

    def test_a_runner_that_dies_is_a_runtime_error_and_is_replaced(self):
        solution = own_fixture(self, "asleep.c")
        argv = program_of(solution).argv
        judged = subprocess.Popen(
            self.command("1", "--solution", str(solution), "--keep-going",
                         "--jobs", "1", "--time-limit", "0.2", "--json",
                         str(self.root / "report.json")),
            env=self.env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        self.addCleanup(judged.kill)
        deadline = time.monotonic() + 30
        while not processes_running(argv) and time.monotonic() < deadline:
            time.sleep(0.01)
        self.assertTrue(processes_running(argv), "the first run did not start")
        runners = children_of(judged.pid)
        self.assertTrue(runners)
        for pid in runners:  # the runner and whatever else the judge started
            os.kill(pid, signal.SIGKILL)
        output = judged.communicate(timeout=60)[0].decode()
        self.assertEqual(judged.returncode, 1, output)
        self.assertNotIn("Traceback", output)
        data = json.loads((self.root / "report.json").read_text("utf-8"))
        self.assertEqual(self.verdicts(data), [("sample-01", "RE"), ("random-01", "TLE"),
                                               ("random-02", "TLE")])
        self.assertIn("the runner process stopped during the run", output)
        self.assertEqual(processes_running(argv), [])

    def test_judge_killed_while_compiling_leaves_nothing(self):
        source = self.root / "slow.c"  # each level includes the file twice: it never ends
        source.write_text("/* %s */\n#include __FILE__\n#include __FILE__\n" % self.root.name,
                          "ascii")
        sandbox.isolation()  # the runner built, so that only the compilation could add an entry
        cache = sorted(files.CACHE.rglob("*"))
        before = set(glob.glob(os.path.join(tempfile.gettempdir(), "judge-run-*")))
        judged = subprocess.Popen(self.command("1", "--solution", str(source)), env=self.env(),
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        self.addCleanup(judged.kill)
        deadline = time.monotonic() + 30
        started = []
        while len(started) < 3 and time.monotonic() < deadline:  # runner, inner, compiler
            time.sleep(0.05)
            started = descendants_of(judged.pid)
        self.assertGreaterEqual(len(started), 3)
        started = [(pid, process_started_at(pid)) for pid in started]
        judged.kill()
        judged.communicate(timeout=30)
        deadline = time.monotonic() + 10
        while True:
            # A process that has ended is a zombie until its new parent, this machine's init,
            # reaps it (which some inits do only every second or two, later under load); and
            # on a busy machine its pid is soon another process's.
            left = [pid for pid, at in started if at is not None
                    and process_started_at(pid) == at and not process_ended(pid)]
            if not left:
                break
            self.assertLess(time.monotonic(), deadline, "a process of the judge is left: %s"
                            % ", ".join(process_line(pid) for pid in left))
            time.sleep(0.05)
        # Nothing of this compilation is in the cache (other judges, as make test's other
        # checks, may add entries of their own meanwhile): no entry of its source, and no
        # file half written by the judge killed.
        own = languages.cache_target(source.read_bytes(), languages.language_of(source)).parent
        added = sorted(set(files.CACHE.rglob("*")) - set(cache))
        self.assertEqual([path for path in added if path == own or own in path.parents
                          or path.name.endswith(".%d" % judged.pid)
                          or ".%d." % judged.pid in path.name], [])
        # its runner's folder is gone (one that an earlier process of the same pid left is not
        # this judge's: pids are soon used again)
        mine = os.path.join(tempfile.gettempdir(), "judge-run-%d-*" % judged.pid)
        self.assertEqual(sorted(set(glob.glob(mine)) - before), [])

    def test_usage_errors(self):
        code, _, _ = self.judge("--solution", str(FIXTURES / "right.c"))
        self.assertEqual(code, 2)
        code, _, _ = self.judge("1", "--no-such-option")
        self.assertEqual(code, 2)
        code, output, _ = self.judge("1", "--solution", str(self.root / "absent.c"))
        self.assertEqual(code, 2)
        self.assertIn("absent.c", output)


def children_of(pid):
    """Pids of the child processes of `pid` (any thread's); none once it is gone."""
    found = []
    try:
        for task in os.listdir("/proc/%d/task" % pid):
            with open("/proc/%d/task/%s/children" % (pid, task)) as f:
                found += [int(child) for child in f.read().split()]
    except OSError:
        pass
    return found


def descendants_of(pid):
    """Pids of all the processes below `pid`."""
    found = children_of(pid)
    for child in list(found):
        found += descendants_of(child)
    return found


if __name__ == "__main__":
    unittest.main()
