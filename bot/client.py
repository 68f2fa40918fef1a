"""The Discord client: :class:`TarokBot`.

``setup_hook`` opens the store (running its migrations) and builds the bot's parts, handing
each one what it uses: the language choices, the presenter (the table observer that posts
and edits messages), the table manager with a real-time clock, the controller (what a click
does) and the ``/tarok`` commands. Nothing imports the client back. It then registers the
dynamic components, syncs the command tree only when it changed, and resumes every open
table (their timers continue; each playing table's message is brought up to date, and the
hands whose interaction tokens are still valid are pushed again).

The bot is sharded (``AutoShardedBot``): ``TAROK_SHARD_COUNT``/``TAROK_SHARD_IDS`` choose the
shards of this process, so that several processes on one database split them. Each process
then drives the tables of its shards only, holding a lease on each in the database; a
background task renews the leases and adopts the tables a dead process left (see
:mod:`bot.tables.ownership`).

A graceful stop (:meth:`TarokBot.close`) first answers every click in flight (new ones get
a notice), lets running computer moves finish and the queued message updates go out, and
only then disconnects and closes the store: nothing that was stored is left unanswered.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import logging
import os
import re
import secrets
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

import discord
from discord.ext import commands

from bot import thinking
from bot.cogs.pad import PadCommands
from bot.cogs.tarok import TarokCog
from bot.cogs.translator import TarokTranslator
from bot.daily import DailyPlay
from bot.settings import Settings, load_settings
from bot.store import Store
from bot.tables import Clock, ComputerFactory, LoopClock, TableDefaults, TableManager
from bot.tables.computer import computer_for_level
from bot.tables.ownership import Ownership, Shards
from bot.ui.controller import Controller
from bot.ui.daily import DAILY_ITEMS, DailyCommands, DailyUI
from bot.ui.hints import HintButton, Hints
from bot.ui.images import executor, warm_faces
from bot.ui.items import DYNAMIC_ITEMS
from bot.ui.language import Languages
from bot.ui.pacing import CHANNEL_LIMIT, CHANNEL_WINDOW, Pacers
from bot.ui.pad_items import PAD_ITEMS
from bot.ui.presenter import HAND_INTERVAL, Presenter
from bot.ui.replays import ReplayDesk

log = logging.getLogger(__name__)

TREE_HASH_KEY = "command_tree_hash"
SHUTDOWN_GRACE = 8.0
"""Seconds a graceful stop waits in all for clicks in flight, running computer moves and
queued message updates."""
CLOCK_GRACE = 2.0
"""Of which at most this long for the computer moves already running."""
_TOKENS = (
    # the token in an interaction's URLs (callbacks, webhook edits)
    (re.compile(r"(/(?:webhooks|interactions)/\d+/)[^/?\s'\"]+"), r"\1<token>"),
    # the token of an interaction's payload (gateway events)
    (re.compile(r"(['\"]token['\"]:\s*['\"])[^'\"]+"), r"\1<token>"),
)
TOKEN_LOGGERS = (
    "discord.http",
    "discord.webhook.async_",
    "discord.gateway",
    "discord.state",
    "discord.client",
    "aiosqlite",
)
"""Loggers of the libraries that may write an interaction token (at DEBUG): request URLs,
gateway payloads, the store's statements with their parameters."""


class RedactTokens(logging.Filter):
    """Keeps interaction tokens out of the log: a token edits a player's hand (the bot
    keeps some in its store), so none may be read in a log file. URLs and payloads show
    ``<token>``; a statement on the stored tokens is logged without its parameters."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Redact the record in place; always keep it."""
        try:
            text = record.getMessage()
        except Exception:
            return True
        if "hand_tokens" in text:
            redacted = "a statement on hand_tokens (parameters not logged)"
        else:
            redacted = text
            for pattern, replacement in _TOKENS:
                redacted = pattern.sub(replacement, redacted)
        if redacted != text:
            record.msg, record.args = redacted, None
        return True


