"""What the others' bets and folds tell of their twosomes: the weight of an imagined deal. Players
put chips into strong twosomes and fold weak ones, so the Monte Carlo bot leans its imagined
deals the way the bets lean, as a player reading the table would; how each twosome counts:
:doc:`/docs/design/bot-levels`."""

from __future__ import annotations

from typing import Final

from cardwidgets.games.take_two.bots import twosome_chance
from cardwidgets.games.take_two.observation import TakeTwoObservation
from cardwidgets.games.take_two.rules import HIGH, LOW, VALUE
from cardwidgets.games.take_two.state import TakeTwoState

#: No twosome is certain to be bet or folded: a bluff, a slow play, a rival who reads the odds
#: another way; this keeps every deal that fits the cards possible.
LEAST: Final = 0.05


def bets_likelihood(observation: TakeTwoObservation, deal: TakeTwoState) -> float:
    """How likely the others were to bet and fold as ``observation`` shows, holding ``deal``'s
    twosomes, up to a constant factor."""
    weight = 1.0
    for seat, twosomes in enumerate(deal.twosomes):
        if seat == observation.seat or observation.out[seat]:
            continue
        for circle in (LOW, HIGH):
            folded = observation.folded[circle][seat]
            if not folded and observation.bets[circle][seat] <= observation.ante:
                continue
            total = sum(VALUE[card] for card in twosomes[circle])
            chance = min(1 - LEAST, max(LEAST, twosome_chance(circle, total)))
            weight *= 1 - chance if folded else chance
    return weight
