"""Hunt for an input a solution gets wrong (`make stress`).

    python3 judge/stress.py [PROBLEM] [--solution FILE] [--lang NAME] [--seconds S] [--seed N]

FILE is anything the judge takes (.c, .cpp, .py, an executable; --lang as for judge.py), built
once as the judge builds it; without --solution each problem's solution.c is hunted (every
problem without PROBLEM, the S seconds shared between them). The inputs come in four phases:
  small   every input of brute.py's domain(), in order (for at most half of the S seconds);
  edge    every edge case of the plan (problem.json's "tests"), in plan order;
  max     every max case of the plan;
  random  gen.generate("random", seed) for seed N, N+1, ... (default 1) until S seconds (at
          least one input).
The expected output is brute.answer where brute.feasible says the search is quick, otherwise
reference.answer. Each input runs as the judge runs a test (judge.judge_input, in the sandbox,
under the problem's time and memory limits) and gets the judge's verdict: AC, PE, WA, TLE,
MLE, OLE or RE; the runs go in parallel, one per CPU, and the first failure in input order
counts.

On a failure the input is shrunk with gen.shrink: the first smaller input the problem's
validator accepts that still fails replaces it, again and again, for at most S more seconds.
The smallest failing input is printed with its verdict and the expected and actual output, and
is saved as build/stress/<folder>/shrunk.in with its expected output shrunk.out, so that the
printed `judge.py ... --tests build/stress/<folder>` command replays it. Exit status: 0 when nothing
was found (each phase says how many inputs it tried), 1 for a failure or a compile error, 2
for a bad command line, a missing problem or file, or a folder of build/ it cannot write (a
failure found is printed first; the message names the folder and says what to do).
check.py calls `stress_problem`.
"""
import argparse
import os
import signal
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import judge
from lib import inputs, problems

ROOT = Path(__file__).resolve().parents[1]
SAVED = ROOT / "build" / "stress"
PHASES = ("small", "edge", "max", "random")
SMALL_SHARE = 0.5  # of the seconds, at most, for the small phase
JOBS = len(os.sched_getaffinity(0))


def excerpt(data, max_lines=12, max_chars=1200):
    """`data` (bytes) as judge.visible shows it, cut when long, indented."""
    if not data:
        return "    (empty)"
    head = data[:4 * max_chars]  # enough bytes for max_chars characters
    shown = judge.visible(head)
    body = shown[:-1] if shown.endswith("\n") else shown
    lines = body[:max_chars].split("\n")[:max_lines]
    result = "\n".join("    " + line for line in lines)
    if len("\n".join(lines)) < len(body) or len(head) < len(data):
        result += f"\n    ... ({len(data)} bytes in all)"
    elif not data.endswith(b"\n"):
        result += "\n    (no final newline)"
    return result


def run_and_compare(binary, problem, data, expected):
    """Run the executable `binary` on `data` as the judge runs a test: (verdict, RunResult)."""
    return judge.judge_input(judge.Program([str(binary)], ()), data, expected,
                             problem.meta["time_limit_s"], problem.meta["memory_limit_mb"])


def describe_run(verdict, result, limits=None):
    """One line saying how a run ended; `limits`: the (time_limit_s, memory_limit_mb) it had."""
    if limits is not None and verdict == "TLE":
        return f"TLE ({result.time_ms:.0f} ms of CPU; the limit is {limits[0]:g} s)"
    if limits is not None and verdict == "MLE":
        return f"MLE ({result.memory_kib} KiB at its peak; the limit is {limits[1]:g} MiB)"
    if result.error:
        how = result.error
    elif result.signal:
        how = f"killed by signal {result.signal} ({judge.signal_name(result.signal)})"
    else:
        how = f"exit code {result.exit_code}"
    return f"{verdict} ({how}, {result.time_ms:.0f} ms of CPU)"


class Failure:
    """A failing input with its expected output (and where that came from) and the run."""

    def __init__(self, text, expected, source, verdict, result, limits):
        self.text, self.expected, self.source = text, expected, source
        self.verdict, self.result, self.limits = verdict, result, limits

    def report(self):
        lines = [f"  verdict: {describe_run(self.verdict, self.result, self.limits)}",
                 "  input:", excerpt(self.text.encode("utf-8")),
                 f"  expected ({self.source}.py):", excerpt(self.expected),
                 "  actual:", excerpt(self.result.stdout)]
        if self.result.stderr:
            lines += ["  standard error:", excerpt(self.result.stderr, max_lines=4)]
        return "\n".join(lines)


