"""The checks of `make test` as parts with one interface: a Part names a check and its function,
which takes what it needs and returns (ok, detail), or raises Skip with the reason it cannot run
here. PROBLEM_PARTS are run for each problem (`make test P=<id>` runs them alone, for one),
GLOBAL_PARTS once for the whole project; a check is added by one entry in one of the lists.
run() yields each check's Result (and a Started for each part) as it comes; it prints nothing.
On a problem folder that is not finished (a TODO mark left: lib/contracts.py), a part runs when
no file it needs holds a mark, and is skipped, as not finished, when one does. The per-problem
checks are in problemchecks.py, the unit-test suite's stream in unitstream.py. judge/README.md
("make test") is the manual."""
import fnmatch
import queue
import shutil
import threading
import traceback
from collections import namedtuple
from concurrent.futures import ThreadPoolExecutor

from . import (contracts, errors, korean, languages, problemchecks as pc, problems, sandbox,
               unitstream, writeups)

ROOT = problems.ROOT
JOBS = 2
BEFORE_GLOBAL = "testdata-build-only"  # the problem part that runs before the global parts
# What a part needs of a problem folder (fnmatch patterns of its files; problem.json always):
EVERY_FILE = ("*",)
DATA = ("game.py", "brute.py", "reference.py", "gen.py")  # what the test data is made from
SOLVED = DATA + ("solution.c",)  # the solution run on the data


class Skip(Exception):
    """A check this machine cannot run; its reason is the message."""


Result = namedtuple("Result", "name status detail")  # status: "PASS", "FAIL" or "SKIP"
Started = namedtuple("Started", "name long")  # a part has started (long: it may take a while)


class Part(namedtuple("Part", "name check each parallel long needs early")):
    """A check named `name`. For a problem's part, check(context, problem) or, with `each`,
    check(context, problem, item) for every (label, item) of each(problem), a Result named
    `name problem/label` for each (none at all is a failure); for a global part
    check(context), or with `each`, check(context, item) for every (label, item) of
    each(context). `parallel`: the problems (or items) are checked JOBS at a time; `long`:
    it may take more than a few seconds (its Started says so). `needs`: the files of a
    problem folder the check reads, as fnmatch patterns (with problem.json, and an item's
    label when it names a file of the folder); while one holds a TODO mark, the check is
    skipped as not finished. `early`: a global part that starts at once, beside the build-only
    data, rather than once it is made (the unit-test suite, which holds back its tests that
    read the data itself)."""

    def __new__(cls, name, check, each=None, parallel=False, long=False, needs=EVERY_FILE,
                early=False):
        return super().__new__(cls, name, check, each, parallel, long, needs, early)


class Context:
    """What the checks share in one run: a scratch folder and the answers of brute.py."""

    def __init__(self, work):
        self.work = work
        self.answers = {}
        self.marks = {}
        self.data_built = threading.Event()  # set when the build-only data is made
        self.problems_checked = threading.Event()  # set when the problems' parts have ended

    def waiting(self, problem, part, label=None):
        """Why `part` (on the item `label`) cannot run yet on `problem`: the files it needs
        that hold a TODO mark (contracts.marks, read once per problem), problem.json first,
        as a Skip's reason; None when it can run."""
        if problem.name not in self.marks:
            self.marks[problem.name] = contracts.marks(problem.folder)
        found = {name: numbers for name, numbers in sorted(
            self.marks[problem.name].items(), key=lambda item: item[0] != "problem.json")
            if name in ("problem.json", label)
            or any(fnmatch.fnmatch(name, pattern) for pattern in part.needs)}
        if len(found) > 1:
            return "not finished: TODO marks in " + ", ".join(found)
        for name, numbers in found.items():
            more = f" and {len(numbers) - 1} more" if len(numbers) > 1 else ""
            return f"not finished: a TODO mark in {name} line {numbers[0]}{more}"
        return None

    def domain_answers(self, problem):
        """brute.answer over brute.domain(), computed once per problem for every check."""
        if problem.name not in self.answers:
            brute = problem.script("brute")
            self.answers[problem.name] = [(text, brute.answer(text)) for text in brute.domain()]
        return self.answers[problem.name]


def compile_part(label, compiler, flags):
    """A strict compile of solution.c with `compiler` and `flags`, skipped when the compiler
    is not installed (gcc is required: its absence is a failure of BOJ's own command)."""

    def check(context, problem):
        if shutil.which(compiler) is None and compiler != "gcc":
            raise Skip(f"{compiler} is not installed")
        return pc.compile_strict(context, problem, label, compiler, flags)
    return Part(f"compile-{label}", check, parallel=True, needs=("solution.c",))


def _reference(context, problem):
    return pc.check_reference(problem, context.domain_answers(problem))


def _exhaustive(context, problem):
    return pc.check_exhaustive(problem, context.domain_answers(problem), JOBS)


