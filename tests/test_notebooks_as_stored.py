"""The notebooks as a reader first sees them, before running anything: nbval checks that their
outputs are reproduced; this checks what they hold."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

from tools.translated_lessons import lessons

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = [*sorted(ROOT.glob("notebooks/*.ipynb")), *lessons()]
#: The start page is written by tools/start_page.py, its one code cell left for the reader to run.
START_PAGE = ROOT / "notebooks" / "index.ipynb"


@pytest.fixture(params=NOTEBOOKS, ids=[str(path.relative_to(ROOT)) for path in NOTEBOOKS])
def notebook(request: pytest.FixtureRequest) -> nbformat.NotebookNode:
    notebook = nbformat.read(request.param, as_version=4)
    notebook.metadata["path"] = request.param
    return notebook


def test_every_code_cell_was_run_and_its_output_stored(notebook: nbformat.NotebookNode) -> None:
    if notebook.metadata["path"] == START_PAGE:
        pytest.skip("the start page's deal-code cell is the reader's to run")
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    assert code
    assert all(cell.execution_count is not None for cell in code)


def test_no_stored_output_is_an_error_or_a_warning(notebook: nbformat.NotebookNode) -> None:
    outputs = [output for cell in notebook.cells for output in cell.get("outputs", [])]
    assert not [output for output in outputs if output.output_type == "error"]
    assert not [output.text for output in outputs if output.get("name") == "stderr"]


def test_no_saved_widget_state_that_would_show_an_old_table(
    notebook: nbformat.NotebookNode,
) -> None:
    """Widget models are made afresh when a cell runs; a saved copy only describes some earlier
    run (another deal, an older front end) and weighs down the file."""
    assert "widgets" not in notebook.metadata


def test_every_notebook_names_its_kernel_as_jupyterlab_writes_it(
    notebook: nbformat.NotebookNode,
) -> None:
    """JupyterLab rewrites a kernelspec that differs from the running kernel's and so marks the
    notebook changed as soon as it opens: closing it then asks a student to save."""
    from tools.start_page import kernel_metadata

    assert notebook.metadata["kernelspec"] == kernel_metadata()["kernelspec"]
