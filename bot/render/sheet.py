"""The score sheet, drawn like the paper one: a column per player, a row per deal.

Under each name the player's radelci are circles: an empty circle is a radelc still open,
a filled one a radelc already cancelled (games without radelci have no such line). Each
cell shows the running total with the deal's change: beside it when the columns are wide
enough for every row, above it otherwise. The label column is as wide as the longest label
needs (within bounds); a longer label wraps onto a second line, and a row's note (the
multipliers of a Czech game, a French result) goes under its label. The session-end row
adds the radelc penalties and the final totals.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.render.composition import DEFAULT_OPTIONS, Composition, RenderOptions
from bot.render.drawing import circle, number, signed, text
from bot.render.encode import RenderedImage, encode
from bot.render.fonts import font, wrap
from bot.render.models import RadelcMarks, ScoreSheetImage, SheetRow
from bot.render.style import Palette

SHEET_WIDTH = 550
PAD = 12
LABEL_MIN, LABEL_MAX = 96, 190
"""Bounds of the label column's width, in layout units."""
TITLE_ROW = 32
NAME_ROW = 32
RADELC_R = 6.5
RADELC_STEP = 18
ROW = 30
"""Height of a one-line row; two-line rows (:data:`TALL_ROW`) when cells stack."""
TALL_ROW = 46
LABEL_LINE = 19
"""Height of each further line of a row's label (wrapped label, note)."""
FINAL_EXTRA = 6

LABEL_SIZE = 16
DELTA_SIZE = 16
TOTAL_SIZE = 18
FINAL_SIZE = 20
NAME_SIZE = 16
CELL_PAD = 6


