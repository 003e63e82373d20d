"""What a problem folder must hold, written once: its files, problem.json's fields, the names
each script provides and what they promise, the input rule of solution.c, the rules of the
write-up and of wrong/*.c.

The guide (testdata/README.md, "What a problem folder holds") shows it as
`python3 judge/new.py --contracts` prints it; `make new` writes its template from it; `make
test` holds every problem to it (check); a folder still holding a TODO mark is not finished
(unfinished), and the commands that do not name it skip it (lib/problems.py).
"""
import collections
import re
import textwrap

from . import writeups

TODO = "TODO"
_TODO_MARK = re.compile(r"\bTODO\b")
_MARKED_SUFFIXES = (".py", ".c", ".cpp", ".json", ".md")  # the files where a TODO mark counts
WRONG_FIRST_LINE = re.compile(r"/\* (WA|PE|TLE|RE|MLE|OLE|REJECTED): \S.* \*/\Z")
WRONG_MIN = 4  # wrong/*.c: at least this many
WIDTH = 80  # the guide's lines

Name = collections.namedtuple("Name", "name signature promise optional")
Name.__new__.__defaults__ = (False,)
Name.__doc__ = """One name a script provides: `signature` as the guide shows it, `promise` what
it does, `optional` when only some problems need it."""

FILES = (
    ("problem.json", "the problem as data: the fields below"),
    ("solution.c", "the solution to paste into BOJ: C11, libc only, one screen"),
    ("game.py", "the rules of the game, written only here"),
    ("brute.py", "the exhaustive game-tree search over game.py's rules"),
    ("reference.py", "the write-up's theorem: big inputs' answers, the strategy of make play"),
    ("gen.py", "the named kinds of test input"),
    ("figure.py", "draws figure.svg from the search"),
    ("figure.svg", "what figure.py draws (make figures writes it)"),
    ("README.md", "the write-up"),
    ("wrong/*.c", f"at least {WRONG_MIN} realistic wrong solutions"),
)
FIELDS = (
    ("id", "BOJ's number of the problem"),
    ("slug", "the folder's name after the id"),
    ("title", '{"en": ..., "ko": ...}: the title in English and as BOJ writes it'),
    ("link", "https://www.acmicpc.net/problem/<id>"),
    ("time_limit_s", "BOJ's time limit, in seconds"),
    ("memory_limit_mb", "BOJ's memory limit, in MB"),
    ("limits_source", "where the two limits come from: BOJ's page, or a copy of it one can "
                      "read"),
    ("idea", "the idea in one line, for the tables that list the problems"),
    ("study", '{"order", "teaches"}: its place in problems/README.md\'s reading order, and '
              'what it teaches'),
    ("boj_data", '{"note": ...}: what BOJ\'s own data is known to hold, and the evidence'),
    ("ranges", 'for each value: {"min", "max", "boj_min", "boj_max"} (null: no bound), and '
               '"boj_data_max", "answered_min", "answered_max" where they apply'),
    ("input", 'the lines of the input, each the names of its numbers (lib/inputs.py); a '
              'folder with a validate.py of its own needs none'),
    ("tests", 'the plan: [{"kind", "count"}, ...], with "first", "name", "build_only"'),
)
OPTIONAL_FIELDS = (
    ("no_extra_time", 'true where BOJ marks the problem "추가 시간 없음": every language '
                      "gets the statement's time limit"),
    ("no_extra_memory", 'true where BOJ marks it "추가 메모리 없음": every language gets the '
                        "statement's memory limit"),
    ("answers", "how the report aligns a several-game output (judge/README.md)"),
    ("bench", '{"baseline", "case", "goal"}: a benchmark of make bench'),
)
_GAME = (
    Name("PLAYERS", "PLAYERS", "the names of the first and the second player"),
    Name("TEXTS", "TEXTS", '{language: {name: text}}: the words of its lines in each language '
         'make play speaks besides English, "players" among them; intro, show, move_help, '
         'read_move and say_move then take lang="en"', True),
    Name("start", "start(text) -> position", "the start an input text describes, read "
         "leniently (inputs.scan_start); ValueError when it has none"),
    Name("games_in", "games_in(text) -> int", "how many games an input holds", True),
    Name("intro", "intro(position) -> str", "which game a start plays, and its rules: one "
         "paragraph, wrapped by whoever prints it"),
    Name("small_starts", "small_starts() -> [str]", "the input texts of every small start"),
    Name("random_start", "random_start(rng) -> str", "one of small_starts(), from a "
         "random.Random"),
    Name("moves", "moves(position)", "the legal moves, an iterable; none at the end"),
    Name("after", "after(position, move)", "the position after the move"),
    Name("over", "over(position)", "None while the game goes on; at its end, whether the "
         "player to move has won"),
    Name("show", "show(position) -> str", "the position drawn from the rules alone (at most "
         "games.DRAWING_WIDTH columns): no verdict, no invariant"),
    Name("move_help", "move_help(position) -> str", "the legal moves, with no example move"),
    Name("read_move", "read_move(position, text)", "the move typed; ValueError when it is not "
         "legal"),
    Name("move_text", "move_text(position, move)", "what to type for the move: read_move's "
         "inverse"),
    Name("say_move", "say_move(position, move)", "a short description, one per move of a "
         "position"),
)
_BRUTE = (
    Name("answer", "answer(text) -> str", "the expected output, by exhaustive game search"),
    Name("feasible", "feasible(text) -> bool", "whether answer(text) finishes in a few "
         "seconds"),
    Name("domain", "domain() -> iterable", "the input texts of the whole small domain"),
    Name("table", "table() -> str", "the table of small cases in README.md"),
    Name("mover_wins", "mover_wins(position) -> bool", "whether the player to move wins, by "
         "the search"),
    Name("DOMAIN", "DOMAIN", "what domain() covers, in words: \"every N ≤ 2,000\""),
    Name("COMMANDS", "COMMANDS", "answer (the default), table, play-out START "
         "(games.play_out), and the write-up's others"),
)
_REFERENCE = (
    Name("answer", "answer(text) -> str", "a second, independent source for big inputs"),
    Name("winning_move", "winning_move(position)", "a move that wins by the theorem, None "
         "when the player to move loses; fast on the whole range"),
    Name("why", "why(position) -> str", "one line: the theorem's reason for that verdict "
         "(make play's `why` after `hint`)"),
    Name("how_to_decide", "how_to_decide(position) -> str", "one line: what to compute and why "
         "it decides, naming neither the verdict nor a move (`why` before `hint`)"),
    Name("invariant", "invariant(position) -> str", "the invariant the write-up teaches, "
         "drawn beside game.show (make play's `show`, brute play-out)"),
    Name("TEXTS", "TEXTS", "as game.py's, for why, how_to_decide and invariant", True),
    Name("resisting_move", "resisting_move(position)", "from a lost position, the move "
         "games.LongestGame.resisting_move picks, by a rule fast on the whole range"),
    Name("COMMANDS", "COMMANDS", "answer (the default)"),
)
_GEN = (
    Name("KINDS", "KINDS", "{kind: its cases}, the named kinds of input (sample, edge, max, "
         "random, small): a list of cases (seed N makes the Nth) or a function of the seed "
         "that makes one, from random.Random"),
    Name("generate", "generate(kind, seed) -> str", "one valid input: games.generator(KINDS, "
         "TEXT_OF), TEXT_OF(case) its text; ValueError for a kind or seed it has not"),
    Name("shrink", "shrink(text) -> [str]", "smaller valid inputs, the smallest first "
         "(games.smaller_values)"),
    Name("COMMANDS", "COMMANDS", "generate KIND SEED (the default)"),
)
_FIGURE = (Name("COMMANDS", "COMMANDS", "draw (the default): figure.svg's text (lib/svg.py)"),)
SCRIPTS = {"game": _GAME, "brute": _BRUTE, "reference": _REFERENCE, "gen": _GEN,
           "figure": _FIGURE}
