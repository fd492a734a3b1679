"""The odds panel: a few exact numbers beside the table, from what the viewing seat can know.

``odds_panel(observation)`` takes a seat's observation (never the state), so the panel can only
use what that seat may know, the same rule the bots live by. Each game registers its panel
with ``@odds_for("game")``; a game without one gets ``None``. The widget shows ``lines``;
``numbers`` carries the same facts as numbers, for tests and for anyone building on them.

>>> import cardwidgets
>>> state = cardwidgets.make("half_and_half").new_state(seed=7)
>>> state.advance_chance()
>>> print(odds_panel(state.observation(0)))
Odds for North
The next card takes cards: 28 of 54 unturned (51.9%).
You win 42.5%, draw 4.2%, lose 53.3% from here.

The trick games count where the cards North has not seen can be (see ``placements``); Take Two
compares the seat's twosomes with what four unseen cards make. Each seat's first decision:

>>> def first_decision(game, **rules):
...     state = cardwidgets.make(game, **rules).new_state(seed=7)
...     state.advance_chance()
...     return odds_panel(state.observation(state.current_player))
>>> print(first_decision("tennessee_for_two"))
Odds for South
Count points you have not seen: 70 of 120.
North holds 23.3 count points on average.
The nest holds 10.6 count points on average.
The Rook: you hold it.
>>> print(first_decision("call_deuces"))
Odds for East
Fives: 1 in your hand, 0 seen elsewhere, 3 unseen.
5♥: North 31.7%, South 31.7%, West 31.7%, the kitty 4.9%.
5♦: North 31.7%, South 31.7%, West 31.7%, the kitty 4.9%.
5♣: North 31.7%, South 31.7%, West 31.7%, the kitty 4.9%.
Fives on average: North 0.95, South 0.95, West 0.95, the kitty 0.15.
>>> print(first_decision("take_two", players=3))
Odds for East
Cards you have not seen: 48, worth 7.02 on average.
Best split: Low 2♥ 3♥, High 10♥ Q♥.
Your Low 5: another player's Low beats it 14.2%, ties 8.5%.
Your High 22: another player's High beats it 23.7%, ties 8.8%.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final, TypeVar

from cardwidgets.engine.cards import COLOUR_NAMES, ROOK, SUIT_NAMES, Card
from cardwidgets.engine.game import Observation
from cardwidgets.engine.info import load_part
from cardwidgets.engine.registry import game_class
from cardwidgets.games.call_deuces import CallDeucesObservation, card_suit
from cardwidgets.games.half_and_half import HalfAndHalfObservation, HalfAndHalfRules
from cardwidgets.games.take_two import TakeTwoObservation
from cardwidgets.games.take_two import value as twosome_value
from cardwidgets.games.tennessee_for_two import (
    DRAWS,
    TennesseeForTwoObservation,
    card_points,
    is_count_card,
)
from cardwidgets.probability import take_two, tennessee
from cardwidgets.probability.call_deuces import is_five
from cardwidgets.probability.deals import unseen
from cardwidgets.probability.half_and_half import Position, outcomes, solve
from cardwidgets.probability.placements import Placements

ObservationT = TypeVar("ObservationT", bound=Observation)


@dataclass(frozen=True)
class OddsPanel:
    """What the odds panel shows: a title and a few lines, with the numbers behind them."""

    title: str
    lines: tuple[str, ...]
    numbers: Mapping[str, float] = field(default_factory=dict)

    def __str__(self) -> str:
        return "\n".join((self.title, *self.lines))


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


def _share(x: float) -> str:
    return f"{x:.1%}"


def half_and_half_odds(obs: HalfAndHalfObservation) -> OddsPanel:
    """While cards are turned: the chance the next card takes cards, and each seat's exact
    chance to win from this position (the solver, started from the turned cards and the sizes
    everyone sees). Before a game: the odds of whoever turns first."""
    viewer = "the teacher" if obs.seat is None else obs.names[obs.seat]
    title = f"Odds for {viewer}"
    if obs.phase != "play":
        rules = HalfAndHalfRules.from_dict({"ace_draw": obs.ace_draw, "joker": obs.joker})
        first = solve(rules)
        chances = {
            "first wins": float(first.first_wins),
            "draw": float(first.draw),
            "first loses": float(first.first_loses),
        }
        line = "Whoever turns first wins {}, draws {}, loses {}.".format(
            *map(_share, chances.values())
        )
        return OddsPanel(title, (line,), chances)
    position = Position.from_observation(obs)
    costly = sum(count for kind, count in position.unturned if kind.takes)
    cost = float(position.next_flip_takes_cards)
    ends = outcomes(position)
    wins = [float(ends.P(lambda end: end[0] < end[1])), float(ends.P(lambda end: end[1] < end[0]))]
    draw = float(ends.P(lambda e: e[0] == e[1]))
    lines = [
        f"The next card takes cards: {costly} of {position.cards_left} unturned ({_share(cost)})."
    ]
    if obs.seat is None:
        lines.append(
            f"{obs.names[0]} wins {_share(wins[0])}, {obs.names[1]} wins {_share(wins[1])}, "
            f"draw {_share(draw)} from here."
        )
    else:
        me = obs.seat
        lines.append(
            f"You win {_share(wins[me])}, draw {_share(draw)}, lose {_share(wins[1 - me])} "
            "from here."
        )
    numbers = {"next card takes cards": cost, "draw": draw}
    numbers.update({f"{name} wins": w for name, w in zip(obs.names, wins, strict=True)})
    return OddsPanel(title, tuple(lines), numbers)


# ---------------------------------------------------------------------- shared by trick games
def _per_cent(chance: Fraction) -> str:
    return _share(float(chance))


def _points_text(points: Fraction) -> str:
    """An expected number of points, exact when short: "13 1/3" reads worse than "13.3"."""
    return str(points.numerator) if points.denominator == 1 else f"{float(points):.1f}"


def _where_unseen(
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


#: The teacher sees every card, so nothing is left to chance; the table shows the panel of the
#: seat to move instead.
TEACHER_PANEL: Final = OddsPanel(
    "Odds for the teacher",
    ("Every card is shown, so nothing is unknown: the odds are a seat's, from its own view.",),
)


# ---------------------------------------------------------------------- Tennessee for Two
#: A trump lead not followed: the opponent holds no trump and not the Rook.
TRUMP_VOID: Final = "trump"


def _tennessee_voids(obs: TennesseeForTwoObservation, opponent: int) -> frozenset[str]:
    """The colours the opponent showed they hold none of, since their last face-down draw (a
    draw could bring a card of any colour, so an older void is forgotten). ``TRUMP_VOID`` is a
    trump lead not followed: no trump and no Rook."""
    draws = DRAWS - (obs.draw_pile_size + (obs.face_up is not None)) // 2
    voids: set[str] = set()
    for number, trick in enumerate(obs.tricks):
        if trick.leader == opponent or number < draws:
            continue
        lead, reply = trick.cards
        led = obs.trump if lead is ROOK else lead.suit
        if reply.suit == led:
            continue
        if led == obs.trump:
            if reply is not ROOK:
                voids.add(TRUMP_VOID)
        elif reply is not ROOK or not obs.rules.rook_anytime:
            voids.add(led)  # type: ignore[arg-type]
    return frozenset(voids)


def tennessee_odds(obs: TennesseeForTwoObservation) -> OddsPanel:
    """Count points this seat has not seen and where they can be; once trump is named, the
    chance the opponent still holds a trump; the Rook's whereabouts.

    Exact by counting placements of the unseen cards: into the opponent's hand (the cards of it
    not both know), the nest (unless this seat saw it) and the draw pile's face-down cards, with
    every placement equally likely that agrees with what the seat saw: a nest the bidder made
    holds no count card, and an opponent who could not follow a colour (since their last draw)
    holds none of it.
    """
    if obs.seat is None:
        return TEACHER_PANEL
    me, opponent = obs.seat, 1 - obs.seat
    name = obs.names[opponent]
    title = f"Odds for {obs.names[me]}"
    if not obs.my_hand:
        nest = tennessee.points_in_nest().exact().mean
        line = f"Before the deal: the nest holds {_points_text(nest)} count points on average."
        return OddsPanel(title, (line,), {"nest points": float(nest)})
    known = obs.hands[opponent]
    seen = {*obs.my_hand, *known, *(c for t in obs.tricks for c in t.cards), *obs.trick}
    if obs.face_up is not None:
        seen.add(obs.face_up)
    if obs.nest is not None:
        seen.update(obs.nest)
    unseen = [card for card in tennessee.DECK if card not in seen]
    hidden_nest = 0 if obs.nest is not None else obs.nest_size
    sizes = (obs.hand_sizes[opponent] - len(known), hidden_nest, obs.draw_pile_size)
    HAND, NEST = 0, 1
    everywhere = frozenset(range(3))
    made_nest = obs.bidder is not None and obs.rules.nest == "pick_up"
    voids = _tennessee_voids(obs, opponent)
    trump = obs.trump

    def is_trump(card: Card) -> bool:
        return card is ROOK or card.suit == trump

    def allowed(card: Card) -> frozenset[int]:
        places = everywhere
        if made_nest and is_count_card(card):
            places -= {NEST}
        colour = TRUMP_VOID if trump is not None and is_trump(card) else card.suit
        if colour in voids:
            places -= {HAND}
        return places

    def trump_card(card: Card) -> bool:
        return trump is not None and is_trump(card)

    where, group = _where_unseen(
        unseen, sizes, allowed, lambda card: (card_points(card), trump_card(card)), trump_card
    )
    hidden_points = sum(map(card_points, unseen))
    in_hand = sum((card_points(c) * where.share(group[c], HAND) for c in unseen), Fraction(0))
    known_points = sum(map(card_points, known))
    lines = [f"Count points you have not seen: {hidden_points} of 120."]
    numbers: dict[str, float] = {"unseen points": hidden_points}
    held = f"{name} holds {_points_text(in_hand + known_points)} count points on average"
    if known_points:
        held += f" ({known_points} in cards you know they hold)"
    lines.append(held + ".")
    numbers[f"{name} points"] = float(in_hand + known_points)
    if sizes[NEST]:
        in_nest = sum((card_points(c) * where.share(group[c], NEST) for c in unseen), Fraction(0))
        lines.append(
            "The nest holds no count card (the bidder put back 5 that are not)."
            if made_nest
            else f"The nest holds {_points_text(in_nest)} count points on average."
        )
        numbers["nest points"] = float(in_nest)
    shown = sorted(COLOUR_NAMES[v] if v != TRUMP_VOID else "trump" for v in voids)
    if shown:
        lines.append(f"{name} showed they hold no {', no '.join(shown)} since their last draw.")
    if trump is not None:
        holds = 1 if any(is_trump(c) for c in known) else 1 - where.none_in(HAND)
        colour = COLOUR_NAMES[trump]
        lines.append(f"{name} holds a trump ({colour}): {_per_cent(Fraction(holds))}.")
        numbers[f"{name} holds a trump"] = float(holds)
    if ROOK in unseen:
        rook = where.share(group[ROOK], HAND)
        lines.append(f"{name} holds the Rook: {_per_cent(rook)}.")
        numbers[f"{name} holds the Rook"] = float(rook)
    else:
        whose = _rook_seen(obs, known, name)
        lines.append(f"The Rook: {whose}.")
    return OddsPanel(title, tuple(lines), numbers)


def _rook_seen(obs: TennesseeForTwoObservation, known: Sequence[Card], opponent: str) -> str:
    """Where the seat saw the Rook (``known``: the opponent's cards both know)."""
    if ROOK in obs.my_hand:
        return "you hold it"
    if ROOK in known:
        return f"{opponent} holds it"
    if obs.nest is not None and ROOK in obs.nest:
        return "it is in the nest"
    return "it is face up" if obs.face_up is ROOK else "it has been played"


# ---------------------------------------------------------------------- Call Deuces
def _deuces_voids(obs: CallDeucesObservation) -> dict[int, set[str]]:
    """The suits each player showed they hold none of, by not following them (no cards are
    drawn in Call Deuces, so a void lasts the hand). Jokers belong to trump."""
    players = obs.rules.players
    played = [
        [((leader + i) % players, card) for i, card in enumerate(cards)]
        for leader, cards, _ in obs.tricks
    ]
    voids: dict[int, set[str]] = {seat: set() for seat in range(players)}
    for trick in [*played, list(obs.trick)]:
        if not trick:
            continue
        led = card_suit(trick[0][1], obs.trump)
        for seat, card in trick[1:]:
            if card_suit(card, obs.trump) != led:
                voids[seat].add(led)
    return voids


def call_deuces_odds(obs: CallDeucesObservation) -> OddsPanel:
    """Where each five this seat has not seen can be: each other player's hand, the kitty, or
    the cards the bidder buried; how many fives each holds on average; once trump is named, the
    chance each other player still holds a trump.

    Exact by counting placements of the unseen cards into the other hands, the kitty and the
    buried cards (those the seat did not see), each placement equally likely if it agrees with
    what the seat saw: a player who did not follow a suit holds none of it, and the bidder
    buries no five (unless ``bury_fives``).
    """
    if obs.seat is None:
        return TEACHER_PANEL
    me = obs.seat
    title = f"Odds for {obs.names[me]}"
    if not obs.hand:
        return OddsPanel(title, ("No cards in your hand: the odds come with the deal.",))
    players = obs.rules.players
    others = [seat for seat in range(players) if seat != me]
    seen = {*obs.hand, *obs.buried, *(c for _, cards, _ in obs.tricks for c in cards)}
    seen.update(card for _, card in obs.trick)
    unseen = [card for card in obs.rules.deck if card not in seen]
    hidden_buried = 0 if obs.buried else obs.buried_count
    place_names = [*(obs.names[seat] for seat in others), "the kitty", "the buried cards"]
    sizes = [*(obs.hand_sizes[seat] for seat in others), obs.kitty_size, hidden_buried]
    KITTY, BURIED = len(others), len(others) + 1
    voids = _deuces_voids(obs)
    trump = obs.trump

    def trump_card(card: Card) -> bool:
        return trump is not None and card_suit(card, trump) == trump

    def allowed(card: Card) -> frozenset[int]:
        suit = card_suit(card, trump)
        places = {p for p, seat in enumerate(others) if suit not in voids[seat]}
        places.add(KITTY)
        if obs.rules.bury_fives or not is_five(card):
            places.add(BURIED)
        return frozenset(places)

    def features(card: Card) -> Hashable:
        # Fives that may lie in the same places are alike; trumps are told apart to watch them.
        return is_five(card), trump_card(card)

    where, group = _where_unseen(unseen, sizes, allowed, features, trump_card)
    lines: list[str] = []
    numbers: dict[str, float] = {}
    fives = [card for card in unseen if is_five(card)]
    mine = sum(map(is_five, obs.hand))
    lines.append(
        f"Fives: {mine} in your hand, "
        f"{sum(map(is_five, seen)) - mine} seen elsewhere, {len(fives)} unseen."
    )
    open_places = [p for p, size in enumerate(sizes) if size]
    for five in fives:
        chances = [(p, where.share(group[five], p)) for p in open_places]
        lines.append(
            f"{five.short}: "
            + ", ".join(f"{place_names[p]} {_per_cent(c)}" for p, c in chances if c)
            + "."
        )
        numbers.update({f"{five} in {place_names[p]}": float(c) for p, c in chances})
    if fives:
        expected = [
            (p, sum((where.share(group[five], p) for five in fives), Fraction(0)))
            for p in open_places
            if p != BURIED or obs.rules.bury_fives
        ]
        lines.append(
            "Fives on average: "
            + ", ".join(f"{place_names[p]} {float(e):.2f}" for p, e in expected)
            + "."
        )
    shown = [
        f"{obs.names[seat]} no {', no '.join(SUIT_NAMES[suit] for suit in sorted(voids[seat]))}"
        for seat in others
        if voids[seat]
    ]
    if shown:
        lines.append(f"Shown void: {'; '.join(shown)}.")
    if trump is not None:
        holding = [(others[p], 1 - where.none_in(p)) for p in range(len(others)) if sizes[p]]
        lines.append(
            f"Holds a trump ({SUIT_NAMES[trump]}): "
            + ", ".join(f"{obs.names[seat]} {_per_cent(c)}" for seat, c in holding)
            + "."
        )
        numbers.update({f"{obs.names[seat]} holds a trump": float(c) for seat, c in holding})
    return OddsPanel(title, tuple(lines), numbers)


# ---------------------------------------------------------------------- Take Two
def _twosome_odds(low: Sequence[Card], high: Sequence[Card], seen: Sequence[Card]) -> OddsPanel:
    """How one other player's Low and High, dealt from the cards you have not seen and split
    at best, compare with yours (the lines and numbers, without a title)."""
    mine_low, mine_high = twosome_value(low), twosome_value(high)
    other_low, other_high = take_two.dealt_twosomes(seen)
    lower = other_low.P(lambda v: v < mine_low)
    higher = other_high.P(lambda v: v > mine_high)
    lines = (
        f"Your Low {mine_low}: another player's Low beats it {_per_cent(lower)}, ties "
        f"{_per_cent(other_low.P(mine_low))}.",
        f"Your High {mine_high}: another player's High beats it {_per_cent(higher)}, ties "
        f"{_per_cent(other_high.P(mine_high))}.",
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
        return TEACHER_PANEL
    me = obs.seat
    title = f"Odds for {obs.names[me]}"
    low, high = (tuple(c for c in twosome if c is not None) for twosome in obs.twosomes[me])
    unsplit = tuple(c for c in obs.hands[me] if c is not None)
    if not (low or high or unsplit):
        return OddsPanel(title, ("No cards in your hand: the odds come with the deal.",))
    places = (*obs.hands, *(t for pair in obs.twosomes for t in pair), *obs.discards)
    seen = [card for cards in places for card in cards if card is not None]
    hidden = unseen(take_two.DECK, seen)
    average = Fraction(sum(map(take_two.card_value, hidden)), len(hidden))
    lines = [f"Cards you have not seen: {len(hidden)}, worth {float(average):.2f} on average."]
    numbers: dict[str, float] = {"unseen card": float(average)}
    phase = obs.phase
    if phase == "split":
        ordered = sorted((*unsplit, *low, *high), key=take_two.card_value)
        split = _twosome_odds(ordered[:2], ordered[2:], seen)
        lines.append(
            "Best split: Low "
            + " ".join(c.short for c in ordered[:2])
            + ", High "
            + " ".join(c.short for c in ordered[2:])
            + "."
        )
        lines.extend(split.lines)
        numbers.update(split.numbers)
    elif phase == "discard" and len(low) == len(high) == 2:
        worst_low = max(map(take_two.card_value, low))
        worst_high = min(map(take_two.card_value, high))
        lowers = Fraction(sum(take_two.card_value(c) < worst_low for c in hidden), len(hidden))
        raises = Fraction(sum(take_two.card_value(c) > worst_high for c in hidden), len(hidden))
        lines.append(
            f"A new card beats your Low's {worst_low} {_per_cent(lowers)}, your High's "
            f"{worst_high} {_per_cent(raises)}."
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
            f"A blind steal takes {_points_text(steals['low'])} from a Low twosome, "
            f"{_points_text(steals['high'])} from a High, on average."
        )
        numbers.update({f"steal from {which}": float(mean) for which, mean in steals.items()})
        for circle, kept in (("Low", low), ("High", high)):
            if len(kept) != 1:  # the twosome you discarded from, waiting for the card you take
                continue
            keeps = take_two.card_value(kept[0])
            lines.append(
                f"Your {circle} keeps {kept[0].short}: with a card from a Low twosome it makes "
                f"{_points_text(keeps + steals['low'])}, from a High "
                f"{_points_text(keeps + steals['high'])} on average."
            )
    elif len(low) == len(high) == 2:
        versus = _twosome_odds(low, high, seen)
        lines.extend(versus.lines)
        numbers.update(versus.numbers)
    return OddsPanel(title, tuple(lines), numbers)
