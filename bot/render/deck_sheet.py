"""Every face of a deck on one sheet, a suit (or a run of trumps) per row."""

from __future__ import annotations

import math

from PIL import Image

from bot.render.composition import (
    DEFAULT_OPTIONS,
    Composition,
    Placement,
    RenderOptions,
    card_size,
    paste_card,
)
from bot.render.encode import RenderedImage, encode
from bot.render.style import Palette

DECK_CARD = 76
GAP = 8


def deck_rows(opts: RenderOptions = DEFAULT_OPTIONS) -> list[list[int]]:
    """The deck's cards grouped into rows: trumps (and the Excuse after them) in rows about
    as long as a suit, then each suit."""
    deck = opts.style.deck
    suits: dict[int, list[int]] = {}
    for card in range(deck.size):
        if card != deck.excuse:
            suits.setdefault(deck.suits[card], []).append(card)
    trumps = suits.pop(deck.trump_suit, []) + ([deck.excuse] if deck.excuse >= 0 else [])
    suit_width = max((len(cards) for cards in suits.values()), default=len(trumps)) or 1
    # Trumps in as few rows as fit the wider of a suit and 11 cards, evenly filled.
    count = max(1, math.ceil(len(trumps) / max(suit_width, 11)))
    width = max(1, math.ceil(len(trumps) / count))
    rows = [trumps[i : i + width] for i in range(0, len(trumps), width)]
    rows.extend(suits[s] for s in sorted(suits))
    return rows


def compose_deck_sheet(opts: RenderOptions = DEFAULT_OPTIONS) -> Composition:
    """Draw every face of ``opts.style``'s deck, low to high within each row."""
    rows = deck_rows(opts)
    px = opts.px
    cw = px(DECK_CARD)
    _, ch = card_size(cw, opts)
    gap = px(GAP)
    cols = max(len(r) for r in rows)
    img = Image.new("RGB", (gap + cols * (cw + gap), gap + len(rows) * (ch + gap)), Palette.FELT)
    placements: list[Placement] = []
    for r, row in enumerate(rows):
        for c, card in enumerate(row):
            placements.append(
                paste_card(img, card, (gap + c * (cw + gap), gap + r * (ch + gap)), cw, opts)
            )
    return Composition(img, tuple(placements))


def render_deck_sheet(
    opts: RenderOptions = DEFAULT_OPTIONS, *, stem: str = "deck"
) -> RenderedImage:
    """Encoded image of the whole deck (see :func:`compose_deck_sheet`)."""
    return encode(compose_deck_sheet(opts).image, stem, opts.encoding)