class Hunter:
    """One built solution of one problem, judged on inputs held in memory."""

    def __init__(self, problem, program, pool):
        self.problem, self.program, self.pool = problem, program, pool
        self.limits = (problem.meta["time_limit_s"], problem.meta["memory_limit_mb"])

    def expected(self, text):
        source, answer = self.problem.answer_source(text)
        return answer(text).encode("utf-8"), source

    def judge(self, text, expected):
        return judge.judge_input(self.program, text.encode("utf-8"), expected, *self.limits)

    def first_failure(self, texts):
        """Judge the valid inputs `texts` in parallel; the Failure of the first (in their
        order) that is not AC, or None."""
        cases = [(text, *self.expected(text)) for text in texts]
        futures = [self.pool.submit(self.judge, text, expected) for text, expected, _ in cases]
        for (text, expected, source), future in zip(cases, futures):
            verdict, result = future.result()
            if verdict != "AC":
                for other in futures:
                    other.cancel()
                return Failure(text, expected, source, verdict, result, self.limits)
        return None

    def shrink(self, failure, deadline):
        """The smallest failing input gen.shrink leads to from `failure`, trying for as long as
        `deadline` allows; (Failure, steps)."""
        gen, validate = self.problem.script("gen"), self.problem.validate
        steps = 0
        while time.monotonic() < deadline:
            candidates = []
            for candidate in gen.shrink(failure.text):
                try:
                    validate(candidate)
                except inputs.InputError:
                    continue
                candidates.append(candidate)
            smaller = None
            for start in range(0, len(candidates), JOBS):  # in order, JOBS at a time
                smaller = self.first_failure(candidates[start:start + JOBS])
                if smaller is not None or time.monotonic() >= deadline:
                    break
            if smaller is None:
                break
            failure, steps = smaller, steps + 1
        return failure, steps


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
        self.unsaved = None  # the judge.SetupError that kept the failure from being saved

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
            return judge.escaped("\n".join(lines))
        replay = f"python3 judge/judge.py {self.problem.id}"
        if replay_solution is not None:
            replay += f" --solution {replay_solution}"
        replay += f" --tests {self.saved}"
        tried = sum(self.tried.values())
        return judge.escaped(
            f"{name}: {self.solution} fails on {self.label} (the {self.phase} phase, input "
            f"{tried} in all); shrunk in {self.steps} steps to:\n" + self.failure.report()
            + (f"\n  again: {replay}" if self.saved is not None else ""))


def stress_problem(problem, seconds, first_seed=1, solution=None, lang=None, jobs=JOBS):
    """Hunt for about `seconds` seconds (and as long again to shrink a failure) for an input
    `solution` (default: the problem's solution.c) gets wrong. Returns a StressResult. Raises
    judge.CompileError when it does not build, judge.SetupError for a file it cannot take."""
    source = Path(solution) if solution is not None else problem.folder / "solution.c"
    program = judge.build(source, lang)
    shown = os.path.relpath(source) if solution is not None else "solution.c"
    result = StressResult(problem, shown, seconds, first_seed)
    start = time.monotonic()
    deadlines = {"small": start + SMALL_SHARE * seconds, "edge": None, "max": None,
                 "random": start + seconds}
    with ThreadPoolExecutor(jobs) as pool:
        try:
            return _hunt(Hunter(problem, program, pool), result, deadlines, jobs)
        except judge.Interrupted:
            judge.stop_runners()  # the runs in progress end now, and the pool with them
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
            except judge.SetupError as error:
                result.unsaved = error
            return result
    return result


def save(problem, failure):
    """Write the failing input and its expected output where judge.py --tests reads them;
    the folder, relative to the repository when it lies inside it. judge.SetupError, saying
    what to do, when it cannot be written."""
    folder = SAVED / problem.name
    try:
        folder.mkdir(parents=True, exist_ok=True)
        judge.replace_file(folder / "shrunk.in", failure.text.encode("utf-8"))
        judge.replace_file(folder / "shrunk.out", failure.expected)
    except OSError as error:
        raise judge.unwritable(folder, error, "stress.py saves the failing input there, for "
                               "judge.py --tests to replay")
    return judge.shown_path(folder, Path.cwd())


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="stress.py", description="Hunt for an input a solution gets wrong: every small "
        "input, then gen.py's edge and max cases, then random inputs over the whole range.",
        epilog="Exit status: 0 nothing found, 1 a failure or a compile error, 2 a bad command "
               "line. The manual: judge/README.md.")
    parser.add_argument("problem", nargs="?", metavar="PROBLEM",
                        help="BOJ id or folder name (default: every problem)")
    parser.add_argument("--solution", type=Path, metavar="FILE",
                        help="hunt FILE (.c, .cpp, .cc, .cxx, .py or an executable) instead of "
                             "solution.c")
    parser.add_argument("--lang", choices=list(judge.LANGUAGES), metavar="NAME",
                        help="build with BOJ's command for NAME: %s" % ", ".join(judge.LANGUAGES))
    parser.add_argument("--seconds", type=float, default=20.0, metavar="S",
                        help="time to hunt, shared between the problems (default 20)")
    parser.add_argument("--seed", type=int, default=1, metavar="N",
                        help="first seed of the random phase (default 1)")
    args = parser.parse_args(argv)
    if args.solution is not None and args.problem is None:
        parser.error("--solution needs a PROBLEM")
    if not args.seconds > 0 or args.seconds == float("inf"):
        parser.error(f"--seconds must be a finite positive number, not {args.seconds}")
    if args.solution is not None and not args.solution.is_file():
        print(judge.escaped(f"stress.py: solution {args.solution} is not a file"),
              file=sys.stderr)
        return 2
    try:
        chosen = problems.find([args.problem] if args.problem else [])
    except problems.ProblemError as error:
        print(judge.escaped(f"stress.py: {error}"), file=sys.stderr)
        return 2
    share = args.seconds / len(chosen)
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, judge.interrupt)
    try:
        for problem in chosen:
            try:
                result = stress_problem(problem, share, args.seed, args.solution, args.lang)
            except judge.CompileError as error:
                print(judge.escaped(f"{problem.name}: {args.solution or 'solution.c'} does not "
                                    f"compile:\n{error.message.rstrip()}"))
                return 1
            print(result.report(args.solution), flush=True)
            if result.unsaved is not None:
                print(judge.escaped(f"stress.py: {result.unsaved}"), file=sys.stderr)
                return 2
            if result.failure is not None:
                return 1
    except judge.SetupError as error:
        print(judge.escaped(f"stress.py: {error}"), file=sys.stderr)
        return 2
    except judge.Interrupted as stopped:
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, signal.SIG_IGN)
        judge.stop_runners()
        print(f"stress.py: stopped by {judge.signal_name(stopped.signal)}; no run is left",
              file=sys.stderr)
        return 128 + stopped.signal
    return 0


if __name__ == "__main__":
    sys.exit(main())