COMMANDS_NEEDED = {"brute": ("answer", "table", "play-out"), "reference": ("answer",),
                   "gen": ("generate",), "figure": ("draw",)}
SOLUTION_RULES = (
    "compiles with no warning under BOJ's C11 command, gcc -std=c99 -pedantic -Wall -Wextra "
    "-Werror and clang -std=c11 -Wall -Wextra -Werror;",
    "reads its input as an accepted scanf submission does: any blanks and blank lines between "
    "the numbers, CRLF, no final newline, leading zeros;",
    "answers every input in which the lenient reading of problem.json's \"input\" "
    "(inputs.canonical) finds the numbers, and refuses every other with one line on standard "
    "error and exit status 1: never a crash, a hang or undefined behaviour (make test fuzzes "
    "it under the sanitizers).",
)
WRONG_RULES = (
    f"at least {WRONG_MIN}, each a mistake a real submission makes, opening with the verdict "
    "it must get and why: /* WA: uses 32-bit ints, so N near 2^31 overflows */, the verdict "
    "one of WA PE TLE RE MLE OLE REJECTED (REJECTED: any verdict but AC).",
)


def writeup_rules():
    """The rules of the write-up, from lib/writeups.py's own constants."""
    blocks = ", ".join(f"{section!r} ({command.strip() or 'any command'})"
                       for section, command in writeups.REQUIRED_BLOCKS.items())
    return (
        "opens with the title line and the limits line made from problem.json "
        "(writeups.header);",
        f"has the {len(writeups.SECTIONS)} sections, as `## ` headings in this order: "
        + ", ".join(writeups.SECTIONS) + ";",
        "an output block is a fenced block or a table followed by the line `python3 "
        "judge/problem.py ID SCRIPT ...` in backticks: it must be what that command prints "
        f"(a block whose line says {writeups.SLOW_MARK!r} is not run); sections that need "
        f"one: {blocks};",
        f"every line of a code block fits {writeups.CODE_WIDTH} columns;",
        f"'Small cases' shows ![caption]({writeups.FIGURE}) with a caption, and "
        f"{writeups.FIGURE} is what figure.py draws;",
        "each exercise of 'Variations and exercises' opens with **N.** and has its answer in "
        "a <details> of its own.",
    )


