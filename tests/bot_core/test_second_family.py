"""A second family, registered only here, through the generic path: configuration, the lobby,
whole sessions of 3 and of 5 players (a player sits each deal out), the ledger, per-family
statistics, a restart, and the screens built from views only.

"Three tricks" (``fake_family``) has no bot pieces of its own: the bot serves it with the
generic display and booking (``bot.families.base.generic``).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from bot import families
from bot.families import Display
from bot.screens import ids
from bot.screens.final import final_screen, session_result
from bot.screens.hand import hand_screen
from bot.screens.lobby import lobby_screen
from bot.screens.summary import deal_result, summary_screen
from bot.screens.table import event_lines, table_screen
from bot.store import TableConfig
from bot.tables import EndUnavailable, Table
from bot.ui.images import render_all

from . import fake_family
from .helpers import ANA, BOR, CIR, DAN, GUILD, Rig, human_on_turn, open_table, play_until

FAMILY = fake_family.NAME


def test_a_second_family_is_offered_only_while_registered() -> None:
    assert FAMILY not in families.names()
    before = families.names()
    assert before[0] == "slovenian" and "czech" in before
    fake_family.register()
    try:
        assert families.names() == ("slovenian", "french", "czech", FAMILY)
        bot_family = families.get(FAMILY)
        assert type(bot_family.display) is Display  # the generic pieces
        assert bot_family.engine is fake_family.FAMILY
        assert bot_family.render.style.deck is fake_family.DECK
    finally:
        fake_family.unregister()
    assert FAMILY not in families.names()
    with pytest.raises(families.UnknownFamily):
        families.get(FAMILY)


def test_a_table_config_follows_its_family(three_tricks: str) -> None:
    config = TableConfig(family=three_tricks, players=5, preset="nodouble")
    assert config.rules() == fake_family.FakeRules(name="nodouble", doubling=False)
    assert TableConfig.model_validate_json(config.model_dump_json()) == config
    assert TableConfig(family=three_tricks).preset == "plain"  # the family's first preset
    with pytest.raises(ValueError):
        TableConfig(family=three_tricks, players=2)
    with pytest.raises(ValueError):
        TableConfig(family=three_tricks, preset="pagat")
    with pytest.raises(ValueError):
        TableConfig(family=three_tricks, rule_overrides={"mond_penalty": 20})
    with pytest.raises(ValueError):
        TableConfig(family="no_such_game")
    assert TableConfig(players=2 + 1).family == "slovenian"


async def _five(rig: Rig, family: str, **config: Any) -> Table:
    table = await open_table(rig, [ANA, BOR, CIR], computers=2, family=family, players=5, **config)
    await table.start(ANA)
    return table


async def test_a_five_player_session_seats_four_and_books_who_sat_out(
    rig: Rig, three_tricks: str
) -> None:
    table = await _five(rig, three_tricks, deals=6)
    seen_seats: list[tuple[int, ...]] = []

    def note() -> bool:
        if table.deal_seats and (not seen_seats or seen_seats[-1] != table.deal_seats):
            seen_seats.append(table.deal_seats)
        return False

    await play_until(table, rig.clock, random.Random(3), lambda: note())
    assert table.status == "finished" and len(rig.recorder.sheets) == 6
    # The dealer sits out in turn: every deal seats the other four, from his left.
    for n, seats in enumerate(seen_seats):
        dealer = n % 5
        assert seats == tuple((dealer + 1 + i) % 5 for i in range(4))
    rows = await rig.store.ledger.entries(table.session_id or 0)
    by_deal: dict[int, list[Any]] = {}
    for e in rows:
        if e.kind != "settlement":
            by_deal.setdefault(e.deal_no, []).append(e)
    assert sorted(by_deal) == [1, 2, 3, 4, 5, 6]
    for deal_no, entries in by_deal.items():
        out = [e for e in entries if e.kind == "out"]
        assert len(entries) == 5 and len(out) == 1
        assert out[0].seat == (deal_no - 1) % 5 and out[0].score == 0 and out[0].lines == []
        assert {e.seat for e in entries} == set(range(5))
        for e in entries:
            assert sum(line["amount"] for line in e.lines) == e.score
    totals = [sum(e.score for e in rows if e.seat == p) for p in range(5)]
    assert table.match is not None and totals == table.match.totals
    session = await rig.store.ledger.session(table.session_id or 0)
    assert session is not None and session.players == 5 and session.family == three_tricks
    assert session.final_scores == totals
    # A player's statistics count the deals he played, not the one he sat out.
    for user, seat in ((ANA, 0), (BOR, 1), (CIR, 2)):
        stats = await rig.store.stats.user_stats(user, GUILD, family=three_tricks)
        played = sum(1 for entries in by_deal.values() for e in entries if e.seat == seat)
        sat_out = sum(1 for d in by_deal if (d - 1) % 5 == seat)
        assert stats.deals == played - sat_out == 6 - sat_out
        assert stats.total == totals[seat] and stats.family == three_tricks


async def test_points_of_two_families_are_never_mixed(rig: Rig, three_tricks: str) -> None:
    other = await rig.manager.open_lobby(GUILD, 11, DAN, "Dan", rig.defaults.config(players=4))
    await other.start(DAN)
    await play_until(other, rig.clock, random.Random(5))
    fake = await _five(rig, three_tricks, deals=3)
    await play_until(fake, rig.clock, random.Random(6))
    stats = rig.store.stats
    slovenian = await stats.leaderboard(GUILD, "all", "total", family="slovenian")
    three = await stats.leaderboard(GUILD, "all", "total", family=three_tricks)
    assert [r.user_id for r in slovenian] == [DAN]
    assert {r.user_id for r in three} == {ANA, BOR, CIR}
    # Three humans at seats 0-2, three deals; the dealers of deals 1-3 (seats 0-2) sit out.
    assert sum(r.deals for r in three) == 3 * 3 - sum(1 for d in range(3) if d % 5 < 3) == 6
    dan = await stats.user_stats(DAN, GUILD, family="slovenian")
    assert dan.deals == 2 and dan.total == other.match.final_scores()[0]  # type: ignore[union-attr]
    assert (await stats.user_stats(DAN, GUILD, family=three_tricks)).deals == 0
    ana = await stats.user_stats(ANA, GUILD, family="slovenian")
    assert ana.deals == 0 and ana.series == [] and ana.sessions == 0
    both = await stats.history(guild_id=GUILD)
    assert Counter(s.family for s in both) == {"slovenian": 1, three_tricks: 1}
    only = await stats.history(guild_id=GUILD, family=three_tricks)
    assert [s.family for s in only] == [three_tricks]


async def test_a_five_player_table_resumes_mid_deal(rig: Rig, three_tricks: str) -> None:
    table = await _five(rig, three_tricks, deals=4)
    rng = random.Random(8)
    await play_until(
        table, rig.clock, rng, lambda: table.deal_no == 2 and human_on_turn(table) is not None
    )
    deal_no, move, seats, to_move = table.deal_no, table.move, table.deal_seats, table.to_move
    state = table.state
    rig2 = await rig.restart()
    await rig2.manager.resume_all()
    again = rig2.manager.require(table.channel_id)
    assert (again.deal_no, again.move, again.deal_seats, again.to_move) == (
        deal_no,
        move,
        seats,
        to_move,
    )
    assert again.state == state
    await play_until(again, rig2.clock, rng)
    assert again.status == "finished"
    rows = await rig2.store.ledger.entries(again.session_id or 0, "out")
    assert [e.deal_no for e in rows] == [1, 2, 3, 4]


async def test_a_session_of_open_length_ends_when_asked(rig: Rig, three_tricks: str) -> None:
    table = await open_table(rig, [ANA], computers=2, family=three_tricks, players=3, deals=None)
    await table.start(ANA)
    await play_until(table, rig.clock, random.Random(2), lambda: table.deal_no == 3)
    vote = await table.vote_end(ANA)
    assert vote.called and table.end_requested_after == 2
    with pytest.raises(EndUnavailable):
        await table.vote_end(ANA)
    await play_until(table, rig.clock, random.Random(2))
    # Three tricks ends with the deal being played when the players ask.
    assert table.status == "finished" and len(rig.recorder.sheets) == 3


def _buttons(screen: Any) -> list[str]:
    return [b.custom_id for row in screen.rows for b in row]


async def test_the_screens_of_a_second_family_come_from_views(rig: Rig, three_tricks: str) -> None:
    lobby = await open_table(rig, [ANA, BOR, CIR], computers=2, family=three_tricks, players=5)
    text = "\n".join(lobby_screen(lobby, "en").blocks)
    assert "Game: Threetricks" in text and "5. computer" in text
    await lobby.start(ANA)
    table = lobby
    await play_until(table, rig.clock, random.Random(9), lambda: human_on_turn(table) is not None)
    seat = table.to_move
    assert seat is not None
    out = next(s for s in range(5) if s not in table.deal_seats)
    view = table.view(seat)
    # The hand offers exactly the legal actions of the seat's view.
    hand = hand_screen(table, seat, "en")
    acts = [ids.parse(c) for c in _buttons(hand)]
    offered = [a.action for a in acts if isinstance(a, ids.Act)]
    engine = fake_family.FAMILY
    assert sorted(offered) == sorted(engine.format_action(a) for a in view.legal)
    assert all(isinstance(a, ids.Act) and a.seat == seat for a in acts if isinstance(a, ids.Act))
    assert hand.images and hand.images[0].model == tuple(c for c in range(54) if view.hand >> c & 1)
    # A seat that sits the deal out sees the public table and no action.
    assert table.seats[out].is_human, out  # in the first deal the host (seat 0) deals
    resting = hand_screen(table, out, "en")
    assert "You sit this deal out." in "\n".join(resting.after)
    assert not any(isinstance(ids.parse(c), ids.Act) for c in _buttons(resting))
    assert not resting.images
    public = table_screen(table, table.deal_no, "en")
    head = public.blocks[0]
    assert f"{out + 1}. **" in head and "sits this deal out" in head
    # No card can be on the table during the bidding: no image of an empty one.
    assert table.view(None).phase_name == "bidding" and not public.images
    await play_until(
        table, rig.clock, random.Random(11), lambda: table.view(None).phase_name == "play"
    )
    public = table_screen(table, table.deal_no, "en")
    trick = public.images[0].model
    assert len(trick.seats) == 4  # type: ignore[attr-defined]
    # The seat on turn is marked (the leader of the first trick, before any card).
    assert trick.to_move == table.view(None).to_move  # type: ignore[attr-defined]
    played = {c for t in table.view(None).tricks for c in t.cards} | set(table.view(None).trick)
    assert {p.card for p in trick.cards} <= played  # type: ignore[attr-defined]
    render_all([*hand.images, *public.images])
    # The end of a deal and of the session, and the event lines, in the generic words.
    await play_until(table, rig.clock, random.Random(10), lambda: table.between_deals)
    assert rig.recorder.sheets
    result = deal_result(table, rig.recorder.sheets[-1], "en")
    summary = summary_screen(table, result, "en")
    sheet = summary.images[1].model
    assert len(sheet.players) == 5  # type: ignore[attr-defined]
    row = sheet.rows[0]  # type: ignore[attr-defined]
    assert row.deltas[out] is None and len(row.deltas) == 5
    render_all(summary.images)
    lines = event_lines(table, rig.recorder.events, ["A", "B", "C", "D", "E"], "en")
    assert any(" plays " in line for line in lines)
    assert any("takes the trick" in line for line in lines)
    await table.stop(ANA)
    assert rig.recorder.standings is not None
    final = final_screen(table, session_result(table, rig.recorder.standings, "en"), "en")
    assert "Final standings" in final.blocks[0]
    render_all(final.images)
