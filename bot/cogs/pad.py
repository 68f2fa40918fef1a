"""``/tarok pad``: the score pad in Discord, and its components.

``/tarok pad open`` posts the pad's public message (the answer to the command: no channel
write). Every later change of the public message is either the answer to a click on it
(close, reopen: an interaction edit, outside the channel's budget) or, when a deal is saved
from the ephemeral form, one edit of the pad message through the channel's pacer: a deal
costs one channel write, within the budgets of docs/discord.md.

The form's steps are ephemeral messages edited in place by each click; numbers are asked
in a modal. Everything a click needs is in its custom id (:mod:`bot.pad.ids`) and the
player's draft in the store, so a form goes on after a restart.
"""

from __future__ import annotations

import contextlib
import io
import logging
import re
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import Choice
from pydantic import ValidationError

from bot import families
from bot.cogs.translator import text
from bot.i18n import t
from bot.pad import form_for, ids, pad_families
from bot.pad.form import FormError, Step
from bot.pad.screens import pad_screen, review_screen, saved_screen, step_screen
from bot.pad.service import FormView, PadGone, PadService
from bot.pad.state import PadState
from bot.screens.spec import Screen
from bot.store import Store, TableConfig
from bot.store.pads import PadExistsError, PadPlayer, StalePadError
from bot.ui.controller import reply_text, send_screen
from bot.ui.images import render
from bot.ui.language import Languages
from bot.ui.layouts import NO_PINGS, build_layout, files_of
from bot.ui.pacing import Pacers
from engine.core.errors import MalformedAction

log = logging.getLogger(__name__)

MENTION = re.compile(r"^<@!?(\d{1,20})>$")
MAX_NAME = 32


async def _edit_reply(interaction: discord.Interaction[Any], screen: Screen) -> None:
    """Answer a click by editing its message with ``screen`` (images drawn after the
    acknowledgement)."""
    if screen.images:
        if not interaction.response.is_done():
            await interaction.response.defer()
        images = await render(screen.images, urgent=True)
        layout = build_layout(screen, images)
        files = files_of(images)
        await interaction.edit_original_response(
            view=layout, attachments=files, allowed_mentions=NO_PINGS
        )
        return
    layout = build_layout(screen)
    if interaction.response.is_done():
        await interaction.edit_original_response(
            view=layout, attachments=[], allowed_mentions=NO_PINGS
        )
    else:
        await interaction.response.edit_message(
            view=layout, attachments=[], allowed_mentions=NO_PINGS
        )


