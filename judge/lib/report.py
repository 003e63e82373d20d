"""The judge's report, as lines for a person (rendering apart from judging): a problem's summary
line, the line on BOJ's limits, the failing test that decides its verdict, the last line; and
the JSON report. Every text a program or a test file controls goes through readable.escaped.
judge/README.md ("The report", "JSON report") is the manual; its wording is a contract."""
import errno
import json
import os

from . import explain, limits, problems, readable
from .errors import SetupError
from .files import shown_path
from .judging import deciding_failure, output_cap
from .limits import kind_of


class Style:
    """The colours of verdicts on a terminal (none when not `enabled`)."""

    def __init__(self, enabled):
        self.enabled = enabled

    def paint(self, text, verdict):
        if not self.enabled:
            return text
        code = "32" if verdict == "AC" else "33" if verdict in ("PE", "TLE", "MLE") else "31"
        return "\033[1;%sm%s\033[0m" % (code, text)


def describe_failure(outcome, problem, settings, root, label="first failing test"):
    """Lines that explain a failing test (the `label` one) of a solution to a person; judged
    with judging.Settings `settings`, its paths shown relative to `root`."""
    if outcome["verdict"] == "CE":
        return ["compile error:"] + ["  " + line for line in
                                     readable.cut_lines(readable.escaped(
                                         outcome["message"].rstrip("\n")), 30)]
    result, verdict = outcome["result"], outcome["verdict"]
    lines = ["%s: %s (%s), %s" % (label, readable.one_line(outcome["test"]), verdict,
                                  readable.one_line(shown_path(outcome["input"], root)))]
    spec = explain.answers_of(problem)
    found = None
    if verdict in ("WA", "PE"):
        found = explain.first_difference(spec, outcome["input"], outcome["expected"], result.stdout,
                                 settings.strict)
        lines += ["  " + line for line in found or ()]
    if found is None or spec is None:
        lines.append("  input:")
        lines += ["    " + line for line in readable.input_lines(outcome["input"], 10)]
    if verdict in ("WA", "PE") and (found is None or spec is None):
        lines.append("  diff -u expected actual (· trailing space, → tab, ␍ carriage return):")
        lines += ["    " + line for line in
                  readable.cut_lines("\n".join(
                      explain.diff_of(outcome["expected"], result.stdout)), 60)]
    elif verdict == "TLE":
        lines.append("  CPU %.0f ms, wall %.0f ms; limit %g s of CPU"
                     % (result.time_ms, result.wall_ms, settings.time_limit))
    elif verdict == "MLE":
        lines.append("  peak memory %d KiB; limit %d MiB"
                     % (result.memory_kib, settings.memory_limit))
    elif verdict == "OLE":
        lines.append("  more than %d bytes of output (the cap of this test)"
                     % output_cap(len(outcome["expected"])))
    elif verdict == "RE":
        lines.append("  %s" % readable.ended(result))
    if result.stderr:
        lines.append("  standard error:")
        lines += ["    " + line for line in
                  readable.cut_lines(readable.visible(result.stderr).rstrip("\n"), 10)]
    return lines


def limits_line(tests, outcomes, places, skipped, boj_only):
    """The line under a problem's summary that says how its solution did within BOJ's limits
    and on the wider range (the wording is judge/README.md's); None when the judge cannot
    tell and was not asked to (--boj-only). `skipped`: tests left out by --boj-only."""
    if places is None:
        return "--boj-only: cannot tell BOJ's limits, so every test is judged" if boj_only \
            else None
    if outcomes and outcomes[0]["verdict"] == "CE":
        return "CE: BOJ would not accept this file"
    judged = {o["test"]: o["verdict"] for o in outcomes}
    names = {kind: [name for name, _, _ in tests if places[name].kind == kind]
             for kind in ("boj", "wider", "invalid", "large")}
    parts = []
    within = names["boj"]
    failed = next((name for name in within if judged.get(name, "AC") != "AC"), None)
    passed = sum(judged.get(name) == "AC" for name in within)
    if not within:
        parts.append("no test lies within BOJ's limits")
    elif failed is not None:
        parts.append("%s within BOJ's limits: %s (BOJ would not accept this file)"
                     % (judged[failed], readable.one_line(failed)))
    elif passed == len(within):
        parts.append("AC within BOJ's limits %d/%d" % (passed, len(within)))
    else:
        parts.append("AC within BOJ's limits on %d/%d tests before the run stopped"
                     % (passed, len(within)))
    wider = names["wider"]
    failed = next((name for name in wider if judged.get(name, "AC") != "AC"), None)
    if skipped:
        parts.append("%s on the wider range skipped (--boj-only)"
                     % readable.counted(skipped, "test"))
    elif not wider:
        parts.append("no test lies outside them")
    elif failed is not None:
        place = places[failed]
        named = place.what is not None and isinstance(place.value, int)
        if named and place.evidence:  # beyond what BOJ's data is known to hold
            where = "%s %s; BOJ's data is smaller" % (readable.power_of_ten(place.value),
                                                         place.what)
        else:
            where = ("%s = %s" % (place.what, readable.power_of_ten(place.value)) if named
                     else place.message)
        parts.append("%s on the wider range: %s, %s" % (judged[failed],
                                                         readable.one_line(failed), where))
    elif all(judged.get(name) == "AC" for name in wider):
        parts.append("AC on the wider range %d/%d" % (len(wider), len(wider)))
    for kind, wording in (("invalid", "the validator refuses %s"),
                          ("large", "%s too large to classify")):
        found = names[kind]
        if found:
            parts.append((wording + ": %s (%s)%s") % (
                readable.counted(len(found), "test"), readable.one_line(found[0]),
                places[found[0]].message,
                " and %d more" % (len(found) - 1) if len(found) > 1 else ""))
    return "; ".join(parts)


