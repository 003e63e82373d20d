"""The checks of the Korean pages: each problem's README.ko.md (the write-up in brief, for BOJ's
learners) and the front README's 한국어 section. A Korean page opens with the lines header()
makes from problem.json; has the sections of SECTIONS; every output block is what its command
prints (lib/writeups.py's rule); every line of a ```c block is a line of solution.c; every line
fits WIDTH columns, a wide character counting two; every number outside the checked blocks is
one the English pages or the page's checked blocks state; and the English and Korean pages link
to each other near their tops. writeup.py and the checks `writeup-ko` and `examples` of make
test run it; the rules in full: testdata/README.md ("What a problem folder holds")."""
import ast
import json
import re

from . import writeups

PAGE = "README.ko.md"
ENGLISH_PAGE = "README.md"
SECTIONS = ("문제 요약", "아이디어", "증명", "코드", "주의할 점", "다음 문제")
REQUIRED_BLOCKS = {"아이디어": ""}  # section -> what one of its output blocks' commands holds
CODE_SECTION = "코드"
WIDTH = 80  # every line of a Korean page, a wide (East Asian) character counting two
TOP_LINES = 8  # the link to the other page stands within the first lines of a page
ELISIONS = ("...", "…")  # a line of a ```c block that stands for lines left out
FRONT_SECTION = "한국어"  # the front README's Korean section, `## 한국어`
STUDY_PAGE = "problems/README.md"  # where "다음 문제" may take BOJ ids from (the ladder)
SOURCES = {  # a Korean section -> the English sections whose numbers it may state, beside
    # solution.c's and the page's checked blocks' (None: the text before the first heading)
    None: (None, "Statement"),
    "문제 요약": ("Statement", "Input and output", "Samples"),
    "아이디어": ("Finding the idea", "The idea", "Small cases"),
    "증명": ("The idea", "Proof", "A game played out"),
    "코드": ("Input and output", "The idea", "Complexity", "Pitfalls"),
    "주의할 점": ("Input and output", "Complexity", "Pitfalls"),
    "다음 문제": ("Related problems", "Variations and exercises", "A game played out",
               STUDY_PAGE),
}
_NUMBER = re.compile(r"(?<![0-9.])[0-9]+(?:,[0-9]{3}(?![0-9]))*(?:\.[0-9]+)?")
_LINK_TARGET = re.compile(r"\]\([^)\s]*\)|<https?://[^>\s]*>|https?://\S+")
_RUN = re.compile(r"%s(?:, %s){2,}" % ((_NUMBER.pattern,) * 2))
_THOUSANDS = re.compile(r"(?<=[0-9]),(?=[0-9]{3}(?![0-9]))")
_GAP = re.compile(r"(?:[\s,;:|(){}\[\]]|\band\b|\bor\b)*")
_EQUALITY = re.compile(r"(?:[0-9 ()+−×·⊕^=-]|,(?=[0-9])|\bmod\b)+")  # integer arithmetic
_FREE_BEFORE = re.compile(r"(?:\A|[\s{:;,\uac00-\ud7a3])\Z")  # arithmetic may start after it
_FREE_AFTER = re.compile(r"\Z|[\s}:;,!?\uac00-\ud7a3]|\.(?![0-9])")  # and end before it
_ARITHMETIC = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Add, ast.Sub,
               ast.Mult, ast.Mod, ast.Pow, ast.BitXor, ast.USub)
_C_FENCE = re.compile(r"```c\s*\Z")
_TRAILING_COMMENT = re.compile(r"\s*/\*.*\*/\s*\Z")
_RELATIVE_LINK = re.compile(r"\]\((?![a-z]+:|#)([^)\s#]+)(?:#[^)\s]*)?\)")


def _title(text):
    return text.replace("~", "\\~")  # Markdown would strike a text between two ~


def header(problem):
    """The three lines a Korean page opens with, from its problem.json: the Korean title, the
    link with BOJ's limits, and the link to the English page."""
    return ("# BOJ %s %s" % (problem["id"], _title(problem["title"]["ko"])),
            "<%s> · 시간 제한 %s초 · 메모리 제한 %s MB"
            % (problem["link"], problem["time_limit_s"], problem["memory_limit_mb"]),
            "English: [%s](%s)" % (problem["title"]["en"], ENGLISH_PAGE))


def link_to_korean(problem):
    """The line near the top of the English page that links to the Korean one."""
    return "한국어: [%s](%s)" % (_title(problem["title"]["ko"]), PAGE)


