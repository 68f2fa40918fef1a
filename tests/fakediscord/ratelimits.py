"""Discord-like rate limits of the fake: per-route buckets and the per-channel message limit.

The model (:class:`RateLimits`), as bots meet it on Discord:

* **Message writes per channel** (``channel``): sending, editing and deleting messages of a
  channel share one limit, five in five seconds. It is a *resource* limit: it is not
  announced in the rate-limit headers (a route's bucket may show requests remaining), and
  its 429 carries ``X-RateLimit-Scope: shared``. It is a sliding window here (at most
  ``requests`` in any ``per`` seconds), stricter than any fixed window of the same size,
  so a bot that stays within it here stays within Discord's.
* **Route buckets** (``route``): each channel route (create, edit, delete a message) has
  its own announced bucket per channel (``X-RateLimit-Limit``/``-Remaining``/``-Reset``/
  ``-Reset-After``/``-Bucket``, a fixed window that starts with its first request), so
  discord.py can wait before exhausting it.
* **Interaction webhooks** (``webhook``): every interaction token has its own announced
  bucket for its webhook routes (followups, edits of ``@original``).
* Interaction callbacks are not limited (Discord exempts them).

The times are real seconds (``time.monotonic``), like discord.py's waits. ``scaled(f)``
gives the same model on a faster clock for quick tests (``f = 0.1``: five writes per half
second). Every 429 the model answers is in ``fake.rate_limited()``.
"""

from __future__ import annotations

import dataclasses
import hashlib
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

__all__ = ["Limit", "RateLimiter", "RateLimits", "Verdict"]

_CHANNEL_WRITES = {
    "POST /channels/{channel_id}/messages",
    "PATCH /channels/{channel_id}/messages/{message_id}",
    "DELETE /channels/{channel_id}/messages/{message_id}",
}
_WEBHOOK_PREFIX = "/webhooks/{application_id}/{token}"


@dataclass(frozen=True)
class Limit:
    """``requests`` in ``per`` seconds."""

    requests: int
    per: float

    def scaled(self, factor: float) -> Limit:
        """The same number of requests in ``factor`` times the time."""
        return Limit(self.requests, self.per * factor)


@dataclass(frozen=True)
class RateLimits:
    """Which limits the fake enforces (None: that limit is off)."""

    channel: Limit | None = Limit(5, 5.0)
    """Message writes of one channel, all routes together (not announced; scope shared)."""
    route: Limit | None = Limit(5, 5.0)
    """The announced bucket of each channel message route, per channel."""
    webhook: Limit | None = Limit(5, 2.0)
    """The announced bucket of each interaction token's webhook routes."""

    @classmethod
    def off(cls) -> RateLimits:
        """No limits at all."""
        return cls(channel=None, route=None, webhook=None)

    def scaled(self, factor: float) -> RateLimits:
        """The same limits on a clock ``1 / factor`` times faster."""
        values: dict[str, Limit | None] = {}
        for f in dataclasses.fields(self):
            limit: Limit | None = getattr(self, f.name)
            values[f.name] = None if limit is None else limit.scaled(factor)
        return RateLimits(**values)


@dataclass
class Verdict:
    """What the limiter says about one request: headers to add, or a 429."""

    headers: dict[str, str] = field(default_factory=dict)
    retry_after: float | None = None
    """Seconds to wait (the request is answered with 429)."""
    scope: str = "user"


@dataclass
class _Bucket:
    limit: Limit
    count: int = 0
    reset_at: float = 0.0


def _hash(name: str) -> str:
    return hashlib.sha1(name.encode()).hexdigest()[:16]


class RateLimiter:
    """Keeps the buckets and windows of :class:`RateLimits` for one fake."""

    def __init__(self, limits: RateLimits, now: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self._now = now
        self._buckets: dict[tuple[str, str], _Bucket] = {}
        self._windows: dict[str, deque[float]] = {}

    def check(self, route: str, params: dict[str, str]) -> Verdict | None:
        """Count a request on ``route`` (its key) with its path parameters; None when no
        limit applies to the route."""
        limits = self.limits
        now = self._now()
        if route in _CHANNEL_WRITES:
            channel = params.get("channel_id", "")
            if limits.channel is not None:
                window = self._windows.setdefault(channel, deque())
                while window and window[0] <= now - limits.channel.per:
                    window.popleft()
                if len(window) >= limits.channel.requests:
                    retry = window[0] + limits.channel.per - now
                    return Verdict(retry_after=max(retry, 0.001), scope="shared")
            verdict = Verdict()
            if limits.route is not None:
                verdict = self._bucket(route, channel, limits.route, now)
                if verdict.retry_after is not None:
                    return verdict
            if limits.channel is not None:
                self._windows[channel].append(now)
            return verdict
        if route.partition(" ")[2].startswith(_WEBHOOK_PREFIX):
            if limits.webhook is None:
                return None
            return self._bucket("webhook", params.get("token", ""), limits.webhook, now)
        return None

    def _bucket(self, name: str, major: str, limit: Limit, now: float) -> Verdict:
        bucket = self._buckets.get((name, major))
        if bucket is None or now >= bucket.reset_at:
            bucket = self._buckets[(name, major)] = _Bucket(limit, 0, now + limit.per)
        reset_after = max(bucket.reset_at - now, 0.0)
        headers = {
            "X-RateLimit-Limit": str(limit.requests),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": _hash(name),
        }
        if bucket.count >= limit.requests:
            headers["X-RateLimit-Remaining"] = "0"
            return Verdict(headers=headers, retry_after=max(reset_after, 0.001))
        bucket.count += 1
        headers["X-RateLimit-Remaining"] = str(limit.requests - bucket.count)
        return Verdict(headers=headers)
