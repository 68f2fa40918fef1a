"""Rules of thumb before the tricks: hand strength, the bid, the call, the écart, the chelem,
the poignée.

Everything here reads a hand (a bitmask) and a few public facts, never a state, so that the
easy level (from a view) and the playouts (from a sampled deal) use the same rules.

**Hand strength** is the usual French point count, per card held:

* bouts: the 21 counts 10, the Excuse 8, the Petit 7 with enough trumps to protect it
  (a fifth of the hand, e.g. 4 of 18), else only 2 (a lone Petit is usually caught);
* every trump 2, the high ones (16 … 20) 1 more;
* kings 6 (a king with its queen 10), an unguarded queen 2, guarded 3; a knight 2, a jack 1;
* long suits (5 cards 5, 6 cards 7, 7 and more 9) and, with five trumps or more, voids 6 and
  singletons 3: suits the taker cuts with his trumps.

The contract thresholds were calibrated by playouts (``scripts/calibrate_french_bids.py``):
forehand's hand was played out under each contract by the rules of thumb against passing
rules-of-thumb opponents, and a contract is bid from the count where it wins on average. A
Garde wins or loses twice what a Prise does, so it follows the Prise closely; the chien
seen and the écart are worth much, so Garde sans and Garde contre need far stronger hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from engine.core.bits import iter_cards
from engine.french.cards import (
    BOUT_MASK,
    EXCUSE_BIT,
    HALVES,
    KING,
    KING_MASK,
    PETIT,
    PETIT_BIT,
    QUEEN,
    SUIT,
    SUIT_MASKS,
    TRUMP_MASK,
    TWENTY_ONE,
    card_of,
)
from engine.french.rules import HAND_SIZE, Contract, Rules

HIGH_TRUMPS: Final = sum(1 << c for c in range(15, 20))
"""The trumps 16 … 20."""

THRESHOLDS: Final[dict[int, dict[Contract, float]]] = {
    3: {
        Contract.PRISE: 55.0,
        Contract.GARDE: 59.0,
        Contract.GARDE_SANS: 70.0,
        Contract.GARDE_CONTRE: 85.0,
    },
    4: {
        Contract.PRISE: 45.0,
        Contract.GARDE: 49.0,
        Contract.GARDE_SANS: 66.0,
        Contract.GARDE_CONTRE: 78.0,
    },
    5: {
        Contract.PRISE: 31.0,
        Contract.GARDE: 34.0,
        Contract.GARDE_SANS: 41.0,
        Contract.GARDE_CONTRE: 50.0,
    },
}
"""The point count each contract needs, by table size."""


def thresholds(players: int) -> dict[Contract, float]:
    """The point count each contract needs at this table size."""
    return THRESHOLDS[players]


def strength(hand: int, players: int) -> float:
    """The hand's point count (see the module's docstring)."""
    trumps = hand & TRUMP_MASK
    nt = trumps.bit_count()
    pts = 2.0 * nt + (trumps & HIGH_TRUMPS).bit_count()
    if hand >> TWENTY_ONE & 1:
        pts += 10.0 - 2.0  # the 21 was counted as a trump above
    if hand & EXCUSE_BIT:
        pts += 8.0
    if hand & PETIT_BIT:
        protected = nt >= max(3, round(HAND_SIZE[players] / 4.5))
        pts += (7.0 if protected else 2.0) - 2.0
    for s in range(4):
        suit = hand & SUIT_MASKS[s]
        k = suit.bit_count()
        king = bool(suit >> card_of(s, KING) & 1)
        queen = bool(suit >> card_of(s, QUEEN) & 1)
        if king:
            pts += 10.0 if queen else 6.0
        elif queen:
            pts += 3.0 if k >= 3 else 2.0
        pts += 2.0 * (suit >> card_of(s, 11) & 1) + (suit >> card_of(s, 10) & 1)
        if k >= 7:
            pts += 9.0
        elif k == 6:
            pts += 7.0
        elif k == 5:
            pts += 5.0
        elif nt >= 5 and k == 0:
            pts += 6.0
        elif nt >= 5 and k == 1:
            pts += 3.0
    return pts


def target_contract(hand: int, players: int, rules: Rules) -> Contract | None:
    """The highest contract the hand is worth (None: pass), among those the rules allow."""
    st = strength(hand, players)
    best: Contract | None = None
    for c, t in thresholds(players).items():
        if st >= t and c in rules.biddable():
            best = c
    return best


def bid(hand: int, players: int, rules: Rules, high: int) -> int:
    """The contract to bid (−1: pass): the hand's target when it beats the highest bid."""
    c = target_contract(hand, players, rules)
    return -1 if c is None or c <= high else int(c)


