"""One request budget per channel for every public message the bot posts or edits there.

Discord limits message writes per channel (sending and editing share the limit, about five
in five seconds; the figures are not published and a shared resource limit is not announced
in the rate-limit headers), so a bot that paces only its table edits at one per second runs
into 429s as soon as a lobby edit, a summary or a new table message comes on top. A
:class:`Pacer` is a sliding window: at most ``limit`` requests in any ``window`` seconds,
one below Discord's five (the headroom absorbs a request of another process or a late
arrival). The presenter asks the pacer of a table's channel before every post and edit
(lobby, table, summary, final standings), so all of them count in one budget; what waits
is coalesced meanwhile (a table edit shows the newest state when its turn comes). After a
restart the channels of the resumed tables start nearly full: the stopped process may have
used the window just before, and Discord still counts it.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

CHANNEL_LIMIT = 4
"""Message writes allowed per channel in :data:`CHANNEL_WINDOW` seconds."""
CHANNEL_WINDOW = 5.0


class Pacer:
    """At most ``limit`` requests in any ``window`` seconds (a sliding window)."""

    def __init__(
        self,
        limit: int = CHANNEL_LIMIT,
        window: float = CHANNEL_WINDOW,
        *,
        now: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
    ) -> None:
        if limit < 1 or window <= 0:
            raise ValueError("a pacer needs a limit of at least 1 and a positive window")
        self.limit = limit
        self.window = window
        self._now = now
        self._sleep = sleep
        self._sent: deque[float] = deque()
        self._lock = asyncio.Lock()

    def delay(self) -> float:
        """Seconds until the next request may go (0: now)."""
        now = self._now()
        while self._sent and self._sent[0] <= now - self.window:
            self._sent.popleft()
        if len(self._sent) < self.limit:
            return 0.0
        return self._sent[0] + self.window - now

    def assume_recent(self, count: int) -> None:
        """Count ``count`` requests as made just now (by someone else: the process before
        a restart, whose requests Discord still counts)."""
        now = self._now()
        for _ in range(max(0, min(count, self.limit) - len(self._sent))):
            self._sent.append(now)

    @property
    def idle(self) -> bool:
        """Whether no request of the last window is remembered and none waits (the pacer
        may be dropped)."""
        return self.delay() == 0.0 and not self._sent and not self._lock.locked()

    async def ready(self) -> None:
        """Wait until a request could go now (nothing is reserved)."""
        while (wait := self.delay()) > 0:
            await self._sleep(wait)

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        """Wait for a free slot and take it: the request is sent inside the block."""
        async with self._lock:
            while (wait := self.delay()) > 0:
                await self._sleep(wait)
            self._sent.append(self._now())
        yield


class Pacers:
    """The pacer of every channel (made on first use, dropped when idle)."""

    def __init__(self, limit: int = CHANNEL_LIMIT, window: float = CHANNEL_WINDOW) -> None:
        self.limit = limit
        self.window = window
        self._by_channel: dict[int, Pacer] = {}

    def __call__(self, channel_id: int) -> Pacer:
        """The pacer of a channel."""
        pacer = self._by_channel.get(channel_id)
        if pacer is None:
            if len(self._by_channel) >= 256:
                self._prune()
            pacer = self._by_channel[channel_id] = Pacer(self.limit, self.window)
        return pacer

    def _prune(self) -> None:
        for channel_id, pacer in list(self._by_channel.items()):
            if pacer.idle:
                del self._by_channel[channel_id]
