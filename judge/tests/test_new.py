"""The contributor's path, testdata/README.md's "Adding a problem", walked as it is written: the
commands of its fenced blocks in order, with the worked example fixtures/new-problem/ (BOJ
9655, the stone game) written in at step 2, the step that has no command.

The steps run in a folder laid out like the repository (JUDGE_ROOT), with this repository's
judge/ linked into it (nothing of judge/ changes for a problem), its pages and its finished
problems, which the pages' examples run and link; the build cache is this repository's. The
whole `make test` of step 4 does not run inside the suite: in its place run the judge's tests
that read every problem (UNIT_TESTS), on that folder. Before step 2 the half-made folder is skipped and named
by the commands that do not name it, refused by those that need it finished, and checked as
far as its files are finished by `make test P=<id>`; and a problem whose rules are another's
(20004 plays 25179's game) is judged while that other is half-made."""
import json
import re
import shutil
import unittest

from lib import contracts

from .support import FIXTURES, JUDGE_DIR, PYTHON, REPOSITORY, RepositoryCase

PROBLEM_ID, SLUG = "9655", "stone-game"
FOLDER = f"{PROBLEM_ID}-{SLUG}"
FIXTURE = FIXTURES / "new-problem"
GUIDE = REPOSITORY / "testdata" / "README.md"
PAGES = RepositoryCase.PAGES
# The repository's finished problems, copied into the folder: the pages' examples run them,
# and the front README links their pages.
EXAMPLES_RUN = tuple(sorted(
    folder.name for folder in (REPOSITORY / "problems").iterdir()
    if (folder / "problem.json").is_file() and not contracts.unfinished(folder)))
# The judge's tests that broke when a problem was added, and when a half-made folder was
# there (they named the problems, keyed a table by id, or took the first lines for a
# problem's), with the one that holds every problem.json to its input; each reads every
# problem and names none.
LISTED = ("tests.test_play.CommandLineTest.test_without_a_problem_the_problems_are_listed",
          "tests.test_play.CommandLineTest.test_the_list_in_korean",
          "tests.test_check.PartsTest.test_global_parts_beside_the_problems_after_the_data_"
          "an_early_one_at_once")
UNIT_TESTS = ("tests.test_lib.ProblemsTest.test_every_problem_declares_its_input_and_has_no_"
              "validate_py", "tests.test_play.HoldingOutTest", "tests.test_play.NoSpoilerTest",
              *LISTED)
UNFINISHED_UNIT_TESTS = LISTED


def guide_steps():
    """{number: (the step's text, [the commands of its fenced blocks])} of "Adding a problem"."""
    text = GUIDE.read_text("utf-8").split("\n## Adding a problem\n", 1)[1].split("\n## ")[0]
    steps = {}
    for match in re.finditer(r"^(\d+)\. (.*?)(?=^\d+\. |^\S|\Z)", text, re.M | re.S):
        body = match.group(2)
        commands = [line.strip() for block in re.findall(r"^ *```\n(.*?)^ *```", body,
                                                         re.M | re.S)
                    for line in block.split("\n") if line.strip()]
        steps[int(match.group(1))] = (body, commands)
    return steps


def typed(command):
    """A command of the guide with the problem's id and slug in place of <id> and <slug>."""
    return command.replace("<id>", PROBLEM_ID).replace("<slug>", SLUG)


class ContributorCase(RepositoryCase):
    """A copy of the repository's layout, where the new problem's folder will be."""

    def setUp(self):
        super().setUp()
        self.folder = self.root / "problems" / FOLDER


