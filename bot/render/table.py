"""The trick on the table: cards at the seats' positions, names, leader, turn and winner.

The viewer's seat is at the bottom; the following seats go counter-clockwise (right, top,
left with four players; upper right, upper left with three; right, upper right, upper
left, left with five), as play goes in every tarok game.

Marks: each seat that has played carries its place in the trick on its name plate (a
filled 1 for the leader, then 2, 3 …); the seat on turn has a gold ▶, a gold rim and a gold
outline where its card will go; the winning card a gold ring and star.
"""

from __future__ import annotations

from functools import lru_cache

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
from bot.render.drawing import circle, polygon, rounded_box, star_points, text
from bot.render.encode import RenderedImage, encode
from bot.render.faces import face_height
from bot.render.fonts import font
from bot.render.models import OpenHand, SeatLabel, TrickImage
from bot.render.sorting import display_order
from bot.render.style import Palette

TABLE_WIDTH = 550
TABLE_HEIGHTS = {5: 404, 4: 376, 3: 344}
"""Height of the table (without an open hand below it) by number of seats, in layout units."""
TRICK_CARD = 72
TRICK_CARDS = {5: 68, 4: TRICK_CARD, 3: TRICK_CARD}
"""Width of the played cards by number of seats, in layout units."""
EXTRA_CARD = 54
OPEN_CARD = 46
OPEN_GAP = 4
OPEN_PER_ROW = (TABLE_WIDTH - 28 + OPEN_GAP) // (OPEN_CARD + OPEN_GAP)
NAME_SIZE = 17
NOTE_SIZE = 16
BADGE_R = 11

# Card centres by position: 0 is the viewer at the bottom, then counter-clockwise.
_CARD_CENTRES = {
    5: ((275, 272), (365, 210), (322, 100), (228, 100), (185, 210)),
    4: ((275, 258), (355, 186), (275, 114), (195, 186)),
    3: ((275, 222), (319, 94), (231, 94)),
}
# Name plates: (anchor x, anchor y, side) where side says how the plate hangs off the anchor.
_PLATES = {
    5: (
        (275, 368, "centre"),
        (540, 236, "right"),
        (540, 70, "right"),
        (10, 70, "left"),
        (10, 236, "left"),
    ),
    4: ((275, 342, "centre"), (540, 186, "right"), (275, 30, "centre"), (10, 186, "left")),
    3: ((275, 308, "centre"), (540, 94, "right"), (10, 94, "left")),
}
_SIDE_PLATE_WIDTH = {5: 132, 4: 142, 3: 176}


def seat_position(table: TrickImage, seat: int) -> int:
    """Position index of ``seat``: 0 bottom (the viewer), then counter-clockwise."""
    order = [s.seat for s in table.seats]
    return (order.index(seat) - order.index(table.viewer_seat)) % len(order)


def _draw_badge(
    img: Image.Image,
    centre: tuple[float, float],
    order: int | None,
    on_turn: bool,
    opts: RenderOptions,
) -> None:
    """The plate's badge: ▶ on gold for the seat on turn, else the seat's place in the trick
    (1 = led it), the leader's disc filled, the others outlined."""
    px = opts.px
    cx, cy = centre
    r = px(BADGE_R)
    if on_turn:
        circle(img, (cx, cy), r, fill=Palette.GOLD)
        a = px(6)
        polygon(
            img,
            [(cx - a * 0.55, cy - a), (cx - a * 0.55, cy + a), (cx + a, cy)],
            Palette.PLATE,
        )
        return
    if order is None:
        return
    if order == 1:
        circle(img, (cx, cy), r, fill=Palette.TEXT_LIGHT)
        colour = Palette.PLATE
    else:
        circle(img, (cx, cy), r, outline=Palette.TEXT_MUTED, width=px(1.5))
        colour = Palette.TEXT_LIGHT
    text(img, (cx, cy + px(0.5)), str(order), px(16), colour, bold=True, anchor="mm")


