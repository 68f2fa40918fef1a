"""Helpers for the end-to-end tests: building the world, finding messages, playing deals.

The simulated players only ever click what the bot actually sent them: "My hand" on the
public table message, then the buttons and the select of their own ephemeral hand.
"""

from __future__ import annotations

import asyncio
import logging
import random
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fakediscord import FakeChannel, FakeDiscord, FakeGuild, FakeMessage, FakeUser, RateLimits
from pydantic import SecretStr

from bot.client import TarokBot
from bot.settings import Settings
from bot.tables import Table, TableDefaults
from bot.ui.pacing import CHANNEL_LIMIT, CHANNEL_WINDOW
from bot.ui.presenter import HAND_INTERVAL
from engine.slovenian import card_code
from engine.slovenian.cards import cards_of

TABLE_MSG = re.compile(r"^tk:h:")
ACTION = re.compile(r"^tk:a:")
DISCARD = re.compile(r"^tk:d:")
READY = re.compile(r"^tk:r:")


def lobby_button(op: str) -> re.Pattern[str]:
    """The custom id of a lobby button (whatever the language of its label)."""
    return re.compile(rf"^tk:l:\d+:{op}$")


class ErrorLog(logging.Handler):
    """Collects ERROR records of the bot's own loggers (discord.py's go to the fake)."""

    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        """Keep the record."""
        self.records.append(record)

    def messages(self) -> list[str]:
        """The records as ``logger: message`` lines."""
        return [f"{r.name}: {r.getMessage()}" for r in self.records]


def defaults(**changes: Any) -> TableDefaults:
    """Fast table timing for tests: computers move at once, short pauses."""
    values: dict[str, Any] = {
        "computer_delay": 0.0,
        "delay_jitter": 0.0,
        "lobby_timeout": 600.0,
        "next_deal_pause": 30.0,
        "update_interval": 0.05,
        "move_timer": None,
        "level": "easy",
        "deals": 1,
    }
    values.update(changes)
    return TableDefaults(**values)


TIME_SCALE = 0.02
"""The end-to-end tests run Discord's rate limits and the bot's budgets on a clock fifty
times faster (five channel writes per tenth of a second, …), so that they take seconds,
not minutes, and a public message still shows every phase of a deal played at a test's
speed; a test that gives ``time_scale=1.0`` runs them at their real size."""


def make_bot(
    db_path: Path,
    table_defaults: TableDefaults | None = None,
    *,
    settings: dict[str, Any] | None = None,
    time_scale: float = TIME_SCALE,
    **options: Any,
) -> TarokBot:
    """A bot on ``db_path`` with fast timing (English as the servers' default);
    ``settings`` overrides fields of the bot's settings; its write budget per channel and
    its hand-push interval on the clock of ``time_scale``."""
    values: dict[str, Any] = {
        "discord_token": SecretStr("fake-bot-token"),
        "db_path": db_path,
        "default_language": "en",
    }
    values.update(settings or {})
    config = Settings(_env_file=None, **values)  # type: ignore[call-arg]
    options.setdefault("warm_images", False)
    options.setdefault("channel_budget", (CHANNEL_LIMIT, CHANNEL_WINDOW * time_scale))
    options.setdefault("hand_interval", HAND_INTERVAL * time_scale)
    return TarokBot(
        config,
        table_defaults=table_defaults or defaults(),
        guild_ready_timeout=0.05,
        **options,
    )


