"""Bot settings, read from the environment and from a ``.env`` file.

Every setting has an environment variable; ``.env.example`` lists them all. Only
``DISCORD_TOKEN`` is needed to run the bot, and even it is optional here so that the bot can
start far enough to say what is missing (see :meth:`Settings.require_token`).
"""

from __future__ import annotations

import logging
from pathlib import Path

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.i18n import LANGUAGES, normalize_language

MISSING_TOKEN_MESSAGE = (
    "DISCORD_TOKEN is not set. Create a bot in the Discord developer portal "
    "(Applications → your app → Bot → Reset Token), then put the token in a .env file "
    "next to pyproject.toml (copy .env.example) or export DISCORD_TOKEN in the environment."
)


class MissingTokenError(RuntimeError):
    """Raised by :meth:`Settings.require_token` when no bot token is configured."""


class Settings(BaseSettings):
    """Runtime configuration of the bot (environment variables override ``.env``)."""

    model_config = SettingsConfigDict(
        env_prefix="TAROK_",
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        populate_by_name=True,
    )

    discord_token: SecretStr | None = Field(default=None, validation_alias="DISCORD_TOKEN")
    """The bot token (``DISCORD_TOKEN``)."""
    db_path: Path = Path("data/tarok.sqlite3")
    """SQLite database file (``TAROK_DB_PATH``); its folder is created when missing."""
    dev_guild_id: int | None = None
    """Sync slash commands to this guild only (``TAROK_DEV_GUILD_ID``): instant, for testing."""
    default_language: str = "sl"
    """Language of a server that has not chosen one (``TAROK_DEFAULT_LANGUAGE``: a language
    with a catalog, ``sl`` or ``en``)."""
    log_level: str = "INFO"
    """Logging level name (``TAROK_LOG_LEVEL``)."""
    computer_delay: float = Field(default=1.0, ge=0.0, le=30.0)
    """Seconds a computer player waits before acting (``TAROK_COMPUTER_DELAY``)."""
    lobby_timeout: float = Field(default=900.0, gt=0.0)
    """Seconds of inactivity after which an unstarted lobby is closed (``TAROK_LOBBY_TIMEOUT``)."""
    default_move_timer: float = Field(default=120.0, ge=0.0)
    """Seconds a player has for a move before the computer plays it for him; 0 = no timer
    (``TAROK_DEFAULT_MOVE_TIMER``)."""
    default_level: str = "normal"
    """Strength of computer players when a table does not choose one (``TAROK_DEFAULT_LEVEL``)."""

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, v: str) -> str:
        name = v.strip().upper()
        if not isinstance(logging.getLevelName(name), int):
            raise ValueError(f"unknown log level {v!r}")
        return name

    @field_validator("default_language")
    @classmethod
    def _known_language(cls, v: str) -> str:
        lang = normalize_language(v)
        if lang is None:
            raise ValueError(f"unknown language {v!r}: choose one of {', '.join(LANGUAGES)}")
        return lang

    @field_validator("default_level")
    @classmethod
    def _level_name(cls, v: str) -> str:
        name = v.strip().lower()
        if not name:
            raise ValueError("the computer level must not be empty")
        return name

    @field_validator("dev_guild_id", mode="before")
    @classmethod
    def _empty_is_none(cls, v: object) -> object:
        return None if isinstance(v, str) and not v.strip() else v

    @field_validator("discord_token", mode="before")
    @classmethod
    def _empty_token(cls, v: object) -> object:
        return None if isinstance(v, str) and not v.strip() else v

    @property
    def move_timer(self) -> float | None:
        """The default move timer in seconds, or None when disabled."""
        return self.default_move_timer or None

    def require_token(self) -> str:
        """The bot token; raises :class:`MissingTokenError` with instructions when unset."""
        if self.discord_token is None:
            raise MissingTokenError(MISSING_TOKEN_MESSAGE)
        return self.discord_token.get_secret_value()


def load_settings(env_file: str | Path | None = ".env") -> Settings:
    """Read the settings from the environment and ``env_file`` (None: environment only)."""
    return Settings(_env_file=env_file)  # type: ignore[call-arg]
