"""Reading a problem's input: strictly, as the validator does, and leniently, as solution.c does.

The input of every problem here is lines of numbers, declared once in its problem.json as
"input" (see InputFormat); `validate` holds an input to that format and to the ranges of
problem.json, `canonical` reads any input as solution.c reads it. A problem whose input the
declaration cannot describe keeps a validate.py of its own, written with StrictReader and
LenientReader. game.start reads a start with scan_start. testdata/README.md says what each
problem folder declares; judge/README.md ("Where a test lies") what the judge does with it.
"""
import re

NUMBER_MAX = 2 ** 64 - 1  # the largest number a solution.c reads
_INTEGER = re.compile(r"-?(0|[1-9][0-9]*)\Z")
_SCANF_INTEGER = re.compile(r"[+-]?[0-9]+\Z")
_BLANKS_THEN_DIGITS = re.compile(r"[ \t\n\v\f\r]*([0-9]*)")  # C's isspace() blanks
_REPEATED = re.compile(r"([A-Za-z_]+)1\.\.\1([A-Za-z_]+)\Z")  # "P1..PM"
_NAME = re.compile(r"[A-Za-z_]+\Z")


class InputError(ValueError):
    """An input that breaks the problem's format or constraints; the message names the line."""


class OutsideRange(InputError):
    """An input holding a value outside a range: `what` (N, P3, ...) is `value`; `evidence`
    when the bound passed is the one BOJ's data is known to keep from evidence rather than one
    of a statement (see bounds)."""

    def __init__(self, message, what, value, evidence=False):
        super().__init__(message)
        self.what, self.value, self.evidence = what, value, evidence


class NoAnswer(InputError):
    """An input solution.c must refuse: it prints the answers to `answered` (an input text in
    the strict format, or None when nothing is answered), one line on standard error, and exits
    with status 1."""

    def __init__(self, message, answered=None):
        super().__init__(message)
        self.answered = answered


def bounds(meta, name, boj=False):
    """(min, max) of the supported range called `name` in problem.json (`meta`); with `boj`,
    BOJ's own limits of it: boj_min, and boj_max, the bound of BOJ's statement, or where the
    statement sets none (boj_max null), boj_data_max, the bound BOJ's data is known to keep
    from evidence (problem.json's "boj_data" note gives the evidence); None when neither
    exists."""
    r = meta["ranges"][name]
    if not boj:
        return r["min"], r["max"]
    return r["boj_min"], r["boj_max"] if r["boj_max"] is not None else r.get("boj_data_max")


def bound_from_evidence(meta, name):
    """Whether BOJ's upper limit of the range `name`, bounds(meta, name, boj=True)[1], is a
    bound of BOJ's data known from evidence (boj_data_max) rather than of its statement."""
    r = meta["ranges"][name]
    return r["boj_max"] is None and r.get("boj_data_max") is not None


def check_range(value, lo, hi, what):
    """Return `value`; ValueError naming `what` unless lo <= value <= hi."""
    if not lo <= value <= hi:
        raise ValueError(f"{what} = {value} is outside {lo}..{hi}")
    return value


def scan_ints(text):
    """The whitespace-separated integers of `text`, read leniently as scanf("%lld") reads
    them (any blanks, a sign, leading zeros); ValueError naming the first other token."""
    numbers = []
    for token in text.split():
        if not _SCANF_INTEGER.match(token):
            raise ValueError(f"{token[:40]!r} is not an integer")
        numbers.append(int(token))
    return numbers


def scan_start(text, meta, names):
    """The first integers of an input text, as scan_ints reads them, one for each of `names`,
    each within the range of problem.json (`meta`) that bears its name; ValueError saying which
    is missing or out of range."""
    numbers = scan_ints(text)
    if len(numbers) < len(names):
        raise ValueError(f"the input does not begin with {' '.join(names)}")
    return [check_range(value, *bounds(meta, name), name) for value, name in zip(numbers, names)]


