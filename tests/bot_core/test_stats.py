"""Leaderboards, player statistics and history on a small hand-made ledger."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bot.families.slovenian.booking import SlovenianBooking
from bot.store import LedgerEntry, SeatRow, Standing, Store, TableConfig, UserStats
from bot.store.stats import period_start

from .helpers import WallClock

A, B, C = 1, 2, 3
GUILD, OTHER_GUILD = 100, 200
NOW = datetime(2026, 3, 18, 12, 0, tzinfo=UTC)  # a Wednesday
LAST_YEAR = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)
EARLIER_THIS_MONTH = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)
THIS_WEEK = datetime(2026, 3, 17, 12, 0, tzinfo=UTC)
SL = "slovenian"
BOOKING = SlovenianBooking()


async def _user_stats(store: Store, user: int, guild: int | None = None) -> UserStats:
    return await store.stats.user_stats(
        user,
        guild,
        family=SL,
        bonus_items=BOOKING.bonus_items,
        bonus_kinds=BOOKING.bonus_kinds,
    )


def _line(item: str, kind: str, amount: int, **extra: Any) -> dict[str, Any]:
    return {"item": item, "kind": kind, "base": amount, "amount": amount, **extra}


def _deal(
    deal_no: int, seats: list[SeatRow], spec: list[tuple[str, str | None, bool | None, int]]
) -> list[LedgerEntry]:
    """spec per seat: (role, contract, won, score); declarer side lines carry a trula bonus."""
    out = []
    for s, (role, contract, won, score) in zip(seats, spec, strict=True):
        lines: list[dict[str, Any]] = []
        if role in ("declarer", "partner"):
            lines = [
                _line("contract", "game", score - 10),
                _line("trula", "silent", 10, side="declarer"),
            ]
        elif role == "klop":
            lines = [_line("klop", "klop", score, seat=s.seat)]
        out.append(
            LedgerEntry(
                seat=s.seat,
                user_id=s.user_id,
                deal_no=deal_no,
                score=score,
                lines=lines,
                role=role,  # type: ignore[arg-type]
                contract=contract,
                won=won,
            )
        )
    return out


async def _session(
    store: Store,
    wall: WallClock,
    when: datetime,
    guild: int,
    channel: int,
    seats: list[SeatRow],
    deals: list[list[tuple[str, str | None, bool | None, int]]],
    radelci: dict[int, int],
    family: str = SL,
) -> int:
    wall.moment = when
    config = TableConfig(players=len(seats), family=family)
    row = await store.tables.create(guild, channel, seats[0].user_id or 0, config, 1)
    session_id = await store.tables.start(row.id, seats)
    totals = [0] * len(seats)
    for i, spec in enumerate(deals, start=1):
        await store.tables.add_deal(row.id, i, "{}")
        assert await store.ledger.record_deal(session_id, i, _deal(i, seats, spec))
        for p, (_, _, _, score) in enumerate(spec):
            totals[p] += score
    penalties = [
        LedgerEntry(
            seat=p,
            user_id=seats[p].user_id,
            deal_no=len(deals),
            score=-100 * n,
            lines=[_line("radelc", "penalty", -100)] * n,
            kind="settlement",
        )
        for p, n in radelci.items()
    ]
    finals = [totals[p] - 100 * radelci.get(p, 0) for p in range(len(seats))]
    standings = [
        Standing(
            p,
            seats[p].user_id,
            seats[p].name,
            totals[p],
            radelci.get(p, 0),
            100 * radelci.get(p, 0),
            finals[p],
            1 + sum(f > finals[p] for f in finals),
        )
        for p in range(len(seats))
    ]
    assert await store.ledger.close_session(session_id, standings, penalties)
    return session_id


@pytest.fixture
async def fixture_store(db_target: str | Path, wall: WallClock) -> AsyncIterator[Store]:
    store = await Store.open(db_target, now=wall)
    try:
        await _fill(store, wall)
        yield store
    finally:
        await store.close()


async def _fill(store: Store, wall: WallClock) -> None:
    seats = [SeatRow(0, A, "Ana"), SeatRow(1, B, "Bor"), SeatRow(2, C, "Cir"), SeatRow(3, None)]
    # Last year: A declares and wins with B; then a klop with a radelc left for C.
    await _session(
        store,
        wall,
        LAST_YEAR,
        GUILD,
        10,
        seats,
        [
            [
                ("declarer", "two", True, 50),
                ("partner", "two", True, 50),
                ("opponent", "two", False, 0),
                ("opponent", "two", False, 0),
            ],
            [
                ("klop", "klop", None, -20),
                ("klop", "klop", None, 70),
                ("klop", "klop", None, -35),
                ("klop", "klop", None, -15),
            ],
        ],
        {2: 1},
    )
    # Earlier this month: B declares solo and loses.
    await _session(
        store,
        wall,
        EARLIER_THIS_MONTH,
        GUILD,
        11,
        seats,
        [
            [
                ("opponent", "solo_one", True, 0),
                ("declarer", "solo_one", False, -60),
                ("opponent", "solo_one", True, 0),
                ("opponent", "solo_one", True, 0),
            ]
        ],
        {},
    )
    # This week: C declares One with A and wins.
    await _session(
        store,
        wall,
        THIS_WEEK,
        GUILD,
        12,
        seats,
        [
            [
                ("partner", "one", True, 40),
                ("opponent", "one", False, 0),
                ("declarer", "one", True, 40),
                ("opponent", "one", False, 0),
            ]
        ],
        {},
    )
    # Another server: only A, big score; must not leak into GUILD's boards.
    await _session(
        store,
        wall,
        THIS_WEEK,
        OTHER_GUILD,
        20,
        [SeatRow(0, A, "Ana"), SeatRow(1, None), SeatRow(2, None)],
        [
            [
                ("declarer", "beggar", True, 700),
                ("opponent", "beggar", False, 0),
                ("opponent", "beggar", False, 0),
            ]
        ],
        {},
    )
    wall.moment = NOW


def test_period_starts() -> None:
    assert period_start("all", NOW) is None
    assert period_start("month", NOW) == datetime(2026, 3, 1, tzinfo=UTC)
    assert period_start("week", NOW) == datetime(2026, 3, 16, tzinfo=UTC)


async def test_leaderboard_by_total_in_each_period(fixture_store: Store) -> None:
    stats = fixture_store.stats
    board = await stats.leaderboard(GUILD, "all", "total", family=SL)
    assert [(r.user_id, r.total, r.deals) for r in board] == [
        (A, 70, 4),  # 50 - 20 + 0 + 40
        (B, 60, 4),  # 50 + 70 - 60 + 0
        (C, -95, 4),  # 0 - 35 + 0 + 40, and a radelc: -100
    ]
    month = await stats.leaderboard(GUILD, "month", "total", family=SL)
    assert [(r.user_id, r.total) for r in month] == [(A, 40), (C, 40), (B, -60)]
    week = await stats.leaderboard(GUILD, "week", "total", family=SL)
    assert [(r.user_id, r.total, r.deals) for r in week] == [(A, 40, 1), (C, 40, 1), (B, 0, 1)]
    everywhere = await stats.leaderboard(None, "week", "total", family=SL)
    assert everywhere[0].user_id == A and everywhere[0].total == 740


async def test_leaderboard_by_average_and_success(fixture_store: Store) -> None:
    stats = fixture_store.stats
    avg = await stats.leaderboard(GUILD, "all", "average", family=SL)
    assert [r.user_id for r in avg] == [A, B, C]
    assert avg[0].average == pytest.approx(70 / 4)
    success = await stats.leaderboard(GUILD, "all", "success", family=SL)
    # A: 1 of 1, C: 1 of 1, B: 0 of 1 (ties by total).
    assert [(r.user_id, r.declared, r.declared_won) for r in success] == [
        (A, 1, 1),
        (C, 1, 1),
        (B, 1, 0),
    ]
    assert success[2].success_rate == 0.0
    assert await stats.leaderboard(GUILD, "all", "total", family=SL, min_deals=5) == []
    assert len(await stats.leaderboard(GUILD, "all", "total", family=SL, limit=2)) == 2


async def test_user_stats(fixture_store: Store) -> None:
    a = await _user_stats(fixture_store, A, GUILD)
    assert (a.deals, a.total, a.sessions) == (4, 70, 3)
    assert (a.declared, a.declared_won, a.partnered, a.partnered_won) == (1, 1, 1, 1)
    assert a.roles == {"declarer": 1, "partner": 1, "klop": 1, "opponent": 1}
    assert a.bonuses == 2  # the silent trula, once as declarer and once as partner
    assert a.by_contract == {"two": a.by_contract["two"]} and a.by_contract["two"].won == 1
    assert [p.cumulative for p in a.series] == [30, 30, 70]
    assert a.sessions_won == 2  # shared first place in the second, first in the third
    c = await _user_stats(fixture_store, C, GUILD)
    assert (c.settled, c.settlement, c.total) == (1, -100, -95)
    everywhere = await _user_stats(fixture_store, A)
    assert everywhere.total == 770 and everywhere.by_contract["beggar"].played == 1
    nobody = await _user_stats(fixture_store, 999)
    assert (nobody.deals, nobody.total, nobody.series) == (0, 0, [])


async def test_history(fixture_store: Store) -> None:
    recent = await fixture_store.stats.history(guild_id=GUILD)
    assert [s.channel_id for s in recent] == [12, 11, 10]
    first = recent[-1]
    assert first.deals == 2 and not first.ended_early
    assert [(p.user_id, p.final, p.place) for p in first.players] == [
        (A, 30, 2),
        (B, 120, 1),
        (C, -135, 4),
        (None, -15, 3),
    ]
    mine = await fixture_store.stats.history(user_id=A, limit=2)
    assert [s.guild_id for s in mine] == [OTHER_GUILD, GUILD]  # same time: newest id first
    assert await fixture_store.stats.history(guild_id=999) == []
