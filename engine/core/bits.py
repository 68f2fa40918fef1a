"""Hands and piles as integer bitmasks: bit ``c`` set means card ``c`` is there.

Every family numbers its cards 0 … deck size − 1, so these helpers serve every deck.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator


def mask_of(cards: Iterable[int]) -> int:
    """The bitmask holding ``cards``."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[int]:
    """The cards of a bitmask, in increasing card index."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def iter_cards(mask: int) -> Iterator[int]:
    """Iterate over the cards of a bitmask, in increasing card index."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def lowest(mask: int) -> int:
    """The lowest card of a non-empty bitmask."""
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    """The highest card of a non-empty bitmask."""
    return mask.bit_length() - 1
