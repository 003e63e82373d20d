"""Draw the write-ups' figures (`make figures`): problems/<folder>/figure.svg from figure.py.

    python3 judge/figures.py [--check] [PROBLEM ...]

For every problem (or those named by id or folder name), runs `python3 judge/problem.py ID
figure` (its figure.py's draw) from the repository root and writes what it prints to
figure.svg beside figure.py, only where that changes the file (so a second run, or a run in a
fresh clone, changes no byte). With --check nothing is written: the exit status is 1 when a
figure.svg is missing or differs. figure.py draws from the problem's brute force
(judge/lib/svg.py has the drawing helpers) and must print the same bytes on every run. Exit
status 2 for an unknown problem.
"""
import argparse
import sys

import writeup
from lib import problems

ROOT = problems.ROOT


def draw(problem):
    """(the SVG text figure.py prints, None) or (None, why it could not be drawn)."""
    script = problem.folder / writeup.FIGURE_SCRIPT
    if not script.is_file():
        return None, "%s is missing" % script.relative_to(ROOT)
    return writeup.run_command(ROOT, writeup.figure_argv(ROOT, problem.folder))


def main():
    parser = argparse.ArgumentParser(description="Draw every write-up's figure.svg.")
    parser.add_argument("problems", nargs="*", metavar="PROBLEM", help="id or folder name")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a figure.svg is missing or out of date")
    args = parser.parse_args()
    try:
        chosen = problems.find(args.problems)
    except problems.ProblemError as error:
        print("figures.py: %s" % error, file=sys.stderr)
        return 2
    failed = False
    for problem in chosen:
        drawn, error = draw(problem)
        path = problem.folder / writeup.FIGURE
        shown = path.relative_to(ROOT)
        if error is not None:
            print("%s: %s" % (problem.name, error))
            failed = True
        elif path.is_file() and path.read_text("utf-8") == drawn:
            print("%s: unchanged" % shown)
        elif args.check:
            print("%s: %s" % (shown, "differs from what figure.py draws" if path.is_file()
                              else "missing"))
            failed = True
        else:
            path.write_text(drawn, "utf-8")
            print("%s: drawn" % shown)
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the reader of the output left, as `| head` does
        sys.stdout = None
        sys.exit(141)
