"""Bot settings, read from the environment and from a ``.env`` file.

Every setting has an environment variable; ``.env.example`` lists them all. Only
``DISCORD_TOKEN`` is needed to run the bot, and even it is optional here so that the bot can
start far enough to say what is missing (see :meth:`Settings.require_token`).
"""

from __future__ import annotations

import logging
from pathlib import Path

from pydantic import Field, SecretStr, field_validator, model_validator
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
    database_url: str | None = Field(default=None, validation_alias="DATABASE_URL")
    """The database instead (``DATABASE_URL``): ``postgresql://user:password@host/db`` for
    PostgreSQL (needed when several processes share the shards), or ``sqlite:///path``.
    Unset: the SQLite file ``TAROK_DB_PATH``."""
    shard_count: int | None = Field(default=None, ge=1)
    """Gateway shards of the whole bot (``TAROK_SHARD_COUNT``); unset: Discord's
    recommendation, every shard in this process."""
    shard_ids: str | None = None
    """The shards this process runs (``TAROK_SHARD_IDS``, e.g. ``0,1`` or ``0-3``; needs
    ``TAROK_SHARD_COUNT``); unset: all of them."""
    lease_seconds: float = Field(default=15.0, ge=0.5, le=600.0)
    """How long a process's hold on a table lasts unless renewed (``TAROK_LEASE_SECONDS``):
    a table whose process died resumes elsewhere within about this time."""
    dev_guild_id: int | None = None
    """Sync slash commands to this guild only (``TAROK_DEV_GUILD_ID``): instant, for testing."""
    default_language: str = "sl"
    """Language of a server that has not chosen one (``TAROK_DEFAULT_LANGUAGE``: a language
    with a catalog: ``sl``, ``en``, ``fr`` or ``cs``)."""
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
    computer_processes: int | None = Field(default=None, ge=0, le=64)
    """Worker processes in which the computer players think, beside the event loop
    (``TAROK_COMPUTER_PROCESSES``; empty: the cores less one, at least one; 0: threads of
    the bot's process)."""

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

    @field_validator(
        "dev_guild_id",
        "shard_count",
        "shard_ids",
        "database_url",
        "computer_processes",
        mode="before",
    )
    @classmethod
    def _empty_is_none(cls, v: object) -> object:
        return None if isinstance(v, str) and not v.strip() else v

    @field_validator("database_url")
    @classmethod
    def _known_database(cls, v: str | None) -> str | None:
        if v is not None and not v.startswith(("postgresql://", "postgres://", "sqlite:///")):
            raise ValueError("DATABASE_URL must start with postgresql:// or sqlite:///")
        return v

    @field_validator("shard_ids")
    @classmethod
    def _shard_list(cls, v: str | None) -> str | None:
        if v is None:
            return None
        return ",".join(str(i) for i in parse_shard_ids(v))

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        ids = self.shards
        if ids is not None:
            if self.shard_count is None:
                raise ValueError("TAROK_SHARD_IDS needs TAROK_SHARD_COUNT")
            if max(ids) >= self.shard_count:
                raise ValueError(
                    f"shard {max(ids)} does not exist with TAROK_SHARD_COUNT={self.shard_count}"
                )
        return self

    @property
    def database(self) -> str | Path:
        """What the store opens: ``DATABASE_URL`` if set, else the SQLite file."""
        return self.database_url if self.database_url is not None else self.db_path

    @property
    def shards(self) -> tuple[int, ...] | None:
        """The shard ids this process runs (None: every shard)."""
        if self.shard_ids is None:
            return None
        return parse_shard_ids(self.shard_ids)

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


def parse_shard_ids(text: str) -> tuple[int, ...]:
    """Shard ids from ``0,1,2`` or ranges such as ``0-3,8`` (sorted, each once)."""
    ids: set[int] = set()
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        low, dash, high = part.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ValueError(f"not a shard id or range: {part!r}")
        first, last = int(low), int(high) if dash else int(low)
        if last < first:
            raise ValueError(f"empty shard range: {part!r}")
        ids.update(range(first, last + 1))
    if not ids:
        raise ValueError("no shard ids given")
    return tuple(sorted(ids))


def load_settings(env_file: str | Path | None = ".env") -> Settings:
    """Read the settings from the environment and ``env_file`` (None: environment only)."""
    return Settings(_env_file=env_file)  # type: ignore[call-arg]
