"""Shared by the judge's own tests: the module under test, its fixtures, process checks, and a
temporary folder laid out like the repository for judge.py's command line."""
import ctypes
import json
import os
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path
from unittest import mock
from lib import cli, languages, sandbox, writeups


JUDGE_DIR = Path(__file__).resolve().parents[1]
REPOSITORY = JUDGE_DIR.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
PYTHON = list(cli.PYTHON)  # how a test starts a command of judge/, as they start each other

# The fixture problem: input "A B", output "A+B A*B".
INPUT = b"2 1\n"
EXPECTED = b"3 2\n"
TIME_LIMIT_S = 0.5
MEMORY_LIMIT_MB = 64
# Fixture problem "A B" -> "A+B A*B"; wrong.c prints A-B, so it passes exactly when B = 0.
CASES = {"sample-01": ("2 0\n", "2 0\n"), "random-01": ("2 1\n", "3 2\n"),
         "random-02": ("5 0\n", "5 0\n")}


def program_of(name):
    """The languages.Program that runs fixture `name`, built as judge.py builds a solution."""
    return languages.build(FIXTURES / name)


def own_fixture(case, name):
    """A copy of the C fixture `name` that only the test `case` runs: its first line names the
    test, so that its build, and so the command line of its runs, are the test's own (other
    tests of make test run the same fixtures at the same time, and processes_running would
    find their runs)."""
    folder = Path(tempfile.mkdtemp(prefix="judge-own-"))
    case.addCleanup(shutil.rmtree, str(folder), True)
    copy = folder / name
    copy.write_bytes(b"/* %s */\n" % case.id().encode() + (FIXTURES / name).read_bytes())
    return copy


def processes_running(argv, below=None):
    """Pids of live processes whose command line starts like `argv` (zombies have none); with
    `below` a pid, only those under it. A command line alone does not tell one run from
    another of the same language: every Python program is `python3 -W ignore Main.py`, and
    other checks of `make test` run Python files at the same time."""
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
        if cmdline.startswith(wanted) and (below is None or _is_under(int(entry), below)):
            found.append(int(entry))
    return found


def _is_under(pid, ancestor):
    """Whether process `ancestor` is the parent of `pid`, or its parent's, and so on."""
    while pid > 1:
        fields = _stat_fields(pid)
        if fields is None:
            return False
        pid = int(fields[1])  # the parent's pid
        if pid == ancestor:
            return True
    return False


def _stat_fields(pid):
    """The fields of /proc/PID/stat after the command (state first), or None once it is gone."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def process_started_at(pid):
    """When process `pid` started (field 22 of /proc/PID/stat), or None once it is gone: with
    the pid, what tells a process from a later one that was given the same pid."""
    fields = _stat_fields(pid)
    return fields[19] if fields else None


def process_ended(pid):
    """Whether process `pid` has ended: gone, or a zombie (Z) or dead (X) not yet reaped."""
    fields = _stat_fields(pid)
    return fields is None or fields[0] in ("Z", "X")


def process_line(pid):
    """`pid`, its command and its state, as /proc shows them, for a message."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return " ".join(f.read().split()[:3])
    except OSError:
        return "%d (gone)" % pid


def skip_unless_compiler(test, source):
    """Skip `test` (a TestCase, or the subTest it is in) when the compiler of the language of
    `source` (a file name; languages.EXTENSIONS) is not installed."""
    compiler = languages.LANGUAGES[languages.EXTENSIONS[os.path.splitext(source)[1]]].compile[0]
    if shutil.which(compiler, path=sandbox.RUN_PATH) is None:
        test.skipTest("%s is not installed: %s cannot be built" % (compiler, source))


def landlock_available():
    """Whether this kernel has Landlock (its ABI version is 1 or more): where runs are not
    isolated, the runner keeps their writes to their box folder with it."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    return libc.syscall(444, None, 0, 1) > 0  # landlock_create_ruleset(NULL, 0, VERSION)


def skip_unless_sandboxed(test):
    """Skip `test` (a TestCase) with the runner's reason when runs are not sandboxed here."""
    isolation = sandbox.isolation()
    if not isolation.sandboxed:
        test.skipTest("runs are not isolated here: %s" % isolation.reason)


