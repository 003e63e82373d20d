"""Hostile programs against the sandbox: none may read the answers, change the repository, the
cache or the caller's folders, reach the network, see the judge's environment, hide work or
memory in other processes, outlive its run, leave a trace to the next run, or buy wall time
with the waits of its threads; and a busy machine changes no verdict. Where runs are not
isolated, none may open the memory of the judge or its runner, nor leave files outside its
folder, and removing its files is its time.

Tests that need the sandbox's namespaces skip, with the runner's reason, where the kernel
refuses them (or JUDGE_ISOLATION=off); those that need runs to be refused new processes skip
where the kernel refuses seccomp filters.
"""
import ctypes
import glob
import hashlib
import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import unittest
from pathlib import Path
import judge
from lib import errors, files, languages, sandbox

from .support import (EXPECTED, FIXTURES, INPUT, MEMORY_LIMIT_MB, PYTHON, TIME_LIMIT_S,
                      CommandLineCase, fresh_runner, landlock_available, own_fixture,
                      process_ended, processes_running, program_of, skip_unless_sandboxed)

OUTPUT_LIMIT = 1 << 20
PR_GET_DUMPABLE = 3  # prctl's option (linux/prctl.h)


def run_fixture(name, stdin=INPUT, time_limit_s=TIME_LIMIT_S, memory_limit_mb=MEMORY_LIMIT_MB):
    program = program_of(name)
    return sandbox.run(program.argv, stdin, time_limit_s, memory_limit_mb, OUTPUT_LIMIT,
                     program.files)


