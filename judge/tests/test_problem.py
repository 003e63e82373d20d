"""judge/problem.py, the one way to run a problem's scripts: the commands of COMMANDS with their
arguments, standard input for a `text` parameter, `validate`, and the same edges for every
command: one line and exit 2 for a bad command line, 1 for a claim that fails, 130 on Ctrl-C,
143 on SIGTERM, 141 when the reader of the output leaves, never a traceback."""
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
import unittest
from pathlib import Path

from lib import problems

from .support import JUDGE_DIR, PYTHON

LAUNCHER = str(JUDGE_DIR / "problem.py")
TIMEOUT_S = 120
# The script of a throwaway problem, with a command of each kind.
DEMO = '''"""Commands of every kind, for the tests of judge/problem.py."""
import time

from lib import problems

from . import helper


def shout(text):
    """Standard input in capitals."""
    return text.upper()


def add(a: int, b: int):
    """The sum of A and B."""
    return f"{a + b}\\n"


def join(*words):
    """The words, with the problem's id and a sibling's word."""
    return " ".join((problems.of(__name__).id, helper.WORD) + words) + "\\n"


def claim(holds):
    """A claim that holds when HOLDS is yes."""
    return "checked\\n", holds == "yes"


def positive(n: int):
    """N, which must be positive."""
    if n <= 0:
        raise ValueError(f"N must be positive, not {n}")
    return f"{n}\\n"


def lines():
    """Many lines."""
    return "a line of output\\n" * 200000


def wait(marker):
    """Writes MARKER, then sleeps."""
    with open(marker, "w"):
        pass
    time.sleep(TIMEOUT)
    return "woke\\n"


TIMEOUT = 60
COMMANDS = {"shout": shout, "add": add, "join": join, "claim": claim, "positive": positive,
            "lines": lines, "wait": wait}
DEFAULT_COMMAND = "shout"
'''


class LauncherCase(unittest.TestCase):
    def setUp(self):
        self.root = Path(tempfile.mkdtemp(prefix="judge-problem-"))
        self.addCleanup(shutil.rmtree, str(self.root), True)
        folder = self.root / "problems" / "7-demo"
        folder.mkdir(parents=True)
        meta = {"id": 7, "slug": "demo", "title": {"en": "Demo"}, "time_limit_s": 1,
                "memory_limit_mb": 64, "input": {"lines": ["N M"]},
                "ranges": {name: {"min": 1, "max": 100, "boj_min": 1, "boj_max": 10}
                           for name in ("N", "M")}}
        (folder / "problem.json").write_text(json.dumps(meta), "utf-8")
        (folder / "demo.py").write_text(DEMO, "utf-8")
        (folder / "helper.py").write_text('WORD = "sibling"\n', "utf-8")
        (folder / "rules.py").write_text('"""No commands."""\n', "utf-8")

    def launch(self, *args, given="", **options):
        """(exit status, standard output, standard error) of problem.py with `args`."""
        done = subprocess.run([*PYTHON, LAUNCHER] + list(args), input=given,
                              capture_output=True, text=True, timeout=TIMEOUT_S,
                              env=dict(os.environ, JUDGE_ROOT=str(self.root)), **options)
        return done.returncode, done.stdout, done.stderr

    def assertUsageError(self, args, wanted, given=""):
        status, out, err = self.launch(*args, given=given)
        self.assertEqual((status, out), (2, ""), err)
        self.assertEqual(err.count("\n"), 1, err)
        self.assertTrue(err.startswith("problem.py: "), err)
        self.assertIn(wanted, err)


class CommandsTest(LauncherCase):
    def test_arguments_standard_input_and_the_default_command(self):
        self.assertEqual(self.launch("7", "demo", "add", "2", "40"), (0, "42\n", ""))
        self.assertEqual(self.launch("7", "demo", "shout", given="abc\n"), (0, "ABC\n", ""))
        self.assertEqual(self.launch("7-demo", "demo", given="xyz\n"), (0, "XYZ\n", ""))
        self.assertEqual(self.launch("7", "demo", "join", "a", "b"),
                         (0, "7 sibling a b\n", ""))

    def test_a_claim_that_fails_exits_1(self):
        self.assertEqual(self.launch("7", "demo", "claim", "yes"), (0, "checked\n", ""))
        self.assertEqual(self.launch("7", "demo", "claim", "no"), (1, "checked\n", ""))

    def test_a_bad_command_line_is_one_line_and_exit_2(self):
        for args, wanted in (
                ([], "usage: python3 judge/problem.py PROBLEM SCRIPT"),
                (["7"], "`python3 judge/problem.py 7 --help` lists its scripts"),
                (["9655", "brute"], "unknown problem '9655'"),
                (["7", "nothing"], "7-demo has no script 'nothing'"),
                (["7", "rules"], "7 rules: name one of its commands: none"),
                (["7", "demo", "add", "2"], "7 demo add A B: B is missing"),
                (["7", "demo", "add", "2", "x"], "B must be an integer, not 'x'"),
                (["7", "demo", "add", "1", "2", "3"], "unexpected argument '3'"),
                (["7", "demo", "join"], "WORDS is missing"),
                (["7", "demo", "positive", "-3"], "7 demo positive: N must be positive, not -3"),
                (["7", "validate", "--strict"], "usage: validate [--boj] [FILE]"),
                (["7", "validate", str(self.root / "absent.in")], "No such file")):
            with self.subTest(args=args):
                self.assertUsageError(args, wanted)

    def test_help_lists_every_command(self):
        status, out, err = self.launch("7", "--help")
        self.assertEqual((status, err), (0, ""))
        for line in ("  demo add A B", "  demo join WORDS [WORDS ...]",
                     "  demo shout < input   (the default", "  validate [--boj] [FILE]",
                     "      The sum of A and B."):
            self.assertIn(line, out)
        self.assertNotIn("rules", out)
        status, out, _ = self.launch("7", "demo", "--help")
        self.assertEqual(status, 0)
        self.assertIn("  demo claim HOLDS", out)
        status, out, _ = self.launch("--help")
        self.assertEqual(status, 0)
        self.assertIn("PROBLEM SCRIPT [COMMAND] [ARG ...]", out)

    def test_validate_reads_a_file_or_standard_input(self):
        valid = self.root / "valid.in"
        valid.write_text("5 6\n", "ascii")
        self.assertEqual(self.launch("7", "validate", str(valid)), (0, "", ""))
        self.assertEqual(self.launch("7", "validate", given="5  6\n"),
                         (1, "", "<stdin>:line 1: tokens must be separated by exactly one "
                                 "space, none at the ends\n"))
        self.assertEqual(self.launch("7", "validate", "--boj", str(valid)), (0, "", ""))
        self.assertEqual(self.launch("7", "validate", "--boj", given="50 6\n"),
                         (1, "", "<stdin>:line 1: N = 50 is outside [1, 10]: within the "
                                 "supported range, outside BOJ's own limits\n"))
        self.assertEqual(self.launch("7", "validate", given="\xe9\n"),
                         (1, "", "<stdin>: byte 0: not ASCII\n"))


