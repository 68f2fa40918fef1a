"""The /tarok commands, the lobby buttons and the languages."""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.__main__ import PERMISSIONS

from .conftest import WorldFactory
from .helpers import Player, open_hand, open_lobby, play_deal, start_game

ROOT = Path(__file__).resolve().parents[2]


async def test_lobby_buttons_host_rules_and_cancel(make_world: WorldFactory) -> None:
    world = await make_world()
    ana, bor, cene = world.players[:3]
    lobby = await open_lobby(world, ana, players=4, level="hard", timer=45, length="4")
    assert "Host: ana" in lobby.text() and "Move timer: 45 s" in lobby.text()
    assert "Length: 4 deals" in lobby.text() and "Computer players: hard" in lobby.text()
    # A second table in the same channel is refused.
    r = await bor.slash(world.chan, "tarok start", {})
    assert "already has an open table" in (await r.wait_response()).text()
    await bor.click(lobby, label="Join")
    await ana.click(lobby, label="Add computer")
    await world.fake.wait_for(lambda: "3. computer (hard)" in lobby.text(), description="seats")
    assert "2. bor" in lobby.text() and "4. free" in lobby.text()
    # Only the host adds computers or starts.
    r = await bor.click(lobby, label="Start")
    refusal = await r.wait_followup()
    assert refusal.ephemeral and "Only the host" in refusal.text()
    await ana.click(lobby, label="Remove computer")
    await bor.click(lobby, label="Leave")
    await world.fake.wait_for(lambda: "2. free" in lobby.text(), description="bor gone")
    r = await cene.click(lobby, label="Leave")
    assert "not seated" in (await r.wait_followup()).text()
    await ana.click(lobby, label="Cancel")
    await world.fake.wait_for(lambda: "The table was closed." in lobby.text(), description="closed")
    assert not lobby.buttons()
    assert world.bot.manager.get(world.chan.id) is None


async def test_stop_ends_the_session_with_standings(make_world: WorldFactory) -> None:
    world = await make_world()
    ana, bor = world.players[:2]
    await start_game(world, [ana, bor], computers=1, players=3, length="8")
    r = await bor.slash(world.chan, "tarok stop", {})
    assert "Only the host" in (await r.wait_response()).text()
    r = await ana.slash(world.chan, "tarok stop", {})
    assert "ana ended the session." in (await r.wait_response()).text()
    final = await world.fake.wait_for(lambda: world.finals(), description="the standings")
    assert "The session was ended early." in final[-1].text()
    assert world.bot.manager.get(world.chan.id) is None


async def test_languages_player_choice_and_server_default(make_world: WorldFactory) -> None:
    world = await make_world()
    ana, bor = world.players[:2]
    r = await ana.slash(world.chan, "tarok language", {"language": "sl"})
    reply = await r.wait_response()
    assert reply.ephemeral and "Odslej ti pišem" in reply.text()
    await start_game(world, [ana, bor], computers=1, players=3)
    table_msg = world.table_message()
    assert "To move:" in table_msg.text()  # the server's language (English)
    ana_hand = await open_hand(world, Player(ana))
    bor_hand = await open_hand(world, Player(bor))
    assert "Tvoje karte" in ana_hand.text() and "Osveži" in ana_hand.text()
    assert "Your hand" in bor_hand.text()
    r = await ana.slash(world.chan, "tarok language", {"language": "server"})
    assert "server's language" in (await r.wait_response()).text()


async def test_server_settings_need_manage_server(make_world: WorldFactory) -> None:
    world = await make_world()
    ana = world.players[0]
    mod = world.guild.add_member("mod", permissions=discord.Permissions(manage_guild=True))
    r = await ana.slash(world.chan, "tarok settings", {"language": "sl"})
    assert "not allowed" in (await r.wait_response()).text()
    options = {"language": "sl", "preset": "palcka", "timer": 30, "level": "easy"}
    r = await mod.slash(world.chan, "tarok settings", options)
    shown = await r.wait_response()
    assert shown.ephemeral and "Nastavitve so shranjene." in shown.text()
    assert "Jezik: slovenščina" in shown.text() and "Čas za potezo: 30 s" in shown.text()
    r = await mod.slash(world.chan, "tarok settings", {"rule": "mond_penalty", "value": "20"})
    assert "Kazen za ujetega monda: 20" in (await r.wait_response()).text()
    r = await mod.slash(world.chan, "tarok settings", {"rule": "mond_penalty", "value": "7"})
    assert "ni veljavna" in (await r.wait_response()).text()
    lobby = await open_lobby(world, ana)
    text = lobby.text()
    assert "Tarok: nova miza" in text and "Palčka" in text and "30 s" in text
    table = world.table
    assert table.config.preset == "palcka" and table.config.move_timer == 30
    assert table.config.rule_overrides == {"mond_penalty": 20}


