"""How big an image's text is when Discord shows it in chat, about 450 px wide.

Images are drawn 1100 px wide (2 px per layout unit) and shown in chat scaled down to the
message width: 550 px at most on a wide desktop window, about 450 px in a narrow window or
on a phone. Every text a renderer draws goes through :func:`bot.render.drawing.text`, which
:func:`~bot.render.drawing.recording_text` can log, and every card face records the size of
its top-left index, so the size of the smallest text at chat width is known exactly, without
reading pixels.

Thresholds (cap height, the height of a capital letter, at :data:`CHAT_WIDTH`):

* :data:`MIN_TEXT_CAP` = 9 px for all text (names, captions, numbers): a little below the cap
  height of Discord's own 14 px secondary text, and 1.2 × the ~7.5 px that made the old Σ
  figures and score-sheet changes hard to read. With DejaVu Sans (cap height 0.729 em) and
  images 550 units wide this means a font size of at least 16 layout units.
* :data:`MIN_INDEX_CAP` = 8 px for a card's top-left index (``XVIII``, ``10♠``): a short
  bold label on white, read together with the card's picture and colour.

A label longer than :data:`LONG_LABEL` characters (a name such as ``Excuse``) is set as
large as the corner allows, which may be smaller; the card's own picture identifies it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from bot.render.composition import Composition
from bot.render.drawing import TextMark, recording_text
from bot.render.fonts import font

CHAT_WIDTH = 450
"""Width in pixels at which the checks look at an image (a narrow Discord chat column)."""
MIN_TEXT_CAP = 9.0
"""Smallest cap height, in pixels at :data:`CHAT_WIDTH`, of any text of an image."""
MIN_INDEX_CAP = 8.0
"""Smallest cap height, in pixels at :data:`CHAT_WIDTH`, of a card's top-left index."""
LONG_LABEL = 5
"""Card labels longer than this are names (``Excuse``), not indices, and may be smaller."""


@lru_cache(maxsize=256)
def cap_height(size: int, *, bold: bool = False) -> float:
    """Height in pixels of a capital letter (``H``) of the shipped font at ``size`` px."""
    box = font(size, bold=bold).getbbox("H", anchor="ls")
    return float(-box[1])


@dataclass(frozen=True, slots=True)
class ChatReading:
    """The smallest text of one image, in pixels of cap height at ``chat_width``.

    ``smallest_text`` is the smallest drawn text (``text_sample`` says which) or None when
    the image has no text; ``smallest_index`` the smallest card index, None without cards.
    """

    width: int
    chat_width: int
    smallest_text: float | None
    text_sample: str
    smallest_index: float | None
    index_card: int | None

    @property
    def scale(self) -> float:
        """Chat pixels per image pixel."""
        return self.chat_width / self.width

    def legible(self) -> bool:
        """Whether every text and card index reaches the thresholds."""
        text_ok = self.smallest_text is None or self.smallest_text >= MIN_TEXT_CAP
        index_ok = self.smallest_index is None or self.smallest_index >= MIN_INDEX_CAP
        return text_ok and index_ok


def read_at_chat_width(
    compose: Callable[[], Composition],
    *,
    labels: tuple[str, ...] = (),
    chat_width: int = CHAT_WIDTH,
) -> tuple[Composition, ChatReading]:
    """Compose an image while logging its text; measure it as shown ``chat_width`` wide.

    ``labels`` are the deck's labels by card (to leave out the long names, see
    :data:`LONG_LABEL`); without them every card index counts.
    """
    with recording_text() as marks:
        comp = compose()
    scale = chat_width / comp.image.width
    smallest: TextMark | None = None
    smallest_cap = 0.0
    for mark in marks:
        cap = cap_height(mark.size, bold=mark.bold)
        if smallest is None or cap < smallest_cap:
            smallest, smallest_cap = mark, cap
    index: float | None = None
    index_card: int | None = None
    for p in comp.placements:
        if labels and len(labels[p.card]) > LONG_LABEL:
            continue
        cap = cap_height(p.index_size, bold=True) * scale
        if index is None or cap < index:
            index, index_card = cap, p.card
    reading = ChatReading(
        width=comp.image.width,
        chat_width=chat_width,
        smallest_text=None if smallest is None else smallest_cap * scale,
        text_sample=smallest.text if smallest is not None else "",
        smallest_index=index,
        index_card=index_card,
    )
    return comp, reading


def chat_preview(image: Image.Image, chat_width: int = CHAT_WIDTH) -> Image.Image:
    """``image`` scaled to ``chat_width`` pixels wide, as the chat shows it (to look at)."""
    height = max(1, round(image.height * chat_width / image.width))
    return image.convert("RGB").resize((chat_width, height), Image.Resampling.LANCZOS)
