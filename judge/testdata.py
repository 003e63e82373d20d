"""Generate, write and check the test data of every problem (`make testdata`).

    python3 judge/testdata.py [PROBLEM ...]               write testdata/ and build/testdata/
    python3 judge/testdata.py --build-only [PROBLEM ...]  only the cases too big to commit
    python3 judge/testdata.py --build-only --regenerate   the same, up-to-date cases included
    python3 judge/testdata.py --check [PROBLEM ...]       regenerate and compare, write nothing

PROBLEM is a BOJ id (2373) or a folder name; none means every folder of problems/. A case of
gen.plan() is (name, kind, seed, committed): its input is gen.generate(kind, seed), which must
pass validate.validate; its expected output is brute.answer when brute.feasible (or when brute.py
has no feasible), else reference.answer. Committed cases go to testdata/<folder>/NAME.in/.out,
the others to build/testdata/<folder>/; testdata/<folder>/SHA256SUMS lists the sha256 of every
file of both, in sha256sum format, sorted by name. A second run changes no byte.

Exit status: 0 when done (with --check: nothing differs), 1 when a problem's scripts or data
are broken or, with --check, differ, 2 for a bad command line or a folder it cannot write (a
read-only repository, a full disk: the message names the folder and says what to do).

The modules below are shared with check.py, stress.py and fuzz.py: `find_problems` and
`Problem.module` load a problem's scripts without running their command lines. The repository
root is the parent of this folder, or the environment variable JUDGE_ROOT when it is set.
"""
import argparse
import hashlib
import importlib.util
import multiprocessing
import os
import sys
from pathlib import Path

JUDGE_DIR = Path(__file__).resolve().parent
ROOT = Path(os.environ.get("JUDGE_ROOT") or JUDGE_DIR.parent).resolve()
SUMS = "SHA256SUMS"
SCRIPT_NAMES = ("brute", "gen", "validate", "reference")

sys.path.insert(0, str(JUDGE_DIR))
import judge  # noqa: E402  (needs the path above)
import testlib  # noqa: E402  (needs the path above)


class DataError(Exception):
    """A problem's scripts or data are broken; the message names the problem and the case."""


class Problem:
    """One folder of problems/: its problem.json, its scripts and where its data lives."""

    def __init__(self, folder, meta):
        self.folder = folder
        self.name = folder.name
        self.meta = meta
        self.id = str(self.meta["id"])
        self.testdata = ROOT / "testdata" / self.name
        self.build_testdata = ROOT / "build" / "testdata" / self.name
        self._modules = {}

    def module(self, name):
        """The problem's NAME.py imported as a module, or None when the file does not exist.

        Each problem's scripts get their own module names, so gen.py of one problem never
        stands in for another's; a script may import its siblings by their plain names.
        """
        if name not in self._modules:
            path = self.folder / f"{name}.py"
            self._modules[name] = _import_script(path, self.name) if path.exists() else None
        return self._modules[name]

    def require(self, name):
        module = self.module(name)
        if module is None:
            raise DataError(f"{self.name}: {name}.py is missing")
        return module

    def answer_source(self, text):
        """("brute", brute.answer) when brute.feasible(text) (or brute.py has no feasible), else
        ("reference", reference.answer); DataError when there is no reference.py then."""
        brute = self.require("brute")
        feasible = getattr(brute, "feasible", None)
        if feasible is None or feasible(text):
            return "brute", brute.answer
        reference = self.module("reference")
        if reference is None:
            raise DataError("brute.py says infeasible and there is no reference.py")
        return "reference", reference.answer

    def test_inputs(self):
        """Every .in file of the problem's test data: testdata/ then build/testdata/."""
        found = []
        for folder in (self.testdata, self.build_testdata):
            if folder.is_dir():
                found += sorted(folder.glob("*.in"))
        return found


def _import_script(path, problem_name):
    unique = f"problem_{problem_name.replace('-', '_')}_{path.stem}"
    spec = importlib.util.spec_from_file_location(unique, path)
    module = importlib.util.module_from_spec(spec)
    saved = {name: sys.modules.pop(name) for name in SCRIPT_NAMES if name in sys.modules}
    sys.path.insert(0, str(path.parent))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(path.parent))
        for name in SCRIPT_NAMES:
            sys.modules.pop(name, None)
        sys.modules.update(saved)
    return module


def find_problems(selectors=()):
    """The problems named by `selectors` (ids or folder names), or all of them, by id.

    Found and selected exactly as judge.py finds and selects them.
    """
    try:
        found = judge.select_problems(judge.load_problems(ROOT), selectors)
    except judge.SetupError as error:
        raise DataError(str(error)) from error
    return [Problem(problem["dir"], problem["meta"]) for problem in found]


def plan(problem):
    """gen.plan() checked: names unique and usable as file names."""
    cases = [tuple(case) for case in problem.require("gen").plan()]
    names = [case[0] for case in cases]
    for name in names:
        if not name or "/" in name or name.startswith(".") or names.count(name) > 1:
            raise DataError(f"{problem.name}: bad or repeated case name {name!r} in gen.plan()")
    return cases


