"""The suite's warning filters (pyproject.toml): our warnings and deprecations fail a test, a third
party's notice that something took long on a busy machine does not."""

from __future__ import annotations

import warnings

import pytest

SLOW_SCRATCH = (
    "Creating scratch directories is taking a surprisingly long time. (2.61s) This is often due "
    "to running workers on a network file system."
)


def warn_from(module: str, message: str, category: type[Warning]) -> None:
    """Issue a warning as if ``module``'s code had raised it."""
    warnings.warn_explicit(message, category, filename=f"{module}.py", lineno=1, module=module)


def test_a_third_partys_timing_notice_on_a_busy_machine_is_shown_not_failed():
    # catch_warnings keeps the suite's filters (pytest.warns would replace them).
    with warnings.catch_warnings(record=True) as shown:
        warn_from("contextlib", SLOW_SCRATCH, UserWarning)
    assert [str(warning.message) for warning in shown] == [SLOW_SCRATCH]


def test_a_warning_raised_by_this_projects_code_fails_the_test():
    with pytest.raises(UserWarning, match="a table warns"):
        warn_from("cardwidgets.widgets.session", "a table warns", UserWarning)


@pytest.mark.parametrize("category", [DeprecationWarning, PendingDeprecationWarning, FutureWarning])
def test_a_deprecation_from_any_library_fails_the_test(category: type[Warning]):
    with pytest.raises(category, match="going away"):
        warn_from("ipywidgets.widgets.widget", "this is going away", category)
