"""Each teacher's worksheet prints on one page of A4 in Chromium (the print CSS is what a
teacher's browser uses when they print the HTML from ``make handouts``)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tools import handouts

pytestmark = pytest.mark.browser

#: A page object of a PDF (not the /Pages tree that holds them).
PAGE = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")


def test_every_worksheet_prints_on_one_a4_page(browser: Any, tmp_path: Path) -> None:
    sheets = handouts.write_worksheets(tmp_path)
    assert sheets
    page = browser.new_page()
    try:
        for sheet in sheets:
            page.goto(sheet.as_uri())
            pdf = page.pdf(format="A4", prefer_css_page_size=True)
            assert len(PAGE.findall(pdf)) == 1, f"{sheet.name} prints on more than one page"
    finally:
        page.close()
