"""Dealing from a seeded generator, as the rules say.

The dealer shuffles; the first six cards are the talon, kept in their order (t1 on top …
t6 at the bottom); then two rounds of six cards go to each player in playing order from
forehand (the seat after the dealer). There is no cut, no misdeal and no redeal.
"""

from __future__ import annotations

import random

from engine.czech.cards import NUM_CARDS
from engine.czech.state import PLAYERS


def deal_cards(rng: random.Random, dealer: int) -> tuple[list[int], list[int]]:
    """Shuffle and deal: (hands as bitmasks by seat, the talon t1 … t6)."""
    cards = list(range(NUM_CARDS))
    rng.shuffle(cards)
    talon = cards[:6]
    hands = [0] * PLAYERS
    pos = 6
    for _round in range(2):
        for i in range(PLAYERS):
            seat = (dealer + 1 + i) % PLAYERS
            for c in cards[pos : pos + 6]:
                hands[seat] |= 1 << c
            pos += 6
    return hands, talon
