"""``scripts/migrate_sqlite_to_postgres.py``: a SQLite database copied into PostgreSQL keeps
every row of every table, and the bot carries on there.

The source is what bots really leave behind: the first release's database (the dump in
``tests/bot_core/data``) migrated by today's code, plus a session played and a lobby opened
by today's code, with a lease, 64-bit ids and non-ASCII names.
"""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import asyncpg
import pytest
from bot_core.helpers import make_rig, open_table, play_until
from pgtest import PostgresServer

from bot.store import SeatRow, Store, TableConfig, load_migrations
from bot.store.dialect import POSTGRES
from bot.store.sqlite import SqliteDatabase
from scripts.migrate_sqlite_to_postgres import CopyError, copy_database, copy_file

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "migrate_sqlite_to_postgres.py"
DUMP = ROOT / "tests" / "bot_core" / "data" / "release-0001.sql"
PLAYING_TABLE = 4
JSON_COLUMNS = {("tables", "config"), ("deals", "header"), ("ledger", "lines")}


def _load_release(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as conn:
        conn.executescript(DUMP.read_text(encoding="utf-8"))


@pytest.fixture
async def bot_database(tmp_path: Path) -> Path:
    """A SQLite database as bots of two releases left it (current schema)."""
    path = tmp_path / "data" / "tarok.sqlite3"
    _load_release(path)
    rig = await make_rig(path)
    await rig.manager.resume_all()
    table = await open_table(rig, [2**62 + 11], computers=2, players=3, deals=1)
    await table.start(2**62 + 11)
    await play_until(table, rig.clock, random.Random(6))
    assert table.status == "finished"
    await rig.store.guilds.update_rules(2**62, "slovenian", preset="palcka")
    await rig.store.users.set_language(2**62 + 11, "en")
    await rig.close()
    leased = await Store.open(path, holder="old-process")
    await leased.tables.create(2**62, 99, 2**62 + 12, TableConfig(), 3, [SeatRow(0, 5, "Žan")])
    await leased.close()
    return path


def _sqlite_rows(path: Path) -> dict[str, list[dict[str, Any]]]:
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    try:
        names = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'"
                " AND name NOT LIKE 'sqlite_%' AND name <> 'schema_version'"
            )
        ]
        return {n: [dict(r) for r in conn.execute(f"SELECT * FROM {n}")] for n in names}
    finally:
        conn.close()


async def _pg_rows(url: str, tables: list[str]) -> dict[str, list[dict[str, Any]]]:
    conn = await asyncpg.connect(url)
    try:
        return {t: [dict(r) for r in await conn.fetch(f"SELECT * FROM {t}")] for t in tables}
    finally:
        await conn.close()


def _sorted(rows: list[dict[str, Any]], *, parse_json: frozenset[str] = frozenset()) -> list[Any]:
    def norm(row: dict[str, Any]) -> dict[str, Any]:
        return {
            k: json.loads(v) if k in parse_json and v is not None else v for k, v in row.items()
        }

    return sorted((norm(r) for r in rows), key=lambda r: json.dumps(r, sort_keys=True))


async def test_every_row_of_every_table_is_copied(bot_database: Path, pg_url: str) -> None:
    before = _sqlite_rows(bot_database)
    counts = await copy_file(bot_database, pg_url, compare=True)
    assert set(counts) == set(before)
    for table in ("tables", "seats", "deals", "actions", "sessions", "ledger", "table_leases"):
        assert counts[table] > 0, table
    after = await _pg_rows(pg_url, list(before))
    for table, rows in before.items():
        assert counts[table] == len(rows) == len(after[table]), table
        assert _sorted(after[table]) == _sorted(rows), table
    assert _sqlite_rows(bot_database) == before  # the source is untouched


async def test_the_bot_carries_on_in_postgresql(bot_database: Path, pg_url: str) -> None:
    await copy_file(bot_database, pg_url)
    rig = await make_rig(pg_url)
    resumed = {t.id for t in await rig.manager.resume_all()}
    assert PLAYING_TABLE in resumed
    table = rig.manager.by_id(PLAYING_TABLE)
    assert table is not None and table.deal_no == 2
    await play_until(table, rig.clock, random.Random(4))
    assert table.status == "finished"
    highest = max(r["id"] for r in _sqlite_rows(bot_database)["tables"])
    fresh = await rig.store.tables.create(1, 12345, 1, TableConfig(), 1)
    assert fresh.id == highest + 1  # the id counters continue after the copied ids
    stats = await rig.store.stats.user_stats(2**62 + 11, family="slovenian")
    assert stats.deals == 1 and stats.sessions == 1


async def test_the_copy_goes_only_into_an_empty_database(bot_database: Path, pg_url: str) -> None:
    await copy_file(bot_database, pg_url)
    with pytest.raises(CopyError, match="already has rows"):
        await copy_file(bot_database, pg_url)
    target = await Store.open(pg_url)
    try:
        assert await target.tables.get(PLAYING_TABLE) is not None
    finally:
        await target.close()


async def test_a_first_release_database_copied_then_migrated_in_postgresql(
    tmp_path: Path, pg_url: str
) -> None:
    """The release's rows copied at schema 1 and migrated by PostgreSQL's own 0002… read
    like the same rows migrated by SQLite's (this is what tests PostgreSQL's data steps)."""
    path = tmp_path / "release.sqlite3"
    _load_release(path)
    source = Store(await SqliteDatabase.open(path, migrate=False))
    target = await Store.open(pg_url, migrate=False)
    try:
        assert await source.db.schema_version() == 1
        await target.db.migrate(load_migrations(POSTGRES.migrations)[:1])
        await copy_database(source, target, compare=True)
        assert await target.db.migrate() == await source.db.migrate() != []
    finally:
        await source.close()
        await target.close()
    lite = _sqlite_rows(path)
    pg = await _pg_rows(pg_url, list(lite))
    for table, rows in lite.items():
        columns = frozenset(c for t, c in JSON_COLUMNS if t == table)
        assert _sorted(pg[table], parse_json=columns) == _sorted(rows, parse_json=columns), table


def test_the_script_from_the_command_line(
    bot_database: Path, postgres_server: PostgresServer
) -> None:
    url = postgres_server.new_database()
    try:
        done = subprocess.run(
            [sys.executable, str(SCRIPT), str(bot_database), url, "--compare"],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        assert "every row compared" in done.stdout and "actions" in done.stdout
        missing = subprocess.run(
            [sys.executable, str(SCRIPT), str(bot_database) + ".nope", url],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert missing.returncode == 2 and "no SQLite file" in missing.stderr
    finally:
        postgres_server.drop_database(url)
