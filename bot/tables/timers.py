"""A table's named timers on its clock: the move timer, the pause, lobby expiry, the flush."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bot.tables.clock import Clock, TimerHandle


class Timers:
    """At most one running timer per name; starting a name again replaces it."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self._handles: dict[str, TimerHandle] = {}

    def start(self, name: str, delay: float, callback: Callable[[], Awaitable[None]]) -> None:
        """Run ``callback`` after ``delay`` seconds (cancelling the timer of that name)."""
        self.cancel(name)

        async def fire() -> None:
            if self._handles.get(name) is handle:
                del self._handles[name]
            await callback()

        handle = self.clock.call_later(delay, fire)
        self._handles[name] = handle

    def cancel(self, name: str) -> None:
        """Stop the timer of that name, if it runs."""
        handle = self._handles.pop(name, None)
        if handle is not None:
            handle.cancel()

    def cancel_all(self) -> None:
        """Stop every timer."""
        for name in list(self._handles):
            self.cancel(name)

    def running(self, name: str) -> bool:
        """Whether a timer of that name is waiting."""
        return name in self._handles
