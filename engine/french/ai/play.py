"""Rules of thumb for the cards, every phase's rule-of-thumb step, and fast playouts.

The card rules read a state (a real deal or a sampled one) from one seat's side: its hand,
the trick, which cards are gone, and the seats it counts as friends. They never look at
another hand: "outstanding" cards are those neither in the seat's hand nor played (nor, for
the taker, in his own écart).

Card play, in order of precedence:

* the Excuse is never kept to the last trick (it would go to that trick's winner): it is
  played with two cards left at the latest, and earlier instead of a valuable card on a
  trick the other side wins;
* the Petit is saved: played onto a trick the own side safely wins, led only when no trump
  is out (and then kept for the last trick when the seat holds the other trumps, the petit
  au bout), never played where a trump above it may still come;
* on a trick a friend safely wins, points are smeared (the highest-valued card that may go);
* on a trick the other side wins: a winning card when the win is likely to hold (the last
  seat, no opponent after, or a master card), the cheapest such card, a master trump when
  the trick holds points; else the least valuable card;
* leads: kings are cashed while their suit is fresh; the attack with the trumps in hand
  draws trumps (the master if held, else a low one); otherwise a low card, of a short suit
  for the attack (to cut it later), of a long suit for the defence.

The overtrump rules are the engine's: only legal cards are ever considered.
"""

from __future__ import annotations

from typing import Final

from engine.ai.playouts import zero_sum
from engine.french import actions as A
from engine.french import announcements, calling, chien, tricks
from engine.french.actions import Action
from engine.french.ai import hand as H
from engine.french.cards import (
    EXCUSE,
    EXCUSE_BIT,
    HALVES,
    KING_MASK,
    NUM_CARDS,
    PETIT,
    PETIT_BIT,
    SUIT,
    SUIT_MASKS,
    TRUMP_MASK,
    halves,
)
from engine.french.game import apply_unchecked, is_over
from engine.french.state import NO_SEAT, FrenchState, Phase

ALL: Final = (1 << NUM_CARDS) - 1


def played_mask(s: FrenchState) -> int:
    """Every card played so far: the won piles and the trick on the table."""
    m = s.trick_mask
    for p in s.piles:
        m |= p
    return m


def friends(s: FrenchState, seat: int, honest: bool) -> int:
    """The seats ``seat`` plays with (itself included).

    Without ``honest`` every seat knows the sides (the normal level's playouts); with it, at
    five players before the called card shows, the taker and the defenders know only
    themselves, the partner knows the taker.
    """
    attack = s.attack()
    if s.taker == NO_SEAT:
        return 1 << seat
    side = attack if attack >> seat & 1 else ((1 << s.n) - 1) & ~attack
    if not honest or s.n < 5 or s.revealed:
        return side
    if seat == s.partner:
        return attack
    return 1 << seat


def _lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _highest(mask: int) -> int:
    return mask.bit_length() - 1


def _cheapest(mask: int) -> int:
    """The card of least value, the lowest among equals (the Excuse and the Petit last)."""
    best = -1
    key = (99, 9, 99)
    m = mask
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        k = (HALVES[c] + (20 if c in (EXCUSE, PETIT) else 0), int(c <= EXCUSE), c)
        if k < key:
            key = k
            best = c
    return best


def _dearest(mask: int) -> int:
    """The card of most value, the highest among equals."""
    best = -1
    key = (-1, -1)
    m = mask
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        k = (HALVES[c], c)
        if k > key:
            key = k
            best = c
    return best


def _low_trump(trumps: int) -> int:
    """The lowest trump but the Petit (the Petit when it is all there is)."""
    rest = trumps & ~PETIT_BIT
    return _lowest(rest) if rest else _lowest(trumps)


