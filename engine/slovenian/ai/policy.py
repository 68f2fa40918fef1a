"""Slovenian tarok's computer players behind the shared machinery: :data:`POLICY`.

The levels (sampled deals per kind of decision), the actions worth a search in each phase
(no absurd bids, interchangeable cards searched once, no subkontra), the thresholds a searched
action must clear to replace the rule of thumb, and the adapter that hands the shared search
(:mod:`engine.ai.search`) the Slovenian knowledge (:mod:`engine.slovenian.ai.knowledge`), the
rules-of-thumb playouts (:mod:`engine.slovenian.ai.playout`) and the bidding evidence
(:mod:`engine.slovenian.ai.evidence`).

Levels:

``easy``
    rules of thumb only (:mod:`engine.slovenian.ai.heuristics`,
    :mod:`engine.slovenian.ai.playout`), well under 5 ms per decision.
``normal``
    determinized search: unseen cards sampled consistently with the view, every candidate
    action played out to the end of the deal by the rules of thumb and scored by the
    engine's scorer; the searched favourite replaces the rule of thumb when clearly better.
``hard``
    the same search with 1.25–3 times the samples, each weighted by how well it explains the
    bidding, the contract the declarer named
    (:func:`engine.slovenian.ai.evidence.declared_weight`) and, in the card play, the cards
    played (:mod:`engine.slovenian.ai.play_evidence`),
    and playouts in which the partner stays secret until he shows himself; in the card play
    the last tricks of each sampled deal are solved exactly, every hand open
    (:func:`engine._native.slovenian.solve`); a solo bid or named is valued
    :data:`SOLO_BONUS` points above its playouts (their defence of a solo is too good).
``baseline``
    the normal player frozen as it was before the machinery was shared
    (:mod:`engine.slovenian.ai.baseline`): the yardstick of the strength measurements.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Final, cast

from engine.ai.levels import LevelConfig
from engine.ai.policy import Policy
from engine.core.actions import Action as CoreAction
from engine.slovenian import actions as A
from engine.slovenian.actions import Action, Item, Kind
from engine.slovenian.ai import baseline, rollouts
from engine.slovenian.ai import heuristics as H
from engine.slovenian.ai.evidence import declared_weight, evidence_weight
from engine.slovenian.ai.knowledge import Knowledge
from engine.slovenian.ai.play_evidence import play_weight
from engine.slovenian.ai.playout import phase_action, play_card
from engine.slovenian.cards import KING_MASK, MOND, PAGAT, SKIS, SUIT, VALUE
from engine.slovenian.contracts import SOLOS_WITH_TALON, Contract, info
from engine.slovenian.state import NO_SEAT, DealState, Phase
from engine.slovenian.views import PlayerView

Z_BIDDING: Final = 2.0
"""Standard errors by which a searched bid must beat the rule-of-thumb bid."""
Z_OTHER: Final = 1.0
"""Standard errors by which any other searched action must beat the rule of thumb."""
MIN_MARGIN: Final = 0.5
"""Points by which any searched action must beat the rule of thumb: with hundreds of samples
the standard error of a near-tie gets tiny, and a gain below half a point is the playouts'
noise, not a better move (the race drops candidates with the same slack)."""
KONTRA_MARGIN: Final = 15.0
"""Points by which a kontra must beat the best quiet action to be said."""
ANNOUNCE_MARGIN: Final = 8.0
"""Points by which an announcement must beat the best quiet action to be made."""

MAX_KONTRA: Final = 4
"""The computer players say kontra (×2) and rekontra (×4), each when the search finds it
worth more than the quiet action by a margin that grows with the stakes, but no subkontra or
higher: ×8 and ×16 chains multiply the playouts' errors into huge swings."""

ENDGAME_TRICKS: Final = {4: 4, 3: 5}
"""Tricks left (the one being played included) from which the card play is an ``endgame``
decision, by table size: few enough that the core solves a sampled deal exactly in about
0.2 ms (measured: 4 tricks at 4 players ~3,000 nodes on average, 5 at 3 players ~5,000;
one trick more costs 15–20 times as much)."""
SOLVE_NODES: Final = 200_000
"""The node limit of one exact solution (a sampled deal needing more is played out)."""

SOLO_BONUS: Final = 10
"""Points the hard level adds to its playouts' value of bidding or naming a solo three, two or
one (4 players). The playouts undervalue a solo: its three defenders play rules of thumb
that read every hand of the sampled deal, a defence no real table has, while a partner game's
playouts are no such gift to either side. In duplicate deals where one searching level named
a solo and the other a game with a partner, the level that named the solo gained about 14
points per deal (docs/ai.md)."""

