"""Announcements: the taker's chelem, and every player's poignée.

* **Chelem**: only the taker may announce it, once the chien is settled (after the écart, or
  right after the bidding and the call in Garde sans and Garde contre) and before the first
  card. He then leads the first trick.
* **Poignée**: a player shows it just before his first card, at his turn in the first trick:
  exactly 13/15/18 trumps with three players, 10/13/15 with four, 8/10/13 with five. Holding
  more, he keeps the extra trumps of his choice hidden (``hide`` actions). The Excuse may stand
  in for one missing trump, and then every trump he holds is shown. Trumps the taker had to
  put in his écart count towards his poignée and are shown again with it.
"""

from __future__ import annotations

from engine.core.bits import iter_cards
from engine.french import actions as A
from engine.french.actions import Action
from engine.french.cards import EXCUSE_BIT, TRUMP_MASK
from engine.french.rules import POIGNEE_TRUMPS
from engine.french.state import FrenchState, Phase, Poignee


def start_chelem(s: FrenchState) -> None:
    """The taker says whether he announces a chelem."""
    s.phase = Phase.CHELEM
    s.to_move = s.taker


def legal_chelem(s: FrenchState) -> list[Action]:
    """No chelem (``pass``) or ``chelem``."""
    return [A.PASS, A.CHELEM]


def available_trumps(s: FrenchState, seat: int) -> int:
    """The trumps ``seat`` may show: those in his hand, and for the taker his écart's."""
    trumps = s.hands[seat] & TRUMP_MASK
    if seat == s.taker:
        trumps |= s.ecart & TRUMP_MASK
    return trumps


def has_shown(s: FrenchState, seat: int) -> bool:
    """Whether ``seat`` has shown a poignée."""
    return any(p.seat == seat for p in s.poignees)


def poignee_levels(s: FrenchState, seat: int) -> list[int]:
    """The poignée levels ``seat`` may show now (only before his first card)."""
    if s.tricks or has_shown(s, seat):
        return []
    count = available_trumps(s, seat).bit_count()
    excuse = bool(s.hands[seat] & EXCUSE_BIT)
    return [
        level
        for level, need in enumerate(POIGNEE_TRUMPS[s.n])
        if count >= need or (excuse and count == need - 1)
    ]


def apply_poignee(s: FrenchState, action: Action) -> bool:
    """Start showing a poignée; True when it is shown at once (nothing to hide)."""
    seat = s.to_move
    level = action.arg
    need = POIGNEE_TRUMPS[s.n][level]
    trumps = available_trumps(s, seat)
    if trumps.bit_count() < need:
        # One trump short: the Excuse stands in, and every trump held is shown with it.
        _show(s, seat, level, trumps | EXCUSE_BIT)
        return True
    if trumps.bit_count() == need:
        _show(s, seat, level, trumps)
        return True
    s.phase = Phase.POIGNEE
    s.poignee_level = level
    s.poignee_hidden = 0
    return False


def to_hide(s: FrenchState) -> int:
    """How many more trumps the player showing a poignée must keep hidden."""
    seat = s.to_move
    need = POIGNEE_TRUMPS[s.n][s.poignee_level]
    return available_trumps(s, seat).bit_count() - need - s.poignee_hidden.bit_count()


def hideable(s: FrenchState) -> int:
    """The trumps of his hand the player may still keep out of his poignée."""
    return s.hands[s.to_move] & TRUMP_MASK & ~s.poignee_hidden


def legal_hides(s: FrenchState) -> list[Action]:
    """One action per trump that may be kept hidden."""
    return [A.HIDES[c] for c in iter_cards(hideable(s))]


def apply_hide(s: FrenchState, action: Action) -> bool:
    """Keep one trump hidden; True when the poignée is then shown."""
    s.poignee_hidden |= 1 << action.arg
    if to_hide(s) > 0:
        return False
    seat = s.to_move
    _show(s, seat, s.poignee_level, available_trumps(s, seat) & ~s.poignee_hidden)
    s.phase = Phase.PLAY
    s.poignee_level = -1
    s.poignee_hidden = 0
    return True


def _show(s: FrenchState, seat: int, level: int, cards: int) -> None:
    s.poignees = (*s.poignees, Poignee(seat, level, cards))
