"""Card faces, drawn by code from the deck's tables and cached.

A face is described by a :class:`FaceSpec`, built only from the
:class:`~engine.core.deck.Deck` tables (suit, rank, code, label) and the
:class:`~bot.render.style.DeckStyle`. The corner index
of every face is the card's display label (the text on the card's button): the rank text
drawn with the font plus the suit symbol drawn as a vector shape, or the trump's label.

Faces are drawn lazily on first use and kept in a cache keyed by (card, width, scheme,
style); :func:`warm_cache` draws a set of them ahead of time.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import NamedTuple

from PIL import Image, ImageDraw

from bot.render.emblems import draw_emblem, draw_medallion, mix
from bot.render.fonts import fit_size, font
from bot.render.pips import PIP_LAYOUTS, pip_height
from bot.render.style import (
    RGB,
    TAROK_STYLE,
    ColourScheme,
    DeckStyle,
    Emblem,
    Palette,
    SuitShape,
    suit_ink,
)
from bot.render.symbols import SUPERSAMPLE, draw_shape, shape_icon

INDEX_SIZE = 0.36
"""Corner index font size as a fraction of the card width."""
INDEX_MARGIN = 0.075
"""Left/right margin of the corner index, as a fraction of the card width."""
INDEX_CAP_TOP = 0.085
"""Distance from the card top to the top of the index capitals, as a fraction of the width."""
SMALL_INDEX = 0.55
"""Size of the bottom-right index relative to the top-left one."""


class FaceKind(Enum):
    """What kind of picture a face carries."""

    PIP = "pip"
    COURT = "court"
    TRUMP = "trump"
    EXCUSE = "excuse"  # the French deck's Excuse: no suit, no rank, drawn like a trump


@dataclass(frozen=True, slots=True)
class FaceSpec:
    """Everything needed to draw one card, derived from the deck's tables.

    ``index_text`` is the part of the label drawn with the font (rank text for suit cards,
    the whole label for trumps); for suit cards the label's suit symbol is drawn as
    ``shape``. ``number`` is a trump's number (1 for the lowest), ``pips`` a pip card's
    symbol count, ``emblem`` the picture of a court card or special trump, ``honour`` marks
    the deck's honours (the trula, the bouts), which get a gold frame.
    """

    card: int
    label: str
    kind: FaceKind
    suit: int
    index_text: str
    shape: SuitShape | None
    pips: int
    emblem: Emblem | None
    number: int
    honour: bool


@dataclass(frozen=True, slots=True, eq=False)
class Face:
    """A drawn face: the RGBA image, the label actually drawn on it and the pixel size of
    its top-left index (the font size it was set in)."""

    spec: FaceSpec
    image: Image.Image
    drawn_label: str
    index_size: int = 0


def _rank_code(card: int, style: DeckStyle) -> str:
    """The rank part of a suit card's code: ``K`` of ``KH``, ``10`` of ``10S``."""
    deck = style.deck
    code, suit = deck.codes[card], deck.suits[card]
    if suit < len(deck.suit_info):
        letter = deck.suit_info[suit].letter
        if letter and code.upper().endswith(letter.upper()):
            return code[: -len(letter)]
    return code[:-1]


def face_spec(card: int, style: DeckStyle = TAROK_STYLE) -> FaceSpec:
    """Describe ``card`` for drawing, from ``style.deck``'s tables.

    Trumps and the Excuse show their whole label; a suit card's label is its rank text and
    the suit's symbol. Whether a suit card is a court card (and which) or a pip card (and
    how many pips) comes from its code (``KH``, ``CH``, ``7S``), so the labels may use any
    letters (``R♥``, ``V♣``).
    """
    deck = style.deck
    suit, rank, label = deck.suits[card], deck.ranks[card], deck.labels[card]
    honour = bool(deck.honours >> card & 1)
    if card == deck.excuse:
        return FaceSpec(
            card=card,
            label=label,
            kind=FaceKind.EXCUSE,
            suit=suit,
            index_text=label,
            shape=None,
            pips=0,
            emblem=style.excuse_emblem,
            number=0,
            honour=honour,
        )
    if suit == deck.trump_suit:
        return FaceSpec(
            card=card,
            label=label,
            kind=FaceKind.TRUMP,
            suit=suit,
            index_text=label,
            shape=None,
            pips=0,
            emblem=style.trump_emblems.get(rank),
            number=rank + 1,
            honour=honour,
        )
    symbol = style.suit_symbols[suit]
    if not label.endswith(symbol):
        raise ValueError(f"label {label!r} of card {card} does not end with its suit symbol")
    rank_text = label[: -len(symbol)]
    code = _rank_code(card, style)
    emblem = style.court_emblems.get(code.upper())
    if emblem is None and not code.isdigit():
        raise ValueError(f"card {deck.codes[card]!r} is neither a court card nor a pip card")
    return FaceSpec(
        card=card,
        label=label,
        kind=FaceKind.COURT if emblem else FaceKind.PIP,
        suit=suit,
        index_text=rank_text,
        shape=style.suit_shapes[suit],
        pips=0 if emblem else int(code),
        emblem=emblem,
        number=0,
        honour=False,
    )