def call(hand: int, callable_cards: Sequence[int]) -> int:
    """Five players: the card to call.

    A card of the highest rank offered (a king, else a queen …) that the taker does not hold,
    in the suit where he holds the most (the partner's honour then protects his cards), the
    queen counting extra; with nothing else (all called cards his own) a card of his own.
    """
    offered = [c for c in callable_cards if not hand >> c & 1]
    if not offered:
        return callable_cards[0]
    top = max(_rank(c) for c in offered)
    best = [c for c in offered if _rank(c) == top]

    def score(c: int) -> tuple[int, int]:
        s = SUIT[c]
        if s >= 4:
            return (-1, -c)
        suit = hand & SUIT_MASKS[s]
        return (suit.bit_count() + 2 * (suit >> card_of(s, QUEEN) & 1), -c)

    return max(best, key=score)


def _rank(card: int) -> int:
    """The rank of a suit card (0 … 13); trumps and the Excuse rank below every suit card."""
    return (card - 22) % 14 if SUIT[card] < 4 else -1


def discard(hand: int, allowed: int, left: int) -> int:
    """One card for the écart, from ``allowed`` (the engine's discardable cards).

    Void the shortest suits without their king first (whole suits, their honours first:
    points in the écart count for the taker, and a void lets him trump), then the honours
    that a short suit cannot protect, then the lowest cards of the longest suits; a trump only
    when the engine says it is unavoidable, the lowest first.
    """
    return discard_order(hand, allowed, left)[0]


def discard_order(hand: int, allowed: int, left: int) -> list[int]:
    """The cards of ``allowed`` best first for the écart (see :func:`discard`)."""
    plain = allowed & ~TRUMP_MASK
    if not plain:
        return sorted(iter_cards(allowed & ~BOUT_MASK)) or [_first(allowed)]

    def score(c: int) -> float:
        s = SUIT[c]
        suit = hand & SUIT_MASKS[s]
        has_king = bool(suit & KING_MASK)
        n = suit.bit_count()
        rank = _rank(c)
        if not has_king and n <= left:
            return 1000.0 - 10.0 * n + HALVES[c]  # this suit can be voided
        if not has_king and rank >= 10 and n <= 3:
            return 500.0 + HALVES[c] - n  # an unguarded honour would be caught
        return 100.0 + 2.0 * n - rank + (HALVES[c] - 1) * (-3.0 if has_king else 1.0)

    return sorted(iter_cards(plain), key=lambda c: (-score(c), c))


def _first(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def chelem(hand: int, players: int, outside_trumps: int) -> bool:
    """Announce a chelem only when near-certain.

    Every suit card a king, the 21 held, and the trumps held from the top down in a row long
    enough to draw every other trump (``outside_trumps``: trumps not in the hand or the
    écart) with tricks to spare.
    """
    if not hand >> TWENTY_ONE & 1:
        return False
    if hand & ~TRUMP_MASK & ~EXCUSE_BIT & ~KING_MASK:
        return False
    run = 0
    c = TWENTY_ONE
    while c >= 0 and hand >> c & 1:
        run += 1
        c -= 1
    outside = outside_trumps.bit_count()
    # Each round of trumps pulls at most players − 1 of theirs; one round to spare.
    needed = -(-outside // (players - 1)) + 1 if outside else 0
    return run >= needed


def poignee(levels: Sequence[int], attack: bool, hand: int, players: int, contract: int) -> int:
    """The poignée level to show (−1: none).

    The bonus goes to the side that wins the deal. The attack shows the highest level it may
    when its hand still looks worth its contract; the defence shows only a double or triple
    (its trumps are then what beats the taker, and showing them tells the taker where they
    are).
    """
    if not levels:
        return -1
    top = max(levels)
    if attack:
        need = thresholds(players)[Contract(max(0, contract))] * 0.8
        return top if strength(hand, players) >= need else -1
    return top if top >= 1 else -1


def hide(hand: int, hideable: int) -> int:
    """The trump to keep out of a poignée: the Petit first (shown, it would be hunted), then
    the lowest trumps."""
    if hideable & PETIT_BIT:
        return PETIT
    return _first(hideable)


__all__ = [
    "THRESHOLDS",
    "bid",
    "call",
    "chelem",
    "discard",
    "discard_order",
    "hide",
    "poignee",
    "strength",
    "target_contract",
    "thresholds",
]
