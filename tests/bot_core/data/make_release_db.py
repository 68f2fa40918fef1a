"""Write the database fixture ``release-0001.sql`` with the code of the first release.

The bot of that release (schema version 1) plays into a fresh SQLite file, which is then
dumped as SQL text (the exact schema and every row). The dump holds what such a bot leaves
behind: finished sessions of three and four players (ledger rows, radelc penalties,
standings), a table in the middle of a deal, a lobby, a cancelled lobby, server settings, a
user's language and the bot's meta facts. The migration test loads it into a file, opens
that with the current code and checks that every row is kept.

Run it with a checkout of the release first on the import path::

    PYTHONPATH=/path/to/release python tests/bot_core/data/make_release_db.py OUT.sql

Everything is seeded: the same code writes the same rows.
"""

from __future__ import annotations

import asyncio
import itertools
import random
import sqlite3
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bot.store import Store
from bot.tables import ManualClock, Table, TableDefaults, TableManager, random_factory

GUILD = 1
ANA, BOR, CIR = 101, 102, 103
DEFAULTS = TableDefaults(
    computer_delay=1.0,
    delay_jitter=0.25,
    lobby_timeout=3600.0,
    next_deal_pause=15.0,
    update_interval=1.0,
    move_timer=None,
    level="normal",
    deals=3,
)


class Wall:
    """A wall clock for the store's time stamps that moves a minute per stamp."""

    def __init__(self) -> None:
        self.moment = datetime(2026, 2, 10, 18, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.moment += timedelta(minutes=1)
        return self.moment


async def _play(table: Table, clock: ManualClock, rng: random.Random, stop: object = None) -> None:
    """Humans play random legal moves at once, say Ready, and time runs otherwise."""
    for _ in range(20_000):
        if stop is not None and stop():  # type: ignore[operator]
            return
        if not table.is_open:
            return
        seat = table.to_move
        if seat is not None and table.seats[seat].present:
            seen = table.view(seat)
            user = table.seats[seat].user_id
            assert seen is not None and user is not None
            await table.apply(user, rng.choice(seen.legal), table.move, deal_no=table.deal_no)
            continue
        if table.between_deals:
            waiting = [s for s in table.seats if s.present and s.index not in table.ready_seats]
            if waiting and waiting[0].user_id is not None:
                await table.ready(waiting[0].user_id)
                continue
        assert await clock.run_next(), "the table is stuck"
    raise AssertionError("the table did not finish")


async def play(out: Path) -> None:
    """Let the release's bot write its database to ``out``."""
    store = await Store.open(out, now=Wall())
    clock = ManualClock()
    seeds = itertools.count(9001)
    manager = TableManager(
        store, clock=clock, computers=random_factory, defaults=DEFAULTS, seeds=lambda: next(seeds)
    )
    rng = random.Random(1)
    # 1. A finished four-player session of three deals (two humans, two computers).
    t1 = await manager.open_lobby(GUILD, 10, ANA, "Ana", DEFAULTS.config())
    await t1.join(BOR, "Bor")
    await t1.add_computer(ANA)
    await t1.start(ANA)
    await _play(t1, clock, rng)
    # 2. A three-player Palčka session ended by the škis round, then one stopped early.
    t2 = await manager.open_lobby(
        GUILD, 11, CIR, "Cir", DEFAULTS.config(players=3, preset="palcka", deals=None)
    )
    await t2.start(CIR)
    await t2.vote_skis(CIR)
    await _play(t2, clock, rng)
    t3 = await manager.open_lobby(GUILD, 12, ANA, "Ana", DEFAULTS.config(players=3, deals=5))
    await t3.join(CIR, "Cir")
    await t3.start(ANA)
    await _play(t3, clock, rng, lambda: t3.deal_no == 3)
    await t3.stop(ANA)
    # 3. A table in the middle of its second deal, a human on turn.
    t4 = await manager.open_lobby(
        GUILD, 13, BOR, "Bor", DEFAULTS.config(rule_overrides={"mond_penalty": 20}, deals=4)
    )
    await t4.join(CIR, "Cir")
    await t4.start(BOR)

    def mid_deal() -> bool:
        seat = t4.to_move
        return t4.deal_no == 2 and t4.move >= 6 and seat is not None and t4.seats[seat].present

    await _play(t4, clock, rng, mid_deal)
    await t4.set_messages(table_message_id=5550001)
    # 4. A lobby still open, and one that was cancelled.
    t5 = await manager.open_lobby(GUILD, 14, ANA, "Ana", DEFAULTS.config(players=3))
    await t5.add_computer(ANA)
    await t5.set_messages(lobby_message_id=5550002)
    t6 = await manager.open_lobby(GUILD, 15, BOR, "Bor", DEFAULTS.config())
    await t6.cancel(BOR)
    # 5. Server settings, a user's language, the bot's facts.
    await store.guilds.update(GUILD, preset="palcka", switches={"mond_penalty": 20})
    await store.guilds.update(GUILD, move_timer=45.0, level="hard", language="en")
    await store.guilds.update(2, move_timer=0)
    await store.users.set_language(ANA, "sl")
    await store.meta.set("command_tree_hash:global", "0" * 64)
    for table in manager.tables:
        table.detach()
    await store.close()


def main(out: Path) -> None:
    """Write the dump to ``out`` (replacing it)."""
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "release.sqlite3"
        asyncio.run(play(db))
        with sqlite3.connect(db) as conn:
            out.write_text("\n".join(conn.iterdump()) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
