"""The seed of a day's challenge: the same deals everywhere, different for every day and game.

The seed depends only on the UTC date and the family's name (a hash of both), never on the
server, the player or the process: every server of every bot running this code deals the
same cards on the same day, and a restart changes nothing.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, date, datetime

SEED_BITS = 62
"""Seeds fit a signed 64-bit column with room to spare."""


def day_of(now: datetime) -> date:
    """The challenge day of a moment: its UTC date (a naive time is taken as UTC)."""
    if now.tzinfo is None:
        return now.date()
    return now.astimezone(UTC).date()


def daily_seed(day: date, family: str) -> int:
    """The seed of ``family``'s challenge on ``day``."""
    digest = hashlib.sha256(f"tarok-daily:{day.isoformat()}:{family}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - SEED_BITS)
