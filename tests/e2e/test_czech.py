"""Czech taroky through the fake Discord, by clicking what the bot sent: a whole session of
two deals, a deal with computers, a restart mid-deal, the game in Czech (the tables, the
hands, the commands' descriptions for Discord's ``cs`` locale) and per-family results."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

from bot_core.czech_helpers import steered_factory

from bot.tables import Table
from engine.czech import CzechView, Phase

from .conftest import WorldFactory
from .czech_play import czech_chooser
from .helpers import (
    Player,
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
    numbers = itertools.count(4100)
    return lambda: next(numbers)


async def test_a_czech_session_of_two_deals(make_world: WorldFactory) -> None:
    world = await make_world(computers=steered_factory, seeds=_seeds())
    ana, bor = world.players[:2]
    choices = await ana.autocomplete(world.chan, "tarok start", "game", {"game": "cz"})
    assert [(c["name"], c["value"]) for c in choices] == [("Czech taroky", "czech")]
    sizes = await ana.autocomplete(world.chan, "tarok start", "players", {"game": "czech"})
    assert [c["value"] for c in sizes] == [4]
    presets = await ana.autocomplete(world.chan, "tarok start", "preset", {"game": "czech"})
    assert [c["value"] for c in presets] == ["standard"]
    table_msg = await start_game(world, [ana, bor], computers=2, game="czech", length="2")
    table = world.table
    assert table.config.family == "czech" and len(table.seats) == 4
    v = table.view(None)
    assert isinstance(v, CzechView)
    forehand = ("ana", "bor", "Computer 1", "Computer 2")[v.forehand]
    assert f"**Bids:** {forehand}: First bid" in table_msg.text()  # the compulsory bid
    players = [Player(ana), Player(bor)]
    rng = random.Random(31)
    summary = await play_deal(world, players, rng, chooser=czech_chooser)
    assert {a.filename for a in summary.media_attachments()} == {"summary.png", "scoresheet.png"}
    assert "Deal 1: " in summary.text() and "Per opponent: " in summary.text()
    for p in players:
        await p.user.click(summary, label="Ready")
    await world.fake.wait_for(lambda: table.deal_no == 2, description="deal 2")
    await play_deal(world, players, rng, chooser=czech_chooser)
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
    assert {e.role for e in entries} <= {"declarer", "partner", "opponent"}
    # Czech taroky's results are its own.
    r = await ana.slash(world.chan, "tarok leaderboard", {"game": "czech"})
    board = (await r.wait_response()).text()
    assert "Czech taroky" in board and f"<@{bor.id}>" in board
    r = await ana.slash(world.chan, "tarok leaderboard", {"game": "slovenian"})
    assert "No deals have been played yet." in (await r.wait_response()).text()
    r = await ana.slash(world.chan, "tarok stats", {"user": bor, "game": "czech"})
    stats = (await r.wait_response()).text()
    assert "Deals played: 2" in stats and "As an opponent: " in stats
    r = await ana.slash(world.chan, "tarok history", {"game": "czech"})
    assert "Czech taroky · deals: 2" in (await r.wait_response()).text()
    r = await ana.slash(world.chan, "tarok rules", {"game": "czech"})
    rules = (await r.wait_response()).text()
    assert "Flek, re and tutti (C1): yes" in rules and "Hand bonuses (C2): " in rules


async def test_a_czech_deal_with_computers(make_world: WorldFactory) -> None:
    world = await make_world(computers=steered_factory, seeds=_seeds())
    ana = world.players[0]
    await start_game(world, [ana], computers=3, game="czech")
    table = world.table
    assert [s.is_human for s in table.seats] == [True, False, False, False]
    summary = await play_deal(world, [Player(ana)], random.Random(9), chooser=czech_chooser)
    assert "summary.png" in {a.filename for a in summary.attachments}
    logged = await world.bot.store.tables.actions(table.id, 1)
    kinds = {a.actor_kind for a in logged}
    assert kinds == {"player", "computer"}
    assert {a.seat for a in logged if a.actor_kind == "computer"} == {1, 2, 3}
    assert {a.seat for a in logged if a.actor_kind == "player"} == {0}


async def test_a_czech_table_survives_a_restart_mid_deal(make_world: WorldFactory) -> None:
    world = await make_world(computers=steered_factory, seeds=_seeds())
    table_msg = await start_game(world, world.players, game="czech")
    table_id = world.table.id
    players = [Player(u) for u in world.players]
    for p in players:
        await open_hand(world, p)
    rng = random.Random(5)

    def past_the_talon(table: Table) -> bool:
        v = table.view(None)
        return isinstance(v, CzechView) and v.phase >= Phase.ANNOUNCE

    await act_until(world, players, rng, past_the_talon, chooser=czech_chooser, rounds=60)
    await world.bot.presenter.idle()
    deal_no, move, to_move = world.table.deal_no, world.table.move, world.table.to_move
    assert to_move is not None and past_the_talon(world.table)
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
    assert await act(world, on_turn, rng, chooser=czech_chooser)
    logged = await world.bot.store.tables.actions(table_id, deal_no)
    assert logged[-1].move_no == move and logged[-1].actor_kind == "player"
    summary = await play_deal(world, players, rng, chooser=czech_chooser)
    assert "summary.png" in {a.filename for a in summary.attachments}


async def test_czech_taroky_in_czech(make_world: WorldFactory) -> None:
    world = await make_world(
        computers=steered_factory, seeds=_seeds(), settings={"default_language": "cs"}
    )
    ana, bor = world.players[:2]
    # Discord's Czech clients get the commands' descriptions in Czech.
    data = world.fake.registered_commands()[0].data
    assert data["description_localizations"]["cs"] == "Hry s tarokovými kartami"
    start = next(o for o in data["options"] if o["name"] == "start")
    assert start["description_localizations"]["cs"] == "Otevřít stůl pro tarok v tomto kanálu"
    r = await bor.slash(world.chan, "tarok language", {"language": "en"})
    assert "From now on I will talk to you in English." in (await r.wait_response()).text()
    lobby = await open_lobby(world, ana, game="czech", length="2")
    text = lobby.text()
    assert "Tarok: nový stůl" in text and "Hra: České taroky" in text
    assert "Pravidla: Standardní (výchozí)" in text
    await bor.click(lobby, custom_id=lobby_button("join"))
    await ana.click(lobby, custom_id=lobby_button("addc"))
    await ana.click(lobby, custom_id=lobby_button("addc"))
    await world.fake.wait_for(lambda: len(world.table.seats) == 4, description="the seats")
    await ana.click(lobby, custom_id=lobby_button("start"))
    table_msg = await world.fake.wait_for(
        lambda: table_message_or_none(world), description="the table"
    )
    assert "Tarok · rozdání 1 ze 2" in table_msg.text() and "Licitace" in table_msg.text()
    ana_hand = await open_hand(world, Player(ana))
    bor_hand = await open_hand(world, Player(bor))
    assert "Tvoje karty · rozdání 1" in ana_hand.text() and "Obnovit" in ana_hand.text()
    assert "Your hand · deal 1" in bor_hand.text()  # Bor chose English for himself
    r = await ana.slash(world.chan, "tarok rules", {"game": "czech"})
    rules = (await r.wait_response()).text()
    assert "Flek, re a tutti (C1): ano" in rules and "povinnost" in rules