class RepositoryCase(unittest.TestCase):
    """A folder laid out like the repository (JUDGE_ROOT in self.env), with this repository's
    judge/ linked into it, its Makefile and its PAGES, and the problems copy_problem copies."""

    PAGES = ("README.md", "problems/README.md", "testdata/README.md")
    SHELL_TIMEOUT_S = 600

    def setUp(self):
        self.root = Path(tempfile.mkdtemp(prefix="judge-repository-"))
        self.addCleanup(shutil.rmtree, str(self.root), True)
        (self.root / "judge").symlink_to(JUDGE_DIR)
        shutil.copy(str(REPOSITORY / "Makefile"), str(self.root))
        for page in self.PAGES:
            (self.root / page).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(str(REPOSITORY / page), str(self.root / page))
        # what make runs is told this folder's place, as a user's shell tells it its own
        self.env = {name: value for name, value in os.environ.items()
                    if name not in writeups.MAKE_VARIABLES}
        self.env.update(JUDGE_ROOT=str(self.root), PWD=str(self.root))

    def copy_problem(self, name, data=True):
        """Copy the problem `name` of this repository, with its test data (and the build-only
        cases already made here, which make would otherwise make again)."""
        shutil.copytree(str(REPOSITORY / "problems" / name), str(self.root / "problems" / name))
        if data:
            shutil.copytree(str(REPOSITORY / "testdata" / name),
                            str(self.root / "testdata" / name))
            built = REPOSITORY / "build" / "testdata" / name
            if built.is_dir():
                shutil.copytree(str(built), str(self.root / "build" / "testdata" / name))

    def shell(self, command, cwd=None):
        """(exit status, output, errors) of `command` typed in the folder (or in `cwd`)."""
        done = subprocess.run(["sh", "-c", command], cwd=str(cwd or self.root), env=self.env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              timeout=self.SHELL_TIMEOUT_S, check=False)
        return done.returncode, done.stdout, done.stderr


class CommandLineCase(unittest.TestCase):
    """Runs judge.py on a temporary folder laid out like the repository: two problems with
    right.c as their solution and the CASES as their test data; JUDGE_ROOT points there."""

    def setUp(self):
        self.root = Path(tempfile.mkdtemp(prefix="judge-cli-"))
        self.addCleanup(shutil.rmtree, str(self.root), True)
        for number, folder in ((1, "1-sum-product"), (2, "2-sum-product-again")):
            problem = self.root / "problems" / folder
            problem.mkdir(parents=True)
            meta = {"id": number, "slug": folder.split("-", 1)[1], "time_limit_s": 1,
                    "memory_limit_mb": 64, "ranges": {}}
            (problem / "problem.json").write_text(json.dumps(meta), "utf-8")
            shutil.copy(str(FIXTURES / "right.c"), str(problem / "solution.c"))
            data = self.root / "testdata" / folder
            data.mkdir(parents=True)
            for name, (given, expected) in CASES.items():
                (data / (name + ".in")).write_text(given, "ascii")
                (data / (name + ".out")).write_text(expected, "ascii")

    def judge(self, *args, cwd=None, env=None):
        """Run judge.py; return (exit status, output, JSON report or None)."""
        report = self.root / "report.json"
        if report.exists():
            report.unlink()
        done = subprocess.run(self.command(*args, "--json", str(report)), cwd=cwd,
                              env=self.env(**(env or {})), stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=120)
        data = json.loads(report.read_text("utf-8")) if report.exists() else None
        return done.returncode, done.stdout.decode(), data

    def command(self, *args):
        return [*PYTHON, str(JUDGE_DIR / "judge.py")] + list(args)

    def env(self, **extra):
        return dict(os.environ, JUDGE_ROOT=str(self.root), **extra)

    def verdicts(self, data):
        return [(r["test"], r["verdict"]) for r in data["results"]]


def fresh_runner(case, **variables):
    """For the test `case`: the environment `variables` set, and the runner started anew under
    them; after the test, the environment as it was and the runner started anew again."""
    sandbox.close_runner()
    case.addCleanup(sandbox.close_runner)
    patcher = mock.patch.dict(os.environ, variables)
    patcher.start()
    case.addCleanup(patcher.stop)
