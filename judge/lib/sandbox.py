"""The sandbox's client: the runner (judge/runner/), built into the cache on first use, kept alive
as one runner per thread, and each run asked of it as a Request and answered as a Reply, both of
named fields (runnerprotocol.py encodes and decodes them); run() and run_file() turn a Reply
into a RunResult with its verdict of the limits (MLE, OLE, TLE, RE or OK), isolation() says how
runs are isolated here and how their memory is counted, stop_runners() ends every run in
progress. judge/README.md ("Limits", "Memory", "The sandbox") is the manual;
judge/runner/README.md is the runner's theory of operation."""
import array
import atexit
import ctypes
import errno
import itertools
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
from collections import namedtuple
from pathlib import Path

from . import files
from .errors import SetupError
from .runnerprotocol import (ANSWER_BYTES, KILLED_FOR_MEMORY, KILLED_FOR_OUTPUT,
                             KILLED_FOR_TIME, RUNNER_LIMITS, Reply, Request, RequestRefused,
                             RunnerDied, decode_reply, encode_request, read_start, start_failure)

RUNNER_FOLDER = Path(__file__).resolve().parents[1] / "runner"  # its C files and header
RUN_PATH = "/usr/local/bin:/usr/bin:/bin"  # PATH of every run, and where commands are found
RUNNER_FLAGS = ("-O2", "-Wall", "-static", "-std=gnu11")
STDERR_KEPT = 64 * 1024
OUTPUT_CAP = 64 * 1024 * 1024
WALL_FACTOR = 3
RUN_TASKS = 64  # threads of a run (it may start no other process)
RUN_SCRATCH_KIB = 64 * 1024  # the run's tmpfs: its working folder and /tmp
MEMORY_MODES = {"cgroup-v2": "cgroup v2", "cgroup-v1": "cgroup v1", "polled": "polled"}
PR_SET_DUMPABLE = 4  # prctl's option (linux/prctl.h)
FILE_LIMIT_ERROR = "a file it wrote passed %d bytes, the largest file a run may write"

Isolation = namedtuple("Isolation", "sandboxed forks_refused reason memory memory_reason")
Isolation.__doc__ = """How runs are isolated here: `sandboxed` when they run in the sandbox's
namespaces; `forks_refused` when they may start no other process (a seccomp filter, which
works without the namespaces too); `reason`: why they are not sandboxed ("" when they are);
`memory`: how their memory is counted, "cgroup v2" or "cgroup v1" (by the kernel, in a memory
cgroup of each run) or "polled" (read by the runner every few milliseconds);
`memory_reason`: why it is polled ("" when it is not). judge/README.md says what each
guarantees."""


def program_identity(command):
    """What names the program `command` runs: its resolved path, size and time of change."""
    found = shutil.which(command, path=RUN_PATH) if "/" not in command else command
    if found is None:
        return command.encode()
    path = os.path.realpath(found)
    status = os.stat(path)
    return ("%s %d %d" % (path, status.st_size, status.st_mtime_ns)).encode()


_build_lock = threading.Lock()
_runner_built = []  # the path runner_executable found, once it has


def runner_sources():
    """The source files of the runner (judge/runner/*.c and *.h), sorted by name."""
    return sorted(path for path in RUNNER_FOLDER.iterdir() if path.suffix in (".c", ".h"))


def runner_executable():
    """judge/runner/ built (without a sandbox: it is the sandbox) into the cache; checked
    once per process."""
    with _build_lock:
        if not _runner_built:
            _runner_built.append(_build_runner())
        return _runner_built[0]


def _build_runner():
    sources = runner_sources()
    target = files.cache_entry([program_identity("gcc")]
                               + [part for path in sources
                                  for part in (path.name.encode(), path.read_bytes())]
                               + [flag.encode() for flag in RUNNER_FLAGS], "runner")
    if files.cached(target):
        return target
    with tempfile.TemporaryDirectory(prefix="judge-runner-") as folder:  # then into the cache
        built = os.path.join(folder, "runner")
        try:
            done = subprocess.run(["gcc"] + [str(path) for path in sources if path.suffix == ".c"]
                                  + ["-o", built] + list(RUNNER_FLAGS),
                                  stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, check=False)
        except FileNotFoundError:
            raise SetupError("cannot build %s: gcc is not installed" % RUNNER_FOLDER)
        if done.returncode != 0:
            raise SetupError("cannot build %s:\n%s" % (RUNNER_FOLDER, done.stdout.decode()))
        with open(built, "rb") as f:
            files.store(target, f.read(), 0o755)
    return target


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


_folder_numbers = itertools.count()


