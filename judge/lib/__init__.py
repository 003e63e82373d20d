"""The library of the judge's tools and of the problem scripts.

The commands are the scripts of judge/ (judge.py, testdata.py, check.py, problem.py, ...): run
as `python3 judge/X.py`, they have judge/ on sys.path and import this package as `lib`, and so
do the problem scripts problem.py runs. Each module has one concern, and none prints or exits:
    problems   the problems of the repository, their problem.json and their scripts
    inputs     reading an input: the strict validator, scanf's lenient reading, the ranges
    games      what the rules of a game.py give: the exhaustive search, a game played out
    svg        the drawings of the write-ups' figures
judge/README.md is the manual; testdata/README.md says what a problem folder holds.
"""
