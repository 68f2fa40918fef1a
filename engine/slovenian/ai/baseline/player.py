"""The frozen baseline's entry points (see :mod:`engine.slovenian.ai.baseline`).

This is the computer players' ``player`` module as it was when the baseline was frozen:
:func:`choose_action` and :func:`evaluate_actions` take a
:class:`~engine.slovenian.views.PlayerView`, never a state. Levels: ``easy`` (rules of thumb
only), ``normal`` (determinized search with rule-of-thumb playouts), ``hard`` (more samples,
weighted by the bidding). The budget is a time cap; the baseline is reproducible as long as
the sample target is reached within it (:func:`engine.slovenian.ai.baseline.choose` gives it
the full 2 s).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Final

from engine.slovenian import actions as A
from engine.slovenian.actions import Action, Item, Kind
from engine.slovenian.ai.baseline import heuristics as H
from engine.slovenian.ai.baseline.knowledge import Knowledge
from engine.slovenian.ai.baseline.playout import phase_action, play_card
from engine.slovenian.ai.baseline.search import SearchResult, evaluate
from engine.slovenian.cards import KING_MASK, MOND, PAGAT, SKIS, SUIT, VALUE
from engine.slovenian.contracts import Contract, info
from engine.slovenian.state import NO_SEAT, DealState, Phase
from engine.slovenian.views import PlayerView

MAX_BUDGET_S: Final = 2.0
"""Hard cap on the time of one decision, whatever budget is asked for."""

LEVELS: Final = ("easy", "normal", "hard")

Z_BIDDING: Final = 2.0
"""Standard errors by which a searched bid must beat the rule-of-thumb bid."""
Z_OTHER: Final = 1.0
"""Standard errors by which any other searched action must beat the rule of thumb."""
KONTRA_MARGIN: Final = 15.0
"""Points by which a kontra must beat the best quiet action to be said."""
ANNOUNCE_MARGIN: Final = 8.0
"""Points by which an announcement must beat the best quiet action to be made."""

MAX_KONTRA: Final = 2
"""The computer players say kontra (×2) but no rekontra or higher: deeper chains multiply
playout errors into huge swings."""


@dataclass(frozen=True, slots=True)
class LevelConfig:
    """How hard a level searches: sampled deals per decision kind, and its time budget."""

    name: str
    samples: dict[Phase, int] = field(default_factory=dict)
    budget_s: dict[Phase, float] = field(default_factory=dict)
    weighted: bool = False
    discard_candidates: int = 6
    race_after: int = 6
    secret_partner: bool = False


_NORMAL = LevelConfig(
    "normal",
    samples={
        Phase.BIDDING: 10,
        Phase.DECLARE: 10,
        Phase.KING_CALL: 8,
        Phase.TALON: 10,
        Phase.DISCARD: 6,
        Phase.ANNOUNCE: 8,
        Phase.PLAY: 10,
    },
    budget_s={
        Phase.BIDDING: 0.8,
        Phase.DECLARE: 0.8,
        Phase.KING_CALL: 0.6,
        Phase.TALON: 0.8,
        Phase.DISCARD: 0.8,
        Phase.ANNOUNCE: 0.6,
        Phase.PLAY: 0.25,
    },
    race_after=4,
)
_HARD = LevelConfig(
    "hard",
    samples={
        Phase.BIDDING: 96,
        Phase.DECLARE: 96,
        Phase.KING_CALL: 32,
        Phase.TALON: 32,
        Phase.DISCARD: 16,
        Phase.ANNOUNCE: 32,
        Phase.PLAY: 24,
    },
    budget_s={
        Phase.BIDDING: 1.5,
        Phase.DECLARE: 1.5,
        Phase.KING_CALL: 1.2,
        Phase.TALON: 1.5,
        Phase.DISCARD: 1.5,
        Phase.ANNOUNCE: 1.2,
        Phase.PLAY: 0.9,
    },
    weighted=True,
    discard_candidates=8,
    race_after=6,
    secret_partner=True,
)
CONFIGS: Final = {"normal": _NORMAL, "hard": _HARD}


def _check(view: PlayerView) -> None:
    if view.seat is None:
        raise ValueError("a computer player needs a seat's view, not the public view")
    if not view.on_turn or not view.legal:
        raise ValueError(f"seat {view.seat} is not on turn")


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


def _heuristic(view: PlayerView, world: DealState) -> Action:
    if view.phase == Phase.PLAY:
        return A.PLAYS[play_card(world, friends_from_view(view))]
    return phase_action(world)


def _seed_world(kn: Knowledge, seed: int) -> DealState:
    return kn.sample(random.Random(seed * 7919 + 17))


def _legal(view: PlayerView, action: Action) -> Action:
    # The rebuilt state has the view's legal actions; this guards the contract anyway.
    return action if action in view.legal else view.legal[0]


def _candidates(view: PlayerView, base: Action, cfg: LevelConfig) -> list[Action]:
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
            elif c in th and st >= th[c] - 2.5:
                positive.append(a)
        for a in sorted(positive, key=lambda a: a.arg)[:4]:
            add(a)
        if len(out) == 1 and ph == Phase.DECLARE:
            add(min(legal, key=lambda a: a.arg))
        return out
    if ph == Phase.DISCARD:
        scored = sorted(
            (a for a in legal),
            key=lambda a: -H.discard_score(hand, a.arg, view.discards_left, view.called),
        )
        for a in scored[: cfg.discard_candidates]:
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


def _budget(cfg: LevelConfig, phase: Phase, budget_s: float | None) -> float:
    b = cfg.budget_s.get(phase, 0.5) if budget_s is None else budget_s
    return max(0.0, min(b, MAX_BUDGET_S))


def choose_action(view: PlayerView, level: str, seed: int, budget_s: float | None = None) -> Action:
    """The action a computer player of ``level`` takes, seeing only ``view``.

    ``level`` is ``easy``, ``normal`` or ``hard``; ``seed`` makes the choice reproducible;
    ``budget_s`` caps the thinking time (default: the level's budget for this kind of
    decision; never more than :data:`MAX_BUDGET_S`).
    """
    start = time.perf_counter()
    _check(view)
    if len(view.legal) == 1:
        return view.legal[0]
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; known: {', '.join(LEVELS)}")
    kn = Knowledge(view)
    world = _seed_world(kn, seed)
    base = _legal(view, _heuristic(view, world))
    if level == "easy":
        return base
    cfg = CONFIGS[level]
    cands = _candidates(view, base, cfg)
    if len(cands) == 1:
        return cands[0]
    left = _budget(cfg, view.phase, budget_s) - (time.perf_counter() - start)
    result = evaluate(
        kn,
        cands,
        seed,
        cfg.samples.get(view.phase, 16),
        max(0.0, left - 0.01),
        weighted=cfg.weighted,
        race_after=cfg.race_after,
        secret_partner=cfg.secret_partner,
    )
    return _pick(result, cands, view.phase)


def _pick(result: SearchResult, cands: list[Action], phase: Phase) -> Action:
    """The searched action if it is clearly better than the rule of thumb, else the latter.

    ``cands[0]`` is the rule-of-thumb action. A few sampled deals give noisy averages, and
    the largest of several noisy averages is biased upwards (bidding suffers most: it would
    overbid), so the search overrides the rule of thumb only when the paired gain exceeds
    ``z`` standard errors — and, for a kontra or an announcement, a margin in points too:
    they multiply or add to the stakes.
    """
    values = result.values
    base = cands[0]
    best_i = max(range(len(values)), key=lambda i: (values[i][1], -i))
    best = values[best_i][0]
    if best_i == 0:
        return base
    gain, se = result.improvement(best_i, 0)
    if len(result.utils[0]) < len(result.utils[best_i]):
        se = 0.0  # the rule of thumb's action was dropped as clearly worse
    z = Z_BIDDING if phase in (Phase.BIDDING, Phase.DECLARE) else Z_OTHER
    margin = 0.0
    if best.kind == Kind.KONTRA:
        margin = KONTRA_MARGIN
    elif best.kind == Kind.ANNOUNCE:
        margin = ANNOUNCE_MARGIN
    return best if gain > z * se + margin else base


def evaluate_actions(
    view: PlayerView,
    seed: int,
    budget_s: float | None = None,
    samples: int | None = None,
) -> list[tuple[Action, float]]:
    """Expected value of every legal action for the seat on turn (normal level's search).

    The value is the expected score of this seat minus the average score of the others at
    the end of the deal (zero-sum: opponents of a declarer gain what he loses), in points.
    Sorted best first. ``samples`` defaults to the normal level's count for the phase.
    """
    start = time.perf_counter()
    _check(view)
    kn = Knowledge(view)
    cfg = _NORMAL
    n_samples = samples if samples is not None else cfg.samples.get(view.phase, 16)
    left = _budget(cfg, view.phase, budget_s) - (time.perf_counter() - start)
    legal = list(view.legal)
    reps = equivalent_plays(view, legal) if view.phase == Phase.PLAY else {a: a for a in legal}
    cands = list(dict.fromkeys(reps[a] for a in legal))
    result = evaluate(kn, cands, seed, n_samples, max(0.0, left - 0.01))
    value = dict(result.values)
    return sorted(((a, value[reps[a]]) for a in legal), key=lambda av: -av[1])
