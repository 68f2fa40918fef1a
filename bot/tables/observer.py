"""What a table tells the interface: the observer protocol and the events it receives.

The Discord layer implements :class:`TableObserver` (a terminal client or a test can too).
Callbacks are awaited one after another, in order, outside the table's lock; an observer
that does slow I/O may hand the work to a task. Exceptions raised by an observer are logged
and otherwise ignored: they never undo or block a move.

The protocol is generic in the table type (``TableObserver[Table]``), so this module does
not import the table.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar, overload

from bot.store.models import ActorKind, Standing
from engine.core.actions import Action
from engine.core.family import EventLike, SheetLike

T = TypeVar("T")
T_contra = TypeVar("T_contra", contravariant=True)


@dataclass(frozen=True)
class TableEvent:
    """One applied action and what it caused (for "Ana played XXI", trick winners, …)."""

    deal_no: int
    move: int
    """The move number the action was applied at (0 is the first action of a deal)."""
    seat: int
    """The match seat that acted."""
    action: Action
    actor: ActorKind
    events: tuple[EventLike, ...]
    deal_seats: tuple[int, ...] = ()
    """The match seat of each seat of the deal (seats named by ``events`` are deal seats)."""


@dataclass(frozen=True)
class TableUpdate(Sequence[TableEvent]):
    """One coalesced change of the public table, and the deal it belongs to.

    It is the sequence of the actions applied in that deal since its previous update, in
    order (every event's ``deal_no`` is the update's). An update never mixes two deals: a
    deal's last actions are delivered before the next deal starts, so an observer that
    keeps a log per deal can route each update by :attr:`deal_no` and drop those of a deal
    it no longer shows.
    """

    deal_no: int
    """The deal the update is about (0: no deal yet)."""
    events: tuple[TableEvent, ...] = ()
    replayed: bool = False
    """The events were read back from the store when the table was restored after a
    restart (they happened before it): the current deal so far."""

    @overload
    def __getitem__(self, index: int) -> TableEvent: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[TableEvent]: ...
    def __getitem__(self, index: int | slice) -> TableEvent | Sequence[TableEvent]:
        return self.events[index]

    def __len__(self) -> int:
        return len(self.events)

    def __iter__(self) -> Iterator[TableEvent]:
        return iter(self.events)


class TableObserver(Protocol[T_contra]):
    """Callbacks of a table; implement the ones you need (see :class:`BaseObserver`)."""

    async def lobby_changed(self, table: T_contra) -> None:
        """Seats, host, configuration or status of a lobby changed (also: the game started)."""

    async def table_changed(self, table: T_contra, events: Sequence[TableEvent]) -> None:
        """The public table changed; coalesced: at most about once per second per deal.

        ``events`` is a :class:`TableUpdate`: the actions applied since the previous call,
        in order, all of the deal ``events.deal_no``. After a deal's last action this may
        come shortly after :meth:`deal_finished`, but always before the next deal's
        :meth:`deal_started`; when the table closes, events still waiting for the next
        update are dropped (the sheet and the standings are in :meth:`deal_finished` and
        :meth:`session_finished`).
        """

    async def hand_changed(self, table: T_contra, seat: int) -> None:
        """A human seat's hand or its choices changed (it acted, or it is now on turn)."""

    async def deal_started(self, table: T_contra) -> None:
        """A new deal was dealt (``table.deal_no``); a new table message is due."""

    async def deal_finished(self, table: T_contra, sheet: SheetLike) -> None:
        """A deal was scored and booked in the ledger."""

    async def session_finished(self, table: T_contra, standings: Sequence[Standing]) -> None:
        """The session ended: final standings with the radelc penalties."""

    async def table_closed(self, table: T_contra, reason: str) -> None:
        """The table is gone from its channel (``finished``, ``cancelled``, ``expired``,
        ``stopped``, ``abandoned``)."""

    async def error(self, table: T_contra, error: BaseException) -> None:
        """Something failed in the background (a computer move, a ledger write)."""


class BaseObserver(Generic[T]):
    """An observer that ignores everything; subclass it and override what you need."""

    async def lobby_changed(self, table: T) -> None:
        """Ignored."""

    async def table_changed(self, table: T, events: Sequence[TableEvent]) -> None:
        """Ignored."""

    async def hand_changed(self, table: T, seat: int) -> None:
        """Ignored."""

    async def deal_started(self, table: T) -> None:
        """Ignored."""

    async def deal_finished(self, table: T, sheet: SheetLike) -> None:
        """Ignored."""

    async def session_finished(self, table: T, standings: Sequence[Standing]) -> None:
        """Ignored."""

    async def table_closed(self, table: T, reason: str) -> None:
        """Ignored."""

    async def error(self, table: T, error: BaseException) -> None:
        """Ignored."""
