"""Shared helpers: a recording observer, a manager on fake time, scripted players."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bot.store import Standing, Store
from bot.tables import (
    ApplyResult,
    BaseObserver,
    ManualClock,
    Table,
    TableDefaults,
    TableEvent,
    TableManager,
    random_factory,
)
from bot.tables.computer import ComputerPlayer
from engine.slovenian import Action, Contract, Kind, Phase, PlayerView, ScoreSheet

GUILD = 1
CHANNEL = 10
ANA, BOR, CIR, DAN, EVE = 101, 102, 103, 104, 105
NAMES = {ANA: "Ana", BOR: "Bor", CIR: "Cir", DAN: "Dan", EVE: "Eve"}


class Recorder(BaseObserver[Table]):
    """Records every notification together with the fake time it arrived at."""

    def __init__(self, clock: ManualClock) -> None:
        self.clock = clock
        self.calls: list[tuple[float, str, Any]] = []
        self.table_times: list[float] = []
        self.events: list[TableEvent] = []
        self.updates: list[tuple[int, Sequence[TableEvent]]] = []
        """Every ``table_changed`` payload with the index of its entry in :attr:`calls`."""
        self.sheets: list[ScoreSheet] = []
        self.standings: list[Standing] | None = None
        self.closed: list[str] = []
        self.errors: list[BaseException] = []

    def kinds(self, kind: str) -> list[Any]:
        """The payloads of one kind of call."""
        return [payload for _, k, payload in self.calls if k == kind]

    async def lobby_changed(self, table: Table) -> None:
        self.calls.append((self.clock.now(), "lobby", table.status))

    async def table_changed(self, table: Table, events: Sequence[TableEvent]) -> None:
        self.table_times.append(self.clock.now())
        self.events.extend(events)
        self.updates.append((len(self.calls), events))
        self.calls.append((self.clock.now(), "table", len(events)))

    async def hand_changed(self, table: Table, seat: int) -> None:
        self.calls.append((self.clock.now(), "hand", seat))

    async def deal_started(self, table: Table) -> None:
        self.calls.append((self.clock.now(), "deal_started", table.deal_no))

    async def deal_finished(self, table: Table, sheet: ScoreSheet) -> None:
        self.sheets.append(sheet)
        self.calls.append((self.clock.now(), "deal_finished", table.deal_no))

    async def session_finished(self, table: Table, standings: Sequence[Standing]) -> None:
        self.standings = list(standings)
        self.calls.append((self.clock.now(), "session_finished", None))

    async def table_closed(self, table: Table, reason: str) -> None:
        self.closed.append(reason)
        self.calls.append((self.clock.now(), "closed", reason))

    async def error(self, table: Table, error: BaseException) -> None:
        self.errors.append(error)
        self.calls.append((self.clock.now(), "error", error))


class CautiousComputer:
    """Legal-random, but passes whenever it may and declares the lowest contract: long
    deals (klop or Three, every trick played), unlike legal-random players, who love valat."""

    def __call__(self, view: PlayerView, seed: int) -> Action:
        """Pass when allowed, the lowest contract when declaring, else a random legal action."""
        passes = [a for a in view.legal if a.kind == Kind.PASS]
        if passes:
            return passes[0]
        if view.legal[0].kind == Kind.DECLARE:
            return min(view.legal, key=lambda a: a.arg)
        return random.Random(seed).choice(view.legal)


def cautious_factory(level: str) -> ComputerPlayer:
    """A computer factory giving :class:`CautiousComputer` players."""
    return CautiousComputer()


@dataclass
class WallClock:
    """A settable wall clock for the store's timestamps."""

    moment: datetime = field(default_factory=lambda: datetime(2026, 3, 18, 12, 0, tzinfo=UTC))

    def __call__(self) -> datetime:
        return self.moment


@dataclass
class Rig:
    """A store, a fake clock, a recorder and a manager over one database."""

    path: str | Path
    store: Store
    clock: ManualClock
    recorder: Recorder
    manager: TableManager
    defaults: TableDefaults
    computers: Any = random_factory

    async def close(self) -> None:
        """Stop the timers and close the store (idempotent)."""
        await self.manager.shutdown()
        await self.store.close()

    async def restart(self) -> Rig:
        """Drop every in-memory object and rebuild from the same database (nothing resumed
        yet)."""
        await self.close()
        return await make_rig(self.path, self.defaults, clock=self.clock, computers=self.computers)


