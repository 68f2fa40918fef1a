"""Which language to talk in: the player's choice, the server's, the Discord locale.

Stored choices are read once and cached; ``/tarok language`` and ``/tarok settings`` update
the cache when they change them.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.i18n import Lang, normalize_language, resolve_language
from bot.store import Store


class Languages:
    """Cached language choices of users and servers."""

    def __init__(self, store: Store, default: str) -> None:
        self.store = store
        self.default: Lang = normalize_language(default) or "en"
        self._users: dict[int, str | None] = {}
        self._servers: dict[int, Lang] = {}

    async def user_choice(self, user_id: int) -> str | None:
        """The user's own stored choice (None: none)."""
        if user_id not in self._users:
            self._users[user_id] = await self.store.users.language(user_id)
        return self._users[user_id]

    async def server(self, guild_id: int | None) -> Lang:
        """A server's language: its stored choice, else the bot's default."""
        if guild_id is None:
            return self.default
        lang = self._servers.get(guild_id)
        if lang is None:
            settings = await self.store.guilds.get(guild_id)
            lang = normalize_language(settings.language) or self.default
            self._servers[guild_id] = lang
        return lang

    async def for_user(self, user_id: int, guild_id: int | None, locale: str | None) -> Lang:
        """The language to talk to a user in (choice → server → locale → English)."""
        server = await self.server(guild_id) if guild_id is not None else None
        return resolve_language(await self.user_choice(user_id), server, locale)

    async def for_interaction(self, interaction: discord.Interaction[Any]) -> Lang:
        """The language to answer an interaction in."""
        locale = str(interaction.locale) if interaction.locale is not None else None
        return await self.for_user(interaction.user.id, interaction.guild_id, locale)

    def set_user(self, user_id: int, language: str | None) -> None:
        """Remember a user's new choice."""
        self._users[user_id] = language

    def forget_server(self, guild_id: int) -> None:
        """Drop a server's cached language (after its settings changed)."""
        self._servers.pop(guild_id, None)