def face_height(width: int, style: DeckStyle = TAROK_STYLE) -> int:
    """Height in pixels of a face ``width`` pixels wide."""
    return round(width * style.aspect)


def _cap_height(size: int) -> int:
    box = font(size, bold=True).getbbox("H", anchor="ls")
    return round(-box[1])


class _IndexTile(NamedTuple):
    """A drawn corner index: image, baseline y, and exactly what was drawn on it."""

    image: Image.Image
    ascent: int
    text: str
    shape: SuitShape | None


def _index_tile(text: str, shape: SuitShape | None, size: int, colour: RGB) -> _IndexTile:
    """The index (text, then the suit symbol as a vector shape) on transparency."""
    fnt = font(size, bold=True)
    ascent, descent = fnt.getmetrics()
    text_w = math.ceil(fnt.getlength(text))
    width = text_w + 2
    icon = None
    gap = max(1, round(size * 0.05))
    if shape is not None:
        icon = shape_icon(shape, max(2, round(_cap_height(size) * 0.96)), colour)
        width += gap + icon.width
    tile = Image.new("RGBA", (width, ascent + descent), (*colour, 0))
    ImageDraw.Draw(tile).text((0, ascent), text, font=fnt, fill=colour, anchor="ls")
    if icon is not None:
        tile.alpha_composite(icon, (text_w + gap, ascent - icon.height))
    return _IndexTile(tile, ascent, text, shape)


def _index_width(text: str, shape: SuitShape | None, size: int) -> float:
    width = font(size, bold=True).getlength(text)
    if shape is not None:
        width += size * 0.05 + _cap_height(size) * 0.96 * 1.1
    return width


@dataclass(frozen=True, slots=True)
class _Geometry:
    """Native-pixel layout of a face of a given width."""

    width: int
    height: int
    index_size: int
    margin: int
    baseline: int
    art: tuple[int, int, int, int]

    @classmethod
    def of(cls, width: int, style: DeckStyle) -> _Geometry:
        height = face_height(width, style)
        size = round(width * INDEX_SIZE)
        margin = round(width * INDEX_MARGIN)
        cap = _cap_height(size)
        cap_top = round(width * INDEX_CAP_TOP)
        small_cap = _cap_height(round(size * SMALL_INDEX))
        art_top = cap_top + cap + round(width * 0.07)
        art_bottom = height - margin - small_cap - round(width * 0.075)
        art = (round(width * 0.09), art_top, width - round(width * 0.09), art_bottom)
        return cls(width, height, size, margin, cap_top + cap, art)


def _draw_art(
    d: ImageDraw.ImageDraw,
    spec: FaceSpec,
    art: tuple[float, float, float, float],
    ink: RGB,
    u: float,
) -> None:
    """Draw the central picture of a face on the supersampled canvas (``u`` = 1% of width)."""
    x0, y0, x1, y1 = art
    if spec.kind is FaceKind.PIP and spec.shape is not None:
        layout = PIP_LAYOUTS[spec.pips]
        ph = pip_height(spec.pips) * (y1 - y0)
        # Keep pips clear of the box edges: centres span the box minus one pip.
        bx0, by0 = x0 + ph * 0.45, y0 + ph / 2
        bw, bh = (x1 - x0) - ph * 0.9, (y1 - y0) - ph
        for px, py in layout:
            # Every pip stays upright: at chat size an inverted heart reads as a spade and an
            # inverted spade as a heart, so suits would hang on colour alone.
            draw_shape(d, spec.shape, (bx0 + px * bw, by0 + py * bh), ph, ink)
        return
    if spec.kind is FaceKind.COURT and spec.emblem is not None:
        panel = (x0 - 2 * u, y0 - u, x1 + 2 * u, y1 + u)
        d.rounded_rectangle(panel, 5 * u, fill=(250, 238, 200), outline=ink, width=round(2.2 * u))
        inner = (panel[0] + 3.5 * u, panel[1] + 3.5 * u, panel[2] - 3.5 * u, panel[3] - 3.5 * u)
        d.rounded_rectangle(
            inner, 3 * u, outline=mix(ink, Palette.PAPER, 0.45), width=round(0.8 * u)
        )
        d.rounded_rectangle(
            (inner[0] + u, inner[1] + u, inner[2] - u, inner[3] - u), 2 * u, fill=(244, 226, 178)
        )
        draw_emblem(
            d, spec.emblem, (inner[0] + u, inner[1] + 1.5 * u, inner[2] - u, inner[3] - u), ink
        )
        return
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    side = min(x1 - x0, y1 - y0)
    box = (cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2)
    if spec.emblem is not None:
        draw_emblem(d, spec.emblem, box, ink)
    else:
        draw_medallion(d, spec.number, box)


