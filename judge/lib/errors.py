"""The errors the judge's library raises for its commands to report: a usage or setup problem
(exit status 2), a source that does not compile (CE), and a signal that stops a command (exit
128 + its number). judge/README.md says how each command reports them."""


class SetupError(Exception):
    """A usage or setup problem (unknown problem, missing or unreadable file, a folder that
    cannot be written): the message says what and what to do; exit status 2."""


class CompileError(Exception):
    """A source that does not compile; .message holds the compiler's output."""

    def __init__(self, message):
        super().__init__(message)
        self.message = message


class Interrupted(Exception):
    """SIGINT or SIGTERM reached a command; .signal is its number."""

    def __init__(self, number):
        super().__init__(number)
        self.signal = number
