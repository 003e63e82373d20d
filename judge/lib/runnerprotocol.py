"""The runner's protocol on the client's side, the one place in Python that knows it: a
Request encoded as the runner reads it, its answer decoded into a Reply, the start lines read,
the runner's limits named, the steps of a run's setup in words. Every message is `key value`
lines; judge/runner/README.md ("The protocol") is the table of the fields, and
judge/runner/protocol.c the runner's side. sandbox.py sends and receives."""
import array
import os
import re
import socket
from collections import namedtuple

from .errors import SetupError

KILLED_FOR_TIME, KILLED_FOR_MEMORY, KILLED_FOR_OUTPUT = 1, 2, 3  # why the runner stopped a run
ANSWER_BYTES = 4096  # the longest answer the runner writes is far shorter

_REQUEST_FIELDS = ("argv stdin cpu_s wall_s memory_kib address_space_kib output_limit "
                   "scratch_kib forks tasks files environment product")


class Request(namedtuple("Request", _REQUEST_FIELDS)):
    """One run, as the runner takes it, built with keyword arguments only. `argv[0]` is the
    program's path, or a command of the run's PATH; `stdin` the input's bytes, or the path of a
    file holding it; `cpu_s` and `wall_s` its time limits; `memory_kib` > 0 stops it when its
    memory reaches that (in the runner's memory mode; 0: not watched); `address_space_kib` > 0
    limits each process's address space (0: no limit); `output_limit` the bytes of standard
    output and of any file it writes; `scratch_kib` the size of its tmpfs; `forks` gives it the
    filter of a compilation (new processes allowed) instead of a run's; `tasks` its processes
    and threads; `files` (name, bytes or path) pairs copied into its working folder;
    `environment` NAME=VALUE extras; `product` a file of the working folder whose bytes to hand
    back (None: nothing)."""

    __slots__ = ()

    def __new__(cls, *, argv, stdin, cpu_s, wall_s, output_limit, scratch_kib, tasks,
                memory_kib=0, address_space_kib=0, forks=False, files=(), environment=(),
                product=None):
        return super().__new__(cls, tuple(argv), stdin, cpu_s, wall_s, memory_kib,
                               address_space_kib, output_limit, scratch_kib, forks, tasks,
                               tuple(files), tuple(environment), product)


Reply = namedtuple("Reply", "kind value cpu_us wall_us peak_kib killed stdout stderr product "
                   "step message", defaults=(None, None))
Reply.__doc__ = """What the runner answered: `kind` "exit", "signal" or "error" (it could not be
started: `value` is an errno, `step` the step of its setup that failed, as SETUP_STEPS names
it, and `message` what went wrong), `value` the exit status or the signal; the CPU and wall
time in microseconds, the peak memory in KiB; `killed` why the runner stopped it (0, or
KILLED_FOR_TIME, KILLED_FOR_MEMORY, KILLED_FOR_OUTPUT); its output and errors (bytes) and the
product's bytes (None when none was asked for)."""

# The steps of a run's setup that an error names (the runner's, then the client's), in words.
SETUP_STEPS = {
    "request": "the request",
    "output-files": "making the output files",
    "copy-input": "copying the input",
    "copy-script": "copying the script",
    "make-scratch": "making the scratch folder",
    "environment": "making the environment",
    "place-files": "placing the files",
    "make-pipes": "making the pipes",
    "fork": "starting the child",
    "enter-cgroup": "entering the memory cgroup",
    "set-descriptors": "setting the descriptors",
    "drop-privileges": "dropping privileges",
    "restrict-writes": "keeping its writes to its folder",
    "install-filter": "installing the seccomp filter",
    "exec": "executing the program",
    "open-input": "opening the input",
    "open-program": "opening the program",
    "open-file": "opening a file to place",
}
KILLED = {"time": KILLED_FOR_TIME, "memory": KILLED_FOR_MEMORY, "output": KILLED_FOR_OUTPUT}
# The runner's limits, which it states in its start lines (Runner.limits).
RUNNER_LIMITS = ("max-files", "max-request-bytes", "errors-kept-bytes", "open-files")


