"""What a click does: from a component's ``custom_id`` to a table operation and an answer.

Clicks on a player's ephemeral hand are answered by editing that hand (a fresh token each
time, so one message serves a whole deal); refusals (stale or double clicks, not your turn)
are shown on the hand as a notice. Clicks on public messages are acknowledged at once
(deferred) and refusals come back as ephemeral messages. Every table operation takes the
table's lock, so clicks on one table are serialised.

Nothing is rendered before an interaction is acknowledged: a new message with images is
deferred first ("thinking"), then filled; an edited hand is answered with its new text at
once (keeping the images the message has) and its new images follow in an edit of the same
message. A click whose table operation takes longer than :data:`RENDER_BUDGET` is deferred
first as well, and so is a slash command that has not answered within it
(:func:`answer_within_budget`: its reads and writes may wait behind other tables' on the
database). The controller counts the clicks in flight so that a graceful stop answers
them all before it closes (:meth:`Controller.drain`); a click that comes while the bot
stops is answered with a notice and changes nothing.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

import aiohttp
import discord

from bot.i18n import t
from bot.render import RenderedImage
from bot.screens import ids
from bot.screens.spec import ImageSpec, Screen, notice_screen
from bot.store import Store
from bot.tables import NoTable, NotSeated, Table, TableError, TableExists, TableManager
from bot.ui.images import render
from bot.ui.language import Languages
from bot.ui.layouts import NO_PINGS, build_layout, files_of
from bot.ui.presenter import Presenter, Shown

if TYPE_CHECKING:
    from bot.ui.replays import ReplayDesk

log = logging.getLogger(__name__)

T = TypeVar("T")

RENDER_BUDGET = 1.0
"""Seconds an answer may take before the interaction is acknowledged first (Discord allows
3 s): a click's table operation that takes longer (a busy table, a slow disk) is deferred
and answered after it. Rendering never counts: images are always drawn after the
acknowledgement."""


LOCK_WAIT = 0.25
"""Seconds a click waits for its hand message (a push of the same hand is being sent, which
may wait for Discord's limit on edits through a token) before it is acknowledged first."""


@asynccontextmanager
async def held_or_acknowledged(
    lock: asyncio.Lock, interaction: discord.Interaction[Any], wait: float = LOCK_WAIT
) -> AsyncIterator[None]:
    """Hold ``lock``; if it is not free within ``wait`` seconds, the interaction is
    acknowledged (deferred) meanwhile, so that Discord's 3 s never run out while a push of
    the same hand holds it. The acquisition is never cancelled: the deferral is a task
    of its own, finished before the answer goes out (an answer may not race it)."""
    ack: asyncio.Future[Any] | None = None

    def acknowledge() -> None:
        nonlocal ack
        if not interaction.response.is_done():
            ack = asyncio.ensure_future(interaction.response.defer())

    timer = asyncio.get_running_loop().call_later(wait, acknowledge)
    try:
        await lock.acquire()
    finally:
        timer.cancel()
    try:
        if ack is not None:
            try:
                await ack
            except discord.HTTPException as exc:
                log.warning("deferring a click failed: %s", exc)
        yield
    finally:
        lock.release()


_BUDGET = "tarok.budget"
_DEFERRED = "tarok.deferred"


def answer_within_budget(interaction: discord.Interaction[Any], *, public: bool) -> None:
    """Start a slash command's clock: if it has not answered within :data:`RENDER_BUDGET`,
    it is deferred ("thinking…", public like its answer when ``public``, else ephemeral),
    so that Discord's 3 s never run out while its reads and writes wait behind other
    tables'. Its answer (:func:`send_screen`, :func:`reply_text`) then fills that message,
    or replaces it when the answer is of the other kind (a private refusal of a command
    whose answer is public)."""

    def acknowledge() -> None:
        if interaction.response.is_done():
            return
        ephemeral = not public
        ack = asyncio.ensure_future(interaction.response.defer(ephemeral=ephemeral, thinking=True))
        interaction.extras[_DEFERRED] = (ephemeral, ack)

    loop = asyncio.get_running_loop()
    interaction.extras[_BUDGET] = loop.call_later(RENDER_BUDGET, acknowledge)


async def _settled(interaction: discord.Interaction[Any]) -> bool | None:
    """Stop the clock of :func:`answer_within_budget` and finish a deferral it began;
    whether that deferral's message is ephemeral (None: nothing was deferred)."""
    timer = interaction.extras.pop(_BUDGET, None)
    if timer is not None:
        timer.cancel()
    deferred = interaction.extras.pop(_DEFERRED, None)
    if deferred is None:
        return None
    ephemeral, ack = deferred
    try:
        await ack
    except discord.HTTPException as exc:
        log.warning("deferring a command failed: %s", exc)
    return ephemeral if interaction.response.is_done() else None


async def _replaced_deferral(interaction: discord.Interaction[Any], ephemeral: bool) -> bool:
    """Settle the command's clock; if it deferred the other kind of message than the
    answer (public "thinking…" before a private refusal), delete that message — a
    deferral's kind cannot be changed — so that the answer goes as a followup of its own
    kind. True if it did."""
    deferred = await _settled(interaction)
    if deferred is None or deferred == ephemeral:
        return False
    await interaction.delete_original_response()
    return True


def _is_ephemeral(interaction: discord.Interaction[Any]) -> bool:
    message = interaction.message
    return message is not None and message.flags.ephemeral


def _name(interaction: discord.Interaction[Any]) -> str:
    return interaction.user.display_name


async def _new_message(
    interaction: discord.Interaction[Any], screen: Screen, *, ephemeral: bool
) -> tuple[int | None, tuple[str, ...]]:
    """Answer with a new message; its id and the files it carries. With images it is
    deferred first ("thinking") and filled once they are drawn."""
    if await _replaced_deferral(interaction, ephemeral):
        images = await render(screen.images, urgent=True) if screen.images else []
        sent = await interaction.followup.send(
            view=build_layout(screen, images),
            files=files_of(images),
            ephemeral=ephemeral,
            allowed_mentions=NO_PINGS,
            wait=True,
        )
        return sent.id, tuple(i.filename for i in images)
    if screen.images:
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=ephemeral, thinking=True)
        images = await render(screen.images, urgent=True)
        message = await interaction.edit_original_response(
            view=build_layout(screen, images),
            attachments=files_of(images),
            allowed_mentions=NO_PINGS,
        )
        return message.id, tuple(i.filename for i in images)
    layout = build_layout(screen)
    if interaction.response.is_done():
        message = await interaction.edit_original_response(
            view=layout, attachments=[], allowed_mentions=NO_PINGS
        )
        return message.id, ()
    response = await interaction.response.send_message(
        view=layout, ephemeral=ephemeral, allowed_mentions=NO_PINGS
    )
    return response.message_id, ()


