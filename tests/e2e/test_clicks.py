"""Refusals and robustness: double and stale clicks, outsiders, tampered ids, timers, restarts."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from fakediscord import FakeUser, NotVisibleError

from bot.screens import ids
from engine.slovenian import PlayerView, parse_action

from .conftest import WorldFactory
from .helpers import (
    Player,
    World,
    act,
    action_components,
    defaults,
    open_hand,
    play_deal,
    response_text,
    seat_of,
    start_game,
    table_message_or_none,
    wait_for_actions,
)


async def _on_turn(world: World, user: FakeUser) -> Player:
    """Open the user's hand and wait until it offers actions."""
    player = Player(user)
    await open_hand(world, player)
    await wait_for_actions(world, player)
    return player


async def test_double_and_stale_clicks_are_refused_and_nothing_is_applied_twice(
    make_world: WorldFactory,
) -> None:
    world = await make_world()
    ana = world.players[0]
    await start_game(world, [ana], computers=2, players=3)
    table = world.table
    player = await _on_turn(world, ana)
    # A second hand message of the same player (an older one stays behind).
    old = player.hand
    assert old is not None
    await open_hand(world, player)
    new = player.hand
    assert new is not None and new.id != old.id
    buttons = await wait_for_actions(world, player)
    cid = buttons[0]["custom_id"]
    parsed = ids.parse(cid)
    assert isinstance(parsed, ids.Act)
    move = parsed.move
    # Double click: two clicks on the same button before the first is answered.
    r1 = await ana.click(new, custom_id=cid, wait=False)
    r2 = await ana.click(new, custom_id=cid, wait=False)
    await r1.wait_ack()
    await r2.wait_ack()
    assert r1.callback_name == r2.callback_name == "UPDATE_MESSAGE"
    texts = [response_text(r1), response_text(r2)]
    stale = "That button is out of date"
    assert sum(stale in text for text in texts) == 1, texts
    # Stale click: the same button on the older hand message.
    r3 = await ana.click(old, custom_id=cid)
    assert r3.callback_name == "UPDATE_MESSAGE" and stale in response_text(r3)
    assert (await r3.wait_response()).id == old.id
    logged = await world.bot.store.tables.actions(table.id, table.deal_no)
    assert [a.move_no for a in logged].count(move) == 1
    assert [a.move_no for a in logged] == list(range(len(logged)))


async def test_a_non_player_is_refused(make_world: WorldFactory) -> None:
    world = await make_world()
    ana, eve = world.players[0], world.outsider
    table_msg = await start_game(world, [ana], computers=2, players=3)
    player = await _on_turn(world, ana)
    r = await eve.click(table_msg, label="My hand")
    reply = await r.wait_response()
    assert reply.ephemeral and reply.visible_to == eve.id
    assert "You are not seated at this table." in reply.text()
    assert player.hand is not None
    with pytest.raises(NotVisibleError):
        await eve.click(player.hand, custom_id=action_components(player.hand)[0][0]["custom_id"])
    logged = await world.bot.store.tables.actions(world.table.id, 1)
    assert all(a.actor_id != eve.id for a in logged)


async def test_tampered_custom_ids_get_a_clear_error_and_change_nothing(
    make_world: WorldFactory,
) -> None:
    world = await make_world()
    ana = world.players[0]
    await start_game(world, [ana], computers=2, players=3)
    table = world.table
    player = await _on_turn(world, ana)
    hand = player.hand
    assert hand is not None
    button = action_components(hand)[0][0]
    good = ids.parse(button["custom_id"])
    assert isinstance(good, ids.Act)
    before = len(await world.bot.store.tables.actions(table.id, table.deal_no))
    t_, s, d, m = good.table, good.seat, good.deal, good.move
    tampered = [
        f"tk:a:{t_}:{s}:{d}:{m}:fly:away",  # not an action
        f"tk:a:{t_}:{(s + 1) % 3}:{d}:{m}:pass",  # another seat's hand
        "tk:q:1",  # unknown kind
        f"tk:a:{t_}:{s}:{d}:{m}:play:{'X' * 90}",  # too long
    ]
    for bad in tampered:
        button["custom_id"] = bad
        r = await ana.click(hand, custom_id=bad)
        reply = await r.wait_response()
        assert reply.ephemeral and reply.id != hand.id
        assert "does not belong to you; nothing was changed" in reply.text(), bad
    # Well formed but not legal now: refused on the hand itself.
    seen = table.view(s)
    assert seen is not None
    illegal = next(a for a in ("play:T21", "bid:valat", "call:KH", "pass") if _not_legal(seen, a))
    bad = f"tk:a:{t_}:{s}:{d}:{m}:{illegal}"
    button["custom_id"] = bad
    r = await ana.click(hand, custom_id=bad)
    assert "not allowed" in response_text(r)
    assert len(await world.bot.store.tables.actions(table.id, table.deal_no)) == before


def _not_legal(seen: PlayerView, text: str) -> bool:
    return parse_action(text) not in seen.legal


