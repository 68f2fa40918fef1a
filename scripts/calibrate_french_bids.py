"""Calibration of the French rules of thumb's bidding thresholds, by playouts.

For seeded deals, forehand's hand is played out under each contract (forehand bids it,
everyone else passes; the call, the écart, the poignées and every card by the rules of
thumb of :mod:`engine.french.ai.play`). The deals are sorted by forehand's point count
(:func:`engine.french.ai.hand.strength`) and cut into bins; the script prints the mean
zero-sum value of each contract per bin. A contract pays from the count where its mean turns
positive: the thresholds of :data:`engine.french.ai.hand.THRESHOLDS` were read off this table.

Usage::

    python scripts/calibrate_french_bids.py --players 4 --deals 5000 --bins 20
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.french import actions as A
from engine.french.ai import hand as H
from engine.french.ai.play import step, utility
from engine.french.family import FAMILY
from engine.french.game import apply_unchecked, is_over
from engine.french.rules import CONTRACT_CODES, Contract
from engine.french.state import Phase


def played_under(dealt: object, contract: Contract) -> float:
    """Forehand's zero-sum value when he takes ``contract`` and everyone else passes."""
    s = FAMILY.from_header(FAMILY.header(dealt))  # type: ignore[arg-type]
    apply_unchecked(s, A.BIDS[contract])
    while s.phase == Phase.BIDDING:
        apply_unchecked(s, A.PASS)
    while not is_over(s):
        apply_unchecked(s, step(s, True))
    return utility(s, s.taker)


def main(argv: list[str] | None = None) -> int:
    """Print the mean value of each contract per bin of forehand's point count."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--players", type=int, choices=(3, 4, 5), default=4)
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--bins", type=int, default=10)
    ap.add_argument("--seed", type=int, default=5)
    ns = ap.parse_args(argv)
    n = ns.players
    rng = random.Random(ns.seed)
    rows: list[tuple[float, list[float]]] = []
    for _ in range(ns.deals):
        dealt = FAMILY.deal(FAMILY.rules(), n, n - 1, rng)  # seat 0 is forehand
        if is_over(dealt):
            continue  # annulled: a petit sec
        st = H.strength(dealt.hands[0], n)
        rows.append((st, [played_under(dealt, c) for c in Contract]))
    rows.sort(key=lambda r: r[0])
    print(f"{n} players, {len(rows)} deals; mean zero-sum value of forehand per contract")
    print(f"{'count':>11} " + " ".join(f"{c:>12}" for c in CONTRACT_CODES))
    k = ns.bins
    for i in range(k):
        chunk = rows[i * len(rows) // k : (i + 1) * len(rows) // k]
        if not chunk:
            continue
        means = [statistics.mean(r[1][c] for r in chunk) for c in range(len(Contract))]
        print(f"{chunk[0][0]:5.0f}-{chunk[-1][0]:5.0f} " + " ".join(f"{m:12.1f}" for m in means))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
