"""A testing kit for games of one's own (and cardwidgets' own tests): the conformance check as a
test assertion, a front end that plays a table through the page's messages, and golden
playthroughs. Needs the ``testing`` extra (``pip install cardwidgets[testing]``: jsonschema,
which checks every message against the wire format); how to use each part:
:doc:`/docs/design/testing-kit`."""

from cardwidgets.testing.conformance import assert_conforms, assert_every_variant_conforms
from cardwidgets.testing.frontend import FrontEnd, RecordingComm, recording_comm
from cardwidgets.testing.golden import check_golden, golden_name, playthrough, short_game

__all__ = [
    "FrontEnd",
    "RecordingComm",
    "assert_conforms",
    "assert_every_variant_conforms",
    "check_golden",
    "golden_name",
    "playthrough",
    "recording_comm",
    "short_game",
]
