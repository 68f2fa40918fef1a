"""The schema of a store's database in one neutral form, to compare the two dialects.

Per table: its columns (a type family and whether NULL is allowed), primary key, unique keys
and unique indexes (with whether they are partial), other indexes, foreign keys (with their
ON DELETE action) and how many CHECK constraints it has.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from bot.store import Store

Columns = tuple[str, ...]


@dataclass
class TableShape:
    """What a table is made of, independent of the dialect."""

    columns: dict[str, tuple[str, bool]] = field(default_factory=dict)
    """column -> (type family, NOT NULL)"""
    primary_key: Columns = ()
    unique: set[tuple[Columns, bool]] = field(default_factory=set)
    """(columns, partial)"""
    indexes: set[Columns] = field(default_factory=set)
    foreign_keys: set[tuple[Columns, str, Columns, str]] = field(default_factory=set)
    """(columns, referenced table, referenced columns, ON DELETE)"""
    checks: int = 0


def _family(declared: str) -> str:
    t = declared.upper()
    if "INT" in t:
        return "integer"
    if "CHAR" in t or "TEXT" in t:
        return "text"
    if "REAL" in t or "DOUB" in t or "FLOA" in t:
        return "real"
    return t.lower()


async def shape(store: Store) -> dict[str, TableShape]:
    """Every table of the store's database (the migration bookkeeping included)."""
    if store.backend == "postgres":
        return await _postgres(store)
    return await _sqlite(store)


async def _sqlite(store: Store) -> dict[str, TableShape]:
    db = store.db
    out: dict[str, TableShape] = {}
    tables = await db.fetchall(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    )
    for t in tables:
        name = t["name"]
        s = out[name] = TableShape()
        info = await db.fetchall(f"PRAGMA table_info({name})")
        pk = sorted((r["pk"], r["name"]) for r in info if r["pk"])
        s.primary_key = tuple(c for _, c in pk)
        for r in info:
            notnull = bool(r["notnull"]) or r["name"] in s.primary_key
            s.columns[r["name"]] = (_family(r["type"]), notnull)
        for idx in await db.fetchall(f"PRAGMA index_list({name})"):
            cols = tuple(r["name"] for r in await db.fetchall(f"PRAGMA index_info({idx['name']})"))
            if idx["origin"] == "pk":
                continue
            if idx["unique"]:
                s.unique.add((cols, bool(idx["partial"])))
            else:
                s.indexes.add(cols)
        fks: dict[int, list[Any]] = {}
        for r in await db.fetchall(f"PRAGMA foreign_key_list({name})"):
            fks.setdefault(r["id"], []).append(r)
        for rows in fks.values():
            rows.sort(key=lambda r: r["seq"])
            s.foreign_keys.add(
                (
                    tuple(r["from"] for r in rows),
                    rows[0]["table"],
                    tuple(r["to"] for r in rows),
                    rows[0]["on_delete"].upper(),
                )
            )
        s.checks = len(re.findall(r"\bCHECK\s*\(", t["sql"], flags=re.IGNORECASE))
    return out


_ON_DELETE = {
    "a": "NO ACTION",
    "r": "RESTRICT",
    "c": "CASCADE",
    "n": "SET NULL",
    "d": "SET DEFAULT",
}


async def _postgres(store: Store) -> dict[str, TableShape]:
    db = store.db
    out: dict[str, TableShape] = {}
    for t in await db.fetchall(
        "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
    ):
        out[t[0]] = TableShape()
    for r in await db.fetchall(
        "SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns"
        " WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
    ):
        out[r["table_name"]].columns[r["column_name"]] = (
            _family(r["data_type"]),
            r["is_nullable"] == "NO",
        )
    for r in await db.fetchall(
        "SELECT c.relname AS table_name, i.indisunique, i.indisprimary,"
        " i.indpred IS NOT NULL AS partial,"
        " ARRAY(SELECT a.attname FROM unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)"
        "       JOIN pg_attribute AS a ON a.attrelid = i.indrelid AND a.attnum = k.attnum"
        "       ORDER BY k.n) AS columns"
        " FROM pg_index AS i JOIN pg_class AS c ON c.oid = i.indrelid"
        " JOIN pg_namespace AS ns ON ns.oid = c.relnamespace"
        " WHERE ns.nspname = current_schema()"
    ):
        s = out[r["table_name"]]
        cols = tuple(r["columns"])
        if r["indisprimary"]:
            s.primary_key = cols
        elif r["indisunique"]:
            s.unique.add((cols, bool(r["partial"])))
        else:
            s.indexes.add(cols)
    for r in await db.fetchall(
        "SELECT c.relname AS table_name, con.contype::text AS contype,"
        " con.confdeltype::text AS confdeltype,"
        " f.relname AS ref_table,"
        " ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY AS k(attnum, n)"
        "       JOIN pg_attribute AS a ON a.attrelid = con.conrelid AND a.attnum = k.attnum"
        "       ORDER BY k.n) AS columns,"
        " ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY AS k(attnum, n)"
        "       JOIN pg_attribute AS a ON a.attrelid = con.confrelid AND a.attnum = k.attnum"
        "       ORDER BY k.n) AS ref_columns"
        " FROM pg_constraint AS con JOIN pg_class AS c ON c.oid = con.conrelid"
        " JOIN pg_namespace AS ns ON ns.oid = c.relnamespace"
        " LEFT JOIN pg_class AS f ON f.oid = con.confrelid"
        " WHERE ns.nspname = current_schema() AND con.contype IN ('f', 'c')"
    ):
        s = out[r["table_name"]]
        if r["contype"] == "c":
            s.checks += 1
        else:
            s.foreign_keys.add(
                (
                    tuple(r["columns"]),
                    r["ref_table"],
                    tuple(r["ref_columns"]),
                    _ON_DELETE[r["confdeltype"]],
                )
            )
    return out
