"""Shared by the judge's own tests: the module under test, its fixtures, process checks."""
import os
import sys
from pathlib import Path

JUDGE_DIR = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
sys.path.insert(0, str(JUDGE_DIR))

import judge  # noqa: E402  (needs the path above)

# The fixture problem: input "A B", output "A+B A*B".
INPUT = b"2 1\n"
EXPECTED = b"3 2\n"
TIME_LIMIT_S = 0.5
MEMORY_LIMIT_MB = 64


def argv_of(name):
    """The argv that runs fixture `name` (.c compiled with BOJ's flags, .py under python3)."""
    path = FIXTURES / name
    if path.suffix == ".py":
        return [sys.executable, str(path)]
    return [str(judge.compile_c(path))]


def processes_running(argv):
    """Pids of live processes whose command line starts like `argv` (zombies have none)."""
    wanted = "\0".join(argv).encode()
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open("/proc/%s/cmdline" % entry, "rb") as f:
                cmdline = f.read()
        except OSError:
            continue
        if cmdline.startswith(wanted):
            found.append(int(entry))
    return found
