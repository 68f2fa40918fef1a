"""The table observer for Discord: public messages per table, pushed updates of hands.

Tables call the observer inside their operations, so every callback here only takes a
snapshot and queues work; the work runs in a task per table, one job after another, so the
messages of a table change in order and a slow REST call never holds a table up.

Public messages (bot token, channel routes), all counted in **one budget per channel**
(:mod:`bot.ui.pacing`: at most four writes in any five seconds, one below Discord's limit):

* the lobby message (edited as seats change; closed when the game starts or the lobby ends);
* one table message per deal (posted at the deal's start, edited as the table coalesces its
  updates; an edit waits for the channel's budget and then shows the newest state);
* one summary per deal (score lines, summary and score-sheet images, Ready);
* the final standings (score sheet with the radelc penalties, Play again).

The log of a table message ("Ana played XXI", "Bor takes the trick") is kept per deal: an
update is routed by the deal it names, and one of a deal whose message is final is dropped.

Private hands (interaction tokens). Each seat's last hand message is kept current while its
token is valid (15 minutes from the click; not used in its last 30 seconds), for every open
hand, not only the player on turn:

* a hand whose choices change (its turn begins or ends, Ready appears, the deal or the
  session ends) is pushed at once;
* any other change (another player moved, the turn passed on) is coalesced: a hand is
  pushed again only :data:`HAND_INTERVAL` seconds after its last push, and then shows the
  newest state. So a waiting player's hand names the player on turn within about two
  seconds, and one hand costs at most about one edit per two seconds beside its own turns;
  fewer edits of every hand rather than many edits of some and stale others;
* an edit keeps the hand's image when it has not changed (no file is sent again).

Interaction-token edits are limited per token (Discord gives every token its own webhook
bucket) and are not counted in the channel's budget. The tokens are also kept in the store
while valid (``store.hands``), so that a restarted bot goes on pushing (:meth:`Presenter.
resume`); they are never logged. A player pulls a fresh hand with "My hand" at any time.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections import Counter
from collections.abc import Awaitable, Callable, Coroutine, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, cast

import discord

from bot.i18n import t
from bot.screens.common import clock_to_unix, seat_names
from bot.screens.final import SessionResult, final_screen, session_result
from bot.screens.hand import hand_key, hand_screen
from bot.screens.lobby import lobby_screen
from bot.screens.spec import ImageSpec, Screen
from bot.screens.summary import DealResult, deal_result, summary_screen
from bot.screens.table import event_lines, table_screen
from bot.store import HandToken, HandTokenRepo, ReplayRepo, Standing, StoreError
from bot.tables import BaseObserver, Clock, Table, TableEvent
from bot.ui.images import render
from bot.ui.language import Languages
from bot.ui.layouts import NO_PINGS, build_layout, files_of
from bot.ui.pacing import Pacers
from engine.core.family import SheetLike

Channels = Callable[[int, int], discord.PartialMessageable]
"""A channel to post in by (channel id, guild id): the client's ``get_partial_messageable``."""
Webhooks = Callable[[int, str], discord.Webhook]
"""The webhook of an interaction token by (application id, token): edits a hand message."""

log = logging.getLogger(__name__)

TOKEN_MARGIN = timedelta(seconds=30)
"""A stored interaction token is no longer used this close to its 15-minute end."""
HAND_INTERVAL = 2.0
"""Seconds between two pushes of one hand when its choices did not change."""
MAX_LOG = 8
ORIGINAL = cast(int, "@original")
"""The message id of a token's original response in webhook routes."""


@dataclass(frozen=True)
class Shown:
    """The images a hand message shows: the message, their descriptions, their files."""

    message_id: int | None
    specs: tuple[ImageSpec, ...]
    files: tuple[str, ...]


@dataclass
class HandSlot:
    """The last hand message a player opened, and what it shows."""

    token: HandToken | None = None
    """Edits the message (None: no valid token)."""
    lang: str = "en"
    key: tuple[object, ...] | None = None
    """The state the message shows (``hand_key``)."""
    turn: tuple[object, ...] | None = None
    """The choices the message offers (:func:`turn_key`)."""
    shown: Shown | None = None
    resumed: bool = False
    """The bot restarted since this hand was last drawn: the next one says so."""
    busy: int = 0
    """Clicks of this player being answered right now (they draw the hand themselves)."""
    dirty: bool = False
    version: int = 0
    task: asyncio.Task[None] | None = None
    last_push: float = -math.inf
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    """Held while an answer or a push is sent to the hand: they land in order."""
    answered: dict[int | None, int] = field(default_factory=dict)
    """Answers sent so far, by message (a click's late images yield to a newer answer)."""


