"""How a failing output differs from the expected one, for a person: the first answer that
differs, named with the input it answers and shown in a window of answers (first_difference,
answered_units), the first whitespace BOJ's rule does not allow, and a diff of a window of both
outputs (diff_of). Outputs and inputs are read a piece at a time; only the lines shown are cut
out. judge/README.md ("A failing test") is the manual."""
import difflib
import itertools

from . import comparison, files, readable
from .errors import SetupError

DIFF_CONTEXT = 3  # lines of context before a change, as diff -u shows them
DIFF_WINDOW_LINES = 200  # lines of each output diffed, from the context before the first change
DIFF_WINDOW_BYTES = 64 * 1024  # and at most so many bytes of each


def diff_of(expected, actual):
    """A diff of expected against actual in diff -u's format, made by difflib, whitespace made
    visible; the list of its lines.

    Only a window of each output is diffed, which costs the same whatever their size: from
    the DIFF_CONTEXT lines before the first byte that differs, at most DIFF_WINDOW_LINES lines
    and DIFF_WINDOW_BYTES bytes of each (cut at a line's end, unless one line is longer). The
    hunks are numbered as lines of the whole outputs, a line without a newline at the end of
    a window is followed by `\\ No newline at end of file`, as diff -u writes them; a last
    line says which lines were diffed when a window does not reach the end of its output."""
    same = comparison.common_prefix(expected, actual, min(len(expected), len(actual)))
    start = expected.rfind(b"\n", 0, same) + 1
    for _ in range(DIFF_CONTEXT):
        if start > 0:
            start = expected.rfind(b"\n", 0, start - 1) + 1
    before = expected.count(b"\n", 0, start)  # lines before the windows, the same in both
    windows = [data[start:_window_end(data, start)] for data in (expected, actual)]
    old, new = (_lines(readable.visible(window)) for window in windows)
    lines = []
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    for group in matcher.get_grouped_opcodes(DIFF_CONTEXT):
        lines.append("@@ -%s +%s @@" % (_hunk_range(group[0][1], group[-1][2], before),
                                        _hunk_range(group[0][3], group[-1][4], before)))
        for tag, old_start, old_stop, new_start, new_stop in group:
            marked = [(" " if tag == "equal" else "-", line)
                      for line in old[old_start:old_stop]]
            if tag != "equal":
                marked += [("+", line) for line in new[new_start:new_stop]]
            for mark, line in marked:
                lines.append(mark + line[:-1] if line.endswith("\n") else mark + line)
                if not line.endswith("\n"):
                    lines.append("\\ No newline at end of file")
    if lines:
        lines[:0] = ["--- expected", "+++ actual"]
    if any(start + len(window) < len(data) for data, window in zip((expected, actual), windows)):
        spans = ["%d to %d" % (before + 1, before + window.count(b"\n")
                               + (not window.endswith(b"\n"))) for window in windows]
        lines.append("(the diff is cut: it compares lines %s of the expected output and %s of "
                     "the actual one)" % tuple(spans))
    return lines


