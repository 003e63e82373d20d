"""The lists of the problems that the project's pages show, made from problem.json and the
problem scripts alone: the front README's table, problems/README.md's reading order, and
testdata/README.md's small domains. `python3 judge/problem.py --list [LIST]` prints them, and
each page shows its list as an example of that command, which `make test` runs (lib/writeups.py);
judge/README.md ("A problem's scripts") is the manual."""
from . import problems

LISTS = ("table", "order", "domains")  # the lists, the first the default


def _korean(meta):
    return meta["title"]["ko"].replace("~", "\\~")


def table(chosen):
    """The front README's table: BOJ's link, the titles, the idea and the write-up."""
    rows = ["| BOJ | title | 제목 | the idea | write-up |", "|---|---|---|---|---|"]
    for problem in chosen:
        meta = problem.meta
        rows.append(f"| [{problem.id}]({meta['link']}) | {meta['title']['en']} | "
                    f"{_korean(meta)} | {meta['idea']} | "
                    f"[README](problems/{problem.name}/README.md) |")
    return "\n".join(rows) + "\n"


def order(chosen):
    """problems/README.md's reading order: by problem.json's "study" "order"."""
    rows = ["| # | problem | what it teaches | the idea in one line |", "|---|---|---|---|"]
    for problem in sorted(chosen, key=lambda problem: problem.meta["study"]["order"]):
        meta = problem.meta
        rows.append(f"| {meta['study']['order']} | [{problem.id} {meta['title']['en']}]"
                    f"({problem.name}/README.md) | {meta['study']['teaches']} | "
                    f"{meta['idea']} |")
    return "\n".join(rows) + "\n"


def domains(chosen):
    """testdata/README.md's list of the small domains, each brute.DOMAIN: what make test
    searches whole."""
    return "".join(f"{problem.id:<7}{problem.script('brute').DOMAIN}\n" for problem in chosen)


def listing(name, chosen):
    """The list `name` (one of LISTS) of the problems `chosen`; ProblemError when a
    problem.json lacks a field it needs."""
    try:
        return {"table": table, "order": order, "domains": domains}[name](chosen)
    except (KeyError, TypeError) as error:
        raise problems.ProblemError(f"a problem.json lacks what the list {name!r} needs "
                                    f"({error}): testdata/README.md, 'What a problem folder "
                                    "holds'") from None
