"""Rules of thumb for the phases before the tricks: hand strength, bids, king, talon, discards.

Everything here reads a :class:`~engine.slovenian.state.DealState` but only the parts the seat on
turn knows in a real game (its own hand, the bids, the exposed talon, the contract): the computer
players call these functions on states rebuilt from a :class:`~engine.slovenian.views.PlayerView`,
and the playouts of the search call them on sampled states.

Hand strength (positive games) is a point count in "tarok units": high taroks, kings,
protected queens and voids (a void lets the hand trump). Beggar hands are judged separately:
low taroks only and no high suit cards (the must-beat rule forces a high card to win).
"""

from __future__ import annotations

from engine.slovenian import actions as A
from engine.slovenian.actions import Action, Item, Kind
from engine.slovenian.bidding import biddable, legal_bids, legal_declarations, nobody_bid
from engine.slovenian.cards import (
    FIVE_POINT_MASK,
    KINGS,
    MOND,
    NUM_CARDS,
    PAGAT,
    QUEENS,
    RANK,
    SKIS,
    SUIT,
    SUIT_MASKS,
    TAROK_MASK,
    TAROKS,
    VALUE,
)
from engine.slovenian.contracts import Contract, info
from engine.slovenian.state import DealState
from engine.slovenian.talon import discardable, talon_groups

# -- hand strength ---------------------------------------------------------------------------

# Tarok weights: the Škis and the Mond are sure tricks, XVI–XX nearly so; the Pagat alone is
# a liability unless the hand is long in taroks.
_TAROK_W: tuple[float, ...] = tuple(
    3.0 if c in (SKIS, MOND) else 0.5 if c == PAGAT else 1.5 if c >= 15 else 1.1 if c >= 10 else 0.8
    for c in range(22)
)
_KING_BITS = tuple(1 << k for k in KINGS)
_QUEEN_BITS = tuple(1 << q for q in QUEENS)
_HIGH_TAROKS_BEGGAR = TAROK_MASK & ~((1 << 10) - 1)  # XI and higher sink a beggar


def tarok_strength(hand: int) -> float:
    """Sum of the tarok weights of a hand."""
    s = 0.0
    m = hand & TAROK_MASK
    while m:
        low = m & -m
        s += _TAROK_W[low.bit_length() - 1]
        m ^= low
    return s


def strength(hand: int) -> float:
    """Hand strength for the positive games (taroks, kings, protected queens, voids)."""
    s = tarok_strength(hand)
    t = (hand & TAROK_MASK).bit_count()
    for suit in range(4):
        m = hand & SUIT_MASKS[suit]
        k = m.bit_count()
        king = bool(hand & _KING_BITS[suit])
        if king:
            s += 2.5
        if hand & _QUEEN_BITS[suit]:
            s += 1.0 if king or k >= 3 else 0.5
        if k == 0:
            # A void: the hand trumps that suit (worth more with many taroks).
            s += 1.5 if t >= 5 else 0.5
        elif k == 1 and not king:
            s += 0.5
    return s


def beggar_danger(hand: int) -> float:
    """How likely the hand is forced to win a trick (0 = safe); high taroks are fatal."""
    if hand & _HIGH_TAROKS_BEGGAR:
        return 99.0
    d = 0.0
    taroks = hand & TAROK_MASK
    t = taroks.bit_count()
    m = taroks
    while m:
        low = m & -m
        c = low.bit_length() - 1
        d += 0.15 * c  # a tarok V is riskier than a tarok II
        m ^= low
    d += 0.4 * max(0, t - 3)
    for suit in range(4):
        suit_cards = hand & SUIT_MASKS[suit]
        k = suit_cards.bit_count()
        m = suit_cards
        while m:
            low = m & -m
            r = RANK[low.bit_length() - 1]
            # Jack and up are dangerous, more so in a short suit (no low card to duck with).
            if r >= 4:
                d += (r - 3) * (1.5 if k <= 2 else 0.8)
            m ^= low
    return d


