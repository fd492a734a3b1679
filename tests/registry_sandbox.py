"""Register games for one test only: the registry's tables are copied and put back after."""

from __future__ import annotations

import pytest

from cardwidgets.engine import registry


def sandbox_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Let a test register games that are gone again when it ends."""
    registry.discover()  # the shipped games first, so the tables put back are complete
    for table in ("_GAMES", "_ALIASES", "_LETTERS"):
        monkeypatch.setattr(registry, table, dict(getattr(registry, table)))
