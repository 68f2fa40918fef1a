"""Soft evidence from the bidding: how plausible a sampled deal is (the hard level's weights).

A seat that passed rarely holds a hand well above the cheapest contract still open; a bidder
rarely holds a hand far below his bid; a beggar bidder never holds high taroks. The hard
level weights each sampled deal by the product of these plausibilities (the shared search's
weighting hook, :meth:`engine.ai.policy.Policy.weight`).
"""

from __future__ import annotations

from engine.slovenian.ai import heuristics as H
from engine.slovenian.ai.knowledge import Knowledge
from engine.slovenian.cards import TAROK_MASK
from engine.slovenian.contracts import Contract, info
from engine.slovenian.state import NO_SEAT, DealState


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
