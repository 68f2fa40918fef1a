"""The shortest path: /tarok start, join, start, My hand, a card played by clicking."""

from __future__ import annotations

import random

from .conftest import WorldFactory
from .helpers import Player, act, open_hand, start_game


async def test_start_join_start_and_play_by_clicking(make_world: WorldFactory) -> None:
    world = await make_world()
    ana, bor = world.players[:2]
    table_msg = await start_game(world, [ana, bor], computers=1, players=3)
    assert not table_msg.ephemeral
    player = Player(ana)
    hand = await open_hand(world, player)
    assert hand.attachment("hand.png").image().width > 0
    rng = random.Random(1)
    moved = 0
    for _ in range(50):
        if await act(world, player, rng):
            moved += 1
            break
        other = Player(bor)
        await open_hand(world, other)
        if await act(world, other, rng):
            moved += 1
            break
    assert moved
    logged = await world.bot.store.tables.actions(world.table.id)
    assert any(a.actor_kind == "player" for a in logged)
