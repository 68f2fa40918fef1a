"""Reusable pytest fixtures for tests built on the fake Discord.

Inside ``tests/fakediscord`` they are registered by this package's ``conftest.py``.
Elsewhere, import the fixture into your own ``conftest.py`` (importing a fixture
function into a conftest registers it)::

    from fakediscord.fixtures import fake_discord  # noqa: F401
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest_asyncio

from .server import FakeDiscord

__all__ = ["fake_discord"]


@pytest_asyncio.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    """A started :class:`FakeDiscord` with discord.py patched to use it.

    At teardown any bot started with ``start_bot`` is stopped, the server is closed,
    discord.py is restored and (strict mode) the test fails if the bot logged errors
    or called routes the fake does not implement.
    """
    async with FakeDiscord() as fake:
        yield fake
