"""The local judge: compiles solutions as BOJ does, runs each in a sandbox on every test under
enforced limits, compares the output with the expected data and reports verdicts, time and
memory. Its manual is judge/README.md.

Command line (other tools call it exactly so):

    python3 judge/judge.py [PROBLEM ...] [--solution FILE] [--lang NAME] [--tests DIR]
                           [--json FILE] [--jobs N] [--strict] [--keep-going] [--boj-only]
                           [--time-limit S] [--memory-limit MB]

PROBLEM is a BOJ id (2373) or a folder name of problems/; none means every problem. The tests of
a problem are the NAME.in / NAME.out pairs of testdata/<folder>/ and, when it exists,
build/testdata/<folder>/ (samples first, then by name).
  --solution FILE   judge FILE instead of the problem's solution.c (exactly one PROBLEM then):
                    .c is built with BOJ's C11 command, .cpp/.cc/.cxx with its C++17 command,
                    .py byte-compiled and run as BOJ's Python 3; anything else executable runs
                    as it is
  --lang NAME       build the solution with BOJ's command for NAME instead (LANGUAGES: C99,
                    C11, C2x, C++17, C++20, Python 3)
  --tests DIR       the NAME.in / NAME.out pairs of DIR instead of the problem's test data
  --json FILE       write {"results": [{"problem": "2373", "solution": "<path>", "test": NAME,
                    "verdict": "AC", "time_ms": 1.2, "memory_kib": 640}, ...]}: one entry per
                    run, or a single one with "test": null for a compile error
  --jobs N          parallel runs (default: the number of CPUs this process may use)
  --strict          byte-exact comparison
  --keep-going      run every test; by default the first non-AC test within BOJ's limits
                    stops them all, and the first outside them stops the others outside them
  --boj-only        judge only the tests within BOJ's limits (it says how many it skipped)
  --time-limit S, --memory-limit MB   override problem.json's time_limit_s, memory_limit_mb
                    (finite and positive)
Exit status: 0 when every run is AC, 1 when any is not, 2 for a usage or setup error (unknown
problem, missing expected output, unreadable test data, unwritable report, a build cache it
cannot write, an "answers" field of another form: one line names the file or folder, and
what to do), 128 + the signal number when SIGINT (Ctrl-C) or SIGTERM stopped it (every run in
progress is then killed with all it started), 141 when the reader of its output left early.
Whatever a program or a test file controls is printed with its control bytes escaped
(visible, escaped).

Where a test lies. When the problem has a validator (the input format its problem.json
declares, read by lib/inputs.py, or a validate.py of its own), each test's input lies within
BOJ's own limits (validate(text, boj=True) accepts it), outside them (validate(text) accepts it,
and the
OutsideRange of boj=True names the value, and says whether the bound it passes is BOJ's
statement's or what BOJ's data is known to hold from evidence: problem.json's boj_data_max and
"boj_data" note), or is refused; the answer is cached in
build/judge-cache/boj-limits/ under the SHA-256 of the input and of what defines the
validation (problem.json, judge/lib/inputs.py, a validate.py). An input of more than 32 MiB
(CLASSIFY_CAP) is not validated: it is "too large to classify". A refused test, or one too
large, stops the tests as one within the limits does; without a validator (or with one that
fails, said on standard error) every test does, and the report says nothing of BOJ's limits.

The report (judge/README.md gives its wording). Per problem: the line
`FOLDER VERDICT passed/total tests slowest T ms peak M`, then, when the judge can tell, one
line on BOJ's limits and the wider range ("AC within BOJ's limits 95/95; WA on the wider
range: edge-06, N = 999999999999999999", or past a bound from evidence "TLE on the wider
range: max-01, 10^6 games; BOJ's data is smaller"), then the failing test that decides the
verdict (the first within BOJ's limits, else the first): its name, verdict and input path, the
first output line or answer that differs, the output's tokens aligned to the expected lines (per
problem.json's "answers" field: {"per": "line"} or {"per": "game", "tokens": N, "end": TEXT},
the game or line and its input, in a window of numbered answers; without it, the input's first
lines and a diff) or, for a PE with the expected tokens, the first whitespace the rule does not
allow and its line, or its time, memory, signal, status or compiler message; standard error if
any; a note when an accepted output ends with empty lines. Last, `all N problems accepted (R
runs)` or `K of N problems not accepted: ID VERDICT, ...`.

The repository root is the folder above this file; the environment variable JUDGE_ROOT points
the judge at another folder laid out the same way (problems/, testdata/, build/testdata/).
JUDGE_ISOLATION=off runs programs without the sandbox's namespaces; JUDGE_CGROUP=off polls
their memory instead of having the kernel count it in a memory cgroup of each run, and
JUDGE_CGROUP=DIR makes those cgroups in DIR (a delegated cgroup folder; see below).

Verdicts. A run's verdict is the first that applies of
  MLE  its memory reached the memory limit (it is stopped there): all it holds as the kernel
       counts it in a memory cgroup of its own, or, where no cgroup can be made, the resident
       size and page tables of its threads and the files it wrote, polled; judge/README.md
       says what each counts;
  OLE  it wrote more than the output cap: 4 x the expected size + 1 MiB, at most 64 MiB (and at
       least 2 x the expected size + 1 MiB); it is stopped there;
  TLE  its CPU time (user + system, all threads) passed the time limit, or its wall time,
       less the time its threads waited for a CPU, passed max(3 x the limit, the limit + 1 s),
       as a sleeping program's does (10 x that wall time stops it whatever it waited for);
  RE   it was killed by a signal, exited with a status other than 0, or could not be run (a
       file it wrote passed the output cap, the largest file a run may write: it says so);
then its output decides (compare), by BOJ's documented rule (judge/README.md, Comparison, with
its sources): AC when the two read the same once a newline is read as a space and one space at
the end of a line is dropped, a missing final newline and empty lines after the last line
ignored (the report notes the latter: the rule says nothing of them); PE when equal once every
whitespace byte is removed (a tab, a carriage return, a leading space, a second space); WA
otherwise; with --strict, AC only when byte-identical. Standard error is never compared nor
counted as output; its first 64 KiB are kept, to show on failure. Each test runs once.

Sandbox (judge/runner.c, compiled on first use and kept alive, one per thread): every run and
every compilation happens in a root of its own that holds only read-only /usr, /etc and five
devices, in an empty scratch folder that disappears with it, with no network, a fixed
environment, an unprivileged uid, no new process for a run (threads are fine), and nothing of
the repository, the build cache or the caller's folders in sight. A run may not open sockets,
memfds or pipes, map memory shared (but its standard input), put another file on its standard
input, nor act on any process but itself. Where the kernel refuses the namespaces this needs,
the judge says so once on standard error and runs programs without them.

Module API, for the other tools:
    compare(expected, actual, strict=False) -> "AC" | "PE" | "WA"
    blank_lines_at_end(expected, actual) -> int: empty lines compare() ignored at the end
    build(source, lang=None) -> Program(argv, files): compiled (cached), for run(program.argv,
        ..., files=program.files)
    compile_c(source, flags=BOJ_FLAGS) -> Path of the cached executable; raises CompileError
    run(argv, stdin, time_limit_s, memory_limit_mb, output_limit, files=(), environment=())
        -> RunResult
    run_file(argv, input_path, ...) -> RunResult: the same, reading standard input from a file
    judge_input(program, given, expected, time_limit_s, memory_limit_mb, strict=False)
        -> (verdict, RunResult): one run judged as a test is (given: bytes or a file's path)
    isolation() -> Isolation(sandboxed, forks_refused, reason, memory, memory_reason): how
        runs are isolated here, and how their memory is counted ("cgroup v2", "cgroup v1",
        "polled")
    close_runner(): end this thread's runner (the next run starts one afresh)
    stop_runners(): kill every run in progress (for an interrupted caller)
    interrupt: a SIGINT/SIGTERM handler raising Interrupted(number), as judge.py's own
    shown_path(path, root) -> str: `path` relative to `root` when inside it
    replace_file(path, content, mode=0o644): write a file whole, or leave the old one
    unwritable(folder, error, purpose) -> SetupError: an OSError met writing in a folder of
        build/, said as one line with what to do
    visible(data) -> str: bytes a program wrote, for a person and safe for a terminal;
        escaped(text) -> str: the same for a str (a test's name, a message)
    BOJ_FLAGS, LANGUAGES, CompileError, Isolation, Program, RunResult
"""
import argparse
import array
import atexit
import errno
import itertools
import json
import math
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
from collections import namedtuple
from pathlib import Path

from lib import inputs, problems

CODE_ROOT = Path(__file__).resolve().parents[1]
CACHE = CODE_ROOT / "build" / "judge-cache"
RUNNER_SOURCE = Path(__file__).resolve().parent / "runner.c"

RUN_PATH = "/usr/local/bin:/usr/bin:/bin"  # PATH of every run, and where commands are found
RUNNER_FLAGS = ("-O2", "-Wall", "-static", "-std=gnu11")
STDERR_KEPT = 64 * 1024
OUTPUT_CAP = 64 * 1024 * 1024
WALL_FACTOR = 3
RUN_TASKS = 64  # threads of a run (it may start no other process)
RUN_SCRATCH_KIB = 64 * 1024  # the run's tmpfs: its working folder and /tmp
KILLED_FOR_TIME, KILLED_FOR_MEMORY, KILLED_FOR_OUTPUT = 1, 2, 3  # why the runner stopped a run
COMPILE_TIME_S = 10  # CPU seconds of the compiler and its passes; wall clock 3 x that
COMPILE_MEMORY_MB = 2048  # address space of each compiler process
COMPILE_OUTPUT = 256 * 1024 * 1024  # bytes of any file the compiler writes, the program too
COMPILE_TASKS = 64  # processes and threads of a compilation
COMPILE_SCRATCH_KIB = 512 * 1024


# ---------------------------------------------------------------------------------------------
# Comparison


WHITESPACE = b" \t\n\r\x0b\x0c"  # the blanks of bytes.split() and of C's isspace()
_END_OF_OUTPUT = re.compile(rb"(?: ?\n)* ?\Z")  # what BOJ's reading leaves out at the end


def _reading_end(data):
    """(end, blank lines) of an output as BOJ's rule reads it (judge/README.md, "Comparison"):
    it reads data[:end], then one space; `end` leaves out the empty lines after the last line
    (`blank lines` of them) and the one space a line may end with before the last newline,
    which may be missing. Only the whitespace at the end is looked at, without a copy."""
    blanks_from = _stripped_end(data, b" \n")
    tail = _END_OF_OUTPUT.search(memoryview(data)[blanks_from:])
    end = blanks_from + tail.start()
    return end, data.count(b"\n", end) - data.endswith(b"\n")


def _reading_pieces(data):
    """BOJ's reading of an output (see _reading_end), in pieces of about READ_PIECE bytes: in
    data[:end], one space before each newline dropped and every newline read as a space; then
    one space. A piece never ends between a space and the newline after it."""
    end, _ = _reading_end(data)
    start = 0
    while start < end:
        stop = min(end, start + READ_PIECE)
        if stop < end and data[stop - 1:stop + 1] == b" \n":
            stop += 1
        yield data[start:stop].replace(b" \n", b"\n").replace(b"\n", b" ")
        start = stop
    yield b" "


