"""Run a command of a problem's script: the one way to run brute.py, explore.py, gen.py, ...

    python3 judge/problem.py PROBLEM SCRIPT [COMMAND] [ARG ...]
    python3 judge/problem.py PROBLEM [SCRIPT] --help     the scripts' commands, and what each does
    python3 judge/problem.py PROBLEM validate [--boj] [FILE]    the problem's validator
    python3 judge/problem.py --list [table|order|domains]  a list of every problem

PROBLEM is a BOJ id (4342) or a folder name of problems/, SCRIPT one of its scripts without .py
(brute, reference, gen, explore, variations, figure, ...). A script declares its commands in
COMMANDS (name -> function) and DEFAULT_COMMAND; an argument is a string, or an int where the
parameter is annotated so; a parameter called `text` is the whole of standard input. Exit
status: 0 done, 1 a claim that fails or an invalid input, 2 a bad command line (one line on
standard error), 130 on Ctrl-C, 143 on SIGTERM, 141 when the reader left. The manual:
judge/README.md ("A problem's scripts"); what the scripts hold: testdata/README.md.
"""
import inspect
import sys
import textwrap

from lib import cli, inputs, listings, problems

USAGE = "python3 judge/problem.py PROBLEM SCRIPT [COMMAND] [ARG ...]"
VALIDATE_USAGE = "validate [--boj] [FILE]"
WRITE_PIECE = 1 << 16  # characters of the output written at a time
HELP_WIDTH = 80


def commands_of(script):
    """{name: function} of a script module's COMMANDS, and its default command's name or None."""
    found = getattr(script, "COMMANDS", None)
    if not isinstance(found, dict) or not found:
        return {}, None
    return found, getattr(script, "DEFAULT_COMMAND", None)


def _parameters(function):
    return list(inspect.signature(function).parameters.values())


def synopsis(name, function):
    """`name` and its arguments as a command line writes them: `check N`, `answer < input`."""
    words = [name]
    for parameter in _parameters(function):
        if parameter.name == "text":
            words.append("< input")
        elif parameter.kind is parameter.VAR_POSITIONAL:
            words.append(f"{parameter.name.upper()} [{parameter.name.upper()} ...]")
        elif parameter.default is not parameter.empty:
            words.append(f"[{parameter.name.upper()}]")
        else:
            words.append(parameter.name.upper())
    return " ".join(words)


def _summary(function):
    doc = inspect.getdoc(function) or ""
    return doc.split("\n\n")[0].replace("\n", " ")


def _bind(name, function, args):
    """The positional arguments `function` is called with for the command-line `args`."""
    parameters = _parameters(function)
    given, bound = list(args), []
    for parameter in parameters:
        if parameter.name == "text":
            bound.append(sys.stdin.read())
            continue
        if parameter.kind is parameter.VAR_POSITIONAL:
            if not given:
                raise cli.UsageError(f"{synopsis(name, function)}: {parameter.name.upper()} is "
                                 "missing")
            values, given = given, []
        elif given:
            values, given = [given.pop(0)], given
        elif parameter.default is not parameter.empty:
            break
        else:
            raise cli.UsageError(f"{synopsis(name, function)}: {parameter.name.upper()} is missing")
        for value in values:
            if parameter.annotation is int:
                try:
                    value = int(value)
                except ValueError:
                    raise cli.UsageError(f"{synopsis(name, function)}: {parameter.name.upper()} "
                                     f"must be an integer, not {value!r}") from None
            bound.append(value)
    if given:
        raise cli.UsageError(f"{synopsis(name, function)}: unexpected argument {given[0]!r}")
    return bound


