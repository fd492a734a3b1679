"""The Monte Carlo bot: it imagines the cards it cannot see, plays each move out, keeps the best.
Why it works as it does: ``docs/design/monte-carlo-bot.md``."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, Final

import numpy as np

from cardwidgets.agents.base import BaseAgent, Decision
from cardwidgets.agents.game_bot import default_agent
from cardwidgets.engine.actions import Action
from cardwidgets.engine.cards import Card
from cardwidgets.engine.game import Game, Observation, State
from cardwidgets.engine.info import load_part
from cardwidgets.engine.play import Agent, step
from cardwidgets.i18n import _, ngettext
from cardwidgets.i18n.words import cards_label, written_number

#: How many sizes of one numeric range (bets, raises, bids) are tried at most; a wider range is
#: thinned evenly. Cards and words are all tried.
MAX_CANDIDATES: Final = 8
#: How much the points margin counts beside winning: it splits moves that all win (or all
#: lose) on the imagined deals, which would otherwise look alike and be chosen blindly.
MARGIN_WEIGHT: Final = 0.5
#: Deals imagined for each one played out, where the game weighs deals by what the others'
#: moves reveal (:attr:`~cardwidgets.engine.game.Game.weighs_deals`): those played out are
#: drawn from them by weight (sampling importance resampling).
OVERSAMPLE: Final = 4
#: Seeds for the playouts of one deal, shared by every candidate move.
PLAYOUT_SEEDS: Final = 2**63 - 1


class MonteCarloAgent(BaseAgent):
    """``MonteCarloAgent(make(name), budget=40)``: ``budget`` sampled deals per
    decision; ``playout`` makes the bots that play the samples out (the game's default bot if
    None, :class:`RandomAgent` for speed)."""

    label = "Monte Carlo"

    def __init__(
        self,
        game: Game[Any, Any],
        budget: int = 40,
        playout: Callable[[], Agent] | None = None,
        max_candidates: int = MAX_CANDIDATES,
        temperature: float = 0.0,
    ) -> None:
        if not game.can_resample:
            raise ValueError(
                f"{game.title} cannot deal the cards a seat cannot see, so a Monte Carlo bot "
                "cannot play it."
            )
        if budget < 1:
            raise ValueError(f"A Monte Carlo bot needs a budget of 1 deal or more, not {budget}.")
        if max_candidates < 2:
            raise ValueError(f"max_candidates must be 2 or more, not {max_candidates}.")
        if not temperature >= 0:
            raise ValueError(f"A temperature is 0 (always the best) or more, not {temperature}.")
        self.game = game
        self.budget = budget
        self.max_candidates = max_candidates
        #: 0 plays the best move found; above 0 the bot picks by feel, a move of value v (its
        #: average over the deals) as likely as exp(v / temperature): close calls go either
        #: way and clear blunders stay rare, as a learner's slips do.
        self.temperature = temperature
        self._agents: list[Agent] = [
            playout() if playout else default_agent(game.name) for _ in range(game.num_players)
        ]
        #: The game's own bot, for the decisions the imagined deals would mislead.
        self._rule_of_thumb = default_agent(game.name)

    def decide(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Decision:
        if len(legal_actions) == 1:
            return Decision(
                legal_actions[0],
                _("{action} is the only legal move").format(action=legal_actions[0]),
            )
        seat = observation.seat
        if seat is None:
            raise ValueError("A bot plays one seat: give it that seat's observation.")
        if observation.phase in self.game.monte_carlo_defers:
            return self._as_rule_of_thumb(observation, legal_actions, rng)
        guess = self._agents[seat].act(observation, legal_actions, rng)
        groups = alike_groups(
            self.game, observation, candidate_moves(legal_actions, guess, self.max_candidates)
        )
        candidates = [group[0] for group in groups]
        if len(candidates) == 1:
            text = _(
                "{action}: every card it may play plays the same, since no card another player "
                "may hold lies between them"
            )
            return Decision(candidates[0], text.format(action=candidates[0]))
        totals = np.zeros(len(candidates))
        wins = np.zeros(len(candidates))
        for deal in imagined_deals(self.game, observation, rng, self.budget):
            luck = int(rng.integers(PLAYOUT_SEEDS))
            for index, action in enumerate(candidates):
                won, margin = self._play_out(deal, action, seat, luck)
                totals[index] += won + MARGIN_WEIGHT * margin
                wins[index] += won > 0
        best = int(np.argmax(totals))  # ties go to the first: the fast bot's own choice
        picked = self._by_feel(totals / self.budget, rng) if self.temperature else best
        reason = self._reason(candidates[picked], len(candidates), wins[picked], picked == best)
        if picked != best:
            reason += _("; {action} looked a little better").format(action=candidates[best])
        return Decision(candidates[picked], reason + alike_note(groups[picked]))

    def _by_feel(self, values: np.ndarray, rng: np.random.Generator) -> int:
        """A move drawn with chances exp(value / temperature): the softmax of the values."""
        weights = np.exp((values - values.max()) / self.temperature)
        return int(rng.choice(len(values), p=weights / weights.sum()))

    def _as_rule_of_thumb(
        self, observation: Observation, legal_actions: Sequence[Action], rng: np.random.Generator
    ) -> Decision:
        """The game's own bot decides, and the reason says why the search stood aside."""
        bot = self._rule_of_thumb
        if isinstance(bot, BaseAgent):
            action, reason = bot.decide(observation, legal_actions, rng)
        else:
            action = bot.act(observation, legal_actions, rng)
            reason = str(action)
        why = _(self.game.monte_carlo_defers[observation.phase])
        return Decision(
            action,
            _("{reason} (as the rule-of-thumb bot would: {why})").format(reason=reason, why=why),
        )

    def _play_out(self, deal: State, action: Action, seat: int, luck: int) -> tuple[float, float]:
        """What ``action`` on ``deal`` is worth to ``seat`` once the fast bots finish the hand:
        the game's :meth:`~State.standing` (won or lost, at the end), and the points ``seat``
        ended ahead of the others' average, as a share of all points."""
        state = play_out(deal, action, self._agents, luck)
        scores = state.running_scores()
        spread = sum(map(abs, scores)) or 1.0
        ahead = scores[seat] - (sum(scores) - scores[seat]) / (len(scores) - 1)
        return state.standing()[seat], ahead / spread

    def _reason(self, action: Action, tried: int, wins: float, best: bool) -> str:
        """Why ``action``: the best of the moves tried (or, by feel, not quite the best)."""
        if best:
            text = ngettext(
                "{action}: the best of {tried} moves tried on {n} deal imagined for the cards it "
                "cannot see (ahead at the end in {percent} of them)",
                "{action}: the best of {tried} moves tried on {n} deals imagined for the cards it "
                "cannot see (ahead at the end in {percent} of them)",
                self.budget,
            )
        else:
            text = ngettext(
                "{action}: its pick by feel of {tried} moves tried on {n} deal imagined for the "
                "cards it cannot see (ahead at the end in {percent} of them)",
                "{action}: its pick by feel of {tried} moves tried on {n} deals imagined for the "
                "cards it cannot see (ahead at the end in {percent} of them)",
                self.budget,
            )
        percent = written_number(wins / self.budget, 0, percent=True)
        return text.format(action=action, tried=tried, n=self.budget, percent=percent)

    def __repr__(self) -> str:
        feel = f", temperature={self.temperature}" if self.temperature else ""
        return f"MonteCarloAgent({self.game!r}, budget={self.budget}{feel})"