def _text(path):
    """The text of a file, or "" when it is missing (the contracts name a missing file)."""
    return path.read_text("utf-8") if path.is_file() else ""


def _meta(folder):
    return json.loads((folder / "problem.json").read_text("utf-8"))


def _top(text, count):
    """(index, line) of the first `count` lines of `text` that are not blank, among its first
    TOP_LINES lines."""
    return [(i, line) for i, line in enumerate(text.split("\n")[:TOP_LINES])
            if line.strip()][:count]


def header_problems(problem, text):
    """What is wrong with the first lines of a Korean page, as messages."""
    got = [line for _, line in _top(text, 3)]
    return ["%s opens with %r, not %r" % (PAGE, line, wanted)
            for line, wanted in zip(got + [""] * 3, header(problem)) if line != wanted]


def link_problems(folder, problem, english, text):
    """The English page's link to the Korean one, near its top (the Korean page's link back is
    its third header line), and every relative link of the Korean page to a file that
    exists."""
    wanted = link_to_korean(problem)
    found = [] if wanted in english.split("\n")[:TOP_LINES] else [
        "%s has no line `%s` within its first %d lines" % (ENGLISH_PAGE, wanted, TOP_LINES)]
    return found + ["%s line %d: the link %s leads to no file" % (PAGE, number, target)
                    for number, line in enumerate(text.split("\n"), 1)
                    for target in _RELATIVE_LINK.findall(line)
                    if not (folder / target).exists()]


def section_problems(headings):
    """What is wrong with the `##` headings of a Korean page, as messages."""
    if tuple(headings) == SECTIONS:
        return []
    return ["%s has the sections %s, not %s" % (PAGE, " · ".join(headings) or "(none)",
                                                 " · ".join(SECTIONS))]


def width_problems(text, name=PAGE, first=1):
    """Every line of `text` (its first one numbered `first`) wider than WIDTH columns, a wide
    character counting two, as messages."""
    return ["%s line %d: %d columns, more than %d (a wide character counts two): %s"
            % (name, number, writeups.width(line), WIDTH, line[:40])
            for number, line in enumerate(text.split("\n"), first)
            if writeups.width(line) > WIDTH]


def _c_blocks(lines):
    """The ```c blocks of a page: (first line, end) indices (from 0) of their bodies."""
    found, i = [], 0
    while i < len(lines):
        if _C_FENCE.match(lines[i]):
            end = next((j for j in range(i + 1, len(lines)) if lines[j].startswith("```")),
                       len(lines))
            found.append((i + 1, end))
            i = end
        i += 1
    return found


def quote_problems(text, source, texts):
    """Every line of the ```c blocks of a Korean page is a line of solution.c (`source`),
    blanks around it and a comment ending it aside, or an elision; the section CODE_SECTION
    quotes some."""
    lines = text.split("\n")
    known = {line.strip() for line in source.split("\n")}
    known |= {_TRAILING_COMMENT.sub("", line).strip() for line in known}
    problems = ["%s line %d: not a line of solution.c: %s" % (PAGE, number + 1, lines[number])
                for start, end in _c_blocks(lines) for number in range(start, end)
                if lines[number].strip() not in known | set(ELISIONS)]
    quoted = [line for start, end in _c_blocks(texts.get(CODE_SECTION, "").split("\n"))
              for line in texts[CODE_SECTION].split("\n")[start:end]
              if line.strip() and line.strip() not in ELISIONS]
    if not quoted:
        problems.append("%s: section %r quotes no line of solution.c in a ```c block"
                        % (PAGE, CODE_SECTION))
    return problems


def _canonical(token):
    """A number as numbers() writes it: no commas, an integer without leading zeros."""
    token = token.replace(",", "")
    return token if "." in token else str(int(token))


def numbers(text):
    """The numbers written in `text` (link targets aside), as _canonical strings."""
    return {_canonical(match.group(0)) for match in _NUMBER.finditer(_LINK_TARGET.sub(" ", text))}


def lists(text):
    """The lists of three or more numbers written `a, b, c` in `text`, as tuples of
    _canonical strings."""
    return [tuple(_canonical(item) for item in match.group(0).split(", "))
            for match in _RUN.finditer(_LINK_TARGET.sub(" ", text))]


