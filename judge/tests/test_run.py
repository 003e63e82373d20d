"""judge.run and judge.compile_c on fixture programs: every one gets its verdict, none lingers."""
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

from support import (EXPECTED, FIXTURES, INPUT, MEMORY_LIMIT_MB, TIME_LIMIT_S, argv_of, judge,
                     processes_running)

OUTPUT_LIMIT = 1 << 20


def verdict_of(result):
    return judge.compare(EXPECTED, result.stdout) if result.status == "OK" else result.status


class FixtureVerdictTest(unittest.TestCase):
    def judged(self, name, time_limit_s=TIME_LIMIT_S, **options):
        argv = argv_of(name)
        result = judge.run(argv, INPUT, time_limit_s, MEMORY_LIMIT_MB, OUTPUT_LIMIT, **options)
        self.assertEqual(processes_running(argv), [], "%s left a process behind" % name)
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
        self.assertVerdict("split_lines.c", "PE")

    def test_trailing_blanks(self):
        result = self.assertVerdict("trailing_blanks.c", "AC")
        self.assertEqual(judge.compare(EXPECTED, result.stdout, strict=True), "WA")

    def test_cpu_bound(self):
        result = self.assertVerdict("cpu_bound.c", "TLE")
        self.assertGreater(result.time_ms, 100)  # it did spin; a loaded machine gives less CPU
        self.assertLess(result.wall_ms, 3000)

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

    def test_allocation_refused_by_the_limit(self):
        self.assertVerdict("allocate_200mb.c", "MLE")

    def test_allocation_with_address_space_unlimited(self):
        result = self.assertVerdict("allocate_200mb.c", "MLE", limit_address_space=False)
        self.assertGreaterEqual(result.memory_kib, MEMORY_LIMIT_MB * 1024)

    def test_growth_refused_by_the_limit_is_not_let_grow_further(self):
        # The second run, which finds out whether the limit made it fail, stops at the limit;
        # time enough to touch 1 GiB, so that only the memory limit can stop it.
        result = self.assertVerdict("grows_1gib.c", "MLE", time_limit_s=3)
        self.assertLess(result.memory_kib, 512 * 1024)

    def test_growth_with_address_space_unlimited_is_stopped_at_the_limit(self):
        result = self.assertVerdict("grows_1gib.c", "MLE", time_limit_s=3,
                                    limit_address_space=False)
        self.assertGreaterEqual(result.memory_kib, MEMORY_LIMIT_MB * 1024)
        self.assertLess(result.memory_kib, 512 * 1024)
        self.assertEqual(result.signal, signal.SIGKILL)

    def test_array_too_big_to_load(self):
        self.assertVerdict("huge_array.c", "MLE")

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

    def test_python(self):
        self.assertVerdict("right.py", "AC")
        self.assertVerdict("wrong.py", "WA")
        result = self.assertVerdict("crash.py", "RE")
        self.assertIn(b"ZeroDivisionError", result.stderr)

    def test_missing_program(self):
        result = judge.run([str(FIXTURES / "no-such-program")], b"", 0.5, 64, 100)
        self.assertEqual(result.status, "RE")
        self.assertIsNotNone(result.error)


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
            executable = judge.compile_c(source)
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
        with self.assertRaises(judge.CompileError) as caught:
            judge.compile_c(FIXTURES / "not_compiling.c")
        self.assertIn("undeclared_value", caught.exception.message)

    def test_cache_follows_source_and_flags(self):
        first = judge.compile_c(FIXTURES / "right.c")
        self.assertEqual(judge.compile_c(FIXTURES / "right.c"), first)
        self.assertNotEqual(judge.compile_c(FIXTURES / "wrong.c"), first)
        c99 = tuple("-std=gnu99" if f == "-std=gnu11" else f for f in judge.BOJ_FLAGS)
        self.assertNotEqual(judge.compile_c(FIXTURES / "right.c", c99), first)
        self.assertIn("build/judge-cache", str(first))


class ManyRunsTest(unittest.TestCase):
    def test_many_runs_from_threads(self):
        argv = argv_of("right.c")

        def one(a):
            result = judge.run(argv, b"%d 7\n" % a, 1.0, 64, 100)
            return result.status, result.stdout, b"%d %d\n" % (a + 7, a * 7)

        started = time.monotonic()
        with concurrent.futures.ThreadPoolExecutor(4) as pool:
            for status, actual, expected in pool.map(one, range(400)):
                self.assertEqual((status, actual), ("OK", expected))
        self.assertLess(time.monotonic() - started, 20)


if __name__ == "__main__":
    sys.exit(unittest.main())
