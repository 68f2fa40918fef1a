"""Strength of the computer players, measured on duplicate deals.

Each deal is played twice with the same cards: once with level A in one seat and level B in
the others, once the other way round (A in every other seat). Every seat is thus held once by
A and once by B with the same cards, and the result per deal is the average over the seats of
A's score minus B's score in that seat. Scores are taken zero-sum (a seat's score minus the
average of the others': only the declarer's side writes a score, so an opponent's good play
shows as the declarer's loss); raw score differences are reported too.

Levels: ``random`` (a uniformly random legal action), the levels of ``engine.ai``
(``easy``, ``normal``, ``hard``) and the family's frozen reference players (``baseline``:
the normal player as it was frozen, the yardstick for improvements). Any registered family
with computer players can be measured (``--family``); deals come from the family's own deal.

Deals alternate the presets (the family's first two) unless one is chosen; ``--every 2`` plays
every other deal, i.e. the deals of one preset exactly as an alternating run plays them (even
``--first``: the first preset). Seeds are fixed and the computer players count their samples,
so a run is reproducible on any machine. The summary splits the mean by preset and by whether
a kontra was said in either game of a deal; the rows keep each game's kontra multipliers.

Usage::

    python scripts/strength_ai.py --players 4 --a normal --b baseline --deals 2000 \\
        --workers 2 --out strength-4p-normal-baseline.json
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import families
from engine.ai import LEVELS as AI_LEVELS
from engine.ai import choose_action
from engine.core import Action

LEVELS = ("random", *AI_LEVELS, "baseline")


def decide(family: Any, s: Any, level: str, seed: int) -> Action:
    """The action of the seat on turn at ``level`` (``random``: a uniformly random legal one)."""
    if level == "random":
        action: Action = random.Random(seed).choice(family.legal_actions(s))
        return action
    return choose_action(family.view(s, family.to_move(s)), level, seed)


def play(family: Any, dealt: Any, levels: list[str], seed: int) -> Any:
    """Play a copy of a freshly dealt state to its end with the given level per seat."""
    s = family.from_header(family.header(dealt))
    move = 0
    while not family.is_over(s):
        p = family.to_move(s)
        a = decide(family, s, levels[p], seed * 1009 + move * 31 + p)
        family.apply_unchecked(s, a)  # the players only ever return legal actions
        move += 1
    return s


def rel(scores: tuple[int, ...], seat: int) -> float:
    """Zero-sum score of a seat: its score minus the others' average."""
    n = len(scores)
    return scores[seat] - (sum(scores) - scores[seat]) / (n - 1)


def game_row(family: Any, s: Any, levels: list[str], players: int) -> dict[str, Any]:
    """One finished game: the scores, the contract, the declarer's level and success.

    A deal without a score sheet (French tarot: passed by everyone, or annulled for a petit
    sec) scores 0 for every seat. The declarer is the family's ``declarer`` (Slovenian,
    Czech) or ``taker`` (French); success is the sheet's ``won`` or ``made``.
    """
    sheet = family.result(s)
    contract = getattr(s, "contract", None)
    decl = getattr(s, "declarer", getattr(s, "taker", -1))
    row: dict[str, Any]
    if sheet is None:
        row = {
            "scores": [0] * players,
            "contract": getattr(s.phase, "name", "none").lower(),
            "declarer_level": None,
            "won": False,
        }
    else:
        row = {
            "scores": list(sheet.scores),
            "contract": getattr(contract, "name", str(contract)),
            "declarer_level": levels[decl] if decl >= 0 else None,
            "won": bool(getattr(sheet, "won", getattr(sheet, "made", False))),
        }
    kontra = getattr(s, "kontra", None)
    if isinstance(kontra, list):
        # The multiplier each kontra chain reached (Slovenian: per item; Czech: per chain).
        row["kontra"] = [int(k) for k in kontra]
    return row