@dataclass
class World:
    """A fake Discord with one server, a #tarok channel, four players and an outsider."""

    fake: FakeDiscord
    guild: FakeGuild
    chan: FakeChannel
    players: list[FakeUser]
    outsider: FakeUser
    db_path: Path
    bot: TarokBot
    errors: ErrorLog
    options: dict[str, Any] = field(default_factory=dict)
    allow_429: bool = False
    """The test provokes 429s on purpose (else closing the world fails on any)."""

    def new_bot(self) -> TarokBot:
        """Another bot on the same database (a restart)."""
        return make_bot(self.db_path, **self.options)

    async def kill(self, *release: asyncio.Event) -> None:
        """The bot dies: from now on nothing it sends reaches Discord (every request is
        refused), then its process is gone. ``release`` events are set once it is cut off
        (to let work held in flight run into the void)."""
        fault = self.fake.inject_error(
            "* /*", status=401, code=0, message="401: Unauthorized", times=10**9
        )
        for event in release:
            event.set()
        await self.fake.stop_bot(raise_errors=False)
        fault.remaining = 0
        self.fake.faults.remove(fault)
        self.fake.clear_bot_errors()
        self.errors.records.clear()

    async def restart(self) -> TarokBot:
        """Restart: a new bot on the same database file (the fake keeps every message)."""
        self.bot = self.new_bot()
        await self.fake.restart_bot(self.bot)
        return self.bot

    @property
    def table(self) -> Table:
        """The open table of the channel."""
        table = self.bot.manager.get(self.chan.id)
        assert table is not None, "no open table"
        return table

    def table_message(self) -> FakeMessage:
        """The newest public table message (the one with "My hand")."""
        msg = self.fake.last_message(
            self.chan,
            predicate=lambda m: any(TABLE_MSG.match(b.get("custom_id", "")) for b in m.buttons()),
            include_ephemeral=False,
        )
        assert msg is not None, "no table message"
        return msg

    def public(self) -> list[FakeMessage]:
        """The channel's public messages, oldest first."""
        return self.fake.channel_messages(self.chan)

    def summaries(self) -> list[FakeMessage]:
        """Public end-of-deal messages."""
        return [m for m in self.public() if any(a.filename == "summary.png" for a in m.attachments)]

    def finals(self) -> list[FakeMessage]:
        """Public final-standings messages."""
        return [
            m
            for m in self.public()
            if "tk:p:" in " ".join(b.get("custom_id", "") for b in m.buttons())
        ]

    async def close(self) -> None:
        """Stop the bot and the fake; fail on errors the bot logged."""
        logging.getLogger("bot").removeHandler(self.errors)
        late = self.fake.late_interactions()
        try:
            await self.fake.stop_bot()
        finally:
            await self.fake.__aexit__(None, None, None)
        assert not self.errors.records, "the bot logged errors:\n" + "\n".join(
            self.errors.messages()
        )
        assert not late, f"interactions acknowledged after 3 s: {late}"
        limited = self.fake.rate_limited()
        assert self.allow_429 or not limited, "rate limited (429):\n" + "\n".join(
            f"  {c}" for c in limited
        )


async def open_world(db_path: Path, *, time_scale: float = TIME_SCALE, **options: Any) -> World:
    """Start the fake (Discord's rate limits on the clock of ``time_scale``), build the
    server and start the bot."""
    fake = FakeDiscord(default_timeout=10.0, rate_limits=RateLimits().scaled(time_scale))
    await fake.__aenter__()
    guild = fake.add_guild("Tarok Club")
    chan = guild.add_text_channel("tarok")
    players = [guild.add_member(name) for name in ("ana", "bor", "cene", "dana")]
    outsider = guild.add_member("eve")
    errors = ErrorLog()
    logging.getLogger("bot").addHandler(errors)
    options["time_scale"] = time_scale
    bot = make_bot(db_path, **options)
    await fake.start_bot(bot)
    return World(fake, guild, chan, players, outsider, db_path, bot, errors, options)


async def open_lobby(world: World, host: FakeUser, **options: Any) -> FakeMessage:
    """``/tarok start`` by ``host``; the public lobby message."""
    r = await host.slash(world.chan, "tarok start", options)
    msg = await r.wait_response()
    assert not msg.ephemeral
    return msg


