"""Colour schemes, the palette shared by every image, and the per-deck style table.

A :class:`DeckStyle` says how to draw a :class:`~engine.core.deck.Deck`: which vector shape
stands for each suit, which rank codes are court cards (and which emblem each gets), and
which trumps carry a special design. Everything else (pip counts, labels, numerals) comes
from the deck's own tables. :func:`deck_style` derives the style of any deck built by
:func:`~engine.core.deck.build_deck` from those tables alone (suit letters, codes, honours),
so the 54-card tarok decks (Slovenian, Czech) and the 78-card French tarot deck all need no
drawing code of their own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from types import MappingProxyType

from engine.core.deck import Deck
from engine.slovenian.cards import TAROK_DECK

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]


class SuitShape(Enum):
    """The vector suit symbols :mod:`bot.render.symbols` can draw."""

    HEART = "heart"
    DIAMOND = "diamond"
    SPADE = "spade"
    CLUB = "club"


class ColourScheme(Enum):
    """How suits are coloured.

    ``CLASSIC`` is the usual two colours (♥ ♦ red, ♠ ♣ black); ``FOUR_COLOUR`` gives each
    suit its own colour (♥ red, ♦ blue, ♠ black, ♣ green) so that no suit depends on telling
    red from black.
    """

    CLASSIC = "classic"
    FOUR_COLOUR = "four_colour"


class Emblem(Enum):
    """Picture drawn in the centre panel of a court card or a special trump."""

    KING = "king"
    QUEEN = "queen"
    KNIGHT = "knight"
    JACK = "jack"
    FOOL = "fool"  # Škis / Škýz (the jester); the French deck's Excuse
    WORLD = "world"  # Mond (XXI): the world and the moon
    JUGGLER = "juggler"  # Pagat (I): the juggler / magician


RED: RGB = (200, 16, 46)
BLACK: RGB = (24, 24, 28)
BLUE: RGB = (20, 86, 196)
GREEN: RGB = (16, 128, 60)

SUIT_INKS: Mapping[ColourScheme, Mapping[SuitShape, RGB]] = MappingProxyType(
    {
        ColourScheme.CLASSIC: MappingProxyType(
            {
                SuitShape.HEART: RED,
                SuitShape.DIAMOND: RED,
                SuitShape.SPADE: BLACK,
                SuitShape.CLUB: BLACK,
            }
        ),
        ColourScheme.FOUR_COLOUR: MappingProxyType(
            {
                SuitShape.HEART: RED,
                SuitShape.DIAMOND: BLUE,
                SuitShape.SPADE: BLACK,
                SuitShape.CLUB: GREEN,
            }
        ),
    }
)
"""Ink colour of each suit shape in each scheme. Only these colours differ between schemes."""


def suit_ink(shape: SuitShape, scheme: ColourScheme) -> RGB:
    """The colour in which ``shape`` (its symbols, index and court ink) is drawn."""
    return SUIT_INKS[scheme][shape]


class Palette:
    """Colours shared by every image (independent of the colour scheme)."""

    FELT: RGB = (22, 92, 60)
    FELT_DARK: RGB = (14, 66, 43)
    FELT_LINE: RGB = (44, 122, 84)
    PLATE: RGB = (10, 46, 30)
    PAPER: RGB = (253, 251, 245)
    TRUMP_PAPER: RGB = (246, 236, 212)
    CARD_EDGE: RGB = (112, 104, 92)
    GOLD: RGB = (214, 168, 54)
    GOLD_DARK: RGB = (150, 110, 24)
    GOLD_LIGHT: RGB = (246, 226, 160)
    TRUMP_INK: RGB = (30, 36, 72)
    TRUMP_FRAME: RGB = (52, 74, 128)
    SKIN: RGB = (244, 210, 176)
    HAIR: RGB = (96, 58, 30)
    HIGHLIGHT: RGB = (255, 208, 64)
    WINNER: RGB = (255, 208, 64)
    TEXT_LIGHT: RGB = (244, 244, 238)
    TEXT_MUTED: RGB = (176, 204, 186)
    SHEET_PAPER: RGB = (250, 247, 236)
    SHEET_LINE: RGB = (186, 196, 214)
    SHEET_RULE: RGB = (196, 70, 70)
    SHEET_INK: RGB = (28, 34, 60)
    SHEET_MUTED: RGB = (110, 116, 130)
    POSITIVE: RGB = (22, 128, 64)
    NEGATIVE: RGB = (186, 32, 40)
    POSITIVE_ON_FELT: RGB = (120, 230, 150)
    NEGATIVE_ON_FELT: RGB = (255, 138, 128)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class DeckStyle:
    """How to draw one deck: the small table that drives all face drawing.

    ``suit_shapes[s]`` is the shape of suit ``s`` and ``suit_symbols[s]`` the character the
    deck's labels use for it (a suit card's label is rank text + symbol). ``court_emblems``
    maps the rank part of a card's code (``"K"`` of ``KH``) to its emblem; any other suit
    card's rank code must be an integer and is drawn as that many pips. ``trump_emblems``
    maps a trump's rank to a special design; the other trumps get the numbered medallion.
    ``excuse_emblem`` is the picture of the deck's Excuse, if it has one. ``aspect`` is card
    height / width.
    """

    deck: Deck
    suit_shapes: Mapping[int, SuitShape]
    suit_symbols: Mapping[int, str]
    court_emblems: Mapping[str, Emblem]
    trump_emblems: Mapping[int, Emblem]
    aspect: float = 1.5
    name: str = field(default="")
    excuse_emblem: Emblem = Emblem.FOOL

    @property
    def key(self) -> str:
        """A short name used in cache keys."""
        return self.name or self.deck.name

    def __repr__(self) -> str:
        return f"DeckStyle({self.key!r})"


SHAPES_BY_LETTER: Mapping[str, SuitShape] = MappingProxyType(
    {"H": SuitShape.HEART, "D": SuitShape.DIAMOND, "S": SuitShape.SPADE, "C": SuitShape.CLUB}
)
"""The suit shape of each notation letter (H hearts, D diamonds, S spades, C clubs)."""
SHAPES_BY_SYMBOL: Mapping[str, SuitShape] = MappingProxyType(
    {"♥": SuitShape.HEART, "♦": SuitShape.DIAMOND, "♠": SuitShape.SPADE, "♣": SuitShape.CLUB}
)
COURT_EMBLEMS: Mapping[str, Emblem] = MappingProxyType(
    {"K": Emblem.KING, "Q": Emblem.QUEEN, "C": Emblem.KNIGHT, "J": Emblem.JACK}
)
"""Court cards by the rank part of their code (``KH`` king, ``QH`` queen, ``CH`` knight,
``JH`` jack), the same in every deck of the project whatever the labels say (``R``/``D``/
``C``/``V`` in French, ``K``/``Q``/``C``/``J`` in English)."""

LOWEST_TRUMP, WORLD_TRUMP, FOOL_TRUMP = 0, 20, 21
"""Ranks of the trumps with pictures: the I (Pagat, Pagát, the Petit: the juggler), the XXI
(Mond, the world) and, in the 54-card decks, the Škis / Škýz above it (the fool)."""


@lru_cache(maxsize=16)
def deck_style(deck: Deck) -> DeckStyle:
    """The style of any deck made by :func:`~engine.core.deck.build_deck`, from its tables.

    Suit shapes come from the suits' letters (or symbols), courts from the card codes, the
    juggler, world and fool pictures from the trump ranks (and the Excuse, if the deck has
    one, is the fool). The result is cached per deck, so the face cache keys stay stable.
    """
    shapes: dict[int, SuitShape] = {}
    symbols: dict[int, str] = {}
    for s, info in enumerate(deck.suit_info):
        shape = SHAPES_BY_LETTER.get(info.letter.upper()) or SHAPES_BY_SYMBOL.get(info.symbol)
        if shape is None:
            raise ValueError(f"deck {deck.name}: no suit shape for {info.letter!r}")
        shapes[s] = shape
        symbols[s] = info.symbol
    trumps = [deck.ranks[c] for c in range(deck.size) if deck.suits[c] == deck.trump_suit]
    emblems = {LOWEST_TRUMP: Emblem.JUGGLER, WORLD_TRUMP: Emblem.WORLD, FOOL_TRUMP: Emblem.FOOL}
    return DeckStyle(
        deck=deck,
        suit_shapes=MappingProxyType(shapes),
        suit_symbols=MappingProxyType(symbols),
        court_emblems=COURT_EMBLEMS,
        trump_emblems=MappingProxyType({r: e for r, e in emblems.items() if r in trumps}),
        name=deck.name,
    )


TAROK_STYLE = deck_style(TAROK_DECK)
"""Style of the 54-card Slovenian tarok deck."""
