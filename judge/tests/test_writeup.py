"""judge/writeups.py's checks catch what they are for: a wide code line, an exercise without its
own answer, a title or limits line of another format, a front README example that differs
from its command (times and memory aside), a block's command that is not a script of its own
problem, and --refresh writes what the command prints. lib/korean.py's checks of the Korean
pages catch theirs: a line too wide once its wide characters count two, a number, a list or an
equality the English page does not back, a missing link either way, a quoted line that is not
solution.c's, and a front README whose Korean section misses a problem."""
import json
import shutil
import tempfile
import unittest
from pathlib import Path

from lib import korean, template, writeups

from .support import JUDGE_DIR, PYTHON

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
        self.assertEqual(argv, PYTHON + [str(ROOT / "judge" / "problem.py"), "4342", "brute",
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


PROBLEM = {"id": 9999, "title": {"en": "Counting Game", "ko": "세기~게임"},
           "link": "https://www.acmicpc.net/problem/9999", "time_limit_s": 2,
           "memory_limit_mb": 512}
ENGLISH = ("# BOJ 9999 Counting Game\n\n## Statement\n\nSay 1 to 3 numbers; 31 loses.\n\n"
           "## The idea\n\nThe second player wins iff n + 1 divides 30: n = 1, 2, 4, 5, 9.\n\n"
           "## Small cases\n\n| n | 13 |\n")


class KoreanPageTest(unittest.TestCase):
    """The checks of lib/korean.py, each on a small text made to break it."""

    def test_a_line_is_measured_with_wide_characters_counting_two(self):
        text = "가" * 40 + "\n" + "x" * 80 + "\n" + "가" * 39 + "xyz" + "\n"
        problems = korean.width_problems(text)
        self.assertEqual(len(problems), 1, problems)  # 40 wide characters are 80 columns
        self.assertIn("README.ko.md line 3: 81 columns, more than 80", problems[0])
        fenced = "```\n" + "나" * 41 + "\n```\n"  # in a code block as in prose
        self.assertIn("line 2: 82 columns", korean.width_problems(fenced)[0])

    def test_the_header_and_both_links_come_from_problem_json(self):
        title, limits, english = korean.header(PROBLEM)
        self.assertEqual(title, "# BOJ 9999 세기\\~게임")
        self.assertEqual(limits, "<https://www.acmicpc.net/problem/9999> · 시간 제한 2초 · "
                                 "메모리 제한 512 MB")
        self.assertEqual(english, "English: [Counting Game](README.md)")
        self.assertEqual(korean.link_to_korean(PROBLEM), "한국어: [세기\\~게임](README.ko.md)")
        page = "\n\n".join((title, limits, english)) + "\n"
        self.assertEqual(korean.header_problems(PROBLEM, page), [])
        self.assertEqual(len(korean.header_problems(PROBLEM, page.replace("2초", "1초"))), 1)
        no_link = page.replace(english, "")
        self.assertEqual(len(korean.header_problems(PROBLEM, no_link)), 1)

    def test_a_missing_link_is_named_either_way(self):
        folder = Path(tempfile.mkdtemp(prefix="korean-test-"))
        self.addCleanup(shutil.rmtree, str(folder))
        (folder / "README.md").write_text("x")
        linked = ENGLISH.replace("\n\n", "\n\n%s\n\n" % korean.link_to_korean(PROBLEM), 1)
        page = "[돌아가기](README.md) · [없는 쪽](../9998-gone/README.ko.md)\n"
        self.assertEqual(korean.link_problems(folder, PROBLEM, linked, page), [
            "README.ko.md line 1: the link ../9998-gone/README.ko.md leads to no file"])
        problems = korean.link_problems(folder, PROBLEM, ENGLISH, "")
        self.assertEqual(len(problems), 1)
        self.assertIn("README.md has no line `한국어: [세기\\~게임](README.ko.md)`", problems[0])

    def test_refresh_writes_the_header_from_problem_json(self):
        folder = Path(tempfile.mkdtemp(prefix="korean-refresh-"))
        self.addCleanup(shutil.rmtree, str(folder))
        (folder / "problem.json").write_text(json.dumps(PROBLEM))
        old = korean.header(dict(PROBLEM, time_limit_s=1))
        (folder / korean.PAGE).write_text("\n\n".join(old) + "\n\n## 문제 요약\n\n본문.\n")
        self.assertEqual(korean.refresh(folder, folder), (1, []))
        text = (folder / korean.PAGE).read_text()
        self.assertEqual(korean.header_problems(PROBLEM, text), [])
        self.assertTrue(text.endswith("## 문제 요약\n\n본문.\n"))
        self.assertEqual(korean.refresh(folder, folder), (0, []))

    def known(self, blocks=()):
        texts = dict(writeups.parse(ENGLISH)[2])
        return korean.Known(texts, lambda section: korean.SOURCES.get(section, ()),
                            ["int n = 31;"] + list(blocks))

    def test_a_number_the_english_section_does_not_state_is_named(self):
        good = "## 아이디어\n\nn + 1이 30을 나누면 후공이 이긴다: n = 1, 2, 4, 5, 9.\n"
        self.assertEqual(korean.number_problems(good, self.known(), set()), [])
        wrong = good.replace("30을", "32를")
        problems = korean.number_problems(wrong, self.known(), set())
        self.assertEqual(len(problems), 1, problems)
        self.assertIn("README.ko.md line 3: 32 stated nowhere else", problems[0])
        # 13 is in the English page, but not in the sections '문제 요약' may draw on
        elsewhere = "## 문제 요약\n\n31을 부르면 13번째 줄에서 진다.\n"
        self.assertIn("13 stated nowhere else",
                      korean.number_problems(elsewhere, self.known(), set())[0])
        self.assertEqual(korean.number_problems(elsewhere, self.known(), {2}), [])
        self.assertEqual(korean.number_problems(elsewhere, self.known(["13"]), set()), [])

    def test_a_list_in_another_order_and_a_false_equality_are_named(self):
        swapped = "## 아이디어\n\nn = 1, 2, 5, 4, 9일 때 이긴다.\n"
        problems = korean.number_problems(swapped, self.known(), set())
        self.assertEqual(problems, ["README.ko.md line 3: the list 1, 2, 5, 4, 9 is not written "
                                    "so in the English page or a checked block"])
        for line, false in (("30 = 2 + 4 + 9이다", ["30 = 2 + 4 + 9"]),
                            ("곧 1 ⊕ 2 ⊕ 4 = 7, 30 mod 4 = 2", []),
                            ("(9 = 4 + 4)", ["(9 = 4 + 4)"]), ("x2 + 1 = 5", []),
                            ("F(31) = 1,346,269, 2^31 − 1 = 2,147,483,647", []),
                            ("`n = 1 + 1` and 0.5 = 2", [])):
            with self.subTest(line=line):
                self.assertEqual(korean.false_equalities(line), false)

    def test_quoted_code_is_a_line_of_solution_c(self):
        source = "int main(void)\n{\n    return n % 2 == 1; /* odd: take 1 */\n}\n"
        texts = {korean.CODE_SECTION: "```c\nreturn n % 2 == 1;\n...\n```\n"}
        text = "## 코드\n\n" + texts[korean.CODE_SECTION]
        self.assertEqual(korean.quote_problems(text, source, texts), [])
        changed = text.replace("== 1", "!= 0")
        problems = korean.quote_problems(changed, source, {
            korean.CODE_SECTION: changed.split("\n\n", 1)[1]})
        self.assertEqual(problems, ["README.ko.md line 4: not a line of solution.c: "
                                    "return n % 2 != 0;"])
        self.assertEqual(len(korean.quote_problems("## 코드\n", source, {})), 1)

    def test_the_sections_and_the_template_keep_the_rules(self):
        self.assertEqual(korean.section_problems(list(korean.SECTIONS)), [])
        self.assertEqual(len(korean.section_problems(list(korean.SECTIONS[1:]))), 1)
        made = template.files(9999, "counting-game", 7)
        meta = json.loads(made["problem.json"])
        self.assertEqual(korean.header_problems(meta, made["README.ko.md"]), [])
        self.assertEqual(korean.section_problems(writeups.parse(made["README.ko.md"])[0]), [])
        self.assertIn(korean.link_to_korean(meta), made["README.md"].split("\n")[:8])


class FrontKoreanSectionTest(unittest.TestCase):
    """korean.front_problems on a small copy of the repository: one finished problem."""

    def setUp(self):
        self.root = Path(tempfile.mkdtemp(prefix="korean-front-"))
        self.addCleanup(shutil.rmtree, str(self.root))
        folder = self.root / "problems" / "9999-counting-game"
        folder.mkdir(parents=True)
        (folder / "problem.json").write_text(json.dumps(PROBLEM))
        (folder / "README.ko.md").write_text("")

    def readme(self, section):
        (self.root / "README.md").write_text("# Games\n\nBOJ 9999, in 2 s.\n\n" + section
                                             + "## More\n\nNothing.\n")

    def test_the_page_links_every_problem(self):
        link = "[9999 세기 게임](problems/9999-counting-game/README.ko.md)"
        self.readme("## 한국어\n\n- %s: 2초\n\n" % link)
        self.assertEqual(korean.front_problems(self.root), [])
        self.readme("## 한국어\n\n- 9999 세기 게임: 2초\n\n## Table\n\n| %s |\n\n" % link)
        self.assertEqual(korean.front_problems(self.root), [])  # the table of the problems
        self.readme("## 한국어\n\n- 9999 세기 게임: 2초\n\n")
        self.assertEqual(korean.front_problems(self.root), [
            "README.md does not link problems/9999-counting-game/README.ko.md "
            "(python3 judge/writeup.py --refresh README.md)"])
        self.readme("## 한국어\n\n- [다른 게임](problems/gone/README.ko.md)\n- %s: 2초\n\n"
                    % link)
        self.assertEqual(korean.front_problems(self.root), [
            "README.md: section '한국어' links problems/gone/README.ko.md, which does not "
            "exist"])
        self.readme("")
        self.assertEqual(korean.front_problems(self.root), ["README.md has no section `## 한국어`"])

    def test_a_wide_line_and_a_wrong_number_are_named(self):
        link = "[9999](problems/9999-counting-game/README.ko.md)"
        self.readme("## 한국어\n\n- %s: 3초\n" % link + "가" * 41 + "\n\n")
        problems = sorted(korean.front_problems(self.root))
        self.assertEqual(len(problems), 2, problems)
        self.assertIn("README.md line 7: 3 stated nowhere else", problems[0])
        self.assertIn("README.md line 8: 82 columns", problems[1])


if __name__ == "__main__":
    unittest.main()
