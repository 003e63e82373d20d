"""Where BOJ's own data lies: problem.json's "boj_data" note and its bounds from evidence
(inputs.bounds, the validator with boj=True), the report's line for a test beyond them, and,
on this repository's 4342, whose statement bounds no count of games, plain solutions of the
two kinds BOJ accepted: AC within BOJ's limits, never told BOJ would not accept them.
"""
import json
import os
import re
import shutil
import subprocess
import unittest
from lib import inputs, limits, problems, report, sandbox


from .support import FIXTURES, JUDGE_DIR, PYTHON

REPOSITORY = JUDGE_DIR.parent
EUCLID = REPOSITORY / "problems" / "4342-euclid-game"
MAX_01 = REPOSITORY / "build" / "testdata" / EUCLID.name / "max-01.in"
WIDER_TLE = "TLE on the wider range: max-01, 10^6 games; BOJ's data is smaller"


def games_text(count):
    return "1 2\n" * count + "0 0\n"


class ProblemJsonTest(unittest.TestCase):
    def test_every_problem_says_what_boj_data_holds(self):
        for path in sorted((REPOSITORY / "problems").glob("*/problem.json")):
            with self.subTest(problem=path.parent.name):
                meta = json.loads(path.read_text("utf-8"))
                self.assertIsInstance(meta["boj_data"]["note"], str)
                self.assertGreater(len(meta["boj_data"]["note"]), 40)
                for name, bound in meta["ranges"].items():
                    if "boj_data_max" in bound:  # evidence only where the statement is silent
                        self.assertIsNone(bound["boj_max"], name)
                        self.assertLessEqual(bound["boj_data_max"], bound["max"], name)

    def test_the_evidence_bound_of_4342(self):
        meta = problems.get(4342).meta
        self.assertEqual(inputs.bounds(meta, "games"), (1, 10 ** 6))
        self.assertEqual(inputs.bounds(meta, "games", boj=True), (1, 10000))
        self.assertTrue(inputs.bound_from_evidence(meta, "games"))
        self.assertFalse(inputs.bound_from_evidence(meta, "a"))
        self.assertEqual(inputs.bounds(meta, "a", boj=True), (1, 2 ** 31 - 1))


class ValidateTest(unittest.TestCase):
    def setUp(self):
        self.euclid = problems.get(4342)

    def test_more_games_than_boj_data_holds_lie_on_the_wider_range(self):
        self.euclid.validate(games_text(10000), boj=True)
        self.euclid.validate(games_text(10001))
        with self.assertRaises(inputs.OutsideRange) as raised:
            self.euclid.validate(games_text(10001), boj=True)
        outside = raised.exception
        self.assertEqual((outside.what, outside.value, outside.evidence), ("games", 10001, True))
        self.assertIn("(BOJ's data, from evidence)", str(outside))
        with self.assertRaises(inputs.OutsideRange) as raised:
            self.euclid.validate(games_text(10 ** 6 + 1))
        self.assertFalse(raised.exception.evidence)

    def test_a_bound_of_the_statement_is_not_evidence(self):
        fibonacci = problems.get(2373)
        with self.assertRaises(inputs.OutsideRange) as raised:
            fibonacci.validate("%d\n" % 10 ** 15, boj=True)
        self.assertEqual((raised.exception.what, raised.exception.evidence), ("N", False))


class LimitsLineTest(unittest.TestCase):
    def line(self, place, verdict="TLE"):
        tests = [("max-04", None, None), (place[0], None, None)]
        places = {"max-04": limits.Place("boj", None, None, None), place[0]: place[1]}
        outcomes = [{"test": "max-04", "verdict": "AC"}, {"test": place[0], "verdict": verdict}]
        return report.limits_line(tests, outcomes, places, 0, False)

    def test_beyond_an_evidence_bound_the_report_says_boj_data_is_smaller(self):
        place = limits.Place("wider", "games", 10 ** 6, "line 1000001: games = ...", True)
        self.assertEqual(self.line(("max-01", place)),
                         "AC within BOJ's limits 1/1; " + WIDER_TLE)

    def test_beyond_a_bound_of_the_statement_it_names_the_value(self):
        place = limits.Place("wider", "N", 10 ** 15, "line 1: N = ...")
        self.assertEqual(self.line(("edge-06", place), "WA"),
                         "AC within BOJ's limits 1/1; WA on the wider range: edge-06, N = 10^15")


class PlainSolutionsTest(unittest.TestCase):
    """judge.py on 4342's data (committed, and max-01 in build/testdata/) with the fixtures
    euclid_game_plain.py and euclid_game_cin.cpp."""

    def judge(self, *args):
        env = dict(os.environ)
        env.pop("JUDGE_ROOT", None)
        done = subprocess.run([*PYTHON, str(JUDGE_DIR / "judge.py"), "4342"] + list(args),
                              cwd=str(REPOSITORY), env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=300)
        output = done.stdout.decode()
        self.assertNotIn("BOJ would not accept this file", output)
        return done.returncode, output

    def test_plain_cpython_is_ac_within_boj_limits_and_tle_only_on_max_01(self):
        if not MAX_01.is_file():
            self.skipTest("%s is absent: `make build-data` builds it (`make test` does before "
                          "the unit tests)" % MAX_01.relative_to(REPOSITORY))
        # Half the statement's limit, without Python's extra time (with it, 5 s, the file is
        # AC on max-01 too): it takes about 1.7 s of CPU on max-01 here and 0.03 s on max-04,
        # the largest test within BOJ's limits; so on a machine three times as fast as this
        # one, or as slow, it is still TLE on the one and AC on the other.
        code, output = self.judge("--solution", str(FIXTURES / "euclid_game_plain.py"),
                                  "--time-limit", "0.5", "--no-extra-time")
        self.assertEqual(code, 1, output)
        self.assertRegex(output, r"\n    AC within BOJ's limits (\d+)/\1; %s\n"
                         % re.escape(WIDER_TLE))
        self.assertIn("first failing test: max-01 (TLE)", output)

    def test_plain_cin_cpp_is_ac_within_boj_limits(self):
        if shutil.which("g++", path=sandbox.RUN_PATH) is None:
            self.skipTest("g++ is not installed: the C++ fixture cannot be built")
        code, output = self.judge("--solution", str(FIXTURES / "euclid_game_cin.cpp"))
        self.assertRegex(output, r"\n    AC within BOJ's limits (\d+)/\1; ")


if __name__ == "__main__":
    unittest.main()
