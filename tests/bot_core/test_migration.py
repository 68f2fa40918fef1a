"""Migration 0002 on a database written by the first release: every row is kept, in place.

``data/release-0001.sql`` is a dump of what the bot of the first release (schema version 1)
wrote while playing (``data/make_release_db.py`` made it with that release's code): finished
sessions of three and four players, a table in the middle of a deal, an open and a cancelled
lobby, server settings, a user's language and the bot's facts.
"""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.families.slovenian.booking import SlovenianBooking
from bot.store import LedgerEntry, SeatRow, Store, TableConfig, load_migrations

from .helpers import make_rig, play_until

DUMP = Path(__file__).parent / "data" / "release-0001.sql"
PLAYING_TABLE, LOBBY_TABLE = 4, 5
OLD_TABLES = (
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
)


@pytest.fixture
def release_db(tmp_path: Path) -> Path:
    """A database file as the first release left it."""
    path = tmp_path / "data" / "tarok.sqlite3"
    path.parent.mkdir()
    with sqlite3.connect(path) as conn:
        conn.executescript(DUMP.read_text(encoding="utf-8"))
    return path


def _rows(path: Path, table: str) -> list[dict[str, Any]]:
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    try:
        return [dict(r) for r in conn.execute(f"SELECT * FROM {table} ORDER BY rowid")]
    finally:
        conn.close()


def _snapshot(path: Path) -> dict[str, list[dict[str, Any]]]:
    return {table: _rows(path, table) for table in OLD_TABLES}


def test_the_dump_is_the_first_schema(release_db: Path) -> None:
    version = _rows(release_db, "schema_version")
    assert [r["version"] for r in version] == [1]
    old = _snapshot(release_db)
    kinds = {r["kind"] for r in old["ledger"]}
    assert kinds == {"deal", "radelc"} and len(old["ledger"]) > 20
    assert {r["status"] for r in old["tables"]} == {"finished", "playing", "lobby", "cancelled"}


async def test_every_row_is_kept(release_db: Path) -> None:
    old = _snapshot(release_db)
    store = await Store.open(release_db)
    try:
        assert await store.db.schema_version() == len(load_migrations())
        assert await store.db.scalar("PRAGMA foreign_keys") == 1
        assert await store.db.fetchall("PRAGMA foreign_key_check") == []
    finally:
        await store.close()
    new = _snapshot(release_db)
    for table in OLD_TABLES:
        assert len(new[table]) == len(old[table]), table
    # Rows keep every old column's value; the new columns name the family.
    for table in ("seats", "deals", "actions", "session_players", "user_prefs", "meta"):
        assert new[table] == old[table], table
    for before, after in zip(old["tables"], new["tables"], strict=True):
        assert after["family"] == "slovenian"
        assert after.pop("end_requested_after") == before.pop("skis_called_after")
        plain = ("family", "config")
        assert {k: v for k, v in after.items() if k not in plain} == {
            k: v for k, v in before.items() if k not in plain
        }
        config = json.loads(after["config"])
        assert config.pop("family") == "slovenian"
        config.pop("rules_json", None)
        assert config == json.loads(before["config"])
    for before, after in zip(old["sessions"], new["sessions"], strict=True):
        assert after.pop("family") == "slovenian" and after == before
    for before, after in zip(old["ledger"], new["ledger"], strict=True):
        assert after.pop("family") == "slovenian"
        assert after.pop("hinted") == 0  # migration 0007: no old deal was played with hints
        if before["kind"] == "radelc":
            assert after["kind"] == "settlement"
            after["kind"] = "radelc"
        assert after == before
    for before, after in zip(old["guild_settings"], new["guild_settings"], strict=True):
        assert after == {k: v for k, v in before.items() if k not in ("preset", "switches")}
    chosen = [g for g in old["guild_settings"] if g["preset"] or g["switches"] != "{}"]
    rules = _rows(release_db, "guild_rules")
    assert [(r["guild_id"], r["preset"], r["switches"]) for r in rules] == [
        (g["guild_id"], g["preset"], g["switches"]) for g in chosen
    ]
    assert all(r["family"] == "slovenian" for r in rules) and rules


