"""A real PostgreSQL server for the tests (see :mod:`pgtest.server`) and its fixtures.

``postgres_server`` (session): the server, started once on first use, or the test is
skipped with the reason when no server can be started here. ``pg_url``: the URL of a fresh,
empty database on it, dropped after the test. ``backend``/``db_target``: the store tests
run once on SQLite and once on PostgreSQL.
"""

from .server import PostgresServer, ServerUnavailable, find_bindir, run_async, start_server

__all__ = ["PostgresServer", "ServerUnavailable", "find_bindir", "run_async", "start_server"]
