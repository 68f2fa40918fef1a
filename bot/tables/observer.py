"""What a table tells the interface: the observer protocol and the events it receives.

The Discord layer implements :class:`TableObserver` (a terminal client or a test can too).
Callbacks are awaited one after another, in order, outside the table's lock; an observer
that does slow I/O may hand the work to a task. Exceptions raised by an observer are logged
and otherwise ignored: they never undo or block a move.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from bot.store.models import ActorKind, Standing
from engine.slovenian import Action, Event, ScoreSheet

if TYPE_CHECKING:
    from bot.tables.table import Table


@dataclass(frozen=True)
class TableEvent:
    """One applied action and what it caused (for "Ana played XXI", trick winners, …)."""

    deal_no: int
    move: int
    """The move number the action was applied at (0 is the first action of a deal)."""
    seat: int
    action: Action
    actor: ActorKind
    events: tuple[Event, ...]


class TableObserver(Protocol):
    """Callbacks of a table; implement the ones you need (see :class:`BaseObserver`)."""

    async def lobby_changed(self, table: Table) -> None:
        """Seats, host, configuration or status of a lobby changed (also: the game started)."""

    async def table_changed(self, table: Table, events: Sequence[TableEvent]) -> None:
        """The public table changed; coalesced: at most about once per second per table.

        ``events`` are the actions applied since the previous call, in order. After a deal's
        last action this may come shortly after :meth:`deal_finished`; when the table closes,
        events still waiting for the next update are dropped (the sheet and the standings
        are in :meth:`deal_finished` and :meth:`session_finished`).
        """

    async def hand_changed(self, table: Table, seat: int) -> None:
        """A human seat's hand or its choices changed (it acted, or it is now on turn)."""

    async def deal_started(self, table: Table) -> None:
        """A new deal was dealt (``table.deal_no``); a new table message is due."""

    async def deal_finished(self, table: Table, sheet: ScoreSheet) -> None:
        """A deal was scored and booked in the ledger."""

    async def session_finished(self, table: Table, standings: Sequence[Standing]) -> None:
        """The session ended: final standings with the radelc penalties."""

    async def table_closed(self, table: Table, reason: str) -> None:
        """The table is gone from its channel (``finished``, ``cancelled``, ``expired``,
        ``stopped``, ``abandoned``)."""

    async def error(self, table: Table, error: BaseException) -> None:
        """Something failed in the background (a computer move, a ledger write)."""


class BaseObserver:
    """An observer that ignores everything; subclass it and override what you need."""

    async def lobby_changed(self, table: Table) -> None:
        """Ignored."""

    async def table_changed(self, table: Table, events: Sequence[TableEvent]) -> None:
        """Ignored."""

    async def hand_changed(self, table: Table, seat: int) -> None:
        """Ignored."""

    async def deal_started(self, table: Table) -> None:
        """Ignored."""

    async def deal_finished(self, table: Table, sheet: ScoreSheet) -> None:
        """Ignored."""

    async def session_finished(self, table: Table, standings: Sequence[Standing]) -> None:
        """Ignored."""

    async def table_closed(self, table: Table, reason: str) -> None:
        """Ignored."""

    async def error(self, table: Table, error: BaseException) -> None:
        """Ignored."""
