"""fuzz.py, the sanitizer runs that make test makes of every solution, on solutions of 20004
with a bug that only a sanitizer shows, on the input 7 (their answers are right): a write past
a heap block (ASan) and a signed overflow (UBSan) must each be reported, with the sanitizer's
own line, and exit 1."""
import os
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

from .support import FIXTURES, JUDGE_DIR, PYTHON

REPOSITORY = JUDGE_DIR.parent
PROBLEM = "20004-baskin-robbins-31"
RULES = "25179-baskin-robbins-n"  # 20004 plays its game
TIMEOUT_S = 300


class SanitizerReportTest(unittest.TestCase):
    def setUp(self):
        self.root = Path(tempfile.mkdtemp(prefix="judge-fuzz-"))
        self.addCleanup(shutil.rmtree, str(self.root), True)
        (self.root / "judge").symlink_to(JUDGE_DIR)
        for name in (PROBLEM, RULES):
            shutil.copytree(str(REPOSITORY / "problems" / name),
                            str(self.root / "problems" / name))
        shutil.copytree(str(REPOSITORY / "testdata" / PROBLEM),
                        str(self.root / "testdata" / PROBLEM))

    def fuzz(self, fixture):
        """(exit status, output) of fuzz.py on 20004 with `fixture` as its solution.c."""
        shutil.copy(str(FIXTURES / fixture), str(self.root / "problems" / PROBLEM / "solution.c"))
        done = subprocess.run([*PYTHON, str(JUDGE_DIR / "fuzz.py"), "20004",
                               "--mutations", "0"], cwd=str(self.root), timeout=TIMEOUT_S,
                              env=dict(os.environ, JUDGE_ROOT=str(self.root)),
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
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