# Strength needed per contract (declarer's side must reach 36 of 70 card points).
_THRESHOLDS_4P: dict[Contract, float] = {
    Contract.THREE: 8.0,
    Contract.TWO: 9.0,
    Contract.ONE: 10.5,
    Contract.SOLO_THREE: 14.0,
    Contract.SOLO_TWO: 15.0,
    Contract.SOLO_ONE: 16.5,
    Contract.SOLO_WITHOUT: 18.0,
    Contract.VALAT: 27.0,
}
_THRESHOLDS_3P: dict[Contract, float] = {
    Contract.THREE: 12.5,
    Contract.TWO: 13.5,
    Contract.ONE: 15.0,
    Contract.SOLO_WITHOUT: 19.5,
    Contract.VALAT: 29.0,
}
# Largest beggar danger accepted (calibrated by playouts: about even chances at the limit).
_BEGGAR_MAX = {4: 6.0, 3: 4.0}
_OPEN_BEGGAR_MAX = {4: 2.5, 3: 1.5}


def thresholds(players: int) -> dict[Contract, float]:
    """Strength thresholds of the positive contracts for this table size."""
    return _THRESHOLDS_4P if players == 4 else _THRESHOLDS_3P


def target_contract(hand: int, players: int, allowed: tuple[Contract, ...]) -> Contract | None:
    """The highest contract among ``allowed`` that the hand is good for (None: pass)."""
    th = thresholds(players)
    st = strength(hand)
    best: Contract | None = None
    for c in allowed:
        need = th.get(c)
        if need is not None and st >= need and (best is None or c > best):
            best = c
    danger = beggar_danger(hand)
    beggar: Contract | None = None
    if Contract.OPEN_BEGGAR in allowed and danger <= _OPEN_BEGGAR_MAX[players]:
        beggar = Contract.OPEN_BEGGAR
    elif Contract.BEGGAR in allowed and danger <= _BEGGAR_MAX[players]:
        beggar = Contract.BEGGAR
    if beggar is not None and (best is None or best < Contract.SOLO_THREE):
        # A clean beggar hand is worth more than a doubtful Three/Two/One.
        return beggar
    return best


# -- bidding ---------------------------------------------------------------------------------


def bid_action(s: DealState) -> Action:
    """Bid the cheapest legal contract up to the hand's target (beggars as they are)."""
    p = s.to_move
    legal = legal_bids(s)
    target = target_contract(s.hands[p], s.n, biddable(s))
    if target is None:
        return A.PASS
    bids = [a for a in legal if a.kind == Kind.BID and a.arg <= target]
    if not bids:
        return A.PASS
    if info(target).negative:
        # A beggar is bid as such: outbidding with a cheap positive bid would mislead.
        exact = [a for a in bids if a.arg == target]
        return exact[0] if exact else A.PASS
    return min(bids, key=lambda a: a.arg)


def declare_action(s: DealState) -> Action:
    """Name the contract: the hand's target if legal, else the cheapest legal contract.

    Forehand after three passes (4 players) chooses klop with a hand too weak for Three.
    """
    p = s.to_move
    legal = legal_declarations(s)
    codes = [Contract(a.arg) for a in legal]
    target = target_contract(s.hands[p], s.n, (Contract.THREE, *codes))
    if s.n == 4 and nobody_bid(s):
        if target is None or target not in codes:
            return A.DECLARES[Contract.KLOP] if Contract.KLOP in codes else legal[0]
        return A.DECLARES[target]
    if target is not None and target in codes:
        return A.DECLARES[target]
    positive = [c for c in codes if not info(c).negative and c != Contract.KLOP]
    return A.DECLARES[min(positive)] if positive else legal[0]


# -- king call -------------------------------------------------------------------------------


def king_score(hand: int, card: int) -> float:
    """How good a call is: not an own king; a suit with the queen or a low card to lead."""
    suit = SUIT[card]
    if hand >> card & 1:
        return -10.0
    m = hand & SUIT_MASKS[suit]
    k = m.bit_count()
    s = 0.0
    if hand & _QUEEN_BITS[suit] and card in KINGS:
        s += 2.0  # the queen is then protected by the partner's king
    if k == 0:
        s -= 1.0  # a void: we could only trump the partner's king
    elif k <= 2:
        s += 1.5  # a low card to lead toward the partner
    else:
        s += 0.5
    return s


def call_action(s: DealState, legal: list[Action]) -> Action:
    """Call the king of the best suit (a queen only when holding all four kings)."""
    hand = s.hands[s.to_move]
    return max(legal, key=lambda a: (king_score(hand, a.arg), -a.arg))


# -- talon -----------------------------------------------------------------------------------

_CARD_GAIN: tuple[float, ...] = tuple(
    (8.0 if c in (SKIS, MOND) else 4.0 if c == PAGAT else 2.0 + c / 10.0)
    if SUIT[c] == TAROKS
    else (5.0 if RANK[c] == 7 else 3.0 if RANK[c] == 6 else 1.6 if RANK[c] == 5 else 1.0)
    if RANK[c] >= 4
    else 0.5
    for c in range(NUM_CARDS)
)


