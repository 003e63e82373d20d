"""Sanitizer runs of a problem's solution.c (fuzz_problem): built with ASan and UBSan, run on
every test, on inputs built to break the validator and on noise and mutations of the tests;
each run must keep the rules the validator's lenient reading (canonical) sets for its input:
an answer and exit 0, or exactly one line on standard error and exit 1, with no sanitizer
report. fuzz.py and check.py drive it; the rules in full: testdata/README.md."""
import random
import re
import threading
from concurrent.futures import ThreadPoolExecutor

from . import comparison, inputs, languages, readable, sandbox, testfiles

# BOJ's standard, its macros and libraries (languages.BOJ_FLAGS), with the sanitizers, whose
# runtimes are linked in: a run then starts in about 11 ms, not 14 (no symbols of the shared
# runtimes to bind), and make test makes some 3,000 such runs.
SANITIZER_FLAGS = (("-g", "-O1", "-fsanitize=address,undefined", "-fno-sanitize-recover=all",
                    "-static-libasan", "-static-libubsan")
                   + tuple(flag for flag in languages.BOJ_FLAGS
                           if flag.startswith(("-std=", "-D", "-l"))))
SANITIZER_EXIT = 86
SANITIZER_ENV = (f"ASAN_OPTIONS=exitcode={SANITIZER_EXIT}:detect_leaks=0:symbolize=1",
                 f"UBSAN_OPTIONS=exitcode={SANITIZER_EXIT}:halt_on_error=1:print_stacktrace=1")
SANITIZER_REPORTS = (b"ERROR: AddressSanitizer", b"runtime error:",
                     b"UndefinedBehaviorSanitizer", b"ERROR: LeakSanitizer")
# ASan's shadow memory reserves terabytes of address space, which sandbox.run does not limit: it
# holds these runs to a resident-size limit alone.
SANITIZER_MEMORY_MB = 4096
SLOWDOWN = 5
MUTATIONS = 300
MAX_SHOWN = 3
MAX_TIMEOUTS = 2
TIMEOUT = "did not end within"
_INTEGER_TOKEN = re.compile(rb"-?[0-9]+")
_DIRECTORIES = re.compile(r"(?:/[^/\s:]+)+/([^/\s:]+:)")


class Case:
    """One fuzz input, where it came from, and what the run must show.

    answered: True when the run must exit 0, False when it must exit 1 with one line on
    standard error, None when only the rules every run keeps apply; expected: the output the
    run must print (None: not compared).
    """

    def __init__(self, label, data, answered=None, expected=None):
        self.label, self.data = label, data
        self.answered, self.expected = answered, expected


def _range_ends(problem):
    ranges = problem.meta["ranges"].values()
    return min(r["min"] for r in ranges), max(r["max"] for r in ranges)


def is_valid(problem, data):
    """Whether the problem's validator accepts the bytes `data`."""
    try:
        problem.validate(data.decode("ascii"))
    except (inputs.InputError, UnicodeDecodeError):
        return False
    return True


def expect(problem, label, data, with_output):
    """The Case of `data`, with what problem.canonical says solution.c must do with it; with
    `with_output`, the output it must print, from brute.py or reference.py."""
    text = data.decode("latin-1")  # any byte is one character: canonical() sees every byte
    try:
        canonical, answered = problem.canonical(text), True
    except inputs.NoAnswer as refusal:
        canonical, answered = refusal.answered, False
    if not with_output:
        return Case(label, data, answered)
    if canonical is None:  # refused before any answer
        return Case(label, data, answered, b"")
    answer = problem.answer_source(canonical)[1]
    return Case(label, data, answered, answer(canonical).encode("utf-8"))


def invalid_inputs(problem, samples):
    """(label, bytes) of the inputs built to break the validator."""
    low, high = _range_ends(problem)
    built = [("empty input", b""), ("blanks only", b"   \n \t \n"), ("letters", b"abc\n")]
    replacements = (b"-1", str(low - 1).encode(), str(high + 1).encode(), b"9" * 30, b"xyz")
    for path in samples:
        data = path.read_bytes()
        for number, match in enumerate(_INTEGER_TOKEN.finditer(data), 1):
            for new in replacements:
                if new != match.group():
                    label = f"{path.name}, integer {number} replaced by {new.decode()}"
                    built.append((label, data[:match.start()] + new + data[match.end():]))
    return built


def invalid_cases(problem, samples):
    """The inputs of invalid_inputs, each with its expected exit status and output."""
    return [expect(problem, label, data, with_output=True)
            for label, data in invalid_inputs(problem, samples)]


def _mutate(rng, data):
    lines = data.split(b"\n")
    choice = rng.randrange(7)
    if choice == 0 and data:
        i = rng.randrange(len(data))
        return data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]
    if choice == 1:
        i = rng.randrange(len(data) + 1)
        return data[:i] + bytes([rng.choice(b"0123456789 -\n\t\x00\xff")]) + data[i:]
    if choice == 2 and data:
        i = rng.randrange(len(data))
        return data[:i] + data[i + 1:]
    if choice == 3:
        i = rng.randrange(len(lines))
        return b"\n".join(lines[:i + 1] + lines[i:])
    if choice == 4 and len(lines) > 1:
        i = rng.randrange(len(lines))
        return b"\n".join(lines[:i] + lines[i + 1:])
    digits = [i for i, byte in enumerate(data) if 48 <= byte <= 57]
    if choice == 5 and digits:
        i = rng.choice(digits)
        return data[:i] + rng.choice(b"0123456789").to_bytes(1, "big") + data[i + 1:]
    if digits:
        i = rng.choice(digits)
        return data[:i] + b"9" * rng.randint(1, 25) + data[i:]
    return data + b"0"


