"""The checks of the write-ups (problems/<folder>/README.md) and of the front README.md's
examples: a write-up's title line, sections and exercises; every output block exactly what the
command under it prints (a number of a measured time or memory matching any number); every code
line within 80 columns; figure.svg what figure.py draws; and refresh(), which writes what the
commands print into the blocks. writeup.py, figures.py and check.py drive it; the rules in full:
testdata/README.md ("The write-ups")."""
import json
import os
import re
import shlex
import subprocess
import unicodedata

from . import cli

SECTIONS = ("Statement", "Input and output", "Samples", "Finding the idea", "The idea", "Proof",
            "A game played out", "Small cases", "Complexity", "Pitfalls",
            "Variations and exercises", "Related problems")
# section -> what one of its output blocks' commands must contain ("" for any command)
REQUIRED_BLOCKS = {"Finding the idea": "", "A game played out": " brute play-out ",
                   "Small cases": " brute table", "Variations and exercises": ""}
SLOW_MARK = "outside make test"
CODE_WIDTH = 80
FRONT_README = "README.md"
EXAMPLE_PAGES = (FRONT_README, "judge/README.md", "problems/README.md", "testdata/README.md")
# (the pages whose examples run their commands)
FRONT_STATUSES = (0, 1)
MAKE_VARIABLES = ("MAKELEVEL", "MAKEFLAGS", "MFLAGS")  # what a make tells the makes it runs
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")  # the language a tool speaks
# A time or a peak, with the spaces that pad it to its column: 5.3 and 11.5 ms take as many.
MEASURED = re.compile(r" *[0-9]+(?:\.[0-9]+)?(?= (?:ms|KiB)\b)")
_WRITEUP_COMMAND = re.compile(r"`(python3 [^`]+)`")
_FRONT_COMMAND = re.compile(r"`((?:printf '[^']*' \| )?(?:make |python3 judge/)[^`]+)`")
FIGURE = "figure.svg"
FIGURE_SCRIPT = "figure.py"
LAUNCHER = "judge/problem.py"
COMMAND_TIMEOUT_S = 120
_FIGURE_LINK = re.compile(r"!\[([^\]]*)\]\(" + re.escape(FIGURE) + r"\)")


class Block:
    """An output block: its text, its command, the section and line (from 1) where it starts,
    and the lines (from 0, end excluded) its text takes in the file."""

    def __init__(self, text, command, section, line, slow, body):
        self.text, self.command, self.section = text, command, section
        self.line, self.slow, self.body = line, slow, body


def _command_of(line, command):
    """The command in backticks at the start of `line` that the regex `command` takes, or
    None."""
    match = command.match(line)
    return match.group(1) if match else None


def parse(text, command_line=_WRITEUP_COMMAND):
    """(the `##` headings in order, the output blocks, {heading: the section's text}) of a
    write-up's text; the regex `command_line` takes the command under a block."""
    lines = text.split("\n")
    headings, blocks, section, texts = [], [], None, {}
    i = 0
    while i < len(lines):
        line = lines[i]
        start, body = i, None
        if line.startswith("```"):
            end = next((j for j in range(i + 1, len(lines)) if lines[j].startswith("```")),
                       len(lines))
            body, i = range(i + 1, end), end + 1
        elif line.startswith("|"):
            end = i
            while end < len(lines) and lines[end].startswith("|"):
                end += 1
            body, i = range(i, end), end
        else:
            if line.startswith("## "):
                section = line[3:].strip()
                headings.append(section)
            texts[section] = texts.get(section, "") + line + "\n"
            i += 1
            continue
        texts[section] = texts.get(section, "") + "\n".join(lines[start:i]) + "\n"
        after = i + 1 if i < len(lines) and lines[i] == "" else i
        command = _command_of(lines[after], command_line) if after < len(lines) else None
        if command is not None:
            blocks.append(Block("\n".join(lines[body.start:body.stop]), command, section,
                                start + 1, SLOW_MARK in lines[after], body))
    return headings, blocks, texts


