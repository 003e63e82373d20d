"""The languages BOJ judges, declared once as data (LANGUAGES: the file name, BOJ's compile
and run commands as its language help page, https://help.acmicpc.net/language/info, gives
them, the extensions each is chosen for, BOJ's rule for its limits, the package that installs
it, a program that tests it), building a solution as BOJ does (build, compile_c) in the
sandbox, and the cache of what was built. The judge's --lang choices, its help, extension rules
and judge/README.md's table ("Languages", printed by `judge.py --languages`) all follow from
LANGUAGES; lib/limits.py applies the rules."""
import io
import os
import re
import shutil
import subprocess
import tarfile
import threading
import zipfile
from collections import namedtuple
from pathlib import Path

from . import files, readable, sandbox
from .errors import CompileError, SetupError

COMPILE_TIME_S = 10  # CPU seconds of the compiler and its passes; wall clock 3 x that
COMPILE_MEMORY_MB = 2048  # address space of each compiler process (a JVM: memory, counted)
COMPILE_OUTPUT = 256 * 1024 * 1024  # bytes of any file the compiler writes, the program too
COMPILE_TASKS = 64  # processes and threads of a compilation
COMPILE_SCRATCH_KIB = 512 * 1024

# The Python 3 the sandbox can see (its /usr), as BOJ's `python3`.
PYTHON3 = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else "python3"

Rule = namedtuple("Rule", "factor add")
Rule.__doc__ = """BOJ's extra limit for a language: the statement's limit times `factor`, plus
`add` (seconds, or MB)."""

Language = namedtuple("Language", "name extensions source compile product run hello "
                      "extra_time extra_memory package jvm",
                      defaults=(None, None, None, False))
Language.__doc__ = """How BOJ builds and runs one language, `name` as --lang takes it, chosen for
a file whose extension is one of `extensions`: in a working folder holding the source under
the name `source`, `compile` is the command; `product` the file it leaves there to run (None:
the source itself is what runs, the command only checks it; "*.class": every class file it
writes); `run` the command that runs it (None: the product itself). `hello` is a program in
the language that prints `hello`, the language's self-test. `extra_time` and `extra_memory`
are BOJ's Rules for the language's limits (None: the statement's, as for C and C++);
`package` the Debian package that installs its commands; `jvm` true for a language whose
compiler is a Java virtual machine (its memory is counted rather than its address space
limited, see compile limits)."""


def _gcc(compiler, source, standard):
    """BOJ's command for gcc or g++ on `source` with -std=`standard`."""
    return (compiler, source, "-o", "Main", "-O2", "-Wall", "-lm", "-static", "-std=" + standard,
            "-DONLINE_JUDGE", "-DBOJ")


def _py_compile(interpreter):
    """BOJ's check of a Python file by `interpreter`: byte-compiling it."""
    return (interpreter, "-W", "ignore", "-c", "import py_compile; py_compile.compile(r'Main.py')")


_C_HELLO = '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n'
_CPP_HELLO = '#include <iostream>\nint main() { std::cout << "hello\\n"; }\n'
_PY_HELLO = 'print("hello")\n'
_JAVA_HELLO = ('public class Main {\n    public static void main(String[] args) {\n'
               '        System.out.println("hello");\n    }\n}\n')
# BOJ's "Java 11": javac and java of a later JDK, the language held at Java 11 by --release.
_JVM_FLAGS = ("-Xms1024m", "-Xmx1920m", "-Xss512m")
LANGUAGES = {language.name: language for language in (
    Language("C99", (), "Main.c", _gcc("gcc", "Main.c", "gnu99"), "Main", None, _C_HELLO,
             package="gcc"),
    Language("C11", (".c",), "Main.c", _gcc("gcc", "Main.c", "gnu11"), "Main", None, _C_HELLO,
             package="gcc"),
    Language("C2x", (), "Main.c", _gcc("gcc", "Main.c", "gnu2x"), "Main", None, _C_HELLO,
             package="gcc"),
    Language("C++17", (".cpp", ".cc", ".cxx"), "Main.cc", _gcc("g++", "Main.cc", "gnu++17"),
             "Main", None, _CPP_HELLO, package="g++"),
    Language("C++20", (), "Main.cc", _gcc("g++", "Main.cc", "gnu++20"), "Main", None,
             _CPP_HELLO, package="g++"),
    Language("Python 3", (".py",), "Main.py", _py_compile(PYTHON3), None,
             (PYTHON3, "-W", "ignore", "Main.py"), _PY_HELLO, Rule(3, 2), Rule(2, 32),
             "python3"),
    Language("PyPy3", (), "Main.py", _py_compile("pypy3"), None,
             ("pypy3", "-W", "ignore", "Main.py"), _PY_HELLO, Rule(3, 2), Rule(2, 128),
             "pypy3"),
    Language("Java 11", (".java",), "Main.java",
             ("javac", "--release", "11") + tuple("-J" + flag for flag in _JVM_FLAGS)
             + ("-encoding", "UTF-8", "Main.java"), "*.class",
             ("java",) + _JVM_FLAGS + ("-Dfile.encoding=UTF-8", "-XX:+UseSerialGC",
                                       "-DONLINE_JUDGE=1", "-DBOJ=1", "Main"),
             _JAVA_HELLO, Rule(2, 1), Rule(2, 16), "default-jdk", True),
)}
EXTENSIONS = {extension: language.name for language in LANGUAGES.values()
              for extension in language.extensions}
