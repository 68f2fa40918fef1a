"""Fixtures of the end-to-end tests: a fake Discord with a server, a channel and players."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from bot_core.fake_family import three_tricks  # noqa: F401  (a fixture)

from .helpers import World, open_world

WorldFactory = Callable[..., Awaitable[World]]


@pytest.fixture
async def make_world(tmp_path: Path) -> AsyncIterator[WorldFactory]:
    """Build a world (fake Discord + bot) with the given bot options; closed after the test."""
    worlds: list[World] = []

    async def factory(**options: Any) -> World:
        world = await open_world(tmp_path / "tarok.sqlite3", **options)
        worlds.append(world)
        return world

    yield factory
    for world in worlds:
        await world.close()
