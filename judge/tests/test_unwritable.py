"""Clear messages when build/ cannot be written: a read-only repository, a full disk.

Each case runs the tool in a user and a mount namespace of its own (`unshare -rm`), where an
empty read-only tmpfs, or one of 64 KiB, lies over a folder of build/; nothing outside that
namespace changes. The tool runs there as a normal user (uid 1000 of a user namespace nested
in it), as a learner runs it: the root of a namespace that maps no other uid could not give
its runs a uid of their own. Where the kernel refuses the namespaces, the tests say so and
are skipped.
"""
import hashlib
import json
import os
import shlex
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

from .support import FIXTURES, JUDGE_DIR, PYTHON, CommandLineCase

REPOSITORY = JUDGE_DIR.parent
BUILD = REPOSITORY / "build"
WHAT_TO_DO = "make the folder writable, or work in a writable copy of the repository"
NOT_ISOLATED = "judge.py: runs are not isolated: "  # a note, as with JUDGE_ISOLATION=off


def in_namespace(test, mounts, argv, cwd, env):
    """(exit status, standard output, standard error less the note that runs are not
    isolated) of `argv` run in a new user and mount namespace, after mounting a tmpfs over
    each folder of `mounts` (folder -> its mount options: "ro" or "size=64k"), or the folder
    itself read-only ("bind,ro"), as uid 1000; skips `test` when the machine refuses the
    namespaces."""
    unshare = shutil.which("unshare")
    if unshare is None:
        test.skipTest("unshare (util-linux) is not installed")
    normal_user = [unshare, "--map-user=1000", "--map-group=1000", "--"]
    probe = subprocess.run([unshare, "-rm"] + normal_user + ["true"], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT)
    if probe.returncode != 0:
        test.skipTest("the machine refuses nested user namespaces with a mount namespace "
                      "here: %s" % probe.stdout.decode().strip())
    script = " && ".join(
        ("mount --bind {0} {0} && mount -o remount,bind,ro {0}" if options == "bind,ro" else
         "mount -t tmpfs -o %s judge-test {0}" % options).format(shlex.quote(str(folder)))
        for folder, options in mounts.items())
    command = " ".join(shlex.quote(part) for part in normal_user)
    done = subprocess.run([unshare, "-rm", "sh", "-c", script + ' && exec %s "$@"' % command,
                           "sh"] + argv,
                          cwd=str(cwd), env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          timeout=300)
    errors = "".join(line for line in done.stderr.decode().splitlines(True)
                     if not line.startswith(NOT_ISOLATED))  # with JUDGE_ISOLATION=off, say
    return done.returncode, done.stdout.decode(), errors


class JudgeTest(CommandLineCase):
    def run_judge(self, mounts, *args):
        BUILD.mkdir(exist_ok=True)
        return in_namespace(self, mounts, self.command(*args), REPOSITORY, self.env())

    def test_a_read_only_build_folder(self):
        code, output, errors = self.run_judge({BUILD: "ro"}, "1")
        self.assertEqual((code, output), (2, ""), errors)
        self.assertEqual(errors, "judge.py: cannot write build/judge-cache/ (Read-only file "
                                 "system): the judge keeps the programs it compiles there; "
                                 + WHAT_TO_DO + "\n")

    def test_a_read_only_repository_with_what_runs_need(self):
        self.judge("1")  # the runner and the solution compiled, outside the namespace
        code, output, errors = self.run_judge({REPOSITORY: "bind,ro"}, "1")
        self.assertEqual((code, errors), (0, ""), output)
        self.assertIn("AC      3/3 tests", output)

    def test_a_full_disk(self):
        code, output, errors = self.run_judge({BUILD: "size=64k"}, "1")
        self.assertEqual((code, output), (2, ""), errors)
        self.assertEqual(errors, "judge.py: cannot write build/judge-cache/ (No space left on "
                                 "device): the judge keeps the programs it compiles there; "
                                 + WHAT_TO_DO + "\n")

    def test_without_the_cache_of_places_judging_goes_on(self):
        # Two problems with a validate.py, each with inputs to place: the first to place them
        # cannot store them, which is said once.
        for number in (3, 4):
            folder = self.root / "problems" / ("%d-sum-product-boj" % number)
            shutil.copytree(str(self.root / "problems" / "1-sum-product"), str(folder))
            shutil.copy(str(FIXTURES / "validate_sum_product.py"), str(folder / "validate.py"))
            meta = json.loads((folder / "problem.json").read_text("utf-8"))
            meta.update(id=number, ranges={name: {"min": 0, "max": 10 ** 18, "boj_min": 0,
                                                  "boj_max": 1000} for name in ("A", "B")})
            (folder / "problem.json").write_text(json.dumps(meta), "utf-8")
            shutil.copytree(str(self.root / "testdata" / "1-sum-product"),
                            str(self.root / "testdata" / folder.name))
        places = BUILD / "judge-cache" / "boj-limits"
        places.mkdir(parents=True, exist_ok=True)
        self.judge("1")  # the runner and the solution compiled, outside the namespace
        code, output, errors = self.run_judge({places: "ro"}, "3", "4")
        self.assertEqual(code, 0, output + errors)
        self.assertIn("AC within BOJ's limits 3/3", output)
        self.assertEqual(errors, "judge.py: cannot write build/judge-cache/boj-limits/ "
                                 "(Read-only file system): the judge keeps there where each "
                                 "test lies (it goes on without, and validates the tests again "
                                 "on every run); " + WHAT_TO_DO + "\n")


