"""A player's hand: every card face fully visible, sorted as held, legal cards raised.

Layout is in units of Discord's ~550 px chat preview: up to 8 cards in one row, more in
evenly filled rows (12 cards → 6 + 6, 16 → 8 + 8, 18 → 9 + 9, 24 → 8 + 8 + 8), cards as
large as the width allows, so the corner labels stay bigger than the chat text.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterable

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
LIFT = 8
"""How far a card that may be played is raised, in layout units."""


def hand_layout(count: int, max_per_row: int = MAX_PER_ROW) -> tuple[int, int]:
    """(rows, cards per row) for a hand of ``count`` cards, rows evenly filled.

    Up to ``max_per_row`` cards a row; a hand that would just need a third row takes one
    card more a row instead (18 → 9 + 9: smaller cards, but half the height).
    """
    if count <= max_per_row:
        return 1, max(count, 1)
    rows = math.ceil(count / max_per_row)
    if rows == 3 and count <= 2 * (max_per_row + 1):
        rows = 2
    return rows, math.ceil(count / rows)


def _slots(count: int, max_per_row: int) -> int:
    """How many cards a row is sized for: from three rows on, always ``max_per_row``, so a
    big hand (French tarot, 24 cards) keeps one card size as it shrinks."""
    rows, per_row = hand_layout(count, max_per_row)
    return max(per_row, max_per_row) if rows >= 3 else per_row


def hand_card_width(
    count: int, opts: RenderOptions = DEFAULT_OPTIONS, max_per_row: int = MAX_PER_ROW
) -> int:
    """Pixel width of each card in a hand of ``count`` cards."""
    per_row = _slots(count, max_per_row)
    inner = HAND_WIDTH - 2 * MARGIN - (per_row - 1) * GAP
    return opts.px(min(MAX_CARD, inner / per_row))


def lay_out_rows(
    img: Image.Image,
    ordered: list[int],
    top: int,
    opts: RenderOptions,
    states: Callable[[int], tuple[CardState, int]],
    max_per_row: int = MAX_PER_ROW,
) -> list[Placement]:
    """Paste ``ordered`` in centred rows from ``top`` (after the lift space); ``states``
    gives each card's state and vertical offset."""
    rows, per_row = hand_layout(len(ordered), max_per_row)
    cw = hand_card_width(len(ordered), opts, max_per_row)
    _, ch = card_size(cw, opts)
    gap = opts.px(GAP)
    placements: list[Placement] = []
    for row in range(rows):
        chunk = ordered[row * per_row : (row + 1) * per_row]
        row_w = len(chunk) * cw + (len(chunk) - 1) * gap
        x = (img.width - row_w) // 2
        y = top + row * (ch + opts.px(ROW_GAP))
        for card in chunk:
            state, dy = states(card)
            placements.append(paste_card(img, card, (x, y + dy), cw, opts, state))
            x += cw + gap
    return placements


def rows_height(count: int, opts: RenderOptions, max_per_row: int = MAX_PER_ROW) -> int:
    """Pixel height of ``count`` cards laid out by :func:`lay_out_rows` (rows and gaps)."""
    rows, _ = hand_layout(count, max_per_row)
    ch = face_height(hand_card_width(count, opts, max_per_row), opts.style)
    return rows * ch + (rows - 1) * opts.px(ROW_GAP)


def compose_hand(
    cards: Iterable[int],
    legal: Collection[int] | None = None,
    opts: RenderOptions = DEFAULT_OPTIONS,
) -> Composition:
    """Draw ``cards`` sorted for display; with ``legal`` given, raise those and dim the rest.

    ``legal=None`` shows every card normally. The image is always ``HAND_WIDTH`` units wide.
    """
    ordered = display_order(cards, opts.style)
    lift = opts.px(LIFT)
    width = opts.px(HAND_WIDTH)
    height = hand_height(len(ordered), opts)
    img = Image.new("RGB", (width, height), Palette.FELT)

    def state(card: int) -> tuple[CardState, int]:
        if legal is None:
            return CardState.NORMAL, 0
        if card in legal:
            return CardState.LEGAL, -lift
        return CardState.DIMMED, 0

    placements = lay_out_rows(img, ordered, opts.px(MARGIN) + lift, opts, state)
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
    return opts.px(MARGIN) * 2 + opts.px(LIFT) + rows_height(count, opts)
