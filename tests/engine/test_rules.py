import dataclasses
from typing import Literal

import pytest

from cardwidgets.engine.errors import RulesError
from cardwidgets.engine.rules import Rules, option
from cardwidgets.games.half_and_half.game import HalfAndHalfRules


@dataclasses.dataclass(frozen=True)
class ToyRules(Rules):
    mode: Literal["a", "b"] = option("a", "which mode")
    count: int = option(3, "how many", minimum=1, maximum=5)
    limit: int | None = option(None, "an optional cap", minimum=0)
    flag: bool = option(False, "a switch")

    variants = {"big": {"count": 5}}  # noqa: RUF012

    def conflict(self):
        if self.flag and self.mode == "b":
            return "flag cannot be used with mode 'b'."
        return None


def test_defaults_are_valid_and_frozen():
    rules = ToyRules()
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.count = 4


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"mode": "c"}, "mode='c' is not allowed; mode takes 'a' or 'b'"),
        ({"count": 9}, "count takes a whole number from 1 to 5"),
        ({"count": True}, "count=True is not allowed"),
        ({"count": "3"}, "count='3' is not allowed"),
        ({"limit": -1}, "limit takes a whole number of at least 0 or None"),
        ({"flag": 1}, "flag takes True or False"),
    ],
)
def test_invalid_values_name_the_option_and_what_it_allows(options, message):
    with pytest.raises(RulesError, match=message.replace("(", r"\(").replace(")", r"\)")):
        ToyRules(**options)


def test_literal_numbers_refuse_booleans():
    with pytest.raises(RulesError, match="ace_draw takes 0 or 1"):
        HalfAndHalfRules(ace_draw=True)


def test_unknown_option_suggests_the_closest():
    with pytest.raises(RulesError, match=r"no option 'jocker'\. Did you mean 'joker'"):
        HalfAndHalfRules.from_dict({"jocker": "no_draw"})


def test_conflicting_options_are_refused_with_the_reason():
    with pytest.raises(RulesError, match="flag cannot be used with mode 'b'"):
        ToyRules(flag=True, mode="b")


def test_named_variants_and_overrides():
    assert ToyRules.variant("big") == ToyRules(count=5)
    assert ToyRules.variant("big", mode="b") == ToyRules(count=5, mode="b")
    with pytest.raises(RulesError, match=r"no variant 'huge'\. Variants: big"):
        ToyRules.variant("huge")


def test_changed_lists_only_what_differs_from_the_defaults():
    assert ToyRules(count=4).changed() == {"count": 4}
    assert ToyRules().replace(mode="b").changed() == {"mode": "b"}


def test_describe_explains_each_option_for_the_rules_button():
    lines = HalfAndHalfRules(ace_draw=0).describe()
    assert any(line.startswith("ace_draw = 0 (default 1)") for line in lines)
    assert any(line.startswith("joker = 'no_draw' (default)") for line in lines)
