# The two set-up commands of the README: `make demo` and `make test`.
# Everything is installed into .venv from pinned PyPI releases; nothing is fetched at run time.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

# Debian packages the tests drive: LibreOffice (the output must convert), Chromium (task pane
# end-to-end), xmllint (manifest validation). Installed only when missing.
DEBIAN_PACKAGES := libreoffice-writer-nogui chromium libxml2-utils

.PHONY: demo test install install-test system-deps accuracy

system-deps:
	@missing=$$(for p in $(DEBIAN_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip==26.3

install: $(BIN)/python
	$(BIN)/pip install --quiet -e .

# The task pane's npm packages (Fabric Core, office-addin-mock, playwright-core), exactly as locked.
addin/node_modules: addin/package.json addin/package-lock.json
	npm ci --prefix addin --no-audit --no-fund --loglevel=error
	touch addin/node_modules

install-test: $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test]'

demo: install
	$(BIN)/nomen analyze

test: install-test system-deps addin/node_modules
	$(BIN)/python -m pytest -q

# Regenerates docs/accuracy.md from the gold corpora in ../shared (issue "Accuracy").
GOLD := ../shared/corpora/tab-dev/tab_dev.jsonl ../shared/corpora/echr-fr-es/FR-manual-dev.tsv \
	../shared/corpora/echr-fr-es/ES-manual-dev.tsv
accuracy: install
	$(BIN)/nomen evaluate $(GOLD) --markdown docs/accuracy.md
