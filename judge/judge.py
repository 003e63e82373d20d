"""The local judge: compiles solutions as BOJ does, runs them on every test under enforced limits,
compares the output with the expected data and reports verdicts, time and memory.

Command line (other tools call it exactly so):

    python3 judge/judge.py [PROBLEM ...] [--solution FILE] [--tests DIR] [--json FILE]
                           [--jobs N] [--strict] [--keep-going] [--time-limit S]
                           [--memory-limit MB]

PROBLEM is a BOJ id (2373) or a folder name of problems/; none means every problem. The tests of
a problem are the NAME.in / NAME.out pairs of testdata/<folder>/ and, when it exists,
build/testdata/<folder>/ (samples first, then by name).
  --solution FILE   judge FILE instead of the problem's solution.c (exactly one PROBLEM then):
                    .c is compiled with BOJ's C11 command, .py runs under python3, anything
                    else executable runs as it is
  --tests DIR       the NAME.in / NAME.out pairs of DIR instead of the problem's test data
  --json FILE       write {"results": [{"problem": "2373", "solution": "<path>", "test": NAME,
                    "verdict": "AC", "time_ms": 1.2, "memory_kib": 640}, ...]}: one entry per
                    run, or a single one with "test": null for a compile error
  --jobs N          parallel runs (default: the number of CPUs)
  --strict          byte-exact comparison
  --keep-going      run every test; by default a solution stops at its first non-AC test
  --time-limit S, --memory-limit MB   override problem.json's time_limit_s, memory_limit_mb
Exit status: 0 when every run is AC, 1 when any is not, 2 for a usage or setup error (unknown
problem, missing expected output, unreadable test data, unwritable report: the message names
the file), 128 + the signal number when SIGINT (Ctrl-C) or SIGTERM stopped it (every run in
progress is then killed with all it started), 141 when the reader of its output left early.

The repository root is the folder above this file; the environment variable JUDGE_ROOT points
the judge at another folder laid out the same way (problems/, testdata/, build/testdata/).
Compiled programs are cached in build/judge-cache/ of this repository (whatever JUDGE_ROOT
says), keyed by a hash of the source, the flags and the compiler, so nothing stale is ever run.
The compiler itself runs under limits (see compile_c); a failure is CE, with its message.

Verdicts. A run's verdict is the first that applies of
  MLE  its peak resident size reached the memory limit, or the address-space limit refused it
       memory and it then failed (a second run with more room tells);
  OLE  it wrote more than the output cap: 4 x the expected size + 1 MiB, at most 64 MiB (and at
       least 2 x the expected size + 1 MiB); a file size limit stops it there;
  TLE  its CPU time (user + system) passed the time limit, or its wall time passed
       max(3 x the limit, the limit + 1 s), as a sleeping program does;
  RE   it was killed by a signal, exited with a status other than 0, or could not start;
then its output decides (compare): AC when equal line by line after reading \r\n as \n and
dropping spaces at line ends and empty lines at the end; PE when equal only as sequences of
whitespace-separated tokens; WA otherwise; with --strict, AC only when byte-identical. Standard
error is never compared nor counted as output; its first 64 KiB are kept, to show on failure.

Limits of a run (see run): time and memory from problem.json or the flags; the address space
is limited to the memory limit (as on BOJ), and so is the stack; output as above. Each run is
in its own process group, which is killed when the run ends, and whatever the run left
running, even outside that group, is killed then too.

Runs are started by judge/runner.c, a small C program compiled on first use and kept alive
(one per thread): it forks each run, sets its limits, measures CPU time and peak memory with
wait4 and kills the run's process group.

Module API, for the other tools:
    compare(expected, actual, strict=False) -> "AC" | "PE" | "WA"
    compile_c(source, flags=BOJ_FLAGS) -> Path of the cached executable; raises CompileError
    run(argv, stdin, time_limit_s, memory_limit_mb, output_limit) -> RunResult
    run_file(argv, input_path, ...) -> RunResult: the same, reading standard input from a file
    stop_runners(): kill every run in progress (for an interrupted caller)
    BOJ_FLAGS, CompileError, RunResult
"""
import argparse
import atexit
import concurrent.futures
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
import signal

