"""Table leases on both backends: one process drives a table, the database refuses the rest.

Two stores with different holder names on one database stand for two bot processes; their
clock is one settable wall clock, so leases expire without waiting.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest
from bot_core.helpers import WallClock

from bot.store import LeaseLost, LedgerEntry, SeatRow, Standing, Store, StoreError, TableConfig
from bot.store.leases import fence

LEASE = 30.0
SEATS = [SeatRow(0, 1, "a"), SeatRow(1, 2, "b"), SeatRow(2, None), SeatRow(3, None)]


@pytest.fixture
def wall() -> WallClock:
    """The clock of both processes."""
    return WallClock()


@pytest.fixture
async def pair(db_target: str | Path, wall: WallClock) -> AsyncIterator[tuple[Store, Store]]:
    """Two processes, ``a`` and ``b``, on one database."""
    a = await Store.open(db_target, now=wall, holder="a", lease_seconds=LEASE)
    b = await Store.open(db_target, now=wall, holder="b", lease_seconds=LEASE)
    yield a, b
    await a.close()
    await b.close()


def _later(wall: WallClock, seconds: float) -> None:
    wall.moment += timedelta(seconds=seconds)


async def test_the_process_that_opens_a_table_holds_its_lease(pair: tuple[Store, Store]) -> None:
    a, b = pair
    row = await a.tables.create(1, 10, 1, TableConfig(), 5, SEATS[:1])
    lease = await a.leases.get(row.id)
    assert lease is not None and lease.holder == "a"
    assert not await b.leases.acquire(row.id, LEASE)
    assert await b.tables.claimable() == []
    assert await a.tables.claimable() == []  # a drives it already


async def test_only_the_holder_may_change_a_table(pair: tuple[Store, Store]) -> None:
    a, b = pair
    row = await a.tables.create(1, 10, 1, TableConfig(), 5, SEATS[:1])
    session_id = await a.tables.start(row.id, SEATS)
    await a.tables.add_deal(row.id, 1, "{}")
    await a.tables.append_action(row.id, 1, 0, "pass", 0, 1, "player")
    refused = [
        b.tables.append_action(row.id, 1, 1, "pass", 1, 2, "player"),
        b.tables.add_deal(row.id, 2, "{}"),
        b.tables.update_seat(row.id, SeatRow(1, 2, "b", away=True)),
        b.tables.replace_seats(row.id, SEATS),
        b.tables.update(row.id, table_message_id=9),
        b.ledger.record_deal(session_id, 1, [LedgerEntry(0, 1, 1, 0, [])]),
        b.ledger.close_session(session_id, [], []),
    ]
    for write in refused:
        with pytest.raises(LeaseLost):
            await write
    assert [a.action for a in await a.tables.actions(row.id)] == ["pass"]
    assert (await a.tables.seats(row.id))[1].away is False
    await a.tables.append_action(row.id, 1, 1, "pass", 1, 2, "player")


async def test_an_expired_lease_is_taken_over_and_fences_out_the_old_holder(
    pair: tuple[Store, Store], wall: WallClock
) -> None:
    a, b = pair
    row = await a.tables.create(1, 10, 1, TableConfig(), 5, SEATS[:1])
    await a.tables.start(row.id, SEATS)
    await a.tables.add_deal(row.id, 1, "{}")
    _later(wall, LEASE - 1)
    assert not await b.leases.acquire(row.id, LEASE)  # not expired yet
    assert await a.leases.renew(LEASE) == {row.id}
    _later(wall, LEASE - 1)
    assert not await b.leases.acquire(row.id, LEASE)  # renewed: still a's
    _later(wall, 2)
    assert [t.id for t in await b.tables.claimable()] == [row.id]
    assert await b.leases.acquire(row.id, LEASE)
    with pytest.raises(LeaseLost) as lost:
        await a.tables.append_action(row.id, 1, 0, "pass", 0, 1, "player")
    assert lost.value.holder == "b"
    await b.tables.append_action(row.id, 1, 0, "pass", 0, 1, "player")
    assert await a.leases.renew(LEASE) == set()  # a learns that it lost the table
    assert await b.leases.renew(LEASE) == {row.id}
    assert not await a.leases.acquire(row.id, LEASE)


async def test_a_takeover_waits_for_a_write_in_flight(
    pair: tuple[Store, Store], wall: WallClock
) -> None:
    a, b = pair
    row = await a.tables.create(1, 10, 1, TableConfig(), 5, SEATS[:1])
    await a.tables.start(row.id, SEATS)
    await a.tables.add_deal(row.id, 1, "{}")
    _later(wall, LEASE + 1)  # expired, but a is in the middle of a move
    async with a.db.transaction() as conn:
        await fence(a.db, conn, row.id)
        takeover = asyncio.ensure_future(b.leases.acquire(row.id, LEASE))
        await asyncio.sleep(0.3)
        assert not takeover.done(), "the lease changed hands during a's transaction"
        await conn.execute(
            "INSERT INTO actions (table_id, deal_no, move_no, action, seat, actor_kind,"
            " created_at) VALUES (?, 1, 0, 'pass', 0, 'player', ?)",
            (row.id, a.db.timestamp()),
        )
    assert await takeover
    assert [x.action for x in await b.tables.actions(row.id)] == ["pass"]


async def test_released_and_closed_tables_have_no_lease(pair: tuple[Store, Store]) -> None:
    a, b = pair
    lobby = await a.tables.create(1, 10, 1, TableConfig(), 5, SEATS[:1])
    await a.leases.release(lobby.id)
    assert await a.leases.get(lobby.id) is None
    assert await b.leases.acquire(lobby.id, LEASE)
    await b.tables.update(lobby.id, status="cancelled")
    assert await b.leases.get(lobby.id) is None
    played = await a.tables.create(1, 11, 1, TableConfig(), 6, SEATS[:1])
    session_id = await a.tables.start(played.id, SEATS)
    standings = [Standing(p, SEATS[p].user_id, None, 0, 0, 0, 0, 1) for p in range(4)]
    assert await a.ledger.close_session(session_id, standings, [])
    assert await a.leases.get(played.id) is None
    third = await a.tables.create(1, 12, 1, TableConfig(), 7, SEATS[:1])
    assert await a.leases.release_all() == 1
    assert await a.leases.get(third.id) is None


async def test_a_store_without_a_holder_has_no_leases(
    db_target: str | Path, pair: tuple[Store, Store]
) -> None:
    a, _ = pair
    plain = await Store.open(db_target)
    try:
        row = await plain.tables.create(1, 10, 1, TableConfig(), 5, SEATS[:1])
        assert await plain.leases.get(row.id) is None
        await plain.tables.update(row.id, table_message_id=3)  # not fenced
        with pytest.raises(StoreError):
            await plain.leases.renew(LEASE)
        with pytest.raises(LeaseLost):  # a holder is fenced out of a table nobody leased
            await a.tables.update(row.id, table_message_id=4)
    finally:
        await plain.close()
