"""Load: many concurrent tables through the fake Discord, one bot process and two (prints figures).

    .venv/bin/python scripts/load_bot.py [--tables 500] [--seconds 60] [--computer-delay 1.0]
        [--processes 1,2] [--open-at-once 25] [--open-seconds 900]

The fake Discord and the players run in this process; the bot in one process (every
shard), then in two (shard 0 and shard 1 of two, one server on each), both times on one
PostgreSQL server started for the run (``tests/pgtest``), a fresh database each time.
``--tables`` tables of three open (``--open-at-once`` at a time; those open after
``--open-seconds`` if the machine is too slow to open them all), each with one human host
and two computers; the computers play at ``--computer-delay`` seconds a move, the humans
play their turns after a think time, click Ready, sometimes Refresh (the players of
``scripts/soak_bot.py``). Once every table is open the run lasts ``--seconds`` more; it
measures the acknowledgement latency of the human clicks (injected → initial response
received by the fake) and the bot processes' event-loop lag (each reports every few
seconds; the lag figures are over every report of the busy part, of every process).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "scripts")]

from botproc import TOKEN, BotProcess  # noqa: E402
from fakediscord import FakeDiscord  # noqa: E402
from soak_bot import (  # noqa: E402
    MiB,
    Tally,
    bot_ack_rows,
    human,
    percentile,
    soak_defaults,
    wait_rows,
)

REPORT = 5.0


async def _busy_report(bot: BotProcess, since: float) -> dict[str, Any]:
    """The bot's next report written after ``since`` (wall-clock time)."""
    while True:
        report = await bot.next_report()
        if report["time"] >= since:
            return report


async def load(args: argparse.Namespace, url: str, processes: int, logs: Path) -> dict[str, Any]:
    """One run with ``processes`` bot processes; its figures."""
    async with FakeDiscord(
        patch=False, token=TOKEN, default_timeout=120.0, keep_history=False
    ) as fake:
        guilds = [fake.add_guild(f"Load {i}", shard=(i, 2)) for i in range(2)]
        hosts = [g.add_member(f"host{i}") for i, g in enumerate(guilds)]
        chans = [
            (guilds[n % 2].add_text_channel(f"tarok-{n}"), hosts[n % 2]) for n in range(args.tables)
        ]
        defaults = soak_defaults(args.computer_delay)
        if processes == 1:
            bots = [BotProcess(fake, url, defaults=defaults, log_dir=logs, report=REPORT)]
        else:
            bots = [
                BotProcess(
                    fake,
                    url,
                    shard_ids=str(i),
                    shard_count=2,
                    defaults=defaults,
                    log_dir=logs,
                    name=f"shard{i}",
                    report=REPORT,
                )
                for i in range(2)
            ]
        await asyncio.gather(*(b.start() for b in bots))
        tally = Tally(target=10**9, measuring=False)
        opening = asyncio.Semaphore(args.open_at_once)
        players: list[asyncio.Task[None]] = []
        reports: list[dict[str, Any]] = []
        try:
            t0 = time.monotonic()
            players = [
                asyncio.create_task(human(fake, chan, host, tally, seed=n, opening=opening))
                for n, (chan, host) in enumerate(chans)
            ]
            while tally.opened < args.tables and time.monotonic() - t0 < args.open_seconds:
                await asyncio.sleep(0.5)
                for p in players:
                    if p.done() and not p.cancelled() and p.exception() is not None:
                        raise p.exception()  # type: ignore[misc]
            opened_in = time.monotonic() - t0
            print(f"  {processes} process(es): {tally.opened} tables open in {opened_in:.0f} s")
            # Reports written while the tables opened are not the busy part: they wait
            # unread in the pipes, so they are told apart by when they were written.
            busy_from = time.time()
            tally.measuring = True
            end = time.monotonic() + args.seconds
            while time.monotonic() < end:
                batch = await asyncio.gather(*(_busy_report(b, busy_from) for b in bots))
                reports += batch
                tables = sum(r["tables"] for r in batch)
                worst = max(r["lag_p99_ms"] for r in batch)
                print(f"    {tables} tables, loop lag p99 {worst:.1f} ms", flush=True)
            tally.measuring = False
        finally:
            for p in players:
                p.cancel()
            # Bounded: a run must not lose its figures to a slow cleanup of 500 tables
            # (asyncio.wait neither cancels nor waits for a player past the bound).
            if players:
                await asyncio.wait(players, timeout=60)
            await asyncio.gather(*(b.stop() for b in bots))
        return {
            "processes": processes,
            "opened": tally.opened,
            "opened_in": opened_in,
            "clicks": tally.clicks,
            "reports": reports,
            "rss": [r["rss"] for r in reports[-len(bots) :]],
            "rate_limited": len(fake.rate_limited()),
            "late": len(fake.late_interactions()),
            "unanswered": tally.unanswered,
            "errors": [line for b in bots for line in b.errors()],
            "first_error": next((e for b in bots for e in b.error_blocks()), None),
        }


def main() -> None:
    """Parse, run each configuration, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--computer-delay", type=float, default=1.0)
    parser.add_argument("--processes", default="1,2")
    parser.add_argument("--open-at-once", type=int, default=25)
    parser.add_argument(
        "--open-seconds",
        type=float,
        default=900.0,
        help="measure with the tables open by then (a bound for a loaded machine)",
    )
    args = parser.parse_args()
    from pgtest.server import start_server

    print(
        f"load_bot: Python {sys.version.split()[0]}, {args.tables} tables on PostgreSQL, "
        f"computers every {args.computer_delay} s, {args.seconds:.0f} s busy",
        flush=True,
    )
    server = start_server()
    try:
        for n in (int(x) for x in args.processes.split(",")):
            url = server.new_database(migrated=True)
            with tempfile.TemporaryDirectory() as logs:
                result = asyncio.run(load(args, url, n, Path(logs)))
            # Each configuration's figures as soon as it ends (a later one may not).
            print_result(result)
            server.drop_database(url)
    finally:
        server.stop()


def print_result(r: dict[str, Any]) -> None:
    """One configuration's row of figures, and the first errors its processes logged."""
    print()
    print(
        "| bot processes | tables open | ack p50 / p99 / max (clicks) | loop lag p50 / p99 "
        "(median, worst report) | RSS per process | 429 | late > 3 s | unanswered | errors |"
    )
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    clicks = r["clicks"]
    lag50 = statistics.median(x["lag_p50_ms"] for x in r["reports"])
    lag99 = [x["lag_p99_ms"] for x in r["reports"]]
    ack = (
        f"{1000 * statistics.median(clicks):.0f} / {1000 * percentile(clicks, 0.99):.0f} / "
        f"{1000 * max(clicks):.0f} ms ({len(clicks)})"
        if clicks
        else "no clicks"
    )
    rss = ", ".join(f"{x / MiB:.0f}" for x in r["rss"])
    print(
        f"| {r['processes']} | {r['opened']} in {r['opened_in']:.0f} s | {ack} | {lag50:.1f} / "
        f"{statistics.median(lag99):.1f}, {max(lag99):.0f} ms | {rss} MiB | "
        f"{r['rate_limited']} | {r['late']} | {r['unanswered']} | {len(r['errors'])} |"
    )
    for row in bot_ack_rows(r["reports"]) + wait_rows(r["reports"]):
        print(f"    {r['processes']} process(es) {row}")
    if r["first_error"]:
        print(f"    the first error of {r['processes']} process(es):")
        for line in r["first_error"].splitlines()[:40]:
            print(f"      {line}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
