"""Soak of the bot: many deals by computer players with human clicks between (prints figures).

    .venv/bin/python scripts/soak_bot.py [--tables 100] [--deals 500] [--computer-delay 0.5]
        [--report 10] [--max-seconds 3600] [--database PATH_OR_URL] [--logs DIR]

The bot runs as a process of its own (``tests/botproc``) against the fake Discord in this
process. ``--tables`` tables of three open at once, each with one human (the host) and two
computers; the computers play at ``--computer-delay`` seconds a move, the human answers his
turns after a think time of 0.3 … 1.5 s from his hand (kept current by the bot's pushes,
reopened with "My hand" when it goes quiet), clicks Ready after each deal and now and then
Refresh. It runs until ``--deals`` deals have ended in all, or ``--max-seconds`` have passed (a
bound for a loaded machine: the deals done are printed).

Every ``--report`` seconds the bot process reports its resident memory and its event loop's
lag (how late a 10 ms sleep wakes up). Printed: the memory per table (above the process
with no table) at the first and the last report and its slope over the run (least squares,
MiB per table per 100 deals: flat is 0), the loop lag p50 / p99 / max of the whole run, the
acknowledgement latency of the human clicks, and the 429s. The bot's reports also tell where
an acknowledgement's time went: the fake gateway's delivery, the bot's own part (parsed →
initial response sent, per kind of interaction) and the response's HTTP round trip, and how
long table operations waited for and held their table's lock and SQLite calls took.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from botproc import TOKEN, BotProcess  # noqa: E402
from fakediscord import (  # noqa: E402
    FakeChannel,
    FakeDiscord,
    FakeMessage,
    FakeTimeoutError,
    FakeUser,
    InteractionResult,
)

from bot.tables import TableDefaults  # noqa: E402

MiB = 1024 * 1024
TABLE_MSG = re.compile(r"^tk:h:")
ACTION = re.compile(r"^tk:a:")
DISCARD = re.compile(r"^tk:d:")
READY = re.compile(r"^tk:r:")
REFRESH = re.compile(r"^tk:f:")


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0 … 1) by the nearest-rank method."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))]


def slope(xs: list[float], ys: list[float]) -> float:
    """Least-squares slope of ``ys`` over ``xs`` (0 with fewer than two points)."""
    if len(xs) < 2:
        return 0.0
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / den if den else 0.0


def soak_defaults(computer_delay: float) -> TableDefaults:
    """Long sessions, computers at the given pace, no move timer."""
    return TableDefaults(
        computer_delay=computer_delay,
        delay_jitter=0.25 if computer_delay else 0.0,
        lobby_timeout=3600.0,
        next_deal_pause=5.0,
        update_interval=1.0,
        move_timer=None,
        level="easy",
        deals=24,
    )


@dataclass
class Tally:
    """What the human players did and saw, over every table."""

    target: int
    deals: int = 0
    clicks: list[float] = field(default_factory=list)
    """Acknowledgement latency of every human click (s) while ``measuring``."""
    by_kind: dict[str, list[float]] = field(default_factory=dict)
    """The same latencies by what was clicked (a move, the discards, Ready, "My hand", Refresh)."""
    measuring: bool = True
    opened: int = 0
    """Tables open so far."""
    unanswered: int = 0
    """Clicks the bot never answered (each ends its player's part)."""

    delivered: list[float] = field(default_factory=list)
    """Of each latency, the part before the bot received the click (the fake's gateway)."""

    def clicked(self, r: InteractionResult, kind: str) -> None:
        """Count a click's acknowledgement latency."""
        latency = r.latency
        if latency is not None and self.measuring:
            self.clicks.append(latency)
            self.by_kind.setdefault(kind, []).append(latency)
            if r.delivered_real is not None:
                self.delivered.append(r.delivered_real - r.created_real)

    @property
    def done(self) -> bool:
        return self.deals >= self.target


def _last(fake: FakeDiscord, chan: FakeChannel, pattern: re.Pattern[str]) -> FakeMessage | None:
    return fake.last_message(
        chan,
        predicate=lambda m: any(pattern.match(b.get("custom_id", "")) for b in m.buttons()),
        include_ephemeral=False,
    )


async def open_table(fake: FakeDiscord, chan: FakeChannel, host: FakeUser) -> FakeMessage:
    """A table of three (the host and two computers) started; the host's hand message."""
    r = await host.slash(chan, "tarok start", {"players": 3, "length": "24"})
    lobby = await r.wait_response()
    for _ in range(2):
        await host.click(lobby, custom_id=re.compile(r"^tk:l:\d+:addc$"))
    await host.click(lobby, custom_id=re.compile(r"^tk:l:\d+:start$"))
    msg = await fake.wait_for(lambda: _last(fake, chan, TABLE_MSG), description="a table")
    r = await host.click(msg, custom_id=TABLE_MSG)
    return await r.wait_response()


async def human(
    fake: FakeDiscord,
    chan: FakeChannel,
    host: FakeUser,
    tally: Tally,
    seed: int,
    opening: asyncio.Semaphore | None = None,
) -> None:
    """The host of one table opens it (at most as many at once as ``opening`` lets), plays
    his turns, clicks Ready, sometimes Refresh; a click the bot never answers (within the
    fake's timeout) is counted and ends this player's part."""
    try:
        await _play(fake, chan, host, tally, seed, opening)
    except FakeTimeoutError:
        tally.unanswered += 1


async def _play(
    fake: FakeDiscord,
    chan: FakeChannel,
    host: FakeUser,
    tally: Tally,
    seed: int,
    opening: asyncio.Semaphore | None,
) -> None:
    rng = random.Random(seed)
    if opening is None:
        hand = await open_table(fake, chan, host)
    else:
        async with opening:
            hand = await open_table(fake, chan, host)
    tally.opened += 1
    readied: set[str] = set()
    quiet = time.monotonic()
    while not tally.done:
        await asyncio.sleep(rng.uniform(0.3, 1.5))
        summary = _last(fake, chan, READY)
        ready = None
        if summary is not None:
            ready = next(
                (b for b in summary.buttons() if READY.match(b.get("custom_id", ""))), None
            )
        if (
            summary is not None
            and ready is not None
            and ready["custom_id"] not in readied
            and not ready.get("disabled")
        ):
            readied.add(ready["custom_id"])
            tally.deals += 1
            r = await host.click(summary, custom_id=ready["custom_id"])
            tally.clicked(r, "ready")
            continue
        buttons = [
            b
            for b in hand.buttons()
            if ACTION.match(b.get("custom_id", "")) and not b.get("disabled")
        ]
        selects = [s for s in hand.selects() if DISCARD.match(s.get("custom_id", ""))]
        if selects:
            s = selects[0]
            values = rng.sample([o["value"] for o in s["options"]], s.get("max_values", 1))
            r = await host.select(hand, values, custom_id=s["custom_id"])
            kind = "discard"
        elif buttons:
            passes = [b for b in buttons if b["custom_id"].endswith(":pass")]
            button = passes[0] if passes else rng.choice(buttons)
            r = await host.click(hand, custom_id=button["custom_id"])
            kind = "move"
        elif time.monotonic() - quiet > 8.0 and (msg := _last(fake, chan, TABLE_MSG)):
            r = await host.click(msg, custom_id=TABLE_MSG)  # reopen a hand gone quiet
            hand = await r.wait_response()
            kind = "my hand"
        elif rng.random() < 0.05:
            r = await host.click(hand, custom_id=REFRESH)
            kind = "refresh"
        else:
            continue
        quiet = time.monotonic()
        tally.clicked(r, kind)


async def soak(args: argparse.Namespace, database: str | Path, logs: Path) -> None:
    """Run the soak and print its figures."""
    async with FakeDiscord(
        patch=False, token=TOKEN, default_timeout=60.0, keep_history=False
    ) as fake:
        guild = fake.add_guild("Soak")
        host = guild.add_member("host")
        chans = [guild.add_text_channel(f"tarok-{i}") for i in range(args.tables)]
        bot = BotProcess(
            fake,
            database,
            defaults=soak_defaults(args.computer_delay),
            log_dir=logs,
            name="soak",
            report=args.report,
        )
        await bot.start()
        players: list[asyncio.Task[None]] = []
        try:
            idle = await bot.next_report()
            tally = Tally(args.deals)
            t0 = time.monotonic()
            players += [
                asyncio.create_task(human(fake, c, host, tally, seed=i))
                for i, c in enumerate(chans)
            ]
            reports: list[tuple[float, int, dict[str, Any]]] = []
            while not tally.done and time.monotonic() - t0 < args.max_seconds:
                report = await bot.next_report()
                reports.append((time.monotonic() - t0, tally.deals, report))
                print(
                    f"  {reports[-1][0]:6.0f} s  {tally.deals:4d} deals  {report['tables']:3d} "
                    f"tables  {report['rss'] / MiB:6.1f} MiB  lag p99 "
                    f"{report['lag_p99_ms']:5.1f} ms",
                    flush=True,
                )
                for p in players:
                    if p.done() and not p.cancelled() and p.exception() is not None:
                        raise p.exception()  # type: ignore[misc]
            # The figures are printed before the cleanup: stopping 100 tables and the fake's
            # server may take long, and a bounded run must not lose what it measured.
            summarize(
                args,
                {
                    "idle": idle,
                    "reports": reports,
                    "tally": tally,
                    "elapsed": time.monotonic() - t0,
                    "rate_limited": len(fake.rate_limited()),
                    "errors": bot.errors(),
                },
            )
        finally:
            for p in players:
                p.cancel()
            await asyncio.gather(*players, return_exceptions=True)
            await bot.stop()


def summarize(args: argparse.Namespace, out: dict[str, Any]) -> None:
    """Print the figures of a soak run."""
    idle_rss = out["idle"]["rss"]
    rows = [(t, d, r) for t, d, r in out["reports"] if r["tables"]]
    per_table = [(r["rss"] - idle_rss) / r["tables"] / MiB for _, _, r in rows]
    deals = [float(d) for _, d, _ in rows]
    # The slope after the first report (the tables were still opening then).
    fit = slope(deals[1:], per_table[1:]) * 100
    lag99 = [r["lag_p99_ms"] for _, _, r in out["reports"]]
    lagmax = max(r["lag_max_ms"] for _, _, r in out["reports"])
    clicks = out["tally"].clicks
    busy = [r for _, _, r in out["reports"]]
    print()
    print(
        f"soak_bot: Python {sys.version.split()[0]}, {args.tables} tables, "
        f"{out['tally'].deals} deals in {out['elapsed']:.0f} s, computers every "
        f"{args.computer_delay} s"
    )
    print()
    print("| measure | value | budget |")
    print("| --- | ---: | ---: |")
    print(f"| bot process RSS with no table | {idle_rss / MiB:.1f} MiB | |")
    if per_table:
        print(
            f"| memory per table, first / last report | {per_table[0]:.2f} / "
            f"{per_table[-1]:.2f} MiB | flat |"
        )
        print(f"| slope of memory per table | {fit:+.3f} MiB per 100 deals | ≈ 0 |")
        half = len(deals) // 2
        late = slope(deals[half:], per_table[half:]) * 100
        print(f"| … over the second half of the run | {late:+.3f} MiB per 100 deals | ≈ 0 |")
    print(
        f"| event-loop lag p99 per {args.report:.0f} s report, median / worst "
        f"({sum(r['samples'] for r in busy)} samples) | {statistics.median(lag99):.1f} / "
        f"{max(lag99):.1f} ms (max {lagmax:.0f} ms) | p99 < 50 ms |"
    )
    print(
        f"| human click acknowledgement p50 / p99 / max ({len(clicks)} clicks) | "
        f"{1000 * statistics.median(clicks):.0f} / {1000 * percentile(clicks, 0.99):.0f} / "
        f"{1000 * max(clicks):.0f} ms | < 3 s |"
    )
    for kind, values in sorted(out["tally"].by_kind.items()):
        print(
            f"| … {kind} ({len(values)}) | {1000 * statistics.median(values):.0f} / "
            f"{1000 * percentile(values, 0.99):.0f} / {1000 * max(values):.0f} ms | |"
        )
    gateway = out["tally"].delivered
    if gateway:
        print(
            f"| the fake gateway's part (injected → delivered to the bot), p50 / p99 / max | "
            f"{1000 * statistics.median(gateway):.0f} / {1000 * percentile(gateway, 0.99):.0f}"
            f" / {1000 * max(gateway):.0f} ms | |"
        )
    reports = [r for _, _, r in out["reports"]]
    for row in bot_ack_rows(reports) + wait_rows(reports):
        print(row)
    print(f"| clicks never answered | {out['tally'].unanswered} | 0 |")
    print(f"| 429 responses | {out['rate_limited']} | 0 |")
    print(f"| errors the bot logged | {len(out['errors'])} | 0 |")
    for line in out["errors"][:10]:
        print(f"    {line}")
    sys.stdout.flush()


ACK_KINDS = {2: "slash commands", 3: "components", 5: "modals"}


def bot_ack_rows(reports: list[dict[str, Any]]) -> list[str]:
    """Table rows of the bot's own acknowledgement times, from its reports: parsed off the
    gateway → initial response sent (in all and per kind of interaction), and that
    response's HTTP round trip to the fake."""
    acks = [a for r in reports for a in r.get("acks", [])]
    if not acks:
        return []
    series = [("the bot's part (interaction parsed → response sent)", [a[0] for a in acks])]
    for kind, name in ACK_KINDS.items():
        part = [a[0] for a in acks if a[2] == kind]
        if part:
            series.append((f"… {name}", part))
    series.append(("the response's HTTP round trip to the fake", [a[1] for a in acks]))
    return [
        f"| {name}, p50 / p99 / max ({len(values)}) | {statistics.median(values):.0f} / "
        f"{percentile(values, 0.99):.0f} / {max(values):.0f} ms | |"
        for name, values in series
    ]


WAIT_NAMES = {
    "lock_wait": "a table operation's wait for its table's lock",
    "lock_held": "a table operation holding its lock",
    "notify": "a table operation's notifications after it",
    "db": "one SQLite call (queued and run)",
}


def wait_rows(reports: list[dict[str, Any]]) -> list[str]:
    """Table rows of where the bot's time went, from its reports' ``waits``: per kind, the
    median and the worst of the reports' p99, and the longest single one."""
    rows = []
    for kind, name in WAIT_NAMES.items():
        figures = [r["waits"][kind] for r in reports if kind in r.get("waits", {})]
        if not figures:
            continue
        p99 = [f[1] for f in figures]
        rows.append(
            f"| {name}: p99 per report median / worst, longest ({sum(f[3] for f in figures)})"
            f" | {statistics.median(p99):.0f} / {max(p99):.0f}, {max(f[2] for f in figures):.0f}"
            " ms | |"
        )
    return rows


def main() -> None:
    """Parse, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--computer-delay", type=float, default=0.5)
    parser.add_argument("--report", type=float, default=10.0, help="seconds between samples")
    parser.add_argument("--max-seconds", type=float, default=3600.0, help="end by then")
    parser.add_argument("--database", default=None, help="a SQLite file or PostgreSQL URL")
    parser.add_argument("--logs", default=None, help="keep the bot's log in this folder")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        database: str | Path = args.database or Path(tmp) / "soak.sqlite3"
        logs = Path(args.logs or tmp)
        logs.mkdir(parents=True, exist_ok=True)
        asyncio.run(soak(args, database, logs))


if __name__ == "__main__":
    main()