def _draw_plate(
    img: Image.Image,
    label: SeatLabel,
    anchor: tuple[int, int, str],
    n: int,
    order: int | None,
    on_turn: bool,
    opts: RenderOptions,
) -> tuple[int, int, int, int]:
    """A seat's name plate (name, optional note, badge); returns its box."""
    px = opts.px
    ax, ay, side = anchor
    name_size, note_size = px(NAME_SIZE), px(NOTE_SIZE)
    height = px(52) if label.note else px(34)
    badged = on_turn or order is not None
    mark = px(2 * BADGE_R + 6) if badged else 0
    pad = px(10)
    if side == "centre":
        w_text = max(
            font(name_size, bold=True).getlength(label.name),
            font(note_size).getlength(label.note or ""),
        )
        width = min(px(240), max(px(120), round(w_text) + 2 * pad + mark))
        x0 = px(ax) - width // 2
    else:
        width = px(_SIDE_PLATE_WIDTH[n])
        x0 = px(ax) - width if side == "right" else px(ax)
    y0 = px(ay) - height // 2
    box = (x0, y0, x0 + width, y0 + height)
    outline = Palette.GOLD if on_turn else Palette.FELT_LINE
    rounded_box(
        img, box, height / 2, fill=Palette.PLATE, outline=outline, width=px(2.5 if on_turn else 1.5)
    )
    tx = x0 + pad
    if badged:
        _draw_badge(img, (x0 + pad + px(BADGE_R) - px(2), y0 + height / 2), order, on_turn, opts)
        tx += mark
    avail = x0 + width - pad - tx
    if label.note:
        text(
            img,
            (tx, y0 + px(5)),
            label.name,
            name_size,
            Palette.TEXT_LIGHT,
            bold=True,
            max_width=avail,
        )
        text(img, (tx, y0 + px(27)), label.note, note_size, Palette.TEXT_MUTED, max_width=avail)
    else:
        text(
            img,
            (tx, y0 + height / 2),
            label.name,
            name_size,
            Palette.TEXT_LIGHT,
            bold=True,
            anchor="lm",
            max_width=avail,
        )
    return box


def _winner_badge(img: Image.Image, box: tuple[int, int, int, int], opts: RenderOptions) -> None:
    """A gold star disc over the lower middle of the winning card (its label stays clear)."""
    cx, cy = (box[0] + box[2]) / 2, box[1] + (box[3] - box[1]) * 0.64
    circle(img, (cx, cy), opts.px(14), fill=Palette.GOLD_DARK)
    circle(img, (cx, cy), opts.px(12.5), fill=Palette.WINNER)
    polygon(img, star_points((cx, cy + opts.px(0.8)), opts.px(9.5), opts.px(4)), Palette.GOLD_DARK)


