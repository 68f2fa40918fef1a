"""Every family the engine registers is playable by the bot: the renderer derives a card
style from its deck (no list of known decks), its deals are drawn through the generic
screens, and the start-up warm-up draws its faces at every hand size."""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any

import pytest

from bot import families
from bot.render import deck_style
from bot.render.hand import hand_card_width
from bot.screens.final import final_screen, session_result
from bot.screens.hand import hand_screen
from bot.screens.summary import deal_result, summary_screen
from bot.screens.table import table_screen
from bot.tables.computer import computer_for_level
from bot.thinking import thinkers
from bot.ui import images
from bot.ui.images import RENDER_HOOKS, RenderRecord, render_all
from engine import families as engine_families

from .helpers import ANA, Rig, human_move, human_on_turn, make_rig, open_table, play_until


def test_every_engine_family_is_offered_with_its_own_deck() -> None:
    assert families.names() == engine_families.names()
    for name in engine_families.names():
        game = families.get(name)
        deck = engine_families.get(name).deck
        assert game.render.style is deck_style(deck)
        assert game.render.style.deck is deck


def test_the_warm_up_draws_every_deck_at_every_hand_size(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[list[int], str]] = []

    def warm(widths: Any, schemes: Any = None, style: Any = None) -> int:
        calls.append((list(widths), style.name))
        return len(list(widths)) * style.deck.size

    monkeypatch.setattr(images, "warm_cache", warm)
    drawn = images.warm_faces()
    widths = sorted({hand_card_width(n) for n in range(1, 25)})
    styles = {families.get(n).render.style.name for n in families.names()}
    assert sorted(style for _, style in calls) == sorted(styles)
    assert all(w == widths for w, _ in calls)
    assert drawn == len(widths) * (54 + 78 + 54)  # Slovenian, French, Czech


@pytest.mark.parametrize(
    ("family", "players"), [("french", 3), ("french", 4), ("french", 5), ("czech", 4)]
)
async def test_a_session_of_another_family_is_drawn_with_its_deck(
    rig: Rig, family: str, players: int
) -> None:
    drawn: list[RenderRecord] = []
    RENDER_HOOKS.append(drawn.append)
    try:
        table = await open_table(
            rig, [ANA], computers=players - 1, family=family, players=players, deals=1
        )
        await table.start(ANA)
        game = table.game
        rng = random.Random(players)
        shown = 0
        while table.is_open:
            if human_on_turn(table) is not None:
                if shown % 3 == 0:  # every third turn of hers is enough to see every phase
                    screens = (table_screen(table, 1, "en"), hand_screen(table, 0, "en"))
                    render_all([spec for screen in screens for spec in screen.images])
                shown += 1
                await human_move(table, rng)
            elif not await rig.clock.run_next():
                break
        assert table.status == "finished" and shown > 0
        sheet = rig.recorder.sheets[-1]
        render_all(summary_screen(table, deal_result(table, sheet, "en"), "en").images)
        assert rig.recorder.standings is not None
        final = final_screen(table, session_result(table, rig.recorder.standings, "en"), "en")
        render_all(final.images)
    finally:
        RENDER_HOOKS.remove(drawn.append)
    kinds = {r.spec.kind for r in drawn}
    assert {"hand", "summary", "sheet"} <= kinds
    assert all(r.spec.render == game.render for r in drawn)
    deck = engine_families.get(family).deck
    assert all(0 <= c < deck.size for r in drawn for c in r.cards)
    if (family, players) == ("french", 3):  # 24 cards a hand: three rows
        assert max(len(r.cards) for r in drawn if r.spec.kind == "hand") == 24


async def test_computers_that_cannot_play_a_family_say_so_once(
    db_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At a table of a family without computer players (French tarot, with its players
    hidden from the registry here) the engine's players fail, the table plays random legal
    moves for them, and the log says so once, not per move."""
    from engine.ai import registry

    found = registry.POLICIES.for_family

    def without_french(name: str) -> Any:
        if name == "french":
            raise registry.NoComputerPlayers("hidden for this test")
        return found(name)

    monkeypatch.setattr(registry.POLICIES, "_by_type", {})
    monkeypatch.setattr(registry.POLICIES, "for_family", without_french)
    # The registry is changed in this process only: the computers think here, in threads.
    monkeypatch.setattr(thinkers(), "processes", 0)
    rig = await make_rig(db_path, computers=computer_for_level)  # the real players
    table = await open_table(rig, [ANA], computers=2, family="french", players=3, deals=1)
    await table.start(ANA)
    with caplog.at_level(logging.ERROR, logger="bot.tables.computer"):
        await play_until(table, rig.clock, random.Random(1))
    assert table.status == "finished"
    failures = [r for r in caplog.records if "computer player" in r.getMessage()]
    assert len(failures) == 1 and "FrenchView" in failures[0].getMessage()


async def test_french_tables_are_played_by_the_french_computer_players(
    db_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """French tarot has computer players of its own: a French table with computers plays
    them, and nothing falls back to random moves."""
    rig = await make_rig(db_path, computers=computer_for_level)
    table = await open_table(rig, [ANA], computers=2, family="french", players=3, deals=1)
    await table.start(ANA)
    with caplog.at_level(logging.ERROR, logger="bot.tables.computer"):
        await play_until(table, rig.clock, random.Random(1))
    assert table.status == "finished"
    assert not [r for r in caplog.records if "computer player" in r.getMessage()]