class EdgesTest(LauncherCase):
    def stopped_by(self, number):
        marker = self.root / f"started-{number}"
        process = subprocess.Popen([*PYTHON, LAUNCHER, "7", "demo", "wait", str(marker)],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   env=dict(os.environ, JUDGE_ROOT=str(self.root)))
        self.addCleanup(process.kill)
        deadline = time.monotonic() + TIMEOUT_S
        while not marker.exists() and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        process.send_signal(number)
        out, err = process.communicate(timeout=TIMEOUT_S)
        return process.returncode, out, err

    def test_ctrl_c_and_sigterm(self):
        for number, status in ((signal.SIGINT, 130), (signal.SIGTERM, 143)):
            with self.subTest(signal=number):
                code, out, err = self.stopped_by(number)
                self.assertEqual((code, out), (status, b""), err)
                self.assertEqual(err.count(b"\n"), 1, err)
                self.assertNotIn(b"Traceback", err)

    def test_a_reader_that_leaves_early(self):
        process = subprocess.Popen([*PYTHON, LAUNCHER, "7", "demo", "lines"],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   env=dict(os.environ, JUDGE_ROOT=str(self.root)))
        self.addCleanup(process.kill)
        process.stdout.read(10)
        process.stdout.close()
        err = process.stderr.read()
        process.stderr.close()
        self.assertEqual(process.wait(timeout=TIMEOUT_S), 141, err)
        self.assertEqual(err, b"")


class RepositoryTest(unittest.TestCase):
    """The problems' scripts, as the write-ups run them."""

    def run_here(self, *args, given=""):
        return subprocess.run([*PYTHON, LAUNCHER] + list(args), input=given,
                              capture_output=True, text=True, timeout=TIMEOUT_S,
                              cwd=str(JUDGE_DIR.parent))

    def test_brute_and_reference_answer_standard_input(self):
        for problem in problems.find():
            sample = (problem.testdata / "sample-01.in").read_text("ascii")
            expected = (problem.testdata / "sample-01.out").read_text("ascii")
            for script in ("brute", "reference"):
                with self.subTest(problem=problem.name, script=script):
                    done = self.run_here(problem.id, script, given=sample)
                    self.assertEqual((done.returncode, done.stdout, done.stderr),
                                     (0, expected, ""))

    def test_gen_writes_the_planned_case_and_no_other(self):
        for problem in problems.find():
            case = problem.plan()[0]  # sample-01
            with self.subTest(problem=problem.name):
                done = self.run_here(problem.id, "gen", case.kind, str(case.seed))
                self.assertEqual(done.stdout, (problem.testdata / f"{case.name}.in")
                                 .read_text("ascii"))
                for args in (["sample", "100000"], ["no-such-kind", "1"]):
                    bad = self.run_here(problem.id, "gen", *args)
                    self.assertEqual((bad.returncode, bad.stdout), (2, ""), bad.stderr)
                    self.assertEqual(bad.stderr.count("\n"), 1, bad.stderr)

    def test_every_command_of_every_script_is_named_and_described(self):
        for problem in problems.find():
            done = self.run_here(problem.id, "--help")
            with self.subTest(problem=problem.name):
                self.assertEqual((done.returncode, done.stderr), (0, ""))
                for script in ("brute answer < input", "brute table", "brute play-out START",
                               "reference answer < input", "gen generate KIND SEED",
                               "figure draw", "validate [--boj] [FILE]"):
                    self.assertIn(f"  {script}", done.stdout)
                self.assertNotIn("\n  game ", done.stdout)


if __name__ == "__main__":
    unittest.main()