def _draw_face(spec: FaceSpec, width: int, scheme: ColourScheme, style: DeckStyle) -> Face:
    geo = _Geometry.of(width, style)
    ss = SUPERSAMPLE
    big_w, big_h = geo.width * ss, geo.height * ss
    u = big_w / 100
    trump = spec.kind in (FaceKind.TRUMP, FaceKind.EXCUSE)
    paper = Palette.TRUMP_PAPER if trump else Palette.PAPER
    ink = Palette.TRUMP_INK if spec.shape is None else suit_ink(spec.shape, scheme)
    canvas = Image.new("RGBA", (big_w, big_h), (*paper, 0))
    d = ImageDraw.Draw(canvas)
    edge = max(ss, round(0.9 * u))
    d.rounded_rectangle(
        (0, 0, big_w - 1, big_h - 1), 7 * u, fill=paper, outline=Palette.CARD_EDGE, width=edge
    )
    if trump:
        frame = Palette.GOLD if spec.honour else Palette.TRUMP_FRAME
        inset = 3.2 * u
        d.rounded_rectangle(
            (inset, inset, big_w - 1 - inset, big_h - 1 - inset),
            4.5 * u,
            outline=frame,
            width=round((2.2 if spec.honour else 1.1) * u),
        )
    art = tuple(v * ss for v in geo.art)
    _draw_art(d, spec, (art[0], art[1], art[2], art[3]), ink, u)
    face = canvas.reduce(ss)

    # Corner indices, drawn at native resolution so the text stays crisp.
    avail = geo.width - 2 * geo.margin
    size = fit_size(spec.index_text, avail, geo.index_size, bold=True)
    while size > 6 and _index_width(spec.index_text, spec.shape, size) > avail:
        size -= 1
    tile = _index_tile(spec.index_text, spec.shape, size, ink)
    # Accents above capitals (the caron of Š) may rise into the margin, never off the card.
    glyph_top = round(-font(size, bold=True).getbbox(spec.index_text, anchor="ls")[1])
    baseline = max(geo.baseline, round(geo.width * 0.035) + glyph_top)
    face.alpha_composite(tile.image, (geo.margin, baseline - tile.ascent))
    # The small bottom index stays upright: turned over, IX would read as XI and 9 as 6.
    small = _index_tile(spec.index_text, spec.shape, max(6, round(size * SMALL_INDEX)), ink)
    bbox = small.image.getbbox()
    if bbox is not None:
        # Right-aligned, sitting on a baseline (a Q's tail may dip below it).
        img = small.image.crop((bbox[0], 0, bbox[2], small.image.height))
        pos = (geo.width - geo.margin - img.width, geo.height - geo.margin - small.ascent)
        face.alpha_composite(img, pos)
    symbol = "" if tile.shape is None else _symbol_of(tile.shape, style)
    return Face(spec=spec, image=face, drawn_label=tile.text + symbol, index_size=size)


def _symbol_of(shape: SuitShape, style: DeckStyle) -> str:
    for suit, s in style.suit_shapes.items():
        if s is shape:
            return style.suit_symbols[suit]
    raise KeyError(shape)


@lru_cache(maxsize=4096)
def card_face(
    card: int,
    width: int,
    scheme: ColourScheme = ColourScheme.CLASSIC,
    style: DeckStyle = TAROK_STYLE,
) -> Face:
    """The face of ``card`` ``width`` pixels wide, drawn once and then cached."""
    return _draw_face(face_spec(card, style), width, scheme, style)


def face_image(
    card: int,
    width: int,
    scheme: ColourScheme = ColourScheme.CLASSIC,
    style: DeckStyle = TAROK_STYLE,
) -> Image.Image:
    """The RGBA image of ``card``'s face (cached; do not modify it)."""
    return card_face(card, width, scheme, style).image


def warm_cache(
    widths: Iterable[int],
    schemes: Iterable[ColourScheme] = (ColourScheme.CLASSIC,),
    style: DeckStyle = TAROK_STYLE,
) -> int:
    """Draw every face of ``style``'s deck at each width and scheme; returns how many."""
    count = 0
    for scheme in schemes:
        for width in widths:
            for card in range(style.deck.size):
                card_face(card, width, scheme, style)
                count += 1
    return count