def candidate_moves(legal: Sequence[Action], guess: Action, most: int) -> list[Action]:
    """The moves worth trying: the fast bot's own choice first, then every other legal move,
    except that a wide numeric range (every bet size, every bid) of more than ``most`` sizes of
    one kind is thinned to an even spread of ``most`` (its smallest and largest included).
    Cards and words are never thinned: each is a different move. The analysis
    (:mod:`cardwidgets.analysis`) shows the same moves the bot weighs."""
    sizes: dict[str, list[Action]] = {}
    for action in legal:
        if is_a_size(action):
            sizes.setdefault(action.kind, []).append(action)
    kept = {
        action
        for actions in sizes.values()
        if len(actions) > most
        for action in even_spread(sorted(actions, key=Action.int_arg), most)
    }
    spread = [a for a in legal if not is_a_size(a) or len(sizes[a.kind]) <= most or a in kept]
    return [guess, *(action for action in spread if action != guess)]


def alike_groups(
    game: Game[Any, Any], observation: Observation, moves: Sequence[Action]
) -> list[list[Action]]:
    """``moves`` in groups that come to the same for the seat (the game's ``alike_moves``:
    touching cards), in the order of ``moves`` and each led by its first there, so the fast
    bot's own choice, first of ``moves``, leads its group; each move alone where the game
    names no such groups. Only a group's leader needs weighing: the others are worth the same."""
    reference = game.info.alike_moves
    if reference is None:
        return [[move] for move in moves]
    groups: list[list[Action]] = load_part(reference)(observation, moves)
    return groups


