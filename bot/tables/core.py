"""What every part of a table shares: its state, reading it, the lock and notifications.

A table (:class:`~bot.tables.table.Table`) is put together from this core and two parts,
each in its own module: the lobby (:mod:`bot.tables.lobby`) and the deal cycle with its
restore (:mod:`bot.tables.dealing`, :mod:`bot.tables.restore`). Every operation runs under
:attr:`TableCore.lock` through :meth:`TableCore._op`, which delivers the operation's
notifications once the lock is released.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any

from bot import families
from bot.families import BotFamily
from bot.store import (
    LeaseLost,
    LedgerEntry,
    SeatRow,
    Standing,
    TableConfig,
    TableRow,
    TableStatus,
)
from bot.tables.computer import TableComputers
from bot.tables.context import TableContext
from bot.tables.errors import NoTable, NotHost, NotSeated, WrongStatus
from bot.tables.observer import TableEvent, TableUpdate
from bot.tables.outbox import Coalescer, Outbox
from bot.tables.seats import Seat
from bot.tables.session import Session
from bot.tables.timers import Timers

log = logging.getLogger(__name__)

TURN, PAUSE, LOBBY, FLUSH = "turn", "pause", "lobby", "flush"
"""The names of a table's timers: the next move, the pause between deals, lobby expiry, the
coalesced update."""


class TableCore:
    """A table's state and the helpers every operation uses."""

    def __init__(self, row: TableRow, seats: Sequence[SeatRow], ctx: TableContext) -> None:
        self.id = row.id
        self.guild_id = row.guild_id
        self.channel_id = row.channel_id
        self.host_id = row.host_id
        self.config: TableConfig = row.config
        self.status: TableStatus = row.status
        self.seed = row.seed
        self.end_requested_after: int | None = row.end_requested_after
        """Finished deals when the players asked for the session's end (None: not asked)."""
        self.lobby_message_id: int | None = row.lobby_message_id
        self.table_message_id: int | None = row.table_message_id
        self.seats: list[Seat] = [Seat.from_row(s) for s in seats]
        self.lock = asyncio.Lock()
        """Serialises every operation on this table."""
        self.session: Session | None = None
        """The engine side of the session (None in the lobby)."""
        self.session_id: int | None = None
        self.standings: list[Standing] | None = None
        self.between_deals = False
        self.next_deal_at: float | None = None
        """Clock time the next deal starts unless everyone is ready sooner."""
        self.turn_deadline: float | None = None
        """Clock time the move timer of the human on turn runs out (None: no timer)."""
        self.ready_seats: set[int] = set()
        self.end_votes: set[int] = set()
        """Users who voted to end the session."""
        self.closed_reason: str | None = None
        self.lost = False
        """Another process took the table over (its lease): this object drives it no more."""
        self.stopped = False
        """This process stopped driving the table (a shutdown, or it was lost): no operation
        runs on it any more (the store keeps it for the next process)."""
        self._ctx = ctx
        self._store = ctx.store
        self._observer = ctx.observer
        self._clock = ctx.clock
        self._defaults = ctx.defaults
        self._stand_in: set[int] = set()
        """Match seats of humans a computer moved for in the current deal."""
        self._unbooked: dict[int, list[LedgerEntry]] = {}
        self.timers = Timers(ctx.clock)
        self.outbox = Outbox(f"table {self.id}")
        self._updates: Coalescer[TableEvent] = Coalescer(
            ctx.clock,
            self.timers,
            ctx.defaults.update_interval,
            self._emit_changed,
            alive=lambda: self.is_open,
            after=self.outbox.drain,
            name=FLUSH,
        )
        self.computers = TableComputers(
            ctx.computers, self.seed, ctx.defaults.computer_delay, ctx.defaults.delay_jitter
        )

    # == reading ============================================================================
    @property
    def game(self) -> BotFamily:
        """The table's family as the bot sees it."""
        return families.get(self.config.family)

    @property
    def rules(self) -> Any:
        """The rules this table plays by (the family's rules model)."""
        return self.config.rules()

    @property
    def match(self) -> Any:
        """The session's match (totals, history, the end), or None in the lobby."""
        return self.session.match if self.session is not None else None

    @property
    def deal_no(self) -> int:
        """Number of the current (or last) deal, from 1; 0 before the first."""
        return self.session.deal_no if self.session is not None else 0

    @property
    def state(self) -> Any:
        """The current (or last) deal's state."""
        return self.session.state if self.session is not None else None

    @property
    def move(self) -> int:
        """The move number the next action must carry (the deal's number of actions)."""
        return self.session.move if self.session is not None else 0

    @property
    def deal_seats(self) -> tuple[int, ...]:
        """The match seat of each seat of the current (or last) deal (empty in the lobby)."""
        return self.session.seats if self.session is not None else ()

    @property
    def to_move(self) -> int | None:
        """The seat on turn, or None (no deal in progress)."""
        if self.session is None or self.status != "playing":
            return None
        return self.session.to_move

    @property
    def is_open(self) -> bool:
        """In a lobby or playing."""
        return self.status in ("lobby", "playing")

    @property
    def host_seat(self) -> int | None:
        """The host's seat."""
        return self.seat_of(self.host_id)

    def seat_of(self, user_id: int) -> int | None:
        """The seat of a user, or None."""
        for s in self.seats:
            if s.user_id == user_id:
                return s.index
        return None

    def humans(self) -> list[Seat]:
        """The human seats (present or not)."""
        return [s for s in self.seats if s.is_human]

    def view(self, seat: int | None = None) -> Any:
        """What ``seat`` sees of the current deal (None: the public table; a seat that sits
        the deal out sees the public table); None without a deal."""
        return self.session.view(seat) if self.session is not None else None

    def view_for(self, user_id: int) -> Any:
        """The user's own view; :class:`NotSeated` if he has no seat."""
        seat = self.seat_of(user_id)
        if seat is None:
            raise NotSeated(user_id=user_id)
        return self.view(seat)

    # == operations and notifications =======================================================
    @asynccontextmanager
    async def _op(self) -> AsyncIterator[None]:
        """Hold the lock for an operation, then deliver its notifications (outside the lock).

        If the store refuses a write because another process holds the table's lease, the
        table is let go here and the operation fails with :class:`NoTable`."""
        try:
            async with self.lock:
                if self.lost or self.stopped:
                    raise NoTable(channel_id=self.channel_id)
                try:
                    yield
                except LeaseLost as exc:
                    self.let_go()
                    raise NoTable(channel_id=self.channel_id) from exc
        finally:
            await self.outbox.drain()

    def _emit_lobby(self) -> None:
        self.outbox.put(lambda: self._observer.lobby_changed(self))

    def _hand(self, seat: int) -> None:
        """Push a human seat's hand (once, however often it changes before delivery)."""
        if not self.seats[seat].is_human:
            return
        self.outbox.once(("hand", seat), lambda: self._observer.hand_changed(self, seat))

    def _report(self, error: BaseException) -> None:
        self.outbox.put(lambda: self._observer.error(self, error))

    def _changed(self, event: TableEvent | None = None) -> None:
        """The public table of the current deal changed: notify now, or once the update
        interval has passed (an event is of the deal it names)."""
        deal_no = event.deal_no if event is not None else self.deal_no
        self._updates.changed(deal_no, () if event is None else (event,))

    def _emit_changed(self, deal_no: int, events: tuple[TableEvent, ...]) -> None:
        update = TableUpdate(deal_no, events)
        self.outbox.put(lambda: self._observer.table_changed(self, update))

    def _replayed(self, events: tuple[TableEvent, ...]) -> None:
        """Tell the observer what the current deal's stored actions were (after a restore)."""
        self._updates.flush()
        update = TableUpdate(self.deal_no, events, replayed=True)
        self.outbox.put(lambda: self._observer.table_changed(self, update))

    # == requirements and small changes (lock held) =========================================
    def _require_status(self, *statuses: TableStatus) -> None:
        if self.status not in statuses:
            raise WrongStatus(status=self.status)

    def _require_host(self, user_id: int) -> None:
        if user_id != self.host_id:
            raise NotHost(user_id=user_id)

    def _require_seat(self, user_id: int) -> int:
        index = self.seat_of(user_id)
        if index is None:
            raise NotSeated(user_id=user_id)
        return index

    def _touch_lobby(self) -> None:
        """Lobby activity: the lobby closes after the timeout from now."""
        self.timers.start(LOBBY, self._defaults.lobby_timeout, self._lobby_expired)

    async def _lobby_expired(self) -> None:
        async with self._op():
            if self.status == "lobby":
                await self._close("cancelled", "expired")

    async def _save_seat(self, seat: Seat) -> None:
        await self._store.tables.update_seat(self.id, seat.row())

    async def _close(self, status: TableStatus, reason: str) -> None:
        await self._store.tables.update(self.id, status=status)
        self.status = status
        self._closed(reason)

    def _closed(self, reason: str) -> None:
        self.timers.cancel_all()
        self.turn_deadline = None
        self.next_deal_at = None
        self.closed_reason = reason
        self.outbox.put(lambda: self._observer.table_closed(self, reason))
        if self._ctx.on_closed is not None:
            self._ctx.on_closed(self)

    def detach(self) -> None:
        """Stop every timer without changing anything (shutdown; the store keeps the table);
        a computer move still being thought over is then not applied here (the process that
        resumes the table makes it again, with the same seed)."""
        self.stopped = True
        self.timers.cancel_all()

    def let_go(self) -> None:
        """Another process drives the table now: stop every timer here and forget it."""
        if self.lost:
            return
        self.lost = True
        self.detach()
        if self._ctx.on_lost is not None:
            self._ctx.on_lost(self)
