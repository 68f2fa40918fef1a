"""Cards: the 54-card tarok deck, its text notation, card points and counting.

Cards are small integers so that hands can be integer bitmasks (bit ``c`` set means card ``c``
is held). The deck is a :class:`~engine.core.deck.Deck` value of the shared core; the
constants below (Pagat, Mond, Škis, kings, masks) are this game's names for its cards.

Notation (ASCII, case-insensitive when parsed):

* taroks ``T1`` (Pagat) … ``T21`` (Mond) and ``SK`` (Škis, also accepted as ``T22``);
* suit cards rank + suit letter: ``KH`` king of hearts, ``QD`` queen (dama) of diamonds,
  ``CS`` knight (kaval) of spades, ``JC`` jack (pob) of clubs, red pips ``1H`` … ``4H``,
  black pips ``7S`` … ``10S``. Suit letters: H hearts (srce), D diamonds (kara), S spades
  (pik), C clubs (križ).

Display labels (``label``) use suit symbols and Roman numerals: ``K♥``, ``10♠``, ``XXI``, ``Škis``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.core.bits import cards_of, iter_cards, mask_of
from engine.core.deck import ROMAN, CardSpec, Deck, Suit, build_deck
from engine.core.errors import MalformedAction

__all__ = ["Deck", "cards_of", "iter_cards", "mask_of"]

Card = int
"""A card is its index in the deck (0 … deck size − 1)."""

HEARTS, DIAMONDS, SPADES, CLUBS, TAROKS = 0, 1, 2, 3, 4
SUIT_LETTERS = "HDSC"
SUIT_SYMBOLS = "♥♦♠♣"
SUIT_NAMES_EN = ("hearts", "diamonds", "spades", "clubs", "taroks")
SUIT_NAMES_SL = ("srce", "kara", "pik", "križ", "taroki")
RED_SUITS = (HEARTS, DIAMONDS)


def _thirds(value: int) -> int:
    # Counting in groups of three: each card is worth its counting value less 2/3.
    return 3 * value - 2


def _build_tarok_deck() -> Deck:
    trumps = [
        # Trula cards (Pagat, Mond, Škis) are worth 5; every other tarok 1.
        CardSpec(
            "SK" if t == 21 else f"T{t + 1}",
            "Škis" if t == 21 else ROMAN[t],
            _thirds(5 if t in (0, 20, 21) else 1),
        )
        for t in range(22)
    ]
    suits = []
    for s in range(4):
        # Red suits rank K Q C J 1 2 3 4 (the 1 highest pip); black K Q C J 10 9 8 7.
        pips = ("4", "3", "2", "1") if s in RED_SUITS else ("7", "8", "9", "10")
        specs = [
            CardSpec(
                name + SUIT_LETTERS[s],
                name + SUIT_SYMBOLS[s],
                _thirds({"K": 5, "Q": 4, "C": 3, "J": 2}.get(name, 1)),
            )
            for name in (*pips, "J", "C", "Q", "K")
        ]
        suit = Suit(SUIT_LETTERS[s], SUIT_SYMBOLS[s], SUIT_NAMES_EN[s], s in RED_SUITS)
        suits.append((suit, specs))
    return build_deck(
        "tarok54", trumps=trumps, suits=suits, unit=3, honours=(0, 20, 21), aliases=[("T22", "SK")]
    )


TAROK_DECK = _build_tarok_deck()
"""The 54-card tarok deck used by Slovenian tarok (values in thirds of a point)."""

NUM_CARDS = TAROK_DECK.size
SUIT = TAROK_DECK.suits
RANK = TAROK_DECK.ranks
VALUE: tuple[int, ...] = tuple((v + 2) // 3 for v in TAROK_DECK.values)
"""The raw counting values (5 4 3 2 1) that the groups of three are counted with."""

PAGAT: Card = 0
MOND: Card = 20
SKIS: Card = 21
TRULA_MASK = (1 << PAGAT) | (1 << MOND) | (1 << SKIS)
TAROK_MASK = (1 << 22) - 1
SUIT_MASKS: tuple[int, ...] = tuple(TAROK_DECK.suit_mask(s) for s in range(5))
KINGS: tuple[Card, ...] = tuple(22 + 8 * s + 7 for s in range(4))
QUEENS: tuple[Card, ...] = tuple(22 + 8 * s + 6 for s in range(4))
KING_MASK = sum(1 << k for k in KINGS)
FIVE_POINT_MASK = KING_MASK | TRULA_MASK


def parse_card(text: str) -> Card:
    """Parse one card in notation (``"T21"``, ``"SK"``, ``"KH"``, ``"10S"``)."""
    return TAROK_DECK.parse_card(text)


def card_code(card: Card) -> str:
    """The notation of ``card``."""
    return TAROK_DECK.codes[card]


def card_label(card: Card) -> str:
    """The display label of ``card`` (``K♥``, ``XXI``, ``Škis``)."""
    return TAROK_DECK.labels[card]


def parse_cards(text: str) -> list[Card]:
    """Parse a space- or comma-separated list of cards, keeping its order."""
    return [parse_card(tok) for tok in text.replace(",", " ").split()]


def format_cards(cards: Iterable[Card]) -> str:
    """Format cards as space-separated notation."""
    return " ".join(card_code(c) for c in cards)


def parse_hand(text: str) -> int:
    """Parse a hand in notation into a bitmask; duplicates are malformed."""
    cards = parse_cards(text)
    m = mask_of(cards)
    if m.bit_count() != len(cards):
        raise MalformedAction(f"duplicate card in {text!r}")
    return m


def format_hand(mask: int) -> str:
    """Format a hand sorted for reading: taroks high to low, then suits, high to low."""
    return format_cards(sort_for_display(cards_of(mask)))


def sort_for_display(cards: Iterable[Card]) -> list[Card]:
    """Sort cards as a player holds them: taroks high to low, then ♥ ♦ ♠ ♣ high to low."""
    return sorted(cards, key=lambda c: (SUIT[c] != TAROKS, SUIT[c], -RANK[c]))


def raw_value(cards: Iterable[Card]) -> int:
    """Sum of the cards' counting values (5, 4, 3, 2, 1)."""
    return sum(VALUE[c] for c in cards)


def mask_value(mask: int) -> int:
    """Sum of counting values of the cards in a bitmask."""
    return sum(VALUE[c] for c in iter_cards(mask))


def points_thirds(raw: int, count: int) -> int:
    """Card points of a pile in thirds of a point: each card is worth its value − 2/3."""
    return 3 * raw - 2 * count


def thirds_to_points(thirds: int) -> int:
    """Round a pile's thirds to whole card points.

    Counting in groups of three (each group: sum − 2; a last group of one or two: sum − 1)
    equals rounding ``raw − 2n/3`` to the nearest integer; the fraction is 0, 1/3 or 2/3 so
    the rounding never ties.
    """
    return (thirds + 1) // 3


def pile_points(cards: Sequence[Card] | int) -> int:
    """Card points of a pooled pile (a list of cards or a bitmask), counted in groups of three."""
    if isinstance(cards, int):
        return thirds_to_points(points_thirds(mask_value(cards), cards.bit_count()))
    return thirds_to_points(points_thirds(raw_value(cards), len(cards)))


def pile_points_of_values(values: Sequence[int]) -> int:
    """Card points of a pile given only the cards' counting values (for any deck)."""
    return thirds_to_points(points_thirds(sum(values), len(values)))
