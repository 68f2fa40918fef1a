"""The tiny family's computer players, on the shared machinery only.

Knowledge: shown voids (the shared follow-suit inference) and exact hand sizes, as a
:class:`~engine.ai.constraints.CardConstraints` model with one place per other seat. Rules of
thumb: win the trick with the cheapest card that takes it, else throw the cheapest card.
Playouts: the shared driver with the rules of thumb in every seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from engine.ai import CardConstraints, LevelConfig
from engine.ai.inference import follow_voids, played_cards, tricks_seen
from engine.ai.playouts import outcomes
from engine.core import Action, cards_of, mask_of
from tests.ai.fake.family import DECK, FAMILY, PLAYERS, PLAYS, FakeState, FakeView, playable
from tests.ai.fake.family import winner_index as _winner


class FakeKnowledge:
    """Where the unseen cards may be, from one seat's view."""

    def __init__(self, view: FakeView) -> None:
        assert view.seat is not None
        me = view.seat
        self.view = view
        self.me = me
        hidden = DECK.full_mask & ~view.hand & ~played_cards(view)
        self.hidden = hidden
        self.forbidden = follow_voids(DECK, PLAYERS, tricks_seen(view))
        cap = [view.hand_sizes[q] if q != me else 0 for q in range(PLAYERS)]
        others = sum(1 << q for q in range(PLAYERS) if q != me)
        allowed = {
            c: sum(
                1 << q for q in range(PLAYERS) if others >> q & 1 and not self.forbidden[q] >> c & 1
            )
            for c in cards_of(hidden)
        }
        self.constraints = CardConstraints(cap, allowed, {c: others for c in allowed})

    def sample(self, rng: random.Random) -> FakeState:
        """A full state consistent with the view."""
        v = self.view
        dealt = self.constraints.deal(rng)
        hands = [v.hand if q == self.me else dealt[q] for q in range(PLAYERS)]
        piles = [0] * PLAYERS
        for t in v.tricks:
            piles[t.winner] |= mask_of(t.cards)
        return FakeState(
            hands, v.dealer, v.leader, v.to_move, v.move, list(v.trick), list(v.tricks), piles
        )


def step(s: FakeState) -> Action:
    """Rules of thumb: take the trick with the cheapest card that wins it, else the cheapest."""
    legal = cards_of(playable(s))

    def cheap(c: int) -> tuple[int, int, int]:
        return (DECK.values[c], DECK.suits[c] == DECK.trump_suit, DECK.ranks[c])

    if s.trick:
        winners = [c for c in legal if _winner([*s.trick, c]) == len(s.trick)]
        if winners:
            return PLAYS[min(winners, key=cheap)]
    return PLAYS[min(legal, key=cheap)]


def first_legal(view: FakeView, seed: int) -> Action:
    """A reference player: always the first legal card."""
    return view.legal[0]


LEVEL_CONFIGS = {
    "easy": LevelConfig("easy", search=False),
    "normal": LevelConfig("normal", samples={"play": 12}),
    "hard": LevelConfig("hard", samples={"play": 40}, race_after=6, weighted=True),
}


class FakePolicy:
    """The tiny family's answers to :class:`engine.ai.policy.Policy`."""

    family = "fake"
    view_type = FakeView
    levels: Mapping[str, LevelConfig] = LEVEL_CONFIGS
    reference: Mapping[str, Callable[[FakeView, int], Action]] = {"first": first_legal}

    def decision(self, view: FakeView) -> str:
        """One kind of decision."""
        return "play"

    def knowledge(self, view: FakeView) -> FakeKnowledge:
        """Voids and hand sizes."""
        return FakeKnowledge(view)

    def sample(self, knowledge: FakeKnowledge, rng: random.Random) -> FakeState:
        """A consistent deal."""
        return knowledge.sample(rng)

    def rule_of_thumb(self, view: FakeView, knowledge: FakeKnowledge, rng: random.Random) -> Action:
        """The rules of thumb on one sampled deal."""
        return step(knowledge.sample(rng))

    def candidates(self, view: FakeView, base: Action, level: LevelConfig) -> list[Action]:
        """Every legal card, the rule of thumb's first."""
        return [base, *(a for a in view.legal if a != base)]

    def representatives(self, view: FakeView) -> dict[Action, Action]:
        """No equivalent cards."""
        return {a: a for a in view.legal}

    def outcomes(
        self, world: FakeState, actions: Sequence[Action], seat: int, level: LevelConfig
    ) -> list[float]:
        """The shared playout driver with the rules of thumb."""
        return outcomes(FAMILY, world, actions, seat, clone=FakeState.clone, step=step)

    def weight(self, world: FakeState, knowledge: FakeKnowledge, level: LevelConfig) -> float:
        """No evidence beyond the cards: every deal is as plausible."""
        return 1.0

    def threshold(self, view: FakeView, action: Action) -> tuple[float, float]:
        """One standard error."""
        return 1.0, 0.0


POLICY = FakePolicy()