def talon_score(s: DealState, group: tuple[int, ...]) -> float:
    """Value of a talon group: taroks, points, the called king (which brings the rest)."""
    hand = s.hands[s.to_move]
    v = 0.0
    for c in group:
        v += _CARD_GAIN[c]
        if c == s.called:
            v += 12.0  # the partner is the declarer himself but the rest comes with the king
        if c == MOND:
            v += 10.0  # a Mond left in the talon costs its penalty
        if SUIT[c] != TAROKS and not hand & SUIT_MASKS[SUIT[c]]:
            v -= 1.5  # a card in a suit we were void in
    return v


def talon_action(s: DealState) -> Action:
    """Take the talon group with the best score."""
    groups = talon_groups(s)
    best = max(range(len(groups)), key=lambda g: (talon_score(s, groups[g]), -g))
    return A.TALONS[best]


# -- discards --------------------------------------------------------------------------------


def discard_score(hand: int, card: int, left: int, called: int) -> float:
    """How good it is to put ``card`` into the own pile now.

    Void a short suit without a king (so the hand can trump it), bank points that could be
    lost in play (queens, knights), keep kings protected, keep taroks (they are face up and
    are the declarer's trumps).
    """
    suit = SUIT[card]
    if suit == TAROKS:
        return -20.0 - card * 0.3  # the lowest tarok first, and only when forced
    m = hand & SUIT_MASKS[suit]
    k = m.bit_count()
    has_king = bool(hand & _KING_BITS[suit])
    v = VALUE[card] * 1.2
    if not has_king and k <= left:
        v += 8.0 - k  # this discard helps to void the suit
    elif not has_king and k <= left + 1:
        v += 2.0
    if has_king:
        v -= 2.0 if k <= 3 else 0.5  # keep the king's guards
    if called >= 0 and SUIT[called] == suit and called != card:
        v -= 1.0  # keep a card to lead toward the partner's king
    return v


def discard_action(s: DealState) -> Action:
    """Discard the card with the best :func:`discard_score`."""
    hand = s.hands[s.to_move]
    allowed = discardable(s)
    best = -1
    best_v = -1e9
    m = allowed
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        v = discard_score(hand, c, s.discards_left, s.called)
        if v > best_v:
            best, best_v = c, v
    return A.DISCARDS[best]


# -- announcements ---------------------------------------------------------------------------


def _on_declarer_side(s: DealState, seat: int) -> bool:
    return bool(s.declarer_side() >> seat & 1)


def announce_action(s: DealState, legal: list[Action]) -> Action:
    """Announce only what the hand (nearly) guarantees; kontra the game with a strong hand.

    * trula: holding all three trula cards;
    * kings: holding all four kings (a queen was called);
    * pagat ultimo: the Pagat with a long tarok suit and the Škis or the Mond to protect it;
    * kontra on the game: an opponent with a hand good for a solo.
    """
    p = s.to_move
    hand = s.hands[p]
    have = set(legal)
    declarer_side = _on_declarer_side(s, p)
    taroks = (hand & TAROK_MASK).bit_count()
    long_taroks = 9 if s.n == 4 else 11
    if declarer_side:
        if A.ANNOUNCES[Item.TRULA] in have and hand & FIVE_POINT_MASK & TAROK_MASK == (
            (1 << PAGAT) | (1 << MOND) | (1 << SKIS)
        ):
            return A.ANNOUNCES[Item.TRULA]
        if A.ANNOUNCES[Item.KINGS] in have and all(hand & b for b in _KING_BITS):
            return A.ANNOUNCES[Item.KINGS]
    if (
        A.ANNOUNCES[Item.PAGAT_ULTIMO] in have
        and taroks >= long_taroks
        and hand & ((1 << SKIS) | (1 << MOND))
        and (declarer_side or taroks >= long_taroks + 1)
    ):
        return A.ANNOUNCES[Item.PAGAT_ULTIMO]
    if A.KONTRAS[Item.GAME] in have and not declarer_side and s.kontra[Item.GAME] == 1:
        if s.contract is not None and s.contract != Contract.KLOP and info(s.contract).normal:
            need = thresholds(s.n)[Contract.SOLO_THREE if s.n == 4 else Contract.ONE] + 2.0
            if strength(hand) >= need:
                return A.KONTRAS[Item.GAME]
    return A.PASS
