"""Scripted Take Two hands for the tests: arranged deals and explicit moves."""

from collections import Counter

from cardwidgets import make
from cardwidgets.engine import Action, cards
from cardwidgets.games.take_two.game import DECK

NORTH, EAST, WEST = 0, 1, 2


def table(players=3, dealer=NORTH, **rules):
    """A game whose first dealer is ``dealer``, waiting for the first deal."""
    state = make("take_two", players=players, **rules).new_state(seed=1)
    state.apply(Action("first_dealer", (dealer,)))
    return state


def deal(state, *hands, deck=""):
    """Deal ``hands[seat]`` (four cards each, in seat order; "" for any) and put ``deck`` on top
    of the deck, top card first. Unlisted cards follow in deck order."""
    spare = Counter(DECK)
    wanted = {}
    for seat in state.turn_order():
        listed = list(cards(hands[seat])) if seat < len(hands) else []
        spare.subtract(listed)
        wanted[seat] = listed
    top = list(cards(deck))
    spare.subtract(top)
    assert min(spare.values()) >= 0, "a card is listed twice"
    rest = [card for card in DECK for _ in range(spare[card])]
    for listed in wanted.values():
        while len(listed) < 4:
            listed.append(rest.pop(0))
    order = state.turn_order()
    dealt = [wanted[seat][r] for r in range(4) for seat in order]
    state.apply(Action("deal", (*dealt, *top, *rest)))
    return state


def split(state, **lows):
    """Every player splits in turn: ``north="AS 2H"`` names North's Low; others keep their
    lowest two in Low."""
    while state.phase == "split":
        seat = state.current_player
        chosen = lows.get(state.names[seat].lower())
        picks = list(cards(chosen)) if chosen else sorted(state.hands[seat], key=_value)[:2]
        for card in picks:
            state.apply(Action("low", (card,)))
    return state


def replace(state, **discards):
    """Every player discards in turn (``east="KS"``; others their first legal discard)."""
    while state.phase == "discard":
        seat = state.current_player
        chosen = discards.get(state.names[seat].lower())
        state.apply(f"discard {chosen}" if chosen else state.legal_actions()[0])
    return state


def moves(state, *texts):
    """Apply moves written as text, in turn."""
    for text in texts:
        state.apply(text)
    return state


def check_round(state):
    """Everyone checks (or calls) until the betting stops."""
    while state.phase == "bet":
        state.apply("check" if "check" in map(str, state.legal_actions()) else "call")
    return state


def take(state, discard, target, picked=None):
    """The player to move discards ``discard``, takes from ``target`` ("2 low") and chance
    hands over ``picked`` (by default the first of the two cards)."""
    state.apply(f"discard {discard}")
    state.apply(f"take {target}")
    state.apply(f"picked {picked}" if picked else state.chance_outcomes()[0][0])
    return state


def _value(card):
    return 1 if card.rank == 14 else card.rank


def play_passively(state, hands=1):
    """Play ``hands`` whole hands on, every player checking and making the first legal move."""
    target = state.hands_completed + hands
    while not state.is_terminal and state.hands_completed < target:
        if state.is_chance:
            state.apply_chance()
        else:
            legal = state.legal_actions()
            state.apply(next((a for a in legal if a.kind in ("check", "call")), legal[0]))
    return state


def bust_north(**rules):
    """Three players, North deals first. Hand 1: North raises almost everything on Low, then
    folds both twosomes to East and keeps 5 chips, too few for the next hand's antes."""
    state = deal(table(3, NORTH, **rules), "10S JH QD KC", "AS 2H KD KH", "3S 4H QS QH")
    split(state)
    replace(state)
    # East bets 1, West folds, North raises 84, East raises 1, North folds; then on High
    # East bets 1 and West and North fold.
    return moves(state, "bet 1", "fold", "raise 84", "raise 1", "fold", "bet 1", "fold", "fold")
