"""testlib's helpers for the write-ups' commands, ruler() and the options of brute_main(), and
StrictReader, which every validate.py reads an input with."""
import contextlib
import io
import re
import subprocess
import sys
import types
import unittest
from unittest import mock

from . import support
import testlib


class Ruler(unittest.TestCase):
    def test_the_first_number_and_the_tens_stand_at_their_own_columns(self):
        self.assertEqual(testlib.ruler(0, 30), "0         10        20        30")
        self.assertEqual(testlib.ruler(1, 40), "1        10        20        30        40")
        self.assertEqual(testlib.ruler(5, 12), "5    10")
        self.assertEqual(testlib.ruler(3, 8), "3")

    def test_a_label_never_moves_what_follows_it(self):
        scale = testlib.ruler(1, 99)
        for tens in range(10, 100, 10):
            self.assertEqual(scale[tens - 1:tens + 1], str(tens))


class BruteMainOptions(unittest.TestCase):
    """brute_main() with an option mapping, on a stand-in brute module."""

    def run_main(self, *args):
        """(standard output, the SystemExit code or None) of brute_main with argv `args`."""
        brute = types.SimpleNamespace(table=lambda: "the table\n")
        out = io.StringIO()
        with mock.patch.object(sys, "argv", ["brute.py"] + list(args)), \
                contextlib.redirect_stdout(out):
            try:
                testlib.brute_main(brute, {"--lines": lambda: "the lines\n"})
            except SystemExit as stop:
                return out.getvalue(), stop.code
        return out.getvalue(), None

    def test_an_option_prints_what_its_function_returns(self):
        self.assertEqual(self.run_main("--lines"), ("the lines\n", None))
        self.assertEqual(self.run_main("--table"), ("the table\n", None))

    def test_a_bad_command_line_names_every_option(self):
        for args in (["--line"], ["--lines", "extra"]):
            printed, code = self.run_main(*args)
            self.assertEqual(printed, "")
            self.assertEqual(code, "usage: brute.py [--table | --lines | --play-out INPUT] < input")


class StrictReaderTest(unittest.TestCase):
    def read_pairs(self, text):
        """Every line of `text` as a pair of integers, as a validate.py reads a list of games."""
        reader = testlib.StrictReader(text)
        pairs = []
        while not reader.at_end():
            pairs.append(reader.ints(2))
        reader.end()
        return pairs

    def test_lines_and_their_numbers(self):
        self.assertEqual(self.read_pairs("1 2\n3 4\n"), [[1, 2], [3, 4]])
        for text, message in (("1 2\n\n", "line 2: empty line"),
                              ("1 2\n3\n", "line 2: expected 2 integer(s), found 1"),
                              ("1 2\n3 4", "line 2: missing final newline"),
                              ("1 2\n3 4\r\n", "line 2: carriage return"),
                              ("", "line 1: empty input")):
            with self.subTest(text=text):
                with self.assertRaisesRegex(testlib.InputError, "^%s$" % re.escape(message)):
                    self.read_pairs(text)
        reader = testlib.StrictReader("1\n2\n")
        reader.ints(1)
        with self.assertRaisesRegex(testlib.InputError, "^line 2: unexpected content after"):
            reader.end()
        reader = testlib.StrictReader("1\n2\n")
        self.assertEqual(reader.ints(1) + reader.ints(1), [1, 2])
        with self.assertRaisesRegex(testlib.InputError, "^line 3: unexpected end of input$"):
            reader.ints(1)

    def test_a_long_input_costs_no_more_than_its_text(self):
        # A million lines, as 4342's largest input holds: a reader that kept a list of its
        # lines would hold about 60 MB beside the 8 MB text.
        script = (
            "import resource\n"
            "import testlib\n"
            "text = '12345 67890\\n' * 1000000\n"
            "before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
            "reader = testlib.StrictReader(text)\n"
            "while not reader.at_end():\n"
            "    reader.ints(2)\n"
            "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before)\n")
        done = subprocess.run([sys.executable, "-c", script], cwd=str(support.JUDGE_DIR),
                              stdout=subprocess.PIPE,
                              timeout=120, check=True)
        self.assertLess(int(done.stdout) / 1024, 8, "MiB more than the text while reading it")


if __name__ == "__main__":
    unittest.main()
