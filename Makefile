# Two commands from a fresh clone: `make lab` opens JupyterLab on the start page
# (notebooks/index.ipynb), `make test` runs every check. Both build the local virtual
# environment .venv first, and again whenever pyproject.toml changes.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-from-pyproject
PYTEST_WORKERS ?= auto

.PHONY: lab app lite start-page test lint soak bench clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 10), "cardwidgets needs Python 3.10 or newer; set PYTHON=python3.11"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,lab]'
	@touch $(STAMP)

# As root (containers, CI machines) Jupyter refuses to start unless told it may.
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

lab: $(STAMP)
	$(BIN)/jupyter lab $(ALLOW_ROOT) --ServerApp.root_dir=. --LabApp.default_url=/lab/tree/notebooks/index.ipynb

# A play notebook as an app, its code hidden (Voila): `make app APP=notebooks/<game>.ipynb`.
APP ?= notebooks/half_and_half.ipynb
app: $(STAMP)
	$(BIN)/voila $(APP)

# A static, server-free site of the notebooks (JupyterLite) in build/lite/site; see tools/lite.py.
lite: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[lite]'
	$(BIN)/python -m tools.lite

# The start page, its pictures and the README's launch links, from the games in tools/start_page.py.
start-page: $(STAMP)
	$(BIN)/python -m tools.start_page

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

# Notebooks run file by file (--dist loadfile): a notebook's cells share one kernel.
test: lint
	$(BIN)/pytest -n $(PYTEST_WORKERS) tests README.md --doctest-glob=README.md
	$(BIN)/pytest -n $(PYTEST_WORKERS) --dist loadfile --nbval --nbval-current-env notebooks tutorials

# Every benchmark in one run, OpenSpiel alongside (the `bench` extra, installed once into .venv);
# prints the tables and writes benchmarks/RESULTS.md. `make bench BENCH_ARGS=--quick` is a smoke run.
BENCH_STAMP := $(VENV)/.installed-bench
$(BENCH_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[bench]'
	@touch $(BENCH_STAMP)

bench: $(BENCH_STAMP)
	$(BIN)/python -m benchmarks.run $(BENCH_ARGS)

soak: $(STAMP)
	$(BIN)/pytest -n $(PYTEST_WORKERS) -m slow tests

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build dist *.egg-info
