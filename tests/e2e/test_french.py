"""French tarot through the fake Discord, by clicking what the bot sent: a whole session of
four, a deal of five with a called king, a deal of three with computers, a restart mid-deal,
the game in French (the tables, the hands, the commands' descriptions for Discord's ``fr``
locale) and per-family results."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import Any

import discord
from bot_core.french_helpers import FAMILY, steered_factory

from bot.tables import Table
from engine.french import FrenchView, Phase

from .conftest import WorldFactory
from .french_play import french_chooser, taking_chooser
from .helpers import (
    Player,
    World,
    act,
    act_until,
    lobby_button,
    open_hand,
    open_lobby,
    play_deal,
    start_game,
    table_message_or_none,
    wait_for_actions,
)


def _seeds() -> Callable[[], int]:
    """Table seeds that make a test's deals the same on every run."""
    numbers = itertools.count(5100)
    return lambda: next(numbers)


async def test_a_french_session_of_two_deals_with_four(make_world: WorldFactory) -> None:
    world = await make_world(computers=steered_factory, seeds=_seeds())
    ana, bor, cene, dana = world.players
    choices = await ana.autocomplete(world.chan, "tarok start", "game", {"game": "fre"})
    assert [(c["name"], c["value"]) for c in choices] == [("French tarot", "french")]
    sizes = await ana.autocomplete(world.chan, "tarok start", "players", {"game": "french"})
    assert sorted(c["value"] for c in sizes) == [3, 4, 5]
    presets = await ana.autocomplete(world.chan, "tarok start", "preset", {"game": "french"})
    assert [c["value"] for c in presets] == ["fft"]
    table_msg = await start_game(
        world, [ana, bor, cene, dana], game="french", players=4, length="2"
    )
    table = world.table
    assert table.config.family == "french" and len(table.seats) == 4
    assert "Bidding" in table_msg.text()
    players = [Player(u) for u in world.players]
    rng = random.Random(31)
    summary = await play_deal(world, players, rng, chooser=taking_chooser)
    assert {a.filename for a in summary.media_attachments()} == {"summary.png", "scoresheet.png"}
    text = summary.text()
    assert "Deal 1: " in text and "Per defender: " in text and "Bouts: " in text
    for p in players:
        await p.user.click(summary, label="Ready")
    await world.fake.wait_for(lambda: table.deal_no == 2, description="deal 2")
    await play_deal(world, players, rng, chooser=french_chooser)
    final = await world.fake.wait_for(lambda: world.finals(), description="the standings")
    assert "scoresheet.png" in {a.filename for a in final[-1].media_attachments()}
    assert "Final standings" in final[-1].text()
    # The ledger: two deals, a row per seat each, every seat's lines summing to its score.
    session_id = table.session_id
    assert session_id is not None
    entries = await world.bot.store.ledger.entries(session_id, "deal")
    assert sorted((e.deal_no, e.seat) for e in entries) == [
        (d, s) for d in (1, 2) for s in range(4)
    ]
    assert all(sum(line["amount"] for line in e.lines) == e.score for e in entries)
    assert {e.role for e in entries if e.deal_no == 1} == {"declarer", "defender"}
    # French tarot's results are its own.
    r = await ana.slash(world.chan, "tarok leaderboard", {"game": "french"})
    board = (await r.wait_response()).text()
    assert "French tarot" in board and f"<@{bor.id}>" in board
    for other in ("slovenian", "czech"):
        r = await ana.slash(world.chan, "tarok leaderboard", {"game": other})
        assert "No deals have been played yet." in (await r.wait_response()).text()
    r = await ana.slash(world.chan, "tarok stats", {"user": bor, "game": "french"})
    stats = (await r.wait_response()).text()
    assert "Deals played: 2" in stats and "As a defender: " in stats
    r = await ana.slash(world.chan, "tarok history", {"game": "french"})
    assert "French tarot · deals: 2" in (await r.wait_response()).text()
    r = await ana.slash(world.chan, "tarok rules", {"game": "french"})
    rules = (await r.wait_response()).text()
    assert "Prise may be bid (F1): yes" in rules and "Calling a partner with five (F2): " in rules


async def test_a_french_deal_of_five_with_a_called_king(make_world: WorldFactory) -> None:
    world = await make_world(computers=steered_factory, seeds=_seeds())
    await start_game(world, world.players, computers=1, game="french", players=5, length="2")
    table = world.table
    assert len(table.seats) == 5
    players = [Player(u) for u in world.players]
    summary = await play_deal(world, players, random.Random(7), chooser=taking_chooser)
    assert "summary.png" in {a.filename for a in summary.attachments}
    logged = await world.bot.store.tables.actions(table.id, 1)
    calls = [a for a in logged if a.action.startswith("call:")]
    assert len(calls) == 1  # the taker called a card
    # The table message names the called card, and at the end the partner (or that the taker
    # played alone).
    final = table.view(None)
    assert isinstance(final, FrenchView) and final.phase == Phase.DONE
    await world.bot.presenter.idle()
    text = world.table_message().text()
    assert "Called: " in text and ("partner: " in text or "plays alone" in text)


