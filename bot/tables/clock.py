"""Time for tables: a real clock on the asyncio loop and a manual clock for tests.

Tables never sleep: they ask a :class:`Clock` to run a coroutine function later (a computer
move, a move timer, the pause between deals, a coalesced update, lobby expiry). Tests use
:class:`ManualClock` and advance fake time, so a whole session runs without waiting.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Protocol

log = logging.getLogger(__name__)

Callback = Callable[[], Awaitable[None]]


class TimerHandle(Protocol):
    """A scheduled callback that can be cancelled."""

    def cancel(self) -> None:
        """Do not run the callback (no effect once it started)."""


class Clock(Protocol):
    """Current time in seconds and delayed callbacks."""

    def now(self) -> float:
        """Monotonic seconds."""

    def call_later(self, delay: float, callback: Callback) -> TimerHandle:
        """Run ``await callback()`` after ``delay`` seconds."""


class _LoopTimer:
    def __init__(self) -> None:
        self.cancelled = False
        self.handle: asyncio.TimerHandle | None = None

    def cancel(self) -> None:
        self.cancelled = True
        if self.handle is not None:
            self.handle.cancel()


class LoopClock:
    """Real time: callbacks run as tasks on the running event loop."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()
        self._timers: set[_LoopTimer] = set()
        self._stopped = False

    def now(self) -> float:
        """Monotonic seconds."""
        return time.monotonic()

    def call_later(self, delay: float, callback: Callback) -> TimerHandle:
        """Schedule ``callback`` on the running loop after ``delay`` seconds (nothing once
        the clock is stopping)."""
        loop = asyncio.get_running_loop()
        timer = _LoopTimer()
        if self._stopped:
            timer.cancelled = True
            return timer

        def fire() -> None:
            self._timers.discard(timer)
            if timer.cancelled:
                return
            task = loop.create_task(self._run(callback))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

        timer.handle = loop.call_later(max(0.0, delay), fire)
        self._timers.add(timer)
        return timer

    @staticmethod
    async def _run(callback: Callback) -> None:
        try:
            await callback()
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("scheduled table callback failed")

    async def drain(self, timeout: float) -> bool:
        """A graceful stop: cancel every pending timer, schedule nothing more, and let the
        callbacks already running finish (at most ``timeout`` seconds; the rest is
        cancelled by :meth:`aclose`). True if they all finished."""
        self._stopped = True
        for timer in list(self._timers):
            timer.cancel()
        self._timers.clear()
        tasks = [t for t in self._tasks if not t.done()]
        if not tasks:
            return True
        _, pending = await asyncio.wait(tasks, timeout=timeout)
        return not pending

    async def aclose(self) -> None:
        """Cancel every pending timer and running callback."""
        self._stopped = True
        for timer in list(self._timers):
            timer.cancel()
        self._timers.clear()
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


class _ManualTimer:
    def __init__(self, when: float, seq: int, callback: Callback) -> None:
        self.when = when
        self.seq = seq
        self.callback = callback
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True

    def __lt__(self, other: _ManualTimer) -> bool:
        return (self.when, self.seq) < (other.when, other.seq)


class ManualClock:
    """Fake time for tests: nothing runs until the test advances the clock.

    Due callbacks run in time order, one after another, each awaited to completion, so runs
    are deterministic.
    """

    def __init__(self, start: float = 0.0) -> None:
        self._now = start
        self._heap: list[_ManualTimer] = []
        self._seq = itertools.count()

    def now(self) -> float:
        """The fake time."""
        return self._now

    def call_later(self, delay: float, callback: Callback) -> TimerHandle:
        """Schedule ``callback`` at now + ``delay`` (fake seconds)."""
        timer = _ManualTimer(self._now + max(0.0, delay), next(self._seq), callback)
        heapq.heappush(self._heap, timer)
        return timer

    def _prune(self) -> None:
        while self._heap and self._heap[0].cancelled:
            heapq.heappop(self._heap)

    @property
    def pending(self) -> int:
        """Scheduled callbacks not cancelled."""
        return sum(1 for t in self._heap if not t.cancelled)

    def next_due(self) -> float | None:
        """When the next callback is due, or None."""
        self._prune()
        return self._heap[0].when if self._heap else None

    async def run_next(self) -> bool:
        """Jump to the next due callback and run it; False when nothing is scheduled."""
        self._prune()
        if not self._heap:
            return False
        timer = heapq.heappop(self._heap)
        self._now = max(self._now, timer.when)
        await timer.callback()
        return True

    async def advance(self, seconds: float) -> None:
        """Move time forward by ``seconds``, running everything that falls due on the way."""
        target = self._now + seconds
        while True:
            due = self.next_due()
            if due is None or due > target:
                break
            await self.run_next()
        self._now = max(self._now, target)

    async def run_until(self, predicate: Callable[[], bool], *, limit: float = 86_400.0) -> bool:
        """Run callbacks in order until ``predicate()`` holds, nothing is left, or ``limit``
        fake seconds have passed; returns ``predicate()``."""
        end = self._now + limit
        while not predicate():
            due = self.next_due()
            if due is None or due > end:
                break
            await self.run_next()
        return predicate()
