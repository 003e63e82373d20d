"""`make stress` and judge/stress.py on the project's own wrong solutions and on right ones.

Each of an overflow, a too-slow solution and a presentation bug is hunted with a budget of 15
seconds, as a learner would run it; the failure must be found, shrunk below the input that
found it, printed, saved and replayed by the command the report gives. (make stress gives
make's own status 2 when stress.py exits 1, so the exit status is checked on stress.py.)
"""
import os
import re
import shlex
import shutil
import subprocess
import tempfile
import time
import unittest
from pathlib import Path
from lib import languages

from .support import FIXTURES, JUDGE_DIR, PYTHON, own_fixture, processes_running

ROOT = JUDGE_DIR.parent
BUDGET_S = "15"
TIMEOUT_S = 120


def make_stress(problem, solution, seconds=BUDGET_S, where=ROOT):
    """`make -C ROOT stress` typed in the folder `where` (its shell's PWD), SOLUTION a path
    from there; (exit status, output)."""
    env = dict(os.environ, PWD=str(where))
    done = subprocess.run(["make", "-s", "-C", str(ROOT), "stress", "P=" + problem,
                           "SOLUTION=" + solution, "SECONDS=" + seconds], cwd=str(where),
                          env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          timeout=TIMEOUT_S)
    return done.returncode, done.stdout.decode()


def stress(*args):
    done = subprocess.run([*PYTHON, str(JUDGE_DIR / "stress.py")] + list(args), cwd=ROOT,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=TIMEOUT_S)
    return done.returncode, done.stdout.decode()


def section(output, title):
    """The indented lines under `  title` in a failure report, as text."""
    lines = output.split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith("  " + title)) + 1
    body = []
    for line in lines[start:]:
        if not line.startswith("    "):
            break
        body.append(line[4:])
    return "\n".join(body)


