"""sandbox.run, languages.build and languages.compile_c on fixture programs: every one gets
its verdict, none lingers."""
import concurrent.futures
import os
import shutil
import signal
import sys
import tempfile
import threading
import time
import unittest
from pathlib import Path
from unittest import mock

from lib import comparison, errors, files, judging, languages, limits, sandbox

from .support import (EXPECTED, FIXTURES, INPUT, MEMORY_LIMIT_MB, TIME_LIMIT_S, CommandLineCase,
                      processes_running, program_of, skip_unless_compiler)

OUTPUT_LIMIT = 1 << 20


def verdict_of(result):
    return comparison.compare(EXPECTED, result.stdout) if result.status == "OK" else result.status


class FixtureVerdictTest(unittest.TestCase):
    def judged(self, name, time_limit_s=TIME_LIMIT_S, stdin=INPUT):
        program = program_of(name)
        result = sandbox.run(program.argv, stdin, time_limit_s, MEMORY_LIMIT_MB, OUTPUT_LIMIT,
                           program.files)
        # What a run leaves is under its runner, a child of this process: the runner is the
        # parent of all the run starts, or pid 1 of their namespace.
        self.assertEqual(processes_running(program.argv, below=os.getpid()), [],
                         "%s left a process behind" % name)
        return result

    def assertVerdict(self, name, verdict, **options):
        result = self.judged(name, **options)
        self.assertEqual(verdict_of(result), verdict, "%s: %r" % (name, result))
        return result

    def test_right(self):
        result = self.assertVerdict("right.c", "AC")
        self.assertEqual(result.exit_code, 0)
        self.assertIsNone(result.signal)
        self.assertLess(result.memory_kib, 8 * 1024)
        self.assertGreater(result.memory_kib, 0)

    def test_wrong(self):
        self.assertVerdict("wrong.c", "WA")

    def test_wrongly_spaced(self):
        self.assertVerdict("leading_blank_line.c", "PE")

    def test_a_newline_for_a_space(self):
        result = self.assertVerdict("split_lines.c", "AC")
        self.assertEqual(comparison.compare(EXPECTED, result.stdout, strict=True), "WA")

    def test_trailing_blanks(self):
        result = self.assertVerdict("trailing_blanks.c", "AC")
        self.assertEqual(comparison.compare(EXPECTED, result.stdout, strict=True), "WA")

    def test_cpu_bound(self):
        result = self.assertVerdict("cpu_bound.c", "TLE")
        # It did spin (a loaded machine gives it less CPU). Its wall time is not bounded here:
        # the time it waited for a CPU is excused, however long the machine makes it.
        self.assertGreater(result.time_ms, 100)

    def test_asleep(self):
        result = self.assertVerdict("asleep.c", "TLE")
        self.assertLess(result.time_ms, 100)
        self.assertLess(result.wall_ms, 3000)

    def test_segfault(self):
        result = self.assertVerdict("segfault.c", "RE")
        self.assertEqual(result.signal, signal.SIGSEGV)
        self.assertIsNone(result.exit_code)

    def test_exit_nonzero(self):
        result = self.assertVerdict("exit_nonzero.c", "RE")
        self.assertEqual(result.exit_code, 3)

    def test_allocation_over_the_limit_is_stopped_there(self):
        result = self.assertVerdict("allocate_200mb.c", "MLE")
        self.assertGreaterEqual(result.memory_kib, MEMORY_LIMIT_MB * 1024)
        self.assertEqual(result.signal, signal.SIGKILL)

    def test_growth_is_stopped_at_the_limit(self):
        # Time enough to touch 1 GiB, so that only the memory limit can stop it.
        result = self.assertVerdict("grows_1gib.c", "MLE", time_limit_s=3)
        self.assertGreaterEqual(result.memory_kib, MEMORY_LIMIT_MB * 1024)
        self.assertLess(result.memory_kib, 512 * 1024)
        self.assertEqual(result.signal, signal.SIGKILL)

    def test_untouched_memory_is_not_used_memory(self):
        # A 1 GiB global array of which one byte is touched: MLE counts only memory in use.
        result = self.assertVerdict("huge_array.c", "WA")
        self.assertLess(result.memory_kib, MEMORY_LIMIT_MB * 1024)

    def test_crashes_are_runtime_errors(self):
        for how, killed_by in ((1, signal.SIGABRT), (2, signal.SIGTERM), (3, signal.SIGSEGV),
                               (4, signal.SIGFPE), (5, None)):
            with self.subTest(how=how):
                result = self.assertVerdict("crashes.c", "RE", stdin=b"%d\n" % how)
                self.assertEqual(result.signal, killed_by)
                self.assertLess(result.memory_kib, MEMORY_LIMIT_MB * 1024)

    def test_random_crashes_are_never_memory_errors(self):
        # Each run happens once: a crash is RE, never a second run's verdict.
        verdicts = [verdict_of(self.judged("random_crash.c")) for _ in range(20)]
        self.assertEqual(set(verdicts), {"AC", "RE"}, verdicts)

    def test_deep_recursion_within_the_limit(self):
        result = self.assertVerdict("deep_recursion.c", "AC")
        self.assertGreater(result.memory_kib, 30 * 1024)  # the stack really grew

    def test_threads(self):
        self.assertVerdict("threads.c", "AC")

    def test_cpu_of_every_thread_counts(self):
        result = self.assertVerdict("threads_spin.c", "TLE")
        self.assertGreater(result.time_ms, TIME_LIMIT_S * 1000)

    def test_endless_output(self):
        result = self.assertVerdict("endless_output.c", "OLE")
        self.assertLessEqual(len(result.stdout), OUTPUT_LIMIT)
        self.assertLess(result.wall_ms, 2000)

    def test_leaves_child(self):
        result = self.assertVerdict("leaves_child.c", "AC")
        self.assertLess(result.wall_ms, 1000)

    def test_child_holds_stdout(self):
        result = self.assertVerdict("child_holds_stdout.c", "AC")
        self.assertLess(result.wall_ms, 1000)

    def test_stderr_is_kept_not_compared(self):
        result = self.assertVerdict("writes_stderr.c", "AC")
        self.assertEqual(result.stderr, b"debug: a=2 b=1\n")

    def test_flood_on_stderr_is_not_output(self):
        result = self.assertVerdict("floods_stderr.c", "AC")
        self.assertEqual(result.stderr, b"e" * 65536)

    def test_two_gib_on_stderr_keep_their_first_64_kib(self):
        # What is past the kept part is dropped without being copied (judge/README.md).
        result = self.assertVerdict("floods_stderr_2gib.c", "AC", time_limit_s=10)
        self.assertEqual(result.stderr, bytes(i % 251 for i in range(65536)))

    def test_file_limit_is_not_output(self):
        # A file of /tmp larger than any file may be is RE, and says so; no output was written.
        result = self.assertVerdict("tmp_file_100mib.c", "RE")
        self.assertEqual((result.signal, result.stdout), (signal.SIGXFSZ, b""))
        self.assertEqual(result.error, sandbox.FILE_LIMIT_ERROR % OUTPUT_LIMIT)
        self.assertEqual(result.error,
                         "a file it wrote passed 1048576 bytes, the largest file a run may write")

    def test_python(self):
        self.assertVerdict("right.py", "AC")
        self.assertVerdict("wrong.py", "WA")
        result = self.assertVerdict("crash.py", "RE")
        self.assertIn(b"ZeroDivisionError", result.stderr)

    def test_cpp(self):
        skip_unless_compiler(self, "right.cpp")
        self.assertVerdict("right.cpp", "AC")

    def test_missing_program(self):
        result = sandbox.run([str(FIXTURES / "no-such-program")], b"", 0.5, 64, 100)
        self.assertEqual(result.status, "RE")
        self.assertIn("No such file", result.error)


