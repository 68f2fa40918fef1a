"""The exposed talon: its cards in groups, each group on its own tray, numbered.

Groups are separated by a wide strip of table; once a group is chosen its tray is ringed
in gold and the other groups are dimmed. Groups may differ in size (the Czech talon's
t1–t4, t5, t6); a single group (a French chien, the trumps of an écart) has no number.
"""

from __future__ import annotations

from collections.abc import Sequence

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
from bot.render.drawing import circle, rounded_box, text
from bot.render.encode import RenderedImage, encode
from bot.render.models import TalonImage
from bot.render.style import Palette

TALON_WIDTH = 550
MARGIN = 12
TRAY_PAD = 8
TRAY_GAP = 18
CARD_GAP = 4
MAX_CARD = 84
TITLE_HEIGHT = 30
TITLE_SIZE = 17
BADGE_ROW = 36


def tray_gap(groups: int) -> int:
    """Space between trays in layout units (narrower when there are many groups)."""
    return TRAY_GAP if groups <= 3 else TRAY_GAP * 2 // 3


def talon_card_width(sizes: Sequence[int], opts: RenderOptions = DEFAULT_OPTIONS) -> int:
    """Pixel width of each card of a talon whose groups hold ``sizes`` cards."""
    groups, cards = len(sizes), sum(sizes)
    fixed = (
        2 * MARGIN
        + groups * 2 * TRAY_PAD
        + (groups - 1) * tray_gap(groups)
        + (cards - groups) * CARD_GAP
    )
    return opts.px(min(MAX_CARD, (TALON_WIDTH - fixed) / cards))


def _header(img: Image.Image, talon: TalonImage, opts: RenderOptions) -> None:
    """The title in bold, then the caption that fits the talon's state."""
    px = opts.px
    x: float = px(MARGIN) + px(4)
    right = img.width - px(MARGIN)
    y = px(MARGIN) + px(TITLE_HEIGHT) / 2
    caption = talon.caption
    if talon.title:
        x += text(
            img,
            (x, y),
            talon.title + (" · " if caption else ""),
            px(TITLE_SIZE),
            Palette.TEXT_LIGHT,
            bold=True,
            anchor="lm",
            max_width=right - x,
        )
    if caption:
        text(
            img,
            (x, y),
            caption,
            px(TITLE_SIZE),
            Palette.TEXT_LIGHT,
            anchor="lm",
            max_width=right - x,
        )


def compose_talon(talon: TalonImage, opts: RenderOptions = DEFAULT_OPTIONS) -> Composition:
    """Draw the talon's groups on separate trays, the chosen one ringed, the rest dimmed."""
    px = opts.px
    sizes = [len(g) for g in talon.groups]
    groups = len(sizes)
    cw = talon_card_width(sizes, opts)
    _, ch = card_size(cw, opts)
    pad, gap, between = px(TRAY_PAD), px(CARD_GAP), px(tray_gap(groups))
    tray_ws = [2 * pad + n * cw + (n - 1) * gap for n in sizes]
    tray_h = 2 * pad + ch
    headed = bool(talon.title or talon.caption)
    top = px(MARGIN) + (px(TITLE_HEIGHT) + px(6) if headed else 0)
    width = px(TALON_WIDTH)
    height = top + tray_h + px(BADGE_ROW) + px(MARGIN) // 2
    img = Image.new("RGB", (width, height), Palette.FELT)
    if headed:
        _header(img, talon, opts)
    total_w = sum(tray_ws) + (groups - 1) * between
    x = (width - total_w) // 2
    placements: list[Placement] = []
    regions: dict[str, tuple[int, int, int, int]] = {}
    for index, group in enumerate(talon.groups):
        tray_w = tray_ws[index]
        chosen = talon.chosen == index
        box = (x, top, x + tray_w, top + tray_h)
        regions[f"group:{index}"] = box
        rounded_box(
            img,
            box,
            px(10),
            fill=Palette.FELT_DARK,
            outline=Palette.GOLD if chosen else Palette.FELT_LINE,
            width=px(3 if chosen else 1.5),
        )
        if talon.chosen is None:
            state = CardState.NORMAL
        else:
            state = CardState.NORMAL if chosen else CardState.DIMMED
        cx = x + pad
        for card in group:
            placements.append(paste_card(img, card, (cx, top + pad), cw, opts, state))
            cx += cw + gap
        # Group number under the tray (only when there is a choice): gold for the chosen one.
        if groups > 1:
            bx, by, r = x + tray_w / 2, top + tray_h + px(BADGE_ROW) / 2, px(13)
            if chosen:
                circle(img, (bx, by), r, fill=Palette.GOLD)
                colour = Palette.FELT_DARK
            else:
                circle(img, (bx, by), r, outline=Palette.TEXT_MUTED, width=px(1.5))
                colour = Palette.TEXT_LIGHT
            text(img, (bx, by), str(index + 1), px(16), colour, bold=True, anchor="mm")
        x += tray_w + between
    return Composition(img, tuple(placements), regions)


def render_talon(
    talon: TalonImage, opts: RenderOptions = DEFAULT_OPTIONS, *, stem: str = "talon"
) -> RenderedImage:
    """Encoded image of the talon (see :func:`compose_talon`)."""
    return encode(compose_talon(talon, opts).image, stem, opts.encoding)
