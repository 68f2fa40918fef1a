"""How plausible a sampled deal is given the bidding (the hard level's weighting).

Each other seat's bid (or pass) is compared with what its sampled hand, as dealt, is worth
by the rules of thumb' point count (:func:`engine.french.ai.hand.strength`): a seat that
passed rarely holds a hand well above the next contract's threshold, a bidder rarely one far
below his contract's. Each such surprise divides the weight, smoothly in the excess.
"""

from __future__ import annotations

import math
from typing import Final

from engine.core.bits import mask_of
from engine.french.ai import hand as H
from engine.french.ai.knowledge import Knowledge
from engine.french.rules import Contract, info
from engine.french.state import FrenchState, Phase

SLACK: Final = 8.0
"""Points of count a hand may lie off its bid before it counts as a surprise."""
SCALE: Final = 8.0
"""Points of count per factor e of the weight."""


def dealt_hand(world: FrenchState, seat: int) -> int:
    """The hand ``seat`` was dealt in a sampled deal: its cards now, those it played, and
    for the taker his écart less the chien he took."""
    m = world.hands[seat]
    for t in world.tricks:
        for i, c in enumerate(t.cards):
            if (t.leader + i) % world.n == seat:
                m |= 1 << c
    for i, c in enumerate(world.trick):
        if (world.leader + i) % world.n == seat:
            m |= 1 << c
    if (
        seat == world.taker
        and world.contract is not None
        and info(world.contract).chien == "taken"
        and world.phase >= Phase.ECART
    ):
        m = (m | world.ecart) & ~mask_of(world.chien)  # he took the chien after the bidding
    return m


def bid_weight(world: FrenchState, knowledge: Knowledge) -> float:
    """The weight of a sampled deal: 1 when every bid fits its hand, less for surprises."""
    n = world.n
    th = H.thresholds(n)
    contracts = list(Contract)
    high = -1
    penalty = 0.0
    for seat, bid in world.bids:
        if seat != knowledge.me:
            st = H.strength(dealt_hand(world, seat), n)
            if bid < 0:
                nxt = high + 1
                if nxt < len(contracts):
                    penalty += max(0.0, st - th[contracts[nxt]] - SLACK)
            else:
                penalty += max(0.0, th[contracts[bid]] - st - SLACK)
        if bid >= 0:
            high = bid
    return math.exp(-penalty / SCALE)


__all__ = ["bid_weight", "dealt_hand"]