def play_card(s: FrenchState, seat: int, mates: int) -> int:
    """The rules-of-thumb card for ``seat`` on turn (``mates``: the seats it plays with)."""
    legal = tricks.playable(s)
    if legal & (legal - 1) == 0:
        return _lowest(legal)
    hand = s.hands[seat]
    n = s.n
    gone = played_mask(s) | hand
    if seat == s.taker:
        gone |= s.ecart
    out = ALL & ~gone & ~EXCUSE_BIT  # what others may still play (Excuse aside)
    out_trumps = out & TRUMP_MASK
    left = hand.bit_count()
    if legal & EXCUSE_BIT and left <= 2:
        return EXCUSE  # never keep the Excuse for the last trick: it would be lost
    trick = s.trick
    if not trick or s.trick_mask == EXCUSE_BIT:
        return _lead(s, seat, mates, legal & ~EXCUSE_BIT or legal, out, out_trumps)
    pos = len(trick)
    later = [(s.leader + i) % n for i in range(pos + 1, n)]
    later_opps = any(not mates >> q & 1 for q in later)
    win = tricks.winning_card(trick, s.trick_mask & ~EXCUSE_BIT)
    winner = (s.leader + trick.index(win)) % n
    led = trick[1] if trick[0] == EXCUSE else trick[0]
    led_suit = SUIT[led]
    value = halves(s.trick_mask)
    play = legal & ~EXCUSE_BIT
    if not play:
        return EXCUSE
    if mates >> winner & 1:
        safe = not later_opps or _holds(win, out, out_trumps, led_suit)
        if safe:
            if play & PETIT_BIT:
                return PETIT  # the Petit saved on a friend's trick
            non_trumps = play & ~TRUMP_MASK
            if non_trumps:
                return _dearest(non_trumps)  # smear points to the partner
            return _low_trump(play)
        return _discard(play, legal, left)
    # The other side is winning.
    if win < EXCUSE:
        beats = play & TRUMP_MASK & ~((2 << win) - 1)
    else:
        beats = (play & TRUMP_MASK) | (play & SUIT_MASKS[SUIT[win]] & ~((2 << win) - 1))
    if beats:
        suit_beats = beats & ~TRUMP_MASK
        if suit_beats:
            if not later_opps:
                return _lowest(suit_beats)
            top = _highest(suit_beats)
            if _holds(top, out, out_trumps, led_suit):
                return top
        else:
            if not later_opps:
                return _lowest(beats)  # the Petit too: nobody can overtrump it now
            # A master trump (above every trump still out) when the trick is worth it.
            masters = beats & ~((2 << _highest(out_trumps)) - 1) if out_trumps else beats
            if masters and value + 2 * len(later) >= 8:
                return _lowest(masters)
            safe_beats = beats & ~PETIT_BIT
            if safe_beats:
                return _lowest(safe_beats)
    return _discard(play, legal, left)


def _holds(card: int, out: int, out_trumps: int, led_suit: int) -> bool:
    """Whether ``card``, winning now, is likely to win the trick: a trump above every
    outstanding trump, or the master of the suit led while plenty of the suit is out."""
    if card < EXCUSE:
        return not out_trumps >> card
    suit_out = out & SUIT_MASKS[SUIT[card]]
    if suit_out >> card:
        return False  # a higher card of the suit is still out
    return SUIT[card] == led_suit and suit_out.bit_count() >= 3


def _discard(play: int, legal: int, left: int) -> int:
    """A card on a trick that is lost (or not safely won): the least valuable one, the
    Excuse instead when every other card would give points or the Petit."""
    non_trumps = play & ~TRUMP_MASK
    if non_trumps:
        c = _cheapest(non_trumps)
    else:
        c = _low_trump(play)
    if legal & EXCUSE_BIT and (HALVES[c] > 1 or c == PETIT or left <= 3):
        return EXCUSE
    return c


