"""Table managers of several processes on one database (both backends): each drives only
the tables it holds, and a table whose process died resumes in the next one that runs its
shard, with the same deal and move numbers and nothing lost or doubled.

Each "process" is a manager on its own store (its own holder name and connections); they
share one settable wall clock for the leases and one fake clock for the tables.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import pytest
from bot_core.helpers import DEFAULTS, Recorder, WallClock, human_move, human_on_turn

from bot.store import Store
from bot.tables import ManualClock, NoTable, SeatRef, Table, TableManager, random_factory
from bot.tables.ownership import Ownership, Shards, shard_of

LEASE = 30.0
ANA = 101
GUILD_0 = 0 << 22  # shard 0 of 2
GUILD_1 = 1 << 22  # shard 1 of 2


@dataclass
class Process:
    """One bot process: a store with its holder name and a manager."""

    name: str
    store: Store
    manager: TableManager

    async def crash(self) -> None:
        """Die without a word: timers stop, nothing is given back, the leases stay."""
        for table in self.manager.tables:
            table.detach()
        await self.store.close()


@pytest.fixture
def wall() -> WallClock:
    return WallClock()


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
async def spawn(
    db_target: str | Path, wall: WallClock, clock: ManualClock
) -> AsyncIterator[Callable[..., object]]:
    """Start a process running ``shards`` (default: all)."""
    started: list[Process] = []
    seeds = itertools.count(9001)

    async def start(name: str, shards: Shards | None = None) -> Process:
        store = await Store.open(db_target, now=wall, holder=name, lease_seconds=LEASE)
        manager = TableManager(
            store,
            Recorder(clock),
            clock=clock,
            computers=random_factory,
            defaults=DEFAULTS,
            seeds=lambda: next(seeds),
            ownership=Ownership(shards or Shards(), LEASE),
        )
        process = Process(name, store, manager)
        started.append(process)
        return process

    yield start
    for p in started:
        if not p.store.db.closed:
            await p.manager.shutdown()
            await p.store.close()


def _later(wall: WallClock, seconds: float) -> None:
    wall.moment += timedelta(seconds=seconds)


async def _table(process: Process, guild: int, channel: int) -> Table:
    """A started table of one human (Ana) and three computers."""
    table = await process.manager.open_lobby(guild, channel, ANA, "Ana")
    for _ in range(3):
        await table.add_computer(ANA)
    await table.start(ANA)
    return table


async def _moves(table: Table, clock: ManualClock, rng: random.Random, count: int) -> None:
    """``count`` more moves of the current deal (Ana's and the computers')."""
    target = table.move + count
    while table.move < target and not table.between_deals:
        if human_on_turn(table) is not None:
            await human_move(table, rng)
        else:
            assert await clock.run_next()


def test_the_shard_of_a_server() -> None:
    assert [shard_of(GUILD_0, 2), shard_of(GUILD_1, 2), shard_of(5 << 22, 4)] == [0, 1, 1]
    half = Shards((1,), 2)
    assert half.owns(GUILD_1) and not half.owns(GUILD_0)
    assert Shards().owns(GUILD_0) and Shards((0, 1), 2).all
    with pytest.raises(ValueError):
        Shards((2,), 2)


async def test_a_table_resumes_in_the_next_process_of_its_shard(
    spawn: Callable[..., object], wall: WallClock, clock: ManualClock
) -> None:
    a: Process = await spawn("a", Shards((0,), 2))  # type: ignore[misc]
    b: Process = await spawn("b", Shards((1,), 2))  # type: ignore[misc]
    mine = await _table(a, GUILD_0, 10)
    theirs = await _table(b, GUILD_1, 11)
    rng = random.Random(5)
    await _moves(mine, clock, rng, 9)
    deal_no, move = mine.deal_no, mine.move
    assert await b.manager.tend() == []  # a's table is a's
    await a.crash()
    _later(wall, LEASE + 1)
    assert await b.manager.tend() == []  # not b's shard, even with the lease expired
    assert b.manager.get(11) is theirs
    a2: Process = await spawn("a2", Shards((0,), 2))  # type: ignore[misc]
    [resumed] = await a2.manager.tend()
    assert (resumed.id, resumed.deal_no, resumed.move) == (mine.id, deal_no, move)
    await _moves(resumed, clock, rng, 5)
    logged = await a2.store.tables.actions(mine.id, deal_no)
    assert [x.move_no for x in logged] == list(range(move + 5))


async def test_two_processes_of_one_shard_never_drive_the_same_table(
    spawn: Callable[..., object], wall: WallClock, clock: ManualClock
) -> None:
    a: Process = await spawn("a")  # type: ignore[misc]
    b: Process = await spawn("b")  # type: ignore[misc]
    table = await _table(a, GUILD_0, 10)
    rng = random.Random(8)
    await _moves(table, clock, rng, 6)
    assert await b.manager.resume_all() == []
    # a stalls past its lease (no renewal); b takes the table over and moves on.
    _later(wall, LEASE + 1)
    [taken] = await b.manager.tend()
    assert taken.move == table.move
    await _moves(taken, clock, rng, 4)
    # a wakes up: its next move on the table is refused by the database and a lets go.
    seat = table.to_move
    assert seat is not None
    seen = table.view(seat)
    with pytest.raises(NoTable):
        await table.apply(SeatRef(seat), seen.legal[0], table.move, deal_no=table.deal_no)
    assert table.lost and a.manager.get(10) is None
    assert await a.manager.tend() == []
    logged = await b.store.tables.actions(table.id, taken.deal_no)
    assert [x.move_no for x in logged] == list(range(taken.move))
    assert logged == await a.store.tables.actions(table.id, taken.deal_no)


async def test_a_process_that_stops_cleanly_hands_its_tables_over_at_once(
    spawn: Callable[..., object], clock: ManualClock
) -> None:
    a: Process = await spawn("a")  # type: ignore[misc]
    b: Process = await spawn("b")  # type: ignore[misc]
    table = await _table(a, GUILD_0, 10)
    await _moves(table, clock, random.Random(2), 3)
    move = table.move
    await a.manager.shutdown()
    [resumed] = await b.manager.tend()  # no waiting for the lease to expire
    assert (resumed.id, resumed.move) == (table.id, move)


async def test_a_lost_lease_is_noticed_at_the_next_renewal(
    spawn: Callable[..., object], wall: WallClock, clock: ManualClock
) -> None:
    a: Process = await spawn("a")  # type: ignore[misc]
    b: Process = await spawn("b")  # type: ignore[misc]
    table = await _table(a, GUILD_0, 10)
    _later(wall, LEASE + 1)
    assert [t.id for t in await b.manager.tend()] == [table.id]
    assert await a.manager.tend() == []
    assert table.lost and a.manager.tables == []
    assert not any(table.timers.running(name) for name in ("turn", "pause", "lobby"))


async def test_a_table_opened_while_the_leases_are_renewed_is_kept(
    spawn: Callable[..., object], monkeypatch: pytest.MonkeyPatch
) -> None:
    a: Process = await spawn("a")  # type: ignore[misc]
    renew = a.store.leases.renew

    async def renewed_before_the_table_was_opened(seconds: float) -> set[int]:
        await renew(seconds)
        return set()

    table = await _table(a, GUILD_0, 10)
    monkeypatch.setattr(a.store.leases, "renew", renewed_before_the_table_was_opened)
    assert await a.manager.tend() == []
    assert not table.lost and a.manager.get(10) is table
