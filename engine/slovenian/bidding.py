"""Bidding and the declarer's final choice of contract.

Four players: forehand holds an implicit Three; the others, from forehand's right-hand
neighbour on, bid or pass (a pass is final). A player may equal ("hold") a bid made by a
player of lower priority (forehand > 2nd > 3rd > dealer); against a higher-priority bid he
must go higher. Under the ``forehand_only`` switch (V20) only forehand may hold. When the
bidding is over, its winner names the contract (equal to or above his bid); when nobody
bid, forehand chooses freely, Klop and Three included (this is the only way to play them).

Compulsory klop: only Solo without and higher can be bid; forehand may still choose klop.

Three players: forehand speaks first, anyone may bid any contract of the 3-player list
(V21) except klop, and klop is played when everyone passes.
"""

from __future__ import annotations

from engine.slovenian import actions as A
from engine.slovenian.actions import Action
from engine.slovenian.contracts import Contract
from engine.slovenian.state import NO_SEAT, DealState, Phase

_FOUR_PLAYER_BIDS = tuple(Contract(c) for c in range(Contract.TWO, Contract.VALAT + 1))


def start(s: DealState) -> None:
    """Open the bidding after the deal."""
    s.phase = Phase.BIDDING
    s.bids = ()
    s.passed = 0
    if s.n == 4:
        # Forehand's "three" is implicit: the others must outbid it.
        s.high = Contract.THREE
        s.high_holder = s.forehand
        s.to_move = (s.forehand + 1) % s.n
    else:
        s.high = -1
        s.high_holder = NO_SEAT
        s.to_move = s.forehand


def biddable(s: DealState) -> tuple[Contract, ...]:
    """Contracts that can be bid in this deal (before the outbidding rule)."""
    base = _FOUR_PLAYER_BIDS if s.n == 4 else tuple(c for c in s.rules.contracts_3p if c)
    if s.compulsory_klop:
        # Compulsory klop: Three … Beggar are not available.
        base = tuple(c for c in base if c >= Contract.SOLO_WITHOUT)
    return base


def _priority(s: DealState, seat: int) -> int:
    return (seat - s.forehand) % s.n


def may_hold(s: DealState, seat: int) -> bool:
    """Whether ``seat`` may equal the current highest bid instead of going higher."""
    holder = s.high_holder
    if holder in (NO_SEAT, seat):
        return False
    if s.rules.bid_priority == "forehand_only":
        return seat == s.forehand
    return _priority(s, seat) < _priority(s, holder)


def legal_bids(s: DealState) -> list[Action]:
    """Pass, and every contract the player on turn may bid."""
    p = s.to_move
    out = [A.PASS]
    hold = may_hold(s, p)
    for c in biddable(s):
        if c > s.high or (hold and c == s.high):
            out.append(A.BIDS[c])
    return out


def apply_bid(s: DealState, action: Action) -> bool:
    """Record a bid or a pass and move the turn on; True when the bidding is over.

    When it is over and nobody holds a bid (three players, all passed) the caller plays klop;
    otherwise the holder is to name the contract (phase DECLARE).
    """
    p = s.to_move
    if action.kind == A.Kind.PASS:
        s.passed |= 1 << p
        s.bids = (*s.bids, (p, -1))
    else:
        s.high = action.arg
        s.high_holder = p
        s.bids = (*s.bids, (p, action.arg))
    active = s.all_seats() & ~s.passed
    if active == 0 or (s.high_holder != NO_SEAT and active == 1 << s.high_holder):
        s.phase = Phase.DECLARE
        s.to_move = s.high_holder
        return True
    nxt = (p + 1) % s.n
    while s.passed >> nxt & 1:
        nxt = (nxt + 1) % s.n
    s.to_move = nxt
    return False


def nobody_bid(s: DealState) -> bool:
    """True when every call of the bidding was a pass."""
    return all(c < 0 for _, c in s.bids)


def legal_declarations(s: DealState) -> list[Action]:
    """Contracts the winner of the bidding may name."""
    if s.n == 4 and nobody_bid(s):
        # Forehand after three passes chooses anything, klop and three included.
        first = [Contract.KLOP] if s.compulsory_klop else [Contract.KLOP, Contract.THREE]
        return [A.DECLARES[c] for c in (*first, *biddable(s))]
    return [A.DECLARES[c] for c in biddable(s) if c >= s.high]
