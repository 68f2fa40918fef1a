"""A real PostgreSQL server for the tests (see :mod:`pgtest.server`) and its fixtures.

``postgres_server`` (session): the server, started once on first use, or the test is
skipped with the reason when no server can be started here. ``pg_url``: the URL of a fresh,
empty database on it, dropped after the test; ``pg_migrated_url``: one with the store's
schema. ``backend``/``db_target``/``store``: a test using them runs once on SQLite and once
on PostgreSQL. ``TAROK_TEST_DATABASE_URL`` runs them on a server of one's own instead.
"""

from .server import PostgresServer, ServerUnavailable, find_bindir, run_async, start_server

__all__ = ["PostgresServer", "ServerUnavailable", "find_bindir", "run_async", "start_server"]