CODE_ROOT = Path(__file__).resolve().parents[1]
CACHE = CODE_ROOT / "build" / "judge-cache"
RUNNER_SOURCE = Path(__file__).resolve().parent / "runner.c"

BOJ_FLAGS = ("-O2", "-Wall", "-lm", "-static", "-std=gnu11", "-DONLINE_JUDGE", "-DBOJ")
RUNNER_FLAGS = ("-O2", "-Wall", "-static", "-std=gnu11")
STDERR_KEPT = 64 * 1024
LARGE_MEMORY_MB = 4096
OUTPUT_CAP = 64 * 1024 * 1024
WALL_FACTOR = 3
RETRY_ROOM_KIB = 4 * 1024 * 1024
KILLED_FOR_TIME, KILLED_FOR_MEMORY = 1, 2  # why the runner stopped a run, as it reports
COMPILE_TIME_S = 10  # CPU seconds of gcc and its passes; the wall clock is cut at 3 x that
COMPILE_MEMORY_MB = 2048  # address space of each compiler process
COMPILE_OUTPUT = 256 * 1024 * 1024  # bytes of any file the compiler writes, the program too


# ---------------------------------------------------------------------------------------------
# Comparison


def _normalized_lines(data):
    """Lines with \\r\\n read as \\n, trailing spaces cut, trailing empty lines dropped."""
    lines = [line.rstrip(b" ") for line in data.replace(b"\r\n", b"\n").split(b"\n")]
    while lines and lines[-1] == b"":
        lines.pop()
    return lines


def compare(expected, actual, strict=False):
    """Judge `actual` output against `expected` (both bytes): "AC", "PE" or "WA".

    Strict: AC only when byte-identical, else WA. Default, no more lenient than BOJ: \\r\\n counts
    as \\n, spaces at line ends and empty lines at the end are ignored (AC); equal as sequences of
    whitespace-separated tokens but laid out differently is PE; anything else is WA.
    """
    if expected == actual:
        return "AC"
    if strict:
        return "WA"
    if _normalized_lines(expected) == _normalized_lines(actual):
        return "AC"
    if expected.split() == actual.split():
        return "PE"
    return "WA"


# ---------------------------------------------------------------------------------------------
# Compilation


class CompileError(Exception):
    """A source that does not compile; .message holds the compiler's output."""

    def __init__(self, message):
        super().__init__(message)
        self.message = message


_compiler_identity = None
_compile_lock = threading.Lock()


def _compiler():
    global _compiler_identity
    with _compile_lock:
        if _compiler_identity is None:
            version = subprocess.run(["gcc", "--version"], stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, check=False).stdout
            _compiler_identity = version.split(b"\n")[0]
        return _compiler_identity


def compile_c(source, flags=BOJ_FLAGS):
    """Compile the C file `source` like BOJ (`gcc Main.c -o Main FLAGS`); return the executable.

    The executable is cached in build/judge-cache/ under a hash of the source text, the flags and
    the compiler version, so a cached file is reused only for exactly the same input. Raises
    CompileError (with the compiler's message in .message) when gcc fails. The compiler runs
    like a solution, under limits: standard input empty, 10 s of CPU (30 s of wall clock),
    2 GiB of address space per process, 256 MiB per written file. Thread-safe.
    """
    return _build(Path(source), tuple(flags), limited=True)


def _build(source, flags, limited):
    """compile_c; `limited` False (for the runner itself) runs gcc directly, without limits."""
    text = source.read_bytes()
    key = hashlib.sha256(b"\0".join([_compiler(), text] + [f.encode() for f in flags]))
    target = CACHE / key.hexdigest()[:32] / "Main"
    if target.exists():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="compile-", dir=str(target.parent)))
    try:
        main_c = work / "Main.c"
        main_c.write_bytes(text)
        command = ["gcc", str(main_c), "-o", str(work / "Main")] + list(flags)
        if limited:
            ok, message = _run_compiler(command)
        else:
            done = subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, check=False)
            ok, message = done.returncode == 0, done.stdout
        message = message.decode("utf-8", "replace").replace(str(main_c), source.name)
        if not ok:
            raise CompileError(message)
        os.replace(str(work / "Main"), str(target))
    finally:
        shutil.rmtree(str(work), ignore_errors=True)
    return target


