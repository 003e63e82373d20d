"""Who wins BOJ 22846 for every K from 1 to K_MAX: a proof by exhaustion over that range.

    python3 judge/problem.py 22846 every_k K_MAX

Compiles every_k.c (gcc -O2, in a temporary folder removed afterwards) and runs it: for every
K in 1..K_MAX it fills that K's own win/lose table from x = K down to 1 by the write-up's
theorem, with divisor lists built by marking multiples (solution.c walks buckets instead;
the two share no code). It prints the K that Kali wins, how many tables of odd K have their
lost positions exactly at the odd x, and how many divisors were listed and tried. About
K_MAX^2 / 2 positions in all: a fraction of a second for K_MAX = 2,000, about 40 seconds of one
core for K_MAX = 100,000, BOJ's whole range. K_MAX is 1 to that range's top (problem.json).
Exit status 2 for a bad K_MAX or when gcc is missing or fails, 1 when the program fails.
"""
import subprocess
import tempfile
from pathlib import Path

from lib import inputs, problems

SOURCE = Path(__file__).resolve().with_name("every_k.c")
K_TOP = inputs.bounds(problems.of(__name__).meta, "K")[1]
GCC = ["gcc", "-O2", "-std=c99", "-Wall", "-Wextra"]


def every_k(k_max: int):
    """Who wins every K from 1 to K_MAX, by every_k.c (compiled with gcc, then run)."""
    if not 1 <= k_max <= K_TOP:
        raise ValueError(f"K_MAX must be an integer from 1 to {K_TOP}, not {k_max}")
    with tempfile.TemporaryDirectory(prefix="every-k-") as work:
        program = str(Path(work) / "every_k")
        try:
            built = subprocess.run(GCC + [str(SOURCE), "-o", program], stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, check=False)
        except OSError as error:
            raise ValueError(f"cannot run gcc: {error.strerror}") from None
        if built.returncode != 0:
            message = built.stdout.decode("utf-8", "replace").strip().split("\n")[0]
            raise ValueError(f"every_k.c does not compile: {message}")
        ran = subprocess.run([program, str(k_max)], stdout=subprocess.PIPE, check=False)
    return ran.stdout.decode("utf-8", "replace"), ran.returncode == 0


COMMANDS = {"every_k": every_k}
DEFAULT_COMMAND = "every_k"
