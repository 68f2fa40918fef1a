"""Cards of Czech taroky: the 54-card deck, its notation, card points and counting.

The deck is a :class:`~engine.core.deck.Deck` built with the core's :func:`build_deck`, card
for card in the same order as every 54-card tarok deck of the project, so that images and
tools can share one layout:

* indices 0–20: taroks I … XXI (codes ``T1`` … ``T21``, labels ``I`` … ``XXI``); I is the
  **Pagát**, XXI the **Mond**;
* index 21: the **Škýz** (code ``SK``, also accepted as ``T22``; label ``Škýz``), the highest
  tarok;
* then hearts, diamonds, spades, clubs (8 cards each), each from low to high: red suits
  4 3 2 1 J C Q K (the 1 is the highest pip), black suits 7 8 9 10 J C Q K. Codes are rank +
  suit letter: ``4H``, ``1H``, ``JH`` (jack), ``CH`` (knight, kaval), ``QH``, ``KH``, ``10S``.

Card points: Škýz, Mond, Pagát and the kings 5; queens 4; knights 3; jacks 2; every other
card 1. Cards are counted in groups of three (each group: its sum − 2; a last group of two:
sum − 1; a last single card: its value − 1), which is exactly ``round(S − 2n/3)`` for a pile of
``n`` cards with value sum ``S``. The deck therefore stores each card's value in **thirds** of
a point (``3 × value − 2``): a pile's thirds are the sum of its cards', the whole deck is 210
thirds (70 points), and a pile's points are its thirds divided by 3, rounded to the nearest
integer (a fraction of 1/3 or 2/3, never a tie).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.bits import cards_of, iter_cards, mask_of
from engine.core.deck import ROMAN, CardSpec, Deck, Suit, build_deck

Card = int
"""A card is its index in the deck (0 … 53)."""

HEARTS, DIAMONDS, SPADES, CLUBS, TAROKS = 0, 1, 2, 3, 4
SUIT_LETTERS = "HDSC"
SUIT_SYMBOLS = "♥♦♠♣"
SUIT_NAMES_EN = ("hearts", "diamonds", "spades", "clubs", "taroks")
SUIT_NAMES_CS = ("srdce", "káry", "piky", "kříže", "taroky")
RED_SUITS = (HEARTS, DIAMONDS)
_FACE_VALUES = {"K": 5, "Q": 4, "C": 3, "J": 2}


def _thirds(value: int) -> int:
    # Counting in groups of three: every card is worth its value less 2/3 of a point.
    return 3 * value - 2


def _build_deck() -> Deck:
    trumps = [
        CardSpec(
            "SK" if t == 21 else f"T{t + 1}",
            "Škýz" if t == 21 else ROMAN[t],
            # The Pagát (I), the Mond (XXI) and the Škýz are five-point cards.
            _thirds(5 if t in (0, 20, 21) else 1),
        )
        for t in range(22)
    ]
    suits = []
    for s in range(4):
        red = s in RED_SUITS
        pips = ("4", "3", "2", "1") if red else ("7", "8", "9", "10")
        specs = [
            CardSpec(
                rank + SUIT_LETTERS[s], rank + SUIT_SYMBOLS[s], _thirds(_FACE_VALUES.get(rank, 1))
            )
            for rank in (*pips, "J", "C", "Q", "K")
        ]
        suits.append((Suit(SUIT_LETTERS[s], SUIT_SYMBOLS[s], SUIT_NAMES_EN[s], red), specs))
    return build_deck(
        "taroky54",
        trumps=trumps,
        suits=suits,
        unit=3,
        honours=(0, 20, 21),
        aliases=[("T22", "SK")],
    )


DECK = _build_deck()
"""The 54-card deck of Czech taroky (values in thirds of a point)."""

NUM_CARDS = DECK.size
SUIT: tuple[int, ...] = DECK.suits
THIRDS: tuple[int, ...] = DECK.values
"""Each card's value in thirds of a point (13 for a five-point card, 1 for a one-point card)."""
POINTS: tuple[int, ...] = tuple((v + 2) // 3 for v in DECK.values)
"""Each card's card points (5, 4, 3, 2 or 1)."""

PAGAT: Card = 0
MOND: Card = 20
SKYZ: Card = 21
XVI: Card = 15
XVII: Card = 16
XVIII: Card = 17
XIX: Card = 18
TAROK_MASK = DECK.trump_mask
SUIT_MASKS: tuple[int, ...] = tuple(DECK.suit_mask(s) for s in range(5))
KINGS: tuple[Card, ...] = tuple(22 + 8 * s + 7 for s in range(4))
KING_MASK = mask_of(KINGS)
HONOURS_MASK = mask_of((PAGAT, MOND, SKYZ))
"""Škýz, Mond and Pagát: the honours (trul)."""
FIVE_POINT_MASK = KING_MASK | HONOURS_MASK
"""The seven five-point cards: Škýz, XXI, I and the four kings."""


def parse_card(text: str) -> Card:
    """One card in notation (``"T21"``, ``"SK"``, ``"KH"``, ``"10S"``)."""
    return DECK.parse_card(text)


def parse_cards(text: str) -> list[Card]:
    """A space- or comma-separated list of cards, in its order."""
    return DECK.parse_cards(text)


def parse_hand(text: str) -> int:
    """A hand in notation as a bitmask (a card named twice is malformed)."""
    return DECK.parse_hand(text)


def card_code(card: Card) -> str:
    """The notation of ``card``."""
    return DECK.codes[card]


def card_label(card: Card) -> str:
    """The display label of ``card`` (``K♥``, ``XXI``, ``Škýz``)."""
    return DECK.labels[card]


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as space-separated notation, in the given order."""
    return DECK.format_cards(cards)


def format_hand(mask: int) -> str:
    """A hand in notation, taroks high to low, then ♥ ♦ ♠ ♣ high to low."""
    return DECK.format_hand(mask)


def mask_thirds(mask: int) -> int:
    """The value of a pile (bitmask) in thirds of a point."""
    return sum(THIRDS[c] for c in iter_cards(mask))


def thirds_to_points(thirds: int) -> int:
    """A pile's thirds as card points: divided by 3, rounded to the nearest integer.

    A pile of ``n`` cards has ``3 × S − 2n`` thirds; the fraction is 0, 1/3 or 2/3, so the
    rounding never ties and the two sides of a deal always add up to 70.
    """
    return (thirds + 1) // 3


def pile_points(cards: Iterable[Card] | int) -> int:
    """Card points of a pooled pile (a bitmask or a list of cards), counted in threes."""
    if isinstance(cards, int):
        return thirds_to_points(mask_thirds(cards))
    return thirds_to_points(sum(THIRDS[c] for c in cards))


__all__ = [
    "CLUBS",
    "DECK",
    "DIAMONDS",
    "FIVE_POINT_MASK",
    "HEARTS",
    "HONOURS_MASK",
    "KINGS",
    "KING_MASK",
    "MOND",
    "NUM_CARDS",
    "PAGAT",
    "POINTS",
    "SKYZ",
    "SPADES",
    "SUIT",
    "SUIT_MASKS",
    "TAROKS",
    "TAROK_MASK",
    "THIRDS",
    "XIX",
    "XVI",
    "XVII",
    "XVIII",
    "Card",
    "card_code",
    "card_label",
    "cards_of",
    "format_cards",
    "format_hand",
    "iter_cards",
    "mask_of",
    "mask_thirds",
    "parse_card",
    "parse_cards",
    "parse_hand",
    "pile_points",
    "thirds_to_points",
]
