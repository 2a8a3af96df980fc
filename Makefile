# The two set-up commands of the README: `make demo` and `make test`.
# Everything is installed into .venv from pinned PyPI releases; nothing is fetched at run time.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: demo test install install-test

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip==26.3

install: $(BIN)/python
	$(BIN)/pip install --quiet -e .

install-test: $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test]'

demo: install
	$(BIN)/nomen analyze

test: install-test
	$(BIN)/python -m pytest -q
