"""Mathematics drawn before the page is written, so a page shows it with no network.

nbconvert leaves ``$...$`` for MathJax, which a page loads from a CDN: offline (a classroom
without a network, a printed copy made on a train) every formula stays raw TeX. Here each
``$...$`` and ``$$...$$`` of a Markdown text becomes an inline SVG picture drawn by matplotlib's
mathtext (already installed for the lessons' plots), with the TeX as its ``alt`` text for screen
readers and copying. Code spans and fenced code are left alone; the few TeX commands mathtext
lacks are rewritten to ones it has, and a formula it still cannot draw is shown as its TeX in
``<code>``, never dropped.
"""

from __future__ import annotations

import base64
import html
import re
from functools import cache
from io import BytesIO
from typing import Final

#: Display math first, then inline math (no "$" inside, and no blank line: one paragraph).
MATH: Final = re.compile(r"\$\$(.+?)\$\$|\$((?:[^$\n]|\n(?![ \t]*\n))+?)\$", re.S)
#: Code, where a "$" is a character, not math.
CODE: Final = re.compile(r"```.*?```|`[^`\n]*`", re.S)
#: TeX that mathtext lacks, and what it draws the same way.
REWRITES: Final = (
    (re.compile(r"\\tfrac\s*(\d)\s*(\d)"), r"\\frac{\1}{\2}"),
    (re.compile(r"\\tfrac\b"), r"\\frac"),
    (re.compile(r"\\(?:big|Big|bigg|Bigg)\b\s*"), ""),
    (re.compile(r"\\ge\b"), r"\\geq"),
    (re.compile(r"\\le\b"), r"\\leq"),
    (re.compile(r"\\substack\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}"), r"\1"),
    (re.compile(r"\\\\"), r"\\;\\;"),
    (re.compile(r"\s*\n\s*"), " "),
)
#: Points of type for inline and display formulas.
INLINE_SIZE: Final = 12
DISPLAY_SIZE: Final = 14


def drawable(tex: str) -> str:
    """``tex`` with the commands mathtext lacks rewritten to ones it draws."""
    for pattern, replacement in REWRITES:
        tex = pattern.sub(replacement, tex)
    return tex.strip()


@cache
def svg_of(tex: str, size: int) -> str | None:
    """The formula as SVG text, or None when mathtext cannot draw it."""
    import matplotlib

    matplotlib.use("agg")
    from matplotlib import mathtext
    from matplotlib.font_manager import FontProperties

    picture = BytesIO()
    try:
        mathtext.math_to_image(
            f"${drawable(tex)}$", picture, prop=FontProperties(size=size), format="svg"
        )
    except ValueError:
        return None
    return picture.getvalue().decode("utf-8")


def formula_html(tex: str, *, display: bool) -> str:
    """One formula as an ``<img>`` holding its SVG (or its TeX in ``<code>``)."""
    svg = svg_of(tex.strip(), DISPLAY_SIZE if display else INLINE_SIZE)
    alt = html.escape(" ".join(tex.split()), quote=True)
    if svg is None:
        shown = f"<code>{html.escape(tex.strip())}</code>"
    else:
        data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
        shown = (
            f'<img class="cw-math" alt="{alt}" src="data:image/svg+xml;base64,{data}" '
            f'style="vertical-align: middle">'
        )
    return f'<div style="text-align: center">{shown}</div>' if display else shown


def render_math(markdown: str) -> str:
    """``markdown`` with every formula outside code drawn (see the module's docstring)."""
    pieces: list[str] = []
    written_up_to = 0
    for code in CODE.finditer(markdown):
        pieces.append(_draw_formulas(markdown[written_up_to : code.start()]))
        pieces.append(code.group(0))
        written_up_to = code.end()
    pieces.append(_draw_formulas(markdown[written_up_to:]))
    return "".join(pieces)


def _draw_formulas(text: str) -> str:
    def drawn(found: re.Match[str]) -> str:
        display = found.group(1) is not None
        return formula_html(found.group(1) if display else found.group(2), display=display)

    return MATH.sub(drawn, text)
