"""Czech taroky's computer players behind the shared machinery: :data:`POLICY`.

Levels:

``easy``
    the rules of thumb (:mod:`engine.czech.ai.heuristics`, :mod:`engine.czech.ai.play`).
``normal``
    determinized search (:mod:`engine.ai.search`): the hidden cards sampled consistently
    with the view (:mod:`engine.czech.ai.knowledge`), every candidate played out to the end
    of the deal by the rules of thumb and scored by the engine's scorer; the searched
    favourite replaces the rule of thumb only when clearly better.
``hard``
    the same search with more samples, each weighted by how well it explains the bidding
    and the calls (:mod:`engine.czech.ai.evidence`), and playouts in which each player knows
    only what he would know at the table (the partner stays secret until the called tarok
    shows).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Final, cast

from engine.ai.levels import LevelConfig
from engine.ai.policy import Policy
from engine.core.actions import Action as CoreAction
from engine.czech import actions as A
from engine.czech.actions import Action, Announcement, Kind
from engine.czech.ai import heuristics as H
from engine.czech.ai.evidence import deal_weight
from engine.czech.ai.knowledge import Knowledge
from engine.czech.ai.play import play_card, rollout, utility
from engine.czech.cards import PAGAT, POINTS, SUIT
from engine.czech.contracts import Contract
from engine.czech.game import apply_unchecked
from engine.czech.state import NO_SEAT, PLAYERS, DealState, Phase
from engine.czech.views import CzechView

Z_BIDDING: Final = 2.0
"""Standard errors by which a searched bid, raise or concession must beat the rule of thumb."""
Z_OTHER: Final = 1.0
"""Standard errors for any other searched action."""
KONTRA_MARGIN: Final = 15.0
"""Points by which a kontra must beat the best quiet action (it doubles the stakes)."""
ANNOUNCE_MARGIN: Final = 8.0
"""Points by which an announcement must beat the best quiet action."""
BID_REACH: Final = 5.0
"""A bid is searched when the hand is at most this far below the strength it asks for."""

EASY: Final = LevelConfig("easy", search=False)
NORMAL: Final = LevelConfig(
    "normal",
    samples={
        "bidding": 10,
        "raise": 10,
        "call": 8,
        "talon": 10,
        "discard": 6,
        "announce": 8,
        "play": 10,
    },
    race_after=4,
    options={"discard_candidates": 5},
)
HARD: Final = LevelConfig(
    "hard",
    samples={
        "bidding": 40,
        "raise": 40,
        "call": 24,
        "talon": 24,
        "discard": 12,
        "announce": 24,
        "play": 20,
    },
    weighted=True,
    race_after=6,
    table_knowledge=True,
    options={"discard_candidates": 6},
)
LEVEL_CONFIGS: Final = {"easy": EASY, "normal": NORMAL, "hard": HARD}


def friends_from_view(view: CzechView) -> int:
    """The seats this seat knows to be on its side (itself included)."""
    me = view.seat
    assert me is not None
    everyone = (1 << PLAYERS) - 1
    d = view.declarer
    if d == NO_SEAT:
        return 1 << me
    if view.partner_known:
        side = 1 << d
        if view.partner != NO_SEAT:
            side |= 1 << view.partner
        return side if side >> me & 1 else everyone & ~side
    if me == d:
        return 1 << me
    # An opponent not holding the called tarok: himself and those a kontra showed.
    return (1 << me) | (view.shown_opponents & ~(1 << d))


def rule_of_thumb(view: CzechView, world: DealState) -> Action:
    """The easy level's action, decided on one sampled deal with the view's sides."""
    if view.phase == Phase.PLAY:
        return A.PLAYS[play_card(world, friends_from_view(view))]
    return H.phase_action(world)


def candidates(view: CzechView, base: Action, cfg: LevelConfig) -> list[Action]:
    """The actions worth a search: no bid far beyond the hand, the few best discards, no
    tutti or slam the rules of thumb do not make, one card per class of equivalent cards."""
    legal = list(view.legal)
    hand = view.hand
    ph = view.phase
    out: list[Action] = [base]

    def add(a: Action) -> None:
        if a not in out:
            out.append(a)

    if ph in (Phase.BIDDING, Phase.RAISE):
        st = H.power(hand)
        for a in legal:
            if a.kind == Kind.PASS:
                add(a)
            elif Contract(a.arg) == Contract.SECOND and not hand >> PAGAT & 1:
                continue  # an announced Pagát ultimo without the Pagát
            elif st + BID_REACH >= H.contract_power(Contract(a.arg)) or a.arg == view.high_bid:
                add(a)
        return out
    if ph == Phase.DISCARD:
        dl = view.discards_left
        scored = sorted(
            (a for a in legal if a.kind == Kind.DISCARD),
            key=lambda a: (-H.discard_score(hand, a.arg, dl, view.called), a.arg),
        )
        for a in scored[: cfg.option("discard_candidates", 5)]:
            add(a)
        if A.CONCEDE in legal:
            add(A.CONCEDE)
        return out
    if ph == Phase.ANNOUNCE:
        for a in legal:
            if a.kind == Kind.ANNOUNCE:
                if a.arg == Announcement.SLAM and not H.slam(hand):
                    continue  # a slam is never a playout's guess
                if a.arg == Announcement.PAGAT_ULTIMO and not hand >> PAGAT & 1:
                    continue
            if a.kind == Kind.KONTRA and view.kontra[a.arg] >= 4:
                continue  # tutti only by the rules of thumb: ×8 on a playout's say-so
            add(a)
        return out
    if ph == Phase.PLAY:
        reps = equivalent_plays(view)
        out = [reps.get(base, base)]
        for a in legal:
            add(reps[a])
        return out
    for a in legal:
        add(a)
    return out


def equivalent_plays(view: CzechView) -> dict[Action, Action]:
    """Each card to play → the representative of its class of interchangeable cards.

    Two one-point cards of one suit (small taroks II–XX, pips) are interchangeable when every
    card ranking between them is in this hand or already played: whichever is played, every
    trick ends the same.
    """
    gone = view.hand | view.played | view.discards[view.seat or 0]
    rep: dict[Action, Action] = {}
    prev: Action | None = None
    for a in sorted(view.legal, key=lambda a: a.arg):
        c = a.arg
        if (
            prev is not None
            and a.kind == Kind.PLAY
            and SUIT[prev.arg] == SUIT[c]
            and POINTS[prev.arg] == POINTS[c] == 1
        ):
            between = ((1 << c) - 1) & ~((2 << prev.arg) - 1)
            if between & ~gone == 0:
                rep[a] = rep[prev]
                prev = a
                continue
        rep[a] = a
        prev = a
    return rep


class CzechPolicy:
    """Czech taroky's answers to the shared machinery (:class:`engine.ai.policy.Policy`)."""

    family = "czech"
    view_type = CzechView
    levels: Mapping[str, LevelConfig] = LEVEL_CONFIGS
    reference: Mapping[str, Callable[[CzechView, int], CoreAction]] = {}

    def decision(self, view: CzechView) -> str:
        """The phase's name: ``bidding``, ``raise``, ``call``, ``talon``, ``discard``,
        ``announce`` or ``play``."""
        return view.phase_name

    def knowledge(self, view: CzechView) -> Knowledge:
        """Where the hidden cards may be (:class:`~engine.czech.ai.knowledge.Knowledge`)."""
        return Knowledge(view)

    def sample(self, knowledge: Knowledge, rng: random.Random) -> DealState:
        """A full deal consistent with the view."""
        return knowledge.sample(rng)

    def rule_of_thumb(self, view: CzechView, knowledge: Knowledge, rng: random.Random) -> Action:
        """The rules of thumb, on one deal sampled with ``rng``."""
        return rule_of_thumb(view, knowledge.sample(rng))

    def candidates(self, view: CzechView, base: CoreAction, level: LevelConfig) -> list[Action]:
        """The actions worth a search (:func:`candidates`)."""
        assert isinstance(base, Action)
        return candidates(view, base, level)

    def representatives(self, view: CzechView) -> dict[CoreAction, CoreAction]:
        """Interchangeable cards share one representative; other actions stand for themselves."""
        if view.phase == Phase.PLAY:
            return {a: r for a, r in equivalent_plays(view).items()}
        return {a: a for a in view.legal}

    def outcomes(
        self, world: DealState, actions: Sequence[CoreAction], seat: int, level: LevelConfig
    ) -> list[float]:
        """Each action on a copy of the sampled deal, played out by the rules of thumb."""
        secret = level.table_knowledge
        out: list[float] = []
        for a in actions:
            st = world.clone()
            apply_unchecked(st, cast(Action, a))
            rollout(st, secret)
            out.append(utility(st, seat))
        return out

    def weight(self, world: DealState, knowledge: Knowledge, level: LevelConfig) -> float:
        """How well the sampled hands explain the bidding, the calls and the kontras."""
        return deal_weight(world, knowledge)

    def threshold(self, view: CzechView, action: CoreAction) -> tuple[float, float]:
        """2 standard errors for bids, raises and the concession, 1 otherwise; a kontra needs
        15 points more and an announcement 8 (they multiply or add to the stakes)."""
        z = Z_BIDDING if view.phase in (Phase.BIDDING, Phase.RAISE) else Z_OTHER
        if action.kind == Kind.CONCEDE:
            z = Z_BIDDING
        margin = 0.0
        if action.kind == Kind.KONTRA:
            margin = KONTRA_MARGIN
        elif action.kind == Kind.ANNOUNCE:
            margin = ANNOUNCE_MARGIN
        return z, margin


POLICY: Final[Policy[CzechView, Knowledge, DealState]] = CzechPolicy()
"""The Czech computer players, as :mod:`engine.ai.registry` finds them."""
