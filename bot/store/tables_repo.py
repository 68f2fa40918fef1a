"""Tables, their seats, deal headers and the action log."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from bot.store.db import Connection, ConstraintError, Database, Row, StoreError, parse_time
from bot.store.leases import fence, take
from bot.store.models import (
    OPEN_STATUSES,
    ActionRow,
    ActorKind,
    DealRow,
    SeatRow,
    TableConfig,
    TableRow,
    TableStatus,
)

_UNSET: Any = object()


class TableExistsError(StoreError):
    """The channel already has an open (lobby or playing) table."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(f"channel {channel_id} already has an open table")
        self.channel_id = channel_id


class DuplicateActionError(StoreError):
    """An action with this (table, deal, move) is already in the log."""

    def __init__(self, table_id: int, deal_no: int, move_no: int) -> None:
        super().__init__(f"table {table_id} deal {deal_no} move {move_no} is already logged")
        self.table_id = table_id
        self.deal_no = deal_no
        self.move_no = move_no


def table_row(row: Row) -> TableRow:
    """A stored ``tables`` row as a :class:`TableRow`."""
    return TableRow(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        host_id=row["host_id"],
        config=TableConfig.model_validate_json(row["config"]),
        status=cast(TableStatus, row["status"]),
        seed=row["seed"],
        end_requested_after=row["end_requested_after"],
        lobby_message_id=row["lobby_message_id"],
        table_message_id=row["table_message_id"],
        created_at=parse_time(row["created_at"]),
        updated_at=parse_time(row["updated_at"]),
    )


def _seat(row: Row) -> SeatRow:
    return SeatRow(
        seat=row["seat"],
        user_id=row["user_id"],
        name=row["name"],
        away=bool(row["away"]),
        left=bool(row["left_seat"]),
        misses=row["misses"],
    )


def _seat_params(table_id: int, s: SeatRow) -> tuple[Any, ...]:
    return (table_id, s.seat, s.user_id, s.name, int(s.away), int(s.left), s.misses)


_INSERT_SEAT = (
    "INSERT INTO seats (table_id, seat, user_id, name, away, left_seat, misses) "
    "VALUES (?, ?, ?, ?, ?, ?, ?)"
)


CLOSED_STATUSES: tuple[TableStatus, ...] = ("finished", "cancelled")


async def close_lease(conn: Connection, table_id: int, status: TableStatus) -> None:
    """A table that closes needs no lease any more: drop it in the closing transaction."""
    if status in CLOSED_STATUSES:
        await conn.execute("DELETE FROM table_leases WHERE table_id = ?", (table_id,))


