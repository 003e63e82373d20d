"""Start a new problem (`make new P=<id> SLUG=<slug>`): write problems/<id>-<slug>/ from the
template, every part marked TODO; print the contracts a problem folder keeps (--contracts).

    python3 judge/new.py ID SLUG
    python3 judge/new.py --contracts

Until its last TODO mark is gone, the folder is skipped by every command that does not name it
(lib/problems.py). The guide: testdata/README.md, "Adding a problem"; the contracts:
lib/contracts.py. Exit status: 0 written, 2 a bad command line or a folder that exists.
"""
import re
import sys
import textwrap

from lib import cli, contracts, files, problems, template

SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*\Z")


WORKED_EXAMPLE = "judge/tests/fixtures/new-problem/"


def next_steps(problem_id, folder):
    """What to do next, in an order that works (testdata/README.md's steps 2 and 3): the figure
    before the write-up's blocks, which show it."""
    said = textwrap.fill(
        f"Every part is marked TODO. Until none is left, the other commands skip the folder, "
        f"and make test P={problem_id} runs the checks whose files are finished. Fill the files "
        f"as testdata/README.md ('Adding a problem') says (a worked example: {WORKED_EXAMPLE}), "
        "then:", 80, break_on_hyphens=False)
    return (f"{said}\n"
            f"  make figures P={problem_id}\n"
            f"  make testdata P={problem_id}\n"
            f"  python3 judge/writeup.py --refresh {folder}\n"
            f"  make test P={problem_id}\n")


def main(argv):
    parser = cli.Parser(prog="new.py", description="Write a new problem's folder from the "
                        "template, every part marked TODO.")
    parser.add_argument("id", nargs="?", type=int, metavar="ID", help="BOJ's problem number")
    parser.add_argument("slug", nargs="?", metavar="SLUG",
                        help="the folder's name after the id: lower-case words and hyphens")
    parser.add_argument("--contracts", action="store_true",
                        help="print what a problem folder must hold, and write nothing")
    args = parser.parse_args(argv)
    if args.contracts:
        if args.id is not None:
            parser.error("--contracts takes no ID or SLUG")
        sys.stdout.write(contracts.guide())
        return 0
    if args.id is None or args.slug is None:
        parser.error("give the problem's ID and SLUG (make new P=<id> SLUG=<slug>)")
    if args.id < 1:
        parser.error(f"ID {args.id} is not a problem number")
    if not SLUG.match(args.slug):
        parser.error(f"SLUG {args.slug!r} is not lower-case words joined by hyphens")
    base = problems.ROOT / "problems"
    taken = sorted(base.glob(f"{args.id}-*"))
    if taken:
        raise cli.UsageError(f"problems/{taken[0].name} exists: BOJ {args.id} has its folder")
    folder = base / f"{args.id}-{args.slug}"
    order = 1 + max((problem.meta.get("study", {}).get("order", 0)
                     for problem in problems.find(unfinished=True)), default=0)
    written = template.files(args.id, args.slug, order)
    try:
        for name, text in written.items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            files.replace_file(folder / name, text.encode("utf-8"))
    except OSError as error:
        raise files.unwritable(base, error, "new.py writes the problem's folder there")
    shown = f"problems/{folder.name}"
    print(f"{shown}: wrote {', '.join(written)}")
    sys.stdout.write(next_steps(args.id, shown))
    return 0


if __name__ == "__main__":
    sys.exit(cli.run("new.py", main))