def help_text(problem, only=None):
    """The commands of every script of `problem` (or of the script `only`), two lines each:
    the command line, then what the command does."""
    lines = [f"{problem.name}, BOJ {problem.id}: {USAGE}"]
    names = [only] if only is not None else sorted(set(problem.scripts()) | {"validate"})
    for name in names:
        if name == "validate":
            source = ("validate.py" if (problem.folder / "validate.py").is_file()
                      else "the input problem.json declares")
            lines += [f"  {VALIDATE_USAGE}",
                      f"      Checks FILE (or standard input) against {source}."]
            continue
        found, default = commands_of(problem.script(name))
        for command, function in found.items():
            mark = "   (the default: COMMAND may be left out)" if command == default else ""
            lines.append(f"  {name} {synopsis(command, function)}{mark}")
            if _summary(function):
                lines += textwrap.wrap(_summary(function), HELP_WIDTH, initial_indent=" " * 6,
                                       subsequent_indent=" " * 6)
    return "\n".join(lines) + "\n"


def validate_command(problem, args):
    """The `validate` command: (what to print on standard error, exit status)."""
    boj = args[:1] == ["--boj"]
    args = args[boj:]
    if len(args) > 1 or any(arg.startswith("-") for arg in args):
        raise cli.UsageError(f"usage: {VALIDATE_USAGE}")
    name = args[0] if args else "<stdin>"
    try:
        with open(args[0], "rb") if args else sys.stdin.buffer as source:
            text = source.read().decode("ascii")
        if not boj:
            problem.validate(text)
            return "", 0
        outside = inputs.outside_boj(problem.validate, text)
    except UnicodeDecodeError as error:
        return f"{name}: byte {error.start}: not ASCII", 1
    except inputs.InputError as error:
        return f"{name}:{error}", 1
    except OSError as error:
        raise cli.UsageError(f"{name}: {error.strerror}") from None
    if outside is not None:
        return f"{name}:{outside}: within the supported range, outside BOJ's own limits", 1
    return "", 0


def run(argv):
    """What the command line `argv` asks: (text for standard output, text for standard error,
    exit status). cli.UsageError for a bad command line."""
    if argv[:1] in (["-h"], ["--help"]):
        return __doc__, "", 0
    if argv[:1] == ["--list"]:
        if len(argv) > 2 or argv[1:] and argv[1] not in listings.LISTS:
            raise cli.UsageError(f"--list takes one of {', '.join(listings.LISTS)}")
        return listings.listing((argv[1:] or listings.LISTS[:1])[0], problems.find()), "", 0
    if len(argv) < 2:
        more = f"; `python3 judge/problem.py {argv[0]} --help` lists its scripts" if argv else ""
        raise cli.UsageError(f"usage: {USAGE}{more}")
    try:
        problem = problems.get(argv[0], unfinished=True)
    except problems.ProblemError as error:
        raise cli.UsageError(str(error)) from None
    name, args = argv[1], argv[2:]
    if name in ("-h", "--help"):
        return help_text(problem), "", 0
    if name != "validate" and name not in problem.scripts():
        raise cli.UsageError(f"{problem.name} has no script {name!r}: `python3 judge/problem.py "
                         f"{problem.id} --help` lists them")
    if args[:1] in (["-h"], ["--help"]):
        return help_text(problem, name), "", 0
    if name == "validate":
        error, status = validate_command(problem, args)
        return "", error + "\n" * bool(error), status
    found, default = commands_of(problem.script(name))
    if args[:1] and args[0] in found:
        command, args = args[0], args[1:]
    elif default is not None:
        command = default
    else:
        known = ", ".join(synopsis(c, f) for c, f in found.items()) or "none"
        raise cli.UsageError(f"{problem.id} {name}: name one of its commands: {known}")
    function = found[command]
    try:
        bound = _bind(command, function, args)
    except cli.UsageError as error:
        raise cli.UsageError(f"{problem.id} {name} {error}") from None
    try:
        result = function(*bound)
    except ValueError as error:
        raise cli.UsageError(f"{problem.id} {name} {command}: {error}") from None
    text, holds = result if isinstance(result, tuple) else (result, True)
    return text, "", 0 if holds else 1


def main(argv):
    out, err, status = run(argv)
    for start in range(0, len(out), WRITE_PIECE):  # a reader that leaves is seen at once
        sys.stdout.write(out[start:start + WRITE_PIECE])
        sys.stdout.flush()
    sys.stderr.write(err)
    return status


if __name__ == "__main__":
    sys.exit(cli.run("problem.py", main))