async def send_screen(
    interaction: discord.Interaction[Any], screen: Screen, *, ephemeral: bool
) -> int | None:
    """Answer an interaction with a new message (ephemeral or public); its message id."""
    message_id, _ = await _new_message(interaction, screen, ephemeral=ephemeral)
    return message_id


def _kept(message: discord.Message | None, specs: tuple[ImageSpec, ...]) -> list[str]:
    """The files the edited message has for images of the new screen (matched by stem)."""
    if message is None:
        return []
    have = {a.filename.rsplit(".", 1)[0]: a.filename for a in message.attachments}
    return [have[s.stem] for s in specs if s.stem in have]


async def _edit(interaction: discord.Interaction[Any], layout: Any, **files: Any) -> None:
    if interaction.response.is_done():
        await interaction.edit_original_response(view=layout, allowed_mentions=NO_PINGS, **files)
    else:
        await interaction.response.edit_message(view=layout, allowed_mentions=NO_PINGS, **files)


async def answer_edit(
    interaction: discord.Interaction[Any], screen: Screen, *, shown: Shown | None = None
) -> Shown | None:
    """Acknowledge a component interaction by editing the message it is on.

    When the screen needs no new image (none, or the same ones the message shows:
    ``shown``) this is the whole answer, and what the message shows is returned. Otherwise
    the answer is the new text and buttons with the images the message has, and None is
    returned: the new images follow with :func:`finish_edit` once they are drawn.
    """
    message = interaction.message
    message_id = message.id if message is not None else None
    specs = tuple(screen.images)
    if not specs:
        await _edit(interaction, build_layout(screen), attachments=[])
        return Shown(message_id, (), ())
    if shown is not None and shown.message_id == message_id and shown.specs == specs:
        await _edit(interaction, build_layout(screen, shown.files))
        return shown
    if not interaction.response.is_done():
        await interaction.response.edit_message(
            view=build_layout(screen, _kept(message, specs)), allowed_mentions=NO_PINGS
        )
    return None