def _run_compiler(command):
    """Run gcc under the compile limits: (whether it succeeded, its messages as bytes)."""
    runner = _this_threads_runner()
    answer = runner.request(command, os.devnull, COMPILE_TIME_S, COMPILE_MEMORY_MB * 1024, True,
                            0, COMPILE_OUTPUT)
    kind, value, killed = answer[0], int(answer[1]), int(answer[5])
    message = _read_capped(runner.output, STDERR_KEPT) + _read_capped(runner.errors, STDERR_KEPT)
    if kind == b"error":
        return False, message + b"cannot run gcc: %s\n" % os.strerror(value).encode()
    if killed:
        return False, message + b"compilation stopped: over its time limit\n"
    return kind == b"exit" and value == 0, message


# ---------------------------------------------------------------------------------------------
# Running


class RunResult:
    """The outcome of one run.

    status: "OK", "TLE", "MLE", "RE" or "OLE"; exit_code (int or None) and signal (int or None)
    as the process ended; time_ms: CPU time (user + system); wall_ms; memory_kib: peak resident
    size; stdout: bytes (at most output_limit); stderr: bytes, cut to 64 KiB; error: None, or why
    the program could not be started (then status is "RE").
    """

    __slots__ = ("status", "exit_code", "signal", "time_ms", "wall_ms", "memory_kib",
                 "stdout", "stderr", "error")

    def __init__(self, status, exit_code, signal, time_ms, wall_ms, memory_kib, stdout, stderr,
                 error=None):
        self.status = status
        self.exit_code = exit_code
        self.signal = signal
        self.time_ms = time_ms
        self.wall_ms = wall_ms
        self.memory_kib = memory_kib
        self.stdout = stdout
        self.stderr = stderr
        self.error = error

    def __repr__(self):
        return ("RunResult(status={0.status!r}, exit_code={0.exit_code!r}, "
                "signal={0.signal!r}, time_ms={0.time_ms:.1f}, wall_ms={0.wall_ms:.1f}, "
                "memory_kib={0.memory_kib}, stdout={1} bytes, stderr={2} bytes)"
                .format(self, len(self.stdout), len(self.stderr)))


class _Runner:
    """One persistent runner process (judge/runner.c) with its scratch files; one per thread."""

    def __init__(self, executable):
        self.folder = tempfile.mkdtemp(prefix="judge-run-")
        self.input = os.path.join(self.folder, "in")
        self.output = os.path.join(self.folder, "out")
        self.errors = os.path.join(self.folder, "err")
        self.process = subprocess.Popen([str(executable)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE)

    def request(self, argv, input_path, cpu_s, memory_kib, limit_as, rss_kib, output_limit):
        """One run; rss_kib > 0 kills it when its resident size reaches rss_kib KiB."""
        wall_s = max(WALL_FACTOR * cpu_s, cpu_s + 1.0)
        header = "%d %d %d %d %d %d %d\n" % (max(1, round(cpu_s * 1000)), round(wall_s * 1000),
                                             memory_kib, int(limit_as), rss_kib, output_limit,
                                             len(argv))
        fields = [str(input_path), self.output, self.errors] + [str(a) for a in argv]
        message = header.encode() + b"".join(os.fsencode(f) + b"\0" for f in fields)
        self.process.stdin.write(message)
        self.process.stdin.flush()
        answer = self.process.stdout.readline().split()
        if len(answer) != 6:
            raise RuntimeError("the runner process stopped unexpectedly")
        return answer

    def close(self):
        if self.process.poll() is None:
            self.process.stdin.close()
            self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)

    def stop(self):
        """End the runner now; it kills its current run, and all that run left, first."""
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait()


_runners = []
_runners_lock = threading.Lock()
_local = threading.local()
_stopped = False


def _close_runners():
    with _runners_lock:
        for runner in _runners:
            runner.close()
        _runners.clear()


atexit.register(_close_runners)