async def test_a_french_taker_of_five_may_call_any_card_from_the_selects(
    make_world: WorldFactory,
) -> None:
    # F2 "any": 78 cards to call, more than one select holds; each suit has its own select
    # (and the trumps one with the Excuse), and a card from the last one is called.
    world = await make_world(computers=steered_factory, seeds=_seeds())
    mod = world.guild.add_member("mod", permissions=discord.Permissions(manage_guild=True))
    setting = {"game": "french", "rule": "five_player_call", "value": "any"}
    await (await mod.slash(world.chan, "tarok settings", setting)).wait_response()
    humans = [*world.players, world.guild.add_member("eva")]
    await start_game(world, humans, game="french", players=5)
    table = world.table
    assert table.config.rules().five_player_call == "any"
    offered: list[set[str]] = []

    def chooser(
        world: World,
        player: Player,
        buttons: list[dict[str, Any]],
        selects: list[dict[str, Any]],
        rng: random.Random,
    ) -> tuple[dict[str, Any], list[str] | None]:
        view = table.view(table.seat_of(player.user.id))
        if isinstance(view, FrenchView) and view.phase == Phase.CALL:
            assert not buttons and len(selects) == 5
            assert all(s.get("max_values", 1) == 1 for s in selects)
            assert len({s["custom_id"] for s in selects}) == 5
            values = [{o["value"] for o in s["options"]} for s in selects]
            offered.append(set().union(*values))
            assert offered[-1] == {FAMILY.format_action(a) for a in view.legal}
            assert "call:EX" in values[-1]
            return selects[-1], ["call:EX"]
        return taking_chooser(world, player, buttons, selects, rng)

    await play_deal(world, [Player(u) for u in humans], random.Random(11), chooser=chooser)
    assert len(offered) == 1 and len(offered[0]) == 78
    logged = await world.bot.store.tables.actions(table.id, 1)
    assert [a.action for a in logged if a.action.startswith("call:")] == ["call:EX"]


async def test_a_french_deal_of_three_with_computers(make_world: WorldFactory) -> None:
    world = await make_world(computers=steered_factory, seeds=_seeds())
    ana = world.players[0]
    await start_game(world, [ana], computers=2, game="french", players=3)
    table = world.table
    assert [s.is_human for s in table.seats] == [True, False, False]
    summary = await play_deal(world, [Player(ana)], random.Random(9), chooser=taking_chooser)
    assert "summary.png" in {a.filename for a in summary.attachments}
    logged = await world.bot.store.tables.actions(table.id, 1)
    kinds = {a.actor_kind for a in logged}
    assert kinds == {"player", "computer"}
    assert {a.seat for a in logged if a.actor_kind == "computer"} == {1, 2}
    assert {a.seat for a in logged if a.actor_kind == "player"} == {0}


async def test_a_french_table_survives_a_restart_mid_deal(make_world: WorldFactory) -> None:
    world = await make_world(computers=steered_factory, seeds=_seeds())
    table_msg = await start_game(world, world.players, game="french", players=4)
    table_id = world.table.id
    players = [Player(u) for u in world.players]
    for p in players:
        await open_hand(world, p)
    rng = random.Random(5)

    def in_card_play(table: Table) -> bool:
        v = table.view(None)
        return isinstance(v, FrenchView) and v.phase == Phase.PLAY and len(v.tricks) >= 1

    await act_until(world, players, rng, in_card_play, chooser=taking_chooser, rounds=80)
    await world.bot.presenter.idle()
    deal_no, move, to_move = world.table.deal_no, world.table.move, world.table.to_move
    assert to_move is not None and in_card_play(world.table)
    on_turn = next(p for p in players if p.user.id == world.table.seats[to_move].user_id)
    await wait_for_actions(world, on_turn)
    state = world.table.state
    await world.restart()
    table = world.table
    assert table.id == table_id and (table.deal_no, table.move) == (deal_no, move)
    assert table.state == state
    await world.fake.wait_for(
        lambda: "restart of the bot" in table_msg.text(), description="the refreshed table"
    )
    # The player on turn acts on the hand message from before the restart.
    assert await act(world, on_turn, rng, chooser=french_chooser)
    logged = await world.bot.store.tables.actions(table_id, deal_no)
    assert logged[-1].move_no == move and logged[-1].actor_kind == "player"
    summary = await play_deal(world, players, rng, chooser=french_chooser)
    assert "summary.png" in {a.filename for a in summary.attachments}


async def test_french_tarot_in_french(make_world: WorldFactory) -> None:
    world = await make_world(
        computers=steered_factory, seeds=_seeds(), settings={"default_language": "fr"}
    )
    ana, bor = world.players[:2]
    # Discord's French clients get the commands' descriptions in French.
    data = world.fake.registered_commands()[0].data
    assert data["description_localizations"]["fr"] == "Jeux de cartes de tarok"
    start = next(o for o in data["options"] if o["name"] == "start")
    assert start["description_localizations"]["fr"] == "Ouvrir une table de tarok dans ce salon"
    r = await bor.slash(world.chan, "tarok language", {"language": "en"})
    assert "From now on I will talk to you in English." in (await r.wait_response()).text()
    lobby = await open_lobby(world, ana, game="french", players=3, length="2")
    text = lobby.text()
    assert "Tarok\u00a0: nouvelle table" in text and "Jeu\u00a0: Tarot" in text
    assert "Règles\u00a0: FFT 2012 (par défaut)" in text
    await bor.click(lobby, custom_id=lobby_button("join"))
    await ana.click(lobby, custom_id=lobby_button("addc"))
    await world.fake.wait_for(lambda: len(world.table.seats) == 3, description="the seats")
    await ana.click(lobby, custom_id=lobby_button("start"))
    table_msg = await world.fake.wait_for(
        lambda: table_message_or_none(world), description="the table"
    )
    assert "Tarok · donne 1 sur 2" in table_msg.text() and "Enchères" in table_msg.text()
    ana_hand = await open_hand(world, Player(ana))
    bor_hand = await open_hand(world, Player(bor))
    assert "Tes cartes · donne 1" in ana_hand.text() and "Actualiser" in ana_hand.text()
    assert "Your hand · deal 1" in bor_hand.text()  # Bor chose English for himself
    r = await ana.slash(world.chan, "tarok rules", {"game": "french"})
    rules = (await r.wait_response()).text()
    assert "La prise est permise (F1): oui" in rules and "garde contre" in rules
