"""Which tables a process drives when several share the gateway shards and one database.

Discord delivers a server's events (its interactions) to the gateway shard
``(guild_id >> 22) % shard_count``; a process runs some of the shards (:class:`Shards`), and a
table belongs to the process that runs its server's shard. The database has the last word:
a process drives a table only while it holds the table's lease (:mod:`bot.store.leases`),
renewing it every :attr:`Ownership.renew_every` seconds; a table whose process died is
taken over, once its lease expired, by the next process that runs the shard.
"""

from __future__ import annotations

from dataclasses import dataclass


def shard_of(guild_id: int, shard_count: int) -> int:
    """The gateway shard that receives a server's events."""
    return (guild_id >> 22) % shard_count


@dataclass(frozen=True)
class Shards:
    """The shards one process runs: ``ids`` of ``count`` (None: every shard)."""

    ids: tuple[int, ...] | None = None
    count: int | None = None

    def __post_init__(self) -> None:
        if self.ids is not None:
            if self.count is None:
                raise ValueError("shard ids need the shard count")
            if any(not 0 <= i < self.count for i in self.ids):
                raise ValueError(f"shard ids {self.ids} do not fit {self.count} shards")

    @property
    def all(self) -> bool:
        """Whether this process runs every shard."""
        return self.ids is None or self.count is None or len(set(self.ids)) == self.count

    def owns(self, guild_id: int) -> bool:
        """Whether a server's events come to this process."""
        if self.all:
            return True
        assert self.ids is not None and self.count is not None
        return shard_of(guild_id, self.count) in self.ids

    def __str__(self) -> str:
        if self.all:
            return "all shards" if self.count is None else f"all {self.count} shards"
        return f"shards {','.join(map(str, self.ids or ()))} of {self.count}"


@dataclass(frozen=True)
class Ownership:
    """How a manager shares the tables with other processes."""

    shards: Shards = Shards()
    lease_seconds: float = 15.0
    """How long a lease lasts unless renewed."""

    @property
    def renew_every(self) -> float:
        """Seconds between two renewals (and searches for tables left by a dead process):
        a third of the lease, so two renewals may fail before it runs out."""
        return self.lease_seconds / 3