def stop_runners():
    """Stop every run in progress, with all it left behind; no run starts afterwards.

    For an interrupted judge: a run() in progress or called later raises RuntimeError.
    """
    global _stopped
    with _runners_lock:
        _stopped = True
        for runner in _runners:
            runner.stop()


def _this_threads_runner():
    runner = getattr(_local, "runner", None)
    if runner is None or runner.process.poll() is not None:
        executable = _build(RUNNER_SOURCE, RUNNER_FLAGS, limited=False)
        with _runners_lock:
            if _stopped:
                raise RuntimeError("the runs were stopped")
            runner = _Runner(executable)
            _runners.append(runner)
        _local.runner = runner
    return runner


def _read_capped(path, limit):
    with open(path, "rb") as f:
        return f.read(limit)


def run_file(argv, input_path, time_limit_s, memory_limit_mb, output_limit,
             limit_address_space=None):
    """Like run(), with standard input read from the file `input_path` (no copy is made)."""
    if limit_address_space is None:
        limit_address_space = memory_limit_mb < LARGE_MEMORY_MB
    runner = _this_threads_runner()
    memory_kib = int(memory_limit_mb * 1024)
    watched_kib = 0 if limit_address_space else memory_kib
    answer = runner.request(argv, input_path, time_limit_s, memory_kib, limit_address_space,
                            watched_kib, output_limit)
    kind, value = answer[0].decode(), int(answer[1])
    cpu_us, wall_us, peak_kib, killed = (int(x) for x in answer[2:])
    if killed == KILLED_FOR_MEMORY:  # wait4's peak may lag a little behind what /proc showed
        peak_kib = max(peak_kib, memory_kib)
    stdout = _read_capped(runner.output, output_limit + 1)
    stderr = _read_capped(runner.errors, STDERR_KEPT)
    exit_code = value if kind == "exit" else None
    killed_by = value if kind == "signal" else None
    error = os.strerror(value) if kind == "error" else None
    time_ms = cpu_us / 1000.0
    failed = kind != "exit" or value != 0
    if error is not None:
        status = "RE"
    elif peak_kib >= memory_kib:
        status = "MLE"
    elif len(stdout) > output_limit or killed_by == signal.SIGXFSZ:
        status = "OLE"
    elif killed == KILLED_FOR_TIME or time_ms > time_limit_s * 1000:
        status = "TLE"
    elif failed and limit_address_space:
        roomy_peak_kib = _peak_if_the_limit_made_it_fail(runner, argv, input_path, time_limit_s,
                                                         memory_kib, output_limit)
        status = "RE" if roomy_peak_kib is None else "MLE"
        peak_kib = max(peak_kib, roomy_peak_kib or 0)
    elif failed:
        status = "RE"
    else:
        status = "OK"
    return RunResult(status, exit_code, killed_by, time_ms, wall_us / 1000.0, peak_kib,
                     stdout[:output_limit], stderr, error)


def _peak_if_the_limit_made_it_fail(runner, argv, input_path, time_limit_s, memory_kib,
                                    output_limit):
    """For a failed run: its peak with more room if the address-space limit caused the failure.

    The run is repeated once with far more address space (4 x the limit, at least 4 GiB more),
    and killed as soon as its resident size reaches the limit: if it then succeeds or is killed
    so, the limit was the cause, and that run's peak resident size (KiB) is returned; otherwise
    None.
    """
    room_kib = max(4 * memory_kib, memory_kib + RETRY_ROOM_KIB)
    answer = runner.request(argv, input_path, time_limit_s, room_kib, True, memory_kib,
                            output_limit)
    kind, value, peak_kib, killed = answer[0], int(answer[1]), int(answer[4]), int(answer[5])
    if killed == KILLED_FOR_MEMORY:
        return max(peak_kib, memory_kib)
    if peak_kib >= memory_kib or (kind == b"exit" and value == 0):
        return peak_kib
    return None


