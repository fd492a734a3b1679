"""Ceilings for the notebook checks (``pytest --nbval notebooks tutorials``) on a busy machine.

nbval waits 60 s for a kernel to start and 5 s for a cell's outputs after the cell has run; a
2-core machine kept busy by other work can take longer than either, and the notebook then fails
for the machine's sake. These ceilings only bound a hang: a notebook that is ready goes on at
once.
"""

from __future__ import annotations

import os

import pytest

# The tests and the stored notebooks are in English whatever the machine's locale (a French
# LANG would make every table French): tests of the other languages ask for them by name. Set
# here, so the notebooks' kernels, which nbval starts from this process, inherit it.
os.environ["CARDWIDGETS_LANGUAGE"] = "en"

KERNEL_STARTUP_CEILING_S = 600
OUTPUT_CEILING_S = 300


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("nbval", default=False):
        startup = float(config.option.nbval_kernel_startup_timeout)
        config.option.nbval_kernel_startup_timeout = max(startup, KERNEL_STARTUP_CEILING_S)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not config.getoption("nbval", default=False):
        return
    from nbval.plugin import IPyNbCell

    for item in items:
        if isinstance(item, IPyNbCell):
            item.output_timeout = OUTPUT_CEILING_S