def _private_folder():
    """A new folder for one runner's files: only its owner lists it, runs may pass through.
    Its name is never given twice in a process (a thread's ident is, once the thread has
    ended), so that removing an ended runner's folder never removes another's."""
    base = os.environ.get("TMPDIR") or "/tmp"
    for _ in range(1000):
        folder = os.path.join(base, "judge-run-%d-%d" % (os.getpid(), next(_folder_numbers)))
        try:
            os.mkdir(folder, 0o700)
        except FileExistsError:
            continue
        os.chmod(folder, 0o711)
        return folder
    raise SetupError("cannot make a folder in %s" % base)


def _readable_fd(data):
    """A descriptor to read `data` from: a memfd holding it (bytes), or the file (a path), which
    must be a regular file (files.open_regular: a FIFO would make the runner wait)."""
    if isinstance(data, str):
        return files.open_regular(os.path.abspath(data))
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


def not_dumpable():
    """Make this process non-dumpable (PR_SET_DUMPABLE 0), as the runner makes itself: a run
    that is not isolated may have this user's uid, and could then open /proc/PID/mem of the
    judge, and read and write its memory. (A command it starts is dumpable again.)"""
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)


class Runner:
    """One persistent runner (judge/runner/), its socket and its private folder (where runs
    that are not isolated get their working folders); one per thread."""

    def __init__(self, executable):
        self.folder = _private_folder()
        self.socket, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        argv = [str(executable), str(theirs.fileno())]
        if not isolation_wanted():
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
        start = read_start(self.process.stdout)
        try:
            self.limits = {name: int(start[name]) for name in RUNNER_LIMITS}
            self.isolated = {"isolated": True, "shared": False}[start["isolation"]]
            self.forks_refused = {"refused": True, "allowed": False}[start["forks"]]
            self.memory = MEMORY_MODES[start["memory"]]
        except (KeyError, ValueError):
            self.close()
            raise SetupError("the runner %s did not start" % executable)
        self.reason = start.get("isolation-reason", "")
        self.memory_reason = start.get("memory-reason", "")
        if not self.isolated:
            not_dumpable()

    def request(self, request):
        """Run the Request `request`; its Reply. Raises RequestRefused for a request over the
        runner's limits, RunnerDied."""
        message = encode_request(request)
        if len(request.files) > self.limits["max-files"]:
            raise RequestRefused("the runner places at most %d files in a run; this one has %d"
                                 % (self.limits["max-files"], len(request.files)))
        if len(message) > self.limits["max-request-bytes"]:
            raise RequestRefused(
                "the runner takes requests of at most %d bytes (arguments, environment, file "
                "names); this one has %d" % (self.limits["max-request-bytes"], len(message)))
        fds = []
        step = "open-input"
        try:
            fds.append(_readable_fd(request.stdin))
            step = "open-program"
            fds.append(_program_fd(request.argv[0]))
            step = "open-file"
            fds += [_readable_fd(data) for _, data in request.files]
        except OSError as e:
            for fd in fds:
                os.close(fd)
            number = e.errno or errno.EIO
            return Reply("error", number, 0, 0, 0, 0, b"", b"", None, step, os.strerror(number))
        try:
            answer, control = self.exchange(message, fds)
        finally:
            for fd in fds:
                os.close(fd)
        return decode_reply(answer, control, request)

    def exchange(self, message, fds):
        """Send the request `message` (bytes) with the descriptors `fds`, unchecked; (the
        answer's bytes, its control messages). Raises RunnerDied."""
        try:
            self.socket.sendmsg([message], [(socket.SOL_SOCKET, socket.SCM_RIGHTS,
                                             array.array("i", fds))])
            return self.socket.recvmsg(ANSWER_BYTES, socket.CMSG_SPACE(3 * 4))[:2]
        except OSError:
            raise RunnerDied()

    def close(self):
        """End the runner: the end of its standard input tells it to stop."""
        self.socket.close()
        self.process.stdin.close()
        self.process.wait()
        self.process.stdout.close()
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


ISOLATION_OFF = ("off", "0", "no", "false")  # JUDGE_ISOLATION's words, in any case
ISOLATION_ON = ("on", "1", "yes", "true", "")


def isolation_wanted():
    """Whether runs are to be isolated: JUDGE_ISOLATION unset or one of ISOLATION_ON, not when
    it is one of ISOLATION_OFF; SetupError for any other value, which must not keep isolation
    in silence where it was meant to turn it off, nor turn it off where it was not."""
    given = os.environ.get("JUDGE_ISOLATION", "")
    if given.strip().lower() in ISOLATION_OFF:
        return False
    if given.strip().lower() in ISOLATION_ON:
        return True
    raise SetupError("JUDGE_ISOLATION=%s is neither on nor off: off (or %s) runs programs "
                     "without the sandbox's namespaces, on (or %s) or unset with them" % (
                         given, ", ".join(ISOLATION_OFF[1:]), ", ".join(ISOLATION_ON[1:-1])))


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


