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

demo: $(STAMP)
	$(BIN)/worksheets rules
	$(BIN)/worksheets scorecard --rules classic --roster examples/class-roster.csv --class 5B
	$(BIN)/worksheets score 5 2 5 6 5
	$(BIN)/worksheets say 6341

test: $(STAMP)
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) dist build
