"""The start page opens in JupyterLab unmodified, so closing it does not ask to save.

JupyterLab writes the kernel's kernelspec and language_info into a notebook when its kernel
starts, and marks it changed if they differ from the stored ones. language_info names the
kernel's Python version, so the page served here is the one tools/start_page.py writes in this
environment, the kernel's; the repository's copy holds the same cells (``--check``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.jupyterlab import KERNEL_IDLE, TIMEOUT_MS, Lab, jupyterlab
from tests.built_once import claim
from tools.start_page import start_page

pytestmark = pytest.mark.browser

NAME = "notebooks/index.ipynb"
#: Once the kernel's info has arrived, JupyterLab has written its language_info: what a
#: student's open page holds before touching anything.
KERNEL_INFO_APPLIED = """async () => {
  const panel = window.jupyterapp.shell.currentWidget;
  await panel.sessionContext.ready;
  await panel.sessionContext.session.kernel.info;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return panel.context.model.getMetadata('language_info');
}"""
DIRTY = "() => window.jupyterapp.shell.currentWidget.context.model.dirty"
SAVE = "async () => { await window.jupyterapp.shell.currentWidget.context.save(); }"


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory, chromium_executable: str) -> Iterator[Lab]:
    claim(tmp_path_factory, "the JupyterLab serving the start page as written")
    root = tmp_path_factory.mktemp("unmodified") / "repository"
    (root / "notebooks").mkdir(parents=True)
    (root / NAME).write_text(start_page(), encoding="utf-8")
    with jupyterlab(root) as running:
        yield running


@pytest.fixture(scope="module")
def opened(written: Lab, browser: Any) -> Iterator[Any]:
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(written.notebook_url(NAME))
    page.wait_for_function(KERNEL_IDLE, timeout=TIMEOUT_MS)
    page.evaluate(KERNEL_INFO_APPLIED)
    yield page
    page.close()


def test_opening_the_start_page_leaves_it_unchanged(opened: Any) -> None:
    assert opened.evaluate(DIRTY) is False


def test_saving_the_opened_start_page_writes_the_same_file(opened: Any, written: Lab) -> None:
    stored = (written.root / NAME).read_text(encoding="utf-8")
    opened.evaluate(SAVE)
    assert (written.root / NAME).read_text(encoding="utf-8") == stored
