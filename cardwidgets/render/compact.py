"""The table for the live widget, compact: the layout's texts and piles with each card as its
code, bound to a legal move's number or a reason listed once; the widget's JavaScript draws the
SVG from the deck's faces it holds already, so a step costs about a kilobyte, not the markup's
three to six."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cardwidgets.engine.actions import Action
from cardwidgets.render.layout import WIDTH, lay_out
from cardwidgets.render.piles import captioned
from cardwidgets.render.view import CardSpot, Choice, TableView
from cardwidgets.render.wire import pack


@dataclass(frozen=True)
class NumberRange:
    """A family of legal moves that differ only in an amount (``bid 65`` to ``bid 160`` in
    fives), at consecutive places ``first``, ``first + 1``, ... among the legal actions: the
    widget offers any amount of it in a number field, besides the quick buttons."""

    verb: str
    low: int
    high: int
    step: int
    first: int


@dataclass(frozen=True)
class Controls:
    """What makes the drawing clickable in the widget.

    ``index`` gives each intent that is legal now its number among the legal actions (what a
    click sends back), None for any other (a function, so a range of a million bets is never
    listed: ``LegalActions.position``); ``refusal`` says why any other intent is not allowed
    now. Without a ``refusal`` no card is clickable (a table someone watches) and a button
    says ``watched``. ``ranges`` are the amounts a person to move may choose freely.
    """

    index: Callable[[Action], int | None]
    refusal: Callable[[Action], str] | None
    watched: str = ""
    ranges: tuple[NumberRange, ...] = ()


def table_data(view: TableView, controls: Controls, width: int = WIDTH) -> dict[str, Any]:
    """The table for the widget, compact: the same layout as :func:`table_svg`, without the
    header, ``width`` wide (the page's width, so the table is drawn at its own size), with
    each card as its code and each choice bound to ``controls``.

    The tuples (``size``, ``felt``, ``texts``, ``piles``, ``choices``, ``ranges``) and the card
    words (``QH``, ``-`` face down, ``^QH`` raised, ``QH=3`` plays legal action 3, ``QH!0``
    refused for reason ``why[0]``) are described once, in the wire format's schema
    (``wire.json``, read by :mod:`cardwidgets.render.wire`), and packed here by field name.
    Reasons are listed once in ``why``, however many cards share them. A card's name and face
    travel once per game (see the widget's ``_deck``). ``ranges`` (only when there are some)
    are the amounts the person to move may choose freely (:class:`NumberRange`).
    """
    layout = lay_out(view, chrome=False, width=width)
    binding = _Binding(controls)
    data: dict[str, Any] = {"size": pack("size", width=layout.width, height=layout.height)}
    felt = layout.felt
    if felt:
        data["felt"] = pack(
            "felt",
            x=_r(felt.x),
            y=_r(felt.y),
            width=_r(felt.width),
            height=_r(felt.height),
            rx=_r(felt.radius),
        )
    data["texts"] = [
        pack(
            "text",
            x=_r(t.x),
            y=_r(t.y),
            kind="turn" if t.turn else t.css_class.removeprefix("cw-"),
            text=t.text,
        )
        for t in layout.texts
    ]
    data["piles"] = [
        pack(
            "pile",
            key=placed.key,
            x=_r(placed.x),
            y=_r(placed.y),
            label=placed.pile.label,
            cards=" ".join(binding.card(spot) for spot in placed.spots),
            step=_r(placed.step, 2),  # finer: a long fan's last card stays in its place
            count=placed.pile.count,
            depth=int(placed.depth),
            captions=[spot.caption for spot in placed.spots] if captioned(placed.spots) else None,
        )
        for placed in layout.piles
    ]
    data["choices"] = [binding.choice(choice) for choice in view.choices]
    data["why"] = binding.reasons
    if controls.ranges:
        data["ranges"] = [
            pack("range", verb=r.verb, low=r.low, high=r.high, step=r.step, first=r.first)
            for r in controls.ranges
        ]
    return data


class _Binding:
    """Binds intents to the controls: a legal action's number, or a reason listed once."""

    def __init__(self, controls: Controls) -> None:
        self.controls = controls
        self.reasons: list[str] = []
        self._reason_numbers: dict[str, int] = {}

    def _bind(self, intent: Action | None) -> tuple[int | None, int | None]:
        """(legal action number, reason number), or (None, None) when there is nothing to do."""
        controls = self.controls
        if intent is None or controls.refusal is None:
            return None, None
        index = controls.index(intent)
        if index is not None:
            return index, None
        return None, self._reason_for(controls.refusal(intent))

    def card(self, spot: CardSpot) -> str:
        word = ("^" if spot.selected else "") + (spot.card.code if spot.card else "-")
        index, reason = self._bind(spot.intent)
        if index is not None:
            return f"{word}={index}"
        return word if reason is None else f"{word}!{reason}"

    def choice(self, choice: Choice) -> list[Any]:
        index, reason = self._bind(choice.intent)
        if index is None and reason is None:
            reason = self._reason_for(self.controls.watched)
        return pack("choice", label=choice.label, group=choice.group, move=index, why=reason)

    def _reason_for(self, why: str) -> int:
        if why not in self._reason_numbers:
            self._reason_numbers[why] = len(self.reasons)
            self.reasons.append(why)
        return self._reason_numbers[why]


def _r(value: float, digits: int = 1) -> float:
    """A coordinate for JSON, to a tenth of a pixel (a whole number without ``.0``)."""
    rounded = round(value, digits)
    return int(rounded) if rounded == int(rounded) else rounded