EASY: Final = LevelConfig("easy", search=False)
NORMAL: Final = LevelConfig(
    "normal",
    samples={
        "bidding": 400,
        "declare": 400,
        "king_call": 256,
        "talon": 256,
        "discard": 160,
        "announce": 256,
        "play": 256,
        "endgame": 256,
    },
    race_after=8,
    race_every=8,
    weighted=True,
    table_knowledge=True,
    options={"discard_candidates": 8},
)
HARD: Final = LevelConfig(
    "hard",
    samples={
        "bidding": 1200,
        "declare": 1200,
        "king_call": 640,
        "talon": 640,
        "discard": 400,
        "announce": 640,
        "play": 320,
        "endgame": 400,
    },
    weighted=True,
    race_after=8,
    race_every=16,
    table_knowledge=True,
    options={
        "discard_candidates": 12,
        "bid_candidates": 6,
        "bid_reach_tenths": 40,
        "solve_endgame": 1,
        # The playouts' solved tails as long as the endgame: one trick more costs 8-10 times
        # as much per playout.
        "solved_tricks_4p": ENDGAME_TRICKS[4],
        "solved_tricks_3p": ENDGAME_TRICKS[3],
        "play_evidence_tricks": 16,
        "declared_evidence": 1,
        "solo_bonus": SOLO_BONUS,
    },
)
LEVEL_CONFIGS: Final = {"easy": EASY, "normal": NORMAL, "hard": HARD}


def friends_from_view(view: PlayerView) -> int:
    """Seats this seat knows to be on its side (itself included)."""
    me = view.seat
    assert me is not None
    everyone = (1 << view.players) - 1
    c = view.contract
    d = view.declarer
    if c is None or c == Contract.KLOP or d == NO_SEAT:
        return 1 << me
    if info(c).negative or not info(c).calls_king or view.players == 3 or view.called_in_talon:
        return 1 << me if me == d else everyone & ~(1 << d)
    if view.partner_known:
        side = 1 << d
        if view.partner != NO_SEAT:
            side |= 1 << view.partner
        return side if side >> me & 1 else everyone & ~side
    if me == d:
        return 1 << me
    # An opponent who does not know the partner: the seats publicly on his side.
    return (1 << me) | (view.public_sides & ~(1 << d))


def is_endgame(players: int, tricks_done: int, contract: Contract | None) -> bool:
    """Whether the card play is in its last :data:`ENDGAME_TRICKS` tricks of a contract (in
    klop every seat plays for itself: no two sides to solve for)."""
    return (
        contract is not None
        and contract != Contract.KLOP
        and 48 // players - tricks_done <= ENDGAME_TRICKS[players]
    )


def _solved_outcomes(
    world: DealState, plays: Sequence[Action], seat: int, level: LevelConfig
) -> list[float] | None:
    """The values of a level that solves the card play (None: play it out): in the endgame
    the rest solved exactly; before it, the rules of thumb until the level's last tricks,
    which are then solved. Klop has no sides and is never solved."""
    if world.phase != Phase.PLAY or world.contract in (None, Contract.KLOP):
        return None
    if is_endgame(world.n, len(world.tricks), world.contract):
        if not level.option("solve_endgame", 0):
            return None
        return rollouts.solved_outcomes(world, plays, seat, SOLVE_NODES)
    tail = level.option(f"solved_tricks_{world.n}p", 0)
    if not tail:
        return None
    return rollouts.solved_outcomes(world, plays, seat, SOLVE_NODES, tail, level.table_knowledge)


def rule_of_thumb(view: PlayerView, world: DealState) -> Action:
    """The easy level's action: the rules of thumb on one sampled deal (the view's sides)."""
    if view.phase == Phase.PLAY:
        return A.PLAYS[play_card(world, friends_from_view(view))]
    return phase_action(world)