BOJ_C = LANGUAGES["C11"]
BOJ_FLAGS = BOJ_C.compile[BOJ_C.compile.index("Main") + 1:]  # after `gcc Main.c -o Main`
EXECUTABLE = "an executable"  # what a solution that runs as it is is called, for its limits

Program = namedtuple("Program", "argv files environment", defaults=((),))
Program.__doc__ = """What sandbox.run() needs to run a built solution: its argv, the files
placed in its working folder, as (name, path or bytes) pairs, and NAME=VALUE extras of its
environment."""


def language_of(source, lang=None):
    """The Language of the solution file `source` (a Path): `lang`, a key of LANGUAGES, or the
    one its extension is chosen for; None for a file that runs as it is."""
    name = lang or EXTENSIONS.get(Path(source).suffix)
    return None if name is None else LANGUAGES.get(name)


def missing_tools(language):
    """The commands of `language` this machine lacks (in the run's PATH), in order."""
    tools = [language.compile[0]] + ([language.run[0]] if language.run else [])
    return [tool for tool in dict.fromkeys(tools)
            if shutil.which(tool, path=sandbox.RUN_PATH) is None]


def require(language):
    """Raise SetupError, one line naming the command and its package, when this machine lacks
    a command of `language`."""
    missing = missing_tools(language)
    if missing:
        raise SetupError("%s needs %s, which %s not installed here (Debian package %s)"
                         % (language.name, " and ".join(missing),
                            "is" if len(missing) == 1 else "are", language.package))


_versions = {}
_versions_lock = threading.Lock()


def installed_version(language):
    """What runs `language` here, for the report, when it is not what BOJ runs: for Java,
    the installed JDK's version line ("openjdk 17.0.15"); None for the others."""
    if not language.jvm:
        return None
    with _versions_lock:
        if language.name not in _versions:
            try:
                done = subprocess.run(["java", "-version"], stdin=subprocess.DEVNULL,
                                      stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                      timeout=30, check=False)
                first = done.stdout.decode("utf-8", "replace").split("\n")[0]
            except (OSError, subprocess.SubprocessError):
                first = ""
            found = re.match(r'(\S+) version "([^"]+)"', first)
            _versions[language.name] = ("%s %s" % found.groups()) if found else None
        return _versions[language.name]


def choices_help():
    """The --lang choices and the extension rules, in words, for a command's --help."""
    chosen = "; ".join("%s for %s" % (name, ", ".join(language.extensions))
                       for name, language in LANGUAGES.items() if language.extensions)
    return "BOJ's command for NAME: %s (by extension: %s)" % (", ".join(LANGUAGES), chosen)


def rule_text(rule):
    """A Rule as BOJ's page writes it: "x3+2"; "" for None (the statement's limit)."""
    return "" if rule is None else "x%g+%g" % rule if rule.add else "x%g" % rule.factor


def table():
    """judge/README.md's table of the languages, in Markdown: --lang, the extensions it is
    chosen for, BOJ's compile and run commands, BOJ's rule for its time and memory limits."""
    rows = ["| `--lang` | chosen for | compile | run | time | memory |",
            "|---|---|---|---|---|---|"]
    for language in LANGUAGES.values():
        compile_command = _shown_command(language.compile)
        run = _shown_command(language.run) if language.run else "./" + language.product
        rows.append("| `%s` | %s | `%s` | `%s` | %s | %s |" % (
            language.name, ", ".join("`%s`" % e for e in language.extensions),
            compile_command, run,
            "%s s" % rule_text(language.extra_time) if language.extra_time else "as stated",
            "%s MB" % rule_text(language.extra_memory) if language.extra_memory
            else "as stated"))
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
    SetupError (another extension, not executable; an unknown `lang`; a language whose
    commands are not installed).
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
    require(language)
    built = _compile(source.read_bytes(), language)
    if language.product == CLASSES:
        return Program(list(language.run), ((CLASS_JAR, _jar_of(built)),),
                       ("CLASSPATH=" + CLASS_JAR,))
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


# javac writes a class file per class (Main.class, Main$1.class, a second top-level class...):
# the compilation packs them into one archive, the product handed back; every run gets them
# in one jar in its working folder, named by CLASSPATH, where BOJ's `java ... Main` (which
# sets no class path of its own) finds them, however many there are.
CLASSES = "*.class"
CLASS_ARCHIVE = "classes.tar"
CLASS_JAR = "classes.jar"
JVM_COMPILE_TASKS = 512  # a JVM's threads grow with the processors: GC, JIT compilers


