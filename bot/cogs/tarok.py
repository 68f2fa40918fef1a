"""The ``/tarok`` slash commands: start, stop, leaderboard, stats, history, rules, settings,
language and help.

Replies are in the invoker's language (:mod:`bot.ui.language`); the lobby and everything
else on the public table is in the server's language.
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands
from pydantic import ValidationError

from bot.cogs.translator import text
from bot.i18n import (
    contract_name,
    level_name,
    preset_name,
    rule_switch_name,
    rule_value_name,
    t,
)
from bot.store import Order, Period, TableConfig
from bot.tables import NoTable, TableError, TableExists
from bot.ui import content
from bot.ui.chart import ChartSpec
from bot.ui.content import ImageSpec, Screen
from bot.ui.controller import reply_text, send_screen
from engine.core.errors import MalformedAction
from engine.slovenian import Rules
from engine.slovenian.contracts import parse_contract

if TYPE_CHECKING:
    from bot.client import TarokBot

log = logging.getLogger(__name__)

LENGTH_CHOICES = ("1", "2", "4", "8", "12", "16", "24", "skis")
LEVEL_CHOICES = ("easy", "normal", "hard")
PRESET_CHOICES = ("pagat", "palcka")
RULE_FIELDS = tuple(name for name in Rules.model_fields if name != "name")


def _length_choice(value: str) -> Choice[str]:
    if value == "skis":
        return Choice(name=text("choice.length_skis"), value=value)
    return Choice(name=text("choice.length_deals", count=int(value)), value=value)


def _parse_rule_value(field: str, raw: str) -> Any:
    """A rule switch's value from what an admin typed (yes/no, numbers, names, lists)."""
    value = raw.strip()
    low = value.lower()
    if low in ("yes", "true", "on", "da", "1") and Rules.model_fields[field].annotation is bool:
        return True
    if low in ("no", "false", "off", "ne", "0") and Rules.model_fields[field].annotation is bool:
        return False
    if field == "contracts_3p":
        return tuple(parse_contract(part) for part in low.replace(" ", "").split(",") if part)
    if low.lstrip("-").isdigit():
        return int(low)
    return low


def missing_permissions(interaction: discord.Interaction[Any]) -> list[str]:
    """The channel permissions the bot lacks to run a table here (by their Discord names)."""
    perms = interaction.app_permissions
    in_thread = isinstance(interaction.channel, discord.Thread)
    needed = [
        ("View Channel", perms.view_channel),
        (
            "Send Messages in Threads" if in_thread else "Send Messages",
            perms.send_messages_in_threads if in_thread else perms.send_messages,
        ),
        ("Attach Files", perms.attach_files),
    ]
    return [name for name, ok in needed if not ok]