def _squeezed_pieces(data):
    """The bytes of `data` without any whitespace, in pieces of READ_PIECE bytes of `data`."""
    for start in range(0, len(data), READ_PIECE):
        yield data[start:start + READ_PIECE].translate(None, WHITESPACE)


class _Differ:
    """Where two streams of bytes, each given in pieces, first differ: `offset` (None when they
    are the same), `before` (what count() said of the equal part before it) and `next`, the
    byte of each stream at that offset (b"" at its end). In the memory of a piece of each."""

    def __init__(self, one, other, count=None):
        self.offset, self.before, self.next = None, 0, (b"", b"")
        one, other = (piece for piece in one if piece), (piece for piece in other if piece)
        left = right = b""
        done = 0
        while True:
            left, right = left or next(one, b""), right or next(other, b"")
            size = min(len(left), len(right))
            same = _common_prefix(left, right, size)
            if same < size or not size and (left or right):
                if count is not None:
                    self.before += count(left[:same])
                self.offset, self.next = done + same, (left[same:same + 1],
                                                       right[same:same + 1])
                return
            if not size:
                return
            if count is not None:
                self.before += count(left[:size])
            done += size
            left, right = left[size:], right[size:]


def _same_pieces(one, other):
    """Whether two streams of bytes pieces hold the same bytes."""
    return _Differ(one, other).offset is None


def compare(expected, actual, strict=False):
    """Judge `actual` output against `expected` (both bytes): "AC", "PE" or "WA".

    BOJ's documented rule (judge/README.md, "Comparison"): AC when the two read the same once,
    on both sides, a newline is read as a space, one space at the end of a line is dropped, and
    a missing final newline or empty lines after the last line are ignored; PE when they are
    otherwise equal once every whitespace byte is removed; WA otherwise. A carriage return, a
    tab, a leading space or a second space where one belongs is PE. Strict: AC only when
    byte-identical, else WA. The outputs are read in pieces, never split into lists of lines
    or tokens: the memory this takes is a piece of each, whatever their size.
    """
    if expected == actual:
        return "AC"
    if strict:
        return "WA"
    if _same_pieces(_reading_pieces(expected), _reading_pieces(actual)):
        return "AC"
    if _same_pieces(_squeezed_pieces(expected), _squeezed_pieces(actual)):
        return "PE"
    return "WA"


def blank_lines_at_end(expected, actual):
    """How many more empty lines the output `actual` ends with than `expected`: lines
    compare() ignores and BOJ's documented rule says nothing of (0 when there are none)."""
    if expected == actual:
        return 0
    return max(0, _reading_end(actual)[1] - _reading_end(expected)[1])


# ---------------------------------------------------------------------------------------------
# Languages and compilation


class SetupError(Exception):
    """A usage or setup problem (unknown problem, missing or unreadable file): exit status 2."""


def unwritable(folder, error, purpose):
    """The SetupError for an OSError `error` met writing in `folder`, for a person: the folder,
    the reason, what the folder is for (`purpose`) and what to do."""
    return SetupError("cannot write %s/ (%s): %s; make the folder writable, or work in a "
                      "writable copy of the repository"
                      % (shown_path(folder, Path.cwd()), error.strerror or error, purpose))


CACHE_PURPOSE = "the judge keeps the programs it compiles there"


class CompileError(Exception):
    """A source that does not compile; .message holds the compiler's output."""

    def __init__(self, message):
        super().__init__(message)
        self.message = message


# The Python 3 the sandbox can see (its /usr), as BOJ's `python3`.
PYTHON3 = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else "python3"

Language = namedtuple("Language", "source compile product run")
Language.__doc__ = """How BOJ builds and runs one language, in a working folder holding the
source under the name `source`: `compile` is the command; `product` the file it leaves there to
run (None: the source itself is what runs, the command only checks it); `run` the command that
runs it (None: the product itself)."""


def _gcc_command(compiler, source, standard):
    return (compiler, source, "-o", "Main", "-O2", "-Wall", "-lm", "-static", "-std=" + standard,
            "-DONLINE_JUDGE", "-DBOJ")


LANGUAGES = {
    "C99": Language("Main.c", _gcc_command("gcc", "Main.c", "gnu99"), "Main", None),
    "C11": Language("Main.c", _gcc_command("gcc", "Main.c", "gnu11"), "Main", None),
    "C2x": Language("Main.c", _gcc_command("gcc", "Main.c", "gnu2x"), "Main", None),
    "C++17": Language("Main.cc", _gcc_command("g++", "Main.cc", "gnu++17"), "Main", None),
    "C++20": Language("Main.cc", _gcc_command("g++", "Main.cc", "gnu++20"), "Main", None),
    "Python 3": Language("Main.py", (PYTHON3, "-W", "ignore", "-c",
                                     "import py_compile; py_compile.compile(r'Main.py')"),
                         None, (PYTHON3, "-W", "ignore", "Main.py")),
}
EXTENSIONS = {".c": "C11", ".cpp": "C++17", ".cc": "C++17", ".cxx": "C++17", ".py": "Python 3"}
BOJ_FLAGS = LANGUAGES["C11"].compile[4:]

Program = namedtuple("Program", "argv files")
Program.__doc__ = """What run() needs to run a built solution: its argv and the files placed in
its working folder, as (name, path) pairs."""


def build(source, lang=None):
    """Build the solution file `source` as BOJ does; the Program that runs it.

    `lang` is a key of LANGUAGES; None picks it by the extension (EXTENSIONS); a file with
    another extension must be executable and runs as it is. Compiled products are cached (see
    compile_c). Raises CompileError (the compiler's message, or why it could not run) and
    SetupError (another extension, not executable; an unknown `lang`).
    """
    source = Path(source)
    name = lang or EXTENSIONS.get(source.suffix)
    if name is None:
        if not os.access(str(source), os.X_OK):
            raise SetupError("solution %s is neither %s nor executable"
                             % (source, ", ".join(sorted(EXTENSIONS))))
        return Program([str(source.resolve())], ())
    if name not in LANGUAGES:
        raise SetupError("unknown language %r: one of %s" % (name, ", ".join(LANGUAGES)))
    language = LANGUAGES[name]
    built = _compile(source, language)
    if language.run is None:
        return Program([str(built)], ())
    return Program(list(language.run), ((language.source, str(built)),))


def compile_c(source, flags=BOJ_FLAGS):
    """Compile the C file `source` like BOJ (`gcc Main.c -o Main FLAGS`); return the executable.

    The executable is cached in build/judge-cache/ under a hash of the source text, the command,
    the compiler and the runner that ran it, so a cached file is reused only for exactly the
    same input, and only while its content still has the SHA-256 recorded beside it when the
    compiler wrote it. The compiler runs in the sandbox, like a solution but allowed a few
    processes, with standard input empty, 10 s of CPU (30 s of wall clock), 2 GiB of address
    space per process, 256 MiB per written file. Raises CompileError (with the compiler's
    message in .message, whose last line names the limit the compiler reached, if it reached
    one). Thread-safe.
    """
    command = ("gcc", "Main.c", "-o", "Main") + tuple(flags)
    return _compile(Path(source), Language("Main.c", command, "Main", None))


def _identity(command):
    """What names the program `command` runs: its resolved path, size and time of change."""
    found = shutil.which(command, path=RUN_PATH) if "/" not in command else command
    if found is None:
        return command.encode()
    path = os.path.realpath(found)
    status = os.stat(path)
    return ("%s %d %d" % (path, status.st_size, status.st_mtime_ns)).encode()


def _cache_entry(parts, name):
    """The path of cache entry `name` keyed by the byte strings `parts`."""
    import hashlib
    key = hashlib.sha256(b"\0".join(parts)).hexdigest()[:32]
    return CACHE / key / name


def _sha256(data):
    import hashlib
    return hashlib.sha256(data).hexdigest()


def _cached(target):
    """Whether `target` is in the cache, with the content its compiler wrote."""
    try:
        recorded = target.with_name(target.name + ".sha256").read_text("ascii").strip()
        return recorded == _sha256(target.read_bytes())
    except OSError:
        return False


