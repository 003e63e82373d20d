"""The contributor's path (testdata/README.md, "Adding a problem"), walked in a copy of judge/:
`make new` writes a folder whose every part is marked TODO, which the commands skip or refuse
until it is finished; filled from the fixture problem fixtures/new-problem/ (BOJ 9655, the stone
game), drawn and given its test data, it passes `make test P=9655`."""
import os
import re
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

from lib import contracts, writeups

from .support import FIXTURES, JUDGE_DIR

PROBLEM_ID, SLUG = "9655", "stone-game"
FIXTURE = FIXTURES / "new-problem"
TIMEOUT_S = 600


def environment():
    """This process's environment without what an enclosing make tells the makes it runs."""
    return {name: value for name, value in os.environ.items()
            if name not in writeups.MAKE_VARIABLES}


class NewProblemTest(unittest.TestCase):

    def setUp(self):
        self.root = Path(tempfile.mkdtemp(prefix="judge-new-"))
        self.addCleanup(shutil.rmtree, str(self.root), True)
        shutil.copytree(str(JUDGE_DIR), str(self.root / "judge"),
                        ignore=shutil.ignore_patterns("tests", "__pycache__"))
        shutil.copy(str(JUDGE_DIR.parent / "Makefile"), str(self.root))
        for folder in ("problems", "testdata"):
            (self.root / folder).mkdir()
        self.folder = self.root / "problems" / f"{PROBLEM_ID}-{SLUG}"

    def make(self, *args):
        done = subprocess.run(["make", "--no-print-directory", *args], cwd=str(self.root),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              env=environment(), timeout=TIMEOUT_S, check=False)
        return done.returncode, done.stdout, done.stderr

    def fill_from_fixture(self):
        for path in FIXTURE.rglob("*"):
            if path.is_file():
                target = self.folder / path.relative_to(FIXTURE)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy(str(path), str(target))
        (self.folder / "wrong" / "example.c").unlink()

    def test_new_then_filled_passes_make_test(self):
        status, out, err = self.make("new", f"P={PROBLEM_ID}", f"SLUG={SLUG}")
        self.assertEqual(status, 0, err)
        for name, _ in contracts.FILES:
            if "*" not in name and name != "figure.svg":
                self.assertIn(contracts.TODO, (self.folder / name).read_text("utf-8"), name)
        status, _, err = self.make("judge", f"P={PROBLEM_ID}")
        self.assertEqual(status, 2)
        self.assertIn(f"problems/{PROBLEM_ID}-{SLUG} is not finished: a TODO mark in", err)
        status, _, err = self.make("new", f"P={PROBLEM_ID}", "SLUG=again")
        self.assertEqual(status, 2)
        self.assertIn("exists", err)

        self.fill_from_fixture()
        self.assertEqual(contracts.unfinished(self.folder), [])
        for target in ("figures", "testdata"):
            status, out, err = self.make(target, f"P={PROBLEM_ID}")
            self.assertEqual(status, 0, out + err)
        status, out, err = self.make("test", f"P={PROBLEM_ID}")
        lines = out.rstrip("\n").split("\n")
        self.assertEqual(status, 0, "\n".join(lines[-40:]) + err)
        self.assertRegex(lines[-1], r"^[1-9][0-9]* passed, 0 failed")
        for check in ("exhaustive", "writeup", "writeup-ko", "contracts", "layout"):
            self.assertTrue(any(re.match(rf"PASS {check}\b.*{PROBLEM_ID}", line)
                                for line in lines), f"no PASS line of {check}")

    def test_an_unfinished_folder_is_skipped_and_named(self):
        for folder in ("problems", "testdata"):
            shutil.copytree(str(JUDGE_DIR.parent / folder / "20004-baskin-robbins-31"),
                            str(self.root / folder / "20004-baskin-robbins-31"))
        shutil.copytree(str(JUDGE_DIR.parent / "problems" / "25179-baskin-robbins-n"),
                        str(self.root / "problems" / "25179-baskin-robbins-n"))
        with open(str(self.root / "problems" / "25179-baskin-robbins-n" / "solution.c"),
                  "a") as source:  # still half-made: 20004 uses its rules all the same
            source.write("/* TODO: a faster reading */\n")
        status, _, _ = self.make("new", f"P={PROBLEM_ID}", f"SLUG={SLUG}")
        self.assertEqual(status, 0)
        status, out, err = self.make("judge", "P=20004")
        self.assertEqual(status, 0, out + err)
        status, out, err = self.make("judge")
        self.assertEqual(status, 0, out + err)
        self.assertIn("20004-baskin-robbins-31", out)
        self.assertIn(f"skipped problems/{PROBLEM_ID}-{SLUG} is not finished", err)
        self.assertIn("skipped problems/25179-baskin-robbins-n is not finished: a TODO mark in "
                      "solution.c line", err)


if __name__ == "__main__":
    unittest.main()
