"""The languages BOJ judges, declared once as data (LANGUAGES: the file name, BOJ's compile
and run commands, the extensions each is chosen for, a program that tests it), building a
solution as BOJ does (build, compile_c) in the sandbox, and the cache of what was built. The
judge's --lang choices, its help, extension rules and judge/README.md's table ("Languages",
printed by `judge.py --languages`) all follow from LANGUAGES."""
import os
import re
from collections import namedtuple
from pathlib import Path

from . import files, readable, sandbox
from .errors import CompileError, SetupError

SOURCE_OF_COMMANDS = "https://help.acmicpc.net/language/info"  # BOJ's language help page
COMPILE_TIME_S = 10  # CPU seconds of the compiler and its passes; wall clock 3 x that
COMPILE_MEMORY_MB = 2048  # address space of each compiler process
COMPILE_OUTPUT = 256 * 1024 * 1024  # bytes of any file the compiler writes, the program too
COMPILE_TASKS = 64  # processes and threads of a compilation
COMPILE_SCRATCH_KIB = 512 * 1024

# The Python 3 the sandbox can see (its /usr), as BOJ's `python3`.
PYTHON3 = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else "python3"

Language = namedtuple("Language", "name extensions source compile product run hello")
Language.__doc__ = """How BOJ builds and runs one language, `name` as --lang takes it, chosen for
a file whose extension is one of `extensions`: in a working folder holding the source under
the name `source`, `compile` is the command; `product` the file it leaves there to run (None:
the source itself is what runs, the command only checks it); `run` the command that runs it
(None: the product itself). `hello` is a program in the language that prints `hello`, the
language's self-test."""


def _gcc(compiler, source, standard):
    """BOJ's command for gcc or g++ on `source` with -std=`standard`."""
    return (compiler, source, "-o", "Main", "-O2", "-Wall", "-lm", "-static", "-std=" + standard,
            "-DONLINE_JUDGE", "-DBOJ")


_C_HELLO = '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n'
_CPP_HELLO = '#include <iostream>\nint main() { std::cout << "hello\\n"; }\n'
LANGUAGES = {language.name: language for language in (
    Language("C99", (), "Main.c", _gcc("gcc", "Main.c", "gnu99"), "Main", None, _C_HELLO),
    Language("C11", (".c",), "Main.c", _gcc("gcc", "Main.c", "gnu11"), "Main", None, _C_HELLO),
    Language("C2x", (), "Main.c", _gcc("gcc", "Main.c", "gnu2x"), "Main", None, _C_HELLO),
    Language("C++17", (".cpp", ".cc", ".cxx"), "Main.cc", _gcc("g++", "Main.cc", "gnu++17"),
             "Main", None, _CPP_HELLO),
    Language("C++20", (), "Main.cc", _gcc("g++", "Main.cc", "gnu++20"), "Main", None,
             _CPP_HELLO),
    Language("Python 3", (".py",), "Main.py",
             (PYTHON3, "-W", "ignore", "-c", "import py_compile; py_compile.compile(r'Main.py')"),
             None, (PYTHON3, "-W", "ignore", "Main.py"), 'print("hello")\n'),
)}
EXTENSIONS = {extension: language.name for language in LANGUAGES.values()
              for extension in language.extensions}
BOJ_C = LANGUAGES["C11"]
BOJ_FLAGS = BOJ_C.compile[BOJ_C.compile.index("Main") + 1:]  # after `gcc Main.c -o Main`

Program = namedtuple("Program", "argv files")
Program.__doc__ = """What sandbox.run() needs to run a built solution: its argv and the files
placed in its working folder, as (name, path) pairs."""


def choices_help():
    """The --lang choices and the extension rules, in words, for a command's --help."""
    chosen = "; ".join("%s for %s" % (name, ", ".join(language.extensions))
                       for name, language in LANGUAGES.items() if language.extensions)
    return "BOJ's command for NAME: %s (by extension: %s)" % (", ".join(LANGUAGES), chosen)


def table():
    """judge/README.md's table of the languages, in Markdown: --lang, the extensions it is
    chosen for, BOJ's compile and run commands."""
    rows = ["| `--lang` | chosen for | compile | run |", "|---|---|---|---|"]
    for language in LANGUAGES.values():
        compile_command = _shown_command(language.compile)
        run = _shown_command(language.run) if language.run else "./" + language.product
        rows.append("| `%s` | %s | `%s` | `%s` |" % (
            language.name, ", ".join("`%s`" % e for e in language.extensions),
            compile_command, run))
    return "\n".join(rows) + "\n"


def _shown_command(command):
    """A command as BOJ's help page writes it: the program by its name, quoted arguments."""
    return " ".join([os.path.basename(command[0])] + [
        part if " " not in part else '"%s"' % part for part in command[1:]])


def build(source, lang=None):
    """Build the solution file `source` as BOJ does; the Program that runs it.

    `lang` is a key of LANGUAGES; None picks it by the extension (EXTENSIONS); a file with
    another extension must be executable and runs as it is. Compiled products are cached (see
    compile_c). Raises CompileError (the compiler's message, or why it could not run) and
    SetupError (another extension, not executable; an unknown `lang`).
    """
    source = Path(source)
    name = lang or EXTENSIONS.get(source.suffix)
    if name is None:
        if not os.access(str(source), os.X_OK):
            raise SetupError("solution %s is neither %s nor executable"
                             % (source, ", ".join(sorted(EXTENSIONS))))
        return Program([str(source.resolve())], ())
    if name not in LANGUAGES:
        raise SetupError("unknown language %r: one of %s" % (name, ", ".join(LANGUAGES)))
    language = LANGUAGES[name]
    built = _compile(source.read_bytes(), language)
    if language.run is None:
        return Program([str(built)], ())
    return Program(list(language.run), ((language.source, str(built)),))


