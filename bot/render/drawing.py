"""Anti-aliased primitives (boxes, circles, polygons) and text for composed images.

Pillow draws shapes without anti-aliasing, so each shape here is drawn into a
supersampled mask which is then reduced and used to paint the colour onto the image.
Masks depend only on a shape's geometry relative to its own corner, so they are cached:
the table, trays and plates of an image cost nothing the second time.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.render.fonts import font, truncate
from bot.render.style import RGB
from bot.render.symbols import SUPERSAMPLE

Box = tuple[float, float, float, float]
Point = tuple[float, float]
MaskKey = tuple[object, ...]

_MASKS: dict[MaskKey, Image.Image] = {}
_MAX_MASK_PIXELS = 24_000_000
"""Cached masks are dropped all at once when they hold more pixels (bytes) than this."""
_mask_pixels = 0


def _origin(bounds: Box) -> tuple[int, int, int, int]:
    """Integer pixel box (with a 1 px margin) that holds ``bounds``."""
    return (
        math.floor(bounds[0]) - 1,
        math.floor(bounds[1]) - 1,
        math.ceil(bounds[2]) + 1,
        math.ceil(bounds[3]) + 1,
    )


def _rel(values: Sequence[float], x0: int, y0: int) -> tuple[float, ...]:
    """Coordinates (x, y, x, y …) relative to the origin, scaled to the supersampled mask."""
    ss = SUPERSAMPLE
    return tuple(round((v - (x0 if i % 2 == 0 else y0)) * ss, 3) for i, v in enumerate(values))


def _paint(
    img: Image.Image,
    origin: tuple[int, int, int, int],
    fill: RGB,
    key: MaskKey,
    draw: Callable[[ImageDraw.ImageDraw], None],
) -> None:
    """Paint ``fill`` over ``origin`` through the (cached) mask that ``draw`` makes."""
    x0, y0, x1, y1 = origin
    if x1 <= x0 or y1 <= y0:
        return
    full_key = (*key, x1 - x0, y1 - y0)
    mask = _MASKS.get(full_key)
    if mask is None:
        ss = SUPERSAMPLE
        big = Image.new("L", ((x1 - x0) * ss, (y1 - y0) * ss), 0)
        draw(ImageDraw.Draw(big))
        mask = big.reduce(ss)
        global _mask_pixels
        if _mask_pixels + mask.width * mask.height > _MAX_MASK_PIXELS:
            _MASKS.clear()
            _mask_pixels = 0
        _MASKS[full_key] = mask
        _mask_pixels += mask.width * mask.height
    img.paste(fill, origin, mask)


def rounded_box(
    img: Image.Image,
    box: Box,
    radius: float,
    fill: RGB | None = None,
    outline: RGB | None = None,
    width: float = 0,
) -> None:
    """A rounded rectangle with optional fill and outline (``width`` px thick)."""
    origin = _origin(box)
    rel = _rel(box, origin[0], origin[1])
    ss = SUPERSAMPLE
    r = radius * ss
    if fill is not None:
        _paint(
            img,
            origin,
            fill,
            ("box", rel, r),
            lambda d: d.rounded_rectangle(rel, r, fill=255),
        )
    if outline is not None and width > 0:
        w = round(width * ss)
        _paint(
            img,
            origin,
            outline,
            ("box-edge", rel, r, w),
            lambda d: d.rounded_rectangle(rel, r, outline=255, width=w),
        )


def ellipse(
    img: Image.Image,
    box: Box,
    fill: RGB | None = None,
    outline: RGB | None = None,
    width: float = 0,
) -> None:
    """An ellipse in ``box`` with optional fill and outline (``width`` px thick)."""
    origin = _origin(box)
    rel = _rel(box, origin[0], origin[1])
    if fill is not None:
        _paint(img, origin, fill, ("ellipse", rel), lambda d: d.ellipse(rel, fill=255))
    if outline is not None and width > 0:
        w = round(width * SUPERSAMPLE)
        _paint(
            img,
            origin,
            outline,
            ("ellipse-edge", rel, w),
            lambda d: d.ellipse(rel, outline=255, width=w),
        )


def circle(
    img: Image.Image,
    centre: Point,
    r: float,
    fill: RGB | None = None,
    outline: RGB | None = None,
    width: float = 0,
) -> None:
    """A circle of radius ``r`` around ``centre``."""
    ellipse(img, (centre[0] - r, centre[1] - r, centre[0] + r, centre[1] + r), fill, outline, width)


def polygon(img: Image.Image, points: Sequence[Point], fill: RGB) -> None:
    """A filled polygon."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    origin = _origin((min(xs), min(ys), max(xs), max(ys)))
    rel = _rel([v for p in points for v in p], origin[0], origin[1])
    pts = list(zip(rel[0::2], rel[1::2], strict=True))
    _paint(img, origin, fill, ("polygon", rel), lambda d: d.polygon(pts, fill=255))


