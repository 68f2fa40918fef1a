"""A bot process started with reports (the soak and load scripts' figures) keeps reporting
while nobody reads its reports, and each report carries the acknowledgements of the
interactions it answered and where its table operations spent their time, measured inside
the bot. Its log's errors are read whole, with their tracebacks."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any, cast

from botproc import TOKEN, BotProcess
from fakediscord import FakeDiscord


async def test_reports_left_unread_do_not_stall_the_bot_and_carry_its_acknowledgements(
    tmp_path: Path,
) -> None:
    async with FakeDiscord(patch=False, token=TOKEN, default_timeout=30.0) as fake:
        guild = fake.add_guild("Tarok")
        chan = guild.add_text_channel("tarok")
        ana = guild.add_member("ana")
        bot = BotProcess(fake, tmp_path / "t.sqlite3", log_dir=tmp_path, report=0.01)
        await bot.start()
        try:
            # Well over a pipe's 64 KiB of reports are written while none is read: a bot
            # that blocked on its report would not answer the command below.
            await asyncio.sleep(15.0)
            result = await ana.slash(chan, "tarok start", {"players": 4})
            await result.wait_response()
            assert result.latency is not None and result.latency < 3.0
            acks: list[list[float]] = []
            waits: dict[str, list[float]] = {}
            for _ in range(10_000):  # the queued reports first
                report = await bot.next_report(timeout=10.0)
                assert report["lag_p99_ms"] >= 0 and report["rss"] > 0
                acks += report["acks"]
                waits.update(report["waits"])
                if acks:
                    break
            assert len(acks) == 1
            wait_ms, http_ms, kind = acks[0]
            assert 0 <= wait_ms < 3000 and 0 < http_ms < 3000
            assert kind == 2  # a slash command
            # The command's table operation (opening the lobby) and its database calls
            # are in the reports' waits (by the report with its acknowledgement, or in
            # the next few: the lobby's message is recorded after the answer).
            for _ in range(100):
                if {"lock_held", "db"} <= waits.keys():
                    break
                waits.update((await bot.next_report(timeout=10.0))["waits"])
            assert {"lock_held", "db"} <= waits.keys(), waits
            p50, p99, longest, count = waits["lock_held"]
            assert 0 <= p50 <= p99 <= longest < 3000 and count >= 1
        finally:
            assert await bot.stop() == 0
        assert not bot.errors(), bot.log()


def test_the_errors_of_a_log_are_read_with_their_tracebacks(tmp_path: Path) -> None:
    bot = BotProcess(cast(Any, None), tmp_path / "t.sqlite3", log_dir=tmp_path)
    bot.log_path.write_text(
        "2026-12-03 11:16:17,500 INFO    bot.client: ready\n"
        "2026-12-03 11:16:17,544 ERROR   bot.ui.controller: handling 'tk:a:1' failed\n"
        "Traceback (most recent call last):\n"
        '  File "x.py", line 1, in f\n'
        "KeyError: 3\n"
        "2026-12-03 11:16:18,000 INFO    bot.client: still here\n"
        "2026-12-03 11:16:19,000 CRITICAL bot.client: gone\n"
    )
    blocks = bot.error_blocks()
    assert len(blocks) == 2
    assert blocks[0].splitlines()[0].endswith("handling 'tk:a:1' failed")
    assert blocks[0].splitlines()[-1] == "KeyError: 3"
    assert blocks[1].endswith("gone")
