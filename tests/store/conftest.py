"""Fixtures of the store contract tests (the backends come from ``tests/conftest.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def empty_target(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str | Path:
    """A database of ``backend`` without any schema: a SQLite file that does not exist
    yet, or an empty PostgreSQL database."""
    if backend == "postgres":
        return str(request.getfixturevalue("pg_url"))
    return tmp_path / "data" / "tarok.sqlite3"