class PadCommands(app_commands.Group):
    """``/tarok pad …`` and the pad's clicks."""

    def __init__(self, *, store: Store, languages: Languages, pacers: Pacers) -> None:
        super().__init__(name="pad", description=text("cmd.pad"), guild_only=True)
        self.store = store
        self.languages = languages
        self.pacers = pacers
        self.service = PadService(store)

    async def _lang(self, interaction: discord.Interaction[Any]) -> str:
        return await self.languages.for_interaction(interaction)

    async def _server_lang(self, guild_id: int | None) -> str:
        return await self.languages.server(guild_id)

    # -- commands --------------------------------------------------------------------------
    @app_commands.command(name="open", description=text("cmd.pad.open"))
    @app_commands.describe(
        player1=text("cmd.pad.player"),
        player2=text("cmd.pad.player"),
        player3=text("cmd.pad.player"),
        player4=text("cmd.pad.player"),
        player5=text("cmd.pad.player"),
        game=text("cmd.pad.game"),
        preset=text("cmd.pad.preset"),
        switches=text("cmd.pad.switches"),
    )
    async def open_pad(
        self,
        interaction: discord.Interaction[Any],
        player1: str,
        player2: str,
        player3: str,
        player4: str | None = None,
        player5: str | None = None,
        game: str | None = None,
        preset: str | None = None,
        switches: str | None = None,
    ) -> None:
        """Open a score pad in this channel: its players in playing order (a member
        mention or a free name each) and its rules."""
        lang = await self._lang(interaction)
        if interaction.guild_id is None or interaction.channel_id is None:
            await reply_text(interaction, t("error.guild_only", lang))
            return
        name = game or (pad_families()[0] if pad_families() else "")
        form = form_for(name)
        if form is None or name not in families.names():
            games = ", ".join(families.get(n).display.title(lang) for n in pad_families())
            await reply_text(interaction, t("pad.error.game", lang, games=games))
            return
        chosen = families.get(name)
        raw = [p for p in (player1, player2, player3, player4, player5) if p and p.strip()]
        if len(raw) not in form.table_sizes():
            listed = ", ".join(str(n) for n in form.table_sizes())
            await reply_text(interaction, t("pad.error.players", lang, sizes=listed))
            return
        players = await self._players(interaction, raw)
        if len({p.user_id for p in players if p.user_id is not None}) < sum(
            1 for p in players if p.user_id is not None
        ) or len({p.name.casefold() for p in players}) < len(players):
            await reply_text(interaction, t("pad.error.twice", lang))
            return
        guild = await self.store.guilds.get(interaction.guild_id)
        server = guild.rules_for(chosen.name)
        overrides: dict[str, Any] = {} if preset else dict(server.switches)
        model = type(chosen.engine.rules())
        sizes: tuple[int, ...] = tuple(chosen.engine.table_sizes)
        try:
            for part in (switches or "").split(","):
                if not part.strip():
                    continue
                key, _, value = part.partition("=")
                key = key.strip()
                if key not in chosen.rules.switches(model):
                    raise MalformedAction(key)
                overrides[key] = chosen.rules.parse(model, key, value.strip())
            preset_name = preset or server.preset or next(iter(chosen.engine.presets))
            rules = TableConfig(
                family=chosen.name,
                preset=preset_name,
                rule_overrides=overrides,
                players=len(raw) if len(raw) in sizes else sizes[0],
            ).rules()
        except (MalformedAction, ValidationError, ValueError) as exc:
            await reply_text(interaction, t("settings.bad_value", lang, error=str(exc)[:200]))
            return
        try:
            state = await self.service.open(
                interaction.guild_id,
                interaction.channel_id,
                family=chosen.name,
                preset=preset_name,
                rules=rules,
                opened_by=interaction.user.id,
                players=players,
            )
        except PadExistsError:
            await reply_text(interaction, t("pad.error.exists", lang))
            return
        public = await self._server_lang(interaction.guild_id)
        message_id = await send_screen(interaction, pad_screen(state, public), ephemeral=False)
        if message_id is not None:
            await self.store.pads.set_message(state.pad.id, message_id)

    @open_pad.autocomplete("game")
    async def _open_game(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        lang = await self._lang(interaction)
        out = []
        for name in pad_families():
            title = families.get(name).display.title(lang)
            if current.lower() in name or current.lower() in title.lower():
                out.append(Choice(name=title[:100], value=name))
        return out[:25]

    @open_pad.autocomplete("preset")
    async def _open_preset(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        lang = await self._lang(interaction)
        name = getattr(interaction.namespace, "game", None) or (pad_families() or ("",))[0]
        if name not in pad_families():
            return []
        game = families.get(name)
        out = []
        for preset in game.engine.presets:
            label = game.rules.preset_label(preset, lang)
            if current.lower() in preset or current.lower() in label.lower():
                out.append(Choice(name=label[:100], value=preset))
        return out[:25]

    async def _players(
        self, interaction: discord.Interaction[Any], raw: list[str]
    ) -> list[PadPlayer]:
        """The players as written: a mention is the member (by his server name)."""
        out = []
        for seat, written in enumerate(raw):
            m = MENTION.match(written.strip())
            if m is None:
                out.append(PadPlayer(seat, written.strip()[:MAX_NAME]))
                continue
            user_id = int(m.group(1))
            name = f"<@{user_id}>"
            guild = interaction.guild
            if guild is not None:
                member = guild.get_member(user_id)
                if member is None:
                    with contextlib.suppress(discord.HTTPException):
                        member = await guild.fetch_member(user_id)
                if member is not None:
                    name = member.display_name
            out.append(PadPlayer(seat, name[:MAX_NAME], user_id))
        return out

    @app_commands.command(name="reopen", description=text("cmd.pad.reopen"))
    async def reopen_pad(self, interaction: discord.Interaction[Any]) -> None:
        """Reopen this channel's last closed pad: a new pad message continues it."""
        lang = await self._lang(interaction)
        pad = await self.store.pads.last_closed_in(interaction.channel_id or 0)
        if pad is None:
            await reply_text(interaction, t("pad.error.none_closed", lang))
            return
        try:
            state = await self.service.reopen(pad.id)
        except PadExistsError:
            await reply_text(interaction, t("pad.error.exists", lang))
            return
        public = await self._server_lang(interaction.guild_id)
        message_id = await send_screen(interaction, pad_screen(state, public), ephemeral=False)
        if message_id is not None:
            await self.store.pads.set_message(pad.id, message_id)

    @app_commands.command(name="export", description=text("cmd.pad.export"))
    async def export_pad(self, interaction: discord.Interaction[Any]) -> None:
        """This channel's open (or last closed) pad as JSON and CSV files."""
        lang = await self._lang(interaction)
        channel = interaction.channel_id or 0
        pad = await self.store.pads.open_in(channel) or await self.store.pads.last_closed_in(
            channel
        )
        if pad is None:
            await reply_text(interaction, t("pad.error.none", lang))
            return
        await self._export(interaction, await self.service.state_of(pad), lang)

    async def _export(
        self, interaction: discord.Interaction[Any], state: PadState, lang: str
    ) -> None:
        data, table = await self.service.export(state)
        stem = f"pad-{state.pad.id}"
        files = [
            discord.File(io.BytesIO(data.encode()), filename=f"{stem}.json"),
            discord.File(io.BytesIO(table.encode()), filename=f"{stem}.csv"),
        ]
        await interaction.response.send_message(
            t("pad.exported", lang, deals=state.deals_played),
            files=files,
            ephemeral=True,
            allowed_mentions=NO_PINGS,
        )

    # -- clicks ----------------------------------------------------------------------------
    def _may_write(self, interaction: discord.Interaction[Any], state: PadState) -> bool:
        """The pad's member players, who opened it, and the server's managers write on it."""
        user = interaction.user.id
        if user == state.pad.opened_by or any(p.user_id == user for p in state.players):
            return True
        perms = interaction.permissions
        return bool(perms.manage_guild or perms.administrator)

    async def on_component(
        self, interaction: discord.Interaction[Any], custom_id: str, values: list[str]
    ) -> None:
        """A click on a pad message or a form step (a modal's submission too)."""
        lang = await self._lang(interaction)
        parsed = ids.parse(custom_id)
        if parsed is None:
            await reply_text(interaction, t("error.invalid_action", lang))
            return
        try:
            await self._dispatch(interaction, parsed, values, lang)
        except PadGone:
            await reply_text(interaction, t("pad.error.none", lang))
        except StalePadError:
            await reply_text(interaction, t("pad.error.stale", lang))
        except FormError:
            await reply_text(interaction, t("pad.error.stale", lang))

    async def _dispatch(
        self, interaction: discord.Interaction[Any], p: ids.PadId, values: list[str], lang: str
    ) -> None:
        user = interaction.user.id
        if p.op in ("e", "c", "x", "z", "o"):
            state = await self.service.state(p.pad)
            if p.op == "x":
                await self._export(interaction, state, lang)
                return
            if not self._may_write(interaction, state):
                await reply_text(interaction, t("pad.error.not_player", lang))
                return
            if p.op in ("z", "o"):
                if p.op == "z":
                    state = await self.service.close(p.pad)
                else:
                    try:
                        state = await self.service.reopen(p.pad)
                    except PadExistsError:
                        await reply_text(interaction, t("pad.error.exists", lang))
                        return
                public = await self._server_lang(state.pad.guild_id)
                await _edit_reply(interaction, pad_screen(state, public))
                return
            if state.pad.status != "open":
                raise StalePadError("closed")
            deal_no = state.deals_played + 1 if p.op == "e" else p.deal
            if p.op == "c" and deal_no != state.deals_played:
                raise StalePadError("not the last deal")
            view = await self.service.start_form(p.pad, user, deal_no, lang, correcting=p.op == "c")
            await send_screen(interaction, self._form_screen(view), ephemeral=True)
            return
        form = await self.service.form(p.pad, user, p.deal, lang)
        if form is None:
            raise StalePadError("no form")
        if p.op == "q":
            await self.service.cancel(p.pad, user)
            await _edit_reply(interaction, Screen(blocks=[t("pad.cancelled", lang)]))
            return
        if p.op == "b":
            await self.service.back(form, user)
            await _edit_reply(interaction, self._form_screen(form))
            return
        if p.op == "v":
            await self._save(interaction, form, lang)
            return
        step = form.step()
        if step is None or p.step != len(form.answers):
            raise StalePadError("stale step")
        if p.op == "a":
            await self.service.answer(form, user, step.key, p.value)
        elif p.op == "s":
            await self.service.answer(form, user, step.key, values[0] if values else "")
        elif p.op == "t":
            await self.service.toggle(form, user, p.value)
        elif p.op == "d":
            await self.service.answer(form, user, step.key, list(form.pending))
        elif p.op == "m":
            await interaction.response.send_modal(self._modal(form, step, lang))
            return
        elif p.op == "n":
            numbers: dict[str, int] = {}
            for f in step.fields:
                number = f.read(self._submitted(interaction).get(f"f{f.key}", ""))
                if number is None:
                    await _edit_reply(
                        interaction,
                        self._form_screen(
                            form, t("pad.error.number", lang, field=f.label, low=f.low, high=f.high)
                        ),
                    )
                    return
                numbers[f.key] = number
            await self.service.answer(form, user, step.key, numbers)
        await _edit_reply(interaction, self._form_screen(form))

    def _form_screen(self, view: FormView, notice: str | None = None) -> Screen:
        step = view.step()
        names = view.ctx.names
        lang = view.ctx.lang
        if step is None:
            facts, sheet, refusal = view.result()
            return review_screen(
                view.state, view.deal_no, names, facts, sheet, lang,
                labels=view.labels(), refusal=refusal, correcting=view.correcting,
            )  # fmt: skip
        return step_screen(
            view.state, view.deal_no, names, step, view.answers, lang,
            labels=view.labels(), pending=view.pending, notice=notice,
            correcting=view.correcting,
        )  # fmt: skip

    def _modal(self, view: FormView, step: Step, lang: str) -> discord.ui.Modal:
        modal = discord.ui.Modal(
            title=step.prompt[:45],
            custom_id=ids.make("n", view.state.pad.id, view.deal_no, len(view.answers)),
            timeout=None,
        )
        for f in step.fields[:5]:
            modal.add_item(
                discord.ui.TextInput(
                    label=f"{f.label} ({f.low}–{f.high})"[:45],
                    custom_id=f"f{f.key}",
                    max_length=3,
                    required=True,
                )
            )
        return modal

    @staticmethod
    def _submitted(interaction: discord.Interaction[Any]) -> dict[str, str]:
        """The values of a modal's text inputs, by custom id."""
        found: dict[str, str] = {}

        def walk(items: Any) -> None:
            for item in items or []:
                if not isinstance(item, dict):
                    continue
                if "custom_id" in item and "value" in item:
                    found[str(item["custom_id"])] = str(item["value"] or "")
                walk(item.get("components"))
                if isinstance(item.get("component"), dict):
                    walk([item["component"]])

        data: Any = interaction.data or {}
        walk(data.get("components"))
        return found

    async def _save(self, interaction: discord.Interaction[Any], view: FormView, lang: str) -> None:
        user = interaction.user.id
        try:
            state, _ = await self.service.save(view, user)
        except ValueError:
            await _edit_reply(interaction, self._form_screen(view))
            return
        await _edit_reply(interaction, saved_screen(state, view.deal_no, lang))
        await self.refresh(state)

    async def refresh(self, state: PadState) -> None:
        """Bring the pad's public message up to date: one paced channel write."""
        pad = state.pad
        if pad.message_id is None:
            return
        client = self._client
        if client is None:
            return
        lang = await self._server_lang(pad.guild_id)
        screen = pad_screen(state, lang)
        images = await render(screen.images)
        channel = client.get_partial_messageable(pad.channel_id, guild_id=pad.guild_id)
        try:
            async with self.pacers(pad.channel_id).slot():
                await channel.get_partial_message(pad.message_id).edit(
                    view=build_layout(screen, images),
                    attachments=files_of(images),
                    allowed_mentions=NO_PINGS,
                )
        except discord.HTTPException:
            log.warning("pad %s: its message could not be updated", pad.id)

    _client: discord.Client | None = None

    def bind(self, client: discord.Client) -> None:
        """The client whose channels the pad messages are in."""
        self._client = client

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """A modal's submission (modals are not dynamic items): a form step's numbers."""
        if interaction.type != discord.InteractionType.modal_submit:
            return
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        if custom_id.startswith(f"{ids.PREFIX}:n:"):
            await self.on_component(interaction, custom_id, [])
