"""The store contract, run on SQLite and on PostgreSQL: what every backend must do alike.

The repositories' everyday behaviour is in ``tests/bot_core/test_store.py`` and
``test_stats.py`` (run on both backends too); here are the parts where the engines could
differ: migrations, 64-bit ids and text, transactions, constraint errors, and two
processes writing at once.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from bot_core.test_store import EXPECTED_TABLES

from bot.i18n import LANGUAGES
from bot.store import (
    ConstraintError,
    DuplicateActionError,
    LedgerEntry,
    SeatRow,
    Store,
    StoreError,
    TableConfig,
    TableExistsError,
)

TABLES = EXPECTED_TABLES | {"table_leases", "hand_tokens", "replays"}
TABLES |= {"hints_used", "daily_runs", "daily_actions", "daily_deals"}  # migration 0007
TABLES |= {"pads", "pad_players", "pad_deals", "pad_drafts", "pad_ledger"}  # migration 0005
BIG = 2**63 - 1  # the largest Discord snowflake a signed 64-bit column holds
SEATS = [SeatRow(0, BIG, "Žiga"), SeatRow(1, BIG - 1, "Ana 🂡"), SeatRow(2, None), SeatRow(3, None)]


async def _tables(store: Store) -> set[str]:
    if store.backend == "postgres":
        sql = "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
    else:
        sql = "SELECT name FROM sqlite_master WHERE type = 'table'"
    return {r[0] for r in await store.db.fetchall(sql)}


def _deal(deal_no: int) -> list[LedgerEntry]:
    return [
        LedgerEntry(seat=p, user_id=SEATS[p].user_id, deal_no=deal_no, score=10 * p, lines=[])
        for p in range(4)
    ]


async def _playing(store: Store, channel: int = 10) -> tuple[int, int]:
    row = await store.tables.create(BIG, channel, BIG, TableConfig(), 2**62 + 5, SEATS[:1])
    return row.id, await store.tables.start(row.id, SEATS)


# -- migrations ----------------------------------------------------------------------------
async def test_an_empty_database_is_migrated_to_the_latest_schema(
    empty_target: str | Path,
) -> None:
    store = await Store.open(empty_target)
    try:
        latest = len(store.db.migrations())
        assert await store.db.schema_version() == latest
        assert await _tables(store) == TABLES
        rows = await store.db.fetchall("SELECT version FROM schema_version ORDER BY version")
        assert [r[0] for r in rows] == list(range(1, latest + 1))
    finally:
        await store.close()


async def test_processes_starting_at_once_migrate_once(empty_target: str | Path) -> None:
    stores = await asyncio.gather(*(Store.open(empty_target) for _ in range(3)))
    try:
        latest = len(stores[0].db.migrations())
        for store in stores:
            assert await store.db.schema_version() == latest
        rows = await stores[0].db.fetchall("SELECT version FROM schema_version ORDER BY version")
        assert [r[0] for r in rows] == list(range(1, latest + 1))
    finally:
        for store in stores:
            await store.close()


# -- values ----------------------------------------------------------------------------------
async def test_64_bit_ids_seeds_and_unicode_names_round_trip(store: Store) -> None:
    table_id, session_id = await _playing(store)
    row = await store.tables.get(table_id)
    assert row is not None
    assert (row.guild_id, row.host_id, row.seed) == (BIG, BIG, 2**62 + 5)
    await store.tables.update(table_id, lobby_message_id=BIG, table_message_id=BIG - 7)
    row = await store.tables.get(table_id)
    assert row is not None and (row.lobby_message_id, row.table_message_id) == (BIG, BIG - 7)
    assert [(s.user_id, s.name) for s in await store.tables.seats(table_id)] == [
        (s.user_id, s.name) for s in SEATS
    ]
    await store.tables.add_deal(table_id, 1, '{"rules": {"name": "ljubljana"}}')
    await store.tables.append_action(table_id, 1, 0, "pass", 0, BIG, "player")
    assert (await store.tables.actions(table_id))[0].actor_id == BIG
    session = await store.ledger.session(session_id)
    assert session is not None and session.guild_id == BIG


async def test_the_open_table_of_a_channel_is_one(store: Store) -> None:
    await store.tables.create(1, BIG, 1, TableConfig(), 1)
    with pytest.raises(TableExistsError):
        await store.tables.create(2, BIG, 2, TableConfig(), 2)
    assert len(await store.tables.open_tables()) == 1


# -- transactions and constraints ------------------------------------------------------------
async def test_a_failed_transaction_leaves_nothing_behind(store: Store) -> None:
    with pytest.raises(RuntimeError):
        async with store.db.transaction() as conn:
            await conn.execute("INSERT INTO meta (key, value) VALUES (?, ?)", ("k", "v"))
            assert await conn.scalar("SELECT value FROM meta WHERE key = ?", ("k",)) == "v"
            raise RuntimeError("stop")
    assert await store.meta.get("k") is None
    await store.meta.set("k", "after")  # the connection is usable again
    assert await store.meta.get("k") == "after"


async def test_constraints_are_reported_alike(store: Store) -> None:
    table_id, _ = await _playing(store)
    with pytest.raises(ConstraintError) as check:
        await store.tables.replace_seats(table_id, [SeatRow(5, None)])
    assert check.value.kind == "check"
    with pytest.raises(ConstraintError) as unique:
        await store.tables.replace_seats(table_id, [SeatRow(0, 7), SeatRow(1, 7)])
    assert unique.value.kind == "unique"
    assert [s.seat for s in await store.tables.seats(table_id)] == [0, 1, 2, 3]
    with pytest.raises(ConstraintError) as foreign:
        await store.tables.add_deal(table_id + 99, 1, "{}")
    assert foreign.value.kind == "foreign_key"
    await store.tables.add_deal(table_id, 1, "{}")
    await store.tables.append_action(table_id, 1, 0, "pass", 0, None, "computer")
    with pytest.raises(DuplicateActionError):
        await store.tables.append_action(table_id, 1, 0, "pass", 0, None, "computer")
    with pytest.raises(StoreError):
        await store.tables.append_action(table_id, 1, 1, "pass", 0, None, "nobody")  # type: ignore[arg-type]


# -- two processes at once -----------------------------------------------------------------
async def test_a_deal_booked_by_two_processes_at_once_is_booked_once(
    store: Store, db_target: str | Path
) -> None:
    table_id, session_id = await _playing(store)
    await store.tables.add_deal(table_id, 1, "{}")
    other = await Store.open(db_target)
    try:
        results = await asyncio.gather(
            *(s.ledger.record_deal(session_id, 1, _deal(1)) for s in (store, other) * 3)
        )
        assert sorted(results) == [False] * 5 + [True]
        session = await other.ledger.session(session_id)
        assert session is not None and session.deals == 1
        assert len(await store.ledger.entries(session_id)) == 4
    finally:
        await other.close()


async def test_actions_appended_by_two_processes_at_once_take_each_move_once(
    store: Store, db_target: str | Path
) -> None:
    table_id, _ = await _playing(store)
    await store.tables.add_deal(table_id, 1, "{}")
    other = await Store.open(db_target)

    async def append(s: Store, move: int, action: str) -> str:
        try:
            await s.tables.append_action(table_id, 1, move, action, 0, None, "computer")
        except DuplicateActionError:
            return "taken"
        return action

    try:
        outcomes = await asyncio.gather(
            *(
                append(s, move, f"{name}:{move}")
                for move in range(10)
                for s, name in ((store, "a"), (other, "b"))
            )
        )
        assert outcomes.count("taken") == 10
        logged = await store.tables.actions(table_id, 1)
        assert [a.move_no for a in logged] == list(range(10))
        assert {a.action for a in logged} <= set(outcomes)
    finally:
        await other.close()


async def test_a_session_closed_by_two_processes_at_once_closes_once(
    store: Store, db_target: str | Path
) -> None:
    from bot.store import Standing

    _, session_id = await _playing(store)
    other = await Store.open(db_target)
    standings = [Standing(p, SEATS[p].user_id, None, 0, 0, 0, 0, 1) for p in range(4)]
    penalty = [LedgerEntry(0, BIG, 0, -50, [{"item": "radelc"}], kind="settlement")]
    try:
        results = await asyncio.gather(
            *(s.ledger.close_session(session_id, standings, penalty) for s in (store, other) * 2)
        )
        assert sorted(results) == [False, False, False, True]
        assert len(await other.ledger.entries(session_id, "settlement")) == 1
    finally:
        await other.close()


async def test_every_language_the_bot_speaks_can_be_chosen(store: Store) -> None:
    """A player's and a server's language may be any language with a catalog (the first
    schema allowed only Slovene and English)."""
    for n, language in enumerate(LANGUAGES):
        await store.users.set_language(100 + n, language)
        assert await store.users.language(100 + n) == language
        settings = await store.guilds.update(200 + n, language=language)
        assert settings.language == language
