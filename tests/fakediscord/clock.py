"""A controllable clock and a snowflake generator for the fake Discord.

The fake never sleeps on its own clock: :meth:`FakeClock.advance` only shifts the
notion of "now" used for interaction-token expiry (15 minutes), the optional
3-second initial-response deadline, message timestamps and snowflake ids.
"""

from __future__ import annotations

import datetime
import time

__all__ = ["DISCORD_EPOCH_MS", "FakeClock", "SnowflakeFactory"]

#: Milliseconds between the Unix epoch and the Discord epoch (2015-01-01).
DISCORD_EPOCH_MS = 1_420_070_400_000


class FakeClock:
    """Real time plus an offset that tests can move forward."""

    def __init__(self) -> None:
        self._offset = 0.0

    @property
    def offset(self) -> float:
        """Total seconds added with :meth:`advance` so far."""
        return self._offset

    def advance(self, seconds: float) -> None:
        """Move the clock ``seconds`` into the future (must be >= 0)."""
        if seconds < 0:
            raise ValueError("the fake clock cannot go backwards")
        self._offset += seconds

    def monotonic(self) -> float:
        """Monotonic seconds (real monotonic clock + offset); used for deadlines."""
        return time.monotonic() + self._offset

    def time(self) -> float:
        """Unix timestamp in seconds (real wall clock + offset)."""
        return time.time() + self._offset

    def now(self) -> datetime.datetime:
        """Current aware UTC datetime according to the fake clock."""
        return datetime.datetime.fromtimestamp(self.time(), tz=datetime.UTC)

    def iso(self) -> str:
        """Current time as an ISO 8601 string, as used in Discord payloads."""
        return self.now().isoformat()


class SnowflakeFactory:
    """Generates strictly increasing, realistic Discord snowflakes."""

    def __init__(self, clock: FakeClock) -> None:
        self._clock = clock
        self._last = 0

    def next(self) -> int:
        """Return a new snowflake whose timestamp is the fake clock's "now"."""
        ms = int(self._clock.time() * 1000) - DISCORD_EPOCH_MS
        candidate = ms << 22
        if candidate <= self._last:
            candidate = self._last + 1
        self._last = candidate
        return candidate

    def next_in_shard(self, shard_id: int, shard_count: int) -> int:
        """A new snowflake of a guild on gateway shard ``shard_id`` of ``shard_count``
        (``(id >> 22) % shard_count == shard_id``): the next one whose timestamp fits,
        at most ``shard_count - 1`` milliseconds ahead."""
        if not 0 <= shard_id < shard_count:
            raise ValueError(f"no shard {shard_id} of {shard_count}")
        candidate = self.next()
        ms = candidate >> 22
        ahead = (shard_id - ms) % shard_count
        if ahead:
            candidate = (ms + ahead) << 22
            self._last = candidate
        return candidate
