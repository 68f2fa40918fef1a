"""The daily challenge in Discord: ``/tarok daily play|continue|leaderboard`` and its clicks.

``/tarok daily play`` starts (or shows) the player's challenge of the day in a new private
message; every click on it answers by editing that message with the click's own token, so a
challenge is not bound to the 15 minutes of the first token. ``/tarok daily continue``
brings an unfinished challenge back in a new message (after a restart, or when the old
message is gone: private messages do not survive a reload of Discord). The bot never pushes
to a challenge message: the computers move within the click, so there is nothing to push,
and the channel's write budget is not touched (every answer is an interaction response).

After each deal the message compares the result with the scores of the server's other
players in the same deal; ``/tarok daily leaderboard`` shows the server's best of today and
of this month.
"""

from __future__ import annotations

import contextlib
import logging
import re
from datetime import date
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import Choice

from bot import families
from bot.cogs.translator import text
from bot.daily import Challenge, DailyPlay, daily_seed, day_of
from bot.daily.compare import Comparison, compare
from bot.families import BotFamily, UnknownFamily
from bot.i18n import t
from bot.screens.daily import (
    DAILY_PREFIX,
    DailyClick,
    challenge_screen,
    daily_board_screen,
    parse_daily,
)
from bot.screens.spec import Screen
from bot.store import DailyRun, DealScore, DuplicateDailyAction, Store
from bot.store.daily import month_days
from bot.tables import TableError
from bot.ui.controller import answer_edit, finish_edit, reply_text, send_screen, within_budget
from bot.ui.hints import has_computer_players
from bot.ui.images import render
from bot.ui.items import STYLES
from bot.ui.language import Languages

log = logging.getLogger(__name__)


class WrongCount(TableError):
    """A select answered with another number of choices than it asks for."""

    key = "error.discard_count"


def daily_games() -> list[str]:
    """The games with a daily challenge: those with computer players."""
    return [n for n in families.names() if has_computer_players(n)]


