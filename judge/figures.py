"""Draw the write-ups' figures (`make figures`): problems/<folder>/figure.svg from figure.py.

    python3 judge/figures.py [--check] [PROBLEM ...]

For every problem (or those named by id or folder name), runs `python3 judge/problem.py ID
figure` (its figure.py's draw) from the repository root and writes what it prints to
figure.svg beside figure.py, only where that changes the file (so a second run, or a run in a
fresh clone, changes no byte). With --check nothing is written: the exit status is 1 when a
figure.svg is missing or differs. figure.py draws from the problem's brute force
(judge/lib/svg.py has the drawing helpers) and must print the same bytes on every run. Exit
status 2 for a usage or setup error. testdata/README.md ("The write-ups") is the manual.
"""
import sys

from lib import cli, files, problems, writeups

ROOT = problems.ROOT


def draw(problem):
    """(the SVG text figure.py prints, None) or (None, why it could not be drawn)."""
    script = problem.folder / writeups.FIGURE_SCRIPT
    if not script.is_file():
        return None, "%s is missing" % script.relative_to(ROOT)
    return writeups.run_command(ROOT, writeups.figure_argv(ROOT, problem.folder))


def main(argv):
    parser = cli.Parser(prog="figures.py", description="Draw every write-up's figure.svg.")
    parser.add_argument("problems", nargs="*", metavar="PROBLEM", help="id or folder name")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a figure.svg is missing or out of date")
    args = parser.parse_args(argv)
    failed = False
    for problem in problems.find(args.problems, unfinished=bool(args.problems)):
        drawn, error = draw(problem)
        path = problem.folder / writeups.FIGURE
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
            try:
                files.replace_file(path, drawn.encode("utf-8"))
            except OSError as error:
                raise files.unwritable(path.parent, error, "figures.py draws figure.svg there")
            print("%s: drawn" % shown)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(cli.run("figures.py", main))
