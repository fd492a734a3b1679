# Two commands from a fresh clone: `make lab` opens JupyterLab on the start page
# (notebooks/index.ipynb), `make test` runs every check. Both use the local virtual environment
# .venv: `make lab` installs only what the notebooks need (the `lab` extra), `make test` adds
# every extra and the test tools (the `test` dependency group). `make help` lists the targets. Each extra is installed once, and again whenever pyproject.toml
# changes; `make lab` after `make test` installs nothing.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PYTEST_WORKERS ?= auto

.PHONY: help lab app lite start-page teacher handouts docs i18n test test-lowest test-pythons lint soak bench levels class-load clean

# `make help` (and plain `make`): every target that has a `## ` note, with the note.
help: ## list the targets and what each does
	@awk -F ':.*## ' '/^[a-z0-9-]+:.*## / {printf "  %-13s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

$(BIN)/python:
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 10), "cardwidgets needs Python 3.10 or newer; set PYTHON=python3.11"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# One stamp per extra: `$(VENV)/.installed-lab` once `pip install -e '.[lab]'` has run, and so on.
$(VENV)/.installed-%: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[$*]'
	@touch $@

# Every extra (`all`, which holds `lab`) and the test tools, a dependency group (pip 25.1 on).
$(VENV)/.installed-test: $(VENV)/.installed-lab
	$(BIN)/python -m pip install --quiet 'pip>=25.1'
	$(BIN)/python -m pip install --quiet -e '.[all]' --group test
	@touch $@

# As root (containers, CI machines) Jupyter refuses to start unless told it may.
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

lab: $(VENV)/.installed-lab ## open JupyterLab on the start page (installs the lab extra once)
	$(BIN)/jupyter lab $(ALLOW_ROOT) --ServerApp.root_dir=. --LabApp.default_url=/lab/tree/notebooks/index.ipynb

# A play notebook as an app, its code hidden (Voila): `make app APP=notebooks/<game>.ipynb`.
APP ?= notebooks/half_and_half.ipynb
app: $(VENV)/.installed-app ## a play notebook as an app, code hidden: make app APP=notebooks/<game>.ipynb
	$(BIN)/voila $(APP)

# A static, server-free site of the notebooks (JupyterLite) in build/lite/site; see tools/lite.py.
lite: $(VENV)/.installed-lite ## build the static JupyterLite site into build/lite/site
	$(BIN)/python -m tools.lite

# The start page, its pictures and the README's launch links, from the games in tools/start_page.py.
start-page: $(VENV)/.installed-lab ## write the start page and its pictures from the games
	$(BIN)/python -m tools.start_page

# The teachers' guides (tutorials/teachers/<game>.md) from their templates, every figure computed
# by the game's guide.py, and each guide's one-page worksheet in build/handouts/ (open it in a
# browser and print it, A4); see tools/handouts.py.
handouts: $(VENV)/.installed-lab ## write the teachers' guides and their one-page worksheets
	$(BIN)/python -m tools.handouts

# Each lesson's teacher's edition, predictions revealed and every exercise's worked answer
# after it, run and written as tutorials/teachers/<lesson>_teacher.html with its formulas drawn
# in (it needs no network; see tools/teacher.py), and the worksheets' answer keys
# (build/handouts/<game>_key.html, with the guides and worksheets they come from).
teacher: $(VENV)/.installed-lab ## write each lesson's teacher's edition and the worksheets' answer keys
	$(BIN)/python -m tools.handouts
	$(BIN)/python -m tools.teacher

# The documentation site in build/docs (open build/docs/index.html): Sphinx with myst-nb, the
# lessons as stored (never run), warnings as errors and every internal link followed; see
# docs/conf.py. It needs no network.
DOCS_BUILD := $(BIN)/sphinx-build -c docs -W --keep-going -n -q -b html -d build/docs-doctrees
docs: $(VENV)/.installed-docs ## the documentation site in build/docs (warnings as errors)
	$(DOCS_BUILD) . build/docs

# The catalogues of the words people read (cardwidgets/i18n/locale): Babel extracts every wrapped
# string into the .pot, merges it into each language's .po and compiles the .mo the package reads
# (the runtime needs only the standard library's gettext); then the check below. See tools/i18n.py.
i18n: $(VENV)/.installed-test ## extract the strings, update and compile the French and Russian catalogues
	$(BIN)/python -m tools.i18n update

lint: $(VENV)/.installed-test ## ruff check, ruff format --check, mypy and the catalogues' check
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/python -m tools.i18n check

# The pages whose examples are doctests: the README's, and the docs pages that took its longer ones.
DOCTESTED := README.md docs/tour.md docs/teaching/five-steps.md docs/game-ai/bots.md
# Notebooks run file by file (--dist loadfile): a notebook's cells share one kernel.
test: lint ## every test, lint and type check, then the notebooks' stored outputs (nbval)
	$(BIN)/pytest -n $(PYTEST_WORKERS) tests $(DOCTESTED) --doctest-glob='*.md'
	$(BIN)/pytest -n $(PYTEST_WORKERS) --dist loadfile --nbval --nbval-current-env notebooks tutorials

# The engine, game, widget and bot tests against exactly the lowest numpy, ipywidgets and
# anywidget that pyproject.toml allows, in their own environment (.venv-lowest), on the oldest
# supported Python found (numpy's oldest allowed release has no wheels for the newest Pythons).
LOWEST_VENV := .venv-lowest
LOWEST_TESTS := tests/engine tests/games tests/widgets tests/agents
test-lowest: $(LOWEST_VENV)/.installed-lowest ## the core tests on the lowest numpy, ipywidgets, anywidget allowed
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
test-pythons: ## the engine, game and adapter tests on Python 3.10 and 3.13
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
bench: $(VENV)/.installed-bench $(VENV)/.installed-test ## every benchmark, written to benchmarks/RESULTS.md (BENCH_ARGS=--quick)
	$(BIN)/python -m benchmarks.run $(BENCH_ARGS)

# The bot levels' round-robin, rated by Bradley-Terry and kept for the table's menu (an hour or
# so of CPU a game at 100 hands a match; LEVELS_ARGS="--games take_two --hands 30" is shorter).
levels: $(VENV)/.installed-test ## rate the bot levels by a seeded round-robin (LEVELS_ARGS=...)
	$(BIN)/python -m benchmarks.levels --write $(LEVELS_ARGS)

# The class server under a class's load: 60 student processes posting on loopback for 10 minutes,
# the board page open in Chromium; prints lost, duplicated, post latency and the board's timings.
class-load: $(VENV)/.installed-test ## the class server under 60 students' load (10 minutes)
	$(BIN)/python -m benchmarks.class_load --students 60 --minutes 10 --every 3 --browser

soak: $(VENV)/.installed-test ## the long soak runs (pytest -m slow)
	$(BIN)/pytest -n $(PYTEST_WORKERS) -m slow tests

clean: ## remove the environments, caches and build outputs
	rm -rf $(VENV) $(LOWEST_VENV) .venv-3.* .pytest_cache .mypy_cache .ruff_cache build dist *.egg-info
