"""The statistics of `make bench` (lib/spread.py) on made-up ratios: the interval of the median,
the decision against a goal, when rounds stop, and the exit status; and that the CPU time bench
counts for the judge holds the CPU time of the program it judges, deep in the sandbox. Nothing
here is held to a speed."""
import random
import tempfile
import unittest
from pathlib import Path

import bench
from lib import spread

from .support import FIXTURES, JUDGE_DIR, PYTHON


def figure_of(ratios, goal):
    figure = spread.Figure("made up", goal)
    for ratio in ratios:
        figure.add(ratio)
    return figure


class IntervalTest(unittest.TestCase):
    def test_binomial_tail(self):
        self.assertEqual(spread.binomial_tail(4, 0), 1 / 16)
        self.assertEqual(spread.binomial_tail(4, 1), 5 / 16)
        self.assertEqual(spread.binomial_tail(5, 5), 1.0)

    def test_ranks_from_the_published_table(self):
        # The ranks of the 95% interval of a median, as tables of the sign test give them.
        self.assertIsNone(spread.order_statistic_ranks(5))
        self.assertEqual(spread.order_statistic_ranks(6), (1, 6))
        self.assertEqual(spread.order_statistic_ranks(10), (2, 9))
        self.assertEqual(spread.order_statistic_ranks(20), (6, 15))
        self.assertEqual(spread.order_statistic_ranks(30), (10, 21))
        self.assertIsNone(spread.order_statistic_ranks(10, 0.999))
        self.assertEqual(spread.order_statistic_ranks(11, 0.999), (1, 11))

    def test_ranks_are_the_narrowest_with_the_confidence(self):
        for n in range(6, 80):
            low, high = spread.order_statistic_ranks(n)
            self.assertEqual(low + high, n + 1)
            self.assertLessEqual(2 * spread.binomial_tail(n, low - 1), 0.05)
            self.assertGreater(2 * spread.binomial_tail(n, low), 0.05)

    def test_interval_does_not_depend_on_the_order(self):
        values = [v / 10 for v in range(1, 21)]
        shuffled = values[:]
        random.Random(3).shuffle(shuffled)
        self.assertEqual(spread.median_interval(shuffled), (0.6, 1.5))
        self.assertEqual(spread.median(shuffled), 1.05)
        self.assertIsNone(spread.median_interval(values[:5]))

    def test_interval_covers_the_median_as_often_as_it_says(self):
        # Skewed ratios (lognormal, true median 0.8): 2000 made-up benchmarks of 15 rounds.
        rng = random.Random(15)
        trials, covered = 2000, 0
        for _ in range(trials):
            ratios = [0.8 * rng.lognormvariate(0, 0.3) for _ in range(15)]
            low, high = spread.median_interval(ratios)
            covered += low <= 0.8 <= high
        self.assertGreaterEqual(covered / trials, 0.94)
        self.assertLess(covered / trials, 0.995)


class DecisionTest(unittest.TestCase):
    def test_decided_only_with_the_whole_interval(self):
        self.assertEqual(spread.decide((0.80, 0.88), 0.9), spread.HOLDS)
        self.assertEqual(spread.decide((0.80, 0.90), 0.9), spread.HOLDS)
        self.assertEqual(spread.decide((0.91, 0.95), 0.9), spread.FAILS)
        self.assertEqual(spread.decide((0.88, 0.92), 0.9), spread.UNSURE)
        self.assertEqual(spread.decide(None, 0.9), spread.UNSURE)

    def test_figure(self):
        figure = figure_of([0.5, 0.51, 0.49, 0.5, 0.52, 0.48, 0.5, 0.5], 1.0)
        self.assertEqual(figure.rounds, 8)
        self.assertEqual(figure.ratio, 0.5)
        # 8 ratios: the 95% interval is [x1, x8].
        self.assertEqual(figure.interval, (0.48, 0.52))
        self.assertAlmostEqual(figure.relative_width(), 0.08)
        self.assertTrue(figure.narrow(0.081))
        self.assertFalse(figure.narrow(0.079))
        self.assertEqual(figure.decision(), spread.HOLDS)
        figure.error = "test max-01 not found"
        self.assertEqual(figure.decision(), spread.ERROR)
        self.assertIsNone(spread.Figure("no rounds", 1.0).ratio)

    def test_settled_needs_the_stricter_interval(self):
        ratios = [0.80, 0.85] * 5 + [0.95]
        figure = figure_of(ratios, 0.9)
        # 95%: the 11 ratios' interval [x2, x10] is below the goal; 99.9%: [x1, x11] is not.
        self.assertEqual(figure.decision(), spread.HOLDS)
        self.assertFalse(figure.settled())
        figure = figure_of(ratios[:-1] + [0.86], 0.9)
        self.assertTrue(figure.settled())
        self.assertTrue(figure_of([1.2] * 11, 0.9).settled())

    def test_exit_status_and_summary(self):
        self.assertEqual(spread.exit_status([spread.HOLDS, spread.HOLDS]), 0)
        self.assertEqual(spread.exit_status([spread.HOLDS, spread.UNSURE]), 3)
        self.assertEqual(spread.exit_status([spread.UNSURE, spread.FAILS]), 1)
        self.assertEqual(spread.exit_status([spread.HOLDS, spread.ERROR]), 1)
        self.assertEqual(spread.summary([spread.HOLDS, spread.UNSURE, spread.HOLDS]),
                         "3 goals: 2 holds, 1 unsure")


