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

Settings = namedtuple("Settings", "lang time_limit memory_limit strict keep_going")
Settings.__doc__ = """How judge_problem judges: `lang` a key of languages.LANGUAGES (None: by the
file's extension), the limits of a run (seconds of CPU, MiB), `strict` for a byte-exact
comparison, `keep_going` to run every test."""


def output_cap(expected_size):
    """Bytes of output allowed: a few times the expected size, up to 64 MiB (never less)."""
    return max(min(sandbox.OUTPUT_CAP, 4 * expected_size + 2 ** 20), 2 * expected_size + 2 ** 20)


def judge_input(program, given, expected, time_limit_s, memory_limit_mb, strict=False):
    """Run `program` (a Program) once on the input `given` (bytes, or the path of a file) and
    judge its output against `expected` (bytes) as a test is judged: (verdict, RunResult)."""
    cap = output_cap(len(expected))
    if isinstance(given, (bytes, bytearray)):
        result = sandbox.run(program.argv, given, time_limit_s, memory_limit_mb, cap, program.files)
    else:
        result = sandbox.run_file(program.argv, given, time_limit_s, memory_limit_mb, cap,
                          program.files)
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


def judge_problem(pool, solution, tests, places, settings):
    """Judge the solution file `solution` on `tests`; the list of test outcomes (one CE entry
    if it does not compile). `settings` says how: its lang (None: by the extension),
    time_limit and memory_limit, strict and keep_going (see Settings).

    With a thread pool, the tests run in parallel; without one (--jobs 1), one after another
    in this thread. Unless keep_going, the first non-AC test not outside BOJ's limits
    (`places`, from limits.place_tests; any test when it is None) stops them all: no test
    starts after it has been seen; the first non-AC test outside BOJ's limits stops only the
    other tests outside them."""
    time_limit, memory_limit = settings.time_limit, settings.memory_limit
    try:
        program = languages.build(solution, settings.lang)
    except CompileError as e:
        return [{"test": None, "verdict": "CE", "time_ms": 0.0, "memory_kib": 0,
                 "message": e.message}]
    details = _Details(places)

    def judged(index, test):
        outcome = judge_test(program, test, time_limit, memory_limit, settings.strict)
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
            if outcome["verdict"] == "AC" or settings.keep_going:
                continue
            if kind_of(places, name) != "wider":
                break
            calls.drop(later for later in range(index + 1, len(tests))
                       if kind_of(places, tests[later][0]) == "wider")
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
