"""Turning a finished deal into the facts the scorer needs.

The attack's cards are its tricks, plus the écart (Prise, Garde) or the chien (Garde sans);
the defence has the rest (the chien in Garde contre). The Excuse: played to a trick before
the last it went back to its player's pile; when the other side won that trick, the
Excuse's side gives a low card for it, so it counts 4 points for its side and the trick's
winners get ½ (whether or not a low card could actually be given).
"""

from __future__ import annotations

from engine.french.cards import BOUT_MASK, EXCUSE, PETIT, halves
from engine.french.rules import info
from engine.french.scoring import DealFacts, PoigneeFact, Side
from engine.french.state import NO_SEAT, FrenchState, Phase

EXCHANGE = 1
"""The low card given for the Excuse: ½ point (one half)."""


def side_cards(s: FrenchState) -> tuple[int, int]:
    """The attack's and the defence's cards at the end of a played deal."""
    attack = s.attack()
    att = 0
    dfc = 0
    for p in range(s.n):
        if attack >> p & 1:
            att |= s.piles[p]
        else:
            dfc |= s.piles[p]
    assert s.contract is not None
    use = info(s.contract).chien
    if use == "taken":
        att |= s.ecart
    elif use == "attack":
        att |= s.chien_mask()
    else:
        dfc |= s.chien_mask()
    return att, dfc


def excuse_exchange(s: FrenchState) -> int:
    """Halves the attack gains (+1) or gives (−1) for the Excuse's low card, else 0."""
    if s.excuse_by == NO_SEAT:
        return 0
    attack = s.attack()
    by_attack = bool(attack >> s.excuse_by & 1)
    to_attack = bool(attack >> s.excuse_to & 1)
    if by_attack == to_attack:
        return 0
    return EXCHANGE if to_attack else -EXCHANGE


def attack_halves(s: FrenchState) -> tuple[int, int]:
    """The attack's and the defence's card points in halves (they sum to 182)."""
    att, dfc = side_cards(s)
    x = excuse_exchange(s)
    return halves(att) + x, halves(dfc) - x


def _side(s: FrenchState, seat: int) -> Side:
    return "attack" if s.attack() >> seat & 1 else "defence"


def petit_au_bout(s: FrenchState) -> Side | None:
    """The side that took the Petit in the last trick; when the Excuse won the last trick by
    the chelem rule, in the last or the penultimate trick."""
    last = s.tricks[-1]
    if PETIT in last.cards:
        return _side(s, last.winner)
    if last.cards[0] == EXCUSE and last.winner == last.leader and len(s.tricks) > 1:
        before = s.tricks[-2]
        if PETIT in before.cards:
            return _side(s, before.winner)
    return None


def chelem_side(s: FrenchState) -> Side | None:
    """The side that took every trick, if one did."""
    if s.attack_tricks == len(s.tricks):
        return "attack"
    if s.attack_tricks == 0:
        return "defence"
    return None


def deal_facts(s: FrenchState) -> DealFacts:
    """The facts of a deal played to its end."""
    assert s.contract is not None and len(s.tricks) == s.hand_size
    att, _ = side_cards(s)
    pts, _ = attack_halves(s)
    return DealFacts(
        players=s.n,  # type: ignore[arg-type]
        contract=s.contract,
        taker=s.taker,
        partner=None if s.partner == NO_SEAT else s.partner,
        attack_halves=pts,
        bouts=(att & BOUT_MASK).bit_count(),
        petit_au_bout=petit_au_bout(s),
        poignees=tuple(PoigneeFact(seat=p.seat, trumps=p.cards.bit_count()) for p in s.poignees),
        chelem_announced=s.chelem,
        chelem=chelem_side(s),
    )


def is_played(s: FrenchState) -> bool:
    """Whether the deal was played to its end (not passed or annulled)."""
    return s.phase == Phase.DONE
