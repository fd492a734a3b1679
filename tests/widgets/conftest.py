"""Widgets under test talk through a recording comm, and a Python front end plays the page."""

from collections.abc import Callable
from typing import Any

import comm
import pytest

import cardwidgets
from cardwidgets.testing import FrontEnd, RecordingComm


@pytest.fixture(autouse=True)
def recording_comm(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(comm, "create_comm", RecordingComm)


@pytest.fixture
def open_table() -> Callable[..., FrontEnd]:
    """A Half and Half table (or any game) and the page showing it."""

    def open_(game: str = "half_and_half", seed: int = 7, **options: Any) -> FrontEnd:
        return FrontEnd(cardwidgets.play(game, seed=seed, **options))

    return open_
