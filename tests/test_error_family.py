"""Every error this package raises on purpose is a CardwidgetsError, so one ``except`` catches
them all (a teacher's notebook, a class server's handler), whatever module raised it."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import cardwidgets
from cardwidgets.engine.errors import CardwidgetsError


def exception_classes_defined_in_the_package() -> dict[str, type[BaseException]]:
    found: dict[str, type[BaseException]] = {}
    for module_info in pkgutil.walk_packages(cardwidgets.__path__, "cardwidgets."):
        if module_info.name == "cardwidgets.__main__":  # importing it runs the command
            continue
        try:
            module = importlib.import_module(module_info.name)
        except ModuleNotFoundError as missing:  # an optional extra this environment lacks
            if (missing.name or "cardwidgets").startswith("cardwidgets"):
                raise
            continue
        for name, value in vars(module).items():
            if (
                inspect.isclass(value)
                and issubclass(value, BaseException)
                and value.__module__ == module.__name__
            ):
                found[f"{module.__name__}.{name}"] = value
    return found


def test_every_error_the_package_defines_is_in_the_one_family() -> None:
    classes = exception_classes_defined_in_the_package()
    assert "cardwidgets.probability.placements.NoPlacement" in classes
    outside = sorted(name for name, cls in classes.items() if not issubclass(cls, CardwidgetsError))
    assert outside == []


def test_the_family_keeps_the_builtin_kinds_callers_already_catch() -> None:
    from cardwidgets.engine.conformance import ConformanceError
    from cardwidgets.engine.hidden import DealError
    from cardwidgets.probability.placements import NoPlacement

    assert issubclass(NoPlacement, ValueError)
    assert issubclass(DealError, ValueError)
    assert issubclass(ConformanceError, AssertionError)
