"""A spectator for the end-to-end tests: someone not seated who watches a table while it is
played, clicking Refresh on the view now and then (for the privacy audits)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from fakediscord import FakeMessage, FakeUser, InteractionRejectedError

from .helpers import World, table_message_or_none

INTERVAL = 0.2
"""Seconds between two refreshes (about once per two moves of the computers)."""


@dataclass
class Spectator:
    """What a spectator saw: the views opened and how often they were refreshed."""

    user: FakeUser
    views: list[FakeMessage] = field(default_factory=list)
    refreshes: int = 0


@contextlib.asynccontextmanager
async def spectating(world: World, user: FakeUser) -> AsyncIterator[Spectator]:
    """While the block runs, ``user`` watches the channel's table: Watch on the newest table
    message (again for each deal), Refresh in between."""
    spectator = Spectator(user)
    stop = asyncio.Event()

    async def watch() -> None:
        watched: int | None = None
        while not stop.is_set():
            table_msg = table_message_or_none(world)
            with contextlib.suppress(InteractionRejectedError, AssertionError):
                if table_msg is not None and table_msg.id != watched:
                    r = await user.click(table_msg, label="Watch")
                    spectator.views.append(await r.wait_response())
                    watched = table_msg.id
                elif spectator.views and world.bot.manager.get(world.chan.id) is not None:
                    await user.click(spectator.views[-1], label="Refresh")
                    spectator.refreshes += 1
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), INTERVAL)

    task = asyncio.ensure_future(watch())
    try:
        yield spectator
    finally:
        stop.set()
        await task