def this_threads_runner():
    """This thread's runner, started if it has none (or its runner died). A runner ends when
    the thread that started it does (its parent-death signal is the thread's); those that
    have ended are reaped, and their folders removed, before another starts."""
    runner = getattr(_local, "runner", None)
    if runner is None or runner.process.poll() is not None:
        executable = runner_executable()
        with _runners_lock:
            if _stopped:
                raise RuntimeError("the runs were stopped")
            for ended in [r for r in _runners if r.process.poll() is not None]:
                _runners.remove(ended)
                ended.close()
            runner = Runner(executable)
            _runners.append(runner)
        _local.runner = runner
    return runner


def discard(runner):
    """Forget a runner that died (its processes are gone with it)."""
    with _runners_lock:
        if runner in _runners:
            _runners.remove(runner)
    runner.close()
    _local.runner = None


def isolation():
    """The Isolation of this thread's runner (started if need be)."""
    runner = this_threads_runner()
    return Isolation(runner.isolated, runner.forks_refused,
                     "" if runner.isolated else runner.reason, runner.memory,
                     runner.memory_reason)


def close_runner():
    """End this thread's runner, if it has one; its next run starts another, which reads
    JUDGE_ISOLATION and JUDGE_CGROUP afresh."""
    runner = getattr(_local, "runner", None)
    if runner is not None:
        discard(runner)


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
      when its threads waited for a CPU and none of them ran, over max(3 x time_limit_s,
      time_limit_s + 1 s), as for a sleeping program;
    - memory: a peak of memory_limit_mb or more is MLE, and the program is stopped there. The
      peak is the larger of wait4's maxrss and, in a memory cgroup of the run (isolation()
      .memory "cgroup v1" or "cgroup v2"), what the kernel counts, or else the polled
      resident size and page tables of its threads plus the files of its scratch folder and
      its mappings; what would hold kernel memory that neither counts is refused.
      No address-space limit: a thread's default stack, or a sanitizer's shadow memory,
      reserve more than they use; the stack may grow up to the memory limit;
    - output: more than output_limit bytes on standard output is OLE (the program is stopped
      there, so nothing more is stored); no file it writes may pass output_limit bytes (RE,
      .error saying so). Standard error goes through a pipe: its first 64 KiB are kept, the
      rest is dropped, and it is never compared nor counted as output.
    Verdict order: MLE, OLE, TLE, RE, OK. A run that could not be started is RE, .error
    naming the step that failed ("could not start: placing the files: ..."). A runner that
    dies during the run (which no run can cause where runs are isolated) makes it RE, with
    .error saying so; the next run gets a new runner. Raises RequestRefused (a SetupError) for
    more files, or longer arguments and environment, than the runner takes.
    """
    return _run(argv, bytes(stdin), time_limit_s, memory_limit_mb, output_limit, files,
                environment)


def _run(argv, stdin, time_limit_s, memory_limit_mb, output_limit, files, environment):
    """run() and run_file(): `stdin` is bytes, or the path of a file (str)."""
    runner = this_threads_runner()
    memory_kib = int(memory_limit_mb * 1024)
    try:
        reply = runner.request(Request(
            argv=argv, stdin=stdin, cpu_s=time_limit_s,
            wall_s=max(WALL_FACTOR * time_limit_s, time_limit_s + 1.0), memory_kib=memory_kib,
            output_limit=output_limit, scratch_kib=RUN_SCRATCH_KIB, tasks=RUN_TASKS,
            files=files, environment=environment))
    except RunnerDied:
        discard(runner)
        if _stopped:
            raise RuntimeError("the runs were stopped")
        return RunResult("RE", None, None, 0.0, 0.0, 0, b"", b"",
                         "the runner process stopped during the run")
    if reply.kind == "error":
        return RunResult("RE", None, None, 0.0, 0.0, 0, b"", b"",
                         "could not start: %s" % start_failure(reply))
    peak_kib = reply.peak_kib
    if reply.killed == KILLED_FOR_MEMORY:  # wait4's peak may lag a little behind the poll's
        peak_kib = max(peak_kib, memory_kib)
    exit_code = reply.value if reply.kind == "exit" else None
    killed_by = reply.value if reply.kind == "signal" else None
    time_ms = reply.cpu_us / 1000.0
    error = None
    if peak_kib >= memory_kib:
        status = "MLE"
    elif reply.killed == KILLED_FOR_OUTPUT or len(reply.stdout) > output_limit:
        status = "OLE"
    elif reply.killed == KILLED_FOR_TIME or time_ms > time_limit_s * 1000:
        status = "TLE"
    elif exit_code != 0:
        status = "RE"
        if killed_by == signal.SIGXFSZ:  # standard output is a pipe: this was another file
            error = FILE_LIMIT_ERROR % output_limit
    else:
        status = "OK"
    return RunResult(status, exit_code, killed_by, time_ms, reply.wall_us / 1000.0, peak_kib,
                     reply.stdout[:output_limit], reply.stderr, error)
