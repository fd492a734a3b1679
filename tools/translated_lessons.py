"""The lessons in the games' languages: ``tutorials/<language>/`` holds translations of English
lessons, each under the English lesson's own file name (the start page under its own language's
name), with the same code and its prose translated, so the numbers are computed once."""

from __future__ import annotations

from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parents[1]
TUTORIALS: Final = ROOT / "tutorials"
#: The languages lessons are translated into, each a folder of tutorials/.
LANGUAGES: Final = ("fr", "ru")
#: Translations named in their own language: the English lesson each translates.
RENAMED: Final = {"00_commencer_ici": "00_start_here"}


def translations() -> list[Path]:
    """Every translated lesson, language by language."""
    return [
        path for language in LANGUAGES for path in sorted((TUTORIALS / language).glob("*.ipynb"))
    ]


def lessons() -> list[Path]:
    """Every lesson notebook: the English ones in tutorials/, then their translations."""
    return [*sorted(TUTORIALS.glob("*.ipynb")), *translations()]


def language_of(lesson: Path) -> str:
    """The language a lesson is written in: its folder's, or English in tutorials/ itself."""
    return lesson.parent.name if lesson.parent.name in LANGUAGES else "en"


def original(translation: Path) -> Path:
    """The English lesson a translation translates."""
    return TUTORIALS / f"{RENAMED.get(translation.stem, translation.stem)}.ipynb"
