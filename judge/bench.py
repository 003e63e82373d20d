"""Benchmarks the project keeps (`make bench`): one table of benchmark, median ratio, its 95%
interval, goal, rounds and decision. judge/README.md ("Benchmarks") is the manual.

1. The judge against a bare bash loop `./sol < t.in | cmp -s - t.out` on 400 tests of one
   prebuilt executable, with the sandbox on: goal LOOP_GOAL in wall time at the judge's
   default --jobs, and LOOP_SERIAL_GOAL in CPU time (of every process of each side) at
   --jobs 1.
2. Every problem whose problem.json has "bench": {"baseline": F, "case": NAME, "goal": G}:
   solution.c against F, both compiled with BOJ's flags, on test NAME, in CPU time.
Each round times a figure's runs back to back (their order alternating) and adds their ratio;
rounds go on as lib/spread.py's Plan says, and a goal is decided on the interval of the median.
Exit status 1 when a goal fails or a figure cannot be measured, else 3 when a goal is unsure,
else 0.
"""
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

from lib import cli, errors, languages, problems, sandbox, spread, testfiles

LOOP_TESTS = 400
LOOP_GOAL = 1.0
LOOP_SERIAL_GOAL = 0.9
# An interval at most 4% of the ratio wide: +-2%, the margin a goal is held with.
WIDTH = 0.04
LOOP_PLAN = spread.Plan(WIDTH, min_rounds=10, max_rounds=60, seconds=150)
CPU_PLAN = spread.Plan(WIDTH, min_rounds=10, max_rounds=200, seconds=40)
FIXTURE = Path(__file__).resolve().parent / "tests" / "fixtures" / "right.c"


def judge_loop_subject(chosen):
    """(problem, executable, its name, input texts) for the judge-versus-loop benchmark: the
    solution.c of the first problem that has one and test data, else the judge's fixture
    `A B -> A+B A*B` on made-up inputs."""
    for problem in chosen:
        solution = problem.folder / "solution.c"
        inputs = [p.read_bytes() for p in problem.test_inputs() if p.stat().st_size < 4096]
        if solution.is_file() and inputs:
            try:
                label = "%s/solution.c" % problem.id
                return problem, languages.compile_c(solution), label, inputs
            except errors.CompileError:
                continue
    inputs = [b"%d %d\n" % (i, i * 7 + 3) for i in range(LOOP_TESTS)]
    return chosen[0], languages.compile_c(FIXTURE), "fixture right.c", inputs


def build_loop_tests(folder, executable, inputs):
    """Write LOOP_TESTS NAME.in / NAME.out pairs into `folder`; outputs from one run each."""
    shutil.rmtree(str(folder), ignore_errors=True)
    folder.mkdir(parents=True)
    for i in range(LOOP_TESTS):
        given = inputs[i % len(inputs)]
        case = folder / ("bench-%03d.in" % i)
        case.write_bytes(given)
        answer = subprocess.run([str(executable)], input=given, stdout=subprocess.PIPE,
                                check=False).stdout
        case.with_suffix(".out").write_bytes(answer)


