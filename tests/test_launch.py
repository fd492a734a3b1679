"""Launching: the start page lists every game and lesson, the links lead somewhere, and the
Binder set-up is what repo2docker needs. (Binder parity itself: tests/test_binder_parity.py.)"""

from __future__ import annotations

import re
import stat
import xml.etree.ElementTree as ET

import nbformat

from cardwidgets import cli
from cardwidgets.engine.registry import game_names
from tools import start_page
from tools.start_page import EXPERIMENTS, GAMES, NOTEBOOKS, README, ROOT, START_PAGE, TUTORIALS

BINDER = ROOT / "binder"
MARKDOWN_LINK = re.compile(r"\]\(([^)]+)\)")


def start_page_markdown() -> str:
    notebook = nbformat.read(START_PAGE, as_version=4)
    return "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "markdown")


def test_the_start_page_its_pictures_and_the_readme_links_are_up_to_date():
    stale = [str(path.relative_to(ROOT)) for path in start_page.out_of_date()]
    assert not stale, f"run `make start-page` to remake {', '.join(stale)}"


def test_every_registered_game_is_on_the_start_page():
    shown = {showcase.game for showcase in GAMES}
    missing = [name for name in game_names() if name not in shown]
    assert not missing, (
        f"declare a showcase in the GameInfo of {missing}, e.g. "
        'showcase=Showcase("<one line about it>", seed=1, steps=20, place=5), '
        "then run `make start-page`"
    )


def test_every_play_notebook_belongs_to_a_game_on_the_start_page():
    plays = {showcase.notebook for showcase in GAMES}
    experiments = {notebook for notebook, _ in EXPERIMENTS}
    notebooks = set(NOTEBOOKS.glob("*.ipynb")) - {START_PAGE}
    assert notebooks - plays - experiments == set(), "add it to GAMES or EXPERIMENTS"
    assert experiments <= notebooks
    assert plays - notebooks == set(), "each game on the start page needs notebooks/<game>.ipynb"


def test_every_link_on_the_start_page_leads_to_a_file():
    targets = MARKDOWN_LINK.findall(start_page_markdown())
    assert targets
    for target in targets:
        assert (NOTEBOOKS / target).resolve().is_file(), target


def test_the_start_page_links_every_lesson_and_shows_each_games_picture():
    targets = {(NOTEBOOKS / t).resolve() for t in MARKDOWN_LINK.findall(start_page_markdown())}
    assert set(TUTORIALS.glob("*.ipynb")) <= targets
    for showcase in GAMES:
        assert showcase.picture in targets
        assert showcase.notebook in targets
        assert set(showcase.lessons()) <= targets
        svg = ET.parse(showcase.picture).getroot()
        assert svg.tag == "{http://www.w3.org/2000/svg}svg"


def test_the_readme_launches_every_notebook_and_lesson_on_binder():
    readme = README.read_text(encoding="utf-8")
    launched = set(re.findall(r"urlpath=lab/tree/([\w/.-]+\.ipynb)", readme))
    every = {
        p.relative_to(ROOT).as_posix()
        for p in [*NOTEBOOKS.glob("*.ipynb"), *TUTORIALS.glob("*.ipynb")]
    }
    assert launched == every
    badge = re.search(r"\[!\[Launch on Binder\]\([^)]+\)\]\(([^)]+)\)", readme)
    assert badge, "the README shows a Binder badge"
    assert badge.group(1).endswith("?urlpath=lab/tree/notebooks/index.ipynb")
    apps = set(re.findall(r"urlpath=voila/render/([\w/.-]+\.ipynb)", readme))
    assert apps == {s.notebook.relative_to(ROOT).as_posix() for s in GAMES}


def test_every_launch_link_uses_the_one_repository_address():
    readme = README.read_text(encoding="utf-8")
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    source = re.search(r'^Source = "https://github\.com/(.+)"$', pyproject, re.M)
    assert source
    addresses = set(re.findall(r"https://mybinder\.org/v2/gh/([^/]+/[^/]+)/", readme))
    assert addresses == {source.group(1)}


def test_binder_installs_the_package_on_python_3_11_and_leaves_jupyter_to_its_image():
    requirements = [
        line.strip()
        for line in (BINDER / "requirements.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert requirements[0].split("[")[0] == ".", "repo2docker installs the package only if asked"
    assert not [r for r in requirements if re.match(r"(jupyterlab|notebook|ipywidgets)\b", r)]
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.11"
    post_build = BINDER / "postBuild"
    if post_build.exists():
        assert post_build.stat().st_mode & stat.S_IXUSR
        assert "set -e" in post_build.read_text()


def test_make_lab_opens_the_start_page():
    makefile = (ROOT / "Makefile").read_text()
    assert "--LabApp.default_url=/lab/tree/notebooks/index.ipynb" in makefile


def test_the_start_page_command_writes_a_page_for_a_folder_of_ones_own(tmp_path):
    folder = tmp_path / "class"
    assert cli.main(["start-page", str(folder), "--check"]) == 1
    assert cli.main(["start-page", str(folder)]) == 0
    assert cli.main(["start-page", str(folder), "--check"]) == 0
    page = nbformat.read(folder / "index.ipynb", as_version=4)
    links = MARKDOWN_LINK.findall("\n".join(cell.source for cell in page.cells))
    assert links, "the pictures"
    assert all((folder / target).is_file() for target in links), "no play notebook: no link"
