"""Fixtures for the whole suite: the PostgreSQL server and the store backends (pgtest)."""

from pgtest.fixtures import (  # noqa: F401
    backend,
    db_target,
    pg_migrated_url,
    pg_url,
    postgres_server,
    store,
)