PROBLEM_PARTS = (  # the build-only data first: the global parts wait for it (BEFORE_GLOBAL)
    Part("testdata-build-only", lambda context, problem: pc.check_build_only(problem),
         long=True, needs=DATA),
    compile_part("boj-gcc-c11", "gcc", languages.BOJ_FLAGS),
    compile_part("gcc-c99-pedantic", "gcc", ("-std=c99", "-pedantic", "-Wall", "-Wextra",
                                              "-Werror", "-lm")),
    compile_part("clang-c11", "clang", ("-std=c11", "-Wall", "-Wextra", "-Werror", "-lm")),
    Part("contracts", lambda context, problem: pc.check_contracts(problem)),
    Part("judge", lambda context, problem: pc.check_judge(context, problem), long=True,
         needs=SOLVED),
    Part("validate-data", lambda context, problem: pc.check_validate(problem), needs=DATA),
    Part("validate-rejects", lambda context, problem: pc.check_validator_rejects(problem),
         needs=DATA),
    Part("testdata-reproducible", lambda context, problem: pc.check_reproducible(problem),
         parallel=True, long=True, needs=DATA),
    Part("exhaustive", _exhaustive, long=True, needs=("solution.c", "game.py", "brute.py")),
    Part("reference", _reference, needs=("game.py", "brute.py", "reference.py")),
    Part("writeup", lambda context, problem: pc.check_writeup(problem), parallel=True,
         long=True, needs=("README.md", "*.py")),
    Part("writeup-ko", lambda context, problem: pc.check_korean(problem), parallel=True,
         needs=("README.md", "README.ko.md", "solution.c")),
    Part("layout", lambda context, problem: pc.check_layout(problem, JOBS), long=True,
         needs=SOLVED),
    Part("stress", lambda context, problem: pc.check_stress(problem, JOBS), long=True,
         needs=SOLVED),
    Part("wrong", lambda context, problem, source: pc.check_wrong(context, problem, source),
         each=pc.wrong_sources, parallel=True, long=True, needs=DATA),
    Part("sanitizers", lambda context, problem: pc.check_fuzz(problem, JOBS), long=True,
         needs=SOLVED),
)


def _unit_tests(context, test):
    outcome, detail = test
    if outcome == "skip":
        raise Skip(detail)
    return outcome == "ok", pc.tail(detail, 12)


def _examples(context, page):
    issues = korean.page_problems(ROOT, page)
    return not issues, "\n".join(issues)


GLOBAL_PARTS = (
    Part("judge-test", _unit_tests,
         each=lambda context: unitstream.stream(context.work, helper=context.problems_checked,
                                                ready=context.data_built),
         long=True, early=True),
    Part("examples", _examples,
         each=lambda context: [(page, page) for page in writeups.EXAMPLE_PAGES]),
)


def outcome(name, check, *args):
    """The Result of check(*args): its (ok, detail), a Skip, or a failure that names what
    went wrong (a compile error, or the end of a traceback: one broken problem script must
    not stop the other checks)."""
    try:
        ok, detail = check(*args)
    except errors.Interrupted:
        raise
    except Skip as skip:
        return Result(name, "SKIP", str(skip))
    except errors.CompileError as error:
        return Result(name, "FAIL", "does not compile:\n" + pc.tail(error.message, 20))
    except Exception:
        return Result(name, "FAIL", pc.tail(traceback.format_exc(), 8))
    return Result(name, "PASS" if ok else "FAIL", "" if ok else (detail or "(no detail)"))


def _items(part, name, each, *args):
    """[(name, args)] of a part with `each`, or a failing Result when it gives no item (or
    breaks)."""
    try:
        items = list(each(*args))
    except errors.Interrupted:
        raise
    except Exception:
        return Result(name, "FAIL", pc.tail(traceback.format_exc(), 8))
    if not items:
        return Result(name, "FAIL", f"nothing to check for {part.name}")
    return items


def _problem_jobs(context, part, problem):
    """[(name, args) or a skipping Result] of one part on one problem, or a failing Result."""
    name = f"{part.name} {problem.name}"
    if part.each is None:
        waiting = context.waiting(problem, part)
        return [Result(name, "SKIP", waiting) if waiting else (name, (context, problem))]
    waiting = context.waiting(problem, part._replace(needs=()))
    if waiting:  # problem.json alone: the items may not even be listed yet
        return [Result(name, "SKIP", waiting)]
    items = _items(part, name, part.each, problem)
    if isinstance(items, Result):
        return items
    jobs = []
    for label, item in items:
        waiting = context.waiting(problem, part, label)
        jobs.append(Result(f"{name}/{label}", "SKIP", waiting) if waiting
                    else (f"{name}/{label}", (context, problem, item)))
    return jobs


def _run_jobs(part, jobs):
    """Results of the jobs [(name, args) or a Result], in order, as each is known."""
    if not part.parallel:
        for job in jobs:
            yield job if isinstance(job, Result) else outcome(job[0], part.check, *job[1])
        return
    with ThreadPoolExecutor(JOBS) as pool:
        futures = [job if isinstance(job, Result)
                   else pool.submit(outcome, job[0], part.check, *job[1]) for job in jobs]
        try:
            for future in futures:
                yield future if isinstance(future, Result) else future.result()
        except (errors.Interrupted, GeneratorExit):  # the runs in progress end now, and the pool
            for future in futures:
                if not isinstance(future, Result):
                    future.cancel()
            sandbox.stop_runners()
            raise


