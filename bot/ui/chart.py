"""A small line chart of a player's running score, drawn with Pillow (for ``/tarok stats``)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.render import Composition
from bot.render.fonts import font
from bot.screens.spec import ChartSpec

WIDTH, HEIGHT = 900, 360
PAD_LEFT, PAD_RIGHT, PAD_TOP, PAD_BOTTOM = 90, 30, 56, 46
BACKGROUND = (24, 64, 40)
GRID = (52, 96, 68)
AXIS = (150, 190, 160)
LINE = (240, 200, 80)
TEXT = (235, 240, 235)
ZERO = (200, 120, 110)


def _nice_step(span: float) -> int:
    raw = max(span / 5, 1)
    magnitude = 10 ** (len(str(int(raw))) - 1)
    for m in (1, 2, 5, 10):
        if raw <= m * magnitude:
            return int(m * magnitude)
    return int(10 * magnitude)


def compose_chart(spec: ChartSpec) -> Composition:
    """Draw the chart: a grid with labelled values, a zero line and the score line."""
    img = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    d = ImageDraw.Draw(img)
    d.text((PAD_LEFT, 16), spec.title, font=font(24, bold=True), fill=TEXT)
    values = list(spec.values) or [0]
    lo, hi = min(0, *values), max(0, *values)
    if hi == lo:
        hi = lo + 10
    step = _nice_step(hi - lo)
    lo = (lo // step) * step
    hi = -((-hi) // step) * step
    x0, x1 = PAD_LEFT, WIDTH - PAD_RIGHT
    y0, y1 = PAD_TOP, HEIGHT - PAD_BOTTOM

    def y_of(v: float) -> float:
        return y1 - (v - lo) / (hi - lo) * (y1 - y0)

    small = font(16)
    for v in range(lo, hi + 1, step):
        y = y_of(v)
        d.line((x0, y, x1, y), fill=ZERO if v == 0 else GRID, width=2 if v == 0 else 1)
        label = str(v)
        d.text((x0 - 10 - small.getlength(label), y - 9), label, font=small, fill=AXIS)
    d.line((x0, y0, x0, y1), fill=AXIS, width=2)
    n = len(values)
    xs = [x0 + (x1 - x0) * (i / max(n - 1, 1)) for i in range(n)] if n > 1 else [(x0 + x1) / 2]
    points = [(x, y_of(v)) for x, v in zip(xs, values, strict=True)]
    if len(points) > 1:
        d.line(points, fill=LINE, width=4, joint="curve")
    for x, y in points:
        d.ellipse((x - 5, y - 5, x + 5, y + 5), fill=LINE)
    for i, x in enumerate(xs):
        if n <= 12 or i in (0, n - 1) or i % max(1, n // 6) == 0:
            label = str(i + 1)
            d.text((x - small.getlength(label) / 2, y1 + 10), label, font=small, fill=AXIS)
    return Composition(img)
