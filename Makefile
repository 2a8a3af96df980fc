# The two set-up commands of the README: `make demo` and `make test`.
# Everything is installed into .venv from pinned PyPI releases; nothing is fetched at run time.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

# Debian packages the tests drive: LibreOffice (the output must convert), Chromium (task pane
# end-to-end), xmllint (manifest validation), systemd (systemd-analyze checks the user unit of
# `nomen service`). Installed only when missing.
DEBIAN_PACKAGES := libreoffice-writer-nogui chromium libxml2-utils systemd

.PHONY: demo test install install-test system-deps accuracy lock

system-deps:
	@missing=$$(for p in $(DEBIAN_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip==26.3

# Every dependency, transitive ones included, at the version of the lock files (`make lock` remakes them).
install: $(BIN)/python
	$(BIN)/pip install --quiet -r requirements/runtime.lock
	$(BIN)/pip install --quiet --no-deps -e .

# The task pane's npm packages (Fluent 2, office-addin-mock, playwright-core, axe-core), exactly as locked.
addin/node_modules: addin/package.json addin/package-lock.json
	npm ci --prefix addin --no-audit --no-fund --loglevel=error
	touch addin/node_modules

install-test: $(BIN)/python
	$(BIN)/pip install --quiet -r requirements/test.lock
	$(BIN)/pip install --quiet --no-deps -e '.[test]'

demo: install
	$(BIN)/nomen analyze

test: install-test system-deps addin/node_modules
	$(BIN)/python -m pytest -q

# Regenerates docs/accuracy.md from the gold corpora in ../shared (issue "Accuracy").
GOLD := ../shared/corpora/tab-dev/tab_dev.jsonl ../shared/corpora/inlegalner-train/inlegalner_train.jsonl ../shared/corpora/echr-fr-es/FR-manual-dev.tsv \
	../shared/corpora/echr-fr-es/ES-manual-dev.tsv
accuracy: install
	$(BIN)/nomen evaluate $(GOLD) --markdown docs/accuracy.md

# Remakes the lock files from pyproject.toml's direct pins (pip-tools, in a throw-away venv).
PIP_COMPILE = build/pip-tools/bin/pip-compile --quiet --strip-extras --no-header --no-emit-index-url \
	--no-emit-find-links --annotation-style line
lock:
	$(PYTHON) -m venv build/pip-tools
	build/pip-tools/bin/pip install --quiet pip-tools==7.6.2
	$(PIP_COMPILE) --output-file requirements/runtime.lock pyproject.toml
	$(PIP_COMPILE) --extra test --output-file requirements/test.lock pyproject.toml
