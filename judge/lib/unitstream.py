"""The judge's own unittest suite (judge/tests) run in a child process that writes one JSON
line per test to a pipe as the test ends, so that `make test` shows each test as it finishes:
stream() is the reading end, report() the child's side. judge/README.md ("make test") is the
manual."""
import json
import os
import selectors
import signal
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

from . import problems

JUDGE = Path(__file__).resolve().parents[1]  # the folder of lib/, which the child imports
TESTS = problems.ROOT / "judge" / "tests"
TIMEOUT_S = 600  # for the whole suite; a test that hangs ends it with a failure


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


def report(fd, tests):
    """The child's side: run every test of the package `tests` (a folder's path), a line per
    test to the file descriptor `fd`, then the line ["", "end", count]."""
    tests = Path(tests)
    with open(fd, "w", encoding="utf-8") as out:
        suite = unittest.defaultTestLoader.discover(str(tests), top_level_dir=str(tests.parent))
        result = _Lines(out)
        suite.run(result)
        out.write(json.dumps(["", "end", str(result.testsRun)]) + "\n")


def stream(work, tests=TESTS, timeout_s=TIMEOUT_S):
    """(test id, (outcome, detail)) of every test as it ends, outcome "ok", "FAIL", "ERROR" or
    "skip". SuiteError when the suite cannot start, runs over timeout_s (the child is killed)
    or ends without its closing line; `work` holds what the child printed."""
    if not tests.is_dir():
        raise SuiteError(f"{tests} does not exist")
    read_end, write_end = os.pipe()
    env = dict(os.environ, PYTHONPATH=str(JUDGE))
    code = ("import sys; from lib import unitstream; "
            "unitstream.report(int(sys.argv[1]), sys.argv[2])")
    with tempfile.TemporaryFile(dir=work) as printed:
        try:
            child = subprocess.Popen([sys.executable, "-c", code, str(write_end), str(tests)],
                                     pass_fds=(write_end,), stdin=subprocess.DEVNULL,
                                     stdout=printed, stderr=subprocess.STDOUT,
                                     cwd=str(tests.parent.parent), env=env,
                                     start_new_session=True)
        finally:
            os.close(write_end)
        _children.add(child)
        try:
            yield from _lines(read_end, child, printed, timeout_s)
        finally:  # the end, a failure or a signal: the child and all it started are killed
            os.close(read_end)
            _kill_group(child)
            _children.discard(child)


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


def _lines(read_end, child, printed, timeout_s):
    deadline = time.monotonic() + timeout_s
    pending = b""
    with selectors.DefaultSelector() as selector:
        selector.register(read_end, selectors.EVENT_READ)
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not selector.select(left):
                raise SuiteError(f"the suite ran longer than {timeout_s} s")
            chunk = os.read(read_end, 65536)
            if not chunk:
                break
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                test_id, outcome, detail = json.loads(line.decode("utf-8"))
                if outcome == "end":
                    return
                yield test_id, (outcome, detail)
    status = child.wait()
    printed.seek(0)
    shown = printed.read().decode("utf-8", "replace").rstrip("\n").split("\n")[-15:]
    raise SuiteError(f"the suite ended before its last test (exit {status})\n"
                     + "\n".join(shown))
