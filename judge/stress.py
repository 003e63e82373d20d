"""Stress test: each solution.c against brute.py on random small inputs (`make stress`).

    python3 judge/stress.py [--seconds S] [--seed N] [PROBLEM]

For seed N, N+1, ... the input is gen.generate("small", seed) and the expected output is
brute.answer of it; the solution, compiled with BOJ's flags, runs through judge.run under the
problem's limits and its output must be accepted by judge.compare. The S seconds (default 20)
are split evenly between the problems. On the first difference the input is minimised with
gen.shrink (the first smaller valid input that still fails, again and again), the smallest
failing input is printed with the expected and actual output, and the exit status is 1.
Otherwise one line per problem says how many inputs were checked, and the exit status is 0.
check.py calls `stress_problem` directly.
"""
import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import judge  # noqa: E402  (needs the path above)
import testdata  # noqa: E402
import testlib  # noqa: E402

MAX_SHRINK_ROUNDS = 10000


def excerpt(data, max_lines=12, max_chars=1200):
    """`data` (bytes) made readable: non-printing bytes escaped, cut when long, indented."""
    if not data:
        return "    (empty)"
    text = data.decode("utf-8", "backslashreplace")
    shown = "".join(ch if ch == "\n" or ch.isprintable() else repr(ch)[1:-1] for ch in text)
    body = shown[:-1] if shown.endswith("\n") else shown
    lines = body[:max_chars].split("\n")[:max_lines]
    result = "\n".join("    " + line for line in lines)
    if len("\n".join(lines)) < len(body):
        result += f"\n    ... ({len(data)} bytes in all)"
    elif not shown.endswith("\n"):
        result += "\n    (no final newline)"
    return result


def output_cap(expected):
    """Bytes of output a run may write before it counts as OLE."""
    return (1 << 20) + 10 * len(expected)


def run_and_compare(binary, problem, data, expected):
    """Run `binary` on `data` under the problem's limits: (verdict, judge.RunResult)."""
    result = judge.run([str(binary)], data, problem.meta["time_limit_s"],
                       problem.meta["memory_limit_mb"], output_cap(expected))
    if result.status != "OK":
        return result.status, result
    if result.exit_code != 0:
        return "RE", result
    return judge.compare(expected, result.stdout), result


def describe_run(verdict, result):
    """One line saying how a run ended."""
    if result.signal:
        how = f"killed by signal {result.signal}"
    else:
        how = f"exit code {result.exit_code}"
    return f"{verdict} ({how}, {result.time_ms:.0f} ms)"


class Failure:
    """A failing input with what was expected and what the solution did."""

    def __init__(self, text, expected, verdict, result):
        self.text, self.expected, self.verdict, self.result = text, expected, verdict, result

    def report(self):
        lines = [f"  verdict: {describe_run(self.verdict, self.result)}",
                 "  input:", excerpt(self.text.encode("utf-8")),
                 "  expected (brute.py):", excerpt(self.expected),
                 "  actual:", excerpt(self.result.stdout)]
        if self.result.stderr:
            lines += ["  stderr:", excerpt(self.result.stderr, max_lines=4)]
        return "\n".join(lines)


def _try(binary, problem, text):
    """A Failure when the solution is wrong on the valid input `text`, else None."""
    expected = problem.require("brute").answer(text).encode("utf-8")
    verdict, result = run_and_compare(binary, problem, text.encode("utf-8"), expected)
    return None if verdict == "AC" else Failure(text, expected, verdict, result)


def minimise(binary, problem, failure):
    """Shrink a failing input with gen.shrink while it still fails; return (failure, steps)."""
    gen, validate = problem.require("gen"), problem.require("validate")
    brute = problem.require("brute")
    feasible = getattr(brute, "feasible", lambda text: True)
    steps = 0
    while steps < MAX_SHRINK_ROUNDS:
        for candidate in gen.shrink(failure.text):
            try:
                validate.validate(candidate)
            except testlib.InputError:
                continue
            if not feasible(candidate):
                continue
            smaller = _try(binary, problem, candidate)
            if smaller is not None:
                failure, steps = smaller, steps + 1
                break
        else:
            break
    return failure, steps


class StressResult:
    """How many inputs were checked, and the minimised failure (with its seed) if any."""

    def __init__(self, checked, seed=None, failure=None, steps=0):
        self.checked, self.seed, self.failure, self.steps = checked, seed, failure, steps

    def report(self, problem):
        if self.failure is None:
            return f"{problem.name}: {self.checked} inputs checked, all accepted"
        return (f"{problem.name}: seed {self.seed}: solution.c disagrees with brute.py "
                f"(again: python3 judge/stress.py --seed {self.seed} {problem.id})\n"
                f"  smallest failing input found (after {self.steps} shrink steps):\n"
                + self.failure.report())


def stress_problem(problem, seconds, first_seed=1):
    """Check solution.c on gen.generate("small", seed) for seeds from `first_seed` on, for
    about `seconds` seconds; stop at the first failure and minimise it. Returns StressResult.
    Raises judge.CompileError when the solution does not compile."""
    binary = judge.compile_c(problem.folder / "solution.c")
    gen = problem.require("gen")
    deadline = time.monotonic() + seconds
    seed, checked = first_seed, 0
    while checked == 0 or time.monotonic() < deadline:
        text = gen.generate("small", seed)
        failure = _try(binary, problem, text)
        checked += 1
        if failure is not None:
            failure, steps = minimise(binary, problem, failure)
            return StressResult(checked, seed, failure, steps)
        seed += 1
    return StressResult(checked)


def main():
    parser = argparse.ArgumentParser(description="Solutions against brute force.")
    parser.add_argument("problem", nargs="?", help="id or folder name (default: all)")
    parser.add_argument("--seconds", type=float, default=20.0, help="total time (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    args = parser.parse_args()
    try:
        problems = testdata.find_problems([args.problem] if args.problem else [])
    except testdata.DataError as error:
        print(f"stress.py: {error}", file=sys.stderr)
        return 2
    share = args.seconds / max(len(problems), 1)
    for problem in problems:
        try:
            result = stress_problem(problem, share, args.seed)
        except judge.CompileError as error:
            print(f"{problem.name}: solution.c does not compile:\n{error.message}")
            return 1
        print(result.report(problem), flush=True)
        if result.failure is not None:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