class DailyUI:
    """Starts, shows and plays the players' challenges."""

    def __init__(self, store: Store, languages: Languages, play: DailyPlay, now: Any) -> None:
        self.store = store
        self.languages = languages
        self.play = play
        self._now = now
        """The clock of the challenge day (the store's: UTC)."""
        self._answers: dict[int, int] = {}
        """Answers given per run: a click's images are sent only while no newer click has
        answered (else they would bring back the older buttons)."""

    def today(self) -> date:
        """Today's challenge day (UTC)."""
        return day_of(self._now())

    async def _game_of(
        self, interaction: discord.Interaction[Any], name: str | None
    ) -> BotFamily | None:
        lang = await self.languages.for_interaction(interaction)
        games = daily_games()
        chosen = name or (games[0] if games else None)
        if chosen is None or chosen not in families.names():
            await reply_text(interaction, t("daily.no_game", lang, game=name or "-"))
            return None
        if chosen not in games:
            try:
                title = families.get(chosen).display.title(lang)
            except UnknownFamily:
                title = chosen
            await reply_text(interaction, t("daily.no_computers", lang, game=title))
            return None
        return families.get(chosen)

    # -- comparisons -------------------------------------------------------------------------
    async def _deal_comparison(self, ch: Challenge) -> Comparison | None:
        if not ch.done:
            return None
        run = ch.run
        scores = await self.store.daily.same_cards(
            run.guild_id, run.family, run.day, ch.done[-1].deal_no
        )
        return compare(run.user_id, scores)

    async def _day_comparison(self, ch: Challenge) -> Comparison | None:
        run = ch.run
        if not ch.finished:
            return None
        rows = await self.store.daily.board(run.guild_id, run.family, run.day, run.day, limit=10**6)
        return compare(run.user_id, [DealScore(r.user_id, r.total) for r in rows])

    async def screen(
        self, ch: Challenge, interaction: discord.Interaction[Any], notice: str | None = None
    ) -> Screen:
        """The challenge message for its player now."""
        lang = await self.languages.for_interaction(interaction)
        deal_cmp = await self._deal_comparison(ch) if ch.deal_over else None
        day_cmp = await self._day_comparison(ch)
        return challenge_screen(
            ch,
            interaction.user.display_name,
            lang,
            notice=notice,
            deal_comparison=deal_cmp,
            day_comparison=day_cmp,
        )

    # -- commands ----------------------------------------------------------------------------
    async def start(self, interaction: discord.Interaction[Any], game: str | None) -> None:
        """``/tarok daily play``: today's challenge (a new one, or the one begun today)."""
        lang = await self.languages.for_interaction(interaction)
        if interaction.guild_id is None:
            await reply_text(interaction, t("error.guild_only", lang))
            return
        chosen = await self._game_of(interaction, game)
        if chosen is None:
            return
        day = self.today()
        await interaction.response.defer(ephemeral=True, thinking=True)
        run, created = await self.store.daily.start(
            day.isoformat(),
            chosen.name,
            interaction.user.id,
            interaction.guild_id,
            daily_seed(day, chosen.name),
        )
        notice = None
        if not created:
            notice = t("daily.played" if run.status == "finished" else "daily.resumed", lang)
        await self._show(interaction, chosen, run, notice)

    async def resume(self, interaction: discord.Interaction[Any]) -> None:
        """``/tarok daily continue``: the player's unfinished challenge in a new message."""
        lang = await self.languages.for_interaction(interaction)
        runs = await self.store.daily.unfinished(interaction.user.id)
        if not runs:
            await reply_text(interaction, t("daily.nothing_to_continue", lang))
            return
        run = runs[0]
        try:
            game = families.get(run.family)
        except UnknownFamily:
            await reply_text(interaction, t("daily.nothing_to_continue", lang))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._show(interaction, game, run, t("daily.resumed", lang))

    async def _show(
        self,
        interaction: discord.Interaction[Any],
        game: BotFamily,
        run: DailyRun,
        notice: str | None,
    ) -> None:
        async with self.play.lock(run.id):
            ch = await self.play.load(game, run)
            if ch.deal_no == 0:
                await self.play.begin(ch)
            screen = await self.screen(ch, interaction, notice)
        await send_screen(interaction, screen, ephemeral=True)

    async def leaderboard(
        self, interaction: discord.Interaction[Any], period: str, game: str | None
    ) -> None:
        """``/tarok daily leaderboard``: the server's best of today or of this month."""
        lang = await self.languages.for_interaction(interaction)
        if interaction.guild_id is None:
            await reply_text(interaction, t("error.guild_only", lang))
            return
        chosen = await self._game_of(interaction, game)
        if chosen is None:
            return
        day = self.today()
        if period == "month":
            first, last = month_days(day)
            label = day.strftime("%Y-%m")
        else:
            period = "today"
            first = last = label = day.isoformat()
        rows = await self.store.daily.board(interaction.guild_id, chosen.name, first, last)
        await send_screen(
            interaction, daily_board_screen(chosen, rows, period, label, lang), ephemeral=False
        )

    # -- clicks ------------------------------------------------------------------------------
    async def on_click(
        self, interaction: discord.Interaction[Any], click: DailyClick, values: list[str]
    ) -> None:
        """A click on a challenge message: apply it, let the computers move, redraw."""
        lang = await self.languages.for_interaction(interaction)
        run = await self.store.daily.by_id(click.run)
        if run is None:
            await reply_text(interaction, t("daily.gone", lang))
            return
        if run.user_id != interaction.user.id:
            await reply_text(interaction, t("daily.not_yours", lang))
            return
        try:
            game = families.get(run.family)
        except UnknownFamily:
            await reply_text(interaction, t("daily.gone", lang))
            return
        notice: str | None = None
        async with self.play.lock(run.id):
            ch = await self.play.load(game, run)
            try:
                await within_budget(interaction, self._apply(ch, click, values))
            except TableError as exc:
                notice = t(game.display.key(exc.key), lang, **exc.params)
            except DuplicateDailyAction:
                # Another answer logged this move first: show the stored state.
                self.play.forget(run.id)
                ch = await self.play.load(game, run)
                notice = t("error.stale", lang)
            screen = await self.screen(ch, interaction, notice)
            order = self._answers[run.id] = self._answers.get(run.id, 0) + 1
            shown = await answer_edit(interaction, screen)
        if shown is None:
            images = await render(screen.images, urgent=True)
            async with self.play.lock(run.id):
                if self._answers.get(run.id) == order:
                    await finish_edit(interaction, screen, images)

    async def _apply(self, ch: Challenge, click: DailyClick, values: list[str]) -> None:
        if click.kind == "n":
            if click.deal == ch.deal_no:
                await self.play.begin(ch)
        elif click.kind == "d":
            if len(values) != click.count or len(set(values)) != len(values):
                raise WrongCount(count=click.count)
            await self.play.act_many(ch, values, click.move, click.deal)
        else:
            await self.play.act(ch, click.action, click.move, click.deal)


# -- the components ------------------------------------------------------------------------
def _daily(interaction: discord.Interaction[Any]) -> DailyUI | None:
    try:
        found: DailyUI | None = getattr(interaction.client, "daily", None)
    except RuntimeError:
        return None
    return found