class FileLimitReportTest(CommandLineCase):
    def test_report_names_the_file_limit(self):
        code, output, data = self.judge("1", "--solution", str(FIXTURES / "tmp_file_100mib.c"))
        self.assertEqual((code, data["results"][0]["verdict"]), (1, "RE"), output)
        self.assertIn("  a file it wrote passed %d bytes, the largest file a run may write\n"
                      % judging.output_cap(len(b"2 0\n")), output)
        self.assertNotIn("bytes of output", output)


class CompileTest(unittest.TestCase):
    def test_compiler_reads_empty_input(self):
        # `#include "/dev/stdin"` must not wait on the judge's own standard input.
        folder = Path(tempfile.mkdtemp(prefix="judge-compile-"))
        self.addCleanup(shutil.rmtree, str(folder))
        source = folder / "includes_stdin.c"
        source.write_text('#include "/dev/stdin"\n/* %s */\nint main(void) { return 0; }\n'
                          % folder.name, "ascii")
        read_end, write_end = os.pipe()
        closed = []

        def end_input():  # ends the compiler's wait, if it waits
            os.close(write_end)
            closed.append(write_end)

        saved = os.dup(0)
        os.dup2(read_end, 0)
        os.close(read_end)
        timer = threading.Timer(10, end_input)
        timer.start()
        started = time.monotonic()
        try:
            executable = languages.compile_c(source)
        finally:
            os.dup2(saved, 0)
            os.close(saved)
            timer.cancel()
            timer.join()
            if not closed:
                os.close(write_end)
        self.addCleanup(shutil.rmtree, str(executable.parent))
        self.assertLess(time.monotonic() - started, 8)

    def test_compile_error_carries_the_message(self):
        with self.assertRaises(errors.CompileError) as caught:
            languages.compile_c(FIXTURES / "not_compiling.c")
        self.assertIn("undeclared_value", caught.exception.message)

    def test_cache_follows_source_and_flags(self):
        first = languages.compile_c(FIXTURES / "right.c")
        self.assertEqual(languages.compile_c(FIXTURES / "right.c"), first)
        self.assertNotEqual(languages.compile_c(FIXTURES / "wrong.c"), first)
        c99 = tuple("-std=gnu99" if f == "-std=gnu11" else f for f in languages.BOJ_FLAGS)
        self.assertNotEqual(languages.compile_c(FIXTURES / "right.c", c99), first)
        self.assertIn("build/judge-cache", str(first))

    def test_changed_cache_entry_is_not_used(self):
        folder = Path(tempfile.mkdtemp(prefix="judge-cache-"))
        self.addCleanup(shutil.rmtree, str(folder))
        source = folder / "right.c"  # a source of its own, so that its entry is its own
        source.write_text((FIXTURES / "right.c").read_text("ascii")
                          + "/* %s */\n" % folder.name, "ascii")
        built = languages.compile_c(source)
        self.addCleanup(shutil.rmtree, str(built.parent))
        written = built.read_bytes()
        with open(str(built), "ab") as f:
            f.write(b"changed")
        self.assertEqual(languages.compile_c(source), built)
        self.assertEqual(built.read_bytes(), written)

    def test_the_cache_is_bounded_least_recently_used_first(self):
        # hostile_incbin.c makes a program of about 11 MB from a few hundred bytes. Past the
        # cache's cap, the entries used least recently go first, and the one stored stays.
        sandbox.runner_executable()  # (in the cache of the repository, not in this one)
        cache = Path(tempfile.mkdtemp(prefix="judge-cache-"))
        self.addCleanup(shutil.rmtree, str(cache), True)

        def entry(name):  # an entry of 1 MiB, as files.store writes one
            target = files.cache_entry([name.encode()], "Main")
            files.store(target, b"x" * (1 << 20), 0o755)
            return target

        with mock.patch.object(files, "CACHE", cache), \
                mock.patch.object(files, "CACHE_CAP", 1 << 40):
            old, used = entry("old"), entry("used")
            time.sleep(0.05)  # (times of change a few milliseconds apart at least)
            self.assertTrue(files.cached(used))
            time.sleep(0.05)
            big = languages.compile_c(FIXTURES / "hostile_incbin.c")
        size = sum(path.stat().st_size for path in big.parent.iterdir())
        self.assertGreater(size, 4 << 20)
        with mock.patch.object(files, "CACHE", cache), \
                mock.patch.object(files, "CACHE_CAP", size + (3 << 19)):  # 1.5 MiB more
            files.prune(cache, files.CACHE_CAP)
            self.assertEqual([old.exists(), used.exists(), big.exists()], [False, True, True])
            time.sleep(0.05)
            self.assertTrue(files.cached(big))
            newest = entry("newest")  # stored: the cache passes its cap, and drops `used`
            self.assertEqual([used.exists(), big.exists(), newest.exists()], [False, True, True])
            held = sum(path.stat().st_size for path in cache.rglob("*") if path.is_file())
            self.assertLessEqual(held, files.CACHE_CAP)

    def test_the_compilers_output_is_kept_to_its_first_64_kib(self):
        # hostile_floods_compiler.c has the assembler print 2 MB (and could have it print
        # gigabytes): a compiler's output is a message, kept like a run's standard error.
        language = languages.c_language()
        reply = sandbox.this_threads_runner().request(sandbox.Request(
            argv=language.compile, stdin=b"", cpu_s=languages.COMPILE_TIME_S,
            wall_s=sandbox.WALL_FACTOR * languages.COMPILE_TIME_S,
            address_space_kib=languages.COMPILE_MEMORY_MB * 1024,
            output_limit=languages.COMPILE_OUTPUT, scratch_kib=languages.COMPILE_SCRATCH_KIB,
            forks=True, tasks=languages.COMPILE_TASKS,
            files=((language.source, (FIXTURES / "hostile_floods_compiler.c").read_bytes()),),
            product=language.product))
        self.assertEqual((reply.kind, reply.value, reply.killed), ("exit", 0, 0), reply.stderr)
        self.assertEqual(len(reply.stdout), sandbox.STDERR_KEPT)
        self.assertTrue(reply.stdout.startswith(b"the assembler speaks\n"), reply.stdout[:100])
        self.assertTrue(reply.product)

    def test_language_commands(self):
        for lang, source, version in (("C99", "reports_standard.c", b"199901\n"),
                                      ("C11", "reports_standard.c", b"201112\n"),
                                      ("C2x", "reports_standard.c", b"202000\n"),
                                      ("C++17", "reports_standard.cc", b"201703\n"),
                                      ("C++20", "reports_standard.cc", b"202002\n")):
            with self.subTest(lang=lang):
                skip_unless_compiler(self, source)
                program = languages.build(FIXTURES / source, lang)
                result = sandbox.run(program.argv, b"", 1, 64, 100, program.files)
                self.assertEqual((result.status, result.stdout), ("OK", version))
        self.assertEqual(languages.build(FIXTURES / "reports_standard.c"),
                         languages.build(FIXTURES / "reports_standard.c", "C11"))

    def test_compile_errors_carry_the_message(self):
        for name, word in (("not_compiling.cpp", "undeclared_in_cpp"),
                           ("syntax_error.py", "SyntaxError")):
            with self.subTest(name=name):
                skip_unless_compiler(self, name)
                with self.assertRaises(errors.CompileError) as caught:
                    languages.build(FIXTURES / name)
                self.assertIn(word, caught.exception.message)

    def test_missing_compiler_is_a_setup_error_naming_it(self):
        cpp = languages.LANGUAGES["C++17"]
        missing = cpp._replace(compile=("no-such-compiler",) + cpp.compile[1:])
        self.addCleanup(languages.LANGUAGES.__setitem__, "C++17", cpp)
        languages.LANGUAGES["C++17"] = missing
        with self.assertRaises(errors.SetupError) as caught:
            languages.build(FIXTURES / "right.cpp")
        self.assertEqual(str(caught.exception), "C++17 needs no-such-compiler, which is not "
                         "installed here (Debian package g++)")

    def test_killed_compile_leaves_no_temporary_file(self):
        folder = Path(tempfile.mkdtemp(prefix="judge-compile-"))
        self.addCleanup(shutil.rmtree, str(folder))
        source = folder / "includes_itself.c"  # each level includes the file twice
        source.write_text("/* %s */\n#include __FILE__\n#include __FILE__\n" % folder.name,
                          "ascii")
        # The compiler's temporary files would go to this judge's TMPDIR, were it inherited.
        sandbox.isolation()  # (this thread's runner, started before TMPDIR changes)
        temporary = folder / "tmp"
        temporary.mkdir()
        self.addCleanup(os.environ.__setitem__, "TMPDIR", os.environ.get("TMPDIR", "/tmp"))
        os.environ["TMPDIR"] = str(temporary)
        self.addCleanup(setattr, languages, "COMPILE_TIME_S", languages.COMPILE_TIME_S)
        languages.COMPILE_TIME_S = 0.3
        entry = languages.cache_target(source.read_bytes(), languages.c_language()).parent
        with self.assertRaises(errors.CompileError) as caught:
            languages.compile_c(source)
        self.assertTrue(caught.exception.message.endswith(
            "compilation stopped: the compiler reached its time limit of 0.3 s of CPU "
            "(0.9 s of wall clock)\n"), caught.exception.message)
        self.assertFalse(entry.exists(), "the killed compilation left %s" % entry)
        self.assertEqual(os.listdir(str(temporary)), [])