def header(problem):
    """The first two lines every write-up opens with, from its problem.json: the title, in
    English and in Korean (a `~` escaped for Markdown), and the link with BOJ's limits."""
    korean = problem["title"]["ko"].replace("~", "\\~")
    return ("# BOJ %s %s (%s)" % (problem["id"], problem["title"]["en"], korean),
            "<%s> · time limit %s s · memory limit %s MB"
            % (problem["link"], problem["time_limit_s"], problem["memory_limit_mb"]))


def header_problems(folder, text):
    """What is wrong with the title and limits lines of the write-up in `folder`."""
    lines = [line for line in text.split("\n")[:4] if line.strip()][:2]
    expected = header(json.loads((folder / "problem.json").read_text("utf-8")))
    return ["README.md opens with %r, not %r" % (got, wanted)
            for got, wanted in zip(lines + ["", ""], expected) if got != wanted]


def exercise_problems(texts):
    """Each exercise of "Variations and exercises" (a paragraph opening `**N.`) has its answer
    in one `<details>` of its own, before the next exercise."""
    problems, open_exercise = [], None
    for line in texts.get("Variations and exercises", "").split("\n"):
        exercise = re.match(r"\*\*(\d+)\.", line)
        if exercise or line.startswith("<details>"):
            if exercise and open_exercise is not None:
                problems.append("exercise %s has no <details> of its own" % open_exercise)
            if line.startswith("<details>") and open_exercise is None:
                problems.append("a <details> follows no exercise of its own")
            open_exercise = exercise.group(1) if exercise else None
    if open_exercise is not None:
        problems.append("exercise %s has no <details> of its own" % open_exercise)
    return problems


def section_problems(headings):
    """What is wrong with the `##` headings of a write-up, as a list of messages."""
    if tuple(headings) == SECTIONS:
        return []
    missing = [name for name in SECTIONS if name not in headings]
    extra = [name for name in headings if name not in SECTIONS]
    problems = []
    if missing:
        problems.append("missing sections: " + ", ".join(missing))
    if extra:
        problems.append("sections that do not belong: " + ", ".join(extra))
    if not missing and not extra:
        problems.append("sections out of order or repeated: " + ", ".join(headings))
    return problems


def _script_argv(root, folder, command):
    """The argv of a block's command, or a message saying why it is not one of the folder's:
    `python3 judge/problem.py ID SCRIPT ...`, ID the id of the problem in `folder`."""
    try:
        words = shlex.split(command)
    except ValueError as error:
        return None, "cannot read the command %r: %s" % (command, error)
    problem_id = str(json.loads((folder / "problem.json").read_text("utf-8"))["id"])
    if len(words) < 4 or words[:3] != ["python3", LAUNCHER, problem_id]:
        return None, "%r does not run a script of %s (python3 %s %s SCRIPT ...)" % (
            command, folder.name, LAUNCHER, problem_id)
    if not (folder / (words[3] + ".py")).is_file():
        return None, "%r: %s has no %s.py" % (command, folder.name, words[3])
    return [*cli.PYTHON, str(root / LAUNCHER)] + words[2:], None


def run_command(root, argv):
    """(standard output, None) of argv run from `root`, or (None, why it failed); run once per
    process (the Korean page shows blocks of the English one)."""
    key = (str(root), tuple(argv))
    if key not in _printed:
        _printed[key] = _run_command(root, argv)
    return _printed[key]


_printed = {}  # (root, argv) -> what run_command gave