def _store(target, data, mode):
    """Put `data` in the cache as `target` (mode `mode`), with its SHA-256 beside it. Raises
    SetupError, saying what to do, when the cache cannot be written (a read-only repository,
    a full disk)."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        for path, content, path_mode in ((target, data, mode),
                                         (target.with_name(target.name + ".sha256"),
                                          (_sha256(data) + "\n").encode(), 0o644)):
            replace_file(path, content, path_mode)
    except OSError as error:
        raise unwritable(CACHE, error, CACHE_PURPOSE)


def replace_file(path, content, mode=0o644):
    """Write `content` (bytes) to `path` with `mode`, replacing the file whole: a reader sees
    the old file or the new one, and a write that fails (a full disk) leaves neither half."""
    temporary = path.with_name("%s.%d.%d" % (path.name, os.getpid(), threading.get_ident()))
    try:
        with open(str(temporary), "wb") as f:
            f.write(content)
        os.chmod(str(temporary), mode)
        os.replace(str(temporary), str(path))
    finally:
        if temporary.exists():
            temporary.unlink()


_compile_lock = threading.Lock()


def _compile(source, language):
    """The cached product of `language` for `source` (the checked source when it has none)."""
    text = source.read_bytes()
    name = language.product or language.source
    sandbox = _runner_executable().parent.name.encode()  # the runner that compiles it
    target = _cache_entry([sandbox, _identity(language.compile[0]), text]
                          + [part.encode() for part in language.compile], name)
    if _cached(target):
        return target
    runner = _this_threads_runner()
    try:
        kind, value, cpu_us, _, _, killed, stdout, stderr, product = runner.request(
            language.compile, b"", COMPILE_TIME_S, WALL_FACTOR * COMPILE_TIME_S, 0,
            COMPILE_MEMORY_MB * 1024, COMPILE_OUTPUT, COMPILE_SCRATCH_KIB, True, COMPILE_TASKS,
            ((language.source, text),), (), language.product)
    except RunnerDied:
        _discard(runner)
        raise CompileError("the runner process stopped during the compilation\n")
    if kind == "error":
        raise CompileError("cannot run %s: %s\n" % (language.compile[0], os.strerror(value)))
    message = (stdout[:STDERR_KEPT] + stderr).decode("utf-8", "replace")
    reached = _compile_limit(killed, cpu_us, message)
    if reached:
        raise CompileError(message + "compilation stopped: the compiler reached its %s\n"
                           % reached)
    if kind != "exit" or value != 0:
        raise CompileError(message or "the compiler failed (%s %d)\n" % (kind, value))
    if language.product is None:
        if message:  # a check that printed anything has failed, whatever its status
            raise CompileError(message)
        _store(target, text, 0o644)
    else:
        if not product:
            raise CompileError(message + "the compiler wrote no %s\n" % language.product)
        _store(target, product, 0o755)
    return target


# What a compiler says when one of its processes reaches a limit (GCC's and glibc's words).
_COMPILE_LIMIT_SIGNS = (
    ("memory", re.compile(r"out of memory|memory exhausted|Cannot allocate memory|"
                          r"failed to map segment|std::bad_alloc")),
    ("output", re.compile(r"File size limit exceeded|File too large")),
    ("tasks", re.compile(r"\b(v?fork|clone|pthread_create)\b.*Resource temporarily unavailable")),
)


def _size(count):
    """A number of bytes as it is best read: "256 MiB", "64 KiB", "1000 bytes"."""
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if count >= size and count % size == 0:
            return "%d %s" % (count // size, unit)
    return "%d bytes" % count


def _compile_limit(killed, cpu_us, message):
    """Which limit a compilation reached, with its value ("limit of 2048 MiB of memory per
    process"), from the runner's figures and the compiler's `message`; None if none did. A
    compiler process that the CPU rlimit ends dies of SIGKILL ("Killed signal terminated
    program cc1"), its CPU time counted in its parent's."""
    if (killed == KILLED_FOR_TIME or "CPU time limit exceeded" in message or
            ("Killed signal terminated program" in message and cpu_us >= COMPILE_TIME_S * 1e6)):
        return "time limit of %g s of CPU (%g s of wall clock)" % (
            COMPILE_TIME_S, WALL_FACTOR * COMPILE_TIME_S)
    found = {limit for limit, sign in _COMPILE_LIMIT_SIGNS if sign.search(message)}
    if "memory" in found:
        return "limit of %d MiB of memory per process" % COMPILE_MEMORY_MB
    if "output" in found:
        return "limit of %s per file it writes" % _size(COMPILE_OUTPUT)
    if "tasks" in found:
        return "limit of %d processes and threads" % COMPILE_TASKS
    return None


_runner_built = []  # the path _runner_executable found, once it has


def _runner_executable():
    """judge/runner.c built (without a sandbox: it is the sandbox) into the cache; checked
    once per process."""
    with _compile_lock:
        if not _runner_built:
            _runner_built.append(_build_runner())
        return _runner_built[0]


def _build_runner():
    text = RUNNER_SOURCE.read_bytes()
    target = _cache_entry([_identity("gcc"), text] + [f.encode() for f in RUNNER_FLAGS],
                          "runner")
    if _cached(target):
        return target
    import tempfile
    with tempfile.TemporaryDirectory(prefix="judge-runner-") as folder:  # then into the cache
        built = os.path.join(folder, "runner")
        try:
            done = subprocess.run(["gcc", str(RUNNER_SOURCE), "-o", built] + list(RUNNER_FLAGS),
                                  stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, check=False)
        except FileNotFoundError:
            raise SetupError("cannot build %s: gcc is not installed" % RUNNER_SOURCE)
        if done.returncode != 0:
            raise SetupError("cannot build %s:\n%s" % (RUNNER_SOURCE, done.stdout.decode()))
        with open(built, "rb") as f:
            _store(target, f.read(), 0o755)
    return target


# ---------------------------------------------------------------------------------------------
# Running


class RunResult:
    """The outcome of one run.

    status: "OK", "TLE", "MLE", "RE" or "OLE"; exit_code (int or None) and signal (int or None)
    as the process ended; time_ms: CPU time (user + system); wall_ms; memory_kib: peak memory
    (see run()); stdout: bytes (at most output_limit); stderr: bytes, cut to 64 KiB; error:
    None, or why the program could not be run to its end or what it hit (then status is "RE").
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


class RunnerDied(Exception):
    """The runner process ended before it answered."""


def _private_folder():
    """A new folder for one runner's files: only its owner lists it, runs may pass through."""
    base = os.environ.get("TMPDIR") or "/tmp"
    for attempt in range(1000):
        folder = os.path.join(base, "judge-run-%d-%d-%d" % (os.getpid(), threading.get_ident(),
                                                            attempt))
        try:
            os.mkdir(folder, 0o700)
        except FileExistsError:
            continue
        os.chmod(folder, 0o711)
        return folder
    raise SetupError("cannot make a folder in %s" % base)


def _readable_fd(data):
    """A descriptor to read `data` from: a memfd holding it (bytes), or the file (a path)."""
    if isinstance(data, str):
        return os.open(os.path.abspath(data), os.O_RDONLY | os.O_CLOEXEC)
    fd = os.memfd_create("data", os.MFD_CLOEXEC)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    except OSError:
        os.close(fd)
        raise
    return fd


def _program_fd(name):
    """A descriptor of the program `name`: a path, or a command found in the run's PATH."""
    found = name if "/" in name else shutil.which(name, path=RUN_PATH)
    if found is None:
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), name)
    return os.open(os.path.abspath(found), os.O_RDONLY | os.O_CLOEXEC)


MEMORY_MODES = {"cgroup-v2": "cgroup v2", "cgroup-v1": "cgroup v1", "polled": "polled"}


class _Runner:
    """One persistent runner (judge/runner.c), its socket and its private folder (where runs
    that are not isolated get their working folders); one per thread."""

    def __init__(self, executable):
        self.folder = _private_folder()
        self.socket, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        argv = [str(executable), str(theirs.fileno())]
        if not _isolation_wanted():
            argv.append("--no-isolation")
        cgroup = os.environ.get("JUDGE_CGROUP", "")
        if cgroup == "off":
            argv.append("--no-cgroup")
        elif cgroup:
            argv += ["--cgroup", os.path.abspath(cgroup)]
        try:
            self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                            cwd=self.folder, env={"PATH": RUN_PATH},
                                            pass_fds=[theirs.fileno()])
        finally:
            theirs.close()
        kind, _, self.reason = self.process.stdout.readline().decode().strip().partition(" ")
        memory, _, self.memory_reason = (self.process.stdout.readline().decode().strip()
                                         .partition(" "))
        if kind not in ("isolated", "shared") or memory not in MEMORY_MODES:
            self.close()
            raise SetupError("the runner %s did not start" % executable)
        self.isolated = kind == "isolated"
        self.memory = MEMORY_MODES[memory]
        if self.memory != "polled":
            self.memory_reason = ""  # (the runner names its cgroup folder)

    def request(self, argv, stdin, cpu_s, wall_s, memory_kib, address_space_kib, output_limit,
                scratch_kib, forks, tasks, files=(), environment=(), product=None):
        """One run, as runner.c describes: (kind, value, cpu_us, wall_us, peak_kib, killed,
        stdout, stderr, product). `stdin` is the input's bytes, or the path of a file holding
        it; `files` are (name, bytes or path) pairs copied into the run's working folder;
        argv[0] is the program's path, or a command of the run's PATH. memory_kib > 0 stops
        the run when its memory reaches that (in the runner's memory mode); `forks` gives it
        the filter of a compilation instead of a run's; `product` names a file of the working
        folder whose bytes to return (else None). kind is "error" (value: an errno) when the
        program could not be started. Raises RunnerDied."""
        header = "%d %d %d %d %d %d %d %d %d %d %d\n" % (
            max(1, round(cpu_s * 1000)), round(wall_s * 1000), memory_kib, address_space_kib,
            output_limit, scratch_kib, int(forks), tasks, len(argv), len(environment),
            len(files))
        fields = [product or ""] + list(argv) + list(environment) + [name for name, _ in files]
        message = header.encode() + b"".join(os.fsencode(f) + b"\0" for f in fields)
        fds = []
        try:
            fds.append(_readable_fd(stdin))
            fds.append(_program_fd(argv[0]))
            fds += [_readable_fd(data) for _, data in files]
        except OSError as e:
            for fd in fds:
                os.close(fd)
            return ("error", e.errno or errno.EIO, 0, 0, 0, 0, b"", b"", None)
        try:
            self.socket.sendmsg([message], [(socket.SOL_SOCKET, socket.SCM_RIGHTS,
                                             array.array("i", fds))])
            answer, control, _, _ = self.socket.recvmsg(256, socket.CMSG_SPACE(3 * 4))
        except OSError:
            raise RunnerDied()
        finally:
            for fd in fds:
                os.close(fd)
        given = array.array("i")
        for level, kind, data in control:
            if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
                given.frombytes(data[:len(data) - len(data) % given.itemsize])
        try:
            fields = answer.split()
            if not fields:
                raise RunnerDied()
            if fields[0] == b"error":
                return ("error", int(fields[1]), 0, 0, 0, 0, b"", b"", None)
            numbers = [int(x) for x in fields[1:]]
            if len(numbers) != 7 or len(given) != 2 + bool(product):
                raise RunnerDied()
            stdout = os.pread(given[0], min(numbers[5], output_limit + 1), 0)
            stderr = os.pread(given[1], numbers[6], 0)
            made = os.pread(given[2], os.fstat(given[2]).st_size, 0) if product else None
        except ValueError:
            raise RunnerDied()
        finally:
            for fd in given:
                os.close(fd)
        return (fields[0].decode(),) + tuple(numbers[:5]) + (stdout, stderr, made)

    def close(self):
        self.socket.close()
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
_isolation_told = False


def _isolation_wanted():
    return os.environ.get("JUDGE_ISOLATION", "on") != "off"


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
    """This thread's runner, started if it has none (or its runner died). The first runner
    that is not isolated says so, and why, on standard error."""
    global _isolation_told
    runner = getattr(_local, "runner", None)
    if runner is None or runner.process.poll() is not None:
        executable = _runner_executable()
        with _runners_lock:
            if _stopped:
                raise RuntimeError("the runs were stopped")
            runner = _Runner(executable)
            _runners.append(runner)
            if not runner.isolated and not _isolation_told:
                _isolation_told = True
                print("judge.py: runs are not isolated: %s%s" % (
                    runner.reason, "" if _isolation_wanted() else " (JUDGE_ISOLATION=off)"),
                    file=sys.stderr, flush=True)
        _local.runner = runner
    return runner


def _discard(runner):
    """Forget a runner that died (its processes are gone with it)."""
    with _runners_lock:
        if runner in _runners:
            _runners.remove(runner)
    runner.close()
    _local.runner = None


Isolation = namedtuple("Isolation", "sandboxed forks_refused reason memory memory_reason")
Isolation.__doc__ = """How runs are isolated here: `sandboxed` when they run in the sandbox's
namespaces; `forks_refused` when they may start no other process (a seccomp filter, which
works without the namespaces too); `reason`: why they are not sandboxed ("" when they are);
`memory`: how their memory is counted, "cgroup v2" or "cgroup v1" (by the kernel, in a memory
cgroup of each run) or "polled" (read by the runner every few milliseconds);
`memory_reason`: why it is polled ("" when it is not). judge/README.md says what each
guarantees."""
FORKS_NOT_REFUSED = "forks cannot be refused"  # as the runner says it


def isolation():
    """The Isolation of this thread's runner (started if need be)."""
    runner = _this_threads_runner()
    return Isolation(runner.isolated, FORKS_NOT_REFUSED not in runner.reason,
                     "" if runner.isolated else runner.reason, runner.memory,
                     runner.memory_reason)


def close_runner():
    """End this thread's runner, if it has one; its next run starts another, which reads
    JUDGE_ISOLATION and JUDGE_CGROUP afresh."""
    runner = getattr(_local, "runner", None)
    if runner is not None:
        _discard(runner)


