"""testlib's helpers for the write-ups' commands: ruler() and the options of brute_main()."""
import contextlib
import io
import sys
import types
import unittest
from unittest import mock

import support  # noqa: F401  (puts judge/ on sys.path)
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


if __name__ == "__main__":
    unittest.main()
