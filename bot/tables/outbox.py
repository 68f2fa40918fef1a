"""A table's notifications: queued during an operation, delivered in order after its lock.

Observers are awaited one after another, outside the table's lock, in the order the changes
happened; an observer that fails is logged and never undoes or blocks a move. Two things are
folded together on the way:

* a seat's hand is pushed once however often it changed before the delivery (:meth:`Outbox.
  once`);
* public table changes are coalesced by :class:`Coalescer`: at most one notification per
  update interval, carrying every action applied since the last one, each of one deal.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Awaitable, Callable, Hashable, Sequence
from typing import Generic, TypeVar

from bot.tables.clock import Clock
from bot.tables.timers import Timers

log = logging.getLogger(__name__)

Deliver = Callable[[], Awaitable[None]]
E = TypeVar("E")


class Outbox:
    """Deliveries waiting for the end of the current operation, in order."""

    def __init__(self, name: str) -> None:
        self.name = name
        """Names the table in the log."""
        self._queue: list[Deliver] = []
        self._once: set[Hashable] = set()
        self._draining = False

    def put(self, deliver: Deliver) -> None:
        """Queue a delivery."""
        self._queue.append(deliver)

    def once(self, key: Hashable, deliver: Deliver) -> None:
        """Queue a delivery unless one with this key is still waiting."""
        if key in self._once:
            return
        self._once.add(key)

        async def run() -> None:
            self._once.discard(key)
            await deliver()

        self._queue.append(run)

    async def drain(self) -> None:
        """Deliver everything queued (also what is queued meanwhile), oldest first."""
        if self._draining:
            return  # the running drain delivers what was queued meanwhile, in order
        self._draining = True
        try:
            while self._queue:
                deliver = self._queue.pop(0)
                try:
                    await deliver()
                except Exception:
                    log.exception("observer of %s failed", self.name)
        finally:
            self._draining = False


class Coalescer(Generic[E]):
    """At most one ``emit`` per ``interval`` seconds, with every event since the last one,
    and never the events of two deals in one emit.

    A change that comes sooner waits on the timer ``name``; when it fires, the change is
    emitted if ``alive()`` still holds, and ``after()`` runs (the table drains its outbox).
    Every change names its deal: a change of another deal than the one waiting first
    emits the waiting one on its own, and :meth:`flush` emits at once (the table calls it
    when the next deal starts), so an observer never sees an old deal's events under a
    newer deal. The interval paces the updates of one deal.
    """

    def __init__(
        self,
        clock: Clock,
        timers: Timers,
        interval: float,
        emit: Callable[[int, tuple[E, ...]], None],
        *,
        alive: Callable[[], bool],
        after: Deliver,
        name: str = "flush",
    ) -> None:
        self._clock = clock
        self._timers = timers
        self._interval = interval
        self._emit = emit
        self._alive = alive
        self._after = after
        self._name = name
        self._pending: list[E] = []
        self._deal: int | None = None
        """The deal of the change waiting to be emitted (None: nothing waits)."""
        self._last = -math.inf

    @property
    def waiting(self) -> int | None:
        """The deal of the change waiting to be emitted, or None."""
        return self._deal

    def changed(self, deal_no: int, events: Sequence[E] = ()) -> None:
        """Something changed in ``deal_no``: emit now, or once the interval since the last
        emit is over."""
        if self._deal is not None and self._deal != deal_no:
            self._flush_now()  # the older deal's change goes out alone, first
        self._pending.extend(events)
        self._deal = deal_no
        if self._timers.running(self._name):
            return
        wait = self._last + self._interval - self._clock.now()
        if wait <= 0:
            self._flush_now()
        else:
            self._timers.start(self._name, wait, self._flush)

    def flush(self) -> None:
        """Emit the waiting change now (the next deal starts: the previous deal's last
        actions go out before it is announced)."""
        if self._deal is not None:
            self._timers.cancel(self._name)
            self._flush_now()

    def _flush_now(self) -> None:
        deal_no = self._deal
        if deal_no is None:
            return
        events = tuple(self._pending)
        self._pending.clear()
        self._deal = None
        self._last = self._clock.now()
        self._emit(deal_no, events)

    async def _flush(self) -> None:
        if self._deal is not None and self._alive():
            self._flush_now()
        await self._after()