def alike_note(group: Sequence[Action]) -> str:
    """What a reason adds when the move chosen stands for others: "; Y12 plays the same: ..."."""
    others = [card for move in group[1:] for card in move.args if isinstance(card, Card)]
    if not others:
        return ""
    text = ngettext(
        "; {cards} plays the same: no card another player may hold lies between them",
        "; {cards} play the same: no card another player may hold lies between them",
        len(others),
    )
    return text.format(cards=cards_label(others))


def is_a_size(action: Action) -> bool:
    """Whether ``action`` is one size of a numeric range: a kind and one whole number (a bet,
    a raise, a bid), which a wide choice may sample; cards and words never are."""
    return len(action.args) == 1 and type(action.args[0]) is int


def even_spread(actions: Sequence[Action], most: int) -> list[Action]:
    """``most`` of ``actions`` (in order), evenly spread, the first and last included."""
    picks = np.linspace(0, len(actions) - 1, most).round().astype(int)
    return [actions[i] for i in sorted(set(picks.tolist()))]


def imagined_deals(
    game: Game[Any, Any], observation: Observation, rng: np.random.Generator, count: int
) -> Iterator[State]:
    """``count`` deals the seat cannot tell from the true one, drawn from its belief: each as
    likely as any other, or (where the game weighs deals) drawn by their
    :meth:`~cardwidgets.engine.game.Game.deal_likelihood` from ``OVERSAMPLE`` times as many.
    Dealt one at a time where nothing is weighed, so the caller's draws between them keep
    their order."""
    if not game.weighs_deals:
        for _ in range(count):
            yield game.resample(observation, rng)
        return
    pool = [game.resample(observation, rng) for _ in range(OVERSAMPLE * count)]
    weights = np.array([game.deal_likelihood(observation, deal) for deal in pool])
    total = weights.sum()
    chances = weights / total if total > 0 else None  # no deal fits: take them all alike
    for index in rng.choice(len(pool), size=count, p=chances):
        yield pool[int(index)]


def play_out(deal: State, action: Action, agents: Sequence[Agent], luck: int) -> State:
    """A copy of ``deal`` after ``action``, with ``agents`` playing on to the end of the hand
    (or of the game) on the playout seed ``luck``: every candidate move of one imagined deal
    meets the same luck, so the moves are compared on equal terms. The copy keeps no log:
    nobody reads a playout's story."""
    state = deal.clone()
    state.quieten()
    state.apply_legal(action)
    hands = state.hands_completed
    rng = np.random.default_rng(luck)
    while not state.is_terminal and state.hands_completed == hands:
        step(state, agents, rng)
    return state
