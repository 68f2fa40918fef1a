"""The score pad's components as ``DynamicItem``s, routed by their ``custom_id``
(:mod:`bot.pad.ids`) to the client's ``pads`` (:class:`bot.cogs.pad.PadCommands`), like the
tables' items (:mod:`bot.ui.items`) go to its controller."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.ui.items import STYLES

PAD_PREFIX = "tp:"
"""Every pad component's custom id starts so."""


class PadButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=re.compile(r"tp:(?!s:).*", re.DOTALL),
):
    """Every button of the score pad."""

    def __init__(self, custom_id: str, label: str | None = None, style: str = "secondary") -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                custom_id=custom_id,
                style=STYLES.get(style, discord.ButtonStyle.secondary),
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> PadButton:
        """Rebuild the button from a click."""
        return cls(match.string, label=getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Hand the click to the pad commands."""
        pads = getattr(interaction.client, "pads", None)
        if pads is not None:
            await pads.on_component(interaction, self.custom_id, [])


class PadSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=re.compile(r"tp:s:.*", re.DOTALL),
):
    """The select of a form step with many choices."""

    def __init__(self, custom_id: str, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id, options=options or [discord.SelectOption(label="-")]
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> PadSelect:
        """Rebuild the select from a choice."""
        return cls(match.string, list(getattr(item, "options", []) or []))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Hand the choice to the pad commands."""
        pads = getattr(interaction.client, "pads", None)
        if pads is not None:
            await pads.on_component(interaction, self.custom_id, list(self.item.values))


PAD_ITEMS = (PadButton, PadSelect)
"""Register these with ``bot.add_dynamic_items(*PAD_ITEMS)``."""
