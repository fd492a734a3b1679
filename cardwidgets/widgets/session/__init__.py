"""The truth behind a table widget, pure Python with no widget machinery, so tests and
benchmarks drive it exactly as the browser does: :meth:`TableSession.handle` takes the messages
the front end sends, and the page it makes (:meth:`~cardwidgets.widgets.session.TableSession.page`)
is all the front end is sent about the table. Its parts, each built on the one before: the seats
and modes, the timeline (navigation and take-back), the deals, the page; the design notes
(docs/design/table-session.md) say why each works as it does."""

from __future__ import annotations

from cardwidgets.render.table import NARROWEST, WIDTH
from cardwidgets.widgets.session.base import LOG_TAIL, TableError
from cardwidgets.widgets.session.page import LOG_PAGE, Page, log_line_step, number_ranges
from cardwidgets.widgets.session.requests import KINDS
from cardwidgets.widgets.session.requests import _request as _request  # the fuzz test's door
from cardwidgets.widgets.session.seats import MODES, SeatMode, bots_of_strength
from cardwidgets.widgets.session.table_session import SPEED_RANGE, TableSession

__all__ = [
    "KINDS",
    "LOG_PAGE",
    "LOG_TAIL",
    "MODES",
    "NARROWEST",
    "SPEED_RANGE",
    "WIDTH",
    "Page",
    "SeatMode",
    "TableError",
    "TableSession",
    "bots_of_strength",
    "log_line_step",
    "number_ranges",
]
