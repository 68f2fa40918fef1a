"""Hints on the hands and the daily challenge, end to end through the fake Discord."""

from __future__ import annotations

import random
import re
import threading
from typing import Any

import pytest
from fakediscord import FakeMessage, FakeUser

import bot.ui.hints
from bot.tables.computer import random_factory
from engine.ai import POLICIES, NoComputerPlayers, evaluate_actions

from .conftest import WorldFactory
from .helpers import (
    Player,
    World,
    open_hand,
    play_deal,
    start_game,
    wait_for_actions,
)

HINT = re.compile(r"^tkq:")
DAILY_ACT = re.compile(r"^tky:a:")
DAILY_PICK = re.compile(r"^tky:d:")
DAILY_NEXT = re.compile(r"^tky:n:")
HINT_ROW = re.compile(r"^\d+\. \*\*(?P<label>.+)\*\* · [+-]\d+\.\d$", re.MULTILINE)


def _hint_buttons(msg: FakeMessage) -> list[dict[str, Any]]:
    return [b for b in msg.buttons() if HINT.match(b.get("custom_id", ""))]


async def test_no_hint_button_at_a_table_without_hints(make_world: WorldFactory) -> None:
    world = await make_world()
    ana = world.players[0]
    await start_game(world, [ana], computers=3, players=4)
    assert not any("Hints allowed" in m.text() for m in world.public())
    player = Player(ana)
    await open_hand(world, player)
    await wait_for_actions(world, player)
    assert player.hand is not None and not _hint_buttons(player.hand)


