"""The French (78 cards) and Czech (54 cards) decks for the gallery, benchmark and tests.

Each function returns the registered family's own deck when that family is installed
(:mod:`engine.families`), so the images are checked against the real tables. Otherwise it
builds the deck with :func:`engine.core.deck.build_deck` from the layout the families use:

* ``tarot78``: trumps 1–21 at cards 0–20 (``T1`` … ``T21``), the Excuse at 21 (``EX``),
  then hearts, diamonds, spades, clubs, 14 each from low to high: 1 … 10, jack, knight,
  queen, king (``1H`` … ``10H``, ``JH``, ``CH``, ``QH``, ``KH``); the bouts (1, 21, the
  Excuse) are the honours; values in halves (bouts and kings 4½, queens 3½, knights 2½,
  jacks 1½, the rest ½: 91 in all).
* ``taroky54``: the Slovenian layout (taroks I–XXI at 0–20, the Škýz at 21, then H D S C,
  red 4 3 2 1 J C Q K, black 7 8 9 10 J C Q K) with the Czech label ``Škýz``; honours
  Pagát, Mond, Škýz; values in thirds.
"""

from __future__ import annotations

from functools import cache

from engine import families
from engine.core.deck import ROMAN, CardSpec, Deck, Suit, build_deck

SUITS = (
    Suit("H", "♥", "hearts", True),
    Suit("D", "♦", "diamonds", True),
    Suit("S", "♠", "spades", False),
    Suit("C", "♣", "clubs", False),
)


def _family_deck(name: str) -> Deck | None:
    if name not in families.names():
        return None
    return families.get(name).deck


@cache
def french_deck() -> Deck:
    """The 78-card French tarot deck (the ``french`` family's, when it is installed)."""
    return _family_deck("french") or build_french_deck()


@cache
def czech_deck() -> Deck:
    """The 54-card Czech taroky deck (the ``czech`` family's, when it is installed)."""
    return _family_deck("czech") or build_czech_deck()


def build_french_deck() -> Deck:
    """The French tarot deck built from its documented layout (see the module docstring)."""
    # Bouts and kings 4½, queens 3½, knights 2½, jacks 1½, every other card ½ (in halves).
    trumps = [CardSpec(f"T{t}", str(t), 9 if t in (1, 21) else 1) for t in range(1, 22)]
    court = {"J": 3, "C": 5, "Q": 7, "K": 9}
    ranks = [str(r) for r in range(1, 11)] + list(court)
    suits = [
        (suit, [CardSpec(r + suit.letter, r + suit.symbol, court.get(r, 1)) for r in ranks])
        for suit in SUITS
    ]
    return build_deck(
        "tarot78",
        trumps=trumps,
        suits=suits,
        excuse=CardSpec("EX", "Excuse", 9),
        unit=2,
        honours=(0, 20, 21),
    )


def build_czech_deck() -> Deck:
    """The Czech taroky deck built from its documented layout (see the module docstring)."""
    # Counting in groups of three: each card is worth its counting value less 2/3.
    trumps = [
        CardSpec("SK" if t == 21 else f"T{t + 1}", "Škýz" if t == 21 else ROMAN[t], 3 * 5 - 2)
        if t in (0, 20, 21)
        else CardSpec(f"T{t + 1}", ROMAN[t], 1)
        for t in range(22)
    ]
    court = {"J": 2, "C": 3, "Q": 4, "K": 5}
    suits = []
    for suit in SUITS:
        pips = ("4", "3", "2", "1") if suit.red else ("7", "8", "9", "10")
        specs = [
            CardSpec(r + suit.letter, r + suit.symbol, 3 * court.get(r, 1) - 2)
            for r in (*pips, *court)
        ]
        suits.append((suit, specs))
    return build_deck(
        "taroky54", trumps=trumps, suits=suits, unit=3, honours=(0, 20, 21), aliases=[("T22", "SK")]
    )
