"""The hunt for an input a solution gets wrong (stress_problem): every small input of brute.py's
domain, then the edge and max cases of the plan, then random inputs, each judged as a test is
judged, in parallel; the first failure shrunk with gen.shrink and saved for judge.py --tests to
replay. stress.py and check.py drive it; judge/README.md ("Hunting a failing input") is the
manual."""
import os
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from . import errors, files, inputs, judging, languages, limits, readable, sandbox

SAVED = files.CODE_ROOT / "build" / "stress"
PHASES = ("small", "edge", "max", "random")
SMALL_SHARE = 0.5  # of the seconds, at most, for the small phase
JOBS = len(os.sched_getaffinity(0))
TLE_MARGIN = 1.5  # a shrunk TLE runs over this many times the limit


class Failure:
    """A failing input with its expected output (and where that came from) and the run."""

    def __init__(self, text, expected, source, verdict, result, limits):
        self.text, self.expected, self.source = text, expected, source
        self.verdict, self.result, self.limits = verdict, result, limits

    def report(self):
        lines = [f"  verdict: {readable.describe_run(self.verdict, self.result, self.limits)}",
                 "  input:", readable.excerpt(self.text.encode("utf-8")),
                 f"  expected ({self.source}.py):", readable.excerpt(self.expected),
                 "  actual:", readable.excerpt(self.result.stdout)]
        if self.result.stderr:
            lines += ["  standard error:", readable.excerpt(self.result.stderr, max_lines=4)]
        return "\n".join(lines)


class Hunter:
    """One built solution of one problem, judged on inputs held in memory."""

    def __init__(self, problem, program, pool, run_limits=None):
        self.problem, self.program, self.pool = problem, program, pool
        self.limits = ((problem.meta["time_limit_s"], problem.meta["memory_limit_mb"])
                       if run_limits is None else (run_limits.time_s, run_limits.memory_mb))

    def expected(self, text):
        source, answer = self.problem.answer_source(text)
        return answer(text).encode("utf-8"), source

    def judge(self, text, expected, times=1):
        """The verdict and result of a run on `text`, under `times` times the time limit."""
        time_limit, memory_limit = self.limits
        return judging.judge_input(self.program, text.encode("utf-8"), expected,
                                   times * time_limit, memory_limit)

    def first_failure(self, texts, times=1):
        """Judge the valid inputs `texts` in parallel, under `times` times the time limit; the
        Failure of the first (in their order) that is not AC, or None."""
        cases = [(text, *self.expected(text)) for text in texts]
        futures = [self.pool.submit(self.judge, text, expected, times)
                   for text, expected, _ in cases]
        for (text, expected, source), future in zip(cases, futures):
            verdict, result = future.result()
            if verdict != "AC":
                for other in futures:
                    other.cancel()
                return Failure(text, expected, source, verdict, result, self.limits)
        return None

    def shrink(self, failure, deadline):
        """The smallest failing input gen.shrink leads to from `failure`, trying for as long as
        `deadline` allows; (Failure, steps). A TLE is shrunk through inputs that run over
        TLE_MARGIN times the limit, so that its replay is no borderline case. (Stepping back
        afterwards to the last input over the margin would undo every step when the first one
        is near the margin, as half of a TLE twice the limit is: its CPU time, measured again,
        falls on either side of it.)"""
        gen, validate = self.problem.script("gen"), self.problem.validate
        times = TLE_MARGIN if failure.verdict == "TLE" else 1
        chain = [failure]
        while time.monotonic() < deadline:
            candidates = []
            for candidate in gen.shrink(chain[-1].text):
                try:
                    validate(candidate)
                except inputs.InputError:
                    continue
                candidates.append(candidate)
            smaller = None
            for start in range(0, len(candidates), JOBS):  # in order, JOBS at a time
                smaller = self.first_failure(candidates[start:start + JOBS], times)
                if smaller is not None or time.monotonic() >= deadline:
                    break
            if smaller is None:
                break
            chain.append(smaller)
        return chain[-1], len(chain) - 1


def phase_inputs(problem, phase, first_seed):
    """The (label, input) pairs of one phase, lazily: finite, or endless for random."""
    gen = problem.script("gen")
    if phase == "small":
        size = phase_size(problem, phase)
        return ((f"input {number}/{size} of brute.py's domain", text)
                for number, text in enumerate(problem.script("brute").domain(), 1))
    if phase in ("edge", "max"):
        return ((f"{name} of the plan", gen.generate(kind, seed))
                for name, kind, seed, _ in problem.plan() if kind == phase)
    return ((f"gen.py random seed {seed}", gen.generate("random", seed))
            for seed in range(first_seed, 1 << 62))


