# Targets for users of the project; `make` alone lists them. Build products go to build/ only.
# -S: the commands use the standard library alone; without the site module, no .pth file of
# site-packages runs its code at each start (judge/lib/cli.py, PYTHON).
PYTHON ?= python3 -S
BUILD := build
P ?=
SECONDS ?= 20
# A relative SOLUTION or TESTS is a path from where the user stands: under `make -C REPO`, make
# runs in REPO, and that folder is only in PWD, which the user's shell set (make sets no
# variable for it). $(call from_caller,PATH): PATH from there, quoted by the recipe.
CALLER := $(or $(PWD),$(CURDIR))
from_caller = $(if $(filter /%,$(firstword $(1))),$(1),$(CALLER)/$(1))

.PHONY: help judge test stress testdata figures bench play new clean build-data

help:
	@echo "make judge [P=<id> [SOLUTION=<file>]]  judge every solution (or yours) on all test data"
	@echo "make judge TESTS=<dir> SOLUTION=<file> [TIME_LIMIT=s] [MEMORY_LIMIT=MB]"
	@echo "                      judge a file on your own folder of tests (NAME.in with NAME.out"
	@echo "                      or NAME.ans), limits 1 s and 128 MB unless given"
	@echo "make test [P=<id>]    everything that shows the project is right (with P: the checks of"
	@echo "                      one problem alone); ends 'N passed, M failed, K skipped'"
	@echo "make stress [P=<id> [SOLUTION=<file>]] [SECONDS=20]  hunt the smallest input a solution"
	@echo "                      gets wrong: every small input, then gen.py's edge and max cases, then"
	@echo "                      random ones over the whole range (SEED=n: the first random seed)"
	@echo "make testdata [P=<id>]  regenerate every test input and expected output"
	@echo "make figures [P=<id>]  redraw each write-up's figure.svg from its brute force"
	@echo "make bench            benchmark ratios against their baselines, with goals"
	@echo "make play [P=<id> [START=...] [FIRST=you|me]] [LANGUAGE=ko]  play the game against the"
	@echo "                      perfect strategy (START: a position written as the input; SEED=n"
	@echo "                      replays a random one; LANGUAGE=ko, or LANG=ko in the environment:"
	@echo "                      in Korean); without P, the list of the games"
	@echo "make new P=<id> SLUG=<slug>  start a new problem: its folder from the template, every"
	@echo "                      part marked TODO (testdata/README.md, 'Adding a problem')"
	@echo "make clean            remove build/"

# The largest generated cases are not committed: they are generated and checked into build/.
build-data:
	@$(PYTHON) judge/testdata.py --build-only

# TESTS=DIR replaces the test data: nothing needs generating then.
judge: $(if $(TESTS),,build-data)
	$(if $(and $(TESTS),$(if $(P),,$(if $(SOLUTION),,missing))),\
		$(error make judge TESTS=DIR needs SOLUTION=FILE, the file to judge on DIR's tests))
	@$(PYTHON) judge/judge.py $(P) \
		$(if $(SOLUTION),--solution "$(call from_caller,$(SOLUTION))") \
		$(if $(TESTS),--tests "$(call from_caller,$(TESTS))") \
		$(if $(TIME_LIMIT),--time-limit $(TIME_LIMIT)) \
		$(if $(MEMORY_LIMIT),--memory-limit $(MEMORY_LIMIT))

test:
	@$(PYTHON) judge/check.py $(if $(P),$(P))

stress:
	@$(PYTHON) judge/stress.py --seconds $(SECONDS) $(P) \
		$(if $(SOLUTION),--solution "$(call from_caller,$(SOLUTION))") \
		$(if $(SEED),--seed $(SEED))

testdata:
	@$(PYTHON) judge/testdata.py $(P)

figures:
	@$(PYTHON) judge/figures.py $(P)

bench: build-data
	@$(PYTHON) judge/bench.py

# LANGUAGE given on make's command line is passed on; one in the environment (gettext's list,
# such as en_US:en) is play.py's to read with the rest of the locale.
play:
	@$(PYTHON) judge/play.py $(P) $(if $(START),--start "$(START)") $(if $(FIRST),--first $(FIRST)) \
		$(if $(SEED),--seed $(SEED)) \
		$(if $(filter command line,$(origin LANGUAGE)),--lang "$(LANGUAGE)")

new:
	@$(PYTHON) judge/new.py $(P) $(SLUG)

clean:
	rm -rf $(BUILD)
