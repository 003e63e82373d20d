"""The stop rule of judge_problem (judge/README.md, "Which tests run"), with runs that end in an
order the test chooses: a failure stops the runs after it at once, without waiting for them;
the report's outcomes are those of the tests judged in order up to the failure, whatever run
ended first; every run that ended is in `ran`, the JSON report's entries."""
import concurrent.futures
import threading
import time
import unittest
from unittest import mock

from lib import judging, limits


class FakeRunner:
    """Stands for a thread's runner: stop() ends the run it makes, as killing a runner does."""

    def __init__(self):
        self.stopped = threading.Event()

    def stop(self):
        self.stopped.set()


class StopRuleTest(unittest.TestCase):
    def judge(self, plan, places=None, jobs=4):
        """judge_problem on the tests of `plan`, {name: (verdict, what must come first)}: what
        comes first is None, the name of a test whose run must have ended, or "^NAME", that
        of a test whose run must have started; a run whose verdict is None runs until it is
        stopped. Returns (Judged, the names of the runs stopped)."""
        runners = threading.local()
        ended = {name: threading.Event() for name in plan}
        started = {"^" + name: threading.Event() for name in plan}
        stopped = []

        def runner():
            if not hasattr(runners, "runner"):
                runners.runner = FakeRunner()
            return runners.runner

        def judge_test(program, test, time_limit, memory_limit, strict):
            verdict, after = plan[test[0]]
            started["^" + test[0]].set()
            if after is not None:
                self.assertTrue(dict(ended, **started)[after].wait(10))
            if verdict is None:
                self.assertTrue(runners.runner.stopped.wait(10), "%s was not stopped" % test[0])
                runners.runner.stopped.clear()
                stopped.append(test[0])
                verdict = "RE"  # as a run whose runner was killed
            return {"test": test[0], "verdict": verdict, "time_ms": 1.0, "memory_kib": 1,
                    "result": None, "input": None, "expected": None, "blank_lines": 0}

        class Calls(judging._Calls):
            def _call(self, index, *call):
                try:
                    return super()._call(index, *call)
                finally:
                    ended[call[0][0]].set()

        tests = [(name, name + ".in", name + ".out") for name in plan]
        settings = judging.Settings(None, 1, 64, False, False)
        pool = concurrent.futures.ThreadPoolExecutor(jobs) if jobs > 1 else None
        with mock.patch.object(judging.languages, "build", return_value=None), \
                mock.patch.object(judging, "judge_test", judge_test), \
                mock.patch.object(judging, "_Calls", Calls), \
                mock.patch.object(judging.sandbox, "this_threads_runner", runner):
            try:
                begun = time.monotonic()
                judged = judging.judge_problem(pool, "solution.c", tests, places, settings)
                self.assertLess(time.monotonic() - begun, 10)
            finally:
                if pool is not None:
                    pool.shutdown(wait=True)
        return judged, stopped

    @staticmethod
    def verdicts(outcomes):
        return [(o["test"], o["verdict"]) for o in outcomes]

    def test_a_failure_stops_the_runs_after_it_and_keeps_those_that_ended(self):
        # c passes at once; a fails once c has ended and b started; b runs until it is
        # stopped.
        judged, stopped = self.judge({"a": ("WA", "c"), "b": (None, None), "c": ("AC", "^b")})
        self.assertEqual(self.verdicts(judged.outcomes), [("a", "WA")])
        self.assertEqual(self.verdicts(judged.ran), [("a", "WA"), ("c", "AC")])
        self.assertEqual(stopped, ["b"])

    def test_the_tests_before_a_failure_go_on_and_may_decide(self):
        # c fails once d has started, and stops it; a and b, still running, end after it: b
        # fails too.
        judged, stopped = self.judge({"a": ("AC", "c"), "b": ("WA", "c"), "c": ("TLE", "^d"),
                                      "d": (None, None)})
        self.assertEqual(self.verdicts(judged.outcomes), [("a", "AC"), ("b", "WA")])
        self.assertEqual(self.verdicts(judged.ran), [("a", "AC"), ("b", "WA"), ("c", "TLE")])
        self.assertEqual(stopped, ["d"])

    def test_a_failure_outside_bojs_limits_stops_only_those_outside_them(self):
        places = {name: limits.Place(kind, None, None, None) for name, kind in
                  (("a", "wider"), ("b", "wider"), ("c", "boj"))}
        judged, stopped = self.judge({"a": ("WA", "^b"), "b": (None, None),
                                      "c": ("AC", "a")}, places)
        self.assertEqual(self.verdicts(judged.outcomes), [("a", "WA"), ("c", "AC")])
        self.assertEqual(self.verdicts(judged.ran), [("a", "WA"), ("c", "AC")])
        self.assertEqual(stopped, ["b"])

    def test_one_job_runs_nothing_after_the_failure(self):
        judged, stopped = self.judge({"a": ("AC", None), "b": ("WA", None), "c": ("AC", None)},
                                     jobs=1)
        self.assertEqual(self.verdicts(judged.outcomes), [("a", "AC"), ("b", "WA")])
        self.assertEqual(self.verdicts(judged.ran), [("a", "AC"), ("b", "WA")])
        self.assertEqual(stopped, [])


if __name__ == "__main__":
    unittest.main()