def run_file(argv, input_path, time_limit_s, memory_limit_mb, output_limit, files=(),
             environment=()):
    """Like run(), with standard input a copy of the file `input_path`."""
    return _run(argv, str(input_path), time_limit_s, memory_limit_mb, output_limit, files,
                environment)


def run(argv, stdin, time_limit_s, memory_limit_mb, output_limit, files=(), environment=()):
    """Run `argv` once on the bytes `stdin` under limits, in the sandbox; return a RunResult.

    argv[0] is a path on this machine (a name without a slash is looked up in the run's PATH)
    and is executed from there; nothing else of this machine outside /usr and /etc is visible
    to the run, but the (name, path) pairs of `files`, copied into its working folder first.
    `environment` holds NAME=VALUE extras for its fixed environment (PATH, LANG=C.UTF-8, HOME
    and TMPDIR in its scratch folder). The program is forked by a persistent runner (one per
    calling thread, so this is cheap and thread-safe) and may start no other process. Limits:
    - time: CPU time (user + system) over time_limit_s is TLE; so is wall time, less the time
      its threads waited for a CPU, over max(3 x time_limit_s, time_limit_s + 1 s), as for a
      sleeping program;
    - memory: a peak of memory_limit_mb or more is MLE, and the program is stopped there. The
      peak is the larger of wait4's maxrss and, in a memory cgroup of the run (isolation()
      .memory "cgroup v1" or "cgroup v2"), what the kernel counts, or else the polled
      resident size and page tables of its threads plus the files of its scratch folder.
      No address-space limit: a thread's default stack, or a sanitizer's shadow memory,
      reserve more than they use; the stack may grow up to the memory limit;
    - output: more than output_limit bytes on standard output is OLE (the program is stopped
      there, so nothing more is stored); no file it writes may pass output_limit bytes (RE,
      .error saying so). Standard error goes through a pipe: its first 64 KiB are kept, the
      rest is dropped, and it is never compared nor counted as output.
    Verdict order: MLE, OLE, TLE, RE, OK. A runner that dies during the run (which no run can
    cause where runs are isolated) makes it RE, with .error saying so; the next run gets a
    new runner.
    """
    return _run(argv, bytes(stdin), time_limit_s, memory_limit_mb, output_limit, files,
                environment)


FILE_LIMIT_ERROR = "a file it wrote passed %d bytes, the largest file a run may write"


def _run(argv, stdin, time_limit_s, memory_limit_mb, output_limit, files, environment):
    """run() and run_file(): `stdin` is bytes, or the path of a file (str)."""
    runner = _this_threads_runner()
    memory_kib = int(memory_limit_mb * 1024)
    try:
        kind, value, cpu_us, wall_us, peak_kib, killed, stdout, stderr, _ = runner.request(
            argv, stdin, time_limit_s, max(WALL_FACTOR * time_limit_s, time_limit_s + 1.0),
            memory_kib, 0, output_limit, RUN_SCRATCH_KIB, False, RUN_TASKS, files, environment)
    except RunnerDied:
        _discard(runner)
        if _stopped:
            raise RuntimeError("the runs were stopped")
        return RunResult("RE", None, None, 0.0, 0.0, 0, b"", b"",
                         "the runner process stopped during the run")
    if kind == "error":
        return RunResult("RE", None, None, 0.0, 0.0, 0, b"", b"",
                         "could not start: %s" % os.strerror(value))
    if killed == KILLED_FOR_MEMORY:  # wait4's peak may lag a little behind what /proc showed
        peak_kib = max(peak_kib, memory_kib)
    exit_code = value if kind == "exit" else None
    killed_by = value if kind == "signal" else None
    time_ms = cpu_us / 1000.0
    error = None
    if peak_kib >= memory_kib:
        status = "MLE"
    elif killed == KILLED_FOR_OUTPUT or len(stdout) > output_limit:
        status = "OLE"
    elif killed == KILLED_FOR_TIME or time_ms > time_limit_s * 1000:
        status = "TLE"
    elif kind != "exit" or value != 0:
        status = "RE"
        if killed_by == signal.SIGXFSZ:  # standard output is a pipe: this was another file
            error = FILE_LIMIT_ERROR % output_limit
    else:
        status = "OK"
    return RunResult(status, exit_code, killed_by, time_ms, wall_us / 1000.0, peak_kib,
                     stdout[:output_limit], stderr, error)


# ---------------------------------------------------------------------------------------------
# BOJ's limits: where each test lies


Place = namedtuple("Place", "kind what value message evidence", defaults=(False,))
Place.__doc__ = """Where a test's input lies, as the problem's validator says: kind "boj"
(within BOJ's own limits), "wider" (valid, but outside them: `what` = `value` is the value
outside, an int where the validator names one, `message` the validator's words, and `evidence`
true when the bound passed is the one BOJ's data is known to keep from evidence rather than
one of BOJ's statement), "invalid" (the validator refuses it: `message` says why), or "large":
more than CLASSIFY_CAP bytes, so not validated at all (`value` is its size in bytes,
`message` that size for a person)."""
PLACES_CACHE = CACHE / "boj-limits"
CLASSIFY_CAP = 32 * 1024 * 1024  # bytes of the largest input validated (4342's max-01: 20 MB)
READ_PIECE = 1 << 20  # bytes read at a time from an input or output that may be large


def place_tests(problem, tests):
    """{test name: Place} for the (name, input, expected) `tests` of `problem`, or None when
    the judge cannot tell: the problem has no validator, or its validator fails (said on
    standard error).

    Each place is cached in build/judge-cache/boj-limits/, in one file per content of the files
    that define the validation (problem.validation_files()), under the SHA-256 of the input:
    an input is validated once, then only hashed. An input within BOJ's limits is validated
    once (with BOJ's limits), one outside them twice (to tell it from an invalid one). An
    input of more than CLASSIFY_CAP bytes is neither hashed nor validated: its place is
    "large". The memory this takes is that of one input up to the cap, twice (its bytes and
    its text) while it is validated; the hash reads a piece at a time.
    """
    if not problem.validates():
        return None
    script = problem.validation_files()[0]  # validate.py, or the problem.json declaring the input
    sources = b"".join(_sha256(path.read_bytes()).encode()
                       for path in problem.validation_files())
    cache = PLACES_CACHE / (_sha256(sources)[:32] + ".json")
    known = _read_places(cache)
    places, found = {}, {}
    for name, input_path, _ in tests:
        key, size = _input_key(input_path)
        if key is None:
            places[name] = Place("large", None, size, format_size(size))
            continue
        if key not in known and key not in found:
            try:
                found[key] = _place_of(problem.validate, input_path)
            except Interrupted:
                raise
            except Exception as e:  # a validator that fails tells nothing
                print(escaped("judge.py: %s fails on %s (%s: %s): cannot tell BOJ's limits"
                              % (script, input_path, type(e).__name__, e)),
                      file=sys.stderr, flush=True)
                return None
        entry = known.get(key) or found[key]
        places[name] = Place(entry["kind"], entry.get("what"), entry.get("value"),
                             entry.get("message"), bool(entry.get("evidence")))
    if found:
        _store_places(cache, found)
    return places


def _input_key(path):
    """(the SHA-256 of the file `path` in hex, its size); the key is None when the file holds
    more than CLASSIFY_CAP bytes, which are then not read. The file is read with os.read, a
    piece at a time: for hundreds of small inputs, half the time open() takes."""
    import hashlib
    fd = os.open(str(path), os.O_RDONLY | os.O_CLOEXEC)
    try:
        piece = os.read(fd, 1 << 16)
        # A file that fills the first read may be large: its size says whether to read on.
        size = len(piece) if len(piece) < 1 << 16 else os.fstat(fd).st_size
        if size > CLASSIFY_CAP:
            return None, size
        digest = hashlib.sha256(piece)
        while piece:
            piece = os.read(fd, READ_PIECE)
            digest.update(piece)
        return digest.hexdigest(), size
    finally:
        os.close(fd)


def _file_bytes(path):
    """The bytes of the file `path`, read with os.read: for hundreds of small files, half the
    time open() takes; a larger one is read into one buffer of its size, never twice over."""
    fd = os.open(str(path), os.O_RDONLY | os.O_CLOEXEC)
    try:
        head = os.read(fd, 1 << 16)
        if len(head) < 1 << 16 and not os.read(fd, 1):
            return head
        os.lseek(fd, 0, os.SEEK_SET)
        with open(fd, "rb", buffering=0, closefd=False) as f:
            return f.read()
    finally:
        os.close(fd)


def _place_of(validate, path):
    """The place of the input file `path`, as a dict of Place's fields, for the cache."""
    data = _file_bytes(path)
    try:
        text = data.decode("ascii")
    except UnicodeDecodeError as e:
        return {"kind": "invalid", "message": "byte %d: not ASCII" % e.start}
    del data  # the validator gets the text: one copy of the input is enough
    try:
        validate(text, boj=True)
        return {"kind": "boj"}
    except inputs.OutsideRange as outside:
        try:
            validate(text)
        except inputs.InputError as error:
            return {"kind": "invalid", "message": str(error)}
        return {"kind": "wider", "what": outside.what, "value": outside.value,
                "message": str(outside), "evidence": outside.evidence}
    except inputs.InputError as error:
        return {"kind": "invalid", "message": str(error)}


