"""End-to-end tests of the fake Discord with a tiny real discord.py bot.

The bot below is deliberately small but uses the same discord.py features as the
tarok bot: an app-command group with subcommands, persistent ``DynamicItem``
buttons, ephemeral Components V2 ``LayoutView`` replies with a PNG in a media
gallery, a select menu, defer + edit + followup, channel messages, a modal.
"""

from __future__ import annotations

import asyncio
import dataclasses
import io
import json
import re
import time
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
import pytest_asyncio
from discord import app_commands
from discord.ext import commands
from PIL import Image

from . import (
    BotErrorLoggedError,
    FakeDiscord,
    FakeMessage,
    FakeUser,
    InvalidCommandInputError,
    NoBotConnectedError,
    NotVisibleError,
    collect_text,
    describe_components,
    find_button,
    find_select,
    validate_components,
)
from .models import FakeChannel, FakeGuild
from .ratelimits import RateLimiter, RateLimits

CARDS = ["XXI", "Skis", "Pagat"]

# ---------------------------------------------------------------------------
# The tiny bot
# ---------------------------------------------------------------------------


def hand_png(cards: list[str]) -> io.BytesIO:
    """Render a fake 'hand' image: one coloured stripe per card."""
    image = Image.new("RGB", (40 * len(cards), 60), "white")
    for index in range(len(cards)):
        image.paste((30 * index, 120, 200), (40 * index, 0, 40 * index + 35, 60))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    buffer.seek(0)
    return buffer


class JoinButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tarok:join:(?P<game>[0-9]+)"
):
    """Persistent Join button; survives bot restarts."""

    def __init__(self, game: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Join", style=discord.ButtonStyle.primary, custom_id=f"tarok:join:{game}"
            )
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> JoinButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = interaction.client
        assert isinstance(bot, TinyBot)
        players = bot.store.setdefault(self.game, [])
        if interaction.user.id not in players:
            players.append(interaction.user.id)
        await interaction.response.edit_message(
            content=f"Game {self.game}: {len(players)} player(s) joined", view=lobby_view(self.game)
        )


class HandButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tarok:hand:(?P<game>[0-9]+)"
):
    """Shows the clicking player's hand, ephemerally."""

    def __init__(self, game: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="My hand", style=discord.ButtonStyle.secondary, custom_id=f"tarok:hand:{game}"
            )
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HandButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            view=HandView(CARDS), file=discord.File(hand_png(CARDS), "hand.png"), ephemeral=True
        )


def lobby_view(game: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(JoinButton(game))
    view.add_item(HandButton(game))
    return view


class HandView(discord.ui.LayoutView):
    """Components V2: container with text, a media gallery and a card select."""

    def __init__(self, cards: list[str]) -> None:
        super().__init__(timeout=None)
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id="tarok:play",
            placeholder="Play a card",
            options=[discord.SelectOption(label=c, value=c) for c in cards],
        )
        select.callback = self.on_play  # type: ignore[method-assign]
        self.select = select
        self.add_item(
            discord.ui.Container(
                discord.ui.TextDisplay(f"Your hand: {', '.join(cards)}"),
                discord.ui.MediaGallery(discord.MediaGalleryItem("attachment://hand.png")),
                discord.ui.ActionRow(select),
            )
        )

    async def on_play(self, interaction: discord.Interaction) -> None:
        card = self.select.values[0]
        await interaction.response.defer()
        played = discord.ui.LayoutView()
        played.add_item(discord.ui.Container(discord.ui.TextDisplay(f"You played {card}")))
        await interaction.edit_original_response(view=played)
        await interaction.followup.send(f"{interaction.user.name} played {card}")


class NameModal(discord.ui.Modal, title="Your name"):
    name: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Name", custom_id="name")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Hello {self.name.value}", ephemeral=True)


