"""comparison.compare: BOJ's documented rule, case by case (judge/README.md, "Comparison")."""
import unittest
from lib import comparison


GAMES = b"A wins\nB wins\nA wins\n"  # an expected output of 4342, one answer per line
NUMBERS = b"1\n2\n4\n5\n"  # an expected output of 20004, one number per line


class CompareTest(unittest.TestCase):
    def assertVerdicts(self, expected, cases):
        for actual, verdict in cases:
            with self.subTest(actual=actual):
                self.assertEqual(comparison.compare(expected, actual), verdict)

    def test_identical_is_accepted(self):
        self.assertEqual(comparison.compare(GAMES, GAMES), "AC")
        self.assertEqual(comparison.compare(b"", b""), "AC")

    def test_a_newline_for_a_space_and_a_space_for_a_newline_are_accepted(self):
        self.assertVerdicts(GAMES, [(b"A wins B wins A wins\n", "AC"),
                                    (b"A\nwins\nB\nwins\nA\nwins\n", "AC"),
                                    (b"A wins\nB wins A wins\n", "AC")])
        self.assertVerdicts(NUMBERS, [(b"1 2 4 5\n", "AC"), (b"1 2 4 5 \n", "AC")])

    def test_one_space_at_the_end_of_a_line_is_accepted(self):
        self.assertVerdicts(GAMES, [(b"A wins \nB wins \nA wins \n", "AC"),
                                    (b"A wins \nB wins\nA wins\n", "AC"),
                                    (b"A wins\nB wins\nA wins ", "AC")])

    def test_more_whitespace_than_the_rule_allows_is_a_presentation_error(self):
        self.assertVerdicts(GAMES, [(b"A wins  \nB wins\nA wins\n", "PE"),
                                    (b"A wins   \nB wins\nA wins\n", "PE"),
                                    (b"A wins\nB wins\nA wins  ", "PE"),
                                    (b"A  wins\nB wins\nA wins\n", "PE"),
                                    (b"A wins\n\nB wins\nA wins\n", "PE"),
                                    (b"A wins \n B wins\nA wins\n", "PE")])

    def test_a_tab_is_a_presentation_error(self):
        self.assertVerdicts(GAMES, [(b"A\twins\nB wins\nA wins\n", "PE"),
                                    (b"A wins\t\nB wins\nA wins\n", "PE")])

    def test_whitespace_before_the_first_token_is_a_presentation_error(self):
        # BOJ's example: an extra empty first line and a space at the start of every line.
        self.assertVerdicts(GAMES, [(b" A wins\n B wins\n A wins\n", "PE"),
                                    (b" A wins\nB wins\nA wins\n", "PE"),
                                    (b"\nA wins\nB wins\nA wins\n", "PE"),
                                    (b" \nA wins\nB wins\nA wins\n", "PE")])

    def test_missing_whitespace_is_a_presentation_error(self):
        self.assertEqual(comparison.compare(b"23 45\n", b"2345\n"), "PE")
        self.assertEqual(comparison.compare(b"23 45\n", b"2 345\n"), "PE")
        self.assertEqual(comparison.compare(GAMES, b"Awins\nBwins\nAwins\n"), "PE")

    def test_a_carriage_return_is_a_presentation_error(self):
        self.assertVerdicts(GAMES, [(b"A wins\r\nB wins\r\nA wins\r\n", "PE"),
                                    (b"A wins\nB wins\nA wins\r\n", "PE")])

    def test_the_end_of_the_output(self):
        self.assertVerdicts(GAMES, [(b"A wins\nB wins\nA wins", "AC"),
                                    (GAMES + b"\n", "AC"), (GAMES + b"\n\n\n", "AC"),
                                    (GAMES + b" \n \n", "AC"), (GAMES + b"  \n", "PE")])
        self.assertEqual(comparison.blank_lines_at_end(GAMES, GAMES + b"\n\n"), 2)
        self.assertEqual(comparison.blank_lines_at_end(GAMES, GAMES + b" \n \n"), 2)
        self.assertEqual(comparison.blank_lines_at_end(GAMES, GAMES[:-1]), 0)
        self.assertEqual(comparison.blank_lines_at_end(GAMES, b"A wins B wins A wins \n"), 0)
        self.assertEqual(comparison.blank_lines_at_end(GAMES + b"\n", GAMES + b"\n\n"), 1)

    def test_other_differences_are_wrong(self):
        self.assertVerdicts(GAMES, [(b"A wins\nB wins\nB wins\n", "WA"),
                                    (b"A wins\nB wins\n", "WA"),
                                    (b"A wins B wins A wins B wins\n", "WA"),
                                    (b"a wins\nB wins\nA wins\n", "WA"), (b"", "WA")])
        self.assertEqual(comparison.compare(b"1 2\n", b"1 3\n"), "WA")

    def test_strict_is_byte_exact(self):
        self.assertEqual(comparison.compare(GAMES, GAMES, strict=True), "AC")
        for actual in (b"A wins \nB wins\nA wins\n", b"A wins\r\nB wins\r\nA wins\r\n",
                       b"A wins B wins A wins\n", GAMES[:-1], GAMES + b"\n"):
            with self.subTest(actual=actual):
                self.assertEqual(comparison.compare(GAMES, actual, strict=True), "WA")

    def test_big_outputs_take_bytes_methods_only(self):
        # 10^6 answers, 7 MB: the same verdicts as on a few lines.
        expected = GAMES * 333334
        one_line = expected.replace(b"\n", b" ")
        self.assertEqual(comparison.compare(expected, one_line), "AC")
        self.assertEqual(comparison.compare(expected, one_line[:-7] + b"B wins "), "WA")
        self.assertEqual(comparison.compare(expected, expected[:-1] + b"  \n"), "PE")


if __name__ == "__main__":
    unittest.main()
