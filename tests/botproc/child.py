"""The bot as a process of its own, against a fake Discord elsewhere (``python -m
botproc.child``, with ``tests`` and the repository on the import path).

It runs the real :class:`~bot.client.TarokBot` with the settings given on the command line
(the database, the shards, the lease), fast table timing for tests, and discord.py pointed
at the fake's URLs. It writes one JSON line to stdout once the bot is ready
(``{"event": "ready", "holder": …, "pid": …}``) and its log to stderr. SIGTERM closes the
bot cleanly (its leases are given back); SIGKILL is a crash.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import signal
import sys
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
    return parser.parse_args(argv)


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