def one_deal(args: tuple[Any, ...]) -> dict[str, Any]:
    """Play deal ``i`` twice (A in one seat; A in the others) and compare seat by seat.

    ``args``: (i, players, preset or "both", level A, level B, seed[, family name]).
    """
    i, players, preset, a, b, seed = args[:6]
    family = families.get(args[6] if len(args) > 6 else "slovenian")
    rng = random.Random(seed * 1_000_003 + i)
    dealer = i % players
    if preset == "both":
        names = list(family.presets)
        preset = names[i % 2] if len(names) > 1 else names[0]
    dealt = family.deal(family.rules(preset), players, dealer, rng)
    solo = i % players  # A's seat in the first game
    g1 = [a if p == solo else b for p in range(players)]
    g2 = [b if p == solo else a for p in range(players)]
    results: list[dict[str, Any]] = []
    t0 = time.perf_counter()
    for levels in (g1, g2):
        s = play(family, dealt, levels, seed * 7 + i)
        results.append(game_row(family, s, levels, players))
    diff_rel = 0.0
    diff_raw = 0.0
    for p in range(players):
        ga, gb = (results[0], results[1]) if p == solo else (results[1], results[0])
        diff_rel += rel(tuple(ga["scores"]), p) - rel(tuple(gb["scores"]), p)
        diff_raw += ga["scores"][p] - gb["scores"][p]
    return {
        "deal": i,
        "preset": preset,
        "diff": diff_rel / players,
        "diff_raw": diff_raw / players,
        "games": results,
        "seconds": time.perf_counter() - t0,
    }


