"""The local judge's command line: compiles solutions as BOJ does, runs each in a sandbox on every
test under enforced limits, compares the output with the expected data by BOJ's rule and reports
verdicts, time and memory.

    python3 judge/judge.py [PROBLEM ...] [--solution FILE] [--lang NAME] [--tests DIR]
                           [--json FILE] [--jobs N] [--strict] [--keep-going] [--boj-only]
                           [--time-limit S] [--memory-limit MB] [--no-extra-time]
                           [--no-extra-memory] [--languages]
    python3 judge/judge.py --tests DIR --solution FILE [--time-limit S] [--memory-limit MB] ...

The second form judges a folder of tests of any problem (lib/problems.py, tests_folder).

The manual, with every option, the verdicts, the comparison, the limits, the report and the
sandbox, is judge/README.md; the library this file drives is judge/lib/.
"""
import concurrent.futures
import math
import os
import sys
from pathlib import Path

from lib import cli, explain, judging, languages, limits, problems, readable, report, testfiles
from lib.errors import SetupError
from lib.files import shown_path


def parse_arguments(argv):
    parser = cli.Parser(
        prog="judge.py", description="Judge solutions on their test data as BOJ would.",
        epilog="JUDGE_ROOT=DIR judges the problems/ and testdata/ of DIR instead of this "
               "repository; JUDGE_ISOLATION=off runs programs without the sandbox's "
               "namespaces; JUDGE_CGROUP=off polls their memory instead of counting it in "
               "memory cgroups. Exit status: 0 all AC, 1 some run not AC, 2 usage or setup "
               "error, 128 + N stopped by signal N. The manual: judge/README.md.")
    parser.add_argument("problems", nargs="*", metavar="PROBLEM",
                        help="BOJ id or folder name (default: every problem; none with "
                             "--tests: judge that folder alone)")
    parser.add_argument("--solution", type=Path, metavar="FILE",
                        help="judge FILE (%s or an executable) instead of solution.c"
                             % ", ".join(languages.EXTENSIONS))
    parser.add_argument("--lang", choices=list(languages.LANGUAGES), metavar="NAME",
                        help=languages.choices_help())
    parser.add_argument("--tests", type=Path, metavar="DIR",
                        help="use the tests of DIR: each NAME.in with NAME.out or NAME.ans; "
                             "without a PROBLEM, DIR is a problem of its own (needs "
                             "--solution; limits: --time-limit, default %g s, --memory-limit, "
                             "default %d MB)" % (problems.DEFAULT_TIME_LIMIT_S,
                                                 problems.DEFAULT_MEMORY_LIMIT_MB))
    parser.add_argument("--json", type=Path, metavar="FILE", help="write a JSON report")
    parser.add_argument("--jobs", type=int, default=len(os.sched_getaffinity(0)), metavar="N",
                        help="parallel runs (default: the number of CPUs it may use)")
    parser.add_argument("--strict", action="store_true", help="byte-exact comparison")
    parser.add_argument("--keep-going", action="store_true",
                        help="run every test; by default the first failure within BOJ's "
                             "limits stops all the tests, the first outside them only the "
                             "others outside them")
    parser.add_argument("--boj-only", action="store_true",
                        help="judge only the tests within BOJ's own limits (as the problem's "
                             "validator says)")
    parser.add_argument("--time-limit", type=float, metavar="S",
                        help="the statement's time limit, in seconds (the language's extra "
                             "time is added, as on BOJ)")
    parser.add_argument("--memory-limit", type=int, metavar="MB",
                        help="the statement's memory limit, in MB (the language's extra "
                             "memory is added, as on BOJ)")
    parser.add_argument("--no-extra-time", action="store_true",
                        help="no extra time for the language, as for a problem BOJ marks "
                             "\"추가 시간 없음\"")
    parser.add_argument("--no-extra-memory", action="store_true",
                        help="no extra memory for the language, as for a problem BOJ marks "
                             "\"추가 메모리 없음\"")
    parser.add_argument("--languages", action="store_true",
                        help="print the table of languages, BOJ's commands, and exit")
    options = parser.parse_args(argv)
    if options.tests is not None and not options.problems:
        if options.solution is None:
            parser.error("--tests DIR without a PROBLEM needs --solution FILE")
        if options.boj_only:
            parser.error("--boj-only needs a PROBLEM: a folder of tests alone says nothing of "
                         "BOJ's limits")
    elif options.solution is not None and len(options.problems) != 1:
        parser.error("--solution needs exactly one PROBLEM, or --tests DIR")
    if options.jobs < 1:
        parser.error("--jobs must be at least 1")
    for name in ("time_limit", "memory_limit"):
        value = getattr(options, name)
        if value is not None and not (math.isfinite(value) and value > 0):
            parser.error("--%s must be a finite positive number, not %s"
                         % (name.replace("_", "-"), value))
    return options


