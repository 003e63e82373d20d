"""Finding tests: the tests of folders (collect_tests: each NAME.in with its expected output
NAME.out or NAME.ans, as a problem's test data, oj's `sample-1.in` / `sample-1.out` or a
numbered `1.in` / `1.ans` hold them), in one order: samples first, then by name with the
numbers in names read as numbers (sample-2 before sample-10). A problem's folders are
problems.Problem.test_folders, and problem.tests() its tests; problem_tests is the same for a
command, or those of a folder given instead (the test/ of an oj project's folder when it is
one), where a missing folder or no test is an error. A test file must be a regular file of its
folder (a link is followed only to a file of the same folder) and hold at most INPUT_CAP or
EXPECTED_CAP bytes. judge/README.md ("Command line", "Your own folder of tests") is the
manual."""
import os
import re
import stat
from pathlib import Path

from . import files, readable
from .errors import SetupError

EXPECTED_SUFFIXES = (".out", ".ans")  # what an expected output's name may end with
INPUT_CAP = 1 << 30  # bytes of an input: the runner gives a run a copy of it in memory
EXPECTED_CAP = 64 << 20  # bytes of an expected output: the judge holds it whole to compare
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


def _test_file(entry, base, real_folder, what, cap):
    """The path to read the test file `entry` (a DirEntry of the folder written `base`, whose
    real path is `real_folder`) by: its own, or for a link to a file of the same folder (or
    below) that file's. SetupError for a link out of the folder, anything but a regular file,
    a file of more than `cap` bytes, or one this user cannot read; `what` names its kind."""
    shown = os.path.join(base, entry.name)
    path = shown
    if entry.is_symlink():
        target = os.path.realpath(entry.path)
        if os.path.commonpath([target, real_folder]) != real_folder or target == real_folder:
            raise SetupError("%s %s is a link out of its folder (to %s): a test file must "
                             "be a file of its folder" % (what, readable.one_line(shown),
                                                          readable.one_line(target)))
        path = os.path.join(base, os.path.relpath(target, real_folder))
    try:
        status = os.stat(path, follow_symlinks=False)
    except OSError as error:
        raise SetupError("unreadable %s %s (%s)" % (what, readable.one_line(shown),
                                                    error.strerror))
    if not stat.S_ISREG(status.st_mode):
        raise SetupError("unreadable %s %s: %s, not a regular file" % (
            what, readable.one_line(shown), files.file_kind(status.st_mode)))
    if status.st_size > cap:
        raise SetupError(files.too_large(what, readable.one_line(shown), status.st_size, cap))
    if not os.access(path, os.R_OK):
        raise SetupError("unreadable %s %s" % (what, readable.one_line(shown)))
    return path


def collect_tests(folders):
    """The (name, input path, expected path) of every NAME.in in `folders`, in test_order:
    each a regular file of its folder (_test_file), of at most INPUT_CAP and EXPECTED_CAP
    bytes."""
    tests = {}
    for folder in folders:
        base = "" if str(folder) == "." else str(folder)  # paths written as pathlib writes them
        real_folder = os.path.realpath(str(folder))
        # One listing per folder, not a stat per file: hundreds of tests are found in a
        # millisecond or two.
        entries = {entry.name: entry for entry in os.scandir(str(folder))}
        for name in sorted(n for n in entries if n.endswith(".in") and n != ".in"):
            stem = name[:-len(".in")]
            case = os.path.join(base, name)
            expected = _expected_of(stem, entries, base, case)
            tests[stem] = (stem,
                           _test_file(entries[name], base, real_folder, "test input",
                                      INPUT_CAP),
                           _test_file(entries[expected], base, real_folder, "expected output",
                                      EXPECTED_CAP))
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