async def _route(interaction: discord.Interaction[Any], custom_id: str, values: list[str]) -> None:
    ui = _daily(interaction)
    controller = getattr(interaction.client, "controller", None)
    if ui is None or controller is None:
        return
    with controller.tracked():
        await _answer(ui, controller, interaction, custom_id, values)


async def _answer(
    ui: DailyUI,
    controller: Any,
    interaction: discord.Interaction[Any],
    custom_id: str,
    values: list[str],
) -> None:
    click = parse_daily(custom_id)
    try:
        if controller.closing:
            lang = await ui.languages.for_interaction(interaction)
            await reply_text(interaction, t("error.restarting", lang))
            return
        if click is None:
            lang = await ui.languages.for_interaction(interaction)
            await reply_text(interaction, t("error.bad_id", lang))
            return
        await ui.on_click(interaction, click, values)
    except discord.HTTPException as exc:
        log.warning("answering a daily-challenge click failed: %s", exc)
    except Exception:
        log.exception("handling the daily-challenge click %r failed", custom_id)
        if not interaction.response.is_done():
            lang = await ui.languages.for_interaction(interaction)
            await reply_text(interaction, t("error.internal", lang))


class DailyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=re.compile(rf"{DAILY_PREFIX}:[an]:.*", re.DOTALL),
):
    """A button of a challenge message (its state is all in its custom id)."""

    def __init__(self, custom_id: str, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(label=label, custom_id=custom_id, style=STYLES["secondary"])
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> DailyButton:
        """Rebuild the button from a click."""
        return cls(match.string, label=getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Play the click."""
        await _route(interaction, self.custom_id, [])


class DailySelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=re.compile(rf"{DAILY_PREFIX}:d:.*", re.DOTALL),
):
    """A challenge's select of actions chosen together (the discards)."""

    def __init__(
        self, custom_id: str, options: list[discord.SelectOption] | None = None, count: int = 1
    ) -> None:
        opts = options or [discord.SelectOption(label="-", value="-")]
        count = max(1, min(count, len(opts)))
        super().__init__(
            discord.ui.Select(custom_id=custom_id, options=opts, min_values=count, max_values=count)
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> DailySelect:
        """Rebuild the select from a choice."""
        options = list(getattr(item, "options", []) or [])
        count = int(getattr(item, "max_values", 1) or 1)
        return cls(match.string, options=options, count=count)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Play the choice."""
        await _route(interaction, self.custom_id, list(self.item.values))


# -- the commands --------------------------------------------------------------------------
PERIODS = ("today", "month")


class DailyCommands(app_commands.Group):
    """``/tarok daily …`` (added to the ``tarok`` group)."""

    def __init__(self, ui: DailyUI) -> None:
        super().__init__(name="daily", description=text("cmd.daily"))
        self.ui = ui

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        """An unexpected failure in a command: log it and say so briefly."""
        log.error("command %s failed", interaction.command, exc_info=error)
        lang = await self.ui.languages.for_interaction(interaction)
        with contextlib.suppress(discord.HTTPException):
            await reply_text(interaction, t("error.internal", lang))

    async def _games(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        lang = await self.ui.languages.for_interaction(interaction)
        out = []
        for name in daily_games():
            title = families.get(name).display.title(lang)
            if current.lower() in name.lower() or current.lower() in title.lower():
                out.append(Choice(name=title[:100], value=name))
        return out[:25]

    @app_commands.command(name="play", description=text("cmd.daily.play"))
    @app_commands.describe(game=text("cmd.daily.game"))
    async def play(self, interaction: discord.Interaction[Any], game: str | None = None) -> None:
        """Today's challenge, played in a private message."""
        await self.ui.start(interaction, game)

    @play.autocomplete("game")
    async def _play_game(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        return await self._games(interaction, current)

    @app_commands.command(name="continue", description=text("cmd.daily.continue"))
    async def resume(self, interaction: discord.Interaction[Any]) -> None:
        """The unfinished challenge in a new message."""
        await self.ui.resume(interaction)

    @app_commands.command(name="leaderboard", description=text("cmd.daily.leaderboard"))
    @app_commands.describe(period=text("cmd.daily.period"), game=text("cmd.daily.game"))
    @app_commands.choices(period=[Choice(name=text(f"daily.period.{p}"), value=p) for p in PERIODS])
    async def leaderboard(
        self, interaction: discord.Interaction[Any], period: str = "today", game: str | None = None
    ) -> None:
        """The server's daily-challenge leaderboard."""
        await self.ui.leaderboard(interaction, period, game)

    @leaderboard.autocomplete("game")
    async def _board_game(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[Choice[str]]:
        return await self._games(interaction, current)


DAILY_ITEMS = (DailyButton, DailySelect)
"""Register these with ``bot.add_dynamic_items``."""
