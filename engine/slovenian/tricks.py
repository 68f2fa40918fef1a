"""Playing the tricks: what may be played, who wins a trick, and when a deal ends early.

* Follow suit; if void, play a tarok; with neither, play anything. No obligation to
  overtake in positive games.
* Negative games (klop, beggar, open beggar): must beat — play a card that would win the
  trick as it stands, if you hold one among the cards you must play. The emperor rule
  counts: the Škis played onto Mond + Pagat would lose, so it is not forced.
* Pagat in negative games (V18): only when it is the only tarok held or when Škis and Mond
  are already in the trick (``only_tarok``), or never as a lead unless it is the last card
  (``not_lead``). V17 ``forced_pagat``: onto Škis + Mond the Pagat must be played whenever it
  may be played at all.
* Emperor trick: Škis, Mond and Pagat in one trick — the Pagat wins (V16: in any order, or
  only when Škis and Mond fell before it). In colour valat taroks are an ordinary suit, so a
  suit lead is won by the led suit.
* Klop: each of the first six tricks gets the next talon card.
* Early end: beggars as soon as the declarer takes a trick; valat, colour valat and an
  announced valat as soon as the declarer's side loses one.
"""

from __future__ import annotations

from engine.slovenian import actions as A
from engine.slovenian.actions import Action, Item
from engine.slovenian.cards import (
    MOND,
    PAGAT,
    RANK,
    SKIS,
    SUIT,
    SUIT_MASKS,
    TAROK_MASK,
    TAROKS,
    TRULA_MASK,
)
from engine.slovenian.contracts import ALL_TRICKS, BEGGARS, Contract, info
from engine.slovenian.rules import Rules
from engine.slovenian.state import NO_CARD, NO_SEAT, DealState, Phase, Trick

_PAGAT_BIT = 1 << PAGAT
_SKIS_BIT = 1 << SKIS
_SKIS_MOND = (1 << SKIS) | (1 << MOND)
_MOND_PAGAT = (1 << MOND) | (1 << PAGAT)


def winning_index(cards: list[int] | tuple[int, ...], colour_valat: bool, rules: Rules) -> int:
    """Index (in play order) of the card that wins these cards as a trick so far."""
    led = SUIT[cards[0]]
    if PAGAT in cards and SKIS in cards and MOND in cards and (not colour_valat or led == TAROKS):
        ip = cards.index(PAGAT)
        if rules.emperor_any_order or (cards.index(SKIS) < ip and cards.index(MOND) < ip):
            return ip
    best = 0
    best_card = cards[0]
    trump_live = not colour_valat
    for i in range(1, len(cards)):
        c = cards[i]
        sc = SUIT[c]
        bs = SUIT[best_card]
        if sc == bs:
            if RANK[c] > RANK[best_card]:
                best, best_card = i, c
        elif trump_live and sc == TAROKS:
            best, best_card = i, c
    return best


def _trick_mask(s: DealState) -> int:
    m = 0
    for c in s.trick:
        m |= 1 << c
    return m


def _beating(trick: list[int], in_trick: int, rules: Rules) -> int:
    """Bitmask of the cards that would win ``trick`` as it stands if played now.

    Must-beat in the negative games counts the emperor rule: onto Škis + Mond only the Pagat
    wins; the Škis played onto Mond + Pagat loses (unless V16 orders the emperor trick).
    """
    w = trick[winning_index(trick, False, rules)]
    if in_trick & TRULA_MASK == TRULA_MASK:
        return 0  # the emperor trick is already won by the Pagat
    above = ~((2 << w) - 1)  # cards with a higher index: higher ranks of the same suit
    if SUIT[w] == TAROKS:
        beat = TAROK_MASK & above
    else:
        beat = (SUIT_MASKS[SUIT[w]] & above) | TAROK_MASK
    if in_trick & _SKIS_MOND == _SKIS_MOND:
        beat |= _PAGAT_BIT
    elif in_trick & _MOND_PAGAT == _MOND_PAGAT and rules.emperor_any_order:
        beat &= ~_SKIS_BIT
    return beat


