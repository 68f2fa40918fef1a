"""Benchmark of the Discord layer through the fake Discord on loopback (prints figures).

    .venv/bin/python scripts/bench_bot.py [--deals 3] [--tables 1,10,100] [--lag-seconds 10]
        [--no-rate-limits] [--level easy] [--computer-processes -1]

1. In one process (bot + fake Discord + simulated players): four humans play whole deals by
   clicking; prints the interaction acknowledgement latency (p50/p99/max: click injected →
   initial response received by the fake), the REST calls per game action, by kind, and
   the 429s the fake's model of Discord's rate limits answered (its per-channel message
   limit and route buckets, at their real size).
2. The bot alone in a child process (the fake and the players stay in this one, so the fake's
   own bookkeeping does not count): its resident memory idle and with 1, 10 and 100 open
   tables (each mid-deal, its human's hand opened), then the event-loop lag while 100 tables
   are busy (every human left, computers play at the configured pace), and the 429s of
   that part.

Budgets (docs: ARCHITECTURE): acknowledgement p99 < 200 ms; < 2 MiB per open table beyond
the idle process; event-loop lag p99 < 50 ms with 100 busy tables.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import re
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from pydantic import SecretStr  # noqa: E402

from bot.client import TarokBot  # noqa: E402
from bot.settings import Settings  # noqa: E402
from bot.tables import TableDefaults  # noqa: E402

TOKEN = "bench-bot-token"
MiB = 1024 * 1024


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0 … 1) by the nearest-rank method."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


def rss_bytes(pid: int | str = "self") -> int:
    """Resident set size of a process (Linux ``/proc``)."""
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    raise RuntimeError("no VmRSS")


def bench_defaults(
    computer_delay: float, update_interval: float, level: str = "easy"
) -> TableDefaults:
    """Table timing for the benchmark (computer players of ``level``)."""
    return TableDefaults(
        computer_delay=computer_delay,
        delay_jitter=0.25 if computer_delay else 0.0,
        lobby_timeout=3600.0,
        next_deal_pause=30.0,
        update_interval=update_interval,
        move_timer=None,
        level=level,
        deals=200,
    )


def make_bot(
    db_path: Path, defaults: TableDefaults, computer_processes: int | None = None
) -> TarokBot:
    """A bot on a fresh database (``computer_processes``: its thinking workers)."""
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        discord_token=SecretStr(TOKEN),
        db_path=db_path,
        default_language="en",
        computer_processes=computer_processes,
    )
    return TarokBot(settings, table_defaults=defaults, guild_ready_timeout=0.05)


# -- part 1: latency and REST calls per action, in process ------------------------------------
def rate_limits(on: bool) -> Any:
    """The fake's model of Discord's rate limits (real size), or none."""
    from fakediscord import RateLimits

    return RateLimits() if on else RateLimits.off()


async def part_latency(deals: int, limits: bool = True) -> dict[str, Any]:
    """Four humans play ``deals`` deals by clicking; latency and REST calls per action."""
    from e2e.helpers import ErrorLog, Player, World, play_deal, table_message_or_none
    from fakediscord import FakeDiscord

    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord(default_timeout=30.0, rate_limits=rate_limits(limits)) as fake:
            guild = fake.add_guild("Bench")
            chan = guild.add_text_channel("tarok")
            users = [guild.add_member(n) for n in ("ana", "bor", "cene", "dana")]
            db = Path(tmp) / "bench.sqlite3"
            bot = make_bot(db, bench_defaults(0.0, 1.0))
            await fake.start_bot(bot)
            await bot.images_warm()
            world = World(fake, guild, chan, users, users[0], db, bot, ErrorLog())
            r = await users[0].slash(chan, "tarok start", {"players": 4, "length": "24"})
            lobby = await r.wait_response()
            for u in users[1:]:
                await u.click(lobby, label="Join")
            await users[0].click(lobby, label="Start")
            await fake.wait_for(lambda: bot.manager.get(chan.id) is not None, description="table")
            table = world.table
            players = [Player(u) for u in users]
            rng = random.Random(7)
            await fake.wait_for(lambda: table_message_or_none(world), description="table message")
            mark = fake.mark()
            first = len(fake.interactions)
            for n in range(deals):
                summary = await play_deal(world, players, rng)
                if n + 1 < deals:
                    for u in users:
                        await u.click(summary, label="Ready")

                    def next_deal(n: int = n) -> bool:
                        return table.deal_no == n + 2

                    await fake.wait_for(next_deal, description="the next deal")
            await bot.presenter.idle()
            calls = fake.calls(since=mark)
            limited = len(fake.rate_limited())
            actions = 0
            for d in range(deals):
                actions += len(await bot.store.tables.actions(table.id, d + 1))
            clicks = [
                r.latency
                for r in list(fake.interactions.values())[first:]
                if r.latency is not None and r.type == 3
            ]
            stats = Counter(getattr(bot.presenter, "stats", {}))
            await fake.stop_bot()
    kinds: Counter[str] = Counter()
    for call in calls:
        if call.route.endswith("/callback"):
            kinds["interaction responses"] += 1
        elif call.route.startswith("PATCH /webhooks"):
            kinds["webhook edits (hand pushes, answers' images)"] += 1
        elif call.route == "POST /channels/{channel_id}/messages":
            kinds["channel messages posted"] += 1
        elif call.route.startswith("PATCH /channels"):
            kinds["channel messages edited"] += 1
        else:
            kinds[call.route] += 1
    return {
        "deals": deals,
        "actions": actions,
        "clicks": len(clicks),
        "ack_p50_ms": 1000 * statistics.median(clicks),
        "ack_p99_ms": 1000 * percentile(clicks, 0.99),
        "ack_max_ms": 1000 * max(clicks),
        "rest_calls": len(calls),
        "rest_per_action": len(calls) / max(actions, 1),
        "by_kind": {k: v / max(actions, 1) for k, v in kinds.most_common()},
        "rate_limited": limited,
        "stats": {k: v / max(actions, 1) for k, v in stats.items()},
    }


# -- part 2: memory and loop lag, the bot in a child process -----------------------------------
async def child_main(args: argparse.Namespace) -> None:
    """Run the bot against a fake Discord elsewhere; answer ``mem`` and ``lag`` on stdin."""
    from fakediscord import patch_discord

    defaults = bench_defaults(args.computer_delay, 1.0, args.level)
    processes = None if args.computer_processes < 0 else args.computer_processes
    with patch_discord(args.api, args.gateway):
        bot = make_bot(Path(args.db), defaults, processes)
        await bot.login(TOKEN)
        task = asyncio.create_task(bot.connect())
        await bot.wait_until_ready()
        await bot.images_warm()
        print("ready", flush=True)
        loop = asyncio.get_running_loop()
        reader = asyncio.StreamReader()
        await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
        while True:
            line = (await reader.readline()).decode().strip()
            if not line or line == "quit":
                break
            reply: dict[str, Any]
            if line == "mem":
                # Busy tables never fall idle: wait a while for queued updates, not for ever.
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(bot.presenter.idle(), 10)
                gc.collect()
                reply = {"rss": rss_bytes(), "tables": len(bot.manager.tables)}
            elif line.startswith("lag"):
                reply = await measure_lag(float(line.split()[1]))
                reply["tables"] = len(bot.manager.tables)
                reply["moves"] = sum(t.move for t in bot.manager.tables)
            else:
                reply = {"error": line}
            print(json.dumps(reply), flush=True)
        await bot.close()
        await asyncio.gather(task, return_exceptions=True)


async def measure_lag(seconds: float, interval: float = 0.01) -> dict[str, Any]:
    """How late a 10 ms sleep wakes up on this loop, over ``seconds``."""
    loop = asyncio.get_running_loop()
    lags: list[float] = []
    end = loop.time() + seconds
    while loop.time() < end:
        start = loop.time()
        await asyncio.sleep(interval)
        lags.append(max(0.0, loop.time() - start - interval))
    return {
        "samples": len(lags),
        "p50_ms": 1000 * statistics.median(lags),
        "p99_ms": 1000 * percentile(lags, 0.99),
        "max_ms": 1000 * max(lags),
    }


class Child:
    """The bot process and its little command protocol."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc

    async def ask(self, command: str) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(f"{command}\n".encode())
        await self.proc.stdin.drain()
        line = await asyncio.wait_for(self.proc.stdout.readline(), 120)
        return dict(json.loads(line))


