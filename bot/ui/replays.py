"""Replays of finished deals and spectators' views of tables, in Discord.

``/tarok replay`` opens a finished deal of this server by its code (or a deal of this
channel's table by its number) in an ephemeral message; its buttons (first, back, next,
last, a select of tricks) carry the code and the step in their custom ids, so they work
after any time and after a restart: each click rebuilds the deal from the store (a few
recent ones are kept in memory) and edits that message. "Download record" answers with the
deal's record as a JSON file (the engine's format). A code of another server, an unknown
code and a deal that is not finished are refused in words, without a card of the deal.

``/tarok watch`` and the Watch button of a table message open the spectator's view (built
from the public view only, :mod:`bot.screens.watch`); its Refresh edits it. Every answer
here is an interaction response or an edit through its token, which Discord counts per
token and not in the channel's write budget (``docs/discord.md``): spectators and replays
add nothing to the channel's budget.
"""

from __future__ import annotations

import io
import logging
from collections import OrderedDict
from typing import Any

import discord

from bot.i18n import t
from bot.screens import ids
from bot.screens.replay import replay_screen
from bot.screens.spec import Screen
from bot.screens.table import table_screen
from bot.screens.watch import watch_screen
from bot.store import NotFinished, ReplayRef, Store
from bot.store.replays import normalize
from bot.tables import NoTable, Table, TableManager
from bot.tables.replaying import ReplayDeal, ReplayMissing, load_replay
from bot.ui.controller import answer_edit, finish_edit, reply_text, send_screen
from bot.ui.images import render
from bot.ui.language import Languages
from bot.ui.presenter import Presenter
from engine.core.errors import RecordError

log = logging.getLogger(__name__)

KEPT_REPLAYS = 32
"""Rebuilt deals kept in memory (the others are rebuilt from the store at their next click)."""

ReplayId = ids.ReplayStep | ids.ReplayJump | ids.ReplayRecord


