"""The judge's own cost, whatever the size of a test or an output.

The report's helpers read inputs and outputs a piece at a time and cut out only what they
show: on random data, read in pieces of a few bytes, they say exactly what a plain reading
into lists says. Then judge.py, run alone in a fresh process, judges a 1 GiB input and
reports a failing 32 MiB output with its peak memory under 200 MiB.
"""
import itertools
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path
from unittest import mock
from lib import comparison, explain, files, judging, languages, limits, sandbox, testfiles

from .support import FIXTURES, JUDGE_DIR, PYTHON, CommandLineCase

PEAK_MIB = 200  # the judge's own peak memory, whatever the size of a test or an output


def plain_units(spec, data):
    """(line, text) of every unit that answers a line, as a plain reading of the whole input
    into a list finds them (answered_units' contract, without its limit on a unit's size)."""
    end = spec["end"].encode().split() if "end" in spec else None
    if spec["per"] == "line":
        lines = data.split(b"\n")
        if lines[-1] == b"":
            lines.pop()
        units = []
        for number, line in enumerate(lines, 1):
            line = line.rstrip(b"\r")
            if line.split() == end:
                break
            units.append((number, line))
        return units
    starts = [(data.count(b"\n", 0, offset) + 1, token) for offset, token in
              ((match.start(), match.group()) for match in comparison.TOKEN.finditer(data))]
    units = []
    for at in range(0, len(starts), spec["tokens"]):
        game = starts[at:at + spec["tokens"]]
        words = [token for _, token in game]
        if words == end:
            break
        units.append((game[0][0], b" ".join(words)))
    return units


def plain_reading(data):
    """(BOJ's reading, empty lines at the end) of a whole output, as judge/README.md states the
    rule: a missing final newline added, one space before each newline dropped, the empty
    lines at the end dropped, every newline read as a space."""
    if not data.endswith(b"\n"):
        data += b"\n"
    data = data.replace(b" \n", b"\n")
    body = data.rstrip(b"\n")
    return (body + b"\n").replace(b"\n", b" "), len(data) - len(body) - 1


def plain_compare(expected, actual, strict):
    if expected == actual:
        return "AC"
    if strict:
        return "WA"
    if plain_reading(expected)[0] == plain_reading(actual)[0]:
        return "AC"
    squeezed = [data.translate(None, comparison.WHITESPACE) for data in (expected, actual)]
    return "PE" if squeezed[0] == squeezed[1] else "WA"


def random_text(rng, size):
    """Bytes of tokens and blanks of every kind, the kinds of input and output a test meets."""
    words = [b"0", b"1", b"12", b"0 0", b"abc", b"x" * 9, b"\xff\x1b"]
    blanks = [b" ", b"  ", b"\n", b"\r\n", b"\t", b"\n\n", b" \n", b"\x0b"]
    return b"".join(rng.choice(words if i % 2 else blanks) for i in range(size))


