"""The table's layout and its two drawings, in one import: the static picture
(:func:`table_svg`) and the live widget's compact table (:func:`table_data`)."""

from cardwidgets.render.compact import Controls, NumberRange, table_data
from cardwidgets.render.layout import NARROWEST, WIDTH, SeatPlaces, seat_places
from cardwidgets.render.picture import TABLE_CSS, drawing_css, table_svg
from cardwidgets.render.piles import PILE_GEOMETRY

__all__ = [
    "NARROWEST",
    "PILE_GEOMETRY",
    "TABLE_CSS",
    "WIDTH",
    "Controls",
    "NumberRange",
    "SeatPlaces",
    "drawing_css",
    "seat_places",
    "table_data",
    "table_svg",
]
