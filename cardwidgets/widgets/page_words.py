"""The page's own words (its buttons, labels and titles), sent with the setup in the table's
language: the front end takes every fixed word from them by its English, so the one catalogue
translates the page too, and a word missing there reads as its English."""

from __future__ import annotations

from typing import Final

from cardwidgets.i18n import N_, _

#: Every fixed word of the front end (``static/table/*.js`` asks ``word("...")``), English;
#: ``{fields}`` are filled in by the page.
PAGE_WORDS: Final = (
    # The history controls.
    N_("Step"),
    N_("Play"),
    N_("Pause"),
    N_("Autoplay speed"),
    N_("Slow"),
    N_("Normal"),
    N_("Fast"),
    N_("Very fast"),
    N_("{ms} ms"),
    N_("◀ Back"),
    N_("Forward ▶"),
    N_("History"),
    N_("Step {step} of {end}"),
    N_("step {step} / {end}"),
    N_("Replace the later steps"),
    N_("Keep them"),
    N_("Replace the later steps?"),
    N_("Game controls"),
    # The table's setup and comforts.
    N_("Table setup"),
    N_("{title} table"),
    N_("Seat mode"),
    N_("Seat"),
    N_("Seed or deal code for a new deal"),
    N_("seed or code"),
    N_("New deal"),
    N_("The deal code: typed into New deal on any screen, it deals this same game"),
    N_("The seats are locked by whoever made this table"),
    N_("Deal code {code}"),
    N_("How your hand is sorted"),
    N_("Hand as dealt"),
    N_("Hand by suit"),
    N_("Hand by rank"),
    N_("When you have one legal move, the table plays it for you after the speed's pause"),
    N_("Play forced moves"),
    # The panels.
    N_("Rules"),
    N_("Rules in force:"),
    N_("Odds"),
    N_("working…"),
    N_("Analyse"),
    N_("Analysis"),
    N_("Analyse this moment"),
    N_("Review the game"),
    N_("Deals sampled"),
    N_("Decisions reviewed"),
    N_("Stop"),
    N_("More deals"),
    N_("{done} of {total} deals"),
    N_("{done} of {total} decisions"),
    N_("Step {step}"),
    N_("the move played"),
    N_("the best move"),
    N_("marked"),
    N_("Save replay"),
    N_("Score sheet"),
    N_("Hand"),
    N_("No hand is over yet."),
    # The table, the cover, the choices and the log.
    N_("The table"),
    N_("I am {name}: show my cards"),
    N_("Pass the screen to {name}."),
    N_("Your choices"),
    N_("Choices"),
    N_("{verb}: an amount from {low} to {high}"),
    N_("{verb} amount"),
    N_("{verb} any amount"),
    N_("any {verb}"),
    N_('{verb} from {low} to {high}, not "{typed}".'),
    N_('{verb} from {low} to {high} in steps of {step}, not "{typed}".'),
    N_("Log"),
    N_("Log lines"),
    N_("Go to step {step}"),
    N_("Show earlier events ({count} before these)"),
)


def page_words() -> dict[str, str]:
    """The page's words in the current language (the table's), by their English."""
    return {word: _(word) for word in PAGE_WORDS}
