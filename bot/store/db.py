"""The SQLite connection: WAL, one writer connection, a reader, numbered migrations.

Every write goes through :meth:`Database.transaction`, which holds an asyncio lock around an
explicit ``BEGIN IMMEDIATE`` … ``COMMIT`` on the single writer connection, so transactions of
concurrent coroutines never interleave. Reads use a second connection; in WAL mode it sees
only committed data and never waits for the writer.
"""

from __future__ import annotations

import asyncio
import logging
import re
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from typing import Any, cast

import aiosqlite

log = logging.getLogger(__name__)

MIGRATIONS_PACKAGE = "bot.store.migrations"
_MIGRATION_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
TIME_FORMAT = "%Y-%m-%d %H:%M:%S.%f"

Params = Sequence[Any] | dict[str, Any]
Now = Callable[[], datetime]


class StoreError(Exception):
    """Base class of the errors the store raises on purpose."""


class MigrationError(StoreError):
    """The migrations are inconsistent or the database is newer than this code."""


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


class Database:
    """A writer connection, a reader connection and the migrations of one SQLite file."""

    def __init__(
        self,
        writer: aiosqlite.Connection,
        reader: aiosqlite.Connection,
        path: Path | None,
        now: Now = utc_now,
    ) -> None:
        self._writer = writer
        self._reader = reader
        self._shared = reader is writer
        self._lock = asyncio.Lock()
        self.path = path
        self.now: Now = now
        self.closed = False

    @classmethod
    async def open(cls, path: str | Path, *, now: Now = utc_now) -> Database:
        """Open (creating if needed) the database at ``path`` and bring its schema up to date.

        ``":memory:"`` works too (reads then share the writer connection).
        """
        memory = str(path) == ":memory:"
        file_path = None if memory else Path(path)
        if file_path is not None:
            file_path.parent.mkdir(parents=True, exist_ok=True)
        writer = await _connect(str(path))
        reader = writer
        try:
            if file_path is not None:
                await writer.execute_fetchall("PRAGMA journal_mode = WAL")
                reader = await _connect(str(path))
                await reader.execute_fetchall("PRAGMA query_only = ON")
        except BaseException:
            if reader is not writer:
                await reader.close()
            await writer.close()
            raise
        db = cls(writer, reader, file_path, now)
        try:
            await db.migrate()
        except BaseException:
            await db.close()
            raise
        return db

    async def close(self) -> None:
        """Close both connections (idempotent)."""
        if self.closed:
            return
        self.closed = True
        if not self._shared:
            await self._reader.close()
        await self._writer.close()

    # -- time ------------------------------------------------------------------------------
    def timestamp(self) -> str:
        """The current time as stored text."""
        return format_time(self.now())

    # -- writing ---------------------------------------------------------------------------
    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction on the writer connection (rolled back on any error)."""
        async with self._lock:
            await self._writer.execute("BEGIN IMMEDIATE")
            try:
                yield self._writer
            except BaseException:
                await self._writer.execute("ROLLBACK")
                raise
            else:
                await self._writer.execute("COMMIT")

    async def write(self, sql: str, params: Params = ()) -> int:
        """Run one statement in its own transaction; returns the number of changed rows."""
        async with self.transaction() as conn:
            cur = await conn.execute(sql, params)
            return cur.rowcount

    async def set_trace(self, callback: Callable[[str], object] | None) -> None:
        """Call ``callback`` with every statement the writer runs (None: stop); for tests
        and debugging."""
        await self._writer.set_trace_callback(cast(Callable[..., Any], callback))

    # -- reading ---------------------------------------------------------------------------
    async def fetchall(self, sql: str, params: Params = ()) -> list[sqlite3.Row]:
        """All rows of a query (committed data only)."""
        if self._shared:
            async with self._lock:
                return list(await self._reader.execute_fetchall(sql, params))
        return list(await self._reader.execute_fetchall(sql, params))

    async def fetchone(self, sql: str, params: Params = ()) -> sqlite3.Row | None:
        """The first row of a query, or None."""
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def scalar(self, sql: str, params: Params = ()) -> Any:
        """The first column of the first row, or None."""
        row = await self.fetchone(sql, params)
        return None if row is None else row[0]

    # -- schema ----------------------------------------------------------------------------
    async def schema_version(self) -> int:
        """The highest applied migration (0 for an empty database)."""
        async with self._lock:
            await self._ensure_version_table()
            rows = list(
                await self._writer.execute_fetchall("SELECT MAX(version) FROM schema_version")
            )
        value = rows[0][0] if rows else None
        return int(value) if value is not None else 0

    async def migrate(self, migrations: Iterable[Migration] | None = None) -> list[int]:
        """Apply the pending migrations, each in its own transaction; returns their numbers."""
        pending = list(migrations) if migrations is not None else load_migrations()
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
            await self._apply(mig)
            applied.append(mig.version)
            log.info("applied migration %s", mig.name)
        return applied

    async def _ensure_version_table(self) -> None:
        await self._writer.execute(
            "CREATE TABLE IF NOT EXISTS schema_version ("
            " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
        )

    async def _apply(self, mig: Migration) -> None:
        """Run one migration in a transaction, with foreign keys off while it runs.

        Rebuilding a table (the way SQLite changes a column's constraints) drops the old
        table; with foreign keys on, that would cascade into the rows that refer to it. So
        the keys are switched off around the migration (SQLite ignores the switch inside a
        transaction) and checked before the commit: a migration that leaves a dangling
        reference is rolled back.
        """
        stamp = self.timestamp().replace("'", "")
        name = mig.name.replace("'", "")
        script = (
            "BEGIN IMMEDIATE;\n"
            f"{mig.sql}\n;\n"
            "INSERT INTO schema_version (version, name, applied_at) "
            f"VALUES ({mig.version}, '{name}', '{stamp}');\n"
        )
        async with self._lock:
            await self._writer.execute("PRAGMA foreign_keys = OFF")
            try:
                try:
                    await self._writer.executescript(script)
                    dangling = list(await self._writer.execute_fetchall("PRAGMA foreign_key_check"))
                    if dangling:
                        raise MigrationError(
                            f"migration {mig.name} leaves {len(dangling)} dangling reference(s),"
                            f" e.g. in {dangling[0][0]}"
                        )
                    await self._writer.execute("COMMIT")
                except (sqlite3.Error, MigrationError) as exc:
                    if self._writer.in_transaction:
                        await self._writer.execute("ROLLBACK")
                    if isinstance(exc, MigrationError):
                        raise
                    raise MigrationError(f"migration {mig.name} failed: {exc}") from exc
            finally:
                await self._writer.execute("PRAGMA foreign_keys = ON")


async def _connect(path: str) -> aiosqlite.Connection:
    """A connection in autocommit mode (transactions are explicit), rows as sqlite3.Row."""
    conn = await aiosqlite.connect(path, isolation_level=None)
    try:
        conn.row_factory = sqlite3.Row
        await _configure(conn)
    except BaseException:
        await conn.close()
        raise
    return conn


async def _configure(conn: aiosqlite.Connection) -> None:
    await conn.execute_fetchall("PRAGMA foreign_keys = ON")
    await conn.execute_fetchall("PRAGMA busy_timeout = 5000")
    await conn.execute_fetchall("PRAGMA synchronous = NORMAL")
