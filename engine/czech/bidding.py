"""The auction and the declarer's raise.

* Forehand cannot pass: his **first bid** is made for him before anyone speaks.
* Then the players speak in playing order from the seat after forehand, round and round,
  forehand included: a bid strictly higher than the highest so far, or a pass, which is
  final. No bid can be equalled or held.
* When every player but one has passed, the last one is the declarer and may **raise** his
  bid to any higher one (``declare``); forehand, when the other three pass at once, plays the
  first bid or a raise of it. There is no redeal.
"""

from __future__ import annotations

from engine.czech import actions as A
from engine.czech.actions import Action
from engine.czech.contracts import Contract
from engine.czech.state import PLAYERS, DealState, Phase

_ALL = (1 << PLAYERS) - 1
_CONTRACTS = tuple(Contract)


def start(s: DealState) -> None:
    """Open the auction with forehand's automatic first bid."""
    s.phase = Phase.BIDDING
    s.bids = ((s.forehand, Contract.FIRST),)
    s.passed = 0
    s.high = Contract.FIRST
    s.high_holder = s.forehand
    s.to_move = (s.forehand + 1) % PLAYERS


def legal_bids(s: DealState) -> list[Action]:
    """Pass, and every bid above the highest so far."""
    out = [A.PASS]
    out.extend(A.BIDS[c] for c in _CONTRACTS if c > s.high)
    return out


def apply_bid(s: DealState, action: Action) -> bool:
    """Record a bid or a final pass; True when the auction is over (phase RAISE)."""
    p = s.to_move
    if action.kind == A.Kind.PASS:
        s.passed |= 1 << p
        s.bids = (*s.bids, (p, -1))
    else:
        s.high = action.arg
        s.high_holder = p
        s.bids = (*s.bids, (p, action.arg))
    if _ALL & ~s.passed == 1 << s.high_holder:
        # Everyone but the holder of the highest bid has passed.
        s.phase = Phase.RAISE
        s.to_move = s.high_holder
        return True
    nxt = (p + 1) % PLAYERS
    while s.passed >> nxt & 1:
        nxt = (nxt + 1) % PLAYERS
    s.to_move = nxt
    return False


def legal_raises(s: DealState) -> list[Action]:
    """The contracts the declarer may play: his bid or any higher one."""
    return [A.DECLARES[c] for c in _CONTRACTS if c >= s.high]
