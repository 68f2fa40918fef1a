"""Server settings, user preferences and the bot's own key-value facts."""

from __future__ import annotations

import json
from typing import Any

from bot.i18n import LANGUAGES
from bot.store.db import Database
from bot.store.models import GameRules, GuildSettings

_UNSET: Any = object()


def _check_language(language: str | None) -> None:
    if language is not None and language not in LANGUAGES:
        raise ValueError(f"unsupported language {language!r}")


class GuildSettingsRepo:
    """Per-server defaults: move timer, computer level, language, and rules per family."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, guild_id: int) -> GuildSettings:
        """A server's settings (all None when it never chose any)."""
        row = await self.db.fetchone("SELECT * FROM guild_settings WHERE guild_id = ?", (guild_id,))
        rules = await self.db.fetchall(
            "SELECT family, preset, switches FROM guild_rules WHERE guild_id = ? ORDER BY family",
            (guild_id,),
        )
        by_family = {r["family"]: GameRules(r["preset"], json.loads(r["switches"])) for r in rules}
        if row is None:
            return GuildSettings(guild_id=guild_id, rules=by_family)
        return GuildSettings(
            guild_id=guild_id,
            move_timer=row["move_timer"],
            level=row["level"],
            language=row["language"],
            rules=by_family,
        )

    async def update(
        self,
        guild_id: int,
        *,
        move_timer: float | None = _UNSET,
        level: str | None = _UNSET,
        language: str | None = _UNSET,
    ) -> GuildSettings:
        """Change some of a server's settings (None clears one); returns the result."""
        if language is not _UNSET:
            _check_language(language)
        current = await self.get(guild_id)
        move_timer = current.move_timer if move_timer is _UNSET else move_timer
        level = current.level if level is _UNSET else level
        language = current.language if language is _UNSET else language
        await self.db.write(
            "INSERT INTO guild_settings (guild_id, move_timer, level, language, updated_at)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
            " move_timer = excluded.move_timer, level = excluded.level,"
            " language = excluded.language, updated_at = excluded.updated_at",
            (guild_id, move_timer, level, language, self.db.timestamp()),
        )
        return await self.get(guild_id)

    async def update_rules(
        self,
        guild_id: int,
        family: str,
        *,
        preset: str | None = _UNSET,
        switches: dict[str, Any] = _UNSET,
    ) -> GuildSettings:
        """Change a server's rules for one family (None clears the preset); returns the
        server's settings."""
        current = (await self.get(guild_id)).rules_for(family)
        preset = current.preset if preset is _UNSET else preset
        switches = current.switches if switches is _UNSET else dict(switches)
        await self.db.write(
            "INSERT INTO guild_rules (guild_id, family, preset, switches, updated_at)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id, family) DO UPDATE SET"
            " preset = excluded.preset, switches = excluded.switches,"
            " updated_at = excluded.updated_at",
            (guild_id, family, preset, json.dumps(switches), self.db.timestamp()),
        )
        return await self.get(guild_id)


class UserPrefsRepo:
    """Per-user preferences (the language)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def language(self, user_id: int) -> str | None:
        """The user's chosen language, or None."""
        value = await self.db.scalar(
            "SELECT language FROM user_prefs WHERE user_id = ?", (user_id,)
        )
        return None if value is None else str(value)

    async def set_language(self, user_id: int, language: str | None) -> None:
        """Choose a language for the user (None: forget the choice)."""
        _check_language(language)
        if language is None:
            await self.db.write("DELETE FROM user_prefs WHERE user_id = ?", (user_id,))
            return
        await self.db.write(
            "INSERT INTO user_prefs (user_id, language, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET language = excluded.language,"
            " updated_at = excluded.updated_at",
            (user_id, language, self.db.timestamp()),
        )


class MetaRepo:
    """Key-value facts of the bot itself (e.g. ``command_tree_hash``)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, key: str) -> str | None:
        """The value stored under ``key``, or None."""
        value = await self.db.scalar("SELECT value FROM meta WHERE key = ?", (key,))
        return None if value is None else str(value)

    async def set(self, key: str, value: str) -> None:
        """Store ``value`` under ``key``."""
        await self.db.write(
            "INSERT INTO meta (key, value) VALUES (?, ?)"
            " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    async def delete(self, key: str) -> None:
        """Forget ``key``."""
        await self.db.write("DELETE FROM meta WHERE key = ?", (key,))
