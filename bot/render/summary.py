"""The end-of-deal summary: contract, who played, card points per side, score lines, results.

From top to bottom: the contract and the outcome pill; declarer and partner; the card
points of each side as bars with a tick at the target (only when points were counted: a
beggar or a valat has no band); short facts of the deal (bouts, target, margin); the score
lines and their total; sections apart from the total (penalties, hand bonuses), each under
its own heading; a box per player with the deal's result and the new total.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from bot.render.composition import DEFAULT_OPTIONS, Composition, RenderOptions
from bot.render.drawing import number, points, rounded_box, signed, text
from bot.render.encode import RenderedImage, encode
from bot.render.fonts import fit_size, font
from bot.render.models import Fact, LineKind, ScoreLine, ScoreSection, SummaryImage
from bot.render.style import RGB, Palette

SUMMARY_WIDTH = 550
PAD = 16
HEADER_ROW = 42
ROLE_ROW = 30
SIDE_ROW = 30
FACT_ROW = 30
LINE_ROW = 26
TOTAL_ROW = 36
SECTION_TITLE_ROW = 28
RESULT_HEIGHT = 88
RULE_GAP = 14
"""Space taken by a rule between two parts (the rule sits in its middle)."""

TEXT_SIZE = 16
"""Size of every ordinary text of the summary (labels, facts, names), in layout units."""
VALUE_SIZE = 17
RESULT_SIZE = 22
RESULT_MIN_SIZE = 16

_WON: RGB = (34, 140, 76)
_LOST: RGB = (176, 46, 52)
_NEUTRAL: RGB = (70, 90, 80)


def value_text(line: ScoreLine) -> str:
    """How a score line's value is written: ``+10``, ``−20``, ``×2`` or ``41``."""
    if line.kind is LineKind.MULTIPLIER:
        return f"×{line.value}"
    if line.kind is LineKind.COUNT:
        return number(line.value)
    return signed(line.value)


def _value_colour(line: ScoreLine) -> RGB:
    if line.kind is LineKind.MULTIPLIER:
        return Palette.GOLD_LIGHT
    if line.kind is LineKind.COUNT:
        return Palette.TEXT_LIGHT
    if line.value > 0:
        return Palette.POSITIVE_ON_FELT
    if line.value < 0:
        return Palette.NEGATIVE_ON_FELT
    return Palette.TEXT_LIGHT


