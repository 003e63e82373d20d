"""Finding tests: the tests of folders (collect_tests: each NAME.in with its expected output
NAME.out or NAME.ans, as a problem's test data, oj's `sample-1.in` / `sample-1.out` or a
numbered `1.in` / `1.ans` hold them), in one order: samples first, then by name with the
numbers in names read as numbers (sample-2 before sample-10). A problem's folders are
problems.Problem.test_folders, and problem.tests() its tests; problem_tests is the same for a
command, or those of a folder given instead (the test/ of an oj project's folder when it is
one), where a missing folder or no test is an error.
judge/README.md ("Command line", "Your own folder of tests") is the manual."""
import os
import re
from pathlib import Path

from .errors import SetupError

EXPECTED_SUFFIXES = (".out", ".ans")  # what an expected output's name may end with
OJ_TESTS = "test"  # the folder of an oj project that holds its tests
_NUMBERS = re.compile(r"([0-9]+)")


def is_sample(name):
    """Whether the test `name` is a sample: its name starts with `sample` (sample-01, oj's
    sample-1)."""
    return name.startswith("sample")


def test_order(name):
    """The key that sorts test names: samples first, then by name, a run of digits compared
    as a number (`1` < `2` < `10`), then by the names themselves (`01` beside `1`)."""
    parts = _NUMBERS.split(name)  # text, number, text, ...: the same kinds at the same places
    return (not is_sample(name),
            [int(part) if index % 2 else part for index, part in enumerate(parts)], name)


def _expected_of(stem, entries, base, case):
    """The name of the expected output of the test `stem` among a folder's `entries`."""
    found = [stem + suffix for suffix in EXPECTED_SUFFIXES if stem + suffix in entries]
    if not found:
        raise SetupError("missing expected output %s (or %s) for %s" % (
            os.path.join(base, stem + EXPECTED_SUFFIXES[0]),
            " or ".join(stem + suffix for suffix in EXPECTED_SUFFIXES[1:]), case))
    if len(found) > 1:
        raise SetupError("two expected outputs for %s: %s; keep one" % (
            case, " and ".join(os.path.join(base, name) for name in found)))
    return found[0]


def _refuse_strays(entries, base):
    """SetupError when an expected output of a folder's `entries` has no NAME.in: a test whose
    input was renamed or lost would otherwise be left out of the judging without a word."""
    for name in sorted(entries, key=test_order):
        stem, _, suffix = name.rpartition(".")
        if stem and "." + suffix in EXPECTED_SUFFIXES and stem + ".in" not in entries:
            raise SetupError("expected output %s has no input %s" % (
                os.path.join(base, name), os.path.join(base, stem + ".in")))


def collect_tests(folders):
    """The (name, input path, expected path) of every NAME.in in `folders`, in test_order."""
    tests = {}
    for folder in folders:
        base = "" if str(folder) == "." else str(folder)  # paths written as pathlib writes them
        # One listing per folder, not a stat per file: hundreds of tests are found in a
        # millisecond or two.
        entries = {entry.name: entry for entry in os.scandir(str(folder))}
        for name in sorted(n for n in entries if n.endswith(".in") and n != ".in"):
            stem = name[:-len(".in")]
            case = os.path.join(base, name)
            expected = _expected_of(stem, entries, base, case)
            for path, what in ((name, "test input"), (expected, "expected output")):
                shown = os.path.join(base, path)
                if not entries[path].is_file() or not os.access(shown, os.R_OK):
                    raise SetupError("unreadable %s %s" % (what, shown))
            tests[stem] = (stem, case, os.path.join(base, expected))
        _refuse_strays(entries, base)
    return [tests[name] for name in sorted(tests, key=test_order)]


def folder_tests(folders):
    """collect_tests(folders), each of which must be a folder holding at least one test;
    SetupError, naming the folder, otherwise."""
    for folder in folders:
        if not folder.exists():
            raise SetupError("test folder %s does not exist" % folder)
        if not folder.is_dir():
            raise SetupError("test folder %s is not a folder" % folder)
    tests = collect_tests(folders)
    if not tests:
        raise SetupError("no tests in %s: a test is NAME.in with its expected output "
                         "NAME.out or NAME.ans" % " or ".join(str(f) for f in folders))
    return tests


def oj_project_tests(folder):
    """`folder`, or its test/ when `folder` holds no test input and test/ is a folder: the
    folder of an online-judge-tools project, where `oj download` writes the samples and `oj
    test` looks for them."""
    inner = Path(folder) / OJ_TESTS
    if Path(folder).is_dir() and inner.is_dir() and not any(
            name.endswith(".in") for name in os.listdir(str(folder))):
        return inner
    return folder


def problem_tests(problem, tests_dir=None):
    """The tests of `problem` (a problems.Problem) a command judges: those of `tests_dir` (of
    its test/ in an oj project's folder) when it is given, else problem.tests(), each folder
    required to exist and to hold a test (folder_tests)."""
    return folder_tests([oj_project_tests(tests_dir)] if tests_dir is not None
                        else problem.test_folders())
