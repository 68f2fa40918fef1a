"""Rules of thumb for every decision before the tricks (the easy level; the playouts' players).

Every function reads the deal as the seat on turn may know it: its own hand and what is
public (bids, the contract, the called tarok, the turned talon, announcements, kontras). None
reads another hand or the partner's seat, so the same code decides from a sampled deal at the
top (the view's rule of thumb) and inside the playouts.

Hand strength (:func:`power`) counts the taroks, the high taroks, the kings (worth more in a
short suit, where they are not trumped), queens beside a king, and voids and singletons once
there are taroks to trump with. The contract thresholds follow from the payments (RULES 2.3,
2.9): the first bid is played two against two with four talon cards and costs nothing to
hold, the second adds an announced Pagát ultimo (±10), the third bid is one against three
with three talon cards (the declarer pays or wins 3X) and solo one against three without
the talon at ×2.
"""

from __future__ import annotations

from typing import Final

from engine.core.bits import iter_cards
from engine.czech import actions as A
from engine.czech.actions import Action, Announcement, Chain, Kind
from engine.czech.cards import (
    FIVE_POINT_MASK,
    KING_MASK,
    KINGS,
    MOND,
    PAGAT,
    POINTS,
    SKYZ,
    SUIT,
    SUIT_MASKS,
    TAROK_MASK,
    TAROKS,
    XIX,
    XVI,
    XVII,
    XVIII,
)
from engine.czech.contracts import Contract
from engine.czech.game import legal_actions
from engine.czech.state import NO_CARD, DealState, Phase
from engine.czech.talon import discardable, may_concede

XX: Final = 19
HIGH_TAROK_BONUS: Final = {SKYZ: 2.0, MOND: 1.5, XX: 1.0, XIX: 0.7, XVIII: 0.5, XVII: 0.3, XVI: 0.2}
"""What a high tarok adds to its count of 1: the Škýz and the Mond win a trick for certain."""

SOLO_POWER: Final = 22.0
"""A hand worth a solo: one against three, no talon, ×2."""
THIRD_BID_POWER: Final = 14.5
"""A hand worth bidding the third bid rather than passing (one against three, three talon
cards): where playouts of the rules of thumb found it worth more than the alternatives."""
SECOND_BID_POWER: Final = 11.0
"""A hand worth bidding the second bid rather than passing, the Pagát or not (a failed Pagát
ultimo costs 10, less than the passer loses to forehand's first bid)."""
SECOND_BID_PAGAT_POWER: Final = 9.0
"""The same, holding the Pagát."""
THIRD_RAISE_POWER: Final = 16.0
"""The holder of a first or second bid raises to the third bid from this strength on."""
SECOND_RAISE_POWER: Final = 15.0
"""Forehand raises his first bid to the second (Pagát ultimo) with the Pagát from here on."""
THIRD_POWER: Final = THIRD_RAISE_POWER
ALONE_POWER: Final = 19.0
"""A declarer holding the XIX calls it (plays alone) from this strength on."""
CONCEDE_POWER: Final = 13.0
"""With the called tarok drawn from the talon: below this (counting the talon cards, before
the discards) the first bid is conceded (−15) rather than played alone."""
FLEK_POWER: Final = 15.0
"""An opponent says flek on the game from this strength on."""
TUTTI_POWER: Final = 19.0
"""An opponent answers a re with tutti from this strength on."""
RE_MARGIN: Final = 6.0
"""The declarer answers a flek with re when his strength is this far above his contract's."""
PAGAT_TAROKS: Final = 10
"""Pagát ultimo is announced with the Pagát and this many taroks (playouts: with fewer the
announced ±10 costs more than the silent +5 it replaces)."""


def tarok_count(hand: int) -> int:
    """The taroks in ``hand`` (the Škýz is a tarok)."""
    return (hand & TAROK_MASK).bit_count()


def top_taroks(hand: int) -> int:
    """How many of the Škýz, the Mond and the XX the hand holds."""
    return sum(1 for c in (SKYZ, MOND, XX) if hand >> c & 1)


def power(hand: int) -> float:
    """The hand's strength for taking tricks and points (about 8 for an average hand)."""
    taroks = tarok_count(hand)
    p = float(taroks)
    for c, extra in HIGH_TAROK_BONUS.items():
        if hand >> c & 1:
            p += extra
    for s in range(4):
        cards = hand & SUIT_MASKS[s]
        n = cards.bit_count()
        king = KINGS[s]
        if cards >> king & 1:
            p += 2.0 if n <= 4 else 1.2
            if cards >> (king - 1) & 1 and n <= 4:
                p += 0.8  # the queen behind the king
        elif cards >> (king - 1) & 1 and 2 <= n <= 4:
            p += 0.4
        if taroks >= 5:
            if n == 0:
                p += 1.0
            elif n == 1 and not cards >> king & 1:
                p += 0.5
    return p


