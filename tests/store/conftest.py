"""Fixtures of the store contract tests (the backends come from ``tests/conftest.py``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from bot_core.helpers import OPEN_RIGS


@pytest.fixture
def empty_target(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str | Path:
    """A database of ``backend`` without any schema: a SQLite file that does not exist
    yet, or an empty PostgreSQL database."""
    if backend == "postgres":
        return str(request.getfixturevalue("pg_url"))
    return tmp_path / "data" / "tarok.sqlite3"


@pytest.fixture(autouse=True)
async def _close_rigs() -> AsyncIterator[None]:
    """Close every rig (``bot_core.helpers.make_rig``) a test opened, even when it failed."""
    yield
    while OPEN_RIGS:
        await OPEN_RIGS.pop().close()
