"""Persistence on SQLite (aiosqlite) or PostgreSQL (asyncpg): the only place with SQL.

Open with ``store = await Store.open(target)``: ``target`` is a SQLite file (created with its
folder; WAL is switched on) or a ``postgresql://`` URL, and pending migrations are applied
(``bot/store/migrations/NNNN_*.sql``, each also in ``migrations/postgres/``). Both backends
run the same repositories (:mod:`bot.store.dialect` holds what differs). The repositories
hang off the store::

    store.tables   tables, seats, deal headers, the action log
    store.ledger   sessions and the per-deal ledger
    store.stats    leaderboards, player statistics, history
    store.guilds   server settings (and their rules per family)
    store.users    user preferences
    store.meta     the bot's key-value facts
    store.leases   which process drives each open table (when several share the database)
    store.hands    the interaction tokens of hand messages, while they are valid
    store.replays  the replay codes of finished deals
    store.hints    the hints the seats asked for, per deal
    store.daily    the daily challenge's runs, their actions and scores
    store.pads     score pads (games played with real cards), their deals and ledger
"""

from __future__ import annotations

from pathlib import Path

from bot.store.daily import DailyBoardRow, DailyRepo, DailyRun, DealScore, DuplicateDailyAction
from bot.store.db import (
    ConstraintError,
    Database,
    MigrationError,
    Now,
    StoreError,
    is_postgres_url,
    load_migrations,
    sqlite_path,
    utc_now,
)
from bot.store.hands import HandToken, HandTokenRepo
from bot.store.hints import HintRepo
from bot.store.leases import Lease, LeaseLost, LeaseRepo
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
from bot.store.pads import PadDeal, PadDraft, PadEntry, PadExistsError, PadPlayer, PadRepo, PadRow
from bot.store.prefs import GuildSettingsRepo, MetaRepo, UserPrefsRepo
from bot.store.replays import NotFinished, ReplayRef, ReplayRepo
from bot.store.stats import Order, Period, StatsRepo, period_start
from bot.store.tables_repo import DuplicateActionError, TableExistsError, TableRepo

__all__ = [
    "DEFAULT_FAMILY",
    "OPEN_STATUSES",
    "ActionRow",
    "ActorKind",
    "ConstraintError",
    "ContractStat",
    "DailyBoardRow",
    "DailyRepo",
    "DailyRun",
    "Database",
    "DealRow",
    "DealScore",
    "DuplicateActionError",
    "DuplicateDailyAction",
    "GameRules",
    "GuildSettings",
    "GuildSettingsRepo",
    "HandToken",
    "HandTokenRepo",
    "HintRepo",
    "LeaderboardRow",
    "Lease",
    "LeaseLost",
    "LeaseRepo",
    "LedgerEntry",
    "LedgerKind",
    "LedgerRepo",
    "MetaRepo",
    "MigrationError",
    "NotFinished",
    "Order",
    "PadDeal",
    "PadDraft",
    "PadEntry",
    "PadExistsError",
    "PadPlayer",
    "PadRepo",
    "PadRow",
    "Period",
    "ReplayRef",
    "ReplayRepo",
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
    "is_postgres_url",
    "load_migrations",
    "period_start",
]


class Store:
    """The database and its repositories."""

    def __init__(self, db: Database, *, lease_seconds: float = 30.0) -> None:
        self.db = db
        self.tables = TableRepo(db, lease_seconds)
        self.ledger = LedgerRepo(db)
        self.stats = StatsRepo(db)
        self.guilds = GuildSettingsRepo(db)
        self.users = UserPrefsRepo(db)
        self.meta = MetaRepo(db)
        self.leases = LeaseRepo(db)
        self.hands = HandTokenRepo(db)
        self.replays = ReplayRepo(db)
        self.hints = HintRepo(db)
        self.daily = DailyRepo(db)
        self.pads = PadRepo(db)

    @classmethod
    async def open(
        cls,
        target: str | Path,
        *,
        now: Now = utc_now,
        holder: str | None = None,
        lease_seconds: float = 30.0,
        pool_size: int = 10,
        migrate: bool = True,
    ) -> Store:
        """Open the database ``target`` names and migrate it.

        ``target``: a SQLite file (or ``sqlite:///path``, or ``":memory:"``) or a
        ``postgresql://`` URL. ``now`` gives the clock for stamps and lease expiries;
        ``holder`` names this process when several drive tables in one database (then every
        write to a table needs its lease, and a table created here gets one for
        ``lease_seconds``); ``pool_size`` bounds PostgreSQL's connections. With ``migrate``
        False the schema is left as it is (for tools and tests).
        """
        db: Database
        if is_postgres_url(target):
            from bot.store.postgres import PostgresDatabase

            db = await PostgresDatabase.open(
                str(target), now=now, holder=holder, pool_size=pool_size, migrate=migrate
            )
        else:
            from bot.store.sqlite import SqliteDatabase

            db = await SqliteDatabase.open(
                sqlite_path(target), now=now, holder=holder, migrate=migrate
            )
        return cls(db, lease_seconds=lease_seconds)

    @property
    def backend(self) -> str:
        """``"sqlite"`` or ``"postgres"``."""
        return self.db.dialect.name

    async def close(self) -> None:
        """Close the connections."""
        await self.db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
