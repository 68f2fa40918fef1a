"""The exposed talon: its cards in groups, each group on its own tray, numbered.

Groups are separated by a wide strip of table; once a group is chosen its tray is ringed
in gold and the other groups are dimmed.
"""

from __future__ import annotations

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
BADGE_ROW = 34


def tray_gap(groups: int) -> int:
    """Space between trays in layout units (narrower when there are many groups)."""
    return TRAY_GAP if groups <= 3 else TRAY_GAP * 2 // 3


def talon_card_width(groups: int, per_group: int, opts: RenderOptions = DEFAULT_OPTIONS) -> int:
    """Pixel width of each card in a talon of ``groups`` groups of ``per_group`` cards."""
    fixed = (
        2 * MARGIN
        + groups * 2 * TRAY_PAD
        + (groups - 1) * tray_gap(groups)
        + groups * (per_group - 1) * CARD_GAP
    )
    return opts.px(min(MAX_CARD, (TALON_WIDTH - fixed) / (groups * per_group)))


def compose_talon(talon: TalonImage, opts: RenderOptions = DEFAULT_OPTIONS) -> Composition:
    """Draw the talon's groups on separate trays, the chosen one ringed, the rest dimmed."""
    px = opts.px
    groups, per_group = len(talon.groups), len(talon.groups[0])
    cw = talon_card_width(groups, per_group, opts)
    _, ch = card_size(cw, opts)
    pad, gap, between = px(TRAY_PAD), px(CARD_GAP), px(tray_gap(groups))
    tray_w = 2 * pad + per_group * cw + (per_group - 1) * gap
    tray_h = 2 * pad + ch
    top = px(MARGIN) + (px(TITLE_HEIGHT) if talon.title else 0)
    width = px(TALON_WIDTH)
    height = top + tray_h + px(BADGE_ROW) + px(MARGIN) // 2
    img = Image.new("RGB", (width, height), Palette.FELT)
    if talon.title:
        text(
            img,
            (px(MARGIN) + px(4), px(MARGIN)),
            talon.title,
            px(17),
            Palette.TEXT_LIGHT,
            bold=True,
            max_width=width - 2 * px(MARGIN),
        )
    total_w = groups * tray_w + (groups - 1) * between
    x = (width - total_w) // 2
    placements: list[Placement] = []
    regions: dict[str, tuple[int, int, int, int]] = {}
    for index, group in enumerate(talon.groups):
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
        # Group number under the tray: gold disc for the chosen group.
        bx, by, r = x + tray_w / 2, top + tray_h + px(BADGE_ROW) / 2, px(12)
        if chosen:
            circle(img, (bx, by), r, fill=Palette.GOLD)
            colour = Palette.FELT_DARK
        else:
            circle(img, (bx, by), r, outline=Palette.TEXT_MUTED, width=px(1.5))
            colour = Palette.TEXT_LIGHT
        text(img, (bx, by), str(index + 1), px(15), colour, bold=True, anchor="mm")
        x += tray_w + between
    return Composition(img, tuple(placements), regions)


def render_talon(
    talon: TalonImage, opts: RenderOptions = DEFAULT_OPTIONS, *, stem: str = "talon"
) -> RenderedImage:
    """Encoded image of the talon (see :func:`compose_talon`)."""
    return encode(compose_talon(talon, opts).image, stem, opts.encoding)