async def finish_edit(
    interaction: discord.Interaction[Any], screen: Screen, images: list[RenderedImage]
) -> Shown:
    """Complete an answer of :func:`answer_edit` with the screen's drawn images."""
    message = interaction.message
    await interaction.edit_original_response(
        view=build_layout(screen, images), attachments=files_of(images), allowed_mentions=NO_PINGS
    )
    return Shown(
        message.id if message is not None else None,
        tuple(screen.images),
        tuple(i.filename for i in images),
    )


async def reply_text(
    interaction: discord.Interaction[Any], text: str, *, ephemeral: bool = True
) -> None:
    """A short text answer (or a follow-up when the interaction was acknowledged already)."""
    layout = build_layout(notice_screen(text))
    if await _replaced_deferral(interaction, ephemeral) or interaction.response.is_done():
        await interaction.followup.send(view=layout, ephemeral=ephemeral, allowed_mentions=NO_PINGS)
    else:
        await interaction.response.send_message(
            view=layout, ephemeral=ephemeral, allowed_mentions=NO_PINGS
        )


async def within_budget(interaction: discord.Interaction[Any], work: Awaitable[T]) -> T:
    """Run a click's table operation; if it takes longer than :data:`RENDER_BUDGET`, the
    click is acknowledged first (its answer is an edit afterwards)."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=RENDER_BUDGET)
    if not done and not interaction.response.is_done():
        await interaction.response.defer()
    return await task


class Controller:
    """Routes component clicks to table operations and answers them.

    It is given what it uses: the tables, the store (Play again reads a finished table),
    the language choices and the presenter (which draws the hands and keeps their tokens).
    """

    def __init__(
        self,
        *,
        manager: TableManager,
        store: Store,
        languages: Languages,
        presenter: Presenter,
    ) -> None:
        self.manager = manager
        self.store = store
        self.languages = languages
        self.presenter = presenter
        self.closing = False
        """The bot is stopping: new clicks are answered with a notice, nothing changes."""
        self.replays: ReplayDesk | None = None
        """What answers the replays' and spectators' components (set by the client)."""
        self._inflight: set[asyncio.Task[Any]] = set()

    # -- clicks in flight --------------------------------------------------------------------
    @contextmanager
    def _tracked(self) -> Iterator[None]:
        """Count the current click as in flight while it is handled."""
        task = asyncio.current_task()
        if task is None:
            yield
            return
        self._inflight.add(task)
        try:
            yield
        finally:
            self._inflight.discard(task)

    tracked = _tracked
    """The same, for the click handlers of other features (hints, the daily challenge):
    a graceful stop answers their clicks too."""

    @property
    def in_flight(self) -> int:
        """Clicks being handled right now."""
        return sum(1 for t in self._inflight if not t.done())

    async def drain(self, timeout: float) -> bool:
        """A graceful stop: refuse new clicks and wait until every click in flight is
        applied and answered (at most ``timeout`` seconds); True if all were."""
        self.closing = True
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        await asyncio.sleep(0)  # clicks dispatched just now reach the handler
        while True:
            current = asyncio.current_task()
            pending = [t for t in self._inflight if not t.done() and t is not current]
            if not pending:
                return True
            left = end - loop.time()
            if left <= 0:
                log.warning("stopping with %d click(s) still in flight", len(pending))
                return False
            await asyncio.wait(pending, timeout=left)

    async def _lang(self, interaction: discord.Interaction[Any]) -> str:
        return await self.languages.for_interaction(interaction)

    @staticmethod
    def _error_text(error: TableError, lang: str, table: Table | None = None) -> str:
        """A refusal in words (in the table's family's words, where it has its own)."""
        key = table.game.display.key(error.key) if table is not None else error.key
        return t(key, lang, **error.params)

    async def refuse_bad_id(self, interaction: discord.Interaction[Any], bad: ids.BadId) -> None:
        """A malformed or tampered custom id: say so, change nothing."""
        log.info(
            "refused custom id %r from user %s: %s", bad.custom_id, interaction.user.id, bad.reason
        )
        with self._tracked():
            lang = await self._lang(interaction)
            await reply_text(interaction, t("error.bad_id", lang))

    async def on_component(
        self, interaction: discord.Interaction[Any], custom_id: str, values: list[str]
    ) -> None:
        """Dispatch a click (or a select choice) by the kind of its custom id."""
        with self._tracked():
            await self._dispatch(interaction, custom_id, values)

    async def _dispatch(
        self, interaction: discord.Interaction[Any], custom_id: str, values: list[str]
    ) -> None:
        parsed = ids.parse(custom_id)
        try:
            if self.closing:
                lang = await self._lang(interaction)
                await reply_text(interaction, t("error.restarting", lang))
                return
            if isinstance(parsed, ids.BadId):
                await self.refuse_bad_id(interaction, parsed)
            elif isinstance(parsed, ids.Act):
                await self.on_act(interaction, parsed)
            elif isinstance(parsed, ids.Discard):
                await self.on_discard(interaction, parsed, values)
            elif isinstance(parsed, ids.MyHand):
                await self.on_my_hand(interaction, parsed.table)
            elif isinstance(parsed, ids.Refresh):
                await self.on_refresh(interaction, parsed)
            elif isinstance(parsed, ids.Lobby):
                await self.on_lobby(interaction, parsed)
            elif isinstance(parsed, ids.Ready):
                await self.on_between_deals(interaction, parsed.table, parsed.deal, skis=False)
            elif isinstance(parsed, ids.EndVote):
                await self.on_between_deals(interaction, parsed.table, parsed.deal, skis=True)
            elif isinstance(parsed, ids.TakeSeat):
                await self.on_take_seat(interaction, parsed.table)
            elif isinstance(parsed, ids.PlayAgain):
                await self.on_play_again(interaction, parsed.table)
            elif isinstance(parsed, ids.Watch) and self.replays is not None:
                await self.replays.on_watch(interaction, parsed)
            elif (
                isinstance(parsed, ids.ReplayStep | ids.ReplayJump | ids.ReplayRecord)
                and self.replays is not None
            ):
                await self.replays.on_replay(interaction, parsed, values)
        except (discord.HTTPException, aiohttp.ClientError) as exc:
            # Discord refused the answer or the connection to it broke (as when the bot
            # stops while a click is answered): a fact of the network, not a fault.
            log.warning("answering %r failed: %s", custom_id, exc)
        except Exception as exc:
            if self.closing:
                # The bot stopped while this click was answered and the stop's grace ran
                # out: its connection to Discord closed under the answer.
                log.warning("answering %r failed as the bot stopped: %r", custom_id, exc)
                return
            log.exception("handling %r failed", custom_id)
            if not interaction.response.is_done():
                lang = await self._lang(interaction)
                await reply_text(interaction, t("error.internal", lang))

    # -- helpers -----------------------------------------------------------------------------
    async def _table_and_seat(
        self, interaction: discord.Interaction[Any], table_id: int
    ) -> tuple[Table, int] | None:
        """The table of a click and the clicker's seat, or None after answering the refusal."""
        lang = await self._lang(interaction)
        table = self.manager.by_id(table_id)
        if table is None:
            await self._refuse(interaction, t(NoTable.key, lang))
            return None
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await self._refuse(interaction, t(NotSeated.key, lang))
            return None
        return table, seat

    async def _refuse(self, interaction: discord.Interaction[Any], text: str) -> None:
        await reply_text(interaction, text)

    async def _draw_hand(
        self,
        interaction: discord.Interaction[Any],
        table: Table,
        seat: int,
        lang: str,
        *,
        notice: str | None = None,
        new_message: bool = False,
    ) -> None:
        """Answer with the seat's hand: a new ephemeral message, or an edit of this one.

        An edit is acknowledged with the new text at once and gets its new images after;
        the answers to one message go out in order (the images of an older click are not
        sent once a newer click answered on that message), and pushes wait meanwhile.
        """
        presenter = self.presenter
        screen, key = presenter.hand_screen(table, seat, lang, notice)
        if new_message:
            message_id, files = await _new_message(interaction, screen, ephemeral=True)
            presenter.hand_drawn(
                table, seat, interaction, lang, key, Shown(message_id, tuple(screen.images), files)
            )
            return
        slot = presenter.hand_slot(table, seat)
        message = interaction.message
        message_id = message.id if message is not None else None
        async with held_or_acknowledged(slot.lock, interaction):
            order = slot.answered[message_id] = slot.answered.get(message_id, 0) + 1
            shown = await answer_edit(interaction, screen, shown=slot.shown)
        if shown is None:
            images = await render(screen.images, urgent=True)
            async with slot.lock:
                if slot.answered.get(message_id) != order:
                    return  # a newer click answered on this message: it draws its own images
                shown = await finish_edit(interaction, screen, images)
                presenter.stats["answers completed by an edit"] += 1
        presenter.hand_drawn(table, seat, interaction, lang, key, shown)

    # -- the hand ----------------------------------------------------------------------------
    async def _clicker(
        self, interaction: discord.Interaction[Any], table_id: int, seat_in_id: int | None = None
    ) -> tuple[Table, int, str] | None:
        """The clicking player's table, seat and language, or None once the click is refused.

        ``seat_in_id`` is the seat a hand's custom id names: a click on someone else's hand
        is refused as a damaged id.
        """
        found = await self._table_and_seat(interaction, table_id)
        if found is None:
            return None
        table, seat = found
        lang = await self._lang(interaction)
        if seat_in_id is not None and seat != seat_in_id:
            await self._refuse(interaction, t("error.bad_id", lang))
            return None
        return table, seat, lang

    async def on_my_hand(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        """Answer "My hand" with a fresh ephemeral hand (and a fresh 15-minute token)."""
        clicker = await self._clicker(interaction, table_id)
        if clicker is None:
            return
        table, seat, lang = clicker
        with self.presenter.clicking(table, seat):
            await self._draw_hand(interaction, table, seat, lang, new_message=True)

    async def on_refresh(self, interaction: discord.Interaction[Any], p: ids.Refresh) -> None:
        """Redraw a hand ("Refresh")."""
        clicker = await self._clicker(interaction, p.table, p.seat)
        if clicker is None:
            return
        table, seat, lang = clicker
        with self.presenter.clicking(table, seat):
            await self._draw_hand(interaction, table, seat, lang)

    async def on_act(self, interaction: discord.Interaction[Any], p: ids.Act) -> None:
        """An action button on a hand: apply it, then redraw the hand (with any refusal)."""
        clicker = await self._clicker(interaction, p.table, p.seat)
        if clicker is None:
            return
        table, seat, lang = clicker
        with self.presenter.clicking(table, seat):
            notice = None
            try:
                await within_budget(
                    interaction,
                    table.apply(interaction.user.id, p.action, p.move, deal_no=p.deal),
                )
            except TableError as exc:
                notice = self._error_text(exc, lang, table)
            await self._draw_hand(interaction, table, seat, lang, notice=notice)

    async def on_discard(
        self, interaction: discord.Interaction[Any], p: ids.Discard, values: list[str]
    ) -> None:
        """A select of actions chosen together (the discards): check the whole choice, apply
        it under one lock in an order the rules allow, redraw."""
        clicker = await self._clicker(interaction, p.table, p.seat)
        if clicker is None:
            return
        table, seat, lang = clicker
        with self.presenter.clicking(table, seat):
            notice = None
            if len(values) != p.count or len(set(values)) != len(values):
                notice = t("error.discard_count", lang, count=p.count)
            else:
                try:
                    await within_budget(
                        interaction,
                        table.apply_many(
                            interaction.user.id, values, p.move, deal_no=p.deal, any_order=True
                        ),
                    )
                except TableError as exc:
                    notice = self._error_text(exc, lang, table)
            await self._draw_hand(interaction, table, seat, lang, notice=notice)

    # -- public buttons ----------------------------------------------------------------------
    async def on_lobby(self, interaction: discord.Interaction[Any], p: ids.Lobby) -> None:
        """A lobby button: acknowledge, apply; the lobby message follows the table."""
        lang = await self._lang(interaction)
        table = self.manager.by_id(p.table)
        if table is None:
            await self._refuse(interaction, t(NoTable.key, lang))
            return
        if p.op == "leave" and _is_ephemeral(interaction):
            await self._leave_from_hand(interaction, table, lang)
            return
        await interaction.response.defer()
        user = interaction.user.id
        try:
            if p.op == "join":
                await table.join(user, _name(interaction))
            elif p.op == "leave":
                await table.leave(user)
            elif p.op == "addc":
                await table.add_computer(user)
            elif p.op == "remc":
                await table.remove_computer(user)
            elif p.op == "start":
                await table.start(user)
            elif p.op == "cancel":
                await table.stop(user, force=self._moderator(interaction))
        except TableError as exc:
            await reply_text(interaction, self._error_text(exc, lang, table))

    async def _leave_from_hand(
        self, interaction: discord.Interaction[Any], table: Table, lang: str
    ) -> None:
        """Leave during a session (the computer takes the seat); the hand shows the way back."""
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await self._refuse(interaction, t(NotSeated.key, lang))
            return
        with self.presenter.clicking(table, seat):
            notice = None
            try:
                await within_budget(interaction, table.leave(interaction.user.id))
            except TableError as exc:
                notice = self._error_text(exc, lang, table)
            await self._draw_hand(interaction, table, seat, lang, notice=notice)

    @staticmethod
    def _moderator(interaction: discord.Interaction[Any]) -> bool:
        perms = interaction.permissions
        return bool(perms.manage_guild or perms.administrator)

    async def on_between_deals(
        self, interaction: discord.Interaction[Any], table_id: int, deal_no: int, *, skis: bool
    ) -> None:
        """Ready for the next deal, or a vote to end the session (the škis round)."""
        clicker = await self._clicker(interaction, table_id)
        if clicker is None:
            return
        table, seat, lang = clicker
        on_hand = _is_ephemeral(interaction)
        if not on_hand:
            await interaction.response.defer()
        notice = None
        show = table.game.display
        if table.deal_no != deal_no or not table.between_deals:
            notice = t("error.stale", lang)
        else:
            try:
                if skis:
                    vote = await within_budget(interaction, table.vote_end(interaction.user.id))
                    if not vote.called:
                        key = show.key("table.end_vote")
                        notice = t(key, lang, votes=vote.votes, needed=vote.needed)
                    elif not on_hand:
                        notice = t(show.key("table.end_called"), lang)
                else:
                    await within_budget(interaction, table.ready(interaction.user.id))
            except TableError as exc:
                notice = self._error_text(exc, lang, table)
        await self._answer(interaction, table, seat, lang, notice, on_hand=on_hand)

    async def _answer(
        self,
        interaction: discord.Interaction[Any],
        table: Table,
        seat: int,
        lang: str,
        notice: str | None,
        *,
        on_hand: bool,
    ) -> None:
        """Answer a click made on a hand by redrawing it, or a public one with its notice."""
        if on_hand:
            with self.presenter.clicking(table, seat):
                await self._draw_hand(interaction, table, seat, lang, notice=notice)
        elif notice is not None:
            await reply_text(interaction, notice)

    async def on_take_seat(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        """Take my seat back from the computer."""
        clicker = await self._clicker(interaction, table_id)
        if clicker is None:
            return
        table, seat, lang = clicker
        on_hand = _is_ephemeral(interaction)
        if not on_hand:
            await interaction.response.defer()
        notice = None
        try:
            await within_budget(interaction, table.return_to_seat(interaction.user.id))
        except TableError as exc:
            notice = self._error_text(exc, lang, table)
        await self._answer(interaction, table, seat, lang, notice, on_hand=on_hand)

    async def on_play_again(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        """Open a new lobby like the finished table (same settings and computer seats)."""
        lang = await self._lang(interaction)
        if interaction.guild_id is None or interaction.channel_id is None:
            await self._refuse(interaction, t("error.guild_only", lang))
            return
        old = await self.store.tables.get(table_id)
        if old is None:
            await self._refuse(interaction, t(NoTable.key, lang))
            return
        computers = sum(1 for s in await self.store.tables.seats(table_id) if s.is_computer)
        try:
            table = await self.manager.open_lobby(
                interaction.guild_id,
                interaction.channel_id,
                interaction.user.id,
                _name(interaction),
                old.config,
            )
            for _ in range(min(computers, old.config.players - 1)):
                await table.add_computer(interaction.user.id)
        except TableExists:
            await self._refuse(interaction, t(TableExists.key, lang))
            return
        await self.post_lobby(interaction, table)

    async def post_lobby(self, interaction: discord.Interaction[Any], table: Table) -> None:
        """Answer with the public lobby message of a new table."""
        presenter = self.presenter
        lang = await self.languages.server(table.guild_id)
        version = presenter.lobby_version(table)
        message_id = await send_screen(
            interaction, presenter.lobby_screen(table, lang), ephemeral=False
        )
        if message_id is not None:
            await presenter.lobby_posted(table, message_id, version)
