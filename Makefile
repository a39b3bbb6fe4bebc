# Two entry points for a fresh machine: `make demo` and `make test`.
# Both create .venv on first use; nothing is installed outside it.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# The sample class pack: classic cards for the sample roster, place-value cards
# for its 15 pairs with answer keys, a Zombie pack for 4 teams (with question
# cards), and practice
# sheets (place value, chance and best keep) for every student with their answer keys.
demo: $(STAMP)
	$(BIN)/worksheets scorecard --rules classic --roster examples/class-roster.csv --class 5B
	$(BIN)/worksheets scorecard --rules place-value --roster examples/class-roster.csv --class 5B --key
	$(BIN)/worksheets scorecard --rules zombie --teams 4 --class 5B --key
	$(BIN)/worksheets practice place-value --level 2 --roster examples/class-roster.csv --class 5B --key
	$(BIN)/worksheets practice chance --level 2 --roster examples/class-roster.csv --class 5B --key
	$(BIN)/worksheets practice keep --level 2 --roster examples/class-roster.csv --class 5B --key

# One worker per core: the suite is a few thousand short tests and a handful of long ones, started first
# (tests/conftest.py), so the short ones fill in around them. On 2 cores one worker each took 190 s, three
# workers 198 s and four 224 s: a worker more than the cores only adds its start-up and the cores' sharing.
WORKERS := $(shell $(PYTHON) -c "import os; print(os.cpu_count() or 1)")
# Every worker imports the project and the tests afresh: with PYTHONDONTWRITEBYTECODE set (as some
# shells and containers do) each would compile them all again, about 6 s of a core apiece. The test run
# writes the bytecode cache (__pycache__, ignored by git and left out of the sdist) whatever the shell says.
test: $(STAMP)
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n $(WORKERS) --dist worksteal

bench: $(STAMP)
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) dist build
