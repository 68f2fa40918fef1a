"""The bot as a process of its own, against a fake Discord elsewhere (``python -m
botproc.child``, with ``tests`` and the repository on the import path).

It runs the real :class:`~bot.client.TarokBot` with the settings given on the command line
(the database, the shards, the lease), fast table timing for tests, and discord.py pointed
at the fake's URLs. It writes one JSON line to stdout once the bot is ready
(``{"event": "ready", "holder": …, "pid": …}``) and its log to stderr. SIGTERM closes the
bot cleanly (its leases are given back); SIGKILL is a crash.

With ``--report SECONDS`` it also measures its event loop's lag all the time (how late a
10 ms sleep wakes up) and every SECONDS writes a line ``{"event": "report", "rss": …,
"tables": …, "lag_p50_ms": …, "lag_p99_ms": …, "lag_max_ms": …, "samples": …}`` of the
lag since the previous report and its resident memory (for the soak and load scripts).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

from fakediscord import patch_discord
from pydantic import SecretStr

from bot.client import TarokBot
from bot.settings import Settings
from bot.tables import TableDefaults


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The child's command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--api", required=True, help="the fake's REST base URL")
    parser.add_argument("--gateway", required=True, help="the fake's gateway URL")
    parser.add_argument("--cdn", default=None)
    parser.add_argument("--token", default="fake-bot-token")
    parser.add_argument("--database", required=True, help="a SQLite file or a postgresql:// URL")
    parser.add_argument("--shard-count", type=int, default=None)
    parser.add_argument("--shard-ids", default=None)
    parser.add_argument("--lease-seconds", type=float, default=15.0)
    parser.add_argument("--defaults", default="{}", help="TableDefaults fields as JSON")
    parser.add_argument("--log-level", default="INFO")
    parser.add_argument("--report", type=float, default=0.0, help="report every SECONDS")
    return parser.parse_args(argv)


def rss_bytes() -> int:
    """This process's resident set size (Linux ``/proc``)."""
    for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def _quantile(ordered: list[float], q: float) -> float:
    return ordered[max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))]


async def report(bot: TarokBot, every: float, interval: float = 0.01) -> None:
    """Sample the loop's lag without end; print a report line every ``every`` seconds."""
    loop = asyncio.get_running_loop()
    lags: list[float] = []
    last = loop.time()
    while True:
        start = loop.time()
        await asyncio.sleep(interval)
        lags.append(max(0.0, loop.time() - start - interval))
        if loop.time() - last >= every and lags:
            ordered = sorted(lags)
            line = {
                "event": "report",
                "time": time.time(),
                "rss": rss_bytes(),
                "tables": len(bot.manager.tables),
                "lag_p50_ms": 1000 * _quantile(ordered, 0.5),
                "lag_p99_ms": 1000 * _quantile(ordered, 0.99),
                "lag_max_ms": 1000 * ordered[-1],
                "samples": len(ordered),
            }
            print(json.dumps(line), flush=True)
            lags.clear()
            last = loop.time()


def settings_for(args: argparse.Namespace) -> Settings:
    """The bot's settings from the command line (no .env, no environment)."""
    values: dict[str, Any] = {
        "discord_token": SecretStr(args.token),
        "default_language": "en",
        "lease_seconds": args.lease_seconds,
        "shard_count": args.shard_count,
        "shard_ids": args.shard_ids,
    }
    if args.database.startswith(("postgresql://", "postgres://", "sqlite:///")):
        values["database_url"] = args.database
    else:
        values["db_path"] = args.database
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


async def run(args: argparse.Namespace) -> None:
    """Run the bot until SIGTERM (or a crash)."""
    defaults = TableDefaults(**json.loads(args.defaults))
    bot = TarokBot(
        settings_for(args),
        table_defaults=defaults,
        guild_ready_timeout=0.05,
        warm_images=False,
        identify_delay=0.0,
    )
    loop = asyncio.get_running_loop()
    stopping = asyncio.Event()
    loop.add_signal_handler(signal.SIGTERM, stopping.set)
    task = asyncio.create_task(bot.start(args.token))

    async def announce() -> None:
        await bot.wait_until_ready()
        line = {"event": "ready", "holder": bot.holder, "pid": os.getpid()}
        print(json.dumps(line), flush=True)
        if args.report > 0:
            await report(bot, args.report)

    announcer = asyncio.create_task(announce())
    stopper = asyncio.create_task(stopping.wait())
    await asyncio.wait({task, stopper}, return_when=asyncio.FIRST_COMPLETED)
    if not task.done():
        await bot.close()
    announcer.cancel()
    await asyncio.gather(task, announcer, stopper, return_exceptions=True)
    if task.done() and not task.cancelled() and task.exception() is not None:
        raise task.exception()  # type: ignore[misc]


def main() -> int:
    """Parse, log to stderr, run."""
    args = parse_args()
    logging.basicConfig(
        level=args.log_level,
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    with patch_discord(args.api, args.gateway, args.cdn):
        asyncio.run(run(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