def run(argv, stdin, time_limit_s, memory_limit_mb, output_limit, limit_address_space=None):
    """Run `argv` once on the bytes `stdin` under limits; return a RunResult.

    The program runs in its own process group, forked from a small persistent runner process
    (one per calling thread, so this is cheap and thread-safe); the whole group is killed when
    the program ends or runs out of time. Limits:
    - time: CPU time (user + system) over time_limit_s is TLE; the wall clock is cut at
      max(3 x time_limit_s, time_limit_s + 1 s), so a sleeping program is TLE too;
    - memory: a peak resident size of memory_limit_mb or more is MLE. Unless
      limit_address_space is False, the address space is also limited to memory_limit_mb (as
      on BOJ), and a run that fails after the limit refused an allocation is MLE. By default
      (None) the address space is limited only when memory_limit_mb < 4096: sanitizer builds,
      which reserve huge virtual memory, need a large memory_limit_mb or
      limit_address_space=False, and are then held to the resident-size limit alone (the run
      is killed when it reaches it). Whether the limit caused a failure is found by running the
      program once more with far more address space, killed when its resident size reaches the
      limit (memory_kib is then the larger peak of the two runs);
    - output: more than output_limit bytes on standard output is OLE (a file size limit of
      output_limit + 1 stops the program there, so nothing more is stored). Standard error
      goes through a pipe: its first 64 KiB are kept, the rest is dropped, and it is never
      compared nor counted as output.
    The stack may grow up to the memory limit. Verdict order: MLE, OLE, TLE, RE, OK.
    """
    runner = _this_threads_runner()
    with open(runner.input, "wb") as f:
        f.write(stdin)
    return run_file(argv, runner.input, time_limit_s, memory_limit_mb, output_limit,
                    limit_address_space)


# ---------------------------------------------------------------------------------------------
# Command line


class SetupError(Exception):
    """A usage or setup problem (unknown problem, missing or unreadable file): exit status 2."""


def repo_root():
    """The folder holding problems/ and testdata/: JUDGE_ROOT if set, else this repository."""
    return Path(os.environ.get("JUDGE_ROOT") or CODE_ROOT).resolve()


def load_problems(root):
    """Every problem of root/problems/, sorted by id: dicts with folder, id and problem.json."""
    problems = []
    for path in sorted((root / "problems").glob("*/problem.json")):
        try:
            meta = json.loads(path.read_text("utf-8"))
            problems.append({"folder": path.parent.name, "id": str(meta["id"]), "meta": meta,
                             "dir": path.parent})
        except (OSError, ValueError, KeyError) as e:
            raise SetupError("cannot read %s: %s" % (path, e))
    return sorted(problems, key=lambda p: int(p["id"]) if p["id"].isdigit() else 0)


def select_problems(problems, names):
    if not names:
        return problems
    chosen = []
    for name in names:
        name = name.rstrip("/").split("/")[-1]
        found = [p for p in problems if name in (p["id"], p["folder"])]
        if not found:
            raise SetupError("unknown problem %r: no problems/<folder>/problem.json with that id"
                             " or folder name" % name)
        chosen.extend(p for p in found if p not in chosen)
    return chosen


def _test_order(name):
    return (not name.startswith("sample"), name)


def collect_tests(folders):
    """The (name, input path, expected path) of every NAME.in in `folders`, samples first."""
    tests = {}
    for folder in folders:
        for case in sorted(folder.glob("*.in")):
            expected = case.with_suffix(".out")
            if not expected.is_file():
                raise SetupError("missing expected output %s for %s" % (expected, case))
            if not os.access(str(case), os.R_OK) or not os.access(str(expected), os.R_OK):
                raise SetupError("unreadable test data %s" % case)
            tests[case.stem] = (case.stem, case, expected)
    return [tests[name] for name in sorted(tests, key=_test_order)]


def problem_tests(root, problem, tests_dir):
    if tests_dir is not None:
        if not tests_dir.is_dir():
            raise SetupError("test folder %s does not exist" % tests_dir)
        folders = [tests_dir]
    else:
        committed = root / "testdata" / problem["folder"]
        if not committed.is_dir():
            raise SetupError("test folder %s does not exist" % committed)
        folders = [committed]
        generated = root / "build" / "testdata" / problem["folder"]
        if generated.is_dir():
            folders.append(generated)
    tests = collect_tests(folders)
    if not tests:
        raise SetupError("no NAME.in / NAME.out pairs in %s"
                         % " or ".join(str(f) for f in folders))
    return tests


