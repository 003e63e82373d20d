"""judge.compare: BOJ's comparison, never more lenient."""
import unittest

from support import judge


class CompareTest(unittest.TestCase):
    def test_identical_is_accepted(self):
        self.assertEqual(judge.compare(b"1 2\n3\n", b"1 2\n3\n"), "AC")

    def test_trailing_spaces_and_empty_lines_are_accepted(self):
        self.assertEqual(judge.compare(b"1 2\n3\n", b"1 2  \n3 \n\n\n"), "AC")
        self.assertEqual(judge.compare(b"1 2\n3\n", b"1 2\n3"), "AC")

    def test_crlf_counts_as_newline(self):
        self.assertEqual(judge.compare(b"1 2\n3\n", b"1 2\r\n3\r\n"), "AC")

    def test_same_tokens_other_layout_is_presentation_error(self):
        self.assertEqual(judge.compare(b"1 2\n3\n", b"1\n2\n3\n"), "PE")
        self.assertEqual(judge.compare(b"1 2\n", b"1  2\n"), "PE")
        self.assertEqual(judge.compare(b"1 2\n", b" 1 2\n"), "PE")
        self.assertEqual(judge.compare(b"1 2\n", b"1 2\t\n"), "PE")
        self.assertEqual(judge.compare(b"1\n2\n", b"1\n\n2\n"), "PE")

    def test_other_differences_are_wrong(self):
        self.assertEqual(judge.compare(b"1 2\n", b"1 3\n"), "WA")
        self.assertEqual(judge.compare(b"1 2\n", b"1\n"), "WA")
        self.assertEqual(judge.compare(b"Yes\n", b"yes\n"), "WA")
        self.assertEqual(judge.compare(b"1\n", b""), "WA")

    def test_strict_is_byte_exact(self):
        self.assertEqual(judge.compare(b"1 2\n", b"1 2\n", strict=True), "AC")
        self.assertEqual(judge.compare(b"1 2\n", b"1 2 \n", strict=True), "WA")
        self.assertEqual(judge.compare(b"1 2\n", b"1 2\r\n", strict=True), "WA")
        self.assertEqual(judge.compare(b"1 2\n", b"1\n2\n", strict=True), "WA")


if __name__ == "__main__":
    unittest.main()
