"""Generate, write and check the test data of every problem (`make testdata`).

    python3 judge/testdata.py [PROBLEM ...]               write testdata/ and build/testdata/
    python3 judge/testdata.py --build-only [PROBLEM ...]  only the cases too big to commit
    python3 judge/testdata.py --build-only --regenerate   the same, up-to-date cases included
    python3 judge/testdata.py --check [PROBLEM ...]       regenerate and compare, write nothing

Exit status: 0 when done (with --check: nothing differs), 1 when a problem's scripts or data are
broken or, with --check, differ, 2 for a usage or setup error (an unknown problem, a folder it
cannot write). testdata/README.md is the manual; the work itself is lib/dataset.py.
"""
import sys

from lib import cli, dataset, problems, readable


def main(argv):
    parser = cli.Parser(prog="testdata.py", description="Generate and check the test data.")
    parser.add_argument("problems", nargs="*", metavar="PROBLEM", help="id or folder name")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--build-only", action="store_true",
                      help="only the cases that are not committed, skipping up-to-date ones")
    mode.add_argument("--check", action="store_true",
                      help="regenerate everything and report differences; write nothing")
    parser.add_argument("--regenerate", action="store_true",
                        help="with --build-only: regenerate the up-to-date cases too")
    args = parser.parse_args(argv)
    if args.regenerate and not args.build_only:
        parser.error("--regenerate goes with --build-only")
    chosen = problems.find(args.problems, unfinished=bool(args.problems))
    try:
        if args.check:
            failed = False
            for name, issues in dataset.check_all(chosen).items():
                failed = failed or bool(issues)
                print("%s: %s" % (name, "differs" if issues else "identical"))
                for issue in issues:
                    print("  " + readable.escaped(issue))
            return 1 if failed else 0
        for problem in chosen:
            if args.build_only:
                written = dataset.build_only(problem, args.regenerate)
                if written:
                    print("%s: %d build-only case(s) generated" % (problem.name, written))
            else:
                print(dataset.write_all(problem))
    except dataset.DataError as error:
        print("testdata.py: %s" % readable.escaped(str(error)), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(cli.run("testdata.py", main))
