"""The documentation site, built as `make docs` builds it (warnings as errors, every local link
followed): it builds clean, every notebook and game has its page, each game a replay that runs
with no Python, and a lesson's page shows nothing its stored notebook does not, so no
prediction's answer is in sight there either."""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cardwidgets.engine.registry import game_class, game_names, make
from cardwidgets.i18n import _, using_language
from cardwidgets.lessons.prediction import STATIC_NOTE
from tests.built_once import claim
from tools.translated_lessons import language_of, lessons

pytest.importorskip("myst_nb", reason="the docs extra (make docs) is not installed")

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = [*sorted((ROOT / "notebooks").glob("*.ipynb")), *lessons()]
GAMES = [n for n in game_names() if game_class(n).__module__.startswith("cardwidgets.games.")]
#: A number as a page writes it: 42.5%, 0.425, 17/40, 1,000.
NUMBER = re.compile(r"\d+(?:[.,/]\d+)*")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once a run with the options of `make docs`."""
    claim(tmp_path_factory, "docs-site")
    build = tmp_path_factory.mktemp("docs")
    options = ["-c", "docs", "-W", "--keep-going", "-n", "-q", "-b", "html"]
    folders = ["-d", str(build / "doctrees"), ".", str(build / "html")]
    built = subprocess.run(
        [sys.executable, "-m", "sphinx", *options, *folders],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert built.returncode == 0, f"the docs build failed:\n{built.stderr[-6000:]}"
    assert built.stderr == "", f"the docs build warned:\n{built.stderr[-6000:]}"
    return build / "html"


def page_of(site: Path, source: Path) -> Path:
    return site / source.relative_to(ROOT).with_suffix(".html")


def article(page: Path) -> str:
    """The text of a page's main content, without its tags (the navigation around it aside)."""
    text = page.read_text(encoding="utf-8")
    found = re.search(r'<article role="main".*?</article>', text, re.S)
    assert found, f"{page.name} has no main article"
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", found.group(0), flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


def stored_text(notebook: Path) -> str:
    """Everything a stored notebook holds as text: every cell's source and every output."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    parts = []
    for cell in cells:
        parts.append("".join(cell["source"]))
        for output in cell.get("outputs", []):
            parts.append("".join(output.get("text", "")))
            for value in output.get("data", {}).values():
                parts.append(value if isinstance(value, str) else "".join(value))
    return html.unescape("\n".join(parts))


def test_the_site_builds_with_no_warning_and_every_local_link_reaches_its_page(site: Path):
    assert (site / "index.html").is_file()
    assert (site / "docs" / "index.html").is_file()


def test_every_notebook_and_lesson_has_its_page(site: Path):
    missing = [nb.name for nb in NOTEBOOKS if not page_of(site, nb).is_file()]
    assert not missing


def test_every_game_has_a_page_with_its_picture_options_and_a_replay_to_watch(site: Path):
    for name in GAMES:
        page = (site / "docs" / "games" / f"{name}.html").read_text(encoding="utf-8")
        assert f'src="../../replays/{name}.html"' in page
        assert re.search(rf'<img [^>]*src="[^"]*{name}[^"]*\.svg"', page)
        for option in type(make(name).rules).options():
            assert f">{option.name}<" in page
        replay = (site / "replays" / f"{name}.html").read_text(encoding="utf-8")
        # The table's own Save replay file: it runs from disk, fetching nothing.
        assert "default-src 'none'" in replay


@pytest.mark.parametrize(
    "lesson", NOTEBOOKS, ids=[nb.relative_to(ROOT).as_posix() for nb in NOTEBOOKS]
)
def test_a_lessons_page_shows_no_number_its_stored_notebook_does_not(site: Path, lesson: Path):
    shown = set(NUMBER.findall(article(page_of(site, lesson))))
    stored = set(NUMBER.findall(stored_text(lesson)))
    assert shown <= stored, f"numbers on the page that the notebook lacks: {shown - stored}"


def test_a_prediction_shows_its_question_and_keeps_its_answer_for_the_kernel(site: Path):
    lessons = [nb for nb in NOTEBOOKS if "predict(" in nb.read_text(encoding="utf-8")]
    assert lessons
    for lesson in lessons:
        text = article(page_of(site, lesson))
        with using_language(language_of(lesson)):
            assert _("Predict.") in text
            assert _(STATIC_NOTE).strip("()") in text
