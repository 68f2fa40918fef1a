"""Persistence on SQLite (aiosqlite): the only place with SQL.

Open with ``store = await Store.open(path)``: the file and its folder are created, WAL is
switched on and pending migrations (``bot/store/migrations/NNNN_*.sql``) are applied. The
repositories hang off the store::

    store.tables   tables, seats, deal headers, the action log
    store.ledger   sessions and the per-deal ledger
    store.stats    leaderboards, player statistics, history
    store.guilds   server settings (and their rules per family)
    store.users    user preferences
    store.meta     the bot's key-value facts
"""

from __future__ import annotations

from pathlib import Path

from bot.store.db import Database, MigrationError, Now, StoreError, load_migrations, utc_now
from bot.store.ledger import LedgerRepo
from bot.store.models import (
    DEFAULT_FAMILY,
    OPEN_STATUSES,
    ActionRow,
    ActorKind,
    ContractStat,
    DealRow,
    GameRules,
    GuildSettings,
    LeaderboardRow,
    LedgerEntry,
    LedgerKind,
    Role,
    SeatRow,
    SeriesPoint,
    SessionPlayer,
    SessionRow,
    SessionSummary,
    Standing,
    TableConfig,
    TableRow,
    TableStatus,
    UserStats,
)
from bot.store.prefs import GuildSettingsRepo, MetaRepo, UserPrefsRepo
from bot.store.stats import Order, Period, StatsRepo, period_start
from bot.store.tables_repo import DuplicateActionError, TableExistsError, TableRepo

__all__ = [
    "DEFAULT_FAMILY",
    "OPEN_STATUSES",
    "ActionRow",
    "ActorKind",
    "ContractStat",
    "Database",
    "DealRow",
    "DuplicateActionError",
    "GameRules",
    "GuildSettings",
    "GuildSettingsRepo",
    "LeaderboardRow",
    "LedgerEntry",
    "LedgerKind",
    "LedgerRepo",
    "MetaRepo",
    "MigrationError",
    "Order",
    "Period",
    "Role",
    "SeatRow",
    "SeriesPoint",
    "SessionPlayer",
    "SessionRow",
    "SessionSummary",
    "Standing",
    "StatsRepo",
    "Store",
    "StoreError",
    "TableConfig",
    "TableExistsError",
    "TableRepo",
    "TableRow",
    "TableStatus",
    "UserPrefsRepo",
    "UserStats",
    "load_migrations",
    "period_start",
]


class Store:
    """The database and its repositories."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.tables = TableRepo(db)
        self.ledger = LedgerRepo(db)
        self.stats = StatsRepo(db)
        self.guilds = GuildSettingsRepo(db)
        self.users = UserPrefsRepo(db)
        self.meta = MetaRepo(db)

    @classmethod
    async def open(cls, path: str | Path, *, now: Now = utc_now) -> Store:
        """Open the database at ``path`` and migrate it (``now`` gives the clock for stamps)."""
        return cls(await Database.open(path, now=now))

    async def close(self) -> None:
        """Close the connections."""
        await self.db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
