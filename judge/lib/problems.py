"""The problems the judge knows: one model of a problem (Problem) and one loader (find, get,
of), used by every tool of judge/ and by the problem scripts themselves.

A problem of the repository (kind REPOSITORY) is a folder problems/<id>-<slug>/ holding a
problem.json; a folder of tests alone (kind TESTS, tests_folder) is a problem too, any BOJ
problem a learner practises, with the limits given or the stated defaults and nothing else
known of it. The scripts of a problem of the repository (game.py, brute.py, ...) are loaded
as the modules of a package of their own, `problem_<id>`, once per process: a script imports
its siblings with `from . import game`, the library with `from lib import ...`, and another
problem's scripts by id (get(25179).script("game")). The repository is the folder above
judge/, or the environment variable JUDGE_ROOT when it is set.
A folder still holding a TODO mark (lib/contracts.py) is not finished: find() without a
selector leaves it out and notes it in `skipped`; naming it is an error, unless the caller is a
tool that finishes a folder (unfinished=True). testdata/README.md says what a problem folder
holds; judge/README.md is the tools' manual.
"""
import collections
import importlib
import json
import os
import re
import sys
import types
from pathlib import Path

from . import contracts, inputs, testfiles

ROOT = Path(os.environ.get("JUDGE_ROOT") or Path(__file__).resolve().parents[2]).resolve()
INPUTS_MODULE = Path(inputs.__file__).resolve()
_CASE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*\Z")
REPOSITORY, TESTS = "repository", "tests"  # the kinds of problem
# The limits of a folder of tests alone when none are given: the judge cannot know those of
# a problem it has only the tests of, which its manual says.
DEFAULT_TIME_LIMIT_S = 1
DEFAULT_MEMORY_LIMIT_MB = 128

Case = collections.namedtuple("Case", "name kind seed committed")
Case.__doc__ = """One test case of a problem's plan: its input is gen.generate(kind, seed), its
files NAME.in and NAME.out; `committed` ones go to testdata/, the others to build/testdata/."""

_packages = {}  # the resolved folder of a problem -> the name of its scripts' package
_owners = {}  # the name of a package -> the Problem whose scripts it holds
skipped = []  # "<folder> is not finished ..." for each folder find() left out, in its last call


class ProblemError(Exception):
    """A problem that cannot be found or read, a script it lacks, or a broken problem.json; the
    message names the problem and what to do."""


