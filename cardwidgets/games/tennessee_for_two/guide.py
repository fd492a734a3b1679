"""The figures of Tennessee for Two's teacher's guide
(tutorials/teachers/templates/tennessee_for_two.md, rendered by ``make handouts``): every number
the guide states, computed here so it cannot drift."""

from __future__ import annotations

from fractions import Fraction

from cardwidgets.games.tennessee_for_two import probability as tennessee


def figures() -> dict[str, Fraction | float | int]:
    nest = tennessee.points_in_nest().exact()
    colour = tennessee.longest_colour().exact()
    return {
        "nest_mean": nest.mean,
        # Each card is in the nest with chance NEST/deck: the deck's points are mean x deck/NEST.
        "deck_points": nest.mean * len(tennessee.DECK) / tennessee.NEST,
        "nest_sd": nest.sd,
        "nest_empty": nest.P(0),
        "hand_mean": tennessee.points_in_hand().exact().mean,
        "deck": len(tennessee.DECK),
        "nest": tennessee.NEST,
        "hand": tennessee.HAND,
        "colour_mean": colour.mean,
        "colour_five_plus": colour.P(lambda length: length >= 5),
        "pooled_mean": nest.mean,
        "pooled_sd": nest.sd,
    }
