"""Who wins BOJ 22846 for every K from 1 to K_MAX: a proof by exhaustion over that range.

    python3 problems/22846-certified-easy-game/every_k.py K_MAX

Compiles every_k.c (gcc -O2, in a temporary folder removed afterwards) and runs it: for every
K in 1..K_MAX it fills that K's own win/lose table from x = K down to 1 by the write-up's
theorem, with divisor lists built by marking multiples (solution.c walks buckets instead;
the two share no code). It prints the K that Kali wins, how many tables of odd K have their
lost positions exactly at the odd x, and how many divisors were listed and tried. About
K_MAX^2 / 2 positions in all: a fraction of a second for K_MAX = 2,000, about 40 seconds of one
core for K_MAX = 100,000, BOJ's whole range. K_MAX is 1 to that range's top (problem.json).
Exit status 2 for a bad command line, 1 when gcc or the program fails.
"""
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "judge"))
import testlib  # noqa: E402  (needs the path above)

SOURCE = Path(__file__).resolve().with_name("every_k.c")
K_TOP = testlib.bounds(testlib.load_problem(__file__), "K")[1]
GCC = ["gcc", "-O2", "-std=c99", "-Wall", "-Wextra"]


def k_max_of(args):
    """K_MAX from the command line's arguments; SystemExit with the usage otherwise."""
    if len(args) == 1 and re.fullmatch("[0-9]{1,7}", args[0]) and 1 <= int(args[0]) <= K_TOP:
        return int(args[0])
    print(f"usage: every_k.py K_MAX  (an integer from 1 to {K_TOP})", file=sys.stderr)
    sys.exit(2)


def main():
    k_max = k_max_of(sys.argv[1:])
    with tempfile.TemporaryDirectory(prefix="every-k-") as work:
        program = str(Path(work) / "every_k")
        try:
            built = subprocess.run(GCC + [str(SOURCE), "-o", program], stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, check=False)
        except OSError as error:
            sys.exit(f"every_k.py: cannot run gcc: {error.strerror}")
        if built.returncode != 0:
            sys.exit("every_k.py: every_k.c does not compile:\n"
                     + built.stdout.decode("utf-8", "replace"))
        try:
            ran = subprocess.run([program, str(k_max)], check=False)
        except KeyboardInterrupt:
            sys.exit("every_k.py: interrupted")
    return 0 if ran.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
