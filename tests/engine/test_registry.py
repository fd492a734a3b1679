import dataclasses
import threading
from concurrent.futures import ThreadPoolExecutor
from importlib.metadata import EntryPoint

import pytest

from cardwidgets import game_names, make
from cardwidgets.engine import registry
from cardwidgets.engine.conformance import ConformanceError, check_game
from cardwidgets.engine.errors import RulesError, UnknownGameError
from cardwidgets.engine.info import GameInfo
from cardwidgets.engine.registry import ENTRY_POINT_GROUP, load_provider, register
from cardwidgets.games.half_and_half.game import HalfAndHalf, HalfAndHalfRules


def test_make_builds_a_registered_game_with_options():
    game = make("half_and_half", joker="skip_next_turn")
    assert isinstance(game, HalfAndHalf)
    assert game.rules == HalfAndHalfRules(joker="skip_next_turn")
    assert repr(game) == "make('half_and_half', joker='skip_next_turn')"


def test_names_are_forgiving_and_aliases_work():
    assert make("Half and Half") == make("half-and-half") == make("la_moitie_et_la_moitie")


def test_make_with_a_named_variant():
    assert make("half_and_half", variant="original_english").rules.ace_draw == 0


def test_unknown_game_lists_the_games_and_suggests_one():
    with pytest.raises(
        UnknownGameError, match=r"Did you mean 'half_and_half'.*Games: .*half_and_half"
    ):
        make("half_and_hal")


def test_invalid_rule_value_through_make():
    with pytest.raises(RulesError, match="joker takes 'no_draw' or 'skip_next_turn'"):
        make("half_and_half", joker="skip")


@pytest.mark.parametrize("option", ["name", "self", "rules"])
@pytest.mark.parametrize("variant", [None, "original_english"])
def test_an_option_named_like_an_argument_of_make_is_an_unknown_option(option, variant):
    with pytest.raises(RulesError, match=f"has no option '{option}'"):
        make("half_and_half", variant=variant, **{option: 0})


def test_rules_object_and_options_cannot_be_mixed():
    with pytest.raises(RulesError, match="either a rules object or rule options"):
        HalfAndHalf(HalfAndHalfRules(), joker="no_draw")


def test_game_names_lists_half_and_half():
    assert "half_and_half" in game_names()


# ---------------------------------------------------------------------- declarations
def _declared(name: str, letter: str, aliases: tuple[str, ...] = ()) -> type[HalfAndHalf]:
    """A copy of a shipped game's class declaring another name and deal-code letter."""
    info = GameInfo(name=name, title=name.title(), aliases=aliases, deal_letter=letter)
    return type(name.title(), (HalfAndHalf,), {"info": info, "__module__": __name__})


def test_a_game_takes_its_name_title_and_aliases_from_its_declaration():
    assert HalfAndHalf.name == HalfAndHalf.info.name == "half_and_half"
    assert HalfAndHalf.title == "Half and Half"
    assert "half" in HalfAndHalf.aliases


def test_a_second_game_asking_for_a_taken_deal_letter_is_refused():
    with pytest.raises(RulesError, match=r"letter 'H', which 'half_and_half' already has"):
        register(_declared("copycat", "H"))
    assert "copycat" not in game_names()


def test_a_second_game_asking_for_a_taken_name_is_refused():
    with pytest.raises(RulesError, match="'half' of Half_And_Half2 is already taken"):
        register(_declared("half_and_half2", "Z", aliases=("half",)))


def test_registering_the_same_game_twice_changes_nothing():
    before = game_names()
    assert register(HalfAndHalf) is HalfAndHalf
    assert game_names() == before


def test_a_declaration_refuses_a_letter_a_code_cannot_start_with():
    with pytest.raises(RulesError, match="one capital of ABCDEFGHJKMNPQRSTVWXYZ, not 'O'"):
        GameInfo(name="oddball", title="Oddball", deal_letter="O")


def test_a_provider_that_is_neither_a_game_nor_a_module_is_refused():
    with pytest.raises(RulesError, match="A game provider is a Game class or a module of them"):
        load_provider("half_and_half")


def test_the_shipped_games_come_from_the_same_loader_as_entry_points():
    import cardwidgets.games

    assert [cls.name for cls in load_provider(cardwidgets.games)] == [
        "call_deuces",
        "half_and_half",
        "take_two",
        "tennessee_for_two",
    ]


def test_an_entry_point_that_cannot_be_loaded_says_which_and_why(monkeypatch):
    broken = EntryPoint("broken_game", "no_such_package.game:Broken", ENTRY_POINT_GROUP)
    monkeypatch.setattr(registry, "entry_points", lambda group: [broken])
    monkeypatch.setattr(registry, "_discovered", False)
    with pytest.raises(RulesError, match=r"'broken_game' \(no_such_package.game:Broken.*could not"):
        registry.discover()


def test_the_checker_refuses_a_seat_count_outside_the_declared_range(monkeypatch):
    info = dataclasses.replace(HalfAndHalf.info, min_players=3, max_players=4)
    monkeypatch.setattr(HalfAndHalf, "info", info)
    with pytest.raises(ConformanceError, match="has 2 seats, but Half and Half declares 3 to 4"):
        check_game(make("half_and_half"), games=1)


# ---------------------------------------------------------------------- threads
class _WatchedLock:
    """The registry's lock, telling which threads came to take it."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._came = threading.Condition()
        self.threads: set[int] = set()

    def __enter__(self) -> None:
        with self._came:
            self.threads.add(threading.get_ident())
            self._came.notify_all()
        self._lock.acquire()

    def __exit__(self, *exception: object) -> None:
        self._lock.release()

    def wait_for(self, count: int) -> bool:
        """Whether ``count`` threads came (within a generous ceiling)."""
        with self._came:
            return self._came.wait_for(lambda: len(self.threads) >= count, timeout=120)


class _SlowEntryPoint:
    """An entry point that finishes loading only once every other thread has come to ask."""

    name = value = "slow_game"

    def __init__(self, lock: _WatchedLock, threads: int) -> None:
        self.lock, self.threads = lock, threads

    def load(self) -> type[HalfAndHalf]:
        assert self.lock.wait_for(self.threads), "the other threads never asked"
        return _declared("slow_game", "Z")


def test_threads_that_ask_while_games_are_being_found_wait_for_every_game(monkeypatch):
    threads = 5
    lock = _WatchedLock()
    monkeypatch.setattr(registry, "_LOCK", lock)
    for table in ("_GAMES", "_ALIASES", "_LETTERS"):
        monkeypatch.setattr(registry, table, {})
    monkeypatch.setattr(registry, "_discovered", False)
    monkeypatch.setattr(registry, "entry_points", lambda group: [_SlowEntryPoint(lock, threads)])
    with ThreadPoolExecutor(threads) as pool:
        first = pool.submit(game_names)
        assert lock.wait_for(1)  # the first thread is finding the games
        asked = [first, *(pool.submit(game_names) for _ in range(threads - 1))]
        found = [names.result(timeout=120) for names in asked]
    assert all(names == found[0] for names in found)
    assert {"half_and_half", "slow_game"} <= set(found[0])
