"""The one table layout: any game's view, 2 to 8 seats, from any seat, as a picture or a widget."""

from __future__ import annotations

import itertools
import re
import xml.etree.ElementTree as ET

import pytest

from cardwidgets.engine import Action, cards
from cardwidgets.engine.cards import rook_deck, standard_deck
from cardwidgets.render import CardSpot, Choice, Pile, SeatView, TableView, table_svg
from cardwidgets.render.cards import CARD_HEIGHT, CARD_WIDTH
from cardwidgets.render.layout import lay_out
from cardwidgets.render.piles import LABEL_SIZE, arrange, pile_width, text_width
from cardwidgets.render.table import WIDTH, Controls, seat_places, table_data

SVG = "{http://www.w3.org/2000/svg}"
DECK = standard_deck()


def take_two_like(seats: int, viewer: int | None) -> TableView:
    """A busy table: every seat with two twosomes and chips, a viewer's 16-card hand, a trick,
    a face-up draw card, a nest, pots, and twenty bid buttons."""
    seat_views = []
    for seat in range(seats):
        mine = seat == viewer
        piles = (
            Pile("low", tuple(CardSpot(DECK[seat] if mine else None) for _ in range(2)), 2, "row"),
            Pile("high", tuple(CardSpot(DECK[seat + 10] if mine else None) for _ in range(2)), 2),
        )
        if mine:
            hand = tuple(
                CardSpot(card, Action("play", (card,)), selected=i == 3)
                for i, card in enumerate(DECK[20:36])
            )
            piles = (*piles, Pile("hand", hand, 16, "row"))
        seat_views.append(
            SeatView(
                seat,
                f"Player {seat}",
                piles,
                lines=("chips 95", "low circle 10", "high circle 10", "dealer" * (seat == 0)),
                to_move=seat == 1,
                is_viewer=mine,
            )
        )
    trick = tuple(CardSpot(card, caption=f"Player {i}") for i, card in enumerate(DECK[40:48]))
    return TableView(
        title="Take Two",
        phase="betting on the Low circle",
        reminder="Check, bet, call, raise or fold.",
        seats=tuple(seat_views),
        centre=(
            Pile("trick", trick[:seats], None, "row"),
            Pile("draw pile", (CardSpot(None),), 18),
            Pile("face up", (CardSpot(DECK[50]),), 1),
            Pile("nest", tuple(CardSpot(None) for _ in range(5)), 5, "fan"),
        ),
        choices=tuple(Choice(f"bid {60 + 5 * i}", Action("bid", (60 + 5 * i,))) for i in range(20)),
        status="Player 1 to move",
        centre_lines=("Low Pot 12 chips", "High Pot 0 chips", "Score to reach 300"),
    )


def card_boxes(svg: str) -> list[tuple[float, float]]:
    """The top-left corner of every card drawn, in picture coordinates."""
    root = ET.fromstring(svg)
    corners = []

    def walk(node: ET.Element, dx: float, dy: float) -> None:
        shift = re.match(r"translate\(([-\d.]+) ([-\d.]+)\)", node.get("transform", ""))
        if shift:
            dx, dy = dx + float(shift.group(1)), dy + float(shift.group(2))
        if "cw-card" in node.get("class", "").split():
            corners.append((dx + float(node.get("x", 0)), dy + float(node.get("y", 0))))
            return
        for child in node:
            if child.tag != f"{SVG}defs":
                walk(child, dx, dy)

    walk(root, 0.0, 0.0)
    return corners


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 8])
@pytest.mark.parametrize("viewer", [0, 1, None])
def test_every_card_of_a_busy_table_lies_inside_the_picture(seats: int, viewer: int | None):
    view = take_two_like(seats, viewer)
    svg = table_svg(view)
    root = ET.fromstring(svg)
    width, height = float(root.get("width", 0)), float(root.get("height", 0))
    assert width <= WIDTH
    boxes = card_boxes(svg)
    piles = [*(p for seat in view.seats for p in seat.piles), *view.centre]
    assert len(boxes) == sum(1 if p.layout == "stack" else len(p.cards) for p in piles)
    for x, y in boxes:
        assert 0 <= x <= width - CARD_WIDTH, (x, width)
        assert 0 <= y <= height - CARD_HEIGHT, (y, height)