def radelc_layout(marks: RadelcMarks, col_width: float) -> tuple[int, int]:
    """(circles per line, lines) used to draw ``marks`` in a column ``col_width`` units wide."""
    count = marks.open + marks.cancelled
    per_line = max(1, int((col_width - 8) // RADELC_STEP))
    return per_line, max(1, math.ceil(count / per_line))


def _all_rows(sheet: ScoreSheetImage) -> list[tuple[SheetRow, bool]]:
    rows = [(row, False) for row in sheet.rows]
    if sheet.final is not None:
        rows.append((sheet.final, True))
    return rows


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """Column widths (layout units) and whether cells stack the change above the total."""

    label_col: float
    col: float
    stacked: bool

    @property
    def row(self) -> int:
        """Height of a row without extra label lines."""
        return TALL_ROW if self.stacked else ROW


def sheet_layout(sheet: ScoreSheetImage) -> SheetLayout:
    """Choose the label column's width and the cell arrangement for ``sheet``.

    Measured at 1 px per unit (text widths scale with the font size).
    """
    widest = 0.0
    for row, final in _all_rows(sheet):
        widest = max(widest, font(LABEL_SIZE, bold=final).getlength(row.label))
        if row.note:
            widest = max(widest, font(LABEL_SIZE).getlength(row.note))
    n = len(sheet.players)
    # The names keep their columns whole; labels and notes wrap instead.
    name_w = max(font(NAME_SIZE, bold=True).getlength(name) for name in sheet.players) + 12
    room = SHEET_WIDTH - 2 * PAD - n * name_w
    label_col = max(LABEL_MIN, min(LABEL_MAX, widest + 14, room))
    col = (SHEET_WIDTH - 2 * PAD - label_col) / n
    need = 0.0
    for row, final in _all_rows(sheet):
        size = FINAL_SIZE if final else TOTAL_SIZE
        for delta, total in zip(row.deltas, row.totals, strict=True):
            w = font(size, bold=True).getlength(number(total)) + 2 * CELL_PAD + 8
            if delta is not None:
                w += font(DELTA_SIZE).getlength(signed(delta))
            need = max(need, w)
    return SheetLayout(label_col, col, stacked=need > col)


def _label_lines(
    row: SheetRow, final: bool, layout: SheetLayout, opts: RenderOptions
) -> list[tuple[str, bool]]:
    """The lines of a row's label (wrapped), then of its note; True marks note lines."""
    room = opts.px(layout.label_col - 10)
    lines = [(line, False) for line in wrap(row.label, font(opts.px(LABEL_SIZE), bold=final), room)]
    if row.note:
        lines += [(line, True) for line in wrap(row.note, font(opts.px(LABEL_SIZE)), room)]
    return lines


def _row_height(row: SheetRow, final: bool, layout: SheetLayout, opts: RenderOptions) -> int:
    lines = len(_label_lines(row, final, layout, opts))
    extra = FINAL_EXTRA if final else 0
    return opts.px(max(layout.row, lines * LABEL_LINE + 8) + extra)


def _cell(
    img: Image.Image,
    box: tuple[int, int, int, int],
    delta: int | None,
    total: int,
    layout: SheetLayout,
    opts: RenderOptions,
    *,
    final: bool = False,
) -> None:
    px = opts.px
    x1 = box[2] - px(CELL_PAD + 2)
    mid = (box[1] + box[3]) / 2
    if layout.stacked:
        # The change above the total, on the same two lines as a label and its note.
        delta_xy = (x1, mid - px(LABEL_LINE) / 2)
        total_xy = (x1, mid + px(LABEL_LINE) / 2 + px(1))
        delta_anchor = "rm"
    else:
        delta_xy = (box[0] + px(CELL_PAD), mid + px(1))
        total_xy = (x1, mid)
        delta_anchor = "lm"
    if delta is not None:
        colour = (
            Palette.POSITIVE
            if delta > 0
            else Palette.NEGATIVE
            if delta < 0
            else Palette.SHEET_MUTED
        )
        text(img, delta_xy, signed(delta), px(DELTA_SIZE), colour, anchor=delta_anchor)
    ink = Palette.SHEET_INK if delta is not None or final else Palette.SHEET_MUTED
    text(
        img,
        total_xy,
        number(total),
        px(FINAL_SIZE if final else TOTAL_SIZE),
        ink,
        bold=delta is not None or final,
        anchor="rm",
        max_width=box[2] - box[0] - px(CELL_PAD),
    )


def compose_sheet(sheet: ScoreSheetImage, opts: RenderOptions = DEFAULT_OPTIONS) -> Composition:
    """Draw the score sheet (see :class:`~bot.render.models.ScoreSheetImage`).

    ``regions`` hold each player's column head (``radelci:<i>``: name and radelci) and each
    row (``row:<i>``, ``final``).
    """
    px = opts.px
    n = len(sheet.players)
    layout = sheet_layout(sheet)
    radelc_lines = max((radelc_layout(m, layout.col)[1] for m in sheet.radelci), default=0)
    radelc_h = radelc_lines * RADELC_STEP + 6 if sheet.radelci else 0
    body = sum(_row_height(r, f, layout, opts) for r, f in _all_rows(sheet))
    if sheet.hidden_rows:
        body += px(ROW)
    height = (
        px(PAD)
        + (px(TITLE_ROW) if sheet.title else 0)
        + px(NAME_ROW)
        + px(radelc_h)
        + body
        + (px(8) if sheet.final else 0)
        + px(PAD)
    )
    width = px(SHEET_WIDTH)
    img = Image.new("RGB", (width, height), Palette.SHEET_PAPER)
    d = ImageDraw.Draw(img)
    left, right = px(PAD), width - px(PAD)
    label_right = left + px(layout.label_col)
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
            px(NAME_SIZE),
            Palette.SHEET_INK,
            bold=True,
            anchor="mm",
            max_width=col_w - px(8),
        )
        inset = px(3)
        ry0 = y + px(NAME_ROW)
        regions[f"radelci:{i}"] = (
            round(x0) + inset,
            ry0 if sheet.radelci else y,
            round(x0 + col_w) - inset,
            ry0 + px(radelc_lines * RADELC_STEP),
        )
        if not sheet.radelci:
            continue
        marks = sheet.radelci[i]
        per_line, _ = radelc_layout(marks, layout.col)
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

    def row_line(row: SheetRow, y0: int, *, final: bool = False) -> int:
        h = _row_height(row, final, layout, opts)
        lines = _label_lines(row, final, layout, opts)
        first = y0 + h / 2 - (len(lines) - 1) * px(LABEL_LINE) / 2
        for k, (line, note) in enumerate(lines):
            text(
                img,
                (left + px(4), first + k * px(LABEL_LINE)),
                line,
                px(LABEL_SIZE),
                Palette.SHEET_INK if final and not note else Palette.SHEET_MUTED,
                bold=final and not note,
                anchor="lm",
                max_width=px(layout.label_col - 8),
            )
        for i in range(n):
            x0 = label_right + i * col_w
            _cell(
                img,
                (round(x0), y0, round(x0 + col_w), y0 + h),
                row.deltas[i],
                row.totals[i],
                layout,
                opts,
                final=final,
            )
        return h

    if sheet.hidden_rows:
        text(
            img,
            (left + px(4), y + px(ROW) / 2),
            f"… ({sheet.hidden_rows})",
            px(LABEL_SIZE),
            Palette.SHEET_MUTED,
            anchor="lm",
        )
        y += px(ROW)
        d.line(((left, y), (right, y)), fill=Palette.SHEET_LINE, width=px(1))
    for index, row in enumerate(sheet.rows):
        h = row_line(row, y)
        regions[f"row:{index}"] = (0, y, width, y + h)
        y += h
        d.line(((left, y), (right, y)), fill=Palette.SHEET_LINE, width=px(1))
    if sheet.final:
        y += px(4)
        d.line(((left, y), (right, y)), fill=Palette.SHEET_INK, width=px(1.5))
        d.line(((left, y + px(4)), (right, y + px(4))), fill=Palette.SHEET_INK, width=px(1.5))
        y += px(4)
        h = row_line(sheet.final, y, final=True)
        regions["final"] = (0, y, width, y + h)
        y += h
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
