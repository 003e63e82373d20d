"""Judging a built solution: one run judged as a test is (judge_input), a test judged with what
its report needs (judge_test), and a solution on all its tests in parallel, stopped at the first
failure as BOJ stops (judge_problem), with the failing test that decides the verdict
(deciding_failure). judge/README.md ("Verdicts", "Which tests run") is the manual."""
import threading
from collections import namedtuple

from . import files, languages, sandbox, testfiles
from .comparison import blank_lines_at_end, compare
from .errors import CompileError
from .limits import kind_of

Settings = namedtuple("Settings", "lang time_limit memory_limit strict keep_going limits",
                      defaults=(None,))
Settings.__doc__ = """How judge_problem judges: `lang` a key of languages.LANGUAGES (None: by the
file's extension), the limits of a run (seconds of CPU, MiB), `strict` for a byte-exact
comparison, `keep_going` to run every test; `limits` the limits.RunLimits they come from, for
the report (None: not shown)."""


def output_cap(expected_size):
    """Bytes of output allowed: a few times the expected size, up to 64 MiB (never less)."""
    return max(min(sandbox.OUTPUT_CAP, 4 * expected_size + 2 ** 20), 2 * expected_size + 2 ** 20)


def judge_input(program, given, expected, time_limit_s, memory_limit_mb, strict=False):
    """Run `program` (a Program) once on the input `given` (bytes, or the path of a file) and
    judge its output against `expected` (bytes) as a test is judged: (verdict, RunResult)."""
    cap = output_cap(len(expected))
    if isinstance(given, (bytes, bytearray)):
        result = sandbox.run(program.argv, given, time_limit_s, memory_limit_mb, cap,
                             program.files, program.environment)
    else:
        result = sandbox.run_file(program.argv, given, time_limit_s, memory_limit_mb, cap,
                                  program.files, program.environment)
    verdict = result.status
    if verdict == "OK":
        verdict = compare(expected, result.stdout, strict)
    return verdict, result


def judge_test(program, test, time_limit_s, memory_limit_mb, strict):
    name, input_path, expected_path = test
    expected = files.file_bytes(expected_path, testfiles.EXPECTED_CAP, "expected output")
    verdict, result = judge_input(program, input_path, expected, time_limit_s, memory_limit_mb,
                                  strict)
    failed = verdict != "AC"  # only a failure is shown in detail: keep no other output
    blank_lines = 0 if failed or strict else blank_lines_at_end(expected, result.stdout)
    return {"test": name, "verdict": verdict, "time_ms": round(result.time_ms, 3),
            "memory_kib": result.memory_kib, "result": result if failed else None,
            "input": input_path, "expected": expected if failed else None,
            "blank_lines": blank_lines}


Judged = namedtuple("Judged", "outcomes ran")
Judged.__doc__ = """What judge_problem found: `outcomes`, those of the tests judged in order up to
where the stop rule stopped them (the report's, which never depends on which run ended first);
`ran`, those of every test whose run ended, in the order of the tests: the outcomes, and those
of tests run in parallel that ended before a failure stopped them (the JSON report's)."""


def judge_problem(pool, solution, tests, places, settings):
    """Judge the solution file `solution` on `tests`; a Judged (one CE outcome if it does not
    compile). `settings` says how: its lang (None: by the extension), time_limit and
    memory_limit, strict and keep_going (see Settings).

    With a thread pool, the tests run in parallel; without one (--jobs 1), one after another
    in this thread. Unless keep_going, a non-AC test not outside BOJ's limits (`places`, from
    limits.place_tests; any test when it is None) stops every test after it as soon as it
    ends: those not started never start, those running are stopped (their runs killed, not
    waited for); a non-AC test outside BOJ's limits stops only the tests outside them after
    it. The tests before it go on: one of them may fail too, and decide the verdict."""
    time_limit, memory_limit = settings.time_limit, settings.memory_limit
    try:
        program = languages.build(solution, settings.lang)
    except CompileError as e:
        failed = [{"test": None, "verdict": "CE", "time_ms": 0.0, "memory_kib": 0,
                   "message": e.message}]
        return Judged(failed, failed)
    details = _Details(places)

    def judged(index, test):
        outcome = judge_test(program, test, time_limit, memory_limit, settings.strict)
        details.keep(index, outcome)
        if outcome["verdict"] != "AC" and not settings.keep_going:
            calls.drop(_stopped_by(index, tests, places))
        return outcome

    calls = _Calls(pool, judged, list(enumerate(tests)))
    outcomes = []
    try:
        calls.start()
        for index, (name, _, _) in enumerate(tests):
            if calls.dropped(index):
                continue
            outcome = calls.result(index)
            outcomes.append(outcome)
            if (outcome["verdict"] != "AC" and not settings.keep_going
                    and kind_of(places, name) != "wider"):
                break
    finally:
        calls.close()
    return Judged(outcomes, calls.ended())


