"""Benchmarks the project keeps (`make bench`): prints one table of benchmark, ratio, goal, holds.

1. The judge against a bare bash loop `./sol < t.in | cmp -s - t.out` on 400 tests of one
   prebuilt executable, run in pairs several times, interleaved; ratio = median of judge / loop.
   Goals: LOOP_GOAL for the judge's default --jobs, LOOP_SERIAL_GOAL for --jobs 1 (timed in
   the same rounds), with the sandbox on.
   The executable is the solution.c of the first problem (by id) that has one and has test data,
   on copies of that data; without one, the judge's fixture `A B -> A+B A*B` on made-up inputs.
   Expected outputs come from running the executable once, outside the timing.
2. Every problem whose problem.json has "bench": {"baseline": F, "case": NAME, "goal": G}:
   solution.c and F, both compiled with BOJ's flags, on test NAME (testdata/<folder>/ or
   build/testdata/<folder>/); CPU time (user + system) of interleaved runs, ratio = median of
   solution / median of baseline; it holds when ratio <= G.
Exit status 1 when any goal does not hold (the table says which), else 0.
"""
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from lib import cli, errors, languages, problems, sandbox, testfiles

ROUNDS = 5
LOOP_TESTS = 400
LOOP_GOAL = 1.0
LOOP_SERIAL_GOAL = 0.9
FIXTURE = Path(__file__).resolve().parent / "tests" / "fixtures" / "right.c"


def judge_loop_subject(root, chosen):
    """(problem, executable, its name, input texts) for the judge-versus-loop benchmark."""
    for problem in chosen:
        solution = problem.folder / "solution.c"
        folder = problem.testdata
        inputs = [p.read_bytes() for p in sorted(folder.glob("*.in")) if p.stat().st_size < 4096]
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


def wall_time(argv, **options):
    started = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
                   **options)
    return time.perf_counter() - started


def judge_versus_loop(root, chosen):
    problem, executable, label, inputs = judge_loop_subject(root, chosen)
    folder = root / "build" / "bench" / "judge-vs-loop"
    build_loop_tests(folder, executable, inputs)
    sol = folder / "sol"
    shutil.copy(str(executable), str(sol))
    loop = ['bash', '-c', 'for t in *.in; do ./sol < "$t" | cmp -s - "${t%.in}.out"; done']
    judged = [sys.executable, str(Path(__file__).resolve().parent / "judge.py"), problem.id,
              "--solution",
              str(sol), "--tests", str(folder), "--keep-going"]
    ratios, serial_ratios = [], []
    for _ in range(ROUNDS):
        loop_s = wall_time(loop, cwd=str(folder))
        ratios.append(wall_time(judged, cwd=str(folder)) / loop_s)
        serial_ratios.append(wall_time(judged + ["--jobs", "1"], cwd=str(folder)) / loop_s)
    name = "judge vs bash loop, %d runs of %s" % (LOOP_TESTS, label)
    return [(name, statistics.median(ratios), LOOP_GOAL, ""),
            (name + ", --jobs 1", statistics.median(serial_ratios), LOOP_SERIAL_GOAL, "")]


def find_case(root, problem, name):
    """The input file of the test called `name`, among the tests the judge would run, or None."""
    try:
        tests = testfiles.problem_tests(problem, None)
    except errors.SetupError:
        return None
    return next((case for test, case, _ in tests if test == name), None)


def cpu_ms(executable, case, problem):
    result = sandbox.run_file([str(executable)], case, 10 * problem.meta["time_limit_s"],
                            problem.meta["memory_limit_mb"], sandbox.OUTPUT_CAP)
    if result.status != "OK":
        raise RuntimeError("%s got %s on %s" % (executable, result.status, case))
    return result.time_ms


def solution_versus_baseline(root, problem):
    spec = problem.meta["bench"]
    name = "%s: solution / %s on %s" % (problem.name, spec["baseline"], spec["case"])
    case = find_case(root, problem, spec["case"])
    if case is None:
        return name, None, spec["goal"], "test %s not found" % spec["case"]
    try:
        solution = languages.compile_c(problem.folder / "solution.c")
        baseline = languages.compile_c(problem.folder / spec["baseline"])
        times = {solution: [], baseline: []}
        for _ in range(ROUNDS):
            for executable in (baseline, solution):
                times[executable].append(cpu_ms(executable, case, problem))
    except (OSError, errors.CompileError, RuntimeError) as e:
        return name, None, spec["goal"], str(e).split("\n")[0]
    baseline_ms = statistics.median(times[baseline])
    ratio = statistics.median(times[solution]) / max(baseline_ms, 0.001)
    return name, ratio, spec["goal"], "CPU %.1f ms vs %.1f ms" % (
        statistics.median(times[solution]), baseline_ms)


def main(argv):
    cli.Parser(prog="bench.py", description="Benchmark ratios against their baselines, with "
               "goals.").parse_args(argv)
    root = problems.ROOT
    chosen = problems.find((), root)
    rows = judge_versus_loop(root, chosen)
    rows += [solution_versus_baseline(root, p) for p in chosen if "bench" in p.meta]
    width = max(len(row[0]) for row in rows)
    print("%-*s  %6s  %5s  %s" % (width, "benchmark", "ratio", "goal", "holds"))
    failed = 0
    for name, ratio, goal, note in rows:
        shown = "-" if ratio is None else "%.2f" % ratio
        holds = ratio is not None and ratio <= goal
        failed += not holds
        line = "%-*s  %6s  %5.2f  %-5s %s" % (width, name, shown, goal,
                                              "yes" if holds else "no", note)
        print(line.rstrip())
    if failed:
        print("%d of %d goals do not hold" % (failed, len(rows)))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(cli.run("bench.py", main))