class FoundFailureTest(unittest.TestCase):
    def hunt(self, problem, solution, verdict):
        """Hunt on a wrong solution; check the report's parts and replay it. Returns (output,
        shrunk input)."""
        code, output = stress(problem, "--solution", solution, "--seconds", BUDGET_S)
        self.assertEqual(code, 1, output)
        self.assertIn("  verdict: %s (" % verdict, output)
        shown = section(output, "input:")
        again = [line for line in output.split("\n") if line.startswith("  again: ")]
        self.assertEqual(len(again), 1, output)
        command = shlex.split(again[0][len("  again: "):])
        self.assertEqual(command[:2], ["python3", "judge/judge.py"])
        folder = Path(ROOT, command[command.index("--tests") + 1])
        saved = (folder / "shrunk.in").read_text("utf-8")
        cut = re.search(r"\n\.\.\. \((\d+) bytes in all\)$", shown)
        if cut:  # a long input is shown by its first lines
            self.assertEqual(len(saved), int(cut.group(1)))
            self.assertTrue(saved.startswith(shown[:cut.start()] + "\n"), shown)
        else:
            self.assertEqual(saved.rstrip("\n"), shown)
        replay = subprocess.run([*PYTHON] + command[1:], cwd=ROOT, timeout=TIMEOUT_S,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        replayed = replay.stdout.decode()
        self.assertEqual(replay.returncode, 1, replayed)
        self.assertRegex(replayed, r"\b%s\b" % verdict)
        return output, saved

    def test_overflow_is_found_and_shrunk_to_its_threshold(self):
        output, saved = self.hunt("25179", "problems/25179-baskin-robbins-n/wrong/int32.c", "WA")
        self.assertIn("fails on edge-", output)
        n, m = map(int, saved.split())
        # 32-bit ints garble N from 2^31 on; shrinking walks down from N = 10^18 to there.
        self.assertTrue(2 ** 31 <= n < 2 ** 32, saved)
        self.assertLessEqual(m, 10, saved)

    def test_too_slow_solution_is_found(self):
        output, saved = self.hunt("4342", "problems/4342-euclid-game/wrong/exhaustive-search.c",
                                  "TLE")
        self.assertIn("the limit is 1 s", output)
        found_on = re.search(r"fails on (edge-\d+|max-\d+) ", output).group(1)
        original = (ROOT / "testdata" / "4342-euclid-game" / (found_on + ".in")).read_text()
        self.assertLess(len(saved.split("\n")), len(original.split("\n")))
        self.assertTrue(saved.endswith("0 0\n"), saved)

    def test_presentation_bug_is_found_and_shrunk_to_two_games(self):
        output, saved = self.hunt("4342", "problems/4342-euclid-game/wrong/blank-line-between.c",
                                  "PE")
        self.assertIn("the small phase", output)
        self.assertEqual(len(saved.split("\n")), 4, saved)  # two games, 0 0, the last newline
        self.assertEqual(len(section(output, "expected (brute.py):").split("\n")), 2)
        self.assertEqual(section(output, "actual:").split("\n")[1], "")  # the empty line


    def test_make_stress_takes_the_solution(self):
        code, output = make_stress("20004", "problems/20004-baskin-robbins-31/wrong/mod-31.c")
        self.assertNotEqual(code, 0, output)
        self.assertIn("20004-baskin-robbins-31: problems/20004-baskin-robbins-31/wrong/mod-31.c "
                      "fails on ", output)
        self.assertIn("  again: ", output)

    def test_make_stress_takes_a_path_with_a_space_from_where_the_user_stands(self):
        with tempfile.TemporaryDirectory() as folder:
            shutil.copy(str(ROOT / "problems" / "20004-baskin-robbins-31" / "wrong" / "mod-31.c"),
                        str(Path(folder, "my mod 31.c")))
            code, output = make_stress("20004", "my mod 31.c", "2", where=folder)
        self.assertNotEqual(code, 0, output)
        self.assertRegex(output, r"20004-baskin-robbins-31: \S*my mod 31\.c fails on ")

class NothingFoundTest(unittest.TestCase):
    """Hunts on right solutions, a second long: every phase runs (edge and max whole, random
    once at least), whatever the time allows the small one."""

    def assert_nothing_found(self, code, output):
        self.assertEqual(code, 0, output)
        self.assertIn("nothing found in", output)
        counts = dict(re.findall(r"^  (small|edge|max|random) +(\d+)", output, re.M))
        self.assertEqual(set(counts), {"small", "edge", "max", "random"}, output)
        self.assertGreater(int(counts["random"]), 0, output)

    def test_solution_c_without_solution(self):
        self.assert_nothing_found(*stress("20004", "--seconds", "1"))

    def test_a_python_file_and_an_executable(self):
        with tempfile.TemporaryDirectory() as folder:
            script = Path(folder, "mine.py")
            script.write_text("n, m = map(int, input().split())\n"
                              "print(\"Can win\" if (n - 1) % (m + 1) else \"Can't win\")\n")
            code, output = stress("25179", "--solution", str(script), "--seconds", "1")
            self.assert_nothing_found(code, output)
            self.assertIn("mine.py", output)
        built = languages.compile_c(ROOT / "problems" / "11869-nimble" / "solution.c")
        self.assert_nothing_found(*stress("11869", "--solution", str(built), "--seconds", "1"))

    def test_every_phase_is_complete_when_time_allows(self):
        code, output = stress("20004", "--seconds", "3")
        self.assertEqual(code, 0, output)
        self.assertRegex(output, r"small +31 of 31 inputs\n")
        self.assertNotIn("time was up", output)


class CommandLineTest(unittest.TestCase):
    def test_compile_error(self):
        code, output = stress("20004", "--solution", str(FIXTURES / "not_compiling.c"))
        self.assertEqual(code, 1, output)
        self.assertIn("does not compile", output)
        self.assertIn("undeclared_value", output)

    def test_sigterm_stops_every_run(self):
        slow = own_fixture(self, "cpu_bound.c")  # every run lasts until the time limit
        argv = languages.build(slow).argv
        hunt = subprocess.Popen([*PYTHON, str(JUDGE_DIR / "stress.py"), "20004",
                                 "--solution", str(slow), "--seconds", "60"], cwd=ROOT,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while not processes_running(argv) and time.monotonic() < deadline:
            time.sleep(0.05)
        self.assertTrue(processes_running(argv), "the hunt never ran the solution")
        hunt.terminate()
        output = hunt.communicate(timeout=TIMEOUT_S)[0].decode()
        self.assertEqual(hunt.returncode, 128 + 15, output)
        self.assertIn("stopped by SIGTERM", output)
        self.assertEqual(processes_running(argv), [])

    def test_bad_command_lines(self):
        for args in (["--seconds", "0", "20004"], ["--seconds", "inf", "20004"],
                     ["--solution", "problems/20004-baskin-robbins-31/solution.c"],
                     ["9999"], ["20004", "--solution", "no-such-file.c"], ["--frobnicate"],
                     ["20004", "--seconds", "many"]):
            code, output = stress(*args)
            self.assertEqual(code, 2, (args, output))
            self.assertTrue(output.strip(), args)
        code, output = make_stress("9999", "problems/20004-baskin-robbins-31/solution.c", "1")
        self.assertNotEqual(code, 0, output)
        self.assertIn("unknown problem", output)


if __name__ == "__main__":
    unittest.main()
