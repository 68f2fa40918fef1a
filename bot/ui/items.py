"""The bot's components as ``DynamicItem``s: every click is routed by its ``custom_id``.

Two item classes cover every button and the discard select. They are registered once at
start-up (``bot.add_dynamic_items``), so a click on any message the bot ever sent reaches
them — after the 15 minutes discord.py keeps views for, and after a restart — and nothing
per message stays in memory. The ``custom_id`` formats are in :mod:`bot.screens.ids`.

``interaction_check`` answers a malformed or tampered ``custom_id`` with a clear ephemeral
error and stops there; everything else goes to the client's ``controller`` (any
:class:`ComponentHandler`, the bot's :class:`~bot.ui.controller.Controller`).
"""

from __future__ import annotations

import re
from typing import Any, Protocol

import discord

from bot.screens import ids


class ComponentHandler(Protocol):
    """What answers the clicks (the bot's controller)."""

    async def refuse_bad_id(self, interaction: discord.Interaction[Any], bad: ids.BadId) -> None:
        """Answer a malformed or tampered custom id."""

    async def on_component(
        self, interaction: discord.Interaction[Any], custom_id: str, values: list[str]
    ) -> None:
        """Handle a click (or a select's choice)."""


STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def _controller(interaction: discord.Interaction[Any]) -> ComponentHandler | None:
    try:
        handler: ComponentHandler | None = getattr(interaction.client, "controller", None)
    except RuntimeError:  # the client is not set up yet
        return None
    return handler


class TarokButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    # Every id but the selects' (discards, a replay's jump) and the features' own (``tkq:``
    # hints, ``tky:`` daily challenges, ``tp:`` score pads, each routed by its own item):
    # Discord sends the bot only clicks on its own messages, so an id of no known format
    # (tampered, or not ``tk:`` at all) is a damaged one and gets the same clear refusal,
    # not the silence of "This interaction failed".
    template=re.compile(r"(?!tk:[dj]:|tkq:|tky:|tp:)(?P<body>.*)", re.DOTALL),
):
    """Every button of the bot (lobby, My hand, actions, Ready, …), and any component
    whose id has no known format."""

    def __init__(
        self,
        custom_id: str,
        label: str | None = None,
        style: str = "secondary",
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                custom_id=custom_id,
                style=STYLES.get(style, discord.ButtonStyle.secondary),
                disabled=disabled,
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> TarokButton:
        """Rebuild the button from a click (its state is all in the custom id)."""
        label = getattr(item, "label", None)
        return cls(match.string, label=label)

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        """Refuse a malformed or tampered custom id with a clear message."""
        return await _id_is_sound(interaction, self.custom_id)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Hand the click to the controller."""
        controller = _controller(interaction)
        if controller is not None:
            await controller.on_component(interaction, self.custom_id, [])


async def _id_is_sound(interaction: discord.Interaction[Any], custom_id: str) -> bool:
    """Whether a click's custom id parses; a malformed or tampered one is refused here."""
    controller = _controller(interaction)
    if controller is None:
        return False
    parsed = ids.parse(custom_id)
    if isinstance(parsed, ids.BadId):
        await controller.refuse_bad_id(interaction, parsed)
        return False
    return True


class TarokSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=re.compile(r"tk:(?P<body>[dj]:.*)", re.DOTALL),
):
    """A select of actions chosen together, e.g. the discards (exactly ``count`` of them),
    or of a replay's tricks to jump to."""

    def __init__(
        self,
        custom_id: str,
        options: list[discord.SelectOption] | None = None,
        count: int = 1,
        placeholder: str | None = None,
    ) -> None:
        opts = options or [discord.SelectOption(label="-", value="-")]
        count = max(1, min(count, len(opts)))
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id,
                options=opts,
                min_values=count,
                max_values=count,
                placeholder=placeholder,
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> TarokSelect:
        """Rebuild the select from a choice (the chosen values arrive with the interaction)."""
        options = list(getattr(item, "options", []) or [])
        count = int(getattr(item, "max_values", 1) or 1)
        return cls(match.string, options=options, count=count)

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        """Refuse a malformed or tampered custom id with a clear message."""
        return await _id_is_sound(interaction, self.custom_id)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Hand the choice to the controller."""
        controller = _controller(interaction)
        if controller is not None:
            await controller.on_component(interaction, self.custom_id, list(self.item.values))


DYNAMIC_ITEMS = (TarokButton, TarokSelect)
"""Register these with ``bot.add_dynamic_items(*DYNAMIC_ITEMS)``."""