def phase_size(problem, phase):
    if phase == "small":
        return sum(1 for _ in problem.script("brute").domain())
    if phase in ("edge", "max"):
        return sum(1 for case in problem.plan() if case.kind == phase)
    return None


class StressResult:
    """What a hunt did: inputs tried per phase, and the shrunk failure if one was found."""

    def __init__(self, problem, solution, seconds, first_seed):
        self.problem, self.solution = problem, solution
        self.seconds, self.first_seed = seconds, first_seed
        self.tried = {phase: 0 for phase in PHASES}
        self.failure, self.phase, self.label, self.steps, self.saved = None, None, None, 0, None
        self.unsaved = None  # the errors.SetupError that kept the failure from being saved

    def report(self, replay_solution=None):
        name = self.problem.name
        if self.failure is None:
            lines = [f"{name}: {self.solution}: nothing found in {self.seconds:g} s"]
            for phase in PHASES:
                size = phase_size(self.problem, phase)
                count = self.tried[phase]
                if phase == "random":
                    seeds = (f" (seeds {self.first_seed} to {self.first_seed + count - 1})"
                             if count else "")
                    lines.append(f"  {phase:<7}{count:>7} inputs{seeds}")
                else:
                    left = "" if count == size else "  (time was up)"
                    lines.append(f"  {phase:<7}{count:>7} of {size} inputs{left}")
            return readable.escaped("\n".join(lines))
        replay = f"python3 judge/judge.py {self.problem.id}"
        if replay_solution is not None:
            replay += f" --solution {replay_solution}"
        replay += f" --tests {self.saved}"
        tried = sum(self.tried.values())
        return readable.escaped(
            f"{name}: {self.solution} fails on {self.label} (the {self.phase} phase, input "
            f"{tried} in all); shrunk in {self.steps} steps to:\n" + self.failure.report()
            + (f"\n  again: {replay}" if self.saved is not None else ""))


def stress_problem(problem, seconds, first_seed=1, solution=None, lang=None, jobs=JOBS):
    """Hunt for about `seconds` seconds (and as long again to shrink a failure) for an input
    `solution` (default: the problem's solution.c) gets wrong. Returns a StressResult. Raises
    errors.CompileError when it does not build, errors.SetupError for a file it cannot take."""
    source = Path(solution) if solution is not None else problem.folder / "solution.c"
    program = languages.build(source, lang)
    shown = os.path.relpath(source) if solution is not None else "solution.c"
    result = StressResult(problem, shown, seconds, first_seed)
    start = time.monotonic()
    deadlines = {"small": start + SMALL_SHARE * seconds, "edge": None, "max": None,
                 "random": start + seconds}
    with ThreadPoolExecutor(jobs) as pool:
        try:
            run_limits = limits.problem_limits(problem.meta, languages.language_of(source, lang))
            return _hunt(Hunter(problem, program, pool, run_limits), result, deadlines, jobs)
        except errors.Interrupted:
            sandbox.stop_runners()  # the runs in progress end now, and the pool with them
            raise


def _hunt(hunter, result, deadlines, jobs):
    """The phases in order, `jobs` inputs at a time, until a failure or each phase's end."""
    problem = result.problem
    for phase in PHASES:
        inputs = phase_inputs(problem, phase, result.first_seed)
        deadline = deadlines[phase]
        while deadline is None or time.monotonic() < deadline or \
                (phase == "random" and result.tried[phase] == 0):
            batch = [labelled for _, labelled in zip(range(jobs), inputs)]
            if not batch:
                break
            texts = [text for _, text in batch]
            failure = hunter.first_failure(texts)
            if failure is None:
                result.tried[phase] += len(batch)
                continue
            at = texts.index(failure.text)
            result.tried[phase] += at + 1
            result.phase, result.label = phase, batch[at][0]
            result.failure, result.steps = hunter.shrink(failure,
                                                         time.monotonic() + result.seconds)
            try:
                result.saved = save(problem, result.failure)
            except errors.SetupError as error:
                result.unsaved = error
            return result
    return result


def save(problem, failure):
    """Write the failing input and its expected output where judge.py --tests reads them;
    the folder, relative to the repository when it lies inside it. errors.SetupError, saying
    what to do, when it cannot be written."""
    folder = SAVED / problem.name
    try:
        folder.mkdir(parents=True, exist_ok=True)
        files.replace_file(folder / "shrunk.in", failure.text.encode("utf-8"))
        files.replace_file(folder / "shrunk.out", failure.expected)
    except OSError as error:
        raise files.unwritable(folder, error, "stress.py saves the failing input there, for "
                               "judge.py --tests to replay")
    return files.shown_path(folder, Path.cwd())