def candidates(view: PlayerView, base: Action, cfg: LevelConfig) -> list[Action]:
    """The actions worth a search in this phase (every card in play; few absurd bids)."""
    legal = list(view.legal)
    ph = view.phase
    hand = view.hand
    n = view.players
    out: list[Action] = [base]

    def add(a: Action) -> None:
        if a not in out:
            out.append(a)

    if ph in (Phase.BIDDING, Phase.DECLARE):
        st = H.strength(hand)
        th = H.thresholds(n)
        # Contracts up to this far above the hand's strength are searched (in tenths).
        reach = cfg.option("bid_reach_tenths", 25) / 10
        if ph == Phase.BIDDING:
            add(A.PASS)
        positive: list[Action] = []
        for a in legal:
            if a.kind not in (Kind.BID, Kind.DECLARE):
                continue
            c = Contract(a.arg)
            if c == Contract.KLOP:
                add(a)
            elif info(c).negative:
                limit = 2.0 if c == Contract.OPEN_BEGGAR else 4.0
                if H.beggar_danger(hand) <= limit + (2.0 if n == 4 else 0.0):
                    add(a)
            elif c in th and st >= th[c] - reach:
                positive.append(a)
        for a in sorted(positive, key=lambda a: a.arg)[: cfg.option("bid_candidates", 4)]:
            add(a)
        if len(out) == 1 and ph == Phase.DECLARE:
            add(min(legal, key=lambda a: a.arg))
        return out
    if ph == Phase.DISCARD:
        scored = sorted(
            (a for a in legal),
            key=lambda a: -H.discard_score(hand, a.arg, view.discards_left, view.called),
        )
        for a in scored[: cfg.option("discard_candidates", 6)]:
            add(a)
        return out
    if ph == Phase.ANNOUNCE:
        st = H.strength(hand)
        big = H.thresholds(n)[Contract.SOLO_WITHOUT if n == 4 else Contract.VALAT]
        for a in legal:
            if a.kind == Kind.ANNOUNCE and a.arg in (Item.VALAT, Item.COLOUR_VALAT):
                if st < big:
                    continue  # never gamble 250–500 on a playout's optimism
            if a.kind == Kind.KONTRA and view.kontra[a.arg] >= MAX_KONTRA:
                continue  # subkontra and mordkontra: wild swings on a playout's say-so
            if a.kind == Kind.ANNOUNCE and a.arg == Item.KINGS and hand & KING_MASK != KING_MASK:
                if (hand & KING_MASK).bit_count() < 3:
                    continue
            add(a)
        return out
    reps = equivalent_plays(view, legal) if ph == Phase.PLAY else {a: a for a in legal}
    if base in reps and reps[base] != base:
        out = [reps[base]]
    for a in legal:
        add(reps[a])
    return out


def _with_solo_bonus(plays: Sequence[Action], values: list[float], bonus: int) -> list[float]:
    """``values`` with ``bonus`` points added to every bid or declaration of a solo."""
    kinds = (Kind.BID, Kind.DECLARE)
    return [
        v + bonus if a.kind in kinds and Contract(a.arg) in SOLOS_WITH_TALON else v
        for a, v in zip(plays, values, strict=True)
    ]


def _out_of_play(view: PlayerView) -> int:
    """Cards this seat knows will never be played by another seat."""
    gone = view.hand | view.played | view.discards | view.open_hand
    if view.talon_group != NO_SEAT and view.talon and view.talon_group_size:
        k = view.talon_group_size
        g = view.talon_group
        taken = 0
        for c in view.talon[g * k : (g + 1) * k]:
            taken |= 1 << c
        for c in view.talon:
            if not taken >> c & 1:
                gone |= 1 << c
    elif view.contract == Contract.KLOP:
        for c in view.talon:
            gone |= 1 << c
    return gone


def equivalent_plays(view: PlayerView, plays: list[Action]) -> dict[Action, Action]:
    """Map each card to play to a representative of its class of equivalent cards.

    Two cards of one suit with the same counting value are interchangeable when every card
    ranking between them is in this hand or out of play (played, discarded, in the talon):
    whichever is played, every trick ends the same. Only small taroks (II–XX) and pips
    qualify. The search then plays one card per class.
    """
    gone = _out_of_play(view)
    rep: dict[Action, Action] = {}
    by_card = sorted(plays, key=lambda a: a.arg)
    prev: Action | None = None
    for a in by_card:
        c = a.arg
        if (
            prev is not None
            and SUIT[prev.arg] == SUIT[c]
            and VALUE[prev.arg] == VALUE[c] == 1
            and c not in (PAGAT, MOND, SKIS)
            and prev.arg not in (PAGAT, MOND, SKIS)
        ):
            between = ((1 << c) - 1) & ~((2 << prev.arg) - 1)
            if between & ~gone == 0:
                rep[a] = rep[prev]
                prev = a
                continue
        rep[a] = a
        prev = a
    return rep


