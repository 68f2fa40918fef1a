"""Cards: the 78-card French tarot deck, its notation and card values in half points.

Card numbers (the layout every part of the project relies on, the images included):

* ``0 … 20``: the trumps 1 … 21 (trump ``t`` is card ``t − 1``; the 1 is the Petit);
* ``21``: the Excuse;
* ``22 …  77``: four suits of 14 cards in the order hearts, diamonds, spades, clubs, each
  from low to high: 1 … 10, jack, knight, queen, king (card ``22 + 14 × suit + rank``).

Notation (ASCII, case-insensitive): trumps ``T1`` … ``T21``, the Excuse ``EX``, suit cards
rank + suit letter: ``1H`` … ``10H``, ``JH`` (jack), ``CH`` (knight, *cavalier*), ``QH``,
``KH``. The French rank letters are accepted too: ``VH`` (*valet*), ``DH`` (*dame*), ``RH``
(*roi*). Suit letters: H hearts (cœur), D diamonds (carreau), S spades (pique), C clubs
(trèfle). Display labels: ``21``, ``Excuse``, ``K♥``, ``10♠``.

Values are counted exactly in halves (the deck's unit is 2): the three bouts (21, Petit,
Excuse) and the kings 9, queens 7, knights 5, jacks 3, every other card 1; the deck holds
182 halves, 91 points.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.bits import cards_of, mask_of
from engine.core.deck import CardSpec, Deck, Suit, build_deck

Card = int
"""A card is its index in the deck (0 … 77)."""

HEARTS, DIAMONDS, SPADES, CLUBS, TRUMPS, EXCUSE_SUIT = 0, 1, 2, 3, 4, 5
SUIT_LETTERS = "HDSC"
SUIT_SYMBOLS = "♥♦♠♣"
SUIT_NAMES_EN = ("hearts", "diamonds", "spades", "clubs")
SUIT_NAMES_FR = ("cœur", "carreau", "pique", "trèfle")
RANK_CODES = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K")
"""Rank notation of the suit cards, low to high."""
FRENCH_RANK_ALIASES = {"J": "V", "Q": "D", "K": "R"}
"""The French letters (valet, dame, roi) accepted for jack, queen and king."""
JACK, KNIGHT, QUEEN, KING = 10, 11, 12, 13

HALF_VALUES = {KING: 9, QUEEN: 7, KNIGHT: 5, JACK: 3}
BOUT_HALVES = 9
LOW_HALVES = 1

PETIT: Card = 0
TWENTY_ONE: Card = 20
EXCUSE: Card = 21
FIRST_SUIT_CARD = 22
SUIT_SIZE = 14


def card_of(suit: int, rank: int) -> Card:
    """The suit card of ``suit`` (0 hearts … 3 clubs) and ``rank`` (0 = the 1 … 13 = king)."""
    return FIRST_SUIT_CARD + SUIT_SIZE * suit + rank


def _build_deck() -> Deck:
    trumps = [
        CardSpec(f"T{t}", str(t), BOUT_HALVES if t in (1, 21) else LOW_HALVES) for t in range(1, 22)
    ]
    suits = []
    aliases: list[tuple[str, str]] = []
    for s in range(4):
        letter = SUIT_LETTERS[s]
        specs = [
            CardSpec(code + letter, code + SUIT_SYMBOLS[s], HALF_VALUES.get(r, LOW_HALVES))
            for r, code in enumerate(RANK_CODES)
        ]
        suits.append((Suit(letter, SUIT_SYMBOLS[s], SUIT_NAMES_EN[s], s < 2), specs))
        aliases += [(fr + letter, en + letter) for en, fr in FRENCH_RANK_ALIASES.items()]
    return build_deck(
        "tarot78",
        trumps=trumps,
        suits=suits,
        excuse=CardSpec("EX", "Excuse", BOUT_HALVES),
        unit=2,
        honours=(PETIT, TWENTY_ONE, EXCUSE),
        aliases=aliases,
    )


TAROT_DECK = _build_deck()
"""The 78-card French tarot deck (values in halves of a point)."""

NUM_CARDS = TAROT_DECK.size
SUIT = TAROT_DECK.suits
HALVES = TAROT_DECK.values
TOTAL_HALVES = TAROT_DECK.total_value

TRUMP_MASK = TAROT_DECK.trump_mask
EXCUSE_BIT = 1 << EXCUSE
PETIT_BIT = 1 << PETIT
BOUT_MASK = TAROT_DECK.honours
SUIT_MASKS: tuple[int, ...] = tuple(TAROT_DECK.suit_mask(s) for s in range(4))
KINGS: tuple[Card, ...] = tuple(card_of(s, KING) for s in range(4))
QUEENS: tuple[Card, ...] = tuple(card_of(s, QUEEN) for s in range(4))
KNIGHTS: tuple[Card, ...] = tuple(card_of(s, KNIGHT) for s in range(4))
JACKS: tuple[Card, ...] = tuple(card_of(s, JACK) for s in range(4))
KING_MASK = mask_of(KINGS)
SUIT_CARD_MASK = SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2] | SUIT_MASKS[3]


def parse_card(text: str) -> Card:
    """Parse one card in notation (``"T21"``, ``"EX"``, ``"KH"``, ``"RH"``, ``"10S"``)."""
    return TAROT_DECK.parse_card(text)


def card_code(card: Card) -> str:
    """The notation of ``card``."""
    return TAROT_DECK.codes[card]


def card_label(card: Card) -> str:
    """The display label of ``card`` (``21``, ``Excuse``, ``K♥``)."""
    return TAROT_DECK.labels[card]


def parse_cards(text: str) -> list[Card]:
    """Parse a space- or comma-separated list of cards, keeping its order."""
    return TAROT_DECK.parse_cards(text)


def parse_hand(text: str) -> int:
    """Parse a hand in notation into a bitmask; a card named twice is malformed."""
    return TAROT_DECK.parse_hand(text)


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as space-separated notation, in the given order."""
    return TAROT_DECK.format_cards(cards)


def sort_for_display(cards: Iterable[Card]) -> list[Card]:
    """Cards as a player holds them: trumps high to low, the Excuse, then ♥ ♦ ♠ ♣ high to low."""
    return sorted(cards, key=_display_key)


def _display_key(card: Card) -> tuple[int, int]:
    if card == EXCUSE:
        return (0, 1)  # after the Petit, where players keep it
    if card < EXCUSE:
        return (0, -card)
    return (1 + SUIT[card], -card)


def format_hand(mask: int) -> str:
    """A hand in notation, sorted for reading (:func:`sort_for_display`)."""
    return format_cards(sort_for_display(cards_of(mask)))


def halves(mask: int) -> int:
    """The value of the cards of a bitmask, in halves of a point."""
    total = 0
    while mask:
        low = mask & -mask
        total += HALVES[low.bit_length() - 1]
        mask ^= low
    return total


def format_halves(value: int) -> str:
    """Half points as a reader writes them: ``81`` → ``"40½"``, ``82`` → ``"41"``."""
    sign = "-" if value < 0 else ""
    whole, half = divmod(abs(value), 2)
    return f"{sign}{whole}{'½' if half else ''}"


def parse_points(text: str) -> int:
    """Card points written by a reader (``"40½"``, ``"40.5"``, ``"41"``) → halves."""
    t = text.strip().replace(",", ".")
    half = t.endswith("½") or t.endswith(".5")
    body = t[:-1] if t.endswith("½") else (t[:-2] if t.endswith(".5") else t)
    if not body.isdigit():
        raise ValueError(f"not a number of card points: {text!r}")
    return 2 * int(body) + (1 if half else 0)
