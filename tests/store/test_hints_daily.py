"""The store's part of hints and of the daily challenge (migration 0007), on both backends."""

from __future__ import annotations

from datetime import date

import pytest

from bot.store import DuplicateDailyAction, LedgerEntry, SeatRow, Store, TableConfig
from bot.store.daily import month_days

BIG = 2**63 - 1
SEATS = [SeatRow(0, BIG, "Žiga"), SeatRow(1, BIG - 1, "Ana"), SeatRow(2, None), SeatRow(3, None)]


def _deal(deal_no: int, scores: tuple[int, int, int, int]) -> list[LedgerEntry]:
    return [
        LedgerEntry(seat=p, user_id=SEATS[p].user_id, deal_no=deal_no, score=scores[p], lines=[])
        for p in range(4)
    ]


async def _playing(store: Store) -> tuple[int, int]:
    row = await store.tables.create(BIG, 10, BIG, TableConfig(), 5, SEATS[:1])
    return row.id, await store.tables.start(row.id, SEATS)


# -- hints -----------------------------------------------------------------------------------
async def test_hints_are_counted_per_seat_and_deal(store: Store) -> None:
    table_id, _ = await _playing(store)
    assert await store.hints.record(table_id, 1, 0, BIG) == 1
    assert await store.hints.record(table_id, 1, 0, BIG) == 2
    assert await store.hints.record(table_id, 2, 1, BIG - 1) == 1
    assert await store.hints.seats(table_id, 1) == {0: 2}
    assert await store.hints.seats(table_id, 2) == {1: 1}
    assert await store.hints.seats(table_id, 3) == {}


async def test_a_booked_deal_marks_the_rows_of_the_seats_that_used_hints(store: Store) -> None:
    table_id, session_id = await _playing(store)
    await store.tables.add_deal(table_id, 1, "{}")
    await store.tables.add_deal(table_id, 2, "{}")
    await store.hints.record(table_id, 1, 1, BIG - 1)
    assert await store.ledger.record_deal(session_id, 1, _deal(1, (10, 50, -30, -30)))
    assert await store.ledger.record_deal(session_id, 2, _deal(2, (20, 5, -5, -20)))
    rows = {(e.deal_no, e.seat): e.hinted for e in await store.ledger.entries(session_id)}
    assert rows[(1, 1)] is True
    assert not any(v for k, v in rows.items() if k != (1, 1))


async def test_the_leaderboard_leaves_out_deals_with_hints_on_request(store: Store) -> None:
    table_id, session_id = await _playing(store)
    await store.tables.add_deal(table_id, 1, "{}")
    await store.tables.add_deal(table_id, 2, "{}")
    await store.hints.record(table_id, 1, 1, BIG - 1)
    await store.ledger.record_deal(session_id, 1, _deal(1, (10, 50, -30, -30)))
    await store.ledger.record_deal(session_id, 2, _deal(2, (20, 5, -5, -20)))
    every = await store.stats.leaderboard(BIG, family="slovenian")
    assert [(r.user_id, r.total, r.deals) for r in every] == [(BIG - 1, 55, 2), (BIG, 30, 2)]
    fair = await store.stats.leaderboard(BIG, family="slovenian", without_hints=True)
    assert [(r.user_id, r.total, r.deals) for r in fair] == [(BIG, 30, 2), (BIG - 1, 5, 1)]


# -- the daily challenge ---------------------------------------------------------------------
async def test_one_run_per_player_day_and_game(store: Store) -> None:
    run, created = await store.daily.start("2026-12-02", "slovenian", BIG, 7, 2**62)
    assert created and run.status == "playing" and run.seed == 2**62 and run.guild_id == 7
    again, created = await store.daily.start("2026-12-02", "slovenian", BIG, 8, 1)
    assert not created and again == run
    other, created = await store.daily.start("2026-12-02", "czech", BIG, 7, 3)
    assert created and other.id != run.id
    tomorrow, created = await store.daily.start("2026-12-03", "slovenian", BIG, 7, 4)
    assert created and tomorrow.id not in (run.id, other.id)
    assert [r.id for r in await store.daily.unfinished(BIG)] == [tomorrow.id, other.id, run.id]


async def test_a_runs_actions_are_kept_in_order_and_a_move_once(store: Store) -> None:
    run, _ = await store.daily.start("2026-12-02", "slovenian", 1, 7, 9)
    await store.daily.append_action(run.id, 1, 0, "pass")
    await store.daily.append_action(run.id, 1, 1, "bid:three")
    await store.daily.append_action(run.id, 2, 0, "pass")
    with pytest.raises(DuplicateDailyAction):
        await store.daily.append_action(run.id, 1, 1, "pass")
    assert await store.daily.actions(run.id) == {1: ["pass", "bid:three"], 2: ["pass"]}


async def test_finished_deals_add_up_and_the_last_finishes_the_run(store: Store) -> None:
    run, _ = await store.daily.start("2026-12-02", "slovenian", 1, 7, 9)
    assert await store.daily.finish_deal(run.id, 1, 40, "three", last=False)
    assert not await store.daily.finish_deal(run.id, 1, 40, "three", last=False)
    assert await store.daily.finish_deal(run.id, 2, -20, None, last=True)
    done = await store.daily.by_id(run.id)
    assert done is not None and done.status == "finished" and done.finished_at is not None
    assert (done.total, done.deals_done) == (20, 2)
    assert await store.daily.deal_scores(run.id) == {1: 40, 2: -20}
    assert await store.daily.unfinished(1) == []


async def test_boards_of_a_day_and_a_month_count_finished_runs_of_the_server(
    store: Store,
) -> None:
    async def play(
        day: str, user: int, guild: int, scores: list[int], *, finish: bool = True
    ) -> None:
        run, _ = await store.daily.start(day, "slovenian", user, guild, 1)
        for i, s in enumerate(scores, start=1):
            await store.daily.finish_deal(run.id, i, s, None, last=finish and i == len(scores))

    await play("2026-12-01", 1, 7, [10, 20])
    await play("2026-12-02", 1, 7, [5, 5])
    await play("2026-12-02", 2, 7, [50, -10])
    await play("2026-12-02", 3, 7, [90], finish=False)  # not finished: not on the boards
    await play("2026-12-02", 4, 8, [200, 0])  # another server
    await play("2026-11-30", 2, 7, [100, 0])  # last month
    day = await store.daily.board(7, "slovenian", "2026-12-02", "2026-12-02")
    assert [(r.user_id, r.total, r.days) for r in day] == [(2, 40, 1), (1, 10, 1)]
    first, last = month_days(date(2026, 12, 2))
    month = await store.daily.board(7, "slovenian", first, last)
    assert [(r.user_id, r.total, r.days) for r in month] == [(2, 40, 1), (1, 40, 2)]
    same = await store.daily.same_cards(7, "slovenian", "2026-12-02", 1)
    assert [(s.user_id, s.score) for s in same] == [(3, 90), (2, 50), (1, 5)]


def test_month_days_cover_the_month() -> None:
    assert month_days(date(2026, 12, 2)) == ("2026-12-01", "2026-12-31")
    assert month_days(date(2028, 2, 10)) == ("2028-02-01", "2028-02-29")