def playable(s: DealState) -> int:
    """Bitmask of the cards the player on turn may play."""
    hand = s.hands[s.to_move]
    contract = s.contract
    assert contract is not None
    negative = info(contract).negative
    rules = s.rules
    if not s.trick:
        cand = hand
        if negative and cand & _PAGAT_BIT and cand != _PAGAT_BIT:
            if rules.pagat_negative == "only_tarok":
                if hand & TAROK_MASK != _PAGAT_BIT:
                    cand &= ~_PAGAT_BIT
            else:
                cand &= ~_PAGAT_BIT
        return cand
    led = SUIT[s.trick[0]]
    follow = hand & SUIT_MASKS[led]
    if follow:
        cand = follow
    else:
        cand = hand & TAROK_MASK or hand
    in_trick = _trick_mask(s)
    skis_mond = in_trick & _SKIS_MOND == _SKIS_MOND
    if negative:
        winners = cand & _beating(s.trick, in_trick, rules)
        if winners:
            cand = winners
        if cand & _PAGAT_BIT and cand != _PAGAT_BIT and rules.pagat_negative == "only_tarok":
            # The Pagat only as the only tarok held, or onto Škis and Mond.
            if hand & TAROK_MASK != _PAGAT_BIT and not skis_mond:
                cand &= ~_PAGAT_BIT
    if rules.forced_pagat and skis_mond and cand & _PAGAT_BIT:
        cand = _PAGAT_BIT
    return cand


def legal_plays(s: DealState) -> list[Action]:
    """One action per playable card."""
    out: list[Action] = []
    m = playable(s)
    plays = A.PLAYS
    while m:
        low = m & -m
        out.append(plays[low.bit_length() - 1])
        m ^= low
    return out


def start(s: DealState) -> None:
    """Set up the first trick (forehand leads, or the declarer in beggar and higher)."""
    assert s.contract is not None
    s.phase = Phase.PLAY
    declarer_leads = info(s.contract).declarer_leads
    s.leader = s.declarer if declarer_leads and s.declarer != NO_SEAT else s.forehand
    s.to_move = s.leader
    s.trick = []
    s.trick_extra = s.talon[0] if s.contract == Contract.KLOP else NO_CARD
    if s.contract != Contract.KLOP and s.talon_group == NO_SEAT:
        # Talon unused (Solo without, beggars, valats): it belongs to the opponents.
        s.opp_talon |= _talon_mask(s)


def _talon_mask(s: DealState) -> int:
    m = 0
    for c in s.talon:
        m |= 1 << c
    return m


def apply_play(s: DealState, action: Action) -> tuple[Trick | None, bool]:
    """Play a card. Returns the trick if this card completed one, and whether the deal is over."""
    p = s.to_move
    card = action.arg
    s.hands[p] &= ~(1 << card)
    s.trick.append(card)
    if card == s.called:
        s.known = s.all_seats()  # the partner shows himself by playing the called card
    if len(s.trick) < s.n:
        s.to_move = (p + 1) % s.n
        return None, False
    return _finish_trick(s)


def _finish_trick(s: DealState) -> tuple[Trick, bool]:
    contract = s.contract
    assert contract is not None
    cards = tuple(s.trick)
    widx = winning_index(cards, contract == Contract.COLOUR_VALAT, s.rules)
    winner = (s.leader + widx) % s.n
    won = 0
    for c in cards:
        won |= 1 << c
    if s.trick_extra != NO_CARD:
        won |= 1 << s.trick_extra
    if s.remainder and s.called in cards:
        # The rest of the talon travels with the called king's trick (V28).
        if s.rules.zaruf_remainder == "trick_winner" or winner == s.declarer:
            won |= s.remainder
        else:
            s.opp_talon |= s.remainder
        s.remainder = 0
    s.piles[winner] |= won
    if SKIS in cards and MOND in cards:
        s.mond_captured = (*s.mond_captured, (s.leader + cards.index(MOND)) % s.n)
    trick = Trick(s.leader, cards, winner, s.trick_extra)
    s.tricks = (*s.tricks, trick)
    if contract == Contract.OPEN_BEGGAR and len(s.tricks) == 1:
        s.open_hand_public = True
    s.trick = []
    s.leader = winner
    s.to_move = winner
    n_tricks = len(s.tricks)
    s.trick_extra = s.talon[n_tricks] if contract == Contract.KLOP and n_tricks < 6 else NO_CARD
    over = s.hands[winner] == 0 or _decided(s, winner)
    return trick, over


def _decided(s: DealState, winner: int) -> bool:
    """Early end: the outcome can no longer change."""
    c = s.contract
    if c in BEGGARS:
        return winner == s.declarer
    declarer_side = s.declarer_side()
    if c in ALL_TRICKS or s.announced[Item.VALAT] != NO_SEAT:
        return not declarer_side >> winner & 1
    return False
