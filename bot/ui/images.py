"""Rendering the images of a message off the event loop, with hooks that see every image.

:func:`render` turns the :class:`~bot.screens.spec.ImageSpec` list of a screen into encoded
files in small dedicated thread pools: rendering is CPU work, and few threads competing for
the GIL keep the event loop responsive; answers to clicks have a thread of their own, so
they never queue behind table edits. Identical images (the same description) are served
from a small cache: a table edit during the bidding, a refreshed or re-pushed hand. Every
composed image is passed to the functions in :data:`RENDER_HOOKS` together with its
encoded bytes, so tests (and audits) can check exactly which card faces went into which
attachment.
"""

from __future__ import annotations

import asyncio
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from bot import families
from bot.render import (
    Composition,
    DeckStyle,
    Placement,
    RenderedImage,
    ScoreSheetImage,
    SummaryImage,
    TalonImage,
    TrickImage,
    compose_hand,
    compose_sheet,
    compose_summary,
    compose_talon,
    compose_trick,
)
from bot.render.encode import encode
from bot.render.faces import warm_cache
from bot.render.hand import hand_card_width
from bot.screens.spec import ChartSpec, ImageSpec
from bot.ui.chart import compose_chart


@dataclass(frozen=True)
class RenderRecord:
    """One rendered image as a hook sees it: its description, the card faces pasted into
    it, and the encoded file."""

    spec: ImageSpec
    placements: tuple[Placement, ...]
    image: RenderedImage
    cached: bool = False
    """Served from the cache (composed earlier for an identical description)."""

    @property
    def cards(self) -> list[int]:
        """The cards whose faces were pasted, in order."""
        return [p.card for p in self.placements]


RenderHook = Callable[[RenderRecord], None]
RENDER_HOOKS: list[RenderHook] = []
"""Called (in a render thread) for every image :func:`render_all` returns, cached or not."""


def compose(spec: ImageSpec) -> Composition:
    """Compose one image (the cards in the style of the table's family)."""
    model = spec.model
    opts = spec.render
    if spec.kind == "hand":
        assert isinstance(model, tuple)
        return compose_hand(model, spec.legal, opts)
    if spec.kind == "trick":
        assert isinstance(model, TrickImage)
        return compose_trick(model, opts)
    if spec.kind == "talon":
        assert isinstance(model, TalonImage)
        return compose_talon(model, opts)
    if spec.kind == "summary":
        assert isinstance(model, SummaryImage)
        return compose_summary(model, opts)
    if spec.kind == "sheet":
        assert isinstance(model, ScoreSheetImage)
        return compose_sheet(model, opts)
    if spec.kind == "chart":
        assert isinstance(model, ChartSpec)
        return compose_chart(model)
    raise ValueError(f"unknown image kind {spec.kind!r}")


CACHE_SIZE = 48
"""Encoded images kept for reuse (about 4 MiB at most)."""

_cache: OrderedDict[Hashable, RenderRecord] = OrderedDict()
_cache_lock = threading.Lock()
_executor: ThreadPoolExecutor | None = None
_urgent_executor: ThreadPoolExecutor | None = None
_executor_lock = threading.Lock()


def _key(spec: ImageSpec) -> Hashable | None:
    key = (spec.kind, spec.stem, spec.model, spec.legal, spec.render)
    try:
        hash(key)
    except TypeError:
        return None
    return key


def render_one(spec: ImageSpec) -> RenderedImage:
    """Compose and encode one image (or reuse an identical one), and tell the hooks."""
    key = _key(spec)
    record: RenderRecord | None = None
    if key is not None:
        with _cache_lock:
            record = _cache.get(key)
            if record is not None:
                _cache.move_to_end(key)
    if record is None:
        comp = compose(spec)
        record = RenderRecord(spec, comp.placements, encode(comp.image, spec.stem))
        if key is not None:
            with _cache_lock:
                _cache[key] = record
                while len(_cache) > CACHE_SIZE:
                    _cache.popitem(last=False)
        hooked = record
    else:
        hooked = RenderRecord(spec, record.placements, record.image, cached=True)
    for hook in list(RENDER_HOOKS):
        hook(hooked)
    return record.image


def render_all(specs: Sequence[ImageSpec]) -> list[RenderedImage]:
    """Compose and encode every image of a screen (blocking: call it off the loop)."""
    return [render_one(spec) for spec in specs]


def executor(*, urgent: bool = False) -> ThreadPoolExecutor:
    """The render threads: one for answers to clicks (``urgent``), two for everything else
    (table edits, pushed hands), so an answer never queues behind background work."""
    global _executor, _urgent_executor
    with _executor_lock:
        if urgent:
            if _urgent_executor is None:
                _urgent_executor = ThreadPoolExecutor(1, thread_name_prefix="tarok-render-click")
            return _urgent_executor
        if _executor is None:
            _executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="tarok-render")
        return _executor


async def render(specs: Sequence[ImageSpec], *, urgent: bool = False) -> list[RenderedImage]:
    """Render a screen's images in the render threads (``urgent``: a click waits for them)."""
    if not specs:
        return []
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(executor(urgent=urgent), render_all, list(specs))


WARM_HAND_SIZES = range(1, 25)
"""Hand sizes whose card widths the start-up warm-up draws (a French three-player hand
holds 24 cards)."""


def warm_faces() -> int:
    """Draw the card faces of every playable family's deck at every hand size ahead of the
    first click (CPU work meant for a background thread at start-up); returns how many
    faces were drawn."""
    widths = sorted({hand_card_width(n) for n in WARM_HAND_SIZES})
    count = 0
    styles: dict[str, DeckStyle] = {}
    for name in families.names():
        style = families.get(name).render.style
        styles.setdefault(style.name, style)
    for style in styles.values():
        count += warm_cache(widths, style=style)
    return count
