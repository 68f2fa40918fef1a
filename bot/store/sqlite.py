"""The SQLite backend (aiosqlite): WAL, one writer connection, a reader, numbered migrations.

Every write goes through :meth:`SqliteDatabase.transaction`, which holds an asyncio lock
around an explicit ``BEGIN IMMEDIATE`` … ``COMMIT`` on the single writer connection, so
transactions of concurrent coroutines never interleave (and ``BEGIN IMMEDIATE`` takes the
file's write lock, so those of other processes on the same file do not either). Reads use a
second connection; in WAL mode it sees only committed data and never waits for the writer.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, cast

import aiosqlite

from bot.store.db import (
    ConstraintError,
    ConstraintKind,
    Database,
    Migration,
    MigrationError,
    Now,
    Params,
    Row,
    RowReads,
    StoreError,
    utc_now,
)
from bot.store.dialect import SQLITE

MIN_SQLITE = (3, 35, 0)
"""``RETURNING`` (and ``DROP COLUMN``, used by migration 0002) came with SQLite 3.35."""


def constraint_error(exc: sqlite3.IntegrityError) -> ConstraintError:
    """SQLite's integrity error as the store's :class:`ConstraintError`."""
    text = str(exc)
    kind: ConstraintKind = "check"
    for prefix, k in (
        ("UNIQUE", "unique"),
        ("PRIMARY KEY", "unique"),
        ("FOREIGN KEY", "foreign_key"),
        ("NOT NULL", "not_null"),
    ):
        if text.startswith(prefix):
            kind = cast(ConstraintKind, k)
            break
    target = text.split("failed:", 1)[1].strip() if "failed:" in text else text
    return ConstraintError(kind, target)


class SqliteConnection(RowReads):
    """The writer connection inside one transaction."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Params = ()) -> int:
        try:
            cur = await self._conn.execute(sql, params)
        except sqlite3.IntegrityError as exc:
            raise constraint_error(exc) from exc
        return cur.rowcount

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        try:
            await self._conn.executemany(sql, rows)
        except sqlite3.IntegrityError as exc:
            raise constraint_error(exc) from exc

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        try:
            return list(await self._conn.execute_fetchall(sql, params))
        except sqlite3.IntegrityError as exc:
            raise constraint_error(exc) from exc


class SqliteDatabase(Database):
    """A writer connection, a reader connection and the migrations of one SQLite file."""

    dialect = SQLITE

    def __init__(
        self,
        writer: aiosqlite.Connection,
        reader: aiosqlite.Connection,
        path: Path | None,
        now: Now = utc_now,
        holder: str | None = None,
    ) -> None:
        super().__init__(now, holder)
        self._writer = writer
        self._reader = reader
        self._shared = reader is writer
        self._lock = asyncio.Lock()
        self.path = path

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        now: Now = utc_now,
        holder: str | None = None,
        migrate: bool = True,
    ) -> SqliteDatabase:
        """Open (creating if needed) the database at ``path`` and bring its schema up to date
        (unless ``migrate`` is False).

        ``":memory:"`` works too (reads then share the writer connection).
        """
        if sqlite3.sqlite_version_info < MIN_SQLITE:
            raise StoreError(
                f"SQLite {sqlite3.sqlite_version} is too old: the store needs"
                f" {'.'.join(map(str, MIN_SQLITE))} or newer"
            )
        memory = str(path) == ":memory:"
        file_path = None if memory else Path(path)
        if file_path is not None:
            file_path.parent.mkdir(parents=True, exist_ok=True)
        writer = await _connect(str(path))
        reader = writer
        try:
            if file_path is not None:
                await _use_wal(writer)
                reader = await _connect(str(path))
                await reader.execute_fetchall("PRAGMA query_only = ON")
        except BaseException:
            if reader is not writer:
                await reader.close()
            await writer.close()
            raise
        db = cls(writer, reader, file_path, now, holder)
        await db._opened(migrate)
        return db

    async def close(self) -> None:
        """Close both connections (idempotent)."""
        if self.closed:
            return
        self.closed = True
        if not self._shared:
            await self._reader.close()
        await self._writer.close()

    # -- writing ---------------------------------------------------------------------------
    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[SqliteConnection]:
        """One write transaction on the writer connection (rolled back on any error)."""
        async with self._lock:
            await self._writer.execute("BEGIN IMMEDIATE")
            try:
                yield SqliteConnection(self._writer)
            except BaseException:
                await self._writer.execute("ROLLBACK")
                raise
            else:
                await self._writer.execute("COMMIT")

    async def set_trace(self, callback: Callable[[str], object] | None) -> None:
        """Call ``callback`` with every statement the writer runs (None: stop)."""
        await self._writer.set_trace_callback(cast(Callable[..., Any], callback))

    # -- reading ---------------------------------------------------------------------------
    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of a query (committed data only)."""
        if self._shared:
            async with self._lock:
                return list(await self._reader.execute_fetchall(sql, params))
        return list(await self._reader.execute_fetchall(sql, params))

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

    async def _ensure_version_table(self) -> None:
        await self._writer.execute(
            "CREATE TABLE IF NOT EXISTS schema_version ("
            " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
        )

    async def _apply(self, mig: Migration) -> bool:
        """Run one migration in a transaction, with foreign keys off while it runs.

        Rebuilding a table (the way SQLite changes a column's constraints) drops the old
        table; with foreign keys on, that would cascade into the rows that refer to it. So
        the keys are switched off around the migration (SQLite ignores the switch inside a
        transaction) and checked before the commit: a migration that leaves a dangling
        reference is rolled back. A migration that fails because another process on the
        same file applied it meanwhile counts as applied.
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
                    done = list(
                        await self._writer.execute_fetchall(
                            "SELECT 1 FROM schema_version WHERE version = ?", (mig.version,)
                        )
                    )
                    if done:
                        return False
                    raise MigrationError(f"migration {mig.name} failed: {exc}") from exc
            finally:
                await self._writer.execute("PRAGMA foreign_keys = ON")
        return True


async def _use_wal(conn: aiosqlite.Connection, seconds: float = 10.0) -> None:
    """Switch the file to write-ahead logging, waiting while another process holds it.

    The switch needs the file to itself, and SQLite answers "database is locked" at once
    (without its busy handler) while another process opening the same new file migrates
    it; so the switch is retried until ``seconds`` have passed.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while True:
        try:
            await conn.execute_fetchall("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or loop.time() > deadline:
                raise
            await asyncio.sleep(0.05)


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
