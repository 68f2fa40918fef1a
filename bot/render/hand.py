"""A player's hand: every card face fully visible, sorted as held, legal cards raised.

Layout is in units of Discord's ~550 px chat preview: up to 8 cards in one row, more in
two rows (12 cards → 6 + 6, 16 cards → 8 + 8), cards as large as the width allows, so the
corner labels stay bigger than the chat text.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable

from PIL import Image

from bot.render.composition import (
    DEFAULT_OPTIONS,
    CardState,
    Composition,
    Placement,
    RenderOptions,
    card_size,
    paste_card,
)
from bot.render.encode import RenderedImage, encode
from bot.render.faces import face_height
from bot.render.sorting import display_order
from bot.render.style import Palette

HAND_WIDTH = 550
"""Width of a hand image in layout units."""
MARGIN = 12
GAP = 6
ROW_GAP = 10
MAX_CARD = 96
MAX_PER_ROW = 8


def hand_layout(count: int) -> tuple[int, int]:
    """(rows, cards per row) for a hand of ``count`` cards."""
    if count <= MAX_PER_ROW:
        return 1, max(count, 1)
    rows = math.ceil(count / MAX_PER_ROW)
    return rows, math.ceil(count / rows)


def hand_card_width(count: int, opts: RenderOptions = DEFAULT_OPTIONS) -> int:
    """Pixel width of each card in a hand of ``count`` cards."""
    _, per_row = hand_layout(count)
    inner = HAND_WIDTH - 2 * MARGIN - (per_row - 1) * GAP
    return opts.px(min(MAX_CARD, inner / per_row))


def compose_hand(
    cards: Iterable[int],
    legal: Collection[int] | None = None,
    opts: RenderOptions = DEFAULT_OPTIONS,
) -> Composition:
    """Draw ``cards`` sorted for display; with ``legal`` given, raise those and dim the rest.

    ``legal=None`` shows every card normally. The image is always ``HAND_WIDTH`` units wide.
    """
    ordered = display_order(cards, opts.style)
    rows, per_row = hand_layout(len(ordered))
    cw = hand_card_width(len(ordered), opts)
    _, ch = card_size(cw, opts)
    lift = opts.px(8)
    width = opts.px(HAND_WIDTH)
    height = opts.px(MARGIN) * 2 + lift + rows * ch + (rows - 1) * opts.px(ROW_GAP)
    img = Image.new("RGB", (width, height), Palette.FELT)
    gap = opts.px(GAP)
    placements: list[Placement] = []
    for row in range(rows):
        chunk = ordered[row * per_row : (row + 1) * per_row]
        row_w = len(chunk) * cw + (len(chunk) - 1) * gap
        x = (width - row_w) // 2
        y = opts.px(MARGIN) + lift + row * (ch + opts.px(ROW_GAP))
        for card in chunk:
            if legal is None:
                state, dy = CardState.NORMAL, 0
            elif card in legal:
                state, dy = CardState.LEGAL, -lift
            else:
                state, dy = CardState.DIMMED, 0
            placements.append(paste_card(img, card, (x, y + dy), cw, opts, state))
            x += cw + gap
    return Composition(img, tuple(placements))


def render_hand(
    cards: Iterable[int],
    legal: Collection[int] | None = None,
    opts: RenderOptions = DEFAULT_OPTIONS,
    *,
    stem: str = "hand",
) -> RenderedImage:
    """Encoded image of a hand (see :func:`compose_hand`)."""
    return encode(compose_hand(cards, legal, opts).image, stem, opts.encoding)


def hand_height(count: int, opts: RenderOptions = DEFAULT_OPTIONS) -> int:
    """Pixel height of a hand image of ``count`` cards."""
    rows, _ = hand_layout(count)
    ch = face_height(hand_card_width(count, opts), opts.style)
    return opts.px(MARGIN) * 2 + opts.px(8) + rows * ch + (rows - 1) * opts.px(ROW_GAP)
