"""Sessions and the ledger: one transaction per deal, idempotent by unique keys."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, cast

from bot.store.db import Connection, Database, Row, StoreError, parse_time
from bot.store.leases import fence
from bot.store.models import (
    LedgerEntry,
    LedgerKind,
    Role,
    SessionRow,
    Standing,
    TableStatus,
)
from bot.store.tables_repo import close_lease


def _session(row: Row) -> SessionRow:
    scores = row["final_scores"]
    return SessionRow(
        id=row["id"],
        table_id=row["table_id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        family=row["family"],
        players=row["players"],
        preset=row["preset"],
        status=row["status"],
        ended_early=bool(row["ended_early"]),
        deals=row["deals"],
        final_scores=None if scores is None else list(json.loads(scores)),
        started_at=parse_time(row["started_at"]),
        ended_at=None if row["ended_at"] is None else parse_time(row["ended_at"]),
    )


def _entry(row: Row) -> LedgerEntry:
    won = row["won"]
    return LedgerEntry(
        seat=row["seat"],
        user_id=row["user_id"],
        deal_no=row["deal_no"],
        score=row["score"],
        lines=json.loads(row["lines"]),
        kind=cast(LedgerKind, row["kind"]),
        role=cast(Role | None, row["role"]),
        contract=row["contract"],
        won=None if won is None else bool(won),
        stand_in=bool(row["stand_in"]),
        hinted=bool(row["hinted"]),
    )


_INSERT_ENTRY = (
    "INSERT INTO ledger (session_id, guild_id, family, deal_no, kind, seat, user_id, role,"
    " contract, won, stand_in, lines, score, created_at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (session_id, kind, deal_no, seat) DO NOTHING"
)
_SESSION_FOR_WRITE = "SELECT guild_id, table_id, family, status FROM sessions WHERE id = ?"


async def _session_for_write(db: Database, conn: Connection, session_id: int) -> Row:
    """The session a transaction books into, locked until it ends, behind its table's
    lease fence."""
    session = await conn.fetchone(_SESSION_FOR_WRITE + db.dialect.for_update, (session_id,))
    if session is None:
        raise StoreError(f"no session {session_id}")
    await fence(db, conn, int(session["table_id"]))
    return session


class LedgerRepo:
    """Opens and closes sessions and books every deal."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def session(self, session_id: int) -> SessionRow | None:
        """A session by id."""
        row = await self.db.fetchone("SELECT * FROM sessions WHERE id = ?", (session_id,))
        return None if row is None else _session(row)

    async def session_for_table(self, table_id: int) -> SessionRow | None:
        """The session of a table, if it was started."""
        row = await self.db.fetchone("SELECT * FROM sessions WHERE table_id = ?", (table_id,))
        return None if row is None else _session(row)

    async def booked_deals(self, session_id: int) -> set[int]:
        """Numbers of the deals already in the ledger."""
        rows = await self.db.fetchall(
            "SELECT DISTINCT deal_no FROM ledger WHERE session_id = ? AND kind = 'deal'",
            (session_id,),
        )
        return {int(r[0]) for r in rows}

    async def record_deal(
        self, session_id: int, deal_no: int, entries: Sequence[LedgerEntry]
    ) -> bool:
        """Book one finished deal: every seat's row (its result, or that it sat the deal
        out), the deal's end, the session's count.

        One transaction. Returns False (and changes nothing) when the deal was booked before.
        """
        if (
            not entries
            or any(e.deal_no != deal_no or e.kind not in ("deal", "out") for e in entries)
            or not any(e.kind == "deal" for e in entries)
        ):
            raise StoreError("record_deal needs the 'deal' (and 'out') rows of exactly that deal")
        now = self.db.timestamp()
        async with self.db.transaction() as conn:
            session = await _session_for_write(self.db, conn, session_id)
            booked = await conn.fetchone(
                "SELECT 1 FROM ledger WHERE session_id = ? AND kind = 'deal' AND deal_no = ?"
                " LIMIT 1",
                (session_id, deal_no),
            )
            if booked is not None:
                return False
            if session["status"] != "open":
                raise StoreError(f"session {session_id} is closed")
            await conn.executemany(
                _INSERT_ENTRY,
                [self._params(session_id, session, e, now) for e in entries],
            )
            # Hints: the rows of the seats that asked for one in this deal are marked.
            await conn.execute(
                "UPDATE ledger SET hinted = 1 WHERE session_id = ? AND deal_no = ?"
                " AND kind = 'deal' AND seat IN (SELECT seat FROM hints_used"
                " WHERE table_id = ? AND deal_no = ?)",
                (session_id, deal_no, session["table_id"], deal_no),
            )
            await conn.execute(
                "UPDATE deals SET finished_at = ? WHERE table_id = ? AND deal_no = ?",
                (now, session["table_id"], deal_no),
            )
            await conn.execute("UPDATE sessions SET deals = deals + 1 WHERE id = ?", (session_id,))
        return True

    async def close_session(
        self,
        session_id: int,
        standings: Sequence[Standing],
        penalties: Sequence[LedgerEntry],
        *,
        ended_early: bool = False,
        table_status: TableStatus = "finished",
    ) -> bool:
        """Close a session: settlement rows, final scores, places and the table's status.

        One transaction. Returns False (and changes nothing) when it was closed before.
        """
        if any(e.kind != "settlement" for e in penalties):
            raise StoreError("close_session books 'settlement' rows only")
        now = self.db.timestamp()
        async with self.db.transaction() as conn:
            session = await _session_for_write(self.db, conn, session_id)
            if session["status"] != "open":
                return False
            await conn.executemany(
                _INSERT_ENTRY,
                [self._params(session_id, session, e, now) for e in penalties],
            )
            finals = [s.final for s in sorted(standings, key=lambda s: s.seat)]
            await conn.execute(
                "UPDATE sessions SET status = 'finished', ended_early = ?, final_scores = ?,"
                " ended_at = ? WHERE id = ?",
                (int(ended_early), json.dumps(finals), now, session_id),
            )
            await conn.executemany(
                "UPDATE session_players SET total = ?, radelci = ?, final_score = ?, place = ?"
                " WHERE session_id = ? AND seat = ?",
                [(s.total, s.radelci, s.final, s.place, session_id, s.seat) for s in standings],
            )
            await conn.execute(
                "UPDATE tables SET status = ?, updated_at = ? WHERE id = ?",
                (table_status, now, session["table_id"]),
            )
            await close_lease(conn, session["table_id"], table_status)
        return True

    async def entries(self, session_id: int, kind: LedgerKind | None = None) -> list[LedgerEntry]:
        """The ledger rows of a session, by deal and seat."""
        sql = "SELECT * FROM ledger WHERE session_id = ?"
        params: list[Any] = [session_id]
        if kind is not None:
            sql += " AND kind = ?"
            params.append(kind)
        rows = await self.db.fetchall(sql + " ORDER BY kind, deal_no, seat", params)
        return [_entry(r) for r in rows]

    @staticmethod
    def _params(session_id: int, session: Row, e: LedgerEntry, now: str) -> tuple[Any, ...]:
        return (
            session_id,
            session["guild_id"],
            session["family"],
            e.deal_no,
            e.kind,
            e.seat,
            e.user_id,
            e.role,
            e.contract,
            None if e.won is None else int(e.won),
            int(e.stand_in),
            json.dumps(e.lines, separators=(",", ":")),
            e.score,
            now,
        )
