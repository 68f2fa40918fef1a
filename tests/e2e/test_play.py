"""Whole deals and sessions played by clicking what the bot sent."""

from __future__ import annotations

import random

from fakediscord import FakeMessage

from engine.slovenian import Kind, parse_action

from .conftest import WorldFactory
from .helpers import Player, act, action_components, open_hand, play_deal, start_game


def _public(msg: FakeMessage) -> None:
    assert not msg.ephemeral and msg.is_components_v2


async def test_a_four_player_deal_with_four_humans(make_world: WorldFactory) -> None:
    world = await make_world()
    table_msg = await start_game(world, world.players, players=4)
    _public(table_msg)
    # The bidding shows the bids in words and no image of an empty table.
    assert "Bidding" in table_msg.text() and table_msg.media_attachments() == []
    table_id = world.table.id
    players = [Player(u) for u in world.players]
    # Players not on turn see their hand and whom they wait for.
    on_turn = world.table.to_move
    waiting = [p for i, p in enumerate(players) if i != on_turn]
    for p in waiting:
        hand = await open_hand(world, p)
        assert "Wait: " in hand.text() and not action_components(hand)[0]
        assert hand.attachment("hand.png").image().height > 100
    summary = await play_deal(world, players, random.Random(4))
    _public(summary)
    assert {a.filename for a in summary.media_attachments()} == {"summary.png", "scoresheet.png"}
    assert all(p.clicks > 0 for p in players)
    logged = await world.bot.store.tables.actions(table_id, 1)
    assert logged and all(a.actor_kind == "player" for a in logged)
    assert [a.move_no for a in logged] == list(range(len(logged)))
    by_user = {a.actor_id for a in logged}
    assert by_user == {u.id for u in world.players}
    # Every action click was answered by editing the clicker's own hand message.
    for p in players:
        assert p.hand is not None and p.hand.ephemeral and p.hand.visible_to == p.user.id


async def test_a_three_player_deal_with_three_humans(make_world: WorldFactory) -> None:
    world = await make_world()
    humans = world.players[:3]
    await start_game(world, humans, players=3, preset="palcka")
    table = world.table
    assert table.config.players == 3 and table.config.preset == "palcka"
    hand = await play_deal(world, [Player(u) for u in humans], random.Random(3))
    assert "summary.png" in {a.filename for a in hand.attachments}
    logged = await world.bot.store.tables.actions(table.id, 1)
    assert {a.seat for a in logged} <= {0, 1, 2}


async def test_humans_with_computers(make_world: WorldFactory) -> None:
    world = await make_world()
    ana, bor = world.players[:2]
    await start_game(world, [ana, bor], computers=1, players=4)
    table = world.table
    assert [s.is_human for s in table.seats] == [True, True, False, False]
    await play_deal(world, [Player(ana), Player(bor)], random.Random(8))
    logged = await world.bot.store.tables.actions(table.id, 1)
    kinds = {a.actor_kind for a in logged}
    assert "computer" in kinds and kinds <= {"player", "computer"}
    assert {a.seat for a in logged if a.actor_kind == "computer"} <= {2, 3}


async def test_a_session_to_its_end_books_the_ledger(make_world: WorldFactory) -> None:
    world = await make_world()
    ana, bor = world.players[:2]
    await start_game(world, [ana, bor], computers=2, players=4, length="2")
    table = world.table
    session_id = table.session_id
    assert session_id is not None
    rng = random.Random(22)
    players = [Player(ana), Player(bor)]
    summary = await play_deal(world, players, rng)
    # Ana clicks Ready on the summary, Bor on his hand: the second deal starts at once.
    await ana.click(summary, label="Ready")
    assert players[1].hand is not None
    await world.fake.wait_for(
        lambda: players[1].hand is not None and players[1].hand.find_components(label="Ready"),
        description="Ready on bor's hand",
    )
    r = await bor.click(players[1].hand, label="Ready")
    assert (await r.wait_response()).id == players[1].hand.id
    await world.fake.wait_for(lambda: table.deal_no == 2, description="the second deal")
    await play_deal(world, players, rng)
    final = await world.fake.wait_for(lambda: world.finals(), description="the final standings")
    final_msg = final[-1]
    assert "scoresheet.png" in {a.filename for a in final_msg.media_attachments()}
    assert final_msg.find_button(label="Play again")
    # The ledger: two deals, one row per seat each, and the session closed with standings.
    session = await world.bot.store.ledger.session(session_id)
    assert session is not None and session.status == "finished" and session.deals == 2
    entries = await world.bot.store.ledger.entries(session_id)
    deal_rows = [e for e in entries if e.kind == "deal"]
    assert sorted((e.deal_no, e.seat) for e in deal_rows) == [
        (d, s) for d in (1, 2) for s in range(4)
    ]
    ana_total = sum(e.score for e in entries if e.user_id == ana.id)
    assert session.final_scores is not None and session.final_scores[0] == ana_total
    # The summary message lost its Ready button once the next deal started.
    assert not [b for b in summary.buttons() if b.get("custom_id", "").startswith("tk:r:")]
    # /tarok leaderboard shows the booked totals.
    r = await ana.slash(world.chan, "tarok leaderboard", {})
    board = await r.wait_response()
    assert not board.ephemeral
    text = board.text()
    assert f"<@{ana.id}>" in text and f"<@{bor.id}>" in text
    assert f"<@{ana.id}>: {ana_total} " in text
    # No pings: every message the bot sent or edited disallowed mentions.
    checked = 0
    for call in world.fake.calls(method="POST") + world.fake.calls(method="PATCH"):
        body = call.json if isinstance(call.json, dict) else {}
        data = body.get("data", body)
        if isinstance(data, dict) and ("components" in data or "content" in data):
            assert data.get("allowed_mentions", {}).get("parse") == [], call.route
            checked += 1
    assert checked > 10


