"""A bot process stopped cleanly (SIGTERM) gives its table leases back: the next process
resumes its tables at once, without waiting for the leases to expire (SQLite here; the
PostgreSQL side is in ``test_processes.py``)."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from botproc import TOKEN, BotProcess
from fakediscord import FakeDiscord

from bot.store import Store

JOIN = re.compile(r"^tk:l:(\d+):join$")


async def test_a_clean_stop_hands_the_tables_over_at_once(tmp_path: Path) -> None:
    database = tmp_path / "tarok.sqlite3"
    async with FakeDiscord(patch=False, token=TOKEN, default_timeout=30.0) as fake:
        guild = fake.add_guild("Tarok")
        chan = guild.add_text_channel("tarok")
        ana, bor = guild.add_member("ana"), guild.add_member("bor")
        first = BotProcess(fake, database, lease_seconds=300.0, log_dir=tmp_path, name="first")
        await first.start()
        lobby = await (await ana.slash(chan, "tarok start", {"players": 4})).wait_response()
        match = JOIN.match(
            next(b["custom_id"] for b in lobby.buttons() if JOIN.match(b["custom_id"]))
        )
        assert match is not None
        table_id = int(match.group(1))
        assert await first.stop() == 0
        store = await Store.open(database)
        try:
            assert await store.leases.get(table_id) is None  # given back, not left to expire
            second = first.again(name="second")
            await second.start()
            try:
                lease = await store.leases.get(table_id)
                assert lease is not None and lease.holder == second.holder
                await bor.click(lobby, custom_id=JOIN)  # the second process drives the lobby
                for _ in range(100):
                    seated = [s.user_id for s in await store.tables.seats(table_id)]
                    if len(seated) == 2:
                        break
                    await asyncio.sleep(0.05)
                assert seated == [ana.id, bor.id]
            finally:
                assert await second.stop() == 0
            assert not first.errors() and not second.errors(), second.log()
        finally:
            await store.close()