class PlanTest(unittest.TestCase):
    def setUp(self):
        self.plan = spread.Plan(0.04, min_rounds=10, max_rounds=40, seconds=100)

    def test_not_before_the_minimum(self):
        narrow = figure_of([0.5] * 9, 1.0)
        self.assertFalse(self.plan.done([narrow], 0, 1000))

    def test_stops_when_every_figure_is_narrow_or_settled(self):
        narrow = figure_of([0.89, 0.9, 0.91] * 4, 0.9)
        wide_clear = figure_of([0.2, 0.5, 0.3, 0.6] * 3, 1.0)
        wide_straddling = figure_of([0.7, 1.1, 0.9, 1.0] * 3, 1.0)
        self.assertTrue(narrow.narrow(0.04))
        self.assertEqual(narrow.decision(), spread.UNSURE)
        self.assertTrue(wide_clear.settled())
        self.assertTrue(self.plan.done([narrow, wide_clear], 0, 1))
        self.assertFalse(self.plan.done([narrow, wide_straddling], 0, 1))

    def test_stops_at_the_time_bound_or_the_maximum(self):
        wide = figure_of([0.7, 1.1, 0.9, 1.0] * 3, 1.0)
        self.assertFalse(self.plan.done([wide], 50, 149))
        self.assertTrue(self.plan.done([wide], 50, 150))
        self.assertTrue(self.plan.done([figure_of([0.7, 1.1] * 20, 1.0)], 0, 1))

    def test_why_stopped(self):
        self.assertEqual(self.plan.why_stopped(figure_of([0.5] * 10, 1.0)), "")
        self.assertEqual(self.plan.why_stopped(figure_of([0.5] * 5, 1.0)),
                         "too few rounds for an interval")
        self.assertEqual(self.plan.why_stopped(figure_of([0.2, 0.5, 0.3, 0.6] * 3, 1.0)),
                         "interval 100% of the ratio wide, clear of the goal at 99.9%")
        self.assertEqual(self.plan.why_stopped(figure_of([0.7, 1.1, 0.9, 1.0] * 3, 1.0)),
                         "interval 42% of the ratio wide after 12 rounds, not 4%")

    def test_minimum_above_maximum_is_refused(self):
        with self.assertRaises(ValueError):
            spread.Plan(0.04, min_rounds=10, max_rounds=5, seconds=1)


class TimedTest(unittest.TestCase):
    def test_the_cpu_time_of_the_judged_program_is_counted(self):
        # cpu_bound.c spins until the judge stops it at 1 s of CPU time: the judge's own
        # work and the compiler take far less, so the count holds the program's second only
        # if every process down the sandbox's tree was waited for and counted.
        with tempfile.TemporaryDirectory() as folder:
            (Path(folder) / "1.in").write_bytes(b"1\n")
            (Path(folder) / "1.out").write_bytes(b"1\n")
            wall, cpu = bench.timed([*PYTHON, str(JUDGE_DIR / "judge.py"), "--tests",
                                     folder, "--solution", str(FIXTURES / "cpu_bound.c"),
                                     "--time-limit", "1"], folder)
        self.assertGreaterEqual(cpu, 0.95, "CPU %.3f s, wall %.3f s" % (cpu, wall))


if __name__ == "__main__":
    unittest.main()
