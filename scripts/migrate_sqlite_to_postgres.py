"""Copy the bot's SQLite database into PostgreSQL, every row of every table.

    .venv/bin/python scripts/migrate_sqlite_to_postgres.py data/tarok.sqlite3 \\
        postgresql://tarok:secret@localhost:5432/tarok [--compare]

Stop the bot first. The SQLite file is brought to the current schema (as the bot would do
on start), the PostgreSQL database is created up to the same schema and must hold no rows
yet; then every table is copied in one transaction (parents before the tables that refer to
them; all or nothing), the id counters are set past the copied ids, and the row counts are
compared table by table (``--compare``: every row, value by value). Each database keeps
its own ``schema_version`` (when each migration was applied there). Afterwards start the
bot with ``DATABASE_URL`` set to the PostgreSQL URL.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import asyncpg

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.store import Store  # noqa: E402
from bot.store.postgres import PostgresDatabase  # noqa: E402

BOOKKEEPING = "schema_version"
BATCH = 5000


class CopyError(RuntimeError):
    """The databases do not fit together, or the copy differs from the original."""


async def _sqlite_tables(store: Store) -> dict[str, list[str]]:
    """Each SQLite table (but the bookkeeping) with its columns, in declaration order."""
    rows = await store.db.fetchall(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        " ORDER BY name"
    )
    out: dict[str, list[str]] = {}
    for r in rows:
        if r[0] == BOOKKEEPING:
            continue
        out[r[0]] = [c["name"] for c in await store.db.fetchall(f"PRAGMA table_info({r[0]})")]
    return out


async def _parents(store: Store, table: str) -> set[str]:
    rows = await store.db.fetchall(f"PRAGMA foreign_key_list({table})")
    return {r["table"] for r in rows if r["table"] != table}


async def copy_order(store: Store) -> list[str]:
    """The SQLite tables, each after the tables its foreign keys refer to."""
    tables = await _sqlite_tables(store)
    parents = {t: await _parents(store, t) for t in tables}
    order: list[str] = []
    while len(order) < len(tables):
        ready = sorted(t for t in tables if t not in order and parents[t] <= set(order))
        if not ready:
            raise CopyError(f"foreign keys form a cycle among {sorted(set(tables) - set(order))}")
        order.extend(ready)
    return order


async def _pg_columns(conn: asyncpg.Connection, table: str) -> dict[str, str]:
    rows = await conn.fetch(
        "SELECT column_name, data_type FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND table_name = $1",
        table,
    )
    return {r["column_name"]: r["data_type"] for r in rows}


def _converter(pg_type: str) -> Any:
    """What a SQLite value becomes for a PostgreSQL column (SQLite keeps a REAL column's
    whole numbers as integers at times)."""
    if pg_type in ("double precision", "real"):
        return lambda v: None if v is None else float(v)
    return lambda v: v


async def copy_file(
    sqlite_target: str | Path, pg_url: str, *, compare: bool = False
) -> dict[str, int]:
    """Open both databases (bringing both to the current schema) and copy every row from
    the SQLite one into the empty PostgreSQL one; the rows copied per table."""
    source = await Store.open(sqlite_target)
    try:
        target = await Store.open(pg_url)
        try:
            return await copy_database(source, target, compare=compare)
        finally:
            await target.close()
    finally:
        await source.close()


async def copy_database(source: Store, target: Store, *, compare: bool = False) -> dict[str, int]:
    """Copy every row of ``source`` (SQLite) into ``target`` (PostgreSQL, no rows yet, the
    same schema version); the rows copied per table. :class:`CopyError` if the schemas
    differ, the target has rows, or the copy does not match."""
    if source.backend != "sqlite" or target.backend != "postgres":
        raise CopyError("the copy goes from a SQLite store to a PostgreSQL one")
    if await source.db.schema_version() != await target.db.schema_version():
        raise CopyError("the two databases are at different schema versions")
    order = await copy_order(source)
    columns = await _sqlite_tables(source)
    assert isinstance(target.db, PostgresDatabase)
    conn = await asyncpg.connect(target.db.url)
    try:
        async with conn.transaction():
            for table in order:
                pg_columns = await _pg_columns(conn, table)
                if set(pg_columns) != set(columns[table]):
                    raise CopyError(
                        f"{table}: columns differ: SQLite {sorted(columns[table])},"
                        f" PostgreSQL {sorted(pg_columns)}"
                    )
                if await conn.fetchval(f"SELECT EXISTS (SELECT 1 FROM {table})"):
                    raise CopyError(f"{table} already has rows: copy into an empty database")
            counts = {t: await _copy_table(source, conn, t, columns[t]) for t in order}
            await _reset_identities(conn, order)
        await _check_counts(source, conn, counts)
        if compare:
            await compare_databases(source, conn, order, columns)
    finally:
        await conn.close()
    return counts


async def _copy_table(
    source: Store, conn: asyncpg.Connection, table: str, columns: Sequence[str]
) -> int:
    pg_types = await _pg_columns(conn, table)
    convert = [_converter(pg_types[c]) for c in columns]
    names = ", ".join(columns)
    total = 0
    offset = 0
    while True:
        rows = await source.db.fetchall(
            f"SELECT {names} FROM {table} ORDER BY rowid LIMIT ? OFFSET ?", (BATCH, offset)
        )
        if not rows:
            return total
        records = [tuple(f(r[i]) for i, f in enumerate(convert)) for r in rows]
        await conn.copy_records_to_table(table, records=records, columns=list(columns))
        total += len(records)
        offset += len(rows)


async def _reset_identities(conn: asyncpg.Connection, tables: Sequence[str]) -> None:
    """Set each identity counter past the highest copied id."""
    rows = await conn.fetch(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND is_identity = 'YES'"
    )
    for r in rows:
        if r["table_name"] not in tables:
            continue
        table, column = r["table_name"], r["column_name"]
        await conn.execute(
            f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'),"
            f" COALESCE(MAX({column}), 1), MAX({column}) IS NOT NULL) FROM {table}"
        )


async def _check_counts(source: Store, conn: asyncpg.Connection, counts: dict[str, int]) -> None:
    for table, copied in counts.items():
        lite = await source.db.scalar(f"SELECT COUNT(*) FROM {table}")
        pg = await conn.fetchval(f"SELECT COUNT(*) FROM {table}")
        if not lite == pg == copied:
            raise CopyError(f"{table}: {lite} rows in SQLite, {pg} in PostgreSQL")


async def compare_databases(
    source: Store, conn: asyncpg.Connection, order: Sequence[str], columns: dict[str, list[str]]
) -> None:
    """Every row of every table equal in both databases (matched by primary key; sorted
    here, so that the databases' collations do not matter)."""
    for table in order:
        names = ", ".join(columns[table])
        keys = await _key_columns(source, table, columns[table])
        index = [columns[table].index(k) for k in keys]

        def by_key(row: tuple[Any, ...], index: list[int] = index) -> tuple[Any, ...]:
            return tuple(row[i] for i in index)

        lite: list[tuple[Any, ...]] = sorted(
            (tuple(r) for r in await source.db.fetchall(f"SELECT {names} FROM {table}")),
            key=by_key,
        )
        pg = sorted(
            (tuple(r) for r in await conn.fetch(f"SELECT {names} FROM {table}")), key=by_key
        )
        if lite != pg:
            diff = next(
                (i for i, (a, b) in enumerate(zip(lite, pg, strict=False)) if a != b),
                min(len(lite), len(pg)),
            )
            raise CopyError(
                f"{table}: row {diff} differs: {lite[diff : diff + 1]} != {pg[diff : diff + 1]}"
            )


async def _key_columns(source: Store, table: str, columns: list[str]) -> list[str]:
    """The table's primary key (all its columns when it has none)."""
    info = await source.db.fetchall(f"PRAGMA table_info({table})")
    keys = [r["name"] for r in sorted(info, key=lambda r: r["pk"]) if r["pk"]]
    return keys or columns


def main() -> int:
    """Parse the arguments, copy, print the rows per table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sqlite", help="the bot's SQLite file (TAROK_DB_PATH)")
    parser.add_argument("postgres", help="postgresql://user:password@host:port/database")
    parser.add_argument("--compare", action="store_true", help="compare every row afterwards")
    args = parser.parse_args()
    if not Path(args.sqlite).is_file():
        print(f"error: no SQLite file at {args.sqlite}", file=sys.stderr)
        return 2
    try:
        counts = asyncio.run(copy_file(Path(args.sqlite), args.postgres, compare=args.compare))
    except CopyError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    width = max(len(t) for t in counts)
    for table, count in counts.items():
        print(f"{table:<{width}}  {count:>9} rows")
    print(
        f"copied {sum(counts.values())} rows in {len(counts)} tables"
        + (", every row compared" if args.compare else "")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
