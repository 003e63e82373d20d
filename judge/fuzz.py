"""Sanitizer runs (`python3 judge/fuzz.py`): every solution.c built with ASan and UBSan, run on
its test data, on inputs built to break the validator and on noise and mutations of the tests,
each held to the rules of lib/sanitizers.py (an answer or one refusal line, no sanitizer
report, no signal, no timeout). `make test` runs the same for every problem.

    python3 judge/fuzz.py [--mutations N] [--seed N] [PROBLEM ...]

The rules in full: testdata/README.md; the runs themselves: lib/sanitizers.py.
"""
import sys

from lib import cli, errors, problems, readable, sanitizers


def main(argv):
    parser = cli.Parser(prog="fuzz.py", description="Sanitizer runs of every solution.",
                        epilog="Exit status: 0 every run keeps the rules, 1 some run does not, "
                               "2 a usage or setup error.")
    parser.add_argument("problems", nargs="*", metavar="PROBLEM", help="id or folder name")
    parser.add_argument("--mutations", type=int, default=sanitizers.MUTATIONS,
                        help="random mutations per problem (default %d)" % sanitizers.MUTATIONS)
    parser.add_argument("--seed", type=int, default=1, help="seed of the mutations")
    args = parser.parse_args(argv)
    failed = False
    for problem in problems.find(args.problems):
        try:
            result = sanitizers.fuzz_problem(problem, args.mutations, args.seed)
        except errors.CompileError as error:
            print(readable.escaped("%s: does not compile with sanitizers:\n%s"
                                   % (problem.name, error.message)))
            failed = True
            continue
        failed = failed or bool(result.failures)
        print("%s: %s" % (problem.name, result.report(limit=10)), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(cli.run("fuzz.py", main))