class _Painter:
    """Draws the summary's parts one under the other, keeping the current height."""

    def __init__(self, img: Image.Image, opts: RenderOptions) -> None:
        self.img = img
        self.opts = opts
        self.left = opts.px(PAD)
        self.right = img.width - opts.px(PAD)
        self.y = opts.px(PAD)

    def rule(self, colour: RGB = Palette.FELT_LINE, width: float = 1) -> None:
        px = self.opts.px
        mid = self.y + px(RULE_GAP) // 2
        ImageDraw.Draw(self.img).line(
            ((self.left, mid), (self.right, mid)), fill=colour, width=max(1, px(width))
        )
        self.y += px(RULE_GAP)

    def header(self, s: SummaryImage) -> None:
        px, img = self.opts.px, self.img
        left, right, y = self.left, self.right, self.y
        pill_w = 0
        if s.outcome:
            size = px(17)
            pill_w = min(round(font(size, bold=True).getlength(s.outcome)) + px(30), px(230))
            colour = _NEUTRAL if s.won is None else (_WON if s.won else _LOST)
            box = (right - pill_w, y + px(3), right, y + px(35))
            rounded_box(img, box, px(16), fill=colour)
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
            (left, y + px(19)),
            s.contract,
            px(26),
            Palette.TEXT_LIGHT,
            bold=True,
            anchor="lm",
            max_width=right - left - pill_w - px(12),
        )
        self.y += px(HEADER_ROW)

    def roles(self, s: SummaryImage) -> None:
        px, img = self.opts.px, self.img
        x: float = self.left
        mid = self.y + px(ROLE_ROW) / 2
        for role in (s.declarer, s.partner):
            if role is None:
                continue
            x += text(
                img, (x, mid), role.caption + " ", px(TEXT_SIZE), Palette.TEXT_MUTED, anchor="lm"
            )
            x += text(
                img,
                (x, mid),
                role.name,
                px(17),
                Palette.TEXT_LIGHT,
                bold=True,
                anchor="lm",
                max_width=px(200),
            )
            x += px(22)
        self.y += px(ROLE_ROW)

    def sides(self, s: SummaryImage) -> None:
        """Card points per side as bars out of the deck's total, with a tick at the target."""
        px, img = self.opts.px, self.img
        left, right = self.left, self.right
        # The label column is as wide as the longest label, leaving the bars 150 units.
        size = px(TEXT_SIZE)
        widest = max(font(size, bold=side.declarer).getlength(side.label) for side in s.sides)
        label_w = min(max(px(120), round(widest) + px(14)), right - left - px(66 + 150))
        bar_x0, bar_x1 = left + label_w, right - px(66)
        tick = bar_x0 + round((bar_x1 - bar_x0) * s.target / s.points_total)
        for side in s.sides:
            mid = self.y + px(SIDE_ROW) / 2
            text(
                img,
                (left, mid),
                side.label,
                size,
                Palette.TEXT_LIGHT,
                bold=side.declarer,
                anchor="lm",
                max_width=label_w - px(10),
            )
            bar = (bar_x0, mid - px(7), bar_x1, mid + px(7))
            rounded_box(img, bar, px(7), fill=Palette.FELT_DARK)
            share = max(0.0, min(1.0, side.points / s.points_total))
            if share > 0:
                fill_to = bar_x0 + max(px(14), round((bar_x1 - bar_x0) * share))
                colour = Palette.GOLD if side.declarer else Palette.TEXT_MUTED
                rounded_box(img, (bar_x0, bar[1], fill_to, bar[3]), px(7), fill=colour)
            ImageDraw.Draw(img).line(
                ((tick, mid - px(10)), (tick, mid + px(10))), fill=Palette.TEXT_LIGHT, width=px(1.5)
            )
            text(
                img,
                (right, mid),
                points(side.points, s.points_unit),
                px(18),
                Palette.TEXT_LIGHT,
                bold=True,
                anchor="rm",
            )
            self.y += px(SIDE_ROW)

    def facts(self, facts: tuple[Fact, ...]) -> None:
        """Label–value pairs side by side, wrapped onto as many rows as they need."""
        px, img = self.opts.px, self.img
        size = px(TEXT_SIZE)
        gap = px(26)
        x: float = self.left
        mid = self.y + px(FACT_ROW) / 2
        for fact in facts:
            lw = font(size).getlength(fact.label + " ")
            vw = font(size, bold=True).getlength(fact.value)
            if x > self.left and x + lw + vw > self.right:
                self.y += px(FACT_ROW)
                mid = self.y + px(FACT_ROW) / 2
                x = self.left
            avail = self.right - x
            x += text(
                img,
                (x, mid),
                fact.label + " ",
                size,
                Palette.TEXT_MUTED,
                anchor="lm",
                max_width=avail,
            )
            x += text(
                img,
                (x, mid),
                fact.value,
                size,
                Palette.TEXT_LIGHT,
                bold=True,
                anchor="lm",
                max_width=self.right - x,
            )
            x += gap
        self.y += px(FACT_ROW)

    def label_value(
        self, line: ScoreLine, mid: float, size: int, value_size: int, bold: bool
    ) -> None:
        """A line's label on the left (shortened to leave room) and its value on the right."""
        px = self.opts.px
        value = value_text(line)
        vw = font(px(value_size), bold=True).getlength(value)
        text(
            self.img,
            (self.left, mid),
            line.label,
            px(size),
            Palette.TEXT_LIGHT,
            bold=bold,
            anchor="lm",
            max_width=self.right - self.left - vw - px(16),
        )
        text(
            self.img,
            (self.right, mid),
            value,
            px(value_size),
            _value_colour(line),
            bold=True,
            anchor="rm",
        )

    def lines(self, lines: tuple[ScoreLine, ...]) -> None:
        px, img = self.opts.px, self.img
        for line in lines:
            subtotal = line.kind is LineKind.SUBTOTAL
            if subtotal:
                y = self.y + px(2)
                ImageDraw.Draw(img).line(
                    ((self.right - px(200), y), (self.right, y)),
                    fill=Palette.TEXT_MUTED,
                    width=max(1, px(1)),
                )
                self.y += px(4)
            self.label_value(line, self.y + px(LINE_ROW) / 2, TEXT_SIZE, VALUE_SIZE, subtotal)
            self.y += px(LINE_ROW)

    def total(self, line: ScoreLine, *, size: int = 18, value_size: int = 22) -> None:
        px, img = self.opts.px, self.img
        self.y += px(4)
        ImageDraw.Draw(img).line(
            ((self.left, self.y), (self.right, self.y)), fill=Palette.TEXT_MUTED, width=px(1.5)
        )
        self.y += px(6)
        self.label_value(line, self.y + px(TOTAL_ROW) / 2, size, value_size, True)
        self.y += px(TOTAL_ROW)

    def section(self, section: ScoreSection) -> None:
        px = self.opts.px
        self.y += px(8)
        self.rule()
        if section.title:
            text(
                self.img,
                (self.left, self.y + px(SECTION_TITLE_ROW) / 2),
                section.title,
                px(TEXT_SIZE),
                Palette.GOLD_LIGHT,
                bold=True,
                anchor="lm",
                max_width=self.right - self.left,
            )
            self.y += px(SECTION_TITLE_ROW)
        self.lines(section.lines)
        if section.total is not None:
            self.total(section.total, size=TEXT_SIZE, value_size=19)

    def results(self, s: SummaryImage, regions: dict[str, tuple[int, int, int, int]]) -> None:
        """A box per player: name, the deal's result, the new total (Σ) under it."""
        px, img = self.opts.px, self.img
        n = len(s.results)
        gap = px(8)
        chip_w = (self.right - self.left - (n - 1) * gap) / n
        inner = chip_w - px(12)
        y = self.y
        for i, res in enumerate(s.results):
            x0 = self.left + i * (chip_w + gap)
            chip = (x0, y, x0 + chip_w, y + px(RESULT_HEIGHT) - px(4))
            regions[f"result:{i}"] = (round(chip[0]), chip[1], round(chip[2]), chip[3])
            rounded_box(
                img, chip, px(10), fill=Palette.FELT_DARK, outline=Palette.FELT_LINE, width=px(1)
            )
            cx = (chip[0] + chip[2]) / 2
            text(
                img,
                (cx, y + px(17)),
                res.name,
                px(TEXT_SIZE),
                Palette.TEXT_LIGHT,
                bold=True,
                anchor="mm",
                max_width=inner,
            )
            delta = signed(res.delta)
            size = fit_size(delta, inner, px(RESULT_SIZE), bold=True, min_size=px(RESULT_MIN_SIZE))
            colour = _value_colour(ScoreLine("", res.delta))
            text(
                img, (cx, y + px(44)), delta, size, colour, bold=True, anchor="mm", max_width=inner
            )
            if res.total is not None:
                text(
                    img,
                    (cx, y + px(69)),
                    f"Σ {number(res.total)}",
                    px(TEXT_SIZE),
                    Palette.TEXT_MUTED,
                    anchor="mm",
                    max_width=inner,
                )
        self.y += px(RESULT_HEIGHT)