def _read_places(cache):
    """The places the cache file `cache` holds, by input hash; what is not one is left out."""
    try:
        known = json.loads(cache.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(known, dict):
        return {}
    return {key: entry for key, entry in known.items() if isinstance(entry, dict)
            and entry.get("kind") in ("boj", "wider", "invalid")}


_places_unsaved = []  # the message, once the cache of places could not be written


def _store_places(cache, found):
    """Add `found` to the cache file `cache`, merged with what another judge may have written
    since it was read; the file is replaced whole, so a reader never sees half of it. Where it
    cannot be written, judging goes on without it, which is said once on standard error."""
    places = _read_places(cache)
    places.update(found)
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        replace_file(cache, (json.dumps(places, sort_keys=True) + "\n").encode())
    except OSError as error:
        if not _places_unsaved:
            _places_unsaved.append(unwritable(
                cache.parent, error, "the judge keeps there where each test lies (it goes on "
                "without, and validates the tests again on every run)"))
            print("judge.py: %s" % escaped(str(_places_unsaved[0])), file=sys.stderr,
                  flush=True)


# ---------------------------------------------------------------------------------------------
# Command line


def repo_root():
    """The folder holding problems/ and testdata/: JUDGE_ROOT if set, else this repository."""
    return Path(os.environ.get("JUDGE_ROOT") or CODE_ROOT).resolve()


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


def output_cap(expected_size):
    """Bytes of output allowed: a few times the expected size, up to 64 MiB (never less)."""
    return max(min(OUTPUT_CAP, 4 * expected_size + 2 ** 20), 2 * expected_size + 2 ** 20)


def judge_input(program, given, expected, time_limit_s, memory_limit_mb, strict=False):
    """Run `program` (a Program) once on the input `given` (bytes, or the path of a file) and
    judge its output against `expected` (bytes) as a test is judged: (verdict, RunResult)."""
    cap = output_cap(len(expected))
    if isinstance(given, (bytes, bytearray)):
        result = run(program.argv, given, time_limit_s, memory_limit_mb, cap, program.files)
    else:
        result = run_file(program.argv, given, time_limit_s, memory_limit_mb, cap,
                          program.files)
    verdict = result.status
    if verdict == "OK":
        verdict = compare(expected, result.stdout, strict)
    return verdict, result


def judge_test(program, test, time_limit_s, memory_limit_mb, strict):
    name, input_path, expected_path = test
    expected = _file_bytes(expected_path)
    verdict, result = judge_input(program, input_path, expected, time_limit_s, memory_limit_mb,
                                  strict)
    failed = verdict != "AC"  # only a failure is shown in detail: keep no other output
    blank_lines = 0 if failed or strict else blank_lines_at_end(expected, result.stdout)
    return {"test": name, "verdict": verdict, "time_ms": round(result.time_ms, 3),
            "memory_kib": result.memory_kib, "result": result if failed else None,
            "input": input_path, "expected": expected if failed else None,
            "blank_lines": blank_lines}


def judge_problem(pool, problem, solution, tests, places, options):
    """Judge one solution on `tests`; the list of test outcomes (one CE entry if it fails).

    With a thread pool, the tests run in parallel; without one (--jobs 1), one after another
    in this thread. Unless --keep-going, the first non-AC test not outside BOJ's limits
    (`places`, from place_tests; any test when it is None) stops them all: no test starts
    after it has been seen; the first non-AC test outside BOJ's limits stops only the other
    tests outside them."""
    meta = problem.meta
    time_limit = options.time_limit or meta["time_limit_s"]
    memory_limit = options.memory_limit or meta["memory_limit_mb"]
    try:
        program = build(solution, options.lang)
    except CompileError as e:
        return [{"test": None, "verdict": "CE", "time_ms": 0.0, "memory_kib": 0,
                 "message": e.message}]
    details = _Details(places)

    def judged(index, test):
        outcome = judge_test(program, test, time_limit, memory_limit, options.strict)
        details.keep(index, outcome)
        return outcome

    calls = _Calls(pool, judged, list(enumerate(tests)))
    outcomes = []
    try:
        for index, (name, _, _) in enumerate(tests):
            if calls.dropped(index):
                continue
            outcome = calls.result(index)
            outcomes.append(outcome)
            if outcome["verdict"] == "AC" or options.keep_going:
                continue
            if _kind(places, name) != "wider":
                break
            calls.drop(later for later in range(index + 1, len(tests))
                       if _kind(places, tests[later][0]) == "wider")
    finally:
        calls.close()
    return outcomes


class _Details:
    """Keeps the run and the expected output of a failing test only while it may be the one
    the report explains (deciding_failure: the first failing test not outside BOJ's limits,
    else the first failing test), and drops them from every other as soon as it is known, in
    whatever order the runs end. So however many tests fail (--keep-going), the judge holds
    the outputs of two failing tests at most, besides those of the runs in progress."""

    def __init__(self, places):
        self.places, self.lock = places, threading.Lock()
        self.first = {}  # "failing", "failing not wider" -> (index, outcome) of the first yet

    def keep(self, index, outcome):
        """Take the outcome of the test numbered `index` (in the order of the tests)."""
        if outcome["result"] is None:
            return
        kinds = ["failing"]
        if _kind(self.places, outcome["test"]) != "wider":
            kinds.append("failing not wider")
        with self.lock:
            seen = [outcome]  # this one, and those it comes before
            for kind in kinds:
                held = self.first.get(kind)
                if held is None or index < held[0]:
                    self.first[kind] = (index, outcome)
                    seen += [held[1]] if held is not None else []
            for other in seen:
                if all(other is not kept for _, kept in self.first.values()):
                    other["result"] = other["expected"] = None


def _kind(places, name):
    """The kind of place of test `name` (see Place); None when the judge cannot tell."""
    return places[name].kind if places is not None and name in places else None


class _Calls:
    """function(*call) for each of `calls`, asked for by index: all queued at once when `pool`
    is an executor, else each made in this thread when its result is asked for."""

    def __init__(self, pool, function, calls):
        self.function, self.calls, self.given_up = function, calls, set()
        self.futures = None if pool is None else [pool.submit(function, *call)
                                                  for call in calls]

    def result(self, index):
        if self.futures is None:
            return self.function(*self.calls[index])
        return self.futures[index].result()

    def drop(self, indices):
        """Give up the calls of `indices`: those not started are cancelled; those running end
        on their own, and what they return is dropped."""
        for index in indices:
            self.given_up.add(index)
            if self.futures is not None:
                self.futures[index].cancel()

    def dropped(self, index):
        return index in self.given_up

    def close(self):
        """Cancel every call not started (those running end on their own)."""
        for future in self.futures or ():
            future.cancel()


class Style:
    def __init__(self, enabled):
        self.enabled = enabled

    def paint(self, text, verdict):
        if not self.enabled:
            return text
        code = "32" if verdict == "AC" else "33" if verdict in ("PE", "TLE", "MLE") else "31"
        return "\033[1;%sm%s\033[0m" % (code, text)


_NOT_PLAIN = re.compile("[^\n -~]+")  # runs of anything but a newline and printable ASCII


def _escaped_character(character):
    """One character that is not printable ASCII, as escaped() shows it."""
    code = ord(character)
    if character == "\t":
        return "→"
    if character == "\r":
        return "␍"
    if code == 0:
        return "\\0"
    if 0xDC80 <= code <= 0xDCFF:  # a byte that is not UTF-8, as "surrogateescape" decodes it
        return "\\x%02x" % (code - 0xDC00)
    if character.isprintable():
        return character
    if code < 0x100:  # C0 controls, DEL, C1 controls, a no-break space, a soft hyphen
        return "\\x%02x" % code
    return "\\u%04x" % code if code < 0x10000 else "\\U%08x" % code


def escaped(text):
    """`text` (str) with nothing a terminal acts on: a tab shown as →, a carriage return as ␍,
    NUL as \\0, every other control character (C0, DEL, C1) and an undecoded byte
    ("surrogateescape") as \\xNN, any other character that is not printable (a format
    character such as a bidirectional override, a line separator) as \\uNNNN; newlines stay.
    Printable text, in any script, is kept, and so is the result when escaped again."""
    return _NOT_PLAIN.sub(lambda run: "".join(map(_escaped_character, run.group())), text)


def visible(data):
    """Text lines of `data` (bytes) for a person, as every tool shows a program's output, its
    standard error or an input: decoded as UTF-8, spaces at a line's end shown as ·, tabs as →,
    carriage returns as ␍, and every control character or byte that is not UTF-8 escaped (see
    escaped), so that nothing a program writes can move the cursor, clear the screen or paint
    over the report."""
    lines = []
    for line in data.decode("utf-8", "surrogateescape").split("\n"):
        end = "\r" if line.endswith("\r") else ""
        text = line[:len(line) - len(end)]
        body = text.rstrip(" ")
        lines.append(body + "·" * (len(text) - len(body)) + end)
    return escaped("\n".join(lines))


def cut_lines(text, count, width=160, total=None):
    """The first `count` lines of `text`, each cut at `width`; `total`: lines of the whole."""
    lines = text.split("\n")
    total = len(lines) if total is None else total
    shown = [line if len(line) <= width else line[:width] + " …" for line in lines[:count]]
    if total > count:
        shown.append("… (%d lines in all)" % total)
    return shown


def input_lines(path, count):
    """The first `count` lines of the input file `path` for a person, cut when long: its first
    64 KiB are read, the rest only counted, a piece at a time."""
    with open(str(path), "rb") as f:
        data = f.read(64 * 1024)
        newlines = data.count(b"\n")
        last = data[-1:]
        for piece in iter(lambda: f.read(READ_PIECE), b""):
            newlines += piece.count(b"\n")
            last = piece[-1:]
    total = newlines + (last not in (b"", b"\n"))
    return cut_lines(visible(data).rstrip("\n"), count, total=total)


DIFF_CONTEXT = 3  # lines of context before a change, as diff -u shows them
DIFF_WINDOW_LINES = 200  # lines of each output diffed, from the context before the first change
DIFF_WINDOW_BYTES = 64 * 1024  # and at most so many bytes of each
_HUNK = re.compile(r"@@ -(\d+)(,\d+)? \+(\d+)(,\d+)? @@")


def diff_of(expected, actual):
    """`diff -u` of expected against actual, whitespace made visible; the list of its lines.

    Only a window of each output is diffed, which costs the same whatever their size: from
    the DIFF_CONTEXT lines before the first byte that differs, at most DIFF_WINDOW_LINES lines
    and DIFF_WINDOW_BYTES bytes of each (cut at a line's end, unless one line is longer). The
    hunks are numbered as lines of the whole outputs; a last line says which lines were
    diffed when a window does not reach the end of its output."""
    import tempfile
    same = _common_prefix(expected, actual, min(len(expected), len(actual)))
    start = expected.rfind(b"\n", 0, same) + 1
    for _ in range(DIFF_CONTEXT):
        if start > 0:
            start = expected.rfind(b"\n", 0, start - 1) + 1
    before = expected.count(b"\n", 0, start)  # lines before the windows, the same in both
    windows = [data[start:_window_end(data, start)] for data in (expected, actual)]
    with tempfile.TemporaryDirectory(prefix="judge-diff-") as folder:
        paths = []
        for name, window in zip(("expected", "actual"), windows):
            path = os.path.join(folder, name)
            with open(path, "w", encoding="utf-8") as f:
                f.write(visible(window))
            paths.append(path)
        done = subprocess.run(["diff", "-u", "--label", "expected", "--label", "actual"] + paths,
                              stdout=subprocess.PIPE, check=False)
    lines = [_HUNK.sub(lambda hunk: "@@ -%d%s +%d%s @@" % (
                 int(hunk.group(1)) + before, hunk.group(2) or "",
                 int(hunk.group(3)) + before, hunk.group(4) or ""), line, count=1)
             if line.startswith("@@ ") else line
             for line in done.stdout.decode("utf-8", "replace").rstrip("\n").split("\n")]
    if any(start + len(window) < len(data) for data, window in zip((expected, actual), windows)):
        spans = ["%d to %d" % (before + 1, before + window.count(b"\n")
                               + (not window.endswith(b"\n"))) for window in windows]
        lines.append("(the diff is cut: it compares lines %s of the expected output and %s of "
                     "the actual one)" % tuple(spans))
    return lines


def _window_end(data, start):
    """Where the window of `data` that diff_of diffs from `start` ends."""
    limit = min(len(data), start + DIFF_WINDOW_BYTES)
    stop = start
    for _ in range(DIFF_WINDOW_LINES):
        newline = data.find(b"\n", stop, limit)
        if newline < 0:
            return stop if stop > start and limit < len(data) else limit
        stop = newline + 1
    return stop


def _common_prefix(one, other, limit):
    """The length of the longest common prefix of the bytes `one` and `other`, at most
    `limit`: compared 64 KiB at a time, then halves of the block that differs, without a
    copy."""
    one, other = memoryview(one), memoryview(other)
    low = 0
    while low < limit:
        high = min(limit, low + (1 << 16))
        if one[low:high] != other[low:high]:
            while high - low > 1:  # the first difference lies in [low, high)
                middle = (low + high) // 2
                if one[low:middle] == other[low:middle]:
                    low = middle
                else:
                    high = middle
            return low
        low = high
    return limit


def answers_of(problem):
    """problem.json's "answers" field (judge/README.md says what it means), checked; None when
    it has none. Raises SetupError for a field of another form."""
    spec = problem.meta.get("answers")
    if spec is None:
        return None
    per = spec.get("per") if isinstance(spec, dict) else None
    tokens = spec.get("tokens") if per == "game" else 1
    if (per not in ("line", "game") or not isinstance(tokens, int) or tokens < 1
            or not isinstance(spec.get("end", ""), str)):
        raise SetupError('%s: "answers" must be {"per": "line"} or {"per": "game", "tokens": N}'
                         ', with "end": TEXT where a unit ends the input'
                         % (problem.folder / "problem.json"))
    return spec


_TOKEN = re.compile(rb"[^ \t\n\r\x0b\x0c]+")
_BLANK = re.compile(rb"[ \t\n\r\x0b\x0c]")
_TOKEN_MARKS = bytes(0x20 if byte in WHITESPACE else 0x78 for byte in range(256))  # " " or "x"
UNIT_KEPT = 1024  # bytes kept of a token or a line that a report shows (it shows fewer)


def _pieces(given):
    """The bytes of `given` (bytes, or the path of a file), READ_PIECE bytes at a time."""
    if isinstance(given, (bytes, bytearray)):
        for start in range(0, len(given), READ_PIECE):
            yield bytes(given[start:start + READ_PIECE])
        return
    with open(str(given), "rb") as f:
        yield from iter(lambda: f.read(READ_PIECE), b"")


class _Scanner:
    """An input read a piece at a time, as tokens or as lines, each with the number of the
    line where it starts. Of a token or a line only its first UNIT_KEPT bytes are kept, and
    what is passed over is counted by bytes methods, not by Python: reading the units near the
    end of a 1 GiB input costs a piece of memory and a fraction of a second."""

    def __init__(self, given):
        self.pieces = _pieces(given)
        self.piece, self.at, self.line = b"", 0, 1  # `at` in `piece` lies on line `line`
        self.cut = False  # the piece starts with the rest of a token already taken

    def _next_piece(self):
        """Go on to the next piece; False at the end of the input."""
        self.line += self.piece.count(b"\n", self.at)
        self.cut = bool(self.piece) and self.piece[-1] not in WHITESPACE
        self.piece, self.at = next(self.pieces, b""), 0
        return bool(self.piece)

    def _pass_cut_token(self):
        """At the start of a piece, pass the rest of the token the last one ended with."""
        if self.at == 0 and self.cut:
            rest = _TOKEN.match(self.piece)
            self.at = rest.end() if rest else 0
            self.cut = False

    def token(self):
        """(line, the token's first UNIT_KEPT bytes) of the next token; None at the end."""
        while True:
            self._pass_cut_token()
            match = _TOKEN.search(self.piece, self.at)
            if match is not None:
                break
            if not self._next_piece():
                return None
        self.line += self.piece.count(b"\n", self.at, match.start())
        line, self.at = self.line, match.end()
        text = match.group()[:UNIT_KEPT]
        while self.at == len(self.piece) and self._next_piece():  # the token may go on
            self.cut = False
            rest = _TOKEN.match(self.piece)
            if rest is None:
                break
            text += rest.group()[:UNIT_KEPT - len(text)]
            self.at = rest.end()
        return line, text

    def pass_tokens(self, count):
        """Pass over `count` tokens (all there are, when fewer)."""
        while count > 0:
            self._pass_cut_token()
            starts = self.piece[self.at:].translate(_TOKEN_MARKS)
            found = starts.count(b" x") + starts.startswith(b"x")
            if found >= count:
                for _ in range(count):
                    self.token()
                return
            count -= found
            if not self._next_piece():
                return

    def line_text(self):
        """(line, the line's first UNIT_KEPT bytes, without its newline) of the next line; None
        at the end."""
        if self.at == len(self.piece) and not self._next_piece():
            return None
        line = self.line
        stop = self.piece.find(b"\n", self.at)
        text = self.piece[self.at:self.at + UNIT_KEPT if stop < 0 else
                          min(stop, self.at + UNIT_KEPT)]
        while stop < 0:  # the line goes on in the next piece, or ends the input
            self.at = len(self.piece)
            if not self._next_piece():
                return line, text
            stop = self.piece.find(b"\n")
            text += self.piece[:UNIT_KEPT - len(text) if stop < 0 else
                               min(stop, UNIT_KEPT - len(text))]
        self.at, self.line = stop + 1, self.line + 1
        return line, text

    def pass_lines(self, count):
        """Pass over `count` lines (all there are, when fewer)."""
        while count > 0:
            if self.at == len(self.piece) and not self._next_piece():
                return
            found = self.piece.count(b"\n", self.at)
            if found >= count:
                for _ in range(count):
                    self.at = self.piece.index(b"\n", self.at) + 1
                self.line += count
                return
            count -= found
            self.line += found
            self.at = len(self.piece)


def answered_units(spec, given, start=0):
    """(line, text) of each unit of the input `given` (bytes, or the path of a file) that one
    output line answers, in order from unit `start` (0 is the first), as the "answers" field
    `spec` says: each line ("per": "line"), or each run of spec["tokens"] whitespace-separated
    tokens, written with one space between them ("per": "game"); line is the input line where
    the unit starts, and text its first UNIT_KEPT bytes (of each token). The unit whose tokens
    are those of spec["end"], when given, ends the input: it and all after it answer nothing
    (the units before `start` are passed over, not looked at). The input is read a piece at a
    time, as far as the units taken from this generator."""
    end = spec["end"].encode().split() if "end" in spec else None
    scanner = _Scanner(given)
    if spec["per"] == "line":
        scanner.pass_lines(start)
        for line, text in iter(scanner.line_text, None):
            text = text.rstrip(b"\r")
            if text.split() == end:
                return
            yield line, text
        return
    scanner.pass_tokens(start * spec["tokens"])
    while True:
        game = list(itertools.takewhile(lambda token: token is not None,
                                        (scanner.token() for _ in range(spec["tokens"]))))
        words = [text for _, text in game]
        if not game or words == end:
            return
        yield game[0][0], b" ".join(words)


class _ExactLines:
    """The lines of an output exactly as written, as --strict compares them (the newline that
    ends the last one is not a line): `data[:end]` joined by newlines, `count` of them; never
    a list of lines, which for millions of short lines would cost ten times the output."""

    def __init__(self, data):
        self.text, self.end = data, len(data) - data.endswith(b"\n")
        self.count = data.count(b"\n") + (not data.endswith(b"\n")) if data else 0

    def line_end(self, start):
        """Where the line that starts at offset `start` ends."""
        stop = self.text.find(b"\n", start, self.end)
        return self.end if stop < 0 else stop

    def lines(self, index, start, low, high):
        """{i: the first UNIT_KEPT bytes of line i} for each line i in [low, high), found from
        line `index`, which starts at offset `start`."""
        found = {}
        position = start
        for number in range(index, min(high, self.count)):
            stop = self.line_end(position)
            if number >= low:
                found[number] = self.text[position:min(stop, position + UNIT_KEPT)]
            position = stop + 1
        position = start
        for number in range(min(index, self.count) - 1, low - 1, -1):
            begin = self.text.rfind(b"\n", 0, position - 1) + 1
            found[number] = self.text[begin:min(position - 1, begin + UNIT_KEPT)]
            position = begin
        return found


def _stripped_end(data, blanks):
    """len(data.rstrip(blanks)), without a copy of `data`."""
    end = len(data)
    while end > 0:
        tail = data[max(0, end - 4096):end]
        kept = len(tail.rstrip(blanks))
        end -= len(tail) - kept
        if kept:
            break
    return end


def _token_pieces(data):
    """The whitespace-separated tokens of the bytes `data`, written with one space between
    them, in pieces: those of about READ_PIECE bytes of `data` at a time."""
    start, first = 0, True
    while start < len(data):
        blank = _BLANK.search(data, min(len(data), start + READ_PIECE))
        stop = blank.end() if blank else len(data)
        tokens = data[start:stop].split()
        if tokens:
            if not first:
                yield b" "
            yield b" ".join(tokens)
            first = False
        start = stop


def _first_token_difference(expected, actual):
    """The index (from 0) of the first token where the whitespace-separated tokens of the two
    outputs differ, a token one has and the other lacks included; None when they have the same
    tokens. Read in pieces (see _Differ)."""
    found = _Differ(_token_pieces(expected), _token_pieces(actual),
                    lambda part: part.count(b" "))
    if found.offset is None:
        return None
    # Between two tokens on both sides (or at an end), the token that differs is the next one;
    # inside a token on either side, it is that token.
    return found.before + all(byte in (b"", b" ") for byte in found.next)


def _token_counter():
    """A count() for _Differ over BOJ's reading of an output: the tokens that start in each
    part, the parts taken in order."""
    previous = [b" "]

    def count(part):
        marks = previous[0] + part.translate(_TOKEN_MARKS)
        previous[0] = marks[-1:]
        return marks.count(b" x")
    return count


def _shown(line, width=60):
    """A line (bytes) for a person: its invisible whitespace made visible, cut at `width`."""
    text = visible(line[:4 * width])
    return text if len(text) <= width and len(line) <= 4 * width else text[:width] + " …"


ANSWERS_AROUND = 2  # answers shown before and after the first that differs
_BLANK_NAMES = {ord("\t"): "a tab", ord("\r"): "a carriage return",
                ord("\x0b"): "a vertical tab", ord("\x0c"): "a form feed"}


def first_difference(spec, given, expected, actual, strict):
    """Lines that explain to a person how the output `actual` differs from `expected`; None
    when compare() finds no difference (with `strict`: when the lines are all equal).

    When the tokens differ (WA, or PE when only whitespace inside them does), the tokens of
    `actual` are aligned to the lines of `expected`, whatever lines they are on: the first
    expected line whose tokens differ is the answer named. With an "answers" field `spec` (see
    answers_of) it is named with the input it answers (from `given`, the input's bytes or its
    file's path), and a window of the answers around it follows ("of N": the answers the
    expected output holds); without one (None) it is an output line. When the tokens are those
    of `expected` (PE), the first whitespace BOJ's rule does not allow, by the line of `actual`
    it is on. With `strict`, the lines are compared exactly. The outputs are read in pieces
    and only the lines shown are cut out; the input is read only as far as the answers shown.
    """
    if strict:
        return _exact_difference(spec, given, expected, actual)
    token = _first_token_difference(expected, actual)
    if token is None:
        if _same_pieces(_reading_pieces(expected), _reading_pieces(actual)):
            return None
        return _blank_difference(expected, actual)
    note = None
    if _same_pieces(_squeezed_pieces(expected), _squeezed_pieces(actual)):
        note = ("the same characters as expected once all whitespace is removed: whitespace "
                "is missing or extra (PE)")
    return _answers_compared(spec, given, *_aligned_answers(expected, actual, token), note)


def _exact_difference(spec, given, expected, actual):
    """first_difference with `strict`: the first line that differs byte for byte."""
    wanted, got = _ExactLines(expected), _ExactLines(actual)
    same = _common_prefix(wanted.text, got.text, min(wanted.end, got.end))
    first = wanted.text.count(b"\n", 0, same)
    start = wanted.text.rfind(b"\n", 0, same) + 1
    if (first < min(wanted.count, got.count)
            and wanted.line_end(start) == same == got.line_end(start)):
        first, start = first + 1, same + 1  # that line is equal: one output ends after it
    if first >= wanted.count and first >= got.count:
        return None
    low, high = max(0, first - ANSWERS_AROUND), first + ANSWERS_AROUND + 1
    shown_wanted = wanted.lines(first, start, low, high)  # lines before `first`: equal in both
    shown_got = {number: line for number, line in shown_wanted.items() if number < first}
    shown_got.update(got.lines(first, start, first, high))
    return _answers_compared(spec, given, first, wanted.count, shown_wanted, shown_got, None)


def _nth_token(data, index):
    """The match of token `index` (from 0) of `data`; None when it has no more tokens."""
    return next(itertools.islice(_TOKEN.finditer(data), index, None), None)


def _aligned_answers(expected, actual, token):
    """(first, count, wanted, got) for _answers_compared when the tokens differ from token
    `token` on: the tokens of `actual`, in order, are cut into runs as long as the lines of
    `expected`; `first` is the first line whose run differs, `count` the number of lines of
    `expected`, `wanted` and `got` the lines of `expected` and the runs of `actual` (missing
    where it has no token left) around `first`."""
    body_end = _stripped_end(expected, WHITESPACE)
    count = expected.count(b"\n", 0, body_end) + 1 if body_end else 0
    found = _nth_token(expected, token)
    if found is not None:
        start = expected.rfind(b"\n", 0, found.start()) + 1
        first = expected.count(b"\n", 0, start)
        line_token = token - len(expected[start:found.start()].split())
    else:  # `actual` goes on after the last token of `expected`
        start, first, line_token = body_end + 1, count, token
    low = max(0, first - ANSWERS_AROUND)
    for _ in range(first - low):
        start = expected.rfind(b"\n", 0, start - 1) + 1
    wanted, sizes = {}, []
    for index in range(low, first + ANSWERS_AROUND + 1):
        if index < count:
            stop = expected.find(b"\n", start)
            stop = len(expected) if stop < 0 else stop
            wanted[index] = expected[start:min(stop, start + UNIT_KEPT)]
            sizes.append(len(expected[start:stop].split()))
            start = stop + 1
        else:  # runs of `actual` past the end of `expected` are as long as its last line
            sizes.append(sizes[-1] if sizes and sizes[-1] else 1)
    skipped = line_token - sum(sizes[:first - low])
    tokens = [match.group()[:UNIT_KEPT] for match in
              itertools.islice(_TOKEN.finditer(actual), skipped, skipped + sum(sizes))]
    got, at = {}, 0
    for index, size in enumerate(sizes, low):
        if at < len(tokens):
            got[index] = b" ".join(tokens[at:at + size])
        at += size
    return first, count, wanted, got


def _answers_compared(spec, given, first, count, wanted, got, note):
    """The lines that name the first answer that differs, `first` (from 0) of `count` expected
    ones, and, with an "answers" field `spec`, the window of answers around it: `wanted` and
    `got` map an answer's index to the expected and the actual answer (missing: none); `note`,
    when not None, is a last line for the first."""
    noun = "line" if spec is None else "answer"
    low, high = max(0, first - ANSWERS_AROUND), first + ANSWERS_AROUND + 1
    units = {}
    if spec is not None:
        units = dict(zip(range(low, high), answered_units(spec, given, low)))
    where = "output line %d" % (first + 1)
    if spec is not None and first < count:
        where = "%s %d of %d" % (spec["per"], first + 1, count)
        if first in units:
            line_number, text = units[first]
            if line_number != first + 1:
                where += " (input line %d)" % line_number
            where += ": `%s`" % _shown(text)
    if first >= count:
        lines = ["%s: expected nothing, the expected output ends after %s; got `%s`"
                 % (where, _counted(count, noun), _shown(got[first]))]
    elif first not in got:
        lines = ["%s: expected `%s`, got nothing: the output ends after %s"
                 % (where, _shown(wanted[first]), _counted(first, noun))]
    else:
        lines = ["%s: expected `%s`, got `%s`" % (where, _shown(wanted[first]),
                                                  _shown(got[first]))]
    if note is not None:
        lines.append(note)
    if spec is None:
        return lines
    rows = [(("> " if index == first else "") + str(index + 1),
             _shown(units[index][1], 30) if index in units else "",
             _shown(wanted[index], 30) if index in wanted else "(none)",
             _shown(got[index], 30) if index in got else "(none)")
            for index in range(low, high)
            if index in units or index in wanted or index in got]
    rows.insert(0, (spec["per"], "input", "expected", "actual"))
    widths = [max(len(row[column]) for row in rows) for column in range(3)]
    lines += ["%*s  %-*s  %-*s  %s" % (widths[0], row[0], widths[1], row[1], widths[2], row[2],
                                       row[3]) for row in rows]
    return [line.rstrip() for line in lines]


def _blank_difference(expected, actual):
    """The lines that say where the whitespace of `actual`, whose tokens are those of
    `expected`, first reads differently under BOJ's rule (see _blank_fault). Read in pieces."""
    index = _Differ(_reading_pieces(expected), _reading_pieces(actual),
                    _token_counter()).before  # the tokens before the first difference
    counter = _token_counter()
    tokens = sum(counter(expected[start:start + READ_PIECE])
                 for start in range(0, len(expected), READ_PIECE))
    leading, trailing = index == 0, index == tokens
    blanks = []
    for data in (expected, actual):
        start = _nth_token(data, index - 1).end() if index else 0
        following = _TOKEN.search(data, start)
        stop = following.start() if following else len(data)
        blanks.append((start, data[start:min(stop, start + UNIT_KEPT)]))
    (_, wanted_blanks), (start, got_blanks) = blanks
    line = actual.count(b"\n", 0, start) + 1
    fault = _blank_fault(got_blanks, line, leading, trailing)
    if fault is None or _blank_fault(wanted_blanks, 1, leading, trailing) is not None:
        where = ("before the first token" if leading else
                 "after `%s`" % _shown(_nth_token(actual, index - 1).group(), 30))
        fault = "output line %d: the whitespace %s is `%s` where the expected output has `%s`" % (
            line, where, _blanks_shown(got_blanks), _blanks_shown(wanted_blanks))
    return [fault, "the same tokens as expected, with whitespace BOJ's rule does not allow (PE)"]


def _blank_fault(blanks, line, leading, trailing):
    """What BOJ's rule does not allow in `blanks`, the whitespace between two tokens of an
    output (before the first when `leading`, after the last when `trailing`) that starts on
    output line `line`, said by the line it is on; None when the rule allows it (it then reads
    as one space between tokens, and as nothing before the first and after the last)."""
    pieces = blanks.split(b"\n")
    last = len(pieces) - 1
    for index, piece in enumerate(pieces):
        number = line + index
        for byte in piece:
            if byte == ord("\r") and index < last and piece.endswith(b"\r"):
                return "output line %d ends with a carriage return (\\r\\n)" % number
            if byte != ord(" "):
                return "%s in output line %d" % (_BLANK_NAMES[byte], number)
        spaces = len(piece)
        if 0 < index < last or (index == 0 and leading and (last > 0 or trailing)) or (
                index == last > 0 and trailing):  # a whole line without a token
            if spaces > 1 or not trailing:  # empty lines are allowed only at the end
                return "output line %d is %s" % (
                    number, "empty" if spaces == 0 else "blank (%s)" % _counted(spaces, "space"))
        elif index == 0 and leading or index == last > 0:  # before a token on its line
            if spaces:
                return "output line %d starts with %s" % (
                    number, "a space" if spaces == 1 else "%d spaces" % spaces)
        elif spaces > 1:  # after a token on its line
            return "%d spaces %s output line %d" % (
                spaces, "between two tokens in" if last == 0 and not trailing
                else "at the end of", number)
    return None


def _blanks_shown(blanks):
    """Whitespace for a person: · a space, → a tab, ␍ a carriage return, \\n a newline."""
    return (blanks.decode("ascii").replace(" ", "·").replace("\t", "→").replace("\r", "␍")
            .replace("\n", "\\n").replace("\x0b", "\\v").replace("\x0c", "\\f"))


def describe_failure(outcome, problem, options, root, label="first failing test"):
    """Lines that explain a failing test (the `label` one) of a solution to a person."""
    if outcome["verdict"] == "CE":
        return ["compile error:"] + ["  " + line for line in
                                     cut_lines(escaped(outcome["message"].rstrip("\n")), 30)]
    result, verdict = outcome["result"], outcome["verdict"]
    lines = ["%s: %s (%s), %s" % (label, outcome["test"], verdict,
                                  shown_path(outcome["input"], root))]
    spec = answers_of(problem)
    found = None
    if verdict in ("WA", "PE"):
        found = first_difference(spec, outcome["input"], outcome["expected"], result.stdout,
                                 options.strict)
        lines += ["  " + line for line in found or ()]
    if found is None or spec is None:
        lines.append("  input:")
        lines += ["    " + line for line in input_lines(outcome["input"], 10)]
    if verdict in ("WA", "PE") and (found is None or spec is None):
        lines.append("  diff -u expected actual (· trailing space, → tab, ␍ carriage return):")
        lines += ["    " + line for line in
                  cut_lines("\n".join(diff_of(outcome["expected"], result.stdout)), 60)]
    elif verdict == "TLE":
        lines.append("  CPU %.0f ms, wall %.0f ms; limit %g s of CPU"
                     % (result.time_ms, result.wall_ms,
                        options.time_limit or problem.meta["time_limit_s"]))
    elif verdict == "MLE":
        lines.append("  peak memory %d KiB; limit %d MiB"
                     % (result.memory_kib,
                        options.memory_limit or problem.meta["memory_limit_mb"]))
    elif verdict == "OLE":
        lines.append("  more than %d bytes of output (the cap of this test)"
                     % output_cap(len(outcome["expected"])))
    elif verdict == "RE":
        if result.error:
            lines.append("  %s" % result.error)
        elif result.signal is not None:
            lines.append("  killed by signal %d (%s)"
                         % (result.signal, signal_name(result.signal)))
        else:
            lines.append("  exit status %d" % result.exit_code)
    if result.stderr:
        lines.append("  standard error:")
        lines += ["    " + line for line in cut_lines(visible(result.stderr).rstrip("\n"), 10)]
    return lines


def signal_name(number):
    try:
        return signal.Signals(number).name
    except ValueError:
        return "unknown"


def format_memory(kib):
    return "%d KiB" % kib if kib < 10240 else "%.1f MiB" % (kib / 1024)


def format_size(size):
    """A size in bytes for a person: 1.0 GiB, 20.2 MiB, 3.5 KiB, 12 bytes."""
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if size >= 1 << shift:
            return "%.1f %s" % (size / (1 << shift), unit)
    return _counted(size, "byte")


def deciding_failure(outcomes, places):
    """The outcome that gives a solution its verdict: its first failing test not outside BOJ's
    limits, else its first failing test; None when every test passed."""
    failed = [o for o in outcomes if o["verdict"] != "AC"]
    return next((o for o in failed if _kind(places, o["test"]) != "wider"),
                failed[0] if failed else None)


def power_of_ten(value):
    """`value` as the report writes it: 10^k for a power of ten of two digits or more (100 is
    10^2, 10 is 10), else the number."""
    text = str(value)
    if isinstance(value, int) and len(text) > 2 and text == "1" + "0" * (len(text) - 1):
        return "10^%d" % (len(text) - 1)
    return text


def _counted(count, noun):
    return "%d %s%s" % (count, noun, "" if count == 1 else "s")


def limits_line(tests, outcomes, places, skipped, boj_only):
    """The line under a problem's summary that says how its solution did within BOJ's limits
    and on the wider range (the wording is judge/README.md's); None when the judge cannot
    tell and was not asked to (--boj-only). `skipped`: tests left out by --boj-only."""
    if places is None:
        return "--boj-only: cannot tell BOJ's limits, so every test is judged" if boj_only \
            else None
    if outcomes and outcomes[0]["verdict"] == "CE":
        return "CE: BOJ would not accept this file"
    judged = {o["test"]: o["verdict"] for o in outcomes}
    names = {kind: [name for name, _, _ in tests if places[name].kind == kind]
             for kind in ("boj", "wider", "invalid", "large")}
    parts = []
    within = names["boj"]
    failed = next((name for name in within if judged.get(name, "AC") != "AC"), None)
    passed = sum(judged.get(name) == "AC" for name in within)
    if not within:
        parts.append("no test lies within BOJ's limits")
    elif failed is not None:
        parts.append("%s within BOJ's limits: %s (BOJ would not accept this file)"
                     % (judged[failed], failed))
    elif passed == len(within):
        parts.append("AC within BOJ's limits %d/%d" % (passed, len(within)))
    else:
        parts.append("AC within BOJ's limits on %d/%d tests before the run stopped"
                     % (passed, len(within)))
    wider = names["wider"]
    failed = next((name for name in wider if judged.get(name, "AC") != "AC"), None)
    if skipped:
        parts.append("%s on the wider range skipped (--boj-only)" % _counted(skipped, "test"))
    elif not wider:
        parts.append("no test lies outside them")
    elif failed is not None:
        place = places[failed]
        named = place.what is not None and isinstance(place.value, int)
        if named and place.evidence:  # beyond what BOJ's data is known to hold
            where = "%s %s; BOJ's data is smaller" % (power_of_ten(place.value), place.what)
        else:
            where = ("%s = %s" % (place.what, power_of_ten(place.value)) if named
                     else place.message)
        parts.append("%s on the wider range: %s, %s" % (judged[failed], failed, where))
    elif all(judged.get(name) == "AC" for name in wider):
        parts.append("AC on the wider range %d/%d" % (len(wider), len(wider)))
    for kind, wording in (("invalid", "the validator refuses %s"),
                          ("large", "%s too large to classify")):
        found = names[kind]
        if found:
            parts.append((wording + ": %s (%s)%s") % (
                _counted(len(found), "test"), found[0], places[found[0]].message,
                " and %d more" % (len(found) - 1) if len(found) > 1 else ""))
    return "; ".join(parts)


def print_problem(style, problem, tests, outcomes, places, skipped, options, root):
    deciding = deciding_failure(outcomes, places)
    verdict = deciding["verdict"] if deciding else "AC"
    passed = sum(o["verdict"] == "AC" for o in outcomes)
    slowest = max((o["time_ms"] for o in outcomes), default=0.0)
    peak = max((o["memory_kib"] for o in outcomes), default=0)
    print("%-32s %s  %4d/%d tests  slowest %7.1f ms  peak %s" % (
        escaped(problem.name), style.paint("%-3s" % verdict, verdict), passed, len(tests),
        slowest, format_memory(peak)))
    line = limits_line(tests, outcomes, places, skipped, options.boj_only)
    if line is not None:
        print("    " + escaped(line))
    if deciding is not None:
        label = "first failing test"
        if next(o for o in outcomes if o["verdict"] != "AC") is not deciding:
            label += {"boj": " within BOJ's limits", "invalid": " that the validator refuses",
                      "large": " too large to classify"}[_kind(places, deciding["test"])]
        for line in describe_failure(deciding, problem, options, root, label):
            print("    " + escaped(line))
    blank = next((o for o in outcomes if o.get("blank_lines")), None)
    if blank is not None:
        print("    note: %s's output ends with %s; BOJ's documented rule says nothing of this "
              "(judge/README.md, Comparison)" % (escaped(blank["test"]),
                                                 _counted(blank["blank_lines"], "blank line")))
    sys.stdout.flush()


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        prog="judge.py", description="Judge solutions on their test data as BOJ would.",
        epilog="JUDGE_ROOT=DIR judges the problems/ and testdata/ of DIR instead of this "
               "repository; JUDGE_ISOLATION=off runs programs without the sandbox's "
               "namespaces; JUDGE_CGROUP=off polls their memory instead of counting it in "
               "memory cgroups. Exit status: 0 all AC, 1 some run not AC, 2 usage or setup error. "
               "The manual: judge/README.md.")
    parser.add_argument("problems", nargs="*", metavar="PROBLEM",
                        help="BOJ id or folder name (default: every problem)")
    parser.add_argument("--solution", type=Path, metavar="FILE",
                        help="judge FILE (.c, .cpp, .cc, .cxx, .py or an executable) instead "
                             "of solution.c")
    parser.add_argument("--lang", choices=list(LANGUAGES), metavar="NAME",
                        help="build with BOJ's command for NAME: %s" % ", ".join(LANGUAGES))
    parser.add_argument("--tests", type=Path, metavar="DIR",
                        help="use the NAME.in / NAME.out pairs of DIR")
    parser.add_argument("--json", type=Path, metavar="FILE", help="write a JSON report")
    parser.add_argument("--jobs", type=int, default=len(os.sched_getaffinity(0)), metavar="N",
                        help="parallel runs (default: the number of CPUs it may use)")
    parser.add_argument("--strict", action="store_true", help="byte-exact comparison")
    parser.add_argument("--keep-going", action="store_true",
                        help="run every test; by default the first failure within BOJ's "
                             "limits stops all the tests, the first outside them only the "
                             "others outside them")
    parser.add_argument("--boj-only", action="store_true",
                        help="judge only the tests within BOJ's own limits (as the problem's "
                             "validator says)")
    parser.add_argument("--time-limit", type=float, metavar="S", help="CPU seconds per run")
    parser.add_argument("--memory-limit", type=int, metavar="MB", help="MiB per run")
    options = parser.parse_args(argv)
    if options.solution is not None and len(options.problems) != 1:
        parser.error("--solution needs exactly one PROBLEM")
    if options.jobs < 1:
        parser.error("--jobs must be at least 1")
    for name in ("time_limit", "memory_limit"):
        value = getattr(options, name)
        if value is not None and not (math.isfinite(value) and value > 0):
            parser.error("--%s must be a finite positive number, not %s"
                         % (name.replace("_", "-"), value))
    return options


