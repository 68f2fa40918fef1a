"""Turning a :class:`~bot.screens.spec.Screen` into a Components V2 ``LayoutView`` plus files.

Every message is one Container: text blocks, a media gallery of the rendered images
(``attachment://…``), more text, then rows of buttons or a select (e.g. the discards).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

import discord

from bot.render import RenderedImage
from bot.screens.spec import Screen
from bot.ui.items import TarokButton, TarokSelect
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
    if screen.select is not None:
        spec = screen.select
        options = [
            discord.SelectOption(label=label[:100], value=value, description=(desc or None))
            for label, value, desc in spec.options[:25]
        ]
        row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        if spec.custom_id.startswith(PAD_PREFIX):
            row.add_item(PadSelect(spec.custom_id, options))
        else:
            row.add_item(TarokSelect(spec.custom_id, options, spec.count, spec.placeholder[:150]))
        container.add_item(row)
    for buttons in screen.rows:
        if not buttons:
            continue
        row = discord.ui.ActionRow()
        for b in buttons[:5]:
            if b.custom_id.startswith(PAD_PREFIX):
                row.add_item(PadButton(b.custom_id, b.label[:80], b.style))
            else:
                row.add_item(TarokButton(b.custom_id, b.label[:80], b.style, b.disabled))
        container.add_item(row)
    if not container.children:
        container.add_item(discord.ui.TextDisplay("\u200b"))
    layout.add_item(container)
    return layout


def files_of(images: Sequence[RenderedImage]) -> list[discord.File]:
    """Discord files for rendered images (fresh objects: a File can be sent once)."""
    return [discord.File(io.BytesIO(img.data), filename=img.filename) for img in images]
