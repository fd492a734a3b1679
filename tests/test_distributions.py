"""The sdist and wheel as PyPI would get them, built by ``python -m build`` (the wheel from the
sdist, as pip builds it): both pass ``twine check --strict``, the sdist holds only the anchored
paths (tests included), and a wheel installed in a fresh environment gives a teacher the
lessons, which Voila then serves.

Building takes seconds; the fresh environment installs the wheel with its ``app`` extra from
pip's cache (a minute or so on a busy 2-core machine); ``-m "not wheel"`` skips them.
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
import urllib.request
import zipfile
from pathlib import Path, PurePosixPath

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

from cardwidgets.lesson_files import lesson_files
from cardwidgets.static.bundle import TABLE_PARTS
from tests.browser.jupyterlab import voila
from tests.built_once import claim

ROOT = Path(__file__).resolve().parents[1]
#: The ceiling of one command (an install of Voila's hundred packages on a busy machine): it
#: bounds a hang, it is not a target.
COMMAND_CEILING_S = 1800

pytestmark = pytest.mark.wheel


def run(command: list[str], cwd: Path = ROOT) -> str:
    """Run a command; on failure, its output is the test's message."""
    done = subprocess.run(
        command, cwd=cwd, capture_output=True, text=True, timeout=COMMAND_CEILING_S, check=False
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, f"{' '.join(command)} failed:\n{output[-6000:]}"
    return output


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    claim(tmp_path_factory, "the sdist and wheel")
    folder = tmp_path_factory.mktemp("dist")
    run([sys.executable, "-m", "build", "--outdir", str(folder), str(ROOT)])
    return folder


def built(dist: Path, suffix: str) -> Path:
    (path,) = dist.glob(f"cardwidgets-*{suffix}")
    return path


def test_twine_check_strict_passes_on_the_sdist_and_the_wheel(dist: Path) -> None:
    said = run([sys.executable, "-m", "twine", "check", "--strict", *map(str, dist.iterdir())])
    assert said.count("PASSED") == 2


def test_the_sdist_holds_the_package_its_lessons_and_the_tests_and_nothing_stray(
    dist: Path,
) -> None:
    with tarfile.open(built(dist, ".tar.gz")) as sdist:
        names = [
            PurePosixPath(name).relative_to(PurePosixPath(name).parts[0])
            for name in sdist.getnames()
        ]
    top = {name.parts[0] for name in names if name.parts}
    assert top == {
        "cardwidgets", "notebooks", "tutorials", "tests", "tools", "benchmarks", "examples",
        "docs", "binder", "conftest.py", "Makefile", "README.md", "CHANGELOG.md",
        "CONTRIBUTING.md", "LICENSE", "pyproject.toml", "PKG-INFO", ".gitignore",
    }  # fmt: skip
    assert PurePosixPath("tests/test_lesson_files.py") in names
    assert not [name for name in names if "__pycache__" in name.parts]


def test_the_wheel_ships_exactly_the_lessons_the_repository_has(dist: Path) -> None:
    prefix = PurePosixPath("cardwidgets/_lessons")
    with zipfile.ZipFile(built(dist, ".whl")) as wheel:
        shipped = {
            PurePosixPath(name).relative_to(prefix)
            for name in wheel.namelist()
            if PurePosixPath(name).is_relative_to(prefix)
        }
    assert shipped == {PurePosixPath(path.as_posix()) for path in lesson_files(ROOT)}


def test_the_wheel_ships_the_table_s_front_end_a_file_per_part(dist: Path) -> None:
    """The widget joins its module from the parts' files when it is imported: all must ship."""
    with zipfile.ZipFile(built(dist, ".whl")) as wheel:
        names = set(wheel.namelist())
    parts = {f"cardwidgets/static/table/{name}" for name in TABLE_PARTS}
    assert parts | {"cardwidgets/static/table.css", "cardwidgets/static/bundle.py"} <= names


def test_the_wheel_carries_every_language_s_catalogue_compiled(dist: Path) -> None:
    """The package reads the .mo files with the standard library: the wheel must hold them."""
    with zipfile.ZipFile(built(dist, ".whl")) as wheel:
        names = set(wheel.namelist())
    for language in ("fr", "ru"):
        assert f"cardwidgets/i18n/locale/{language}/LC_MESSAGES/cardwidgets.mo" in names


def metadata(wheel: Path) -> list[str]:
    """The wheel's metadata fields, less the version of the metadata format itself."""
    with zipfile.ZipFile(wheel) as archive:
        (name,) = [name for name in archive.namelist() if name.endswith(".dist-info/METADATA")]
        header = archive.read(name).decode().split("\n\n", 1)[0]
    return [line for line in header.splitlines() if not line.startswith("Metadata-Version")]


def test_the_oldest_hatchling_allowed_builds_the_same_wheel(dist: Path, tmp_path: Path) -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    (floor,) = pyproject["build-system"]["requires"]
    oldest = floor.replace(">=", "==")
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", str(venv)])
    python = str(venv / "bin" / "python")
    run([python, "-m", "pip", "install", "--quiet", oldest])
    build = "import sys; from hatchling.build import build_wheel; print(build_wheel(sys.argv[1]))"
    name = run([python, "-c", build, str(tmp_path)]).split()[-1]
    old, new = tmp_path / name, built(dist, ".whl")
    assert metadata(old) == metadata(new)
    with zipfile.ZipFile(old) as older, zipfile.ZipFile(new) as newer:
        assert sorted(older.namelist()) == sorted(newer.namelist())


def test_a_teacher_with_only_the_wheel_gets_the_lessons_and_voila_serves_one(
    dist: Path, tmp_path: Path
) -> None:
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", str(venv)])
    python = str(venv / "bin" / "python")
    run([python, "-m", "pip", "install", "--quiet", f"{built(dist, '.whl')}[app]"])
    said = run([str(venv / "bin" / "cardwidgets"), "lessons", str(tmp_path / "class")], tmp_path)
    assert "voila " in said
    notebook = tmp_path / "class" / "notebooks" / "half_and_half.ipynb"
    assert notebook.is_file()
    assert (tmp_path / "class" / "notebooks" / "pictures" / "half_and_half.svg").is_file()
    with voila(notebook, python=python) as url, urllib.request.urlopen(url, timeout=600) as page:
        html = page.read().decode()
    assert "application/vnd.jupyter.widget-view+json" in html, "the tables were drawn"
    assert "Traceback" not in html