async def test_stats_history_rules_help(make_world: WorldFactory) -> None:
    world = await make_world()
    ana = world.players[0]
    r = await ana.slash(world.chan, "tarok stats", {})
    assert "has not played a deal yet" in (await r.wait_response()).text()
    await start_game(world, [ana], computers=2, players=3)
    await play_deal(world, [Player(ana)], random.Random(3))
    await world.fake.wait_for(lambda: world.finals(), description="the standings")
    r = await ana.slash(world.chan, "tarok stats", {"user": ana})
    stats = await r.wait_response()
    assert "Statistics: ana" in stats.text() and "Deals played: 1" in stats.text()
    chart = stats.attachment("chart.png").image()
    assert chart.width > 400
    r = await ana.slash(world.chan, "tarok history", {})
    history = await r.wait_response()
    assert "Recent sessions" in history.text() and "deals: 1" in history.text()
    r = await ana.slash(world.chan, "tarok rules", {"preset": "palcka"})
    rules = await r.wait_response()
    assert (
        rules.ephemeral
        and "Rules: Palčka" in rules.text()
        and "Captured Mond penalty" in rules.text()
    )
    r = await ana.slash(world.chan, "tarok help", {})
    assert "/tarok start" in (await r.wait_response()).text()


async def test_commands_are_synced_once_with_english_descriptions(make_world: WorldFactory) -> None:
    world = await make_world()
    commands = world.fake.registered_commands()
    assert [c.name for c in commands] == ["tarok"]
    data = commands[0].data
    subs = {o["name"] for o in data["options"]}
    assert subs == {
        "start",
        "stop",
        "leaderboard",
        "stats",
        "history",
        "rules",
        "settings",
        "language",
        "help",
        "replay",
        "watch",
        "daily",
        "pad",
    }
    daily = next(o for o in data["options"] if o["name"] == "daily")
    assert {o["name"] for o in daily["options"]} == {"play", "continue", "leaderboard"}
    assert data["description_localizations"]["en-US"] == "Tarok card games"
    assert world.bot.synced is True
    mark = world.fake.mark()
    await world.restart()
    assert world.bot.synced is False and not world.fake.calls("PUT /applications/*", since=mark)


async def test_a_dev_guild_gets_the_commands_instead_of_everyone(tmp_path: Path) -> None:
    from fakediscord import FakeDiscord

    from .helpers import make_bot

    async with FakeDiscord() as fake:
        guild = fake.add_guild("Dev")
        chan = guild.add_text_channel("tarok")
        ana = guild.add_member("ana")
        bot = make_bot(tmp_path / "dev.sqlite3", settings={"dev_guild_id": guild.id})
        await fake.start_bot(bot)
        assert not fake.registered_commands() and fake.registered_commands(guild)
        r = await ana.slash(chan, "tarok help", {})
        assert "/tarok start" in (await r.wait_response()).text()
        await fake.stop_bot()


def test_running_without_a_token_explains_the_setup(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": ""}
    proc = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode != 0
    err = proc.stderr
    assert "DISCORD_TOKEN is not set" in err and "developer portal" in err.lower()
    assert "privileged" in err and "applications.commands" in err
    assert f"permissions={PERMISSIONS.value}" in err
    for perm in ("View Channel", "Send Messages in Threads", "Attach Files", "Embed Links"):
        assert perm in err


async def test_start_needs_the_bots_channel_permissions(make_world: WorldFactory) -> None:
    world = await make_world()
    ana = world.players[0]
    deny = discord.Permissions(attach_files=True)
    locked = world.guild.add_text_channel(
        "no-files", overwrites={world.fake.bot_user: (discord.Permissions.none(), deny)}
    )
    r = await ana.slash(locked, "tarok start", {})
    reply = await r.wait_response()
    assert reply.ephemeral and "Attach Files" in reply.text()
    assert world.bot.manager.get(locked.id) is None


async def test_a_command_that_waits_for_the_database_is_deferred_before_discords_three_seconds(
    make_world: WorldFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Many tables opened at once queue their reads and writes on the database, and a
    ``/tarok start`` answered only after them took over 3 s. A command that has not answered
    within the budget is deferred: publicly where its answer is public (the lobby fills the
    "thinking…" message), privately where it is private; a private refusal of a public
    command replaces the public "thinking…" with a message only its user sees."""
    from bot.ui import controller

    world = await make_world()
    ana, bor = world.players[:2]
    monkeypatch.setattr(controller, "RENDER_BUDGET", 0.05)
    guilds = world.bot.store.guilds
    real_get = guilds.get

    async def slow_get(guild_id: int) -> Any:
        await asyncio.sleep(0.3)  # other tables' writes ahead of this read
        return await real_get(guild_id)

    monkeypatch.setattr(guilds, "get", slow_get)
    r = await ana.slash(world.chan, "tarok start", {})
    assert await r.wait_ack() == 5  # DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
    lobby = await r.wait_response()
    assert not lobby.ephemeral and "Host: ana" in lobby.text() and lobby.buttons()
    assert r.followups == []

    r = await bor.slash(world.chan, "tarok start", {})
    assert await r.wait_ack() == 5
    refusal = await r.wait_followup()
    assert refusal.ephemeral and "already has an open table" in refusal.text()
    assert r.message is not None and r.message.deleted, "the public thinking… stays"
    assert world.bot.manager.get(world.chan.id) is not None

    r = await ana.slash(world.chan, "tarok rules", {})
    assert await r.wait_ack() == 5
    rules = await r.wait_response()
    assert rules.ephemeral and not rules.deleted and r.followups == []

    monkeypatch.setattr(guilds, "get", real_get)
    r = await ana.slash(world.chan, "tarok rules", {})
    assert await r.wait_ack() == 4, "a command that answers in time is not deferred"