def _run_command(root, argv):
    try:
        done = subprocess.run(argv, cwd=str(root), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=COMMAND_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        return None, "ran longer than %d s" % COMMAND_TIMEOUT_S
    if done.returncode != 0:
        return None, "exit %d: %s" % (done.returncode,
                                      done.stderr.decode("utf-8", "replace").strip()[-300:])
    return done.stdout.decode("utf-8", "replace"), None


def first_difference(shown, printed):
    """Where the block `shown` departs from what its command `printed`, in one or two lines."""
    old, new = shown.split("\n"), printed.split("\n")
    for number, (a, b) in enumerate(zip(old, new), 1):
        if a != b:
            return "line %d of the block:\n  shows  %s\n  prints %s" % (number, a[:90], b[:90])
    return "the block has %d lines, the command prints %d" % (len(old), len(new))


def block_problems(root, folder, blocks, required=None, page="README.md"):
    """What is wrong with the output blocks of the write-up in `folder` (or of its `page`,
    whose sections need the blocks of `required`, default REQUIRED_BLOCKS), as messages."""
    problems = []
    for section, needed in (REQUIRED_BLOCKS if required is None else required).items():
        if not any(b.section == section and needed in b.command for b in blocks):
            what = "`%s` output block" % needed if needed else "output block"
            problems.append("section %r has no %s with its command under it"
                            % (section, what))
    for block in blocks:
        argv, error = _script_argv(root, folder, block.command)
        if error is None and not block.slow:
            printed, error = run_command(root, argv)
            if error is None and printed.rstrip("\n") != block.text.rstrip("\n"):
                error = "`%s` prints something else; %s" % (
                    block.command, first_difference(block.text.rstrip("\n"),
                                                    printed.rstrip("\n")))
        if error is not None:
            problems.append("%s line %d: %s" % (page, block.line, error))
    return problems


def width(line):
    """The columns `line` takes on a terminal: two for a wide (East Asian) character."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)


def width_problems(text, name="README.md"):
    """The lines of fenced code blocks wider than CODE_WIDTH, as messages."""
    problems, fenced = [], False
    for number, line in enumerate(text.split("\n"), 1):
        if line.startswith("```"):
            fenced = not fenced
        elif fenced and width(line) > CODE_WIDTH:
            problems.append("%s line %d: %d columns in a code block, more than %d: %s"
                            % (name, number, width(line), CODE_WIDTH, line[:60]))
    return problems


def masked(text):
    """`text` with every MEASURED number, and the spaces before it, written ` #`."""
    return MEASURED.sub(" #", text)


def run_front_command(root, command):
    """(standard output, None) of a front README example's command, or (None, why not). It
    runs as from a person's shell, even under make (which would have a `make` in it say which
    directory it enters), in English whatever this machine's locale (`make play` speaks the
    language of LANG; an example in another language says so on its command line)."""
    env = {name: value for name, value in os.environ.items()
           if name not in MAKE_VARIABLES + LANGUAGE_VARIABLES}
    try:
        done = subprocess.run(["sh", "-c", command], cwd=str(root), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=COMMAND_TIMEOUT_S, check=False,
                              env=env)
    except subprocess.TimeoutExpired:
        return None, "ran longer than %d s" % COMMAND_TIMEOUT_S
    if done.returncode not in FRONT_STATUSES:
        return None, "exit %d: %s" % (done.returncode,
                                      done.stderr.decode("utf-8", "replace").strip()[-300:])
    return done.stdout.decode("utf-8", "replace"), None


def front_blocks(root, page=FRONT_README):
    """The output blocks of an example page (EXAMPLE_PAGES), the front README.md by default."""
    return parse((root / page).read_text("utf-8"), _FRONT_COMMAND)[1]


def front_problems(root, page=FRONT_README):
    """What is wrong with the examples of an example page, as messages."""
    blocks = front_blocks(root, page)
    problems = []
    if not blocks:
        problems.append("%s shows no example followed by its command" % page)
    for block in blocks:
        printed, error = run_front_command(root, block.command)
        shown = masked(block.text.rstrip("\n"))
        if error is None and masked(printed.rstrip("\n")) != shown:
            error = "`%s` prints something else; %s" % (
                block.command, first_difference(shown, masked(printed.rstrip("\n"))))
        if error is not None:
            problems.append("%s line %d: %s" % (page, block.line, error))
    return problems


def refresh(path, blocks, printed):
    """Write into the file `path` each output block's new text, printed[i] for blocks[i]
    (None: leave it); the number of blocks that changed."""
    lines = path.read_text("utf-8").split("\n")
    changed = 0
    for block, text in sorted(zip(blocks, printed), key=lambda pair: -pair[0].line):
        if text is None:
            continue
        new = text.rstrip("\n").split("\n")
        if lines[block.body.start:block.body.stop] != new:
            lines[block.body.start:block.body.stop] = new
            changed += 1
    path.write_text("\n".join(lines), "utf-8")
    return changed


def refresh_header(folder):
    """Write the title and limits lines of the write-up in `folder` from its problem.json
    (header): in place of its first two lines, a `# ` title and a `<` link, where it opens
    with them, else above its text; whether they changed."""
    readme = folder / "README.md"
    lines = readme.read_text("utf-8").split("\n")
    wanted = list(header(json.loads((folder / "problem.json").read_text("utf-8"))))
    shown = [at for at in range(min(4, len(lines))) if lines[at].strip()][:2]
    if len(shown) == 2 and lines[shown[0]].startswith("# ") and lines[shown[1]].startswith("<"):
        if [lines[at] for at in shown] == wanted:
            return False
        lines[shown[0]], lines[shown[1]] = wanted
    else:
        lines[:0] = wanted + [""]
    readme.write_text("\n".join(lines), "utf-8")
    return True


def refresh_writeup(root, folder, page="README.md"):
    """Refresh the output blocks of the write-up in `folder` (or of its `page`), and the title
    lines of the English one (refresh_header); (blocks changed, the title lines counted as one,
    errors)."""
    readme = folder / page
    header_changed = refresh_header(folder) if page == "README.md" else False
    blocks = parse(readme.read_text("utf-8"))[1]
    printed, errors = [], []
    for block in blocks:
        argv, error = _script_argv(root, folder, block.command)
        text = None
        if error is None and not block.slow:
            text, error = run_command(root, argv)
        if error is not None:
            errors.append("%s line %d: %s" % (page, block.line, error))
        printed.append(text)
    return refresh(readme, blocks, printed) + header_changed, errors


def refresh_front(root, page=FRONT_README):
    """Refresh the examples of an example page; (blocks changed, errors)."""
    blocks = front_blocks(root, page)
    printed, errors = [], []
    for block in blocks:
        text, error = run_front_command(root, block.command)
        if error is not None:
            errors.append("%s line %d: %s" % (page, block.line, error))
        printed.append(text)
    return refresh(root / page, blocks, printed), errors


def figure_argv(root, folder):
    """The command that prints the figure of the problem in `folder`: its figure.py's draw."""
    return [*cli.PYTHON, str(root / LAUNCHER), folder.name, "figure"]