class PieceByPieceTest(unittest.TestCase):
    """The helpers, reading pieces of 1 to 7 bytes, against plain readings of random data."""

    def test_answered_units(self):
        rng = random.Random(17)
        specs = [{"per": "line"}, {"per": "line", "end": "0 0"},
                 {"per": "game", "tokens": 2, "end": "0 0"}, {"per": "game", "tokens": 3}]
        folder = Path(tempfile.mkdtemp(prefix="judge-units-"))
        self.addCleanup(shutil.rmtree, str(folder), True)
        path = folder / "input"
        for case, spec, piece in itertools.product(range(60), specs, (1, 2, 7)):
            data = random_text(rng, rng.randrange(0, 40))
            path.write_bytes(data)
            wanted = plain_units(spec, data)
            with mock.patch.object(files, "READ_PIECE", piece), \
                    mock.patch.object(explain, "UNIT_KEPT", 1 << 20):
                for start in range(len(wanted) + 1):
                    with self.subTest(data=data, spec=spec, piece=piece, start=start):
                        self.assertEqual(list(explain.answered_units(spec, data, start)),
                                         wanted[start:])
                        self.assertEqual(list(explain.answered_units(spec, str(path), start)),
                                         wanted[start:])

    def test_a_unit_is_kept_up_to_its_first_bytes(self):
        long = b"1" * 50
        with mock.patch.object(files, "READ_PIECE", 3), mock.patch.object(explain, "UNIT_KEPT", 8):
            self.assertEqual(list(explain.answered_units({"per": "game", "tokens": 2},
                                                       long + b" 2\n" + long + b"\n3\n")),
                             [(1, b"11111111 2"), (2, b"11111111 3")])
            self.assertEqual(list(explain.answered_units({"per": "line"}, long + b"\n2\n", 1)),
                             [(2, b"2")])

    def test_comparison_and_first_difference(self):
        # compare() against the rule applied to whole outputs; first_difference() read in
        # pieces of 1 and 5 bytes against the same read whole.
        rng = random.Random(4)
        for case, strict, piece in itertools.product(range(300), (False, True), (1, 5)):
            expected = random_text(rng, rng.randrange(0, 12))
            actual = bytearray(expected)
            for _ in range(rng.randrange(0, 3)):  # a few bytes changed, dropped or added
                at = rng.randrange(0, len(actual) + 1)
                actual[at:at + rng.randrange(0, 2)] = rng.choice([b"", b" ", b"\n", b"1", b"x"])
            actual = bytes(actual)
            whole = explain.first_difference(None, b"", expected, actual, strict)
            with self.subTest(expected=expected, actual=actual, strict=strict), \
                    mock.patch.object(files, "READ_PIECE", piece):
                self.assertEqual(comparison.compare(expected, actual, strict),
                                 plain_compare(expected, actual, strict))
                self.assertEqual(comparison.blank_lines_at_end(expected, actual),
                                 0 if expected == actual else
                                 max(0, plain_reading(actual)[1] - plain_reading(expected)[1]))
                self.assertEqual(explain.first_difference(None, b"", expected, actual, strict),
                                 whole)
                if not strict:  # (strict: None also where only the final newline differs)
                    self.assertEqual(whole is None,
                                     comparison.compare(expected, actual, strict) == "AC")

    def test_the_window_of_answers(self):
        games = b"".join(b"%d %d\n" % (i, i + 1) for i in range(1000)) + b"0 0\n"
        expected = b"".join(b"%d\n" % (2 * i + 1) for i in range(1000))
        actual = expected.replace(b"\n1799\n", b"\n0\n")  # game 900: 899 900
        spec = {"per": "game", "tokens": 2, "end": "0 0"}
        with mock.patch.object(files, "READ_PIECE", 100):
            lines = explain.first_difference(spec, games, expected, actual, False)
        self.assertEqual(lines[0], "game 900 of 1000: `899 900`: expected `1799`, got `0`")
        self.assertEqual([line.split() for line in lines[1:]],
                         [["game", "input", "expected", "actual"],
                          ["898", "897", "898", "1795", "1795"],
                          ["899", "898", "899", "1797", "1797"],
                          [">", "900", "899", "900", "1799", "0"],
                          ["901", "900", "901", "1801", "1801"],
                          ["902", "901", "902", "1803", "1803"]])

    def test_a_diff_of_a_long_output_is_cut_around_its_first_change(self):
        expected = b"".join(b"%d\n" % i for i in range(100000))
        actual = expected.replace(b"\n50000\n", b"\nx\n")
        self.assertEqual(explain.diff_of(expected, actual),
                         ["--- expected", "+++ actual", "@@ -49998,7 +49998,7 @@", " 49997",
                          " 49998", " 49999", "-50000", "+x", " 50001", " 50002", " 50003",
                          "(the diff is cut: it compares lines 49998 to 50197 of the expected "
                          "output and 49998 to 50197 of the actual one)"])
        self.assertEqual(explain.diff_of(b"1\n2\n", b"1\n3\n")[2:], ["@@ -1,2 +1,2 @@", " 1", "-2",
                                                                 "+3"])
        # diff -u's forms: an empty range, a last line without its newline
        self.assertEqual(explain.diff_of(b"", b"x\n"), ["--- expected", "+++ actual",
                                                       "@@ -0,0 +1 @@", "+x"])
        self.assertEqual(explain.diff_of(b"1\n2", b"1\n2\n")[2:], [
            "@@ -1,2 +1,2 @@", " 1", "-2", "\\ No newline at end of file", "+2"])


