"""The conventions every command of judge/ keeps at its edges, written once: `--help`; a usage
error is one line and exit status 2; a setup error (an unknown problem, a file that is not
there, a folder that cannot be written) one line and 2; Ctrl-C 130 and SIGTERM 143 with every
run stopped first; 141 when the reader of the output leaves; never a traceback; a problem
folder left out as not finished (problems.skipped) named on the way out. A command hands its
main function to run(), which writes its lines to the error stream it is given.
judge/README.md ("Every command") is the manual."""
import argparse
import os
import signal
import sys

from . import problems, readable, sandbox
from .errors import Interrupted, SetupError

# How a command starts another of judge/ (judge.py, a problem's script, the unit tests): this
# Python without its site module (-S). They use the standard library alone, and a .pth file of
# site-packages runs its code at every start (one that imports certifi takes 60 ms of the 90
# a start takes on the machines make test was timed on; make test starts some 600).
PYTHON = (sys.executable, "-S")


class UsageError(Exception):
    """A bad command line: one line on standard error, exit status 2."""


class Parser(argparse.ArgumentParser):
    """argparse's parser, but a usage error is a UsageError (run() makes it one line)."""

    def error(self, message):
        raise UsageError("%s (see --help)" % message)


def interrupt(number, frame):
    """A signal handler (for SIGINT and SIGTERM) that raises Interrupted."""
    raise Interrupted(number)


def isolation_note():
    """One line saying that runs are not isolated here and why; None when they are. It starts
    this thread's runner, which later runs of the thread use."""
    isolation = sandbox.isolation()
    if isolation.sandboxed:
        return None
    return "runs are not isolated: %s%s" % (
        isolation.reason, "" if sandbox.isolation_wanted()
        else " (JUDGE_ISOLATION=%s)" % os.environ["JUDGE_ISOLATION"])


def run(prog, main, argv=None, errors=None):
    """Run the command `prog` ("judge.py"): main(argv) returns its exit status; what it raises
    becomes one line `prog: ...` on `errors` (standard error) and its status, as the module's
    docstring says. Returns the exit status, for sys.exit."""
    errors = errors or sys.stderr
    argv = sys.argv[1:] if argv is None else argv
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, interrupt)
    try:
        sandbox.isolation_wanted()  # a JUDGE_ISOLATION it cannot read stops every command
        status = main(argv)
        sys.stdout.flush()
        for note in problems.skipped:
            errors.write("%s: skipped %s\n" % (prog, readable.escaped(note)))
        return status
    except BrokenPipeError:  # the reader of the output left, as `| head` does
        sandbox.stop_runners()
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 128 + signal.SIGPIPE
    except Interrupted as stopped:
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, signal.SIG_IGN)
        sandbox.stop_runners()
        errors.write("%s: stopped by %s; no run is left\n"
                     % (prog, readable.signal_name(stopped.signal)))
        return 128 + stopped.signal
    except (UsageError, SetupError, problems.ProblemError, OSError) as error:
        errors.write("%s: %s\n" % (prog, readable.escaped(str(error))))
        return 2
