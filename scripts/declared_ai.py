"""What a Slovenian defender's sampled deals say about the declarer's hand.

Plays seeded 4-player deals with a level in every seat up to the announcement round of a
positive contract named by someone else, and at the first opponent's turn there samples
deals from his view the way the search does. For each position it prints the strength
(:func:`engine.slovenian.ai.heuristics.strength`) of the declarer's real hand before the
talon, and the mean strength of the declarer's sampled hands: unweighted, weighted by the
bidding and announcements (the normal level's weights) and weighted by the named contract
too (the hard level's, :func:`engine.slovenian.ai.evidence.declared_weight`), with the
effective sample size of each weighting as a fraction of the deals drawn. A summary per kind
of contract follows. Deterministic for a seed.

Usage::

    python scripts/declared_ai.py --deals 400 --positions 12 --seed 77
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import families
from engine.ai import choose_action
from engine.slovenian.ai import heuristics as H
from engine.slovenian.ai.evidence import declared_weight, evidence_weight, original_hand
from engine.slovenian.ai.knowledge import Knowledge
from engine.slovenian.contracts import info
from engine.slovenian.state import DealState, Phase

FAMILY = families.get("slovenian")


def opponent_turn(i: int, seed: int, level: str) -> DealState | None:
    """Deal ``i`` played by ``level`` up to the first opponent's turn in the announcement
    round of a positive contract with a declarer (None: no such turn)."""
    rng = random.Random(seed * 1_000_003 + i)
    s: DealState = FAMILY.deal(FAMILY.rules("pagat"), 4, i % 4, rng)
    move = 0

    def step() -> None:
        nonlocal move
        v = FAMILY.view(s, FAMILY.to_move(s))
        FAMILY.apply_unchecked(s, choose_action(v, level, i * 1009 + move * 31))
        move += 1

    while s.phase < Phase.ANNOUNCE and not FAMILY.is_over(s):
        step()
    c = s.contract
    if s.phase != Phase.ANNOUNCE or c is None or not info(c).normal:
        return None
    while s.phase == Phase.ANNOUNCE and s.declarer_side() >> s.to_move & 1:
        step()
    return s if s.phase == Phase.ANNOUNCE else None


def measure(s: DealState, samples: int) -> dict[str, float]:
    """The declarer's real strength and his sampled strength under each weighting."""
    kn = Knowledge(FAMILY.view(s, s.to_move))
    d = s.declarer
    rng = random.Random(3)
    rows = []
    for _ in range(samples):
        w = kn.sample(rng)
        e = evidence_weight(w, kn)
        rows.append((H.strength(original_hand(w, d, kn)), e, e * declared_weight(w, kn)))
    out = {"true": H.strength(original_hand(s, d, kn))}
    for k, name in ((None, "unweighted"), (1, "normal"), (2, "hard")):
        ws = [1.0 if k is None else r[k] for r in rows]
        tw = sum(ws)
        out[name] = sum(r[0] * w for r, w in zip(rows, ws, strict=True)) / tw
        out[f"{name}_ess"] = tw * tw / sum(w * w for w in ws) / len(ws)
    return out


def main(argv: list[str] | None = None) -> int:
    """Print the positions and the summary per contract."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--deals", type=int, default=400, help="deals tried at most")
    ap.add_argument("--positions", type=int, default=12, help="positions to measure")
    ap.add_argument("--seed", type=int, default=77)
    ap.add_argument("--level", default="easy", help="the level that plays the deals")
    ap.add_argument("--samples", type=int, default=300, help="sampled deals per position")
    ns = ap.parse_args(argv)
    names = ("true", "unweighted", "normal", "hard")
    print(f"{'contract':<12}" + "".join(f"{n:>12}" for n in names) + "  ess: normal  hard")
    by: dict[str, list[dict[str, float]]] = defaultdict(list)
    found = 0
    for i in range(ns.deals):
        s = opponent_turn(i, ns.seed, ns.level)
        if s is None or s.contract is None:
            continue
        m = measure(s, ns.samples)
        by[s.contract.name.lower()].append(m)
        cells = "".join(f"{m[n]:>12.1f}" for n in names)
        ess = f"{m['normal_ess']:>11.2f} {m['hard_ess']:>5.2f}"
        print(f"{s.contract.name.lower():<12}{cells}  {ess}")
        found += 1
        if found >= ns.positions:
            break
    print("mean per contract (positions):")
    for c, ms in sorted(by.items()):
        cells = "".join(f"{sum(m[n] for m in ms) / len(ms):>12.1f}" for n in names)
        print(f"{c:<12}{cells}  ({len(ms)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
