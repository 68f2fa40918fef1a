"""French tarot's computer players behind the shared machinery: :data:`POLICY`.

Levels:

``easy``
    rules of thumb only (:mod:`engine.french.ai.hand`, :mod:`engine.french.ai.play`).
``normal``
    determinized search: the unseen cards sampled consistently with the view
    (:mod:`engine.french.ai.knowledge`), each candidate played out to the end of the deal by
    the rules of thumb and scored by the engine's scorer; the searched favourite replaces the
    rule of thumb when clearly better.
``hard``
    the same search with two to four times the samples, each deal weighted by how well it
    explains the bidding (:mod:`engine.french.ai.evidence`), and playouts in which the
    five-player partner stays secret until the called card shows.

Not searched: the chelem (a playout's optimism must not gamble 400 points; the rule of thumb
announces only near-certain ones) and which trumps a poignée keeps hidden (only what the
others learn differs, which the playouts do not model).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Final, cast

from engine.ai.levels import LevelConfig
from engine.ai.policy import Policy
from engine.core.actions import Action as CoreAction
from engine.french import actions as A
from engine.french.actions import Action, Kind
from engine.french.ai import hand as H
from engine.french.ai.evidence import bid_weight
from engine.french.ai.knowledge import Knowledge
from engine.french.ai.play import friends, play_card, rollout, step, utility
from engine.french.cards import HALVES, SUIT
from engine.french.game import apply_unchecked
from engine.french.rules import Contract
from engine.french.state import FrenchState, Phase
from engine.french.views import FrenchView

Z_BIDDING: Final = 2.0
"""Standard errors by which a searched bid must beat the rule-of-thumb bid."""
BID_MARGIN: Final = 3.0
"""Points by which a searched bid must beat it besides (the stakes multiply up to six)."""
Z_OTHER: Final = 1.0
"""Standard errors by which any other searched action must beat the rule of thumb."""
POIGNEE_MARGIN: Final = 5.0
"""Points by which showing a poignée must beat the quiet card: the playouts do not count
what the others learn from it."""
BID_REACH: Final = 12.0
"""Bids searched: those whose threshold the hand's count is within this many points of."""

EASY: Final = LevelConfig("easy", search=False)
NORMAL: Final = LevelConfig(
    "normal",
    samples={"bidding": 10, "call": 8, "ecart": 6, "poignee": 8, "play": 8},
    race_after=4,
    options={"ecart_candidates": 4},
)
HARD: Final = LevelConfig(
    "hard",
    samples={"bidding": 32, "call": 16, "ecart": 12, "poignee": 16, "play": 20},
    weighted=True,
    race_after=6,
    table_knowledge=True,
    options={"ecart_candidates": 6},
)
LEVEL_CONFIGS: Final = {"easy": EASY, "normal": NORMAL, "hard": HARD}


def decision(view: FrenchView) -> str:
    """The kind of decision: the phase's name, ``poignee`` for a first card that may come
    with a poignée, ``hide`` for the trumps kept out of one."""
    if view.phase == Phase.PLAY and any(a.kind == Kind.POIGNEE for a in view.legal):
        return "poignee"
    if view.phase == Phase.POIGNEE:
        return "hide"
    return view.phase_name


def candidates(view: FrenchView, base: Action, cfg: LevelConfig) -> list[Action]:
    """The actions worth a search: a few bids near the hand's count, the calls of the top
    rank, the best few discards, a poignée or not, and every distinct card."""
    legal = list(view.legal)
    out: list[Action] = [base]

    def add(a: Action) -> None:
        if a not in out:
            out.append(a)

    ph = view.phase
    hand = view.hand
    if ph == Phase.BIDDING:
        st = H.strength(hand, view.players)
        th = H.thresholds(view.players)
        add(A.PASS)
        for a in legal:
            if a.kind == Kind.BID and st >= th[Contract(a.arg)] - BID_REACH:
                add(a)
        return out[:4]
    if ph == Phase.CALL:
        offered = [a for a in legal if not hand >> a.arg & 1 and SUIT[a.arg] < 4]
        top = max((HALVES[a.arg] for a in offered), default=0)
        for a in offered:
            if HALVES[a.arg] == top:
                add(a)
        return out
    if ph == Phase.ECART:
        allowed = 0
        for a in legal:
            allowed |= 1 << a.arg
        best = H.discard_order(hand, allowed, view.ecart_left)
        for c in best[: cfg.option("ecart_candidates", 4)]:
            add(A.DISCARDS[c])
        return out
    if ph in (Phase.CHELEM, Phase.POIGNEE):
        return out
    if any(a.kind == Kind.POIGNEE for a in legal):
        # Show or not: the poignées against the rule-of-thumb card (the first card itself
        # is not searched here, or the search would weigh a card against a poignée).
        for a in legal:
            if a.kind == Kind.POIGNEE:
                add(a)
        add(rule_card(view))
        return out
    reps = equivalent_plays(view, legal)
    if reps.get(base, base) != base:
        out = [reps[base]]
    for a in legal:
        add(reps[a])
    return out


