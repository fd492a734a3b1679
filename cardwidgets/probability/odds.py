"""The odds panel: a few exact numbers beside the table, from what the viewing seat can know.
``odds_panel(observation)`` takes a seat's observation, never the state, so the panel lives by
the bots' rule, and a game names its panel in its ``GameInfo``; what a panel holds and the
helpers here: :doc:`/docs/design/probability`."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Observation
from cardwidgets.engine.info import load_part
from cardwidgets.engine.registry import game_class
from cardwidgets.i18n import _
from cardwidgets.i18n.words import elided, written_number
from cardwidgets.probability.placements import Placements


@dataclass(frozen=True)
class OddsPanel:
    """What the odds panel shows: a title and a few lines, with the numbers behind them."""

    title: str
    lines: tuple[str, ...]
    numbers: Mapping[str, float] = field(default_factory=dict)

    def __str__(self) -> str:
        return elided("\n".join((self.title, *self.lines)))


def odds_panel(observation: Observation) -> OddsPanel | None:
    """The odds panel for this observation, or None when its game has none."""
    if not isinstance(observation, Observation):
        raise TypeError(
            f"odds_panel takes one seat's observation (state.observation(seat)), not a "
            f"{type(observation).__name__}: the odds may use only what that seat can know."
        )
    reference = game_class(observation.game).info.odds
    if reference is None:
        return None
    panel: Callable[[Observation], OddsPanel] = load_part(reference)
    return panel(observation)


def share(x: float) -> str:
    """A chance as a panel words it: "51.9%" ("51,9 %" in French)."""
    return written_number(x, 1, percent=True)


def per_cent(chance: Fraction) -> str:
    """An exact chance as a panel words it."""
    return share(float(chance))


def points_text(points: Fraction) -> str:
    """An expected number of points, exact when short: "13 1/3" reads worse than "13.3"."""
    if points.denominator == 1:
        return str(points.numerator)
    return written_number(points, 1)


def where_unseen(
    unseen: Sequence[Card],
    places: Sequence[int],
    allowed: Callable[[Card], frozenset[int]],
    features: Callable[[Card], Hashable],
    watch: Callable[[Card], bool] = lambda card: False,
) -> tuple[Placements, dict[Card, int]]:
    """Every placement of the ``unseen`` cards into places of these sizes, each card only where
    ``allowed(card)`` says, and for each card its group (cards with the same places and the
    same ``features`` are interchangeable). ``none_in`` asks about the ``watch`` cards (which
    must be told apart by their features)."""
    keys: dict[tuple[frozenset[int], Hashable], int] = {}
    group_of: dict[Card, int] = {}
    sizes: list[int] = []
    for card in unseen:
        key = (allowed(card), features(card))
        if key not in keys:
            keys[key] = len(keys)
            sizes.append(0)
        group_of[card] = keys[key]
        sizes[keys[key]] += 1
    groups = [(size, places_) for size, (places_, _) in zip(sizes, keys, strict=True)]
    watched = {group_of[card] for card in unseen if watch(card)}
    return Placements(places, groups, watched), group_of


def teacher_panel() -> OddsPanel:
    """The teacher sees every card, so nothing is left to chance; the table shows the panel of
    the seat to move instead."""
    return OddsPanel(
        _("Odds for the teacher"),
        (
            _(
                "Every card is shown, so nothing is unknown: the odds are a seat's, from its own "
                "view."
            ),
        ),
    )