class TarokCog(commands.Cog):
    """Slash commands of the tarok bot."""

    tarok = app_commands.Group(name="tarok", description=text("cmd.group"), guild_only=True)

    def __init__(self, bot: TarokBot) -> None:
        self.bot = bot

    async def _lang(self, interaction: discord.Interaction[Any]) -> str:
        return await self.bot.languages.for_interaction(interaction)

    async def cog_app_command_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        """An unexpected failure in a command: log it and say so briefly."""
        log.error("command %s failed", interaction.command, exc_info=error)
        lang = await self._lang(interaction)
        with contextlib.suppress(discord.HTTPException):
            await reply_text(interaction, t("error.internal", lang))

    # -- start / stop ------------------------------------------------------------------------
    @tarok.command(name="start", description=text("cmd.start"))
    @app_commands.describe(
        players=text("cmd.start.players"),
        preset=text("cmd.start.preset"),
        level=text("cmd.start.level"),
        timer=text("cmd.start.timer"),
        length=text("cmd.start.length"),
    )
    @app_commands.choices(  # type: ignore[misc]  # int and str choices
        players=[Choice(name="4", value=4), Choice(name="3", value=3)],
        preset=[Choice(name=text(f"rules.preset.{p}"), value=p) for p in PRESET_CHOICES],
        level=[Choice(name=text(f"level.{lv}"), value=lv) for lv in LEVEL_CHOICES],
        length=[_length_choice(v) for v in LENGTH_CHOICES],
    )
    async def start(
        self,
        interaction: discord.Interaction[Any],
        players: int | None = None,
        preset: str | None = None,
        level: str | None = None,
        timer: app_commands.Range[int, 0, 3600] | None = None,
        length: str | None = None,
    ) -> None:
        """Open a table in this channel; the lobby message is public."""
        lang = await self._lang(interaction)
        if interaction.guild_id is None or interaction.channel_id is None:
            await reply_text(interaction, t("error.guild_only", lang))
            return
        missing = missing_permissions(interaction)
        if missing:
            await reply_text(interaction, t("error.bot_permissions", lang, list=", ".join(missing)))
            return
        changes: dict[str, Any] = {}
        if players is not None:
            changes["players"] = players
        if preset is not None:
            changes["preset"] = preset
        if level is not None:
            changes["level"] = level
        if timer is not None:
            changes["move_timer"] = float(timer) if timer else None
        if length is not None:
            changes["deals"] = None if length == "skis" else int(length)
        guild = await self.bot.store.guilds.get(interaction.guild_id)
        try:
            config = self.bot.manager.defaults.config_for(guild, **changes)
        except (ValidationError, ValueError) as exc:
            await reply_text(interaction, t("settings.bad_value", lang, error=str(exc)[:200]))
            return
        try:
            table = await self.bot.manager.open_lobby(
                interaction.guild_id,
                interaction.channel_id,
                interaction.user.id,
                interaction.user.display_name,
                config,
            )
        except TableExists:
            await reply_text(interaction, t(TableExists.key, lang))
            return
        await self.bot.controller.post_lobby(interaction, table)

    @tarok.command(name="stop", description=text("cmd.stop"))
    async def stop(self, interaction: discord.Interaction[Any]) -> None:
        """End the game at this channel's table (its host, or a server manager)."""
        lang = await self._lang(interaction)
        table = self.bot.manager.get(interaction.channel_id or 0)
        if table is None:
            await reply_text(interaction, t(NoTable.key, lang))
            return
        perms = interaction.permissions
        try:
            await table.stop(
                interaction.user.id, force=bool(perms.manage_guild or perms.administrator)
            )
        except TableError as exc:
            await reply_text(interaction, t(exc.key, lang, **exc.params))
            return
        await reply_text(interaction, t("table.stopped", lang, name=interaction.user.display_name))

    # -- results -----------------------------------------------------------------------------
    @tarok.command(name="leaderboard", description=text("cmd.leaderboard"))
    @app_commands.describe(
        period=text("cmd.leaderboard.period"), metric=text("cmd.leaderboard.metric")
    )
    @app_commands.choices(
        period=[
            Choice(name=text(f"leaderboard.period.{p}"), value=p) for p in ("all", "month", "week")
        ],
        metric=[
            Choice(name=text(f"leaderboard.order.{m}"), value=m)
            for m in ("total", "average", "success")
        ],
    )
    async def leaderboard(
        self,
        interaction: discord.Interaction[Any],
        period: str = "all",
        metric: str = "total",
    ) -> None:
        """The best players of this server."""
        lang = await self._lang(interaction)
        per: Period = period if period in ("all", "month", "week") else "all"  # type: ignore[assignment]
        order: Order = metric if metric in ("total", "average", "success") else "total"  # type: ignore[assignment]
        rows = await self.bot.store.stats.leaderboard(interaction.guild_id, per, order)
        title = t(
            "leaderboard.title",
            lang,
            period=t(f"leaderboard.period.{per}", lang),
            order=t(f"leaderboard.order.{order}", lang),
        )
        lines = [f"### {title}"]
        if not rows:
            lines.append(t("leaderboard.empty", lang))
        for rank, row in enumerate(rows, start=1):
            name = f"<@{row.user_id}>"
            if order == "average":
                lines.append(
                    t(
                        "leaderboard.row.average",
                        lang,
                        rank=rank,
                        name=name,
                        average=f"{row.average:.1f}",
                        deals=row.deals,
                    )
                )
            elif order == "success":
                lines.append(
                    t(
                        "leaderboard.row.success",
                        lang,
                        rank=rank,
                        name=name,
                        rate=f"{100 * row.success_rate:.0f}",
                        won=row.declared_won,
                        played=row.declared,
                    )
                )
            else:
                lines.append(
                    t(
                        "leaderboard.row.total",
                        lang,
                        rank=rank,
                        name=name,
                        total=row.total,
                        deals=row.deals,
                    )
                )
        await send_screen(interaction, Screen(blocks=["\n".join(lines)]), ephemeral=False)

    @tarok.command(name="stats", description=text("cmd.stats"))
    @app_commands.describe(user=text("cmd.stats.user"))
    async def stats(
        self, interaction: discord.Interaction[Any], user: discord.User | None = None
    ) -> None:
        """A player's record, with a chart of his score over time."""
        lang = await self._lang(interaction)
        target = user or interaction.user
        us = await self.bot.store.stats.user_stats(target.id, interaction.guild_id)
        name = target.display_name
        if us.deals == 0:
            await send_screen(
                interaction, Screen(blocks=[t("stats.empty", lang, name=name)]), ephemeral=False
            )
            return
        lines = [
            f"### {t('stats.title', lang, name=name)}",
            t("stats.deals", lang, count=us.deals),
            t("stats.sessions", lang, count=us.sessions, won=us.sessions_won),
            t("stats.total", lang, total=us.total),
            t("stats.average", lang, average=f"{us.average:.1f}"),
            t(
                "stats.declared",
                lang,
                played=us.declared,
                won=us.declared_won,
                rate=f"{100 * us.success_rate:.0f}",
            ),
            t("stats.partnered", lang, played=us.partnered, won=us.partnered_won),
            t("stats.klop", lang, count=us.klop),
            t("stats.bonuses", lang, count=us.bonuses),
            t("stats.radelci", lang, count=us.radelci, penalty=us.radelc_penalty),
        ]
        if us.by_contract:
            lines.append(f"**{t('stats.by_contract', lang)}**")
            for code, stat in sorted(us.by_contract.items()):
                lines.append(
                    t(
                        "stats.contract_line",
                        lang,
                        contract=contract_name(code, lang),
                        won=stat.won,
                        played=stat.played,
                    )
                )
        screen = Screen(blocks=["\n".join(lines)])
        if us.series:
            values = tuple(p.cumulative for p in us.series)
            screen.images.append(
                ImageSpec("chart", "chart", ChartSpec(values, t("stats.series", lang)))
            )
        await send_screen(interaction, screen, ephemeral=False)

    @tarok.command(name="history", description=text("cmd.history"))
    async def history(self, interaction: discord.Interaction[Any]) -> None:
        """The last finished sessions of this server."""
        lang = await self._lang(interaction)
        sessions = await self.bot.store.stats.history(guild_id=interaction.guild_id, limit=10)
        lines = [f"### {t('history.title', lang)}"]
        if not sessions:
            lines.append(t("history.empty", lang))
        for s in sessions:
            computers = 0
            players = []
            for p in sorted(s.players, key=lambda p: (p.place or 9, p.seat)):
                if p.user_id is None:
                    computers += 1
                    who = t("computer.name", lang, number=computers)
                else:
                    who = p.name or f"<@{p.user_id}>"
                players.append(t("history.player", lang, name=who, final=p.final))
            when = content.timestamp((s.ended_at or s.started_at).timestamp(), "d")
            entry = t("history.entry", lang, date=when, deals=s.deals, players=", ".join(players))
            if s.ended_early:
                entry += " " + t("history.ended_early", lang)
            lines.append(f"• {entry}")
        await send_screen(interaction, Screen(blocks=["\n".join(lines)]), ephemeral=False)

    # -- rules, settings, language, help -----------------------------------------------------
    @tarok.command(name="rules", description=text("cmd.rules"))
    @app_commands.describe(preset=text("cmd.rules.preset"))
    @app_commands.choices(
        preset=[Choice(name=text(f"rules.preset.{p}"), value=p) for p in PRESET_CHOICES]
    )
    async def rules(self, interaction: discord.Interaction[Any], preset: str | None = None) -> None:
        """The rules, and every switch of a preset (or of this server's rules)."""
        lang = await self._lang(interaction)
        switches: dict[str, Any] = {}
        if preset is None and interaction.guild_id is not None:
            guild = await self.bot.store.guilds.get(interaction.guild_id)
            preset = guild.preset
            switches = dict(guild.switches)
        name = preset or "pagat"
        try:
            rules = TableConfig(preset=name, rule_overrides=switches).rules()
        except (ValidationError, ValueError):
            rules = Rules.preset(name)
        head = (
            f"### {t('rules.title', lang, preset=preset_name(name, lang))}\n{t('rules.body', lang)}"
        )
        lines = [
            f"• {rule_switch_name(field, lang)}: {rule_value_name(getattr(rules, field), lang)}"
            for field in RULE_FIELDS
        ]
        await send_screen(interaction, Screen(blocks=[head, "\n".join(lines)]), ephemeral=True)

    async def _rule_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        lang = await self._lang(interaction)
        needle = current.lower()
        out = []
        for field in RULE_FIELDS:
            label = rule_switch_name(field, lang)
            if needle in field.lower() or needle in label.lower():
                out.append(Choice(name=label[:100], value=field))
        return out[:25]

    @tarok.command(name="settings", description=text("cmd.settings"))
    @app_commands.describe(
        preset=text("cmd.settings.preset"),
        timer=text("cmd.settings.timer"),
        level=text("cmd.settings.level"),
        language=text("cmd.settings.language"),
        rule=text("cmd.settings.rule"),
        value=text("cmd.settings.value"),
        reset_rules=text("cmd.settings.reset_rules"),
    )
    @app_commands.choices(
        preset=[Choice(name=text(f"rules.preset.{p}"), value=p) for p in PRESET_CHOICES],
        level=[Choice(name=text(f"level.{lv}"), value=lv) for lv in LEVEL_CHOICES],
        language=[Choice(name=text(f"language.{code}"), value=code) for code in ("sl", "en")],
    )
    async def settings(
        self,
        interaction: discord.Interaction[Any],
        preset: str | None = None,
        timer: app_commands.Range[int, 0, 3600] | None = None,
        level: str | None = None,
        language: str | None = None,
        rule: str | None = None,
        value: str | None = None,
        reset_rules: bool = False,
    ) -> None:
        """Server defaults (Manage Server only); without options it shows them."""
        lang = await self._lang(interaction)
        if interaction.guild_id is None:
            await reply_text(interaction, t("error.guild_only", lang))
            return
        perms = interaction.permissions
        if not (perms.manage_guild or perms.administrator):
            await reply_text(interaction, t("error.no_permission", lang))
            return
        store = self.bot.store
        guild_id = interaction.guild_id
        current = await store.guilds.get(guild_id)
        changes: dict[str, Any] = {}
        if preset is not None:
            changes["preset"] = preset
        if timer is not None:
            changes["move_timer"] = float(timer)
        if level is not None:
            changes["level"] = level
        if language is not None:
            changes["language"] = language
        switches = {} if reset_rules else dict(current.switches)
        if rule is not None:
            if rule not in RULE_FIELDS or value is None:
                await reply_text(interaction, t("settings.bad_value", lang, error=rule))
                return
            try:
                switches[rule] = _parse_rule_value(rule, value)
            except MalformedAction as exc:
                await reply_text(interaction, t("settings.bad_value", lang, error=str(exc)))
                return
        if reset_rules or rule is not None:
            try:
                TableConfig(
                    preset=changes.get("preset", current.preset) or "pagat", rule_overrides=switches
                ).rules()
            except (ValidationError, ValueError) as exc:
                await reply_text(
                    interaction, t("settings.bad_value", lang, error=str(exc).splitlines()[0][:200])
                )
                return
            changes["switches"] = switches
        saved = current
        if changes:
            saved = await store.guilds.update(guild_id, **changes)
            self.bot.languages.forget_server(guild_id)
            lang = await self._lang(interaction)
        default = t("settings.default", lang)
        timer_text = default
        if saved.move_timer is not None:
            timer_text = (
                t("common.seconds", lang, seconds=int(saved.move_timer))
                if saved.move_timer
                else t("lobby.no_timer", lang)
            )
        switch_text = ", ".join(
            f"{rule_switch_name(k, lang)}: {rule_value_name(v, lang)}"
            for k, v in saved.switches.items()
        ) or t("common.none", lang)
        lines = [
            f"### {t('settings.title', lang)}",
            t(
                "settings.preset",
                lang,
                preset=preset_name(saved.preset, lang) if saved.preset else default,
            ),
            t("settings.switches", lang, list=switch_text),
            t("settings.timer", lang, timer=timer_text),
            t(
                "settings.level",
                lang,
                level=level_name(saved.level, lang) if saved.level else default,
            ),
            t(
                "settings.language",
                lang,
                language=t(f"language.{saved.language}", lang) if saved.language else default,
            ),
        ]
        if changes:
            lines.append(t("settings.saved", lang))
        await send_screen(interaction, Screen(blocks=["\n".join(lines)]), ephemeral=True)

    @settings.autocomplete("rule")
    async def _settings_rule(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        return await self._rule_autocomplete(interaction, current)

    @tarok.command(name="language", description=text("cmd.language"))
    @app_commands.describe(language=text("cmd.language.language"))
    @app_commands.choices(
        language=[
            Choice(name=text("language.sl"), value="sl"),
            Choice(name=text("language.en"), value="en"),
            Choice(name=text("choice.language_server"), value="server"),
        ]
    )
    async def language(self, interaction: discord.Interaction[Any], language: str) -> None:
        """The player's own language (Slovene or English), or back to the server's."""
        choice = None if language == "server" else language
        await self.bot.store.users.set_language(interaction.user.id, choice)
        self.bot.languages.set_user(interaction.user.id, choice)
        lang = await self._lang(interaction)
        if choice is None:
            message = t("language.cleared", lang)
        else:
            message = t("language.set", lang, language=t(f"language.{choice}", lang))
        await reply_text(interaction, message)

    @tarok.command(name="help", description=text("cmd.help"))
    async def help(self, interaction: discord.Interaction[Any]) -> None:
        """How to play with the bot."""
        lang = await self._lang(interaction)
        body = f"### {t('help.title', lang)}\n{t('help.body', lang)}"
        await send_screen(interaction, Screen(blocks=[body]), ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    from bot.client import TarokBot

    assert isinstance(bot, TarokBot)
    await bot.add_cog(TarokCog(bot))