class SlovenianPolicy:
    """Slovenian tarok's answers to the shared machinery (:class:`engine.ai.policy.Policy`)."""

    family = "slovenian"
    view_type = PlayerView
    levels: Mapping[str, LevelConfig] = LEVEL_CONFIGS
    reference: Mapping[str, Callable[[PlayerView, int], CoreAction]] = {"baseline": baseline.choose}

    def decision(self, view: PlayerView) -> str:
        """The phase's name: ``bidding``, ``declare``, ``king_call``, … ``play``, and
        ``endgame`` for the card play of the last tricks of a contract (not klop)."""
        if is_endgame(view.players, len(view.tricks), view.contract):
            return "endgame"
        return view.phase_name

    def knowledge(self, view: PlayerView) -> Knowledge:
        """Voids, must-beat failures, the exposed talon, pinned cards, hand sizes."""
        return Knowledge(view)

    def sample(self, knowledge: Knowledge, rng: random.Random) -> DealState:
        """A full deal consistent with the view."""
        return knowledge.sample(rng)

    def rule_of_thumb(
        self, view: PlayerView, knowledge: Knowledge, rng: random.Random
    ) -> CoreAction:
        """The rules of thumb, on one deal sampled with ``rng``."""
        return rule_of_thumb(view, knowledge.sample(rng))

    def candidates(self, view: PlayerView, base: CoreAction, level: LevelConfig) -> list[Action]:
        """The actions worth a search (see :func:`candidates`)."""
        assert isinstance(base, Action)
        return candidates(view, base, level)

    def representatives(self, view: PlayerView) -> dict[CoreAction, CoreAction]:
        """Interchangeable cards share one representative; other actions stand for themselves."""
        legal = list(view.legal)
        if view.phase == Phase.PLAY:
            return {a: r for a, r in equivalent_plays(view, legal).items()}
        return {a: a for a in legal}

    def outcomes(
        self, world: DealState, actions: Sequence[CoreAction], seat: int, level: LevelConfig
    ) -> list[float]:
        """Each action on a copy of the sampled deal, played out by the rules of thumb (all of
        them in one call of the compiled core when it is built); in the endgame of a level
        that solves it, the rest of the card play solved exactly instead. A level with the
        option ``solo_bonus`` values a bid or declaration of a solo that many points higher."""
        assert isinstance(world, DealState)
        plays = cast(Sequence[Action], actions)
        solved = _solved_outcomes(world, plays, seat, level)
        if solved is not None:
            return solved
        values = rollouts.outcomes(world, plays, seat, level.table_knowledge)
        bonus = level.option("solo_bonus", 0)
        if bonus and world.phase in (Phase.BIDDING, Phase.DECLARE):
            values = _with_solo_bonus(plays, values, bonus)
        return values

    def weight(self, world: DealState, knowledge: Knowledge, level: LevelConfig) -> float:
        """How well the sampled hands explain the bidding and the announcements, and at the
        levels that ask for it the contract the declarer named (``declared_evidence``) and
        the cards played in the last tricks (``play_evidence_tricks``,
        :mod:`engine.slovenian.ai.play_evidence`)."""
        w = evidence_weight(world, knowledge)
        if level.option("declared_evidence", 0):
            w *= declared_weight(world, knowledge)
        tricks = level.option("play_evidence_tricks", 0)
        if tricks:
            w *= play_weight(world, knowledge.me, tricks)
        return w

    def threshold(self, view: PlayerView, action: CoreAction) -> tuple[float, float]:
        """2 standard errors for bids and declarations, 1 otherwise, and half a point; a kontra
        needs 15 points more, a rekontra 30, and an announcement 8 (they multiply or add to
        the stakes)."""
        z = Z_BIDDING if view.phase in (Phase.BIDDING, Phase.DECLARE) else Z_OTHER
        margin = MIN_MARGIN
        if action.kind == Kind.KONTRA:
            # The margin grows with the stakes the chain reaches (×2: 15, ×4: 30).
            margin = KONTRA_MARGIN * view.kontra[action.arg]
        elif action.kind == Kind.ANNOUNCE:
            margin = ANNOUNCE_MARGIN
        return z, margin


POLICY: Final[Policy[PlayerView, Knowledge, DealState]] = SlovenianPolicy()
"""The Slovenian computer players, as :mod:`engine.ai.registry` finds them."""
