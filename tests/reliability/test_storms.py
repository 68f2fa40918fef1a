"""Discord misbehaves during a deal: the gateway drops, REST answers 5xx or 429 for a while.

One human and three computers (who take a tenth of a second a move, so that the table keeps
writing during the storm) play a deal through the fake Discord while a storm runs beside
it. Afterwards the table in memory is what the engine replays from the action log (nothing
lost, nothing doubled: one action per move), the deal ends with its summary posted, the
bot's writes settle, and every click made once Discord answered again was acknowledged
within Discord's 3 seconds.

Storms: the gateway asks the bot to reconnect (op 7), closes the socket (the bot resumes),
invalidates the session (the bot identifies anew); REST answers 500/502/503 on every
channel and webhook route for two seconds (interaction callbacks still work: the clicks are
answered within 3 s all through it); a full outage where even the callbacks fail (the human
waits for it to end); 429 storms on the channel and webhook routes, and a global 429.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from e2e.helpers import (
    Player,
    World,
    act,
    action_components,
    defaults,
    open_hand,
    open_world,
    start_game,
)
from fakediscord.errors import NoBotConnectedError
from fakediscord.models import InjectedFault

from bot.tables import Table
from engine.core.record import replay

STORM_SECONDS = 2.0
ANSWER_BUDGET = 3.0


@dataclass
class Storm:
    """A storm of one kind: how it starts and ends, and whether clicks fail during it."""

    name: str
    blocks_clicks: bool = False
    active: asyncio.Event = field(default_factory=asyncio.Event)
    lifted: asyncio.Event = field(default_factory=asyncio.Event)
    lifted_at: float = 0.0
    hits: int = 0
    """Requests the storm answered with an error (REST storms)."""


def _fault(world: World, route: str, status: int, **kw: object) -> InjectedFault:
    return world.fake.inject_error(route, status=status, times=10**9, **kw)  # type: ignore[arg-type]


def _lift(world: World, faults: list[InjectedFault]) -> None:
    for f in faults:
        f.remaining = 0
        if f in world.fake.faults:
            world.fake.faults.remove(f)


async def _rest_storm(world: World, storm: Storm) -> None:
    """Start the storm's faults, hold them ``STORM_SECONDS``, lift them."""
    faults: list[InjectedFault] = []
    if storm.name == "5xx":
        faults += [
            _fault(world, "PATCH /channels/*", 500),
            _fault(world, "POST /channels/*", 502),
            _fault(world, "* /webhooks/*", 503),
        ]
    elif storm.name == "outage":
        faults.append(_fault(world, "* /*", 503))
    elif storm.name == "429":
        for route in ("PATCH /channels/*", "POST /channels/*", "* /webhooks/*"):
            faults.append(_fault(world, route, 429, retry_after=0.5))
    elif storm.name == "global 429":
        # Discord's global limit: discord.py holds every request until it lifts.
        faults.append(_fault(world, "* /channels/*", 429, retry_after=0.5, is_global=True))
    storm.active.set()
    await asyncio.sleep(STORM_SECONDS)
    _lift(world, faults)
    storm.hits = sum(len(f.hits) for f in faults)


async def _gateway_storm(world: World, storm: Storm) -> None:
    """The gateway drops three times, each a different way, while the deal goes on."""
    storm.active.set()
    fake = world.fake
    await fake.force_reconnect()
    await asyncio.sleep(0.3)
    await fake.drop_connection(code=4000)
    await asyncio.sleep(0.3)
    await fake.drop_connection(code=1011)
    await asyncio.sleep(0.3)
    await fake.invalidate_session(resumable=False)


async def _run_storm(world: World, storm: Storm, after: asyncio.Event) -> None:
    await after.wait()
    if storm.name == "gateway":
        await _gateway_storm(world, storm)
    else:
        await _rest_storm(world, storm)
    storm.lifted_at = time.monotonic()
    storm.lifted.set()


