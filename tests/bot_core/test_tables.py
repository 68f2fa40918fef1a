"""Tables on fake time: whole sessions, refusals, timers, leaving, restarts, coalescing."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
from dataclasses import replace
from typing import Any

import pytest

from bot.store import Store
from bot.tables import (
    AlreadySeated,
    EndUnavailable,
    IllegalMove,
    InvalidAction,
    NeedHuman,
    NoComputer,
    NotAway,
    NotBetweenDeals,
    NotHost,
    NotSeated,
    NotYourTurn,
    SeatRef,
    StaleAction,
    Table,
    TableExists,
    TableFull,
    WrongStatus,
)
from engine import families
from engine.core.record import replay
from engine.slovenian import legal_actions
from engine.slovenian.actions import PASS

from .helpers import (
    ANA,
    BOR,
    CHANNEL,
    CIR,
    DAN,
    DEFAULTS,
    Rig,
    cautious_factory,
    human_on_turn,
    make_rig,
    open_table,
    play_until,
)


async def _replay_match(store: Store, table: Table) -> tuple[Any, int]:
    """An independent replay of the stored session through the family protocol: the match
    and the number of actions."""
    family = families.get(table.config.family)
    match = family.new_match(
        table.config.rules(), table.config.players, max_deals=table.config.deals
    )
    actions = 0
    for d in await store.tables.deals(table.id):
        if table.end_requested_after == d.deal_no - 1:
            match.request_end()
        logged = [a.action for a in await store.tables.actions(table.id, d.deal_no)]
        actions += len(logged)
        state = replay(family, json.loads(d.header_json), logged)
        if family.is_over(state):
            match.record(state)
    return match, actions


async def _check_books(rig: Rig, table: Table) -> None:
    """The ledger, the standings and an independent replay of the log agree."""
    store = rig.store
    assert table.session_id is not None
    session = await store.ledger.session(table.session_id)
    assert session is not None and session.status == "finished"
    match, actions = await _replay_match(store, table)
    assert match.finished or session.ended_early
    deal_rows = await store.ledger.entries(table.session_id, "deal")
    players = table.config.players
    assert len(deal_rows) == match.deals_played * players == session.deals * players
    assert len({(e.deal_no, e.seat) for e in deal_rows}) == len(deal_rows)
    for e in deal_rows:
        assert sum(line["amount"] for line in e.lines) == e.score
    totals = [sum(e.score for e in deal_rows if e.seat == p) for p in range(players)]
    assert totals == match.totals
    radelc_rows = await store.ledger.entries(table.session_id, "settlement")
    finals = list(totals)
    for e in radelc_rows:
        finals[e.seat] += e.score
    assert finals == match.final_scores() == session.final_scores
    assert rig.recorder.standings is not None
    assert [s.final for s in rig.recorder.standings] == finals
    assert len(rig.recorder.events) <= actions


# -- whole sessions --------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(6))
async def test_full_four_player_session(rig: Rig, seed: int) -> None:
    table = await open_table(rig, [ANA, BOR], computers=1, deals=3)
    await table.start(ANA)
    assert [s.user_id for s in table.seats] == [ANA, BOR, None, None]
    await play_until(table, rig.clock, random.Random(seed))
    assert table.status == "finished" and rig.recorder.closed == ["finished"]
    assert rig.manager.get(CHANNEL) is None
    assert [k for k in rig.recorder.kinds("deal_started")] == [1, 2, 3]
    assert len(rig.recorder.sheets) == 3
    await _check_books(rig, table)
    row = await rig.store.tables.get(table.id)
    assert row is not None and row.status == "finished"
    assert not rig.recorder.errors


@pytest.mark.parametrize(
    ("seed", "preset"), [(s, p) for s in range(3) for p in ("pagat", "palcka")]
)
async def test_full_three_player_session(rig: Rig, seed: int, preset: str) -> None:
    table = await open_table(rig, [CIR], players=3, deals=4, preset=preset)
    await table.start(CIR)
    assert [s.user_id for s in table.seats] == [CIR, None, None]
    await play_until(table, rig.clock, random.Random(seed))
    assert table.status == "finished"
    assert len(rig.recorder.sheets) == 4
    await _check_books(rig, table)
    stats = await rig.store.stats.user_stats(CIR, family="slovenian")
    assert stats.deals == 4 and stats.sessions == 1


async def test_session_ended_by_the_skis_round(rig: Rig) -> None:
    table = await open_table(rig, [ANA, BOR], computers=2, deals=None)
    await table.start(ANA)
    with pytest.raises(NotSeated):
        await table.vote_end(DAN)
    vote = await table.vote_end(BOR)
    assert vote == type(vote)(False, 1, 2)
    vote = await table.vote_end(ANA)  # the host decides
    assert vote.called and table.end_requested_after == 0
    with pytest.raises(EndUnavailable):
        await table.vote_end(BOR)
    await play_until(table, rig.clock, random.Random(5))
    assert table.status == "finished"
    await _check_books(rig, table)
    row = await rig.store.tables.get(table.id)
    assert row is not None and row.end_requested_after == 0


# -- refusals ------------------------------------------------------------------------------
async def _table_on_human_turn(rig: Rig, rng: random.Random, **config: object) -> Table:
    table = await open_table(rig, [ANA, BOR], computers=2, **config)
    await table.start(ANA)
    await play_until(table, rig.clock, rng, lambda: human_on_turn(table) is not None)
    return table


async def test_stale_and_double_clicks_are_refused(rig: Rig) -> None:
    table = await _table_on_human_turn(rig, random.Random(1))
    user = human_on_turn(table)
    assert user is not None
    seen = table.view(table.to_move)
    assert seen is not None
    action = seen.legal[0]
    move, deal_no = table.move, table.deal_no
    with pytest.raises(StaleAction):
        await table.apply(user, action, move - 1 if move else move + 5, deal_no=deal_no)
    with pytest.raises(StaleAction):
        await table.apply(user, action, move, deal_no=deal_no + 1)
    first, second = await asyncio.gather(
        table.apply(user, action, move, deal_no=deal_no),
        table.apply(user, action, move, deal_no=deal_no),
        return_exceptions=True,
    )
    results = [first, second]
    assert sum(isinstance(r, StaleAction) for r in results) == 1
    assert sum(not isinstance(r, BaseException) for r in results) == 1
    logged = await rig.store.tables.actions(table.id, deal_no)
    assert [a.move_no for a in logged].count(move) == 1
    assert table.move == move + 1


async def test_not_seated_not_your_turn_illegal_and_malformed(rig: Rig) -> None:
    table = await _table_on_human_turn(rig, random.Random(2))
    user = human_on_turn(table)
    assert user is not None
    other = BOR if user == ANA else ANA
    seat = table.to_move
    assert seat is not None
    seen = table.view(seat)
    assert seen is not None
    with pytest.raises(NotSeated):
        await table.apply(DAN, seen.legal[0], table.move)
    with pytest.raises(NotYourTurn):
        await table.apply(other, seen.legal[0], table.move)
    with pytest.raises(InvalidAction):
        await table.apply(user, "play:XX", table.move)
    state = table.state
    assert state is not None
    wrong = next(a for a in ("bid:valat", "pass", "play:T21", "call:KH") if _illegal(state, a))
    with pytest.raises(IllegalMove) as err:
        await table.apply(user, wrong, table.move)
    assert err.value.key == "error.illegal" and err.value.params["action"] == wrong
    with pytest.raises(NotSeated):
        await table.apply(SeatRef(7), seen.legal[0], table.move)
    # Acting as a seat (terminal client) works like the seat's player.
    result = await table.apply(SeatRef(seat), seen.legal[0], table.move)
    assert result.move == seen.move


def _illegal(state: object, text: str) -> bool:
    from engine.slovenian import parse_action

    return parse_action(text) not in legal_actions(state)  # type: ignore[arg-type]


# -- timers, away, leaving -------------------------------------------------------------------
async def test_timer_expiry_plays_for_the_human_and_two_misses_mark_him_away(
    db_path: object,
) -> None:
    rig = await make_rig(db_path, replace(DEFAULTS, move_timer=30.0))  # type: ignore[arg-type]
    table = await _table_on_human_turn(rig, random.Random(6))
    user = human_on_turn(table)
    assert user is not None
    seat = table.seat_of(user)
    assert seat is not None
    move, deal_no = table.move, table.deal_no
    assert table.turn_deadline == pytest.approx(rig.clock.now() + 30.0)
    await rig.clock.advance(29.0)
    assert table.move == move  # still waiting for him
    await rig.clock.advance(1.0)
    assert table.move > move or table.deal_no > deal_no
    logged = await rig.store.tables.actions(table.id, deal_no)
    assert logged[move].actor_kind == "timer" and logged[move].seat == seat
    assert logged[move].actor_id is None
    assert table.seats[seat].misses == 1 and table.seats[seat].present

    # His next turn: he misses again and is marked away.
    await play_until(table, rig.clock, random.Random(7), lambda: table.to_move == seat)
    await rig.clock.advance(30.0)
    assert table.seats[seat].away and not table.seats[seat].present
    stored = await rig.store.tables.seats(table.id)
    assert stored[seat].away and stored[seat].misses == 2

    # From now on a computer stands in after its short delay, without waiting for a timer.
    await play_until(table, rig.clock, random.Random(8), lambda: table.to_move == seat)
    here, deal_no = table.move, table.deal_no
    await rig.clock.advance(DEFAULTS.computer_delay * 1.25)
    logged = await rig.store.tables.actions(table.id, deal_no)
    assert (logged[here].seat, logged[here].actor_kind) == (seat, "stand_in")

    # He comes back: his turns wait for him again.
    await table.return_to_seat(user)
    assert table.seats[seat].present and table.seats[seat].misses == 0
    with pytest.raises(NotAway):
        await table.return_to_seat(user)
    await play_until(table, rig.clock, random.Random(9), lambda: table.to_move == seat, ready=False)
    assert table.is_open and table.to_move == seat
    here = table.move
    await rig.clock.advance(29.0)
    assert table.move == here


async def test_a_human_acting_while_away_is_back(db_path: object) -> None:
    rig = await make_rig(db_path, replace(DEFAULTS, move_timer=10.0))  # type: ignore[arg-type]
    table = await _table_on_human_turn(rig, random.Random(10))
    user = human_on_turn(table)
    assert user is not None
    seat = table.seat_of(user)
    assert seat is not None
    move, deal_no = table.move, table.deal_no
    await table.leave(user)
    assert table.seats[seat].left
    # The computer now plays his seat (it is his turn): nothing waits for the timer.
    await rig.clock.advance(DEFAULTS.computer_delay * 1.25)
    logged = await rig.store.tables.actions(table.id, deal_no)
    assert (logged[move].seat, logged[move].actor_kind) == (seat, "stand_in")
    await play_until(table, rig.clock, random.Random(11), lambda: table.to_move == seat)
    assert table.is_open and table.to_move == seat
    # He clicks while the stand-in is thinking: his own move counts and he is back.
    seen = table.view(seat)
    assert seen is not None
    await table.apply(user, seen.legal[0], table.move, deal_no=table.deal_no)
    assert table.seats[seat].present and not table.seats[seat].left
    assert not (await rig.store.tables.seats(table.id))[seat].left
    await rig.clock.advance(DEFAULTS.computer_delay * 2)  # the overtaken stand-in gives up
    assert not rig.recorder.errors


async def test_leave_and_take_the_seat_back(rig: Rig) -> None:
    table = await open_table(rig, [ANA, BOR], computers=2, deals=2)
    await table.start(ANA)
    bor = table.seat_of(BOR)
    assert bor is not None
    await table.leave(BOR)
    assert table.seats[bor].left and table.seats[bor].computer_plays
    assert (await rig.store.tables.seats(table.id))[bor].left
    # Deal 1 is played with a computer standing in for Bor.
    await play_until(table, rig.clock, random.Random(12), lambda: table.between_deals)
    rows = await rig.store.ledger.entries(table.session_id or 0, "deal")
    bor_row = next(e for e in rows if e.seat == bor and e.deal_no == 1)
    assert bor_row.user_id == BOR and bor_row.stand_in
    stand_ins = [a for a in await rig.store.tables.actions(table.id, 1) if a.seat == bor]
    assert stand_ins and all(a.actor_kind == "stand_in" for a in stand_ins)
    # Ana alone is enough for Ready; then Bor takes his seat back for deal 2.
    assert await table.ready(ANA)
    await table.return_to_seat(BOR)
    assert table.seats[bor].present
    await play_until(table, rig.clock, random.Random(13))
    assert table.status == "finished"
    rows = await rig.store.ledger.entries(table.session_id or 0, "deal")
    assert not next(e for e in rows if e.seat == bor and e.deal_no == 2).stand_in
    await _check_books(rig, table)


async def test_ready_starts_the_next_deal_early_else_the_pause_does(rig: Rig) -> None:
    table = await open_table(rig, [ANA, BOR], computers=2, deals=3)
    await table.start(ANA)
    with pytest.raises(NotBetweenDeals):
        await table.ready(ANA)
    await play_until(table, rig.clock, random.Random(14), lambda: table.between_deals)
    assert table.next_deal_at == pytest.approx(rig.clock.now() + DEFAULTS.next_deal_pause)
    assert not await table.ready(ANA)
    assert table.between_deals and table.ready_seats == {0}
    assert await table.ready(BOR)
    assert table.deal_no == 2 and not table.between_deals
    await play_until(table, rig.clock, random.Random(15), lambda: table.between_deals)
    started = rig.clock.now()
    await rig.clock.advance(DEFAULTS.next_deal_pause - 0.01)
    assert table.deal_no == 2
    await rig.clock.advance(0.01)
    assert table.deal_no == 3 and rig.clock.now() == pytest.approx(started + 15.0)


async def test_everybody_gone_ends_the_session(rig: Rig) -> None:
    table = await open_table(rig, [ANA], computers=3, deals=5)
    await table.start(ANA)
    await table.leave(ANA)
    await play_until(table, rig.clock, random.Random(16))
    assert table.status == "finished" and rig.recorder.closed == ["abandoned"]
    session = await rig.store.ledger.session(table.session_id or 0)
    assert session is not None and session.ended_early and session.deals == 1


async def test_the_host_stops_the_session(rig: Rig) -> None:
    table = await open_table(rig, [ANA, BOR], computers=2, deals=4)
    await table.start(ANA)
    await play_until(table, rig.clock, random.Random(17), lambda: table.deal_no == 2)
    with pytest.raises(NotHost):
        await table.stop(BOR)
    await table.stop(ANA)
    assert table.status == "finished" and rig.recorder.closed == ["stopped"]
    assert rig.clock.pending == 0  # every timer of the table is cancelled
    await _check_books(rig, table)
    session = await rig.store.ledger.session(table.session_id or 0)
    assert session is not None and session.ended_early and session.deals == 1
    with pytest.raises(WrongStatus):
        await table.apply(ANA, PASS, table.move)


# -- lobby -----------------------------------------------------------------------------------
async def test_lobby_lifecycle(rig: Rig) -> None:
    table = await open_table(rig, [ANA])
    with pytest.raises(TableExists):
        await rig.manager.open_lobby(1, CHANNEL, BOR)
    assert rig.manager.require(CHANNEL) is table
    assert await table.join(BOR, "Bor") == 1
    with pytest.raises(AlreadySeated):
        await table.join(BOR)
    with pytest.raises(NotHost):
        await table.add_computer(BOR)
    assert await table.add_computer(ANA) == 2
    assert await table.join(CIR) == 3
    with pytest.raises(TableFull):
        await table.join(DAN)
    with pytest.raises(NotHost):
        await table.start(BOR)
    await table.remove_computer(ANA)
    with pytest.raises(NoComputer):
        await table.remove_computer(ANA)
    await table.leave(ANA)  # the host leaves: Bor hosts now
    assert table.host_id == BOR and [s.user_id for s in table.seats] == [BOR, CIR]
    stored = await rig.store.tables.get(table.id)
    assert stored is not None and stored.host_id == BOR
    assert [s.user_id for s in await rig.store.tables.seats(table.id)] == [BOR, CIR]
    with pytest.raises(NotBetweenDeals):
        await table.ready(BOR)
    with pytest.raises(WrongStatus):
        await table.return_to_seat(BOR)
    await table.cancel(BOR)
    assert table.status == "cancelled" and rig.manager.get(CHANNEL) is None
    assert rig.recorder.closed == ["cancelled"]
    again = await rig.manager.open_lobby(1, CHANNEL, DAN)
    assert again.id != table.id


async def test_lobby_expires_after_inactivity(rig: Rig) -> None:
    table = await open_table(rig, [ANA])
    await rig.clock.advance(200.0)
    await table.join(BOR)  # activity restarts the countdown
    await rig.clock.advance(299.0)
    assert rig.recorder.closed == []
    await rig.clock.advance(1.0)
    assert table.status == "cancelled" and rig.recorder.closed == ["expired"]
    row = await rig.store.tables.get(table.id)
    assert row is not None and row.status == "cancelled"
    assert rig.manager.get(CHANNEL) is None


async def test_a_table_needs_a_human(rig: Rig) -> None:
    table = await open_table(rig, [ANA], computers=1)
    await table.leave(ANA)  # the last human leaves: the lobby closes
    assert table.status == "cancelled"
    table = await open_table(rig, [BOR])
    table.seats[0].user_id = None  # only reachable through a tampered lobby
    with pytest.raises(NeedHuman):
        await table.start(BOR)


def test_table_configuration_from_server_settings() -> None:
    from bot.store import GameRules, GuildSettings

    plain = DEFAULTS.config_for(None, players=3)
    assert (plain.players, plain.preset, plain.deals, plain.move_timer) == (3, "pagat", 2, None)
    rules = {"slovenian": GameRules("palcka", {"mond_penalty": 20})}
    guild = GuildSettings(1, move_timer=45.0, level="hard", rules=rules)
    cfg = DEFAULTS.config_for(guild, deals=None)
    assert (cfg.preset, cfg.rules().mond_penalty, cfg.move_timer, cfg.level, cfg.deals) == (
        "palcka",
        20,
        45.0,
        "hard",
        None,
    )
    assert DEFAULTS.config_for(GuildSettings(1, move_timer=0)).move_timer is None


# -- restarts --------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(4))
async def test_resume_continues_the_same_deal_with_the_same_move_numbers(
    rig: Rig, seed: int
) -> None:
    table = await open_table(rig, [ANA, BOR], computers=2, deals=2)
    await table.start(ANA)
    rng = random.Random(seed)
    await play_until(table, rig.clock, rng, lambda: table.move >= 9 and human_on_turn(table))
    deal_no, move, seat = table.deal_no, table.move, table.to_move
    user = human_on_turn(table)
    before = table.state
    assert before is not None and user is not None
    hand = before.hands[seat or 0]

    rig2 = await rig.restart()
    assert rig2.manager.get(CHANNEL) is None
    resumed = await rig2.manager.resume_all()
    assert [t.id for t in resumed] == [table.id]
    again = rig2.manager.require(CHANNEL)
    assert (again.deal_no, again.move, again.to_move) == (deal_no, move, seat)
    assert (
        again.state == before and again.state is not None and again.state.hands[seat or 0] == hand
    )
    assert again.session_id == table.session_id
    # The old button (same move number) still works; the next one is stale.
    seen = again.view(seat)
    assert seen is not None
    await again.apply(user, seen.legal[0], move, deal_no=deal_no)
    with pytest.raises(StaleAction):
        await again.apply(user, seen.legal[0], move, deal_no=deal_no)
    await play_until(again, rig2.clock, rng)
    assert again.status == "finished"
    await _check_books(rig2, again)


async def test_resume_a_lobby_and_a_table_between_deals(rig: Rig) -> None:
    lobby = await open_table(rig, [ANA])
    await lobby.join(BOR)
    other = await rig.manager.open_lobby(1, CHANNEL + 1, CIR, "Cir", rig.defaults.config())
    await other.start(CIR)
    await play_until(other, rig.clock, random.Random(19), lambda: other.between_deals)
    rig2 = await rig.restart()
    await rig2.manager.resume_all()
    lobby2 = rig2.manager.require(CHANNEL)
    assert lobby2.status == "lobby" and [s.user_id for s in lobby2.seats] == [ANA, BOR]
    other2 = rig2.manager.require(CHANNEL + 1)
    assert other2.between_deals and other2.deal_no == 1
    await rig2.clock.advance(DEFAULTS.next_deal_pause)
    assert other2.deal_no == 2 and not other2.between_deals
    await rig2.clock.advance(DEFAULTS.lobby_timeout)
    assert lobby2.status == "cancelled"


async def test_resume_books_a_deal_whose_ledger_write_was_lost(rig: Rig) -> None:
    table = await open_table(rig, [ANA], computers=3, deals=2)
    await table.start(ANA)
    real = rig.store.ledger.record_deal
    calls = 0

    async def crash_once(*args: object, **kwargs: object) -> bool:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise RuntimeError("power cut")
        return await real(*args, **kwargs)  # type: ignore[arg-type]

    rig.store.ledger.record_deal = crash_once  # type: ignore[method-assign]
    await play_until(table, rig.clock, random.Random(20), lambda: table.between_deals)
    assert [type(e) for e in rig.recorder.errors] == [RuntimeError]
    assert await rig.store.ledger.booked_deals(table.session_id or 0) == set()

    rig2 = await rig.restart()
    await rig2.manager.resume_all()
    assert await rig2.store.ledger.booked_deals(table.session_id or 0) == {1}
    rig3 = await rig2.restart()
    await rig3.manager.resume_all()
    rows = await rig3.store.ledger.entries(table.session_id or 0, "deal")
    assert len(rows) == 4  # booked once, whatever the number of restarts
    again = rig3.manager.require(CHANNEL)
    await play_until(again, rig3.clock, random.Random(21))
    await _check_books(rig3, again)


async def test_a_failed_booking_is_retried_at_the_next_deal(rig: Rig) -> None:
    table = await open_table(rig, [ANA], computers=3, deals=3)
    await table.start(ANA)
    real = rig.store.ledger.record_deal
    calls = 0

    async def fail_once(*args: object, **kwargs: object) -> bool:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise RuntimeError("disk busy")
        return await real(*args, **kwargs)  # type: ignore[arg-type]

    rig.store.ledger.record_deal = fail_once  # type: ignore[method-assign]
    await play_until(table, rig.clock, random.Random(23), lambda: table.deal_no == 2)
    assert await rig.store.ledger.booked_deals(table.session_id or 0) == set()
    await play_until(table, rig.clock, random.Random(23), lambda: table.deal_no == 3)
    assert await rig.store.ledger.booked_deals(table.session_id or 0) == {1, 2}
    await play_until(table, rig.clock, random.Random(24))
    assert [type(e) for e in rig.recorder.errors] == [RuntimeError]
    await _check_books(rig, table)


# -- coalescing ----------------------------------------------------------------------------
async def test_computer_moves_are_coalesced_to_one_update_per_second(db_path: object) -> None:
    fast = replace(DEFAULTS, computer_delay=0.2, delay_jitter=0.5, deals=1)
    rig = await make_rig(db_path, fast, computers=cautious_factory)  # type: ignore[arg-type]
    table = await open_table(rig, [ANA], computers=3)
    await table.start(ANA)
    await table.leave(ANA)  # a stand-in plays for Ana: four computers in a row
    await play_until(table, rig.clock, random.Random(22))
    times = rig.recorder.table_times
    assert len(times) >= 10
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert min(gaps) >= 1.0 - 1e-9
    _, actions = await _replay_match(rig.store, table)
    assert len(times) < actions  # several moves per notification
    # No move is lost on the way: every applied action reached the observer except those
    # still waiting for the next update when the session closed.
    logged = await rig.store.tables.actions(table.id)
    seen = [(e.deal_no, e.move) for e in rig.recorder.events]
    assert seen == [(a.deal_no, a.move_no) for a in logged][: len(seen)]
    assert len(seen) >= len(logged) - 10
