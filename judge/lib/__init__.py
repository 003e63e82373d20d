"""The library of the judge's tools and of the problem scripts.

The commands are the scripts of judge/ (judge.py, stress.py, check.py, problem.py, ...): run as
`python3 judge/X.py`, they have judge/ on sys.path and import this package as `lib`, and so do
the problem scripts problem.py runs. Each module has one concern, says which in its docstring,
and none prints or exits. judge/README.md ("The code") lists them; it is the manual.
"""
