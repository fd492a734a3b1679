"""Each chance event's random stream depends on the seed and the event's number, nothing else."""

from __future__ import annotations

import threading

import numpy as np

from cardwidgets.engine import make
from cardwidgets.engine.chance import event_generator


def shuffle(seed: int, event: int) -> list[int]:
    return event_generator(seed, event).permutation(52).tolist()


def test_the_same_seed_and_event_give_the_same_shuffle_whatever_was_drawn_between():
    first = shuffle(7, 3)
    event_generator(7, 3).random(1000)  # a long draw leaves nothing behind for the next event
    shuffle(8, 0)
    assert shuffle(7, 3) == first


def test_a_draw_that_stopped_halfway_through_a_block_leaves_nothing_behind():
    fresh = event_generator(7, 3).integers(2**32, size=3).tolist()
    event_generator(7, 3).integers(2**32)  # a 32-bit draw keeps half a word for the next
    assert event_generator(7, 3).integers(2**32, size=3).tolist() == fresh


def test_other_events_and_other_seeds_give_other_shuffles():
    shuffles = {tuple(shuffle(seed, event)) for seed in range(20) for event in range(20)}
    assert len(shuffles) == 400


def test_the_stream_is_philox_keyed_by_the_seed_and_counted_by_the_event():
    """Written down so that another implementation can deal the same cards."""
    reference = np.random.Generator(np.random.Philox(key=2**70 + 5, counter=[0, 0, 0, 9]))
    assert shuffle(2**70 + 5, 9) == reference.permutation(52).tolist()


def test_seeds_too_big_for_the_key_still_give_their_own_repeatable_streams():
    huge = 2**200
    assert shuffle(huge, 0) == shuffle(huge, 0)
    assert shuffle(huge, 0) != shuffle(huge + 1, 0)


def test_threads_drawing_at_once_do_not_disturb_each_other():
    expected = {seed: [shuffle(seed, event) for event in range(50)] for seed in range(4)}
    results: dict[int, list[list[int]]] = {}

    def draw(seed: int) -> None:
        results[seed] = [shuffle(seed, event) for event in range(50)]

    threads = [threading.Thread(target=draw, args=(seed,)) for seed in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == expected


def test_two_games_with_one_seed_deal_the_same_cards():
    state = make("take_two", players=4, max_hands=1).new_state(99)
    state.advance_chance()
    again = make("take_two", players=4, max_hands=1).new_state(99)
    again.advance_chance()
    assert again.history == state.history