def star_points(centre: Point, r_out: float, r_in: float, points: int = 5) -> list[Point]:
    """Corners of a star with ``points`` points, one pointing up."""
    out = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = -math.pi / 2 + math.pi * i / points
        out.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
    return out


@dataclass(frozen=True, slots=True)
class TextMark:
    """One piece of text a renderer drew: the string, its pixel size, weight and anchor point."""

    text: str
    size: int
    bold: bool
    xy: Point


_TEXT_LOG: ContextVar[list[TextMark] | None] = ContextVar("_TEXT_LOG", default=None)


@contextmanager
def recording_text() -> Iterator[list[TextMark]]:
    """Collect every :func:`text` call made in this thread (or task) inside the block.

    Used by the legibility checks (:mod:`bot.render.legibility`); outside such a block
    :func:`text` records nothing.
    """
    log: list[TextMark] = []
    token = _TEXT_LOG.set(log)
    try:
        yield log
    finally:
        _TEXT_LOG.reset(token)


def text(
    img: Image.Image,
    xy: Point,
    s: str,
    size: int,
    fill: RGB,
    *,
    bold: bool = False,
    anchor: str = "la",
    max_width: float | None = None,
) -> float:
    """Draw ``s`` (shortened with … to ``max_width`` if given); return its drawn width."""
    fnt = font(size, bold=bold)
    if max_width is not None:
        s = truncate(s, fnt, max_width)
    ImageDraw.Draw(img).text(xy, s, font=fnt, fill=fill, anchor=anchor)
    log = _TEXT_LOG.get()
    if log is not None and s.strip():
        log.append(TextMark(s, size, bold, xy))
    return fnt.getlength(s)


def number(value: int) -> str:
    """A number with a real minus sign for negatives: ``120``, ``−35``."""
    return f"\u2212{-value}" if value < 0 else str(value)


_FRACTIONS = {(1, 2): "½", (1, 3): "⅓", (2, 3): "⅔", (1, 4): "¼", (3, 4): "¾"}


def points(value: int, unit: int = 1) -> str:
    """Card points counted in ``unit`` parts of a point: ``points(95, 2)`` is ``47½``.

    Whole points are written as :func:`number`; a remainder as a fraction (½, ⅓, ⅔).
    """
    whole, part = divmod(abs(value), unit)
    sign = "\u2212" if value < 0 else ""
    if part == 0:
        return f"{sign}{whole}"
    g = math.gcd(part, unit)
    n, d = part // g, unit // g
    frac = _FRACTIONS.get((n, d))
    if frac is None:
        return f"{sign}{whole} {n}/{d}" if whole else f"{sign}{n}/{d}"
    return f"{sign}{whole or ''}{frac}"


def signed(value: int) -> str:
    """A number with its sign: ``+10``, ``−5`` (a real minus sign), ``0``."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"\u2212{-value}"
    return "0"
