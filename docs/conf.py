"""The documentation site: Sphinx with MyST and myst-nb, built by `make docs` into build/docs.

The source folder is the repository's top (``sphinx-build -c docs . build/docs``), so the lessons
are the very notebooks in notebooks/ and tutorials/, and their links to each other work as
they do in Jupyter. They are rendered from their stored outputs and never run here: what a
reader sees is what the repository stores, predictions' answers kept out as the lessons keep
them. The game pages and their replays are written from the game registry on each build
(``_ext/cardwidgets_docs.py``).
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path[:0] = [str(ROOT), str(DOCS / "_ext")]

import cardwidgets  # noqa: E402 (after the path is set)

project = "cardwidgets"
author = "cardwidgets developers"
copyright = "cardwidgets developers"
release = version = cardwidgets.__version__

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "sphinx.ext.napoleon",
    "sphinx.ext.intersphinx",
    "cardwidgets_docs",
]

root_doc = "docs/index"
# Only these are pages; the walk never enters the folders that can hold thousands of files.
include_patterns = [
    "docs/**",
    "notebooks/*.ipynb",
    "tutorials/*.ipynb",
    "tutorials/*.md",
    "tutorials/fr/*.ipynb",
    "tutorials/ru/*.ipynb",
    "tutorials/teachers/*.md",
    "tutorials/teachers/fr/*.md",
    "tutorials/teachers/ru/*.md",
    "tutorials/teachers/*.ipynb",
    "benchmarks/RESULTS.md",
]
exclude_patterns = [
    ".*",
    "build",
    "dist",
    "**/.ipynb_checkpoints",
    "cardwidgets",
    "tests",
    "examples",
    "tools",
    "binder",
    "docs/_ext",
    "docs/_root",
    "docs/_templates",
    "tutorials/teachers/templates",
]

# ------------------------------------------------------------------ notebooks and MyST
nb_execution_mode = "off"  # the stored outputs, never a fresh run
# Widgets are stored without their state (the lessons are saved so), so a page cannot draw a
# live table: it shows the picture or text each widget stores beside it instead.
nb_mime_priority_overrides = [("html", "application/vnd.jupyter.widget-view+json", None)]
nb_output_stderr = "show"
myst_enable_extensions = ["colon_fence", "deflist", "dollarmath", "amsmath", "attrs_inline"]
myst_heading_anchors = 3
# benchmarks/RESULTS.md, written by `make bench`, heads its tables with ###: it is shown as
# written, and heading levels are the only warning muted.
suppress_warnings = ["myst.header"]

# ------------------------------------------------------------------ API reference
autosummary_generate = True
# Autosummary reads templates_path from the source folder (the top), the HTML builder from this one.
templates_path = ["docs/_templates"]


def shadowed_modules() -> list[str]:
    """Modules that their package's namespace hides behind a function of the same name."""
    found = []
    for module in pkgutil.walk_packages(cardwidgets.__path__, "cardwidgets."):
        parent, _, name = module.name.rpartition(".")
        submodule = importlib.import_module(module.name)
        if getattr(sys.modules[parent], name, submodule) is not submodule:
            found.append(module.name)
    return found


autosummary_context = {"shadowed_modules": shadowed_modules()}
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_typehints_format = "short"
# Each object once, in the module that defines it: a package's page does not document again
# what it re-exports (``cardwidgets.make`` is documented as ``cardwidgets.engine.registry.make``).
autodoc_default_options = {
    "members": True,
    "undoc-members": True,
    "show-inheritance": True,
    "ignore-module-all": True,
}
napoleon_google_docstring = False
napoleon_numpy_docstring = False
# Offline: no inventory is fetched; references to other projects' objects stay plain text.
intersphinx_mapping: dict[str, tuple[str, str | None]] = {}
nitpicky = True
# With no inventories fetched (offline), other projects' names cannot be links: the standard
# library's, numpy's and the optional game-AI and widget packages'. So are type variables and
# aliases, which autodoc shows by name. Every other reference must resolve; a docstring's short
# name (:class:`TableWidget`) is found by _ext/cardwidgets_docs.py.
nitpick_ignore_regex = [
    (
        r"py:.*",
        r"(collections|typing|numpy|np|fractions|Fraction|abc|os|pathlib|argparse|enum|random"
        r"|re|subprocess|gettext|concurrent|multiprocessing|pyspiel|open_spiel|pettingzoo|gymnasium|anywidget"
        r"|ipywidgets|traitlets|comm|starlette|uvicorn|psycopg|distributed|matplotlib|PIL|tools)(\..*)?",
    ),
    (r"py:.*", r"(dict|list|tuple|set|frozenset|int|float|str|bool|bytes|object|type|Path)"),
    (r"py:.*", r"integer( -- .*)?"),  # the "-> integer" of Sequence.index's docstring
    # type variables (~ParamsT as autodoc writes a ParamSpec) and aliases
    (r"py:.*", r"~?(.*\.)?([A-Z]|[A-Z][A-Za-z]*T|Array|SeatMode|Result)"),
    (r"py:.*", r"'?Counter\[.*"),
    (r"py:.*", r"(.*\.)?_\w+"),  # a private name in a type hint
    (r"py:attr", r"tensor|dict"),  # OpenSpiel's Observation's
]

# ------------------------------------------------------------------ the pages
html_theme = "furo"
html_title = f"cardwidgets {release}"
html_logo = None
html_static_path = ["_static"]
html_css_files = ["cardwidgets.css"]
# The site's front door (index.html) sends the reader to docs/index.html.
html_extra_path = ["_root"]
html_show_sourcelink = False
html_last_updated_fmt = None
