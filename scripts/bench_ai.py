"""Latency of the computer players per decision type and level.

Plays seeded deals with one level in every seat (every table size, the family's first two
presets alternately; Slovenian tarok by default, ``--family`` for another) and times every
decision that has a choice (a single legal action is answered at once and
is not counted). Prints p50 / p95 / p99 in milliseconds per decision type and level, both
wall-clock and CPU time of the deciding thread (on a busy machine the wall-clock tail shows
the scheduler, not the player), and checks them against the targets (``--clock`` chooses
which time is checked; CPU by default):

* easy: p99 < 5 ms for every decision type;
* normal: p95 ≤ 300 ms per card (a first card with a poignée too), ≤ 1 s for bids, the
  call, the talon, discards and the écart;
* hard: p95 ≤ 1 s per card.

The frozen ``baseline`` level can be timed beside the others (``--levels normal baseline``):
the levels run one after the other on the same deals, so their times compare side by side.

Usage::

    python scripts/bench_ai.py                       # the default sizes
    python scripts/bench_ai.py --levels easy --deals 200
    python scripts/bench_ai.py --levels normal baseline --deals 12
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import families
from engine.ai import POLICIES, choose_action

TYPES = {
    "bidding": "bid",
    "declare": "declare",
    "king_call": "king",
    "talon": "talon",
    "discard": "discard",
    "announce": "announce",
    "play": "card",
    "endgame": "endgame",
    "call": "call",
    "ecart": "ecart",
    "chelem": "chelem",
    "poignee": "poignee",
    "hide": "hide",
}
"""Short names of the decision types (the family policy's kinds of decision: its phase names,
French tarot's ``poignee`` for a first card that may come with a poignée and ``hide`` for
the trumps kept out of one; Slovenian tarok's ``endgame`` for the card play of the last
tricks; others are shown as they are)."""
ORDER = (
    "bid",
    "declare",
    "king",
    "call",
    "talon",
    "discard",
    "ecart",
    "announce",
    "chelem",
    "poignee",
    "hide",
    "card",
    "endgame",
)
DEFAULT_DEALS = {"easy": 100, "normal": 6, "hard": 3, "baseline": 6}
# (level, type) -> (percentile, limit in ms)
TARGETS: dict[tuple[str, str], tuple[int, float]] = {
    **{("easy", t): (99, 5.0) for t in ORDER},
    ("normal", "card"): (95, 300.0),
    ("normal", "bid"): (95, 1000.0),
    ("normal", "declare"): (95, 1000.0),
    ("normal", "talon"): (95, 1000.0),
    ("normal", "discard"): (95, 1000.0),
    ("normal", "call"): (95, 1000.0),
    ("normal", "ecart"): (95, 1000.0),
    ("normal", "poignee"): (95, 300.0),
    ("normal", "endgame"): (95, 300.0),
    ("hard", "card"): (95, 1000.0),
    ("hard", "endgame"): (95, 1000.0),
}


def percentile(sorted_xs: list[float], q: float) -> float:
    """The q-th percentile (nearest rank) of sorted values."""
    if not sorted_xs:
        return float("nan")
    k = max(0, min(len(sorted_xs) - 1, round(q / 100 * len(sorted_xs) + 0.5) - 1))
    return sorted_xs[k]


def bench(
    level: str, deals: int, players_list: list[int], seed: int, family_name: str = "slovenian"
) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Decision times (ms, wall-clock and thread CPU) per decision type for ``level``."""
    family = families.get(family_name)
    policy = POLICIES.for_family(family_name)  # load the computer players before timing
    presets = list(family.presets)[:2]
    # Finding a view's policy imports every family's players once: do it before timing.
    warm = family.deal(family.rules(presets[0]), players_list[0], 0, random.Random(seed))
    if not family.is_over(warm):
        POLICIES.for_view(family.view(warm, family.to_move(warm)))
    times: dict[str, list[float]] = defaultdict(list)
    cpu: dict[str, list[float]] = defaultdict(list)
    rng = random.Random(seed)
    for players in players_list:
        for d in range(deals):
            rules = family.rules(presets[d % len(presets)])
            s = family.deal(rules, players, d % players, rng)
            while not family.is_over(s):
                v = family.view(s, family.to_move(s))
                c0 = time.thread_time()
                t0 = time.perf_counter()
                a = choose_action(v, level, seed * 7919 + d * 131 + v.move)
                dt = (time.perf_counter() - t0) * 1000
                dc = (time.thread_time() - c0) * 1000
                if len(v.legal) > 1:
                    name = policy.decision(v)
                    kind = TYPES.get(name, name)
                    times[kind].append(dt)
                    cpu[kind].append(dc)
                family.apply_unchecked(s, a)
    return times, cpu


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the table; exit 1 if a target is missed."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--family", default="slovenian", help="a registered family")
    ap.add_argument("--levels", nargs="+", default=["easy", "normal", "hard"])
    ap.add_argument("--deals", type=int, default=None, help="deals per table size and level")
    ap.add_argument("--players", nargs="+", type=int, default=None, help="default: every size")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu", help="time to check")
    ns = ap.parse_args(argv)
    players = ns.players or sorted(families.get(ns.family).table_sizes, reverse=True)
    failed = False
    print(f"load average at start: {os.getloadavg()[0]:.2f} (cores: {os.cpu_count()})")
    print(
        f"{'level':8} {'decision':9} {'n':>6} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8}"
        f" {'cpu p50':>8} {'cpu p95':>8} {'cpu p99':>8}  target ({ns.clock})"
    )
    totals: list[tuple[str, int, float]] = []
    for level in ns.levels:
        deals = ns.deals if ns.deals is not None else DEFAULT_DEALS.get(level, 5)
        times, cpu = bench(level, deals, players, ns.seed, ns.family)
        totals.append((level, deals, sum(sum(xs) for xs in cpu.values()) / 1000))
        for t in (*ORDER, *sorted(set(times) - set(ORDER))):
            xs = sorted(times.get(t, []))
            cs = sorted(cpu.get(t, []))
            if not xs:
                continue
            p50, p95, p99 = (percentile(xs, q) for q in (50, 95, 99))
            c50, c95, c99 = (percentile(cs, q) for q in (50, 95, 99))
            mark = ""
            target = TARGETS.get((level, t))
            if target is not None:
                q, limit = target
                got = {95: p95, 99: p99}[q] if ns.clock == "wall" else {95: c95, 99: c99}[q]
                ok = got < limit if level == "easy" else got <= limit
                failed |= not ok
                sign = "<" if level == "easy" else "≤"
                mark = f"p{q} {sign} {limit:g} ms: {'ok' if ok else 'MISSED'}"
            print(
                f"{level:8} {t:9} {len(xs):6d} {p50:8.2f} {p95:8.2f} {p99:8.2f}"
                f" {c50:8.2f} {c95:8.2f} {c99:8.2f}  {mark}"
            )
    print(
        "CPU time of all decisions: "
        + ", ".join(f"{lv} {t:.2f} s ({d} deals)" for lv, d, t in totals)
    )
    print(f"load average at end: {os.getloadavg()[0]:.2f}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
