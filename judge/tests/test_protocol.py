"""The runner's protocol (judge/runner/README.md, "The protocol"): the limits it states when it
starts, read by the client; a request over them refused by the client with a message, and by
the runner itself with an error answer, the runner still serving; every field of a request and
of an answer read by its name; a failed step of a run's setup named.
"""
import array
import errno
import os
import re
import socket
import unittest
from pathlib import Path

from lib import runnerprotocol as protocol, sandbox

README = Path(__file__).resolve().parents[1] / "README.md"
RUNNER_README = Path(__file__).resolve().parents[1] / "runner" / "README.md"


def request(**fields):
    """A small Request: `cat` of its placed files, as a run, with `fields` replaced."""
    given = dict(argv=("cat",), stdin=b"", cpu_s=2, wall_s=6, memory_kib=64 * 1024,
                 output_limit=1 << 20, scratch_kib=sandbox.RUN_SCRATCH_KIB,
                 tasks=sandbox.RUN_TASKS)
    given.update(fields)
    return protocol.Request(**given)


class ProtocolCase(unittest.TestCase):
    def setUp(self):
        self.runner = sandbox.this_threads_runner()
        self.limits = self.runner.limits

    def assertServing(self):
        """The same runner still serves: a run gets its answer."""
        self.assertIs(sandbox.this_threads_runner(), self.runner)
        self.assertIsNone(self.runner.process.poll())
        reply = self.runner.request(request(argv=("cat", "kept"), files=(("kept", b"ok\n"),)))
        self.assertEqual((reply.kind, reply.value, reply.stdout), ("exit", 0, b"ok\n"), reply)