async def _consistent(world: World, table: Table) -> None:
    """The table in memory is the engine's replay of the stored log, one action per move."""
    store = world.bot.store
    deal = (await store.tables.deals(table.id))[-1]
    log = await store.tables.actions(table.id, deal.deal_no)
    assert [a.move_no for a in log] == list(range(len(log))), "moves doubled or missing"
    assert table.deal_no == deal.deal_no and table.move == len(log)
    family = table.game.engine
    replayed = replay(family, json.loads(deal.header_json), [a.action for a in log])
    assert replayed == table.state, "the table is not what its action log replays to"


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    """A world whose computers take a tenth of a second a move."""
    w = await open_world(
        tmp_path / "tarok.sqlite3", table_defaults=defaults(computer_delay=0.1, update_interval=0.2)
    )
    w.allow_429 = True  # a storm's backlog may run into the model's own limits
    yield w
    await w.close()


async def _play(world: World, storm: Storm, rng: random.Random) -> list[tuple[float, float]]:
    """The human plays the deal to its end (waiting out a storm that fails clicks); each
    click's (time sent, acknowledgement latency)."""
    player = Player(world.players[0])
    await open_hand(world, player)
    clicks: list[tuple[float, float]] = []
    before = len(world.summaries())
    started = asyncio.Event()
    storm_task = asyncio.create_task(_run_storm(world, storm, started))
    moves = 0
    try:
        for _ in range(400):
            if len(world.summaries()) > before:
                break
            if storm.blocks_clicks and storm.active.is_set() and not storm.lifted.is_set():
                await storm.lifted.wait()
                await open_hand(world, player)  # the hand as it is now
            sent = time.monotonic()
            try:
                moved = await act(world, player, rng, prefer_pass=True)
            except NoBotConnectedError:  # the gateway is down this instant: click again
                await asyncio.sleep(0.05)
                continue
            if moved:
                result = list(world.fake.interactions.values())[-1]
                assert result.latency is not None
                clicks.append((sent, result.latency))
                moves += 1
                if moves == 2:
                    started.set()
                continue
            started.set()

            def ready() -> bool:
                if len(world.summaries()) > before:
                    return True
                return player.hand is not None and any(action_components(player.hand))

            await world.fake.wait_for(ready, timeout=30, description="a move or the summary")
        else:
            raise AssertionError("the deal did not end")
        await storm_task
    finally:
        storm_task.cancel()
    return clicks


@pytest.mark.parametrize("kind", ["gateway", "5xx", "outage", "429", "global 429"])
async def test_a_storm_loses_nothing_and_clicks_are_answered_once_discord_is_back(
    world: World, kind: str
) -> None:
    storm = Storm(kind, blocks_clicks=kind in ("outage", "global 429"))
    await start_game(world, [world.players[0]], computers=3, players=4)
    table = world.table
    clicks = await _play(world, storm, random.Random(kind))
    assert storm.lifted.is_set(), "the storm never ran"
    assert kind == "gateway" or storm.hits > 0, "the storm hit nothing"
    await _consistent(world, table)
    await asyncio.wait_for(world.bot.presenter.idle(), 20)
    after = [latency for sent, latency in clicks if sent >= storm.lifted_at]
    during = [latency for sent, latency in clicks if sent < storm.lifted_at]
    assert after, "no click once Discord answered again"
    assert max(after) < ANSWER_BUDGET, f"clicks after the storm took {max(after):.1f} s"
    if not storm.blocks_clicks:
        assert max(during, default=0.0) < ANSWER_BUDGET, "clicks during the storm were late"
    # The bot's writes settled: the public table shows the deal's end.
    assert world.summaries(), "no summary after the storm"


async def test_a_click_after_an_outage_is_answered_at_once(world: World) -> None:
    """After a 5-second full outage a click is answered within 3 s: nothing the bot queued
    while Discord was down (retries, pushes) stands in front of it."""
    ana = world.players[0]
    await start_game(world, [ana], computers=3, players=4)
    player = Player(ana)
    await open_hand(world, player)
    fault = _fault(world, "* /*", 503)
    await asyncio.sleep(5.0)
    _lift(world, [fault])
    hand = await open_hand(world, player)
    r = list(world.fake.interactions.values())[-1]
    assert r.latency is not None and r.latency < ANSWER_BUDGET
    assert hand.ephemeral
    await _consistent(world, world.table)
