"""The end-of-deal summary: contract, who played, card points per side, score lines, results."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.render.composition import DEFAULT_OPTIONS, Composition, RenderOptions
from bot.render.drawing import number, rounded_box, signed, text
from bot.render.encode import RenderedImage, encode
from bot.render.fonts import font
from bot.render.models import LineKind, ScoreLine, SummaryImage
from bot.render.style import RGB, Palette

SUMMARY_WIDTH = 550
PAD = 16
SIDE_ROW = 28
LINE_ROW = 24
RESULT_HEIGHT = 62

_WON: RGB = (34, 140, 76)
_LOST: RGB = (176, 46, 52)
_NEUTRAL: RGB = (70, 90, 80)


def value_text(line: ScoreLine) -> str:
    """How a score line's value is written: ``+10``, ``−20`` or ``×2``."""
    if line.kind is LineKind.MULTIPLIER:
        return f"×{line.value}"
    return signed(line.value)


def _value_colour(line: ScoreLine) -> RGB:
    if line.kind is LineKind.MULTIPLIER:
        return Palette.GOLD_LIGHT
    if line.value > 0:
        return Palette.POSITIVE_ON_FELT
    if line.value < 0:
        return Palette.NEGATIVE_ON_FELT
    return Palette.TEXT_LIGHT


def _rule(img: Image.Image, y: int, opts: RenderOptions) -> None:
    ImageDraw.Draw(img).line(
        ((opts.px(PAD), y), (img.width - opts.px(PAD), y)),
        fill=Palette.FELT_LINE,
        width=max(1, opts.px(1)),
    )


def _height(s: SummaryImage) -> int:
    h = PAD + 40
    if s.declarer or s.partner:
        h += 28
    h += 14 + len(s.sides) * SIDE_ROW + 8
    h += 14 + len(s.lines) * LINE_ROW
    if s.total:
        h += 12 + 34
    if s.results:
        h += 14 + RESULT_HEIGHT
    return h + PAD


