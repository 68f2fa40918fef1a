"""Leases: which process drives each open table, enforced by the database.

When several bot processes share one database, each open table is driven by exactly one of
them: the holder of its row in ``table_leases``. A lease runs until ``expires_at``; its
holder renews it long before then. Another process may take a lease over only once it has
expired (the holder died or lost the database), and taking over changes the holder in one
statement, so two processes can never both hold it.

Every write that drives a table — its moves, its deals, its seats, its status, its ledger —
first runs :func:`fence` in the same transaction: unless this process (``Database.holder``)
holds the table's lease, the write is refused with :class:`LeaseLost`. The fence locks the
lease row until the transaction ends, so a takeover waits for a write in flight and the
next holder reads everything written before it. A process whose lease was taken over can
therefore not apply one more move to the table, even if it has not noticed yet.

With ``Database.holder`` None (one process has the database to itself) there are no leases
and no fence.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from bot.store.db import Connection, Database, StoreError


class LeaseLost(StoreError):
    """This process does not hold the lease of the table it was about to change."""

    def __init__(self, table_id: int, holder: str | None) -> None:
        by = f"held by {holder}" if holder is not None else "not held by anyone"
        super().__init__(f"table {table_id} is {by}: this process may not change it")
        self.table_id = table_id
        self.holder = holder


@dataclass(frozen=True)
class Lease:
    """One table's lease."""

    table_id: int
    holder: str
    expires_at: datetime


async def fence(db: Database, conn: Connection, table_id: int) -> None:
    """Inside a write transaction: refuse it unless this process holds the table's lease,
    and keep the lease from changing hands until the transaction ends."""
    if db.holder is None:
        return
    holder = await conn.scalar(
        "SELECT holder FROM table_leases WHERE table_id = ?" + db.dialect.for_update,
        (table_id,),
    )
    if holder != db.holder:
        raise LeaseLost(table_id, holder)


async def take(db: Database, conn: Connection, table_id: int, seconds: float) -> bool:
    """Inside a write transaction: take (or extend) the table's lease for ``seconds`` if it
    is free, expired or already this process's; whether this process now holds it."""
    holder = holder_of(db)
    now = db.now_ms()
    rows = await conn.fetchall(
        "INSERT INTO table_leases (table_id, holder, expires_at, taken_at) VALUES (?, ?, ?, ?)"
        " ON CONFLICT (table_id) DO UPDATE SET holder = excluded.holder,"
        " expires_at = excluded.expires_at,"
        " taken_at = CASE WHEN table_leases.holder = excluded.holder"
        " THEN table_leases.taken_at ELSE excluded.taken_at END"
        " WHERE table_leases.holder = excluded.holder OR table_leases.expires_at <= ?"
        " RETURNING table_id",
        (table_id, holder, now + int(seconds * 1000), db.timestamp(), now),
    )
    return bool(rows)


def holder_of(db: Database) -> str:
    """The store's holder name; :class:`StoreError` when it has none."""
    if db.holder is None:
        raise StoreError("leases need a store opened with a holder (the process's name)")
    return db.holder


class LeaseRepo:
    """Takes, renews and gives back this process's table leases."""

    def __init__(self, db: Database) -> None:
        self.db = db

    @property
    def holder(self) -> str | None:
        """This process's name in the lease table (None: no leases)."""
        return self.db.holder

    async def acquire(self, table_id: int, seconds: float) -> bool:
        """Take the table's lease for ``seconds`` if it is free or expired (or extend this
        process's); whether this process holds it now."""
        async with self.db.transaction() as conn:
            return await take(self.db, conn, table_id, seconds)

    async def renew(self, seconds: float) -> set[int]:
        """Extend every lease of this process to ``seconds`` from now; the tables it still
        holds (a table missing here was taken over, or closed)."""
        holder = holder_of(self.db)
        async with self.db.transaction() as conn:
            rows = await conn.fetchall(
                "UPDATE table_leases SET expires_at = ? WHERE holder = ? RETURNING table_id",
                (self.db.now_ms() + int(seconds * 1000), holder),
            )
        return {int(r[0]) for r in rows}

    async def release(self, table_id: int) -> None:
        """Give a table's lease back (if this process holds it)."""
        await self.db.write(
            "DELETE FROM table_leases WHERE table_id = ? AND holder = ?",
            (table_id, holder_of(self.db)),
        )

    async def release_all(self) -> int:
        """Give back every lease of this process (a clean shutdown); how many."""
        return await self.db.write(
            "DELETE FROM table_leases WHERE holder = ?", (holder_of(self.db),)
        )

    async def get(self, table_id: int) -> Lease | None:
        """The table's lease, if any."""
        row = await self.db.fetchone(
            "SELECT table_id, holder, expires_at FROM table_leases WHERE table_id = ?",
            (table_id,),
        )
        if row is None:
            return None
        moment = datetime.fromtimestamp(int(row["expires_at"]) / 1000, tz=UTC)
        return Lease(int(row["table_id"]), str(row["holder"]), moment)
