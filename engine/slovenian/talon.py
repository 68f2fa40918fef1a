"""Calling a king, the talon exchange and the discards.

* The king is called before the talon is exposed. The declarer may call a king of his own
  (he then plays alone, unknown to the others), and a queen when he holds all four kings.
  A called card lying in the talon makes him play alone, openly.
* The talon is turned up in its dealt order, in groups of 3, 2 or 1 cards; the declarer
  takes one group. The unchosen cards belong to the opponents, except when the called king
  was in the chosen group: then the rest of the talon goes with the trick in which that king
  is played (V28 decides to whom).
* The declarer discards as many cards as he took, one at a time, into his own pile: never a
  king or a trula card; taroks freely and face up (V19 ``free``) or only when he holds
  nothing else (``unavoidable``).
"""

from __future__ import annotations

from engine.slovenian import actions as A
from engine.slovenian.actions import Action
from engine.slovenian.cards import (
    FIVE_POINT_MASK,
    KING_MASK,
    KINGS,
    QUEENS,
    TAROK_MASK,
    iter_cards,
    mask_of,
)
from engine.slovenian.contracts import info
from engine.slovenian.state import NO_SEAT, DealState, Phase


def legal_calls(s: DealState) -> list[Action]:
    """The kings (and with all four kings in hand, the queens) the declarer may call."""
    hand = s.hands[s.declarer]
    cards = list(KINGS)
    if hand & KING_MASK == KING_MASK:
        cards += QUEENS
    return [A.CALLS[c] for c in cards]


def apply_call(s: DealState, action: Action) -> None:
    """Record the called card and find its holder (the secret partner)."""
    card = action.arg
    s.called = card
    bit = 1 << card
    holder = next((p for p in range(s.n) if s.hands[p] & bit), NO_SEAT)
    s.called_holder = holder
    if holder == NO_SEAT:
        # Called card in the talon: the declarer plays alone and everybody knows it once
        # the talon is exposed.
        s.partner = NO_SEAT
        s.known = s.all_seats()
    elif holder == s.declarer:
        s.partner = NO_SEAT
    else:
        s.partner = holder
    s.phase = Phase.TALON


def talon_groups(s: DealState) -> list[tuple[int, ...]]:
    """The talon split into the contract's groups, in dealt order."""
    assert s.contract is not None
    k = info(s.contract).talon_group
    return [s.talon[i : i + k] for i in range(0, len(s.talon), k)]


def legal_talon(s: DealState) -> list[Action]:
    """One action per talon group."""
    return [A.TALONS[g] for g in range(len(talon_groups(s)))]


def apply_talon(s: DealState, action: Action) -> None:
    """Give the chosen group to the declarer and set aside the rest."""
    groups = talon_groups(s)
    chosen = mask_of(groups[action.arg])
    rest = mask_of(s.talon) & ~chosen
    s.talon_group = action.arg
    s.taken = chosen
    s.hands[s.declarer] |= chosen
    if s.called >= 0 and chosen >> s.called & 1:
        # The called king came from the talon: the rest goes with the king's trick.
        s.remainder = rest
        s.called_holder = s.declarer
    else:
        s.opp_talon = rest
    s.discards_left = len(groups[action.arg])
    s.phase = Phase.DISCARD


def discardable(s: DealState) -> int:
    """Bitmask of the cards the declarer may discard now."""
    hand = s.hands[s.declarer]
    allowed = hand & ~FIVE_POINT_MASK
    if s.rules.tarok_discards == "unavoidable":
        plain = allowed & ~TAROK_MASK
        if plain:
            allowed = plain
    return allowed


def legal_discards(s: DealState) -> list[Action]:
    """One action per card that may be discarded."""
    return [A.DISCARDS[c] for c in iter_cards(discardable(s))]


def apply_discard(s: DealState, action: Action) -> bool:
    """Move one card to the declarer's discards; True when the discarding is over."""
    bit = 1 << action.arg
    s.hands[s.declarer] &= ~bit
    s.discards |= bit
    s.discards_left -= 1
    return s.discards_left == 0