@dataclass
class TableScreen:
    """What the presenter knows of one table's messages."""

    table_id: int
    channel_id: int
    lang: str = "en"
    jobs: dict[object, Callable[[], Awaitable[None]]] = field(default_factory=dict)
    task: asyncio.Task[None] | None = None
    lobby_message_id: int | None = None
    lobby_version: int = 0
    table_messages: dict[int, int] = field(default_factory=dict)
    summary_messages: dict[int, int] = field(default_factory=dict)
    results: dict[int, DealResult] = field(default_factory=dict)
    logs: dict[int, list[str]] = field(default_factory=dict)
    """The public log lines of the current deal, by deal (only the current one is kept)."""
    last_moves: dict[int, TableEvent] = field(default_factory=dict)
    """After a restart: each seat's last stored move of the current deal."""
    hands: dict[int, HandSlot] = field(default_factory=dict)
    resumed: bool = False
    closed: bool = False


def token_valid(token: HandToken) -> bool:
    """Whether a hand token may still be used for edits."""
    return datetime.now(UTC) + TOKEN_MARGIN < token.expires_at


def turn_key(table: Table, seat: int) -> tuple[object, ...]:
    """What decides the choices a hand offers (its buttons): when it changes, the hand is
    pushed at once; other changes of the hand are coalesced."""
    s = table.seats[seat] if 0 <= seat < len(table.seats) else None
    present = s is not None and s.present
    on_turn = present and table.to_move == seat
    return (
        table.status,
        table.deal_no,
        table.between_deals,
        seat in table.ready_seats,
        present,
        on_turn,
        table.move if on_turn else None,
    )


