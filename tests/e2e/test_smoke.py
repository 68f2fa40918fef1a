"""The shortest path: /tarok start, join, start, My hand, one move played by clicking."""

from __future__ import annotations

import random

from .conftest import WorldFactory
from .helpers import Player, act, action_components, open_hand, start_game


async def test_start_join_start_and_play_by_clicking(make_world: WorldFactory) -> None:
    world = await make_world()
    ana, bor = world.players[:2]
    table_msg = await start_game(world, [ana, bor], computers=1, players=3)
    # The deal starts with the bidding: no card can be on the table, so no image of one.
    assert not table_msg.ephemeral and "Bidding" in table_msg.text()
    assert not table_msg.attachments
    players = [Player(ana), Player(bor)]
    for p in players:
        hand = await open_hand(world, p)
        assert hand.attachment("hand.png").image().width > 0

    def someone_on_turn() -> Player | None:
        return next((p for p in players if p.hand and action_components(p.hand)[0]), None)

    player = await world.fake.wait_for(someone_on_turn, description="a human's turn")
    assert await act(world, player, random.Random(1))
    logged = await world.bot.store.tables.actions(world.table.id)
    assert any(a.actor_kind == "player" and a.actor_id == player.user.id for a in logged)