def _lead(s: FrenchState, seat: int, mates: int, play: int, out: int, out_trumps: int) -> int:
    hand = s.hands[seat]
    attack = s.attack()
    on_attack = bool(attack >> seat & 1)
    trumps = play & TRUMP_MASK
    if trumps and not out_trumps:
        # No trump out: the Petit is safe. Keep it for the last trick (petit au bout) while
        # there are other cards to lead.
        rest = play & ~PETIT_BIT
        if rest:
            others = rest & TRUMP_MASK
            return _highest(others) if others else _lead_suit(rest, on_attack, out)
        return PETIT
    # Cash kings while the suit is fresh (enough of it out for everyone to follow).
    for c in (c for c in range(22, NUM_CARDS) if play >> c & 1 and KING_MASK >> c & 1):
        suit_out = out & SUIT_MASKS[SUIT[c]]
        if suit_out.bit_count() >= 2 * (s.n - 1) - 1:
            return c
    if on_attack and trumps:
        nt = (hand & TRUMP_MASK).bit_count()
        if nt >= out_trumps.bit_count():
            top = _highest(trumps)
            if not out_trumps >> top:
                return top  # a master trump: draw theirs
            return _low_trump(trumps)
    suits = play & ~TRUMP_MASK
    if suits:
        return _lead_suit(suits, on_attack, out)
    if trumps:
        if trumps == PETIT_BIT:
            return PETIT
        return _low_trump(trumps)
    return _lowest(play)


def _lead_suit(suits: int, on_attack: bool, out: int) -> int:
    """A low card of a suit: short suits for the attack, long ones for the defence; a king
    only when nothing else."""
    best = -1
    key: tuple[float, ...] = ()
    for st in range(4):
        mine = suits & SUIT_MASKS[st]
        if not mine:
            continue
        low = _cheapest(mine & ~KING_MASK) if mine & ~KING_MASK else _lowest(mine)
        length = mine.bit_count()
        k = (
            0 if KING_MASK & mine and mine & ~KING_MASK == 0 else 1,
            -length if on_attack else length,
            -HALVES[low],
            -low,
        )
        if not key or k > key:
            key = k
            best = low
    return best


def step(s: FrenchState, honest: bool) -> Action:
    """The rules-of-thumb action of the seat on turn, in any phase."""
    p = s.to_move
    hand = s.hands[p]
    ph = s.phase
    if ph == Phase.PLAY:
        if not s.tricks:
            levels = announcements.poignee_levels(s, p)
            if levels:
                contract = -1 if s.contract is None else int(s.contract)
                # Every seat knows its own side: the partner holds the called card.
                lvl = H.poignee(levels, bool(s.attack() >> p & 1), hand, s.n, contract)
                if lvl >= 0:
                    return A.POIGNEES[lvl]
        return A.PLAYS[play_card(s, p, friends(s, p, honest))]
    if ph == Phase.BIDDING:
        c = H.bid(hand, s.n, s.rules, s.high)
        return A.PASS if c < 0 else A.BIDS[c]
    if ph == Phase.CALL:
        return A.CALLS[H.call(hand, calling.callable_cards(s))]
    if ph == Phase.ECART:
        return A.DISCARDS[H.discard(hand, chien.discardable(s), s.ecart_left)]
    if ph == Phase.CHELEM:
        outside = TRUMP_MASK & ~hand & ~s.ecart
        return A.CHELEM if H.chelem(hand, s.n, outside) else A.PASS
    if ph == Phase.POIGNEE:
        return A.HIDES[H.hide(hand, announcements.hideable(s))]
    raise ValueError("the deal is over")


def rollout(s: FrenchState, honest: bool) -> None:
    """Play ``s`` to its end in place by the rules of thumb."""
    while not is_over(s):
        apply_unchecked(s, step(s, honest))


def utility(s: FrenchState, seat: int) -> float:
    """The zero-sum value for ``seat`` of a finished deal (0 when everyone passed)."""
    if s.result is None:
        return 0.0
    return zero_sum(s.result.scores, seat)


__all__ = ["friends", "play_card", "played_mask", "rollout", "step", "utility"]