def compose_summary(s: SummaryImage, opts: RenderOptions = DEFAULT_OPTIONS) -> Composition:
    """Draw the deal summary (see :class:`~bot.render.models.SummaryImage`)."""
    px = opts.px
    width = px(SUMMARY_WIDTH)
    img = Image.new("RGB", (width, px(_height(s))), Palette.FELT)
    left, right = px(PAD), width - px(PAD)
    y = px(PAD)

    # Header: the contract, and the outcome as a coloured pill.
    pill_w = 0
    if s.outcome:
        size = px(16)
        pill_w = round(font(size, bold=True).getlength(s.outcome)) + px(28)
        pill_w = min(pill_w, px(220))
        colour = _NEUTRAL if s.won is None else (_WON if s.won else _LOST)
        box = (right - pill_w, y + px(2), right, y + px(32))
        rounded_box(img, box, px(15), fill=colour)
        text(
            img,
            ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
            s.outcome,
            size,
            Palette.TEXT_LIGHT,
            bold=True,
            anchor="mm",
            max_width=pill_w - px(20),
        )
    text(
        img,
        (left, y + px(17)),
        s.contract,
        px(26),
        Palette.TEXT_LIGHT,
        bold=True,
        anchor="lm",
        max_width=right - left - pill_w - px(12),
    )
    y += px(40)

    if s.declarer or s.partner:
        x: float = left
        for role in (s.declarer, s.partner):
            if role is None:
                continue
            x += text(
                img, (x, y + px(12)), role.caption + " ", px(14), Palette.TEXT_MUTED, anchor="lm"
            )
            x += text(
                img,
                (x, y + px(12)),
                role.name,
                px(16),
                Palette.TEXT_LIGHT,
                bold=True,
                anchor="lm",
                max_width=px(200),
            )
            x += px(22)
        y += px(28)

    # Card points per side, as bars out of the deck's total with a tick at half.
    _rule(img, y + px(6), opts)
    y += px(14)
    bar_x0, bar_x1 = left + px(190), right - px(56)
    for side in s.sides:
        mid = y + px(SIDE_ROW) / 2
        text(
            img,
            (left, mid),
            side.label,
            px(15),
            Palette.TEXT_LIGHT,
            bold=side.declarer,
            anchor="lm",
            max_width=px(180),
        )
        bar = (bar_x0, mid - px(7), bar_x1, mid + px(7))
        rounded_box(img, bar, px(7), fill=Palette.FELT_DARK)
        share = max(0.0, min(1.0, side.points / s.points_total)) if s.points_total else 0.0
        if share > 0:
            fill_to = bar_x0 + max(px(14), round((bar_x1 - bar_x0) * share))
            colour = Palette.GOLD if side.declarer else Palette.TEXT_MUTED
            rounded_box(img, (bar_x0, bar[1], fill_to, bar[3]), px(7), fill=colour)
        half = (bar_x0 + bar_x1) // 2
        ImageDraw.Draw(img).line(
            ((half, mid - px(10)), (half, mid + px(10))), fill=Palette.TEXT_LIGHT, width=px(1.5)
        )
        text(
            img,
            (right, mid),
            number(side.points),
            px(18),
            Palette.TEXT_LIGHT,
            bold=True,
            anchor="rm",
        )
        y += px(SIDE_ROW)
    y += px(8)

    # Score lines.
    _rule(img, y + px(6), opts)
    y += px(14)
    for line in s.lines:
        mid = y + px(LINE_ROW) / 2
        value = value_text(line)
        vw = font(px(17), bold=True).getlength(value)
        text(
            img,
            (left, mid),
            line.label,
            px(15),
            Palette.TEXT_LIGHT,
            anchor="lm",
            max_width=right - left - vw - px(16),
        )
        text(img, (right, mid), value, px(17), _value_colour(line), bold=True, anchor="rm")
        y += px(LINE_ROW)
    if s.total:
        y += px(4)
        ImageDraw.Draw(img).line(((left, y), (right, y)), fill=Palette.TEXT_MUTED, width=px(1.5))
        y += px(8)
        mid = y + px(17)
        value = value_text(s.total)
        text(
            img,
            (left, mid),
            s.total.label,
            px(18),
            Palette.TEXT_LIGHT,
            bold=True,
            anchor="lm",
            max_width=px(360),
        )
        text(img, (right, mid), value, px(22), _value_colour(s.total), bold=True, anchor="rm")
        y += px(34)

    # Each player's result on a chip.
    if s.results:
        _rule(img, y + px(6), opts)
        y += px(14)
        n = len(s.results)
        gap = px(8)
        chip_w = (right - left - (n - 1) * gap) / n
        for i, res in enumerate(s.results):
            x0 = left + i * (chip_w + gap)
            chip = (x0, y, x0 + chip_w, y + px(RESULT_HEIGHT) - px(4))
            rounded_box(
                img, chip, px(10), fill=Palette.FELT_DARK, outline=Palette.FELT_LINE, width=px(1)
            )
            cx = (chip[0] + chip[2]) / 2
            text(
                img,
                (cx, y + px(15)),
                res.name,
                px(15),
                Palette.TEXT_LIGHT,
                bold=True,
                anchor="mm",
                max_width=chip_w - px(12),
            )
            colour = _value_colour(ScoreLine("", res.delta))
            if res.total is None:
                text(
                    img, (cx, y + px(39)), signed(res.delta), px(20), colour, bold=True, anchor="mm"
                )
            else:
                dw = font(px(20), bold=True).getlength(signed(res.delta))
                tw = font(px(13)).getlength(f"Σ {number(res.total)}")
                x = cx - (dw + px(8) + tw) / 2
                text(
                    img, (x, y + px(39)), signed(res.delta), px(20), colour, bold=True, anchor="lm"
                )
                text(
                    img,
                    (x + dw + px(8), y + px(40)),
                    f"Σ {number(res.total)}",
                    px(13),
                    Palette.TEXT_MUTED,
                    anchor="lm",
                )
    return Composition(img)


def render_summary(
    s: SummaryImage, opts: RenderOptions = DEFAULT_OPTIONS, *, stem: str = "summary"
) -> RenderedImage:
    """Encoded image of the deal summary (see :func:`compose_summary`)."""
    return encode(compose_summary(s, opts).image, stem, opts.encoding)
