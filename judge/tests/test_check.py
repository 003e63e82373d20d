"""check.py (`make test`): its command line, the parts' one interface (a result, a skip with its
reason, a check that breaks), the closing line that counts skips, and the unit-test suite
streamed a line per test as each ends."""
import glob
import io
import os
import re
import subprocess
import tempfile
import textwrap
import threading
import time
import unittest
from contextlib import redirect_stdout
from pathlib import Path
from unittest import mock

import check
from lib import checks, unitstream

from .support import JUDGE_DIR, PYTHON


def skipped(context, problem):
    raise checks.Skip("the tool is not installed")


def broken(context, problem):
    raise ValueError("a broken script")


def passes(context, problem):
    return True, ""


def fails(context, problem):
    return False, "line one\nline two"


def nothing(problem):
    return []


class CommandLineTest(unittest.TestCase):
    def run_check(self, *args):
        done = subprocess.run([*PYTHON, str(JUDGE_DIR / "check.py")] + list(args),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
        return done.returncode, done.stdout.decode(), done.stderr.decode()

    def test_unknown_problem_is_one_line_and_status_2(self):
        code, out, err = self.run_check("2373", "no-such-problem")
        self.assertEqual(code, 2)
        self.assertEqual(out, "")
        self.assertEqual(len(err.splitlines()), 1, err)
        self.assertIn("unknown problem 'no-such-problem'", err)

    def test_bad_option_and_help(self):
        code, _, err = self.run_check("--fast")
        self.assertEqual((code, len(err.splitlines())), (2, 1), err)
        code, out, _ = self.run_check("--help")
        self.assertEqual(code, 0)
        self.assertIn("PROBLEM", out)

    def test_a_problem_by_id_slug_or_folder(self):
        for selector in ("4342", "euclid-game", "4342-euclid-game", "problems/4342-euclid-game/"):
            self.assertEqual([p.name for p in check.chosen_problems([selector])],
                             ["4342-euclid-game"], selector)
        self.assertEqual(len(check.chosen_problems([])), len(check.problems.find()))


class PartsTest(unittest.TestCase):
    """checks.run and check.main on parts made for the test, on two of the problems."""

    runs_early = True  # reads no test data, and its checks sleep (unitstream.EARLY)

    PARTS = (checks.Part("passes", passes, parallel=True), checks.Part("fails", fails),
             checks.Part("skipped", skipped, long=True), checks.Part("broken", broken),
             checks.Part("each", passes, each=nothing))

    def main(self, *args, global_parts=()):
        printed = io.StringIO()
        with mock.patch.object(checks, "PROBLEM_PARTS", self.PARTS), \
                mock.patch.object(checks, "GLOBAL_PARTS", global_parts), \
                redirect_stdout(printed):
            status = check.main(list(args))
        return status, printed.getvalue().splitlines()

    def test_results_in_order_with_skips_counted(self):
        status, lines = self.main("2373", "4342")
        self.assertEqual(status, 1)
        self.assertEqual(lines[:6], ["PASS passes 2373-fibonacci-game",
                                     "PASS passes 4342-euclid-game",
                                     "FAIL fails 2373-fibonacci-game", "    line one",
                                     "    line two", "FAIL fails 4342-euclid-game"])
        self.assertIn("RUN  skipped on 2 problems", lines)
        self.assertIn("SKIP skipped 2373-fibonacci-game: the tool is not installed", lines)
        broken_at = lines.index("FAIL broken 2373-fibonacci-game")
        self.assertIn("ValueError: a broken script", "\n".join(lines[broken_at:]))
        self.assertIn("FAIL each 4342-euclid-game", lines)
        self.assertEqual(lines[-1], "2 passed, 6 failed, 2 skipped")

    def test_all_passing_is_status_0(self):
        self.PARTS = (checks.Part("passes", passes), checks.Part("skipped", skipped, long=True))
        status, lines = self.main("11869")
        self.assertEqual(status, 0)
        self.assertEqual(lines, ["PASS passes 11869-nimble", "RUN  skipped 11869-nimble",
                                 "SKIP skipped 11869-nimble: the tool is not installed",
                                 "1 passed, 0 failed, 1 skipped"])

    def test_global_parts_beside_the_problems_after_the_data_an_early_one_at_once(self):
        started, early_began, waited = [], threading.Event(), []
        found = check.problems.find()

        def data(context, problem):
            started.append("data " + problem.id)
            if problem.id == found[0].id:  # the early part starts while this data is made
                waited.append(early_began.wait(30))
            return True, ""

        def early(context):
            started.append("early")
            early_began.set()
            return True, ""

        def suite(context):
            started.append("suite")
            return False, "a unit test failed"
        self.PARTS = (checks.Part("testdata-build-only", data), checks.Part("passes", passes))
        status, lines = self.main(global_parts=(checks.Part("early", early, early=True),
                                                checks.Part("suite", suite)))
        waiting = [line for line in lines  # a folder not finished: its SKIP line comes first
                   if re.match(r"SKIP \S+: problems/\S+ is not finished: ", line)]
        lines = lines[len(waiting):]
        self.assertEqual(status, 1)
        self.assertEqual(waited, [True])
        self.assertEqual([name for name in started if name != "early"],
                         ["data " + p.id for p in found] + ["suite"])
        self.assertLess(started.index("early"), len(found))  # before the last data
        self.assertIn("PASS early", lines)
        self.assertIn("FAIL suite", lines)
        self.assertLess(lines.index("PASS testdata-build-only " + found[-1].name),
                        lines.index("FAIL suite"))
        self.assertEqual(len([line for line in lines if line.startswith("PASS passes ")]),
                         len(found))
        self.assertEqual(lines[-1], "%d passed, 1 failed, %d skipped"
                         % (2 * len(found) + 1, len(waiting)))

    def test_a_line_while_a_long_check_runs(self):
        def slow(context, problem):
            time.sleep(2.5)
            return True, ""
        self.PARTS = (checks.Part("slow", slow, long=True),)
        with mock.patch.object(check, "HEARTBEAT_S", 1.0):
            status, lines = self.main("2373")
        self.assertEqual(status, 0)
        self.assertEqual(lines[0], "RUN  slow 2373-fibonacci-game")
        self.assertRegex(lines[1], r"^\.\.\.  slow 2373-fibonacci-game running for [12] s$")
        self.assertEqual(lines[-2:], ["PASS slow 2373-fibonacci-game",
                                      "1 passed, 0 failed, 0 skipped"])


def passes_item(context, problem, item):
    return True, ""


class UnfinishedTest(unittest.TestCase):
    """A problem folder not finished (a TODO mark left): the whole run skips it and names it;
    named alone, its parts run where the files they need are finished, and the others are
    skipped as not finished."""

    PARTS = (checks.Part("c", passes, needs=("solution.c",)),
             checks.Part("g", passes, needs=("game.py",)), checks.Part("all", passes),
             checks.Part("each", passes_item, needs=("game.py",), each=lambda problem: [
                 ("wrong/one.c", 1), ("wrong/two.c", 2)]))

    def setUp(self):
        self.root = Path(tempfile.mkdtemp(prefix="check-unfinished-"))
        self.addCleanup(subprocess.run, ["rm", "-rf", str(self.root)])
        for name, marked in (("5-done", ()), ("7-half", ("solution.c", "wrong/one.c"))):
            folder = self.root / "problems" / name
            (folder / "wrong").mkdir(parents=True)
            (folder / "problem.json").write_text(
                '{"id": %s, "slug": "%s"}' % tuple(name.split("-")), "utf-8")
            for file in ("solution.c", "game.py", "wrong/one.c", "wrong/two.c"):
                (folder / file).write_text("/* TODO */\n" if file in marked else "/* */\n")

    def main(self, *args):
        printed = io.StringIO()
        with mock.patch.object(check.problems, "ROOT", self.root), \
                mock.patch.object(checks, "PROBLEM_PARTS", self.PARTS), \
                mock.patch.object(checks, "GLOBAL_PARTS", ()), redirect_stdout(printed):
            status = check.main(list(args))
        return status, printed.getvalue().splitlines()

    def test_named_its_finished_parts_run(self):
        for selector in ("7", "half", "7-half"):
            status, lines = self.main(selector)
            self.assertEqual(status, 0)
            self.assertEqual(lines, [
                "SKIP c 7-half: not finished: a TODO mark in solution.c line 1",
                "PASS g 7-half",
                "SKIP all 7-half: not finished: TODO marks in solution.c, wrong/one.c",
                "SKIP each 7-half/wrong/one.c: not finished: a TODO mark in wrong/one.c line 1",
                "PASS each 7-half/wrong/two.c", "2 passed, 0 failed, 3 skipped"])

    def test_the_whole_run_skips_it_and_names_it_once(self):
        status, lines = self.main()
        self.assertEqual(status, 0)
        self.assertEqual(lines[0], "SKIP 7-half: problems/7-half is not finished: a TODO mark in "
                                   "solution.c line 1 and 1 more (testdata/README.md, 'Adding a "
                                   "problem')")
        self.assertEqual(sorted(lines[1:-1]), ["PASS all 5-done", "PASS c 5-done",
                                               "PASS each 5-done/wrong/one.c",
                                               "PASS each 5-done/wrong/two.c", "PASS g 5-done"])
        self.assertEqual(lines[-1], "5 passed, 0 failed, 1 skipped")
        self.assertEqual(check.problems.skipped, [])  # not named again on the way out


SUITE = '''
import os, time, unittest

class T(unittest.TestCase):
    def test_1_passes(self):
        pass

    def test_2_fails(self):
        self.assertEqual(1, 2)

    def test_3_skips(self):
        self.skipTest("no reason to run")

    def test_4_waits(self):
        time.sleep(float(os.environ.get("WAIT_S", "0")))
'''


class StreamTest(unittest.TestCase):
    runs_early = True  # reads no test data, and its suites wait (unitstream.EARLY)

    def setUp(self):
        self.folder = Path(tempfile.mkdtemp(prefix="check-stream-"))
        self.addCleanup(subprocess.run, ["rm", "-rf", str(self.folder)])
        self.tests = self.folder / "tests"
        self.tests.mkdir()
        (self.tests / "__init__.py").write_text("")
        (self.tests / "test_some.py").write_text(textwrap.dedent(SUITE))

    def children(self):
        """Pids of the processes running this suite (their command line names its folder)."""
        found = []
        for entry in Path("/proc").iterdir():
            try:
                if entry.name.isdigit() and \
                        str(self.tests).encode() in (entry / "cmdline").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                continue
        return found

    def test_a_line_per_test_as_each_ends(self):
        seen = []
        with mock.patch.dict("os.environ", {"WAIT_S": "1.5"}):
            for test_id, (outcome, detail) in unitstream.stream(self.folder, self.tests):
                seen.append((test_id.split(".")[-1], outcome, time.monotonic()))
        self.assertEqual([row[:2] for row in seen],
                         [("test_1_passes", "ok"), ("test_2_fails", "FAIL"),
                          ("test_3_skips", "skip"), ("test_4_waits", "ok")])
        self.assertGreater(seen[3][2] - seen[2][2], 1.0)  # the first three came before the wait

    def test_a_suite_over_its_time_is_stopped(self):
        with mock.patch.dict("os.environ", {"WAIT_S": "60"}):
            rows = []
            with self.assertRaisesRegex(unitstream.SuiteError, "longer than 2 s"):
                for row in unitstream.stream(self.folder, self.tests, timeout_s=2):
                    rows.append(row)
        self.assertEqual(len(rows), 3)
        self.assertEqual(self.children(), [])

    def test_a_helper_takes_the_classes_from_the_last(self):
        (self.tests / "test_more.py").write_text(textwrap.dedent('''
            import os, time, unittest

            def note(test):  # which process ran the test
                with open(os.environ["RAN"], "a") as ran:
                    ran.write("%s %d\\n" % (test.id().split(".", 2)[2], os.getpid()))

            class A(unittest.TestCase):
                def test_a(self):
                    note(self)
                    deadline = time.monotonic() + 30
                    while os.environ.get("HELPED") and time.monotonic() < deadline:
                        with open(os.environ["RAN"]) as ran:  # until the helper has run B
                            if "B.test_b2" in ran.read():
                                break
                        time.sleep(0.05)

            class B(unittest.TestCase):
                def test_b1(self):
                    note(self)

                def test_b2(self):
                    note(self)
            '''))
        ran = self.folder / "ran"
        for asked in (False, True):
            environment = {"RAN": str(ran), "HELPED": "1" if asked else ""}
            with self.subTest(helper=asked), mock.patch.dict("os.environ", environment):
                ran.write_text("")
                helper = threading.Event()
                if asked:  # once the first child runs A, the first class
                    threading.Thread(target=self.set_when_noted, args=(ran, helper)).start()
                seen = [test_id.split(".", 2)[2] for test_id, _ in
                        unitstream.stream(self.folder, self.tests, helper=helper)]
                self.assertEqual(sorted(seen), [
                    "A.test_a", "B.test_b1", "B.test_b2", "T.test_1_passes", "T.test_2_fails",
                    "T.test_3_skips", "T.test_4_waits"])  # each test once
                pids = dict(line.split() for line in ran.read_text().splitlines())
                self.assertEqual(pids["B.test_b1"], pids["B.test_b2"])  # a class stays whole
                self.assertEqual(pids["A.test_a"] != pids["B.test_b1"], asked)

    def test_before_the_data_only_the_early_classes_run(self):
        (self.tests / "test_zz_early.py").write_text(textwrap.dedent('''
            import os, unittest

            class Early(unittest.TestCase):
                runs_early = True

                def test_early(self):
                    pass

            class Late(unittest.TestCase):
                def test_late(self):
                    with open(os.environ["RAN"], "a") as ran:
                        ran.write("late\\n")
            '''))
        ran = self.folder / "ran"
        ran.write_text("")
        ready, seen, before = threading.Event(), [], None
        with mock.patch.dict("os.environ", {"RAN": str(ran)}):
            for test_id, _ in unitstream.stream(self.folder, self.tests, ready=ready):
                seen.append(test_id.split(".", 2)[2])
                if seen == ["Early.test_early"]:  # the last module's class, first
                    time.sleep(1.0)  # the other classes wait for the data, however long
                    before = ran.read_text()
                    ready.set()
        self.assertEqual(before, "")
        self.assertEqual(ran.read_text(), "late\n")
        self.assertEqual(seen, ["Early.test_early", "T.test_1_passes", "T.test_2_fails",
                                "T.test_3_skips", "T.test_4_waits", "Late.test_late"])

    def test_the_children_remove_their_runners_folders(self):
        (self.tests / "test_some.py").write_text(textwrap.dedent('''
            import os, unittest
            from lib import sandbox

            class R(unittest.TestCase):
                def test_runs(self):
                    with open(os.environ["PID"], "w") as pid:
                        pid.write(str(os.getpid()))
                    self.assertEqual(sandbox.run(["true"], b"", 1, 64, 100).status, "OK")
            '''))
        folders = os.path.join(tempfile.gettempdir(), "judge-run-%s-*")
        before = set(glob.glob(folders % "*"))
        pid = self.folder / "pid"
        with mock.patch.dict("os.environ", {"PID": str(pid)}):
            rows = list(unitstream.stream(self.folder, self.tests))
        self.assertEqual([(test_id.split(".")[-1], outcome) for test_id, (outcome, _) in rows],
                         [("test_runs", "ok")])
        self.assertEqual(sorted(set(glob.glob(folders % pid.read_text())) - before), [])

    @staticmethod
    def set_when_noted(ran, helper):
        deadline = time.monotonic() + 30
        while "A.test_a" not in ran.read_text() and time.monotonic() < deadline:
            time.sleep(0.05)
        helper.set()

    def test_a_suite_that_dies_is_a_failure(self):
        (self.tests / "test_some.py").write_text("import os\nos._exit(3)\n")
        with self.assertRaisesRegex(unitstream.SuiteError, r"before its last test \(exit 3\)"):
            list(unitstream.stream(self.folder, self.tests))
