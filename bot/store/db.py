"""The database behind the store: what both backends offer, the clock, the migrations.

A :class:`Database` is either SQLite (:mod:`bot.store.sqlite`: one writer connection and a
reader, WAL) or PostgreSQL (:mod:`bot.store.postgres`: a connection pool). The repositories
see only this interface: :meth:`Database.transaction` gives a :class:`Connection` for one
write transaction (rolled back on any error), ``fetchall``/``fetchone``/``scalar`` read
committed data, and :attr:`Database.dialect` supplies the SQL text that differs between the
two (:mod:`bot.store.dialect`). Drivers' constraint errors arrive as
:class:`ConstraintError`, whichever the backend.

:attr:`Database.holder` names the process using the database when several may drive tables
(see :mod:`bot.store.leases`); None when one process has the database to itself.
"""

from __future__ import annotations

import logging
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from typing import Any, Literal, Protocol

from bot.store.dialect import Dialect

log = logging.getLogger(__name__)

MIGRATIONS_PACKAGE = "bot.store.migrations"
_MIGRATION_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
TIME_FORMAT = "%Y-%m-%d %H:%M:%S.%f"

Params = Sequence[Any]
Now = Callable[[], datetime]
ConstraintKind = Literal["unique", "foreign_key", "check", "not_null"]


class StoreError(Exception):
    """Base class of the errors the store raises on purpose."""


class MigrationError(StoreError):
    """The migrations are inconsistent or the database is newer than this code."""


class ConstraintError(StoreError):
    """A statement broke a constraint of the schema (the transaction is rolled back).

    ``kind`` says which sort; ``target`` names it as the engine does (SQLite: the columns,
    e.g. ``tables.channel_id``; PostgreSQL: the constraint and its detail).
    """

    def __init__(self, kind: ConstraintKind, target: str) -> None:
        super().__init__(f"{kind} constraint failed: {target}")
        self.kind: ConstraintKind = kind
        self.target = target


class Row(Protocol):
    """A result row: by column name or position (``sqlite3.Row``, ``asyncpg.Record``)."""

    def __getitem__(self, key: Any, /) -> Any: ...

    def __len__(self) -> int: ...

    def __iter__(self) -> Iterator[Any]: ...

    def keys(self) -> Any: ...


class RowReads:
    """``fetchone`` and ``scalar`` for anything with ``fetchall``."""

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of a query."""
        raise NotImplementedError

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of a query, or None."""
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def scalar(self, sql: str, params: Params = ()) -> Any:
        """The first column of the first row, or None."""
        row = await self.fetchone(sql, params)
        return None if row is None else row[0]


class Connection(Protocol):
    """One write transaction's connection (``?`` placeholders, as everywhere)."""

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; the number of rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        """Run one statement for each parameter row."""
        ...

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of a query (this transaction's view)."""
        ...

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of a query, or None."""
        ...

    async def scalar(self, sql: str, params: Params = ()) -> Any:
        """The first column of the first row, or None."""
        ...


def is_postgres_url(target: object) -> bool:
    """Whether a database setting names a PostgreSQL server (``postgresql://…``)."""
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


def sqlite_path(target: str | Path) -> Path | str:
    """The SQLite file a database setting names: a path, or ``sqlite:///path`` (three
    slashes before a relative path, four before an absolute one); ``":memory:"`` stays."""
    if isinstance(target, Path):
        return target
    if target.startswith("sqlite:///"):
        target = target.removeprefix("sqlite:///")
    if target == ":memory:":
        return target
    return Path(target)


def utc_now() -> datetime:
    """The current time in UTC."""
    return datetime.now(UTC)


def format_time(moment: datetime) -> str:
    """A datetime as stored text (UTC, sortable)."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
    return moment.strftime(TIME_FORMAT)


def parse_time(text: str) -> datetime:
    """Stored text back to an aware UTC datetime."""
    return datetime.strptime(text, TIME_FORMAT).replace(tzinfo=UTC)


def epoch_ms(moment: datetime) -> int:
    """Milliseconds since 1970 (UTC) of an aware datetime (naive ones count as UTC)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp() * 1000)


@dataclass(frozen=True)
class Migration:
    """One numbered SQL file."""

    version: int
    name: str
    sql: str


def load_migrations(package: str = MIGRATIONS_PACKAGE) -> list[Migration]:
    """The migrations shipped in ``package``, in order; numbers must run 1, 2, 3, …"""
    found: list[Migration] = []
    for entry in resources.files(package).iterdir():
        m = _MIGRATION_NAME.match(entry.name)
        if m is None:
            continue
        found.append(Migration(int(m.group(1)), entry.name, entry.read_text(encoding="utf-8")))
    found.sort(key=lambda mig: mig.version)
    for expected, mig in enumerate(found, start=1):
        if mig.version != expected:
            raise MigrationError(f"migration {mig.name} out of sequence (expected {expected:04d})")
    return found


class Database(RowReads, ABC):
    """What the repositories use of a database, whichever the backend."""

    dialect: Dialect

    def __init__(self, now: Now = utc_now, holder: str | None = None) -> None:
        self.now: Now = now
        self.holder = holder
        """The process driving tables through this database (None: the only one)."""
        self.closed = False

    # -- time ------------------------------------------------------------------------------
    def timestamp(self) -> str:
        """The current time as stored text."""
        return format_time(self.now())

    def now_ms(self) -> int:
        """The current time in milliseconds since 1970 (lease expiries)."""
        return epoch_ms(self.now())

    # -- the backend's part ----------------------------------------------------------------
    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Connection]:
        """One write transaction (rolled back on any error, committed otherwise)."""

    @abstractmethod
    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of a query (committed data only)."""

    @abstractmethod
    async def close(self) -> None:
        """Close the connections (idempotent)."""

    @abstractmethod
    async def set_trace(self, callback: Callable[[str], object] | None) -> None:
        """Call ``callback`` with every statement a write transaction runs, ``BEGIN`` and
        ``COMMIT`` included (None: stop); for tests and debugging."""

    @abstractmethod
    async def schema_version(self) -> int:
        """The highest applied migration (0 for an empty database)."""

    @abstractmethod
    async def _apply(self, mig: Migration) -> bool:
        """Apply one migration in its own transaction; False if another process applied it
        first."""

    # -- shared ----------------------------------------------------------------------------
    async def _opened(self, migrate: bool) -> None:
        """Right after opening: migrate (if asked), closing the connections on failure."""
        try:
            if migrate:
                await self.migrate()
        except BaseException:
            await self.close()
            raise

    async def write(self, sql: str, params: Params = ()) -> int:
        """Run one statement in its own transaction; returns the number of changed rows."""
        async with self.transaction() as conn:
            return await conn.execute(sql, params)

    def migrations(self) -> list[Migration]:
        """The migrations of this database's dialect."""
        return load_migrations(self.dialect.migrations)

    async def migrate(self, migrations: Iterable[Migration] | None = None) -> list[int]:
        """Apply the pending migrations, each in its own transaction; returns their numbers."""
        pending = list(migrations) if migrations is not None else self.migrations()
        current = await self.schema_version()
        latest = pending[-1].version if pending else 0
        if current > latest:
            raise MigrationError(
                f"the database is at schema version {current}, newer than this code ({latest})"
            )
        applied: list[int] = []
        for mig in pending:
            if mig.version <= current:
                continue
            if await self._apply(mig):
                applied.append(mig.version)
                log.info("applied migration %s", mig.name)
        return applied