def rule_card(view: FrenchView) -> Action:
    """The rules-of-thumb card of the seat on turn, without a poignée (the card rules read
    only the seat's hand and what the view shows, so any consistent deal gives it)."""
    world = Knowledge(view).sample(random.Random(0))
    seat = world.to_move
    return A.PLAYS[play_card(world, seat, friends(world, seat, True))]


def equivalent_plays(view: FrenchView, legal: Sequence[Action]) -> dict[Action, Action]:
    """Each legal action → its representative: two cards of one suit (or two trumps) worth
    half a point each are interchangeable when every card between them is in this hand or
    gone (played, or in the taker's own écart); other actions stand for themselves."""
    gone = view.hand | view.played | (view.ecart if view.seat == view.taker else view.ecart_trumps)
    rep: dict[Action, Action] = {}
    prev: Action | None = None
    for a in sorted((a for a in legal if a.kind == Kind.PLAY), key=lambda a: a.arg):
        c = a.arg
        if (
            prev is not None
            and SUIT[prev.arg] == SUIT[c]
            and HALVES[prev.arg] == HALVES[c] == 1
            and ((1 << c) - 1) & ~((2 << prev.arg) - 1) & ~gone == 0
        ):
            rep[a] = rep[prev]
        else:
            rep[a] = a
        prev = a
    for a in legal:
        rep.setdefault(a, a)
    return rep


class FrenchPolicy:
    """French tarot's answers to the shared machinery (:class:`engine.ai.policy.Policy`)."""

    family = "french"
    view_type = FrenchView
    levels: Mapping[str, LevelConfig] = LEVEL_CONFIGS
    reference: Mapping[str, Callable[[FrenchView, int], CoreAction]] = {}

    def decision(self, view: FrenchView) -> str:
        """``bidding``, ``call``, ``ecart``, ``chelem``, ``poignee``, ``hide`` or ``play``."""
        return decision(view)

    def knowledge(self, view: FrenchView) -> Knowledge:
        """Voids, the chien and écart, poignées, the called card, hand sizes."""
        return Knowledge(view)

    def sample(self, knowledge: Knowledge, rng: random.Random) -> FrenchState:
        """A full deal consistent with the view."""
        return knowledge.sample(rng)

    def rule_of_thumb(self, view: FrenchView, knowledge: Knowledge, rng: random.Random) -> Action:
        """The rules of thumb for the seat on turn.

        They read the seat's own hand and what the view shows (the others' cards of the
        sampled deal are never looked at; sides as the seat knows them).
        """
        return step(knowledge.sample(rng), honest=True)

    def candidates(self, view: FrenchView, base: CoreAction, level: LevelConfig) -> list[Action]:
        """The actions worth a search (see :func:`candidates`)."""
        assert isinstance(base, Action)
        return candidates(view, base, level)

    def representatives(self, view: FrenchView) -> dict[CoreAction, CoreAction]:
        """Interchangeable cards share one representative."""
        return {a: r for a, r in equivalent_plays(view, list(view.legal)).items()}

    def outcomes(
        self, world: FrenchState, actions: Sequence[CoreAction], seat: int, level: LevelConfig
    ) -> list[float]:
        """Each action on a copy of the sampled deal, played out by the rules of thumb."""
        honest = level.table_knowledge
        out: list[float] = []
        for a in actions:
            st = world.clone()
            apply_unchecked(st, cast(Action, a))
            rollout(st, honest)
            out.append(utility(st, seat))
        return out

    def weight(self, world: FrenchState, knowledge: Knowledge, level: LevelConfig) -> float:
        """How well the sampled hands explain the bidding."""
        return bid_weight(world, knowledge)

    def threshold(self, view: FrenchView, action: CoreAction) -> tuple[float, float]:
        """2 standard errors and 3 points for bids, 1 standard error otherwise; a poignée
        needs 5 points more."""
        if view.phase == Phase.BIDDING:
            return Z_BIDDING, BID_MARGIN
        if action.kind == Kind.POIGNEE:
            return Z_OTHER, POIGNEE_MARGIN
        return Z_OTHER, 0.0


POLICY: Final[Policy[FrenchView, Knowledge, FrenchState]] = FrenchPolicy()
"""The French computer players, as :mod:`engine.ai.registry` finds them."""