def program_for(solution):
    """The argv that runs `solution`, or a CompileError: .c is compiled, .py runs in python3."""
    if solution.suffix == ".c":
        return [str(compile_c(solution))]
    if solution.suffix == ".py":
        return [shutil.which("python3") or sys.executable, str(solution.resolve())]
    if not os.access(str(solution), os.X_OK):
        raise SetupError("solution %s is neither .c, .py nor executable" % solution)
    return [str(solution.resolve())]


def output_cap(expected_size):
    """Bytes of output allowed: a few times the expected size, up to 64 MiB (never less)."""
    return max(min(OUTPUT_CAP, 4 * expected_size + 2 ** 20), 2 * expected_size + 2 ** 20)


def judge_test(argv, test, time_limit_s, memory_limit_mb, strict):
    name, input_path, expected_path = test
    expected = expected_path.read_bytes()
    result = run_file(argv, input_path, time_limit_s, memory_limit_mb, output_cap(len(expected)))
    verdict = result.status
    if verdict == "OK":
        verdict = compare(expected, result.stdout, strict)
    failed = verdict != "AC"  # only a failure is shown in detail: keep no other output
    return {"test": name, "verdict": verdict, "time_ms": round(result.time_ms, 3),
            "memory_kib": result.memory_kib, "result": result if failed else None,
            "input": input_path, "expected": expected if failed else None}


def judge_problem(pool, problem, solution, tests, options):
    """Judge one solution on `tests`; the list of test outcomes (one CE entry if it fails)."""
    meta = problem["meta"]
    time_limit = options.time_limit or meta["time_limit_s"]
    memory_limit = options.memory_limit or meta["memory_limit_mb"]
    try:
        argv = program_for(solution)
    except CompileError as e:
        return [{"test": None, "verdict": "CE", "time_ms": 0.0, "memory_kib": 0,
                 "message": e.message}]
    futures = [pool.submit(judge_test, argv, test, time_limit, memory_limit, options.strict)
               for test in tests]
    outcomes = []
    for i, future in enumerate(futures):
        outcome = future.result()
        outcomes.append(outcome)
        if outcome["verdict"] != "AC" and not options.keep_going:
            for later in futures[i + 1:]:
                later.cancel()
            concurrent.futures.wait(futures[i + 1:])
            break
    return outcomes


class Style:
    def __init__(self, enabled):
        self.enabled = enabled

    def paint(self, text, verdict):
        if not self.enabled:
            return text
        code = "32" if verdict == "AC" else "33" if verdict in ("PE", "TLE", "MLE") else "31"
        return "\033[1;%sm%s\033[0m" % (code, text)


def visible(data):
    """Text lines of `data` with invisible whitespace shown: tabs →, trailing spaces ·, \\r ␍."""
    lines = []
    for line in data.decode("utf-8", "replace").split("\n"):
        end = "\r" if line.endswith("\r") else ""
        text = line[:len(line) - len(end)]
        body = text.rstrip(" ")
        line = body + "·" * (len(text) - len(body)) + end
        lines.append(line.replace("\t", "→").replace("\r", "␍"))
    return "\n".join(lines)


def cut_lines(text, count, width=160, total=None):
    """The first `count` lines of `text`, each cut at `width`; `total`: lines of the whole."""
    lines = text.split("\n")
    total = len(lines) if total is None else total
    shown = [line if len(line) <= width else line[:width] + " …" for line in lines[:count]]
    if total > count:
        shown.append("… (%d lines in all)" % total)
    return shown


def input_lines(path, count):
    """The first `count` lines of the input file `path` for a person, cut when long."""
    with open(str(path), "rb") as f:
        data = f.read(64 * 1024)
        newlines = data.count(b"\n")
        last = data[-1:]
        for chunk in iter(lambda: f.read(1 << 20), b""):
            newlines += chunk.count(b"\n")
            last = chunk[-1:]
    total = newlines + (last not in (b"", b"\n"))
    return cut_lines(visible(data).rstrip("\n"), count, total=total)