class CompileLimitTest(unittest.TestCase):
    """A compilation that reaches one of its limits says which, and its value, last."""

    runs_early = True  # reads no test data, and waits out GCC's retries (unitstream.EARLY)

    def compile_error(self, suffix, text, **limits):
        """The CompileError message of compiling `text` with the judge's `limits` lowered."""
        folder = Path(tempfile.mkdtemp(prefix="judge-limit-"))
        self.addCleanup(shutil.rmtree, str(folder))
        source = folder / ("source" + suffix)
        source.write_text("/* %s */\n%s" % (folder.name, text), "ascii")  # a source of its own
        for name, value in limits.items():
            self.addCleanup(setattr, languages, name, getattr(languages, name))
            setattr(languages, name, value)
        with self.assertRaises(errors.CompileError) as caught:
            languages.build(source)
        return caught.exception.message

    # 200000 initialisers: cc1 needs about 75 MiB of memory, and writes 2.5 MiB of assembly.
    BIG_ARRAY = "int a[] = {%s};\nint main(void) { return a[5]; }\n" % ",".join(
        str(i) for i in range(200000))

    def test_memory(self):
        message = self.compile_error(".c", self.BIG_ARRAY, COMPILE_MEMORY_MB=64)
        self.assertTrue(message.endswith("compilation stopped: the compiler reached its limit of "
                                         "64 MiB of memory per process\n"), message)

    def test_memory_of_cpp(self):
        if shutil.which("g++", path=sandbox.RUN_PATH) is None:
            self.skipTest("g++ is not installed")
        text = "#include <vector>\nstd::vector<int> a = {%s};\nint main() { return a[5]; }\n" % (
            ",".join(str(i) for i in range(200000)))
        message = self.compile_error(".cpp", text, COMPILE_MEMORY_MB=100)
        self.assertTrue(message.endswith("compilation stopped: the compiler reached its limit of "
                                         "100 MiB of memory per process\n"), message)

    def test_output_per_file(self):
        message = self.compile_error(".c", self.BIG_ARRAY, COMPILE_OUTPUT=64 * 1024)
        self.assertTrue(message.endswith("compilation stopped: the compiler reached its limit of "
                                         "64 KiB per file it writes\n"), message)

    def test_tasks(self):
        # gcc, then collect2, which cannot start ld; GCC tries again 4 times, over 15 s.
        isolation = sandbox.isolation()
        if not isolation.sandboxed and os.geteuid() != 0:
            self.skipTest("compilations have the judge's uid here, whose other processes "
                          "count: no task limit is set (%s)" % isolation.reason)
        message = self.compile_error(".c", "int main(void) { return 0; }\n", COMPILE_TASKS=2)
        self.assertTrue(message.endswith("compilation stopped: the compiler reached its limit of "
                                         "2 processes and threads\n"), message)


