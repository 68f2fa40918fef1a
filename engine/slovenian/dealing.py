"""Dealing cards from a seeded random generator, as at a real table.

The dealer shuffles; the first packet of 6 cards becomes the talon; then packets of 6 (four
players) or 8 (three players) go round anticlockwise starting with forehand until every hand
is full (12 or 16 cards).
"""

from __future__ import annotations

import random

from engine.slovenian.cards import NUM_CARDS


def deal_cards(rng: random.Random, players: int, dealer: int) -> tuple[list[int], list[int]]:
    """Shuffle and deal: returns (hands as bitmasks by seat, talon in dealt order)."""
    cards = list(range(NUM_CARDS))
    rng.shuffle(cards)
    talon = cards[:6]
    packet = 6 if players == 4 else 8
    hands = [0] * players
    pos = 6
    seat = (dealer + 1) % players
    while pos < NUM_CARDS:
        for c in cards[pos : pos + packet]:
            hands[seat] |= 1 << c
        pos += packet
        seat = (seat + 1) % players
    return hands, talon
