"""The chien and the écart.

* Prise, Garde: the chien is turned face up for everyone; the taker takes it into his hand
  and discards as many cards face down, one at a time: the écart, which counts for him.
  No king and no bout may go into it; trumps only when unavoidable, and then as few as
  possible: with E cards to discard and n cards in hand that are neither a king, nor a trump,
  nor the Excuse, the écart holds exactly max(0, E − n) trumps. Every trump in it is shown.
* Garde sans: the chien stays face down and counts for the taker. Garde contre: face down,
  counts for the defence. Both are shown when the deal ends.
"""

from __future__ import annotations

from engine.core.bits import iter_cards
from engine.french import actions as A
from engine.french.actions import Action
from engine.french.cards import BOUT_MASK, KING_MASK, SUIT_CARD_MASK, TRUMP_MASK
from engine.french.rules import info
from engine.french.state import FrenchState, Phase


def chien_shown(s: FrenchState) -> bool:
    """Whether the contract turns the chien face up (Prise, Garde)."""
    return s.contract is not None and info(s.contract).chien == "taken"


def take(s: FrenchState) -> None:
    """Prise, Garde: the taker takes the chien (everyone has seen it) and starts the écart."""
    chien = s.chien_mask()
    s.hands[s.taker] |= chien
    s.ecart_left = s.chien_size
    s.phase = Phase.ECART
    s.to_move = s.taker


def discardable(s: FrenchState) -> int:
    """Bitmask of the cards the taker may put into the écart now."""
    hand = s.hands[s.taker]
    plain = hand & SUIT_CARD_MASK & ~KING_MASK
    if plain.bit_count() >= s.ecart_left:
        return plain
    # Not enough plain cards left: trumps (never a bout) must make up the rest.
    return plain | (hand & TRUMP_MASK & ~BOUT_MASK)


def legal_discards(s: FrenchState) -> list[Action]:
    """One action per card that may be discarded."""
    return [A.DISCARDS[c] for c in iter_cards(discardable(s))]


def apply_discard(s: FrenchState, action: Action) -> bool:
    """Move one card into the écart; True when the écart is complete."""
    bit = 1 << action.arg
    s.hands[s.taker] &= ~bit
    s.ecart |= bit
    s.ecart_left -= 1
    return s.ecart_left == 0


def ecart_trumps(s: FrenchState) -> int:
    """The trumps in the écart (shown to everyone)."""
    return s.ecart & TRUMP_MASK
