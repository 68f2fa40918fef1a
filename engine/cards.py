"""Cards: the 54-card tarok deck, its text notation, card points and counting.

Cards are small integers so that hands can be integer bitmasks (bit ``c`` set means card ``c``
is held). The deck is described by a :class:`Deck` value so that sibling games with other
decks (the 78-card French tarot deck) can describe theirs the same way; nothing here assumes
54 cards except the :data:`TAROK_DECK` constant itself.

Notation (ASCII, case-insensitive when parsed):

* taroks ``T1`` (Pagat) … ``T21`` (Mond) and ``SK`` (Škis, also accepted as ``T22``);
* suit cards rank + suit letter: ``KH`` king of hearts, ``QD`` queen (dama) of diamonds,
  ``CS`` knight (kaval) of spades, ``JC`` jack (pob) of clubs, red pips ``1H`` … ``4H``,
  black pips ``7S`` … ``10S``. Suit letters: H hearts (srce), D diamonds (kara), S spades
  (pik), C clubs (križ).

Display labels (``label``) use suit symbols and Roman numerals: ``K♥``, ``10♠``, ``XXI``, ``Škis``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from engine.errors import MalformedAction

Card = int
"""A card is its index in the deck (0 … deck size − 1)."""

HEARTS, DIAMONDS, SPADES, CLUBS, TAROKS = 0, 1, 2, 3, 4
SUIT_LETTERS = "HDSC"
SUIT_SYMBOLS = "♥♦♠♣"
SUIT_NAMES_EN = ("hearts", "diamonds", "spades", "clubs", "taroks")
SUIT_NAMES_SL = ("srce", "kara", "pik", "križ", "taroki")
RED_SUITS = (HEARTS, DIAMONDS)

_ROMAN = [
    "I",
    "II",
    "III",
    "IV",
    "V",
    "VI",
    "VII",
    "VIII",
    "IX",
    "X",
    "XI",
    "XII",
    "XIII",
    "XIV",
    "XV",
    "XVI",
    "XVII",
    "XVIII",
    "XIX",
    "XX",
    "XXI",
]


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck described as parallel tables indexed by card.

    ``ranks`` order cards within a suit (higher wins); ``values`` are the raw counting
    values; ``codes`` the ASCII notation; ``labels`` the display labels.
    """

    name: str
    suits: tuple[int, ...]
    ranks: tuple[int, ...]
    values: tuple[int, ...]
    codes: tuple[str, ...]
    labels: tuple[str, ...]
    trump_suit: int

    @property
    def size(self) -> int:
        """Number of cards in the deck."""
        return len(self.codes)

    @property
    def full_mask(self) -> int:
        """Bitmask holding every card of the deck."""
        return (1 << self.size) - 1

    def suit_mask(self, suit: int) -> int:
        """Bitmask of every card of ``suit``."""
        m = 0
        for c, s in enumerate(self.suits):
            if s == suit:
                m |= 1 << c
        return m


def _build_tarok_deck() -> Deck:
    suits: list[int] = []
    ranks: list[int] = []
    values: list[int] = []
    codes: list[str] = []
    labels: list[str] = []
    for t in range(22):
        suits.append(TAROKS)
        ranks.append(t)
        # Trula cards (Pagat, Mond, Škis) are worth 5; every other tarok 1.
        values.append(5 if t in (0, 20, 21) else 1)
        codes.append("SK" if t == 21 else f"T{t + 1}")
        labels.append("Škis" if t == 21 else _ROMAN[t])
    for s in range(4):
        # Red suits rank K Q C J 1 2 3 4 (the 1 highest pip); black K Q C J 10 9 8 7.
        pips = ("4", "3", "2", "1") if s in RED_SUITS else ("7", "8", "9", "10")
        for r, name in enumerate((*pips, "J", "C", "Q", "K")):
            suits.append(s)
            ranks.append(r)
            values.append({"K": 5, "Q": 4, "C": 3, "J": 2}.get(name, 1))
            codes.append(name + SUIT_LETTERS[s])
            labels.append(name + SUIT_SYMBOLS[s])
    return Deck(
        name="tarok54",
        suits=tuple(suits),
        ranks=tuple(ranks),
        values=tuple(values),
        codes=tuple(codes),
        labels=tuple(labels),
        trump_suit=TAROKS,
    )


TAROK_DECK = _build_tarok_deck()
"""The 54-card tarok deck used by Slovenian tarok (and Czech taroky)."""

NUM_CARDS = TAROK_DECK.size
SUIT = TAROK_DECK.suits
RANK = TAROK_DECK.ranks
VALUE = TAROK_DECK.values

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

_CODE_TO_CARD: dict[str, Card] = {code: c for c, code in enumerate(TAROK_DECK.codes)}
_CODE_TO_CARD["T22"] = SKIS


def parse_card(text: str) -> Card:
    """Parse one card in notation (``"T21"``, ``"SK"``, ``"KH"``, ``"10S"``)."""
    key = text.strip().upper()
    try:
        return _CODE_TO_CARD[key]
    except KeyError:
        raise MalformedAction(f"unknown card {text!r}") from None


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


def mask_of(cards: Iterable[Card]) -> int:
    """The bitmask holding ``cards``."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[Card]:
    """The cards of a bitmask, in increasing card index."""
    out: list[Card] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def iter_cards(mask: int) -> Iterator[Card]:
    """Iterate over the cards of a bitmask, in increasing card index."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


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
