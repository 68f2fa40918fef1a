"""Cards one player shows to the table: a French poignée, the trumps of an écart.

A heading (title in bold, then the caption) over the cards sorted as held, in evenly
filled rows of up to :data:`SHOWN_PER_ROW` (a poignée of 8–10 trumps fits in one row, the
18 of a triple poignée with three players in two).
"""

from __future__ import annotations

from PIL import Image

from bot.render.composition import DEFAULT_OPTIONS, CardState, Composition, RenderOptions
from bot.render.drawing import text
from bot.render.encode import RenderedImage, encode
from bot.render.hand import HAND_WIDTH, MARGIN, lay_out_rows, rows_height
from bot.render.models import ShownCards
from bot.render.sorting import display_order
from bot.render.style import Palette

SHOWN_PER_ROW = 10
HEADING_ROW = 34
HEADING_SIZE = 17


def compose_shown(shown: ShownCards, opts: RenderOptions = DEFAULT_OPTIONS) -> Composition:
    """Draw the shown cards under their heading (see :class:`~bot.render.models.ShownCards`)."""
    px = opts.px
    ordered = display_order(shown.cards, opts.style)
    headed = bool(shown.title or shown.caption)
    top = px(MARGIN) + (px(HEADING_ROW) if headed else 0)
    width = px(HAND_WIDTH)
    height = top + rows_height(len(ordered), opts, SHOWN_PER_ROW) + px(MARGIN)
    img = Image.new("RGB", (width, height), Palette.FELT)
    if headed:
        x: float = px(MARGIN) + px(4)
        y = px(MARGIN) + px(HEADING_ROW) / 2 - px(2)
        right = width - px(MARGIN)
        if shown.title:
            x += text(
                img,
                (x, y),
                shown.title + (" · " if shown.caption else ""),
                px(HEADING_SIZE),
                Palette.TEXT_LIGHT,
                bold=True,
                anchor="lm",
                max_width=right - x,
            )
        if shown.caption:
            text(
                img,
                (x, y),
                shown.caption,
                px(HEADING_SIZE),
                Palette.TEXT_LIGHT,
                anchor="lm",
                max_width=right - x,
            )
    placements = lay_out_rows(
        img, ordered, top, opts, lambda card: (CardState.NORMAL, 0), SHOWN_PER_ROW
    )
    return Composition(img, tuple(placements))


def render_shown(
    shown: ShownCards, opts: RenderOptions = DEFAULT_OPTIONS, *, stem: str = "shown"
) -> RenderedImage:
    """Encoded image of the shown cards (see :func:`compose_shown`)."""
    return encode(compose_shown(shown, opts).image, stem, opts.encoding)