def _stopped_by(index, tests, places):
    """The indices of the tests that the failure of tests[index] stops: all after it, or,
    when it lies outside BOJ's limits, those after it that lie outside them too."""
    wider = kind_of(places, tests[index][0]) == "wider"
    return [later for later in range(index + 1, len(tests))
            if not wider or kind_of(places, tests[later][0]) == "wider"]


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
        if kind_of(self.places, outcome["test"]) != "wider":
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


class _Calls:
    """function(index, *call) for each (index, *call) of `calls`, asked for by index: all queued
    at once when `pool` is an executor, else each made in this thread when its result is asked
    for. A call given up (drop) is cancelled if it has not started, and its run is stopped if
    it is running: the runner of the thread making it is ended, with all the run started."""

    def __init__(self, pool, function, calls):
        self.function, self.calls = function, calls
        self.lock = threading.Lock()
        self.given_up, self.stopped, self.finished = set(), set(), {}
        self.running = {}  # index -> the sandbox runner of the call in progress
        self.pool, self.futures = pool, None

    def start(self):
        """Queue every call (with an executor; without one, each is made when asked for)."""
        if self.pool is not None:
            self.futures = [self.pool.submit(self._call, *call) for call in self.calls]

    def _call(self, index, *call):
        with self.lock:
            if index in self.given_up:
                return None
            self.running[index] = sandbox.this_threads_runner()
        try:
            result = self.function(index, *call)
        finally:
            with self.lock:
                del self.running[index]
        with self.lock:
            if index not in self.stopped:
                self.finished[index] = result
        return result

    def result(self, index):
        if self.pool is None:
            return self._call(*self.calls[index])
        return self.futures[index].result()

    def drop(self, indices):
        """Give up the calls of `indices` that have not finished: those not started are
        cancelled, those running stopped (and what they return is dropped)."""
        with self.lock:
            for index in indices:
                if index in self.given_up or index in self.finished:
                    continue
                self.given_up.add(index)
                if self.futures is not None:
                    self.futures[index].cancel()
                runner = self.running.get(index)
                if runner is not None:
                    self.stopped.add(index)
                    runner.stop()

    def dropped(self, index):
        return index in self.given_up

    def close(self):
        """Give up every call that has not finished."""
        self.drop(range(len(self.calls)))

    def ended(self):
        """What every call that finished (was not stopped) returned, in the order of the
        calls."""
        with self.lock:
            return [self.finished[index] for index in sorted(self.finished)]


def deciding_failure(outcomes, places):
    """The outcome that gives a solution its verdict: its first failing test not outside BOJ's
    limits, else its first failing test; None when every test passed."""
    failed = [o for o in outcomes if o["verdict"] != "AC"]
    return next((o for o in failed if kind_of(places, o["test"]) != "wider"),
                failed[0] if failed else None)


def judge_executable(binary, problem, data, expected):
    """Run the executable `binary` on `data` as the judge runs a test: (verdict, RunResult)."""
    return judge_input(languages.Program([str(binary)], ()), data, expected,
                             problem.meta["time_limit_s"], problem.meta["memory_limit_mb"])