def sequences(text):
    """The numbers of `text` in a row (only blanks, brackets, punctuation, `and` or `or`
    between two), each row as one string `,a,b,...,` of _canonical numbers: a list `a, b, c`
    is written in `text` when `,a,b,c,` is part of one."""
    text = _LINK_TARGET.sub(" ", text)
    rows, row, end = [], [], 0
    for match in _NUMBER.finditer(text):
        if row and not _GAP.fullmatch(text, end, match.start()):
            rows.append(row)
            row = []
        row.append(_canonical(match.group(0)))
        end = match.end()
    return [",%s," % ",".join(row) for row in rows + [row] if len(row) >= 3]


def _value(expression):
    """The integer an expression of integers (+ − × · ⊕ ^ mod, parentheses) stands for, or
    None when it is not one."""
    text = _THOUSANDS.sub("", expression).strip()
    while text.count("(") > text.count(")") and text.startswith("("):
        text = text[1:].strip()  # a parenthesis opened before the expression: `(5 = 1 + 4)`
    while text.count(")") > text.count("(") and text.endswith(")"):
        text = text[:-1].strip()
    for written, meant in (("−", "-"), ("×", "*"), ("·", "*"), ("^", "**"), ("⊕", "^"),
                           ("mod", "%")):
        text = text.replace(written, meant)
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        return None
    for node in ast.walk(tree):
        if not isinstance(node, _ARITHMETIC) or (isinstance(node, ast.Constant)
                                                 and type(node.value) is not int):
            return None
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow) and not (
                isinstance(node.right, ast.Constant) and node.right.value <= 256):
            return None
    try:
        return eval(compile(tree, "<expression>", "eval"), {"__builtins__": {}})
    except ArithmeticError:
        return None


def false_equalities(line):
    """Each chain `x = y = ...` of integer expressions in `line` (inline code aside) with two
    sides that differ, as text. A side that goes on beyond the arithmetic (`x2`, `F(8)`,
    `K²/2`, `0.5`) is not read."""
    found = []
    line = _LINK_TARGET.sub(" ", re.sub(r"`[^`]*`", " ", line))
    for match in _EQUALITY.finditer(line):
        sides = match.group(0).split("=")
        if len(sides) < 2:
            continue
        if not _FREE_BEFORE.search(line[:match.start()]):
            sides[0] = ""
        if not _FREE_AFTER.match(line[match.end():]):
            sides[-1] = ""
        values = {_value(side) for side in sides} - {None}
        if len(values) > 1:
            found.append(match.group(0).strip())
    return found


def checked_lines(text, blocks, skipped=()):
    """The indices (from 0) of the lines of a page whose numbers are checked by other means:
    the bodies of its output blocks, the lines naming their commands, its ```c blocks, and
    `skipped`."""
    lines = text.split("\n")
    checked = set(skipped)
    for block in blocks:  # the command's line follows the block, or one blank line after it
        after = block.body.stop + (block.body.stop < len(lines)
                                   and lines[block.body.stop].startswith("```"))
        checked.update(block.body)
        checked.add(after + (after < len(lines) and lines[after] == ""))
    for start, end in _c_blocks(lines):
        checked.update(range(start, end))
    return checked


def number_problems(text, known, checked, name=PAGE, first=1):
    """What is wrong with the numbers of `text` outside the lines `checked` (indices from 0),
    as messages naming the line (the first one numbered `first`): a number not in the set
    known(section) (a Known; section the `## ` heading above it, None before the first), a
    list `a, b, c` not written so in known.rows, a false equality."""
    problems, section = [], None
    for number, line in enumerate(text.split("\n")):
        if line.startswith("## "):
            section = line[3:].strip()
        if number in checked:
            continue
        where = "%s line %d" % (name, number + first)
        unknown = sorted(numbers(line) - known(section), key=lambda token: (len(token), token))
        if unknown:
            problems.append("%s: %s stated nowhere else (not in the English page's sections "
                            "%s, solution.c or a checked block): %s"
                            % (where, ", ".join(unknown), known.sources(section),
                               line.strip()[:40]))
        problems += ["%s: the list %s is not written so in the English page or a checked block"
                     % (where, ", ".join(items)) for items in lists(line)
                     if not any(",%s," % ",".join(items) in row for row in known.rows)]
        problems += ["%s: %s is false" % (where, equality) for equality in false_equalities(line)]
    return problems


