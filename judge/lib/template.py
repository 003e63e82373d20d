"""The template of a new problem folder (`make new`): every file lib/contracts.py asks for, each
part marked TODO, each script's names with their promises as docstrings. files() gives the
files' texts; judge/new.py writes them. testdata/README.md ("Adding a problem") is the guide."""
import json
import re

from . import contracts, writeups

_ARGUMENTS = re.compile(r"\((.*?)\)")
_SCRIPT_IMPORTS = {  # what each script's template imports
    "game": "from lib import inputs, problems",
    "brute": ("import functools\n\nfrom lib import games, problems\n\nfrom . import game\n\n"
              "PROBLEM = problems.of(__name__)"),
    "reference": "from . import game",
    "gen": "import random\n\nfrom lib import games, inputs, problems",
    "figure": "from lib import svg\n\nfrom . import brute",
}
_SCRIPT_TAILS = {  # the lines after a script's functions
    "game": 'PLAYERS = ("TODO: the first player", "TODO: the second player")\n',
    "brute": ('DOMAIN = "TODO: what domain() covers, in words"\n\n\n'
              'def play_out(start):\n'
              '    """One game from START (the input, \\\\n for a line break), both players '
              'perfect."""\n'
              '    return games.play_out(PROBLEM, games.input_text(start))\n\n\n'
              'COMMANDS = {"answer": answer, "table": table, "play-out": play_out}\n'
              'DEFAULT_COMMAND = "answer"\n'),
    "reference": 'COMMANDS = {"answer": answer}\nDEFAULT_COMMAND = "answer"\n',
    "gen": ('def random_case(seed):\n'
            '    """TODO: one case, from random.Random(seed)."""\n'
            '    raise NotImplementedError("TODO")\n\n\n'
            'KINDS = {"sample": (), "edge": (), "max": (), "random": random_case,  # TODO: the '
            'cases\n         "small": random_case}\n'
            'generate = games.generator(KINDS, lambda n: f"{n}\\n")  # TODO: a case\'s text\n'
            'COMMANDS = {"generate": generate}\nDEFAULT_COMMAND = "generate"\n'),
    "figure": ('def draw():\n    """The SVG text of figure.svg (lib/svg.py draws it)."""\n'
               '    raise NotImplementedError("TODO")\n\n\n'
               'COMMANDS = {"draw": draw}\nDEFAULT_COMMAND = "draw"\n'),
}
_MADE_BY_LIBRARY = ("generate",)  # functions a script makes with the library, in its tail
_SECTION_HINTS = {
    "Statement": "the problem in your own words",
    "Input and output": "the exact format, and what solution.c answers and refuses",
    "Samples": "BOJ's samples, explained",
    "Finding the idea": "the brute force's table, the pattern, the conjecture (an output "
                        "block)",
    "The idea": "the theorem in a few lines",
    "Proof": "its proof",
    "A game played out": "one whole game (a `brute play-out` output block)",
    "Small cases": "the search's table (a `brute table` output block) and the figure",
    "Complexity": "time and memory of solution.c",
    "Pitfalls": "the mistakes of wrong/*.c",
    "Variations and exercises": "exercises, each with its answer in a <details>",
    "Related problems": "games that use the same ideas",
}


def problem_json(problem_id, slug, order):
    """problem.json's text: the fields of contracts.FIELDS, the values to change marked TODO;
    `order` its place in the reading order, after the problems there are."""
    meta = {
        "id": problem_id, "slug": slug,
        "title": {"en": "TODO: the title in English", "ko": "TODO: the title as BOJ has it"},
        "link": f"https://www.acmicpc.net/problem/{problem_id}",
        "time_limit_s": 1, "memory_limit_mb": 128,
        "limits_source": "TODO: where the limits come from (BOJ's page of the problem)",
        "idea": "TODO: the idea in one line",
        "study": {"order": order, "teaches": "TODO: what the problem teaches"},
        "boj_data": {"note": "TODO: what BOJ's own data is known to hold, and the evidence "
                             "(judge/README.md, 'Where a test lies')"},
        "ranges": {"N": {"min": 1, "max": 1000, "boj_min": 1, "boj_max": 1000}},
        "input": {"lines": ["N"]},
        "tests": [{"kind": "sample", "count": 2}, {"kind": "edge", "count": 10},
                  {"kind": "max", "count": 2}, {"kind": "random", "count": 10}],
        "TODO": "limits, ranges, input and tests above are an example: make them this "
                "problem's, then remove this line",
    }
    return json.dumps(meta, indent=2, ensure_ascii=False) + "\n"


def solution_c(problem_id):
    return (f"/* TODO: BOJ {problem_id}: the solution, as pasted into BOJ. It reads the input "
            "as scanf\n   does, and refuses what has no answer with one line on stderr and "
            "exit status 1\n   (testdata/README.md, \"What a problem folder holds\"). */\n"
            "#include <stdio.h>\n\nint main(void)\n{\n"
            "    fputs(\"TODO: not written yet\\n\", stderr);\n    return 1;\n}\n")


def _function(name):
    arguments = _ARGUMENTS.search(name.signature).group(1)
    return (f"def {name.name}({arguments}):\n    \"\"\"{name.promise[0].upper()}"
            f"{name.promise[1:]}.\"\"\"\n    raise NotImplementedError(\"TODO\")\n")


def script(problem_id, name):
    """The text of the script `name` ("game", ...): its docstring, imports and every function
    of its contract, each raising NotImplementedError until written."""
    what = dict(contracts.FILES)[f"{name}.py"]
    head = (f'"""TODO: {what}, for BOJ {problem_id}.\n\n'
            f'    python3 judge/problem.py {problem_id} {name} ...\n"""\n')
    functions = [_function(entry) for entry in contracts.SCRIPTS[name]
                 if entry.name != entry.name.upper() and not entry.optional
                 and entry.name not in _MADE_BY_LIBRARY]
    return "\n\n".join([head + _SCRIPT_IMPORTS[name] + "\n"] + functions
                       + [_SCRIPT_TAILS[name]]).replace("\n\n\n\n", "\n\n\n")


def readme(meta):
    """The write-up of the problem `meta` (problem.json's fields): the title lines the checks
    ask for (writeups.header), and the sections of lib/writeups.py, each marked TODO."""
    lines = [*writeups.header(meta), ""]
    for section in writeups.SECTIONS:
        lines += [f"## {section}", "", f"TODO: {_SECTION_HINTS[section]}.", ""]
    return "\n".join(lines)


def files(problem_id, slug, order):
    """{path relative to the folder: text} of a new problem folder, `order` its place in the
    reading order."""
    meta = problem_json(problem_id, slug, order)
    made = {"problem.json": meta, "solution.c": solution_c(problem_id),
            "README.md": readme(json.loads(meta)),
            "wrong/example.c": "/* TODO: VERDICT: why (testdata/README.md, wrong/*.c) */\n"}
    for name in contracts.SCRIPTS:
        made[f"{name}.py"] = script(problem_id, name)
    return made