DIFF_LIMIT_BYTES = 4 * 1024 * 1024


def diff_of(expected, actual):
    """`diff -u` of expected against actual, whitespace made visible; the list of its lines."""
    with tempfile.TemporaryDirectory(prefix="judge-diff-") as folder:
        paths = []
        for name, data in (("expected", expected), ("actual", actual)):
            path = os.path.join(folder, name)
            with open(path, "w", encoding="utf-8") as f:
                f.write(visible(data[:DIFF_LIMIT_BYTES]))
            paths.append(path)
        done = subprocess.run(["diff", "-u", "--label", "expected", "--label", "actual"] + paths,
                              stdout=subprocess.PIPE, check=False)
    lines = done.stdout.decode("utf-8", "replace").rstrip("\n").split("\n")
    if max(len(expected), len(actual)) > DIFF_LIMIT_BYTES:
        lines.append("(only the first %d MiB of each output are compared here)"
                     % (DIFF_LIMIT_BYTES >> 20))
    return lines


def describe_failure(outcome, limits):
    """Lines that explain the first failing test of a solution to a person."""
    if outcome["verdict"] == "CE":
        return ["compile error:"] + ["  " + line for line in
                                     cut_lines(outcome["message"].rstrip("\n"), 30)]
    result = outcome["result"]
    lines = ["first failing test: %s (%s)" % (outcome["test"], outcome["verdict"])]
    lines.append("  input:")
    lines += ["    " + line for line in input_lines(outcome["input"], 10)]
    verdict = outcome["verdict"]
    time_limit, memory_limit = limits
    if verdict in ("WA", "PE"):
        lines.append("  diff -u expected actual (· trailing space, → tab, ␍ carriage return):")
        lines += ["    " + line for line in diff_of(outcome["expected"], result.stdout)[:60]]
    elif verdict == "TLE":
        lines.append("  CPU %.0f ms, wall %.0f ms; limit %g s of CPU"
                     % (result.time_ms, result.wall_ms, time_limit))
    elif verdict == "MLE":
        lines.append("  peak memory %d KiB; limit %d MiB" % (result.memory_kib, memory_limit))
    elif verdict == "OLE":
        lines.append("  more than %d bytes of output (the cap of this test)"
                     % output_cap(len(outcome["expected"])))
    elif verdict == "RE":
        if result.error:
            lines.append("  could not start: %s" % result.error)
        elif result.signal is not None:
            lines.append("  killed by signal %d (%s)"
                         % (result.signal, signal_name(result.signal)))
        else:
            lines.append("  exit status %d" % result.exit_code)
    if result.stderr and verdict != "CE":
        lines.append("  standard error:")
        text = result.stderr.decode("utf-8", "replace").rstrip("\n")
        lines += ["    " + line for line in cut_lines(text, 10)]
    return lines


def signal_name(number):
    try:
        return signal.Signals(number).name
    except ValueError:
        return "unknown"


def format_memory(kib):
    return "%d KiB" % kib if kib < 10240 else "%.1f MiB" % (kib / 1024)