class JudgesOwnPeakTest(CommandLineCase):
    """judge.py's own peak memory, measured in a fresh process that runs only it: VmHWM, the
    peak of that process's own memory since it started Python (not ru_maxrss, which keeps the
    resident size of the test's process at the fork), without the programs it runs."""

    def setUp(self):
        super().setUp()
        build = JUDGE_DIR.parent / "build"
        build.mkdir(exist_ok=True)
        self.big = Path(tempfile.mkdtemp(prefix="judge-cost-", dir=str(build)))
        self.addCleanup(shutil.rmtree, str(self.big), True)
        validate = self.root / "problems" / "1-sum-product" / "validate.py"
        shutil.copy(str(FIXTURES / "validate_sum_product.py"), str(validate))
        meta = self.root / "problems" / "1-sum-product" / "problem.json"
        ranges = {name: {"min": 0, "max": 10 ** 18, "boj_min": 0, "boj_max": 1000}
                  for name in ("A", "B")}
        meta.write_text(json.dumps(dict(json.loads(meta.read_text("utf-8")), ranges=ranges)),
                        "utf-8")

    def judged_alone(self, *args):
        """(exit status, output, the judge's peak memory in MiB) of judge.py with `args`."""
        script = ("import sys\n"
                  "import judge\n"
                  "code = judge.main(sys.argv[1:])\n"
                  "sys.stdout.flush()\n"
                  "with open('/proc/self/status') as f:\n"
                  "    print('peak', next(line.split()[1] for line in f\n"
                  "                       if line.startswith('VmHWM:')))\n"
                  "sys.exit(code)\n")
        done = subprocess.run([*PYTHON, "-c", script] + list(args),
                              env=self.env(PYTHONPATH=str(JUDGE_DIR)),
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600)
        output, _, peak = done.stdout.decode().rpartition("peak ")
        return done.returncode, output, int(peak) / 1024

    def test_a_1_gib_input(self):
        # 1 GiB exactly, the most an input may hold (testfiles.INPUT_CAP).
        tests = self.big / "tests"
        tests.mkdir()
        with open(str(tests / "huge-01.in"), "wb") as f:
            f.write(b"2 1\n")
            line = b" " * 1023 + b"\n"
            for _ in range((1 << 10) - 1):
                f.write(line * (1 << 10))
            f.write(line * ((1 << 10) - 1) + line[4:])
        self.assertEqual((tests / "huge-01.in").stat().st_size, testfiles.INPUT_CAP)
        (tests / "huge-01.out").write_bytes(b"3 2\n")
        code, output, peak = self.judged_alone("1", "--tests", str(tests))
        self.assertEqual(code, 0, output)
        self.assertIn("\n    no test lies within BOJ's limits; no test lies outside them; "
                      "1 test too large to classify: huge-01 (1 GiB)\n", output)
        self.assertLess(peak, PEAK_MIB, output)
        code, output, peak = self.judged_alone("1", "--tests", str(tests), "--solution",
                                               str(FIXTURES / "wrong.c"))
        self.assertEqual(code, 1, output)
        self.assertIn("first failing test: huge-01 (WA), ", output)
        self.assertIn("        2 1\n        ····", output)
        self.assertIn("… (1048577 lines in all)\n", output)
        self.assertLess(peak, PEAK_MIB, output)

    def test_a_failing_32_mib_output(self):
        count = 4 << 20  # lines of 8 bytes: 32 MiB
        tests = self.big / "tests"
        tests.mkdir()
        (tests / "long-01.in").write_text("%d\n" % count, "ascii")
        wrong_at = count // 2  # the expected output says 0 there
        with open(str(tests / "long-01.out"), "wb") as f:
            for start in range(0, count, 1 << 16):
                f.write(b"".join(b"%7d\n" % (0 if i == wrong_at else i)
                                 for i in range(start, start + (1 << 16))))
        code, output, peak = self.judged_alone("2", "--tests", str(tests), "--solution",
                                               str(FIXTURES / "counts.c"), "--time-limit", "5")
        self.assertEqual(code, 1, output)
        self.assertIn("output line %d: expected `      0`, got `%7d`\n" % (wrong_at + 1, wrong_at),
                      output)
        self.assertIn("(the diff is cut: it compares lines", output)
        self.assertLess(peak, PEAK_MIB, output)

    def test_many_failing_outputs(self):
        # --keep-going judges all 16 tests; each fails with 8 MiB of output, as many expected.
        count = 1 << 20
        tests = self.big / "tests"
        tests.mkdir()
        with open(str(tests / "many-01.out"), "wb") as f:
            f.write(b"".join(b"%7d\n" % (i if i != count // 2 else 0) for i in range(count)))
        for number in range(1, 17):
            (tests / ("many-%02d.in" % number)).write_text("%d\n" % count, "ascii")
            if number > 1:
                os.link(str(tests / "many-01.out"), str(tests / ("many-%02d.out" % number)))
        code, output, peak = self.judged_alone("2", "--tests", str(tests), "--solution",
                                               str(FIXTURES / "counts.c"), "--keep-going",
                                               "--jobs", "2", "--time-limit", "5")
        self.assertEqual(code, 1, output)
        self.assertIn("WA      0/16 tests", output)
        self.assertIn("first failing test: many-01 (WA)", output)
        self.assertLess(peak, PEAK_MIB, output)


class RunnerCostTest(unittest.TestCase):
    def test_an_input_above_its_cap_is_not_copied(self):
        # The runner gives a run a copy of its input in memory: a sparse file of 16 GiB took
        # 3 GiB of it before something else stopped it. (The judge refuses such a test before
        # any run; the runner, whatever asks it.)
        folder = Path(tempfile.mkdtemp(prefix="judge-input-"))
        self.addCleanup(shutil.rmtree, str(folder), True)
        large = folder / "large.in"
        with open(str(large), "wb") as f:
            f.truncate(testfiles.INPUT_CAP + 1)
        program = languages.build(FIXTURES / "right.c")
        result = sandbox.run_file(program.argv, str(large), 1, 64, 1 << 20, program.files)
        self.assertEqual((result.status, result.error),
                         ("RE", "could not start: copying the input: File too large"), result)


class DetailsTest(unittest.TestCase):
    def test_only_the_failures_a_report_may_explain_keep_their_output(self):
        places = {name: limits.Place(kind, None, None, None) for name, kind in
                  (("a", "wider"), ("b", "wider"), ("c", "boj"), ("d", "boj"), ("e", "wider"))}
        details = judging._Details(places)
        outcomes = {name: {"test": name, "result": name, "expected": name} for name in places}
        for index, name in ((4, "e"), (3, "d"), (1, "b"), (2, "c"), (0, "a")):
            details.keep(index, outcomes[name])
        self.assertEqual([name for name, outcome in outcomes.items() if outcome["result"]],
                         ["a", "c"])  # the first failing test, the first not outside BOJ's


if __name__ == "__main__":
    unittest.main()