OPEN_RIGS: list[Rig] = []
"""Every rig made by a test, closed after it (see conftest)."""


DEFAULTS = TableDefaults(
    computer_delay=1.0,
    delay_jitter=0.25,
    lobby_timeout=300.0,
    next_deal_pause=15.0,
    update_interval=1.0,
    misses_before_away=2,
    move_timer=None,
    level="normal",
    deals=2,
)


async def make_rig(
    path: str | Path,
    defaults: TableDefaults = DEFAULTS,
    *,
    clock: ManualClock | None = None,
    computers: Any = random_factory,
) -> Rig:
    """A manager on fake time with legal-random computer players (by default)."""
    store = await Store.open(path)
    clock = clock if clock is not None else ManualClock()
    recorder = Recorder(clock)
    seeds = itertools.count(7001)
    manager = TableManager(
        store,
        recorder,
        clock=clock,
        computers=computers,
        defaults=defaults,
        seeds=lambda: next(seeds),
    )
    rig = Rig(path, store, clock, recorder, manager, defaults, computers)
    OPEN_RIGS.append(rig)
    return rig


async def open_table(
    rig: Rig, humans: Sequence[int], *, computers: int = 0, **config: Any
) -> Table:
    """A lobby hosted by ``humans[0]`` with the others joined and computers added."""
    host = humans[0]
    table = await rig.manager.open_lobby(
        GUILD, CHANNEL, host, NAMES.get(host), rig.defaults.config(**config)
    )
    for user in humans[1:]:
        await table.join(user, NAMES.get(user))
    for _ in range(computers):
        await table.add_computer(host)
    return table


def human_on_turn(table: Table) -> int | None:
    """The user id of the present human on turn, if any."""
    seat = table.to_move
    if seat is None or not table.seats[seat].present:
        return None
    return table.seats[seat].user_id


Chooser = Callable[[Any, random.Random], Any] | None
"""``choose(view, rng) -> action``: how a scripted human picks among ``view.legal``."""


async def human_move(table: Table, rng: random.Random, choose: Chooser = None) -> ApplyResult:
    """The human on turn plays a legal action for the current move (random, or ``choose``)."""
    seat = table.to_move
    assert seat is not None
    user = table.seats[seat].user_id
    assert user is not None
    seen = table.view(seat)
    assert seen is not None and seen.legal
    action = choose(seen, rng) if choose is not None else rng.choice(seen.legal)
    return await table.apply(user, action, table.move, deal_no=table.deal_no)


async def play_until(
    table: Table,
    clock: ManualClock,
    rng: random.Random,
    stop: Any = None,
    *,
    ready: bool = True,
    max_steps: int = 20_000,
    choose: Chooser = None,
) -> None:
    """Drive a table: humans move at once (random legal, or as ``choose`` says), Ready
    between deals if ``ready``, otherwise fake time runs to the next scheduled callback.
    Ends when ``stop()`` holds or the table closes."""
    for _ in range(max_steps):
        if stop is not None and stop():
            return
        if not table.is_open:
            return
        if human_on_turn(table) is not None:
            await human_move(table, rng, choose)
            continue
        if ready and table.between_deals:
            present = [s for s in table.seats if s.present and s.index not in table.ready_seats]
            if present:
                assert present[0].user_id is not None
                await table.ready(present[0].user_id)
                continue
        assert await clock.run_next(), "nothing scheduled: the table is stuck"
    raise AssertionError("the table did not finish")


def wants(contract: Contract) -> Any:
    """A human who bids (and declares) ``contract`` when he may, passes otherwise, calls
    the first king offered, takes the first talon group and plays at random."""

    def choose(view: PlayerView, rng: random.Random) -> Any:
        for action in view.legal:
            if action.kind in (Kind.BID, Kind.DECLARE) and action.arg == contract:
                return action
        passes = [a for a in view.legal if a.kind == Kind.PASS]
        if passes and view.phase in (Phase.BIDDING, Phase.ANNOUNCE):
            return passes[0]
        if view.phase == Phase.DECLARE:
            return min(view.legal, key=lambda a: a.arg)
        if view.phase in (Phase.KING_CALL, Phase.TALON):
            return view.legal[0]
        return rng.choice(view.legal)

    return choose
