"""What a click does: from a component's ``custom_id`` to a table operation and an answer.

Clicks on a player's ephemeral hand are answered by editing that hand (a fresh token each
time, so one message serves a whole deal); refusals (stale or double clicks, not your turn)
are shown on the hand as a notice. Clicks on public messages are acknowledged at once
(deferred) and refusals come back as ephemeral messages. Every table operation takes the
table's lock, so clicks on one table are serialised.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

from bot.i18n import t
from bot.render import RenderedImage
from bot.screens import ids
from bot.screens.spec import Screen, notice_screen
from bot.store import Store
from bot.tables import NoTable, NotSeated, Table, TableError, TableExists, TableManager
from bot.ui.images import render
from bot.ui.language import Languages
from bot.ui.layouts import NO_PINGS, build_layout, files_of
from bot.ui.presenter import Presenter

log = logging.getLogger(__name__)

RENDER_BUDGET = 1.5
"""Seconds a render may take before the interaction is deferred first (3 s is the limit)."""


def _is_ephemeral(interaction: discord.Interaction[Any]) -> bool:
    message = interaction.message
    return message is not None and message.flags.ephemeral


def _name(interaction: discord.Interaction[Any]) -> str:
    return interaction.user.display_name


async def _render(screen: Screen) -> tuple[asyncio.Task[list[RenderedImage]], bool]:
    """Start rendering a screen's images in a thread; True if it finished within budget."""
    task = asyncio.ensure_future(render(screen.images, urgent=True))
    done, _ = await asyncio.wait({task}, timeout=RENDER_BUDGET)
    return task, bool(done)


async def send_screen(
    interaction: discord.Interaction[Any], screen: Screen, *, ephemeral: bool
) -> int | None:
    """Answer an interaction with a new message (ephemeral or public); its message id."""
    task, in_time = await _render(screen)
    if not in_time:
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    images = await task
    layout = build_layout(screen, images)
    if interaction.response.is_done():
        message = await interaction.edit_original_response(
            view=layout, attachments=files_of(images), allowed_mentions=NO_PINGS
        )
        return message.id
    response = await interaction.response.send_message(
        view=layout, files=files_of(images), ephemeral=ephemeral, allowed_mentions=NO_PINGS
    )
    return response.message_id


async def edit_screen(interaction: discord.Interaction[Any], screen: Screen) -> None:
    """Answer a component interaction by editing the message it is on."""
    task, in_time = await _render(screen)
    if not in_time and not interaction.response.is_done():
        await interaction.response.defer()
    images = await task
    layout = build_layout(screen, images)
    if interaction.response.is_done():
        await interaction.edit_original_response(
            view=layout, attachments=files_of(images), allowed_mentions=NO_PINGS
        )
        return
    await interaction.response.edit_message(
        view=layout, attachments=files_of(images), allowed_mentions=NO_PINGS
    )


async def reply_text(
    interaction: discord.Interaction[Any], text: str, *, ephemeral: bool = True
) -> None:
    """A short text answer (or a follow-up when the interaction was acknowledged already)."""
    layout = build_layout(notice_screen(text))
    if interaction.response.is_done():
        await interaction.followup.send(view=layout, ephemeral=ephemeral, allowed_mentions=NO_PINGS)
    else:
        await interaction.response.send_message(
            view=layout, ephemeral=ephemeral, allowed_mentions=NO_PINGS
        )


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
        lang = await self._lang(interaction)
        await reply_text(interaction, t("error.bad_id", lang))

    async def on_component(
        self, interaction: discord.Interaction[Any], custom_id: str, values: list[str]
    ) -> None:
        """Dispatch a click (or a select choice) by the kind of its custom id."""
        parsed = ids.parse(custom_id)
        try:
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
        except discord.HTTPException as exc:
            log.warning("answering %r failed: %s", custom_id, exc)
        except Exception:
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
        """Answer with the seat's hand: a new ephemeral message, or an edit of this one."""
        screen, key = self.presenter.hand_screen(table, seat, lang, notice)
        if new_message:
            await send_screen(interaction, screen, ephemeral=True)
        else:
            await edit_screen(interaction, screen)
        self.presenter.hand_drawn(table, seat, interaction, lang, key)

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
                await table.apply(interaction.user.id, p.action, p.move, deal_no=p.deal)
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
                    await table.apply_many(
                        interaction.user.id, values, p.move, deal_no=p.deal, any_order=True
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
                await table.leave(interaction.user.id)
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
                    vote = await table.vote_end(interaction.user.id)
                    if not vote.called:
                        key = show.key("table.end_vote")
                        notice = t(key, lang, votes=vote.votes, needed=vote.needed)
                    elif not on_hand:
                        notice = t(show.key("table.end_called"), lang)
                else:
                    await table.ready(interaction.user.id)
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
            await table.return_to_seat(interaction.user.id)
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
