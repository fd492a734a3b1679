"""A game's score sheet hand by hand, as card sites show one: a column per seat, or per side
where partners score together, and for every hand played to its end what each column scored
and the running totals after it. The numbers are public (every seat hears a hand's score when
it ends), so one sheet serves every seat; what they count is the game's own (points, chips,
cards left and games won), named by the sheet. Each game gives its sheet from what its state
keeps (:meth:`State.score_sheet <cardwidgets.engine.state.State.score_sheet>`)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Final, NamedTuple

from cardwidgets.i18n import Words, lazy_p

#: The headings of a points game's sheet: a hand's points, and the game's total after it.
POINTS: Final = lazy_p("a score sheet's heading", "Points")
TOTAL: Final = lazy_p("a score sheet's heading", "Total")


class ScoreSheet(NamedTuple):
    """The hands played to their end, their scores and the running totals.

    ``columns`` holds the seats of each column (one seat, or a side's partners); ``hands`` each
    hand's numbers by column and ``totals`` the running totals after it, by column; ``scored``
    and ``total`` name what the two kinds of number count ("points" and "total"; Half and
    Half: "cards left" in a game and "games won").
    """

    columns: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    totals: tuple[tuple[int, ...], ...]
    scored: Words
    total: Words

    @classmethod
    def summed(
        cls,
        columns: Sequence[Sequence[int]],
        hands: Sequence[Sequence[int]],
        scored: Words,
        total: Words,
    ) -> ScoreSheet:
        """A sheet whose totals are the hands' scores added up (points games)."""
        return cls(
            tuple(tuple(seats) for seats in columns),
            tuple(tuple(hand) for hand in hands),
            running_totals(hands, len(columns)),
            scored,
            total,
        )

    @classmethod
    def of_totals(
        cls,
        columns: Sequence[Sequence[int]],
        start: Sequence[int],
        totals: Sequence[Sequence[int]],
        scored: Words,
        total: Words,
    ) -> ScoreSheet:
        """A sheet whose totals the game keeps (chips in front of each player after each hand,
        from ``start``), each hand's score the change it made."""
        before = [tuple(start), *(tuple(after) for after in totals)]
        hands = tuple(
            tuple(b - a for a, b in zip(earlier, later, strict=True))
            for earlier, later in itertools.pairwise(before)
        )
        return cls(
            tuple(tuple(seats) for seats in columns), hands, tuple(before[1:]), scored, total
        )


def running_totals(hands: Sequence[Sequence[int]], width: int) -> tuple[tuple[int, ...], ...]:
    """The totals after each hand of ``hands`` (``width`` numbers each), added up from 0."""
    totals = itertools.accumulate(
        (tuple(hand) for hand in hands),
        lambda before, hand: tuple(a + b for a, b in zip(before, hand, strict=True)),
        initial=(0,) * width,
    )
    return tuple(totals)[1:]


def one_column_a_seat(seats: int) -> tuple[tuple[int], ...]:
    """The columns of a game where every seat scores for itself."""
    return tuple((seat,) for seat in range(seats))