def target(hand: int, holding: bool = False) -> Contract:
    """The highest contract the hand is good for (the first bid at worst).

    ``holding``: the seat already holds a bid (the declarer's raise), so the alternative is
    that bid, not a pass; a raise asks for more than an outbid (calibrated by playouts).
    """
    st = power(hand)
    pagat = bool(hand >> PAGAT & 1)
    if st >= SOLO_POWER:
        return Contract.SOLO
    if holding:
        if st >= THIRD_RAISE_POWER:
            return Contract.THIRD
        if pagat and st >= SECOND_RAISE_POWER:
            return Contract.SECOND
        return Contract.FIRST
    if st >= THIRD_BID_POWER:
        return Contract.THIRD
    if st >= SECOND_BID_POWER or (pagat and st >= SECOND_BID_PAGAT_POWER):
        return Contract.SECOND
    return Contract.FIRST


def contract_power(c: Contract) -> float:
    """The strength a contract asks for when bid (the first bid: an average hand)."""
    return {
        Contract.FIRST: 8.0,
        Contract.SECOND: SECOND_BID_POWER,
        Contract.THIRD: THIRD_BID_POWER,
        Contract.SOLO: SOLO_POWER,
    }[c]


# -- bidding ---------------------------------------------------------------------------------
def bid(s: DealState) -> Action:
    """A bid one step above the highest when the hand is good for more, else a pass.

    Bidding the cheapest bid that outbids keeps the contract low while it holds; the raise
    (:func:`raise_bid`) takes it to the hand's target at the end.
    """
    hand = s.hands[s.to_move]
    want = target(hand)
    if want > s.high:
        return A.BIDS[Contract(s.high + 1)]
    return A.PASS


def raise_bid(s: DealState) -> Action:
    """The last bidder plays the hand's target contract, or his bid if that is higher."""
    want = target(s.hands[s.to_move], holding=True)
    return A.DECLARES[Contract(max(int(want), s.high))]


def call(s: DealState) -> Action:
    """The XIX; holding it, the highest of XVIII, XVII, XVI not held (a strong partner),
    or the XIX itself to play alone with a hand good for a third bid or more."""
    hand = s.hands[s.to_move]
    legal = legal_actions(s)
    if hand >> XIX & 1:
        if power(hand) >= ALONE_POWER:
            return A.CALLS[XIX]
        for c in (XVIII, XVII, XVI):
            if A.CALLS[c] in legal:
                return A.CALLS[c]
    return A.CALLS[XIX]


def concede(s: DealState) -> bool:
    """With the called tarok among t1–t4 (first bid): give up (−15 for the declarer, RULES
    2.4) unless the hand with the talon is good enough to play alone against three."""
    return may_concede(s) and power(s.hands[s.to_move]) < CONCEDE_POWER


def discard_score(hand: int, card: int, left: int, called: int) -> float:
    """How much laying ``card`` aside is worth (higher first).

    Discards count for the player's own side (RULES 2.5): a queen or a knight that a short
    suit would lose is banked; a suit of at most ``left`` cards without its king is voided,
    shortest first, so that taroks can win its tricks; taroks are kept (their count wins the
    tricks), the lowest going first if nothing else is left. Never asked for a five-point card
    or the called tarok (they may not be discarded).
    """
    if card == called or FIVE_POINT_MASK >> card & 1:
        return -1000.0
    suit = SUIT[card]
    if suit == TAROKS:
        return -50.0 - card  # keep taroks; the lowest is the least loss
    cards = hand & SUIT_MASKS[suit]
    n = cards.bit_count()
    has_king = bool(cards >> KINGS[suit] & 1)
    score = float(POINTS[card])
    if not has_king:
        if n <= left:
            score += 12.0 - 2.0 * n  # voiding a short suit
        elif n <= left + 1:
            score += 3.0
    elif POINTS[card] == 1:
        score -= 1.0  # small cards guard the king
    return score


def discard(s: DealState) -> Action:
    """The best card to lay aside now (:func:`discard_score`), or the concession."""
    if concede(s):
        return A.CONCEDE
    hand = s.hands[s.to_move]
    options = list(iter_cards(discardable(s)))
    best = max(options, key=lambda c: (discard_score(hand, c, s.discards_left, s.called), -c))
    return A.DISCARDS[best]