def mean_interval(xs: list[float]) -> tuple[float, float, float]:
    """Mean of ``xs`` and its 95% confidence interval (normal approximation)."""
    n = len(xs)
    m = sum(xs) / n
    var = sum((x - m) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    h = 1.96 * math.sqrt(var / n)
    return m, m - h, m + h


def _interval_text(xs: list[float]) -> str:
    m, lo, hi = mean_interval(xs)
    return f"{m:+.2f} [{lo:+.2f}, {hi:+.2f}] over {len(xs)}"


def _splits(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The mean difference by preset, and by whether a kontra was said in either game of the
    deal (a kontra doubles or quadruples a game: such deals carry most of the variance)."""
    by_preset: dict[str, list[float]] = {}
    by_kontra: dict[str, list[float]] = {}
    for r in rows:
        by_preset.setdefault(r["preset"], []).append(r["diff"])
        chains = [g["kontra"] for g in r["games"] if "kontra" in g]
        if chains:
            said = any(k > 1 for ks in chains for k in ks)
            by_kontra.setdefault("kontra" if said else "no kontra", []).append(r["diff"])
    out: dict[str, Any] = {"by_preset": {k: _interval_text(v) for k, v in by_preset.items()}}
    if by_kontra:
        out["by_kontra"] = {k: _interval_text(v) for k, v in sorted(by_kontra.items())}
    return out


def summarize(rows: list[dict[str, Any]], a: str, b: str) -> dict[str, Any]:
    """Mean difference with its 95% confidence interval; contracts and success rates."""
    m, lo, hi = mean_interval([r["diff"] for r in rows])
    mr, lor, hir = mean_interval([r["diff_raw"] for r in rows])
    contracts: dict[str, Counter[str]] = {a: Counter(), b: Counter(), "klop": Counter()}
    wins: dict[str, Counter[str]] = {a: Counter(), b: Counter()}
    for r in rows:
        for g in r["games"]:
            lvl = g["declarer_level"]
            if lvl is None:
                contracts["klop"][g["contract"]] += 1
                continue
            contracts[lvl][g["contract"]] += 1
            if g["won"]:
                wins[lvl][g["contract"]] += 1
    success = {
        lvl: {c: f"{wins[lvl][c]}/{k} ({100 * wins[lvl][c] / k:.0f}%)" for c, k in cnt.items()}
        for lvl, cnt in contracts.items()
        if lvl != "klop"
    }
    return {
        "a": a,
        "b": b,
        "deals": len(rows),
        **_splits(rows),
        "mean_diff": round(m, 2),
        "ci95": [round(lo, 2), round(hi, 2)],
        "mean_diff_raw": round(mr, 2),
        "ci95_raw": [round(lor, 2), round(hir, 2)],
        "contracts_by_declarer_level": {k: dict(v) for k, v in contracts.items()},
        "declarer_success": success,
        "seconds_per_deal": round(sum(r["seconds"] for r in rows) / len(rows), 2),
    }


def main(argv: list[str] | None = None) -> int:
    """Run the duplicate match and print (and optionally write) the summary."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--family", default="slovenian", help="a registered family")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--preset", default="both", help="a preset of the family, or both")
    ap.add_argument("--a", choices=LEVELS, default="normal", help="the level under test")
    ap.add_argument("--b", choices=LEVELS, default="easy", help="the reference level")
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--first", type=int, default=0, help="index of the first deal")
    ap.add_argument(
        "--every", type=int, default=1, help="every k-th deal from the first (2: one preset)"
    )
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--out", type=Path, default=None, help="write the summary (JSON) here")
    ap.add_argument("--rows", type=Path, default=None, help="append per-deal rows (JSONL) here")
    ns = ap.parse_args(argv)
    if ns.every < 1:
        ap.error("--every must be at least 1")
    family = families.get(ns.family)
    if ns.players not in family.table_sizes:
        ap.error(f"{ns.family} is played by {family.table_sizes} players")
    if ns.preset != "both" and ns.preset not in family.presets:
        ap.error(f"presets of {ns.family}: {', '.join(family.presets)} (or both)")
    jobs = [
        (i, ns.players, ns.preset, ns.a, ns.b, ns.seed, ns.family)
        for i in range(ns.first, ns.first + ns.deals * ns.every, ns.every)
    ]
    start = time.perf_counter()
    rows = run_jobs(one_deal, jobs, ns.workers, ns.rows, 4, lambda done: _progress(done, ns, start))
    summary = summarize(rows, ns.a, ns.b)
    summary.update(
        family=ns.family, players=ns.players, preset=ns.preset, seed=ns.seed, first=ns.first
    )
    text = json.dumps(summary, indent=2)
    print(text)
    if ns.out:
        ns.out.write_text(text + "\n")
    return 0


def run_jobs(
    work: Callable[[Any], dict[str, Any]],
    jobs: list[Any],
    workers: int,
    rows_path: Path | None,
    chunksize: int,
    each: Callable[[list[dict[str, Any]]], None] | None = None,
) -> list[dict[str, Any]]:
    """Run ``work`` on every job, in a pool of ``workers`` processes or in turn, and return
    the rows in the order they finish; each row is appended to ``rows_path`` (JSONL) as it
    arrives, so that a long run interrupted keeps what it measured. ``each`` is called with
    the rows so far after every row."""
    rows: list[dict[str, Any]] = []
    sink = rows_path.open("a") if rows_path else None

    def keep(row: dict[str, Any]) -> None:
        rows.append(row)
        if sink:
            sink.write(json.dumps(row) + "\n")
            sink.flush()
        if each:
            each(rows)

    try:
        if workers > 1:
            with mp.Pool(workers) as pool:
                for row in pool.imap_unordered(work, jobs, chunksize=chunksize):
                    keep(row)
        else:
            for job in jobs:
                keep(work(job))
    finally:
        if sink:
            sink.close()
    return rows


def _progress(rows: list[dict[str, Any]], ns: argparse.Namespace, start: float) -> None:
    k = len(rows)
    if k % 50 == 0 or k == ns.deals:
        diffs = [r["diff"] for r in rows]
        m = sum(diffs) / k
        sd = math.sqrt(sum((x - m) ** 2 for x in diffs) / max(1, k - 1))
        print(
            f"[{k}/{ns.deals}] {ns.a} - {ns.b}: {m:+.2f} ± {1.96 * sd / math.sqrt(k):.2f} "
            f"({time.perf_counter() - start:.0f}s)",
            file=sys.stderr,
            flush=True,
        )


if __name__ == "__main__":
    raise SystemExit(main())
