"""Settings for the whole suite that keep it independent of how busy the machine is."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

# Hypothesis times each example (a 200 ms deadline) and fails a test whose data is slow to
# generate: on a loaded machine both say more about the machine than the code. Examples are
# still seeded from the test's name, so a failure replays.
settings.register_profile(
    "cardwidgets",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("cardwidgets")
