"""Dealing from a seeded generator in a fixed pattern, and the petit sec.

The deck is shuffled uniformly, then dealt in rounds: in each round forehand receives his
packet, then (in the rounds marked) one card goes to the chien, then every other player in
playing order receives his packet, the dealer last.

=======  ======  ======  ==========  =====  ======================
players  packet  rounds  cards each  chien  a chien card in rounds
=======  ======  ======  ==========  =====  ======================
3        4       6       24          6      1–6
4        3       6       18          6      1–6
5        3       5       15          3      1–3
=======  ======  ======  ==========  =====  ======================

The first and the last card never go to the chien. After a uniform shuffle any fixed
pattern gives the same odds; a fixed one makes recorded deals reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.french.cards import EXCUSE_BIT, NUM_CARDS, PETIT_BIT, TRUMP_MASK
from engine.french.rules import CHIEN_SIZE

PATTERN = {3: (4, 6), 4: (3, 6), 5: (3, 5)}
"""Packet size and number of rounds by number of players."""


def deal_order(cards: Sequence[int], players: int, dealer: int) -> tuple[list[int], list[int]]:
    """Deal ``cards`` (the shuffled deck, top first) in the fixed pattern.

    Returns the hands as bitmasks by seat and the chien in dealt order.
    """
    if players not in PATTERN:
        raise ValueError(f"French tarot is played by 3, 4 or 5, not {players}")
    packet, rounds = PATTERN[players]
    chien_rounds = CHIEN_SIZE[players]
    hands = [0] * players
    chien: list[int] = []
    pos = 0
    for r in range(rounds):
        for i in range(players):
            seat = (dealer + 1 + i) % players
            for c in cards[pos : pos + packet]:
                hands[seat] |= 1 << c
            pos += packet
            if i == 0 and r < chien_rounds:
                chien.append(cards[pos])
                pos += 1
    assert pos == NUM_CARDS
    return hands, chien


def deal_cards(rng: random.Random, players: int, dealer: int) -> tuple[list[int], list[int]]:
    """Shuffle and deal: (hands as bitmasks by seat, the chien in dealt order)."""
    cards = list(range(NUM_CARDS))
    rng.shuffle(cards)
    return deal_order(cards, players, dealer)


def is_petit_sec(hand: int) -> bool:
    """The Petit is the hand's only trump and it has no Excuse (the deal is annulled)."""
    return hand & TRUMP_MASK == PETIT_BIT and not hand & EXCUSE_BIT


def petit_sec_seats(hands: Sequence[int]) -> tuple[int, ...]:
    """The seats holding a petit sec."""
    return tuple(p for p, h in enumerate(hands) if is_petit_sec(h))