async def test_a_move_timer_expiring_lets_the_computer_play(make_world: WorldFactory) -> None:
    world = await make_world()
    ana = world.players[0]
    await start_game(world, [ana], computers=2, players=3, timer=1)
    table = world.table
    assert table.config.move_timer == 1
    player = await _on_turn(world, ana)
    assert player.hand is not None and "Time runs out <t:" in player.hand.text()
    seat = seat_of(world, ana)

    def timed_out() -> bool:
        return any("Time ran out for" in rev.text() for rev in world.fake.revision_log)

    await world.fake.wait_for(timed_out, timeout=8, description="the timer to expire")
    logged = await world.bot.store.tables.actions(table.id, table.deal_no)
    timer_moves = [a for a in logged if a.actor_kind == "timer"]
    assert timer_moves and all(a.seat == seat and a.actor_id is None for a in timer_moves)


async def test_a_restart_mid_deal_continues_on_the_old_messages(
    make_world: WorldFactory,
) -> None:
    world = await make_world()
    table_msg = await start_game(world, world.players, players=4)
    table_id = world.table.id
    players = [Player(u) for u in world.players]
    for p in players:
        await open_hand(world, p)
    rng = random.Random(11)
    for _ in range(5):
        for p in players:
            await act(world, p, rng)
    await world.bot.presenter.idle()
    deal_no, move, to_move = world.table.deal_no, world.table.move, world.table.to_move
    assert to_move is not None
    on_turn = next(p for p in players if p.user.id == world.table.seats[to_move].user_id)
    await wait_for_actions(world, on_turn)
    old_hand = on_turn.hand
    assert old_hand is not None
    mark = world.fake.mark()
    await world.restart()
    assert world.bot.synced is False
    assert not world.fake.calls("PUT /applications/*", since=mark)
    table = world.table
    assert table.id == table_id and (table.deal_no, table.move) == (deal_no, move)
    # The old table message is refreshed, not replaced.
    await world.fake.wait_for(
        lambda: "restart of the bot" in table_msg.text(), description="the refreshed table"
    )
    assert world.table_message().id == table_msg.id
    # The player on turn acts on his old hand message (older than the restart).
    assert await act(world, on_turn, rng)
    logged = await world.bot.store.tables.actions(table_id, deal_no)
    assert logged[-1].move_no == move and logged[-1].actor_kind == "player"
    # And the deal is played to its end from the old table message's "My hand".
    summary = await play_deal(world, players, rng)
    assert "summary.png" in {a.filename for a in summary.attachments}


async def test_expired_hand_tokens_are_not_used_and_my_hand_recovers(
    make_world: WorldFactory,
) -> None:
    world = await make_world(table_defaults=defaults(computer_delay=0.3))
    ana = world.players[0]
    await start_game(world, [ana], computers=2, players=3)
    table = world.table
    seat = seat_of(world, ana)
    assert seat == 0 and table.to_move != seat  # the dealer: seat 1 bids first
    player = Player(ana)
    stale_hand = await open_hand(world, player)
    assert "Wait: " in stale_hand.text()
    # Sixteen minutes later (the fake's clock) the stored token has expired: her turn
    # comes, the push is refused, and nothing breaks.
    world.fake.advance_time(16 * 60)
    refused = await world.fake.wait_for(
        lambda: world.fake.calls("PATCH /webhooks/*", ok=False), description="a refused push"
    )
    assert all(c.error_code == 50027 for c in refused)
    assert not action_components(stale_hand)[0]  # it could not be updated
    # "My hand" gives a fresh hand with a fresh token, and play goes on.
    await open_hand(world, player)
    await wait_for_actions(world, player)
    assert await act(world, player, random.Random(2))


async def test_leaving_mid_session_and_taking_the_seat_back(make_world: WorldFactory) -> None:
    world = await make_world(table_defaults=defaults(computer_delay=0.05, deals=3))
    ana = world.players[0]
    table_msg = await start_game(world, [ana], computers=2, players=3)
    table = world.table
    player = Player(ana)
    hand = await open_hand(world, player)
    r = await ana.click(hand, label="Leave")
    assert (await r.wait_response()).id == hand.id
    assert "The computer is playing for you" in hand.text()
    await world.fake.wait_for(
        lambda: "The computer plays for: ana" in table_msg.text(), description="the stand-in"
    )
    await world.fake.wait_for(
        lambda: table.move > 8 or table.deal_no > 1, description="the computer's moves"
    )
    logged = await world.bot.store.tables.actions(table.id)
    assert any(a.actor_kind == "stand_in" and a.seat == 0 for a in logged)
    r = await ana.click(hand, label="Take my seat back")
    await r.wait_response()
    assert table.seats[0].present
    assert "The computer is playing for you" not in hand.text()