class Problem:
    """One problem: `kind` (REPOSITORY or TESTS), `id` (a str, "4342"), `folder` (a Path),
    `name` (the folder's name), `meta` (its problem.json; of a folder of tests alone, its
    limits only), `testdata` and `build_testdata` (where its test data lives: committed, and
    generated into build/; of a folder of tests alone, that folder), `defaults` (the names of
    the limits, "time" and "memory", that are defaults, not given)."""

    def __init__(self, folder, meta, root=ROOT, kind=REPOSITORY, defaults=()):
        self.folder, self.meta = folder, meta
        self.name = folder.name if kind == REPOSITORY else str(meta["id"])
        self.kind, self.defaults = kind, frozenset(defaults)
        self.id = str(meta["id"])
        self.testdata = root / "testdata" / self.name if kind == REPOSITORY else folder
        self.build_testdata = root / "build" / "testdata" / self.name

    def __repr__(self):
        return f"<problem {self.name}>" if self.kind == REPOSITORY else \
            f"<folder of tests {self.folder}>"

    def package(self):
        """The name of the package the problem's scripts are modules of, made on first use:
        `problem_<id>`, or `problem_<id>_2`, ... for a second folder of the same id."""
        folder = self.folder.resolve()
        name = _packages.get(folder)
        if name is None:
            base = "problem_" + re.sub(r"\W", "_", self.id)
            name, number = base, 1
            while name in sys.modules:
                number += 1
                name = f"{base}_{number}"
            package = types.ModuleType(name, f"The scripts of {folder}.")
            package.__path__ = [str(folder)]
            sys.modules[name] = package
            _packages[folder], _owners[name] = name, self
        return name

    def script(self, name, optional=False):
        """The module of the problem's script NAME.py, imported once per process (every caller
        shares it, and its caches). ProblemError when the folder has no NAME.py, or None with
        `optional`; an error in the script itself is raised as it is."""
        if not (self.folder / f"{name}.py").is_file():
            if optional:
                return None
            raise ProblemError(f"{self.name}: {name}.py is missing")
        return importlib.import_module(f"{self.package()}.{name}")

    def scripts(self):
        """The names of the problem's scripts (its *.py files), sorted."""
        return sorted(path.stem for path in self.folder.glob("*.py"))

    def plan(self):
        """The test cases of problem.json's "tests", in order, as Case tuples. Each entry
        {"kind": K, "count": C} is the cases K-01 .. K-C (seeds 1..C), with "first": F the
        seeds F..F + C - 1, with "name": P the names P-NN instead, and with "build_only": [...]
        the names of its cases that are generated into build/ only. ProblemError when a name
        is repeated or is not a file name."""
        try:
            cases = []
            for group in self.meta["tests"]:
                first, count = group.get("first", 1), group["count"]
                prefix, build_only = group.get("name", group["kind"]), group.get("build_only", [])
                names = [f"{prefix}-{seed:02d}" for seed in range(first, first + count)]
                if not set(build_only) <= set(names):
                    raise ValueError(f"build_only {build_only} is not among {names[0]}..")
                cases += [Case(name, group["kind"], seed, name not in build_only)
                          for name, seed in zip(names, range(first, first + count))]
        except (KeyError, TypeError, ValueError) as error:
            raise ProblemError(f"{self.name}: problem.json's \"tests\" is not a plan: "
                               f"{type(error).__name__}: {error}") from None
        names = [case.name for case in cases]
        for name in names:
            if not _CASE_NAME.match(name) or names.count(name) > 1:
                raise ProblemError(f"{self.name}: bad or repeated case name {name!r} in "
                                   "problem.json's \"tests\"")
        return cases

    def answer_source(self, text):
        """("brute", brute.answer) when brute.feasible(text), else ("reference",
        reference.answer); ProblemError when there is no reference.py then."""
        brute = self.script("brute")
        if brute.feasible(text):
            return "brute", brute.answer
        reference = self.script("reference", optional=True)
        if reference is None:
            raise ProblemError(f"{self.name}: brute.py says infeasible and there is no "
                               "reference.py")
        return "reference", reference.answer

    def given_by(self, kind):
        """Where the `kind` ("time" or "memory") limit of a folder of tests alone came from,
        for the report: the option that set it, or that it is the default and the option that
        would set it."""
        option = "--%s-limit" % kind
        return "default: " + option if kind in self.defaults else option

    def test_folders(self):
        """Where its tests lie: testdata/<folder>/, with build/testdata/<folder>/ (the cases
        too big to commit) when both exist; of a folder of tests alone, that folder (its test/
        in an oj project's folder: testfiles.oj_project_tests)."""
        if self.kind == TESTS:
            return [testfiles.oj_project_tests(self.folder)]
        both = self.testdata.is_dir() and self.build_testdata.is_dir()
        return [self.testdata] + [self.build_testdata] * both

    def tests(self):
        """Its tests, (name, input path, expected output path), in the order they run
        (testfiles.test_order: samples first); none while it has no test data.
        testfiles.problem_tests is the same list for a command, where no test is an error."""
        return testfiles.collect_tests([folder for folder in self.test_folders()
                                        if folder.is_dir()])

    def test_inputs(self):
        """The input files of its tests, as Paths, in the order they run (tests)."""
        return [Path(given) for _, given, _ in self.tests()]

    def validates(self):
        """Whether the problem has a validator: a validate.py, or an "input" in problem.json
        (a folder of tests alone has none)."""
        return self.kind == REPOSITORY and ((self.folder / "validate.py").is_file()
                                            or "input" in self.meta)

    def validation_files(self):
        """The files whose content defines the validation: validate.py if there is one,
        problem.json, and lib/inputs.py."""
        own = self.folder / "validate.py"
        return [own] * own.is_file() + [self.folder / "problem.json", INPUTS_MODULE]

    def validate(self, text, boj=False):
        """Raise inputs.InputError, naming the line, unless `text` is a valid input (with
        `boj`, one within BOJ's own limits): by validate.validate where the problem has a
        validate.py, else by the format problem.json declares (inputs.validate)."""
        own = self.script("validate", optional=True)
        if own is not None:
            return own.validate(text, boj)
        return inputs.validate(self.meta, text, boj)

    def canonical(self, text):
        """`text` as solution.c reads it, in the strict format; inputs.NoAnswer when solution.c
        must refuse it: validate.canonical where validate.py has one, else inputs.canonical."""
        own = self.script("validate", optional=True)
        if own is not None and hasattr(own, "canonical"):
            return own.canonical(text)
        return inputs.canonical(self.meta, text)