def _lines(text):
    """The lines of `text`, each with its newline but the last when `text` ends without one."""
    lines = text.split("\n")
    return [line + "\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])


def _hunk_range(start, stop, before):
    """A hunk's range of lines [start, stop) of a window whose first line is line `before` + 1
    of its output, as diff -u writes it: `first,count`, `first` alone for one line, and for
    none the line before them and 0."""
    count = stop - start
    if count == 1:
        return "%d" % (before + start + 1)
    return "%d,%d" % (before + start + (count > 0), count)


def _window_end(data, start):
    """Where the window of `data` that diff_of diffs from `start` ends."""
    limit = min(len(data), start + DIFF_WINDOW_BYTES)
    stop = start
    for _ in range(DIFF_WINDOW_LINES):
        newline = data.find(b"\n", stop, limit)
        if newline < 0:
            return stop if stop > start and limit < len(data) else limit
        stop = newline + 1
    return stop


def answers_of(problem):
    """problem.json's "answers" field (judge/README.md says what it means), checked; None when
    it has none. Raises SetupError for a field of another form."""
    spec = problem.meta.get("answers")
    if spec is None:
        return None
    per = spec.get("per") if isinstance(spec, dict) else None
    tokens = spec.get("tokens") if per == "game" else 1
    if (per not in ("line", "game") or not isinstance(tokens, int) or tokens < 1
            or not isinstance(spec.get("end", ""), str)):
        raise SetupError('%s: "answers" must be {"per": "line"} or {"per": "game", "tokens": N}'
                         ', with "end": TEXT where a unit ends the input'
                         % (problem.folder / "problem.json"))
    return spec


UNIT_KEPT = 1024  # bytes kept of a token or a line that a report shows (it shows fewer)


class _Scanner:
    """An input read a piece at a time, as tokens or as lines, each with the number of the
    line where it starts. Of a token or a line only its first UNIT_KEPT bytes are kept, and
    what is passed over is counted by bytes methods, not by Python: reading the units near the
    end of a 1 GiB input costs a piece of memory and a fraction of a second."""

    def __init__(self, given):
        self.pieces = files.pieces(given)
        self.piece, self.at, self.line = b"", 0, 1  # `at` in `piece` lies on line `line`
        self.cut = False  # the piece starts with the rest of a token already taken

    def _next_piece(self):
        """Go on to the next piece; False at the end of the input."""
        self.line += self.piece.count(b"\n", self.at)
        self.cut = bool(self.piece) and self.piece[-1] not in comparison.WHITESPACE
        self.piece, self.at = next(self.pieces, b""), 0
        return bool(self.piece)

    def _pass_cut_token(self):
        """At the start of a piece, pass the rest of the token the last one ended with."""
        if self.at == 0 and self.cut:
            rest = comparison.TOKEN.match(self.piece)
            self.at = rest.end() if rest else 0
            self.cut = False

    def token(self):
        """(line, the token's first UNIT_KEPT bytes) of the next token; None at the end."""
        while True:
            self._pass_cut_token()
            match = comparison.TOKEN.search(self.piece, self.at)
            if match is not None:
                break
            if not self._next_piece():
                return None
        self.line += self.piece.count(b"\n", self.at, match.start())
        line, self.at = self.line, match.end()
        text = match.group()[:UNIT_KEPT]
        while self.at == len(self.piece) and self._next_piece():  # the token may go on
            self.cut = False
            rest = comparison.TOKEN.match(self.piece)
            if rest is None:
                break
            text += rest.group()[:UNIT_KEPT - len(text)]
            self.at = rest.end()
        return line, text

    def pass_tokens(self, count):
        """Pass over `count` tokens (all there are, when fewer)."""
        while count > 0:
            self._pass_cut_token()
            starts = self.piece[self.at:].translate(comparison.TOKEN_MARKS)
            found = starts.count(b" x") + starts.startswith(b"x")
            if found >= count:
                for _ in range(count):
                    self.token()
                return
            count -= found
            if not self._next_piece():
                return

    def line_text(self):
        """(line, the line's first UNIT_KEPT bytes, without its newline) of the next line; None
        at the end."""
        if self.at == len(self.piece) and not self._next_piece():
            return None
        line = self.line
        stop = self.piece.find(b"\n", self.at)
        text = self.piece[self.at:self.at + UNIT_KEPT if stop < 0 else
                          min(stop, self.at + UNIT_KEPT)]
        while stop < 0:  # the line goes on in the next piece, or ends the input
            self.at = len(self.piece)
            if not self._next_piece():
                return line, text
            stop = self.piece.find(b"\n")
            text += self.piece[:UNIT_KEPT - len(text) if stop < 0 else
                               min(stop, UNIT_KEPT - len(text))]
        self.at, self.line = stop + 1, self.line + 1
        return line, text

    def pass_lines(self, count):
        """Pass over `count` lines (all there are, when fewer)."""
        while count > 0:
            if self.at == len(self.piece) and not self._next_piece():
                return
            found = self.piece.count(b"\n", self.at)
            if found >= count:
                for _ in range(count):
                    self.at = self.piece.index(b"\n", self.at) + 1
                self.line += count
                return
            count -= found
            self.line += found
            self.at = len(self.piece)


def answered_units(spec, given, start=0):
    """(line, text) of each unit of the input `given` (bytes, or the path of a file) that one
    output line answers, in order from unit `start` (0 is the first), as the "answers" field
    `spec` says: each line ("per": "line"), or each run of spec["tokens"] whitespace-separated
    tokens, written with one space between them ("per": "game"); line is the input line where
    the unit starts, and text its first UNIT_KEPT bytes (of each token). The unit whose tokens
    are those of spec["end"], when given, ends the input: it and all after it answer nothing
    (the units before `start` are passed over, not looked at). The input is read a piece at a
    time, as far as the units taken from this generator."""
    end = spec["end"].encode().split() if "end" in spec else None
    scanner = _Scanner(given)
    if spec["per"] == "line":
        scanner.pass_lines(start)
        for line, text in iter(scanner.line_text, None):
            text = text.rstrip(b"\r")
            if text.split() == end:
                return
            yield line, text
        return
    scanner.pass_tokens(start * spec["tokens"])
    while True:
        game = list(itertools.takewhile(lambda token: token is not None,
                                        (scanner.token() for _ in range(spec["tokens"]))))
        words = [text for _, text in game]
        if not game or words == end:
            return
        yield game[0][0], b" ".join(words)


class _ExactLines:
    """The lines of an output exactly as written, as --strict compares them (the newline that
    ends the last one is not a line): `data[:end]` joined by newlines, `count` of them; never
    a list of lines, which for millions of short lines would cost ten times the output."""

    def __init__(self, data):
        self.text, self.end = data, len(data) - data.endswith(b"\n")
        self.count = data.count(b"\n") + (not data.endswith(b"\n")) if data else 0

    def line_end(self, start):
        """Where the line that starts at offset `start` ends."""
        stop = self.text.find(b"\n", start, self.end)
        return self.end if stop < 0 else stop

    def lines(self, index, start, low, high):
        """{i: the first UNIT_KEPT bytes of line i} for each line i in [low, high), found from
        line `index`, which starts at offset `start`."""
        found = {}
        position = start
        for number in range(index, min(high, self.count)):
            stop = self.line_end(position)
            if number >= low:
                found[number] = self.text[position:min(stop, position + UNIT_KEPT)]
            position = stop + 1
        position = start
        for number in range(min(index, self.count) - 1, low - 1, -1):
            begin = self.text.rfind(b"\n", 0, position - 1) + 1
            found[number] = self.text[begin:min(position - 1, begin + UNIT_KEPT)]
            position = begin
        return found


ANSWERS_AROUND = 2  # answers shown before and after the first that differs


_BLANK_NAMES = {ord("\t"): "a tab", ord("\r"): "a carriage return",
                ord("\x0b"): "a vertical tab", ord("\x0c"): "a form feed"}


def first_difference(spec, given, expected, actual, strict):
    """Lines that explain to a person how the output `actual` differs from `expected`; None
    when compare() finds no difference (with `strict`: when the lines are all equal).

    When the tokens differ (WA, or PE when only whitespace inside them does), the tokens of
    `actual` are aligned to the lines of `expected`, whatever lines they are on: the first
    expected line whose tokens differ is the answer named. With an "answers" field `spec` (see
    answers_of) it is named with the input it answers (from `given`, the input's bytes or its
    file's path), and a window of the answers around it follows ("of N": the answers the
    expected output holds); without one (None) it is an output line. When the tokens are those
    of `expected` (PE), the first whitespace BOJ's rule does not allow, by the line of `actual`
    it is on. With `strict`, the lines are compared exactly. The outputs are read in pieces
    and only the lines shown are cut out; the input is read only as far as the answers shown.
    """
    if strict:
        return _exact_difference(spec, given, expected, actual)
    token = comparison.first_token_difference(expected, actual)
    if token is None:
        if comparison.same_pieces(comparison.reading_pieces(expected),
                                  comparison.reading_pieces(actual)):
            return None
        return _blank_difference(expected, actual)
    note = None
    if comparison.same_pieces(comparison.squeezed_pieces(expected),
                              comparison.squeezed_pieces(actual)):
        note = ("the same characters as expected once all whitespace is removed: whitespace "
                "is missing or extra (PE)")
    return _answers_compared(spec, given, *_aligned_answers(expected, actual, token), note)


def _exact_difference(spec, given, expected, actual):
    """first_difference with `strict`: the first line that differs byte for byte."""
    wanted, got = _ExactLines(expected), _ExactLines(actual)
    same = comparison.common_prefix(wanted.text, got.text, min(wanted.end, got.end))
    first = wanted.text.count(b"\n", 0, same)
    start = wanted.text.rfind(b"\n", 0, same) + 1
    if (first < min(wanted.count, got.count)
            and wanted.line_end(start) == same == got.line_end(start)):
        first, start = first + 1, same + 1  # that line is equal: one output ends after it
    if first >= wanted.count and first >= got.count:
        return None
    low, high = max(0, first - ANSWERS_AROUND), first + ANSWERS_AROUND + 1
    shown_wanted = wanted.lines(first, start, low, high)  # lines before `first`: equal in both
    shown_got = {number: line for number, line in shown_wanted.items() if number < first}
    shown_got.update(got.lines(first, start, first, high))
    return _answers_compared(spec, given, first, wanted.count, shown_wanted, shown_got, None)


def _nth_token(data, index):
    """The match of token `index` (from 0) of `data`; None when it has no more tokens."""
    return next(itertools.islice(comparison.TOKEN.finditer(data), index, None), None)


def _aligned_answers(expected, actual, token):
    """(first, count, wanted, got) for _answers_compared when the tokens differ from token
    `token` on: the tokens of `actual`, in order, are cut into runs as long as the lines of
    `expected`; `first` is the first line whose run differs, `count` the number of lines of
    `expected`, `wanted` and `got` the lines of `expected` and the runs of `actual` (missing
    where it has no token left) around `first`."""
    body_end = comparison.stripped_end(expected, comparison.WHITESPACE)
    count = expected.count(b"\n", 0, body_end) + 1 if body_end else 0
    found = _nth_token(expected, token)
    if found is not None:
        start = expected.rfind(b"\n", 0, found.start()) + 1
        first = expected.count(b"\n", 0, start)
        line_token = token - len(expected[start:found.start()].split())
    else:  # `actual` goes on after the last token of `expected`
        start, first, line_token = body_end + 1, count, token
    low = max(0, first - ANSWERS_AROUND)
    for _ in range(first - low):
        start = expected.rfind(b"\n", 0, start - 1) + 1
    wanted, sizes = {}, []
    for index in range(low, first + ANSWERS_AROUND + 1):
        if index < count:
            stop = expected.find(b"\n", start)
            stop = len(expected) if stop < 0 else stop
            wanted[index] = expected[start:min(stop, start + UNIT_KEPT)]
            sizes.append(len(expected[start:stop].split()))
            start = stop + 1
        else:  # runs of `actual` past the end of `expected` are as long as its last line
            sizes.append(sizes[-1] if sizes and sizes[-1] else 1)
    skipped = line_token - sum(sizes[:first - low])
    tokens = [match.group()[:UNIT_KEPT] for match in
              itertools.islice(comparison.TOKEN.finditer(actual), skipped, skipped + sum(sizes))]
    got, at = {}, 0
    for index, size in enumerate(sizes, low):
        if at < len(tokens):
            got[index] = b" ".join(tokens[at:at + size])
        at += size
    return first, count, wanted, got


def _answers_compared(spec, given, first, count, wanted, got, note):
    """The lines that name the first answer that differs, `first` (from 0) of `count` expected
    ones, and, with an "answers" field `spec`, the window of answers around it: `wanted` and
    `got` map an answer's index to the expected and the actual answer (missing: none); `note`,
    when not None, is a last line for the first."""
    noun = "line" if spec is None else "answer"
    low, high = max(0, first - ANSWERS_AROUND), first + ANSWERS_AROUND + 1
    units = {}
    if spec is not None:
        units = dict(zip(range(low, high), answered_units(spec, given, low)))
    where = "output line %d" % (first + 1)
    if spec is not None and first < count:
        where = "%s %d of %d" % (spec["per"], first + 1, count)
        if first in units:
            line_number, text = units[first]
            if line_number != first + 1:
                where += " (input line %d)" % line_number
            where += ": `%s`" % readable.shown(text)
    if first >= count:
        lines = ["%s: expected nothing, the expected output ends after %s; got `%s`"
                 % (where, readable.counted(count, noun), readable.shown(got[first]))]
    elif first not in got:
        lines = ["%s: expected `%s`, got nothing: the output ends after %s"
                 % (where, readable.shown(wanted[first]), readable.counted(first, noun))]
    else:
        lines = ["%s: expected `%s`, got `%s`" % (where, readable.shown(wanted[first]),
                                                  readable.shown(got[first]))]
    if note is not None:
        lines.append(note)
    if spec is None:
        return lines
    rows = [(("> " if index == first else "") + str(index + 1),
             readable.shown(units[index][1], 30) if index in units else "",
             readable.shown(wanted[index], 30) if index in wanted else "(none)",
             readable.shown(got[index], 30) if index in got else "(none)")
            for index in range(low, high)
            if index in units or index in wanted or index in got]
    rows.insert(0, (spec["per"], "input", "expected", "actual"))
    widths = [max(len(row[column]) for row in rows) for column in range(3)]
    lines += ["%*s  %-*s  %-*s  %s" % (widths[0], row[0], widths[1], row[1], widths[2], row[2],
                                       row[3]) for row in rows]
    return [line.rstrip() for line in lines]


def _blank_difference(expected, actual):
    """The lines that say where the whitespace of `actual`, whose tokens are those of
    `expected`, first reads differently under BOJ's rule (see _blank_fault). Read in pieces."""
    index = comparison.Differ(comparison.reading_pieces(expected),
                              comparison.reading_pieces(actual),
                    comparison.token_counter()).before  # the tokens before the first difference
    counter = comparison.token_counter()
    tokens = sum(counter(expected[start:start + files.READ_PIECE])
                 for start in range(0, len(expected), files.READ_PIECE))
    leading, trailing = index == 0, index == tokens
    blanks = []
    for data in (expected, actual):
        start = _nth_token(data, index - 1).end() if index else 0
        following = comparison.TOKEN.search(data, start)
        stop = following.start() if following else len(data)
        blanks.append((start, data[start:min(stop, start + UNIT_KEPT)]))
    (_, wanted_blanks), (start, got_blanks) = blanks
    line = actual.count(b"\n", 0, start) + 1
    fault = _blank_fault(got_blanks, line, leading, trailing)
    if fault is None or _blank_fault(wanted_blanks, 1, leading, trailing) is not None:
        where = ("before the first token" if leading else
                 "after `%s`" % readable.shown(_nth_token(actual, index - 1).group(), 30))
        fault = "output line %d: the whitespace %s is `%s` where the expected output has `%s`" % (
            line, where, readable.blanks_shown(got_blanks), readable.blanks_shown(wanted_blanks))
    return [fault, "the same tokens as expected, with whitespace BOJ's rule does not allow (PE)"]


def _blank_fault(blanks, line, leading, trailing):
    """What BOJ's rule does not allow in `blanks`, the whitespace between two tokens of an
    output (before the first when `leading`, after the last when `trailing`) that starts on
    output line `line`, said by the line it is on; None when the rule allows it (it then reads
    as one space between tokens, and as nothing before the first and after the last)."""
    pieces = blanks.split(b"\n")
    last = len(pieces) - 1
    for index, piece in enumerate(pieces):
        number = line + index
        for byte in piece:
            if byte == ord("\r") and index < last and piece.endswith(b"\r"):
                return "output line %d ends with a carriage return (\\r\\n)" % number
            if byte != ord(" "):
                return "%s in output line %d" % (_BLANK_NAMES[byte], number)
        spaces = len(piece)
        if 0 < index < last or (index == 0 and leading and (last > 0 or trailing)) or (
                index == last > 0 and trailing):  # a whole line without a token
            if spaces > 1 or not trailing:  # empty lines are allowed only at the end
                return "output line %d is %s" % (
                    number, "empty" if spaces == 0
                    else "blank (%s)" % readable.counted(spaces, "space"))
        elif index == 0 and leading or index == last > 0:  # before a token on its line
            if spaces:
                return "output line %d starts with %s" % (
                    number, "a space" if spaces == 1 else "%d spaces" % spaces)
        elif spaces > 1:  # after a token on its line
            return "%d spaces %s output line %d" % (
                spaces, "between two tokens in" if last == 0 and not trailing
                else "at the end of", number)
    return None
