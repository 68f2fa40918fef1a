"""Fixtures of the PostgreSQL tests (registered for the whole suite by ``tests/conftest.py``)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.store import Store

from .server import PostgresServer, ServerUnavailable, start_server

BACKENDS = ("sqlite", "postgres")


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """The session's PostgreSQL server (started on first use; the test is skipped with the
    reason where no server can start)."""
    try:
        server = start_server()
    except ServerUnavailable as exc:
        pytest.skip(f"PostgreSQL tests skipped: {exc}")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def pg_url(postgres_server: PostgresServer) -> Iterator[str]:
    """A fresh, empty database on the session's server (dropped after the test)."""
    url = postgres_server.new_database()
    try:
        yield url
    finally:
        postgres_server.drop_database(url)


@pytest.fixture
def pg_migrated_url(postgres_server: PostgresServer) -> Iterator[str]:
    """A fresh database with the store's current schema (a copy of one migrated once)."""
    url = postgres_server.new_database(migrated=True)
    try:
        yield url
    finally:
        postgres_server.drop_database(url)


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    """Each backend in turn: ``"sqlite"`` and ``"postgres"``."""
    return str(request.param)


@pytest.fixture
def db_target(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str | Path:
    """What ``Store.open`` takes for a fresh database of ``backend``: a SQLite file in a
    folder that does not exist yet, or the URL of a PostgreSQL database with the current
    schema and no rows (``pg_url`` gives an empty one, for migration tests)."""
    if backend == "postgres":
        return str(request.getfixturevalue("pg_migrated_url"))
    return tmp_path / "data" / "tarok.sqlite3"


@pytest.fixture
async def store(db_target: str | Path) -> AsyncIterator[Store]:
    """A migrated store on a fresh database, once on SQLite and once on PostgreSQL."""
    s = await Store.open(db_target)
    yield s
    await s.close()
