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


# ---------------------------------------------------------------------- typed arguments
def test_typed_accessors_read_each_kind_of_argument():
    action = Action.parse("swap 2 QH up")
    assert action.int_arg(0) == 2
    assert action.card_arg(1) == Card.parse("QH")
    assert action.word_arg(2) == "up"
    assert Action.parse("deal QH 2S").card_args() == (Card.parse("QH"), Card.parse("2S"))


def test_an_argument_of_the_wrong_kind_says_what_the_action_takes():
    with pytest.raises(ActionParseError, match=r"'bid QH': bid takes a whole number as argument 1"):
        Action.parse("bid QH").int_arg()
    with pytest.raises(ActionParseError, match=r"play takes a card as argument 1, not 85"):
        Action.parse("play 85").card_arg()
    with pytest.raises(ActionParseError, match=r"deal takes a card as argument 2, not 'up'"):
        Action.parse("deal QH up").card_args()


def test_a_missing_argument_says_how_many_there_are():
    with pytest.raises(ActionParseError, match=r"trump takes a word as argument 1, and it has 0"):
        Action("trump").word_arg()


def test_a_flag_is_not_a_whole_number():
    with pytest.raises(ActionParseError, match="not True"):
        Action("bid", (True,)).int_arg()


def test_an_action_in_words_names_its_cards_as_the_log_does():
    assert Action("play", (Card.parse("2C"),)).in_words() == "play 2♣"
    assert Action("play", (Card.parse("10D"),)).in_words() == "play 10♦"
    assert Action("go_first").in_words() == "go first"
    assert Action("bid", (85,)).in_words() == "bid 85"
    assert str(Action("play", (Card.parse("2C"),))) == "play 2C", "the written form parses back"
