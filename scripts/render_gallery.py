"""Write sample images of every kind to docs/images/ (run: python scripts/render_gallery.py)."""

from __future__ import annotations

from pathlib import Path

from bot.render import samples
from bot.render.composition import RenderOptions
from bot.render.deck_sheet import render_deck_sheet
from bot.render.encode import EncodeSettings, ImageFormat, RenderedImage
from bot.render.hand import render_hand
from bot.render.sheet import render_sheet
from bot.render.style import ColourScheme
from bot.render.summary import render_summary
from bot.render.table import render_trick
from bot.render.talon import render_talon

OUT = Path(__file__).resolve().parents[1] / "docs" / "images"


def main() -> None:
    """Render the gallery; PNG at the best compression, as these files are committed."""
    OUT.mkdir(parents=True, exist_ok=True)
    png = EncodeSettings(ImageFormat.PNG, compress_level=9, optimize=True)
    classic = RenderOptions(encoding=png)
    four = RenderOptions(scheme=ColourScheme.FOUR_COLOUR, encoding=png)
    images: list[RenderedImage] = [
        render_hand(samples.HAND_4P, None, classic, stem="hand_4p"),
        render_hand(samples.HAND_3P, samples.LEGAL_3P, classic, stem="hand_3p"),
        render_hand(samples.HAND_3P, samples.LEGAL_3P, four, stem="hand_3p_four_colour"),
        render_trick(samples.sample_trick(), classic, stem="trick"),
        render_trick(samples.sample_open_trick(), classic, stem="trick_open_hand"),
        render_talon(samples.sample_talon(), classic, stem="talon"),
        render_talon(samples.sample_talon_groups(1), classic, stem="talon_6x1"),
        render_summary(samples.sample_summary(), classic, stem="summary"),
        render_sheet(samples.sample_sheet(), classic, stem="scoresheet"),
        render_deck_sheet(classic, stem="deck"),
    ]
    for image in images:
        (OUT / image.filename).write_bytes(image.data)
        print(f"{image.filename:28} {image.width}x{image.height}  {image.size / 1024:6.1f} KiB")


if __name__ == "__main__":
    main()
