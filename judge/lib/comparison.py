"""BOJ's comparison of an output with the expected one (compare: AC, PE or WA; --strict: byte
for byte), and the readings it rests on, which other modules use to explain a difference: BOJ's
reading of an output, its tokens joined by single spaces, and where two streams first differ,
each read a piece at a time so that the memory it takes is a piece of each output. The rule and
its sources: judge/README.md, "Comparison"."""
import re

from . import files

WHITESPACE = b" \t\n\r\x0b\x0c"  # the blanks of bytes.split() and of C's isspace()


_END_OF_OUTPUT = re.compile(rb"(?: ?\n)* ?\Z")  # what BOJ's reading leaves out at the end


TOKEN = re.compile(rb"[^ \t\n\r\x0b\x0c]+")


BLANK = re.compile(rb"[ \t\n\r\x0b\x0c]")


TOKEN_MARKS = bytes(0x20 if byte in WHITESPACE else 0x78 for byte in range(256))  # " " or "x"


def reading_end(data):
    """(end, blank lines) of an output as BOJ's rule reads it (judge/README.md, "Comparison"):
    it reads data[:end], then one space; `end` leaves out the empty lines after the last line
    (`blank lines` of them) and the one space a line may end with before the last newline,
    which may be missing. Only the whitespace at the end is looked at, without a copy."""
    blanks_from = stripped_end(data, b" \n")
    tail = _END_OF_OUTPUT.search(memoryview(data)[blanks_from:])
    end = blanks_from + tail.start()
    return end, data.count(b"\n", end) - data.endswith(b"\n")


def reading_pieces(data):
    """BOJ's reading of an output (see reading_end), in pieces of about files.READ_PIECE bytes: in
    data[:end], one space before each newline dropped and every newline read as a space; then
    one space. A piece never ends between a space and the newline after it."""
    end, _ = reading_end(data)
    start = 0
    while start < end:
        stop = min(end, start + files.READ_PIECE)
        if stop < end and data[stop - 1:stop + 1] == b" \n":
            stop += 1
        yield data[start:stop].replace(b" \n", b"\n").replace(b"\n", b" ")
        start = stop
    yield b" "


def squeezed_pieces(data):
    """The bytes of `data` without any whitespace, in pieces of files.READ_PIECE bytes of `data`."""
    for start in range(0, len(data), files.READ_PIECE):
        yield data[start:start + files.READ_PIECE].translate(None, WHITESPACE)


class Differ:
    """Where two streams of bytes, each given in pieces, first differ: `offset` (None when they
    are the same), `before` (what count() said of the equal part before it) and `next`, the
    byte of each stream at that offset (b"" at its end). In the memory of a piece of each."""

    def __init__(self, one, other, count=None):
        self.offset, self.before, self.next = None, 0, (b"", b"")
        one, other = (piece for piece in one if piece), (piece for piece in other if piece)
        left = right = b""
        done = 0
        while True:
            left, right = left or next(one, b""), right or next(other, b"")
            size = min(len(left), len(right))
            same = common_prefix(left, right, size)
            if same < size or not size and (left or right):
                if count is not None:
                    self.before += count(left[:same])
                self.offset, self.next = done + same, (left[same:same + 1],
                                                       right[same:same + 1])
                return
            if not size:
                return
            if count is not None:
                self.before += count(left[:size])
            done += size
            left, right = left[size:], right[size:]


def same_pieces(one, other):
    """Whether two streams of bytes pieces hold the same bytes."""
    return Differ(one, other).offset is None


def compare(expected, actual, strict=False):
    """Judge `actual` output against `expected` (both bytes): "AC", "PE" or "WA".

    BOJ's documented rule (judge/README.md, "Comparison"): AC when the two read the same once,
    on both sides, a newline is read as a space, one space at the end of a line is dropped, and
    a missing final newline or empty lines after the last line are ignored; PE when they are
    otherwise equal once every whitespace byte is removed; WA otherwise. A carriage return, a
    tab, a leading space or a second space where one belongs is PE. Strict: AC only when
    byte-identical, else WA. The outputs are read in pieces, never split into lists of lines
    or tokens: the memory this takes is a piece of each, whatever their size.
    """
    if expected == actual:
        return "AC"
    if strict:
        return "WA"
    if same_pieces(reading_pieces(expected), reading_pieces(actual)):
        return "AC"
    if same_pieces(squeezed_pieces(expected), squeezed_pieces(actual)):
        return "PE"
    return "WA"


def blank_lines_at_end(expected, actual):
    """How many more empty lines the output `actual` ends with than `expected`: lines
    compare() ignores and BOJ's documented rule says nothing of (0 when there are none)."""
    if expected == actual:
        return 0
    return max(0, reading_end(actual)[1] - reading_end(expected)[1])


def common_prefix(one, other, limit):
    """The length of the longest common prefix of the bytes `one` and `other`, at most
    `limit`: compared 64 KiB at a time, then halves of the block that differs, without a
    copy."""
    one, other = memoryview(one), memoryview(other)
    low = 0
    while low < limit:
        high = min(limit, low + (1 << 16))
        if one[low:high] != other[low:high]:
            while high - low > 1:  # the first difference lies in [low, high)
                middle = (low + high) // 2
                if one[low:middle] == other[low:middle]:
                    low = middle
                else:
                    high = middle
            return low
        low = high
    return limit


def stripped_end(data, blanks):
    """len(data.rstrip(blanks)), without a copy of `data`."""
    end = len(data)
    while end > 0:
        tail = data[max(0, end - 4096):end]
        kept = len(tail.rstrip(blanks))
        end -= len(tail) - kept
        if kept:
            break
    return end


def token_pieces(data):
    """The whitespace-separated tokens of the bytes `data`, written with one space between
    them, in pieces: those of about files.READ_PIECE bytes of `data` at a time."""
    start, first = 0, True
    while start < len(data):
        blank = BLANK.search(data, min(len(data), start + files.READ_PIECE))
        stop = blank.end() if blank else len(data)
        tokens = data[start:stop].split()
        if tokens:
            if not first:
                yield b" "
            yield b" ".join(tokens)
            first = False
        start = stop


def first_token_difference(expected, actual):
    """The index (from 0) of the first token where the whitespace-separated tokens of the two
    outputs differ, a token one has and the other lacks included; None when they have the same
    tokens. Read in pieces (see Differ)."""
    found = Differ(token_pieces(expected), token_pieces(actual),
                    lambda part: part.count(b" "))
    if found.offset is None:
        return None
    # Between two tokens on both sides (or at an end), the token that differs is the next one;
    # inside a token on either side, it is that token.
    return found.before + all(byte in (b"", b" ") for byte in found.next)


def token_counter():
    """A count() for Differ over BOJ's reading of an output: the tokens that start in each
    part, the parts taken in order."""
    previous = [b" "]

    def count(part):
        marks = previous[0] + part.translate(TOKEN_MARKS)
        previous[0] = marks[-1:]
        return marks.count(b" x")
    return count