async def test_play_again_opens_a_new_lobby(make_world: WorldFactory) -> None:
    world = await make_world()
    ana = world.players[0]
    await start_game(world, [ana], computers=2, players=3)
    old_id = world.table.id
    await play_deal(world, [Player(ana)], random.Random(5))
    final = await world.fake.wait_for(lambda: world.finals(), description="the final standings")
    r = await ana.click(final[-1], label="Play again")
    lobby = await r.wait_response()
    assert not lobby.ephemeral and lobby.find_button(label="Start")
    table = world.table
    assert table.id != old_id and table.status == "lobby"
    assert [s.is_human for s in table.seats] == [True, False, False]


async def test_the_skis_round_vote(make_world: WorldFactory) -> None:
    world = await make_world()
    ana, bor = world.players[:2]
    await start_game(world, [ana, bor], computers=1, players=3, length="skis")
    table = world.table
    assert table.config.deals is None
    summary = await play_deal(world, [Player(ana), Player(bor)], random.Random(6))
    r = await bor.click(summary, label="Škis round")
    vote = await r.wait_followup()
    assert vote.ephemeral and "Votes for the škis round: 1/2" in vote.text()
    await ana.click(summary, label="Škis round")  # the host's vote decides
    await world.fake.wait_for(
        lambda: "The škis round has been called" in summary.text(), description="the call"
    )
    assert table.match is not None and table.match.skis_called
    assert not summary.find_components(label="Škis round")


async def test_the_discard_select_offers_exactly_the_legal_cards(make_world: WorldFactory) -> None:
    world = await make_world()
    await start_game(world, world.players, players=4)
    table = world.table
    players = [Player(u) for u in world.players]
    for p in players:
        await open_hand(world, p)
    rng = random.Random(12)

    def discarding() -> Player | None:
        for p in players:
            if p.hand is not None and action_components(p.hand)[1]:
                return p
        return None

    for _ in range(200):
        if discarding() is not None or table.deal_no > 1 or not table.is_open:
            break
        moved = False
        for p in players:
            moved = await act(world, p, rng, modest=True) or moved
        if not moved:
            await world.fake.wait_for(
                lambda: (
                    discarding() or any(action_components(p.hand)[0] for p in players if p.hand)
                ),
                description="a move",
            )
    declarer = discarding()
    assert declarer is not None and declarer.hand is not None, "no talon exchange was played"
    select = action_components(declarer.hand)[1][0]
    seat = table.seat_of(declarer.user.id)
    assert seat is not None
    seen = table.view(seat)
    assert seen is not None
    count = seen.discards_left
    assert select["min_values"] == select["max_values"] == count
    legal = {a.arg for a in seen.legal if a.kind == Kind.DISCARD}
    assert {parse_action(o["value"]).arg for o in select["options"]} == legal
    move = table.move
    choice = [o["value"] for o in select["options"][:count]]
    r = await declarer.user.select(declarer.hand, choice, custom_id=select["custom_id"])
    assert (await r.wait_response()).id == declarer.hand.id
    logged = await world.bot.store.tables.actions(table.id, 1)
    discards = [a for a in logged if a.move_no >= move][:count]
    assert [a.action for a in discards] == choice
    assert all(parse_action(v).kind == Kind.DISCARD for v in choice)
    assert all(a.seat == seat and a.actor_kind == "player" for a in discards)