def noise_inputs(tests, mutations, seed):
    """(label, bytes) of binary noise, truncations and seeded random mutations of the (smaller)
    test inputs."""
    rng = random.Random(seed)
    small = [path.read_bytes() for path in tests if path.stat().st_size <= 1 << 16] or [b"1\n"]
    cases = [(f"binary noise {i}", bytes(rng.randrange(256) for _ in range(n)))
             for i, n in enumerate((1, 16, 300, 5000), 1)]
    for path in tests[:40]:
        data = path.read_bytes()[: 1 << 16]
        for cut in sorted({1, len(data) // 2, len(data) - 1}):
            if 0 < cut < len(data):
                cases.append((f"{path.name} cut to {cut} bytes", data[:cut]))
    for i in range(1, mutations + 1):
        data = rng.choice(small)
        for _ in range(rng.randint(1, 3)):
            data = _mutate(rng, data)
        cases.append((f"random mutation {i} (seed {seed})", data))
    return cases


def test_cases(tests):
    """Every test with its expected output."""
    return [Case(path.name, path.read_bytes(), True, path.with_suffix(".out").read_bytes())
            for path in tests]


def _broken_rules(binary, case, time_limit, cap):
    """Why the run on `case` is wrong (a list of short reasons; empty when it is fine)."""
    result = sandbox.run([str(binary)], case.data, time_limit, SANITIZER_MEMORY_MB, cap,
                       environment=SANITIZER_ENV)
    stderr = result.stderr
    reasons = []
    if result.status == "TLE":
        reasons.append(f"{TIMEOUT} {time_limit:g} s")
    elif result.status == "OLE":
        reasons.append(f"wrote more than {cap} bytes")
    elif result.signal:
        reasons.append(readable.ended(result))
    elif result.status not in ("OK", "RE"):
        reasons.append(f"run status {result.status}")
    report = next((line for line in stderr.splitlines()
                   if any(mark in line for mark in SANITIZER_REPORTS)), None)
    if report is not None or result.exit_code == SANITIZER_EXIT:
        report = (report or f"exit status {SANITIZER_EXIT}".encode()).decode(errors="replace")
        reasons.append("sanitizer: " + _DIRECTORIES.sub(r"\1", report))
    if reasons:
        return reasons
    if case.answered is True and result.exit_code != 0:
        reasons.append(f"{readable.ended(result)} on an input with an answer")
    if case.answered is False:
        if result.exit_code != 1:
            reasons.append(f"{readable.ended(result)} on an input with no answer, not 1")
        if len(stderr.splitlines()) != 1:
            reasons.append(f"{len(stderr.splitlines())} lines on stderr, not exactly 1")
    if case.expected is not None:
        verdict = comparison.compare(case.expected, result.stdout)
        if verdict != "AC":
            reasons.append(f"{verdict} against the expected output")
    return reasons


class FuzzResult:
    """Runs made, the failing ones as (case, reasons), and how many cases were not run."""

    def __init__(self, runs, failures, not_run=0):
        self.runs, self.failures, self.not_run = runs, failures, not_run

    def report(self, limit=MAX_SHOWN):
        """The count of failing runs, then the first failing input of each kind of failure."""
        lines = [f"{len(self.failures)} of {self.runs} sanitizer runs failed"]
        if self.not_run:
            lines[0] += (f"; {self.not_run} more inputs not run after {MAX_TIMEOUTS} runs "
                         "that did not end in time")
        kinds = {}
        for case, reasons in self.failures:
            kinds.setdefault(re.sub(r"[0-9]+", "N", reasons[0]), (case, reasons))
        for case, reasons in list(kinds.values())[:limit]:
            lines.append(f"  {case.label}: {'; '.join(reasons)}")
            lines.append(readable.excerpt(case.data, max_lines=4, max_chars=300))
        return readable.escaped("\n".join(lines))


def fuzz_problem(problem, mutations=MUTATIONS, seed=1, jobs=2):
    """Run the sanitizer build of solution.c on every case; return a FuzzResult.
    Raises errors.CompileError when the solution does not compile with SANITIZER_FLAGS."""
    binary = languages.compile_c(problem.folder / "solution.c", SANITIZER_FLAGS)
    tests = problem.test_inputs()
    samples = [path for path in tests if testfiles.is_sample(path.stem)]
    cases = (test_cases(tests) + invalid_cases(problem, samples)
             + [expect(problem, label, data, with_output=False)
                for label, data in noise_inputs(tests, mutations, seed)])
    largest = max((len(case.expected) for case in cases if case.expected is not None),
                  default=0)
    cap = (1 << 20) + 10 * largest
    time_limit = SLOWDOWN * problem.meta["time_limit_s"]
    timeouts, lock = [], threading.Lock()

    def one(case):
        if len(timeouts) >= MAX_TIMEOUTS:
            return None
        reasons = _broken_rules(binary, case, time_limit, cap)
        if reasons and reasons[0].startswith(TIMEOUT):
            with lock:
                timeouts.append(case)
        return reasons

    with ThreadPoolExecutor(jobs) as pool:
        outcomes = list(pool.map(one, cases))
    failures = [(case, reasons) for case, reasons in zip(cases, outcomes) if reasons]
    not_run = outcomes.count(None)
    return FuzzResult(len(cases) - not_run, failures, not_run)
