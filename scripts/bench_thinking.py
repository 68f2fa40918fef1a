"""Click acknowledgement and event-loop lag with many busy tables, computer players thinking
in threads of the bot's process or in worker processes, side by side (prints figures).

    .venv/bin/python scripts/bench_thinking.py [--tables 100] [--level normal] [--rounds 2]
        [--lag-seconds 10]

The bot runs in a child process against the fake Discord on loopback (as in
``scripts/bench_bot.py``, part 2): ``--tables`` tables are opened, every human leaves, and the
computer players of ``--level`` play every seat at the natural pace while a player clicks
"Refresh" on a hand every 50 ms. Each round measures both set-ups one after the other
(threads first, then workers; the next round the other way round), so that both see the
same machine; the figures are pooled over the rounds.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts"), str(ROOT / "tests")]

from bench_bot import describe_processes, part_memory, percentile  # noqa: E402

from bot.thinking import default_processes  # noqa: E402


def _run(tables: int, level: str, processes: int, lag_seconds: float) -> dict[str, Any]:
    return asyncio.run(
        part_memory([tables], lag_seconds, 1.0, True, level=level, computer_processes=processes)
    )


def main() -> None:
    """Measure both set-ups ``--rounds`` times and print a table with their ratios."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--lag-seconds", type=float, default=10.0)
    args = parser.parse_args()
    setups = [0, default_processes()]
    clicks: dict[int, list[float]] = {p: [] for p in setups}
    lags: dict[int, list[float]] = {p: [] for p in setups}
    moves: dict[int, int] = dict.fromkeys(setups, 0)
    t0 = time.perf_counter()
    for n in range(args.rounds):
        order = setups if n % 2 == 0 else setups[::-1]
        for processes in order:
            got = _run(args.tables, args.level, processes, args.lag_seconds)
            clicks[processes] += got["busy_clicks"]
            lags[processes].append(got["lag"]["p99_ms"])
            moves[processes] += got["lag"]["moves"]
    elapsed = time.perf_counter() - t0
    print(
        f"bench_thinking: Python {sys.version.split()[0]}, {os.cpu_count()} CPUs, "
        f"{elapsed:.0f} s, {args.tables} busy tables, computers {args.level}, "
        f"{args.rounds} round(s) of {args.lag_seconds:.0f} s each"
    )
    print()
    print("| computer players think in | clicks | ack p50 / p99 / max | loop lag p99 (rounds) |")
    print("| --- | ---: | ---: | ---: |")
    for processes in setups:
        c = clicks[processes]
        print(
            f"| {describe_processes(processes)} | {len(c)} | "
            f"{1000 * statistics.median(c):.0f} / {1000 * percentile(c, 0.99):.0f} / "
            f"{1000 * max(c):.0f} ms | " + " / ".join(f"{v:.0f}" for v in lags[processes]) + " ms |"
        )
    workers, threads = default_processes(), 0
    ratio = percentile(clicks[threads], 0.99) / percentile(clicks[workers], 0.99)
    print()
    print(f"ack p99, threads / workers: {ratio:.1f}×")


if __name__ == "__main__":
    main()
