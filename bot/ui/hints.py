"""The Hint button of a player's hand: the computer's evaluation, computed off the loop.

A click is checked (the clicker's own hand, hints allowed at the table, the move it was
drawn at is the current one and the clicker's), acknowledged at once with a private
"thinking…" follow-up, written down in the store (``store.hints``: the deal's ledger rows
of that seat are marked when it is booked), and then answered with every legal action's
expected score. The evaluation is the normal computer player's search
(``engine.ai.evaluate_actions``) in a worker process (:mod:`bot.thinking`), within the
computer players' budget (at most ``engine.ai.MAX_BUDGET_S``); one hint per seat is computed
at a time. A game
without computer players says so plainly ("no hints for this game").

A hint answers the click that asked for it (its own interaction token): it costs no write
of the channel's budget.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from bot.i18n import t
from bot.screens.hints import HINT_PREFIX, HintClick, hint_screen, parse_hint
from bot.screens.spec import notice_screen
from bot.tables import NoTable, NotSeated, Table
from bot.thinking import thinkers
from bot.ui.items import STYLES
from bot.ui.layouts import NO_PINGS, build_layout
from engine.ai import NoComputerPlayers, evaluate_actions
from engine.ai.registry import POLICIES

log = logging.getLogger(__name__)


def has_computer_players(family: str) -> bool:
    """Whether a family has computer players (and so hints)."""
    try:
        POLICIES.for_family(family)
    except NoComputerPlayers:
        return False
    return True


class Hints:
    """Answers the Hint clicks (given the client's parts when the bot is set up)."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self._busy: set[tuple[int, int]] = set()

    async def _say(self, interaction: discord.Interaction[Any], text: str) -> None:
        layout = build_layout(notice_screen(text))
        if interaction.response.is_done():
            await interaction.edit_original_response(view=layout, allowed_mentions=NO_PINGS)
        else:
            await interaction.response.send_message(
                view=layout, ephemeral=True, allowed_mentions=NO_PINGS
            )

    async def on_click(self, interaction: discord.Interaction[Any], click: HintClick) -> None:
        """Answer a click on Hint."""
        client = self.client
        lang = await client.languages.for_interaction(interaction)
        if getattr(client.controller, "closing", False):
            await self._say(interaction, t("error.restarting", lang))
            return
        table: Table | None = client.manager.by_id(click.table)
        if table is None:
            await self._say(interaction, t(NoTable.key, lang))
            return
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await self._say(interaction, t(NotSeated.key, lang))
            return
        if seat != click.seat:
            await self._say(interaction, t("error.bad_id", lang))
            return
        if not table.config.hints:
            await self._say(interaction, t("hint.not_allowed", lang))
            return
        if (
            table.status != "playing"
            or table.deal_no != click.deal
            or table.move != click.move
            or table.to_move != seat
            or table.between_deals
        ):
            await self._say(interaction, t("error.stale", lang))
            return
        if not has_computer_players(table.game.name):
            await self._say(interaction, t("hint.no_computers", lang))
            return
        key = (table.id, seat)
        if key in self._busy:
            await self._say(interaction, t("hint.busy", lang))
            return
        view = table.view(seat)
        if view is None:
            await self._say(interaction, t("error.stale", lang))
            return
        self._busy.add(key)
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            # Written down before it is shown: a hint seen always marks the deal.
            await client.store.hints.record(table.id, click.deal, seat, interaction.user.id)
            seed = table.computers.seed(click.deal, click.move)
            try:
                values = await thinkers().run(evaluate_actions, view, seed)
            except NoComputerPlayers:
                await self._say(interaction, t("hint.no_computers", lang))
                return
            except Exception:
                # The "thinking…" message must not stay unanswered.
                log.exception("evaluating the actions of table %s seat %s failed", *key)
                await self._say(interaction, t("error.internal", lang))
                return
            screen = hint_screen(table.game, view, values, lang, deal_no=click.deal)
            await interaction.edit_original_response(
                view=build_layout(screen), allowed_mentions=NO_PINGS
            )
        finally:
            self._busy.discard(key)


def _hints(interaction: discord.Interaction[Any]) -> Hints | None:
    try:
        found: Hints | None = getattr(interaction.client, "hints", None)
    except RuntimeError:
        return None
    return found


class HintButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=re.compile(rf"{HINT_PREFIX}:[0-9:]+"),
):
    """The Hint button of a hand (its state is all in its custom id)."""

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
    ) -> HintButton:
        """Rebuild the button from a click."""
        return cls(match.string, label=getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Hand the click to the hints."""
        hints = _hints(interaction)
        click = parse_hint(self.custom_id)
        if hints is None:
            return
        if click is None:
            lang = await hints.client.languages.for_interaction(interaction)
            await hints._say(interaction, t("error.bad_id", lang))
            return
        try:
            with hints.client.controller.tracked():
                await hints.on_click(interaction, click)
        except discord.HTTPException as exc:
            log.warning("answering a hint failed: %s", exc)
        except Exception:
            log.exception("computing a hint failed")
            if not interaction.response.is_done():
                lang = await hints.client.languages.for_interaction(interaction)
                await hints._say(interaction, t("error.internal", lang))