class Known:
    """What a page may state: known(section) the numbers of the texts `sources(section)`
    names (`texts` a dict of name -> text) and of every text of `everywhere`; known.rows the
    sequences() of every text."""

    def __init__(self, texts, sources, everywhere):
        self.texts, self.sources_of, self.everywhere = texts, sources, everywhere
        self.rows = [row for text in list(texts.values()) + everywhere for row in sequences(text)]
        self.found = {}

    def sources(self, section):
        return ", ".join(repr(name) for name in self.sources_of(section)) or "none"

    def __call__(self, section):
        if section not in self.found:
            chosen = [self.texts.get(name, "") for name in self.sources_of(section)]
            self.found[section] = set().union(*(numbers(text)
                                                for text in chosen + self.everywhere))
        return self.found[section]


def check(root, folder):
    """Every problem of the Korean page in `folder`: header, links, sections, widths, output
    blocks, quoted code and numbers, as messages."""
    path = folder / PAGE
    if not path.is_file():
        return ["%s is missing" % path.relative_to(root)]
    problem = _meta(folder)
    text = path.read_text("utf-8")
    headings, blocks, texts = writeups.parse(text)
    english, source = (_text(folder / name) for name in (ENGLISH_PAGE, "solution.c"))
    found = (header_problems(problem, text) + link_problems(folder, problem, english, text)
             + section_problems(headings) + width_problems(text)
             + quote_problems(text, source, texts)
             + writeups.block_problems(root, folder, blocks, REQUIRED_BLOCKS, PAGE))
    study = root / STUDY_PAGE
    english_texts = dict(writeups.parse(english)[2])
    english_texts[STUDY_PAGE] = study.read_text("utf-8") if study.is_file() else ""
    known = Known(english_texts, lambda section: SOURCES.get(section, ()),
                  [source] + [block.text for block in blocks])
    top = {i for i, _ in _top(text, 3)}
    return found + number_problems(text, known, checked_lines(text, blocks, top))


def refresh(root, folder):
    """Write the header and the output blocks of the Korean page in `folder` from problem.json
    and the blocks' commands; (blocks changed, the header counted as one, errors)."""
    path = folder / PAGE
    text = path.read_text("utf-8")
    lines = text.split("\n")
    for (i, _), wanted in zip(_top(text, 3), header(_meta(folder))):
        lines[i] = wanted
    path.write_text("\n".join(lines), "utf-8")
    changed, errors = writeups.refresh_writeup(root, folder, PAGE)
    return changed + ("\n".join(lines) != text), errors


def _front_section(text):
    """(index of its first line, its text) of the front README's Korean section, or None."""
    lines = text.split("\n")
    start = next((i for i, line in enumerate(lines) if line == "## " + FRONT_SECTION), None)
    if start is None:
        return None
    end = next((j for j in range(start + 1, len(lines)) if lines[j].startswith("## ")),
               len(lines))
    return start, "\n".join(lines[start:end])


def front_problems(root):
    """What is wrong with the front README and its Korean section: the page links every
    finished problem's Korean page (its table of the problems does, made from problem.json),
    the section links no page that is missing, every line of it fits WIDTH columns, and its
    numbers outside its output blocks are the rest of the page's (number_problems)."""
    from . import problems as found_problems  # (problems imports this module's importers)
    page = writeups.FRONT_README
    text = (root / page).read_text("utf-8")
    wanted = ["problems/%s/%s" % (problem.name, PAGE)
              for problem in found_problems.find(root=root)]
    section = _front_section(text)
    if section is None:
        return ["%s has no section `## %s`" % (page, FRONT_SECTION)] if wanted else []
    start, body = section
    issues = ["%s does not link %s (python3 judge/writeup.py --refresh %s)"
              % (page, target, page) for target in wanted if "(%s)" % target not in text]
    issues += ["%s: section %r links %s, which does not exist" % (page, FRONT_SECTION, target)
               for target in re.findall(r"\]\(([^)\s]*%s)\)" % re.escape(PAGE), body)
               if not (root / target).is_file()]
    issues += width_problems(body, page, start + 1)
    lines = text.split("\n")
    rest = "\n".join(lines[:start] + lines[start + body.count("\n") + 1:])
    blocks = writeups.parse(body, writeups._FRONT_COMMAND)[1]
    known = Known({"the rest of the page": rest}, lambda section: ("the rest of the page",),
                  [block.text for block in blocks])
    return issues + number_problems(body, known, checked_lines(body, blocks), page, start + 1)


def page_problems(root, page):
    """What is wrong with an example page (writeups.EXAMPLE_PAGES): its examples
    (writeups.front_problems) and, on the front README, its Korean section."""
    found = writeups.front_problems(root, page)
    return found + front_problems(root) if page == writeups.FRONT_README else found
