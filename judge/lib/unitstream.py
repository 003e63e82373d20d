"""The judge's own unittest suite (judge/tests) run in SHARDS child processes, its test classes
dealt among them in turn, each writing one JSON line per test to a pipe as the test ends, so
that `make test` shows each test as it finishes: stream() is the reading end, report() a
child's side. judge/README.md ("make test") is the manual."""
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
SHARDS = 2  # children that share the suite: much of its tests' time is waiting


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


def report(fd, tests, shard=0, shards=1):
    """The child's side: run the tests of the package `tests` (a folder's path) that fall to
    `shard` of `shards` (its test classes dealt in turn), a line per test to the file
    descriptor `fd`, then the line ["", "end", count]."""
    tests = Path(tests)
    with open(fd, "w", encoding="utf-8") as out:
        found = unittest.defaultTestLoader.discover(str(tests), top_level_dir=str(tests.parent))
        suite = unittest.TestSuite(test for at, group in enumerate(_classes(found))
                                   if at % shards == shard for test in group)
        result = _Lines(out)
        suite.run(result)
        out.write(json.dumps(["", "end", str(result.testsRun)]) + "\n")


def stream(work, tests=TESTS, timeout_s=TIMEOUT_S, shards=SHARDS):
    """(test id, (outcome, detail)) of every test as it ends, outcome "ok", "FAIL", "ERROR" or
    "skip", from `shards` children that share the suite. SuiteError when the suite cannot
    start, runs over timeout_s (the children are killed) or a child ends without its closing
    line; `work` holds what the children printed."""
    if not tests.is_dir():
        raise SuiteError(f"{tests} does not exist")
    env = dict(os.environ, PYTHONPATH=str(JUDGE))
    code = ("import sys; from lib import unitstream; "
            "unitstream.report(int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), "
            "int(sys.argv[4]))")
    started = []  # (read end, child, what it printed)
    try:
        for shard in range(shards):
            printed = tempfile.TemporaryFile(dir=work)
            read_end, write_end = os.pipe()
            try:
                child = subprocess.Popen(
                    [sys.executable, "-c", code, str(write_end), str(tests), str(shard),
                     str(shards)], pass_fds=(write_end,), stdin=subprocess.DEVNULL,
                    stdout=printed, stderr=subprocess.STDOUT, cwd=str(tests.parent.parent),
                    env=env, start_new_session=True)
            except BaseException:
                os.close(read_end)
                printed.close()
                raise
            finally:
                os.close(write_end)
            _children.add(child)
            started.append((read_end, child, printed))
        yield from _lines(started, timeout_s)
    finally:  # the end, a failure or a signal: the children and all they started are killed
        for read_end, child, printed in started:
            os.close(read_end)
            _kill_group(child)
            _children.discard(child)
            printed.close()


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


def _lines(started, timeout_s):
    """The rows the children `started` write, as they come, until each has written its
    closing line."""
    deadline = time.monotonic() + timeout_s
    pending = {read_end: b"" for read_end, _, _ in started}
    with selectors.DefaultSelector() as selector:
        for read_end, child, printed in started:
            selector.register(read_end, selectors.EVENT_READ, (child, printed))
        while pending:
            left = deadline - time.monotonic()
            ready = selector.select(left) if left > 0 else []
            if not ready:
                raise SuiteError(f"the suite ran longer than {timeout_s} s")
            for key, _ in ready:
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


def _ended_early(child, printed):
    """A child's pipe closed before its closing line: SuiteError, with what it printed last."""
    status = child.wait()
    printed.seek(0)
    shown = printed.read().decode("utf-8", "replace").rstrip("\n").split("\n")[-15:]
    raise SuiteError(f"the suite ended before its last test (exit {status})\n"
                     + "\n".join(shown))