def _entries(rows, name_width, indent=""):
    """Two columns: each name, then its text wrapped to WIDTH beside it."""
    lines = []
    for name, text in rows:
        wrapped = textwrap.wrap(text, WIDTH - len(indent) - name_width) or [""]
        lines.append(f"{indent}{name:<{name_width}}{wrapped[0]}".rstrip())
        lines += [" " * (len(indent) + name_width) + more for more in wrapped[1:]]
    return lines


def _rules(title, rules):
    lines = [title]
    for rule in rules:
        wrapped = textwrap.wrap(rule, WIDTH - 4)
        lines += ["  - " + wrapped[0]] + ["    " + more for more in wrapped[1:]]
    return lines


def guide():
    """The contracts as the guide shows them, in lines of at most WIDTH columns."""
    lines = ["problems/<id>-<slug>/ holds"] + _entries(FILES, 15, "  ")
    lines += ["", "problem.json's fields"] + _entries(FIELDS, 18, "  ")
    lines += ["and where they apply"] + _entries(OPTIONAL_FIELDS, 18, "  ")
    for script, names in SCRIPTS.items():
        rows = [(name.signature, name.promise + (" (where needed)" if name.optional else ""))
                for name in names]
        lines += ["", f"{script}.py provides"] + _entries(rows, 31, "  ")
    lines += [""] + _rules("solution.c", SOLUTION_RULES)
    lines += [""] + _rules("README.md, the write-up", writeup_rules())
    lines += [""] + _rules("wrong/*.c", WRONG_RULES)
    return "\n".join(lines) + "\n"


def marked_files(folder):
    """The files of a problem folder where a TODO mark counts, sorted."""
    return sorted(path for path in folder.rglob("*")
                  if path.is_file() and path.suffix in _MARKED_SUFFIXES)


def marks(folder):
    """{FILE: [the numbers of its lines holding a TODO mark]} of the folder (FILE relative to
    it, in the order of marked_files); empty when it is finished."""
    found = {}
    for path in marked_files(folder):
        try:
            data = path.read_bytes()
        except OSError:
            continue
        if TODO.encode() in data:
            numbers = [number for number, line
                       in enumerate(data.decode("utf-8", "replace").split("\n"), 1)
                       if _TODO_MARK.search(line)]
            if numbers:
                found[str(path.relative_to(folder))] = numbers
    return found


def unfinished(folder):
    """Where the folder still holds a TODO mark, as "FILE line N" (FILE relative to the
    folder); empty when it is finished."""
    return [f"{name} line {number}" for name, numbers in marks(folder).items()
            for number in numbers]


def _script_problems(problem, script, names):
    try:
        module = problem.script(script, optional=True)
    except Exception as error:  # a script that does not import breaks its contract
        return [f"{script}.py does not import: {type(error).__name__}: {error}"]
    if module is None:
        return []  # named among the missing files
    found = []
    for name in names:
        value = getattr(module, name.name, None)
        if value is None:
            if not name.optional:
                found.append(f"{script}.py has no {name.name}: {name.promise}")
        elif name.name != name.name.upper() and not callable(value):
            found.append(f"{script}.py: {name.name} is not a function")
    commands = getattr(module, "COMMANDS", None)
    if isinstance(commands, dict):
        found += [f"{script}.py: COMMANDS has no {command!r}"
                  for command in COMMANDS_NEEDED.get(script, ()) if command not in commands]
    elif commands is not None:
        found.append(f"{script}.py: COMMANDS is not a dict of command names")
    return found


def wrong_problems(folder):
    """What is wrong with the folder's wrong/*.c: how many, and each first line."""
    sources = sorted((folder / "wrong").glob("*.c"))
    found = [] if len(sources) >= WRONG_MIN else [
        f"wrong/ holds {len(sources)} *.c, fewer than {WRONG_MIN}"]
    for source in sources:
        first = source.read_text("utf-8", "replace").split("\n", 1)[0].strip()
        if not WRONG_FIRST_LINE.match(first):
            found.append(f"wrong/{source.name}: the first line is not `/* VERDICT: why */`: "
                         f"{first[:60]!r}")
    return found


def check(problem):
    """What a problem (a problems.Problem) lacks of its contracts, as messages: files,
    problem.json's fields, the scripts' names and commands, wrong/*.c."""
    folder = problem.folder
    found = [f"{name} is missing" for name, _ in FILES
             if "*" not in name and not (folder / name).is_file()]
    own_validator = (folder / "validate.py").is_file()
    found += [f"problem.json has no {field!r}: {what}" for field, what in FIELDS
              if field not in problem.meta and not (field == "input" and own_validator)]
    for script, names in SCRIPTS.items():
        found += _script_problems(problem, script, names)
    return found + wrong_problems(folder)