def _max_height(s: SummaryImage) -> int:
    """An upper bound of the summary's height in layout units (facts may wrap, one a row)."""
    h = 2 * PAD + HEADER_ROW + ROLE_ROW + RULE_GAP + len(s.sides) * SIDE_ROW + 8
    h += len(s.facts) * FACT_ROW + RULE_GAP + len(s.lines) * (LINE_ROW + 4) + 10 + TOTAL_ROW
    for section in s.sections:
        h += 8 + RULE_GAP + SECTION_TITLE_ROW + len(section.lines) * (LINE_ROW + 4)
        h += 10 + TOTAL_ROW
    return h + RULE_GAP + RESULT_HEIGHT + 8


def compose_summary(s: SummaryImage, opts: RenderOptions = DEFAULT_OPTIONS) -> Composition:
    """Draw the deal summary (see :class:`~bot.render.models.SummaryImage`).

    ``regions`` name the parts drawn (``header``, ``sides``, ``facts``, ``lines``, ``total``,
    ``section:<i>``, ``results``) as boxes across the image, and each player's box
    (``result:<i>``).
    """
    px = opts.px
    width = px(SUMMARY_WIDTH)
    canvas = Image.new("RGB", (width, px(_max_height(s))), Palette.FELT)
    p = _Painter(canvas, opts)
    regions: dict[str, tuple[int, int, int, int]] = {}

    def part(name: str, top: int) -> None:
        regions[name] = (0, top, width, p.y)

    top = p.y
    p.header(s)
    if s.declarer or s.partner:
        p.roles(s)
    part("header", top)
    if s.sides:
        p.rule()
        top = p.y
        p.sides(s)
        part("sides", top)
    if s.facts:
        if not s.sides:
            p.rule()
        top = p.y
        p.facts(s.facts)
        part("facts", top)
    if s.lines or s.total:
        p.y += px(4)
        p.rule()
        top = p.y
        p.lines(s.lines)
        part("lines", top)
        if s.total:
            top = p.y
            p.total(s.total)
            part("total", top)
    for i, section in enumerate(s.sections):
        top = p.y
        p.section(section)
        part(f"section:{i}", top)
    if s.results:
        p.y += px(4)
        p.rule()
        top = p.y
        p.results(s, regions)
        part("results", top)
    height = p.y + px(PAD) - (px(4) if s.results else 0)
    img = canvas.crop((0, 0, width, min(canvas.height, math.ceil(height))))
    return Composition(img, (), regions)


def render_summary(
    s: SummaryImage, opts: RenderOptions = DEFAULT_OPTIONS, *, stem: str = "summary"
) -> RenderedImage:
    """Encoded image of the deal summary (see :func:`compose_summary`)."""
    return encode(compose_summary(s, opts).image, stem, opts.encoding)