def problem_lines(style, problem, tests, outcomes, places, skipped, settings, boj_only, root):
    """The lines of the report on one problem: its summary line, the line on BOJ's limits (none
    for a folder of tests alone), the line on the limits of its runs (settings.limits), the
    failing test that decides its verdict, a note on blank lines at the end of an output."""
    deciding = deciding_failure(outcomes, places)
    verdict = deciding["verdict"] if deciding else "AC"
    passed = sum(o["verdict"] == "AC" for o in outcomes)
    slowest = max((o["time_ms"] for o in outcomes), default=0.0)
    peak = max((o["memory_kib"] for o in outcomes), default=0)
    lines = ["%-32s %s  %4d/%d tests  slowest %7.1f ms  peak %s" % (
        readable.one_line(problem.name), style.paint("%-3s" % verdict, verdict), passed, len(tests),
        slowest, readable.format_memory(peak))]
    shown = [] if settings.limits is None else [limits.limits_line(settings.limits)]
    line = (None if problem.kind == problems.TESTS
            else limits_line(tests, outcomes, places, skipped, boj_only))
    for line in ([line] if line is not None else []) + shown:
        lines.append("    " + readable.escaped(line))
    if deciding is not None:
        label = "first failing test"
        if next(o for o in outcomes if o["verdict"] != "AC") is not deciding:
            label += {"boj": " within BOJ's limits", "invalid": " that the validator refuses",
                      "large": " too large to classify"}[kind_of(places, deciding["test"])]
        lines += ["    " + readable.escaped(line)
                  for line in describe_failure(deciding, problem, settings, root, label)]
    blank = next((o for o in outcomes if o.get("blank_lines")), None)
    if blank is not None:
        lines.append("    note: %s's output ends with %s; BOJ's documented rule says nothing of "
                     "this (judge/README.md, Comparison)" % (
                         readable.one_line(blank["test"]),
                         readable.counted(blank["blank_lines"], "blank line")))
    return lines


def last_line(style, failures, problem_count, runs, run_limits=()):
    """The report's last line: `all N problems accepted (R runs)`, or `K of N problems not
    accepted: ID VERDICT, ...` for the (problem, verdict) `failures`; then, from the
    limits.RunLimits of every problem judged (`run_limits`), `; LANGUAGE: T s, M MB` when they
    are the same for all, else `; LANGUAGE at each problem's limits`."""
    shown = {limits.short(given) for given in run_limits}
    names = {given.language for given in run_limits}
    note = ("; " + shown.pop() if len(shown) == 1 else
            "; %s at each problem's limits" % names.pop() if len(names) == 1 else "")
    if failures:
        return style.paint(readable.escaped("%d of %d problems not accepted: %s%s" % (
            len(failures), problem_count,
            ", ".join("%s %s" % (readable.one_line(str(problem.id)), verdict)
                      for problem, verdict in failures),
            note)), "WA")
    return style.paint(readable.escaped("all %d problems accepted (%d runs)%s"
                                        % (problem_count, runs, note)), "AC")


def json_text(value):
    """`value` (from a JSON report) with every string made of Unicode characters alone: a byte
    of a file name that is not UTF-8 (which Python holds as a lone surrogate, and json would
    write as one, which a strict reader refuses) is written as the four characters \\xNN."""
    if isinstance(value, str):
        try:
            return value.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
        except UnicodeEncodeError:  # a surrogate no byte stands for
            return value.encode("utf-8", "backslashreplace").decode("utf-8")
    if isinstance(value, dict):
        return {json_text(key): json_text(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_text(item) for item in value]
    return value


def write_report(path, report):
    """Write the JSON `report` to `path`, strictly UTF-8 (json_text); SetupError, saying what
    to do, where it cannot."""
    try:
        with open(str(path), "w", encoding="utf-8") as f:
            f.write(json.dumps(json_text(report), indent=1) + "\n")
    except OSError as error:
        if os.path.isfile(str(path)) and error.errno == errno.ENOSPC:
            os.unlink(str(path))  # not half a report
        raise SetupError("cannot write the JSON report %s (%s): give --json a file in a "
                         "writable folder" % (path, error.strerror or error))
