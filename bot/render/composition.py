"""Shared pieces for composing images: options, placed cards, shadows, highlight rings.

Every renderer returns a :class:`Composition`: the PIL image plus a record of each card face
it pasted (card, box, state), so tests and callers can check exactly what was drawn.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFilter

from bot.render.encode import DEFAULT_ENCODING, EncodeSettings
from bot.render.faces import card_face, face_height
from bot.render.style import RGB, TAROK_STYLE, ColourScheme, DeckStyle, Palette, deck_style
from bot.render.symbols import SUPERSAMPLE
from engine.core.deck import Deck

DEFAULT_SCALE = 2.0
"""Pixels per layout unit. Layouts are designed for Discord's ~550 px chat preview; drawing
them at twice that keeps text sharp on high-density screens and when the image is opened."""


@dataclass(frozen=True, slots=True)
class RenderOptions:
    """How to draw: suit colour scheme, pixel scale, deck style and encoding."""

    scheme: ColourScheme = ColourScheme.CLASSIC
    scale: float = DEFAULT_SCALE
    style: DeckStyle = TAROK_STYLE
    encoding: EncodeSettings = DEFAULT_ENCODING

    def px(self, units: float) -> int:
        """Layout units to pixels."""
        return round(units * self.scale)

    @classmethod
    def for_deck(cls, deck: Deck, scheme: ColourScheme = ColourScheme.CLASSIC) -> RenderOptions:
        """Options that draw ``deck`` (any deck of the core: tarok54, tarot78, …)."""
        return cls(scheme=scheme, style=deck_style(deck))


DEFAULT_OPTIONS = RenderOptions()


class CardState(Enum):
    """How a placed card is shown."""

    NORMAL = "normal"
    LEGAL = "legal"  # raised with a gold ring: may be played
    DIMMED = "dimmed"  # greyed out: may not be played
    WINNER = "winner"  # gold ring: wins the trick


@dataclass(frozen=True, slots=True)
class Placement:
    """One card face pasted into an image: which card, where, and how it was shown.

    ``index_size`` is the pixel size of the face's top-left index (for legibility checks).
    """

    card: int
    box: tuple[int, int, int, int]
    state: CardState
    index_size: int = 0


@dataclass(frozen=True, slots=True, eq=False)
class Composition:
    """A composed image, the card faces placed on it and named regions of its layout.

    ``regions`` name boxes a renderer laid out (a talon group's tray, a player's radelci)
    so that tests and callers can look at exactly that part of the image.
    """

    image: Image.Image
    placements: tuple[Placement, ...] = field(default=())
    regions: Mapping[str, tuple[int, int, int, int]] = field(default_factory=dict)

    @property
    def cards(self) -> list[int]:
        """The cards whose faces were pasted, in the order they were pasted."""
        return [p.card for p in self.placements]


@lru_cache(maxsize=64)
def _shadow(width: int, height: int, radius: int, blur: int) -> Image.Image:
    pad = blur * 2
    mask = Image.new("L", (width + 2 * pad, height + 2 * pad), 0)
    ImageDraw.Draw(mask).rounded_rectangle(
        (pad, pad, pad + width - 1, pad + height - 1), radius, fill=110
    )
    mask = mask.filter(ImageFilter.GaussianBlur(blur))
    shadow = Image.new("RGBA", mask.size, (0, 0, 0, 0))
    shadow.putalpha(mask)
    return shadow


@lru_cache(maxsize=64)
def ring(width: int, height: int, radius: int, thickness: int, colour: RGB) -> Image.Image:
    """An anti-aliased rounded-rectangle ring that surrounds a ``width`` × ``height`` box."""
    ss = SUPERSAMPLE
    w, h = width + 2 * thickness, height + 2 * thickness
    big = Image.new("RGBA", (w * ss, h * ss), (*colour, 0))
    d = ImageDraw.Draw(big)
    d.rounded_rectangle(
        (0, 0, w * ss - 1, h * ss - 1), (radius + thickness) * ss, fill=(*colour, 255)
    )
    t = thickness * ss
    d.rounded_rectangle(
        (t, t, (w - thickness) * ss - 1, (h - thickness) * ss - 1), radius * ss, fill=(*colour, 0)
    )
    return big.reduce(ss)


DIM_COLOUR = 0.3
"""Share of the suit colour a greyed-out face keeps (enough to tell red from black)."""
DIM_BLACK, DIM_WHITE = 40, 196
"""Grey levels the darkest ink and the white paper of a greyed-out face are mapped to."""


@lru_cache(maxsize=2048)
def dimmed_face(card: int, width: int, scheme: ColourScheme, style: DeckStyle) -> Image.Image:
    """``card``'s face greyed out, for cards that may not be played.

    The face is mostly desaturated and its tones are squeezed into light grey paper and
    dark grey ink: clearly set apart from the white, coloured, ringed cards that may be
    played, and still crisp. Blending towards the felt instead made every dimmed card a
    murky green at chat size, with half the contrast.
    """
    face = card_face(card, width, scheme, style).image
    rgb = face.convert("RGB")
    grey = rgb.convert("L")
    mixed = Image.blend(Image.merge("RGB", (grey, grey, grey)), rgb, DIM_COLOUR)
    lut = [round(DIM_BLACK + v * (DIM_WHITE - DIM_BLACK) / 255) for v in range(256)]
    out = mixed.point(lut * 3).convert("RGBA")
    out.putalpha(face.getchannel("A"))
    return out


def card_size(width: int, opts: RenderOptions) -> tuple[int, int]:
    """Pixel size of a face ``width`` pixels wide in ``opts``'s deck style."""
    return width, face_height(width, opts.style)


def paste_card(
    base: Image.Image,
    card: int,
    xy: tuple[int, int],
    width: int,
    opts: RenderOptions,
    state: CardState = CardState.NORMAL,
) -> Placement:
    """Paste ``card``'s face (``width`` px wide) with its shadow at ``xy``; record it."""
    w, h = card_size(width, opts)
    x, y = xy
    blur = max(2, width // 30)
    shadow = _shadow(w, h, round(w * 0.07), blur)
    off = max(1, width // 40)
    base.paste(shadow, (x - 2 * blur + off, y - 2 * blur + 2 * off), shadow)
    drawn = card_face(card, width, opts.scheme, opts.style)
    if state is CardState.DIMMED:
        face = dimmed_face(card, width, opts.scheme, opts.style)
    else:
        face = drawn.image
    base.paste(face, (x, y), face)
    if state in (CardState.LEGAL, CardState.WINNER):
        t = max(2, round(width * 0.045))
        glow = ring(w, h, round(w * 0.07), t, Palette.HIGHLIGHT)
        base.paste(glow, (x - t, y - t), glow)
    return Placement(card=card, box=(x, y, x + w, y + h), state=state, index_size=drawn.index_size)
