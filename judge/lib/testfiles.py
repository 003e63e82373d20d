"""Finding tests: the NAME.in / NAME.out pairs of a folder (collect_tests) and the tests of a
problem (problem_tests: testdata/<folder>/ and build/testdata/<folder>/, or a folder given
instead), samples first, then by name. judge/README.md ("Command line") is the manual."""
import os

from .errors import SetupError

def _test_order(name):
    return (not name.startswith("sample"), name)


def collect_tests(folders):
    """The (name, input path, expected path) of every NAME.in in `folders`, samples first."""
    tests = {}
    for folder in folders:
        base = "" if str(folder) == "." else str(folder)  # paths written as pathlib writes them
        # One listing per folder, not a stat per file: hundreds of tests are found in a
        # millisecond or two.
        entries = {entry.name: entry for entry in os.scandir(str(folder))}
        for name in sorted(n for n in entries if n.endswith(".in") and n != ".in"):
            stem = name[:-len(".in")]
            case, expected = os.path.join(base, name), os.path.join(base, stem + ".out")
            if stem + ".out" not in entries:
                raise SetupError("missing expected output %s for %s" % (expected, case))
            for path, what in ((name, "test input"), (stem + ".out", "expected output")):
                shown = os.path.join(base, path)
                if not entries[path].is_file() or not os.access(shown, os.R_OK):
                    raise SetupError("unreadable %s %s" % (what, shown))
            tests[stem] = (stem, case, expected)
    return [tests[name] for name in sorted(tests, key=_test_order)]


def problem_tests(problem, tests_dir):
    if tests_dir is not None:
        if not tests_dir.is_dir():
            raise SetupError("test folder %s does not exist" % tests_dir)
        folders = [tests_dir]
    else:
        committed = problem.testdata
        if not committed.is_dir():
            raise SetupError("test folder %s does not exist" % committed)
        folders = [committed]
        generated = problem.build_testdata
        if generated.is_dir():
            folders.append(generated)
    tests = collect_tests(folders)
    if not tests:
        raise SetupError("no NAME.in / NAME.out pairs in %s"
                         % " or ".join(str(f) for f in folders))
    return tests
