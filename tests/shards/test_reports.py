"""A bot process started with reports (the soak and load scripts' figures) keeps reporting
while nobody reads its reports, and each report carries the acknowledgements of the
interactions it answered, measured inside the bot."""

from __future__ import annotations

import asyncio
from pathlib import Path

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
            for _ in range(10_000):  # the queued reports first
                report = await bot.next_report(timeout=10.0)
                assert report["lag_p99_ms"] >= 0 and report["rss"] > 0
                acks += report["acks"]
                if acks:
                    break
            assert len(acks) == 1
            wait_ms, http_ms = acks[0]
            assert 0 <= wait_ms < 3000 and 0 < http_ms < 3000
        finally:
            assert await bot.stop() == 0
        assert not bot.errors(), bot.log()
