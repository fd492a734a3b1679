"""The figures of Take Two's teacher's guide (tutorials/teachers/templates/take_two.md, rendered
by ``make handouts``): every number the guide states, computed here so it cannot drift, and
every direction it claims asserted."""

from __future__ import annotations

from fractions import Fraction

from cardwidgets.games.take_two import probability as take_two


def figures() -> dict[str, Fraction | float | int]:
    twosome = take_two.twosome_sum().exact()
    low, high = take_two.best_low_twosome().exact(), take_two.best_high_twosome().exact()
    card = take_two.blind_steal().exact().mean
    assert low.mean + high.mean == 2 * twosome.mean == 4 * card, "the guide: Low + High = 2 x 14"
    low_five = low.P(lambda total: total <= 5)
    return {
        "card_mean": card,
        "twosome_mean": twosome.mean,
        "twosome_ten_or_less": twosome.P(lambda total: total <= 10),
        "best_low_mean": low.mean,
        "best_high_mean": high.mean,
        "low_five_or_less": low_five,
        "steal_dealt_low": take_two.steal_from_dealt_twosome("low").exact().mean,
        "steal_dealt_high": take_two.steal_from_dealt_twosome("high").exact().mean,
        "pooled_share": low_five,
    }
