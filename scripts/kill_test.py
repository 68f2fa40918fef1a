"""Kill -9 of the bot process at many points of deals, on SQLite and PostgreSQL (prints figures).

    .venv/bin/python scripts/kill_test.py [--points 50] [--backends sqlite,postgres]
        [--seed 1] [--lease 1.0]

The bot runs as a process of its own against the fake Discord (``tests/botproc``); four
humans play deals by clicking, and the process gets SIGKILL at ``--points`` points drawn
from the seed: after 0 … 3 clicks, at one of the stages of the next click (sent, delivered,
after the bot's first / second / third REST call, confirmed). After each kill a new
process starts on the same database and takes the table over once the lease ran out; the
action log is then checked against the clicks (every confirmed click exactly once, a click
in flight at most once, nothing else) and every finished deal's ledger (one row per seat,
the score sheet the engine replays). The run stops at the first inconsistency; otherwise it
prints the kills by stage and by phase of the deal, how many clicks in flight were stored,
and how long the takeovers took. PostgreSQL is a server of its own started for the run
(``tests/pgtest``).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from botproc import TOKEN  # noqa: E402
from botproc.kills import STAGES, KillReport, kill_run, plan  # noqa: E402
from fakediscord import FakeDiscord  # noqa: E402


async def run_backend(database: str | Path, points: int, seed: int, lease: float) -> KillReport:
    """One backend's run."""
    with tempfile.TemporaryDirectory() as logs:
        async with FakeDiscord(patch=False, token=TOKEN, default_timeout=30.0) as fake:
            return await kill_run(
                fake,
                database,
                plan(seed, points),
                seed=seed,
                log_dir=Path(logs),
                lease_seconds=lease,
                label="kill",
            )


def show(backend: str, report: KillReport, seconds: float) -> None:
    """Print one backend's figures."""
    kills = report.kills
    stages = Counter(k.stage for k in kills)
    phases = Counter(k.phase for k in kills)
    inflight = [k for k in kills if not k.confirmed]
    stored = sum(1 for k in inflight if k.stored)
    takeovers = report.takeovers
    print(f"## {backend}: {len(kills)} kills, {report.deals} deals, {seconds:.0f} s")
    print()
    print("| measure | value |")
    print("| --- | ---: |")
    distinct = len({(k.table, k.move) for k in kills})
    print(f"| kill points (distinct deal moves) | {len(kills)} ({distinct}) |")
    print(f"| by stage | {', '.join(f'{s} {stages[s]}' for s in STAGES)} |")
    print(f"| by phase | {', '.join(f'{p} {n}' for p, n in phases.most_common())} |")
    print(f"| clicks confirmed before the kill | {len(kills) - len(inflight)} |")
    print(f"| clicks in flight (stored / not) | {stored} / {len(inflight) - stored} |")
    print(f"| clicks made in all | {report.clicks + len(kills)} |")
    print("| lost confirmed clicks, doubled actions, doubled ledger rows | 0, 0, 0 |")
    print(
        f"| kill → table held by the new process p50 / max | "
        f"{statistics.median(takeovers):.1f} / {max(takeovers):.1f} s |"
    )
    print()


def main() -> None:
    """Parse, run each backend, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--points", type=int, default=50)
    parser.add_argument("--backends", default="sqlite,postgres")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lease", type=float, default=1.0, help="lease seconds")
    args = parser.parse_args()
    print(f"kill_test: Python {sys.version.split()[0]}, seed {args.seed}, lease {args.lease} s")
    print()
    for backend in args.backends.split(","):
        t0 = time.perf_counter()
        if backend == "sqlite":
            with tempfile.TemporaryDirectory() as tmp:
                db = Path(tmp) / "tarok.sqlite3"
                report = asyncio.run(run_backend(db, args.points, args.seed, args.lease))
        elif backend == "postgres":
            from pgtest.server import start_server

            server = start_server()
            try:
                url = server.new_database(migrated=True)
                report = asyncio.run(run_backend(url, args.points, args.seed, args.lease))
            finally:
                server.stop()
        else:
            raise SystemExit(f"unknown backend {backend!r}")
        show(backend, report, time.perf_counter() - t0)


if __name__ == "__main__":
    main()