class Presenter(BaseObserver[Table]):
    """Shows tables in Discord (a :class:`~bot.tables.TableObserver`).

    It is given what it uses: the language choices, the tables' clock, a way to reach a
    channel and a token's webhook, how long a lobby stays open, where hand tokens are kept,
    the channels' write budget and the coalescing interval of hand pushes.
    """

    def __init__(
        self,
        *,
        languages: Languages,
        clock: Clock,
        channels: Channels,
        webhooks: Webhooks,
        lobby_timeout: float,
        tokens: HandTokenRepo | None = None,
        pacers: Pacers | None = None,
        hand_interval: float = HAND_INTERVAL,
        replays: ReplayRepo | None = None,
    ) -> None:
        self.languages = languages
        self.replays = replays
        """Where the finished deals get their replay codes (None: no replays)."""
        self.clock = clock
        self.channels = channels
        self.webhooks = webhooks
        self.lobby_timeout = lobby_timeout
        self.tokens = tokens
        self.pacers = pacers if pacers is not None else Pacers()
        self.hand_interval = hand_interval
        self._screens: dict[int, TableScreen] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self.stats: Counter[str] = Counter()
        """What was sent, by kind (for benchmarks and tests)."""
        self.resuming = False
        self.draining = False
        """Shutting down gracefully: hand pushes no longer wait for their interval."""
        self.closing = False

    # -- bookkeeping -------------------------------------------------------------------------
    def screen(self, table: Table) -> TableScreen:
        """The presenter's record of a table (created on first use)."""
        scr = self._screens.get(table.id)
        if scr is None:
            scr = TableScreen(table.id, table.channel_id, resumed=self.resuming)
            if not table.is_open and table.closed_reason is not None:
                return scr  # a closed table: nothing to keep
            self._screens[table.id] = scr
            if self.resuming:
                # The process before the restart may have used this channel's window: one
                # write now, the next when a window has passed.
                self.pacers(table.channel_id).assume_recent(self.pacers.limit - 1)
            if table.lobby_message_id is not None:
                scr.lobby_message_id = table.lobby_message_id
            if table.table_message_id is not None and table.deal_no:
                scr.table_messages[table.deal_no] = table.table_message_id
        return scr

    @property
    def screens(self) -> int:
        """How many tables have a record (for tests and benchmarks)."""
        return len(self._screens)

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _enqueue(
        self,
        table: Table,
        key: object,
        job: Callable[[], Awaitable[None]],
        *,
        replace: bool = False,
    ) -> None:
        """Queue a job for the table's worker; a job with the same key still waiting is kept
        (it will show the newest state anyway) unless ``replace``."""
        if self.closing:
            return
        scr = self.screen(table)
        if key in scr.jobs and not replace:
            return
        scr.jobs[key] = job
        if scr.task is None or scr.task.done():
            scr.task = self._spawn(self._work(table, scr))

    async def _work(self, table: Table, scr: TableScreen) -> None:
        pacer = self.pacers(scr.channel_id)
        while scr.jobs:
            # Wait for the channel's budget first, then take the job: it builds its message
            # from the newest state, and changes meanwhile fold into it.
            await pacer.ready()
            if not scr.jobs:
                break
            key = next(iter(scr.jobs))
            job = scr.jobs.pop(key)
            try:
                await job()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("table %s: updating its messages failed (%r)", scr.table_id, key)
        scr.task = None
        self._maybe_forget(scr)

    async def idle(self) -> None:
        """Wait until every queued message update and hand push is done (tests, shutdown)."""
        while True:
            pending = [t for t in self._tasks if not t.done()]
            if not pending:
                return
            await asyncio.gather(*pending, return_exceptions=True)

    async def drain(self, timeout: float) -> bool:
        """Let what is queued go out (a graceful stop): message updates, hand pushes (no
        longer coalesced) and token writes, for at most ``timeout`` seconds; True if all
        did."""
        self.draining = True
        for scr in self._screens.values():
            for slot in scr.hands.values():
                slot.wake.set()
        try:
            await asyncio.wait_for(self.idle(), timeout)
        except TimeoutError:
            log.warning("stopping with message updates still queued after %.0f s", timeout)
            return False
        return True

    async def close(self) -> None:
        """Stop updating messages (the bot is shutting down)."""
        self.closing = True
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._screens.clear()

    async def _lang(self, table: Table) -> str:
        scr = self.screen(table)
        scr.lang = await self.languages.server(table.guild_id)
        return scr.lang

    def _channel(self, table: Table) -> discord.PartialMessageable:
        return self.channels(table.channel_id, table.guild_id)

    def _unix(self, clock_time: float | None) -> float | None:
        if clock_time is None:
            return None
        return clock_to_unix(clock_time, self.clock.now())

    # -- sending -----------------------------------------------------------------------------
    async def post(self, table: Table, screen: Screen) -> int | None:
        """Post a public message in the table's channel (within the channel's budget); its
        id, or None if that failed."""
        images = await render(screen.images)
        layout = build_layout(screen, images)
        try:
            async with self.pacers(table.channel_id).slot():
                message = await self._channel(table).send(
                    view=layout, files=files_of(images), allowed_mentions=NO_PINGS
                )
        except discord.HTTPException as exc:
            log.warning("table %s: posting a message failed: %s", table.id, exc)
            return None
        return message.id

    async def edit(self, table: Table, message_id: int, screen: Screen) -> bool:
        """Edit a public message (within the channel's budget); False if it is gone."""
        images = await render(screen.images)
        layout = build_layout(screen, images)
        try:
            async with self.pacers(table.channel_id).slot():
                await (
                    self._channel(table)
                    .get_partial_message(message_id)
                    .edit(view=layout, attachments=files_of(images), allowed_mentions=NO_PINGS)
                )
        except discord.NotFound:
            return False
        except discord.HTTPException as exc:
            log.warning("table %s: editing message %s failed: %s", table.id, message_id, exc)
        return True

    # -- observer callbacks ------------------------------------------------------------------
    async def lobby_changed(self, table: Table) -> None:
        """Queue an edit of the lobby message."""
        scr = self.screen(table)
        scr.lobby_version += 1
        await self._lang(table)
        self._enqueue(table, "lobby", lambda: self._edit_lobby(table))

    async def lobby_posted(self, table: Table, message_id: int, version: int) -> None:
        """The lobby message was posted (by a command or Play again) showing ``version``."""
        scr = self.screen(table)
        scr.lobby_message_id = message_id
        if table.is_open:
            await table.set_messages(lobby_message_id=message_id)
        if scr.lobby_version != version:
            self._enqueue(table, "lobby", lambda: self._edit_lobby(table))

    def lobby_version(self, table: Table) -> int:
        """A counter of lobby changes (to know whether a posted lobby is up to date)."""
        return self.screen(table).lobby_version

    def lobby_screen(self, table: Table, lang: str) -> Screen:
        """The lobby message as it should look now."""
        closes = None
        if table.status == "lobby":
            now = self.clock.now()
            closes = clock_to_unix(now + self.lobby_timeout, now)
        return lobby_screen(table, lang, closes_at=closes)

    async def _edit_lobby(self, table: Table) -> None:
        scr = self.screen(table)
        message_id = scr.lobby_message_id or table.lobby_message_id
        if message_id is None:
            return  # the command that opened it posts it
        await self.edit(table, message_id, self.lobby_screen(table, scr.lang))

    async def deal_started(self, table: Table) -> None:
        """Queue a new table message for the deal (and close the last summary's buttons)."""
        scr = self.screen(table)
        lang = await self._lang(table)
        deal_no = table.deal_no
        scr.logs = {deal_no: scr.logs.get(deal_no, [])}
        scr.resumed = False
        previous = deal_no - 1
        if previous in scr.summary_messages and previous in scr.results:
            self._enqueue(table, ("summary", previous), lambda: self._edit_summary(table, previous))
        self._enqueue(table, ("deal", deal_no), lambda: self._post_table(table, deal_no, lang))

    async def _post_table(self, table: Table, deal_no: int, lang: str) -> None:
        scr = self.screen(table)
        if deal_no in scr.table_messages or table.deal_no != deal_no:
            return  # posted already, or a newer deal has its own message
        message_id = await self.post(table, self.table_screen(table, deal_no))
        if message_id is None:
            return
        scr.table_messages = {deal_no: message_id}  # older deals' messages are final
        if table.is_open and table.deal_no == deal_no:
            await table.set_messages(table_message_id=message_id)

    def table_screen(self, table: Table, deal_no: int) -> Screen:
        """The table message of ``deal_no`` as it should look now."""
        scr = self.screen(table)
        return table_screen(
            table,
            deal_no,
            scr.lang,
            log=scr.logs.get(deal_no, ()),
            deadline=self._unix(table.turn_deadline),
            resumed=scr.resumed,
        )

    async def table_changed(self, table: Table, events: Sequence[TableEvent]) -> None:
        """Queue an edit of the update's deal's table message (and of the summary between
        deals); an update of a deal whose message is final is dropped."""
        scr = self.screen(table)
        lang = await self._lang(table)
        deal_no: int = getattr(events, "deal_no", table.deal_no)
        if deal_no != table.deal_no:
            # The next deal started before this update of the previous one came: that
            # deal's message can no longer be drawn, and its lines must not reach the new one.
            log.debug("table %s: dropped an update of deal %s", table.id, deal_no)
            return
        if events:
            names = seat_names(table, lang)
            lines = scr.logs.setdefault(deal_no, [])
            lines.extend(event_lines(table, events, names, lang))
            del lines[:-MAX_LOG]
            if getattr(events, "replayed", False):
                for ev in events:
                    scr.last_moves[ev.seat] = ev
        self._enqueue(table, ("table", deal_no), lambda: self._edit_table(table, deal_no))
        if table.between_deals and deal_no in scr.results:
            self._enqueue(table, ("summary", deal_no), lambda: self._edit_summary(table, deal_no))
        for seat in list(scr.hands):
            self.request_hand_sync(table, seat)  # every open hand shows whose turn it is

    async def _edit_table(self, table: Table, deal_no: int) -> None:
        scr = self.screen(table)
        if table.deal_no != deal_no:
            return  # a newer deal has its own message
        message_id = scr.table_messages.get(deal_no)
        if message_id is None:
            if ("deal", deal_no) in scr.jobs:
                return  # about to be posted with the newest state
            await self._post_table(table, deal_no, scr.lang)
            return
        if not await self.edit(table, message_id, self.table_screen(table, deal_no)):
            del scr.table_messages[deal_no]
            await self._post_table(table, deal_no, scr.lang)

    async def hand_changed(self, table: Table, seat: int) -> None:
        """Push the seat's hand message if it has a valid token."""
        self.request_hand_sync(table, seat)

    async def deal_finished(self, table: Table, sheet: SheetLike) -> None:
        """Queue the final table edit and the summary message of the deal."""
        scr = self.screen(table)
        lang = await self._lang(table)
        deal_no = table.deal_no
        result = deal_result(table, sheet, lang)
        scr.results = {deal_no: result}
        for seat in list(scr.hands):
            self.request_hand_sync(table, seat)  # every hand now offers Ready
        self._enqueue(table, ("table", deal_no), lambda: self._edit_table(table, deal_no))
        self._enqueue(table, ("post-summary", deal_no), lambda: self._post_summary(table, result))

    async def _replay_line(self, table: Table, screen: Screen, deal_no: int, lang: str) -> None:
        """Name the finished deal's replay code under its summary ("Replay: /tarok replay
        AB3KX9"); a deal whose booking failed has none yet, and the summary says nothing."""
        if self.replays is None:
            return
        try:
            code = await self.replays.issue(table.guild_id, table.id, deal_no)
        except StoreError as exc:
            log.info("table %s deal %s has no replay yet: %s", table.id, deal_no, exc)
            return
        screen.after.append(t("replay.summary_line", lang, code=code))

    async def _post_summary(self, table: Table, result: DealResult) -> None:
        scr = self.screen(table)
        screen = summary_screen(
            table, result, scr.lang, next_deal_at=self._unix(table.next_deal_at)
        )
        await self._replay_line(table, screen, result.deal_no, scr.lang)
        message_id = await self.post(table, screen)
        if message_id is not None:
            scr.summary_messages = {result.deal_no: message_id}

    async def _edit_summary(self, table: Table, deal_no: int) -> None:
        scr = self.screen(table)
        message_id = scr.summary_messages.get(deal_no)
        result = scr.results.get(deal_no)
        if message_id is None or result is None:
            return
        screen = summary_screen(
            table, result, scr.lang, next_deal_at=self._unix(table.next_deal_at)
        )
        await self._replay_line(table, screen, deal_no, scr.lang)
        await self.edit(table, message_id, screen)

    async def session_finished(self, table: Table, standings: Sequence[Standing]) -> None:
        """Queue the final standings message."""
        lang = await self._lang(table)
        result = session_result(table, standings, lang)
        for seat in list(self.screen(table).hands):
            self.request_hand_sync(table, seat)  # the hands say that the game is over
        deal_no = table.deal_no
        scr = self.screen(table)
        if deal_no in scr.summary_messages:
            self._enqueue(table, ("summary", deal_no), lambda: self._edit_summary(table, deal_no))
        self._enqueue(table, "final", lambda: self._post_final(table, result))

    async def _post_final(self, table: Table, result: SessionResult) -> None:
        await self.post(table, final_screen(table, result, self.screen(table).lang))

    async def table_closed(self, table: Table, reason: str) -> None:
        """Close the lobby message of a lobby that ended; forget the table afterwards (and
        the tokens of its hands)."""
        scr = self.screen(table)
        if reason in ("cancelled", "expired"):
            await self._lang(table)
            self._enqueue(table, "lobby", lambda: self._edit_lobby(table))
        scr.closed = True
        if self.tokens is not None and table.status != "lobby" and not self.closing:
            self._spawn(self._forget_tokens(table.id))
        self._maybe_forget(scr)

    async def _forget_tokens(self, table_id: int) -> None:
        assert self.tokens is not None
        try:
            await self.tokens.forget(table_id)
        except Exception:
            log.exception("table %s: forgetting the hand tokens failed", table_id)

    def _maybe_forget(self, scr: TableScreen) -> None:
        """Drop a closed table's record once nothing is left to send for it."""
        busy = scr.task is not None or scr.jobs or any(s.task for s in scr.hands.values())
        if scr.closed and not busy:
            self._screens.pop(scr.table_id, None)

    async def error(self, table: Table, error: BaseException) -> None:
        """A background failure of the table (it is logged by the table already)."""
        log.warning("table %s reported: %r", table.id, error)

    # -- hands -------------------------------------------------------------------------------
    def hand_slot(self, table: Table, seat: int) -> HandSlot:
        """The hand record of a seat (created on first use)."""
        scr = self.screen(table)
        slot = scr.hands.get(seat)
        if slot is None:
            slot = scr.hands[seat] = HandSlot()
        return slot

    def hand_screen(
        self, table: Table, seat: int, lang: str, notice: str | None = None
    ) -> tuple[Screen, tuple[object, ...]]:
        """A seat's hand as it should look now, and the key of that state (the first hand
        after a restart says so, and what the seat's last move was)."""
        key = hand_key(table, seat)
        if notice is None:
            notice = self._resume_notice(table, seat, lang)
        screen = hand_screen(
            table,
            seat,
            lang,
            notice=notice,
            deadline=self._unix(table.turn_deadline) if table.to_move == seat else None,
            next_deal_at=self._unix(table.next_deal_at),
        )
        return screen, key

    def _resume_notice(self, table: Table, seat: int, lang: str) -> str | None:
        scr = self._screens.get(table.id)
        slot = scr.hands.get(seat) if scr is not None else None
        if scr is None or slot is None or not slot.resumed:
            return None
        text = t("table.resumed", lang)
        move = scr.last_moves.get(seat)
        if move is not None and move.deal_no == table.deal_no:
            names = seat_names(table, lang)
            lines = event_lines(table, [move], names, lang)
            if not lines:
                seen = table.view(seat)
                label = table.game.display.action_label(seen, move.action, lang)
                lines = [t("table.bid_line", lang, name=names[seat], bid=label)]
            text = " ".join([text, *lines])
        return text

    def request_hand_sync(self, table: Table, seat: int) -> None:
        """Bring the seat's last hand message up to date (in the background): at once when
        its choices changed, else coalesced (see the module's policy)."""
        scr = self._screens.get(table.id)
        slot = scr.hands.get(seat) if scr is not None else None
        if slot is None or slot.token is None or self.closing:
            return
        slot.dirty = True
        if slot.busy:
            return
        if slot.task is not None and not slot.task.done():
            if turn_key(table, seat) != slot.turn:
                slot.wake.set()  # its choices changed: the waiting push goes now
            return
        slot.task = self._spawn(self._sync_hand(table, seat, slot))

    async def _sync_hand(self, table: Table, seat: int, slot: HandSlot) -> None:
        loop = asyncio.get_running_loop()
        try:
            while slot.dirty and not slot.busy and not self.closing:
                token = slot.token
                if token is None:
                    return
                if not token_valid(token):
                    slot.token = None
                    return
                turn = turn_key(table, seat)
                wait = slot.last_push + self.hand_interval - loop.time()
                if turn == slot.turn and wait > 0 and not self.draining:
                    slot.wake.clear()
                    with suppress(TimeoutError):
                        await asyncio.wait_for(slot.wake.wait(), wait)
                    continue
                slot.dirty = False
                screen, key = self.hand_screen(table, seat, slot.lang)
                if key == slot.key and not slot.resumed:
                    continue
                version = slot.version
                pushed = await self._push(table, seat, slot, token, screen)
                if pushed is None:
                    slot.dirty = True  # the click's end asks again
                    continue
                slot.last_push = loop.time()
                if not pushed:
                    if slot.token is token:
                        slot.token = None
                    return
                if slot.version != version:
                    # A click drew the hand meanwhile (it landed before this edit, which
                    # shows an older state): bring it up to date at once.
                    slot.key = slot.turn = None
                    slot.dirty = True
                else:
                    slot.key, slot.turn, slot.resumed = key, turn, False
        finally:
            slot.task = None
            if slot.dirty and not slot.busy and slot.token is not None:
                self.request_hand_sync(table, seat)
            scr = self._screens.get(table.id)
            if scr is not None:
                self._maybe_forget(scr)

    async def _push(
        self, table: Table, seat: int, slot: HandSlot, token: HandToken, screen: Screen
    ) -> bool | None:
        """Edit a hand message through its token (its images only when they changed);
        False if the token no longer works, None if a click came first (not sent)."""
        specs = tuple(screen.images)
        shown = slot.shown
        files: list[discord.File] | None = None
        if shown is not None and shown.message_id == token.message_id and shown.specs == specs:
            layout = build_layout(screen, shown.files)
            now_shown = shown
        else:
            images = await render(specs)
            layout = build_layout(screen, images)
            files = files_of(images)
            now_shown = Shown(token.message_id, specs, tuple(i.filename for i in images))
        webhook = self.webhooks(token.application_id, token.token)
        async with slot.lock:
            if slot.busy or slot.token is not token:
                return None  # a click answers now: it draws the hand, and pushes after
            try:
                if files is None:  # the images stay as they are
                    await webhook.edit_message(ORIGINAL, view=layout, allowed_mentions=NO_PINGS)
                else:
                    await webhook.edit_message(
                        ORIGINAL, view=layout, attachments=files, allowed_mentions=NO_PINGS
                    )
            except discord.HTTPException as exc:
                log.info("table %s seat %s: hand push failed: %s", table.id, seat, exc)
                return False
        self.stats["hand pushes"] += 1
        if files is not None:
            self.stats["hand pushes with new images"] += 1
        slot.shown = now_shown
        return True

    def hand_drawn(
        self,
        table: Table,
        seat: int,
        interaction: discord.Interaction[Any],
        lang: str,
        key: tuple[object, ...],
        shown: Shown | None = None,
    ) -> None:
        """A click answered with the seat's hand: its token is the one to push to now
        (kept in the store too, for a restart); a click older than the last drawn one
        changes nothing."""
        slot = self.hand_slot(table, seat)
        if slot.token is not None and slot.token.expires_at > interaction.expires_at:
            return
        message_id = shown.message_id if shown is not None else None
        token = HandToken(
            table_id=table.id,
            seat=seat,
            user_id=interaction.user.id,
            application_id=interaction.application_id,
            token=interaction.token,
            message_id=message_id,
            language=lang,
            expires_at=interaction.expires_at,
        )
        slot.token = token
        slot.lang = lang
        slot.key = key
        slot.turn = turn_key(table, seat)
        slot.shown = shown
        slot.resumed = False
        slot.version += 1
        if self.tokens is not None and not self.closing:
            self._spawn(self._save_token(token))

    async def _save_token(self, token: HandToken) -> None:
        assert self.tokens is not None
        try:
            await self.tokens.save(token)
        except Exception:
            log.exception(
                "table %s seat %s: keeping the hand token failed", token.table_id, token.seat
            )

    async def resume(self, tables: Sequence[Table]) -> int:
        """After a restart: take up the stored hand tokens of the resumed tables and push
        every such hand (it says that the bot restarted, and the seat's last move); how
        many hands were taken up."""
        if self.tokens is None:
            return 0
        count = 0
        for table in tables:
            if not table.is_open or table.status != "playing":
                continue
            for token in await self.tokens.of_table(table.id):
                seat = token.seat
                if not 0 <= seat < len(table.seats) or table.seats[seat].user_id != token.user_id:
                    continue
                slot = self.hand_slot(table, seat)
                if slot.token is not None:
                    continue  # the player clicked since the start: that token is newer
                slot.token = token
                slot.lang = token.language
                slot.resumed = True
                count += 1
                self.request_hand_sync(table, seat)
        return count

    def click_started(self, table: Table, seat: int) -> HandSlot:
        """A click of this seat is being answered (pushes wait until it is done)."""
        slot = self.hand_slot(table, seat)
        slot.busy += 1
        return slot

    @contextmanager
    def clicking(self, table: Table, seat: int) -> Iterator[HandSlot]:
        """Hold pushes to this seat's hand while one of its clicks is being answered."""
        slot = self.click_started(table, seat)
        try:
            yield slot
        finally:
            self.click_done(table, seat)

    def click_done(self, table: Table, seat: int) -> None:
        """The click is answered; push if the hand changed meanwhile."""
        slot = self.hand_slot(table, seat)
        slot.busy = max(0, slot.busy - 1)
        if slot.busy == 0 and (slot.dirty or hand_key(table, seat) != slot.key):
            self.request_hand_sync(table, seat)
