"""Check the write-ups and the front README.md's examples against the commands that print them,
or refresh the blocks from those commands (and a write-up's title lines from its problem.json).

    python3 judge/writeup.py [--refresh] [PATH ...]

PATH is a problem folder, README.md or judge/README.md (all of them without PATH). Exit status 1
when any is wrong. The rules: testdata/README.md ("The write-ups"); the checks: lib/writeups.py.
"""
import sys
from pathlib import Path

from lib import cli, problems, writeups


def main(argv):
    parser = cli.Parser(prog="writeup.py", description="Check the write-ups and the front "
                        "README's examples; with --refresh, write what the commands print "
                        "into their blocks first.")
    parser.add_argument("--refresh", action="store_true",
                        help="write what each block's command prints into the block, and a "
                        "write-up's title lines from its problem.json")
    parser.add_argument("paths", nargs="*", metavar="PATH", type=Path,
                        help="a problem folder or README.md (default: all)")
    args = parser.parse_args(argv)
    root = problems.ROOT
    pages = {root / page: page for page in writeups.EXAMPLE_PAGES}
    paths = [path.resolve() for path in args.paths] or (
        [problem.folder for problem in problems.find()] + list(pages))
    failed = False
    for path in paths:
        page = pages.get(path)
        if page is None and not (path / "README.md").is_file():
            raise cli.UsageError("%s is neither a problem folder nor one of %s"
                                 % (path, ", ".join(writeups.EXAMPLE_PAGES)))
        if args.refresh:
            changed, errors = (writeups.refresh_front(root, page) if page
                               else writeups.refresh_writeup(root, path))
            print("%s: %d block(s) refreshed" % (page or path.name, changed))
            for error in errors:
                print("  " + error.replace("\n", "\n  "))
        found = (writeups.front_problems(root, page) if page
                 else writeups.check(root, path))
        failed = failed or bool(found)
        print("%s: %s" % (page or path.name, "ok" if not found
                          else "%d problem(s)" % len(found)))
        for problem in found:
            print("  " + problem.replace("\n", "\n  "))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(cli.run("writeup.py", main))