def test_the_viewer_sits_at_the_bottom_and_the_others_follow_in_playing_order():
    svg = table_svg(take_two_like(4, viewer=1))
    names = re.findall(r"<text class='cw-name'[^>]*>(?:<tspan[^>]*>[^<]*</tspan>)?([^<]*)<", svg)
    seats = [name for name in names if re.fullmatch(r"Player \d( \(you\))?", name)]
    assert seats == ["Player 2", "Player 3", "Player 0", "Player 1 (you)"]


def test_a_selected_card_is_raised_above_its_neighbours():
    view = take_two_like(2, viewer=0)
    hand = list(card_boxes(table_svg(view)))[-16:]
    tops = {y for _, y in hand}
    assert len(tops) == 2
    assert hand[3][1] == min(tops)


def test_a_hand_of_sixteen_cards_closes_up_to_fit():
    view = take_two_like(2, viewer=0)
    hand = card_boxes(table_svg(view))[-16:]
    steps = [b[0] - a[0] for a, b in itertools.pairwise(hand)]
    assert max(steps) - min(steps) < 0.2, "evenly spaced"
    assert min(steps) >= 10
    assert max(steps) < CARD_WIDTH + 6


def test_the_static_picture_holds_the_faces_it_shows_and_its_style():
    view = TableView(
        "Test",
        "playing",
        "Play a card.",
        (SeatView(0, "Ann", (Pile("hand", (CardSpot(cards("QH")[0]),), 1),)),),
    )
    svg = table_svg(view)
    assert "<style>" in svg
    assert "id='cw-c-QH'" in svg
    assert "id='cw-c-KH'" not in svg
    assert "href='#cw-c-QH'" in svg
    assert "aria-label='Queen of hearts'" in svg


def test_the_widget_table_is_the_same_layout_with_cards_as_codes_and_reasons_once():
    view = take_two_like(2, viewer=0)
    hand = [spot.intent for spot in view.seats[0].piles[2].cards]
    controls = Controls({hand[0]: 0, hand[1]: 1}.get, lambda intent: "You must follow suit.")
    data = table_data(view, controls)
    assert data["why"] == ["You must follow suit."], "a reason travels once"
    words = {pile[0]: pile[4].split() for pile in data["piles"]}
    assert words["s0.2"][:4] == ["9H=0", "10H=1", "JH!0", "^QH!0"]
    assert words["s0.0"] == ["2S", "2S"]
    assert words["s1.0"] == ["-", "-"]
    assert [choice[2:] for choice in data["choices"]] == [[None, 0]] * 20
    picture = card_boxes(table_svg(view))
    drawn = [
        (pile[1] + number * pile[5], pile[2] + 24 - 10 * word.startswith("^"))
        for pile in data["piles"]
        for number, word in enumerate(pile[4].split())
    ]
    shift = picture[0][1] - drawn[0][1]  # the picture has a header above the table
    assert len(drawn) == len(picture)
    for (x, y), (picture_x, picture_y) in zip(drawn, picture, strict=True):
        assert abs(x - picture_x) < 0.1
        assert abs(y + shift - picture_y) < 0.1


def test_a_watched_table_draws_intents_as_plain_cards_and_buttons_say_why():
    view = take_two_like(2, viewer=0)
    data = table_data(view, Controls({}.get, None, "You are watching."))
    assert not any("=" in pile[4] or "!" in pile[4] for pile in data["piles"])
    assert data["why"] == ["You are watching."]


def test_names_and_labels_are_text_never_markup():
    seat = SeatView(0, "<script>alert(1)</script>", (Pile("<i>hand</i>", (), 0),), ("a & b",))
    svg = table_svg(TableView("<b>T</b>", "p", "r", (seat,), status="<u>x</u>"))
    ET.fromstring(svg)  # well-formed: nothing got out of its text
    assert "<script>" not in svg
    assert "<i>" not in svg
    assert "<b>" not in svg
    assert "<u>" not in svg
    assert "&lt;script&gt;" in svg


