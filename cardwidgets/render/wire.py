"""The table widget's wire format, read from its one written description (``wire.json``), which both
sides follow: Python packs each tuple by field name in the schema's order (:func:`pack`), the
page reads every tuple by name (:data:`FOR_PAGE`), and the tests check what Python sends against
it. Why it lives in ``render``: :doc:`/docs/design/table-widget`."""

from __future__ import annotations

import json
from typing import Any, Final

from cardwidgets.static import STATIC

SCHEMA_PATH: Final = STATIC / "wire.json"
SCHEMA: Final[dict[str, Any]] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))

#: Each positional tuple's field names, in order: every ``$defs`` entry with ``prefixItems``.
TUPLES: Final[dict[str, tuple[str, ...]]] = {
    name: tuple(item["title"] for item in schema["prefixItems"])
    for name, schema in SCHEMA["$defs"].items()
    if "prefixItems" in schema
}

#: What the page is sent once (the ``_wire`` trait): the tuples' fields and the card-word pattern.
FOR_PAGE: Final[dict[str, Any]] = {
    "tuples": {name: list(fields) for name, fields in TUPLES.items()},
    "cardWord": SCHEMA["$defs"]["cardWord"]["pattern"],
}


def pack(tuple_name: str, **fields: Any) -> list[Any]:
    """The tuple ``tuple_name`` of the schema with these fields, in the schema's order.

    Every field must be given and no other, so Python cannot drift from the schema unnoticed.
    """
    names = TUPLES[tuple_name]
    if fields.keys() != set(names):
        raise ValueError(
            f"A {tuple_name} on the wire has the fields {', '.join(names)}, "
            f"not {', '.join(fields)} (see {SCHEMA_PATH.name})."
        )
    return [fields[name] for name in names]
