"""Bidding: one round from forehand to the dealer, each player speaking once.

Each player passes or bids a contract higher than the highest so far (Prise only where the
rules allow it, F1). The highest bidder is the taker; when everyone passes the deal is
passed, with no score, and the next dealer deals.
"""

from __future__ import annotations

from engine.french import actions as A
from engine.french.actions import Action, Kind
from engine.french.state import FrenchState, Phase


def start(s: FrenchState) -> None:
    """Forehand speaks first."""
    s.phase = Phase.BIDDING
    s.to_move = s.forehand


def legal_bids(s: FrenchState) -> list[Action]:
    """``pass`` and every contract above the highest bid."""
    return [A.PASS, *(A.BIDS[c] for c in s.rules.biddable() if c > s.high)]


def apply_bid(s: FrenchState, action: Action) -> bool:
    """Record a bid or pass; True when every player has spoken."""
    p = s.to_move
    if action.kind == Kind.BID:
        s.high = action.arg
        s.taker = p
        s.bids = (*s.bids, (p, action.arg))
    else:
        s.bids = (*s.bids, (p, -1))
    if len(s.bids) == s.n:
        return True
    s.to_move = (p + 1) % s.n
    return False
