"""The French (78 cards) and Czech (54 cards) decks for the gallery, benchmark and tests.

They are the registered families' own decks (:mod:`engine.families`), so the images are
drawn and checked against the real tables.
"""

from __future__ import annotations

from engine import families
from engine.core.deck import Deck


def french_deck() -> Deck:
    """The 78-card French tarot deck."""
    return families.get("french").deck


def czech_deck() -> Deck:
    """The 54-card Czech taroky deck."""
    return families.get("czech").deck