def make_case(problem, name, kind, seed):
    """Return (input bytes, expected output bytes, "brute" or "reference") of one case."""
    where = f"{problem.name} case {name} (gen.generate({kind!r}, {seed}))"
    try:
        text = problem.require("gen").generate(kind, seed)
    except DataError:
        raise
    except Exception as error:
        raise DataError(f"{where}: generator failed: {error!r}") from error
    try:
        problem.require("validate").validate(text)
    except testlib.InputError as error:
        raise DataError(f"{where}: input rejected by validate.py: {error}") from error
    try:
        source, answer = problem.answer_source(text)
    except DataError as error:
        raise DataError(f"{where}: {error}") from error
    try:
        output = answer(text)
    except Exception as error:
        raise DataError(f"{where}: {source}.py failed: {error!r}") from error
    return text.encode("utf-8"), output.encode("utf-8"), source


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def sums_text(hashes):
    """SHA256SUMS content for {file name: hex digest}, sorted by file name."""
    return "".join(f"{hashes[name]}  {name}\n" for name in sorted(hashes))


def read_sums(problem):
    """{file name: hex digest} from testdata/<folder>/SHA256SUMS, or None if it is absent."""
    path = problem.testdata / SUMS
    if not path.is_file():
        return None
    hashes = {}
    for number, line in enumerate(path.read_text("ascii").splitlines(), 1):
        digest, sep, name = line.partition("  ")
        if not sep or len(digest) != 64:
            raise DataError(f"{path}: line {number}: not in sha256sum format")
        hashes[name] = digest
    return hashes


def _write_if_changed(path, data):
    """Write `data` to `path` unless it holds them; judge.SetupError, saying what to do, when the
    folder cannot be written (a read-only repository, a full disk)."""
    if not path.is_file() or path.read_bytes() != data:
        _writing(path.parent, lambda: (path.parent.mkdir(parents=True, exist_ok=True),
                                       judge.replace_file(path, data)))


def _writing(folder, write):
    """Call write(); an OSError it raises becomes the judge.SetupError for `folder`."""
    try:
        write()
    except OSError as error:
        raise judge.unwritable(folder, error, "testdata.py writes the test data there")


def _case_files(name, data_in, data_out):
    return {f"{name}.in": data_in, f"{name}.out": data_out}


def write_all(problem):
    """Regenerate every case of `problem`, write it and SHA256SUMS; return a summary line."""
    hashes, wanted, sources = {}, {problem.testdata: set(), problem.build_testdata: set()}, []
    for name, kind, seed, committed in plan(problem):
        data_in, data_out, source = make_case(problem, name, kind, seed)
        sources.append(source)
        folder = problem.testdata if committed else problem.build_testdata
        for file_name, data in _case_files(name, data_in, data_out).items():
            _write_if_changed(folder / file_name, data)
            hashes[file_name] = sha256(data)
            wanted[folder].add(file_name)
    problem.testdata.mkdir(parents=True, exist_ok=True)
    for folder, names in wanted.items():
        if folder.is_dir():
            for stale in list(folder.glob("*.in")) + list(folder.glob("*.out")):
                if stale.name not in names:
                    _writing(folder, stale.unlink)
    _write_if_changed(problem.testdata / SUMS, sums_text(hashes).encode("ascii"))
    committed = len(wanted[problem.testdata]) // 2
    built = len(wanted[problem.build_testdata]) // 2
    return (f"{problem.name}: {len(sources)} cases written ({committed} in testdata/, "
            f"{built} in build/testdata/); answers: {sources.count('brute')} from brute.py, "
            f"{sources.count('reference')} from reference.py")


def build_only(problem, regenerate=False):
    """Generate the build-only cases that are missing or stale; return how many were written.

    A case whose files already match SHA256SUMS is skipped unless `regenerate` is true (make
    test: a change of gen.py or reference.py must show); one whose regenerated bytes do not
    match SHA256SUMS is a DataError (the committed sums and the generator disagree).
    """
    cases = [case for case in plan(problem) if not case[3]]
    if not cases:
        return 0
    hashes = read_sums(problem)
    if hashes is None:
        raise DataError(f"{problem.name}: testdata/{problem.name}/{SUMS} is missing "
                        "(run `make testdata`)")
    written = 0
    for name, kind, seed, _ in cases:
        paths = {n: problem.build_testdata / n for n in (f"{name}.in", f"{name}.out")}
        if not regenerate and all(path.is_file() and sha256(path.read_bytes()) == hashes.get(n)
                                  for n, path in paths.items()):
            continue
        data_in, data_out, _ = make_case(problem, name, kind, seed)
        for file_name, data in _case_files(name, data_in, data_out).items():
            if hashes.get(file_name) != sha256(data):
                raise DataError(f"{problem.name}: regenerated {file_name} does not match "
                                f"testdata/{problem.name}/{SUMS} (gen.py or an answer source "
                                "changed; `make testdata` if that is meant)")
            _write_if_changed(paths[file_name], data)
        written += 1
    return written


