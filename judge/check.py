"""Everything that shows the project is right (`make test`), or one problem (`make test P=<id>`).

    python3 judge/check.py [PROBLEM ...]

Without PROBLEM: every check of every problem, then the judge's own unittest suite and the
examples of README.md and judge/README.md; a problem folder not finished is skipped, and named.
With PROBLEM (an id, a slug or a folder name): the checks of those problems only, on a folder
not finished those whose files are finished, the others skipped as not finished. One line per
check, `PASS <name>`, `FAIL <name>` followed by indented detail, or `SKIP <name>: reason`; a
long check says when it starts, and a line comes at least every few seconds while one runs. The
closing line is `N passed, M failed, K skipped`; exit status 1 if a check failed, 2 for a usage
error or when build/check/ cannot be written. The checks are lib/checks.py's parts;
judge/README.md ("make test") is the manual.
"""
import sys
import tempfile
import threading
import time
from pathlib import Path

from lib import checks, cli, files, problems, readable

HEARTBEAT_S = 5.0


class Printer:
    """Prints lines as they come, and a line saying what runs when nothing was printed for
    HEARTBEAT_S seconds."""

    def __init__(self, out=None):
        self.out = out or sys.stdout
        self.lock = threading.Lock()
        self.running, self.since = None, time.monotonic()
        self.last = self.since
        self.done = threading.Event()

    def say(self, line):
        with self.lock:
            self.out.write(readable.escaped(line) + "\n")
            self.out.flush()
            self.last = time.monotonic()

    def start(self, name, long):
        with self.lock:
            self.running, self.since = name, time.monotonic()
        if long:
            self.say(f"RUN  {name}")

    def beat(self):
        while not self.done.wait(1.0):
            with self.lock:
                quiet = time.monotonic() - self.last >= HEARTBEAT_S
                running, since = self.running, self.since
            if quiet and running:
                self.say(f"...  {running} running for {time.monotonic() - since:.0f} s")


def chosen_problems(selectors):
    """The problems named by ids, slugs or folder names (problems.find), a folder not finished
    among them; without, every finished one (the others in problems.skipped)."""
    if not selectors:
        return problems.find()
    every = problems.find(unfinished=True)
    slugs = {problem.meta.get("slug"): problem.name for problem in every}
    try:
        return problems.find([slugs.get(selector, selector) for selector in selectors],
                             unfinished=True)
    except problems.ProblemError as error:
        raise cli.UsageError(f"{error} (see --help)") from None


def unfinished_results():
    """A SKIP Result for each folder left out as not finished (problems.skipped, which is
    emptied: the folder is named here, not again on the way out)."""
    notes, problems.skipped[:] = list(problems.skipped), []
    return [checks.Result(note.split(" ", 1)[0].split("/", 1)[-1], "SKIP", note)
            for note in notes]


def main(argv):
    parser = cli.Parser(prog="check.py", description="Everything that shows the project is "
                        "right (make test); with PROBLEM, the checks of those problems only.")
    parser.add_argument("problems", nargs="*", metavar="PROBLEM",
                        help="a problem's id, slug or folder name")
    args = parser.parse_args(argv)
    chosen = chosen_problems(args.problems)
    build = problems.ROOT / "build" / "check"
    try:
        build.mkdir(parents=True, exist_ok=True)
        scratch_folder = tempfile.TemporaryDirectory(dir=build)
    except OSError as error:
        raise files.unwritable(build, error, "make test compiles and keeps its reports there")
    tally, printer = checks.Tally(), Printer()
    for result in unfinished_results():
        tally.add(result)
        for line in checks.lines_of(result):
            printer.say(line)
    heartbeat = threading.Thread(target=printer.beat, daemon=True)
    heartbeat.start()
    with scratch_folder as scratch:
        events = checks.run(checks.Context(Path(scratch)), chosen, with_global=not args.problems)
        try:
            for event in events:
                if isinstance(event, checks.Started):
                    printer.start(event.name, event.long)
                    continue
                tally.add(event)
                for line in checks.lines_of(event):
                    printer.say(line)
        finally:
            events.close()  # a check stopped by a signal ends its processes (the unit tests')
            printer.done.set()
            heartbeat.join()
    printer.say(tally.closing_line())
    return tally.status()


if __name__ == "__main__":
    sys.exit(cli.run("check.py", main))
