"""Fonts: shipped with the project, licensed, and drawing Slovene letters."""

from __future__ import annotations

import pytest
from PIL import Image

from bot.render.drawing import text
from bot.render.fonts import (
    BOLD_FILE,
    FONT_DIR,
    MISSING_GLYPH,
    REGULAR_FILE,
    font,
    glyph_bitmap,
    has_glyph,
    truncate,
    wrap,
)

SLOVENE = "čšžČŠŽ"


def test_fonts_are_shipped_with_their_licence() -> None:
    assert REGULAR_FILE.is_file() and BOLD_FILE.is_file()
    assert REGULAR_FILE.parent == FONT_DIR
    assert FONT_DIR.parts[-2:] == ("assets", "fonts")
    licence = (FONT_DIR / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "Permission is hereby granted" in licence
    total = sum(p.stat().st_size for p in FONT_DIR.glob("*.ttf"))
    assert total < 2_000_000


def test_font_is_loaded_from_the_shipped_file() -> None:
    assert font(20).path == str(REGULAR_FILE)
    assert font(20, bold=True).path == str(BOLD_FILE)


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("char", list(SLOVENE))
def test_slovene_letters_have_real_glyphs(char: str, bold: bool) -> None:
    drawn = glyph_bitmap(char, bold=bold)
    assert drawn != glyph_bitmap(MISSING_GLYPH, bold=bold)
    assert any(drawn)
    # The caron is drawn: the letter differs from its base letter and reaches higher.
    base = {"č": "c", "š": "s", "ž": "z", "Č": "C", "Š": "S", "Ž": "Z"}[char]
    assert drawn != glyph_bitmap(base, bold=bold)
    assert font(40, bold=bold).getbbox(char)[1] < font(40, bold=bold).getbbox(base)[1]
    assert has_glyph(char, bold=bold)


CZECH_AND_FRENCH = "áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽàâçèêëîïôùûüÿœæÀÇÈÉÊŒ½⅓⅔▶Σ×−"


@pytest.mark.parametrize("bold", [False, True])
def test_czech_and_french_letters_have_real_glyphs(bold: bool) -> None:
    """The Czech and French texts (and the marks the images use) never show a missing box."""
    missing = [c for c in CZECH_AND_FRENCH if not has_glyph(c, bold=bold)]
    assert missing == []


def test_missing_glyph_is_detected() -> None:
    assert not has_glyph("\u4e00")  # a CJK ideograph DejaVu Sans does not cover


def test_slovene_text_renders_with_carons() -> None:
    def draw(s: str) -> bytes:
        img = Image.new("RGB", (200, 40), (0, 0, 0))
        text(img, (4, 4), s, 20, (255, 255, 255), bold=True)
        return img.tobytes()

    assert draw("Čedomir Šuštar Žan") != draw("Cedomir Sustar Zan")


def test_wrap_breaks_at_spaces_and_keeps_separators_at_line_ends() -> None:
    fnt = font(32)
    lines = wrap("4 · Třetí hra · 2. stupeň ×2 · flek ×2", fnt, 200)
    assert len(lines) == 2 and all(fnt.getlength(line) <= 200 for line in lines)
    assert not any(line.startswith("·") for line in lines)
    assert wrap("Tri", fnt, 200) == ["Tri"]
    assert wrap("", fnt, 200) == [""]


def test_truncate_keeps_within_width() -> None:
    fnt = font(16)
    long = "Čedomir Kovačič-Šuštaršič"
    short = truncate(long, fnt, 80)
    assert short.endswith("…") and fnt.getlength(short) <= 80
    assert truncate("Žan", fnt, 80) == "Žan"
