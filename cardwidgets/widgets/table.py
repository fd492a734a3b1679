"""The game table widget: any registered game, from one seat's point of view, step by step.

Rendering split: **Python draws the table, JavaScript wires it up.** The table's SVG comes from
:func:`cardwidgets.render.table.table_svg`, the same layout as the static picture a notebook
shows where no kernel runs (GitHub, nbviewer), so the layout exists once, in one language, and
every game's view works in both without a line of JavaScript. To keep each step small, the card
faces of the game's deck travel once (``_deck_faces``, the deck's artwork, the same for every
seat) and each step sends only where cards lie, one ``<use>`` per card: about 3.4 KB a step for
Half and Half. The front end (``static/table.js``) inserts that markup, draws the controls,
buttons, log and rules panel in HTML, and sends back intents; it knows no rules.

Python holds the truth (:class:`~cardwidgets.widgets.session.TableSession`): the synced traits
carry one seat's view; the front end never sets a trait (an attempt is undone) and asks by
messages, which the session checks against the legal moves and the step they were made at.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from cardwidgets.agents import STRENGTHS, make_agent
from cardwidgets.engine.actions import Action
from cardwidgets.engine.errors import RulesError
from cardwidgets.engine.game import Game, State
from cardwidgets.engine.play import Agent
from cardwidgets.engine.record import GameRecord
from cardwidgets.render.cards import card_defs
from cardwidgets.render.table import TABLE_CSS, table_svg
from cardwidgets.views import table_view
from cardwidgets.widgets.session import MODES, SeatMode, TableError, TableSession

_STATIC = Path(__file__).parent / "static"


class TableWidget(anywidget.AnyWidget):
    """A card table for one game: watch bots, play a seat, pass and play, or see every card.

    Build one with :func:`cardwidgets.play`. The Python methods do what the buttons do and raise
    :class:`~cardwidgets.widgets.session.TableError` when the table refuses.
    """

    _esm = _STATIC / "table.js"
    _css = TABLE_CSS + "\n" + (_STATIC / "table.css").read_text(encoding="utf-8")

    #: The deck's card faces as SVG ``<defs>``: sent once, used by every step's table.
    _deck_faces = traitlets.Unicode("").tag(sync=True)
    #: What changes only with a new deal or seat mode: names, modes, seed, the rules text.
    _setup = traitlets.Dict().tag(sync=True)
    #: The table as the viewing seat sees it now (see ``TableSession.frame``).
    _frame = traitlets.Dict().tag(sync=True)

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
        strength: tuple[str, int] = ("heuristic", 40),
    ) -> None:
        #: The bots' strength and Monte Carlo budget, as last chosen (see :meth:`set_strength`).
        self.strength = strength
        self._session = TableSession(
            game, seed, mode=mode, seat=seat, names=names, agents=agents, speed=speed
        )
        super().__init__()
        self._deck_faces = card_defs(game.all_cards())
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
    def message(self) -> str:
        """Why the table refused the last request ("" when it was carried out)."""
        return self._session.message

    @property
    def frame(self) -> dict[str, Any]:
        """A copy of what the front end was last sent about the table."""
        return dict(self._frame)

    def record(self) -> GameRecord:
        """The game so far (including steps after the one on show, if you went back)."""
        return self._session.record()

    def __repr__(self) -> str:
        session = self._session
        return (
            f"<{session.game.title} table: seed {session.seed}, step {session.at}, "
            f"{session.describe()}>"
        )

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
            for _ in range(count - 1):
                if not session.can_step:
                    break
                session.step()

        self._do(steps)

    def act(self, action: Action | str | int) -> None:
        """The person to move plays ``action`` (an Action, its text, or its legal number)."""
        if isinstance(action, int):
            index = action
        else:
            self._do(self._session.person_to_move)  # nobody's moves are listed to the wrong seat
            legal = self._session.state.legal_actions()
            wanted = str(action).strip().lower()
            matches = [i for i, a in enumerate(legal) if str(a).lower() == wanted]
            if not matches:
                choices = ", ".join(str(a) for a in legal) or "nothing"
                raise TableError(f"{action} is not a legal move now. Legal now: {choices}.")
            index = matches[0]
        self._do(lambda: self._session.act(index))

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

    def new_deal(self, seed: int | None = None) -> None:
        self._do(lambda: self._session.new_deal(seed))

    def set_mode(self, mode: SeatMode, seat: int = 0) -> None:
        """``"play"`` a seat against bots, ``"watch"`` from a seat, ``"pass"`` and play, or
        ``"all"`` cards shown."""
        self._do(lambda: self._session.set_mode(mode, seat))

    def set_strength(self, strength: str, budget: int = 40) -> None:
        """Seat bots of this strength (``"random"``, ``"heuristic"``, ``"monte_carlo"`` with
        ``budget`` sampled deals a move) at every seat from the step on show."""
        game = self._session.game
        try:
            agents = [make_agent(game, strength, budget) for _ in range(game.num_players)]
        except (RulesError, ValueError) as error:
            raise TableError(str(error)) from None
        self._do(lambda: self._session.set_agents(agents))
        self.strength = (strength, budget)

    def strength_picker(self) -> Any:
        """A bot-strength menu (and the Monte Carlo budget) to show with the table: what it
        picks applies from the next bot move."""
        import ipywidgets

        strength, budget = self.strength
        menu = ipywidgets.Dropdown(
            options=[(label, key) for key, label in STRENGTHS.items()],
            value=strength,
            description="Bots",
        )
        deals = ipywidgets.IntSlider(
            value=budget, min=1, max=200, description="Deals", disabled=strength != "monte_carlo"
        )

        def changed(_: object) -> None:
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
        self._session.handle(content)
        self._sync()

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Python holds the truth: the front end asks by message and never sets the table, so a
        change it sends is undone by sending the true values back."""
        self.send_state([key for key in sync_data if key in self.keys])

    def _sync(self) -> None:
        """Send the page the table as it stands, in one message (the setup only if it changed)."""
        session = self._session
        with self.hold_sync():
            if self._setup.get("deal") != session.deal_number:
                game = session.game
                self._setup = {
                    "deal": session.deal_number,
                    "game": game.name,
                    "title": game.title,
                    "names": list(session.names),
                    "modes": [[key, label] for key, label in MODES.items()],
                    "seed": session.seed,
                    "summary": game.summary,
                    "options": game.rules.describe(),
                }
            self._frame = session.frame()
