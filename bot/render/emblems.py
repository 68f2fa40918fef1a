"""Pictures for court cards and special trumps, drawn with simple vector shapes.

Each emblem is drawn into a square unit frame centred in the box it is given; coordinates
below are fractions of that square. Court emblems take the suit's ink colour so that the
four-colour scheme recolours them along with the suit symbols.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from PIL import ImageDraw

from bot.render.style import RGB, Emblem, Palette

Box = tuple[float, float, float, float]


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Blend colour ``a`` towards ``b`` by ``t`` (0 = a, 1 = b)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


class _Frame:
    """Maps unit-square coordinates to pixels of a square centred in a box."""

    def __init__(self, box: Box) -> None:
        x0, y0, x1, y1 = box
        self.s = min(x1 - x0, y1 - y0)
        self.ox = x0 + (x1 - x0 - self.s) / 2
        self.oy = y0 + (y1 - y0 - self.s) / 2

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (self.ox + x * self.s, self.oy + y * self.s)

    def pts(self, seq: Iterable[tuple[float, float]]) -> list[tuple[float, float]]:
        return [self.p(x, y) for x, y in seq]

    def rect(self, x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float]:
        return (*self.p(x0, y0), *self.p(x1, y1))

    def circle(self, cx: float, cy: float, r: float) -> tuple[float, float, float, float]:
        return self.rect(cx - r, cy - r, cx + r, cy + r)

    def w(self, v: float) -> int:
        return max(1, round(v * self.s))


def _shoulders(d: ImageDraw.ImageDraw, f: _Frame, fill: RGB, top: float = 0.7) -> None:
    d.chord(f.rect(0.1, top, 0.9, 2 - top), 180, 360, fill=fill)


def _face(d: ImageDraw.ImageDraw, f: _Frame, cx: float, cy: float, r: float) -> None:
    d.ellipse(f.circle(cx, cy, r), fill=Palette.SKIN)
    eye = (60, 40, 30)
    for ex in (cx - r * 0.36, cx + r * 0.36):
        d.ellipse(f.circle(ex, cy - r * 0.05, r * 0.09), fill=eye)


def _king(d: ImageDraw.ImageDraw, f: _Frame, ink: RGB) -> None:
    _shoulders(d, f, ink, 0.72)
    # Ermine collar: white band with black tails.
    d.chord(f.rect(0.26, 0.66, 0.74, 0.86), 180, 360, fill=Palette.PAPER)
    for x in (0.36, 0.5, 0.64):
        d.ellipse(f.circle(x, 0.735, 0.018), fill=(20, 20, 20))
    _face(d, f, 0.5, 0.5, 0.15)
    beard = (120, 92, 70)
    d.chord(f.rect(0.35, 0.38, 0.65, 0.7), 15, 165, fill=beard)
    d.ellipse(f.circle(0.5, 0.6, 0.03), fill=(170, 60, 60))
    # Crown: band, three points with jewels.
    gold, dark = Palette.GOLD, Palette.GOLD_DARK
    spikes = [
        (0.32, 0.36),
        (0.32, 0.17),
        (0.41, 0.27),
        (0.5, 0.12),
        (0.59, 0.27),
        (0.68, 0.17),
        (0.68, 0.36),
    ]
    d.polygon(f.pts(spikes), fill=gold, outline=dark, width=f.w(0.012))
    d.rectangle(f.rect(0.31, 0.31, 0.69, 0.38), fill=gold, outline=dark, width=f.w(0.012))
    for x, y in ((0.32, 0.16), (0.5, 0.11), (0.68, 0.16)):
        d.ellipse(f.circle(x, y, 0.03), fill=Palette.PAPER, outline=dark, width=f.w(0.01))
    d.ellipse(f.circle(0.5, 0.345, 0.028), fill=ink)


def _queen(d: ImageDraw.ImageDraw, f: _Frame, ink: RGB) -> None:
    d.ellipse(f.rect(0.3, 0.3, 0.7, 0.84), fill=Palette.HAIR)
    _shoulders(d, f, ink, 0.74)
    d.polygon(f.pts([(0.4, 0.74), (0.5, 0.86), (0.6, 0.74)]), fill=Palette.SKIN)
    for i in range(7):
        a = math.pi * (0.2 + 0.6 * i / 6)
        d.ellipse(
            f.circle(0.5 + 0.13 * math.cos(a), 0.72 + 0.09 * math.sin(a), 0.016), fill=Palette.GOLD
        )
    _face(d, f, 0.5, 0.5, 0.14)
    d.chord(f.rect(0.35, 0.33, 0.65, 0.55), 180, 360, fill=Palette.HAIR)
    gold, dark = Palette.GOLD, Palette.GOLD_DARK
    tiara = [
        (0.37, 0.37),
        (0.39, 0.28),
        (0.44, 0.32),
        (0.5, 0.2),
        (0.56, 0.32),
        (0.61, 0.28),
        (0.63, 0.37),
    ]
    d.polygon(f.pts(tiara), fill=gold, outline=dark, width=f.w(0.012))
    d.ellipse(f.circle(0.5, 0.22, 0.035), fill=ink, outline=dark, width=f.w(0.01))
    d.ellipse(f.circle(0.5, 0.61, 0.022), fill=(190, 70, 80))


def _knight(d: ImageDraw.ImageDraw, f: _Frame, ink: RGB) -> None:
    head = [
        (0.63, 0.1),
        (0.57, 0.21),
        (0.46, 0.23),
        (0.31, 0.34),
        (0.17, 0.5),
        (0.15, 0.6),
        (0.21, 0.67),
        (0.34, 0.65),
        (0.45, 0.58),
        (0.5, 0.6),
        (0.45, 0.78),
        (0.36, 0.95),
        (0.84, 0.95),
        (0.83, 0.7),
        (0.79, 0.42),
        (0.72, 0.25),
        (0.69, 0.1),
        (0.66, 0.17),
    ]
    d.polygon(f.pts(head), fill=ink)
    # Mane in gold along the back of the neck.
    for i in range(6):
        t = i / 5
        x, y = 0.74 + 0.09 * t, 0.27 + 0.55 * t
        d.polygon(f.pts([(x, y), (x + 0.08, y + 0.03), (x + 0.01, y + 0.09)]), fill=Palette.GOLD)
    # Bridle and rein.
    gold = Palette.GOLD
    d.line(f.pts([(0.22, 0.57), (0.47, 0.38), (0.66, 0.26)]), fill=gold, width=f.w(0.03))
    d.line(f.pts([(0.47, 0.38), (0.52, 0.56)]), fill=gold, width=f.w(0.03))
    d.ellipse(f.circle(0.22, 0.57, 0.03), fill=gold)
    d.ellipse(f.circle(0.5, 0.33, 0.035), fill=Palette.PAPER)
    d.ellipse(f.circle(0.505, 0.335, 0.018), fill=(20, 20, 20))
    d.ellipse(f.circle(0.22, 0.52, 0.015), fill=Palette.PAPER)
    # Saddle cloth edge at the base.
    d.rectangle(f.rect(0.34, 0.9, 0.86, 0.96), fill=gold)


def _jack(d: ImageDraw.ImageDraw, f: _Frame, ink: RGB) -> None:
    _shoulders(d, f, ink, 0.74)
    d.chord(f.rect(0.3, 0.7, 0.7, 0.9), 180, 360, fill=Palette.GOLD)
    d.chord(f.rect(0.36, 0.73, 0.64, 0.93), 180, 360, fill=ink)
    _face(d, f, 0.5, 0.52, 0.14)
    d.chord(f.rect(0.35, 0.36, 0.65, 0.6), 180, 360, fill=Palette.HAIR)
    # Feather, then the cap over it.
    feather = [(0.58, 0.36), (0.7, 0.2), (0.86, 0.08), (0.8, 0.22), (0.64, 0.38)]
    d.polygon(f.pts(feather), fill=Palette.GOLD, outline=Palette.GOLD_DARK, width=f.w(0.01))
    d.ellipse(f.rect(0.26, 0.3, 0.72, 0.46), fill=ink)
    d.rectangle(f.rect(0.35, 0.38, 0.65, 0.43), fill=Palette.GOLD)


def _juggler(d: ImageDraw.ImageDraw, f: _Frame, ink: RGB) -> None:
    back = (128, 28, 44)
    d.ellipse(f.circle(0.5, 0.52, 0.47), fill=back)
    gold, paper = Palette.GOLD, Palette.PAPER
    # Robe and raised arms.
    d.polygon(f.pts([(0.5, 0.5), (0.28, 0.92), (0.72, 0.92)]), fill=gold)
    d.line(f.pts([(0.44, 0.58), (0.3, 0.5), (0.26, 0.38)]), fill=gold, width=f.w(0.045))
    d.line(f.pts([(0.56, 0.58), (0.7, 0.5), (0.74, 0.38)]), fill=gold, width=f.w(0.045))
    d.ellipse(f.circle(0.5, 0.43, 0.08), fill=Palette.SKIN)
    # Pointed hat.
    d.polygon(f.pts([(0.41, 0.39), (0.5, 0.22), (0.59, 0.39)]), fill=(40, 60, 140))
    # Three balls in an arc over the hands.
    for (x, y), colour in zip(
        ((0.24, 0.3), (0.5, 0.13), (0.76, 0.3)),
        ((60, 110, 220), paper, (60, 180, 100)),
        strict=True,
    ):
        d.ellipse(f.circle(x, y, 0.06), fill=colour, outline=gold, width=f.w(0.012))
    d.arc(f.rect(0.2, 0.1, 0.8, 0.55), 200, 340, fill=paper, width=f.w(0.012))


def _star(
    cx: float, cy: float, r_out: float, r_in: float, points: int, turn: float = 0.0
) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = -math.pi / 2 + turn + math.pi * i / points
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def _world(d: ImageDraw.ImageDraw, f: _Frame, ink: RGB) -> None:
    night = (22, 34, 84)
    d.ellipse(f.circle(0.5, 0.5, 0.49), fill=night)
    for x, y, r in ((0.18, 0.22, 0.03), (0.83, 0.74, 0.025), (0.2, 0.8, 0.022), (0.36, 0.12, 0.02)):
        d.polygon(f.pts(_star(x, y, r * 1.6, r * 0.6, 5)), fill=Palette.GOLD_LIGHT)
    # The globe: ocean, two continents, meridians.
    sea, land, line = (40, 120, 200), (70, 160, 90), (220, 236, 250)
    d.ellipse(f.circle(0.46, 0.55, 0.27), fill=sea)
    d.polygon(f.pts([(0.3, 0.42), (0.42, 0.36), (0.48, 0.46), (0.4, 0.6), (0.33, 0.56)]), fill=land)
    d.polygon(f.pts([(0.5, 0.62), (0.62, 0.56), (0.66, 0.7), (0.55, 0.77)]), fill=land)
    w = f.w(0.012)
    d.ellipse(f.circle(0.46, 0.55, 0.27), outline=line, width=w)
    d.ellipse(f.rect(0.34, 0.28, 0.58, 0.82), outline=line, width=w)
    d.line(f.pts([(0.46, 0.28), (0.46, 0.82)]), fill=line, width=w)
    d.line(f.pts([(0.19, 0.55), (0.73, 0.55)]), fill=line, width=w)
    # Crescent moon: a gold disc bitten by a night-blue one.
    d.ellipse(f.circle(0.71, 0.27, 0.15), fill=Palette.GOLD)
    d.ellipse(f.circle(0.77, 0.22, 0.13), fill=night)


def _fool(d: ImageDraw.ImageDraw, f: _Frame, ink: RGB) -> None:
    red, green, gold = (200, 30, 50), (30, 140, 70), Palette.GOLD
    # Motley body and a zig-zag ruff collar.
    d.chord(f.rect(0.2, 0.8, 0.8, 1.1), 180, 270, fill=red)
    d.chord(f.rect(0.2, 0.8, 0.8, 1.1), 270, 360, fill=green)
    d.polygon(f.pts(_star(0.5, 0.74, 0.25, 0.17, 12)), fill=Palette.PAPER, outline=(150, 150, 150))
    d.ellipse(f.circle(0.5, 0.56, 0.15), fill=Palette.SKIN)
    eye = (40, 30, 30)
    for ex in (0.445, 0.555):
        d.arc(f.circle(ex, 0.55, 0.03), 200, 340, fill=eye, width=f.w(0.016))
    d.arc(f.circle(0.5, 0.58, 0.075), 20, 160, fill=(170, 40, 50), width=f.w(0.02))
    d.ellipse(f.circle(0.5, 0.585, 0.024), fill=(220, 80, 80))
    # Cap: three drooping points with bells, in alternating colours.
    d.chord(f.rect(0.34, 0.32, 0.66, 0.54), 180, 360, fill=green)
    d.polygon(f.pts([(0.36, 0.44), (0.12, 0.15), (0.07, 0.4), (0.42, 0.4)]), fill=red)
    d.polygon(f.pts([(0.41, 0.4), (0.5, 0.04), (0.59, 0.4)]), fill=gold)
    d.polygon(f.pts([(0.64, 0.44), (0.88, 0.15), (0.93, 0.4), (0.58, 0.4)]), fill=green)
    d.rectangle(f.rect(0.34, 0.4, 0.66, 0.45), fill=red)
    for x, y in ((0.07, 0.41), (0.5, 0.05), (0.93, 0.41)):
        d.ellipse(f.circle(x, y, 0.045), fill=gold, outline=Palette.GOLD_DARK, width=f.w(0.012))


EmblemPainter = Callable[[ImageDraw.ImageDraw, _Frame, RGB], None]

_PAINTERS: dict[Emblem, EmblemPainter] = {
    Emblem.KING: _king,
    Emblem.QUEEN: _queen,
    Emblem.KNIGHT: _knight,
    Emblem.JACK: _jack,
    Emblem.JUGGLER: _juggler,
    Emblem.WORLD: _world,
    Emblem.FOOL: _fool,
}


def draw_emblem(draw: ImageDraw.ImageDraw, emblem: Emblem, box: Box, ink: RGB) -> None:
    """Draw ``emblem`` in the largest square centred in ``box``; ``ink`` is the suit colour."""
    _PAINTERS[emblem](draw, _Frame(box), ink)


def draw_medallion(draw: ImageDraw.ImageDraw, number: int, box: Box) -> None:
    """The design of an ordinary trump: a star in a ring of ``number`` beads.

    The bead count and the star's points vary with ``number``, so every trump looks different
    as well as carrying its own numeral.
    """
    f = _Frame(box)
    accents = ((176, 40, 56), (24, 116, 120), (112, 60, 150), (200, 120, 30))
    accent = accents[number % len(accents)]
    d = draw
    d.ellipse(f.circle(0.5, 0.5, 0.47), fill=Palette.TRUMP_FRAME)
    d.ellipse(f.circle(0.5, 0.5, 0.43), fill=Palette.TRUMP_PAPER)
    d.ellipse(f.circle(0.5, 0.5, 0.3), fill=mix(accent, Palette.TRUMP_PAPER, 0.75))
    for i in range(number):
        a = -math.pi / 2 + 2 * math.pi * i / number
        x, y = 0.5 + 0.365 * math.cos(a), 0.5 + 0.365 * math.sin(a)
        d.ellipse(f.circle(x, y, min(0.04, 0.9 / number)), fill=Palette.GOLD_DARK)
    points = 5 + number % 4
    d.polygon(f.pts(_star(0.5, 0.5, 0.27, 0.12, points)), fill=accent)
    d.ellipse(f.circle(0.5, 0.5, 0.07), fill=Palette.GOLD)