def test_rook_deck_cards_and_jokers_have_faces():
    from cardwidgets.render.cards import card_defs

    defs = card_defs([*rook_deck(lowest=1), *standard_deck(jokers=True)])
    ET.fromstring(f"<svg xmlns='http://www.w3.org/2000/svg'>{defs}</svg>")
    for code in ("R1", "B14", "ROOK", "SJ", "BJ", "AS", "10D"):
        assert f"id='cw-c-{code}'" in defs


def seats_of(count: int, viewer: int | None) -> tuple[SeatView, ...]:
    return tuple(
        SeatView(seat, f"P{seat}", (Pile("hand", (CardSpot(None),), 5),), is_viewer=seat == viewer)
        for seat in range(count)
    )


@pytest.mark.parametrize(
    ("count", "left", "top", "right"),
    [
        (2, [], [1], []),
        (3, [1], [], [2]),
        (4, [1], [2], [3]),
        (6, [1], [2, 3, 4], [5]),
        (7, [1, 2], [3, 4], [5, 6]),
        (8, [1, 2], [3, 4, 5], [6, 7]),
    ],
)
def test_the_others_sit_clockwise_round_the_felt_after_the_viewer(
    count: int, left: list[int], top: list[int], right: list[int]
):
    places = seat_places(seats_of(count, viewer=0))
    assert [seat.seat for seat in places.bottom] == [0]
    assert [seat.seat for seat in places.left] == left, "the next to play sits on the left"
    assert [seat.seat for seat in places.top] == top
    assert [seat.seat for seat in places.right] == right


def test_the_left_side_fills_from_the_bottom_up_and_the_right_from_the_top_down():
    view = TableView("T", "p", "r", seats_of(8, viewer=0), centre=(Pile("deck", (), 0),))
    names = {t.text: t.y for t in lay_out(view, chrome=False).texts}
    assert names["P1"] > names["P2"], "P1 plays first after you: the bottom of the left side"
    assert names["P6"] < names["P7"]
    assert names["P3"] < names["P1"]
    assert names["P0 (you)"] > names["P1"]


def test_the_teacher_sees_half_the_seats_above_the_felt_and_half_below():
    places = seat_places(seats_of(5, viewer=None))
    assert [s.seat for s in places.top] == [0, 1, 2]
    assert [s.seat for s in places.bottom] == [3, 4]
    assert not places.left
    assert not places.right


def test_the_table_uses_the_widgets_width_and_the_felt_lies_in_the_middle():
    layout = lay_out(take_two_like(4, viewer=0), chrome=False)
    assert layout.width == WIDTH
    felt = layout.felt
    assert felt is not None
    assert abs(felt.x + felt.width / 2 - WIDTH / 2) < 1, "centred"
    assert felt.radius == min(felt.height / 2, 40), "round ends: an oval"


def test_every_rank_of_a_sixteen_card_hand_stays_clear_of_its_neighbour():
    hand = tuple(CardSpot(card, Action("play", (card,))) for card in DECK[:16])
    viewer = SeatView(0, "Ann", (Pile("hand", hand, 16, "fan"),), is_viewer=True)
    other = SeatView(1, "Bob", (Pile("hand", tuple(CardSpot(None) for _ in range(16)), 16, "fan"),))
    layout = lay_out(TableView("T", "p", "r", (viewer, other)), chrome=False)
    steps = {placed.key: placed.step for placed in layout.piles}
    assert steps["s0.0"] >= 26, "a rank ends 22 px into its card: the next card starts after it"
    assert steps["s1.0"] < steps["s0.0"], "face-down cards close up more"


def card_classes(svg: str) -> list[list[str]]:
    """The classes of every card drawn, in drawing order."""
    return [
        node.get("class", "").split()
        for node in ET.fromstring(svg).iter()
        if "cw-card" in node.get("class", "").split()
    ]