def _open_rows(count: int) -> tuple[int, int]:
    """(rows, cards per row) of an open hand: as few rows as fit, evenly filled."""
    rows = max(1, -(-count // OPEN_PER_ROW))
    return rows, max(1, -(-count // rows))


def _open_hand_height(hand: OpenHand, opts: RenderOptions) -> int:
    rows, _ = _open_rows(len(hand.cards))
    card_h = face_height(opts.px(OPEN_CARD), opts.style)
    caption = opts.px(30)
    return caption + rows * card_h + (rows - 1) * opts.px(6) + opts.px(14)


def _draw_open_hand(
    img: Image.Image, hand: OpenHand, name: str, top: int, opts: RenderOptions
) -> list[Placement]:
    px = opts.px
    caption = f"{name} · {hand.caption}" if hand.caption else name
    text(
        img,
        (px(14), top + px(5)),
        caption,
        px(16),
        Palette.TEXT_LIGHT,
        bold=True,
        max_width=px(520),
    )
    cards = display_order(hand.cards, opts.style)
    w = px(OPEN_CARD)
    _, h = card_size(w, opts)
    _, per_row = _open_rows(len(cards))
    out: list[Placement] = []
    y = top + px(30)
    for start in range(0, len(cards), per_row):
        row = cards[start : start + per_row]
        x = px(14)
        for card in row:
            out.append(paste_card(img, card, (x, y), w, opts))
            x += w + px(OPEN_GAP)
        y += h + px(6)
    return out


@lru_cache(maxsize=16)
def _table_base(width: int, table_h: int, height: int, scale: float) -> Image.Image:
    """The felt with the table drawn on it (cached: it never changes)."""
    opts = RenderOptions(scale=scale)
    px = opts.px
    img = Image.new("RGB", (width, height), Palette.FELT_DARK)
    box = (px(4), px(4), width - px(4), table_h - px(4))
    rounded_box(img, box, px(70), fill=Palette.FELT, outline=Palette.FELT_LINE, width=px(2))
    return img


def play_order(table: TrickImage) -> dict[int, int]:
    """Each seat that has played: its place in the trick, 1 for the card that led."""
    return {p.seat: i + 1 for i, p in enumerate(table.cards)}


def compose_trick(table: TrickImage, opts: RenderOptions = DEFAULT_OPTIONS) -> Composition:
    """Draw the trick: seats, names, cards in play order, leader, seat on turn and winner.

    ``regions`` hold each seat's name plate (``plate:<seat>``) and card place
    (``place:<seat>``).
    """
    px = opts.px
    n = len(table.seats)
    width, table_h = px(TABLE_WIDTH), px(TABLE_HEIGHTS[n])
    extra_h = _open_hand_height(table.open_hand, opts) if table.open_hand else 0
    img = _table_base(width, table_h, table_h + extra_h, opts.scale).copy()
    if table.title:
        text(
            img,
            (px(22), px(14)),
            table.title,
            px(16),
            Palette.TEXT_MUTED,
            bold=True,
            max_width=px(130),
        )

    cw = px(TRICK_CARDS[n])
    _, ch = card_size(cw, opts)
    order = play_order(table)
    regions: dict[str, tuple[int, int, int, int]] = {}
    for label in table.seats:
        pos = seat_position(table, label.seat)
        on_turn = label.seat == table.to_move
        regions[f"plate:{label.seat}"] = _draw_plate(
            img, label, _PLATES[n][pos], n, order.get(label.seat), on_turn, opts
        )
        cx, cy = _CARD_CENTRES[n][pos]
        x, y = px(cx) - cw // 2, px(cy) - ch // 2
        regions[f"place:{label.seat}"] = (x, y, x + cw, y + ch)
        if label.seat not in order:
            # An empty place; the seat on turn's is outlined in gold.
            rounded_box(
                img,
                (x, y, x + cw, y + ch),
                cw * 0.07,
                outline=Palette.GOLD if on_turn else Palette.FELT_LINE,
                width=px(2.5 if on_turn else 1.5),
            )

    placements: list[Placement] = []
    for play in table.cards:
        cx, cy = _CARD_CENTRES[n][seat_position(table, play.seat)]
        state = CardState.WINNER if play.seat == table.winner else CardState.NORMAL
        placed = paste_card(img, play.card, (px(cx) - cw // 2, px(cy) - ch // 2), cw, opts, state)
        placements.append(placed)
        if state is CardState.WINNER:
            _winner_badge(img, placed.box, opts)

    if table.extra_card is not None:
        ew = px(EXTRA_CARD)
        _, eh = card_size(ew, opts)
        x, y = px(26), table_h - px(18) - eh
        placements.append(paste_card(img, table.extra_card, (x, y), ew, opts))
        if table.extra_caption:
            text(
                img,
                (x + ew + px(8), y + eh),
                table.extra_caption,
                px(16),
                Palette.TEXT_MUTED,
                anchor="ld",
                max_width=px(110),
            )

    if table.open_hand is not None:
        name = next(s.name for s in table.seats if s.seat == table.open_hand.seat)
        placements.extend(_draw_open_hand(img, table.open_hand, name, table_h, opts))
    return Composition(img, tuple(placements), regions)


def render_trick(
    table: TrickImage, opts: RenderOptions = DEFAULT_OPTIONS, *, stem: str = "trick"
) -> RenderedImage:
    """Encoded image of the trick (see :func:`compose_trick`)."""
    return encode(compose_trick(table, opts).image, stem, opts.encoding)
