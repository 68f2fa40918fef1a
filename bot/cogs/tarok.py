"""The ``/tarok`` slash commands: start, stop, leaderboard, stats, history, rules, settings,
language, help, and replay and watch (answered by :class:`~bot.ui.replays.ReplayDesk`).

The commands only read their options, call the tables and the store, and answer with a
screen from :mod:`bot.screens`. The games offered are the families the bot can seat
(:func:`bot.families.names`), listed as the user types (``game`` autocompletes), so a newly
registered family appears without a change here; presets, table sizes and rule switches
follow the chosen game. Replies are in the invoker's language (:mod:`bot.ui.language`); the
lobby and everything else on the public table is in the server's language.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands
from pydantic import ValidationError

from bot import families
from bot.cogs.translator import text
from bot.families import BotFamily, UnknownFamily
from bot.i18n import LANGUAGES, language_name, t
from bot.screens.results import history_screen, leaderboard_screen, stats_screen
from bot.screens.settings import rules_screen, settings_screen
from bot.screens.spec import Screen
from bot.store import Order, Period, Store, TableConfig
from bot.tables import NoTable, TableError, TableExists, TableManager
from bot.ui.controller import Controller, answer_within_budget, reply_text, send_screen
from bot.ui.language import Languages
from bot.ui.replays import ReplayDesk
from engine.core.errors import MalformedAction

log = logging.getLogger(__name__)

PUBLIC = {"public": True}
"""The ``extras`` of a command whose answer is a public message (the lobby, the
leaderboard, a player's record, the history); the others answer privately."""

LENGTH_CHOICES = ("1", "2", "4", "8", "12", "16", "24", "skis")
LEVEL_CHOICES = ("easy", "normal", "hard")
AUTOCOMPLETE_LIMIT = 25


class BadGame(Exception):
    """An option names a game the bot does not play (the message says which exist)."""


def _length_choice(value: str) -> Choice[str]:
    if value == "skis":
        return Choice(name=text("choice.length_open"), value=value)
    return Choice(name=text("choice.length_deals", count=int(value)), value=value)


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


def _matches(needle: str, *haystack: str) -> bool:
    low = needle.lower()
    return any(low in h.lower() for h in haystack)


class TarokCog(commands.Cog):
    """Slash commands of the tarok bot.

    It is given what it uses: the store, the tables, the language choices and the
    controller (which posts a new lobby).
    """

    tarok = app_commands.Group(name="tarok", description=text("cmd.group"), guild_only=True)

    def __init__(
        self,
        *,
        store: Store,
        manager: TableManager,
        languages: Languages,
        controller: Controller,
        replays: ReplayDesk | None = None,
        groups: Sequence[app_commands.Group] = (),
    ) -> None:
        self.store = store
        self.manager = manager
        self.languages = languages
        self.controller = controller
        self.replays = replays or ReplayDesk(
            store=store, manager=manager, languages=languages, presenter=controller.presenter
        )
        for group in groups:  # subcommands of other modules (``/tarok daily …``, ``/tarok pad …``)
            self.tarok.add_command(group)

    async def _lang(self, interaction: discord.Interaction[Any]) -> str:
        return await self.languages.for_interaction(interaction)

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        """Start every command's clock (:func:`~bot.ui.controller.answer_within_budget`):
        one that waits too long for the database is deferred before Discord's 3 s run out,
        as a public "thinking…" where its answer is public (the commands marked
        :data:`PUBLIC`). The subcommands of other modules keep their own answers."""
        command = interaction.command
        if (
            interaction.type is discord.InteractionType.application_command
            and isinstance(command, app_commands.Command)
            and command.binding is self
        ):
            answer_within_budget(interaction, public=bool(command.extras.get("public")))
        return True

    async def cog_app_command_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        """An unexpected failure in a command: log it and say so briefly."""
        log.error("command %s failed", interaction.command, exc_info=error)
        lang = await self._lang(interaction)
        with contextlib.suppress(discord.HTTPException):
            await reply_text(interaction, t("error.internal", lang))

    # -- choosing the game -------------------------------------------------------------------
    def _game(self, name: str | None, interaction: discord.Interaction[Any]) -> BotFamily:
        """The game an option names; else this channel's table's; else the first one."""
        if name:
            if name not in families.names():
                raise BadGame(name)
            try:
                return families.get(name)
            except UnknownFamily as exc:
                raise BadGame(name) from exc
        table = self.manager.get(interaction.channel_id or 0)
        if table is not None:
            return table.game
        return families.get(families.default())

    async def _bad_game(self, interaction: discord.Interaction[Any], name: str) -> None:
        lang = await self._lang(interaction)
        games = ", ".join(f"{families.get(n).display.title(lang)} ({n})" for n in families.names())
        await reply_text(interaction, t("error.unknown_game", lang, game=name, games=games))

    def _chosen(self, interaction: discord.Interaction[Any]) -> BotFamily:
        """The game chosen so far in the command being typed (for autocompletion)."""
        try:
            return self._game(getattr(interaction.namespace, "game", None), interaction)
        except BadGame:
            return families.get(families.default())

    async def _games(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        lang = await self._lang(interaction)
        out = []
        for name in families.names():
            title = families.get(name).display.title(lang)
            if _matches(current, name, title):
                out.append(Choice(name=title[:100], value=name))
        return out[:AUTOCOMPLETE_LIMIT]

    async def _presets(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        lang = await self._lang(interaction)
        game = self._chosen(interaction)
        out = []
        for preset in game.engine.presets:
            label = game.rules.preset_label(preset, lang)
            if _matches(current, preset, label):
                out.append(Choice(name=label[:100], value=preset))
        return out[:AUTOCOMPLETE_LIMIT]

    async def _sizes(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[int]]:
        game = self._chosen(interaction)
        sizes = sorted(game.engine.table_sizes, key=lambda n: (n != 4, n))
        return [Choice(name=str(n), value=n) for n in sizes if str(current) in str(n)]

    async def _rule_fields(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        lang = await self._lang(interaction)
        game = self._chosen(interaction)
        out = []
        for field in game.rules.switches(type(game.engine.rules())):
            label = game.rules.switch_label(field, lang)
            if _matches(current, field, label):
                out.append(Choice(name=label[:100], value=field))
        return out[:AUTOCOMPLETE_LIMIT]

    # -- start / stop ------------------------------------------------------------------------
    @tarok.command(name="start", description=text("cmd.start"), extras=PUBLIC)
    @app_commands.describe(
        game=text("cmd.start.game"),
        players=text("cmd.start.seats"),
        preset=text("cmd.start.preset"),
        level=text("cmd.start.level"),
        timer=text("cmd.start.timer"),
        length=text("cmd.start.length"),
        hints=text("cmd.start.hints"),
    )
    @app_commands.choices(
        level=[Choice(name=text(f"level.{lv}"), value=lv) for lv in LEVEL_CHOICES],
        length=[_length_choice(v) for v in LENGTH_CHOICES],
    )
    async def start(
        self,
        interaction: discord.Interaction[Any],
        game: str | None = None,
        players: int | None = None,
        preset: str | None = None,
        level: str | None = None,
        timer: app_commands.Range[int, 0, 3600] | None = None,
        length: str | None = None,
        hints: bool | None = None,
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
        if game and game not in families.names():
            await self._bad_game(interaction, game)
            return
        chosen = families.get(game or families.default())
        sizes = chosen.engine.table_sizes
        if players is not None and players not in sizes:
            listed = ", ".join(str(n) for n in sizes)
            title = chosen.display.title(lang)
            await reply_text(interaction, t("error.table_size", lang, game=title, sizes=listed))
            return
        changes: dict[str, Any] = {"family": chosen.name}
        if players is None and 4 not in sizes:
            changes["players"] = sizes[0]
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
        if hints is not None:
            changes["hints"] = hints
        guild = await self.store.guilds.get(interaction.guild_id)
        try:
            config = self.manager.defaults.config_for(guild, **changes)
        except (ValidationError, ValueError) as exc:
            await reply_text(interaction, t("settings.bad_value", lang, error=str(exc)[:200]))
            return
        try:
            table = await self.manager.open_lobby(
                interaction.guild_id,
                interaction.channel_id,
                interaction.user.id,
                interaction.user.display_name,
                config,
            )
        except TableExists:
            await reply_text(interaction, t(TableExists.key, lang))
            return
        await self.controller.post_lobby(interaction, table)

    @start.autocomplete("game")
    async def _start_game(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        return await self._games(interaction, current)

    @start.autocomplete("players")
    async def _start_players(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[int]]:
        return await self._sizes(interaction, current)

    @start.autocomplete("preset")
    async def _start_preset(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        return await self._presets(interaction, current)

    @tarok.command(name="stop", description=text("cmd.stop"))
    async def stop(self, interaction: discord.Interaction[Any]) -> None:
        """End the game at this channel's table (its host, or a server manager)."""
        lang = await self._lang(interaction)
        table = self.manager.get(interaction.channel_id or 0)
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
    @tarok.command(name="leaderboard", description=text("cmd.leaderboard"), extras=PUBLIC)
    @app_commands.describe(
        period=text("cmd.leaderboard.period"),
        metric=text("cmd.leaderboard.metric"),
        game=text("cmd.leaderboard.game"),
        hints=text("cmd.leaderboard.hints"),
        pads=text("cmd.leaderboard.pads"),
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
        game: str | None = None,
        hints: bool = True,
        pads: bool = False,
    ) -> None:
        """The best players of this server in one game (without the deals played with
        hints, if asked; ``pads``: with the games of the score pads)."""
        lang = await self._lang(interaction)
        try:
            chosen = self._game(game, interaction)
        except BadGame:
            await self._bad_game(interaction, game or "")
            return
        per: Period = period if period in ("all", "month", "week") else "all"  # type: ignore[assignment]
        order: Order = metric if metric in ("total", "average", "success") else "total"  # type: ignore[assignment]
        rows = await self.store.stats.leaderboard(
            interaction.guild_id,
            per,
            order,
            family=chosen.name,
            without_hints=not hints,
            pads=pads,
        )
        screen = leaderboard_screen(chosen, rows, per, order, lang)
        if not hints:
            screen.blocks.append(t("leaderboard.without_hints", lang))
        if pads:
            screen.after.append(t("leaderboard.with_pads", lang))
        await send_screen(interaction, screen, ephemeral=False)

    @leaderboard.autocomplete("game")
    async def _leaderboard_game(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        return await self._games(interaction, current)

    @tarok.command(name="stats", description=text("cmd.stats"), extras=PUBLIC)
    @app_commands.describe(user=text("cmd.stats.user"), game=text("cmd.stats.game"))
    async def stats(
        self,
        interaction: discord.Interaction[Any],
        user: discord.User | None = None,
        game: str | None = None,
    ) -> None:
        """A player's record in one game, with a chart of his score over time."""
        lang = await self._lang(interaction)
        try:
            chosen = self._game(game, interaction)
        except BadGame:
            await self._bad_game(interaction, game or "")
            return
        target = user or interaction.user
        booking = chosen.booking
        record = await self.store.stats.user_stats(
            target.id,
            interaction.guild_id,
            family=chosen.name,
            bonus_items=booking.bonus_items,
            bonus_kinds=booking.bonus_kinds,
        )
        screen = stats_screen(chosen, record, target.display_name, lang)
        await send_screen(interaction, screen, ephemeral=False)

    @stats.autocomplete("game")
    async def _stats_game(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        return await self._games(interaction, current)

    @tarok.command(name="history", description=text("cmd.history"), extras=PUBLIC)
    @app_commands.describe(game=text("cmd.history.game"))
    async def history(self, interaction: discord.Interaction[Any], game: str | None = None) -> None:
        """The last finished sessions of this server (of one game, if asked)."""
        lang = await self._lang(interaction)
        if game and game not in families.names():
            await self._bad_game(interaction, game)
            return
        sessions = await self.store.stats.history(
            guild_id=interaction.guild_id, family=game or None, limit=10
        )
        await send_screen(interaction, history_screen(sessions, lang), ephemeral=False)

    @history.autocomplete("game")
    async def _history_game(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        return await self._games(interaction, current)

    # -- rules, settings, language, help -----------------------------------------------------
    @tarok.command(name="rules", description=text("cmd.rules"))
    @app_commands.describe(game=text("cmd.rules.game"), preset=text("cmd.rules.preset"))
    async def rules(
        self,
        interaction: discord.Interaction[Any],
        game: str | None = None,
        preset: str | None = None,
    ) -> None:
        """A game's rules, and every switch of a preset (or of this server's rules)."""
        lang = await self._lang(interaction)
        try:
            chosen = self._game(game, interaction)
        except BadGame:
            await self._bad_game(interaction, game or "")
            return
        fam = chosen.engine
        switches: dict[str, Any] = {}
        if preset is None and interaction.guild_id is not None:
            server = (await self.store.guilds.get(interaction.guild_id)).rules_for(chosen.name)
            preset = server.preset
            switches = dict(server.switches)
        name = preset if preset is not None and preset in fam.presets else next(iter(fam.presets))
        try:
            rules = TableConfig(
                family=chosen.name, preset=name, rule_overrides=switches, players=fam.table_sizes[0]
            ).rules()
        except (ValidationError, ValueError):
            rules = fam.rules(name)
        await send_screen(interaction, rules_screen(chosen, name, rules, lang), ephemeral=True)

    @rules.autocomplete("game")
    async def _rules_game(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        return await self._games(interaction, current)

    @rules.autocomplete("preset")
    async def _rules_preset(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        return await self._presets(interaction, current)

    @tarok.command(name="settings", description=text("cmd.settings"))
    @app_commands.describe(
        game=text("cmd.settings.game"),
        preset=text("cmd.settings.preset"),
        timer=text("cmd.settings.timer"),
        level=text("cmd.settings.level"),
        language=text("cmd.settings.language"),
        rule=text("cmd.settings.rule"),
        value=text("cmd.settings.value"),
        reset_rules=text("cmd.settings.reset_rules"),
    )
    @app_commands.choices(
        level=[Choice(name=text(f"level.{lv}"), value=lv) for lv in LEVEL_CHOICES],
        language=[Choice(name=language_name(code), value=code) for code in LANGUAGES],
    )
    async def settings(
        self,
        interaction: discord.Interaction[Any],
        game: str | None = None,
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
        try:
            chosen = self._game(game, interaction)
        except BadGame:
            await self._bad_game(interaction, game or "")
            return
        store = self.store
        guild_id = interaction.guild_id
        current = await store.guilds.get(guild_id)
        current_rules = current.rules_for(chosen.name)
        changes: dict[str, Any] = {}
        if timer is not None:
            changes["move_timer"] = float(timer)
        if level is not None:
            changes["level"] = level
        if language is not None:
            changes["language"] = language
        rule_changes: dict[str, Any] = {}
        if preset is not None:
            rule_changes["preset"] = preset
        switches = {} if reset_rules else dict(current_rules.switches)
        model = type(chosen.engine.rules())
        if rule is not None:
            if rule not in chosen.rules.switches(model) or value is None:
                await reply_text(interaction, t("settings.bad_value", lang, error=rule))
                return
            try:
                switches[rule] = chosen.rules.parse(model, rule, value)
            except MalformedAction as exc:
                await reply_text(interaction, t("settings.bad_value", lang, error=str(exc)))
                return
        if reset_rules or rule is not None or preset is not None:
            try:
                TableConfig(
                    family=chosen.name,
                    players=chosen.engine.table_sizes[0],
                    preset=rule_changes.get("preset", current_rules.preset) or "",
                    rule_overrides=switches,
                ).rules()
            except (ValidationError, ValueError) as exc:
                await reply_text(
                    interaction, t("settings.bad_value", lang, error=str(exc).splitlines()[0][:200])
                )
                return
            rule_changes["switches"] = switches
        saved = current
        if changes:
            saved = await store.guilds.update(guild_id, **changes)
        if rule_changes:
            saved = await store.guilds.update_rules(guild_id, chosen.name, **rule_changes)
        if changes or rule_changes:
            self.languages.forget_server(guild_id)
            lang = await self._lang(interaction)
        screen = settings_screen(saved, chosen, lang, changed=bool(changes or rule_changes))
        await send_screen(interaction, screen, ephemeral=True)

    @settings.autocomplete("game")
    async def _settings_game(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        return await self._games(interaction, current)

    @settings.autocomplete("preset")
    async def _settings_preset(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        return await self._presets(interaction, current)

    @settings.autocomplete("rule")
    async def _settings_rule(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        return await self._rule_fields(interaction, current)

    @tarok.command(name="language", description=text("cmd.language"))
    @app_commands.describe(language=text("cmd.language.language"))
    @app_commands.choices(
        language=[
            *(Choice(name=language_name(code), value=code) for code in LANGUAGES),
            Choice(name=text("choice.language_server"), value="server"),
        ]
    )
    async def language(self, interaction: discord.Interaction[Any], language: str) -> None:
        """The player's own language (any with a catalog), or back to the server's."""
        choice = None if language == "server" else language
        await self.store.users.set_language(interaction.user.id, choice)
        self.languages.set_user(interaction.user.id, choice)
        lang = await self._lang(interaction)
        if choice is None:
            message = t("language.cleared", lang)
        else:
            message = t("language.set", lang, language=language_name(choice))
        await reply_text(interaction, message)

    # -- replays and spectators --------------------------------------------------------------
    @tarok.command(name="replay", description=text("cmd.replay"))
    @app_commands.describe(code=text("cmd.replay.code"), deal=text("cmd.replay.deal"))
    async def replay(
        self,
        interaction: discord.Interaction[Any],
        code: app_commands.Range[str, 1, 20] | None = None,
        deal: app_commands.Range[int, 1, 10000] | None = None,
    ) -> None:
        """A finished deal of this server, step by step (only to the one who asks)."""
        await self.replays.open(interaction, code, deal)

    @tarok.command(name="watch", description=text("cmd.watch"))
    async def watch(self, interaction: discord.Interaction[Any]) -> None:
        """This channel's table as everybody sees it (only to the one who asks)."""
        await self.replays.watch(interaction)

    @tarok.command(name="help", description=text("cmd.help"))
    async def help(self, interaction: discord.Interaction[Any]) -> None:
        """How to play with the bot."""
        lang = await self._lang(interaction)
        games = ", ".join(families.get(n).display.title(lang) for n in families.names())
        body = f"### {t('help.title', lang)}\n{t('help.body', lang, games=games)}"
        body += f"\n{t('help.replays', lang)}"
        body += "\n" + t("help.extras", lang)
        body += "\n" + t("help.pad", lang)
        await send_screen(interaction, Screen(blocks=[body]), ephemeral=True)
