"""How many games BOJ's own data of 4342 can hold, from the times of files BOJ accepted: the
measurement behind problem.json's "boj_data" note and its games.boj_data_max.

    python3 judge/problem.py 4342 boj_data

BOJ's statement bounds a and b but not the number of games. Public files BOJ accepted run
there in 16 ms (C++ reading with plain `cin`) and 72 ms (CPython). This script takes, as the
judge measures it (CPU time, in its sandbox, the least of 3 runs), the time a game costs the
fastest reading of each kind: plain `cin` on 10^6 games of `1 1` (no game is cheaper to read
or to answer) and on the 10^6 games of max-01 (games as the test data has them), and a fast
CPython program on max-01. BOJ's time divided by that cost is the most games BOJ's data can
hold, on a machine as fast as this one: start-up and the reading of larger numbers only lower
it, and so does a machine slower than this one (problem.json's note says by how much BOJ's
is). The figures are CPU times: measure on an idle machine, where they are least.
"""
import tempfile
from pathlib import Path

from lib import errors, languages, problems, sandbox

from . import gen

PROBLEM = problems.of(__name__)

CIN = """#include <iostream>
int main()
{
    long long a, b;
    while (std::cin >> a >> b && (a != 0 || b != 0)) {
        bool first = true;
        long long x = std::min(a, b), y = std::max(a, b), t;
        for (; y % x && y < 2 * x; first = !first)
            t = y - x, y = x, x = t;
        std::cout << (first ? "A wins" : "B wins") << '\\n';
    }
}
"""
FAST_PYTHON = """import sys


def main():
    numbers = sys.stdin.buffer.read().split()
    answers = []
    for i in range(0, len(numbers) - 1, 2):
        a, b = int(numbers[i]), int(numbers[i + 1])
        if a == 0 and b == 0:
            break
        if a > b:
            a, b = b, a
        first = True
        while b % a and b < 2 * a:
            a, b = b - a, a
            first = not first
        answers.append("A wins" if first else "B wins")
    sys.stdout.write("\\n".join(answers) + "\\n")


main()
"""
BOJ_MS = {"cin": 16, "python": 72}
RUNS = 3


def least_cpu_ms(source, name, data):
    """The least CPU time of RUNS runs of the program `source` (saved as `name`) on `data`."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_text(source)
        program = languages.build(path)
    return min(sandbox.run(program.argv, data, 60, 1024, 1 << 26, program.files).time_ms
               for _ in range(RUNS))


def measure():
    """The cost of a game to the fastest readings, and the most games BOJ's times allow.

    A run in progress when the command is stopped (Ctrl-C, SIGTERM) is stopped with it."""
    try:
        return _measured()
    except BaseException:
        sandbox.stop_runners()
        raise


def _measured():
    built = PROBLEM.build_testdata / "max-01.in"
    max_01 = built.read_bytes() if built.is_file() else gen.generate("max", 1).encode()
    cases = [("cin", "plain cin, 10^6 games of `1 1`", CIN, "cin.cpp",
              b"1 1\n" * 10 ** 6 + b"0 0\n"),
             ("cin", "plain cin, max-01's 10^6 games", CIN, "cin.cpp", max_01),
             ("python", "fast CPython, max-01's 10^6 games", FAST_PYTHON, "fast.py", max_01)]
    lines = []
    for key, label, source, name, data in cases:
        games = data.count(b"\n") - 1  # the last line is 0 0
        try:
            ms = least_cpu_ms(source, name, data)
        except errors.CompileError as error:
            lines.append(f"{label}: cannot be built here: {error.message.strip()[:200]}")
            continue
        cost_us = 1000 * ms / games
        lines.append(f"{label}: {ms:.0f} ms, {cost_us:.2f} us a game; BOJ's {BOJ_MS[key]} ms "
                     f"is at most {1000 * BOJ_MS[key] / cost_us:,.0f} games")
    return "\n".join(lines) + "\n"


COMMANDS = {"measure": measure}
DEFAULT_COMMAND = "measure"
