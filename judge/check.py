"""Everything that shows the project is right (`make test`); ends with `N passed, M failed`.

    python3 judge/check.py

One line per check, `PASS <name>` or `FAIL <name>` followed by indented detail; `SKIP <name>:
reason` for the clang compile when clang is not installed and for a judge test the machine
cannot run (a kernel that refuses the sandbox's namespaces). Exit status 1 if any check
failed, 2 when build/check/ cannot be written (a read-only repository, a full disk) or a
problem.json cannot be read. In order:
 1. strict compiles of every solution.c: BOJ's C11 command without a single warning,
    gcc -std=c99 -pedantic -Wall -Wextra -Werror, clang -std=c11 -Wall -Wextra -Werror;
 2. `testdata.py --build-only --regenerate` (the cases too big to commit, made afresh and held
    to SHA256SUMS), then `judge.py --json` on every problem and all its test data, then the
    judge's own unittest suite in judge/tests (one check per test);
 3. per problem: every test input passes the problem's validator, which refuses the inputs
    fuzz.py builds to be invalid; the data regenerates byte for byte and matches SHA256SUMS;
    solution.c equals brute.py over the whole brute.domain(); reference.py equals brute.py there;
    README.md is a whole write-up (judge/writeup.py: its sections, every output block what
    its command prints, code blocks within 80 columns, figure.svg what figure.py draws); the
    front README.md's examples are what their commands print; solution.c answers every test input
    laid out in each of LAYOUTS as the test expects; a short stress run; every wrong/*.c gets
    the verdict its first line promises;
 4. per problem: the sanitizer runs of fuzz.py.
Build products go to build/ only.
"""
import json
import re
import shutil
import subprocess
import sys
import tempfile
import traceback
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from lib import (cli, dataset, errors, explain, files, hunt, inputs, judging, languages, problems,
                 readable, sanitizers, writeups)

ROOT = problems.ROOT
BUILD = ROOT / "build" / "check"
JOBS = 2
STRESS_SECONDS = 2.0
UNITTEST_TIMEOUT_S = 300
WRONG_FIRST_LINE = re.compile(r"/\* (WA|PE|TLE|RE|MLE|OLE|REJECTED): \S.* \*/\Z")
COMPILERS = (
    ("boj-gcc-c11", "gcc", languages.BOJ_FLAGS),
    ("gcc-c99-pedantic", "gcc", ("-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror",
                                 "-lm")),
    ("clang-c11", "clang", ("-std=c11", "-Wall", "-Wextra", "-Werror", "-lm")),
)
UNITTEST_RUNNER = r"""
import json, sys, unittest

class Collect(unittest.TestResult):
    def __init__(self):
        super().__init__()
        self.rows = []

    def addSuccess(self, test):
        self.rows.append((test.id(), "ok", ""))

    def addFailure(self, test, err):
        self.rows.append((test.id(), "FAIL", self._exc_info_to_string(err, test)))

    def addError(self, test, err):
        self.rows.append((test.id(), "ERROR", self._exc_info_to_string(err, test)))

    def addSubTest(self, test, subtest, err):
        if err is not None:
            kind = "FAIL" if issubclass(err[0], test.failureException) else "ERROR"
            self.rows.append((subtest.id(), kind, self._exc_info_to_string(err, test)))

    def addSkip(self, test, reason):
        self.rows.append((test.id(), "skip", reason))

    def addExpectedFailure(self, test, err):
        self.rows.append((test.id(), "ok", ""))

    def addUnexpectedSuccess(self, test):
        self.rows.append((test.id(), "FAIL", "unexpected success"))

result = Collect()
unittest.defaultTestLoader.discover(sys.argv[1], top_level_dir=sys.argv[2]).run(result)
with open(sys.argv[3], "w") as out:
    json.dump(result.rows, out)
"""