class RequestRefused(SetupError):
    """A request over the runner's limits (too many files, too many bytes), refused before it
    is sent; the message says which limit and by how much."""


class RunnerDied(Exception):
    """The runner process ended before it answered, or answered what cannot be read."""


def _escaped(value):
    if b"\\" in value or b"\n" in value:
        return value.replace(b"\\", b"\\\\").replace(b"\n", b"\\n")
    return value


_NUMBERS = (b"cpu-ms %d\nwall-ms %d\nmemory-kib %d\naddress-space-kib %d\noutput-bytes %d\n"
            b"scratch-kib %d\nforks %d\ntasks %d\n")


def encode_request(request):
    """The bytes of the Request `request`, as the runner reads it: one `key value` line per
    field (judge/runner/README.md, "The protocol")."""
    lines = [_NUMBERS % (max(1, round(request.cpu_s * 1000)), round(request.wall_s * 1000),
                         request.memory_kib, request.address_space_kib, request.output_limit,
                         request.scratch_kib, bool(request.forks), request.tasks)]
    if request.product:
        lines.append(b"product " + _escaped(os.fsencode(request.product)) + b"\n")
    lines += [b"arg " + _escaped(os.fsencode(arg)) + b"\n" for arg in request.argv]
    lines += [b"env " + _escaped(os.fsencode(pair)) + b"\n" for pair in request.environment]
    lines += [b"file " + _escaped(os.fsencode(name)) + b"\n" for name, _ in request.files]
    return b"".join(lines)


def _unescaped(value):
    return re.sub(r"\\(.)", lambda m: "\n" if m.group(1) == "n" else m.group(1), value)


def decode_fields(text):
    """{key: value} of `key value` lines (bytes), values unescaped (str)."""
    fields = {}
    for line in text.decode("utf-8", "replace").split("\n"):
        key, _, value = line.partition(" ")
        if key:
            fields[key] = _unescaped(value) if "\\" in value else value
    return fields


def read_start(stream):
    """The start lines of a runner, from its standard output `stream` up to the empty line
    that ends them: {key: value} (judge/runner/README.md, "The protocol")."""
    lines = []
    for line in stream:
        if line == b"\n":
            return decode_fields(b"".join(lines))
        lines.append(line)
    return {}  # it ended before it started


def decode_reply(answer, control, request):
    """The Reply of the runner's `answer` and the descriptors of `control` (which it closes)."""
    given = array.array("i")
    for level, kind, data in control:
        if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
            given.frombytes(data[:len(data) - len(data) % given.itemsize])
    try:
        fields = decode_fields(answer)
        measures = [int(fields[name]) for name in ("cpu-us", "wall-us", "peak-kib")]
        killed = KILLED[fields["killed"]] if "killed" in fields else 0
        if "error" in fields:
            step, _, message = fields["error"].partition(": ")
            return Reply("error", int(fields["errno"]), *measures, killed, b"", b"", None,
                         step, message)
        kind = "exit" if "exit-code" in fields else "signal"
        value = int(fields["exit-code" if kind == "exit" else "signal"])
        if len(given) != 2 + bool(request.product):
            raise RunnerDied()
        stdout = os.pread(given[0], min(int(fields["output-bytes"]), request.output_limit + 1),
                          0)
        stderr = os.pread(given[1], int(fields["errors-bytes"]), 0)
        made = os.pread(given[2], os.fstat(given[2]).st_size, 0) if request.product else None
    except (KeyError, ValueError):
        raise RunnerDied()
    finally:
        for fd in given:
            os.close(fd)
    return Reply(kind, value, *measures, killed, stdout, stderr, made)


def start_failure(reply):
    """What an "error" Reply says: the step that failed, in words, and why."""
    return "%s: %s" % (SETUP_STEPS.get(reply.step, reply.step), reply.message)
