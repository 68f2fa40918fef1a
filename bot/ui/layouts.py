"""Turning a :class:`~bot.screens.spec.Screen` into a Components V2 ``LayoutView`` plus files.

Every message is one Container: text blocks, a media gallery of the rendered images
(``attachment://…``), more text, then the selects (e.g. the discards) and rows of buttons.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

import discord

from bot.render import RenderedImage
from bot.screens.spec import Screen
from bot.ui.items import STYLES, TarokButton, TarokSelect
from bot.ui.pad_items import PAD_PREFIX, PadButton, PadSelect

NO_PINGS = discord.AllowedMentions.none()
"""Every message is sent with mentions switched off: the bot never pings anyone."""


class Layout(discord.ui.LayoutView):
    """A Components V2 view that discord.py does not keep in memory.

    Every interactive item is a ``DynamicItem`` registered at start-up and routed by its
    ``custom_id``, so the view object itself is never needed again after sending.
    """

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_dispatchable(self) -> bool:
        """Never stored per message: the dynamic items are dispatched by their pattern."""
        return False


def build_layout(screen: Screen, images: Sequence[RenderedImage | str] = ()) -> Layout:
    """The LayoutView of a screen whose images were rendered to ``images``; a name in
    ``images`` is the file name of an attachment the edited message keeps."""
    layout = Layout()
    container: discord.ui.Container[Any] = discord.ui.Container(accent_colour=screen.accent)
    for block in screen.blocks:
        if block.strip():
            container.add_item(discord.ui.TextDisplay(block[:3900]))
    if images:
        gallery: discord.ui.MediaGallery[Any] = discord.ui.MediaGallery(
            *[
                discord.MediaGalleryItem(
                    f"attachment://{img if isinstance(img, str) else img.filename}"
                )
                for img in images
            ]
        )
        container.add_item(gallery)
    for block in screen.after:
        if block.strip():
            container.add_item(discord.ui.TextDisplay(block[:3900]))
    selects = [screen.select] if screen.select is not None else []
    for spec in [*selects, *screen.selects]:
        options = [
            discord.SelectOption(label=label[:100], value=value, description=(desc or None))
            for label, value, desc in spec.options[:25]
        ]
        row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        row.add_item(_select(spec.custom_id, options, spec.count, spec.placeholder[:150]))
        container.add_item(row)
    for buttons in screen.rows:
        if not buttons:
            continue
        row = discord.ui.ActionRow()
        for b in buttons[:5]:
            row.add_item(_button(b.custom_id, b.label[:80], b.style, b.disabled))
        container.add_item(row)
    if not container.children:
        container.add_item(discord.ui.TextDisplay("\u200b"))
    layout.add_item(container)
    return layout


def _ours(custom_id: str) -> bool:
    """An id of :mod:`bot.screens.ids` (else a feature's own, e.g. ``tkq:`` hints and
    ``tky:`` daily challenges, routed by its own dynamic item registered at start-up)."""
    return custom_id.startswith("tk:")


def _button(custom_id: str, label: str, style: str, disabled: bool) -> discord.ui.Item[Any]:
    if custom_id.startswith(PAD_PREFIX):
        return PadButton(custom_id, label, style)
    if _ours(custom_id):
        return TarokButton(custom_id, label, style, disabled)
    return discord.ui.Button(
        label=label,
        custom_id=custom_id,
        style=STYLES.get(style, discord.ButtonStyle.secondary),
        disabled=disabled,
    )


def _select(
    custom_id: str, options: list[discord.SelectOption], count: int, placeholder: str
) -> discord.ui.Item[Any]:
    if custom_id.startswith(PAD_PREFIX):
        return PadSelect(custom_id, options)
    if _ours(custom_id):
        return TarokSelect(custom_id, options, count, placeholder)
    count = max(1, min(count, len(options)))
    return discord.ui.Select(
        custom_id=custom_id,
        options=options,
        min_values=count,
        max_values=count,
        placeholder=placeholder,
    )


def files_of(images: Sequence[RenderedImage]) -> list[discord.File]:
    """Discord files for rendered images (fresh objects: a File can be sent once)."""
    return [discord.File(io.BytesIO(img.data), filename=img.filename) for img in images]
