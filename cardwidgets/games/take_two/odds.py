"""Take Two's odds panel: the seat's twosomes against what four unseen cards make, and what a
new card or a blind steal is worth.

>>> import cardwidgets
>>> from cardwidgets.probability import odds_panel
>>> state = cardwidgets.make("take_two", players=3).new_state(seed=7)
>>> state.advance_chance()
>>> print(odds_panel(state.observation(state.current_player)))
Odds for East
Cards you have not seen: 48, worth 7.02 on average.
Best split: Low 2♥ 3♥, High 10♥ Q♥.
Your Low 5: another player's Low beats it 14.2%, ties 8.5%.
Your High 22: another player's High beats it 23.7%, ties 8.8%.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from cardwidgets.engine.cards import Card
from cardwidgets.games.take_two import probability as take_two
from cardwidgets.games.take_two.observation import TakeTwoObservation
from cardwidgets.games.take_two.rules import value as twosome_value
from cardwidgets.i18n import _
from cardwidgets.i18n.words import cards_label, seat_name, written_number
from cardwidgets.probability.deals import unseen
from cardwidgets.probability.odds import OddsPanel, per_cent, points_text, teacher_panel


def _twosome_odds(low: Sequence[Card], high: Sequence[Card], seen: Sequence[Card]) -> OddsPanel:
    """How one other player's Low and High, dealt from the cards you have not seen and split
    at best, compare with yours (the lines and numbers, without a title)."""
    mine_low, mine_high = twosome_value(low), twosome_value(high)
    other_low, other_high = take_two.dealt_twosomes(seen)
    lower = other_low.P(lambda v: v < mine_low)
    higher = other_high.P(lambda v: v > mine_high)
    lines = (
        _("Your Low {total}: another player's Low beats it {beats}, ties {ties}.").format(
            total=mine_low, beats=per_cent(lower), ties=per_cent(other_low.P(mine_low))
        ),
        _("Your High {total}: another player's High beats it {beats}, ties {ties}.").format(
            total=mine_high, beats=per_cent(higher), ties=per_cent(other_high.P(mine_high))
        ),
    )
    return OddsPanel("", lines, {"Low beaten": float(lower), "High beaten": float(higher)})


def take_two_odds(obs: TakeTwoObservation) -> OddsPanel:
    """What the seat would want to know now, from the cards it has not seen: when taking, what a
    blind steal from a Low or a High twosome is worth; when replacing a card, what the new card
    is worth and how often it helps; when splitting or betting, how often one other player's
    twosome beats yours.

    Exact by counting. Another player's twosomes are modelled as dealt: four cards from the
    cards this seat has not seen (its own, its discards and every face-up card are out), the two
    lowest making the Low and the two highest the High; a blind steal takes either card with
    even odds.
    """
    if obs.seat is None:
        return teacher_panel()
    me = obs.seat
    title = _("Odds for {name}").format(name=seat_name(obs.names[me]))
    low, high = (tuple(c for c in twosome if c is not None) for twosome in obs.twosomes[me])
    unsplit = tuple(c for c in obs.hands[me] if c is not None)
    if not (low or high or unsplit):
        return OddsPanel(title, (_("No cards in your hand: the odds come with the deal."),))
    places = (*obs.hands, *(t for pair in obs.twosomes for t in pair), *obs.discards)
    seen = [card for cards in places for card in cards if card is not None]
    hidden = unseen(take_two.DECK, seen)
    average = Fraction(sum(map(take_two.card_value, hidden)), len(hidden))
    lines = [
        _("Cards you have not seen: {count}, worth {average} on average.").format(
            count=len(hidden), average=written_number(average, 2)
        )
    ]
    numbers: dict[str, float] = {"unseen card": float(average)}
    phase = obs.phase
    if phase == "split":
        ordered = sorted((*unsplit, *low, *high), key=take_two.card_value)
        split = _twosome_odds(ordered[:2], ordered[2:], seen)
        lines.append(
            _("Best split: Low {low}, High {high}.").format(
                low=cards_label(ordered[:2]), high=cards_label(ordered[2:])
            )
        )
        lines.extend(split.lines)
        numbers.update(split.numbers)
    elif phase == "discard" and len(low) == len(high) == 2:
        worst_low = max(map(take_two.card_value, low))
        worst_high = min(map(take_two.card_value, high))
        lowers = Fraction(sum(take_two.card_value(c) < worst_low for c in hidden), len(hidden))
        raises = Fraction(sum(take_two.card_value(c) > worst_high for c in hidden), len(hidden))
        lines.append(
            _("A new card beats your Low's {low} {lowers}, your High's {high} {raises}.").format(
                low=worst_low, lowers=per_cent(lowers), high=worst_high, raises=per_cent(raises)
            )
        )
        numbers.update(
            {"new card lowers Low": float(lowers), "new card raises High": float(raises)}
        )
    elif phase in ("take", "raid", "pick"):
        # Either card of the twosome with even odds: half the twosome's sum on average.
        steals = {
            which: dealt.mean / 2
            for which, dealt in zip(("low", "high"), take_two.dealt_twosomes(seen), strict=True)
        }
        lines.append(
            _(
                "A blind steal takes {low} from a Low twosome, {high} from a High, on average."
            ).format(low=points_text(steals["low"]), high=points_text(steals["high"]))
        )
        numbers.update({f"steal from {which}": float(mean) for which, mean in steals.items()})
        keeping = (
            (
                _(
                    "Your Low keeps {card}: with a card from a Low twosome it makes {low}, from a "
                    "High {high} on average."
                ),
                low,
            ),
            (
                _(
                    "Your High keeps {card}: with a card from a Low twosome it makes {low}, from "
                    "a High {high} on average."
                ),
                high,
            ),
        )
        for sentence, kept in keeping:
            if len(kept) != 1:  # the twosome you discarded from, waiting for the card you take
                continue
            keeps = take_two.card_value(kept[0])
            lines.append(
                sentence.format(
                    card=cards_label(kept),
                    low=points_text(keeps + steals["low"]),
                    high=points_text(keeps + steals["high"]),
                )
            )
    elif len(low) == len(high) == 2:
        versus = _twosome_odds(low, high, seen)
        lines.extend(versus.lines)
        numbers.update(versus.numbers)
    return OddsPanel(title, tuple(lines), numbers)
