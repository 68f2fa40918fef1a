"""Determinized search: sample the hidden cards, play each candidate out, average the scores.

For every sampled deal (:class:`~engine.slovenian.ai.baseline.knowledge.Knowledge`), each
candidate action is applied to a copy of the deal and the copy is played to the end by the rules
of thumb of :mod:`~engine.slovenian.ai.baseline.playout`; the engine's own scorer gives the
result, taken from the searching seat's point of view (its score minus the others' average).
Every candidate sees the same sampled deals (common random numbers), so their differences are
not drowned in the noise of the deal. The search is anytime: it stops taking new samples when
the time budget is spent and returns the averages so far.

The ``hard`` level also weighs each sampled deal by how well it explains the bidding (a seat
that passed rarely holds a hand good for the contract it let go; a bidder rarely holds a hand
too weak for his bid).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from engine.slovenian.actions import Action
from engine.slovenian.ai.baseline import heuristics as H
from engine.slovenian.ai.baseline.knowledge import Knowledge
from engine.slovenian.ai.baseline.playout import rollout, utility
from engine.slovenian.cards import TAROK_MASK
from engine.slovenian.contracts import Contract, info
from engine.slovenian.game import apply_unchecked
from engine.slovenian.state import NO_SEAT, DealState


@dataclass(frozen=True, slots=True)
class SearchResult:
    """Mean utility per candidate, the per-sample utilities, and the samples played."""

    values: list[tuple[Action, float]]
    samples: int
    utils: list[list[float]]
    """Utility of each candidate in each sample it was played in (racing stops some early)."""

    def improvement(self, i: int, j: int) -> tuple[float, float]:
        """Mean and standard error of candidate ``i``'s paired gain over candidate ``j``."""
        ui, uj = self.utils[i], self.utils[j]
        n = min(len(ui), len(uj))
        if n == 0:
            return 0.0, float("inf")
        d = [ui[k] - uj[k] for k in range(n)]
        m = sum(d) / n
        if n == 1:
            return m, float("inf")
        var = sum((x - m) ** 2 for x in d) / (n - 1)
        return m, (var / n) ** 0.5


def _original_hand(s: DealState, seat: int, kn: Knowledge) -> int:
    """The hand ``seat`` was dealt, as far as a sampled state tells (for bid inference)."""
    h = s.hands[seat]
    for t in s.tricks:
        for i, c in enumerate(t.cards):
            if (t.leader + i) % s.n == seat:
                h |= 1 << c
    for i, c in enumerate(s.trick):
        if (s.leader + i) % s.n == seat:
            h |= 1 << c
    if seat == s.declarer and s.talon_group != NO_SEAT:
        h = (h | s.discards) & ~kn.taken
    return h


def bid_weight(s: DealState, kn: Knowledge) -> float:
    """How plausible the other seats' bids are given their sampled hands (1 = fully)."""
    v = kn.view
    if not v.bids:
        return 1.0
    w = 1.0
    th = H.thresholds(s.n)
    lowest = th[Contract.TWO] if s.n == 4 else th[Contract.THREE]
    hands: dict[int, int] = {}
    for seat, bid in v.bids:
        if seat == kn.me:
            continue
        h = hands.get(seat)
        if h is None:
            h = _original_hand(s, seat, kn)
            hands[seat] = h
        st = H.strength(h)
        if bid < 0:
            # A pass: rarely with a hand well above the cheapest contract still open.
            if st >= lowest + 3.0:
                w *= 0.35
            elif st >= lowest + 1.0:
                w *= 0.7
        else:
            c = Contract(bid)
            if info(c).negative:
                if H.beggar_danger(h) > 12.0 or h & TAROK_MASK & ~((1 << 12) - 1):
                    w *= 0.3
            else:
                need = th.get(c, lowest)
                if st < need - 3.0:
                    w *= 0.35
                elif st < need - 1.0:
                    w *= 0.7
    return w


def evaluate(
    view_knowledge: Knowledge,
    candidates: Sequence[Action],
    seed: int,
    samples: int,
    budget_s: float,
    *,
    weighted: bool = False,
    race_after: int = 0,
    secret_partner: bool = False,
) -> SearchResult:
    """Average utility of each candidate over up to ``samples`` sampled deals.

    ``race_after`` > 0 drops, from that many samples on, every candidate that is clearly
    worse than the best one (its paired difference to the best is more than three standard
    errors): the remaining samples are spent on the close calls only. ``secret_partner``
    makes the playouts respect the secrecy of the partnership (see
    :func:`~engine.slovenian.ai.baseline.playout.known_side_mask`).
    """
    kn = view_knowledge
    me = kn.me
    rng = random.Random(seed)
    deadline = time.perf_counter() + budget_s
    k = len(candidates)
    utils: list[list[float]] = [[] for _ in range(k)]
    weights: list[float] = []
    active = list(range(k))
    done = 0
    for _ in range(samples):
        world = kn.sample(rng)
        w = bid_weight(world, kn) if weighted else 1.0
        for i in active:
            st = world.clone()
            apply_unchecked(st, candidates[i])
            rollout(st, secret_partner)
            utils[i].append(utility(st, me))
        weights.append(w)
        done += 1
        if race_after and done >= race_after and done % 2 == 0 and len(active) > 1:
            active = _race(active, utils, weights, done)
            if len(active) == 1:
                break
        if time.perf_counter() >= deadline:
            break
    values: list[tuple[Action, float]] = []
    for i in range(k):
        u = utils[i]
        ws = weights[: len(u)]
        tw = sum(ws) or 1.0
        values.append((candidates[i], sum(a * b for a, b in zip(u, ws, strict=True)) / tw))
    # A dropped candidate's mean covers fewer samples; keep it below the survivors.
    if len(active) < k:
        floor = min(v for i, (_, v) in enumerate(values) if i in active)
        values = [
            (a, v if i in active else min(v, floor - 1e-6)) for i, (a, v) in enumerate(values)
        ]
    return SearchResult(values, done, utils)


def _race(active: list[int], utils: list[list[float]], weights: list[float], n: int) -> list[int]:
    """The candidates not clearly worse than the best so far (paired differences)."""
    tw = sum(weights[:n]) or 1.0

    def mean(i: int) -> float:
        return sum(a * b for a, b in zip(utils[i][:n], weights[:n], strict=True)) / tw

    best = max(active, key=mean)
    keep = [best]
    ub = utils[best]
    for i in active:
        if i == best:
            continue
        ui = utils[i]
        d = [ub[j] - ui[j] for j in range(n)]
        m = sum(d) / n
        var = sum((x - m) ** 2 for x in d) / (n - 1)
        se = (var / n) ** 0.5
        if m <= 3.0 * se + 0.5:
            keep.append(i)
    return sorted(keep)
