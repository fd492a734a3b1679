import pytest

from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.errors import ActionParseError


@pytest.mark.parametrize(
    "action",
    [
        Action("flip"),
        Action("play", (Card.parse("R9"),)),
        Action("bid", (85,)),
        Action("draw", ("up",)),
        Action("deal", (Card.parse("QH"), Card.parse("ROOK"), Card.parse("SJ"))),
        Action("score", (-5, "low")),
    ],
)
def test_actions_read_back_from_their_text(action):
    assert Action.parse(str(action)) == action


def test_words_are_lower_case_and_cards_capitals():
    assert Action.parse("take as AS").args == ("as", Card.parse("AS"))


@pytest.mark.parametrize("text", ["", "   ", "Play QH", "play qX", "play Q-H", "9 play"])
def test_malformed_action_text_is_explained(text):
    with pytest.raises(ActionParseError):
        Action.parse(text)


def test_actions_are_hashable_values():
    assert len({Action("bid", (60,)), Action.parse("bid 60")}) == 1