def plan(options):
    """(problem, solution, tests) for each problem to judge; SetupError for one that cannot
    be judged, before any run."""
    if options.tests is not None and not options.problems:
        chosen = [problems.tests_folder(options.tests, options.time_limit,
                                        options.memory_limit)]
    else:
        chosen = problems.find(options.problems)
    if not chosen:
        raise SetupError("no problems in %s" % (problems.ROOT / "problems"))
    judged = []
    for problem in chosen:
        if not options.problems and options.tests is None and not problem.test_inputs():
            problems.skipped.append("problems/%s: it has no test data yet (make testdata P=%s)"
                                    % (problem.name, problem.id))
            continue
        solution = options.solution or problem.folder / "solution.c"
        if solution.is_dir():
            raise SetupError("solution %s is a folder, not a file" % solution)
        if not solution.is_file():
            raise SetupError("solution %s does not exist" % solution)
        explain.answers_of(problem)  # a malformed "answers" field: a setup error, before a run
        for field, option in (("time_limit_s", options.time_limit),
                              ("memory_limit_mb", options.memory_limit)):
            value = problem.meta.get(field)
            if option is None and (isinstance(value, bool) or not isinstance(value, (int, float))
                                   or not 0 < value < math.inf):
                raise SetupError('%s: "%s" is not a positive number: write one, or pass --%s'
                                 % (problem.folder / "problem.json", field,
                                    field.rsplit("_", 1)[0].replace("_", "-")))
        language = languages.language_of(solution, options.lang)
        if language is not None:
            languages.require(language)  # before any run: a missing compiler is a setup error
        judged.append((problem, solution, testfiles.problem_tests(problem, options.tests),
                       run_limits(problem, language, options)))
    return judged


def run_limits(problem, language, options):
    """The limits.RunLimits of `language`'s runs on `problem`: its statement's limits (or the
    options'), with BOJ's extra time and memory for the language unless the problem or the
    options say there is none."""
    given_by = ({kind: problem.given_by(kind) for kind in ("time", "memory")}
                if problem.kind == problems.TESTS else {})
    return limits.problem_limits(problem.meta, language, options.time_limit,
                                 options.memory_limit, options.no_extra_time,
                                 options.no_extra_memory, given_by)


def main(argv):
    options = parse_arguments(argv)
    if options.languages:
        sys.stdout.write(languages.table())
        return 0
    style = report.Style(sys.stdout.isatty() and not os.environ.get("NO_COLOR"))
    root = problems.ROOT
    judged = plan(options)
    note = cli.isolation_note()
    if note is not None:
        print("judge.py: %s" % note, file=sys.stderr, flush=True)
    pool = concurrent.futures.ThreadPoolExecutor(options.jobs) if options.jobs > 1 else None
    try:
        results, failures = [], []
        for problem, solution, tests, limited in judged:
            notes = []
            places = limits.place_tests(problem, tests, notes)
            for line in notes:
                print("judge.py: %s" % readable.one_line(line), file=sys.stderr, flush=True)
            skipped = 0
            if options.boj_only and places is not None:
                chosen = [test for test in tests if places[test[0]].kind != "wider"]
                tests, skipped = chosen, len(tests) - len(chosen)
            settings = judging.Settings(options.lang, limited.time_s, limited.memory_mb,
                                        options.strict, options.keep_going, limited)
            outcomes, ran = judging.judge_problem(pool, solution, tests, places, settings)
            results += [{"problem": problem.id, "solution": shown_path(solution, root),
                         "test": o["test"], "verdict": o["verdict"], "time_ms": o["time_ms"],
                         "memory_kib": o["memory_kib"], "language": limited.language,
                         "time_limit_s": limited.time_s,
                         "memory_limit_mb": limited.memory_mb} for o in ran]
            for line in report.problem_lines(style, problem, tests, outcomes, places, skipped,
                                             settings, options.boj_only, root):
                print(line)
            sys.stdout.flush()
            deciding = judging.deciding_failure(outcomes, places)
            if deciding is not None:
                failures.append((problem, deciding["verdict"]))
        if options.json is not None:
            report.write_report(options.json, {"results": results})
        print(report.last_line(style, failures, len(judged), len(results),
                               [given for _, _, _, given in judged]))
        return 1 if failures else 0
    finally:
        if pool is not None:
            pool.shutdown(wait=True)


if __name__ == "__main__":
    sys.exit(cli.run("judge.py", main))
