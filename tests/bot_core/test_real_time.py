"""The real clock and the real computer players, briefly."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Sequence
from pathlib import Path

from bot.store import Store
from bot.tables import (
    BaseObserver,
    EngineComputer,
    LoopClock,
    RandomComputer,
    Table,
    TableDefaults,
    TableEvent,
    TableManager,
    computer_for_level,
    random_factory,
)
from bot.tables.computer import TableComputers
from engine.slovenian import Action, DealRecord, PlayerView, RecordedDeal, Rules, view
from engine.slovenian.dealing import deal_cards


class _Done(BaseObserver[Table]):
    def __init__(self) -> None:
        self.closed = asyncio.Event()
        self.updates = 0

    async def table_changed(self, table: Table, events: Sequence[TableEvent]) -> None:
        self.updates += 1

    async def table_closed(self, table: Table, reason: str) -> None:
        self.closed.set()


async def test_a_session_runs_on_the_real_clock(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "real.sqlite3")
    observer = _Done()
    defaults = TableDefaults(
        computer_delay=0.001, next_deal_pause=0.01, update_interval=0.02, move_timer=None, deals=1
    )
    manager = TableManager(store, observer, computers=random_factory, defaults=defaults)
    try:
        assert isinstance(manager.clock, LoopClock)
        table = await manager.open_lobby(1, 10, 101, "Ana", defaults.config(players=3))
        await table.start(101)
        await table.leave(101)  # computers play every seat
        await asyncio.wait_for(observer.closed.wait(), timeout=20)
        assert table.status == "finished" and observer.updates >= 1
        session = await store.ledger.session(table.session_id or 0)
        assert session is not None and session.deals == 1
    finally:
        await manager.shutdown()
        await store.close()


def _some_view() -> PlayerView:
    hands, talon = deal_cards(random.Random(5), 4, 0)
    deal = RecordedDeal(DealRecord.start(Rules(), hands, talon, 0))
    return view(deal.state, deal.state.to_move)


def test_the_engine_players_are_used_when_present() -> None:
    player = computer_for_level("easy", budget_s=0.05)
    seen = _some_view()
    assert isinstance(player, EngineComputer)
    assert player(seen, 1) in seen.legal


async def test_a_failing_or_cheating_computer_falls_back_to_a_legal_move() -> None:
    seen = _some_view()

    def broken(v: PlayerView, seed: int) -> Action:
        raise RuntimeError("bug")

    def cheat(v: PlayerView, seed: int) -> Action:
        return Action(v.legal[0].kind, 99)

    for player in (broken, cheat, RandomComputer()):
        computers = TableComputers(lambda level, p=player: p, 7, 0.0, 0.0)  # type: ignore[misc]
        chosen = await computers.choose("normal", seen, 3)
        assert chosen in seen.legal


async def test_a_draining_clock_lets_running_callbacks_finish_and_schedules_nothing() -> None:
    clock = LoopClock()
    started, done, late = asyncio.Event(), [], []

    async def running() -> None:
        started.set()
        await asyncio.sleep(0.05)
        clock.call_later(0, later)  # scheduled while stopping: never runs
        done.append(True)

    async def later() -> None:
        late.append(True)

    async def pending() -> None:
        late.append(True)

    clock.call_later(0, running)
    clock.call_later(30, pending)
    await started.wait()
    assert await clock.drain(5.0)
    await asyncio.sleep(0.05)
    assert done == [True] and late == []
    await clock.aclose()
