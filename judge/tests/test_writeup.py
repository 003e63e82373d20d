"""judge/writeups.py's checks catch what they are for: a wide code line, an exercise without its
own answer, a title or limits line of another format, a front README example that differs
from its command (times and memory aside), a block's command that is not a script of its own
problem, and --refresh writes what the command prints."""
import json
import shutil
import tempfile
import unittest
from pathlib import Path

from lib import writeups

from .support import JUDGE_DIR

ROOT = JUDGE_DIR.parent


class ChecksTest(unittest.TestCase):

    def test_a_code_line_wider_than_80_columns_is_named(self):
        text = "```\n" + "x" * 80 + "\n" + "한" * 41 + "\n```\n" + "y" * 120 + "\n"
        problems = writeups.width_problems(text)
        self.assertEqual(len(problems), 1, problems)  # prose may be wider; the 82 columns not
        self.assertIn("line 3: 82 columns", problems[0])

    def test_every_exercise_has_its_own_details(self):
        good = "**1. A.** ?\n\n<details>a</details>\n\n**2. B.** ?\n\n<details>b</details>\n"
        self.assertEqual(writeups.exercise_problems({"Variations and exercises": good}), [])
        shared = "**1. A.** ?\n\n**2. B.** ?\n\n<details>both</details>\n"
        self.assertEqual(writeups.exercise_problems({"Variations and exercises": shared}),
                         ["exercise 1 has no <details> of its own"])
        missing = "**1. A.** ?\n\n<details>a</details>\n\n**2. B.** ?\n"
        self.assertEqual(writeups.exercise_problems({"Variations and exercises": missing}),
                         ["exercise 2 has no <details> of its own"])

    def test_the_header_comes_from_problem_json(self):
        folder = ROOT / "problems" / "25179-baskin-robbins-n"
        title, limits = writeups.header(json.loads((folder / "problem.json").read_text("utf-8")))
        self.assertEqual(title, "# BOJ 25179 Baskin-Robbins N, cute and charming "
                                "(배스킨라빈스\\~N\\~귀엽고\\~깜찍하게\\~)")
        self.assertEqual(limits, "<https://www.acmicpc.net/problem/25179> · time limit 1 s · "
                                 "memory limit 1024 MB")
        text = (folder / "README.md").read_text("utf-8")
        self.assertEqual(writeups.header_problems(folder, text), [])
        wrong = text.replace(limits, limits.replace("memory limit", "memory"), 1)
        self.assertEqual(len(writeups.header_problems(folder, wrong)), 1)

    def test_refresh_writes_the_header_from_problem_json(self):
        folder = Path(tempfile.mkdtemp(prefix="writeup-header-"))
        self.addCleanup(shutil.rmtree, str(folder), True)
        meta = {"id": 9655, "title": {"en": "Stone Game", "ko": "돌 게임"}, "time_limit_s": 1,
                "memory_limit_mb": 128, "link": "https://www.acmicpc.net/problem/9655"}
        (folder / "problem.json").write_text(json.dumps(meta), "utf-8")
        wanted = "\n".join(writeups.header(meta))
        for text in ("# BOJ 9655 the old title\n<https://old> · limits\n\n## Statement\n",
                     "## Statement\n"):
            with self.subTest(text=text):
                (folder / "README.md").write_text(text, "utf-8")
                self.assertTrue(writeups.refresh_header(folder))
                written = (folder / "README.md").read_text("utf-8")
                self.assertEqual(written, wanted + "\n\n## Statement\n")
                self.assertEqual(writeups.header_problems(folder, written), [])
                self.assertFalse(writeups.refresh_header(folder))

    def test_a_block_runs_a_script_of_its_own_problem_through_problem_py(self):
        folder = ROOT / "problems" / "4342-euclid-game"
        argv, error = writeups._script_argv(ROOT, folder,
                                           'python3 judge/problem.py 4342 brute play-out "25 7"')
        self.assertIsNone(error)
        self.assertEqual(argv[1:], [str(ROOT / "judge" / "problem.py"), "4342", "brute",
                                    "play-out", "25 7"])
        for command in ("python3 judge/problem.py 2373 brute table",
                        "python3 problems/4342-euclid-game/brute.py --table",
                        "python3 judge/problem.py 4342 nothing table",
                        "python3 judge/problem.py 4342"):
            with self.subTest(command=command):
                argv, error = writeups._script_argv(ROOT, folder, command)
                self.assertIsNone(argv)
                self.assertIn(repr(command), error)

    def test_times_and_memory_are_masked_and_nothing_else(self):
        self.assertEqual(writeups.masked("AC 5/5 tests  slowest   12.5 ms  peak 708 KiB"),
                         "AC 5/5 tests  slowest # ms  peak # KiB")
        # a time of another width, padded to the same column, masks alike
        self.assertEqual(writeups.masked("AC 5/5 tests  slowest    2.5 ms  peak 1508 KiB"),
                         writeups.masked("AC 5/5 tests  slowest   12.5 ms  peak 708 KiB"))
        self.assertEqual(writeups.masked("game 89 of 90: 1134903170"),
                         "game 89 of 90: 1134903170")


class FrontReadmeTest(unittest.TestCase):
    """front_problems and refresh_front on a copy of a small front README."""

    def setUp(self):
        self.root = Path(tempfile.mkdtemp(prefix="writeup-test-"))
        self.addCleanup(shutil.rmtree, self.root)
        (self.root / "judge").mkdir()
        (self.root / "judge" / "says.py").write_text(
            "import sys, time\nprint('took', time.process_time() * 0 + 1.5, 'ms')\n"
            "print(sys.stdin.read().strip() or 'nothing')\n")

    def readme(self, shown, command):
        (self.root / "README.md").write_text(f"An example:\n\n```\n{shown}\n```\n`{command}`\n")

    def test_an_example_matches_with_its_measures_masked(self):
        self.readme("took 9.25 ms\nhint", "printf 'hint\\n' | python3 judge/says.py")
        self.assertEqual(writeups.front_problems(self.root), [])

    def test_an_example_that_differs_is_named_and_refreshed(self):
        self.readme("took 9.25 ms\nsomething else", "python3 judge/says.py")
        problems = writeups.front_problems(self.root)
        self.assertEqual(len(problems), 1)
        self.assertIn("prints something else", problems[0])
        self.assertEqual(writeups.refresh_front(self.root), (1, []))
        self.assertEqual(writeups.front_problems(self.root), [])
        self.assertIn("```\ntook 1.5 ms\nnothing\n```",
                      (self.root / "README.md").read_text())

    def test_a_readme_without_examples_fails(self):
        (self.root / "README.md").write_text("No example here.\n")
        self.assertEqual(len(writeups.front_problems(self.root)), 1)


if __name__ == "__main__":
    unittest.main()
