"""The tables of docs/tensors.md: each game's tensor pieces under its default rules, written
from the layouts themselves (``python -m tools.tensor_tables`` prints them; a test checks that
the page shows them as they are)."""

from __future__ import annotations

from cardwidgets.engine import game_names, make
from cardwidgets.engine.tensors import TensorLayout


def layout_table(name: str) -> str:
    """A Markdown table of the pieces of ``name``'s information-state tensor (the observation
    is its first rows, down to the last fact)."""
    layout = TensorLayout(make(name), perfect_recall=True)
    rows = [
        f"### {make(name).title} (`{name}`)",
        "",
        f"Observation: {layout.observation_size} numbers; information state: {layout.size}.",
        "",
        "| piece | shape | first number |",
        "|---|---|---|",
    ]
    for piece_name, piece in layout.pieces.items():
        shape = " x ".join(str(n) for n in piece.shape)
        rows.append(f"| `{piece_name}` | {shape} | {piece.start} |")
    return "\n".join(rows)


def tables() -> str:
    return "\n\n".join(layout_table(name) for name in game_names())


if __name__ == "__main__":
    print(tables())