def _first_difference(expected, actual):
    old, new = expected.split(b"\n"), actual.split(b"\n")
    for number, (line_old, line_new) in enumerate(zip(old, new), 1):
        if line_old != line_new:
            return (f"line {number}: regenerated {line_old[:60]!r}, "
                    f"on disk {line_new[:60]!r}")
    return f"regenerated has {len(old)} lines, on disk {len(new)}"


def check(problem, regenerate_build=True):
    """Every way the data on disk differs from a fresh regeneration, as a list of messages.

    With regenerate_build=False the build-only cases are not regenerated but their files must
    match SHA256SUMS (what build_only(problem, regenerate=True) has just established).
    """
    issues = []
    on_disk = read_sums(problem)
    if on_disk is None:
        issues.append(f"testdata/{problem.name}/{SUMS} is missing")
        on_disk = {}
    hashes, committed_names = {}, set()
    for name, kind, seed, committed in plan(problem):
        folder = problem.testdata if committed else problem.build_testdata
        label = "testdata" if committed else "build/testdata"
        if committed or regenerate_build:
            data_in, data_out, _ = make_case(problem, name, kind, seed)
            files = _case_files(name, data_in, data_out)
        else:
            files = {n: None for n in (f"{name}.in", f"{name}.out")}
        for file_name, data in files.items():
            path = folder / file_name
            if committed:
                committed_names.add(file_name)
            if data is not None:
                hashes[file_name] = sha256(data)
            if not path.is_file():
                if committed or data is None:
                    issues.append(f"{label}/{problem.name}/{file_name} is missing")
                continue
            disk = path.read_bytes()
            if data is None:
                hashes[file_name] = sha256(disk)
            elif disk != data:
                issues.append(f"{label}/{problem.name}/{file_name} differs from the "
                              f"regenerated case: {_first_difference(data, disk)}")
    if problem.testdata.is_dir():
        for path in sorted(problem.testdata.iterdir()):
            if path.name != SUMS and path.name not in committed_names:
                issues.append(f"testdata/{problem.name}/{path.name} is not in gen.plan()")
    for file_name in sorted(set(hashes) | set(on_disk)):
        if file_name not in on_disk:
            issues.append(f"{SUMS} lacks {file_name}")
        elif file_name not in hashes:
            issues.append(f"{SUMS} lists {file_name}, which is not in gen.plan()")
        elif hashes[file_name] != on_disk[file_name]:
            issues.append(f"{SUMS} entry of {file_name} does not match its content")
    if not issues and (problem.testdata / SUMS).read_text("ascii") != sums_text(hashes):
        issues.append(f"{SUMS} is not sorted or not in sha256sum format")
    return issues


def _check_by_name(args):
    name, regenerate_build = args
    try:
        return check(find_problems([name])[0], regenerate_build)
    except DataError as error:
        return [str(error)]
    except Exception as error:  # a broken script of one problem must not hide the others
        return [f"{type(error).__name__}: {error}"]


def check_all(problems, regenerate_build=True, jobs=2):
    """{problem name: check(problem)} with up to `jobs` worker processes."""
    work = [(problem.name, regenerate_build) for problem in problems]
    if jobs <= 1 or len(work) <= 1:
        results = [_check_by_name(item) for item in work]
    else:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.map(_check_by_name, work, chunksize=1)
    return {problem.name: issues for problem, issues in zip(problems, results)}


def main():
    parser = argparse.ArgumentParser(description="Generate and check the test data.")
    parser.add_argument("problems", nargs="*", metavar="PROBLEM", help="id or folder name")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--build-only", action="store_true",
                      help="only the cases that are not committed, skipping up-to-date ones")
    mode.add_argument("--check", action="store_true",
                      help="regenerate everything and report differences; write nothing")
    parser.add_argument("--regenerate", action="store_true",
                        help="with --build-only: regenerate the up-to-date cases too")
    args = parser.parse_args()
    if args.regenerate and not args.build_only:
        parser.error("--regenerate goes with --build-only")
    try:
        problems = find_problems(args.problems)
        if args.check:
            failed = False
            for name, issues in check_all(problems).items():
                failed = failed or bool(issues)
                print(f"{name}: {'differs' if issues else 'identical'}")
                for issue in issues:
                    print(f"  {issue}")
            return 1 if failed else 0
        for problem in problems:
            if args.build_only:
                written = build_only(problem, args.regenerate)
                if written:
                    print(f"{problem.name}: {written} build-only case(s) generated")
            else:
                print(write_all(problem))
    except DataError as error:
        print(judge.escaped(f"testdata.py: {error}"), file=sys.stderr)
        return 1
    except judge.SetupError as error:
        print(judge.escaped(f"testdata.py: {error}"), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
