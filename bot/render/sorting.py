"""The order in which cards are laid out: as a player holds them."""

from __future__ import annotations

from collections.abc import Iterable

from bot.render.style import DeckStyle
from engine.slovenian.cards import TAROK_DECK, sort_for_display


def display_order(cards: Iterable[int], style: DeckStyle) -> list[int]:
    """``cards`` sorted for display: trumps high to low, then each suit high to low.

    For the tarok deck this is exactly :func:`engine.slovenian.cards.sort_for_display`; other decks
    use the same rule on their own tables.
    """
    if style.deck is TAROK_DECK:
        return sort_for_display(cards)
    deck = style.deck
    return sorted(
        cards, key=lambda c: (deck.suits[c] != deck.trump_suit, deck.suits[c], -deck.ranks[c])
    )
