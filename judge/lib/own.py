"""A problem made of a folder of tests alone (OwnProblem): any BOJ problem a learner practises,
judged like the six problems of the repository, with BOJ's build commands, the sandbox and the
same report, under the limits given on the command line or the stated defaults. Such a folder
has no problem.json: no validator says where its tests lie against BOJ's limits, so its report
says nothing of them, only which limits it used and where they came from (given_by).
judge/README.md ("Your own folder of tests") is the manual."""
from pathlib import Path

# The limits of 4342 here; the judge cannot know those of
# another problem, which its page states.
DEFAULT_TIME_LIMIT_S = 1
DEFAULT_MEMORY_LIMIT_MB = 128


class OwnProblem:
    """The folder of tests `folder` as a problem: `id` and `name` are the folder's name, `meta`
    holds only its limits (`time_limit_s`, `memory_limit_mb`: those given, or the defaults),
    and `defaults` names the limits that are defaults."""

    def __init__(self, folder, time_limit_s=None, memory_limit_mb=None):
        self.folder = Path(folder)
        self.name = self.id = self.folder.resolve().name or str(self.folder.resolve())
        self.defaults = {name for name, given in (("time", time_limit_s),
                                                  ("memory", memory_limit_mb)) if given is None}
        self.meta = {"time_limit_s": DEFAULT_TIME_LIMIT_S if time_limit_s is None
                     else time_limit_s,
                     "memory_limit_mb": DEFAULT_MEMORY_LIMIT_MB if memory_limit_mb is None
                     else memory_limit_mb}

    def __repr__(self):
        return f"<own problem {self.folder}>"

    def validates(self):
        """False: a folder of tests alone has no validator."""
        return False

    def given_by(self, kind):
        """Where the `kind` ("time" or "memory") limit came from, for the report: the option
        that set it, or that it is the default and the option that would set it."""
        option = "--%s-limit" % kind
        return "default: " + option if kind in self.defaults else option
