"""Hunt for an input a solution gets wrong (`make stress`): every small input of brute.py's
domain, then the edge and max cases of the plan, then random inputs over the whole range, each
judged as the judge judges a test; the first failure is shrunk, printed and saved for
`judge.py --tests` to replay.

    python3 judge/stress.py [PROBLEM] [--solution FILE] [--lang NAME] [--seconds S] [--seed N]

The manual is judge/README.md ("Hunting a failing input"); the hunt itself is lib/hunt.py.
"""
import math
import sys
from pathlib import Path

from lib import cli, errors, hunt, languages, problems, readable


def parse_arguments(argv):
    parser = cli.Parser(
        prog="stress.py", description="Hunt for an input a solution gets wrong: every small "
        "input, then gen.py's edge and max cases, then random inputs over the whole range.",
        epilog="Exit status: 0 nothing found, 1 a failure or a compile error, 2 a bad command "
               "line or setup error, 128 + N stopped by signal N. The manual: judge/README.md.")
    parser.add_argument("problem", nargs="?", metavar="PROBLEM",
                        help="BOJ id or folder name (default: every problem)")
    parser.add_argument("--solution", type=Path, metavar="FILE",
                        help="hunt FILE (%s or an executable) instead of solution.c"
                             % ", ".join(languages.EXTENSIONS))
    parser.add_argument("--lang", choices=list(languages.LANGUAGES), metavar="NAME",
                        help=languages.choices_help())
    parser.add_argument("--seconds", type=float, default=20.0, metavar="S",
                        help="time to hunt, shared between the problems (default 20)")
    parser.add_argument("--seed", type=int, default=1, metavar="N",
                        help="first seed of the random phase (default 1)")
    args = parser.parse_args(argv)
    if args.solution is not None and args.problem is None:
        parser.error("--solution needs a PROBLEM")
    if not (args.seconds > 0 and math.isfinite(args.seconds)):
        parser.error("--seconds must be a finite positive number, not %s" % args.seconds)
    if args.solution is not None and not args.solution.is_file():
        raise errors.SetupError("solution %s is not a file" % args.solution)
    return args


def main(argv):
    args = parse_arguments(argv)
    chosen = problems.find([args.problem] if args.problem else [])
    note = cli.isolation_note()
    if note is not None:
        print("stress.py: %s" % note, file=sys.stderr, flush=True)
    share = args.seconds / len(chosen)
    for problem in chosen:
        try:
            result = hunt.stress_problem(problem, share, args.seed, args.solution, args.lang)
        except errors.CompileError as error:
            print(readable.escaped("%s: %s does not compile:\n%s" % (
                problem.name, args.solution or "solution.c", error.message.rstrip())))
            return 1
        print(result.report(args.solution), flush=True)
        if result.unsaved is not None:
            raise result.unsaved  # (the failure found is printed first)
        if result.failure is not None:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(cli.run("stress.py", main))
