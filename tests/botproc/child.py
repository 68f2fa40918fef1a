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
Each report also carries ``"acks"``: for every interaction the bot acknowledged since the
previous report, ``[wait_ms, http_ms, type]`` — from the moment the bot parsed the
interaction off the gateway to the moment it sent its initial response, that response's HTTP
round trip, and the interaction's type (2 a slash command, 3 a component, 5 a modal) — so
that a slow acknowledgement is told apart: the bot's own part from the fake's. And
``"waits"``: where the time of table operations goes (see :class:`Waits`)."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import signal
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import discord.state
import discord.webhook.async_
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


class AckTimes:
    """When each interaction reached the bot and when its initial response went out.

    It wraps discord.py's parsing of ``INTERACTION_CREATE`` and its interaction callback
    request (the only way an interaction is acknowledged); :meth:`take` hands over the
    finished ones since the last call."""

    def __init__(self) -> None:
        self.received: dict[int, tuple[float, int]] = {}
        self.done: list[list[float]] = []

    def install(self) -> None:
        """Patch discord.py (for this process's lifetime)."""
        times = self
        parse = discord.state.ConnectionState.parse_interaction_create
        respond = discord.webhook.async_.AsyncWebhookAdapter.create_interaction_response

        def parse_interaction_create(state: Any, data: Any) -> None:
            times.received[int(data["id"])] = (time.monotonic(), int(data.get("type", 0)))
            parse(state, data)

        def create_interaction_response(
            adapter: Any, interaction_id: int, token: str, **kwargs: Any
        ) -> Any:
            request = respond(adapter, interaction_id, token, **kwargs)

            async def timed() -> Any:
                start = time.monotonic()
                try:
                    return await request
                finally:
                    got = times.received.pop(int(interaction_id), None)
                    if got is not None:
                        end = time.monotonic()
                        times.done.append(
                            [1000 * (start - got[0]), 1000 * (end - start), float(got[1])]
                        )

            return timed()

        discord.state.ConnectionState.parse_interaction_create = parse_interaction_create  # type: ignore[method-assign]
        discord.webhook.async_.AsyncWebhookAdapter.create_interaction_response = (  # type: ignore[method-assign]
            create_interaction_response
        )

    def take(self) -> list[list[float]]:
        """The acknowledgements finished since the previous call, rounded to 0.1 ms."""
        done, self.done = self.done, []
        # Interactions never acknowledged through a callback (none should be) are dropped
        # after a minute, so that the map stays small.
        old = time.monotonic() - 60.0
        for key in [k for k, v in self.received.items() if v[0] < old]:
            del self.received[key]
        return [[round(w, 1), round(h, 1), int(kind)] for w, h, kind in done]


ACKS = AckTimes()


class Waits:
    """Where the bot's time goes while it handles tables: how long each table operation
    waited for its table's lock, held it, and spent delivering its notifications after,
    and how long each database call took (queued behind others on its connection and
    run). Each report carries p50 / p99 / max of each since the previous report."""

    KINDS = ("lock_wait", "lock_held", "notify", "db")

    def __init__(self) -> None:
        self.samples: dict[str, list[float]] = {k: [] for k in self.KINDS}

    def install(self) -> None:
        """Patch the table core and aiosqlite (for this process's lifetime)."""
        import aiosqlite.core

        from bot.tables.core import TableCore

        samples = self.samples
        op = TableCore._op
        execute = aiosqlite.core.Connection._execute

        @asynccontextmanager
        async def timed_op(table: Any) -> AsyncIterator[None]:
            start = time.monotonic()
            held = done = start
            try:
                async with op(table):
                    held = time.monotonic()
                    samples["lock_wait"].append(held - start)
                    try:
                        yield
                    finally:
                        done = time.monotonic()
                        samples["lock_held"].append(done - held)
            finally:
                samples["notify"].append(time.monotonic() - done)

        async def timed_execute(conn: Any, fn: Any, *args: Any, **kwargs: Any) -> Any:
            start = time.monotonic()
            try:
                return await execute(conn, fn, *args, **kwargs)
            finally:
                samples["db"].append(time.monotonic() - start)

        TableCore._op = timed_op  # type: ignore[method-assign,assignment]
        aiosqlite.core.Connection._execute = timed_execute  # type: ignore[method-assign]

    def take(self) -> dict[str, list[float]]:
        """``{kind: [p50_ms, p99_ms, max_ms, count]}`` since the previous call."""
        out: dict[str, list[float]] = {}
        for kind, values in self.samples.items():
            if values:
                ordered = sorted(values)
                out[kind] = [
                    round(1000 * _quantile(ordered, 0.5), 1),
                    round(1000 * _quantile(ordered, 0.99), 1),
                    round(1000 * ordered[-1], 1),
                    len(ordered),
                ]
            values.clear()
        return out


WAITS = Waits()


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
                "acks": ACKS.take(),
                "waits": WAITS.take(),
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
    if args.report > 0:
        ACKS.install()
        WAITS.install()
    with patch_discord(args.api, args.gateway, args.cdn):
        asyncio.run(run(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