async def test_the_migrated_rows_read_as_before(release_db: Path) -> None:
    old = _snapshot(release_db)
    store = await Store.open(release_db)
    try:
        for row in old["tables"]:
            table = await store.tables.get(row["id"])
            assert table is not None and table.config.family == "slovenian"
            assert table.config.preset == json.loads(row["config"])["preset"]
        # A table that was dealt plays by the rules its deals were dealt with.
        playing = await store.tables.get(PLAYING_TABLE)
        assert playing is not None and playing.status == "playing"
        header = json.loads((await store.tables.deals(PLAYING_TABLE))[0].header_json)
        assert playing.config.rules_json == header["rules"]
        assert playing.config.rules().mond_penalty == 20
        guild = await store.guilds.get(1)
        assert guild.rules_for("slovenian").preset == "palcka"
        assert guild.rules_for("slovenian").switches == {"mond_penalty": 20}
        assert (guild.move_timer, guild.level, guild.language) == (45.0, "hard", "en")
        assert await store.users.language(101) == "sl"
        assert await store.meta.get("command_tree_hash:global") == "0" * 64
        # Totals and statistics are those of the old rows.
        for user in (101, 102, 103):
            totals = [r["score"] for r in old["ledger"] if r["user_id"] == user]
            deals = [r for r in old["ledger"] if r["user_id"] == user and r["kind"] == "deal"]
            board = await store.stats.leaderboard(1, "all", "total", family="slovenian")
            row = next(b for b in board if b.user_id == user)
            assert (row.total, row.deals) == (sum(totals), len(deals))
            booking = SlovenianBooking()
            stats = await store.stats.user_stats(
                user,
                1,
                family="slovenian",
                bonus_items=booking.bonus_items,
                bonus_kinds=booking.bonus_kinds,
            )
            radelc = [r for r in old["ledger"] if r["user_id"] == user and r["kind"] == "radelc"]
            assert stats.settlement == sum(r["score"] for r in radelc)
            assert stats.settled == sum(len(json.loads(r["lines"])) for r in radelc)
        sessions = await store.stats.history(guild_id=1)
        assert {s.id for s in sessions} == {r["id"] for r in old["sessions"] if r["ended_at"]}
        assert all(s.family == "slovenian" for s in sessions)
    finally:
        await store.close()


async def test_the_migrated_store_takes_five_seats_and_new_rows(release_db: Path) -> None:
    store = await Store.open(release_db)
    try:
        seats = [SeatRow(i, 900 + i if i < 2 else None) for i in range(5)]
        row = await store.tables.create(1, 99, 900, TableConfig(players=4), 5, seats[:1])
        await store.tables.replace_seats(row.id, seats)  # seat 4 fits now
        assert [s.seat for s in await store.tables.seats(row.id)] == [0, 1, 2, 3, 4]
        await store.db.write(
            "INSERT INTO sessions (table_id, guild_id, channel_id, family, players, preset,"
            " started_at) VALUES (?, 1, 99, 'slovenian', 5, 'pagat', '2026-03-01 10:00:00.0')",
            (row.id,),
        )
        session_id = await store.db.scalar("SELECT id FROM sessions WHERE table_id = ?", (row.id,))
        await store.tables.add_deal(row.id, 1, "{}")
        entries = [
            LedgerEntry(s, 900 + s if s < 2 else None, 1, 1 if s < 4 else 0, [], role=None)
            for s in range(4)
        ]
        entries.append(LedgerEntry(4, None, 1, 0, [], kind="out"))
        assert await store.ledger.record_deal(session_id, 1, entries)
        kinds = [e.kind for e in await store.ledger.entries(session_id)]
        assert sorted(kinds) == ["deal", "deal", "deal", "deal", "out"]
    finally:
        await store.close()


async def test_a_table_of_the_old_release_resumes_and_finishes(release_db: Path) -> None:
    rig = await make_rig(release_db)
    resumed = await rig.manager.resume_all()
    assert sorted(t.id for t in resumed) == [PLAYING_TABLE, LOBBY_TABLE]
    table = rig.manager.require(13)
    assert table.status == "playing" and table.deal_no == 2 and table.move >= 6
    assert table.rules.mond_penalty == 20
    before = table.move
    await play_until(table, rig.clock, random.Random(4))
    assert table.status == "finished" and table.move != before
    session = await rig.store.ledger.session(table.session_id or 0)
    assert session is not None and session.deals == 4 and session.family == "slovenian"
    rows = await rig.store.ledger.entries(table.session_id or 0, "deal")
    assert len(rows) == 4 * 4
    totals = [sum(e.score for e in rows if e.seat == p) for p in range(4)]
    settled = await rig.store.ledger.entries(table.session_id or 0, "settlement")
    finals = [totals[p] + sum(e.score for e in settled if e.seat == p) for p in range(4)]
    assert session.final_scores == finals
    lobby = rig.manager.require(14)
    assert lobby.status == "lobby" and [s.user_id for s in lobby.seats] == [101, None]


async def test_a_dealt_table_keeps_the_rules_its_deals_were_dealt_with(release_db: Path) -> None:
    # As if the release had dealt with other defaults than today's code derives from the
    # table's preset: the deal headers win.
    with sqlite3.connect(release_db) as conn:
        conn.execute(
            "UPDATE deals SET header = json_set(header, '$.rules.mond_penalty', 21)"
            " WHERE table_id = ?",
            (PLAYING_TABLE,),
        )
    store = await Store.open(release_db)
    try:
        playing = await store.tables.get(PLAYING_TABLE)
        lobby = await store.tables.get(LOBBY_TABLE)
        assert playing is not None and lobby is not None
        assert playing.config.rules().mond_penalty == 21  # not 20, as the table chose
        assert playing.config.rule_overrides == {"mond_penalty": 20}  # as chosen, for display
        assert lobby.config.rules_json == TableConfig(players=3).rules_json  # not dealt
    finally:
        await store.close()