async def open_waiting_table(fake: Any, chan: Any, host: Any) -> Any:
    """A 3-player table (two computers) started and waiting; the host's hand is opened.

    Returns the host's hand message.
    """
    r = await host.slash(chan, "tarok start", {"players": 3, "length": "24"})
    lobby = await r.wait_response()
    await host.click(lobby, label="Add computer")
    await host.click(lobby, label="Add computer")
    await host.click(lobby, label="Start")

    def table_msg() -> Any:
        return fake.last_message(
            chan,
            predicate=lambda m: any(
                b.get("custom_id", "").startswith("tk:h:") for b in m.buttons()
            ),
            include_ephemeral=False,
        )

    msg = await fake.wait_for(table_msg, description="a table message")
    r = await host.click(msg, label="My hand")
    return await r.wait_response()


async def part_memory(
    steps: list[int],
    lag_seconds: float,
    computer_delay: float,
    limits: bool = True,
    *,
    level: str = "easy",
    computer_processes: int = -1,
) -> dict[str, Any]:
    """Memory of the bot process with open tables, then loop lag with them busy (computer
    players of ``level``, thinking in ``computer_processes`` workers; -1: the default)."""
    from fakediscord import FakeDiscord

    results: dict[str, Any] = {"steps": []}
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord(
            patch=False, token=TOKEN, default_timeout=60.0, rate_limits=rate_limits(limits)
        ) as fake:
            guild = fake.add_guild("Bench")
            host = guild.add_member("host")
            chans = [guild.add_text_channel(f"tarok-{i}") for i in range(max(steps))]
            proc = await asyncio.create_subprocess_exec(
                sys.executable,
                __file__,
                "--child",
                "--api",
                fake.api_base,
                "--gateway",
                fake.gateway_url,
                "--db",
                str(Path(tmp) / "bench.sqlite3"),
                "--computer-delay",
                str(computer_delay),
                "--level",
                level,
                "--computer-processes",
                str(computer_processes),
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                cwd=str(ROOT),
            )
            child = Child(proc)
            assert proc.stdout is not None
            ready = await asyncio.wait_for(proc.stdout.readline(), 60)
            assert ready.strip() == b"ready", ready
            await asyncio.sleep(0.5)
            idle = await child.ask("mem")
            results["idle_rss"] = idle["rss"]
            hands: list[Any] = []
            opened = 0
            for target in steps:
                while opened < target:
                    batch = chans[opened : min(target, opened + 10)]
                    hands.extend(
                        await asyncio.gather(*(open_waiting_table(fake, c, host) for c in batch))
                    )
                    opened += len(batch)
                await asyncio.sleep(0.5)
                mem = await child.ask("mem")
                results["steps"].append((target, mem["tables"], mem["rss"]))
            # Busy: the host leaves every table; computers play all seats from now on.
            for i in range(0, len(hands), 10):
                await asyncio.gather(*(host.click(h, label="Leave") for h in hands[i : i + 10]))
            await asyncio.sleep(2.0)
            # Meanwhile, players keep clicking "Refresh" on their hands: acknowledgement
            # latency under load.
            lag_task = asyncio.ensure_future(child.ask(f"lag {lag_seconds}"))
            busy_clicks: list[float] = []
            rng = random.Random(3)
            while not lag_task.done():
                hand = rng.choice(hands)
                r = await host.click(hand, custom_id=re.compile(r"^tk:f:"))
                if r.latency is not None:
                    busy_clicks.append(r.latency)
                await asyncio.sleep(0.05)
            results["lag"] = await lag_task
            results["busy_clicks"] = busy_clicks
            results["busy_rss"] = (await child.ask("mem"))["rss"]
            results["rate_limited"] = len(fake.rate_limited())
            assert proc.stdin is not None
            proc.stdin.write(b"quit\n")
            await proc.stdin.drain()
            await asyncio.wait_for(proc.wait(), 60)
            fake.clear_bot_errors()
    return results


