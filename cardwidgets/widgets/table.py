"""The game table widget: any registered game, from one seat's point of view, step by step. Python
lays out the table and JavaScript draws it, so the layout exists once and every game's view works
live and in a static picture; each step sends only what changed, along the wire format of
``static/wire.json``, and Python holds the truth
(:class:`~cardwidgets.widgets.session.TableSession`). How it is split and what travels:
:doc:`/docs/design/table-widget`."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import anywidget
import numpy as np
import traitlets

from cardwidgets.agents import strengths
from cardwidgets.analysis import DEFAULT_THRESHOLD, REVIEW_SAMPLES, Analysis, Review, review
from cardwidgets.classroom.client import report_game
from cardwidgets.engine.actions import Action
from cardwidgets.engine.game import Game, State
from cardwidgets.engine.play import Agent
from cardwidgets.engine.record import GameRecord
from cardwidgets.i18n import _
from cardwidgets.i18n.words import elided_all, written_number
from cardwidgets.probability.odds import OddsPanel, odds_panel
from cardwidgets.render.table import table_svg
from cardwidgets.render.wire import FOR_PAGE
from cardwidgets.static.bundle import TABLE_STYLE, table_module
from cardwidgets.views import table_view
from cardwidgets.widgets.analysis_panel import RUN, AnalysisPanel
from cardwidgets.widgets.export import ReplaySaving, replay_html, size_in_words
from cardwidgets.widgets.payloads import deck_payload, offered_modes, setup_payload
from cardwidgets.widgets.session import SeatMode, TableError, TableSession


class TableWidget(anywidget.AnyWidget):
    """A card table for one game: watch bots, play a seat, pass and play, or see every card.

    Build one with :func:`cardwidgets.play`. The Python methods do what the buttons do and raise
    :class:`~cardwidgets.widgets.session.TableError` when the table refuses.
    """

    _esm = table_module()
    #: One style sheet, the table drawing's rules first (the static picture embeds those).
    _css = TABLE_STYLE

    #: The wire format's tuples and card words as the page reads them (``static/wire.json``,
    #: where every synced trait below is described), sent once.
    _wire = traitlets.Dict(FOR_PAGE).tag(sync=True)
    #: The deck, sent once: its faces as SVG ``<defs>``, each card's name by code (``-`` for a
    #: face-down card) and where a pile's parts lie (``PILE_GEOMETRY``).
    _deck = traitlets.Dict().tag(sync=True)
    #: What changes only with a new deal: names, modes, seed, the rules text.
    _setup = traitlets.Dict().tag(sync=True)
    #: The step, the controls' state, status and messages (see ``TableSession.page``).
    _frame = traitlets.Dict().tag(sync=True)
    #: The odds panel (see :meth:`show_odds`): ``{"shown": False}``, or its title and lines;
    #: ``{"shown": True, "working": True}`` between the table's redraw and the odds that follow.
    _odds = traitlets.Dict({"shown": False}).tag(sync=True)
    #: The Analyse panel (see :meth:`analyse` and ``widgets/analysis_panel.py``):
    #: ``{"shown": False}``, or the viewing seat's moves weighed, a chunk of deals at a time.
    _analysis = traitlets.Dict({"shown": False}).tag(sync=True)
    #: The table as the viewing seat sees it now, compact (``render.table.table_data``).
    _table = traitlets.Dict().tag(sync=True)
    #: The phase and the rule reminder.
    _phase = traitlets.Dict().tag(sync=True)
    #: The log lines the page lacks (appended) or the log's whole tail (replacing).
    _log = traitlets.Dict().tag(sync=True)
    #: The score sheet hand by hand, as of the step on show.
    _sheet = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        game: Game[Any, Any],
        seed: int | None = None,
        *,
        mode: SeatMode = "play",
        seat: int = 0,
        names: Sequence[str] | None = None,
        agents: Sequence[Agent] | None = None,
        speed: int = 700,
        strength: tuple[str, int] | None = None,
        locked: bool = False,
        chosen_deals: bool | None = None,
        hidden_deals: bool | None = None,
        forced_moves: bool = False,
        hand_order: str = "game",
    ) -> None:
        self._session = TableSession(
            game,
            seed,
            mode=mode,
            seat=seat,
            names=names,
            agents=agents,
            speed=speed,
            strength=strength,
            locked=locked,
            chosen_deals=chosen_deals,
            hidden_deals=hidden_deals,
            forced_moves=forced_moves,
        )
        self._session.sort_hand(hand_order)
        self._odds_shown = False
        #: The odds last worked out, and for which table: (deal, step, seat, all cards shown).
        self._odds_worked: tuple[tuple[int, int, int, bool], dict[str, Any]] | None = None
        self._analysis_panel = AnalysisPanel()
        #: The replay file the Save replay button is writing, a slice a message.
        self._saving: ReplaySaving | None = None
        super().__init__()
        self._sync()
        self.on_msg(self._on_front_end_message)

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> State:
        """A copy of the game as it stands at the step on show."""
        return self._session.state.clone()

    @property
    def step_number(self) -> int:
        return self._session.at

    @property
    def code(self) -> str:
        """The deal code of this game, rules and seed: another table dealt from it deals the
        same cards (``cardwidgets.play(code)``, or typed into New deal)."""
        return self._session.code

    @property
    def message(self) -> str:
        """Why the table refused the last request ("" when it was carried out)."""
        return self._session.message

    @property
    def frame(self) -> dict[str, Any]:
        """A copy of the frame the front end was last sent (step, status, messages), with the
        announcement as the page reads it out (the page is sent a count of log lines)."""
        frame = dict(self._frame)
        if isinstance(frame.get("announce"), int):
            frame["announce"] = self._session.announcement
        return frame

    def record(self) -> GameRecord:
        """The game so far (including steps after the one on show, if you went back)."""
        return self._session.record()

    def __repr__(self) -> str:
        at = self._session
        shown = _("{game} table: seed {seed}, step {step}, {who}").format(
            game=at.game.title_in_words(), seed=at.seed, step=at.at, who=at.describe()
        )
        return f"<{shown}>"

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """The live widget, plus a picture of the table for viewers without a kernel.

        Renderers take the richest type they can show: JupyterLab the widget; nbviewer and
        nbconvert skip a widget whose state was not saved and show the picture; GitHub shows
        the picture; a plain console the text.
        """
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None or self._session.covered:
            return bundle
        data, metadata = bundle
        observation = self._session.state.observation(self._session.viewer)
        data["image/svg+xml"] = table_svg(table_view(observation))
        return data, metadata

    # ------------------------------------------------------------------ acting (as the buttons)
    def step(self, count: int = 1) -> None:
        """The next ``count`` events (deals and bots' moves), stopping early at the end of the
        game or at a person's turn. The page is sent the table once, at the end."""
        session = self._session

        def steps() -> None:
            session.step()  # the first step must be possible, or the person hears why not
            for _step in range(count - 1):
                if not session.can_step:
                    break
                session.step()

        self._do(steps)

    def act(self, action: Action | str | int, *, replace: bool = False) -> None:
        """The person to move plays ``action`` (an Action, its text, or its legal number).

        At an earlier step, a different move replaces the later steps only with
        ``replace=True`` (the page asks); where a person plays against hidden cards, only
        while the seat has learned nothing since.
        """
        if isinstance(action, int):
            index = action
        else:
            self._do(self._session.person_to_move)  # nobody's moves are listed to the wrong seat
            legal = self._session.state.legal_actions()
            wanted = str(action).strip().lower()
            matches = [i for i, a in enumerate(legal) if str(a).lower() == wanted]
            if not matches:
                reason = self._session.state.explain(str(action))
                choices = ", ".join(str(a) for a in legal) or _("nothing")
                why = reason or _("{action} is not a legal move now.").format(action=action)
                raise TableError(_("{why} Legal now: {choices}.").format(why=why, choices=choices))
            index = matches[0]
        self._do(lambda: self._session.act(index, replace=replace))
        if self._session.question:
            raise TableError(
                _("{question} Call act(..., replace=True) to do so.").format(
                    question=self._session.question
                )
            )

    def answer(self, replace: bool) -> None:
        """Answer the page's question (a move at an earlier step): replace the later steps?"""
        self._do(lambda: self._session.answer(replace))

    def back(self) -> None:
        self._do(self._session.back)

    def forward(self) -> None:
        self._do(self._session.forward)

    def seek(self, step: int) -> None:
        """Show the table after the first ``step`` events (as the history slider does)."""
        self._do(lambda: self._session.seek(step))

    def reveal(self) -> None:
        """Pass and play: show the cards of the person now to move."""
        self._do(self._session.reveal)

    def new_deal(self, seed: int | None = None, *, code: str | None = None) -> None:
        """A new game: from ``seed`` (drawn if None) with the same rules, or from a deal
        ``code``, which also sets the game and its rules."""
        if code is not None:
            if seed is not None:
                raise TableError(_("Give a seed or a deal code, not both: a code holds its seed."))
            self._do(lambda: self._session.deal_from_code(code))
        else:
            self._do(lambda: self._session.new_deal(seed))

    def set_mode(self, mode: SeatMode, seat: int = 0) -> None:
        """``"play"`` a seat against bots, ``"watch"`` from a seat, ``"pass"`` and play, or
        ``"all"`` cards shown. Works on a locked table too: the lock stops the page's seat
        menu, not the table's maker."""
        self._do(lambda: self._session.set_mode(mode, seat))

    def set_strength(self, strength: str, budget: int = 40) -> None:
        """Seat bots of this strength (``"random"``, ``"heuristic"``, ``"monte_carlo"`` with
        ``budget`` sampled deals a move) at every seat from the step on show."""
        self._do(lambda: self._session.set_strength(strength, budget))

    @property
    def strength(self) -> tuple[str, int]:
        """The bots' strength and Monte Carlo budget, as last chosen (see :meth:`set_strength`);
        rule-of-thumb bots when the table was given its own agents."""
        return self._session.strength or ("heuristic", 40)

    def strength_picker(self) -> Any:
        """A bot-strength menu (and the Monte Carlo budget) to show with the table: what it
        picks applies from the next bot move. It offers only the strengths the game can seat
        (:func:`~cardwidgets.agents.strengths`)."""
        import ipywidgets

        strength, budget = self.strength
        offered = strengths(self._session.game)
        menu = ipywidgets.Dropdown(
            options=[(label, key) for key, label in offered.items()],
            value=strength if strength in offered else next(iter(offered)),
            description=_("Bots"),
        )
        deals = ipywidgets.IntSlider(value=budget, min=1, max=200, description=_("Deals"))
        deals.disabled = strength != "monte_carlo"

        def changed(_change: object) -> None:
            deals.disabled = menu.value != "monte_carlo"
            self.set_strength(menu.value, deals.value)

        menu.observe(changed, names="value")
        deals.observe(changed, names="value")
        return ipywidgets.HBox([menu, deals])

    def play(self) -> None:
        """Start autoplay (the page asks for a step every ``speed`` ms while it is shown)."""
        self._do(self._session.play)

    def pause(self) -> None:
        self._do(self._session.pause)

    def show_odds(self, shown: bool = True) -> None:
        """Show (or hide) the odds panel, as the Odds button does: a few exact chances computed
        from the viewing seat's observation alone (in the all-cards view, the seat to move's)."""
        self._odds_shown = bool(shown)
        self._sync()

    @property
    def odds(self) -> OddsPanel | None:
        """The odds panel for the table on show (whether shown or not), None for a game without
        one or while the screen is passed."""
        session = self._session
        if session.covered:
            return None
        return odds_panel(session.state.observation(self._odds_seat()))

    def _odds_seat(self) -> int:
        """Whose odds: the viewer's; in the all-cards view the seat to move (or the chosen seat
        between moves), from that seat's own observation, never from the cards all shown."""
        viewer = self._session.viewer
        if viewer is not None:
            return viewer
        mover = self._session.state.current_player
        return mover if mover >= 0 else self._session.seat

    def _odds_key(self) -> tuple[int, int, int, bool]:
        """Which table the odds are for: another key, other odds."""
        session = self._session
        return session.deal_number, session.at, self._odds_seat(), session.viewer is None

    def _odds_ready(self) -> dict[str, Any] | None:
        """The odds to send now without working anything out: hidden, under a cover, or already
        worked out for this table; None when they must be worked out."""
        if not self._odds_shown:
            return {"shown": False}
        if self._session.covered:
            return {"shown": True, "title": _("Odds"), "lines": [_("Pass the screen first.")]}
        worked = self._odds_worked
        if worked is not None and worked[0] == self._odds_key():
            return worked[1]
        return None

    def _work_out_odds(self) -> dict[str, Any]:
        """The odds panel for the table on show, kept for the next request at the same table."""
        payload = self._odds_payload()
        self._odds_worked = (self._odds_key(), payload)
        return payload

    def _odds_payload(self) -> dict[str, Any]:
        panel = self.odds
        if panel is None:
            return {"shown": True, "title": _("Odds"), "lines": [_("No odds for this game.")]}
        title = panel.title
        if self._session.viewer is None:
            seat = self._odds_seat()
            title += " " + (
                _("(the seat to move; from its own view, not the cards shown)")
                if seat == self._session.state.current_player
                else _("(the seat chosen; from its own view, not the cards shown)")
            )
        lines = list(panel.lines)
        payload: dict[str, Any] = elided_all({"shown": True, "title": title, "lines": lines})
        return payload

    # ------------------------------------------------------------------ analysis
    def analyse(self, samples: int = RUN, rng: np.random.Generator | int | None = None) -> Analysis:
        """Weigh the viewing seat's moves now, as the Analyse button does, from its own
        observation only (in the all-cards view, the seat to move's): ``samples`` deals at
        once, shown in the panel and returned (see :func:`cardwidgets.analyse`). The same
        moment gives the same numbers, as the button's, unless ``rng`` (a seed) chooses
        other deals."""
        panel = self._analysis_panel
        try:
            panel.start(self._session, samples, chunk=False, rng=rng)
            if panel.analysis is None:
                raise TableError(_("Nothing to analyse here. {why}").format(why=panel.note))
            if not panel.analysis.exact:
                panel.analysis.more(samples)
        finally:
            self._sync()
        return panel.analysis

    def review(
        self,
        threshold: float = DEFAULT_THRESHOLD,
        samples: int = REVIEW_SAMPLES,
        rng: np.random.Generator | int | None = None,
    ) -> Review:
        """Replay the viewing seat's decisions (in the all-cards view, the chosen seat's), each
        analysed from what the seat knew then, and mark those clearly worse than the best by
        ``threshold`` or more; the panel lists them, each a button that moves the history
        slider there (or ``table.seek(step)`` for each of ``review.steps``). In the all-cards
        view each mark also gives the true deal's advice. The same game gives the same review, as
        the Review button's, unless ``rng`` (a seed) chooses another."""
        session = self._session
        seat = session.viewer
        result = review(
            session.record(),
            session.seat if seat is None else seat,
            threshold=threshold,
            samples=samples,
            rng=rng,
            true_deal=seat is None,
        )
        self._analysis_panel.show_review(session, result)
        self._sync()
        return result

    def export_html(self, path: str | os.PathLike[str], seat: int | str | None = None) -> Path:
        """Write the whole game (also past the step on show) as one HTML file that replays it
        with no kernel, no server and no network: the same table, Back, Forward and slider,
        every step worked out now. Seen from ``seat`` (by default the table's viewing seat;
        ``"all"`` shows every card); the file holds no card that seat never sees."""

        session = self._session
        if seat is None:
            seat = "all" if session.viewer is None else session.viewer
        if seat == "all":
            seat = None
        elif not isinstance(seat, int):
            raise TableError(_("seat is a seat number or 'all', not {seat!r}.").format(seat=seat))
        target = Path(path)
        target.write_text(replay_html(session, seat), encoding="utf-8")
        return target

    def _save_replay(self, request: dict[str, Any]) -> None:
        """The Save replay button: the replay file of the viewing seat, written a slice a
        message and sent to the page to save (refused, with the reason shown, while the screen
        is passed). The page asks for the next slice when it hears how far the file got
        (``worked``, so of two views asking only the first buys one); a press of the button
        starts again. The file is of the game as it was when the button was pressed."""
        session = self._session
        worked = request.get("worked")
        if worked is None:
            if session.covered:
                session.message = _("Pass the screen first: a replay shows one person's view.")
                return
            self._saving = ReplaySaving.of(session)
        saving = self._saving
        if saving is None or worked not in (None, saving.done):
            return  # finished, or answered already: another view asked for the same slice
        html = saving.work_a_slice()
        if html is None:
            self.send({"kind": "saving", "done": saving.done, "units": saving.units})
            session.message = _("Saving the replay: {percent} done.").format(
                percent=written_number(saving.done * 100 // saving.units / 100, 0, percent=True)
            )
            return
        self._saving = None
        self.send({"kind": "replay", "name": saving.name, "html": html})
        session.message = _(
            "The replay is saved as {name}, {size} (look in your downloads)."
        ).format(name=saving.name, size=size_in_words(len(html.encode())))

    def _do(self, request: Callable[[], object]) -> None:
        try:
            request()
        except TableError as error:
            self._session.message = str(error)
            raise
        finally:
            self._sync()

    # ------------------------------------------------------------------ the front end
    def _on_front_end_message(self, _: object, content: object, buffers: object) -> None:
        if isinstance(content, dict) and content.get("kind") == "odds":
            self._odds_shown = content.get("show") is True  # the Odds button: no step to check
        elif isinstance(content, dict) and content.get("kind") == "analyse":
            self._analysis_panel.handle(self._session, content)
        elif isinstance(content, dict) and content.get("kind") == "export":
            self._save_replay(content)
        else:
            self._session.handle(content)
        self._sync()

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Python holds the truth: the front end asks by message and never sets the table, so a
        change it sends is undone by sending the true values back."""
        self.send_state([key for key in sync_data if key in self.keys])

    def _sync(self) -> None:
        """Send the page the table as it stands, in one message (the setup, and the deck's faces
        when a deal code changed the game, only with a new deal); then, if the odds are shown and
        not yet worked out for this table, work them out and send them in a second message.

        So a click is never slowed by the odds: the page redraws the table from the first
        message (its odds panel says "working…") while the kernel works out the odds, in the
        same thread, one request after another, so nothing else touches the table meanwhile.
        """
        session = self._session
        if session.state.is_terminal and session.at == len(session.timeline):
            sent = report_game(session.record())
            session.message = sent or session.message  # in a class: the game went to the server
        odds = self._odds_ready()
        with self.hold_sync():
            modes = offered_modes(session)
            if (
                self._setup.get("deal") != session.deal_number
                or self._setup.get("modes") != modes
                or (self._setup.get("seed") is None) != session.deal_kept_back  # the game ended
            ):
                self._deck = deck_payload(session.game)  # synced only when a code changed it
                self._setup = setup_payload(session, modes)
            page = session.page()
            for part in page._fields:  # frame, table, phase, log, sheet: each a synced trait
                setattr(self, f"_{part}", elided_all(getattr(page, part)))
            self._odds = odds or {"shown": True, "working": True}
            self._analysis = elided_all(self._analysis_panel.payload(session))
        if odds is None:
            self._odds = self._work_out_odds()