class StrictReader:
    """Reads an input text line by line and refuses anything but the exact format.

    Lines are separated by a single '\\n', the text ends with one, tokens are separated by one
    space with none at either end of a line, and integers are written without '+' or leading
    zeros. Every error is an InputError whose message starts with the line number. Lines are
    cut from the text one at a time, as they are read: beside the text, the reader holds only
    the line it reads (a 20 MB input is validated in the memory of its text).
    """

    def __init__(self, text):
        if text == "":
            raise InputError("line 1: empty input")
        if not text.endswith("\n"):
            raise InputError(f"line {text.count(chr(10)) + 1}: missing final newline")
        if "\r" in text:
            line = text.count("\n", 0, text.index("\r")) + 1
            raise InputError(f"line {line}: carriage return")
        self.text = text
        self.next_start = 0  # where the line after the last one read starts
        self.line_no = 0

    def fail(self, message):
        raise InputError(f"line {max(self.line_no, 1)}: {message}")

    def at_end(self):
        return self.next_start == len(self.text)

    def ints(self, count=None):
        """Read the next line as integers; exactly `count` of them unless count is None."""
        if self.at_end():
            self.line_no += 1
            self.fail("unexpected end of input")
        stop = self.text.index("\n", self.next_start)
        line = self.text[self.next_start:stop]
        self.next_start = stop + 1
        self.line_no += 1
        if line == "":
            self.fail("empty line")
        tokens = line.split(" ")
        if "" in tokens:
            self.fail("tokens must be separated by exactly one space, none at the ends")
        for token in tokens:
            if not _INTEGER.match(token) or token == "-0":
                self.fail(f"not an integer in canonical form: {token[:40]!r}")
        if count is not None and len(tokens) != count:
            self.fail(f"expected {count} integer(s), found {len(tokens)}")
        return [int(token) for token in tokens]

    def check(self, value, lo, hi, what, evidence=False):
        """Raise OutsideRange, on the line just read, unless lo <= value <= hi (hi None: no
        upper bound); `evidence`: hi is the bound of BOJ's data known from evidence (see
        bounds), which the OutsideRange and its message say."""
        if value < lo or (hi is not None and value > hi):
            source = " (BOJ's data, from evidence)" if evidence else ""
            raise OutsideRange(f"line {max(self.line_no, 1)}: {what} = {value} is outside "
                               f"[{lo}, {hi}]{source}", what, value, evidence)
        return value

    def end(self):
        """Fail unless every line has been read."""
        if not self.at_end():
            self.line_no += 1
            self.fail("unexpected content after the end of the input")


class LenientReader:
    """Reads the numbers of an input as every solution.c does: like scanf("%llu"), but safe.

    Before a number any run of blanks (space, tab, newline, vertical tab, form feed, carriage
    return: C's isspace) is skipped; a number is a run of decimal digits, leading zeros of any
    length included, and ends at the first character that is not a digit, where the next read
    starts. Nothing else is a number: not a sign (+ or -), not a letter, not any other byte.
    """

    def __init__(self, text):
        self.text, self.pos = text, 0

    def number(self, what, limit=NUMBER_MAX, needed=True):
        """The next number; None at the end of the input when not `needed`. Raises NoAnswer
        when something else comes next, the input ends where a number is `needed`, or the
        number is above `limit` (no solution.c holds more than 2^64 - 1)."""
        match = _BLANKS_THEN_DIGITS.match(self.text, self.pos)
        self.pos = match.end()
        digits = match.group(1)
        if not digits:
            if self.pos < len(self.text):
                raise NoAnswer(f"{what}: {self.text[self.pos]!r} where a number is needed")
            if needed:
                raise NoAnswer(f"{what}: the input ends where a number is needed")
            return None
        significant = digits.lstrip("0") or "0"  # (int() refuses very long digit strings)
        if len(significant) > len(str(limit)) or int(significant) > limit:
            raise NoAnswer(f"{what} = {significant[:30]} is above {limit}")
        return int(significant)


def outside_boj(validate, text):
    """Whether the input `text` lies within BOJ's own limits: None when it does, else the
    InputError of validate(text, boj=True) that names what lies outside them. `validate` is a
    problem's validator; raises its InputError when `text` is not a valid input at all."""
    validate(text)
    try:
        validate(text, boj=True)
    except InputError as error:
        return error
    return None