class TableRepo:
    """Reads and writes tables, seats, deals and actions.

    With leases (``Database.holder`` set) every write to a table is fenced: it is refused
    with :class:`~bot.store.leases.LeaseLost` unless this process holds the table's lease;
    :meth:`create` takes the lease of the new table in the same transaction.
    """

    def __init__(self, db: Database, lease_seconds: float = 30.0) -> None:
        self.db = db
        self.lease_seconds = lease_seconds
        """How long the lease of a table created here lasts before its first renewal."""

    # -- tables ----------------------------------------------------------------------------
    async def create(
        self,
        guild_id: int,
        channel_id: int,
        host_id: int,
        config: TableConfig,
        seed: int,
        seats: Sequence[SeatRow] = (),
    ) -> TableRow:
        """A new lobby in ``channel_id``; :class:`TableExistsError` if one is open there."""
        now = self.db.timestamp()
        try:
            async with self.db.transaction() as conn:
                table_id = await conn.scalar(
                    "INSERT INTO tables (guild_id, channel_id, host_id, family, config, status,"
                    " seed, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?, ?)"
                    " RETURNING id",
                    (
                        guild_id,
                        channel_id,
                        host_id,
                        config.family,
                        config.model_dump_json(),
                        seed,
                        now,
                        now,
                    ),
                )
                assert table_id is not None
                await conn.executemany(_INSERT_SEAT, [_seat_params(table_id, s) for s in seats])
                if self.db.holder is not None:
                    await take(self.db, conn, table_id, self.lease_seconds)
        except ConstraintError as exc:
            if exc.kind == "unique" and "channel_id" in exc.target:
                raise TableExistsError(channel_id) from exc
            raise
        row = await self.get(table_id)
        assert row is not None
        return row

    async def get(self, table_id: int) -> TableRow | None:
        """The table with this id."""
        row = await self.db.fetchone("SELECT * FROM tables WHERE id = ?", (table_id,))
        return None if row is None else table_row(row)

    async def open_in_channel(self, channel_id: int) -> TableRow | None:
        """The open table of a channel, if any."""
        row = await self.db.fetchone(
            "SELECT * FROM tables WHERE channel_id = ? AND status IN ('lobby', 'playing')",
            (channel_id,),
        )
        return None if row is None else table_row(row)

    async def open_tables(self) -> list[TableRow]:
        """Every table in a lobby or playing, oldest first."""
        rows = await self.db.fetchall(
            "SELECT * FROM tables WHERE status IN (?, ?) ORDER BY id", OPEN_STATUSES
        )
        return [table_row(r) for r in rows]

    async def claimable(self) -> list[TableRow]:
        """Open tables this process may take over (with leases): without a lease or with an
        expired one, but not with a live lease of its own (those it drives already);
        oldest first."""
        rows = await self.db.fetchall(
            "SELECT t.* FROM tables AS t LEFT JOIN table_leases AS l ON l.table_id = t.id"
            " WHERE t.status IN (?, ?) AND (l.table_id IS NULL OR l.expires_at <= ?)"
            " ORDER BY t.id",
            (*OPEN_STATUSES, self.db.now_ms()),
        )
        return [table_row(r) for r in rows]

    async def update(
        self,
        table_id: int,
        *,
        status: TableStatus = _UNSET,
        host_id: int = _UNSET,
        config: TableConfig = _UNSET,
        end_requested_after: int | None = _UNSET,
        lobby_message_id: int | None = _UNSET,
        table_message_id: int | None = _UNSET,
    ) -> None:
        """Change some columns of a table (the others stay as they are)."""
        sets: list[str] = []
        params: list[Any] = []
        for column, value in (
            ("status", status),
            ("host_id", host_id),
            ("end_requested_after", end_requested_after),
            ("lobby_message_id", lobby_message_id),
            ("table_message_id", table_message_id),
        ):
            if value is not _UNSET:
                sets.append(f"{column} = ?")
                params.append(value)
        if config is not _UNSET:
            sets.extend(["config = ?", "family = ?"])
            params.extend([config.model_dump_json(), config.family])
        if not sets:
            return
        sets.append("updated_at = ?")
        params.extend([self.db.timestamp(), table_id])
        async with self.db.transaction() as conn:
            await fence(self.db, conn, table_id)
            await conn.execute(f"UPDATE tables SET {', '.join(sets)} WHERE id = ?", params)
            if status is not _UNSET:
                await close_lease(conn, table_id, status)

    async def start(self, table_id: int, seats: Sequence[SeatRow]) -> int:
        """Start a lobby's session in one transaction: final seats, the session and its
        players, status ``playing``. Returns the session id."""
        now = self.db.timestamp()
        async with self.db.transaction() as conn:
            await fence(self.db, conn, table_id)
            table = await conn.fetchone(
                "SELECT guild_id, channel_id, config, status FROM tables WHERE id = ?"
                + self.db.dialect.for_update,
                (table_id,),
            )
            if table is None:
                raise StoreError(f"no table {table_id}")
            if table["status"] != "lobby":
                raise StoreError(f"table {table_id} is {table['status']}, not in a lobby")
            config = TableConfig.model_validate_json(table["config"])
            if len(seats) != config.players:
                raise StoreError(f"table {table_id} needs {config.players} seats")
            await conn.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
            await conn.executemany(_INSERT_SEAT, [_seat_params(table_id, s) for s in seats])
            session_id = await conn.scalar(
                "INSERT INTO sessions (table_id, guild_id, channel_id, family, players, preset,"
                " started_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    table_id,
                    table["guild_id"],
                    table["channel_id"],
                    config.family,
                    config.players,
                    config.preset,
                    now,
                ),
            )
            assert session_id is not None
            await conn.executemany(
                "INSERT INTO session_players (session_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                [(session_id, s.seat, s.user_id, s.name) for s in seats],
            )
            await conn.execute(
                "UPDATE tables SET status = 'playing', updated_at = ? WHERE id = ?",
                (now, table_id),
            )
        return int(session_id)

    # -- seats -----------------------------------------------------------------------------
    async def seats(self, table_id: int) -> list[SeatRow]:
        """The seats of a table in seat order."""
        rows = await self.db.fetchall(
            "SELECT * FROM seats WHERE table_id = ? ORDER BY seat", (table_id,)
        )
        return [_seat(r) for r in rows]

    async def replace_seats(self, table_id: int, seats: Sequence[SeatRow]) -> None:
        """Replace every seat of a table at once (lobby changes, the start)."""
        async with self.db.transaction() as conn:
            await fence(self.db, conn, table_id)
            await conn.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
            await conn.executemany(_INSERT_SEAT, [_seat_params(table_id, s) for s in seats])
            await conn.execute(
                "UPDATE tables SET updated_at = ? WHERE id = ?", (self.db.timestamp(), table_id)
            )

    async def update_seat(self, table_id: int, seat: SeatRow) -> None:
        """Store one seat's owner, flags and misses."""
        await self._fenced_write(
            table_id,
            "UPDATE seats SET user_id = ?, name = ?, away = ?, left_seat = ?, misses = ?"
            " WHERE table_id = ? AND seat = ?",
            (
                seat.user_id,
                seat.name,
                int(seat.away),
                int(seat.left),
                seat.misses,
                table_id,
                seat.seat,
            ),
        )

    # -- deals and actions -----------------------------------------------------------------
    async def add_deal(self, table_id: int, deal_no: int, header_json: str) -> None:
        """Store the header of a new deal (the family's JSON header, before any action)."""
        await self._fenced_write(
            table_id,
            "INSERT INTO deals (table_id, deal_no, header, started_at) VALUES (?, ?, ?, ?)",
            (table_id, deal_no, header_json, self.db.timestamp()),
        )

    async def deals(self, table_id: int) -> list[DealRow]:
        """Every deal header of a table, in order."""
        rows = await self.db.fetchall(
            "SELECT * FROM deals WHERE table_id = ? ORDER BY deal_no", (table_id,)
        )
        return [
            DealRow(
                deal_no=r["deal_no"],
                header_json=r["header"],
                started_at=parse_time(r["started_at"]),
                finished_at=None if r["finished_at"] is None else parse_time(r["finished_at"]),
            )
            for r in rows
        ]

    async def append_action(
        self,
        table_id: int,
        deal_no: int,
        move_no: int,
        action: str,
        seat: int,
        actor_id: int | None,
        actor_kind: ActorKind,
    ) -> None:
        """Append one action to the log; :class:`DuplicateActionError` if the move is taken."""
        try:
            await self._fenced_write(
                table_id,
                "INSERT INTO actions (table_id, deal_no, move_no, action, seat, actor_id,"
                " actor_kind, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    table_id,
                    deal_no,
                    move_no,
                    action,
                    seat,
                    actor_id,
                    actor_kind,
                    self.db.timestamp(),
                ),
            )
        except ConstraintError as exc:
            if exc.kind == "unique":
                raise DuplicateActionError(table_id, deal_no, move_no) from exc
            raise StoreError(f"cannot log table {table_id} deal {deal_no}: {exc}") from exc

    async def _fenced_write(self, table_id: int, sql: str, params: Sequence[Any]) -> int:
        """One statement about a table, in a transaction behind the table's lease fence."""
        async with self.db.transaction() as conn:
            await fence(self.db, conn, table_id)
            return await conn.execute(sql, params)

    async def actions(self, table_id: int, deal_no: int | None = None) -> list[ActionRow]:
        """The action log of a table (or of one deal), in order."""
        sql = "SELECT * FROM actions WHERE table_id = ?"
        params: list[Any] = [table_id]
        if deal_no is not None:
            sql += " AND deal_no = ?"
            params.append(deal_no)
        rows = await self.db.fetchall(sql + " ORDER BY deal_no, move_no", params)
        return [
            ActionRow(
                deal_no=r["deal_no"],
                move_no=r["move_no"],
                action=r["action"],
                seat=r["seat"],
                actor_id=r["actor_id"],
                actor_kind=cast(ActorKind, r["actor_kind"]),
                created_at=parse_time(r["created_at"]),
            )
            for r in rows
        ]
