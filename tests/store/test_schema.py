"""Both dialects ship the same numbered migrations, and each step builds the same schema."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.store import Store, load_migrations
from bot.store.dialect import POSTGRES, SQLITE

from .schema import shape

SQLITE_MIGRATIONS = load_migrations(SQLITE.migrations)
POSTGRES_MIGRATIONS = load_migrations(POSTGRES.migrations)


def test_both_dialects_have_the_same_numbered_migrations() -> None:
    assert SQLITE_MIGRATIONS, "the SQLite migrations ship with the package"
    assert [(m.version, m.name) for m in SQLITE_MIGRATIONS] == [
        (m.version, m.name) for m in POSTGRES_MIGRATIONS
    ]


@pytest.mark.parametrize("upto", range(1, len(SQLITE_MIGRATIONS) + 1))
async def test_every_migration_builds_the_same_tables_in_both_dialects(
    upto: int, tmp_path: Path, pg_url: str
) -> None:
    lite = await Store.open(tmp_path / "tarok.sqlite3", migrate=False)
    pg = await Store.open(pg_url, migrate=False)
    try:
        assert await lite.db.migrate(SQLITE_MIGRATIONS[:upto]) == list(range(1, upto + 1))
        assert await pg.db.migrate(POSTGRES_MIGRATIONS[:upto]) == list(range(1, upto + 1))
        a, b = await shape(lite), await shape(pg)
        assert sorted(a) == sorted(b)
        for table in a:
            assert a[table] == b[table], f"{table} after migration {upto}"
    finally:
        await lite.close()
        await pg.close()