def print_problem(style, problem, tests, outcomes, options):
    meta = problem["meta"]
    limits = (options.time_limit or meta["time_limit_s"],
              options.memory_limit or meta["memory_limit_mb"])
    failed = [o for o in outcomes if o["verdict"] != "AC"]
    verdict = failed[0]["verdict"] if failed else "AC"
    passed = sum(o["verdict"] == "AC" for o in outcomes)
    slowest = max(o["time_ms"] for o in outcomes)
    peak = max(o["memory_kib"] for o in outcomes)
    print("%-32s %s  %4d/%d tests  slowest %7.1f ms  peak %s" % (
        problem["folder"], style.paint("%-3s" % verdict, verdict), passed, len(tests), slowest,
        format_memory(peak)))
    if failed:
        for line in describe_failure(failed[0], limits):
            print("    " + line)
    sys.stdout.flush()


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        prog="judge.py", description="Judge solutions on their test data as BOJ would.",
        epilog="JUDGE_ROOT=DIR judges the problems/ and testdata/ of DIR instead of this "
               "repository. Exit status: 0 all AC, 1 some run not AC, 2 usage or setup error.")
    parser.add_argument("problems", nargs="*", metavar="PROBLEM",
                        help="BOJ id or folder name (default: every problem)")
    parser.add_argument("--solution", type=Path, metavar="FILE",
                        help="judge FILE (.c, .py or an executable) instead of solution.c")
    parser.add_argument("--tests", type=Path, metavar="DIR",
                        help="use the NAME.in / NAME.out pairs of DIR")
    parser.add_argument("--json", type=Path, metavar="FILE", help="write a JSON report")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="N",
                        help="parallel runs (default: number of CPUs)")
    parser.add_argument("--strict", action="store_true", help="byte-exact comparison")
    parser.add_argument("--keep-going", action="store_true",
                        help="run every test, not only up to the first failure")
    parser.add_argument("--time-limit", type=float, metavar="S", help="CPU seconds per run")
    parser.add_argument("--memory-limit", type=int, metavar="MB", help="MiB per run")
    options = parser.parse_args(argv)
    if options.solution is not None and len(options.problems) != 1:
        parser.error("--solution needs exactly one PROBLEM")
    if options.jobs < 1:
        parser.error("--jobs must be at least 1")
    for name in ("time_limit", "memory_limit"):
        value = getattr(options, name)
        if value is not None and value <= 0:
            parser.error("--%s must be positive" % name.replace("_", "-"))
    return options


class Interrupted(Exception):
    """SIGINT or SIGTERM reached the judge; .signal is its number."""

    def __init__(self, number):
        super().__init__(number)
        self.signal = number


def _interrupt(number, frame):
    raise Interrupted(number)


def main(argv=None):
    options = parse_arguments(sys.argv[1:] if argv is None else argv)
    style = Style(sys.stdout.isatty() and not os.environ.get("NO_COLOR"))
    root = repo_root()
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, _interrupt)
    pool = concurrent.futures.ThreadPoolExecutor(options.jobs)
    try:
        problems = select_problems(load_problems(root), options.problems)
        if not problems:
            raise SetupError("no problems in %s" % (root / "problems"))
        plan = []
        for problem in problems:
            solution = options.solution or problem["dir"] / "solution.c"
            if not solution.is_file():
                raise SetupError("solution %s does not exist" % solution)
            plan.append((problem, solution, problem_tests(root, problem, options.tests)))
        report, failures = [], []
        for problem, solution, tests in plan:
            outcomes = judge_problem(pool, problem, solution, tests, options)
            shown = (str(solution.relative_to(root)) if solution.is_absolute()
                     and root in solution.parents else str(solution))
            report += [{"problem": problem["id"], "solution": shown, "test": o["test"],
                        "verdict": o["verdict"], "time_ms": o["time_ms"],
                        "memory_kib": o["memory_kib"]} for o in outcomes]
            print_problem(style, problem, tests, outcomes, options)
            if any(o["verdict"] != "AC" for o in outcomes):
                failures.append((problem, next(o["verdict"] for o in outcomes
                                               if o["verdict"] != "AC")))
        if options.json is not None:
            options.json.write_text(json.dumps({"results": report}, indent=1) + "\n", "utf-8")
        if failures:
            print(style.paint("%d of %d problems not accepted: %s" % (
                len(failures), len(plan), ", ".join("%s %s" % (p["id"], v) for p, v in failures)),
                "WA"))
        else:
            print(style.paint("all %d problems accepted (%d runs)" % (len(plan), len(report)),
                              "AC"))
        sys.stdout.flush()
        return 1 if failures else 0
    except BrokenPipeError:  # the reader of the output left, as `| head` does
        stop_runners()
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 128 + signal.SIGPIPE
    except (SetupError, OSError) as e:
        print("judge.py: %s" % e, file=sys.stderr)
        return 2
    except Interrupted as e:
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, signal.SIG_IGN)
        stop_runners()
        print("judge.py: stopped by %s; no run is left" % signal_name(e.signal), file=sys.stderr)
        return 128 + e.signal
    finally:
        pool.shutdown(wait=True)


if __name__ == "__main__":
    sys.exit(main())
