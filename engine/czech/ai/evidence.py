"""How plausible a sampled deal is given the public evidence (the hard level's weighting).

The constraints of :mod:`engine.czech.ai.knowledge` are certainties; this is the soft
evidence the other players gave by what they chose, judged against the same rules of thumb
(:func:`~engine.czech.ai.heuristics.power`):

* a seat that bid rarely holds a hand far below what its bid asks for, and a seat that
  passed rarely one far above the contract it let go;
* a declarer who announced Pagát ultimo (RULES 2.7; not the second bid's compulsory one)
  usually holds the Pagát;
* a flek on the game or a tutti comes from a strong hand.

Each piece of evidence that a sampled deal contradicts multiplies its weight by a factor
below 1, so no deal is ruled out.
"""

from __future__ import annotations

from typing import Final

from engine.czech.ai.heuristics import FLEK_POWER, contract_power, power
from engine.czech.ai.knowledge import Knowledge
from engine.czech.cards import PAGAT
from engine.czech.contracts import Contract
from engine.czech.state import PLAYERS, DealState

UNLIKELY: Final = 0.35
"""The factor for a choice the rules of thumb would rarely make with the sampled hand."""
SLACK: Final = 4.0
"""How far (in strength) a hand may stray from its choice before it counts against."""


def dealt_hands(world: DealState) -> list[int]:
    """Each seat's twelve dealt cards in a sampled deal (before the talon exchange)."""
    owned = [world.hands[p] | world.discards[p] for p in range(PLAYERS)]
    for t in world.tricks:
        for i, c in enumerate(t.cards):
            owned[(t.leader + i) % PLAYERS] |= 1 << c
    for i, c in enumerate(world.trick):
        owned[(world.leader + i) % PLAYERS] |= 1 << c
    for i, to in enumerate(world.talon_to):
        if 0 <= to < PLAYERS:
            owned[to] &= ~(1 << world.talon[i])
    return owned


def deal_weight(world: DealState, knowledge: Knowledge) -> float:
    """The product of the factors of the evidence the sampled hands contradict."""
    v = knowledge.view
    me = knowledge.me
    hands = dealt_hands(world)
    w = 1.0
    high = Contract.FIRST
    for seat, bid in v.bids[1:]:
        if seat == me:
            continue
        st = power(hands[seat])
        if bid >= 0:
            if st < contract_power(Contract(bid)) - SLACK:
                w *= UNLIKELY
            high = Contract(bid)
        elif high < Contract.SOLO and st > contract_power(Contract(high + 1)) + SLACK:
            w *= UNLIKELY
    d = v.declarer
    if d >= 0 and d != me and v.pagat_announced and v.contract != Contract.SECOND:
        if not world.hands[d] >> PAGAT & 1 and not _played_by(world, d, PAGAT):
            w *= UNLIKELY
    for chain in v.kontra_by:
        for k, seat in enumerate(chain):
            if seat in (me, d):
                continue
            need = FLEK_POWER if k == 0 else FLEK_POWER + 4.0
            if power(hands[seat]) < need - SLACK:
                w *= UNLIKELY
    return w


def _played_by(world: DealState, seat: int, card: int) -> bool:
    for t in world.tricks:
        for i, c in enumerate(t.cards):
            if c == card:
                return (t.leader + i) % PLAYERS == seat
    return False


__all__ = ["deal_weight", "dealt_hands"]
