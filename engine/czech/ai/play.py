"""Rules of thumb for the tricks, the sides a seat knows, and fast playouts to the deal's end.

Card play (RULES 2.8: follow suit, else a tarok, else anything; no duty to play higher):

* **Leading.** The declarer's side, holding at least as many taroks as are still out, pulls
  them: its highest tarok when nothing outstanding beats it, else its lowest (never the
  Pagát). A king is cashed while its suit has gone round at most once. Otherwise the lowest
  card of the longest suit, keeping kings and queens.
* **Following.** A partner's trick that is safe (the last card, or a card nothing still out
  can beat) is fed points (schmear): the highest-counting suit card, or the Pagát when the
  trick is safe. Otherwise the trick is taken with the cheapest card that surely wins it;
  failing that the least valuable card goes, never a king or the Pagát while anything else
  may be played.
* **The Pagát** is played when it wins for certain (the last card onto a trick without a
  tarok, or no tarok left out), onto a safe partner's trick, or when nothing else may be
  played; with an announced Pagát ultimo the declarer's side keeps it for the last trick.

Nothing here reads another hand: a seat reasons from its own cards, the cards gone and the
sides it knows (``friends``).
"""

from __future__ import annotations

from typing import Final

from engine.czech import actions as A
from engine.czech.actions import Action
from engine.czech.ai.heuristics import phase_action
from engine.czech.cards import KINGS, NUM_CARDS, PAGAT, POINTS, SUIT, SUIT_MASKS, TAROK_MASK, TAROKS
from engine.czech.contracts import Contract
from engine.czech.game import apply_unchecked
from engine.czech.scoring import ScoreSheet
from engine.czech.state import NO_CARD, NO_SEAT, PLAYERS, DealState, Phase
from engine.czech.tricks import playable, winning_index

ALL: Final = (1 << NUM_CARDS) - 1
_PAGAT_BIT: Final = 1 << PAGAT
_KING_BITS: Final = sum(1 << k for k in KINGS)
_EVERYONE: Final = (1 << PLAYERS) - 1


def _high(mask: int) -> int:
    return mask.bit_length() - 1


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def friends_in_state(s: DealState, seat: int, table_knowledge: bool) -> int:
    """The seats ``seat`` plays with, as a bitmask (itself included).

    Without ``table_knowledge`` the playouts' players know the sides (the normal level's
    simplification); with it, only what the seat would know at the table: the holder of the
    called tarok knows both sides, everyone knows them once it is played or in a third bid
    or solo; otherwise an opponent knows the seats a flek or tutti showed, and the declarer
    only himself.
    """
    decl = s.declarer
    if decl == NO_SEAT:
        return 1 << seat
    side = s.declarer_side()
    public = s.revealed or s.contract in (Contract.THIRD, Contract.SOLO)
    holds = s.called != NO_CARD and bool(s.hands[seat] >> s.called & 1)
    if not table_knowledge or public or holds or seat == s.partner:
        return side if side >> seat & 1 else _EVERYONE & ~side
    if seat == decl:
        return 1 << seat
    return (1 << seat) | (s.shown_opponents & ~(1 << decl))


def _gone(s: DealState) -> int:
    m = 0
    for pile in s.piles:
        m |= pile
    for c in s.trick:
        m |= 1 << c
    return m


def play_card(s: DealState, friends: int) -> int:
    """The card the seat on turn plays (see the module's rules)."""
    p = s.to_move
    hand = s.hands[p]
    legal = playable(s)
    if legal & (legal - 1) == 0:
        return _low(legal)
    out = ALL & ~_gone(s) & ~hand
    decl_side = bool(friends >> s.declarer & 1) if s.declarer != NO_SEAT else False
    keep_pagat = (
        s.pagat_announced
        and decl_side
        and bool(hand & _PAGAT_BIT)
        and len(s.tricks) < 11
        and legal != _PAGAT_BIT
    )
    if keep_pagat:
        legal &= ~_PAGAT_BIT
    if not s.trick:
        return _lead(s, hand, legal, out, decl_side)
    return _follow(s, p, legal, out, friends)


