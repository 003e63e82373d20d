"""The judge's own unittest suite (judge/tests) run in child processes that write one JSON
line per test to a pipe as the test ends, so that `make test` shows each test as it finishes,
and, when asked, in one more that takes the test classes from the last: stream() is the
reading end, report() a child's side. A test class that sets EARLY (`runs_early = True`) may
run before the data that make test builds first is there, in a child of its own: it reads none
of that data, and spends most of its time waiting (on a timer of the kernel's or of a
program), so it costs little beside the build and the other tests. judge/README.md ("make
test") is the manual."""
import json
import os
import selectors
import signal
import subprocess
import tempfile
import time
import unittest
from pathlib import Path

from . import cli, problems

JUDGE = Path(__file__).resolve().parents[1]  # the folder of lib/, which the child imports
TESTS = problems.ROOT / "judge" / "tests"
# For the whole suite: a test that hangs ends it with a failure. Loose enough for a machine
# whose every CPU is busy: beside another make test, the suite ran over 10 minutes.
TIMEOUT_S = 1800
HELPER_POLL_S = 0.5  # how soon one more child starts, or one waiting for the data goes on
EARLY = "runs_early"  # the test class attribute, True: it may run before the data (above)
READY = "ready"  # the file that tells a child the data is there (in the claims folder)
# How long a child that has written its last line may take to end: it closes its runners, and
# each removes its folder, which a kill would leave behind.
EXIT_S = 30


_children = set()  # the suites running now


class SuiteError(Exception):
    """The suite did not start, did not end in time, or ended before its last test."""


class _Lines(unittest.TestResult):
    """Writes [test id, "ok" | "FAIL" | "ERROR" | "skip", detail] as a line per test."""

    def __init__(self, out):
        super().__init__()
        self.out = out

    def _write(self, test_id, outcome, detail=""):
        self.out.write(json.dumps([test_id, outcome, detail]) + "\n")
        self.out.flush()

    def addSuccess(self, test):
        self._write(test.id(), "ok")

    def addFailure(self, test, err):
        self._write(test.id(), "FAIL", self._exc_info_to_string(err, test))

    def addError(self, test, err):
        self._write(test.id(), "ERROR", self._exc_info_to_string(err, test))

    def addSubTest(self, test, subtest, err):
        if err is not None:
            kind = "FAIL" if issubclass(err[0], test.failureException) else "ERROR"
            self._write(subtest.id(), kind, self._exc_info_to_string(err, test))

    def addSkip(self, test, reason):
        self._write(test.id(), "skip", reason)

    def addExpectedFailure(self, test, err):
        self._write(test.id(), "ok")

    def addUnexpectedSuccess(self, test):
        self._write(test.id(), "FAIL", "unexpected success")


def _classes(suite):
    """The tests of `suite` in their order, as one list per test class."""
    groups = []
    for test in _flat(suite):
        if groups and type(groups[-1][0]) is type(test):
            groups[-1].append(test)
        else:
            groups.append([test])
    return groups


def _flat(suite):
    for item in suite:
        if isinstance(item, unittest.TestSuite):
            yield from _flat(item)
        else:
            yield item


def report(fd, tests, claims=None, backwards=False, only=None, wait=False):
    """The child's side: run the tests of the package `tests` (a folder's path), a line per test
    to the file descriptor `fd`, then the line ["", "end", count]; only the classes that set
    EARLY when `only` is "early", only the others when it is "rest". With `claims` (a folder
    shared with other children), run a test class only once it is claimed there (a folder
    named by its index, which only one child can make), taking the classes from the last when
    `backwards`. With `wait`, run a class that does not set EARLY only once the file READY is
    in `claims`."""
    tests = Path(tests)
    with open(fd, "w", encoding="utf-8") as out:
        found = unittest.defaultTestLoader.discover(str(tests), top_level_dir=str(tests.parent))
        groups = [(at, group) for at, group in enumerate(_classes(found))
                  if only is None or _early(group) == (only == "early")]
        result = _Lines(out)
        for at, group in reversed(groups) if backwards else groups:
            if wait and not _early(group):
                _wait_for(os.path.join(claims, READY))
                wait = False
            if claims is not None:
                try:
                    os.mkdir(os.path.join(claims, str(at)))
                except FileExistsError:  # another child runs it
                    continue
            unittest.TestSuite(group).run(result)
        out.write(json.dumps(["", "end", str(result.testsRun)]) + "\n")


def _early(group):
    return getattr(type(group[0]), EARLY, False) is True


def _wait_for(path):
    """Sleep until the file `path` exists."""
    while not os.path.exists(path):
        time.sleep(HELPER_POLL_S / 5)


