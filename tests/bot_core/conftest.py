"""Fixtures of the bot core tests."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from .fake_family import three_tricks  # noqa: F401  (a fixture)
from .helpers import OPEN_RIGS, Rig, WallClock, make_rig


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A fresh SQLite file in a folder that does not exist yet."""
    return tmp_path / "data" / "tarok.sqlite3"


@pytest.fixture
def wall() -> WallClock:
    """A settable wall clock for store timestamps."""
    return WallClock()


@pytest.fixture(autouse=True)
async def _close_rigs() -> AsyncIterator[None]:
    """Close every rig a test opened, even when it failed."""
    yield
    while OPEN_RIGS:
        await OPEN_RIGS.pop().close()


@pytest.fixture
async def rig(db_target: str | Path) -> Rig:
    """A table manager on fake time over a fresh database, once per backend."""
    return await make_rig(db_target)
