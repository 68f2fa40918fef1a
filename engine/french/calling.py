"""Five players: the taker calls a card, and its holder is his secret partner.

* Ladder (F2 ``ladder``, the default): a king; with all four kings in hand a queen, with all
  kings and queens a knight, with all kings, queens and knights a jack. Any card of that
  rank may be called, and any king of the taker's own hand.
* ``any``: any card of the deck.

A called card in the taker's own hand or in the chien: the taker plays alone against four.
Otherwise its holder is the partner, who does not show himself until he plays it. With the
ladder the first card of the deal may not be of the called card's suit, unless it is the
called card itself or the leader holds nothing else.
"""

from __future__ import annotations

from engine.core.bits import mask_of
from engine.french import actions as A
from engine.french.actions import Action
from engine.french.cards import JACKS, KINGS, KNIGHTS, NUM_CARDS, QUEENS, SUIT, SUIT_MASKS
from engine.french.state import NO_SEAT, FrenchState

LADDER: tuple[tuple[int, ...], ...] = (KINGS, QUEENS, KNIGHTS, JACKS)


def callable_cards(s: FrenchState) -> list[int]:
    """The cards the taker may call now."""
    if s.rules.five_player_call == "any":
        return list(range(NUM_CARDS))
    hand = s.hands[s.taker]
    for rank in LADDER:
        if hand & mask_of(rank) != mask_of(rank):
            if rank is KINGS:
                return list(rank)
            # Holding every higher card he calls this rank, or one of his own kings (alone).
            return [*rank, *KINGS]
    return list(KINGS)  # unreachable: nobody holds all sixteen honours and 15 cards


def legal_calls(s: FrenchState) -> list[Action]:
    """One action per card the taker may call."""
    return [A.CALLS[c] for c in callable_cards(s)]


def apply_call(s: FrenchState, action: Action) -> None:
    """Record the called card and its holder."""
    card = action.arg
    s.called = card
    bit = 1 << card
    holder = next((p for p in range(s.n) if s.hands[p] & bit), NO_SEAT)
    s.partner = NO_SEAT if holder in (NO_SEAT, s.taker) else holder
    if s.rules.five_player_call == "ladder":
        s.lead_bar = SUIT_MASKS[SUIT[card]]
