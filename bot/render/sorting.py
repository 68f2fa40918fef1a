"""The order in which cards are laid out: as a player holds them."""

from __future__ import annotations

from collections.abc import Iterable

from bot.render.style import DeckStyle


def display_order(cards: Iterable[int], style: DeckStyle) -> list[int]:
    """``cards`` sorted for display: trumps high to low, the Excuse, then each suit high to low.

    Without an Excuse this is exactly the deck's own
    :meth:`~engine.core.deck.Deck.sort_for_display` (and so, for the tarok deck,
    :func:`engine.slovenian.cards.sort_for_display`). The Excuse is held next to the trumps,
    where French players keep it (it is a bout and is played instead of one), not after the
    clubs where its own suit number would put it.
    """
    deck = style.deck
    excuse = deck.excuse

    def key(c: int) -> tuple[int, int, int]:
        if c == excuse:
            return (0, deck.trump_suit, 1)  # after the lowest trump (key 0)
        return (deck.suits[c] != deck.trump_suit, deck.suits[c], -deck.ranks[c])

    return sorted(cards, key=key)
