"""Write sample images of every kind, for every deck, to a folder.

Run: python scripts/render_gallery.py [--out DIR] [--only NAME ...] [--previews] [--list]

The default folder is docs/images/ (the images the documentation shows). Each entry of
:data:`GALLERY` is a name and a function composing one image; add entries to show more.
For each image it prints its size and the cap height of its smallest text when shown
450 px wide in chat (see bot/render/legibility.py).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from bot.render import samples
from bot.render.composition import Composition, RenderOptions
from bot.render.deck_sheet import compose_deck_sheet
from bot.render.encode import EncodeSettings, ImageFormat, encode
from bot.render.hand import compose_hand
from bot.render.legibility import chat_preview, read_at_chat_width
from bot.render.sheet import compose_sheet
from bot.render.shown import compose_shown
from bot.render.style import ColourScheme
from bot.render.summary import compose_summary
from bot.render.table import compose_trick
from bot.render.talon import compose_talon

DEFAULT_OUT = Path(__file__).resolve().parents[1] / "docs" / "images"
PNG = EncodeSettings(ImageFormat.PNG, compress_level=9, optimize=True)
"""The committed files are compressed as far as PNG goes (the bot itself uses level 1)."""


@dataclass(frozen=True)
class Entry:
    """One gallery image: its file name (without extension) and how to compose it."""

    name: str
    compose: Callable[[], Composition]
    labels: tuple[str, ...] = ()
    """The deck's labels, so long card names are judged as names (legibility figures)."""
    chat: bool = True
    """Shown in chat (the deck sheets are documentation only)."""


def _gallery() -> list[Entry]:
    classic = RenderOptions()
    four = RenderOptions(scheme=ColourScheme.FOUR_COLOUR)
    fr, cz = samples.french_options(), samples.czech_options()
    fr_labels, cz_labels = fr.style.deck.labels, cz.style.deck.labels
    return [
        Entry("hand_4p", lambda: compose_hand(samples.HAND_4P, None, classic)),
        Entry("hand_3p", lambda: compose_hand(samples.HAND_3P, samples.LEGAL_3P, classic)),
        Entry("hand_3p_four_colour", lambda: compose_hand(samples.HAND_3P, samples.LEGAL_3P, four)),
        Entry("trick", lambda: compose_trick(samples.sample_trick(), classic)),
        Entry("trick_open_hand", lambda: compose_trick(samples.sample_open_trick(), classic)),
        Entry("talon", lambda: compose_talon(samples.sample_talon(), classic)),
        Entry("talon_6x1", lambda: compose_talon(samples.sample_talon_groups(1), classic)),
        Entry("summary", lambda: compose_summary(samples.sample_summary(), classic)),
        Entry("scoresheet", lambda: compose_sheet(samples.sample_sheet(), classic)),
        Entry("deck", lambda: compose_deck_sheet(classic), chat=False),
        # French tarot.
        Entry(
            "french_hand_3p",
            lambda: compose_hand(samples.FRENCH_HAND_3P, samples.FRENCH_LEGAL_3P, fr),
            fr_labels,
        ),
        Entry("french_hand_5p", lambda: compose_hand(samples.FRENCH_HAND_5P, None, fr), fr_labels),
        Entry("french_trick_5p", lambda: compose_trick(samples.french_trick(), fr), fr_labels),
        Entry("french_chien", lambda: compose_talon(samples.french_chien(), fr), fr_labels),
        Entry("french_ecart", lambda: compose_talon(samples.french_ecart_trumps(), fr), fr_labels),
        Entry("french_poignee", lambda: compose_shown(samples.french_poignee(), fr), fr_labels),
        Entry("french_summary", lambda: compose_summary(samples.french_summary(), fr)),
        Entry("french_scoresheet", lambda: compose_sheet(samples.french_sheet(), fr)),
        Entry("french_deck", lambda: compose_deck_sheet(fr), fr_labels, chat=False),
        # Czech taroky.
        Entry("czech_hand", lambda: compose_hand(samples.CZECH_HAND, None, cz), cz_labels),
        Entry("czech_trick", lambda: compose_trick(samples.czech_trick(), cz), cz_labels),
        Entry("czech_talon", lambda: compose_talon(samples.czech_talon(), cz), cz_labels),
        Entry("czech_summary", lambda: compose_summary(samples.czech_summary(), cz)),
        Entry("czech_scoresheet", lambda: compose_sheet(samples.czech_sheet(), cz)),
        Entry("czech_deck", lambda: compose_deck_sheet(cz), cz_labels, chat=False),
    ]


GALLERY: Sequence[Entry] = _gallery()


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line (``--help`` prints it and exits before anything is written)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_OUT,
        help=f"folder to write the images to (default: {DEFAULT_OUT})",
    )
    parser.add_argument("--only", nargs="+", metavar="NAME", help="write only these images")
    parser.add_argument(
        "--previews",
        action="store_true",
        help="also write each chat image scaled to 450 px wide, as NAME.450.png",
    )
    parser.add_argument("--list", action="store_true", help="list the image names and exit")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Render the gallery; PNG at the best compression, as these files are committed."""
    args = parse_args(argv)
    if args.list:
        print("\n".join(e.name for e in GALLERY))
        return 0
    entries = list(GALLERY)
    if args.only:
        unknown = sorted(set(args.only) - {e.name for e in entries})
        if unknown:
            print(f"unknown image name(s): {', '.join(unknown)} (see --list)", file=sys.stderr)
            return 2
        entries = [e for e in entries if e.name in args.only]
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    for entry in entries:
        comp, reading = read_at_chat_width(entry.compose, labels=entry.labels)
        image = encode(comp.image, entry.name, PNG)
        (out / image.filename).write_bytes(image.data)
        if args.previews and entry.chat:
            chat_preview(comp.image).save(out / f"{entry.name}.450.png")
        small = "" if reading.smallest_text is None else f"text {reading.smallest_text:4.1f} px"
        index = "" if reading.smallest_index is None else f"index {reading.smallest_index:4.1f} px"
        at = "  at 450 px: " + "  ".join(p for p in (small, index) if p) if entry.chat else ""
        print(f"{image.filename:26} {image.width}x{image.height} {image.size / 1024:6.1f} KiB{at}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
