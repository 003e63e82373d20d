"""Text for a person: bytes a program or a test file controls made safe to print (escaped,
visible: no control byte reaches the terminal as it is, invisible whitespace is marked), lines
cut to a size, and the numbers of a report (sizes, memory, powers of ten, signals, counts).
judge/README.md ("The report") is the manual."""
import re
import signal

from . import files

_NOT_PLAIN = re.compile("[^\n -~]+")  # runs of anything but a newline and printable ASCII


def _escaped_character(character):
    """One character that is not printable ASCII, as escaped() shows it."""
    code = ord(character)
    if character == "\t":
        return "→"
    if character == "\r":
        return "␍"
    if code == 0:
        return "\\0"
    if 0xDC80 <= code <= 0xDCFF:  # a byte that is not UTF-8, as "surrogateescape" decodes it
        return "\\x%02x" % (code - 0xDC00)
    if character.isprintable():
        return character
    if code < 0x100:  # C0 controls, DEL, C1 controls, a no-break space, a soft hyphen
        return "\\x%02x" % code
    return "\\u%04x" % code if code < 0x10000 else "\\U%08x" % code


def escaped(text):
    """`text` (str) with nothing a terminal acts on: a tab shown as →, a carriage return as ␍,
    NUL as \\0, every other control character (C0, DEL, C1) and an undecoded byte
    ("surrogateescape") as \\xNN, any other character that is not printable (a format
    character such as a bidirectional override, a line separator) as \\uNNNN; newlines stay.
    Printable text, in any script, is kept, and so is the result when escaped again."""
    return _NOT_PLAIN.sub(lambda run: "".join(map(_escaped_character, run.group())), text)


def one_line(text):
    """`text` (str) as escaped() shows it, with its newlines escaped too (\\n): a test's name
    or path, which is shown within a line, and must not start a line that reads as the
    report's own."""
    return escaped(text).replace("\n", "\\n")


def visible(data):
    """Text lines of `data` (bytes) for a person, as every tool shows a program's output, its
    standard error or an input: decoded as UTF-8, spaces at a line's end shown as ·, tabs as →,
    carriage returns as ␍, and every control character or byte that is not UTF-8 escaped (see
    escaped), so that nothing a program writes can move the cursor, clear the screen or paint
    over the report."""
    lines = []
    for line in data.decode("utf-8", "surrogateescape").split("\n"):
        end = "\r" if line.endswith("\r") else ""
        text = line[:len(line) - len(end)]
        body = text.rstrip(" ")
        lines.append(body + "·" * (len(text) - len(body)) + end)
    return escaped("\n".join(lines))


def cut_lines(text, count, width=160, total=None):
    """The first `count` lines of `text`, each cut at `width`; `total`: lines of the whole."""
    lines = text.split("\n")
    total = len(lines) if total is None else total
    shown = [line if len(line) <= width else line[:width] + " …" for line in lines[:count]]
    if total > count:
        shown.append("… (%d lines in all)" % total)
    return shown


def input_lines(path, count):
    """The first `count` lines of the input file `path` for a person, cut when long: its first
    64 KiB are read, the rest only counted, a piece at a time."""
    with open(files.open_regular(path), "rb") as f:
        data = f.read(64 * 1024)
        newlines = data.count(b"\n")
        last = data[-1:]
        for piece in iter(lambda: f.read(files.READ_PIECE), b""):
            newlines += piece.count(b"\n")
            last = piece[-1:]
    total = newlines + (last not in (b"", b"\n"))
    return cut_lines(visible(data).rstrip("\n"), count, total=total)


def shown(line, width=60):
    """A line (bytes) for a person: its invisible whitespace made visible, cut at `width`."""
    text = visible(line[:4 * width])
    return text if len(text) <= width and len(line) <= 4 * width else text[:width] + " …"


def blanks_shown(blanks):
    """Whitespace for a person: · a space, → a tab, ␍ a carriage return, \\n a newline."""
    return (blanks.decode("ascii").replace(" ", "·").replace("\t", "→").replace("\r", "␍")
            .replace("\n", "\\n").replace("\x0b", "\\v").replace("\x0c", "\\f"))


def signal_name(number):
    try:
        return signal.Signals(number).name
    except ValueError:
        return "unknown"


def format_memory(kib):
    """A peak of memory for the report: 612 KiB, 14.5 MiB."""
    return "%d KiB" % kib if kib < 10240 else "%.1f MiB" % (kib / 1024)


def format_size(size):
    """A size in bytes for a person: 1.5 GiB, 20.2 MiB, 3.5 KiB, 12 bytes; a whole number of
    the unit without a fraction: 256 MiB, 64 KiB."""
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if size >= 1 << shift:
            if size % (1 << shift) == 0:
                return "%d %s" % (size >> shift, unit)
            return "%.1f %s" % (size / (1 << shift), unit)
    return counted(size, "byte")


def power_of_ten(value):
    """`value` as the report writes it: 10^k for a power of ten of two digits or more (100 is
    10^2, 10 is 10), else the number."""
    text = str(value)
    if isinstance(value, int) and len(text) > 2 and text == "1" + "0" * (len(text) - 1):
        return "10^%d" % (len(text) - 1)
    return text


def counted(count, noun):
    return "%d %s%s" % (count, noun, "" if count == 1 else "s")


def excerpt(data, max_lines=12, max_chars=1200):
    """`data` (bytes) as readable.visible shows it, cut when long, indented."""
    if not data:
        return "    (empty)"
    head = data[:4 * max_chars]  # enough bytes for max_chars characters
    shown = visible(head)
    body = shown[:-1] if shown.endswith("\n") else shown
    lines = body[:max_chars].split("\n")[:max_lines]
    result = "\n".join("    " + line for line in lines)
    if len("\n".join(lines)) < len(body) or len(head) < len(data):
        result += f"\n    ... ({len(data)} bytes in all)"
    elif not data.endswith(b"\n"):
        result += "\n    (no final newline)"
    return result


def ended(result):
    """How a run (a sandbox.RunResult) ended, in words: why it could not start, `killed by
    signal N (NAME)`, or `exit status N`."""
    if result.error:
        return result.error
    if result.signal:
        return f"killed by signal {result.signal} ({signal_name(result.signal)})"
    return f"exit status {result.exit_code}"


def describe_run(verdict, result, limits=None):
    """One line saying how a run ended; `limits`: the (time_limit_s, memory_limit_mb) it had."""
    if limits is not None and verdict == "TLE":
        return f"TLE ({result.time_ms:.0f} ms of CPU; the limit is {limits[0]:g} s)"
    if limits is not None and verdict == "MLE":
        return f"MLE ({result.memory_kib} KiB at its peak; the limit is {limits[1]:g} MiB)"
    return f"{verdict} ({ended(result)}, {result.time_ms:.0f} ms of CPU)"