def compile_c(source, flags=BOJ_FLAGS):
    """Compile the C file `source` like BOJ (`gcc Main.c -o Main FLAGS`); return the executable.

    The executable is cached in build/judge-cache/ under a hash of the source text, the command,
    the compiler and the runner that ran it, so a cached file is reused only for exactly the
    same input, and only while its content still has the SHA-256 recorded beside it when the
    compiler wrote it. The compiler runs in the sandbox, like a solution but allowed a few
    processes, with standard input empty, 10 s of CPU (30 s of wall clock), 2 GiB of address
    space per process, 256 MiB per written file. Raises CompileError (with the compiler's
    message in .message, whose last line names the limit the compiler reached, if it reached
    one). Thread-safe.
    """
    return _compile(Path(source).read_bytes(), c_language(flags))


def c_language(flags=BOJ_FLAGS):
    """The Language of compile_c: BOJ's C command with `flags`."""
    command = ("gcc", "Main.c", "-o", "Main") + tuple(flags)
    return Language("C", (), "Main.c", command, "Main", None, _C_HELLO)


def cache_target(source_text, language):
    """Where the cache keeps what `language` makes of `source_text` (bytes), for this runner
    and compiler."""
    runner_name = sandbox.runner_executable().parent.name.encode()  # the runner compiling it
    return files.cache_entry([runner_name, sandbox.program_identity(language.compile[0]),
                              source_text] + [part.encode() for part in language.compile],
                             language.product or language.source)


def _compile(source_text, language):
    """The cached product of `language` for the source `source_text` (bytes); the checked
    source when the language has no product."""
    target = cache_target(source_text, language)
    if files.cached(target):
        return target
    runner = sandbox.this_threads_runner()
    try:
        reply = runner.request(sandbox.Request(
            argv=language.compile, stdin=b"", cpu_s=COMPILE_TIME_S,
            wall_s=sandbox.WALL_FACTOR * COMPILE_TIME_S,
            address_space_kib=COMPILE_MEMORY_MB * 1024, output_limit=COMPILE_OUTPUT,
            scratch_kib=COMPILE_SCRATCH_KIB, forks=True, tasks=COMPILE_TASKS,
            files=((language.source, source_text),), product=language.product))
    except sandbox.RunnerDied:
        sandbox.discard(runner)
        raise CompileError("the runner process stopped during the compilation\n")
    if reply.kind == "error":
        raise CompileError("cannot run %s: %s\n" % (language.compile[0],
                                                    os.strerror(reply.value)))
    message = (reply.stdout[:sandbox.STDERR_KEPT] + reply.stderr).decode("utf-8", "replace")
    reached = _compile_limit(reply.killed, reply.cpu_us, message)
    if reached:
        raise CompileError(message + "compilation stopped: the compiler reached its %s\n"
                           % reached)
    if reply.kind != "exit" or reply.value != 0:
        raise CompileError(message or "the compiler failed (%s %d)\n" % (reply.kind,
                                                                         reply.value))
    if language.product is None:
        if message:  # a check that printed anything has failed, whatever its status
            raise CompileError(message)
        files.store(target, source_text, 0o644)
    else:
        if not reply.product:
            raise CompileError(message + "the compiler wrote no %s\n" % language.product)
        files.store(target, reply.product, 0o755)
    return target


# What a compiler says when one of its processes reaches a limit (GCC's and glibc's words).
_COMPILE_LIMIT_SIGNS = (
    ("memory", re.compile(r"out of memory|memory exhausted|Cannot allocate memory|"
                          r"failed to map segment|std::bad_alloc")),
    ("output", re.compile(r"File size limit exceeded|File too large")),
    ("tasks", re.compile(r"\b(v?fork|clone|pthread_create)\b.*Resource temporarily unavailable")),
)


def _compile_limit(killed, cpu_us, message):
    """Which limit a compilation reached, with its value ("limit of 2048 MiB of memory per
    process"), from the runner's figures and the compiler's `message`; None if none did. A
    compiler process that the CPU rlimit ends dies of SIGKILL ("Killed signal terminated
    program cc1"), its CPU time counted in its parent's."""
    if (killed == sandbox.KILLED_FOR_TIME or "CPU time limit exceeded" in message or
            ("Killed signal terminated program" in message and cpu_us >= COMPILE_TIME_S * 1e6)):
        return "time limit of %g s of CPU (%g s of wall clock)" % (
            COMPILE_TIME_S, sandbox.WALL_FACTOR * COMPILE_TIME_S)
    found = {limit for limit, sign in _COMPILE_LIMIT_SIGNS if sign.search(message)}
    if "memory" in found:
        return "limit of %d MiB of memory per process" % COMPILE_MEMORY_MB
    if "output" in found:
        return "limit of %s per file it writes" % readable.format_size(COMPILE_OUTPUT)
    if "tasks" in found:
        return "limit of %d processes and threads" % COMPILE_TASKS
    return None