class Tally:
    """Prints one line per check and counts them."""

    def __init__(self):
        self.passed = self.failed = 0

    def record(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(readable.escaped(f"PASS {name}"), flush=True)
        else:
            self.failed += 1
            print(readable.escaped(f"FAIL {name}"), flush=True)
            for line in (detail or "(no detail)").rstrip("\n").split("\n"):
                print(readable.escaped(f"    {line}"), flush=True)

    def skip(self, name, reason):
        print(readable.escaped(f"SKIP {name}: {reason}"), flush=True)

    def guarded(self, name, check, *args):
        """Record check(*args) -> (ok, detail); an exception in it is a FAIL with its trace."""
        try:
            ok, detail = check(*args)
        except errors.CompileError as error:
            ok, detail = False, "does not compile:\n" + tail(error.message, 20)
        except Exception:  # a broken problem script must not stop the other checks
            ok, detail = False, "".join(traceback.format_exc().splitlines(True)[-8:])
        self.record(name, ok, detail)


def tail(text, lines=15):
    return "\n".join(text.rstrip("\n").split("\n")[-lines:])


def output_diff(expected, actual, max_lines=12):
    """The first lines of the diff of two outputs (bytes), as the judge shows it (explain.diff_of:
    a window around the first difference, control bytes escaped)."""
    return "\n".join(explain.diff_of(expected, actual)[:max_lines])


# 1. Strict compiles

def compile_strict(problem, label, compiler, flags):
    source = problem.folder / "solution.c"
    if not source.is_file():
        return False, f"{source} is missing"
    out = BUILD / problem.name / label
    out.parent.mkdir(parents=True, exist_ok=True)
    argv = [compiler, source.name, "-o", str(out), *flags]
    done = subprocess.run(argv, capture_output=True, text=True, cwd=problem.folder)
    if done.returncode == 0 and not done.stderr:
        return True, ""
    return False, f"$ {' '.join(argv)}\n{tail(done.stderr or done.stdout, 20)}"


def check_compiles(tally, chosen):
    jobs = [(problem, label, compiler, flags)
            for problem in chosen for label, compiler, flags in COMPILERS]
    clang_missing = shutil.which("clang") is None
    with ThreadPoolExecutor(JOBS) as pool:
        outcomes = [None if clang_missing and job[2] == "clang"
                    else pool.submit(compile_strict, *job) for job in jobs]
        for (problem, label, _, _), outcome in zip(jobs, outcomes):
            name = f"compile-{label} {problem.name}"
            if outcome is None:
                tally.skip(name, "clang is not installed")
            else:
                tally.record(name, *outcome.result())


# 2. The judge on all test data, and its own tests

def check_build_data(tally):
    done = subprocess.run([sys.executable, str(ROOT / "judge" / "testdata.py"), "--build-only",
                           "--regenerate"], capture_output=True, text=True, cwd=ROOT)
    tally.record("testdata-build-only", done.returncode == 0,
                 tail(done.stderr + done.stdout))


def check_judge(tally, chosen, work):
    report = work / "judge.json"
    done = subprocess.run([sys.executable, str(ROOT / "judge" / "judge.py"), "--json",
                           str(report)], capture_output=True, text=True, cwd=ROOT)
    try:
        results = json.loads(report.read_text("utf-8"))["results"]
    except (OSError, ValueError, KeyError):
        tally.record("judge", False, f"no JSON report (exit {done.returncode})\n"
                     + tail(done.stderr + done.stdout))
        return
    for problem in chosen:
        mine = [r for r in results if str(r.get("problem")) == problem.id]
        bad = [r for r in mine if r.get("verdict") != "AC"]
        detail = "\n".join(f"{r.get('test')}: {r.get('verdict')}" for r in bad[:10])
        if not mine:
            detail = "no test was judged"
        tally.record(f"judge {problem.name}", bool(mine) and not bad, detail)


def check_unittests(tally, work):
    rows_file = work / "unittest.json"
    tests = ROOT / "judge" / "tests"
    if not tests.is_dir():
        tally.record("judge-tests", False, f"{tests} does not exist")
        return
    try:
        done = subprocess.run([sys.executable, "-c", UNITTEST_RUNNER, str(tests),
                               str(tests.parent), str(rows_file)], capture_output=True, text=True,
                              cwd=ROOT,
                              timeout=UNITTEST_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        tally.record("judge-tests", False, f"the suite ran longer than {UNITTEST_TIMEOUT_S} s")
        return
    try:
        rows = json.loads(rows_file.read_text("utf-8"))
    except (OSError, ValueError):
        tally.record("judge-tests", False, f"the suite did not finish (exit {done.returncode})"
                     f"\n{tail(done.stderr + done.stdout)}")
        return
    if not rows:
        tally.record("judge-tests", False, "the suite ran 0 tests")
    for test_id, outcome, detail in rows:
        if outcome == "skip":
            tally.skip(f"judge-test {test_id}", detail)
        else:
            tally.record(f"judge-test {test_id}", outcome == "ok", tail(detail, 12))


# 3. Test data, exhaustive checks, wrong solutions

def check_validate(problem):
    found = problem.test_inputs()
    if not found:
        return False, "no test input found"
    bad = []
    for path in found:
        try:
            problem.validate(path.read_bytes().decode("ascii"))
        except (inputs.InputError, UnicodeDecodeError) as error:
            bad.append(f"{path.relative_to(ROOT)}: {error}")
    return not bad, "\n".join(bad[:10])


def check_validator_rejects(problem):
    """The validator refuses every input that fuzz.py builds to break it: the validators stay
    strict, whatever solution.c accepts (what it must do with such inputs is canonical's)."""
    samples = [path for path in problem.test_inputs() if path.name.startswith("sample-")]
    accepted = [(label, data) for label, data in sanitizers.invalid_inputs(problem, samples)
                if sanitizers.is_valid(problem, data)]
    return not accepted, "\n".join(f"the validator accepts {label}:\n"
                                   + readable.excerpt(data, max_lines=3)
                                   for label, data in accepted[:5])


class DomainAnswers:
    """brute.answer over brute.domain(), computed once and shared by the checks using it."""

    def __init__(self):
        self.cache = {}

    def get(self, problem):
        if problem.name not in self.cache:
            brute = problem.script("brute")
            texts = list(brute.domain())
            self.cache[problem.name] = [(text, brute.answer(text)) for text in texts]
        return self.cache[problem.name]


def check_exhaustive(problem, answers):
    pairs = answers.get(problem)
    if not pairs:
        return False, "brute.domain() is empty"
    binary = languages.compile_c(problem.folder / "solution.c")
    timeouts = []

    def one(pair):
        if len(timeouts) >= sanitizers.MAX_TIMEOUTS:  # a hanging solution: the check has failed
            return None
        text, answer = pair
        expected = answer.encode("utf-8")
        verdict, result = judging.judge_executable(binary, problem, text.encode("utf-8"),
                                                 expected)
        if verdict == "TLE":
            timeouts.append(text)
        return verdict, result, expected

    with ThreadPoolExecutor(JOBS) as pool:
        outcomes = list(pool.map(one, pairs))
    failing = [(pair, outcome) for pair, outcome in zip(pairs, outcomes)
               if outcome is not None and outcome[0] != "AC"]
    if not failing:
        return True, ""
    (text, _), (verdict, result, expected) = failing[0]
    not_run = outcomes.count(None)
    stopped = f" ({not_run} not run after {len(timeouts)} TLE)" if not_run else ""
    return False, (f"{len(failing)} of {len(pairs)} domain inputs fail{stopped}; the first:\n"
                   f"{readable.describe_run(verdict, result)}\ninput:\n"
                   f"{readable.excerpt(text.encode('utf-8'))}\n"
                   f"{output_diff(expected, result.stdout)}")


def check_reference(problem, answers):
    reference = problem.script("reference", optional=True)
    if reference is None:
        return True, ""
    for text, answer in answers.get(problem):
        mine = reference.answer(text)
        if mine != answer:
            return False, (f"input:\n{readable.excerpt(text.encode('utf-8'))}\n"
                           + output_diff(answer.encode("utf-8"), mine.encode("utf-8")))
    return True, ""


def check_writeup(problem):
    """README.md has the write-up's sections, every output block is what its command prints
    (the table of small cases and the game played out among them), and figure.svg is what
    figure.py draws now."""
    issues = writeups.check(ROOT, problem.folder)
    return not issues, "\n".join(issues)


def check_examples(page):
    """The examples of README.md or judge/README.md are what their commands print
    (lib/writeups.py)."""
    issues = writeups.front_problems(ROOT, page)
    return not issues, "\n".join(issues)


def _zeros_before_numbers(zeros):
    """A layout that writes `zeros` before every number of a strict-format input."""
    return lambda data: zeros + data[:-1].replace(b" ", b" " + zeros).replace(
        b"\n", b"\n" + zeros) + b"\n"


LAYOUTS = {  # name -> the layout of a test input (tokens split by single spaces and newlines)
    "tabs": lambda data: data.replace(b" ", b"\t"),
    "runs of blanks": lambda data: data.replace(b" ", b" \t  "),
    "CRLF line ends": lambda data: data.replace(b"\n", b"\r\n"),
    "blank lines before and between": lambda data: b"\n \n" + data.replace(b"\n", b"\n\n"),
    "no final newline": lambda data: data[:-1],
    "trailing blanks": lambda data: data.replace(b"\n", b" \t \n"),
    "one number per line": lambda data: data.replace(b" ", b"\n"),
    "all numbers on one line": lambda data: data[:-1].replace(b"\n", b" ") + b"\n",
}
LAYOUTS.update({f"{n} leading zeros": _zeros_before_numbers(b"0" * n) for n in (1, 5, 30)})
LARGE_INPUT = 1 << 20  # bytes; a larger test input is laid out in LARGE_INPUT_LAYOUTS only
LARGE_INPUT_LAYOUTS = ("CRLF line ends", "1 leading zeros")


def check_layout(problem):
    """solution.c answers every test input, re-laid out in each of LAYOUTS, as the test expects.

    Each way reads the same for scanf: the numbers of the strict format are kept, the blanks
    around them and the zeros before them change (the ways that leave an input unchanged, such
    as tabs in a one-number input, are not run). Exit status 0 and an output comparison.compare
    accepts, under the problem's limits, for every test input and every layout.
    """
    binary = languages.compile_c(problem.folder / "solution.c")
    jobs = []
    for path in problem.test_inputs():
        data = path.read_bytes()
        names = LARGE_INPUT_LAYOUTS if len(data) > LARGE_INPUT else tuple(LAYOUTS)
        laid_out = {}  # bytes -> the first name, so that a layout that changes nothing runs once
        for name in names:
            laid_out.setdefault(LAYOUTS[name](data), name)
        jobs += [(path, name, variant) for variant, name in laid_out.items() if variant != data]

    def one(job):
        path, _, laid_out = job
        expected = path.with_suffix(".out").read_bytes()
        return (*judging.judge_executable(binary, problem, laid_out, expected), expected)

    with ThreadPoolExecutor(JOBS) as pool:
        outcomes = list(pool.map(one, jobs))
    failing = [(job, outcome) for job, outcome in zip(jobs, outcomes) if outcome[0] != "AC"]
    if not failing:
        return True, ""
    (path, name, laid_out), (verdict, result, expected) = failing[0]
    return False, (f"{len(failing)} of {len(jobs)} laid-out inputs fail; the first: "
                   f"{path.name} with {name}\n{readable.describe_run(verdict, result)}\ninput:\n"
                   f"{readable.excerpt(laid_out, max_lines=6)}\n"
                   f"{output_diff(expected, result.stdout)}")


def check_stress(problem):
    result = hunt.stress_problem(problem, STRESS_SECONDS)
    return result.failure is None, result.report()


def judge_verdicts(problem, source, report, keep_going):
    """Verdicts of judge.py on `source` over the problem's test data, or an error message."""
    argv = [sys.executable, str(ROOT / "judge" / "judge.py"), problem.id, "--solution",
            str(source), "--json", str(report)] + (["--keep-going"] if keep_going else [])
    if report.exists():
        report.unlink()
    done = subprocess.run(argv, capture_output=True, text=True, cwd=ROOT)
    try:
        results = json.loads(report.read_text("utf-8"))["results"]
    except (OSError, ValueError, KeyError):
        return None, f"no JSON report (exit {done.returncode})\n{tail(done.stderr)}"
    verdicts = [r.get("verdict") for r in results]
    if "CE" in verdicts:
        return None, "does not compile with BOJ's command\n" + tail(done.stdout)
    return verdicts, ""


def check_wrong(problem, source, work):
    """The verdict promised by the first line must show on the test data.

    A first run stops at the first rejected test, as BOJ does; when that is not yet the
    promised verdict, a second run with --keep-going looks at every test. (A slow solution
    promised TLE would otherwise spend the time limit on every one of hundreds of tests.)
    """
    first = source.read_text("utf-8", "replace").split("\n", 1)[0].strip()
    match = WRONG_FIRST_LINE.match(first)
    if not match:
        return False, f"first line is not `/* VERDICT: reason */`: {first[:80]!r}"
    promised = match.group(1)
    report = work / f"wrong-{problem.name}-{source.stem}.json"
    for keep_going in (False, True):
        verdicts, error = judge_verdicts(problem, source, report, keep_going)
        if verdicts is None:
            return False, error
        rejected = [v for v in verdicts if v != "AC"]
        if rejected and promised in ("REJECTED", *rejected):
            return True, ""
    counts = ", ".join(f"{v} {verdicts.count(v)}" for v in sorted(set(verdicts)))
    if not rejected:
        return False, f"accepted on every test ({counts or 'no tests'})"
    return False, f"promises {promised}, got: {counts}"


def check_wrong_all(tally, chosen, work):
    jobs = [(problem, source) for problem in chosen
            for source in sorted((problem.folder / "wrong").glob("*.c"))]
    for problem in chosen:
        if not any(job[0] is problem for job in jobs):
            tally.record(f"wrong {problem.name}", False, "no wrong/*.c")
    with ThreadPoolExecutor(JOBS) as pool:
        futures = [pool.submit(check_wrong, problem, source, work) for problem, source in jobs]
        for (problem, source), future in zip(jobs, futures):
            name = f"wrong {problem.name}/wrong/{source.name}"
            try:
                tally.record(name, *future.result())
            except Exception:
                tally.record(name, False, tail(traceback.format_exc(), 8))


def check_data(tally, chosen):
    try:
        found = dataset.check_all(chosen, regenerate_build=False, jobs=JOBS)
    except Exception:
        detail = tail(traceback.format_exc(), 8)
        found = {problem.name: [detail] for problem in chosen}
    for problem in chosen:
        issues = found[problem.name]
        more = [f"... and {len(issues) - 12} more"] if len(issues) > 12 else []
        tally.record(f"testdata-reproducible {problem.name}", not issues,
                     "\n".join(issues[:12] + more))


# 4. Sanitizers

def check_fuzz(problem):
    try:
        result = sanitizers.fuzz_problem(problem)
    except errors.CompileError as error:
        flags = " ".join(sanitizers.SANITIZER_FLAGS)
        return False, f"does not compile with {flags}:\n{error.message}"
    return not result.failures, result.report()


def main(argv):
    cli.Parser(prog="check.py", description="Everything that shows the project is right "
               "(make test).").parse_args(argv)
    tally = Tally()
    chosen = problems.find()
    try:
        BUILD.mkdir(parents=True, exist_ok=True)
        scratch_folder = tempfile.TemporaryDirectory(dir=BUILD)
    except OSError as error:
        raise files.unwritable(BUILD, error, "make test compiles and keeps its reports there")
    with scratch_folder as scratch:
        work = Path(scratch)
        check_compiles(tally, chosen)
        check_build_data(tally)
        check_judge(tally, chosen, work)
        check_unittests(tally, work)
        answers = DomainAnswers()
        for problem in chosen:
            tally.guarded(f"validate-data {problem.name}", check_validate, problem)
        for problem in chosen:
            tally.guarded(f"validate-rejects {problem.name}", check_validator_rejects, problem)
        check_data(tally, chosen)
        for problem in chosen:
            tally.guarded(f"exhaustive {problem.name}", check_exhaustive, problem, answers)
        for problem in chosen:
            tally.guarded(f"reference {problem.name}", check_reference, problem, answers)
        with ThreadPoolExecutor(JOBS) as pool:
            checked = [(problem, pool.submit(check_writeup, problem)) for problem in chosen]
            for problem, future in checked:
                tally.guarded(f"writeup {problem.name}", future.result)
        for page in writeups.EXAMPLE_PAGES:
            tally.guarded(f"examples {page}", check_examples, page)
        for problem in chosen:
            tally.guarded(f"layout {problem.name}", check_layout, problem)
        for problem in chosen:
            tally.guarded(f"stress {problem.name}", check_stress, problem)
        check_wrong_all(tally, chosen, work)
        for problem in chosen:
            tally.guarded(f"sanitizers {problem.name}", check_fuzz, problem)
    print(f"{tally.passed} passed, {tally.failed} failed")
    return 1 if tally.failed else 0


if __name__ == "__main__":
    sys.exit(cli.run("check.py", main))
