"""The store: migrations, the action log, the ledger's transactions and idempotency."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.store import (
    DuplicateActionError,
    LedgerEntry,
    MigrationError,
    SeatRow,
    Standing,
    Store,
    StoreError,
    TableConfig,
    TableExistsError,
    load_migrations,
)
from bot.store.db import Migration

EXPECTED_TABLES = {
    "schema_version",
    "guild_rules",
    "tables",
    "seats",
    "deals",
    "actions",
    "sessions",
    "session_players",
    "ledger",
    "guild_settings",
    "user_prefs",
    "meta",
}

SEATS4 = [SeatRow(0, 1, "a"), SeatRow(1, 2, "b"), SeatRow(2, None), SeatRow(3, None)]


async def _names(store: Store) -> set[str]:
    if store.backend == "postgres":
        sql = "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
    else:
        sql = "SELECT name FROM sqlite_master WHERE type = 'table'"
    return {r[0] for r in await store.db.fetchall(sql)}


async def _playing_table(store: Store, channel: int = 10) -> tuple[int, int]:
    row = await store.tables.create(1, channel, 1, TableConfig(), 99, [SeatRow(0, 1, "a")])
    session_id = await store.tables.start(row.id, SEATS4)
    return row.id, session_id


def _entries(deal_no: int, scores: list[int]) -> list[LedgerEntry]:
    return [
        LedgerEntry(
            seat=p,
            user_id=SEATS4[p].user_id,
            deal_no=deal_no,
            score=score,
            lines=[{"item": "klop", "kind": "klop", "seat": p, "base": score, "amount": score}],
            role="klop",
            contract="klop",
        )
        for p, score in enumerate(scores)
    ]


# -- migrations ----------------------------------------------------------------------------
async def test_migrations_from_empty(db_path: Path) -> None:
    assert not db_path.exists()
    store = await Store.open(db_path)
    try:
        assert db_path.exists()
        assert await store.db.schema_version() == len(load_migrations())
        assert await _names(store) >= EXPECTED_TABLES
        mode = await store.db.scalar("PRAGMA journal_mode")
        assert str(mode).lower() == "wal"
    finally:
        await store.close()


async def test_migrations_rerun_is_idempotent(db_path: Path) -> None:
    store = await Store.open(db_path)
    await store.meta.set("k", "v")
    version = await store.db.schema_version()
    await store.close()
    store = await Store.open(db_path)  # migrates again on open: nothing to do
    try:
        assert await store.db.migrate() == []
        assert await store.db.schema_version() == version
        assert await store.meta.get("k") == "v"
        rows = await store.db.fetchall("SELECT version FROM schema_version")
        assert [r[0] for r in rows] == list(range(1, version + 1))
    finally:
        await store.close()


def test_migration_files_are_numbered_in_sequence() -> None:
    migrations = load_migrations()
    assert migrations, "the package ships its SQL files"
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert migrations[0].name == "0001_initial.sql"


async def test_failed_migration_rolls_back(store: Store) -> None:
    before = await store.db.schema_version()
    bad = Migration(
        before + 1,
        "9999_bad.sql",
        "CREATE TABLE half_done (a INTEGER); INSERT INTO nope VALUES (1);",
    )
    with pytest.raises(MigrationError):
        await store.db.migrate([*store.db.migrations(), bad])
    assert await store.db.schema_version() == before
    assert "half_done" not in await _names(store)


async def test_database_newer_than_code_is_refused(store: Store) -> None:
    with pytest.raises(MigrationError):
        await store.db.migrate([])


# -- tables and the action log ---------------------------------------------------------------
async def test_one_open_table_per_channel(store: Store) -> None:
    row = await store.tables.create(1, 10, 1, TableConfig(), 1)
    with pytest.raises(TableExistsError):
        await store.tables.create(1, 10, 2, TableConfig(), 2)
    await store.tables.update(row.id, status="cancelled")
    again = await store.tables.create(1, 10, 2, TableConfig(), 3)
    assert again.id != row.id
    assert (await store.tables.open_in_channel(10)) == again


async def test_action_log_rejects_a_second_action_for_the_same_move(store: Store) -> None:
    table_id, _ = await _playing_table(store)
    await store.tables.add_deal(table_id, 1, "{}")
    await store.tables.append_action(table_id, 1, 0, "pass", 1, 2, "player")
    with pytest.raises(DuplicateActionError):
        await store.tables.append_action(table_id, 1, 0, "bid:two", 1, 2, "player")
    await store.tables.append_action(table_id, 1, 1, "pass", 2, None, "computer")
    log = await store.tables.actions(table_id, 1)
    assert [(a.move_no, a.action, a.actor_kind) for a in log] == [
        (0, "pass", "player"),
        (1, "pass", "computer"),
    ]
    with pytest.raises(StoreError):  # no header for deal 2
        await store.tables.append_action(table_id, 2, 0, "pass", 1, 2, "player")


async def test_seats_and_messages_round_trip(store: Store) -> None:
    table_id, _ = await _playing_table(store)
    await store.tables.update_seat(table_id, SeatRow(1, 2, "b", away=True, misses=2))
    await store.tables.update(table_id, lobby_message_id=5, table_message_id=6)
    seats = await store.tables.seats(table_id)
    assert seats[1] == SeatRow(1, 2, "b", away=True, left=False, misses=2)
    row = await store.tables.get(table_id)
    assert row is not None and (row.lobby_message_id, row.table_message_id) == (5, 6)
    assert row.status == "playing"


# -- the ledger ------------------------------------------------------------------------------
async def test_ledger_writes_each_deal_in_one_transaction(store: Store) -> None:
    _, session_id = await _playing_table(store)
    statements: list[str] = []
    await store.db.set_trace(statements.append)
    assert await store.ledger.record_deal(session_id, 1, _entries(1, [-10, -20, -15, -25]))
    await store.db.set_trace(None)
    begins = [i for i, s in enumerate(statements) if s.startswith("BEGIN")]
    commits = [i for i, s in enumerate(statements) if s == "COMMIT"]
    inserts = [i for i, s in enumerate(statements) if s.startswith("INSERT INTO ledger")]
    assert len(begins) == 1 and len(commits) == 1
    assert len(inserts) == 4
    assert begins[0] < min(inserts) and max(inserts) < commits[0]


async def test_ledger_is_idempotent(store: Store) -> None:
    _, session_id = await _playing_table(store)
    assert await store.ledger.record_deal(session_id, 1, _entries(1, [-10, -20, -15, -25]))
    assert not await store.ledger.record_deal(session_id, 1, _entries(1, [-10, -20, -15, -25]))
    assert len(await store.ledger.entries(session_id)) == 4
    session = await store.ledger.session(session_id)
    assert session is not None and session.deals == 1
    standings = [Standing(p, SEATS4[p].user_id, None, 0, 0, 0, 0, 1) for p in range(4)]
    penalty = LedgerEntry(0, 1, 1, -100, [{"item": "radelc", "amount": -100}], kind="settlement")
    assert await store.ledger.close_session(session_id, standings, [penalty])
    assert not await store.ledger.close_session(session_id, standings, [penalty])
    assert len(await store.ledger.entries(session_id, "settlement")) == 1
    with pytest.raises(StoreError):  # a closed session takes no more deals
        await store.ledger.record_deal(session_id, 2, _entries(2, [0, 0, 0, 0]))


async def test_ledger_refuses_rows_of_another_deal(store: Store) -> None:
    _, session_id = await _playing_table(store)
    with pytest.raises(StoreError):
        await store.ledger.record_deal(session_id, 2, _entries(1, [0, 0, 0, 0]))
    assert await store.ledger.booked_deals(session_id) == set()


# -- settings, preferences, meta ------------------------------------------------------------
async def test_guild_settings_user_prefs_and_meta(store: Store) -> None:
    assert (await store.guilds.get(5)).rules_for("slovenian").preset is None
    await store.guilds.update_rules(5, "slovenian", preset="palcka", switches={"mond_penalty": 20})
    await store.guilds.update(5, move_timer=0, language="en")
    g = await store.guilds.get(5)
    sl = g.rules_for("slovenian")
    assert (sl.preset, sl.switches, g.move_timer, g.language) == (
        "palcka",
        {"mond_penalty": 20},
        0,
        "en",
    )
    assert g.rules_for("other").preset is None and g.rules_for("other").switches == {}
    with pytest.raises(ValueError):
        await store.guilds.update(5, language="de")
    assert await store.users.language(7) is None
    await store.users.set_language(7, "sl")
    assert await store.users.language(7) == "sl"
    await store.users.set_language(7, None)
    assert await store.users.language(7) is None
    await store.meta.set("command_tree_hash", "abc")
    await store.meta.set("command_tree_hash", "def")
    assert await store.meta.get("command_tree_hash") == "def"


def test_table_config_validates_rule_overrides() -> None:
    cfg = TableConfig(preset="palcka", rule_overrides={"mond_penalty": 20})
    assert cfg.rules().mond_penalty == 20 and cfg.rules().name == "palcka"
    with pytest.raises(ValueError):
        TableConfig(rule_overrides={"no_such_switch": True})
    with pytest.raises(ValueError):
        TableConfig(rule_overrides={"mond_penalty": 7})
    with pytest.raises(ValueError):
        TableConfig(preset="nope")
    assert TableConfig.model_validate_json(cfg.model_dump_json()) == cfg
