"""Suit symbols (heart, diamond, spade, club) as vector shapes.

Shapes are built from polygons and circles in a unit box and drawn at any size, so they
never depend on a font having the ♥ ♦ ♠ ♣ glyphs. Callers draw on a supersampled canvas
(see :data:`SUPERSAMPLE`) and reduce it, which gives smooth edges.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.render.style import RGB, SuitShape

SUPERSAMPLE = 4
"""Factor by which vector art is drawn larger before being reduced to its final size."""

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Polygon:
    """A filled polygon, points in unit-box coordinates (x right, y down, 0 … 1)."""

    points: tuple[Point, ...]


@dataclass(frozen=True, slots=True)
class Circle:
    """A filled circle in unit-box coordinates (the radius is in units of box height)."""

    cx: float
    cy: float
    r: float


Primitive = Polygon | Circle


def _quad(p0: Point, c: Point, p1: Point, steps: int = 12) -> list[Point]:
    """Points of a quadratic Bézier curve from ``p0`` to ``p1`` (``p0`` excluded)."""
    out: list[Point] = []
    for i in range(1, steps + 1):
        t = i / steps
        a, b, d = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * c[0] + d * p1[0], a * p0[1] + b * c[1] + d * p1[1]))
    return out


def _normalise(points: list[Point]) -> tuple[Point, ...]:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    return tuple(((x - x0) / (x1 - x0), (y - y0) / (y1 - y0)) for x, y in points)


def _heart_outline(steps: int = 120) -> tuple[Point, ...]:
    pts: list[Point] = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    return _normalise(pts)


def _stem(top: float, half_top: float, half_base: float) -> Polygon:
    """The flared foot of a spade or club, from ``top`` down to the box bottom."""
    left = [
        (0.5 - half_top, top),
        *_quad((0.5 - half_top, top), (0.5 - half_top, 0.95), (0.5 - half_base, 1.0)),
    ]
    right = [
        (0.5 + half_base, 1.0),
        *_quad((0.5 + half_base, 1.0), (0.5 + half_top, 0.95), (0.5 + half_top, top)),
    ]
    return Polygon(tuple(left + right))


def _build_shapes() -> dict[SuitShape, tuple[tuple[Primitive, ...], float]]:
    heart = _heart_outline()
    # Spade: the heart turned upside down, slightly squashed, standing on a flared foot.
    spade_body = tuple((x, (1 - y) * 0.80) for x, y in heart)
    diamond: list[Point] = [(0.5, 0.0)]
    corners = [(1.0, 0.5), (0.5, 1.0), (0.0, 0.5), (0.5, 0.0)]
    prev: Point = (0.5, 0.0)
    for corner in corners:
        mid = ((prev[0] + corner[0]) / 2, (prev[1] + corner[1]) / 2)
        ctrl = (mid[0] + (0.5 - mid[0]) * 0.22, mid[1] + (0.5 - mid[1]) * 0.22)
        diamond.extend(_quad(prev, ctrl, corner))
        prev = corner
    club = (
        Circle(0.5, 0.25, 0.235),
        Circle(0.245, 0.565, 0.235),
        Circle(0.755, 0.565, 0.235),
        Polygon(((0.5, 0.3), (0.3, 0.58), (0.5, 0.7), (0.7, 0.58))),
        _stem(0.55, 0.05, 0.2),
    )
    return {
        SuitShape.HEART: ((Polygon(heart),), 1.08),
        SuitShape.DIAMOND: ((Polygon(tuple(diamond)),), 0.78),
        SuitShape.SPADE: ((Polygon(spade_body), _stem(0.6, 0.05, 0.2)), 0.98),
        SuitShape.CLUB: (club, 1.0),
    }


_SHAPES = _build_shapes()


def shape_aspect(shape: SuitShape) -> float:
    """Width / height of ``shape``'s drawing box."""
    return _SHAPES[shape][1]


def draw_shape(
    draw: ImageDraw.ImageDraw,
    shape: SuitShape,
    centre: Point,
    height: float,
    fill: RGB | tuple[int, int, int, int],
    *,
    upside_down: bool = False,
) -> None:
    """Draw ``shape`` filled with ``fill``, ``height`` pixels tall, centred on ``centre``.

    ``upside_down`` turns it by 180° (as the lower half of a pip card's symbols are).
    """
    prims, aspect = _SHAPES[shape]
    width = height * aspect
    x0 = centre[0] - width / 2
    y0 = centre[1] - height / 2

    def tx(p: Point) -> tuple[float, float]:
        u, v = (1 - p[0], 1 - p[1]) if upside_down else p
        return (x0 + u * width, y0 + v * height)

    for prim in prims:
        if isinstance(prim, Polygon):
            draw.polygon([tx(p) for p in prim.points], fill=fill)
        else:
            cx, cy = tx((prim.cx, prim.cy))
            r = prim.r * height
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)


@lru_cache(maxsize=512)
def shape_icon(shape: SuitShape, height: int, colour: RGB) -> Image.Image:
    """An anti-aliased RGBA image of ``shape`` ``height`` pixels tall on transparency."""
    ss = SUPERSAMPLE
    width = max(1, math.ceil(height * shape_aspect(shape)))
    big = Image.new("RGBA", (width * ss, height * ss), (*colour, 0))
    draw_shape(
        ImageDraw.Draw(big),
        shape,
        (width * ss / 2, height * ss / 2),
        height * ss,
        (*colour, 255),
    )
    return big.reduce(ss)
