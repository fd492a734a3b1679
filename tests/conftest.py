"""Settings for the whole suite that keep it independent of how busy the machine is."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

# Hypothesis times each example (a 200 ms deadline) and fails a test whose data is slow to
# generate: on a loaded machine both say more about the machine than the code.
settings.register_profile(
    "cardwidgets",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
# In CI (CI=true) the examples are derived from each test's name, the same at every run, so a
# submission is judged on its own change; a developer's run draws new examples each time (and may
# find a new bug, as it should: hypothesis prints how to replay it).
settings.register_profile("ci", parent=settings.get_profile("cardwidgets"), derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "cardwidgets")


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """`make soak` says what it ran: each soak test's report (games, events, checks), also
    from xdist's workers, whose reports carry their user properties to the controller."""
    ran = [
        value
        for report in terminalreporter.stats.get("passed", [])
        for key, value in getattr(report, "user_properties", ())
        if key == "soak"
    ]
    if ran:
        terminalreporter.write_sep("=", f"soak: {len(ran)} games and variants checked")
        for line in sorted(ran):
            terminalreporter.write_line(line)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The soak (``slow``) runs only when a marker expression names it (``-m slow``, as `make
    soak` does): an expression of one's own, such as ``-m "not browser"``, replaces the default
    ``-m "not slow"`` and would otherwise start an hour of soak nobody asked for."""
    if "slow" in (config.option.markexpr or ""):
        return
    soak = pytest.mark.skip(reason="a soak run: opt in with `make soak` (pytest -m slow)")
    for item in items:
        if item.get_closest_marker("slow"):
            item.add_marker(soak)