def group_value(hand: int, cards: tuple[int, ...]) -> float:
    """What a talon half adds to the hand (the strength gained, with its card points)."""
    m = 0
    for c in cards:
        m |= 1 << c
    return power(hand | m) - power(hand) + 0.3 * sum(POINTS[c] for c in cards)


def stage(s: DealState) -> Action:
    """Third bid (RULES 2.5): a strong hand turns t4–t6 to play at ×2 or ×3 (its expected
    win is multiplied), then takes the better half (t1–t3 again is stage 3); a hand that
    only just makes the bid takes t1–t3 at once, at ×1."""
    hand = s.hands[s.to_move]
    first = group_value(hand, s.talon[:3])
    if s.turned == 3:
        strong = power(hand) + first >= THIRD_POWER + 3.0
        return A.TURN if strong else A.STAGES[0]
    second = group_value(hand, s.talon[3:])
    # Stage 3 (t1–t3 at ×3) unless t4–t6 are clearly the better half.
    return A.STAGES[1] if second > first + 2.0 else A.STAGES[2]


# -- announcement round ------------------------------------------------------------------
def pagat_ultimo(hand: int, alone: bool) -> bool:
    """The Pagát with enough taroks to draw every other one before the last trick (one more
    when nobody helps)."""
    need = PAGAT_TAROKS + (1 if alone else 0)
    return bool(hand >> PAGAT & 1) and tarok_count(hand) >= need and top_taroks(hand) >= 1


def slam(hand: int) -> bool:
    """A slam only when nothing can be lost: eleven taroks with the Škýz, the Mond and the
    XX (nobody can win a tarok trick), and no suit card but kings (an announced slam that
    fails costs 4 × the difference, RULES 2.9)."""
    if tarok_count(hand) < 11 or top_taroks(hand) < 3:
        return False
    return hand & ~TAROK_MASK & ~KING_MASK == 0


def kontra_wanted(s: DealState, chain: Chain) -> bool:
    """Whether the seat on turn doubles ``chain`` now (flek, re or tutti)."""
    p = s.to_move
    hand = s.hands[p]
    st = power(hand)
    level = s.kontra[chain]
    contract = s.contract if s.contract is not None else Contract.FIRST
    if chain == Chain.PAGAT_ULTIMO:
        if p == s.declarer:
            return bool(hand >> PAGAT & 1) and tarok_count(hand) >= 10
        # An opponent with high taroks and many of them catches the Pagát.
        need = 7 if level == 1 else 9
        return tarok_count(hand) >= need and top_taroks(hand) >= 2
    if p == s.declarer:
        # Re only on a plain game: with a slam announced the stakes are already ×4.
        return not s.slam_announced and st >= contract_power(contract) + RE_MARGIN
    return st >= (FLEK_POWER if level == 1 else TUTTI_POWER)


def announce(s: DealState) -> Action:
    """Hand bonuses first (the announcer collects 3 × the value at once, RULES 2.6: more than
    the information they give away costs), then the declarer's Pagát ultimo and slam, then
    kontras, then pass."""
    legal = legal_actions(s)
    p = s.to_move
    hand = s.hands[p]
    for a in legal:
        if a.kind == Kind.BONUS:
            return a
    alone = s.contract in (Contract.THIRD, Contract.SOLO) or (
        s.called != NO_CARD and bool(hand >> s.called & 1)
    )
    for a in legal:
        if a.kind == Kind.ANNOUNCE:
            if a.arg == Announcement.PAGAT_ULTIMO and pagat_ultimo(hand, alone):
                return a
            if a.arg == Announcement.SLAM and slam(hand):
                return a
    for a in legal:
        if a.kind == Kind.KONTRA and kontra_wanted(s, Chain(a.arg)):
            return a
    return A.PASS


def phase_action(s: DealState) -> Action:
    """The rule of thumb for the seat on turn in any phase but the tricks."""
    ph = s.phase
    if ph == Phase.BIDDING:
        return bid(s)
    if ph == Phase.RAISE:
        return raise_bid(s)
    if ph == Phase.CALL:
        return call(s)
    if ph == Phase.DISCARD:
        return discard(s)
    if ph == Phase.TALON:
        return stage(s)
    if ph == Phase.ANNOUNCE:
        return announce(s)
    raise ValueError(f"no rule of thumb for phase {ph!r} here")


__all__ = [
    "announce",
    "bid",
    "call",
    "concede",
    "discard",
    "discard_score",
    "kontra_wanted",
    "pagat_ultimo",
    "phase_action",
    "power",
    "raise_bid",
    "slam",
    "stage",
    "target",
]