async def test_rate_limits_and_a_lost_table_message_are_survived(make_world: WorldFactory) -> None:
    world = await make_world(table_defaults=defaults(deals=2))
    ana = world.players[0]
    await start_game(world, [ana], computers=2, players=3)
    table = world.table
    player = Player(ana)
    rng = random.Random(9)
    # Table edits are rate limited for a while: discord.py waits and retries.
    fault = world.fake.rate_limit("PATCH /channels/*", times=3, retry_after=0.05)
    summary = await play_deal(world, [player], rng)
    assert fault.exhausted and len(fault.hits) == 3
    await ana.click(summary, label="Ready")
    await world.fake.wait_for(lambda: table.deal_no == 2, description="the second deal")
    original = await world.fake.wait_for(
        lambda: table_message_or_none(world), description="deal 2's table message"
    )
    await open_hand(world, player)
    # A moderator deletes the table message: the next update posts a new one.
    world.fake.inject_error(
        f"PATCH /channels/{world.chan.id}/messages/{original.id}",
        status=404,
        code=10008,
        message="Unknown Message",
        times=1000,
    )
    original.deleted = True

    def reposted() -> bool:
        found = table_message_or_none(world)
        return found is not None and found.id != original.id

    for _ in range(60):
        if reposted():
            break
        await world.fake.wait_for(
            lambda: reposted() or bool(player.hand and action_components(player.hand)[0]),
            description="ana's turn or the new table message",
        )
        if not reposted():
            await act(world, player, rng)
    assert reposted(), "the lost table message was not posted again"
    assert "deal 2 of 2" in (table_message_or_none(world) or original).text()


async def test_slow_renders_are_deferred_first(
    make_world: WorldFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When an image takes too long, the click is acknowledged first and answered after."""
    from bot.ui import controller

    world = await make_world()
    ana = world.players[0]
    await start_game(world, [ana], computers=2, players=3)
    monkeypatch.setattr(controller, "RENDER_BUDGET", 0.0)
    player = Player(ana)
    table_msg = world.table_message()
    r = await ana.click(table_msg, custom_id=re.compile(r"^tk:h:"))
    assert r.callback_name == "DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE"
    hand = await r.wait_response()
    assert hand.ephemeral and hand.is_components_v2 and hand.attachment("hand.png")
    player.hand = hand
    await wait_for_actions(world, player)
    r = await ana.click(hand, custom_id=action_components(hand)[0][0]["custom_id"])
    assert r.callback_name == "DEFERRED_UPDATE_MESSAGE"
    assert (await r.wait_response()).id == hand.id
    logged = await world.bot.store.tables.actions(world.table.id, 1)
    assert any(a.actor_id == ana.id for a in logged)


async def test_a_connection_to_discord_broken_while_a_click_is_answered_is_no_error(
    make_world: WorldFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bot that stops while clicks are answered (or a network that breaks) closes the
    connection under an answer: that is logged as a warning of the network, not as an
    error of the bot, and the next click is answered."""
    import aiohttp

    world = await make_world()
    ana = world.players[0]
    await start_game(world, [ana], computers=2, players=3)
    controller = world.bot.controller
    real = controller.on_my_hand
    broken = True

    async def on_my_hand(interaction: Any, table_id: int) -> None:
        nonlocal broken
        if broken:
            broken = False
            raise aiohttp.ClientConnectionResetError("Cannot write to closing transport")
        await real(interaction, table_id)

    monkeypatch.setattr(controller, "on_my_hand", on_my_hand)
    errors = len(world.fake.bot_errors)
    r = await ana.click(world.table_message(), custom_id=re.compile(r"^tk:h:"), wait=False)
    await r.expect_no_ack(within=0.3)
    r = await ana.click(world.table_message(), custom_id=re.compile(r"^tk:h:"))
    hand = await r.wait_response()
    assert hand.ephemeral
    assert len(world.fake.bot_errors) == errors, world.fake.bot_errors[errors:]


async def test_a_click_whose_answer_fails_as_the_bot_stops_is_no_error(
    make_world: WorldFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A stop whose grace runs out closes the bot's HTTP session under the clicks still
    being answered ("Session is closed"): a consequence of the stop, logged as a warning."""
    world = await make_world()
    ana = world.players[0]
    await start_game(world, [ana], computers=2, players=3)
    controller = world.bot.controller
    real = controller.on_my_hand

    async def on_my_hand(interaction: Any, table_id: int) -> None:
        controller.closing = True  # the stop began while this click was handled
        raise RuntimeError("Session is closed")

    monkeypatch.setattr(controller, "on_my_hand", on_my_hand)
    errors = len(world.fake.bot_errors)
    r = await ana.click(world.table_message(), custom_id=re.compile(r"^tk:h:"), wait=False)
    await r.expect_no_ack(within=0.3)
    assert len(world.fake.bot_errors) == errors, world.fake.bot_errors[errors:]
    controller.closing = False
    monkeypatch.setattr(controller, "on_my_hand", real)
    r = await ana.click(world.table_message(), custom_id=re.compile(r"^tk:h:"))
    assert (await r.wait_response()).ephemeral