def stream(work, tests=TESTS, timeout_s=TIMEOUT_S, helper=None, ready=None):
    """(test id, (outcome, detail)) of every test as it ends, outcome "ok", "FAIL", "ERROR" or
    "skip". With the threading.Event `ready` (make test sets it once the data the tests read is
    built), the suite starts at once in two children: one runs the classes that set EARLY, the
    other the rest once `ready` is set. Once the threading.Event `helper` is set (make test sets
    it when the problems' checks have ended and left a core free), one more child takes the
    test classes from the last while the others go on from the first. SuiteError when the
    suite cannot start, runs over timeout_s (the children are killed) or a child ends without
    its closing line; `work` holds what the children printed."""
    if not tests.is_dir():
        raise SuiteError(f"{tests} does not exist")
    shared = helper is not None or ready is not None
    claims = tempfile.mkdtemp(prefix="claims-", dir=work) if shared else None
    wait = ready is not None
    started = []  # (read end, child, what it printed)
    ended = False
    try:
        if ready is None:
            started.append(_start(work, tests, claims))
        else:
            started.append(_start(work, tests, claims, only="early"))
            started.append(_start(work, tests, claims, only="rest", wait=True))
        yield from _lines(
            started, timeout_s,
            lambda: started.append(_start(work, tests, claims, backwards=True, wait=wait)),
            helper, ready, claims)
        ended = True
    finally:  # the end, a failure or a signal: the children and all they started are killed,
        for read_end, child, printed in started:  # at the end once each has closed its runners
            os.close(read_end)
            if ended:
                try:
                    child.wait(timeout=EXIT_S)
                except subprocess.TimeoutExpired:
                    pass
            _kill_group(child)
            _children.discard(child)
            printed.close()


def _start(work, tests, claims, backwards=False, only=None, wait=False):
    """Start a child running the suite (report); (read end of its pipe, child, the file of
    what it prints)."""
    env = dict(os.environ, PYTHONPATH=str(JUDGE))
    code = ("import sys; from lib import unitstream; unitstream.report(int(sys.argv[1]), "
            "sys.argv[2], sys.argv[3] or None, sys.argv[4] == 'backwards', "
            "sys.argv[5] or None, sys.argv[6] == 'wait')")
    printed = tempfile.TemporaryFile(dir=work)
    read_end, write_end = os.pipe()
    try:
        child = subprocess.Popen(
            [*cli.PYTHON, "-c", code, str(write_end), str(tests), claims or "",
             "backwards" if backwards else "forwards", only or "", "wait" if wait else "go"],
            pass_fds=(write_end,),
            stdin=subprocess.DEVNULL, stdout=printed, stderr=subprocess.STDOUT,
            cwd=str(tests.parent.parent), env=env, start_new_session=True)
    except BaseException:
        os.close(read_end)
        printed.close()
        raise
    finally:
        os.close(write_end)
    _children.add(child)
    return read_end, child, printed


def stop():
    """Kill every suite that runs now, with all its processes."""
    for child in list(_children):
        _kill_group(child, wait=False)


def _kill_group(child, wait=True):
    try:
        os.killpg(child.pid, signal.SIGKILL)
    except ProcessLookupError:  # every process of the group has ended
        pass
    if wait:
        child.wait()


def _lines(started, timeout_s, add_helper, helper, ready=None, claims=None):
    """The rows the children `started` write, as they come, until each has written its
    closing line; add_helper() starts one more child once `helper` is set, if those started
    first have not all ended by then; once `ready` is set, the file READY in `claims` tells
    the children the data is there."""
    deadline = time.monotonic() + timeout_s
    pending = {}
    with selectors.DefaultSelector() as selector:
        def watch(read_end, child, printed):
            pending[read_end] = b""
            selector.register(read_end, selectors.EVENT_READ, (child, printed))
        for child in started:
            watch(*child)
        first = set(pending)  # the children started first
        while pending:
            if ready is not None and ready.is_set():
                Path(claims, READY).touch()
                ready = None
            if helper is not None and helper.is_set():
                helper = None
                add_helper()
                watch(*started[-1])
            left = deadline - time.monotonic()
            polled = helper is not None or ready is not None
            events = selector.select(min(left, HELPER_POLL_S) if polled else left)
            if not events and time.monotonic() >= deadline:
                raise SuiteError(f"the suite ran longer than {timeout_s} s")
            for key, _ in events:
                chunk = os.read(key.fd, 65536)
                if not chunk:
                    _ended_early(*key.data)
                *lines, pending[key.fd] = (pending[key.fd] + chunk).split(b"\n")
                for line in lines:
                    test_id, outcome, detail = json.loads(line.decode("utf-8"))
                    if outcome == "end":
                        selector.unregister(key.fd)
                        del pending[key.fd]
                        break
                    yield test_id, (outcome, detail)
                if not first & set(pending):
                    helper = None  # the first children have run every class: no help is needed


def _ended_early(child, printed):
    """A child's pipe closed before its closing line: SuiteError, with what it printed last."""
    status = child.wait()
    printed.seek(0)
    shown = printed.read().decode("utf-8", "replace").rstrip("\n").split("\n")[-15:]
    raise SuiteError(f"the suite ended before its last test (exit {status})\n"
                     + "\n".join(shown))