class NewProblemTest(ContributorCase):

    def test_the_guide_walked_as_written(self):
        steps = guide_steps()
        self.assertEqual(sorted(steps), [1, 2, 3, 4])
        self.assertEqual(steps[1][1], ["make new P=<id> SLUG=<slug>"])
        self.assertEqual(steps[2][1], [])
        self.assertIn("`judge/tests/fixtures/new-problem/` is a worked example",
                      " ".join(steps[2][0].split()))  # the guide names the worked example
        for name in EXAMPLES_RUN:
            self.copy_problem(name)

        status, out, err = self.shell(typed(steps[1][1][0]))
        self.assertEqual(status, 0, err)
        self.assertEqual([line.strip() for line in out.split("\n") if line.startswith("  ")],
                         [typed(command) for command in steps[3][1]])  # what make new says
        self.unfinished_folder_is_skipped_refused_and_checked_as_far_as_it_goes()

        self.fill_from_fixture()  # step 2
        self.assertEqual(contracts.unfinished(self.folder), [])
        for command in steps[3][1] + steps[4][1]:
            with self.subTest(command=command):
                if command == "make test":  # the whole suite: its tests that read every problem
                    self.assert_unit_tests_pass(UNIT_TESTS)
                    continue
                status, out, err = self.shell(typed(command))
                lines = out.rstrip("\n").split("\n")
                self.assertEqual(status, 0, "\n".join(lines[-40:]) + err)
                if command.startswith("make test P="):
                    self.assertRegex(lines[-1], r"^[1-9][0-9]* passed, 0 failed")
                    for check in ("exhaustive", "writeup", "writeup-ko", "contracts", "layout",
                                  "sanitizers"):
                        self.assertIn(f"PASS {check} {FOLDER}", lines)
                if command == "make judge":
                    self.assertRegex(out, rf"\n{FOLDER} +AC ")
                    self.assertEqual(lines[-1].split(" (")[0], "all %d problems accepted"
                                     % (len(EXAMPLES_RUN) + 1))
        shown = {page: (self.root / page).read_text("utf-8") for page in PAGES}
        self.assertIn(f"[README](problems/{FOLDER}/README.md)", shown["README.md"])
        self.assertIn(f"({FOLDER}/README.md)", shown["problems/README.md"])
        self.assertIn(f"\n{PROBLEM_ID}   every", shown["testdata/README.md"])
        self.assertEqual(sorted(path.name for path in self.root.iterdir()),
                         ["Makefile", "README.md", "build", "judge", "problems", "testdata"])

    def unfinished_folder_is_skipped_refused_and_checked_as_far_as_it_goes(self):
        for name, _ in contracts.FILES:
            if "*" not in name and name != "figure.svg":
                self.assertIn(contracts.TODO, (self.folder / name).read_text("utf-8"), name)
        orders = [json.loads((self.root / "problems" / name / "problem.json").read_text(
            "utf-8"))["study"]["order"] for name in EXAMPLES_RUN + (FOLDER,)]
        self.assertEqual(orders[-1], max(orders[:-1]) + 1)  # last in the reading order
        status, out, err = self.shell("make judge")
        self.assertEqual(status, 0, out + err)
        self.assertIn(f"skipped problems/{FOLDER} is not finished: a TODO mark in", err)
        status, _, err = self.shell(f"make judge P={PROBLEM_ID}")
        self.assertEqual(status, 2)
        self.assertIn(f"problems/{FOLDER} is not finished: a TODO mark in", err)
        status, _, err = self.shell(f"make new P={PROBLEM_ID} SLUG=again")
        self.assertEqual(status, 2)
        self.assertIn("exists", err)
        status, out, err = self.shell(f"make test P={PROBLEM_ID}")
        lines = out.rstrip("\n").split("\n")
        self.assertEqual(status, 0, out + err)
        self.assertIn(f"SKIP exhaustive {FOLDER}: not finished: TODO marks in problem.json, "
                      "brute.py, game.py, solution.c", lines)
        self.assertRegex(lines[-1], r"^0 passed, 0 failed, [1-9][0-9]* skipped$")
        self.assert_unit_tests_pass(UNFINISHED_UNIT_TESTS)

    def assert_unit_tests_pass(self, names):
        status, _, err = self.shell(" ".join([*PYTHON, "-m", "unittest", *names]),
                                    cwd=JUDGE_DIR)
        self.assertEqual(status, 0, err[-3000:])

    def fill_from_fixture(self):
        for path in FIXTURE.rglob("*"):
            if path.is_file():
                target = self.folder / path.relative_to(FIXTURE)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy(str(path), str(target))
        (self.folder / "wrong" / "example.c").unlink()


class HalfMadeFolderTest(ContributorCase):

    def test_an_unfinished_folder_is_skipped_and_named(self):
        self.copy_problem("20004-baskin-robbins-31")
        self.copy_problem("25179-baskin-robbins-n", data=False)
        with open(str(self.root / "problems" / "25179-baskin-robbins-n" / "solution.c"),
                  "a") as source:  # still half-made: 20004 uses its rules all the same
            source.write("/* TODO: a faster reading */\n")
        status, _, _ = self.shell(f"make new P={PROBLEM_ID} SLUG={SLUG}")
        self.assertEqual(status, 0)
        status, out, err = self.shell("make judge P=20004")
        self.assertEqual(status, 0, out + err)
        self.assertIn("20004-baskin-robbins-31 ", out)
        status, out, err = self.shell("python3 judge/problem.py --list")
        self.assertEqual(status, 0, out + err)
        self.assertIn("skipped problems/25179-baskin-robbins-n is not finished: a TODO mark in "
                      "solution.c line", err)


if __name__ == "__main__":
    unittest.main()
