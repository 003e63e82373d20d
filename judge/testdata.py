"""Generate, write and check the test data of every problem (`make testdata`).

    python3 judge/testdata.py [PROBLEM ...]               write testdata/ and build/testdata/
    python3 judge/testdata.py --build-only [PROBLEM ...]  only the cases too big to commit
    python3 judge/testdata.py --build-only --regenerate   the same, up-to-date cases included
    python3 judge/testdata.py --check [PROBLEM ...]       regenerate and compare, write nothing

PROBLEM is a BOJ id (2373) or a folder name; none means every folder of problems/. The cases
are the plan of problem.json's "tests" (lib/problems.py, Problem.plan): a case's input is
gen.generate(kind, seed), which must pass the problem's validator; its expected output is
brute.answer when brute.feasible, else reference.answer. Committed cases go to
testdata/<folder>/NAME.in/.out, the others to build/testdata/<folder>/;
testdata/<folder>/SHA256SUMS lists the sha256 of every file of both, in sha256sum format,
sorted by name. A second run changes no byte.

Exit status: 0 when done (with --check: nothing differs), 1 when a problem's scripts or data
are broken or, with --check, differ, 2 for a bad command line (an unknown problem, a
problem.json that cannot be read) or a folder it cannot write (a read-only repository, a full
disk: the message names the folder and says what to do). check.py calls `check_all` and
`build_only`'s command line. The repository root is the parent of this folder, or the
environment variable JUDGE_ROOT when it is set.
"""
import argparse
import hashlib
import multiprocessing
import sys

import judge
from lib import inputs, problems

ROOT = problems.ROOT
SUMS = "SHA256SUMS"


class DataError(Exception):
    """A problem's scripts or data are broken; the message names the problem and the case."""


def make_case(problem, name, kind, seed):
    """Return (input bytes, expected output bytes, "brute" or "reference") of one case."""
    where = f"{problem.name} case {name} (gen.generate({kind!r}, {seed}))"
    try:
        text = problem.script("gen").generate(kind, seed)
    except problems.ProblemError as error:
        raise DataError(str(error)) from error
    except Exception as error:
        raise DataError(f"{where}: generator failed: {error!r}") from error
    try:
        problem.validate(text)
    except inputs.InputError as error:
        raise DataError(f"{where}: input rejected by the validator: {error}") from error
    try:
        source, answer = problem.answer_source(text)
    except problems.ProblemError as error:
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
    for name, kind, seed, committed in problem.plan():
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
    cases = [case for case in problem.plan() if not case[3]]
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
    for name, kind, seed, committed in problem.plan():
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
                issues.append(f"testdata/{problem.name}/{path.name} is not in the plan "
                              "(problem.json's \"tests\")")
    for file_name in sorted(set(hashes) | set(on_disk)):
        if file_name not in on_disk:
            issues.append(f"{SUMS} lacks {file_name}")
        elif file_name not in hashes:
            issues.append(f"{SUMS} lists {file_name}, which is not in the plan")
        elif hashes[file_name] != on_disk[file_name]:
            issues.append(f"{SUMS} entry of {file_name} does not match its content")
    if not issues and (problem.testdata / SUMS).read_text("ascii") != sums_text(hashes):
        issues.append(f"{SUMS} is not sorted or not in sha256sum format")
    return issues


def _check_by_name(args):
    name, regenerate_build = args
    try:
        return check(problems.get(name), regenerate_build)
    except (DataError, problems.ProblemError) as error:
        return [str(error)]
    except Exception as error:  # a broken script of one problem must not hide the others
        return [f"{type(error).__name__}: {error}"]


def check_all(chosen, regenerate_build=True, jobs=2):
    """{problem name: check(problem)} with up to `jobs` worker processes."""
    work = [(problem.name, regenerate_build) for problem in chosen]
    if jobs <= 1 or len(work) <= 1:
        results = [_check_by_name(item) for item in work]
    else:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.map(_check_by_name, work, chunksize=1)
    return {problem.name: issues for problem, issues in zip(chosen, results)}


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
        chosen = problems.find(args.problems)
    except problems.ProblemError as error:
        print(judge.escaped(f"testdata.py: {error}"), file=sys.stderr)
        return 2
    try:
        if args.check:
            failed = False
            for name, issues in check_all(chosen).items():
                failed = failed or bool(issues)
                print(f"{name}: {'differs' if issues else 'identical'}")
                for issue in issues:
                    print(f"  {issue}")
            return 1 if failed else 0
        for problem in chosen:
            if args.build_only:
                written = build_only(problem, args.regenerate)
                if written:
                    print(f"{problem.name}: {written} build-only case(s) generated")
            else:
                print(write_all(problem))
    except (DataError, problems.ProblemError) as error:
        print(judge.escaped(f"testdata.py: {error}"), file=sys.stderr)
        return 1
    except judge.SetupError as error:
        print(judge.escaped(f"testdata.py: {error}"), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
