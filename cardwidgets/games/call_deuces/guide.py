"""The figures of Call Deuces' teacher's guide (tutorials/teachers/templates/call_deuces.md,
rendered by ``make handouts``): every number the guide states, computed here so it cannot drift,
and every direction it claims asserted."""

from __future__ import annotations

from fractions import Fraction

from cardwidgets.games.call_deuces import probability as call_deuces


def figures() -> dict[str, Fraction | float | int]:
    four, five = call_deuces.fives_in_hand(4).exact(), call_deuces.fives_in_hand(5).exact()
    trumps, trumps_five = (call_deuces.best_trump_length(n).exact().mean for n in (4, 5))
    assert trumps_five < trumps, "the guide says five players' best trump suit is shorter"
    deck = call_deuces.deck(4)
    fives = sum(call_deuces.is_five(card) for card in deck)
    return {
        "no_five": four.P(0),
        "no_five_five_players": five.P(0),
        "mean_fives": four.mean,
        "kitty_five": 1 - call_deuces.fives_in_kitty(4).exact().P(0),
        "team_no_five": call_deuces.fives_in_team().exact().P(0),
        "trump_mean": trumps,
        "trump_mean_five": trumps_five,
        "deck": len(deck),
        "fives": fives,
        "not_fives": len(deck) - fives,
        "hand": call_deuces.HAND[4],
        "hand_five": call_deuces.HAND[5],
        "pooled_share": four.P(0),
    }
