"""The registry of tables, one per channel: opening lobbies and resuming after a restart.

With an :class:`~bot.tables.ownership.Ownership` the manager shares the database with other
processes: it drives only the tables whose lease it holds (those it opened, and those of its
shards it took over), :meth:`TableManager.tend` renews its leases and adopts the tables of its
shards that a dead process left behind, and a table whose lease was taken over is let go.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Callable

from bot.store import OPEN_STATUSES, SeatRow, Store, TableConfig, TableExistsError, TableRow
from bot.tables.clock import Clock, LoopClock
from bot.tables.computer import ComputerFactory, computer_for_level
from bot.tables.context import TableContext, TableDefaults
from bot.tables.errors import NoTable, TableExists
from bot.tables.observer import BaseObserver, TableObserver
from bot.tables.ownership import Ownership
from bot.tables.table import Table

log = logging.getLogger(__name__)


class TableManager:
    """Every open table, by channel. Discord-free: the bot, a terminal client and the tests
    drive tables through it."""

    def __init__(
        self,
        store: Store,
        observer: TableObserver[Table] | None = None,
        *,
        clock: Clock | None = None,
        computers: ComputerFactory = computer_for_level,
        defaults: TableDefaults | None = None,
        seeds: Callable[[], int] | None = None,
        ownership: Ownership | None = None,
    ) -> None:
        if ownership is not None and store.leases.holder is None:
            raise ValueError("sharing tables needs a store opened with a holder name")
        self.store = store
        self.ownership = ownership
        """How this process shares tables with others (None: it has the database alone)."""
        self.observer: TableObserver[Table] = (
            observer if observer is not None else BaseObserver[Table]()
        )
        self._own_clock = clock is None
        self.clock: Clock = clock if clock is not None else LoopClock()
        self.defaults = defaults if defaults is not None else TableDefaults()
        self._ctx = TableContext(
            store=store,
            observer=self.observer,
            clock=self.clock,
            computers=computers,
            defaults=self.defaults,
            on_closed=self._closed,
            on_lost=self._lost,
        )
        self._seeds = seeds if seeds is not None else (lambda: secrets.randbits(62))
        self._by_channel: dict[int, Table] = {}
        self._broken: set[int] = set()
        """Tables that did not replay here (not tried again by this process)."""
        self._lock = asyncio.Lock()

    # -- lookup ----------------------------------------------------------------------------
    def get(self, channel_id: int) -> Table | None:
        """The open table of a channel, or None."""
        return self._by_channel.get(channel_id)

    def require(self, channel_id: int) -> Table:
        """The open table of a channel; :class:`NoTable` if there is none."""
        table = self._by_channel.get(channel_id)
        if table is None:
            raise NoTable(channel_id=channel_id)
        return table

    def by_id(self, table_id: int) -> Table | None:
        """An open table by its id (what a button's custom id carries)."""
        for table in self._by_channel.values():
            if table.id == table_id:
                return table
        return None

    @property
    def tables(self) -> list[Table]:
        """Every open table."""
        return list(self._by_channel.values())

    def tables_of(self, user_id: int) -> list[Table]:
        """The open tables where a user has a seat."""
        return [t for t in self._by_channel.values() if t.seat_of(user_id) is not None]

    # -- lifecycle -------------------------------------------------------------------------
    async def open_lobby(
        self,
        guild_id: int,
        channel_id: int,
        host_id: int,
        host_name: str | None = None,
        config: TableConfig | None = None,
    ) -> Table:
        """Open a lobby in a channel with the host in seat 0; :class:`TableExists` if the
        channel has an open table."""
        cfg = config if config is not None else self.defaults.config()
        async with self._lock:
            if channel_id in self._by_channel:
                raise TableExists(channel_id=channel_id)
            try:
                row = await self.store.tables.create(
                    guild_id,
                    channel_id,
                    host_id,
                    cfg,
                    self._seeds(),
                    [SeatRow(0, host_id, host_name)],
                )
            except TableExistsError as exc:
                raise TableExists(channel_id=channel_id) from exc
            table = Table(row, [SeatRow(0, host_id, host_name)], self._ctx)
            self._by_channel[channel_id] = table
        async with table._op():
            table._touch_lobby()
            table._emit_lobby()
        return table

    async def resume_all(self) -> list[Table]:
        """Rebuild every open table from the store (on start) and restart its timers.

        With ownership, only the tables of this process's shards whose lease it can take
        (free, expired, or its own). A table whose records do not replay is reported in the
        log and left out (and its lease given back).
        """
        if self.ownership is None:
            rows = await self.store.tables.open_tables()
        else:
            shards = self.ownership.shards
            rows = [r for r in await self.store.tables.claimable() if shards.owns(r.guild_id)]
        resumed: list[Table] = []
        for row in rows:
            # Under the manager's lock: a lobby being opened is in the registry before
            # anything else looks for it.
            async with self._lock:
                if row.channel_id in self._by_channel or row.id in self._broken:
                    continue
                table = await self._resume(row)
            if table is not None:
                resumed.append(table)
        return resumed

    async def _resume(self, row: TableRow) -> Table | None:
        leased = self.ownership is not None
        if leased:
            assert self.ownership is not None
            if not await self.store.leases.acquire(row.id, self.ownership.lease_seconds):
                return None  # another process took it first
            fresh = await self.store.tables.get(row.id)
            if fresh is None or fresh.status not in OPEN_STATUSES:
                await self.store.leases.release(row.id)
                return None
            row = fresh
        try:
            table = await Table.restore(row, self._ctx)
        except Exception:
            log.exception("table %s in channel %s could not be resumed", row.id, row.channel_id)
            self._broken.add(row.id)
            if leased:
                await self.store.leases.release(row.id)
            return None
        if not table.is_open:
            return None
        self._by_channel[row.channel_id] = table
        return table

    async def tend(self) -> list[Table]:
        """One round of sharing (every ``ownership.renew_every`` seconds): renew this
        process's leases, let go of the tables whose lease was lost (:meth:`renew_leases`),
        and adopt the open tables of its shards that no live process holds
        (:meth:`resume_all`). Returns the adopted tables."""
        if self.ownership is None:
            return []
        await self.renew_leases()
        return await self.resume_all()

    async def renew_leases(self) -> list[Table]:
        """Renew this process's leases; the tables whose lease another process took over
        are let go (and returned)."""
        if self.ownership is None:
            return []
        leases = self.store.leases
        held = await leases.renew(self.ownership.lease_seconds)
        lost: list[Table] = []
        for table in list(self._by_channel.values()):
            if table.id in held or not table.is_open:
                continue
            # Not renewed: lost, or opened (or closed) since the renewal ran.
            lease = await leases.get(table.id)
            if lease is not None and lease.holder == leases.holder:
                continue
            if table.is_open:
                log.warning("table %s: lease lost to another process; letting it go", table.id)
                table.let_go()
                lost.append(table)
        return lost

    async def shutdown(self) -> None:
        """Stop every timer (the store keeps everything; :meth:`resume_all` continues) and,
        with ownership, give the leases back so that the next process resumes at once."""
        for table in list(self._by_channel.values()):
            table.detach()
        self._by_channel.clear()
        if self.ownership is not None and not self.store.db.closed:
            try:
                await self.store.leases.release_all()
            except Exception:
                log.exception("giving the table leases back failed (they will expire)")
        if self._own_clock and isinstance(self.clock, LoopClock):
            await self.clock.aclose()

    def _closed(self, table: Table) -> None:
        if self._by_channel.get(table.channel_id) is table:
            del self._by_channel[table.channel_id]

    def _lost(self, table: Table) -> None:
        """Another process drives the table now: forget it here."""
        self._closed(table)