def _lead(s: DealState, hand: int, legal: int, out: int, decl_side: bool) -> int:
    taroks = legal & TAROK_MASK
    out_taroks = out & TAROK_MASK
    if decl_side and taroks and out_taroks and taroks.bit_count() >= out_taroks.bit_count():
        top = _high(taroks)
        if top > _high(out_taroks):
            return top
        low = taroks & ~_PAGAT_BIT
        if low:
            return _low(low)
    gone = ALL & ~out & ~hand
    for s_ in range(4):
        king = KINGS[s_]
        if legal >> king & 1 and (gone & SUIT_MASKS[s_]).bit_count() <= 4:
            return king
    suits = legal & ~TAROK_MASK
    if suits:
        best_suit = max(
            (s_ for s_ in range(4) if suits & SUIT_MASKS[s_]),
            key=lambda s_: ((suits & SUIT_MASKS[s_]).bit_count(), -s_),
        )
        cards = suits & SUIT_MASKS[best_suit]
        plain = cards & ~_KING_BITS
        low = _low(plain if plain else cards)
        return low
    low = taroks & ~_PAGAT_BIT
    if not decl_side and low:
        return _low(low)
    return _high(taroks) if taroks else _low(legal)


def _unbeatable(card: int, out: int, led_suit: int) -> bool:
    """Nothing still out can beat ``card`` (a suit card can always be trumped, so only a
    tarok is ever sure unless it is the last card)."""
    if SUIT[card] == TAROKS:
        return not (out & TAROK_MASK) >> (card + 1)
    return False


def _follow(s: DealState, p: int, legal: int, out: int, friends: int) -> int:
    trick = s.trick
    led = SUIT[trick[0]]
    wi = winning_index(trick)
    best = trick[wi]
    winner = (s.leader + wi) % PLAYERS
    last = len(trick) == PLAYERS - 1
    best_tarok = SUIT[best] == TAROKS
    # The cards that would take the trick now.
    if best_tarok:
        beaters = legal & TAROK_MASK & ~((2 << best) - 1)
    elif legal & SUIT_MASKS[led]:
        beaters = legal & SUIT_MASKS[led] & ~((2 << best) - 1)
    else:
        beaters = legal & TAROK_MASK
    if friends >> winner & 1:
        if last or _unbeatable(best, out, led):
            return _schmear(legal)
    sure = [c for c in _bits(beaters) if last or _unbeatable(c, out, led)]
    if sure:
        return min(sure, key=lambda c: (POINTS[c] if c != PAGAT else 0, c))
    if beaters and not (friends >> winner & 1) and not last:
        # A chance to win: the highest beater when it counts, a suit card over the lead.
        suit_beaters = beaters & ~TAROK_MASK
        if suit_beaters:
            return _high(suit_beaters)
    return _throw(legal)


def _bits(mask: int) -> list[int]:
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _schmear(legal: int) -> int:
    """Points onto a safe partner's trick: the best suit card, or the Pagát, else a low
    tarok (the high taroks win tricks of their own)."""
    suits = legal & ~TAROK_MASK
    if suits:
        return max(_bits(suits), key=lambda c: (POINTS[c], c))
    if legal & _PAGAT_BIT:
        return PAGAT
    return _low(legal)


def _throw(legal: int) -> int:
    """The least valuable card, keeping kings and the Pagát while anything else may go."""
    keep = legal & ~_KING_BITS & ~_PAGAT_BIT
    pool = keep if keep else legal & ~_PAGAT_BIT or legal
    return min(_bits(pool), key=lambda c: (POINTS[c], SUIT[c] == TAROKS, c))


def step(s: DealState, table_knowledge: bool = False) -> Action:
    """The rules-of-thumb action of the seat on turn (any phase): the playouts' player."""
    if s.phase == Phase.PLAY:
        friends = friends_in_state(s, s.to_move, table_knowledge)
        return A.PLAYS[play_card(s, friends)]
    return phase_action(s)


def rollout(s: DealState, table_knowledge: bool = False) -> None:
    """Play ``s`` to its end in place by the rules of thumb."""
    while s.phase != Phase.DONE:
        apply_unchecked(s, step(s, table_knowledge))


def utility(s: DealState, seat: int) -> float:
    """A finished deal's zero-sum value for ``seat``: its score minus the others' average."""
    sheet: ScoreSheet | None = s.result
    assert sheet is not None
    scores = sheet.scores
    return scores[seat] - (sum(scores) - scores[seat]) / (PLAYERS - 1)


__all__ = ["friends_in_state", "play_card", "rollout", "step", "utility"]