def figure_problems(root, folder, text):
    """What is wrong with the figure of the write-up in `folder`, as messages."""
    problems = []
    link = _FIGURE_LINK.search(parse(text)[2].get("Small cases", ""))
    if link is None or not link.group(1).strip():
        problems.append("section 'Small cases' does not show ![caption](%s) with a caption"
                        % FIGURE)
    script = folder / FIGURE_SCRIPT
    if not script.is_file():
        return problems + ["%s is missing" % script.relative_to(root)]
    drawn, error = run_command(root, figure_argv(root, folder))
    if error is not None:
        return problems + ["%s: %s" % (FIGURE_SCRIPT, error)]
    path = folder / FIGURE
    if not path.is_file():
        problems.append("%s is missing (make figures)" % path.relative_to(root))
    elif path.read_text("utf-8") != drawn:
        problems.append("%s is not what %s draws now (make figures)"
                        % (path.relative_to(root), FIGURE_SCRIPT))
    return problems


def check(root, folder):
    """Every problem of the write-up in `folder`: its sections, output blocks and figure."""
    readme = folder / "README.md"
    if not readme.is_file():
        return ["%s is missing" % readme.relative_to(root)]
    text = readme.read_text("utf-8")
    headings, blocks, texts = parse(text)
    return (header_problems(folder, text) + section_problems(headings)
            + exercise_problems(texts) + width_problems(text)
            + block_problems(root, folder, blocks) + figure_problems(root, folder, text))