def write_report(path, report):
    """Write the JSON `report` to `path`; SetupError, saying what to do, where it cannot."""
    try:
        with open(str(path), "w", encoding="utf-8") as f:
            f.write(json.dumps(report, indent=1) + "\n")
    except OSError as error:
        if os.path.isfile(str(path)) and error.errno == errno.ENOSPC:
            os.unlink(str(path))  # not half a report
        raise SetupError("cannot write the JSON report %s (%s): give --json a file in a "
                         "writable folder" % (path, error.strerror or error))


def shown_path(path, root):
    """`path` as the report shows it: relative to `root` when it is inside it."""
    path = Path(path)
    return str(path.relative_to(root)) if path.is_absolute() and root in path.parents \
        else str(path)


class Interrupted(Exception):
    """SIGINT or SIGTERM reached the judge; .signal is its number."""

    def __init__(self, number):
        super().__init__(number)
        self.signal = number


def interrupt(number, frame):
    """A signal handler (for SIGINT and SIGTERM) that raises Interrupted."""
    raise Interrupted(number)


def main(argv=None):
    options = parse_arguments(sys.argv[1:] if argv is None else argv)
    style = Style(sys.stdout.isatty() and not os.environ.get("NO_COLOR"))
    root = repo_root()
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, interrupt)
    pool = None
    if options.jobs > 1:
        import concurrent.futures
        pool = concurrent.futures.ThreadPoolExecutor(options.jobs)
    try:
        chosen = problems.find(options.problems, root)
        if not chosen:
            raise SetupError("no problems in %s" % (root / "problems"))
        plan = []
        for problem in chosen:
            solution = options.solution or problem.folder / "solution.c"
            if solution.is_dir():
                raise SetupError("solution %s is a folder, not a file" % solution)
            if not solution.is_file():
                raise SetupError("solution %s does not exist" % solution)
            answers_of(problem)  # a malformed "answers" field is a setup error, before any run
            plan.append((problem, solution, problem_tests(problem, options.tests)))
        report, failures = [], []
        for problem, solution, tests in plan:
            places = place_tests(problem, tests)
            skipped = 0
            if options.boj_only and places is not None:
                chosen = [test for test in tests if places[test[0]].kind != "wider"]
                tests, skipped = chosen, len(tests) - len(chosen)
            outcomes = judge_problem(pool, problem, solution, tests, places, options)
            report += [{"problem": problem.id, "solution": shown_path(solution, root),
                        "test": o["test"], "verdict": o["verdict"], "time_ms": o["time_ms"],
                        "memory_kib": o["memory_kib"]} for o in outcomes]
            print_problem(style, problem, tests, outcomes, places, skipped, options, root)
            deciding = deciding_failure(outcomes, places)
            if deciding is not None:
                failures.append((problem, deciding["verdict"]))
        if options.json is not None:
            write_report(options.json, {"results": report})
        if failures:
            print(style.paint(escaped("%d of %d problems not accepted: %s" % (
                len(failures), len(plan), ", ".join("%s %s" % (p.id, v) for p, v in failures))),
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
    except (SetupError, OSError, problems.ProblemError) as e:
        print("judge.py: %s" % escaped(str(e)), file=sys.stderr)
        return 2
    except Interrupted as e:
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, signal.SIG_IGN)
        stop_runners()
        print("judge.py: stopped by %s; no run is left" % signal_name(e.signal), file=sys.stderr)
        return 128 + e.signal
    finally:
        if pool is not None:
            pool.shutdown(wait=True)


if __name__ == "__main__":
    sys.exit(main())
