"""Soft evidence from the bidding and the announcements: how plausible a sampled deal is.

A seat that passed rarely holds a hand well above the cheapest contract still open; a bidder
rarely holds a hand far below his bid; a beggar bidder never holds high taroks. The contract
the declarer named is the strongest statement of all (a solo is often named after a cheap
bid), and the hard level weighs it too (:func:`declared_weight`). A seat that
announced the trula or the kings usually holds most of them itself, and one that announced
the pagat ultimo usually holds the Pagat. The searching levels weight each sampled deal by
the product of these plausibilities (the shared search's weighting hook,
:meth:`engine.ai.policy.Policy.weight`): soft, because a player may bluff or count on a
partner, so a deal that contradicts the evidence is made rarer, never impossible.
"""

from __future__ import annotations

import math
from typing import Final

from engine.slovenian.actions import Item
from engine.slovenian.ai import heuristics as H
from engine.slovenian.ai.knowledge import Knowledge
from engine.slovenian.cards import KING_MASK, PAGAT, TAROK_MASK, TRULA_MASK
from engine.slovenian.contracts import Contract, info
from engine.slovenian.state import NO_SEAT, DealState


def original_hand(s: DealState, seat: int, kn: Knowledge) -> int:
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
            h = original_hand(s, seat, kn)
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


DECLARED_OFFSET: Final = 1.5
"""Strength below a contract's rule-of-thumb threshold at which half as many hands are named
that contract as at full strength: a searching bidder names a contract up to a few points
above what the rules of thumb would (in a sample of the normal level's auctions at 4 and 3
players, the declarers' strength fell below the threshold by at most 2.5, and by more than
1.5 for 3% of them)."""
DECLARED_SCALE: Final = 0.6
"""Strength over which the declared contract's plausibility falls by a factor of e (near its
foot): a hand 3 points below the threshold keeps about 8%, 4 points below about 1.5%."""


def declared_weight(s: DealState, kn: Knowledge) -> float:
    """How plausible the contract the declarer named is given his sampled hand (1 = fully).

    A positive contract is named by a hand near or above its strength threshold
    (:func:`~engine.slovenian.ai.heuristics.thresholds`); the plausibility is a logistic
    curve of the declarer's strength before the talon, half at :data:`DECLARED_OFFSET` below
    the threshold. Klop, the beggars (judged by the bidding's beggar rule) and contracts
    without a threshold say nothing here, and neither does the seat's own declaration.
    """
    v = kn.view
    c = v.contract
    d = v.declarer
    if c is None or d == NO_SEAT or d == kn.me or c == Contract.KLOP or info(c).negative:
        return 1.0
    need = H.thresholds(s.n).get(c)
    if need is None:
        return 1.0
    st = H.strength(original_hand(s, d, kn))
    # Clipped so that even an absurd hand keeps a positive weight (the weights are relative).
    x = max(-40.0, (st - need + DECLARED_OFFSET) / DECLARED_SCALE)
    return 1.0 / (1.0 + math.exp(-x))


def _hand_at_announcements(s: DealState, seat: int) -> int:
    """The cards ``seat`` held in the announcement round: its hand and what it played since."""
    h = s.hands[seat]
    for t in s.tricks:
        for i, c in enumerate(t.cards):
            if (t.leader + i) % s.n == seat:
                h |= 1 << c
    for i, c in enumerate(s.trick):
        if (s.leader + i) % s.n == seat:
            h |= 1 << c
    return h


MISSING_WEIGHT = 0.5
"""Plausibility factor per trula card or king an announcer lacks (the partner may hold it)."""
NO_PAGAT_WEIGHT = 0.25
"""Plausibility of a pagat ultimo announced by a seat without the Pagat."""


def announce_weight(s: DealState, kn: Knowledge) -> float:
    """How plausible the other seats' announcements are given their sampled hands (1 = fully)."""
    v = kn.view
    w = 1.0
    for item, mask in ((Item.TRULA, TRULA_MASK), (Item.KINGS, KING_MASK)):
        seat = v.announced[item]
        if seat != NO_SEAT and seat != kn.me:
            missing = (mask & ~_hand_at_announcements(s, seat)).bit_count()
            w *= MISSING_WEIGHT**missing
    seat = v.announced[Item.PAGAT_ULTIMO]
    if seat != NO_SEAT and seat != kn.me and not _hand_at_announcements(s, seat) >> PAGAT & 1:
        w *= NO_PAGAT_WEIGHT
    return w


def evidence_weight(s: DealState, kn: Knowledge) -> float:
    """The plausibility of a sampled deal: the bidding's times the announcements'."""
    return bid_weight(s, kn) * announce_weight(s, kn)