def run_problem_part(context, part, chosen):
    """Started (unless every job is a Result already) and the Results of one problem part on
    `chosen`."""
    jobs = []
    for problem in chosen:
        found = _problem_jobs(context, part, problem)
        jobs += [found] if isinstance(found, Result) else found
    if not all(isinstance(job, Result) for job in jobs):
        yield Started(f"{part.name} " + (chosen[0].name if len(chosen) == 1
                                         else f"on {len(chosen)} problems"), part.long)
    yield from _run_jobs(part, jobs)


def run_global_part(context, part):
    """Started and the Results of one global part, once the build-only data is made unless the
    part is `early`; a part with `each` may give its items as they come (the unit-test suite
    does)."""
    if not part.early:
        context.data_built.wait()
    yield Started(part.name, part.long)
    if part.each is None:
        yield outcome(part.name, part.check, context)
        return
    if part.parallel:
        items = _items(part, part.name, part.each, context)
        if isinstance(items, Result):
            yield items
            return
        yield from _run_jobs(part, [(f"{part.name} {label}", (context, item))
                                    for label, item in items])
        return
    count = 0
    try:
        for label, item in part.each(context):
            count += 1
            yield outcome(f"{part.name} {label}", part.check, context, item)
    except unitstream.SuiteError as error:
        yield Result(part.name, "FAIL", str(error))
        return
    if not count:
        yield Result(part.name, "FAIL", f"nothing to check for {part.name}")


def _chain(*generators):
    """itertools.chain of generators, but a generator itself: closing it closes the one in
    progress, whose runs stop then (a chain object has no close)."""
    for generator in generators:
        yield from generator


def _problem_events(context, parts, chosen):
    for part in parts:
        yield from run_problem_part(context, part, chosen)


def _global_events(context):
    for part in GLOBAL_PARTS:
        yield from run_global_part(context, part)


def _then_set(events, done):
    """The events of the generator `events`, then `done` set (a threading.Event), even when
    they end early."""
    try:
        yield from events
    finally:
        done.set()


def run(context, chosen, with_global=True):
    """Every part of PROBLEM_PARTS on `chosen` (part after part) and, with_global, every part
    of GLOBAL_PARTS: Started and Result values as they come. The global parts (the unit-test
    suite, whose tests wait much of their time) run beside the problems' parts, each of the
    two in its order: an `early` one at once (the suite: its classes that read no data), the
    others once the build-only data is made, which some unit tests use. Once the problems'
    parts have ended, the suite takes one more process (unitstream.stream)."""
    split = max((at + 1 for at, part in enumerate(PROBLEM_PARTS)
                 if part.name == BEFORE_GLOBAL), default=0)
    if not with_global:
        yield from _problem_events(context, PROBLEM_PARTS, chosen)
        return
    problem_events = _chain(
        _then_set(_problem_events(context, PROBLEM_PARTS[:split], chosen), context.data_built),
        _problem_events(context, PROBLEM_PARTS[split:], chosen))
    events, stopping = queue.Queue(), threading.Event()

    def produce(generator):
        try:
            for event in generator:
                if stopping.is_set():
                    break
                events.put(event)
        finally:
            generator.close()
            events.put(None)

    producers = [threading.Thread(target=produce, args=(generator,), daemon=True)
                 for generator in (_global_events(context),
                                   _then_set(problem_events, context.problems_checked))]
    for producer in producers:
        producer.start()
    running = len(producers)
    try:
        while running:
            event = events.get()
            if event is None:
                running -= 1
            else:
                yield event
    except BaseException:  # a signal, or the reader closed: what still runs is stopped
        stopping.set()
        stop()
        raise


def stop():
    """Stop every run and the unit-test suite's processes (after a signal)."""
    unitstream.stop()
    sandbox.stop_runners()


class Tally:
    """The counts of the Results seen, and the closing line."""

    def __init__(self):
        self.counts = {"PASS": 0, "FAIL": 0, "SKIP": 0}

    def add(self, result):
        self.counts[result.status] += 1

    def closing_line(self):
        return (f"{self.counts['PASS']} passed, {self.counts['FAIL']} failed, "
                f"{self.counts['SKIP']} skipped")

    def status(self):
        """The exit status: 1 when a check failed, else 0."""
        return 1 if self.counts["FAIL"] else 0


def lines_of(result):
    """The lines that show a Result: `PASS name`, `SKIP name: reason`, or `FAIL name` and the
    detail indented by four spaces."""
    if result.status == "SKIP":
        return [f"SKIP {result.name}: {result.detail}"]
    lines = [f"{result.status} {result.name}"]
    if result.status == "FAIL":
        lines += [f"    {line}" for line in result.detail.rstrip("\n").split("\n")]
    return lines

