"""Lesson widgets under test talk through a recording comm (what the page would be sent)."""

import comm
import pytest

from cardwidgets.testing import RecordingComm


@pytest.fixture(autouse=True)
def recording_comm(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(comm, "create_comm", RecordingComm)


@pytest.fixture(autouse=True)
def student_mode():
    """Each test starts as a student would; a test that turns teacher mode on is undone."""
    from cardwidgets.lessons import teacher_mode

    teacher_mode(False)
    yield
    teacher_mode(False)
