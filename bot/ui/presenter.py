"""The table observer for Discord: public messages per table, pushed updates of hands.

Tables call the observer inside their operations, so every callback here only takes a
snapshot and queues work; the work runs in a task per table, one job after another, so the
messages of a table change in order and a slow REST call never holds a table up.

Public messages (bot token, channel routes):

* the lobby message (edited as seats change; closed when the game starts or the lobby ends);
* one table message per deal (posted at the deal's start, edited at most about once a second
  as the table coalesces its updates; a table edit still waiting is replaced by a newer one);
* one summary per deal (score lines, summary and score-sheet images, Ready);
* the final standings (score sheet with the radelc penalties, Play again).

Private hands (interaction tokens): the last hand message a player opened is edited when his
hand or choices change, while its token is valid; otherwise he pulls a fresh one with
"My hand".
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import discord

from bot.screens.common import clock_to_unix, seat_names
from bot.screens.final import SessionResult, final_screen, session_result
from bot.screens.hand import hand_key, hand_screen
from bot.screens.lobby import lobby_screen
from bot.screens.spec import Screen
from bot.screens.summary import DealResult, deal_result, summary_screen
from bot.screens.table import event_lines, table_screen
from bot.store import Standing
from bot.tables import BaseObserver, Clock, Table, TableEvent
from bot.ui.images import render
from bot.ui.language import Languages
from bot.ui.layouts import NO_PINGS, build_layout, files_of
from engine.core.family import SheetLike

Channels = Callable[[int, int], discord.PartialMessageable]
"""A channel to post in by (channel id, guild id): the client's ``get_partial_messageable``."""

log = logging.getLogger(__name__)

TOKEN_MARGIN = timedelta(seconds=30)
"""A stored interaction token is no longer used this close to its 15-minute end."""
MAX_LOG = 8


@dataclass
class HandSlot:
    """The last hand message a player opened, and whether it shows the current state."""

    interaction: discord.Interaction[Any] | None = None
    lang: str = "en"
    key: tuple[object, ...] | None = None
    busy: int = 0
    """Clicks of this player being answered right now (they draw the hand themselves)."""
    dirty: bool = False
    version: int = 0
    task: asyncio.Task[None] | None = None


@dataclass
class TableScreen:
    """What the presenter knows of one table's messages."""

    table_id: int
    lang: str = "en"
    jobs: dict[object, Callable[[], Awaitable[None]]] = field(default_factory=dict)
    task: asyncio.Task[None] | None = None
    lobby_message_id: int | None = None
    lobby_version: int = 0
    table_messages: dict[int, int] = field(default_factory=dict)
    summary_messages: dict[int, int] = field(default_factory=dict)
    results: dict[int, DealResult] = field(default_factory=dict)
    log: list[str] = field(default_factory=list)
    log_deal: int = 0
    hands: dict[int, HandSlot] = field(default_factory=dict)
    resumed: bool = False
    closed: bool = False


def token_valid(interaction: discord.Interaction[Any]) -> bool:
    """Whether an interaction's token may still be used for edits."""
    return datetime.now(UTC) + TOKEN_MARGIN < interaction.expires_at


