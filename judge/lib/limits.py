"""BOJ's limits: the limits of a run for a language (run_limits: the statement's, with BOJ's extra
time and memory for the language unless the problem is marked "no extra time" or "no extra
memory"), and where each test lies, within BOJ's own limits, on the wider range the project
supports, refused by the problem's validator, or too large to classify (place_tests), as the
validator of the problem says, cached by the input's SHA-256 in build/judge-cache/boj-limits/.
judge/README.md ("Limits for each language", "Where a test lies") is the manual."""
import json
from collections import namedtuple

from . import files, inputs, languages, readable
from .errors import Interrupted

RunLimits = namedtuple("RunLimits", "language time_s memory_mb time_why memory_why version")
RunLimits.__doc__ = """The limits a solution's runs have: `language` its name (languages.
EXECUTABLE for a file that runs as it is), `time_s` CPU seconds and `memory_mb` MB, each with
why (`time_why`, `memory_why`: "1 s x3+2", "as stated", "no extra time", ...), and `version`
what runs it here where that is not what BOJ runs (the JDK), else None."""

NO_EXTRA = {"time": "no extra time", "memory": "no extra memory"}  # problem.json's marks


def run_limits(language, time_s, memory_mb, no_extra_time=None, no_extra_memory=None,
               time_from="", memory_from=""):
    """The RunLimits of `language` (a languages.Language, or None for an executable) on a
    problem whose statement gives `time_s` seconds and `memory_mb` MB: BOJ's rule for the
    language applied to each, unless `no_extra_time` / `no_extra_memory` says why not (the
    problem's mark, NO_EXTRA, or the option that asked). `time_from` and `memory_from` say
    where a limit that is not a problem's statement came from ("--time-limit", "default:
    --time-limit"), for the report."""
    name = language.name if language is not None else languages.EXECUTABLE
    time, time_why = _with_rule(time_s, "s", language and language.extra_time, no_extra_time,
                                time_from)
    memory, memory_why = _with_rule(memory_mb, "MB", language and language.extra_memory,
                                    no_extra_memory, memory_from)
    version = languages.installed_version(language) if language is not None else None
    return RunLimits(name, time, memory, time_why, memory_why, version)


def problem_limits(meta, language, time_s=None, memory_mb=None, no_extra_time=False,
                   no_extra_memory=False, given_by=None):
    """The RunLimits of `language` on the problem of problem.json `meta`: its statement's
    limits, or `time_s` and `memory_mb` where given (an option), with BOJ's extra for the
    language unless the problem is marked "no_extra_time" / "no_extra_memory" or the options
    ask for none (`no_extra_time`, `no_extra_memory`: --no-extra-time, --no-extra-memory).
    `given_by` maps "time" and "memory" to where a limit not from problem.json came from."""
    given_by = dict(given_by or {})
    no_extra = {}
    for kind, asked, given in (("time", no_extra_time, time_s),
                               ("memory", no_extra_memory, memory_mb)):
        if asked:
            no_extra[kind] = "--no-extra-" + kind
        elif meta.get("no_extra_" + kind):
            no_extra[kind] = NO_EXTRA[kind]
        if given is not None:
            given_by.setdefault(kind, "--%s-limit" % kind)
    return run_limits(language, meta["time_limit_s"] if time_s is None else time_s,
                      meta["memory_limit_mb"] if memory_mb is None else memory_mb,
                      no_extra.get("time"), no_extra.get("memory"), given_by.get("time", ""),
                      given_by.get("memory", ""))


def _with_rule(stated, unit, rule, no_extra, given_by):
    """(the limit, why) for the statement's `stated` limit and the language's `rule`."""
    parts = [given_by] if given_by else []
    limit = stated
    if rule is not None and no_extra:
        parts.append(no_extra)
    elif rule is not None:
        limit = stated * rule.factor + rule.add
        parts.append("%g %s %s" % (stated, unit, languages.rule_text(rule)))
    return limit, ", ".join(parts) or "as stated"


def limits_line(limits):
    """The report's line on the limits of the runs: `limits for Python 3: 5 s (1 s x3+2),
    288 MB (128 MB x2+32)`, and what runs the language here when it is not BOJ's."""
    line = "limits for %s: %g s (%s), %g MB (%s)" % (
        limits.language, limits.time_s, limits.time_why, limits.memory_mb, limits.memory_why)
    if limits.version:
        line += "; run by %s" % limits.version
    return line


def short(limits):
    """The language and its limits in a few words, for the report's last line: `Python 3:
    5 s, 288 MB`."""
    return "%s: %g s, %g MB" % (limits.language, limits.time_s, limits.memory_mb)

