"""Card art and table images for the tarok bot, drawn with Pillow only.

Every image has a ``compose_*`` function returning a :class:`Composition` (the PIL image
and a record of the card faces placed on it, for tests) and a ``render_*`` function
returning a :class:`RenderedImage` (encoded bytes and a file name) ready to attach. All
functions are synchronous and thread-safe enough to run in a worker thread
(``asyncio.to_thread``); caches only ever add finished, never-modified images.

Text is always given by the caller, already translated; the renderers draw only numbers,
card labels from the deck's tables, and drawn marks.
"""

from bot.render.composition import (
    DEFAULT_OPTIONS,
    CardState,
    Composition,
    Placement,
    RenderOptions,
)
from bot.render.deck_sheet import compose_deck_sheet, render_deck_sheet
from bot.render.encode import EncodeSettings, ImageFormat, RenderedImage
from bot.render.faces import Face, FaceSpec, card_face, face_image, face_spec, warm_cache
from bot.render.hand import compose_hand, render_hand
from bot.render.models import (
    Fact,
    LineKind,
    NamedRole,
    OpenHand,
    PlayedCard,
    PlayerResult,
    RadelcMarks,
    ScoreLine,
    ScoreSection,
    ScoreSheetImage,
    SeatLabel,
    SheetRow,
    ShownCards,
    SidePoints,
    SummaryImage,
    TalonImage,
    TrickImage,
)
from bot.render.sheet import compose_sheet, render_sheet
from bot.render.shown import compose_shown, render_shown
from bot.render.style import TAROK_STYLE, ColourScheme, DeckStyle, deck_style
from bot.render.summary import compose_summary, render_summary
from bot.render.table import compose_trick, render_trick
from bot.render.talon import compose_talon, render_talon

__all__ = [
    "DEFAULT_OPTIONS",
    "TAROK_STYLE",
    "CardState",
    "ColourScheme",
    "Composition",
    "DeckStyle",
    "EncodeSettings",
    "Face",
    "FaceSpec",
    "Fact",
    "ImageFormat",
    "LineKind",
    "NamedRole",
    "OpenHand",
    "Placement",
    "PlayedCard",
    "PlayerResult",
    "RadelcMarks",
    "RenderOptions",
    "RenderedImage",
    "ScoreLine",
    "ScoreSection",
    "ScoreSheetImage",
    "SeatLabel",
    "SheetRow",
    "ShownCards",
    "SidePoints",
    "SummaryImage",
    "TalonImage",
    "TrickImage",
    "card_face",
    "compose_deck_sheet",
    "compose_hand",
    "compose_sheet",
    "compose_shown",
    "compose_summary",
    "compose_talon",
    "compose_trick",
    "deck_style",
    "face_image",
    "face_spec",
    "render_deck_sheet",
    "render_hand",
    "render_sheet",
    "render_shown",
    "render_summary",
    "render_talon",
    "render_trick",
    "warm_cache",
]