def _compile_request_command(language):
    """The command the sandbox runs for `language`'s compilation: BOJ's, and for class files
    the packing of them all into CLASS_ARCHIVE (tar, of every Debian system)."""
    if language.product != CLASSES:
        return language.compile
    return ("sh", "-c", '"$@" && exec tar -cf %s -- *.class' % CLASS_ARCHIVE, "sh") \
        + language.compile


def _jar_of(archive):
    """A jar (a zip: the JVM needs no manifest to load classes from it) of the class files in
    the cached archive `archive`, as bytes; the same bytes for the same classes."""
    jar = io.BytesIO()
    with tarfile.open(str(archive)) as packed, zipfile.ZipFile(jar, "w") as zipped:
        for member in sorted(packed.getmembers(), key=lambda member: member.name):
            if member.isfile():
                zipped.writestr(zipfile.ZipInfo(member.name), packed.extractfile(member).read())
    return jar.getvalue()


def _product_name(language):
    return CLASS_ARCHIVE if language.product == CLASSES else language.product


def cache_target(source_text, language):
    """Where the cache keeps what `language` makes of `source_text` (bytes), for this runner
    and compiler."""
    runner_name = sandbox.runner_executable().parent.name.encode()  # the runner compiling it
    return files.cache_entry([runner_name, sandbox.program_identity(language.compile[0]),
                              source_text] + [part.encode() for part in language.compile],
                             _product_name(language) or language.source)


def compile_limits(language):
    """(address space KiB per process, memory KiB counted, tasks) of `language`'s compilation.
    A JVM reserves far more address space than it uses (BOJ's -J-Xmx1920m heap, its class
    space and code cache): its memory is counted instead, at the same COMPILE_MEMORY_MB."""
    if language.jvm:
        return 0, COMPILE_MEMORY_MB * 1024, JVM_COMPILE_TASKS
    return COMPILE_MEMORY_MB * 1024, 0, COMPILE_TASKS


def _compile(source_text, language):
    """The cached product of `language` for the source `source_text` (bytes); the checked
    source when the language has no product."""
    target = cache_target(source_text, language)
    if files.cached(target):
        return target
    runner = sandbox.this_threads_runner()
    address_space_kib, memory_kib, tasks = compile_limits(language)
    try:
        reply = runner.request(sandbox.Request(
            argv=_compile_request_command(language), stdin=b"", cpu_s=COMPILE_TIME_S,
            wall_s=sandbox.WALL_FACTOR * COMPILE_TIME_S, memory_kib=memory_kib,
            address_space_kib=address_space_kib, output_limit=COMPILE_OUTPUT,
            scratch_kib=COMPILE_SCRATCH_KIB, forks=True, tasks=tasks,
            files=((language.source, source_text),), product=_product_name(language)))
    except sandbox.RunnerDied:
        sandbox.discard(runner)
        raise CompileError("the runner process stopped during the compilation\n")
    if reply.kind == "error":
        raise CompileError("cannot run %s: %s\n" % (language.compile[0],
                                                    os.strerror(reply.value)))
    message = (reply.stdout[:sandbox.STDERR_KEPT] + reply.stderr).decode("utf-8", "replace")
    reached = _compile_limit(reply.killed, reply.cpu_us, message, tasks)
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


# What a compiler says when one of its processes reaches a limit (GCC's, glibc's and the JVM's
# words).
_COMPILE_LIMIT_SIGNS = (
    ("memory", re.compile(r"out of memory|memory exhausted|Cannot allocate memory|"
                          r"failed to map segment|std::bad_alloc|"
                          r"insufficient memory for the Java Runtime")),
    ("output", re.compile(r"File size limit exceeded|File too large")),
    ("tasks", re.compile(r"\b(v?fork|clone|pthread_create)\b.*Resource temporarily unavailable")),
)


def _compile_limit(killed, cpu_us, message, tasks=COMPILE_TASKS):
    """Which limit a compilation reached, with its value ("limit of 2048 MiB of memory per
    process"), from the runner's figures and the compiler's `message` (`tasks` its limit of
    processes and threads); None if none did. A
    compiler process that the CPU rlimit ends dies of SIGKILL ("Killed signal terminated
    program cc1"), its CPU time counted in its parent's."""
    if (killed == sandbox.KILLED_FOR_TIME or "CPU time limit exceeded" in message or
            ("Killed signal terminated program" in message and cpu_us >= COMPILE_TIME_S * 1e6)):
        return "time limit of %g s of CPU (%g s of wall clock)" % (
            COMPILE_TIME_S, sandbox.WALL_FACTOR * COMPILE_TIME_S)
    found = {limit for limit, sign in _COMPILE_LIMIT_SIGNS if sign.search(message)}
    if killed == sandbox.KILLED_FOR_MEMORY:  # counted, for a JVM
        return "limit of %d MiB of memory" % COMPILE_MEMORY_MB
    if "memory" in found:
        return "limit of %d MiB of memory per process" % COMPILE_MEMORY_MB
    if "output" in found:
        return "limit of %s per file it writes" % readable.format_size(COMPILE_OUTPUT)
    if "tasks" in found:
        return "limit of %d processes and threads" % tasks
    return None