class TestdataTest(unittest.TestCase):
    """testdata.py on a tiny problem whose one case is built, not committed."""

    def test_a_read_only_build_folder(self):
        root = Path(tempfile.mkdtemp(prefix="judge-testdata-"))
        self.addCleanup(shutil.rmtree, str(root), True)
        folder = root / "problems" / "1-sum-product"
        folder.mkdir(parents=True)
        (folder / "problem.json").write_text(json.dumps(
            {"id": 1, "slug": "sum-product", "time_limit_s": 1, "memory_limit_mb": 64,
             "ranges": {name: {"min": 0, "max": 9, "boj_min": 0, "boj_max": 9}
                        for name in ("A", "B")},
             "input": {"lines": ["A B"]},
             "tests": [{"kind": "max", "count": 1, "build_only": ["max-01"]}]}), "utf-8")
        (folder / "gen.py").write_text(
            'def generate(kind, seed):\n    return "9 9\\n"\n', "utf-8")
        (folder / "brute.py").write_text(
            'def answer(text):\n    a, b = map(int, text.split())\n'
            '    return "%d %d\\n" % (a + b, a * b)\n\n\n'
            'def feasible(text):\n    return True\n', "utf-8")
        data = root / "testdata" / "1-sum-product"
        data.mkdir(parents=True)
        (data / "SHA256SUMS").write_text("".join(
            "%s  %s\n" % (hashlib.sha256(content).hexdigest(), name)
            for name, content in (("max-01.in", b"9 9\n"), ("max-01.out", b"18 81\n"))), "ascii")
        (root / "build").mkdir()
        code, output, errors = in_namespace(
            self, {root / "build": "ro"},
            [*PYTHON, str(JUDGE_DIR / "testdata.py"), "--build-only"], root,
            dict(os.environ, JUDGE_ROOT=str(root)))
        self.assertEqual((code, output), (2, ""), errors)
        self.assertEqual(errors, "testdata.py: cannot write build/testdata/1-sum-product/ "
                                 "(Read-only file system): testdata.py writes the test data "
                                 "there; " + WHAT_TO_DO + "\n")
        code = subprocess.run([*PYTHON, str(JUDGE_DIR / "testdata.py"), "--build-only"],
                              cwd=str(root), env=dict(os.environ, JUDGE_ROOT=str(root)),
                              stdout=subprocess.PIPE, timeout=120).returncode
        self.assertEqual(code, 0)  # where it can write: the same case written
        self.assertEqual((root / "build" / "testdata" / "1-sum-product" / "max-01.out")
                         .read_bytes(), b"18 81\n")


class StressTest(unittest.TestCase):
    def test_a_failure_found_is_shown_though_it_cannot_be_saved(self):
        saved = BUILD / "stress"
        saved.mkdir(parents=True, exist_ok=True)
        code, output, errors = in_namespace(
            self, {saved: "ro"},
            [*PYTHON, str(JUDGE_DIR / "stress.py"), "20004", "--solution",
             "problems/20004-baskin-robbins-31/wrong/mod-31.c", "--seconds", "2"],
            REPOSITORY, dict(os.environ))
        self.assertEqual(code, 2, output + errors)
        self.assertIn("problems/20004-baskin-robbins-31/wrong/mod-31.c fails on ", output)
        self.assertNotIn("again:", output)
        # where runs are not isolated (JUDGE_ISOLATION=off), a note line comes first
        errors = "".join(line for line in errors.splitlines(True)
                         if not line.startswith("stress.py: runs are not isolated: "))
        self.assertEqual(errors, "stress.py: cannot write build/stress/20004-baskin-robbins-31/ "
                                 "(Read-only file system): stress.py saves the failing input "
                                 "there, for judge.py --tests to replay; " + WHAT_TO_DO + "\n")


if __name__ == "__main__":
    unittest.main()