class ManyRunsTest(unittest.TestCase):
    def test_many_runs_from_threads(self):
        argv = program_of("right.c").argv

        def one(a):
            result = sandbox.run(argv, b"%d 7\n" % a, 1.0, 64, 100)
            return result.status, result.stdout, b"%d %d\n" % (a + 7, a * 7)

        started = time.monotonic()
        with concurrent.futures.ThreadPoolExecutor(4) as pool:
            for status, actual, expected in pool.map(one, range(400)):
                self.assertEqual((status, actual), ("OK", expected))
        self.assertLess(time.monotonic() - started, 20)


class LanguageSelfTest(unittest.TestCase):
    """Every language of languages.LANGUAGES builds its `hello` program with BOJ's command and
    runs it, where its compiler is installed."""

    def test_each_language_says_hello(self):
        folder = Path(tempfile.mkdtemp(prefix="judge-hello-"))
        self.addCleanup(shutil.rmtree, str(folder))
        for name, language in languages.LANGUAGES.items():
            with self.subTest(language=name):
                missing = languages.missing_tools(language)
                if missing:
                    self.skipTest("%s %s not installed" % (" and ".join(missing),
                                                           "is" if len(missing) == 1 else "are"))
                source = folder / ("hello-%d%s" % (len(os.listdir(str(folder))),
                                                    os.path.splitext(language.source)[1]))
                source.write_text(language.hello, "ascii")
                program = languages.build(source, name)
                given = limits.run_limits(language, TIME_LIMIT_S, MEMORY_LIMIT_MB)
                result = sandbox.run(program.argv, b"", given.time_s, given.memory_mb,
                                     OUTPUT_LIMIT, program.files, program.environment)
                self.assertEqual((result.status, result.stdout), ("OK", b"hello\n"), result)

    def test_the_extensions_follow_from_the_table(self):
        self.assertEqual(languages.EXTENSIONS, {".c": "C11", ".cpp": "C++17", ".cc": "C++17",
                                                ".cxx": "C++17", ".py": "Python 3",
                                                ".java": "Java 11"})
        self.assertEqual(languages.BOJ_FLAGS, ("-O2", "-Wall", "-lm", "-static", "-std=gnu11",
                                               "-DONLINE_JUDGE", "-DBOJ"))


if __name__ == "__main__":
    sys.exit(unittest.main())
