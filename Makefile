# Two commands from a fresh clone: `make lab` opens JupyterLab on the start page
# (notebooks/index.ipynb), `make test` runs every check. Both use the local virtual environment
# .venv: `make lab` installs only what the notebooks need (the `lab` extra), `make test` adds the
# test tools (the `test` extra). Each extra is installed once, and again whenever pyproject.toml
# changes; `make lab` after `make test` installs nothing.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PYTEST_WORKERS ?= auto

.PHONY: lab app lite start-page teacher handouts docs test test-lowest test-pythons lint soak bench clean

$(BIN)/python:
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 10), "cardwidgets needs Python 3.10 or newer; set PYTHON=python3.11"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# One stamp per extra: `$(VENV)/.installed-lab` once `pip install -e '.[lab]'` has run, and so on.
$(VENV)/.installed-%: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[$*]'
	@touch $@

# The test extra holds the lab extra, so its stamp stands for both.
$(VENV)/.installed-test: $(VENV)/.installed-lab
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $@

# As root (containers, CI machines) Jupyter refuses to start unless told it may.
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

lab: $(VENV)/.installed-lab
	$(BIN)/jupyter lab $(ALLOW_ROOT) --ServerApp.root_dir=. --LabApp.default_url=/lab/tree/notebooks/index.ipynb

# A play notebook as an app, its code hidden (Voila): `make app APP=notebooks/<game>.ipynb`.
APP ?= notebooks/half_and_half.ipynb
app: $(VENV)/.installed-app
	$(BIN)/voila $(APP)

# A static, server-free site of the notebooks (JupyterLite) in build/lite/site; see tools/lite.py.
lite: $(VENV)/.installed-lite
	$(BIN)/python -m tools.lite

# The start page, its pictures and the README's launch links, from the games in tools/start_page.py.
start-page: $(VENV)/.installed-lab
	$(BIN)/python -m tools.start_page

# The teachers' guides (tutorials/teachers/<game>.md) from their templates, every figure computed
# by the game's guide.py, and each guide's one-page worksheet in build/handouts/ (open it in a
# browser and print it, A4); see tools/handouts.py.
handouts: $(VENV)/.installed-lab
	$(BIN)/python -m tools.handouts

# Each lesson's teacher's edition, predictions revealed and every exercise's worked answer
# after it, run and written as tutorials/teachers/<lesson>_teacher.html with its formulas drawn
# in (it needs no network; see tools/teacher.py), and the worksheets' answer keys
# (build/handouts/<game>_key.html, with the guides and worksheets they come from).
teacher: $(VENV)/.installed-lab
	$(BIN)/python -m tools.handouts
	$(BIN)/python -m tools.teacher

# The documentation site in build/docs (open build/docs/index.html): Sphinx with myst-nb, the
# lessons as stored (never run), warnings as errors and every internal link followed; see
# docs/conf.py. It needs no network.
DOCS_BUILD := $(BIN)/sphinx-build -c docs -W --keep-going -n -q -b html -d build/docs-doctrees
docs: $(VENV)/.installed-docs
	$(DOCS_BUILD) . build/docs

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

# The pages whose examples are doctests: the README's, and the docs pages that took its longer ones.
DOCTESTED := README.md docs/tour.md docs/teaching/five-steps.md docs/game-ai/bots.md
# Notebooks run file by file (--dist loadfile): a notebook's cells share one kernel.
test: lint
	$(BIN)/pytest -n $(PYTEST_WORKERS) tests $(DOCTESTED) --doctest-glob='*.md'
	$(BIN)/pytest -n $(PYTEST_WORKERS) --dist loadfile --nbval --nbval-current-env notebooks tutorials

# The engine, game, widget and bot tests against exactly the lowest numpy, ipywidgets and
# anywidget that pyproject.toml allows, in their own environment (.venv-lowest), on the oldest
# supported Python found (numpy's oldest allowed release has no wheels for the newest Pythons).
LOWEST_VENV := .venv-lowest
LOWEST_TESTS := tests/engine tests/games tests/widgets tests/agents
test-lowest: $(LOWEST_VENV)/.installed-lowest
	$(LOWEST_VENV)/bin/pytest -n $(PYTEST_WORKERS) -p no:cacheprovider $(LOWEST_TESTS)

$(LOWEST_VENV)/.installed-lowest: pyproject.toml
	rm -rf $(LOWEST_VENV)
	$(firstword $(shell tools/pythons.sh 3.10) $(PYTHON)) -m venv $(LOWEST_VENV)
	$(LOWEST_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(LOWEST_VENV)/bin/python -m pip install --quiet -e . pytest pytest-xdist hypothesis jsonschema \
	  $$(sed -n -E 's/^ *"(numpy|ipywidgets|anywidget)>=([^",]+)",?$$/\1==\2/p' pyproject.toml)
	@touch $@

# The engine, game, bot and adapter tests on the oldest and the newest supported Python (3.10
# and 3.13), each in its own environment (.venv-3.10, .venv-3.13), with the releases pip picks
# today: on 3.10 that is OpenSpiel 1.x, which is all it has (pyproject.toml's openspiel extra).
# tools/pythons.sh finds each (pyenv, or python3.X on PATH) and says which it cannot find.
PYTHONS_TESTED := 3.10 3.13
PYTHONS_TESTS := tests/engine tests/games tests/agents tests/adapters
test-pythons:
	@set -e; for version in $(PYTHONS_TESTED); do \
	  python=$$(tools/pythons.sh $$version); \
	  if [ -z "$$python" ]; then echo "test-pythons: no Python $$version found: not tested"; continue; fi; \
	  venv=.venv-$$version; \
	  if [ ! -f $$venv/.installed ] || [ pyproject.toml -nt $$venv/.installed ]; then \
	    rm -rf $$venv; $$python -m venv $$venv; \
	    $$venv/bin/python -m pip install --quiet -e '.[openspiel,pettingzoo]' pytest pytest-xdist hypothesis; \
	    touch $$venv/.installed; \
	  fi; \
	  echo "test-pythons: Python $$version ($$python)"; \
	  $$venv/bin/pytest -n $(PYTEST_WORKERS) -p no:cacheprovider -q $(PYTHONS_TESTS); \
	done

# Every benchmark in one run, OpenSpiel alongside (the `bench` extra, installed once into .venv);
# prints the tables and writes benchmarks/RESULTS.md. `make bench BENCH_ARGS=--quick` is a smoke run.
bench: $(VENV)/.installed-bench $(VENV)/.installed-test
	$(BIN)/python -m benchmarks.run $(BENCH_ARGS)

soak: $(VENV)/.installed-test
	$(BIN)/pytest -n $(PYTEST_WORKERS) -m slow tests

clean:
	rm -rf $(VENV) $(LOWEST_VENV) .venv-3.* .pytest_cache .mypy_cache .ruff_cache build dist *.egg-info
