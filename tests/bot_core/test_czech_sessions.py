"""Czech taroky at a table on fake time: whole sessions under the standard rules and with each
switch (C1 kontra off, C2 automatic hand bonuses), the ledger and per-family statistics, a
restart mid-deal, a turn with a single legal action that waits for its player, the screens of
every moment, and the computer seats (the test player injected; the engine's players when
they exist).

The computer seats are the view-only test player of ``czech_helpers`` (``engine/czech/ai``
is written apart): these tests do not depend on it.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import random
from typing import Any

import pytest

from bot import families
from bot.screens import ids
from bot.screens.final import final_screen, session_result
from bot.screens.hand import hand_screen
from bot.screens.lobby import lobby_screen
from bot.screens.summary import deal_result, summary_screen
from bot.screens.table import event_lines, table_screen
from bot.tables import Table
from bot.tables import computer as computers
from bot.tables.computer import RandomComputer, TableComputers, computer_for_level
from bot.ui.images import render_all
from engine.core.record import replay
from engine.czech import CzechView, Kind, Phase, Rules

from .czech_helpers import FAMILY, RULE_SETS, steered_factory
from .helpers import ANA, BOR, CIR, DAN, GUILD, Rig, human_on_turn, make_rig, open_table, play_until

SWITCHES = {
    "standard": {},
    "no kontra (C1 off)": {"kontra": False},
    "automatic hand bonuses (C2)": {"hand_bonuses": "automatic"},
}


async def _check_books(rig: Rig, table: Table) -> None:
    """The ledger, the standings and an independent replay of the stored log agree."""
    store = rig.store
    assert table.session_id is not None
    session = await store.ledger.session(table.session_id)
    assert session is not None and session.status == "finished"
    deals = await store.tables.deals(table.id)
    first = json.loads(deals[0].header_json)
    # The first dealer was drawn by lot; the replayed match starts from the same one.
    match = FAMILY.new_match(  # type: ignore[call-arg]
        table.config.rules(), 4, max_deals=table.config.deals, dealer=first["dealer"]
    )
    for d in deals:
        logged = [a.action for a in await store.tables.actions(table.id, d.deal_no)]
        state = replay(FAMILY, json.loads(d.header_json), logged)
        if FAMILY.is_over(state):
            match.record(state)
    rows = await store.ledger.entries(table.session_id, "deal")
    assert len(rows) == 4 * match.deals_played == 4 * session.deals
    for e in rows:
        assert sum(line["amount"] for line in e.lines) == e.score
    totals = [sum(e.score for e in rows if e.seat == p) for p in range(4)]
    assert totals == match.totals == match.final_scores() == session.final_scores
    assert await store.ledger.entries(table.session_id, "settlement") == []
    assert rig.recorder.standings is not None
    assert [s.final for s in rig.recorder.standings] == totals


@pytest.fixture
async def czech_rig(rig: Rig) -> Rig:
    """A rig whose computer seats are the Czech test player."""
    await rig.close()
    return await make_rig(rig.path, rig.defaults, clock=rig.clock, computers=steered_factory)


async def _czech_table(rig: Rig, humans: list[int], **config: Any) -> Table:
    config.setdefault("deals", 2)
    table = await open_table(
        rig, humans, computers=4 - len(humans), family="czech", players=4, **config
    )
    await table.start(humans[0])
    return table


@pytest.mark.parametrize("name", list(SWITCHES))
async def test_a_czech_session_of_two_deals_keeps_its_books(czech_rig: Rig, name: str) -> None:
    rig = czech_rig
    table = await _czech_table(rig, [ANA, BOR], rule_overrides=SWITCHES[name])
    assert table.config.rules() == RULE_SETS[name]
    await play_until(table, rig.clock, random.Random(len(name)))
    assert table.status == "finished" and len(rig.recorder.sheets) == 2
    await _check_books(rig, table)
    assert table.session_id is not None
    booking = families.get("czech").booking
    for e in await rig.store.ledger.entries(table.session_id, "deal"):
        assert e.role in ("declarer", "partner", "opponent")
        assert e.contract in ("first", "second", "third", "solo")
        assert e.lines and e.lines[0]["item"] in ("game", "concession")
    session = await rig.store.ledger.session(table.session_id)
    assert session is not None and session.family == "czech" and session.players == 4
    # The points are Czech taroky's own: its leaderboard and statistics, not Slovenian's.
    board = await rig.store.stats.leaderboard(GUILD, "all", "total", family="czech")
    assert {r.user_id for r in board} == {ANA, BOR}
    assert await rig.store.stats.leaderboard(GUILD, "all", "total", family="slovenian") == []
    ana = await rig.store.stats.user_stats(
        ANA,
        GUILD,
        family="czech",
        bonus_items=booking.bonus_items,
        bonus_kinds=booking.bonus_kinds,
    )
    assert ana.deals == 2 and ana.sessions == 1
    assert sum(ana.roles.values()) == 2 and set(ana.roles) <= {"declarer", "partner", "opponent"}
    stats_lines = families.get("czech").display.stats_lines(ana, "cs")
    assert stats_lines[0].startswith("V roli soupeře: ")


async def test_many_czech_deals_with_every_kind_of_contract(czech_rig: Rig) -> None:
    rig = czech_rig
    table = await _czech_table(rig, [ANA], deals=16)
    await play_until(table, rig.clock, random.Random(4))
    await _check_books(rig, table)
    sheets = rig.recorder.sheets
    contracts = {getattr(s, "contract", None) for s in sheets}
    assert len(contracts) >= 3 and len(sheets) == 16


async def test_a_czech_table_resumes_mid_deal(czech_rig: Rig) -> None:
    rig = czech_rig
    table = await _czech_table(rig, [ANA, BOR, CIR, DAN], deals=2)
    rng = random.Random(8)

    def mid_deal() -> bool:
        v = table.view(None)
        return (
            table.deal_no == 1
            and isinstance(v, CzechView)
            and v.phase in (Phase.DISCARD, Phase.ANNOUNCE, Phase.PLAY)
            and human_on_turn(table) is not None
            and len(v.tricks) < 3
        )

    await play_until(table, rig.clock, rng, mid_deal)
    deal_no, move, to_move, state = table.deal_no, table.move, table.to_move, table.state
    rig2 = await rig.restart()
    await rig2.manager.resume_all()
    again = rig2.manager.require(table.channel_id)
    assert (again.deal_no, again.move, again.to_move) == (deal_no, move, to_move)
    assert again.state == state and again.config.family == "czech"
    # The hand after the restart offers the same legal actions as before.
    seat = again.to_move
    assert seat is not None
    before = sorted(FAMILY.format_action(a) for a in FAMILY.view(state, seat).legal)
    screen = hand_screen(again, seat, "cs")
    offered = [ids.parse(b.custom_id) for row in screen.rows for b in row]
    acts = sorted(a.action for a in offered if isinstance(a, ids.Act))
    picked = sorted(v for _, v, _ in screen.select.options) if screen.select else []
    assert sorted(acts + picked) == before
    await play_until(again, rig2.clock, rng)
    assert again.status == "finished"
    await _check_books(rig2, again)


async def test_a_turn_with_a_single_legal_action_waits_for_its_player(czech_rig: Rig) -> None:
    # In the announcement round the partner's only call is often Pass while an opponent could
    # say flek: answering it for the player would show who holds the called tarok.
    rig = czech_rig
    table = await _czech_table(rig, [ANA, BOR, CIR, DAN], deals=4)
    rng = random.Random(3)

    def single() -> bool:
        seat = table.to_move
        v = table.view(seat) if seat is not None else None
        return (
            human_on_turn(table) is not None
            and isinstance(v, CzechView)
            and len(v.legal) == 1
            and v.phase == Phase.ANNOUNCE
        )

    await play_until(table, rig.clock, rng, single)
    move, seat = table.move, table.to_move
    assert seat is not None
    await rig.clock.advance(3600)
    assert (table.move, table.to_move) == (move, seat)
    screen = hand_screen(table, seat, "en")
    acts = [ids.parse(b.custom_id) for row in screen.rows for b in row]
    assert [a.action for a in acts if isinstance(a, ids.Act)] == ["pass"]
    user = table.seats[seat].user_id
    assert user is not None
    await table.apply(user, "pass", move, deal_no=table.deal_no)
    assert table.move == move + 1


def _buttons(screen: Any) -> list[str]:
    return [b.custom_id for row in screen.rows for b in row]


async def test_the_screens_of_a_czech_table_come_from_views(czech_rig: Rig) -> None:
    rig = czech_rig
    lobby = await open_table(rig, [ANA, BOR], computers=2, family="czech", players=4, deals=2)
    text = "\n".join(lobby_screen(lobby, "cs").blocks)
    assert "Hra: České taroky" in text and "Standardní (výchozí)" in text and "4. počítač" in text
    await lobby.start(ANA)
    table = lobby
    rng = random.Random(12)
    kinds: set[str] = set()
    images: list[Any] = []
    for _ in range(2000):
        if not table.is_open or table.between_deals:
            break
        seat = table.to_move
        if seat is not None and table.seats[seat].is_human:
            v = table.view(seat)
            assert isinstance(v, CzechView)
            hand = hand_screen(table, seat, "cs")
            acts = [ids.parse(c) for c in _buttons(hand)]
            offered = sorted(a.action for a in acts if isinstance(a, ids.Act))
            if hand.select is not None:
                offered = sorted(offered + [value for _, value, _ in hand.select.options])
                assert hand.select.count == v.discards_left
                kinds.add("select")
            assert offered == sorted(FAMILY.format_action(a) for a in v.legal)
            assert all(a.seat == seat for a in acts if isinstance(a, ids.Act))
            assert "Jsi na tahu!" in "\n".join(hand.after)
            kinds.add(v.phase.name)
            images.extend(hand.images)
            user = table.seats[seat].user_id
            assert user is not None
            action = (
                rng.choice([a for a in v.legal if a.kind != Kind.CONCEDE])
                if v.phase == Phase.DISCARD
                else v.legal[0]
                if v.phase == Phase.BIDDING
                else rng.choice(v.legal)
            )
            await table.apply(user, action, table.move, deal_no=table.deal_no)
            public = table_screen(table, table.deal_no, "cs")
            assert public.rows and not public.select
            images.extend(public.images)
            continue
        assert await rig.clock.run_next()
    assert {"BIDDING", "PLAY"} <= kinds
    render_all(images[-12:])
    assert rig.recorder.sheets
    result = deal_result(table, rig.recorder.sheets[-1], "cs")
    summary = summary_screen(table, result, "cs")
    assert summary.blocks[0].startswith("### Rozdání 1: ")
    sheet = summary.images[1].model
    assert len(sheet.players) == 4 and sheet.radelci == ()  # type: ignore[attr-defined]
    render_all(summary.images)
    lines = event_lines(table, rig.recorder.events, ["A", "B", "C", "D"], "cs")
    assert any(" hraje " in line for line in lines)
    assert any("bere štych" in line for line in lines)
    await table.stop(ANA)
    assert rig.recorder.standings is not None
    final = final_screen(table, session_result(table, rig.recorder.standings, "cs"), "cs")
    assert "Konečné pořadí" in final.blocks[0]
    render_all(final.images)


# -- computer seats ---------------------------------------------------------------------------


def _czech_view() -> CzechView:
    state = FAMILY.deal(Rules(), 4, 0, random.Random(1))
    view = FAMILY.view(state, state.to_move)
    assert isinstance(view, CzechView) and view.legal
    return view


async def test_a_computer_seat_plays_the_engines_czech_player_or_a_random_legal_move(
    caplog: pytest.LogCaptureFixture,
) -> None:
    view = _czech_view()
    seats = TableComputers(computer_for_level, seed=5, delay=0.0, jitter=0.0)
    with caplog.at_level(logging.ERROR, logger="bot.tables.computer"):
        action = await seats.choose("normal", view, 77)
    assert action in view.legal
    if importlib.util.find_spec("engine.czech.ai") is None:
        # Until Czech taroky has computer players, the seat plays a random legal move and
        # says so in the log.
        assert action == RandomComputer()(view, 77)
        assert [r.levelname for r in caplog.records] == ["ERROR"]
    else:
        from engine.ai import choose_action

        assert action == choose_action(view, "normal", 77)
        assert not caplog.records


async def test_a_computer_seat_uses_the_engines_players_when_they_are_there(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The seat asks engine.ai.choose_action, which finds the family's players from the view:
    # whatever it answers for a Czech view is played.
    view = _czech_view()
    asked: list[Any] = []

    def choose_action(v: Any, level: str, seed: int, budget_s: float | None = None) -> Any:
        asked.append((v, level, seed))
        return v.legal[-1]

    monkeypatch.setattr(computers, "engine_choose_action", lambda: choose_action)
    seats = TableComputers(computer_for_level, seed=5, delay=0.0, jitter=0.0)
    assert await seats.choose("hard", view, 9) == view.legal[-1]
    assert asked == [(view, "hard", 9)]


async def test_a_czech_session_of_open_length_ends_with_the_round(czech_rig: Rig) -> None:
    # Asked for after the first deal, the session ends once everyone has dealt equally often:
    # after the fourth deal.
    rig = czech_rig
    table = await _czech_table(rig, [ANA], deals=None)
    lobby_text = "\n".join(lobby_screen(table, "cs").blocks)
    assert "Délka: dokud hráči nepřestanou, do konce kola" in lobby_text
    await play_until(table, rig.clock, random.Random(6), lambda: table.deal_no == 2)
    vote = await table.vote_end(ANA)
    assert vote.called
    await play_until(table, rig.clock, random.Random(6))
    assert table.status == "finished" and len(rig.recorder.sheets) == 4
    await _check_books(rig, table)
