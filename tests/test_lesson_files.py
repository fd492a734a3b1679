"""`cardwidgets lessons FOLDER` gives a teacher without a clone the start page, the play
notebooks and the lessons, side by side as in the repository, and never overwrites by accident."""

from __future__ import annotations

import filecmp
from pathlib import Path

import pytest

from cardwidgets import game_names, lesson_files
from cardwidgets.cli import main
from cardwidgets.lesson_files import LessonsError, copy_lessons, how_to_open

ROOT = Path(__file__).resolve().parents[1]


def test_the_lessons_copied_are_the_repositorys_notebooks_and_tutorials(tmp_path: Path) -> None:
    files = copy_lessons(tmp_path / "class")
    wanted = {
        path.relative_to(ROOT)
        for folder in ("notebooks", "tutorials")
        for path in (ROOT / folder).rglob("*")
        if path.is_file()
        and path.suffix in {".ipynb", ".svg", ".md"}
        and "templates" not in path.parts
        and ".ipynb_checkpoints" not in path.parts
    }
    assert set(files) == wanted
    assert Path("notebooks/index.ipynb") in wanted
    assert Path("notebooks/pictures/half_and_half.svg") in wanted
    for relative in files:
        assert filecmp.cmp(ROOT / relative, tmp_path / "class" / relative, shallow=False)


def test_a_teachers_edition_built_in_a_clone_stays_out_of_the_students_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clone = tmp_path / "clone"
    for folder in ("notebooks", "tutorials/teachers/templates"):
        (clone / folder).mkdir(parents=True)
    (clone / "notebooks" / "index.ipynb").write_text("{}")
    (clone / "tutorials" / "teachers" / "take_two.md").write_text("guide")
    (clone / "tutorials" / "teachers" / "take_two_rules_teacher.html").write_text("answers")
    (clone / "tutorials" / "teachers" / "templates" / "take_two.md").write_text("template")
    monkeypatch.setattr(lesson_files, "PACKAGE", clone / "cardwidgets")
    files = copy_lessons(tmp_path / "class")
    assert sorted(map(str, files)) == ["notebooks/index.ipynb", "tutorials/teachers/take_two.md"]


def test_files_already_there_are_kept_and_nothing_is_copied_without_force(tmp_path: Path) -> None:
    edited = tmp_path / "notebooks" / "index.ipynb"
    edited.parent.mkdir()
    edited.write_text("the teacher's own edits")
    with pytest.raises(LessonsError, match=r"already holds notebooks/index\.ipynb.*--force"):
        copy_lessons(tmp_path)
    assert edited.read_text() == "the teacher's own edits"
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["index.ipynb", "notebooks"]


def test_force_overwrites_with_the_lessons_as_shipped(tmp_path: Path) -> None:
    edited = tmp_path / "notebooks" / "index.ipynb"
    edited.parent.mkdir()
    edited.write_text("the teacher's own edits")
    copy_lessons(tmp_path, force=True)
    assert edited.read_bytes() == (ROOT / "notebooks" / "index.ipynb").read_bytes()


def test_a_file_named_as_the_folder_is_refused_with_what_to_name_instead(tmp_path: Path) -> None:
    (tmp_path / "class").write_text("")
    with pytest.raises(LessonsError, match="is a file; name a folder"):
        copy_lessons(tmp_path / "class")


def test_the_command_says_how_to_open_the_lessons(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["lessons", str(tmp_path / "my class")]) == 0
    said = capsys.readouterr().out
    assert f"Copied {len(copy_lessons(tmp_path / 'again'))} files" in said
    assert f"--ServerApp.root_dir='{tmp_path / 'my class'}'" in said
    assert "--LabApp.default_url=/lab/tree/notebooks/index.ipynb" in said
    first_game = game_names()[0]
    assert f"voila '{tmp_path / 'my class'}/notebooks/{first_game}.ipynb'" in said
    assert main(["lessons", str(tmp_path / "my class")]) == 1
    assert "already holds" in capsys.readouterr().err


@pytest.mark.parametrize(("uid", "allowed"), [(0, True), (1000, False)])
def test_as_root_the_jupyter_command_says_allow_root(
    monkeypatch: pytest.MonkeyPatch, uid: int, allowed: bool
) -> None:
    monkeypatch.setattr(lesson_files.os, "geteuid", lambda: uid)
    assert ("jupyter lab --allow-root " in how_to_open(Path("class"))) is allowed