class InputFormat:
    """The format problem.json declares as "input": lines of numbers, each a range of "ranges".

        "input": {"lines": ["M", "P1..PM"]}
        "input": {"lines": ["a b"], "repeat": {"name": "game", "count": "games",
                                                "until": "0 0"}}

    "lines" lists the lines in order, each the names of its numbers separated by spaces; "P1..PM"
    stands for the numbers P1, P2, ..., PM (M read on an earlier line), each in the range "P".
    With "repeat", the lines repeat (a "game" each) until the line "until", which ends the
    input; how many times is the range "count". solution.c reads the same numbers leniently,
    each from the range's "answered_min" (default 0) to its "answered_max" (default 2^64 - 1).
    """

    def __init__(self, meta):
        declared = meta.get("input")
        if not isinstance(declared, dict) or not declared.get("lines"):
            raise ValueError("problem.json declares no \"input\" with its \"lines\"")
        self.meta, self.lines, read = meta, [], set()
        for line in declared["lines"]:
            self.lines.append(self._tokens(line, read))
            read |= {name for name, count in self.lines[-1] if count is None}
        repeat = declared.get("repeat")
        self.repeat = repeat
        if repeat is not None:
            self.until = [int(token) for token in repeat["until"].split()]
            self.count_name, self.unit = repeat["count"], repeat["name"]
            self._range(self.count_name)

    def _tokens(self, line, read):
        """[(name, the name of its count or None)] of one declared line; `read`: the names of
        the lines before it, which a count must be one of."""
        tokens = []
        for token in line.split():
            repeated = _REPEATED.match(token)
            if repeated and repeated.group(2) not in read:
                raise ValueError(f"problem.json: input: the count of {token} is not read on a "
                                 "line before it")
            if repeated:
                tokens.append((repeated.group(1), repeated.group(2)))
            elif _NAME.match(token):
                tokens.append((token, None))
            else:
                raise ValueError(f"problem.json: input: {token!r} is neither NAME nor X1..XN")
            self._range(tokens[-1][0])
        return tokens

    def _range(self, name):
        if name not in self.meta.get("ranges", {}):
            raise ValueError(f"problem.json: input: {name} has no range in \"ranges\"")
        return self.meta["ranges"][name]

    def validate(self, text, boj=False):
        """Raise InputError, naming the line, unless `text` is exactly the format with every
        value in its range; with `boj`, within BOJ's own limits (bounds(..., boj=True))."""
        meta, reader = self.meta, StrictReader(text)
        limits = {name: (*bounds(meta, name, boj), boj and bound_from_evidence(meta, name))
                  for name in meta["ranges"]}
        # The checks of a line without X1..XN, made once: a million lines are read in the time
        # their StrictReader takes and a little more.
        fixed = [None if any(count for _, count in line) else self._checks(line, limits, {})
                 for line in self.lines]
        if self.repeat is None:
            self._read_block(reader, limits, fixed)
        else:
            units, until, read_block = 0, self.until, self._read_block
            while not read_block(reader, limits, fixed, until):
                units += 1
            lo, hi, evidence = limits[self.count_name]
            reader.check(units, lo, hi, self.count_name, evidence)
        reader.end()

    @staticmethod
    def _checks(line, limits, values):
        """[(what, the range's name, lo, hi, evidence)] for the numbers of a declared line."""
        return [(name if count is None else f"{name}{index}", name, *limits[name])
                for name, count in line
                for index in range(1, 2 if count is None else values[count] + 1)]

    def _read_block(self, reader, limits, fixed, until=None):
        """Read the declared lines once, checking every value; True when the first line is
        `until` instead (nothing is checked then)."""
        values = {}
        for number, line in enumerate(self.lines):
            checks = fixed[number] or self._checks(line, limits, values)
            read = reader.ints(len(checks))
            if number == 0 and read == until:
                return True
            for value, (what, name, lo, hi, evidence) in zip(read, checks):
                if value < lo or (hi is not None and value > hi):
                    reader.check(value, lo, hi, what, evidence)
                values[name] = value
        return False

    def canonical(self, text):
        """`text` as solution.c reads it (LenientReader), written in the strict format;
        whatever follows what it reads is not read. NoAnswer when solution.c must refuse it,
        with the games answered before the refusal (NoAnswer.answered) for a "repeat"."""
        reader = LenientReader(text)
        if self.repeat is None:
            return self._strict(self._scan_block(reader, ""))
        blocks = []
        while True:
            try:
                block = self._scan_block(reader, f" of {self.unit} {len(blocks) + 1}", False)
            except NoAnswer as refusal:
                raise NoAnswer(str(refusal), self._strict_units(blocks)) from refusal
            if block is None:
                return self._strict_units(blocks)
            blocks.append(block)

    def _scan_block(self, reader, where, first_needed=True):
        """The lines of one block as lists of numbers; None when the input ends before its
        first number and that is not `first_needed`, or when the first line is the "until"
        of a "repeat" (its numbers may lie below answered_min)."""
        values, lines = {}, []
        for line in self.lines:
            numbers, below = [], []
            for name, count in line:
                r = self._range(name)
                limit, least = r.get("answered_max", NUMBER_MAX), r.get("answered_min", 0)
                for index in range(1, 2 if count is None else values[count] + 1):
                    what = (name if count is None else f"{name}{index}") + where
                    value = reader.number(what, limit, first_needed or bool(lines or numbers))
                    if value is None:
                        return None
                    numbers.append(value)
                    if value < least:
                        below.append(f"{what} = {value} is below {least}")
                    if below and (lines or self.repeat is None):  # (the "until" line is read
                        raise NoAnswer(below[0])                  # whole before its check)
                if count is None:
                    values[name] = numbers[-1]
            if not lines and self.repeat is not None and numbers == self.until:
                return None
            if below:
                raise NoAnswer(below[0])
            lines.append(numbers)
        return lines

    @staticmethod
    def _strict(lines):
        return "".join(" ".join(map(str, numbers)) + "\n" for numbers in lines)

    def _strict_units(self, blocks):
        return "".join(self._strict(block) for block in blocks) + self._strict([self.until])


def validate(meta, text, boj=False):
    """InputFormat(meta).validate(text, boj): the validator of a problem's declared input."""
    return InputFormat(meta).validate(text, boj)


def canonical(meta, text):
    """InputFormat(meta).canonical(text): the declared input as solution.c reads it."""
    return InputFormat(meta).canonical(text)
