"""The daily challenge without Discord: the seed of the day, one attempt, replaying a run."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path

from bot import families
from bot.daily import DAILY_DEALS, Challenge, DailyPlay, daily_seed, day_of
from bot.daily.compare import compare
from bot.store import DealScore, Store
from bot.tables.computer import random_factory

DAY = date(2026, 12, 2)


def test_the_seed_of_a_day_is_stable_and_family_specific() -> None:
    assert daily_seed(DAY, "slovenian") == 2255745104666836185  # fixed: every bot, every server
    assert daily_seed(DAY, "slovenian") == daily_seed(date(2026, 12, 2), "slovenian")
    assert daily_seed(DAY, "czech") != daily_seed(DAY, "slovenian")
    assert daily_seed(DAY + timedelta(days=1), "slovenian") != daily_seed(DAY, "slovenian")
    assert 0 <= daily_seed(DAY, "slovenian") < 2**62


def test_the_day_is_the_utc_date() -> None:
    evening_in_new_york = datetime(2026, 12, 1, 20, 30, tzinfo=timezone(timedelta(hours=-5)))
    assert day_of(evening_in_new_york) == DAY
    assert day_of(datetime(2026, 12, 2, 0, 0, tzinfo=UTC)) == DAY


async def _run(store: Store, user: int, guild: int = 7):
    return await store.daily.start(
        DAY.isoformat(), "slovenian", user, guild, daily_seed(DAY, "slovenian")
    )


async def test_everyone_gets_the_same_cards(tmp_path: Path) -> None:
    game = families.get("slovenian")
    async with await Store.open(tmp_path / "d.sqlite3") as store:
        (a, _), (b, _) = await _run(store, 1, 7), await _run(store, 2, 8)
        one, two = Challenge(game, a), Challenge(game, b)
        for _ in range(DAILY_DEALS):
            one.deal()
            two.deal()
            assert one.session.deal is not None and two.session.deal is not None
            assert one.session.deal.header == two.session.deal.header
            assert one.view() == two.view()


async def test_one_attempt_per_player_and_day(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "d.sqlite3") as store:
        first, created = await _run(store, 1)
        again, created_again = await _run(store, 1, guild=99)
        assert created and not created_again and again.id == first.id
        assert again.guild_id == 7  # the first server keeps it


async def test_a_run_continues_from_its_stored_actions(tmp_path: Path) -> None:
    game = families.get("slovenian")
    rng = random.Random(5)
    async with await Store.open(tmp_path / "d.sqlite3") as store:
        run, _ = await _run(store, 1)
        play = DailyPlay(store, random_factory)
        ch = await play.load(game, run)
        await play.begin(ch)
        for _ in range(30):
            if ch.deal_over:
                await play.begin(ch)
                continue
            action = rng.choice(ch.view().legal)
            await play.act(ch, game.engine.format_action(action), ch.move, ch.deal_no)
        # A restart: nothing in memory, everything from the store.
        again = await DailyPlay(store, random_factory).load(game, run)
        assert (again.deal_no, again.move, again.total) == (ch.deal_no, ch.move, ch.total)
        assert again.view() == ch.view()
        assert again.players_turn or again.deal_over


async def test_a_finished_run_is_booked_once_with_its_total(tmp_path: Path) -> None:
    game = families.get("slovenian")
    rng = random.Random(8)
    async with await Store.open(tmp_path / "d.sqlite3") as store:
        run, _ = await _run(store, 1)
        play = DailyPlay(store, random_factory)
        ch = await play.load(game, run)
        while not ch.finished:
            if ch.deal_over:
                await play.begin(ch)
                continue
            action = rng.choice(ch.view().legal)
            await play.act(ch, game.engine.format_action(action), ch.move, ch.deal_no)
        stored = await store.daily.by_id(run.id)
        assert stored is not None and stored.status == "finished"
        assert stored.total == ch.total and stored.deals_done == DAILY_DEALS
        scores = await store.daily.deal_scores(run.id)
        assert list(scores) == list(range(1, DAILY_DEALS + 1))
        assert sum(scores.values()) == ch.total
        await play.begin(ch)  # nothing more to deal
        assert len(ch.done) == DAILY_DEALS


def test_a_result_compared_with_the_others() -> None:
    scores = [DealScore(1, 30), DealScore(2, 70), DealScore(3, 30), DealScore(4, -10)]
    mine = compare(3, scores)
    assert mine is not None
    assert (mine.rank, mine.players, mine.others_best) == (2, 4, 70)
    assert mine.others_average == (30 + 70 - 10) / 3
    alone = compare(1, [DealScore(1, 5)])
    assert alone is not None and alone.others_average is None and alone.rank == 1
    assert compare(9, scores) is None
