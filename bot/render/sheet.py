"""The score sheet, drawn like the paper one: a column per player, a row per deal.

Under each name the player's radelci are circles: an empty circle is a radelc still open,
a filled one a radelc already cancelled. Each cell shows the running total, with the deal's
change beside it; the session-end row adds the radelc penalties and the final totals.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from bot.render.composition import DEFAULT_OPTIONS, Composition, RenderOptions
from bot.render.drawing import circle, number, signed, text
from bot.render.encode import RenderedImage, encode
from bot.render.models import RadelcMarks, ScoreSheetImage, SheetRow
from bot.render.style import Palette

SHEET_WIDTH = 550
PAD = 12
LABEL_COL = 104
TITLE_ROW = 30
NAME_ROW = 30
RADELC_R = 6.5
RADELC_STEP = 18
ROW = 27
FINAL_ROW = 34


def radelc_layout(marks: RadelcMarks, col_width: float) -> tuple[int, int]:
    """(circles per line, lines) used to draw ``marks`` in a column ``col_width`` units wide."""
    count = marks.open + marks.cancelled
    per_line = max(1, int((col_width - 8) // RADELC_STEP))
    return per_line, max(1, math.ceil(count / per_line))


def _cell(
    img: Image.Image,
    box: tuple[int, int, int, int],
    delta: int | None,
    total: int,
    opts: RenderOptions,
    *,
    final: bool = False,
) -> None:
    px = opts.px
    mid = (box[1] + box[3]) / 2
    if delta is not None:
        colour = (
            Palette.POSITIVE
            if delta > 0
            else Palette.NEGATIVE
            if delta < 0
            else Palette.SHEET_MUTED
        )
        text(img, (box[0] + px(6), mid + px(1)), signed(delta), px(12), colour, anchor="lm")
    ink = Palette.SHEET_INK if delta is not None or final else Palette.SHEET_MUTED
    text(
        img,
        (box[2] - px(8), mid),
        number(total),
        px(19 if final else 16),
        ink,
        bold=delta is not None or final,
        anchor="rm",
    )


def compose_sheet(sheet: ScoreSheetImage, opts: RenderOptions = DEFAULT_OPTIONS) -> Composition:
    """Draw the score sheet (see :class:`~bot.render.models.ScoreSheetImage`)."""
    px = opts.px
    n = len(sheet.players)
    col_units = (SHEET_WIDTH - 2 * PAD - LABEL_COL) / n
    radelc_lines = max(radelc_layout(m, col_units)[1] for m in sheet.radelci)
    radelc_h = radelc_lines * RADELC_STEP + 6
    body_rows = len(sheet.rows) + (1 if sheet.hidden_rows else 0)
    height_units = (
        PAD
        + (TITLE_ROW if sheet.title else 0)
        + NAME_ROW
        + radelc_h
        + body_rows * ROW
        + (FINAL_ROW + 8 if sheet.final else 0)
        + PAD
    )
    width = px(SHEET_WIDTH)
    img = Image.new("RGB", (width, px(height_units)), Palette.SHEET_PAPER)
    d = ImageDraw.Draw(img)
    left, right = px(PAD), width - px(PAD)
    label_right = left + px(LABEL_COL)
    col_w = (right - label_right) / n
    y = px(PAD)
    if sheet.title:
        text(
            img,
            (left, y + px(TITLE_ROW) / 2 - px(2)),
            sheet.title,
            px(18),
            Palette.SHEET_INK,
            bold=True,
            anchor="lm",
            max_width=right - left,
        )
        y += px(TITLE_ROW)
    top = y
    regions: dict[str, tuple[int, int, int, int]] = {}

    # Names, then radelci as circles: filled = cancelled, empty = open.
    for i, name in enumerate(sheet.players):
        x0 = label_right + i * col_w
        cx = x0 + col_w / 2
        text(
            img,
            (cx, y + px(NAME_ROW) / 2),
            name,
            px(16),
            Palette.SHEET_INK,
            bold=True,
            anchor="mm",
            max_width=col_w - px(8),
        )
        marks = sheet.radelci[i]
        per_line, _ = radelc_layout(marks, col_units)
        ry0 = y + px(NAME_ROW)
        inset = px(3)
        regions[f"radelci:{i}"] = (
            round(x0) + inset,
            ry0,
            round(x0 + col_w) - inset,
            ry0 + px(radelc_lines * RADELC_STEP),
        )
        kinds = [True] * marks.cancelled + [False] * marks.open
        for k, filled in enumerate(kinds):
            line, pos = divmod(k, per_line)
            in_line = min(per_line, len(kinds) - line * per_line)
            ccx = cx + (pos - (in_line - 1) / 2) * px(RADELC_STEP)
            ccy = ry0 + px(RADELC_STEP) * line + px(RADELC_STEP) / 2
            if filled:
                circle(img, (ccx, ccy), px(RADELC_R), fill=Palette.SHEET_INK)
            else:
                circle(img, (ccx, ccy), px(RADELC_R), outline=Palette.SHEET_INK, width=px(1.8))
    y += px(NAME_ROW) + px(radelc_h)
    d.line(((left, y), (right, y)), fill=Palette.SHEET_INK, width=px(2))

    def row_line(row: SheetRow, y0: int, h: int, *, final: bool = False) -> None:
        mid = y0 + h / 2
        text(
            img,
            (left + px(4), mid),
            row.label,
            px(14 if not final else 15),
            Palette.SHEET_INK if final else Palette.SHEET_MUTED,
            bold=final,
            anchor="lm",
            max_width=px(LABEL_COL - 10),
        )
        for i in range(n):
            x0 = label_right + i * col_w
            _cell(
                img,
                (round(x0), y0, round(x0 + col_w), y0 + h),
                row.deltas[i],
                row.totals[i],
                opts,
                final=final,
            )

    if sheet.hidden_rows:
        text(
            img,
            (left + px(4), y + px(ROW) / 2),
            f"… ({sheet.hidden_rows})",
            px(14),
            Palette.SHEET_MUTED,
            anchor="lm",
        )
        y += px(ROW)
        d.line(((left, y), (right, y)), fill=Palette.SHEET_LINE, width=px(1))
    for row in sheet.rows:
        row_line(row, y, px(ROW))
        y += px(ROW)
        d.line(((left, y), (right, y)), fill=Palette.SHEET_LINE, width=px(1))
    if sheet.final:
        y += px(4)
        d.line(((left, y), (right, y)), fill=Palette.SHEET_INK, width=px(1.5))
        d.line(((left, y + px(4)), (right, y + px(4))), fill=Palette.SHEET_INK, width=px(1.5))
        y += px(4)
        row_line(sheet.final, y, px(FINAL_ROW), final=True)
        y += px(FINAL_ROW)
        d.line(((left, y), (right, y)), fill=Palette.SHEET_INK, width=px(2))

    # Column rules: the red margin after the labels, light lines between players.
    bottom = y
    d.line(((label_right, top), (label_right, bottom)), fill=Palette.SHEET_RULE, width=px(2))
    for i in range(1, n):
        x = round(label_right + i * col_w)
        d.line(((x, top), (x, bottom)), fill=Palette.SHEET_LINE, width=px(1))
    return Composition(img, (), regions)


def render_sheet(
    sheet: ScoreSheetImage, opts: RenderOptions = DEFAULT_OPTIONS, *, stem: str = "scoresheet"
) -> RenderedImage:
    """Encoded image of the score sheet (see :func:`compose_sheet`)."""
    return encode(compose_sheet(sheet, opts).image, stem, opts.encoding)