def redact_tokens() -> None:
    """Put :class:`RedactTokens` on the loggers that may write a token (once)."""
    for name in TOKEN_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactTokens) for f in logger.filters):
            logger.addFilter(RedactTokens())


def process_name() -> str:
    """This process's name in the database's table leases (unique to this run)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


class TarokBot(commands.AutoShardedBot):
    """The tarok bot: slash commands, persistent components, tables that survive restarts.

    Keyword arguments are for tests and tools: another database (a SQLite file or a
    ``postgresql://`` URL), a clock, the computer players' delay and factory, table timing,
    the source of table seeds (the deals), discord.py's ``guild_ready_timeout``,
    ``identify_delay`` (seconds between two shards' IDENTIFY; None: discord.py's 5 s),
    ``warm_images=False`` to skip drawing the card faces in the background at start-up,
    the message-write budget per channel (``channel_budget``: requests, seconds), the
    coalescing interval of hand pushes and how long a graceful stop may take.
    """

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        db_path: str | Path | None = None,
        clock: Clock | None = None,
        computer_delay: float | None = None,
        computers: ComputerFactory | None = None,
        table_defaults: TableDefaults | None = None,
        seeds: Callable[[], int] | None = None,
        guild_ready_timeout: float = 2.0,
        warm_images: bool = True,
        identify_delay: float | None = None,
        shutdown_grace: float = SHUTDOWN_GRACE,
        channel_budget: tuple[int, float] = (CHANNEL_LIMIT, CHANNEL_WINDOW),
        hand_interval: float = HAND_INTERVAL,
        **options: Any,
    ) -> None:
        self.settings = settings if settings is not None else load_settings()
        redact_tokens()
        # The bot never reads messages back: no message cache (saves memory per table).
        options.setdefault("max_messages", None)
        shards = self.settings.shards
        options.setdefault("shard_count", self.settings.shard_count)
        if shards is not None:
            options.setdefault("shard_ids", list(shards))
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=discord.Intents.default(),
            allowed_mentions=discord.AllowedMentions.none(),
            guild_ready_timeout=guild_ready_timeout,
            **options,
        )
        self.db_path: str | Path = db_path if db_path is not None else self.settings.database
        """The database: a SQLite file or a ``postgresql://`` URL."""
        self.holder = process_name()
        """This process's name on the leases of the tables it drives."""
        self.ownership = Ownership(
            Shards(shards, self.settings.shard_count), self.settings.lease_seconds
        )
        self._identify_delay = identify_delay
        self._keeper: asyncio.Task[None] | None = None
        self._own_clock = clock is None
        self.clock: Clock = clock if clock is not None else LoopClock()
        defaults = table_defaults or TableDefaults.from_settings(self.settings)
        if computer_delay is not None:
            defaults = dataclasses.replace(defaults, computer_delay=computer_delay)
        self.table_defaults = defaults
        self._computers: ComputerFactory = computers or computer_for_level
        self._seeds = seeds
        self._warm_images = warm_images
        self.shutdown_grace = shutdown_grace
        self.channel_budget = channel_budget
        self.hand_interval = hand_interval
        self._warm_task: asyncio.Future[int] | None = None
        self._presenter: Presenter | None = None
        self._controller: Controller | None = None
        self._store: Store | None = None
        self._manager: TableManager | None = None
        self._languages: Languages | None = None
        self.hints: Hints | None = None
        """Answers the Hint buttons of the hands."""
        self.daily: DailyUI | None = None
        """The daily challenge (its commands and clicks)."""
        self.pads: PadCommands | None = None
        """The score pads' commands and clicks (set up in setup_hook)."""
        self.synced: bool | None = None
        """Whether the last start synced the command tree (None before setup)."""

    # -- parts built in setup_hook -----------------------------------------------------------
    @property
    def store(self) -> Store:
        """The open store."""
        if self._store is None:
            raise RuntimeError("the store is not open (setup_hook has not run)")
        return self._store

    @property
    def manager(self) -> TableManager:
        """The table manager."""
        if self._manager is None:
            raise RuntimeError("the table manager is not ready (setup_hook has not run)")
        return self._manager

    @property
    def languages(self) -> Languages:
        """Language choices of users and servers."""
        if self._languages is None:
            raise RuntimeError("languages are not ready (setup_hook has not run)")
        return self._languages

    @property
    def presenter(self) -> Presenter:
        """The table observer that shows the tables in Discord."""
        if self._presenter is None:
            raise RuntimeError("the presenter is not ready (setup_hook has not run)")
        return self._presenter

    @property
    def controller(self) -> Controller:
        """What a click does (the dynamic components find it here)."""
        if self._controller is None:
            raise RuntimeError("the controller is not ready (setup_hook has not run)")
        return self._controller

    def _channel(self, channel_id: int, guild_id: int) -> discord.PartialMessageable:
        return self.get_partial_messageable(channel_id, guild_id=guild_id)

    def _webhook(self, application_id: int, token: str) -> discord.Webhook:
        return discord.Webhook.partial(application_id, token, client=self)

    async def setup_hook(self) -> None:
        """Open the store, build the parts, load commands and components, sync, resume."""
        store = self._store = await Store.open(
            self.db_path, holder=self.holder, lease_seconds=self.ownership.lease_seconds
        )
        await store.hands.purge()
        # Computer players and hints think in worker processes beside this loop.
        thinking.configure(self.settings.computer_processes)
        languages = self._languages = Languages(store, self.settings.default_language)
        presenter = self._presenter = Presenter(
            languages=languages,
            clock=self.clock,
            channels=self._channel,
            webhooks=self._webhook,
            lobby_timeout=self.table_defaults.lobby_timeout,
            tokens=store.hands,
            pacers=Pacers(*self.channel_budget),
            hand_interval=self.hand_interval,
            replays=store.replays,
        )
        manager = self._manager = TableManager(
            store,
            presenter,
            clock=self.clock,
            computers=self._computers,
            defaults=self.table_defaults,
            seeds=self._seeds,
            ownership=self.ownership,
        )
        controller = self._controller = Controller(
            manager=manager, store=store, languages=languages, presenter=presenter
        )
        controller.replays = replays = ReplayDesk(
            store=store, manager=manager, languages=languages, presenter=presenter
        )
        self.hints = Hints(self)
        self.daily = DailyUI(store, languages, DailyPlay(store, self._computers), store.db.now)
        await self.tree.set_translator(TarokTranslator())
        pads = self.pads = PadCommands(store=store, languages=languages, pacers=presenter.pacers)
        pads.bind(self)
        self.add_listener(pads.on_interaction, "on_interaction")
        await self.add_cog(
            TarokCog(
                store=store,
                manager=manager,
                languages=languages,
                controller=controller,
                replays=replays,
                groups=[DailyCommands(self.daily), pads],
            )
        )
        self.add_dynamic_items(*DYNAMIC_ITEMS, HintButton, *DAILY_ITEMS, *PAD_ITEMS)
        if self._warm_images:
            # Card faces drawn ahead of the first "My hand", in the render threads.
            loop = asyncio.get_running_loop()
            self._warm_task = asyncio.ensure_future(loop.run_in_executor(executor(), warm_faces))
        self.synced = await self.sync_commands()
        log.info("process %s runs %s on %s", self.holder, self.ownership.shards, store.backend)
        resumed = await self._adopt(manager.resume_all)
        hands = await presenter.resume(resumed)
        if resumed:
            log.info("resumed %d open table(s), %d hand(s) pushed again", len(resumed), hands)
        self._keeper = asyncio.create_task(self._keep_tables(), name="tarok-leases")

    async def _adopt(self, resume: Callable[[], Any]) -> list[Any]:
        """Run a resume with the presenter marking the tables it brings back as resumed."""
        self.presenter.resuming = True
        try:
            tables = list(await resume())
            for table in tables:
                # Made now, while resuming: the replayed moves reach the presenter later,
                # through the table's outbox, and must find the table marked as resumed.
                self.presenter.screen(table)
            return tables
        finally:
            self.presenter.resuming = False

    async def _keep_tables(self) -> None:
        """Renew this process's table leases and adopt the tables a dead process left, every
        third of the lease time, until the bot closes."""
        interval = self.ownership.renew_every
        while True:
            await asyncio.sleep(interval)
            try:
                await self.manager.renew_leases()
                adopted = await self._adopt(self.manager.resume_all)
                if adopted:
                    await self.presenter.resume(adopted)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("renewing the table leases failed (retrying)")
                continue
            if adopted:
                log.info("took over %d table(s) left by another process", len(adopted))

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Wait between two shards' IDENTIFY (discord.py's 5 s unless ``identify_delay``)."""
        if self._identify_delay is None:
            await super().before_identify_hook(shard_id, initial=initial)
        elif not initial and self._identify_delay > 0:
            await asyncio.sleep(self._identify_delay)

    async def images_warm(self) -> None:
        """Wait until the card faces drawn at start-up are ready (see ``warm_images``)."""
        if self._warm_task is not None:
            await asyncio.shield(self._warm_task)

    async def command_payload(self, guild: discord.abc.Snowflake | None) -> list[dict[str, Any]]:
        """The translated command payloads the tree would sync (for the change check)."""
        translator = self.tree.translator
        commands_ = self.tree.get_commands(guild=guild)
        if translator is None:
            return [c.to_dict(self.tree) for c in commands_]
        return [await c.get_translated_payload(self.tree, translator) for c in commands_]

    async def sync_commands(self) -> bool:
        """Sync the slash commands if they changed since the last sync; True if synced.

        With ``TAROK_DEV_GUILD_ID`` they go to that server only (instant), else globally. The
        hash of what was synced is kept in the store's meta table.
        """
        guild: discord.Object | None = None
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
        payload = await self.command_payload(guild)
        scope = "global" if guild is None else f"guild:{guild.id}"
        digest = hashlib.sha256(
            json.dumps({"scope": scope, "commands": payload}, sort_keys=True, default=str).encode()
        ).hexdigest()
        key = f"{TREE_HASH_KEY}:{scope}"
        if await self.store.meta.get(key) == digest:
            log.info("slash commands unchanged (%s): not synced", scope)
            return False
        await self.tree.sync(guild=guild)
        await self.store.meta.set(key, digest)
        log.info("slash commands synced (%s)", scope)
        return True

    async def on_ready(self) -> None:
        """Log the connection."""
        user = self.user
        log.info(
            "logged in as %s (%s) in %d server(s)", user, user.id if user else "?", len(self.guilds)
        )

    async def close(self) -> None:
        """Stop gracefully: answer the clicks in flight (refusing new ones), stop the
        tables' timers (running computer moves finish), let the queued message updates go
        out, then disconnect and close the store. Each step waits at most what is left of
        :attr:`shutdown_grace`."""
        if self.is_closed():
            await super().close()
            return
        loop = asyncio.get_running_loop()
        end = loop.time() + self.shutdown_grace

        def left() -> float:
            return max(0.0, end - loop.time())

        if self._keeper is not None:
            # No more lease renewals or adoptions: the tables' leases go back below.
            self._keeper.cancel()
            await asyncio.gather(self._keeper, return_exceptions=True)
            self._keeper = None
        if self._controller is not None:
            await self._controller.drain(left())
        if self._manager is not None:
            await self._manager.shutdown()
        if self._own_clock and isinstance(self.clock, LoopClock):
            # A computer move takes a moment; the rest of the grace is for the messages.
            await self.clock.drain(min(left(), CLOCK_GRACE))
        if self._presenter is not None:
            await self._presenter.drain(left())
            await self._presenter.close()
        if self._warm_task is not None:
            await asyncio.gather(self._warm_task, return_exceptions=True)
        if self._own_clock and isinstance(self.clock, LoopClock):
            await self.clock.aclose()
        await super().close()
        if self._store is not None:
            await self._store.close()
            self._store = None
