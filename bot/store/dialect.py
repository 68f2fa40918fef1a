"""What differs between the store's two SQL dialects, SQLite and PostgreSQL, in one place.

The repositories write one SQL text for both backends: ``?`` placeholders, upserts as
``INSERT … ON CONFLICT (…) DO UPDATE SET c = excluded.c`` and ``RETURNING`` (both engines
read these alike), sums of conditions as ``SUM(CASE WHEN … THEN 1 ELSE 0 END)``, and times
as sortable UTC text in both. What cannot be written alike comes from a :class:`Dialect`:

* placeholders — PostgreSQL numbers them (``$1``, ``$2``…): :meth:`Dialect.sql`;
* row locks in a write transaction — SQLite's ``BEGIN IMMEDIATE`` already serialises every
  writer, PostgreSQL locks the rows a transaction reads before it changes anything
  that depends on them: :attr:`Dialect.for_update`;
* JSON inside a column of JSON text — SQLite's ``json_each``/``json_extract``, PostgreSQL's
  ``jsonb`` functions: :meth:`Dialect.json_array_length`, :meth:`Dialect.json_elements`,
  :meth:`Dialect.json_text`, :meth:`Dialect.json_number`;
* column types and table rebuilds — each dialect has its own copy of every numbered
  migration (:attr:`Dialect.migrations`; the numbers and names are the same, and a test
  checks that both give the same tables, columns, keys and constraints).

Transactions themselves (the writer lock and ``BEGIN IMMEDIATE`` on SQLite, a pooled
connection per transaction on PostgreSQL) and the drivers' errors are the backends'
business: :mod:`bot.store.sqlite` and :mod:`bot.store.postgres`.
"""

from __future__ import annotations

from functools import lru_cache


class Dialect:
    """The SQL text one backend needs where the two differ (SQLite's, by default)."""

    name = "sqlite"
    migrations = "bot.store.migrations"
    """The package holding this dialect's numbered migrations."""
    for_update = ""
    """Appended to a ``SELECT`` whose rows must not change until the transaction ends."""

    def sql(self, text: str) -> str:
        """The statement with this dialect's placeholders (written with ``?``)."""
        return text

    def json_array_length(self, expr: str) -> str:
        """The length of the JSON array held as text in ``expr``."""
        return f"json_array_length({expr})"

    def json_elements(self, expr: str, alias: str) -> str:
        """A FROM item: one row per element of the JSON array in ``expr``, each element
        as ``alias.value``."""
        return f"json_each({expr}) AS {alias}"

    def json_text(self, value: str, key: str) -> str:
        """The text under ``key`` of the JSON object ``value`` (an element's value)."""
        return f"json_extract({value}, '$.{_key(key)}')"

    def json_number(self, value: str, key: str) -> str:
        """The number under ``key`` of the JSON object ``value``."""
        return f"json_extract({value}, '$.{_key(key)}')"


class PostgresDialect(Dialect):
    """PostgreSQL's SQL text."""

    name = "postgres"
    migrations = "bot.store.migrations.postgres"
    for_update = " FOR UPDATE"

    def sql(self, text: str) -> str:
        return numbered_placeholders(text)

    def json_array_length(self, expr: str) -> str:
        return f"jsonb_array_length(({expr})::jsonb)"

    def json_elements(self, expr: str, alias: str) -> str:
        return f"jsonb_array_elements(({expr})::jsonb) AS {alias}(value)"

    def json_text(self, value: str, key: str) -> str:
        return f"({value} ->> '{_key(key)}')"

    def json_number(self, value: str, key: str) -> str:
        return f"({value} ->> '{_key(key)}')::numeric"


SQLITE = Dialect()
POSTGRES = PostgresDialect()


def _key(key: str) -> str:
    if not key.replace("_", "").isalnum():
        raise ValueError(f"not a plain JSON key: {key!r}")
    return key


@lru_cache(maxsize=1024)
def numbered_placeholders(text: str) -> str:
    """``?`` placeholders as ``$1``, ``$2``, … (question marks inside quotes stay)."""
    out: list[str] = []
    number = 0
    quote: str | None = None
    for ch in text:
        if quote is not None:
            if ch == quote:
                quote = None
        elif ch in ("'", '"'):
            quote = ch
        elif ch == "?":
            number += 1
            out.append(f"${number}")
            continue
        out.append(ch)
    return "".join(out)
