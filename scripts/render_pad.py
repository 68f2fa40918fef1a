"""Draw the score pad's sheet the way the bot draws it: the session of docs/scorepad.md
entered through the pad's own form, booked in a temporary store, closed, and the pad
message's image written to a PNG (and the message's text printed).

Run: python scripts/render_pad.py [--out FILE] [--lang en|sl|cs]

The default file is docs/images/score_pad.png.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path
from typing import Any

from bot.pad.form import Answers
from bot.pad.screens import pad_screen
from bot.pad.service import PadService
from bot.render.encode import EncodeSettings, ImageFormat, encode
from bot.store import Store
from bot.store.pads import PadPlayer
from bot.ui.images import compose
from engine.slovenian import Rules

DEFAULT_OUT = Path(__file__).resolve().parents[1] / "docs" / "images" / "score_pad.png"
PNG = EncodeSettings(ImageFormat.PNG, compress_level=9, optimize=True)
NAMES = ("Maja", "Jure", "Tina", "Rok")

DEALS: list[dict[str, Any]] = [
    # Jure plays Two with Rok and wins by 5.
    {"contract": "two", "declarer": "1", "partner": "3", "points": {"points": 41}, "tricks": "7"},
    # Tina plays Beggar and takes a trick; everyone gets a radelc.
    {"contract": "beggar", "declarer": "2", "tricks": "1"},
    # A klop: everyone's score doubled by their radelc.
    {
        "contract": "klop",
        "klop_points": {"0": 20, "1": 31, "2": 12, "3": 8},
        "klop_tricks": {"0": 3, "1": 4, "2": 3, "3": 2},
    },
    # Maja wins Solo one with the trula announced and made.
    {
        "contract": "solo_one",
        "declarer": "0",
        "points": {"points": 38},
        "tricks": "6",
        "bonuses": ["trula:declarer"],
        "announced": ["trula:declarer"],
    },
    # Rok's Three with Tina, lost by 5; Tina's Mond falls to the Škis.
    {
        "contract": "three",
        "declarer": "3",
        "partner": "2",
        "points": {"points": 30},
        "tricks": "5",
        "mond": "2",
    },
]


def _defaults(kind: str, key: str) -> Any:
    if kind == "toggles":
        return []
    return "1" if key.startswith("kontra:") else "none"


async def main(out: Path, lang: str) -> None:
    """Enter the deals through the form, close the pad, write its image."""
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "pad.sqlite3")
        try:
            service = PadService(store)
            state = await service.open(
                1,
                1,
                family="slovenian",
                preset="pagat",
                rules=Rules.preset("pagat"),
                opened_by=1,
                players=[PadPlayer(s, name) for s, name in enumerate(NAMES)],
            )
            for deal_no, deal in enumerate(DEALS, start=1):
                view = await service.start_form(state.pad.id, 1, deal_no, lang)
                while (step := view.step()) is not None:
                    value = deal.get(step.key, _defaults(step.kind, step.key))
                    answers: Answers = view.form.answer(view.ctx, view.answers, step.key, value)
                    view.answers = answers
                state, _ = await service.save(view, 1)
            state = await service.close(state.pad.id)
            screen = pad_screen(state, lang)
        finally:
            await store.close()
    print("\n\n".join(screen.blocks))
    image = encode(compose(screen.images[0]).image, "score_pad", PNG)
    out.write_bytes(image.data)
    print(f"{out}: {image.width}×{image.height}, {len(image.data)} bytes")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    asyncio.run(main(args.out, args.lang))
