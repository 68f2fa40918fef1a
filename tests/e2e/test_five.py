"""Slovenian tarok with five at a table through Discord: the lobby takes five seats (computers
fill them), the dealer sits the deal out and the table says so, his hand shows no cards and
no action, and the score sheet leaves him blank."""

from __future__ import annotations

import random

from bot.render import ScoreSheetImage
from bot.tables import random_factory
from bot.ui.images import RENDER_HOOKS, RenderRecord

from .conftest import WorldFactory
from .helpers import (
    Player,
    action_components,
    lobby_button,
    open_hand,
    open_lobby,
    play_deal,
    table_message_or_none,
)


async def test_a_five_player_deal_by_clicking(make_world: WorldFactory) -> None:
    drawn: list[RenderRecord] = []
    RENDER_HOOKS.append(drawn.append)
    try:
        world = await make_world(computers=random_factory)
        ana, bor = world.players[:2]
        sizes = await ana.autocomplete(world.chan, "tarok start", "players", {})
        assert sorted(c["value"] for c in sizes) == [3, 4, 5]
        lobby = await open_lobby(world, ana, players=5, length="1")
        assert "Players (1/5)" in lobby.text()
        await bor.click(lobby, custom_id=lobby_button("join"))
        for _ in range(3):
            await ana.click(lobby, custom_id=lobby_button("addc"))
        await world.fake.wait_for(lambda: len(world.table.seats) == 5, description="five seats")
        assert "Players (5/5)" in lobby.text()
        await ana.click(lobby, custom_id=lobby_button("start"))
        table_msg = await world.fake.wait_for(
            lambda: table_message_or_none(world), description="the table"
        )
        table = world.table
        assert table.deal_seats == (1, 2, 3, 4)
        lines = table_msg.text().splitlines()
        assert any(
            line.startswith("1. **ana**") and "deals and sits this deal out" in line
            for line in lines
        )
        assert not any("(dealer" in line for line in lines)
        players = [Player(ana), Player(bor)]
        resting = await open_hand(world, players[0])
        assert "You sit this deal out." in resting.text()
        assert not resting.attachments and action_components(resting) == ([], [])
        summary = await play_deal(world, players, random.Random(11))
        assert players[0].clicks == 0 and players[1].clicks > 0
        assert {a.filename for a in summary.media_attachments()} == {
            "summary.png",
            "scoresheet.png",
        }
        await world.fake.wait_for(lambda: world.finals(), description="the standings")
        await world.bot.presenter.idle()
    finally:
        RENDER_HOOKS.remove(drawn.append)
    logged = await world.bot.store.tables.actions(table.id, 1)
    assert 0 not in {a.seat for a in logged}
    sheets = [r.spec.model for r in drawn if r.spec.kind == "sheet"]
    assert sheets
    for sheet in sheets:
        assert isinstance(sheet, ScoreSheetImage) and len(sheet.players) == 5
        assert sheet.rows[0].deltas[0] is None  # Ana sat the deal out: a blank
    assert all(r.spec.audience in (None, 1) for r in drawn if r.spec.kind == "hand")
    rows = await world.bot.store.ledger.entries(table.session_id or 0, "out")
    assert [(e.seat, e.deal_no, e.score) for e in rows] == [(0, 1, 0)]