def children_cpu():
    """The CPU time (user + system), in seconds, of every process this one has waited for,
    and of those they waited for, down the tree."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def timed(argv, folder):
    """(wall time, CPU time) of running `argv` in `folder`, in seconds: the CPU time of the
    command and of every process under it that was waited for."""
    cpu, started = children_cpu(), time.perf_counter()
    subprocess.run(argv, cwd=str(folder), stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - started, children_cpu() - cpu


class JudgeVersusLoop:
    """The judge against the bash loop: each round times the loop and the judge at its default
    --jobs and at --jobs 1, in an order that alternates, and adds judge / loop in wall time
    (the first figure: what the user waits for) and judge --jobs 1 / loop in CPU time (the
    second: what each costs the machine per test, which neither the number of cores nor the
    other processes change)."""
    plan = LOOP_PLAN

    def __init__(self, root, chosen):
        problem, executable, label, inputs = judge_loop_subject(chosen)
        self.folder = root / "build" / "bench" / "judge-vs-loop"
        build_loop_tests(self.folder, executable, inputs)
        shutil.copy(str(executable), str(self.folder / "sol"))
        loop = 'for t in *.in; do ./sol < "$t" | cmp -s - "${t%.in}.out"; done'
        # as a user types it (python3 judge/judge.py), not as the commands start each other
        judged = [sys.executable, str(Path(__file__).resolve().parent / "judge.py"),
                  problem.id, "--solution", str(self.folder / "sol"), "--tests", str(self.folder),
                  "--keep-going"]
        self.commands = {"loop": ["bash", "-c", loop], "judge": judged,
                         "serial": judged + ["--jobs", "1"]}
        name = "judge vs bash loop, %d runs of %s" % (LOOP_TESTS, label)
        self.figures = [spread.Figure(name + ", wall time", LOOP_GOAL),
                        spread.Figure(name + ", --jobs 1, CPU time", LOOP_SERIAL_GOAL)]
        self.seconds = {"loop": [], "judge": [], "serial": []}

    def round(self, index):
        """Time one round; index -1 is a warm-up whose times are not kept."""
        order = ["loop", "judge", "serial"]
        if index % 2:
            order.reverse()
        seconds = {what: timed(self.commands[what], self.folder) for what in order}
        if index >= 0:
            (judge, _), (_, serial), (loop_wall, loop_cpu) = (
                seconds["judge"], seconds["serial"], seconds["loop"])
            self.figures[0].add(judge / loop_wall)
            self.figures[1].add(serial / max(loop_cpu, 0.001))
            for what, (wall, cpu) in seconds.items():
                self.seconds[what].append((wall, cpu))

    def middle(self, what, which):
        """The median of the kept times of `what`: which=0 wall time, 1 CPU time."""
        return spread.median([pair[which] for pair in self.seconds[what]])

    def finish(self):
        if self.seconds["loop"]:
            self.figures[0].note = "wall %.2f s vs %.2f s" % (self.middle("judge", 0),
                                                             self.middle("loop", 0))
            self.figures[1].note = "CPU %.2f s vs %.2f s" % (self.middle("serial", 1),
                                                            self.middle("loop", 1))


class SolutionVersusBaseline:
    """A problem's solution.c against its baseline on one test, in CPU time (user + system):
    each round runs both, in an order that alternates, and adds solution / baseline."""
    plan = CPU_PLAN

    def __init__(self, problem):
        spec = problem.meta["bench"]
        self.problem = problem
        self.figure = spread.Figure("%s: solution / %s on %s" % (
            problem.name, spec["baseline"], spec["case"]), spec["goal"])
        self.figures = [self.figure]
        self.times = {"solution": [], "baseline": []}
        self.case = find_case(problem, spec["case"])
        self.programs = {}
        if self.case is None:
            self.figure.error = "test %s not found" % spec["case"]
            return
        try:
            self.programs = {"solution": languages.compile_c(problem.folder / "solution.c"),
                             "baseline": languages.compile_c(problem.folder / spec["baseline"])}
        except (OSError, errors.CompileError) as e:
            self.figure.error = str(e).split("\n")[0]

    def cpu_ms(self, what):
        meta = self.problem.meta
        result = sandbox.run_file([str(self.programs[what])], self.case,
                                  10 * meta["time_limit_s"], meta["memory_limit_mb"],
                                  sandbox.OUTPUT_CAP)
        if result.status != "OK":
            raise RuntimeError("%s got %s on %s" % (what, result.status, self.case.name))
        return result.time_ms

    def round(self, index):
        order = ["baseline", "solution"]
        if index % 2:
            order.reverse()
        ms = {what: self.cpu_ms(what) for what in order}
        if index >= 0:
            self.figure.add(ms["solution"] / max(ms["baseline"], 0.001))
            for what in order:
                self.times[what].append(ms[what])

    def finish(self):
        if self.times["solution"]:
            self.figure.note = "CPU %.1f ms vs %.1f ms" % (
                spread.median(self.times["solution"]), spread.median(self.times["baseline"]))


def find_case(problem, name):
    """The input file of the test called `name`, among the tests the judge would run, or None."""
    try:
        tests = testfiles.problem_tests(problem)
    except errors.SetupError:
        return None
    return next((case for test, case, _ in tests if test == name), None)


def measure(bench):
    """Run a benchmark's rounds (after one warm-up) until its plan says stop, then note on
    each figure why its interval is wider than the plan wants, if it is."""
    if any(figure.error for figure in bench.figures):
        return
    started = time.monotonic()
    try:
        bench.round(-1)
        index = 0
        while not bench.plan.done(bench.figures, started, time.monotonic()):
            bench.round(index)
            index += 1
    except (OSError, RuntimeError) as e:
        for figure in bench.figures:
            figure.error = str(e).split("\n")[0]
        return
    bench.finish()
    for figure in bench.figures:
        figure.note = "; ".join(filter(None, (figure.note, bench.plan.why_stopped(figure))))


def row(figure, width):
    interval = figure.interval
    shown = "-" if figure.ratio is None else "%.3f" % figure.ratio
    spanned = "-" if interval is None else "%.3f-%.3f" % interval
    note = figure.error or figure.note
    decision = figure.decision()
    if decision == spread.UNSURE:
        note = "; ".join(filter(None, ("the interval straddles the goal", note)))
    line = "%-*s  %6s  %11s  %5.2f  %6d  %-8s %s" % (width, figure.name, shown, spanned,
                                                   figure.goal, figure.rounds, decision, note)
    return line.rstrip()


def main(argv):
    cli.Parser(prog="bench.py", description="Benchmark ratios against their baselines, each "
               "repeated until its 95% interval is known, with goals. Exit status 1 when a "
               "goal fails, 3 when one is unsure, else 0.").parse_args(argv)
    root = problems.ROOT
    chosen = problems.find((), root)
    benches = [JudgeVersusLoop(root, chosen)]
    benches += [SolutionVersusBaseline(p) for p in chosen if "bench" in p.meta]
    figures = [figure for bench in benches for figure in bench.figures]
    width = max(len(figure.name) for figure in figures)
    print("%-*s  %6s  %11s  %5s  %6s  %s" % (width, "benchmark", "ratio", "95% interval",
                                            "goal", "rounds", "decision"), flush=True)
    for bench in benches:
        measure(bench)
        for figure in bench.figures:
            print(row(figure, width), flush=True)
    decisions = [figure.decision() for figure in figures]
    print(spread.summary(decisions))
    return spread.exit_status(decisions)


if __name__ == "__main__":
    sys.exit(cli.run("bench.py", main))