class Tarok(app_commands.Group):
    def __init__(self, bot: TinyBot) -> None:
        super().__init__(name="tarok", description="Play tarok")
        self.bot = bot

    @app_commands.command(name="start", description="Start a game")
    @app_commands.describe(players="Number of players")
    async def start(
        self, interaction: discord.Interaction, players: app_commands.Range[int, 3, 4] = 4
    ) -> None:
        game = len(self.bot.store) + 1
        self.bot.store[game] = []
        await interaction.response.send_message(
            f"Game {game} for {players} players: press Join", view=lobby_view(game)
        )

    @app_commands.command(name="status", description="Post and edit a channel message")
    async def status(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Working...", ephemeral=True)
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        message = await channel.send("Status: waiting")
        await message.edit(content="Status: running")
        original = await interaction.original_response()
        try:
            await channel.get_partial_message(original.id).edit(
                content="edited through the channel"
            )
        except discord.NotFound as error:
            self.bot.notes["ephemeral_channel_edit"] = error.code

    @app_commands.command(name="slow", description="Defer, then follow up when released")
    async def slow(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await self.bot.release.wait()
        try:
            await interaction.followup.send("done")
        except discord.HTTPException as error:
            self.bot.notes["slow"] = (error.status, error.code)

    @app_commands.command(name="twice", description="Respond twice (a bug)")
    async def twice(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("first")
        try:
            await discord.InteractionResponse(interaction).send_message("second")
        except discord.HTTPException as error:
            self.bot.notes["twice"] = (error.status, error.code)

    @app_commands.command(name="dm", description="Send a private DM")
    async def dm(self, interaction: discord.Interaction) -> None:
        await interaction.user.send("Secret: you sit North")
        await interaction.response.send_message("Check your DMs", ephemeral=True)

    @app_commands.command(name="lag", description="Respond only when released")
    async def lag(self, interaction: discord.Interaction) -> None:
        await self.bot.release.wait()
        try:
            await interaction.response.send_message("late")
        except discord.HTTPException as error:
            self.bot.notes["lag"] = (error.status, error.code)

    @app_commands.command(name="broken", description="Send an invalid V2 message")
    async def broken(self, interaction: discord.Interaction) -> None:
        view = discord.ui.LayoutView()
        view.add_item(discord.ui.TextDisplay("V2 text"))
        try:
            await interaction.response.send_message(  # type: ignore[call-overload]
                "content is not allowed with V2", view=view
            )
        except discord.HTTPException as error:
            self.bot.notes["broken"] = (error.code, error.text)
            await interaction.response.send_message("fallback")

    @app_commands.command(name="crash", description="Raise")
    async def crash(self, interaction: discord.Interaction) -> None:
        raise RuntimeError("boom")

    @app_commands.command(name="name", description="Open a modal")
    async def ask_name(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())


@app_commands.command(name="ping", description="Global ping")
async def ping(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("pong")


class TinyBot(commands.Bot):
    def __init__(self, guild_id: int, store: dict[int, list[int]], notes: dict[str, Any]) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
            help_command=None,
        )
        self.guild_id = guild_id
        self.store = store
        self.notes = notes
        self.release = asyncio.Event()
        self.resumed = 0

    async def setup_hook(self) -> None:
        self.add_dynamic_items(JoinButton, HandButton)
        guild = discord.Object(self.guild_id)
        self.tree.add_command(Tarok(self), guild=guild)
        self.tree.add_command(ping)
        await self.tree.sync(guild=guild)
        await self.tree.sync()

    async def on_resumed(self) -> None:
        self.resumed += 1


# ---------------------------------------------------------------------------
# Fixtures
# ---------------------------------------------------------------------------


@dataclasses.dataclass
class World:
    fake: FakeDiscord
    guild: FakeGuild
    chan: FakeChannel
    alice: FakeUser
    bob: FakeUser
    store: dict[int, list[int]]
    notes: dict[str, Any]
    bot: TinyBot

    def new_bot(self) -> TinyBot:
        return TinyBot(self.guild.id, self.store, self.notes)


@pytest_asyncio.fixture
async def world() -> AsyncIterator[World]:
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Tarok Club")
        chan = guild.add_text_channel("tarok")
        alice = guild.add_member("alice")
        bob = guild.add_member("bob")
        store: dict[int, list[int]] = {}
        notes: dict[str, Any] = {}
        bot = TinyBot(guild.id, store, notes)
        await fake.start_bot(bot)
        yield World(fake, guild, chan, alice, bob, store, notes, bot)


async def start_game(w: World) -> FakeMessage:
    result = await w.alice.slash(w.chan, "tarok start", {"players": 4})
    return await result.wait_response()


# ---------------------------------------------------------------------------
# Tests
# ---------------------------------------------------------------------------


async def test_startup_calls_commands_and_exact_json_header(world: World) -> None:
    fake = world.fake
    routes = [c.route for c in fake.rest_log]
    assert routes[:2] == ["GET /users/@me", "GET /oauth2/applications/@me"]
    assert "PUT /applications/{application_id}/guilds/{guild_id}/commands" in routes
    assert "PUT /applications/{application_id}/commands" in routes
    tarok = fake.find_command("tarok", 1, world.guild)
    assert tarok is not None and tarok.guild_id == world.guild.id
    assert [o["name"] for o in tarok.data["options"]] == [
        "start",
        "status",
        "slow",
        "twice",
        "dm",
        "lag",
        "broken",
        "crash",
        "name",
    ]
    assert fake.find_command("ping") is not None
    assert world.bot.is_ready() and world.bot.get_guild(world.guild.id) is not None
    assert world.bot.get_channel(world.chan.id) is not None
    assert world.bot.user is not None
    assert (await world.bot.user.display_avatar.read()).startswith(b"\x89PNG")

    headers = {"Authorization": "Bot fake-bot-token"}
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{fake.api_base}/users/@me", headers=headers) as resp:
            assert resp.headers["Content-Type"] == "application/json"
            assert (await resp.json())["id"] == str(fake.bot_user.id)
        fake.rate_limit("GET /users/@me", retry_after=0.25, is_global=True)
        async with session.get(f"{fake.api_base}/users/@me", headers=headers) as resp:
            assert resp.status == 429
            assert resp.headers["Content-Type"] == "application/json"
            assert resp.headers["Via"]
            body = await resp.json()
            assert body["retry_after"] == 0.25 and body["global"] is True and body["message"]
        async with session.get(f"{fake.api_base}/users/@me") as resp:
            assert resp.status == 401
    assert fake.gateway.connected_sessions()[0].connection.query["compress"] == "zlib-stream"  # type: ignore[union-attr]


async def test_slash_command_and_dynamic_join_button(world: World) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    result = await alice.slash(world.chan, "tarok start", {"players": 4})
    assert result.callback_name == "CHANNEL_MESSAGE_WITH_SOURCE"
    assert result.latency is not None and not result.late
    lobby = await result.wait_response()
    assert not lobby.ephemeral and lobby.visible_to is None
    assert lobby.content == "Game 1 for 4 players: press Join"
    assert lobby.is_visible_to(bob) and lobby in bob.visible_messages(world.chan)
    assert lobby.interaction_metadata is not None and lobby.interaction_metadata["name"] == "tarok"

    click = await bob.click(lobby, label="Join")
    assert click.callback_type == 7
    assert await click.wait_response() is lobby
    assert lobby.content == "Game 1: 1 player(s) joined"
    assert [r.kind for r in lobby.revisions] == ["create", "edit"]
    assert world.store[1] == [bob.id]

    with pytest.raises(InvalidCommandInputError, match="max_value"):
        await alice.slash(world.chan, "tarok start", {"players": 9})
    with pytest.raises(InvalidCommandInputError, match="no option"):
        await alice.slash(world.chan, "tarok start", {"seats": 4})
    with pytest.raises(InvalidCommandInputError, match="needs a subcommand"):
        await alice.slash(world.chan, "tarok")
    pong = await (await alice.slash(world.chan, "ping")).wait_response()
    assert pong.content == "pong"
    fake.assert_no_errors()


async def test_ephemeral_layout_view_with_png_is_private(world: World) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    lobby = await start_game(world)
    result = await bob.click(lobby, label="My hand")
    hand = await result.wait_response()

    assert hand.ephemeral and hand.visible_to == bob.id and hand.is_components_v2
    assert hand.content == "" and "Your hand: XXI, Skis, Pagat" in hand.text()
    attachment = hand.attachment("hand.png")
    assert hand.media_attachments() == [attachment]
    assert attachment.content_type == "image/png"
    with attachment.image() as image:
        assert image.format == "PNG" and image.size == (120, 60)
    async with aiohttp.ClientSession() as session, session.get(attachment.url) as resp:
        assert await resp.read() == attachment.data

    callback = result.calls[0]
    assert callback.route == "POST /interactions/{interaction_id}/{token}/callback"
    assert [f.filename for f in callback.files] == ["hand.png"]
    assert callback.audience is not None and callback.audience.kind == "ephemeral"
    assert callback.audience.viewer_ids == {bob.id}

    assert hand in bob.visible_messages() and hand not in alice.visible_messages()
    assert hand not in fake.channel_messages(world.chan)
    with pytest.raises(NotVisibleError, match="ephemeral"):
        await alice.select(hand, ["XXI"], custom_id="tarok:play")
    with pytest.raises(InvalidCommandInputError, match="not among the options"):
        await bob.select(hand, ["Mond"], custom_id="tarok:play")


async def test_select_defer_edit_original_and_public_followup(world: World) -> None:
    alice, bob = world.alice, world.bob
    lobby = await start_game(world)
    hand = await (await bob.click(lobby, label="My hand")).wait_response()

    result = await bob.select(hand, ["Skis"], custom_id="tarok:play")
    assert result.callback_name == "DEFERRED_UPDATE_MESSAGE"
    assert await result.wait_response() is hand
    assert "You played Skis" in hand.text() and hand.ephemeral
    followup = await result.wait_followup()
    assert followup.content == "bob played Skis" and not followup.ephemeral
    assert followup.is_visible_to(alice)
    assert [c.route.split(" ")[0] for c in result.calls] == ["POST", "PATCH", "POST"]


async def test_channel_message_edit_and_ephemeral_is_unknown_to_channel_routes(
    world: World,
) -> None:
    fake = world.fake
    mark = fake.mark()
    result = await world.alice.slash(world.chan, "tarok status")
    await fake.wait_for(lambda: "ephemeral_channel_edit" in world.notes)
    assert world.notes["ephemeral_channel_edit"] == 10008
    assert result.message is not None and result.message.ephemeral
    status = fake.last_message(world.chan, include_ephemeral=False)
    assert status is not None and status.content == "Status: running"
    assert [r.kind for r in status.revisions] == ["create", "edit"]
    edits = fake.calls("PATCH /channels/{channel_id}/messages/{message_id}", since=mark)
    assert [c.status for c in edits] == [200, 404]
    assert edits[1].error_code == 10008
    assert result.message.content == "Working..."


async def test_rate_limited_channel_send_is_retried(world: World) -> None:
    fake = world.fake
    fault = fake.rate_limit("POST /channels/{channel_id}/messages", times=2, retry_after=0.05)
    mark = fake.mark()
    await world.alice.slash(world.chan, "tarok status")
    await fake.wait_for(lambda: "ephemeral_channel_edit" in world.notes)
    posts = fake.calls("POST /channels/{channel_id}/messages", since=mark)
    assert [c.status for c in posts] == [429, 429, 200]
    assert fault.exhausted and len(fault.hits) == 2
    assert posts[2].started_at - posts[0].started_at >= 0.1
    assert (
        len([m for m in fake.channel_messages(world.chan) if m.content.startswith("Status")]) == 1
    )
    fake.assert_no_errors(since=mark, allow_codes={10008})


async def test_followup_after_token_expiry_gets_50027(world: World) -> None:
    fake = world.fake
    result = await world.alice.slash(world.chan, "tarok slow")
    assert result.callback_name == "DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE"
    assert result.message is not None and result.message.loading
    fake.advance_time(15 * 60 + 1)
    assert result.expired
    world.bot.release.set()
    await fake.wait_for(lambda: "slow" in world.notes)
    assert world.notes["slow"] == (401, 50027)
    assert result.message.loading
    assert result.calls[-1].status == 401


async def test_second_initial_response_gets_40060(world: World) -> None:
    fake = world.fake
    result = await world.alice.slash(world.chan, "tarok twice")
    await fake.wait_for(lambda: "twice" in world.notes)
    assert world.notes["twice"] == (400, 40060)
    assert result.message is not None and result.message.content == "first"
    assert [c.status for c in result.calls] == [200, 400]
    url = f"{fake.api_base}/interactions/{result.id}/{result.token}/callback"
    async with aiohttp.ClientSession() as session:
        async with session.post(url, json={"type": 4, "data": {"content": "x"}}) as resp:
            assert resp.status == 400 and (await resp.json())["code"] == 40060
        async with session.post(url.replace(result.token, "bad-token"), json={"type": 4}) as resp:
            assert resp.status == 404 and (await resp.json())["code"] == 10062


async def test_restart_keeps_dynamic_item_buttons_working(world: World) -> None:
    fake, bob = world.fake, world.bob
    lobby = await start_game(world)
    await fake.stop_bot()
    assert fake.bot is None and world.bot.is_closed()
    with pytest.raises(NoBotConnectedError):
        await bob.click(lobby, label="Join")

    new_bot = world.new_bot()
    await fake.start_bot(new_bot)
    assert fake.gateway.identify_count == 2
    result = await bob.click(lobby, label="Join")
    assert result.callback_type == 7
    assert lobby.content == "Game 1: 1 player(s) joined"


async def test_op7_reconnect_resumes_and_replays_missed_events(world: World) -> None:
    fake, bot = world.fake, world.bot
    session = fake.gateway.connected_sessions()[0]
    await fake.force_reconnect()
    await fake.wait_for(lambda: bot.resumed == 1)
    assert session.resumes == 1 and session.connection is not None
    assert session.connection.path == "/resume"

    # An interaction injected while the bot is reconnecting is buffered and replayed.
    fake.gateway.send_reconnect()
    result = await world.alice.slash(world.chan, "tarok start", wait=False)
    assert (await result.wait_response()).content.startswith("Game 1")
    await fake.wait_for(lambda: bot.resumed == 2)

    await fake.drop_connection()
    await fake.wait_for(lambda: bot.resumed == 3)
    assert fake.gateway.identify_count == 1


async def test_modal_roundtrip(world: World) -> None:
    result = await world.alice.slash(world.chan, "tarok name")
    modal = await result.wait_modal()
    assert modal["title"] == "Your name"
    submitted = await world.alice.submit_modal(result, {"name": "Alenka"})
    reply = await submitted.wait_response()
    assert reply.content == "Hello Alenka" and reply.visible_to == world.alice.id


async def test_privacy_audit_and_call_counting(world: World) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    lobby = await start_game(world)
    mark = fake.mark()
    hand = await (await bob.click(lobby, label="My hand")).wait_response()
    assert len(fake.calls(since=mark)) == 1  # one callback, nothing else

    for revision, audience in fake.audit():
        if "Your hand" in revision.text():
            assert audience.kind == "ephemeral" and audience.viewer_ids == {bob.id}
        else:
            assert audience.is_public and audience.viewer_ids == {alice.id, bob.id}
    assert {m.id for m in fake.messages_visible_to(alice)} == {lobby.id}
    assert {m.id for m in fake.messages_visible_to(bob)} == {lobby.id, hand.id}


def test_component_helpers_and_validation() -> None:
    components: list[dict[str, Any]] = [
        {
            "type": 17,
            "components": [
                {"type": 10, "content": "Trick 3"},
                {
                    "type": 9,
                    "components": [{"type": 10, "content": "Bid?"}],
                    "accessory": {"type": 2, "style": 1, "label": "Pass", "custom_id": "bid:pass"},
                },
                {
                    "type": 1,
                    "components": [
                        {
                            "type": 3,
                            "custom_id": "card",
                            "placeholder": "Card",
                            "options": [{"label": "Mond", "value": "mond"}],
                        }
                    ],
                },
            ],
        }
    ]
    assert find_button(components, label="Pass")["custom_id"] == "bid:pass"
    assert find_button(components, label=re.compile("^Pa"))["custom_id"] == "bid:pass"
    assert find_select(components, placeholder="Card")["custom_id"] == "card"
    assert collect_text(components) == ["Trick 3", "Bid?", "Pass", "Card", "Mond"]
    assert "button label='Pass'" in describe_components(components)
    assert validate_components(components, v2=True) == []
    assert validate_components(components, v2=False)  # containers need the V2 flag
    duplicate = [{"type": 1, "components": [dict(find_button(components, label="Pass"))] * 2}]
    assert any(
        "duplicate custom_id" in problem for _, problem in validate_components(duplicate, v2=False)
    )


async def test_whole_flow_is_fast() -> None:
    started = time.monotonic()
    async with FakeDiscord() as fake:
        guild = fake.add_guild()
        chan = guild.add_text_channel("tarok")
        alice = guild.add_member("alice")
        await fake.start_bot(TinyBot(guild.id, {}, {}))
        lobby = await (await alice.slash(chan, "tarok start")).wait_response()
        await alice.click(lobby, label="Join")
    assert time.monotonic() - started < 2.0


async def test_dm_is_private_to_its_recipient(world: World) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    reply = await (await alice.slash(world.chan, "tarok dm")).wait_response()
    assert reply.ephemeral and reply.content == "Check your DMs"
    dm = fake.last_message(alice.dm_channel())
    assert dm is not None and dm.content == "Secret: you sit North"
    assert dm.audience().kind == "dm" and dm.audience().viewer_ids == {alice.id}
    assert dm.is_visible_to(alice) and not dm.is_visible_to(bob)
    assert fake.calls("POST /users/@me/channels")[0].ok


async def test_three_second_deadline_is_recorded_and_can_be_enforced(world: World) -> None:
    fake, bot = world.fake, world.bot
    late = await world.alice.slash(world.chan, "tarok lag", wait=False)
    fake.advance_time(3.5)
    bot.release.set()
    await late.wait_ack()
    assert late.late and late.deadline_missed and late in fake.late_interactions()

    bot.release.clear()
    fake.enforce_response_deadline = True
    rejected = await world.alice.slash(world.chan, "tarok lag", wait=False)
    fake.advance_time(3.5)
    bot.release.set()
    await fake.wait_for(lambda: "lag" in world.notes)
    assert world.notes["lag"] == (404, 10062)
    assert not rejected.acknowledged and rejected.calls[0].error_code == 10062


async def test_invalid_v2_message_is_rejected_with_50035(world: World) -> None:
    reply = await (await world.alice.slash(world.chan, "tarok broken")).wait_response()
    code, text = world.notes["broken"]
    assert code == 50035 and "IS_COMPONENTS_V2" in text
    assert reply.content == "fallback"
    assert world.fake.errors()[0].error_code == 50035


async def test_bot_exception_fails_the_wait_fast(world: World) -> None:
    started = time.monotonic()
    with pytest.raises(BotErrorLoggedError, match="boom"):
        await world.alice.slash(world.chan, "tarok crash")
    assert time.monotonic() - started < 1.0
    errors = world.fake.clear_bot_errors()
    assert len(errors) == 1 and "RuntimeError: boom" in (errors[0].traceback or "")


async def test_auto_sharded_bot_uses_gateway_bot(fake_discord: FakeDiscord) -> None:
    fake_discord.add_guild().add_text_channel("general")
    bot = commands.AutoShardedBot(
        command_prefix=commands.when_mentioned,
        intents=discord.Intents.default(),
        guild_ready_timeout=0.05,
    )
    await fake_discord.start_bot(bot)
    assert fake_discord.calls("GET /gateway/bot")
    assert bot.shard_count == 1 and len(bot.guilds) == 1


async def test_raw_rest_multipart_attachments_edits_and_threads(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    chan = fake.add_guild().add_text_channel("tarok")
    url = f"{fake.api_base}/channels/{chan.id}/messages"
    png = hand_png(["XXI"]).getvalue()

    def form(payload: dict[str, Any], *files: tuple[str, bytes]) -> aiohttp.FormData:
        data = aiohttp.FormData(quote_fields=False)
        data.add_field("payload_json", json.dumps(payload))
        for index, (name, content) in enumerate(files):
            data.add_field(
                f"files[{index}]", content, filename=name, content_type="application/octet-stream"
            )
        return data

    async with aiohttp.ClientSession(headers={"Authorization": "Bot raw"}) as session:
        payload = {
            "content": "two files",
            "attachments": [
                {"id": 0, "filename": "a.png"},
                {"id": 1, "filename": "b.txt", "description": "n"},
            ],
        }
        async with session.post(url, data=form(payload, ("a.png", png), ("b.txt", b"hi"))) as resp:
            created = await resp.json()
        message = fake.get_message(int(created["id"]))
        assert [a.filename for a in message.attachments] == ["a.png", "b.txt"]
        assert message.attachments[0].width == 40 and message.attachment("b.txt").description == "n"
        assert message.attachment("b.txt").content_type == "text/plain; charset=utf-8"

        keep = {"id": created["attachments"][1]["id"]}
        edit = form({"attachments": [keep, {"id": 0, "filename": "c.png"}]}, ("upload.png", png))
        async with session.patch(f"{url}/{message.id}", data=edit) as resp:
            assert [a["filename"] for a in (await resp.json())["attachments"]] == ["b.txt", "c.png"]
        async with session.patch(f"{url}/{message.id}", json={"attachments": []}) as resp:
            assert (await resp.json())["attachments"] == [] and message.attachments == []

        gallery = {"type": 12, "items": [{"media": {"url": "attachment://missing.png"}}]}
        async with session.post(url, json={"flags": 1 << 15, "components": [gallery]}) as resp:
            assert resp.status == 400 and (await resp.json())["code"] == 50035
        async with session.post(url, json={"content": ""}) as resp:
            assert resp.status == 400 and (await resp.json())["code"] == 50006
        async with session.post(
            f"{fake.api_base}/channels/{chan.id}/threads", json={"name": "Game 1", "type": 11}
        ) as resp:
            thread_id = int((await resp.json())["id"])
            assert resp.status == 201 and fake.channels[thread_id].parent_id == chan.id
        async with session.get(f"{fake.api_base}/nope") as resp:
            assert resp.status == 404
    assert [r.kind for r in message.revisions] == ["create", "edit", "edit"]
    assert [c.error_code for c in fake.errors()] == [50035, 50006, 0]
    assert fake.problems() and fake.unknown_routes[0].path == "/nope"
    fake.unknown_routes.clear()


async def test_stale_component_is_not_acknowledged(world: World) -> None:
    lobby = await start_game(world)
    hand = await (await world.bob.click(lobby, label="My hand")).wait_response()
    await world.fake.restart_bot(world.new_bot())
    # The hand's LayoutView was not persistent, so the restarted bot ignores it.
    result = await world.bob.select(hand, ["XXI"], custom_id="tarok:play", wait=False)
    await result.expect_no_ack(within=0.2)


class _ShardedBot(commands.AutoShardedBot):
    """A bare sharded bot that identifies its shards without discord.py's 5 s pause."""

    def __init__(self, **options: Any) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
            **options,
        )
        self.interaction_shards: list[int | None] = []

        @self.tree.command(name="ping", description="Which shard answers")
        async def ping(interaction: discord.Interaction[Any]) -> None:
            guild = interaction.guild
            self.interaction_shards.append(guild.shard_id if guild is not None else None)
            await interaction.response.send_message("pong", ephemeral=True)

    async def setup_hook(self) -> None:
        await self.tree.sync()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        return


def test_guilds_can_be_placed_on_a_shard() -> None:
    fake = FakeDiscord()
    for count in (2, 3, 5):
        for shard in range(count):
            guild = fake.add_guild(f"g{shard}", shard=(shard, count))
            assert (guild.id >> 22) % count == shard
    ids = list(fake.guilds)
    assert ids == sorted(ids) and len(set(ids)) == len(ids)


async def test_one_sharded_bot_gets_each_guild_on_its_shard(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    guilds = [fake.add_guild(f"g{i}", shard=(i % 2, 2)) for i in range(4)]
    bot = _ShardedBot(shard_count=2)
    await fake.start_bot(bot)
    assert sorted(s.shard_id for s in fake.gateway.connected_sessions()) == [0, 1]
    assert {g.id: bot.get_guild(g.id).shard_id for g in guilds} == {  # type: ignore[union-attr]
        g.id: i % 2 for i, g in enumerate(guilds)
    }
    creates = [f for f in fake.gateway.frames if f.event == "GUILD_CREATE"]
    assert len(creates) == len(guilds)  # each guild once, on its own shard
    user = guilds[3].add_member("ana")
    await user.slash(guilds[3].add_text_channel("t"), "ping", {})
    assert bot.interaction_shards == [1]


async def test_processes_with_a_shard_each_split_the_guilds(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    zero, one = fake.add_guild("zero", shard=(0, 2)), fake.add_guild("one", shard=(1, 2))
    first, second = (
        _ShardedBot(shard_count=2, shard_ids=[0]),
        _ShardedBot(shard_count=2, shard_ids=[1]),
    )
    await fake.start_bot(first)
    other = asyncio.create_task(second.start("fake-bot-token"))
    try:
        await fake.wait_for(lambda: fake.gateway.shard_sessions(1), description="shard 1")
        await asyncio.wait_for(second.wait_until_ready(), 5)
        assert [g.id for g in first.guilds] == [zero.id]
        assert [g.id for g in second.guilds] == [one.id]
        await one.add_member("bor").slash(one.add_text_channel("t"), "ping", {})
        await zero.add_member("ana").slash(zero.add_text_channel("t"), "ping", {})
        assert (first.interaction_shards, second.interaction_shards) == ([0], [1])
    finally:
        await second.close()
        await asyncio.gather(other, return_exceptions=True)


async def test_a_shard_with_too_many_guilds_is_refused(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    fake.max_guilds_per_shard = 1
    fake.add_guild("a", shard=(0, 1))
    fake.add_guild("b", shard=(0, 1))
    bot = _ShardedBot(shard_count=1)
    task = asyncio.create_task(bot.start("fake-bot-token"))
    try:
        await fake.wait_for(
            lambda: (
                any(c.close_code == 4011 for c in fake.gateway.closed_connections) or task.done()
            ),
            description="the 4011 close",
        )
    finally:
        await bot.close()
        await asyncio.gather(task, return_exceptions=True)
    assert fake.gateway.identify_count == 0


async def test_a_client_gone_mid_request_is_not_a_fault_of_the_fake(
    fake_discord: FakeDiscord,
) -> None:
    fake = fake_discord
    chan = fake.add_guild().add_text_channel("t")
    _, writer = await asyncio.open_connection(fake.host, fake.port)
    writer.write(
        f"POST /api/v10/channels/{chan.id}/messages HTTP/1.1\r\nHost: x\r\n"
        'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"content": '.encode()
    )
    await writer.drain()
    await fake.wait_for(lambda: fake.rest_log, description="the request to arrive")
    writer.transport.abort()  # the process dies: the connection is reset mid-body
    await fake.wait_for(lambda: fake.rest_log[-1].status is not None, description="the end")
    assert fake.rest_log[-1].status == 499
    assert fake.internal_errors == []


async def test_channel_writes_share_an_unannounced_limit_of_five_in_five_seconds(
    world: World,
) -> None:
    """Sends and edits of one channel count together; the sixth within the window gets a
    shared-scope 429 although its route's bucket announces requests left; discord.py
    waits and retries."""
    fake = world.fake
    channel = world.bot.get_partial_messageable(world.chan.id, guild_id=world.guild.id)
    mark = fake.mark()
    first = await channel.send("one")
    for text in ("two", "three"):
        await channel.send(text)
    await first.edit(content="one (edited)")
    await first.edit(content="one (edited again)")
    started = time.monotonic()
    await channel.send("six")  # the sixth write within the window
    waited = time.monotonic() - started
    limited = fake.rate_limited(since=mark)
    assert len(limited) == 1 and limited[0].route == "POST /channels/{channel_id}/messages"
    assert limited[0].response is not None and limited[0].response["retry_after"] > 0
    assert waited >= 4.0  # the window of the first write had to pass
    ok = fake.calls("POST /channels/{channel_id}/messages", since=mark, ok=True)
    assert len(ok) == 4
    edits = fake.calls("PATCH /channels/{channel_id}/messages/{message_id}", since=mark, ok=True)
    assert len(edits) == 2
    # Another channel is not affected.
    other = world.guild.add_text_channel("other")
    await world.bot.get_partial_messageable(other.id, guild_id=world.guild.id).send("elsewhere")
    assert len(fake.rate_limited(since=mark)) == 1


def test_the_rate_limit_model() -> None:
    now = [0.0]
    limiter = RateLimiter(RateLimits(), now=lambda: now[0])
    post, patch = (
        "POST /channels/{channel_id}/messages",
        ("PATCH /channels/{channel_id}/messages/{message_id}"),
    )
    verdicts = [limiter.check(post if i % 2 else patch, {"channel_id": "1"}) for i in range(5)]
    assert all(v is not None and v.retry_after is None for v in verdicts)
    assert verdicts[0] is not None and verdicts[0].headers["X-RateLimit-Remaining"] == "4"
    sixth = limiter.check(post, {"channel_id": "1"})
    assert sixth is not None and sixth.retry_after == pytest.approx(5.0) and sixth.scope == "shared"
    assert limiter.check(post, {"channel_id": "2"}).retry_after is None  # type: ignore[union-attr]
    now[0] = 5.01  # a sliding window: the first write has left it
    assert limiter.check(post, {"channel_id": "1"}).retry_after is None  # type: ignore[union-attr]
    # Interaction callbacks are not limited; each token has its own webhook bucket.
    assert limiter.check("POST /interactions/{interaction_id}/{token}/callback", {}) is None
    hook = "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"
    for _ in range(5):
        assert limiter.check(hook, {"token": "a"}).retry_after is None  # type: ignore[union-attr]
    assert limiter.check(hook, {"token": "a"}).retry_after is not None  # type: ignore[union-attr]
    assert limiter.check(hook, {"token": "b"}).retry_after is None  # type: ignore[union-attr]
    fast = RateLimits().scaled(0.1)
    assert fast.channel is not None and fast.channel.per == pytest.approx(0.5)
    assert RateLimits.off().channel is None


async def test_without_history_what_no_one_can_ask_for_again_is_forgotten() -> None:
    """``keep_history=False`` (long load runs): the latest revision, shown attachments,
    failed calls and the resume buffer past the last heartbeat stay; the rest goes."""
    async with FakeDiscord(keep_history=False, heartbeat_interval=0.2) as fake:
        guild = fake.add_guild("Load")
        chan = guild.add_text_channel("tarok")
        alice = guild.add_member("alice")
        bot = TinyBot(guild.id, {}, {})
        await fake.start_bot(bot)
        url = f"{fake.api_base}/channels/{chan.id}/messages"
        png = hand_png(["XXI"]).getvalue()

        def upload(name: str) -> aiohttp.FormData:
            data = aiohttp.FormData(quote_fields=False)
            payload = {"content": name, "attachments": [{"id": 0, "filename": name}]}
            data.add_field("payload_json", json.dumps(payload))
            data.add_field("files[0]", png, filename=name, content_type="image/png")
            return data

        since = fake.mark()
        async with aiohttp.ClientSession(headers={"Authorization": f"Bot {fake.token}"}) as s:
            async with s.post(url, data=upload("a.png")) as resp:
                message = fake.get_message(int((await resp.json())["id"]))
            old = message.attachments[0]
            async with s.patch(f"{url}/{message.id}", data=upload("b.png")) as resp:
                assert resp.status == 200
            async with s.get(old.url) as resp:
                assert resp.status == 404  # replaced: no message shows it any more
            async with s.get(message.attachments[0].url) as resp:
                assert await resp.read() == png
            async with s.post(url, json={"content": ""}) as resp:
                assert resp.status == 400
            for _ in range(1000):
                async with s.get(f"{fake.api_base}/gateway/bot") as resp:
                    assert resp.status == 200
        assert [r.kind for r in message.revisions] == ["edit"] and fake.revision_log == []
        assert message.attachment("b.png").data == png
        # The failed call stays (numbered after the two uploads); the successful ones went.
        assert [(c.seq - since, c.error_code) for c in fake.errors(since=since)] == [(2, 50006)]
        assert len(fake.rest_log) < 100 and fake.mark() - since == 1003
        assert fake.gateway.frames == []

        result = await alice.slash(chan, "tarok start", {"players": 4})
        assert (await result.wait_response()).content.startswith("Game 1")
        assert result.payload == {} and result.latency is not None
        session = fake.gateway.connected_sessions()[0]
        await fake.wait_for(
            lambda: not session.buffer, description="the heartbeat to acknowledge the buffer"
        )
        # A RESUME still gets every event after the last heartbeat.
        fake.gateway.send_reconnect()
        result = await alice.slash(chan, "tarok start", wait=False)
        assert (await result.wait_response()).content.startswith("Game 2")
        await fake.wait_for(lambda: bot.resumed == 1)


async def test_a_wait_cancelled_as_the_fake_changes_ends() -> None:
    """A player task cancelled in the same moment as the fake's state changed kept on
    waiting: ``asyncio.wait_for`` around the change event returned the event's result and
    dropped the cancellation (Python 3.11), so a load run's players never stopped."""
    async with FakeDiscord(patch=False, token="t") as fake:
        waiter = asyncio.create_task(fake.wait_for(lambda: False, timeout=5.0, poll=None))
        await asyncio.sleep(0.01)  # the wait is under way
        fake.notify_change()
        waiter.cancel()
        done, _ = await asyncio.wait({waiter}, timeout=1.0)
        assert done, "the cancelled wait goes on"
        assert waiter.cancelled()
