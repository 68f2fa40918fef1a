"""``FakeDiscord``: a loopback Discord (REST + gateway) for end-to-end bot tests.

Typical use::

    async with FakeDiscord() as fake:
        guild = fake.add_guild("Test")
        chan = guild.add_text_channel("tarok")
        alice = guild.add_member("alice")
        await fake.start_bot(MyBot(guild_ready_timeout=0.05))
        r = await alice.slash(chan, "tarok start", {"players": 4})
        msg = await r.wait_response()
        await alice.click(msg, label="Join")

The server listens on ``127.0.0.1`` on a random free port; entering the context
patches discord.py (see :func:`fakediscord.patching.patch_discord`) and leaving it
stops the bot, closes the server and restores discord.py.
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import copy
import dataclasses
import logging
import re
import socket
import traceback
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from types import TracebackType
from typing import Any, TypeVar
from urllib.parse import quote

import discord
from aiohttp import web

from .clock import FakeClock, SnowflakeFactory
from .errors import BotCrashedError, BotErrorLoggedError, FakeTimeoutError, NoBotConnectedError
from .gateway import Gateway, Intents
from .interactions import InteractionEngine, InteractionResult
from .models import (
    DEFAULT_BOT_PERMISSIONS,
    DEFAULT_EVERYONE_PERMISSIONS,
    DM,
    Audience,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    InjectedFault,
    MessageRevision,
    RegisteredCommand,
    RestCall,
    sniff_content_type,
)
from .patching import patch_discord
from .ratelimits import RateLimiter, RateLimits
from .rest import RestApi

__all__ = ["BotError", "FakeDiscord"]

T = TypeVar("T")

_STATUS_MESSAGES = {
    400: "400: Bad Request",
    401: "401: Unauthorized",
    403: "403: Forbidden",
    404: "404: Not Found",
    429: "You are being rate limited.",
    500: "500: Internal Server Error",
    502: "502: Bad Gateway",
}


@dataclasses.dataclass(frozen=True)
class BotError:
    """An ERROR-level log record emitted by discord.py (usually an exception in bot code)."""

    logger: str
    message: str
    traceback: str | None

    def __str__(self) -> str:
        return f"[{self.logger}] {self.message}" + (f"\n{self.traceback}" if self.traceback else "")


class _BotLogCapture(logging.Handler):
    def __init__(self, fake: FakeDiscord) -> None:
        super().__init__(level=logging.ERROR)
        self.fake = fake

    def emit(self, record: logging.LogRecord) -> None:
        text = None
        if record.exc_info:
            text = "".join(traceback.format_exception(*record.exc_info))
        self.fake.bot_errors.append(BotError(record.name, record.getMessage(), text))
        self.fake.notify_change_threadsafe()


class FakeDiscord:
    """A fake Discord API + gateway on loopback, plus the state tests inspect.

    Args:
        bot_name: Username of the bot user (its id is also the application id).
        application_name: Name returned by ``GET /oauth2/applications/@me``.
        token: Bot token to accept. ``None`` accepts the token given to
            :meth:`start_bot` (any token before that).
        host: Interface to bind; keep the default loopback.
        heartbeat_interval: Seconds announced in HELLO.
        enforce_response_deadline: Reject initial responses later than 3 s (fake
            clock) with 10062, like Discord. Off by default; the delay is always
            recorded in :attr:`InteractionResult.latency` / ``.late``.
        gateway_compression: Honour ``compress=zlib-stream`` (else plain TEXT frames).
        strict: On exit, fail the test if the bot logged errors, called unknown routes
            or hit a fake-internal error (see :meth:`problems`).
        fail_fast_on_bot_errors: Make every ``wait_*`` raise :class:`BotErrorLoggedError`
            as soon as discord.py logs an error (instead of timing out).
        default_timeout: Default seconds for every ``wait_*`` helper.
        attachment_size_limit: Max upload size (bytes) and ``attachment_size_limit``
            sent with interactions.
        allowed_privileged_intents: Privileged intents the app may request; ``None``
            allows all. Others close the gateway with 4014, like Discord.
        recommended_shards: ``shards`` returned by ``GET /gateway/bot``.
        max_guilds_per_shard: Like Discord (2,500), an IDENTIFY whose shard would hold
            more guilds is closed with 4011 "Sharding required".
        rate_limits: The rate-limit model (:class:`~fakediscord.ratelimits.RateLimits`):
            Discord's per-channel message limit and buckets by default;
            ``RateLimits.off()`` for none.
        patch: Patch discord.py on start (disable to call :func:`patch_discord` yourself).
        keep_history: Keep everything for the test to inspect (the default): every message
            revision (:attr:`revision_log`), every REST call with its body and files, every
            gateway frame, every attachment ever uploaded. ``False`` is for long load runs,
            whose history would not fit in memory: a message keeps only its latest revision
            and no revision log is kept, an attachment is forgotten once no message shows it,
            a REST call that succeeded is forgotten once it is finished (failed calls and 429s
            stay in :attr:`rest_log`), an interaction forgets its payload once sent, the
            gateway logs no frames and keeps each session's resume buffer only past the
            sequence its last heartbeat acknowledged (the events a RESUME can ask for).
    """

    def __init__(
        self,
        *,
        bot_name: str = "TarokBot",
        application_name: str = "Tarok",
        token: str | None = None,
        host: str = "127.0.0.1",
        heartbeat_interval: float = 41.25,
        enforce_response_deadline: bool = False,
        gateway_compression: bool = True,
        strict: bool = True,
        fail_fast_on_bot_errors: bool = True,
        default_timeout: float = 5.0,
        attachment_size_limit: int = 10 * 1024 * 1024,
        allowed_privileged_intents: int | None = None,
        recommended_shards: int = 1,
        max_guilds_per_shard: int = 2500,
        rate_limits: RateLimits | None = None,
        patch: bool = True,
        keep_history: bool = True,
    ) -> None:
        self.host = host
        self.heartbeat_interval = heartbeat_interval
        self.enforce_response_deadline = enforce_response_deadline
        self.gateway_compression = gateway_compression
        self.strict = strict
        self.fail_fast_on_bot_errors = fail_fast_on_bot_errors
        self.default_timeout = default_timeout
        self.attachment_size_limit = attachment_size_limit
        self.allowed_privileged_intents = allowed_privileged_intents
        self.recommended_shards = recommended_shards
        self.max_guilds_per_shard = max_guilds_per_shard
        self.application_name = application_name
        self.application_flags = 0
        self.token = token
        self._fixed_token = token is not None
        self._patch = patch
        self.keep_history = keep_history

        self.clock = FakeClock()
        self.snowflakes = SnowflakeFactory(self.clock)
        self.started_at_iso = self.clock.iso()

        #: All users by id (the bot, the app owner, simulated users).
        self.users: dict[int, FakeUser] = {}
        self.bot_user = self._new_user(bot_name, bot=True)
        #: Application id (equal to the bot user id, as for modern Discord apps).
        self.application_id = self.bot_user.id
        self.owner_user = self._new_user("app-owner")
        self.guilds: dict[int, FakeGuild] = {}
        #: All channels, threads and DM channels by id.
        self.channels: dict[int, FakeChannel] = {}
        #: All messages ever stored (deleted ones included) by id.
        self.messages: dict[int, FakeMessage] = {}
        self._channel_messages: dict[int, list[int]] = defaultdict(list)
        self._dm_channels: dict[int, FakeChannel] = {}
        self.attachments: dict[int, FakeAttachment] = {}
        #: Registered commands: scope (guild id or None) -> "type:name" -> command.
        self.commands: dict[int | None, dict[str, RegisteredCommand]] = {}
        #: Every interaction sent to the bot, by id.
        self.interactions: dict[int, InteractionResult] = {}
        self._interactions_by_token: dict[str, InteractionResult] = {}
        #: Every REST call received, in order (see ``keep_history``).
        self.rest_log: list[RestCall] = []
        self._rest_seq = 0
        self._rest_forgettable = 0
        #: Every message revision (create/edit/delete), in order: the privacy-audit trail.
        self.revision_log: list[MessageRevision] = []
        self.faults: list[InjectedFault] = []
        #: The rate-limit model and its buckets.
        self.ratelimiter = RateLimiter(rate_limits if rate_limits is not None else RateLimits())
        #: REST calls that matched no route (also listed in :attr:`rest_log`).
        self.unknown_routes: list[RestCall] = []
        #: Exceptions inside the fake itself (always a bug in the fake).
        self.internal_errors: list[str] = []
        #: ERROR log records from discord.py (exceptions in commands, views, events).
        self.bot_errors: list[BotError] = []

        self.engine = InteractionEngine(self)
        self.rest = RestApi(self)
        self.gateway = Gateway(self)

        self._changed: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._port: int | None = None
        self._patcher: contextlib.ExitStack | None = None
        self._log_capture = _BotLogCapture(self)
        self._bot: discord.Client | None = None
        self._bot_task: asyncio.Task[None] | None = None
        self._stopping = False
        self._crash_reported = False

    # ------------------------------------------------------------------------------------
    # Lifecycle
    # ------------------------------------------------------------------------------------

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close(raise_bot_errors=exc_type is None)
        if exc_type is None and self.strict:
            problems = self.problems()
            if problems:
                raise AssertionError("fakediscord found problems:\n\n" + "\n\n".join(problems))

    async def start(self) -> None:
        """Start the server on a free loopback port and patch discord.py."""
        if self._runner is not None:
            raise RuntimeError("FakeDiscord already started")
        self._loop = asyncio.get_running_loop()
        self._changed = asyncio.Event()
        app = web.Application(client_max_size=self.attachment_size_limit * 11)
        app.router.add_route("GET", "/", self.gateway.handle)
        app.router.add_route("GET", "/resume", self.gateway.handle)
        app.router.add_route(
            "GET",
            "/attachments/{channel_id}/{attachment_id}/{filename}",
            self.rest.serve_attachment,
        )
        app.router.add_route("GET", "/cdn/{tail:.*}", self.rest.serve_cdn)
        app.router.add_route("*", "/api/v10/{tail:.*}", self.rest.handle)
        app.router.add_route("*", "/{tail:.*}", self.rest.handle_other)
        runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind((self.host, 0))
        site = web.SockSite(runner, sock)
        await site.start()
        self._runner = runner
        self._port = sock.getsockname()[1]
        if self._patch:
            self._patcher = contextlib.ExitStack()
            self._patcher.enter_context(
                patch_discord(self.api_base, self.gateway_url, f"{self.base_url}/cdn")
            )
        logging.getLogger("discord").addHandler(self._log_capture)

    async def close(self, *, raise_bot_errors: bool = True) -> None:
        """Stop the bot (if running), close the server and restore discord.py."""
        try:
            if self._bot is not None:
                await self.stop_bot(raise_errors=raise_bot_errors)
        finally:
            await self.gateway.close_all()
            if self._runner is not None:
                await self._runner.cleanup()
                self._runner = None
            if self._patcher is not None:
                self._patcher.close()
                self._patcher = None
            logging.getLogger("discord").removeHandler(self._log_capture)

    @property
    def port(self) -> int:
        """TCP port of the server (after :meth:`start`)."""
        if self._port is None:
            raise RuntimeError("FakeDiscord not started")
        return self._port

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>``."""
        return f"http://{self.host}:{self.port}"

    @property
    def api_base(self) -> str:
        """REST base URL used as ``discord.http.Route.BASE``."""
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """Gateway URL used as ``DiscordWebSocket.DEFAULT_GATEWAY``."""
        return f"ws://{self.host}:{self.port}/"

    @property
    def resume_gateway_url(self) -> str:
        """``resume_gateway_url`` sent in READY (a distinct path of the same server)."""
        return f"ws://{self.host}:{self.port}/resume"

    def loop_time(self) -> float:
        """The running loop's clock (used for timeouts)."""
        return asyncio.get_running_loop().time()

    def routes(self) -> list[str]:
        """Route keys the REST API implements (usable with :meth:`inject_error`)."""
        return self.rest.route_keys()

    # ------------------------------------------------------------------------------------
    # Change notification and waiting
    # ------------------------------------------------------------------------------------

    def notify_change(self) -> None:
        """Wake every :meth:`wait_for` (called on any state change)."""
        event = self._changed
        if event is None:
            return
        self._changed = asyncio.Event()
        event.set()

    def notify_change_threadsafe(self) -> None:
        """Like :meth:`notify_change`, callable from any thread."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is loop:
            self.notify_change()
        else:
            loop.call_soon_threadsafe(self.notify_change)

    async def wait_for(
        self,
        predicate: Callable[[], T | None],
        timeout: float | None = None,
        *,
        description: str | None = None,
        poll: float | None = 0.05,
        bot_errors_since: int | None = None,
    ) -> T:
        """Wait until ``predicate()`` is truthy and return its value.

        The predicate is re-evaluated whenever the fake's state changes (REST call,
        gateway frame, bot log record) and, as a safety net for predicates over bot
        internals, every ``poll`` seconds (``None`` disables polling).

        Raises:
            FakeTimeoutError: not satisfied within ``timeout`` (default
                :attr:`default_timeout`); the message lists recent REST calls, pending
                interactions and bot errors.
            BotCrashedError: the bot task ended meanwhile.
            BotErrorLoggedError: discord.py logged an error since ``bot_errors_since``
                (an index into :attr:`bot_errors`, default: when the wait started) and
                :attr:`fail_fast_on_bot_errors` is set.
        """
        if self._changed is None:
            raise RuntimeError("FakeDiscord not started")
        timeout = self.default_timeout if timeout is None else timeout
        errors_before = len(self.bot_errors) if bot_errors_since is None else bot_errors_since
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            value = predicate()
            if value:
                return value
            self._check_bot_alive()
            what = description or getattr(predicate, "__name__", "a condition")
            if self.fail_fast_on_bot_errors and len(self.bot_errors) > errors_before:
                raise BotErrorLoggedError(
                    self.report(f"The bot logged an error while waiting for {what}.")
                )
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise FakeTimeoutError(
                    self.report(f"Timed out after {timeout:.2f}s waiting for {what}.")
                )
            wait = remaining if poll is None else min(remaining, poll)
            event = self._changed
            # asyncio.timeout, not asyncio.wait_for: on Python 3.11 wait_for returns the
            # event's result when a cancellation comes in the same moment as the change,
            # and the cancelled waiter would go on waiting.
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(wait):
                    await event.wait()

    async def wait_for_message(
        self,
        predicate: Callable[[FakeMessage], bool] | None = None,
        *,
        channel: FakeChannel | None = None,
        after: int | None = None,
        timeout: float | None = None,
    ) -> FakeMessage:
        """Wait for a (non-deleted) message matching ``predicate`` and return it.

        ``after`` is a message id / snowflake: only newer messages count (use
        ``fake.snowflakes.next()`` before acting to get a fresh bound).
        """

        def find() -> FakeMessage | None:
            for message in self._newest_first(channel):
                if message.deleted:
                    continue
                if after is not None and message.id <= after:
                    continue
                if predicate is None or predicate(message):
                    return message
            return None

        return await self.wait_for(find, timeout, description="a matching message")

    def _check_bot_alive(self) -> None:
        task = self._bot_task
        if task is None or not task.done() or self._stopping:
            return
        self._crash_reported = True
        if task.cancelled():
            raise BotCrashedError("the bot task was cancelled")
        error = task.exception()
        if error is not None:
            raise BotCrashedError(f"the bot crashed: {error!r}") from error
        raise BotCrashedError("bot.start() returned unexpectedly (did the bot close itself?)")

    def report(self, headline: str) -> str:
        """A diagnostic report: headline, recent REST calls, pending interactions, errors."""
        lines = [headline, "", "Recent REST calls:"]
        for call in self.rest_log[-15:]:
            lines.append(f"  {call}")
            if isinstance(call.response, dict) and call.response.get("errors"):
                lines.append(f"      errors: {call.response['errors']}")
        if not self.rest_log:
            lines.append("  (none)")
        pending = [r for r in self.interactions.values() if not r.acknowledged]
        if pending:
            lines.append("Unacknowledged interactions:")
            lines.extend(f"  {r!r} delivered={r.delivered_real is not None}" for r in pending[-5:])
        lines.append(f"Gateway sessions: {list(self.gateway.sessions.values())}")
        if self._bot_task is not None:
            lines.append(f"Bot task: {self._bot_task!r}")
        if self.bot_errors:
            lines.append("Bot errors (latest last):")
            lines.extend(str(e) for e in self.bot_errors[-3:])
        return "\n".join(lines)

    # ------------------------------------------------------------------------------------
    # Bot lifecycle and gateway disruptions
    # ------------------------------------------------------------------------------------

    @property
    def bot(self) -> discord.Client | None:
        """The bot currently started with :meth:`start_bot`."""
        return self._bot

    async def start_bot(
        self,
        bot: discord.Client,
        token: str = "fake-bot-token",
        *,
        timeout: float | None = None,
        wait_ready: bool = True,
    ) -> None:
        """Run ``bot.start(token)`` in a task and wait until ``on_ready`` fired.

        Build the bot with a small ``guild_ready_timeout`` (e.g. ``0.05``): on_ready
        fires that long after the last GUILD_CREATE. Pass a *new* bot instance after
        :meth:`stop_bot` to simulate a restart (all fake state is kept).
        """
        if self._runner is None:
            raise RuntimeError("FakeDiscord not started; use `async with FakeDiscord() as fake`")
        if self._bot_task is not None and not self._bot_task.done():
            raise RuntimeError("a bot is already running; `await fake.stop_bot()` first")
        if not self._fixed_token:
            self.token = token
        before = self.gateway.identify_count
        self._bot = bot
        self._stopping = False
        self._crash_reported = False
        self._bot_task = asyncio.create_task(bot.start(token), name="fakediscord-bot")
        self._bot_task.add_done_callback(lambda _task: self.notify_change())
        if not wait_ready:
            return
        timeout = self.default_timeout if timeout is None else timeout
        await self.wait_for(
            lambda: self.gateway.identify_count > before,
            timeout,
            description="the bot to log in and IDENTIFY on the gateway",
            poll=None,
        )
        await self._race_bot(bot.wait_until_ready(), timeout, "the bot's on_ready")

    async def _race_bot(self, awaitable: Any, timeout: float, what: str) -> Any:
        task = self._bot_task
        assert task is not None
        waiter = asyncio.ensure_future(awaitable)
        done, _ = await asyncio.wait(
            {waiter, task}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED
        )
        if waiter in done:
            return waiter.result()
        waiter.cancel()
        await asyncio.gather(waiter, return_exceptions=True)
        self._check_bot_alive()
        raise FakeTimeoutError(self.report(f"Timed out after {timeout:.2f}s waiting for {what}."))

    async def stop_bot(self, *, timeout: float | None = None, raise_errors: bool = True) -> None:
        """Close the bot (``await bot.close()``) and wait for its task and socket to end."""
        bot, task = self._bot, self._bot_task
        if bot is None or task is None:
            return
        timeout = self.default_timeout if timeout is None else timeout
        self._stopping = True
        error: BaseException | None = None
        try:
            if not task.done():
                await asyncio.wait_for(bot.close(), timeout)
                try:
                    await asyncio.wait_for(asyncio.shield(task), timeout)
                except TimeoutError:
                    task.cancel()
                    await asyncio.gather(task, return_exceptions=True)
            if not task.cancelled():
                error = task.exception()
            if not bot.is_closed():
                await bot.close()
        finally:
            self._bot = None
            self._bot_task = None
            self._stopping = False
        with contextlib.suppress(FakeTimeoutError):
            await self.wait_for(
                lambda: not self.gateway.has_open_connection(),
                timeout,
                description="the gateway connection to close",
                poll=None,
            )
        # discord.py's close() ends the socket with code 4000 (its receive loop races the
        # close), which would leave the session resumable; the process is gone, so drop it.
        for session in self.gateway.sessions.values():
            if not session.connected:
                session.invalid = True
        if error is not None and raise_errors and not self._crash_reported:
            raise BotCrashedError(f"the bot task failed: {error!r}") from error

    async def restart_bot(
        self, new_bot: discord.Client, token: str | None = None, **kwargs: Any
    ) -> None:
        """:meth:`stop_bot` then :meth:`start_bot` with ``new_bot`` (same fake state)."""
        await self.stop_bot()
        await self.start_bot(new_bot, token or self.token or "fake-bot-token", **kwargs)

    def _require_sessions(self, sessions: list[Any]) -> None:
        if not sessions:
            raise NoBotConnectedError("no connected gateway session")

    async def force_reconnect(self, *, timeout: float | None = None) -> None:
        """Send op 7 RECONNECT and wait until the bot has RESUMEd its session(s)."""
        before = {s: s.resumes for s in self.gateway.connected_sessions()}
        self._require_sessions(list(before))
        self.gateway.send_reconnect()
        await self.wait_for(
            lambda: all(s.resumes > n and s.connected for s, n in before.items()),
            timeout,
            description="the bot to RESUME after op 7 RECONNECT",
            poll=None,
        )

    async def drop_connection(self, *, code: int = 4000, timeout: float | None = None) -> None:
        """Close the websocket(s) from the server side and wait for the bot to resume."""
        before = {s: s.resumes for s in self.gateway.connected_sessions()}
        self._require_sessions(list(before))
        await self.gateway.drop_connections(code)
        await self.wait_for(
            lambda: all(s.resumes > n and s.connected for s, n in before.items()),
            timeout,
            description=f"the bot to RESUME after the server closed the socket with {code}",
            poll=None,
        )

    async def invalidate_session(
        self, *, resumable: bool = False, timeout: float | None = None
    ) -> None:
        """Send op 9 INVALID_SESSION and wait for the bot to RESUME (or re-IDENTIFY)."""
        sessions = self.gateway.connected_sessions()
        self._require_sessions(sessions)
        identified = self.gateway.identify_count
        resumes = {s: s.resumes for s in sessions}
        self.gateway.send_invalid_session(resumable)
        if resumable:
            await self.wait_for(
                lambda: all(s.resumes > n and s.connected for s, n in resumes.items()),
                timeout,
                description="the bot to RESUME after op 9 (resumable)",
                poll=None,
            )
        else:
            await self.wait_for(
                lambda: self.gateway.identify_count > identified,
                timeout,
                description="the bot to IDENTIFY again after op 9",
                poll=None,
            )

    def dispatch_event(self, event: str, data: Any, *, guild_id: int | None = None) -> int:
        """Send a raw DISPATCH event to the bot (escape hatch); returns the session count."""
        return self.gateway.dispatch(event, data, guild_id=guild_id)

    # ------------------------------------------------------------------------------------
    # Clock
    # ------------------------------------------------------------------------------------

    def advance_time(self, seconds: float) -> None:
        """Move the fake clock forward (token expiry, 3 s deadline, timestamps)."""
        self.clock.advance(seconds)
        self.notify_change()

    # ------------------------------------------------------------------------------------
    # Building the world
    # ------------------------------------------------------------------------------------

    def _new_user(
        self, name: str, *, bot: bool = False, global_name: str | None = None, locale: str = "en-US"
    ) -> FakeUser:
        user = FakeUser(
            self, self.snowflakes.next(), name, global_name=global_name, bot=bot, locale=locale
        )
        self.users[user.id] = user
        return user

    def add_user(
        self, name: str, *, global_name: str | None = None, locale: str = "en-US"
    ) -> FakeUser:
        """Create a user that is not (yet) in any guild."""
        return self._new_user(name, global_name=global_name, locale=locale)

    def add_guild(
        self,
        name: str = "Test Guild",
        *,
        bot_permissions: int | discord.Permissions = DEFAULT_BOT_PERMISSIONS,
        everyone_permissions: int | discord.Permissions = DEFAULT_EVERYONE_PERMISSIONS,
        owner: FakeUser | None = None,
        locale: str = "en-US",
        shard: tuple[int, int] | None = None,
    ) -> FakeGuild:
        """Create a guild containing the bot (with a managed role holding ``bot_permissions``).

        ``shard=(shard_id, shard_count)`` picks a guild id that gateway shard receives."""
        every = (
            everyone_permissions.value
            if isinstance(everyone_permissions, discord.Permissions)
            else everyone_permissions
        )
        guild = FakeGuild(
            self,
            self.snowflakes.next() if shard is None else self.snowflakes.next_in_shard(*shard),
            name,
            owner_id=owner.id if owner is not None else None,
            locale=locale,
            everyone_permissions=int(every),
        )
        perms = (
            bot_permissions.value
            if isinstance(bot_permissions, discord.Permissions)
            else bot_permissions
        )
        role = FakeRole(
            self.snowflakes.next(),
            guild.id,
            self.bot_user.username,
            int(perms),
            1,
            True,
            bot_id=self.bot_user.id,
        )
        guild.roles[role.id] = role
        guild.bot_role = role
        guild.members[self.bot_user.id] = FakeMember(
            self.bot_user, guild, [role.id], self.clock.iso()
        )
        if owner is not None and owner.id not in guild.members:
            guild.members[owner.id] = FakeMember(owner, guild, [], self.clock.iso())
        self.guilds[guild.id] = guild
        self.gateway.dispatch(
            "GUILD_CREATE", guild.gateway_payload(), guild_id=guild.id, intent=Intents.GUILDS
        )
        self.notify_change()
        return guild

    def on_world_change(self, event: str, guild: FakeGuild, payload: dict[str, Any]) -> None:
        """Called by guild/channel builders: keeps indexes and informs connected bots."""
        if event in ("CHANNEL_CREATE", "CHANNEL_UPDATE"):
            self.channels[int(payload["id"])] = guild.channels[int(payload["id"])]
        if guild.id in self.guilds:
            intent = Intents.GUILD_MEMBERS if event.startswith("GUILD_MEMBER") else Intents.GUILDS
            self.gateway.dispatch(event, payload, guild_id=guild.id, intent=intent)
        self.notify_change()

    def dm_channel_for(self, user: FakeUser) -> FakeChannel:
        """The DM channel between ``user`` and the bot (created on first use)."""
        channel = self._dm_channels.get(user.id)
        if channel is None:
            channel = FakeChannel(self, self.snowflakes.next(), DM, None, recipients=[user])
            self._dm_channels[user.id] = channel
            self.channels[channel.id] = channel
        return channel

    def bot_permissions_in(self, channel: FakeChannel) -> int:
        """The bot's effective permissions in ``channel``."""
        if channel.guild is None:
            return discord.Permissions(
                view_channel=True,
                send_messages=True,
                embed_links=True,
                attach_files=True,
                read_message_history=True,
            ).value
        return channel.guild.permissions_for(self.bot_user, channel)

    def mentions_in(self, content: str, channel: FakeChannel) -> list[dict[str, Any]]:
        """User objects for ``<@id>`` mentions in ``content`` (members include ``member``)."""
        found: list[dict[str, Any]] = []
        for raw in dict.fromkeys(re.findall(r"<@!?(\d+)>", content or "")):
            user = self.users.get(int(raw))
            if user is None:
                continue
            data = user.payload()
            if channel.guild is not None and user.id in channel.guild.members:
                data["member"] = channel.guild.members[user.id].payload(with_user=False)
            found.append(data)
        return found

    def last_message_id(self, channel: FakeChannel) -> int | None:
        """Id of the newest public message in ``channel``."""
        for message_id in reversed(self._channel_messages.get(channel.id, [])):
            message = self.messages[message_id]
            if not message.ephemeral and not message.deleted:
                return message_id
        return None

    def make_attachment(
        self,
        channel: FakeChannel,
        filename: str,
        data: bytes,
        uploaded_content_type: str | None,
        *,
        description: str | None = None,
        ephemeral: bool = False,
    ) -> FakeAttachment:
        """Store uploaded bytes as an attachment served by the fake CDN."""
        attachment_id = self.snowflakes.next()
        attachment = FakeAttachment(
            attachment_id,
            filename,
            data,
            content_type=sniff_content_type(data, filename, uploaded_content_type),
            uploaded_content_type=uploaded_content_type,
            url=f"{self.base_url}/attachments/{channel.id}/{attachment_id}/{quote(filename)}",
            description=description,
            ephemeral=ephemeral,
        )
        self.attachments[attachment_id] = attachment
        return attachment

    # ------------------------------------------------------------------------------------
    # Messages
    # ------------------------------------------------------------------------------------

    def _message_event(self, event: str, message: FakeMessage) -> None:
        if message.ephemeral:
            return
        channel = message.channel
        bot_id = self.bot_user.id
        if event == "MESSAGE_DELETE":
            data: dict[str, Any] = {"id": str(message.id), "channel_id": str(channel.id)}
        else:
            data = message.payload()
        guild_id = channel.guild.id if channel.guild is not None else None
        if guild_id is not None:
            data["guild_id"] = str(guild_id)
            member = (
                channel.guild.members.get(message.author.id) if channel.guild is not None else None
            )
            if member is not None and event != "MESSAGE_DELETE":
                data["member"] = member.payload(with_user=False)
        intent = Intents.GUILD_MESSAGES if guild_id is not None else Intents.DIRECT_MESSAGES
        mentioned = f"<@{bot_id}>" in message.content or f"<@!{bot_id}>" in message.content

        def hide_content(session: Any, payload: dict[str, Any]) -> dict[str, Any]:
            if (
                event == "MESSAGE_DELETE"
                or message.author.id == bot_id
                or channel.is_dm
                or mentioned
                or session.intents & Intents.MESSAGE_CONTENT
            ):
                return payload
            hidden = dict(payload)
            hidden.update(content="", embeds=[], attachments=[], components=[])
            return hidden

        self.gateway.dispatch(event, data, guild_id=guild_id, intent=intent, transform=hide_content)

    def _record(self, message: FakeMessage, kind: Any, call: RestCall | None) -> None:
        revision = message.snapshot(kind, call.seq if call is not None else None)
        if self.keep_history:
            self.revision_log.append(revision)
        else:
            del message.revisions[:-1]
        if call is not None:
            if message.id not in call.message_ids:
                call.message_ids.append(message.id)
            call.audience = revision.audience

    def store_message(self, message: FakeMessage, call: RestCall | None) -> None:
        """Store a new message, record its first revision and dispatch MESSAGE_CREATE."""
        self.messages[message.id] = message
        self._channel_messages[message.channel.id].append(message.id)
        self._record(message, "create", call)
        self._message_event("MESSAGE_CREATE", message)
        self.notify_change()

    def apply_edit(
        self, message: FakeMessage, fields: dict[str, Any], call: RestCall | None
    ) -> None:
        """Apply validated fields to ``message``, record a revision, dispatch MESSAGE_UPDATE."""
        before = list(message.attachments)
        for key, value in fields.items():
            setattr(message, key, value)
        if not self.keep_history:
            # Attachments are never shared between messages: one the edit dropped is shown
            # by no message any more.
            kept = {a.id for a in message.attachments}
            for attachment in before:
                if attachment.id not in kept:
                    self.attachments.pop(attachment.id, None)
        message.edited_timestamp = self.clock.iso()
        self._record(message, "edit", call)
        self._message_event("MESSAGE_UPDATE", message)
        self.notify_change()

    def delete_message(self, message: FakeMessage, call: RestCall | None) -> None:
        """Mark ``message`` deleted (kept for audits) and dispatch MESSAGE_DELETE."""
        message.deleted = True
        self._record(message, "delete", call)
        self._message_event("MESSAGE_DELETE", message)
        self.notify_change()

    def get_message(self, message_id: int) -> FakeMessage:
        """A stored message by id (KeyError if unknown)."""
        return self.messages[message_id]

    def channel_messages(
        self,
        channel: FakeChannel,
        *,
        include_ephemeral: bool = False,
        include_deleted: bool = False,
    ) -> list[FakeMessage]:
        """Messages of a channel, oldest first (public only unless ``include_ephemeral``)."""
        result = []
        for message_id in self._channel_messages.get(channel.id, []):
            message = self.messages[message_id]
            if message.deleted and not include_deleted:
                continue
            if message.ephemeral and not include_ephemeral:
                continue
            result.append(message)
        return result

    def messages_visible_to(
        self, user: FakeUser, *, channel: FakeChannel | None = None
    ) -> list[FakeMessage]:
        """Every current message ``user`` can see (public ones + their ephemerals + DMs)."""
        return [
            m
            for m in self.messages.values()
            if (channel is None or m.channel is channel) and m.is_visible_to(user)
        ]

    def _newest_first(self, channel: FakeChannel | None) -> Iterator[FakeMessage]:
        """The messages (of one channel: through its own list, so that a poll of one
        table's channel does not scan every channel's messages), newest first."""
        if channel is None:
            yield from reversed(list(self.messages.values()))
            return
        for message_id in reversed(list(self._channel_messages.get(channel.id, []))):
            yield self.messages[message_id]

    def last_message(
        self,
        channel: FakeChannel | None = None,
        *,
        predicate: Callable[[FakeMessage], bool] | None = None,
        include_ephemeral: bool = True,
    ) -> FakeMessage | None:
        """The newest non-deleted message (optionally in ``channel`` / matching ``predicate``)."""
        for message in self._newest_first(channel):
            if message.deleted:
                continue
            if message.ephemeral and not include_ephemeral:
                continue
            if predicate is None or predicate(message):
                return message
        return None

    def audit(self) -> Iterator[tuple[MessageRevision, Audience]]:
        """Yield every message revision with who could see it, in order (privacy audits)."""
        for revision in self.revision_log:
            yield revision, revision.audience

    # ------------------------------------------------------------------------------------
    # Commands
    # ------------------------------------------------------------------------------------

    @staticmethod
    def _command_key(data: dict[str, Any]) -> str:
        return f"{int(data.get('type', 1))}:{data['name']}"

    def replace_commands(
        self, scope: int | None, datas: list[dict[str, Any]]
    ) -> list[RegisteredCommand]:
        """Bulk-overwrite the commands of ``scope`` (guild id or None for global)."""
        old = self.commands.get(scope, {})
        new: dict[str, RegisteredCommand] = {}
        for data in datas:
            key = self._command_key(data)
            previous = old.get(key)
            if previous is not None and previous.data == data:
                new[key] = previous
            else:
                new[key] = RegisteredCommand(
                    id=previous.id if previous is not None else self.snowflakes.next(),
                    application_id=self.application_id,
                    guild_id=scope,
                    version=self.snowflakes.next(),
                    data=copy.deepcopy(data),
                )
        self.commands[scope] = new
        self.notify_change()
        return list(new.values())

    def upsert_command(
        self, scope: int | None, data: dict[str, Any]
    ) -> tuple[RegisteredCommand, bool]:
        """Create or replace one command; returns ``(command, created)``."""
        commands = self.commands.setdefault(scope, {})
        key = self._command_key(data)
        previous = commands.get(key)
        command = RegisteredCommand(
            id=previous.id if previous is not None else self.snowflakes.next(),
            application_id=self.application_id,
            guild_id=scope,
            version=self.snowflakes.next(),
            data=copy.deepcopy(data),
        )
        commands[key] = command
        self.notify_change()
        return command, previous is None

    def registered_commands(self, guild: FakeGuild | None = None) -> list[RegisteredCommand]:
        """Commands usable in ``guild``: its guild commands plus global ones."""
        result = list(self.commands.get(guild.id, {}).values()) if guild is not None else []
        result.extend(self.commands.get(None, {}).values())
        return result

    def find_command(
        self, name: str, command_type: int = 1, guild: FakeGuild | None = None
    ) -> RegisteredCommand | None:
        """The command the Discord client would pick (guild command first, then global)."""
        key = f"{command_type}:{name}"
        if guild is not None and key in self.commands.get(guild.id, {}):
            return self.commands[guild.id][key]
        return self.commands.get(None, {}).get(key)

    # ------------------------------------------------------------------------------------
    # Interactions
    # ------------------------------------------------------------------------------------

    def register_interaction(self, result: InteractionResult) -> None:
        """Index a new interaction by id and token."""
        self.interactions[result.id] = result
        self._interactions_by_token[result.token] = result

    def interaction_by_token(self, token: str) -> InteractionResult | None:
        """The interaction owning ``token``."""
        return self._interactions_by_token.get(token)

    # ------------------------------------------------------------------------------------
    # Fault injection and the REST log
    # ------------------------------------------------------------------------------------

    def inject_error(
        self,
        route: str,
        *,
        status: int,
        code: int = 0,
        message: str | None = None,
        times: int = 1,
        retry_after: float | None = None,
        is_global: bool = False,
        headers: dict[str, str] | None = None,
        predicate: Callable[[RestCall], bool] | None = None,
    ) -> InjectedFault:
        """Answer the next ``times`` requests matching ``route`` with an error.

        ``route`` is a route key (``"POST /channels/{channel_id}/messages"``, see
        :meth:`routes`) or a glob over ``"METHOD /path"`` (``"POST /interactions/*"``).
        For ``status=429`` the reply carries ``Via`` and a JSON ``retry_after``/``global``
        so discord.py sleeps and retries. Examples::

            fake.inject_error("POST /interactions/*/callback", status=404, code=10062,
                              message="Unknown interaction")
            fake.inject_error("PATCH /webhooks/*", status=401, code=50027,
                              message="Invalid Webhook Token")
        """
        fault = InjectedFault(
            route=route,
            status=status,
            code=code,
            message=message or _STATUS_MESSAGES.get(status, f"{status}"),
            remaining=times,
            retry_after=retry_after,
            is_global=is_global,
            headers=dict(headers or {}),
            predicate=predicate,
        )
        self.faults.append(fault)
        return fault

    def rate_limit(
        self, route: str, *, times: int = 1, retry_after: float = 0.05, is_global: bool = False
    ) -> InjectedFault:
        """Inject ``times`` HTTP 429 replies on ``route`` (see :meth:`inject_error`)."""
        return self.inject_error(
            route, status=429, times=times, retry_after=retry_after, is_global=is_global
        )

    def take_fault(self, call: RestCall) -> InjectedFault | None:
        """Consume the first fault matching ``call`` (used by the REST layer)."""
        for fault in self.faults:
            if fault.matches(call):
                fault.remaining -= 1
                fault.hits.append(call)
                return fault
        return None

    def mark(self) -> int:
        """A position in :attr:`rest_log`; pass it as ``since`` to :meth:`calls`."""
        return self._rest_seq

    def new_rest_call(self, call: RestCall) -> None:
        """Number ``call`` (its ``seq``) and append it to :attr:`rest_log`."""
        call.seq = self._rest_seq
        self._rest_seq += 1
        self.rest_log.append(call)

    def rest_call_finished(self, call: RestCall) -> None:
        """Without ``keep_history``: forget a call that succeeded (now its body, from the
        log in batches, so that the log is not rewritten on every call)."""
        if self.keep_history or not call.ok:
            return
        call.json = None
        call.files = []
        call.response = None
        self._rest_forgettable += 1
        if self._rest_forgettable >= 1000:
            self._rest_forgettable = 0
            self.rest_log = [c for c in self.rest_log if c.status is None or not c.ok]

    def _calls_since(self, since: int) -> list[RestCall]:
        """The calls of :attr:`rest_log` numbered ``since`` or later (the log is in order)."""
        if not since:
            return self.rest_log
        return self.rest_log[bisect.bisect_left(self.rest_log, since, key=lambda c: c.seq) :]

    def calls(
        self,
        route: str | None = None,
        *,
        method: str | None = None,
        since: int = 0,
        ok: bool | None = None,
    ) -> list[RestCall]:
        """REST calls filtered by route key or ``"METHOD /path"`` glob, method, success."""
        probe = (
            InjectedFault(route=route, status=0, code=0, message="", remaining=1) if route else None
        )
        result = []
        for call in self._calls_since(since):
            if method is not None and call.method != method:
                continue
            if probe is not None and not probe.matches(call):
                continue
            if ok is not None and call.ok != ok:
                continue
            result.append(call)
        return result

    def errors(self, *, since: int = 0, include_injected: bool = False) -> list[RestCall]:
        """Non-2xx REST replies (excluding injected faults unless asked)."""
        return [
            c
            for c in self._calls_since(since)
            if c.status is not None and not c.ok and (include_injected or not c.injected)
        ]

    def assert_no_errors(self, *, since: int = 0, allow_codes: Iterable[int] = ()) -> None:
        """Fail if the bot received any (non-injected) error reply, except ``allow_codes``."""
        allowed = set(allow_codes)
        bad = [c for c in self.errors(since=since) if c.error_code not in allowed]
        if bad:
            details = "\n".join(f"  {c}: {c.response}" for c in bad)
            raise AssertionError(f"the bot received error replies:\n{details}")

    def problems(self) -> list[str]:
        """Reasons a strict fake fails the test: bot errors, unknown routes, fake bugs."""
        found: list[str] = []
        if self.bot_errors:
            found.append(
                "discord.py logged errors (call fake.clear_bot_errors() if expected):\n"
                + "\n".join(str(e) for e in self.bot_errors)
            )
        if self.unknown_routes:
            found.append(
                "the bot called routes the fake does not implement:\n"
                + "\n".join(f"  {c.method} {c.path}" for c in self.unknown_routes)
            )
        if self.internal_errors:
            found.append("fakediscord internal errors:\n" + "\n".join(self.internal_errors))
        return found

    def rate_limited(self, *, since: int = 0) -> list[RestCall]:
        """Requests the rate-limit model answered with 429 (injected 429s are not counted)."""
        return [c for c in self._calls_since(since) if c.status == 429 and not c.injected]

    def late_interactions(self) -> list[InteractionResult]:
        """Interactions whose initial response took longer than Discord's 3 seconds."""
        return [r for r in self.interactions.values() if r.late]

    def clear_bot_errors(self) -> list[BotError]:
        """Return and forget the captured bot errors (for tests that expect some)."""
        errors, self.bot_errors = self.bot_errors, []
        return errors