async def start_game(
    world: World, humans: Sequence[FakeUser], *, computers: int = 0, **options: Any
) -> FakeMessage:
    """Open a lobby, seat the humans (and computers), start; the first table message."""
    lobby = await open_lobby(world, humans[0], **options)
    for user in humans[1:]:
        await user.click(lobby, custom_id=lobby_button("join"))
    for _ in range(computers):
        await humans[0].click(lobby, custom_id=lobby_button("addc"))
    await world.fake.wait_for(
        lambda: len(world.table.seats) == len(humans) + computers, description="the seats"
    )
    await humans[0].click(lobby, custom_id=lobby_button("start"))
    return await world.fake.wait_for(
        lambda: table_message_or_none(world), description="the first table message"
    )


def table_message_or_none(world: World) -> FakeMessage | None:
    try:
        return world.table_message()
    except AssertionError:
        return None


def action_components(msg: FakeMessage) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The action buttons and the discard selects of a hand message."""
    buttons = [
        b for b in msg.buttons() if ACTION.match(b.get("custom_id", "")) and not b.get("disabled")
    ]
    selects = [s for s in msg.selects() if DISCARD.match(s.get("custom_id", ""))]
    return buttons, selects


@dataclass
class Player:
    """A simulated player and his current hand message."""

    user: FakeUser
    hand: FakeMessage | None = None
    clicks: int = 0


async def open_hand(world: World, player: Player) -> FakeMessage:
    """Click "My hand" on the current table message; the ephemeral hand."""
    r = await player.user.click(world.table_message(), custom_id=TABLE_MSG)
    hand = await r.wait_response()
    assert hand.ephemeral and hand.visible_to == player.user.id
    player.hand = hand
    return hand


LOW_BIDS = ("bid:three", "bid:two", "bid:one")


def _modest(
    world: World, player: Player, buttons: list[dict[str, Any]], rng: random.Random
) -> dict[str, Any]:
    """A player who bids only Three, Two or One, calls a king he does not hold, never
    announces or gives kontra, and otherwise picks at random: deals with a secret partner
    and a talon exchange."""
    by_id = {b["custom_id"]: b for b in buttons}
    calls = [cid for cid in by_id if ":call:" in cid]
    if calls:
        seat = world.table.seat_of(player.user.id)
        seen = world.table.view(seat) if seat is not None else None
        own = {card_code(c) for c in cards_of(seen.hand)} if seen is not None else set()
        others = [cid for cid in calls if cid.rsplit(":", 1)[1] not in own]
        return by_id[rng.choice(others or calls)]
    for low in LOW_BIDS:
        for cid, b in by_id.items():
            if cid.endswith(":" + low):
                return b
    for cid, b in by_id.items():
        if cid.endswith(":pass"):
            return b
    declares = sorted((cid for cid in by_id if ":declare:" in cid), key=len)
    if declares:
        return by_id[declares[0]]
    return rng.choice(buttons)


Chooser = Callable[
    [World, Player, list[dict[str, Any]], list[dict[str, Any]], random.Random],
    tuple[dict[str, Any], list[str] | None],
]
"""A game's own way of choosing on a hand: given the action buttons and the selects, the
component to use and, for a select, the values to choose (None for a button)."""

Settle = Callable[[World, Player, list[dict[str, Any]], list[dict[str, Any]]], Awaitable[None]]
"""What a player waits for before he moves (e.g. to read the table first), given the action
buttons and the selects of his hand."""


async def act(
    world: World,
    player: Player,
    rng: random.Random,
    *,
    prefer_pass: bool = False,
    modest: bool = False,
    chooser: Chooser | None = None,
    settle: Settle | None = None,
) -> bool:
    """Make one move from the player's hand message if it offers one; True if it did.

    Random among the offered actions, or ``prefer_pass`` (klop, mostly), or ``modest``
    (low contracts with a talon exchange), or the ``chooser``'s pick; after the ``settle``
    wait, if any.
    """
    hand = player.hand
    if hand is None:
        return False
    buttons, selects = action_components(hand)
    if settle is not None and (buttons or selects):
        await settle(world, player, buttons, selects)
    if chooser is not None and (buttons or selects):
        component, values = chooser(world, player, buttons, selects, rng)
        if values is None:
            r = await player.user.click(hand, custom_id=component["custom_id"])
        else:
            r = await player.user.select(hand, values, custom_id=component["custom_id"])
    elif selects:
        select = selects[0]
        count = select.get("max_values", 1)
        values = [o["value"] for o in select["options"]]
        choice = rng.sample(values, count)
        r = await player.user.select(hand, choice, custom_id=select["custom_id"])
    elif buttons:
        passes = [b for b in buttons if b["custom_id"].endswith(":pass")]
        if modest:
            button = _modest(world, player, buttons, rng)
        else:
            button = passes[0] if prefer_pass and passes else rng.choice(buttons)
        r = await player.user.click(hand, custom_id=button["custom_id"])
    else:
        return False
    updated = await r.wait_response()
    assert updated.id == hand.id, (
        f"an action must edit the hand: {r.callback_name}: {updated.text()[:300]!r}"
    )
    player.clicks += 1
    return True


async def act_until(
    world: World,
    players: Sequence[Player],
    rng: random.Random,
    done: Callable[[Table], bool],
    *,
    chooser: Chooser | None = None,
    rounds: int = 80,
) -> None:
    """Let the players move in turn (:func:`act`) until ``done(table)``, at most ``rounds``
    rounds; when nobody could move, wait for the bot (computers, hand updates) rather than
    spend the rounds while it catches up."""
    for _ in range(rounds):
        if done(world.table):
            return
        moved = False
        for p in players:
            if done(world.table):
                return
            moved = await act(world, p, rng, chooser=chooser) or moved
        if not moved:
            await world.fake.wait_for(
                lambda: (
                    done(world.table)
                    or any(p.hand is not None and any(action_components(p.hand)) for p in players)
                ),
                description="a move",
            )


async def play_deal(
    world: World,
    players: Sequence[Player],
    rng: random.Random,
    *,
    prefer_pass: bool = False,
    modest: bool = False,
    chooser: Chooser | None = None,
    settle: Settle | None = None,
    max_steps: int = 400,
) -> FakeMessage:
    """Play the current deal by clicking; returns its summary message."""
    deal_no = world.table.deal_no
    before = len(world.summaries())
    for p in players:
        await open_hand(world, p)
    for _ in range(max_steps):
        if len(world.summaries()) > before:
            return world.summaries()[-1]
        moved = False
        for p in players:
            moves = await act(
                world,
                p,
                rng,
                prefer_pass=prefer_pass,
                modest=modest,
                chooser=chooser,
                settle=settle,
            )
            if moves:
                moved = True
        if moved:
            continue

        def someone_can_move() -> bool:
            if len(world.summaries()) > before:
                return True
            return any(p.hand is not None and any(action_components(p.hand)) for p in players)

        await world.fake.wait_for(someone_can_move, description=f"a move in deal {deal_no}")
    raise AssertionError(f"deal {deal_no} did not end")


async def wait_for_actions(world: World, player: Player) -> list[dict[str, Any]]:
    """Wait until the player's hand message offers action buttons; those buttons."""

    def ready() -> list[dict[str, Any]] | None:
        if player.hand is None:
            return None
        buttons, _ = action_components(player.hand)
        return buttons or None

    return await world.fake.wait_for(ready, description=f"{player.user.username}'s turn")


def response_text(result: Any) -> str:
    """The text of the initial response of an interaction (from its callback request)."""
    from fakediscord import collect_text

    for call in result.calls:
        if call.route.endswith("/callback"):
            data = (call.json or {}).get("data") or {}
            return "\n".join(
                [data.get("content") or "", *collect_text(data.get("components") or [])]
            )
    return ""


def seat_of(world: World, user: FakeUser) -> int:
    """The user's seat at the open table."""
    seat = world.table.seat_of(user.id)
    assert seat is not None
    return seat