def snapshot(folder):
    """{relative path: SHA-256 of the content} of every file below `folder`."""
    found = {}
    for path in sorted(Path(folder).rglob("*")):
        if path.is_file():
            found[str(path.relative_to(folder))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


class SandboxTest(CommandLineCase):
    """What only the namespaces prevent."""

    def setUp(self):
        skip_unless_sandboxed(self)
        super().setUp()

    def test_answers_cannot_be_read(self):
        # From the folder the judge is run in, as a user would: testdata/ is right there.
        code, output, data = self.judge("1", "--solution",
                                        str(FIXTURES / "hostile_reads_answers.c"),
                                        "--keep-going", cwd=str(self.root))
        self.assertEqual(code, 1, output)
        self.assertEqual({r["verdict"] for r in data["results"]}, {"WA"}, output)
        self.assertIn("nothing found", output)

    def test_repository_cache_and_folders_cannot_be_changed(self):
        before = snapshot(self.root)
        cache = snapshot(files.CACHE)
        temporary = set(os.listdir("/tmp"))
        code, output, data = self.judge("1", "--solution", str(FIXTURES / "hostile_writes.c"),
                                        "--keep-going", cwd=str(self.root))
        self.assertEqual(code, 0, output)
        after = snapshot(self.root)
        del after["report.json"]
        self.assertEqual(after, before)
        now = snapshot(files.CACHE)
        self.assertEqual({path: now.get(path) for path in cache}, cache)
        self.assertEqual([path for path in now if "hostile" in path], [])
        self.assertEqual([name for name in set(os.listdir("/tmp")) - temporary
                          if "hostile" in name], [])

    def test_no_network(self):
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        listener.settimeout(0.2)
        self.addCleanup(listener.close)
        port = listener.getsockname()[1]
        result = run_fixture("hostile_network.c", b"%d\n" % port)
        self.assertEqual((result.status, result.stdout), ("OK", b"no network\n"))
        with self.assertRaises(socket.timeout):
            listener.accept()

    def test_each_run_has_an_empty_scratch_folder_of_its_own(self):
        for _ in range(2):
            result = run_fixture("scratch.c")
            self.assertEqual((result.status, result.stdout), ("OK", b"0 0\n"))
        self.assertNotIn("left-here", os.listdir("/tmp"))

    def test_no_trace_of_a_run_reaches_the_next(self):
        # A mode or an extended attribute takes no inode nor block of the scratch tmpfs, which
        # a run that leaves it as it was made leaves to the next.
        for kind in (b"mode", b"mode", b"attribute", b"attribute"):
            result = run_fixture("leaves_traces.c", kind + b"\n")
            self.assertEqual((result.status, result.stdout), ("OK", b"none\n"), kind)

    def test_every_run_starts_from_the_same_box(self):
        # A count kept in the times of change of the working folder and /tmp would read 0,
        # 1, 2, 3 across the runs of one runner, were /box kept from one run to the next.
        for _ in range(4):
            result = run_fixture("hostile_counts_runs.c")
            self.assertEqual((result.status, result.stdout), ("OK", b"0\n"))

    def test_a_run_makes_at_most_1024_files(self):
        # Empty files take no block, but each is an inode, and the runner removes them all
        # after the run: 200,000 took it 1.2 s, on nobody's clock.
        result = run_fixture("hostile_leaves_files.c", b"many " + INPUT, time_limit_s=2)
        self.assertEqual(result.status, "RE", result)
        self.assertIn(b"open: No space left on device", result.stderr)

    def test_compiler_cannot_include_the_test_data(self):
        folder = Path(tempfile.mkdtemp(prefix="judge-include-"))
        self.addCleanup(shutil.rmtree, str(folder))
        answer = folder / "answer.out"
        answer.write_text("3 2\n", "ascii")
        source = folder / "includes_answer.c"
        source.write_text('#include <stdio.h>\nint main(void) { puts(\n#include "%s"\n); }\n'
                          % answer, "ascii")
        with self.assertRaises(errors.CompileError) as caught:
            languages.compile_c(source)
        self.assertIn("No such file or directory", caught.exception.message)

    def test_killing_everything_in_sight_harms_nothing(self):
        solution = own_fixture(self, "hostile_kills.c")
        argv = program_of(solution).argv
        code, output, data = self.judge("1", "--solution", str(solution),
                                        "--keep-going", "--jobs", "1")
        self.assertEqual(code, 0, output)
        self.assertEqual({r["verdict"] for r in data["results"]}, {"AC"})
        self.assertEqual(len(data["results"]), 3)
        self.assertEqual(processes_running(argv), [])


def user_namespace_mapped():
    """Whether this process may make a user namespace and map its uid there (tried in a
    child), as the runner does to isolate a normal user's runs."""
    uid = os.geteuid()  # (inside the namespace, before the map, it reads as nobody)
    pid = os.fork()
    if pid == 0:
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            if libc.unshare(0x10000000) != 0:  # CLONE_NEWUSER
                os._exit(1)
            with open("/proc/self/setgroups", "w") as f:
                f.write("deny")
            with open("/proc/self/uid_map", "w") as f:
                f.write("0 %d 1" % uid)
            os._exit(0)
        except BaseException:
            os._exit(1)
    return os.waitpid(pid, 0)[1] == 0


class IsolationTest(unittest.TestCase):
    def test_a_user_namespace_the_kernel_allows_is_used(self):
        # The runner maps the judge's uid in a user namespace for a normal user: a runner
        # that could not (a process that is not dumpable cannot write its uid_map) left runs
        # not isolated, and every test that needs the sandbox skipped.
        if os.geteuid() == 0:
            self.skipTest("the judge runs as root here: runs get no user namespace")
        if not user_namespace_mapped():
            self.skipTest("this kernel refuses a user namespace to this user")
        self.assertNotIn("cannot map the user namespace", sandbox.isolation().reason)


class RunnerPerThreadTest(unittest.TestCase):
    def test_the_runner_of_an_ended_thread_is_reaped(self):
        def run_once():
            started.append(sandbox.this_threads_runner())
            run_fixture("right.c")

        started = []
        first = threading.Thread(target=run_once)
        first.start()
        first.join()
        ended = started[0]
        deadline = time.monotonic() + 30  # its parent-death signal ends it
        while not process_ended(ended.process.pid):
            self.assertLess(time.monotonic(), deadline, "the runner of an ended thread runs on")
            time.sleep(0.02)
        second = threading.Thread(target=run_once)
        second.start()
        second.join()
        self.assertIsNotNone(ended.process.returncode)  # reaped: no zombie is left
        self.assertTrue(ended.process.stdin.closed and ended.process.stdout.closed)
        self.assertNotIn(ended, sandbox._runners)
        self.assertIn(started[1], sandbox._runners)

    def test_a_runner_folder_name_is_never_given_twice(self):
        # An ended runner's folder is removed when it is reaped: a later runner given the same
        # name (a thread's ident is reused once the thread has ended) would lose its own.
        first = sandbox._private_folder()
        os.rmdir(first)
        second = sandbox._private_folder()
        os.rmdir(second)
        self.assertNotEqual(first, second)


class ProcessTest(unittest.TestCase):
    """What the seccomp filter and the fixed environment prevent, namespaces or not."""

    def setUp(self):
        isolation = sandbox.isolation()
        if not isolation.forks_refused:
            self.skipTest("runs may start processes here: %s" % isolation.reason)

    def test_work_left_to_a_child_does_not_pass(self):
        solution = own_fixture(self, "hostile_unwaited_child.c")
        result = run_fixture(solution)
        self.assertIn(result.status, ("RE", "TLE"), result)
        self.assertIn(b"fork", result.stderr)
        self.assertEqual(processes_running(program_of(solution).argv), [])

    def test_memory_held_by_children_does_not_pass(self):
        # 400 MiB in all under a 128 MiB limit, though no process holds more than 100 MiB.
        result = run_fixture("hostile_children_memory.c", memory_limit_mb=128)
        self.assertIn(result.status, ("RE", "MLE"), result)
        self.assertIn(b"fork", result.stderr)

    def test_thousand_forks_fail(self):
        result = run_fixture("hostile_forks.c", time_limit_s=2)
        self.assertEqual(result.status, "OK", result)
        started = int(result.stdout.split()[0])
        self.assertLessEqual(started, sandbox.RUN_TASKS, result.stdout)

    def test_memory_outside_the_resident_set_is_refused(self):
        # Each route would hold hundreds of MiB that no resident size shows.
        for name, call in (("hostile_shared_mapping.c", b"mmap"), ("hostile_memfds.c", b"memfd"),
                           ("hostile_socket_buffers.c", b"socketpair"),
                           ("hostile_pipe_buffers.c", b"pipe"), ("hostile_vsock.c", b"socket"),
                           ("hostile_epoll_watches.c", b"epoll")):
            with self.subTest(name=name):
                result = run_fixture(name, memory_limit_mb=128)
                self.assertEqual(result.status, "RE", result)
                self.assertIn(call + b": Operation not permitted", result.stderr)
                self.assertLess(result.memory_kib, 16 * 1024)

    def test_no_shared_mapping_is_made_writable(self):
        # Anonymous: refused by the filter; of /dev/zero: the sandbox has none.
        skip_unless_sandboxed(self)
        result = run_fixture("hostile_shared_made_writable.c", memory_limit_mb=128)
        self.assertEqual(result.status, "RE", result)
        self.assertIn(b"anonymous mmap: Operation not permitted", result.stderr)
        self.assertIn(b"open /dev/zero: No such file or directory", result.stderr)
        self.assertLess(result.memory_kib, 16 * 1024)

    def test_input_may_be_mapped_replaced_and_closed(self):
        result = run_fixture("closes_input.c")
        self.assertEqual((result.status, result.stdout, result.stderr), ("OK", EXPECTED, b""))

    def test_environment_is_fixed(self):
        # Its own, its parent's and pid 1's: nothing but the four fixed variables.
        result = run_fixture("hostile_environment.c")
        self.assertEqual(result.status, "OK", result)
        names = sorted(line.split(b"=")[0] for line in result.stdout.split(b"\n") if line)
        self.assertEqual(names, [b"HOME", b"LANG", b"PATH", b"TMPDIR"])
        self.assertIn(b"PATH=/usr/local/bin:/usr/bin:/bin\n", result.stdout)
        self.assertIn(b"LANG=C.UTF-8\n", result.stdout)

    def test_open_files_are_bounded(self):
        result = run_fixture("hostile_open_files.c")
        self.assertEqual(result.status, "OK", result)
        self.assertLess(int(result.stdout), 1024, result.stdout)


class UnisolatedCase(unittest.TestCase):
    """Runs in a runner of their own started with JUDGE_ISOLATION=off: what holds where runs
    are not isolated (judge/README.md, "Where the kernel refuses")."""

    def setUp(self):
        fresh_runner(self, JUDGE_ISOLATION="off")
        self.isolation = sandbox.isolation()


class UnisolatedTest(UnisolatedCase):
    def test_the_judge_is_not_dumpable(self):
        # A run of the judge's uid could otherwise open /proc/PID/mem of the judge.
        self.assertEqual(ctypes.CDLL(None).prctl(PR_GET_DUMPABLE, 0, 0, 0, 0), 0)

    def test_a_run_cannot_open_the_memory_of_the_runner_or_the_judge(self):
        result = run_fixture("hostile_opens_judge.c")
        self.assertEqual((result.status, result.stdout), ("OK", b"none\n"), result)

    def test_a_run_leaves_no_file_outside_its_folder(self):
        # 32 MiB in /dev/shm, as much in /tmp and in the repository's build/, which would
        # outlive the run and the judge.
        if os.geteuid() != 0 and not landlock_available():
            self.skipTest("the kernel has no Landlock to keep the writes of runs to their "
                          "folder, and runs of this user's uid leave files that cannot be told "
                          "from the user's own")
        name = "hostile-left-%d-%d" % (os.getpid(), threading.get_ident())
        build = str(files.CACHE.parent)
        result = run_fixture("hostile_leaves_files.c", b"outside %s %s %s" % (
            name.encode(), build.encode(), INPUT))
        self.assertEqual((result.status, result.stdout), ("OK", EXPECTED), result)
        for folder in ("/dev/shm", "/tmp", build):
            left = glob.glob(os.path.join(folder, name + "-*"))
            for path in left:
                self.addCleanup(os.unlink, path)
            self.assertEqual(left, [])

    def test_removing_what_a_run_left_counts_as_its_time(self):
        # The run's files are on this machine's disk: as many as it made in 0.3 s of CPU take
        # the runner about as long as this process takes to remove them (half of that, at
        # least: this is Python), which the run's CPU time counts.
        result = run_fixture("hostile_leaves_files.c", b"many " + INPUT, time_limit_s=5)
        self.assertEqual(result.status, "OK", result)
        made, own_us = map(int, result.stderr.split()[::2])
        folder = Path(tempfile.mkdtemp(prefix="judge-many-"))
        self.addCleanup(shutil.rmtree, str(folder), True)
        for number in range(made):
            (folder / ("e%d" % number)).touch()
        started = time.process_time()
        for number in range(made):
            os.unlink(str(folder / ("e%d" % number)))
        removing_ms = (time.process_time() - started) * 1000
        self.assertGreater(result.time_ms, own_us / 1000 + removing_ms / 2, result)


class OtherProcessesTest(CommandLineCase):
    """A run acts on no process but itself, isolated or not."""

    def setUp(self):
        isolation = sandbox.isolation()
        if not isolation.forks_refused:
            self.skipTest("runs are not filtered here: %s" % isolation.reason)
        super().setUp()

    def test_runner_is_out_of_reach(self):
        # Its parent and pid 1 are the runner (or the machine's init): every call on them
        # fails, so the three runs of the one runner (--jobs 1) all answer, and answer right.
        for isolation in ("off", "on"):
            with self.subTest(isolation=isolation):
                code, output, data = self.judge(
                    "1", "--solution", str(FIXTURES / "hostile_acts_on_others.c"),
                    "--keep-going", "--jobs", "1", env={"JUDGE_ISOLATION": isolation})
                self.assertEqual(code, 0, output)
                self.assertEqual([r["verdict"] for r in data["results"]], ["AC"] * 3, output)


class WallTimeTest(unittest.TestCase):
    """Wall time that cannot be bought: a program that sleeps is TLE at the wall limit
    (judge/README.md, "Limits") whatever its other threads wait for a CPU."""

    def setUp(self):
        isolation = sandbox.isolation()
        if not isolation.forks_refused:  # (nothing stops SCHED_IDLE, for one)
            self.skipTest("runs are not filtered here: %s" % isolation.reason)

    def assertStoppedAtTheWallLimit(self, given):
        # The time limit is 0.2 s, so the wall limit 1.2 s; the program sleeps 2 s. (Threads
        # that could not lower their priority may use up the CPU limit first.)
        result = run_fixture("hostile_buys_wall_time.c", given, time_limit_s=0.2)
        self.assertEqual((result.status, result.stdout), ("TLE", b""), result)
        self.assertLess(result.wall_ms, 1900, result)

    def test_waits_of_threads_that_wait_for_each_other_excuse_nothing(self):
        self.assertStoppedAtTheWallLimit(b"credit " + INPUT)

    def test_waits_of_threads_that_lower_their_priority_excuse_nothing(self):
        cpu = min(os.sched_getaffinity(0))
        hog = subprocess.Popen([*PYTHON, "-c", "while True: pass"],
                               preexec_fn=lambda: os.sched_setaffinity(0, {cpu}))
        self.addCleanup(hog.wait)
        self.addCleanup(hog.kill)
        self.assertStoppedAtTheWallLimit(b"idle %d %s" % (cpu, INPUT))


class BusyMachineTest(CommandLineCase):
    """More runs than CPUs, and CPU hogs beside them, all on (at most) two CPUs: each run gets
    about an eighth of a CPU, so half the limit of CPU time takes four times the limit of wall
    time; none is TLE for the time it waited, whichever of its threads waited, and a sleeping
    one still is."""

    def assertAllAccepted(self, solution, time_limit):
        """12 tests of `solution`, judged with 6 jobs a CPU beside two hogs a CPU: all AC."""
        cpus = sorted(os.sched_getaffinity(0))[:2]
        tests = self.root / "busy"
        tests.mkdir()
        for i in range(12):
            (tests / ("busy-%02d.in" % i)).write_bytes(INPUT)
            (tests / ("busy-%02d.out" % i)).write_bytes(EXPECTED)
        hogs = [subprocess.Popen([*PYTHON, "-c", "while True: pass"],
                                 preexec_fn=lambda: os.sched_setaffinity(0, cpus))
                for _ in 2 * cpus]
        for hog in hogs:
            self.addCleanup(hog.wait)
            self.addCleanup(hog.kill)
        done = subprocess.run(
            self.command("1", "--solution", str(FIXTURES / solution), "--tests", str(tests),
                         "--time-limit", time_limit, "--jobs", str(6 * len(cpus)),
                         "--keep-going"),
            env=self.env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=120,
            preexec_fn=lambda: os.sched_setaffinity(0, cpus))
        output = done.stdout.decode()
        self.assertEqual(done.returncode, 0, output)
        self.assertIn("12/12 tests", output)

    def test_waiting_for_a_cpu_is_not_time_used(self):
        self.assertAllAccepted("half_limit.c", "0.5")
        code, output, data = self.judge("1", "--solution", str(FIXTURES / "asleep.c"),
                                        "--time-limit", "0.2")
        self.assertEqual(data["results"][0]["verdict"], "TLE", output)

    def test_waiting_of_every_thread_is_not_time_used(self):
        # The CPU work is in a second thread; the main thread only waits for it.
        self.assertAllAccepted("worker_thread_spins.c", "0.8")

    def test_default_jobs_follow_the_affinity(self):
        mine = os.sched_getaffinity(0)
        self.addCleanup(os.sched_setaffinity, 0, mine)
        os.sched_setaffinity(0, {min(mine)})
        self.assertEqual(judge.parse_arguments([]).jobs, 1)


if __name__ == "__main__":
    unittest.main()
