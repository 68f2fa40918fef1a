"""Public updates belong to the deal they describe: never an old deal's events under a new one."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from bot.tables import TableUpdate

from .helpers import ANA, BOR, DEFAULTS, make_rig, open_table, play_until


@pytest.mark.parametrize("seed", range(6))
async def test_ready_at_once_never_puts_the_last_plays_under_the_next_deal(
    tmp_path: Path, seed: int
) -> None:
    """One human, three computers, two deals, Ready as soon as the deal is over: the last
    plays of deal 1 (still waiting for the update interval) come as deal 1's update, before
    deal 2 is announced, and every update's events are of the update's deal."""
    quick = replace(DEFAULTS, computer_delay=0.2, delay_jitter=0.5, deals=2)
    rig = await make_rig(tmp_path / f"u{seed}.sqlite3", quick)
    table = await open_table(rig, [ANA], computers=3, players=4)
    await table.start(ANA)
    await play_until(table, rig.clock, random.Random(seed))
    rec = rig.recorder
    started = [i for i, (_, kind, _) in enumerate(rec.calls) if kind == "deal_started"]
    assert len(started) == 2
    second = started[1]
    assert rec.updates, "no public update"
    for index, update in rec.updates:
        assert isinstance(update, TableUpdate)
        assert all(e.deal_no == update.deal_no for e in update), "an update mixes deals"
        if index > second:
            assert update.deal_no == 2, f"a deal-{update.deal_no} update after deal 2 started"
        elif update.deal_no == 2:
            pytest.fail("a deal-2 update before deal 2 started")
    # Nothing is lost at the boundary: every action of deal 1 reached the observer.
    logged = [(a.deal_no, a.move_no) for a in await rig.store.tables.actions(table.id, 1)]
    seen = [(e.deal_no, e.move) for e in rec.events if e.deal_no == 1]
    assert seen == logged


async def test_a_restored_deal_tells_what_its_stored_actions_were(tmp_path: Path) -> None:
    """After a restart the observer gets the current deal so far, read from the store (a
    move stored just before the restart, its click perhaps never answered, included)."""
    rig = await make_rig(tmp_path / "r.sqlite3", replace(DEFAULTS, deals=2))
    table = await open_table(rig, [ANA, BOR], computers=2, players=4)
    await table.start(ANA)
    await play_until(table, rig.clock, random.Random(3), lambda: table.move >= 14)
    logged = await rig.store.tables.actions(table.id, table.deal_no)
    rig2 = await rig.restart()
    await rig2.manager.resume_all()
    replayed = [u for _, u in rig2.recorder.updates if getattr(u, "replayed", False)]
    assert len(replayed) == 1
    update = replayed[0]
    assert isinstance(update, TableUpdate) and update.deal_no == table.deal_no
    assert [(e.move, e.seat, e.actor) for e in update] == [
        (a.move_no, a.seat, a.actor_kind) for a in logged
    ]
    plays = [e for e in update if any(ev.kind == "played" for ev in e.events)]
    assert plays, "the replayed actions carry what they caused (cards played)"