Place = namedtuple("Place", "kind what value message evidence", defaults=(False,))
Place.__doc__ = """Where a test's input lies, as the problem's validator says: kind "boj"
(within BOJ's own limits), "wider" (valid, but outside them: `what` = `value` is the value
outside, an int where the validator names one, `message` the validator's words, and `evidence`
true when the bound passed is the one BOJ's data is known to keep from evidence rather than
one of BOJ's statement), "invalid" (the validator refuses it: `message` says why), or "large":
more than CLASSIFY_CAP bytes, so not validated at all (`value` is its size in bytes,
`message` that size for a person)."""


PLACES_CACHE = files.CACHE / "boj-limits"


CLASSIFY_CAP = 32 * 1024 * 1024  # bytes of the largest input validated (4342's max-01: 20 MB)


def place_tests(problem, tests, notes):
    """{test name: Place} for the (name, input, expected) `tests` of `problem`, or None when
    the judge cannot tell: the problem has no validator, or its validator fails (which is
    added to the list `notes`, a line for a person, as is a cache that cannot be written).

    Each place is cached in build/judge-cache/boj-limits/, in one file per content of the files
    that define the validation (problem.validation_files()), under the SHA-256 of the input:
    an input is validated once, then only hashed. An input within BOJ's limits is validated
    once (with BOJ's limits), one outside them twice (to tell it from an invalid one). An
    input of more than CLASSIFY_CAP bytes is neither hashed nor validated: its place is
    "large". The memory this takes is that of one input up to the cap, twice (its bytes and
    its text) while it is validated; the hash reads a piece at a time.
    """
    if not problem.validates():
        return None
    script = problem.validation_files()[0]  # validate.py, or the problem.json declaring the input
    sources = b"".join(files.sha256(path.read_bytes()).encode()
                       for path in problem.validation_files())
    cache = PLACES_CACHE / (files.sha256(sources)[:32] + ".json")
    known = _read_places(cache)
    places, found = {}, {}
    for name, input_path, _ in tests:
        key, size = files.file_sha256(input_path, CLASSIFY_CAP)
        if key is None:
            places[name] = Place("large", None, size, readable.format_size(size))
            continue
        if key not in known and key not in found:
            try:
                found[key] = _place_of(problem.validate, input_path)
            except Interrupted:
                raise
            except Exception as e:  # a validator that fails tells nothing
                notes.append("%s fails on %s (%s: %s): cannot tell BOJ's limits"
                             % (script, input_path, type(e).__name__, e))
                return None
        entry = known.get(key) or found[key]
        places[name] = Place(entry["kind"], entry.get("what"), entry.get("value"),
                             entry.get("message"), bool(entry.get("evidence")))
    if found:
        _store_places(cache, found, notes)
    return places


def _place_of(validate, path):
    """The place of the input file `path`, as a dict of Place's fields, for the cache."""
    data = files.file_bytes(path, CLASSIFY_CAP, "test input")
    try:
        decoded = data.decode("ascii")
    except UnicodeDecodeError as e:
        return {"kind": "invalid", "message": "byte %d: not ASCII" % e.start}
    del data  # the validator gets the text: one copy of the input is enough
    try:
        validate(decoded, boj=True)
        return {"kind": "boj"}
    except inputs.OutsideRange as outside:
        try:
            validate(decoded)
        except inputs.InputError as error:
            return {"kind": "invalid", "message": str(error)}
        return {"kind": "wider", "what": outside.what, "value": outside.value,
                "message": str(outside), "evidence": outside.evidence}
    except inputs.InputError as error:
        return {"kind": "invalid", "message": str(error)}


def _read_places(cache):
    """The places the cache file `cache` holds, by input hash; what is not one is left out."""
    try:
        known = json.loads(cache.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(known, dict):
        return {}
    return {key: entry for key, entry in known.items() if isinstance(entry, dict)
            and entry.get("kind") in ("boj", "wider", "invalid")}


_places_unsaved = []  # the message, once the cache of places could not be written


def _store_places(cache, found, notes):
    """Add `found` to the cache file `cache`, merged with what another judge may have written
    since it was read; the file is replaced whole, so a reader never sees half of it. Where it
    cannot be written, judging goes on without it, which is added to `notes` once."""
    places = _read_places(cache)
    places.update(found)
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        files.replace_file(cache, (json.dumps(places, sort_keys=True) + "\n").encode())
    except OSError as error:
        if not _places_unsaved:
            _places_unsaved.append(files.unwritable(
                cache.parent, error, "the judge keeps there where each test lies (it goes on "
                "without, and validates the tests again on every run)"))
            notes.append(str(_places_unsaved[0]))


def kind_of(places, name):
    """The kind of place of test `name` (see Place); None when the judge cannot tell."""
    return places[name].kind if places is not None and name in places else None