class Presenter(BaseObserver[Table]):
    """Shows tables in Discord (a :class:`~bot.tables.TableObserver`).

    It is given what it uses: the language choices, the tables' clock, a way to reach a
    channel, and how long a lobby stays open.
    """

    def __init__(
        self,
        *,
        languages: Languages,
        clock: Clock,
        channels: Channels,
        lobby_timeout: float,
    ) -> None:
        self.languages = languages
        self.clock = clock
        self.channels = channels
        self.lobby_timeout = lobby_timeout
        self._screens: dict[int, TableScreen] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self.resuming = False
        self.closing = False

    # -- bookkeeping -------------------------------------------------------------------------
    def screen(self, table: Table) -> TableScreen:
        """The presenter's record of a table (created on first use)."""
        scr = self._screens.get(table.id)
        if scr is None:
            scr = TableScreen(table.id, resumed=self.resuming)
            if not table.is_open and table.closed_reason is not None:
                return scr  # a closed table: nothing to keep
            self._screens[table.id] = scr
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
        while scr.jobs:
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
        """Post a public message in the table's channel; its id, or None if that failed."""
        images = await render(screen.images)
        layout = build_layout(screen, images)
        try:
            message = await self._channel(table).send(
                view=layout, files=files_of(images), allowed_mentions=NO_PINGS
            )
        except discord.HTTPException as exc:
            log.warning("table %s: posting a message failed: %s", table.id, exc)
            return None
        return message.id

    async def edit(self, table: Table, message_id: int, screen: Screen) -> bool:
        """Edit a public message; False if it is gone."""
        images = await render(screen.images)
        layout = build_layout(screen, images)
        try:
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
        scr.log = []
        scr.log_deal = deal_no
        scr.resumed = False
        previous = deal_no - 1
        if previous in scr.summary_messages and previous in scr.results:
            self._enqueue(table, ("summary", previous), lambda: self._edit_summary(table, previous))
        self._enqueue(table, ("deal", deal_no), lambda: self._post_table(table, deal_no, lang))

    async def _post_table(self, table: Table, deal_no: int, lang: str) -> None:
        scr = self.screen(table)
        if deal_no in scr.table_messages:
            return
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
            log=scr.log if scr.log_deal == deal_no else (),
            deadline=self._unix(table.turn_deadline),
            resumed=scr.resumed,
        )

    async def table_changed(self, table: Table, events: Sequence[TableEvent]) -> None:
        """Queue an edit of the current table message (and of the summary between deals)."""
        scr = self.screen(table)
        lang = await self._lang(table)
        deal_no = table.deal_no
        if scr.log_deal != deal_no:
            scr.log, scr.log_deal = [], deal_no
        if events:
            names = seat_names(table, lang)
            scr.log.extend(event_lines(table, events, names, lang))
            del scr.log[:-MAX_LOG]
        self._enqueue(table, ("table", deal_no), lambda: self._edit_table(table, deal_no))
        if table.between_deals and deal_no in scr.results:
            self._enqueue(table, ("summary", deal_no), lambda: self._edit_summary(table, deal_no))

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

    async def _post_summary(self, table: Table, result: DealResult) -> None:
        scr = self.screen(table)
        screen = summary_screen(
            table, result, scr.lang, next_deal_at=self._unix(table.next_deal_at)
        )
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
        """Close the lobby message of a lobby that ended; forget the table afterwards."""
        scr = self.screen(table)
        if reason in ("cancelled", "expired"):
            await self._lang(table)
            self._enqueue(table, "lobby", lambda: self._edit_lobby(table))
        scr.closed = True
        self._maybe_forget(scr)

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
        """A seat's hand as it should look now, and the key of that state."""
        key = hand_key(table, seat)
        screen = hand_screen(
            table,
            seat,
            lang,
            notice=notice,
            deadline=self._unix(table.turn_deadline) if table.to_move == seat else None,
            next_deal_at=self._unix(table.next_deal_at),
        )
        return screen, key

    def request_hand_sync(self, table: Table, seat: int) -> None:
        """Bring the seat's last hand message up to date (in the background)."""
        scr = self._screens.get(table.id)
        slot = scr.hands.get(seat) if scr is not None else None
        if slot is None or slot.interaction is None or self.closing:
            return
        slot.dirty = True
        if slot.busy or (slot.task is not None and not slot.task.done()):
            return
        slot.task = self._spawn(self._sync_hand(table, seat, slot))

    async def _sync_hand(self, table: Table, seat: int, slot: HandSlot) -> None:
        try:
            while slot.dirty and not slot.busy:
                slot.dirty = False
                interaction = slot.interaction
                if interaction is None:
                    return
                if not token_valid(interaction):
                    slot.interaction = None
                    return
                screen, key = self.hand_screen(table, seat, slot.lang)
                if key == slot.key:
                    continue
                version = slot.version
                images = await render(screen.images)
                layout = build_layout(screen, images)
                try:
                    await interaction.edit_original_response(
                        view=layout, attachments=files_of(images), allowed_mentions=NO_PINGS
                    )
                except discord.HTTPException as exc:
                    log.info("table %s seat %s: hand push failed: %s", table.id, seat, exc)
                    if slot.interaction is interaction:
                        slot.interaction = None
                    return
                if slot.version != version:
                    # A click drew the hand meanwhile; this edit may have landed after it.
                    slot.key = None
                    slot.dirty = True
                else:
                    slot.key = key
        finally:
            slot.task = None
            if slot.dirty and not slot.busy and slot.interaction is not None:
                self.request_hand_sync(table, seat)
            scr = self._screens.get(table.id)
            if scr is not None:
                self._maybe_forget(scr)

    def hand_drawn(
        self,
        table: Table,
        seat: int,
        interaction: discord.Interaction[Any],
        lang: str,
        key: tuple[object, ...],
    ) -> None:
        """A click answered with the seat's hand: its token is the one to push to now."""
        slot = self.hand_slot(table, seat)
        slot.interaction = interaction
        slot.lang = lang
        slot.key = key
        slot.version += 1

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