class Refused(Exception):
    """A replay cannot be shown; ``key`` names the text that says why."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class ReplayDesk:
    """Answers ``/tarok replay``, ``/tarok watch`` and their components.

    It is given what it uses: the store, the tables, the language choices and the presenter
    (the public table screen a spectator sees, with its log).
    """

    def __init__(
        self, *, store: Store, manager: TableManager, languages: Languages, presenter: Presenter
    ) -> None:
        self.store = store
        self.manager = manager
        self.languages = languages
        self.presenter = presenter
        self._deals: OrderedDict[tuple[int, str], ReplayDeal] = OrderedDict()
        self._answers: dict[int, int] = {}
        """Per replay message, the number of its latest click (older clicks' images are
        dropped)."""

    async def _lang(self, interaction: discord.Interaction[Any]) -> str:
        return await self.languages.for_interaction(interaction)

    # -- finding a deal ----------------------------------------------------------------------
    async def _ref(self, guild_id: int | None, code: str) -> ReplayRef:
        """The replay of ``code`` in this server (refused: unknown, or another server's)."""
        refs = await self.store.replays.find(code)
        mine = [r for r in refs if r.guild_id == guild_id]
        if not mine:
            raise Refused("replay.other_server" if refs else "replay.unknown", code=code)
        return mine[0]

    async def _deal(self, ref: ReplayRef) -> ReplayDeal:
        """The rebuilt deal of a replay (kept for the next clicks)."""
        key = (ref.guild_id, ref.code)
        found = self._deals.get(key)
        if found is not None:
            self._deals.move_to_end(key)
            return found
        try:
            deal = await load_replay(self.store, ref)
        except NotFinished as exc:
            raise Refused("replay.unfinished", deal_no=ref.deal_no) from exc
        except (ReplayMissing, RecordError) as exc:
            log.warning("replay %s cannot be rebuilt: %s", ref.code, exc)
            raise Refused("replay.gone", code=ref.code) from exc
        self._deals[key] = deal
        while len(self._deals) > KEPT_REPLAYS:
            self._deals.popitem(last=False)
        return deal

    async def _by_number(self, interaction: discord.Interaction[Any], deal_no: int) -> ReplayRef:
        """The replay of deal ``deal_no`` of this channel's table (its code issued now)."""
        table = self.manager.get(interaction.channel_id or 0)
        if table is None:
            raise Refused(NoTable.key)
        if not 1 <= deal_no <= table.deal_no:
            raise Refused("replay.no_such_deal", deal_no=deal_no)
        guild_id = interaction.guild_id or 0
        try:
            code = await self.store.replays.issue(guild_id, table.id, deal_no)
        except NotFinished as exc:
            raise Refused("replay.unfinished", deal_no=deal_no) from exc
        return ReplayRef(guild_id, code, table.id, deal_no)

    # -- /tarok replay -----------------------------------------------------------------------
    async def open(
        self, interaction: discord.Interaction[Any], code: str | None, deal_no: int | None
    ) -> None:
        """Answer ``/tarok replay``: the deal's first step in an ephemeral message."""
        lang = await self._lang(interaction)
        try:
            if code is not None:
                wanted = normalize(code)
                if wanted is None:
                    raise Refused("replay.bad_code", code=code[:20])
                ref = await self._ref(interaction.guild_id, wanted)
            elif deal_no is not None:
                ref = await self._by_number(interaction, deal_no)
            else:
                raise Refused("replay.usage")
            deal = await self._deal(ref)
        except Refused as refused:
            await reply_text(interaction, t(refused.key, lang, **refused.params))
            return
        await send_screen(interaction, replay_screen(deal, 0, lang), ephemeral=True)

    # -- the replay's components -------------------------------------------------------------
    async def on_replay(
        self, interaction: discord.Interaction[Any], parsed: ReplayId, values: list[str]
    ) -> None:
        """A click on a replay: show another step, or send the record."""
        lang = await self._lang(interaction)
        try:
            deal = await self._deal(await self._ref(interaction.guild_id, parsed.code))
        except Refused as refused:
            await reply_text(interaction, t(refused.key, lang, **refused.params))
            return
        if isinstance(parsed, ids.ReplayRecord):
            await self._send_record(interaction, deal, lang)
            return
        if isinstance(parsed, ids.ReplayJump):
            if len(values) != 1 or not values[0].isdigit():
                await reply_text(interaction, t("error.bad_id", lang))
                return
            step = int(values[0])
        else:
            step = parsed.step
        await self._show(interaction, replay_screen(deal, step, lang))

    async def _show(
        self, interaction: discord.Interaction[Any], screen: Screen, *, keep: bool = True
    ) -> None:
        """Edit the message clicked on: the new text and buttons at once with the images it
        has (``keep``; else nothing until the new images are drawn), its new images after
        (unless a newer click on the message answered meanwhile)."""
        message = interaction.message
        key = message.id if message is not None else 0
        order = self._answers[key] = self._answers.get(key, 0) + 1
        if not keep and screen.images:
            await interaction.response.defer()
        elif await answer_edit(interaction, screen) is not None:
            return
        images = await render(screen.images, urgent=True)
        if self._answers.get(key) == order:
            await finish_edit(interaction, screen, images)
            if len(self._answers) > 4 * KEPT_REPLAYS:
                self._answers.clear()

    async def _send_record(
        self, interaction: discord.Interaction[Any], deal: ReplayDeal, lang: str
    ) -> None:
        """The deal's record as a JSON file, to the clicker alone."""
        data = deal.record_json().encode("utf-8")
        name = f"tarok-{deal.ref.code}.json"
        file = discord.File(io.BytesIO(data), filename=name)
        text = t("replay.record_text", lang, code=deal.ref.code)
        await interaction.response.send_message(text, file=file, ephemeral=True)

    # -- spectators --------------------------------------------------------------------------
    async def watch(self, interaction: discord.Interaction[Any]) -> None:
        """Answer ``/tarok watch``: this channel's table as the public sees it."""
        lang = await self._lang(interaction)
        table = self.manager.get(interaction.channel_id or 0)
        if table is None:
            await reply_text(interaction, t(NoTable.key, lang))
            return
        await send_screen(interaction, self._watch_screen(table, lang), ephemeral=True)

    async def on_watch(self, interaction: discord.Interaction[Any], parsed: ids.Watch) -> None:
        """Watch on a table message (a new spectator's view) or Refresh on one (an edit)."""
        lang = await self._lang(interaction)
        table = self.manager.by_id(parsed.table)
        if table is None:
            await reply_text(interaction, t(NoTable.key, lang))
            return
        screen = self._watch_screen(table, lang)
        message = interaction.message
        if message is not None and message.flags.ephemeral:
            # A view of an older deal keeps none of its pictures: they show that deal.
            await self._show(interaction, screen, keep=parsed.deal == table.deal_no)
        else:
            await send_screen(interaction, screen, ephemeral=True)

    def _watch_screen(self, table: Table, lang: str) -> Screen:
        """The spectator's view: the public table screen in the spectator's language (with
        the table's log when the spectator reads the table's language)."""
        scr = self.presenter.screen(table)
        deal_no = table.deal_no
        public = table_screen(
            table, deal_no, lang, log=scr.logs.get(deal_no, ()) if lang == scr.lang else ()
        )
        return watch_screen(table, public, lang)
