"""fuzz.py, the sanitizer runs that make test makes of every solution, on solutions of 20004
with a bug that only a sanitizer shows, on the input 7 (their answers are right): a write past
a heap block (ASan) and a signed overflow (UBSan) must each be reported, with the sanitizer's
own line, and exit 1."""
import shutil
import subprocess
import unittest

from .support import FIXTURES, JUDGE_DIR, PYTHON, RepositoryCase

PROBLEM = "20004-baskin-robbins-31"
RULES = "25179-baskin-robbins-n"  # 20004 plays its game
TIMEOUT_S = 300


class SanitizerReportTest(RepositoryCase):
    def setUp(self):
        super().setUp()
        self.copy_problem(PROBLEM)
        self.copy_problem(RULES, data=False)

    def fuzz(self, fixture):
        """(exit status, output) of fuzz.py on 20004 with `fixture` as its solution.c."""
        shutil.copy(str(FIXTURES / fixture), str(self.root / "problems" / PROBLEM / "solution.c"))
        done = subprocess.run([*PYTHON, str(JUDGE_DIR / "fuzz.py"), "20004",
                               "--mutations", "0"], cwd=str(self.root), timeout=TIMEOUT_S,
                              env=self.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True)
        return done.returncode, done.stdout

    def test_a_write_past_a_heap_block(self):
        status, output = self.fuzz("sanitized_heap_overflow.c")
        self.assertEqual(status, 1, output)
        self.assertRegex(output, r"\n  [^:\n]+: sanitizer: ==[0-9]+==ERROR: AddressSanitizer: "
                                 r"heap-buffer-overflow on address ")

    def test_a_signed_overflow(self):
        status, output = self.fuzz("sanitized_signed_overflow.c")
        self.assertEqual(status, 1, output)
        self.assertRegex(output, r"\n  [^:\n]+: sanitizer: Main\.c:[0-9]+:[0-9]+: runtime error: "
                                 r"signed integer overflow: ")
