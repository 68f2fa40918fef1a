"""The fonts shipped in ``assets/fonts`` and small text-measuring helpers.

Only the shipped DejaVu Sans faces are used (never a system font), with Pillow's basic
layout engine, so text renders identically on every machine. DejaVu Sans covers the
Slovene letters č š ž Č Š Ž.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
REGULAR_FILE = FONT_DIR / "DejaVuSans.ttf"
BOLD_FILE = FONT_DIR / "DejaVuSans-Bold.ttf"

ELLIPSIS = "…"

Font = ImageFont.FreeTypeFont


@lru_cache(maxsize=256)
def font(size: int, *, bold: bool = False) -> Font:
    """The shipped DejaVu Sans (``bold``: DejaVu Sans Bold) at ``size`` pixels."""
    path = BOLD_FILE if bold else REGULAR_FILE
    return ImageFont.truetype(str(path), max(1, size), layout_engine=ImageFont.Layout.BASIC)


def text_width(text: str, fnt: Font) -> float:
    """Advance width of ``text`` in pixels."""
    return fnt.getlength(text)


def fit_size(
    text: str, max_width: float, size: int, *, bold: bool = False, min_size: int = 6
) -> int:
    """The largest size ≤ ``size`` at which ``text`` is at most ``max_width`` wide."""
    while size > min_size and font(size, bold=bold).getlength(text) > max_width:
        size -= 1
    return size


def truncate(text: str, fnt: Font, max_width: float) -> str:
    """``text`` shortened with an ellipsis so that it is at most ``max_width`` wide."""
    if fnt.getlength(text) <= max_width:
        return text
    while text and fnt.getlength(text + ELLIPSIS) > max_width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


def wrap(text: str, fnt: Font, max_width: float, max_lines: int = 2) -> list[str]:
    """``text`` broken at spaces into at most ``max_lines`` lines of at most ``max_width``;
    the last line is shortened with an ellipsis if the text does not fit."""
    words: list[str] = []
    for word in text.split():
        # A lone separator (·, –) stays at the end of its line, never starts one.
        if words and not any(ch.isalnum() for ch in word):
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
    lines: list[str] = []
    while words and len(lines) < max_lines:
        line = words.pop(0)
        while words and fnt.getlength(f"{line} {words[0]}") <= max_width:
            line = f"{line} {words.pop(0)}"
        lines.append(line)
    if words:
        lines[-1] = f"{lines[-1]} {' '.join(words)}"
    return [truncate(line, fnt, max_width) for line in lines] or [""]


def glyph_bitmap(char: str, *, bold: bool = False, size: int = 32) -> bytes:
    """Pixels of ``char`` drawn alone with the shipped font (for comparing glyphs)."""
    fnt = font(size, bold=bold)
    img = Image.new("L", (size * 2, size * 2), 0)
    ImageDraw.Draw(img).text((size // 2, size // 2), char, font=fnt, fill=255)
    return img.tobytes()


MISSING_GLYPH = "\ue000"
"""A private-use character no shipped font covers: drawn, it shows the missing-glyph box."""


def has_glyph(char: str, *, bold: bool = False) -> bool:
    """Whether the shipped font has a real glyph for ``char`` (not the missing-glyph box)."""
    return glyph_bitmap(char, bold=bold) != glyph_bitmap(MISSING_GLYPH, bold=bold)
