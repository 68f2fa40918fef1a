"""A second family through Discord: offered by ``/tarok start``'s game option as soon as it is
registered, played at a table of five by clicking, its points kept apart from Slovenian
tarok's. "Three tricks" (``bot_core.fake_family``) is registered only for these tests and has
no bot pieces of its own: the generic screens serve it."""

from __future__ import annotations

import random

from bot import families
from bot.screens import ids
from bot.tables import random_factory

from .conftest import WorldFactory
from .helpers import Player, lobby_button, open_lobby, play_deal, table_message_or_none


async def test_a_registered_family_is_offered_and_played_at_five(
    make_world: WorldFactory, three_tricks: str
) -> None:
    world = await make_world(computers=random_factory)
    ana, bor, cene = world.players[:3]
    choices = await ana.autocomplete(world.chan, "tarok start", "game", {"game": ""})
    offered = [(c["name"], c["value"]) for c in choices]
    assert offered[0] == ("Slovenian tarok", "slovenian") and ("Czech taroky", "czech") in offered
    assert offered[-1] == ("Threetricks", three_tricks)
    assert [v for _, v in offered] == list(families.names())
    assert isinstance(ids.parse("tk:a:1:0:1:0:double"), ids.Act)
    sizes = await ana.autocomplete(world.chan, "tarok start", "players", {"game": three_tricks})
    assert sorted(c["value"] for c in sizes) == [3, 4, 5]
    lobby = await open_lobby(world, ana, game=three_tricks, players=5, length="2")
    assert "Game: Threetricks" in lobby.text() and "Players (1/5)" in lobby.text()
    for user in (bor, cene):
        await user.click(lobby, custom_id=lobby_button("join"))
    await ana.click(lobby, custom_id=lobby_button("addc"))
    await world.fake.wait_for(lambda: len(world.table.seats) == 4, description="the seats")
    await ana.click(lobby, custom_id=lobby_button("start"))
    table_msg = await world.fake.wait_for(
        lambda: table_message_or_none(world), description="the table"
    )
    table = world.table
    assert table.config.family == three_tricks and len(table.seats) == 5
    assert "sits this deal out" in table_msg.text()
    players = [Player(u) for u in (ana, bor, cene)]
    rng = random.Random(5)
    summary = await play_deal(world, players, rng)
    assert {a.filename for a in summary.media_attachments()} == {"summary.png", "scoresheet.png"}
    # Ana dealt the first deal and sat it out: her hand said so and offered nothing.
    ana_hand = players[0].hand
    assert ana_hand is not None and players[0].clicks == 0
    assert "You sit this deal out." in ana_hand.revisions[0].text()
    logged = await world.bot.store.tables.actions(table.id, 1)
    assert 0 not in {a.seat for a in logged}
    for p in players:
        await p.user.click(summary, label="Ready")
    await world.fake.wait_for(lambda: table.deal_no == 2, description="deal 2")
    await play_deal(world, players, rng)
    await world.fake.wait_for(lambda: world.finals(), description="the standings")
    # The points of Three tricks are on its own leaderboard only.
    r = await ana.slash(world.chan, "tarok leaderboard", {"game": three_tricks})
    board = (await r.wait_response()).text()
    assert "Threetricks" in board and f"<@{bor.id}>" in board
    r = await ana.slash(world.chan, "tarok leaderboard", {"game": "slovenian"})
    assert "No deals have been played yet." in (await r.wait_response()).text()
    r = await ana.slash(world.chan, "tarok stats", {"user": bor, "game": three_tricks})
    stats = (await r.wait_response()).text()
    assert "Deals played: 1" in stats  # Bor dealt deal 2 and sat it out
    r = await ana.slash(world.chan, "tarok history", {})
    assert "Threetricks · deals: 2" in (await r.wait_response()).text()


async def test_an_unknown_game_or_table_size_is_refused(make_world: WorldFactory) -> None:
    world = await make_world()
    ana = world.players[0]
    r = await ana.slash(world.chan, "tarok start", {"game": "chess"})
    reply = await r.wait_response()
    assert reply.ephemeral and "There is no game chess" in reply.text()
    assert "Slovenian tarok (slovenian)" in reply.text()
    r = await ana.slash(world.chan, "tarok start", {"game": "slovenian", "players": 6})
    reply = await r.wait_response()
    assert reply.ephemeral and "Slovenian tarok is played by" in reply.text()
    assert world.bot.manager.get(world.chan.id) is None
    choices = await ana.autocomplete(world.chan, "tarok start", "game", {"game": "slo"})
    assert [c["value"] for c in choices] == ["slovenian"]
    presets = await ana.autocomplete(world.chan, "tarok start", "preset", {"preset": ""})
    assert [c["value"] for c in presets] == ["pagat", "palcka"]
    # "double" is an action of Three tricks only, which is not registered here.
    assert isinstance(ids.parse("tk:a:1:0:1:0:double"), ids.BadId)


async def test_the_game_option_is_on_every_command_that_reads_points(
    make_world: WorldFactory,
) -> None:
    world = await make_world()
    data = world.fake.registered_commands()[0].data
    subs = {o["name"]: o for o in data["options"]}
    for name in ("start", "leaderboard", "stats", "history", "rules", "settings"):
        game = next(o for o in subs[name]["options"] if o["name"] == "game")
        assert game["autocomplete"] is True and not game.get("required"), name
