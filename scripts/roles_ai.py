"""Which role a level's card play helps, with a control for the reference's own luck.

Slovenian tarok, contracts with a called partner. Each deal is bid, the king called, the talon
taken and the cards discarded by the reference level (``--b``) alone, so every continuation
below starts from the very same position with the very same sides. The rest of the deal
(announcements, kontra and the card play) is then played several ways:

``reference``
    every seat by level B;
``A defends`` / ``A declares``
    level A at both defenders (or at the declarer and his partner), B at the others;
``control defends`` / ``control declares``
    level B again at those seats, but with other seeds.

A role's gain is the average over the seats of that role of their zero-sum score (a seat's
score minus the others' average) in the continuation minus the same in ``reference``, with
its 95% interval. Every continuation is compared with one and the same realisation of the
reference, so a lucky or unlucky reference moves every figure alike: the control rows
measure exactly that (a level against itself, expected 0), and a gain of A means something
only as far as it stands apart from the control's.

Usage::

    python scripts/roles_ai.py --a hard --b normal --contracts one --deals 300 --workers 2
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from strength_ai import run_jobs

from engine import families
from engine.ai import LEVELS, choose_action
from engine.slovenian.state import NO_SEAT, DealState, Phase

FAMILY = families.get("slovenian")
CONTROL_SEED = 7777
"""Added to every seed of the control's seats: the same level, other sampled deals."""
PARTNER_CONTRACTS = ("three", "two", "one")
ARMS = ("a_defends", "a_declares", "control_defends", "control_declares")


def rel(scores: list[int], seat: int) -> float:
    """Zero-sum score of a seat: its score minus the others' average."""
    n = len(scores)
    return scores[seat] - (sum(scores) - scores[seat]) / (n - 1)


def play_on(s: DealState, levels: list[str], seeds: list[int], base: int, move: int) -> DealState:
    """Play ``s`` to its end, seat ``p`` at ``levels[p]`` with its seeds shifted by
    ``seeds[p]`` (the same seed formula as ``scripts/strength_ai.py``)."""
    while not FAMILY.is_over(s):
        p = FAMILY.to_move(s)
        seed = base * 1009 + move * 31 + p + seeds[p]
        FAMILY.apply_unchecked(s, choose_action(FAMILY.view(s, p), levels[p], seed))
        move += 1
    return s


def one_deal(args: tuple[int, int, str, str, int, tuple[str, ...]]) -> dict[str, Any]:
    """Deal ``i``: the reference's auction, then every continuation (see the module doc)."""
    i, players, a, b, seed, contracts = args
    t0 = time.perf_counter()
    rng = random.Random(seed * 1_000_003 + i)
    names = list(FAMILY.presets)
    preset = names[i % 2]
    dealt = FAMILY.deal(FAMILY.rules(preset), players, i % players, rng)
    s: DealState = FAMILY.from_header(FAMILY.header(dealt))
    base = seed * 7 + i
    move = 0
    while s.phase < Phase.ANNOUNCE and not FAMILY.is_over(s):
        p = FAMILY.to_move(s)
        FAMILY.apply_unchecked(s, choose_action(FAMILY.view(s, p), b, base * 1009 + move * 31 + p))
        move += 1
    contract = s.contract.name.lower() if s.contract is not None else "none"
    row: dict[str, Any] = {"deal": i, "preset": preset, "contract": contract}
    if FAMILY.is_over(s) or contract not in contracts or s.partner == NO_SEAT:
        row["skipped"] = True
        return row
    side = s.declarer_side()
    declaring = [bool(side >> p & 1) for p in range(players)]
    none = [0] * players
    games = {"reference": ([b] * players, none)}
    for arm in ARMS:
        who, role = arm.split("_")
        at = [d if role == "declares" else not d for d in declaring]
        level = a if who == "a" else b
        shift = 0 if who == "a" else CONTROL_SEED
        games[arm] = ([level if x else b for x in at], [shift if x else 0 for x in at])
    scores: dict[str, list[int]] = {}
    won: dict[str, bool] = {}
    for name, (levels, seeds) in games.items():
        end = play_on(s.clone(), levels, seeds, base, move)
        sheet = end.result
        assert sheet is not None, "a deal played to its end has a score sheet"
        scores[name] = list(sheet.scores)
        won[name] = bool(sheet.won)
    ref = scores["reference"]
    for arm in ARMS:
        mine = [p for p in range(players) if declaring[p] == arm.endswith("declares")]
        row[arm] = sum(rel(scores[arm], p) - rel(ref, p) for p in mine) / len(mine)
    row.update(
        declarer=s.declarer,
        partner=s.partner,
        scores=scores,
        won=won,
        seconds=time.perf_counter() - t0,
    )
    return row


def ci(xs: list[float]) -> list[float]:
    """Mean and 95% interval."""
    n = len(xs)
    m = sum(xs) / n
    var = sum((x - m) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    h = 1.96 * math.sqrt(var / n)
    return [round(m, 2), round(m - h, 2), round(m + h, 2)]


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Per contract and in all: each arm's gain with its interval, the declarers' successes."""
    played = [r for r in rows if not r.get("skipped")]
    groups: dict[str, list[dict[str, Any]]] = {"all": played}
    for r in played:
        groups.setdefault(r["contract"], []).append(r)
    out: dict[str, Any] = {"deals": len(rows), "partner_deals": len(played)}
    for name, rs in groups.items():
        if not rs:
            continue
        g: dict[str, Any] = {"deals": len(rs)}
        for arm in ARMS:
            g[arm] = ci([r[arm] for r in rs])
        g["declarer_won"] = {k: sum(r["won"][k] for r in rs) for k in ("reference", *ARMS)}
        out[name] = g
    return out


def main(argv: list[str] | None = None) -> int:
    """Play the deals and print (and optionally write) the summary."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--players", type=int, choices=(4,), default=4)
    ap.add_argument("--a", choices=LEVELS, default="hard", help="the level under test")
    ap.add_argument("--b", choices=LEVELS, default="normal", help="the reference level")
    ap.add_argument("--contracts", default="one", help="comma-separated: three, two, one")
    ap.add_argument("--deals", type=int, default=100, help="deals dealt (others are skipped)")
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--rows", type=Path, default=None, help="append per-deal rows (JSONL) here")
    ns = ap.parse_args(argv)
    contracts = tuple(c.strip() for c in ns.contracts.split(","))
    if any(c not in PARTNER_CONTRACTS for c in contracts):
        ap.error(f"contracts with a called partner: {', '.join(PARTNER_CONTRACTS)}")
    jobs = [
        (i, ns.players, ns.a, ns.b, ns.seed, contracts)
        for i in range(ns.first, ns.first + ns.deals)
    ]
    rows = run_jobs(one_deal, jobs, ns.workers, ns.rows, 2)
    summary = summarize(rows)
    summary.update(a=ns.a, b=ns.b, players=ns.players, seed=ns.seed, first=ns.first)
    print(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