def test_a_card_tucked_under_the_next_of_a_close_fan_shows_only_its_corner():
    hand = tuple(CardSpot(card, Action("play", (card,))) for card in DECK[:16])
    viewer = SeatView(0, "Ann", (Pile("hand", hand, 16, "fan"),), is_viewer=True)
    view = TableView("T", "p", "r", (viewer,))
    steps = [b[0] - a[0] for a, b in itertools.pairwise(card_boxes(table_svg(view)))]
    assert max(steps) < CARD_WIDTH - 20, "each card lies over the middle of the one before"
    hand = card_classes(table_svg(view))
    assert all("cw-tucked" in classes for classes in hand[:-1]), "the next card cuts its middle"
    assert "cw-tucked" not in hand[-1], "the last card of the fan shows its whole face"
    assert ".cw-tucked{--cw-middle:hidden}" in table_svg(view), "its style hides a tucked middle"


def test_cards_laid_side_by_side_show_their_whole_faces():
    row = tuple(CardSpot(card) for card in DECK[:3])
    view = TableView("T", "p", "r", (SeatView(0, "Ann", (Pile("trick", row, None, "row"),)),))
    assert not any("cw-tucked" in classes for classes in card_classes(table_svg(view)))


def test_a_felt_line_too_long_for_the_felt_breaks_between_words_and_stays_on_it():
    """A rule worded at length (the Russian target line) wraps onto the felt, never off it."""
    long_line = (
        "побеждает тот, кто первым наберёт 100, или игра заканчивается, когда чья-то сумма "
        "дойдёт до -100, или лучший после 5 сдач"
    )
    view = TableView(
        "Call Deuces",
        "play",
        "",
        tuple(SeatView(seat, f"Игрок {seat}", (), is_viewer=seat == 0) for seat in range(4)),
        centre_lines=("Запад: объявлено 15, козыри — трефы ♣", long_line),
    )
    layout = lay_out(view, chrome=False, width=560)
    felt = layout.felt
    assert felt is not None
    on_felt = [text for text in layout.texts if text.css_class == "cw-name" and felt.y < text.y]
    on_felt = [text for text in on_felt if text.y < felt.y + felt.height]
    assert " ".join(text.text for text in on_felt[1:]) == long_line, "every word, in order"
    assert len(on_felt) > 2, "the long line broke"
    for text in on_felt:
        assert felt.x <= text.x, text.text


def test_a_label_wider_than_its_pile_keeps_the_next_pile_clear_of_it():
    """A Russian twosome's label ("Младшая 18 (заморожена)") is wider than its two cards: the
    next pile starts after the label, not under it."""
    low = Pile("Младшая 18 (заморожена)", tuple(CardSpot(card) for card in DECK[:2]), None, "row")
    high = Pile("Старшая 18", tuple(CardSpot(card) for card in DECK[2:4]), None, "row")
    (first, second), _, _ = arrange((low, high), 900)
    gap = second.x - first.x - text_width(low.label, LABEL_SIZE)
    assert gap > 0, "the next pile starts after the label"
    short = Pile("Low 8", low.cards, None, "row")
    (_, beside), _, _ = arrange((short, high), 900)
    assert beside.x == pile_width(short, 900) + gap, "a label that fits changes nothing"


def test_a_long_last_message_wraps_under_the_table_inside_the_picture():
    message = (
        "Hand 3: Player 2 wins the Low pot of 40 chips with 3♣ 4♦ and Player 3 the High pot "
        "of 40 chips with K♠ K♥; Player 1 folded and sits out the rest of the game."
    )
    view = TableView("Take Two", "the hand is over", "", take_two_like(4, 0).seats, status=message)
    layout = lay_out(view, chrome=True)
    lines = list(itertools.takewhile(lambda t: t.text in message, reversed(layout.texts)))[::-1]
    assert len(lines) >= 2
    assert " ".join(t.text for t in lines) == message
    assert all(t.x + text_width(t.text, 14) <= layout.width for t in lines)
    assert max(t.y for t in lines) < layout.height
    root = ET.fromstring(table_svg(view))
    drawn = [node.text for node in root.iter(f"{SVG}text")]
    assert drawn[-len(lines) :] == [t.text for t in lines]