class LimitsTest(ProtocolCase):
    def test_limits_are_read_from_the_runner(self):
        self.assertEqual(sorted(self.limits), sorted(protocol.RUNNER_LIMITS))
        self.assertTrue(all(value > 0 for value in self.limits.values()), self.limits)
        self.assertEqual(self.limits["errors-kept-bytes"], sandbox.STDERR_KEPT)

    def test_the_manual_states_the_limits_there_are(self):
        text = README.read_text("utf-8")
        self.assertIn("%d open files" % self.limits["open-files"], text)
        self.assertIn("%d threads" % sandbox.RUN_TASKS, text)
        self.assertIn("first %d KiB" % (self.limits["errors-kept-bytes"] // 1024),
                      sandbox.RunResult.__doc__ + sandbox.run.__doc__)

    def test_every_field_is_in_the_table(self):
        table = RUNNER_README.read_text("utf-8")
        fields = set(re.findall(r"^\| `([a-z-]+)` \|", table, re.M))
        sent = {line.split(b" ")[0].decode() for line in protocol.encode_request(
            request(product="p", environment=("A=1",), files=(("f", b""),))).splitlines()}
        self.assertEqual(sent - fields, set())
        self.assertEqual(set(protocol.RUNNER_LIMITS) - fields, set())
        self.assertEqual({"exit-code", "signal", "error", "errno", "cpu-us", "wall-us",
                          "peak-kib", "killed", "output-bytes", "errors-bytes", "isolation",
                          "forks", "isolation-reason", "memory", "memory-folder",
                          "memory-reason"} - fields, set())


class RefusedTest(ProtocolCase):
    def test_as_many_files_as_the_runner_places(self):
        most = self.limits["max-files"]
        names = ["f%02d" % i for i in range(most + 1)]
        reply = self.runner.request(request(argv=["cat"] + names[:most],
                                            files=[(name, b"x") for name in names[:most]]))
        self.assertEqual((reply.kind, reply.value, reply.stdout), ("exit", 0, b"x" * most))
        with self.assertRaises(protocol.RequestRefused) as caught:
            self.runner.request(request(files=[(name, b"x") for name in names]))
        self.assertEqual(str(caught.exception), "the runner places at most %d files in a run; "
                         "this one has %d" % (most, most + 1))
        self.assertServing()

    def test_as_large_a_request_as_the_runner_takes(self):
        most = self.limits["max-request-bytes"]
        small = request(argv=("sh", "-c", 'echo ${#X}'), environment=("X=",))
        room = most - len(protocol.encode_request(small))
        largest = small._replace(environment=("X=" + "y" * room,))
        self.assertEqual(len(protocol.encode_request(largest)), most)
        reply = self.runner.request(largest)
        self.assertEqual((reply.kind, reply.value, reply.stdout), ("exit", 0, b"%d\n" % room))
        with self.assertRaises(protocol.RequestRefused) as caught:
            self.runner.request(small._replace(environment=("X=" + "y" * (room + 1),)))
        self.assertEqual(str(caught.exception), "the runner takes requests of at most %d bytes "
                         "(arguments, environment, file names); this one has %d"
                         % (most, most + 1))
        self.assertServing()

    def test_the_runner_answers_what_it_cannot_take(self):
        # What the client would not send: the runner answers an error and serves the next.
        good = protocol.encode_request(request())
        with open(os.devnull, "rb") as null:
            fds = [null.fileno()] * (self.limits["max-files"] + 3)
            for message, given, number, why in (
                    (b"x" * (self.limits["max-request-bytes"] + 1), fds[:2], errno.EMSGSIZE,
                     "more than %d bytes" % self.limits["max-request-bytes"]),
                    (good, fds, errno.E2BIG, "more than %d files" % self.limits["max-files"]),
                    (good.replace(b"cpu-ms ", b"cpu-ms x"), fds[:2], errno.EINVAL,
                     "cpu-ms is not a number: x2000"),
                    (good + b"colour blue\n", fds[:2], errno.EINVAL, "unknown field colour"),
                    (good.replace(b"tasks 64", b"tasks 6\\q4"), fds[:2], errno.EINVAL,
                     "a backslash before neither n nor a backslash: tasks 6\\q4"),
                    (good + b"product\n", fds[:2], errno.EINVAL,
                     "not a line `key value`: product"),
                    (good.replace(b"wall-ms 6000\n", b""), fds[:2], errno.EINVAL, "no wall-ms"),
                    (good, fds[:3], errno.EINVAL, "1 files given, 0 named")):
                with self.subTest(why=why):
                    answer, control = self.runner.exchange(message, given)
                    reply = protocol.decode_reply(answer, control, request())
                    self.assertEqual((reply.kind, reply.value, reply.step, reply.message),
                                     ("error", number, "request", why))
                    self.assertServing()


class FieldsTest(ProtocolCase):
    def test_answer_fields_are_read_by_name_in_any_order(self):
        def reply(lines, product=None):
            given = []
            for data in (b"out", b"err") + ((b"made",) if product else ()):
                fd = os.memfd_create("test")
                os.write(fd, data)
                given.append(fd)
            control = [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", given).tobytes())]
            return protocol.decode_reply(b"\n".join(lines) + b"\n", control,
                                         request(product=product))

        lines = [b"exit-code 3", b"cpu-us 1500", b"wall-us 2500", b"peak-kib 700",
                 b"killed output", b"output-bytes 3", b"errors-bytes 3"]
        expected = protocol.Reply("exit", 3, 1500, 2500, 700, protocol.KILLED_FOR_OUTPUT, b"out",
                                 b"err", None)
        self.assertEqual(reply(lines), expected)
        self.assertEqual(reply(lines[::-1] + [b"later-field 1"]), expected)
        self.assertEqual(reply(lines[1:4] + [b"signal 9"] + lines[5:], "p"),
                         expected._replace(kind="signal", value=9, killed=0, product=b"made"))
        answer = b"peak-kib 0\nerrno 28\nwall-us 0\nerror place-files: No space\\nleft\ncpu-us 0\n"
        self.assertEqual(protocol.decode_reply(answer, [], request()),
                         protocol.Reply("error", 28, 0, 0, 0, 0, b"", b"", None, "place-files",
                                       "No space\nleft"))
        for missing in lines:  # all but killed are needed
            if not missing.startswith(b"killed"):
                with self.subTest(missing=missing):
                    with self.assertRaises(protocol.RunnerDied):
                        reply([line for line in lines if line != missing])

    def test_request_values_keep_every_byte(self):
        odd = "a\\b\nc d\\n\\\\e\t"
        reply = self.runner.request(request(argv=("sh", "-c", 'printf %s "$1|$X"', odd, odd),
                                            environment=("X=" + odd,)))
        self.assertEqual(reply.stdout, ("%s|%s" % (odd, odd)).encode())

    def test_request_fields_are_named(self):
        text = protocol.encode_request(request(cpu_s=1.5, wall_s=4, memory_kib=0,
                                              address_space_kib=99, forks=True, tasks=7,
                                              product="Main", environment=("A=1",),
                                              files=(("Main.c", b""),)))
        self.assertEqual(protocol.decode_fields(text.replace(b"arg cat\n", b"")), {
            "cpu-ms": "1500", "wall-ms": "4000", "memory-kib": "0",
            "address-space-kib": "99", "output-bytes": str(1 << 20),
            "scratch-kib": str(sandbox.RUN_SCRATCH_KIB), "forks": "1", "tasks": "7",
            "product": "Main", "env": "A=1", "file": "Main.c"})
        with self.assertRaises(TypeError):  # keyword arguments only
            protocol.Request(("cat",), b"", 1, 3, 0, 0, 1, 1, False, 1)


class SetupStepTest(ProtocolCase):
    def test_placing_files_with_one_name_twice(self):
        result = sandbox.run(["cat", "twice"], b"", 1, 64, 1 << 20,
                             files=[("twice", b"1"), ("twice", b"2")])
        self.assertEqual((result.status, result.error),
                         ("RE", "could not start: placing the files: File exists"))
        self.assertServing()

    def test_a_placed_file_larger_than_the_scratch(self):
        if not sandbox.isolation().sandboxed:
            self.skipTest("runs that are not isolated have no scratch tmpfs: %s"
                          % sandbox.isolation().reason)
        reply = self.runner.request(request(scratch_kib=1024, files=(("big", b"x" * (2 << 20)),)))
        self.assertEqual((reply.kind, reply.value, reply.step), ("error", errno.ENOSPC,
                                                                 "place-files"))
        self.assertEqual(protocol.start_failure(reply),
                         "placing the files: %s" % os.strerror(errno.ENOSPC))
        self.assertServing()

    def test_a_program_that_cannot_be_executed(self):
        result = sandbox.run([__file__], b"", 1, 64, 1 << 20)  # not executable
        self.assertEqual(result.error, "could not start: executing the program: %s"
                         % os.strerror(errno.EACCES))

    def test_a_program_that_is_not_there(self):
        result = sandbox.run(["/no/such/program"], b"", 1, 64, 1 << 20)
        self.assertEqual(result.error, "could not start: opening the program: %s"
                         % os.strerror(errno.ENOENT))


if __name__ == "__main__":
    unittest.main()