async def test_hints_on_the_turn_every_action_valued_and_the_deal_marked(
    make_world: WorldFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[bool] = []

    def evaluate(view: Any, seed: int) -> Any:
        threads.append(threading.current_thread() is threading.main_thread())
        return evaluate_actions(view, seed)

    monkeypatch.setattr(bot.ui.hints, "evaluate_actions", evaluate)
    world = await make_world()
    ana = world.players[0]
    # A table with hints: the button on the player's turn, a private answer valuing every
    # legal action.
    await start_game(world, [ana], computers=3, players=4, hints=True)
    assert any("Hints allowed" in m.text() for m in world.public())
    player = Player(ana)
    await open_hand(world, player)
    await wait_for_actions(world, player)
    hand = player.hand
    assert hand is not None and len(_hint_buttons(hand)) == 1
    table = world.table
    seat = table.seat_of(ana.id)
    view = table.view(seat)
    show = table.game.display
    labels = sorted(show.action_label(view, a, "en") for a in view.legal)
    r = await ana.click(hand, custom_id=HINT)
    answer = await r.wait_response()
    assert answer.ephemeral and answer.visible_to == ana.id and answer.id != hand.id
    text = answer.text()
    assert "Hint · deal 1" in text and "marked in the ledger" in text
    assert sorted(m.group("label") for m in HINT_ROW.finditer(text)) == labels
    assert threads == [False], "the evaluation runs in a worker thread, off the event loop"
    # Another player of the server sees nothing of it, and clicks on it are refused.
    assert answer.visible_to != world.players[1].id

    # The deal is played out; its ledger row for ana is marked, and the leaderboard leaves
    # it out on request.
    await play_deal(world, [player], random.Random(3), modest=True)
    store = world.bot.store
    session = await store.ledger.session_for_table(table.id)
    assert session is not None
    entries = await store.ledger.entries(session.id, "deal")
    marked = {e.seat: e.hinted for e in entries}
    assert marked[seat] is True and not any(v for s, v in marked.items() if s != seat)
    await world.fake.wait_for(lambda: world.finals(), description="the final standings")
    r = await ana.slash(world.chan, "tarok leaderboard", {})
    assert f"<@{ana.id}>" in (await r.wait_response()).text()
    r = await ana.slash(world.chan, "tarok leaderboard", {"hints": False})
    board = (await r.wait_response()).text()
    assert f"<@{ana.id}>" not in board and "left out" in board


async def test_the_hint_button_goes_with_the_move_it_was_drawn_for(
    make_world: WorldFactory,
) -> None:
    world = await make_world()
    ana = world.players[0]
    await start_game(world, [ana], computers=3, players=4, hints=True)
    player = Player(ana)
    await open_hand(world, player)
    await wait_for_actions(world, player)
    assert player.hand is not None
    old = player.hand
    stale_hint = _hint_buttons(old)[0]["custom_id"]
    buttons = [b for b in old.buttons() if b["custom_id"].startswith("tk:a:")]
    r = await ana.click(old, custom_id=buttons[0]["custom_id"])
    await r.wait_response()
    await world.fake.wait_for(
        lambda: world.table.move > int(stale_hint.split(":")[4]), description="a move"
    )
    # The edited hand has no Hint button of the move before.
    assert stale_hint not in [b["custom_id"] for b in old.buttons()]


async def test_a_game_without_computer_players_says_it_has_no_hints_and_no_challenge(
    make_world: WorldFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Czech taroky stands for a game whose computer players are not there (yet).
    found = POLICIES.for_family

    def without_czech(name: str) -> Any:
        if name == "czech":
            raise NoComputerPlayers("the family 'czech' has no computer players")
        return found(name)

    monkeypatch.setattr(POLICIES, "for_family", without_czech)
    monkeypatch.setattr(POLICIES, "_by_type", {})
    world = await make_world(computers=random_factory)  # the table plays, random legal moves
    ana = world.players[0]
    await start_game(world, [ana], computers=3, game="czech", players=4, hints=True)
    player = Player(ana)
    await open_hand(world, player)
    await wait_for_actions(world, player)
    assert player.hand is not None
    r = await ana.click(player.hand, custom_id=HINT)
    assert "no hints for this game" in (await r.wait_response()).text()
    r = await ana.slash(world.chan, "tarok daily play", {"game": "czech"})
    assert "no daily challenge yet" in (await r.wait_response()).text()
    assert await world.bot.store.hints.seats(world.table.id, 1) == {}


# -- the daily challenge -----------------------------------------------------------------------
async def _daily_step(user: FakeUser, msg: FakeMessage, rng: random.Random) -> FakeMessage:
    """One click on a challenge message: a random legal action, or Next deal."""
    nxt = [b for b in msg.buttons() if DAILY_NEXT.match(b.get("custom_id", ""))]
    picks = [s for s in msg.selects() if DAILY_PICK.match(s.get("custom_id", ""))]
    acts = [
        b
        for b in msg.buttons()
        if DAILY_ACT.match(b.get("custom_id", "")) and not b.get("disabled")
    ]
    if nxt:
        r = await user.click(msg, custom_id=nxt[0]["custom_id"])
    elif picks:
        select = picks[0]
        values = rng.sample([o["value"] for o in select["options"]], select.get("max_values", 1))
        r = await user.select(msg, values, custom_id=select["custom_id"])
    elif acts:
        passes = [b for b in acts if b["custom_id"].endswith(":pass")]
        button = passes[0] if passes else rng.choice(acts)
        r = await user.click(msg, custom_id=button["custom_id"])
    else:
        raise AssertionError(f"nothing to click on the challenge:\n{msg.text()}")
    updated = await r.wait_response()
    assert updated.id == msg.id and updated.ephemeral, "each click edits its own message"
    return updated


async def _play_daily(
    world: World, user: FakeUser, msg: FakeMessage, rng: random.Random, *, stop_after: int = 10**6
) -> FakeMessage:
    for _ in range(stop_after):
        if "Challenge finished" in msg.text():
            return msg
        msg = await _daily_step(user, msg, rng)
    return msg


async def test_a_daily_challenge_alone_in_private_messages_with_boards_and_a_restart(
    make_world: WorldFactory,
) -> None:
    world = await make_world()
    ana, bor = world.players[:2]
    public_before = len(world.public())
    r = await ana.slash(world.chan, "tarok daily play", {})
    msg = await r.wait_response()
    assert msg.ephemeral and msg.visible_to == ana.id
    assert "Daily challenge · Slovenian tarok" in msg.text() and "Deal 1 of 4" in msg.text()
    seen_results: list[str] = []
    rng = random.Random(1)
    while "Challenge finished" not in msg.text():
        msg = await _daily_step(ana, msg, rng)
        if "is over" in msg.text():
            seen_results.append(msg.text())
    assert len({t.split("is over")[0] for t in seen_results}) == 4  # four deals
    assert "Nobody else in this server has played these cards" in seen_results[0]
    # Nothing of it reached the channel.
    assert len(world.public()) == public_before
    # One attempt a day.
    r = await ana.slash(world.chan, "tarok daily play", {})
    again = await r.wait_response()
    assert "already" in again.text() and not again.buttons()

    # bor plays the same deals, with a restart half-way: the old message goes on, and
    # "continue" brings the challenge back in a new message, where it stands.
    r = await bor.slash(world.chan, "tarok daily play", {})
    bmsg = await r.wait_response()
    assert _hand_cards(bmsg) is not None
    bmsg = await _play_daily(world, bor, bmsg, random.Random(2), stop_after=5)
    await world.restart()
    # The message from before the restart still plays (each click brings its own token)...
    bmsg = await _daily_step(bor, bmsg, random.Random(3))
    before = bmsg.text()
    # ... and "continue" shows it in a new message.
    r = await bor.slash(world.chan, "tarok daily continue", {})
    resumed = await r.wait_response()
    assert resumed.id != bmsg.id and "continues" in resumed.text()
    assert _strip_notice(resumed.text()) == _strip_notice(before)
    brng = random.Random(2)
    first_deal = ""
    while "Challenge finished" not in resumed.text():
        resumed = await _daily_step(bor, resumed, brng)
        if "Deal 1 is over" in resumed.text():
            first_deal = resumed.text()
    assert "place " in first_deal and "of 2" in first_deal  # compared with ana's deal 1
    assert "place " in resumed.text()  # the day's comparison

    ana_run = await world.bot.store.daily.get(_today(world), "slovenian", ana.id)
    bor_run = await world.bot.store.daily.get(_today(world), "slovenian", bor.id)
    assert ana_run is not None and bor_run is not None
    assert ana_run.seed == bor_run.seed and ana_run.status == bor_run.status == "finished"
    # The boards of the day and of the month.
    for period in ("today", "month"):
        r = await ana.slash(world.chan, "tarok daily leaderboard", {"period": period})
        board = (await r.wait_response()).text()
        first, second = sorted(
            ((ana_run.total, ana.id), (bor_run.total, bor.id)), key=lambda x: (-x[0], x[1])
        )
        assert board.index(f"<@{first[1]}>") < board.index(f"<@{second[1]}>"), board


def _today(world: World) -> str:
    return world.bot.daily.today().isoformat() if world.bot.daily else ""


def _hand_cards(msg: FakeMessage) -> str | None:
    return next((a.filename for a in msg.attachments if a.filename.startswith("hand")), None)


def _strip_notice(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.startswith(">"))
