"""The PostgreSQL backend (asyncpg): a connection pool, the same numbered migrations.

Each write transaction takes a connection from the pool for its duration (PostgreSQL's
default isolation, READ COMMITTED); a repository that reads rows before changing what
depends on them locks them with ``FOR UPDATE`` (:attr:`bot.store.dialect.Dialect.for_update`),
so concurrent transactions of this process or of others wait for each other instead of
acting on what they read. Reads run on any pooled connection outside a transaction.

Migrations run one per transaction (PostgreSQL's DDL is transactional) under an advisory
lock, so processes starting at once apply each migration exactly once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager

import asyncpg

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
    utc_now,
)
from bot.store.dialect import POSTGRES

log = logging.getLogger(__name__)

MIGRATION_LOCK = 0x7A7C_0001
"""The advisory lock key held while a migration runs."""

_KINDS: dict[type[asyncpg.PostgresError], ConstraintKind] = {
    asyncpg.UniqueViolationError: "unique",
    asyncpg.ForeignKeyViolationError: "foreign_key",
    asyncpg.CheckViolationError: "check",
    asyncpg.NotNullViolationError: "not_null",
}

Trace = Callable[[str], object]


def constraint_error(exc: asyncpg.IntegrityConstraintViolationError) -> ConstraintError:
    """asyncpg's integrity error as the store's :class:`ConstraintError`."""
    kind = _KINDS.get(type(exc), "check")
    name = getattr(exc, "constraint_name", None) or ""
    detail = getattr(exc, "detail", None) or str(exc)
    return ConstraintError(kind, f"{name}: {detail}" if name else detail)


def _rowcount(status: str) -> int:
    """The row count of a command status (``UPDATE 3``, ``INSERT 0 1``); 0 if none."""
    last = status.rsplit(" ", 1)[-1] if status else ""
    return int(last) if last.isdigit() else 0


class PostgresConnection(RowReads):
    """A pooled connection inside one transaction."""

    def __init__(
        self, conn: asyncpg.Connection | asyncpg.pool.PoolConnectionProxy, trace: Trace | None
    ) -> None:
        self._conn = conn
        self._trace = trace

    async def execute(self, sql: str, params: Params = ()) -> int:
        if self._trace is not None:
            self._trace(sql)
        try:
            status = await self._conn.execute(POSTGRES.sql(sql), *params)
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise constraint_error(exc) from exc
        return _rowcount(status)

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        batch = [tuple(r) for r in rows]
        if not batch:
            return
        if self._trace is not None:
            for _ in batch:
                self._trace(sql)
        try:
            await self._conn.executemany(POSTGRES.sql(sql), batch)
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise constraint_error(exc) from exc

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        if self._trace is not None:
            self._trace(sql)
        try:
            return list(await self._conn.fetch(POSTGRES.sql(sql), *params))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise constraint_error(exc) from exc


class PostgresDatabase(Database):
    """A pool of connections to one PostgreSQL database."""

    dialect = POSTGRES

    def __init__(
        self, pool: asyncpg.Pool, url: str, now: Now = utc_now, holder: str | None = None
    ) -> None:
        super().__init__(now, holder)
        self._pool = pool
        self.url = url
        self._trace: Trace | None = None

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        now: Now = utc_now,
        holder: str | None = None,
        pool_size: int = 10,
        migrate: bool = True,
    ) -> PostgresDatabase:
        """Connect to the database at ``url`` and bring its schema up to date (unless
        ``migrate`` is False)."""
        pool = await asyncpg.create_pool(url, min_size=1, max_size=max(1, pool_size))
        db = cls(pool, url, now, holder)
        await db._opened(migrate)
        return db

    async def close(self) -> None:
        """Close the pool (idempotent): wait a little for connections in use, then cut."""
        if self.closed:
            return
        self.closed = True
        try:
            await asyncio.wait_for(self._pool.close(), 10.0)
        except TimeoutError:
            log.warning("connections still busy after 10 s: closed anyway")
            self._pool.terminate()
        except asyncio.CancelledError:
            self._pool.terminate()
            raise

    # -- writing ---------------------------------------------------------------------------
    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[PostgresConnection]:
        """One write transaction on a pooled connection (rolled back on any error)."""
        trace = self._trace
        async with self._pool.acquire() as conn:
            tx = conn.transaction()
            if trace is not None:
                trace("BEGIN")
            await tx.start()
            try:
                yield PostgresConnection(conn, trace)
            except BaseException:
                if trace is not None:
                    trace("ROLLBACK")
                await tx.rollback()
                raise
            else:
                if trace is not None:
                    trace("COMMIT")
                await tx.commit()

    async def set_trace(self, callback: Trace | None) -> None:
        """Call ``callback`` with every statement a write transaction runs (None: stop)."""
        self._trace = callback

    # -- reading ---------------------------------------------------------------------------
    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of a query (committed data only)."""
        return list(await self._pool.fetch(POSTGRES.sql(sql), *params))

    # -- schema ----------------------------------------------------------------------------
    async def schema_version(self) -> int:
        """The highest applied migration (0 for an empty database)."""
        async with self._pool.acquire() as conn:
            if await conn.fetchval("SELECT to_regclass('schema_version')") is None:
                return 0
            value = await conn.fetchval("SELECT MAX(version) FROM schema_version")
        return int(value) if value is not None else 0

    async def _apply(self, mig: Migration) -> bool:
        """Run one migration in a transaction under the migration lock; False when another
        process applied it while this one waited for the lock."""
        async with self._pool.acquire() as conn:
            try:
                async with conn.transaction():
                    await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
                    await conn.execute(
                        "CREATE TABLE IF NOT EXISTS schema_version ("
                        " version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
                        " applied_at TEXT NOT NULL)"
                    )
                    done = await conn.fetchval(
                        "SELECT 1 FROM schema_version WHERE version = $1", mig.version
                    )
                    if done:
                        return False
                    await conn.execute(mig.sql)
                    await conn.execute(
                        "INSERT INTO schema_version (version, name, applied_at)"
                        " VALUES ($1, $2, $3)",
                        mig.version,
                        mig.name,
                        self.timestamp(),
                    )
            except asyncpg.PostgresError as exc:
                raise MigrationError(f"migration {mig.name} failed: {exc}") from exc
        return True