def describe_processes(processes: int) -> str:
    """ "1 worker process", "threads" … for ``--computer-processes``."""
    from bot.thinking import default_processes

    n = default_processes() if processes < 0 else processes
    return "threads of the bot's process" if n == 0 else f"{n} worker process(es)"


def main() -> None:
    """Run both parts and print a compact table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--tables", default="1,10,100")
    parser.add_argument("--lag-seconds", type=float, default=10.0)
    parser.add_argument("--computer-delay", type=float, default=1.0)
    parser.add_argument("--level", default="easy", help="the busy tables' computer players")
    parser.add_argument(
        "--computer-processes",
        type=int,
        default=-1,
        help="worker processes the computers think in (-1: the default, 0: threads)",
    )
    parser.add_argument(
        "--no-rate-limits",
        action="store_true",
        help="the fake Discord without its model of Discord's rate limits",
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--api", help=argparse.SUPPRESS)
    parser.add_argument("--gateway", help=argparse.SUPPRESS)
    parser.add_argument("--db", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        asyncio.run(child_main(args))
        return
    steps = [int(x) for x in args.tables.split(",")]
    t0 = time.perf_counter()
    limits = not args.no_rate_limits
    lat = asyncio.run(part_latency(args.deals, limits))
    mem = asyncio.run(
        part_memory(
            steps,
            args.lag_seconds,
            args.computer_delay,
            limits,
            level=args.level,
            computer_processes=args.computer_processes,
        )
    )
    elapsed = time.perf_counter() - t0
    print(
        f"bench_bot: Python {sys.version.split()[0]}, {os.cpu_count()} CPUs, {elapsed:.0f} s,"
        f" Discord's rate limits {'modelled' if limits else 'off'}; busy tables' computers:"
        f" {args.level}, thinking in {describe_processes(args.computer_processes)}"
    )
    print()
    print("| measure | value | budget |")
    print("| --- | ---: | ---: |")
    print(
        f"| interaction ack latency p50 / p99 / max ({lat['clicks']} clicks, "
        f"{lat['deals']} deals, 4 humans) | {lat['ack_p50_ms']:.0f} / {lat['ack_p99_ms']:.0f} / "
        f"{lat['ack_max_ms']:.0f} ms | p99 < 200 ms |"
    )
    print(
        f"| REST calls per game action ({lat['actions']} actions) "
        f"| {lat['rest_per_action']:.2f} | |"
    )
    for kind, per in lat["by_kind"].items():
        print(f"| · {kind} | {per:.2f} | |")
    for kind, per in sorted(lat["stats"].items()):
        print(f"| · · of which {kind} | {per:.2f} | |")
    print(f"| 429 responses (whole deals, 4 humans) | {lat['rate_limited']} | 0 |")
    idle = mem["idle_rss"]
    print(f"| bot process RSS, idle | {idle / MiB:.1f} MiB | |")
    prev_tables, prev_rss = 0, idle
    for _target, tables, rss in mem["steps"]:
        per = (rss - idle) / max(tables, 1)
        marginal = (rss - prev_rss) / max(tables - prev_tables, 1)
        print(
            f"| RSS with {tables} open tables | {rss / MiB:.1f} MiB: +{(rss - idle) / MiB:.1f}, "
            f"{per / MiB:.2f} MiB per table ({marginal / MiB:.2f} for each of the last "
            f"{tables - prev_tables}) | < 2 MiB per table |"
        )
        prev_tables, prev_rss = tables, rss
    lag = mem["lag"]
    print(
        f"| event-loop lag, {lag['tables']} busy tables, {lag['samples']} samples | "
        f"p50 {lag['p50_ms']:.1f} / p99 {lag['p99_ms']:.1f} / max {lag['max_ms']:.0f} ms "
        f"| p99 < 50 ms |"
    )
    busy = mem["busy_clicks"]
    print(
        f"| interaction ack latency with {lag['tables']} busy tables p50 / p99 / max "
        f"({len(busy)} clicks) | {1000 * statistics.median(busy):.0f} / "
        f"{1000 * percentile(busy, 0.99):.0f} / {1000 * max(busy):.0f} ms | p99 < 200 ms |"
    )
    print(f"| RSS with {lag['tables']} busy tables | {mem['busy_rss'] / MiB:.1f} MiB | |")
    print(f"| 429 responses ({lag['tables']} tables opened and busy) | {mem['rate_limited']} | 0 |")


if __name__ == "__main__":
    main()
