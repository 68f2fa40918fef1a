"""Kill -9 of a bot process at chosen points of deals, restarts, and the books after each.

A kill point is a number of clicks to make first and a stage of the next click at which
the process gets SIGKILL: right after the click was sent (before or as it reaches the bot),
once it was delivered, after the bot's first, second or third REST call since, or once the
click was confirmed (the hand shows its result; the table message and the other hands are
then still being updated). :func:`plan` draws them from a seed, cycling through the stages
so that every stage occurs and the gaps spread the kills over the phases of the deals.

:func:`kill_run` plays deals of four humans (one table after another in one server) against
a bot process and kills it at each point; each time a new process starts on the same
database, takes the table over once the dead one's lease ran out, and the action log is
checked against the clicks made (:func:`~botproc.deal.check_log`); each finished deal's
books are checked (:func:`~botproc.deal.check_books`).
"""

from __future__ import annotations

import asyncio
import random
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from fakediscord import FakeDiscord, InteractionResult

from bot.store import OPEN_STATUSES, Store

from . import BotProcess
from .deal import Room, check_books, check_log, confirmed, until

STAGES = ("sent", "delivered", "rest:1", "rest:2", "rest:3", "confirmed")
"""Where in the handling of a click the process is killed (see the module's docstring)."""

PHASE = re.compile(r"^### Tarok · deal \d+(?: of \d+)? · (.+)$", re.MULTILINE)
NAMES = ("ana", "bor", "cene", "dana")


@dataclass(frozen=True)
class KillPoint:
    """Make ``gap`` clicks, then kill the process at ``stage`` of the next one; ``early``:
    before the card play (a deal in its card play is played out first, the kill comes in
    the next deal's bidding, king call, talon, discards or announcements)."""

    gap: int
    stage: str
    early: bool = False


def plan(seed: int, count: int, max_gap: int = 3) -> list[KillPoint]:
    """``count`` kill points drawn from ``seed``: gaps of 0 … ``max_gap`` clicks, the
    stages in a shuffled cycle (each occurs ``count // len(STAGES)`` times or more), one
    point in three before the card play."""
    rng = random.Random(seed)
    stages: list[str] = []
    while len(stages) < count:
        cycle = list(STAGES)
        rng.shuffle(cycle)
        stages += cycle
    return [
        KillPoint(rng.randint(0, max_gap), stage, early=n % 3 == 1)
        for n, stage in enumerate(stages[:count])
    ]


@dataclass(frozen=True)
class Kill:
    """One kill: the table (1, 2, … in the run), the move of the click in flight, the
    stage, the deal's phase, whether the click was confirmed, whether it was stored."""

    table: int
    move: int
    stage: str
    phase: str
    confirmed: bool
    stored: bool


@dataclass
class KillReport:
    """What a run did: the kills, the deals finished, the clicks, the takeover times."""

    kills: list[Kill] = field(default_factory=list)
    deals: int = 0
    clicks: int = 0
    takeovers: list[float] = field(default_factory=list)
    """Seconds from each kill until the new process held the table (none when the click in
    flight was the session's last and closed the table)."""


async def _reach(fake: FakeDiscord, sent: InteractionResult, stage: str, mark: int) -> None:
    """Wait until the click in flight is at ``stage`` (at most a few seconds: a stage the
    click never reaches, e.g. a third REST call, kills it at its end)."""
    if stage == "sent":
        return
    if stage == "delivered":

        def reached() -> bool:
            return sent.delivered_real is not None

    elif stage == "confirmed":

        def reached() -> bool:
            return confirmed(sent)

    else:
        wanted = int(stage.split(":")[1])

        def reached() -> bool:
            return sent.delivered_real is not None and len(fake.calls(since=mark)) >= wanted

    deadline = time.monotonic() + 5.0
    while not reached() and time.monotonic() < deadline:
        await asyncio.sleep(0.001)


def _phase(room: Room) -> str:
    msg = room.table_message()
    found = PHASE.search(msg.text()) if msg is not None else None
    return found.group(1) if found else "?"


async def kill_run(
    fake: FakeDiscord,
    database: str | Path,
    points: list[KillPoint],
    *,
    seed: int,
    log_dir: Path,
    lease_seconds: float = 1.0,
    label: str = "kill",
) -> KillReport:
    """Play deals against a bot process, killing it at each of ``points`` (see the
    module's docstring); the run's report. Fails on the first inconsistency."""
    report = KillReport()
    rng = random.Random(seed)
    guild = fake.add_guild(f"{label} club")
    tables = 0

    def new_room() -> Room:
        nonlocal tables
        tables += 1
        chan = guild.add_text_channel(f"tarok-{tables}")
        players = [guild.add_member(f"{n}{tables}") for n in NAMES]
        return Room(fake, chan, players, random.Random(rng.random()))

    proc = BotProcess(fake, database, lease_seconds=lease_seconds, log_dir=log_dir, name=label)
    processes = [proc]
    await proc.start()
    store = await Store.open(database)
    try:
        room = new_room()
        await room.open(store)
        for n, point in enumerate(points):
            if point.early and _phase(room) == "Card play":
                report.clicks += await room.play(store)
            else:
                report.clicks += await room.play(store, point.gap)
            pending = await room.next_click(store)
            if pending is None:  # the deal is over: the next table
                await check_books(store, room)
                report.deals += 1
                room = new_room()
                await room.open(store)
                pending = await room.next_click(store)
                assert pending is not None
            phase = _phase(room)
            mark = fake.mark()
            sent = await room.send(pending, wait=False)
            await _reach(fake, sent, point.stage, mark)
            proc.kill()
            killed = time.monotonic()
            assert await proc.wait() != 0
            await asyncio.sleep(0.05)  # the fake finishes the requests it received in full
            done = confirmed(sent)
            (room.applied if done else room.inflight).append(pending.click)
            proc = proc.again(name=f"{label}{n + 1}")
            processes.append(proc)
            await proc.start()
            if await _taken_over(store, room.table_id, proc):
                report.takeovers.append(time.monotonic() - killed)
            room.forget_hands()
            await check_log(store, room)
            stored = {a.move_no for a in await store.tables.actions(room.table_id, 1)}
            report.kills.append(
                Kill(
                    tables,
                    pending.click.move,
                    point.stage,
                    phase,
                    done,
                    pending.click.move in stored,
                )
            )
        report.clicks += await room.play(store)
        await check_books(store, room)
        report.deals += 1
        for p in processes:
            assert not p.errors(), f"{p.name} logged errors:\n{p.log()}"
    finally:
        for p in processes:
            await p.stop()
        await store.close()
    return report


async def _taken_over(store: Store, table_id: int, process: BotProcess) -> bool:
    """Wait until ``process`` holds the table (True), or the table is closed (False: the
    click in flight was the session's last and was stored; no table is left to take over,
    yet one left open by the dead process must be closed by the new one)."""
    taken = False

    async def settled() -> bool:
        nonlocal taken
        lease = await store.leases.get(table_id)
        taken = lease is not None and lease.holder == process.holder
        if taken:
            return True
        row = await store.tables.get(table_id)
        return row is not None and row.status not in OPEN_STATUSES

    # The time a takeover takes is reported, not tested: on a loaded machine a new process
    # may need long to start. What must hold is that it takes the table at all; if it does
    # not, its log says why.
    try:
        await until(settled, f"{process.name} to take table {table_id} over", 90)
    except AssertionError as error:
        raise AssertionError(f"{error}\n{process.name}'s log:\n{process.log()[-4000:]}") from None
    return taken