def tests_folder(folder, time_limit_s=None, memory_limit_mb=None):
    """The folder of tests `folder` as a Problem of kind TESTS: its id and name the folder's
    name, its meta only its limits (those given, else DEFAULT_TIME_LIMIT_S and
    DEFAULT_MEMORY_LIMIT_MB, named in `defaults`). judge/README.md ("Your own folder of
    tests")."""
    folder = Path(folder)
    name = folder.resolve().name or str(folder.resolve())
    meta = {"id": name,
            "time_limit_s": DEFAULT_TIME_LIMIT_S if time_limit_s is None else time_limit_s,
            "memory_limit_mb": DEFAULT_MEMORY_LIMIT_MB if memory_limit_mb is None
            else memory_limit_mb}
    defaults = [limit for limit, given in (("time", time_limit_s), ("memory", memory_limit_mb))
                if given is None]
    return Problem(folder, meta, kind=TESTS, defaults=defaults)


def not_finished(folder, marks):
    """The message for a folder that is not finished (contracts.unfinished: its `marks`)."""
    more = f" and {len(marks) - 1} more" if len(marks) > 1 else ""
    return (f"problems/{folder.name} is not finished: a TODO mark in {marks[0]}{more} "
            "(testdata/README.md, 'Adding a problem')")


def find(selectors=(), root=None, unfinished=False):
    """The problems of root/problems/ (default ROOT) named by `selectors` (ids or folder names,
    a path's last part counts), or all of them; sorted by id. A folder that is not finished is
    left out of "all" (and noted in `skipped`), and naming it is a ProblemError, unless
    `unfinished`. ProblemError for a problem.json that cannot be read, or a selector that
    names no problem."""
    root = Path(root).resolve() if root is not None else ROOT
    found, waiting = [], {}
    for path in sorted((root / "problems").glob("*/problem.json")):
        marks = [] if unfinished else contracts.unfinished(path.parent)
        if marks:
            waiting[path.parent.name] = not_finished(path.parent, marks)
            continue
        try:
            found.append(Problem(path.parent, json.loads(path.read_text("utf-8")), root))
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise ProblemError(f"cannot read {path}: {error}") from None
    found.sort(key=lambda problem: int(problem.id) if problem.id.isdigit() else 0)
    if not selectors:
        skipped[:] = list(waiting.values())
        return found
    skipped[:] = []
    chosen = []
    for selector in selectors:
        name = str(selector).rstrip("/").split("/")[-1]
        named = [problem for problem in found if name in (problem.id, problem.name)]
        waits = [message for folder, message in waiting.items()
                 if name == folder or folder.split("-", 1)[0] == name]
        if not named and waits:
            raise ProblemError(waits[0])
        if not named:
            raise ProblemError(f"unknown problem {name!r}: no problems/<folder>/problem.json "
                               "with that id or folder name")
        chosen += [problem for problem in named if problem not in chosen]
    return chosen


def get(problem_id, root=None, unfinished=False):
    """The problem with this id (an int or a str) or folder name; ProblemError if none."""
    return find([problem_id], root, unfinished)[0]


def of(module_name):
    """The Problem whose scripts' package holds the module `module_name` (a script passes its
    __name__); ProblemError when it is not a problem script loaded by Problem.script."""
    owner = _owners.get(module_name.split(".")[0])
    if owner is None:
        raise ProblemError(f"{module_name} is not a problem script: run it with "
                           "`python3 judge/problem.py PROBLEM SCRIPT`")
    return owner
