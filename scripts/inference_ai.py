"""How well the Slovenian computer players' sampled deals place the cards they cannot see.

Plays seeded deals with a level in every seat and, at card-play positions of contracts
(klop excepted) picked at random, samples deals from the seat's view the way the search
does. For each weighting of those deals — the bidding and announcements only, and with the
card-play evidence of :mod:`engine.slovenian.ai.play_evidence` at several factors per card
the rules of thumb would not have played — it prints the mean log-probability the weighted
deals give to the true place of every hidden card (higher is better; 0 would be certainty),
and the effective sample size as a fraction of the deals drawn (what weighting costs in
samples). Deterministic for a seed.

Usage::

    python scripts/inference_ai.py --players 4 --deals 25 --seed 11
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai import choose_action
from engine.slovenian import Rules, view
from engine.slovenian.actions import Action
from engine.slovenian.ai import play_evidence
from engine.slovenian.ai.evidence import evidence_weight
from engine.slovenian.ai.knowledge import Knowledge
from engine.slovenian.contracts import Contract
from engine.slovenian.dealing import deal_cards
from engine.slovenian.game import apply_unchecked, has_no_tarok, new_deal
from engine.slovenian.state import Phase
from engine.slovenian.views import PlayerView

FACTORS = (1.0, 0.7, 0.5, 0.3, 0.15)
"""Weights per card the rules of thumb would not have played (1.0: no card-play evidence)."""

Position = tuple[PlayerView, list[int]]


def positions(players: int, deals: int, seed: int, level: str, share: float) -> list[Position]:
    """Views of card-play positions (with the true hands) from ``deals`` seeded deals."""
    rng = random.Random(seed)
    out: list[Position] = []
    for d in range(deals):
        while True:
            hands, talon = deal_cards(rng, players, d % players)
            if not has_no_tarok(hands):
                break
        s = new_deal(Rules.preset("pagat" if d % 2 else "palcka"), hands, talon, d % players)
        move = 0
        while s.phase != Phase.DONE:
            v = view(s, s.to_move)
            if (
                s.phase == Phase.PLAY
                and s.contract != Contract.KLOP
                and s.tricks
                and len(v.legal) > 1
                and rng.random() < share
            ):
                out.append((v, list(s.hands)))
            a = choose_action(v, level, seed * 100_003 + d * 1000 + move)
            assert isinstance(a, Action)
            apply_unchecked(s, a)
            move += 1
    return out


def placement(pos: list[Position], factor: float, samples: int) -> tuple[float, float]:
    """Mean log-probability of the hidden cards' true places, and the mean effective sample
    size as a fraction, with card-play evidence at ``factor`` (1.0: none)."""
    total = 0.0
    cards = 0
    ess = 0.0
    for v, hands in pos:
        kn = Knowledge(v)
        rng = random.Random(7)
        me = v.seat
        assert me is not None
        worlds = [kn.sample(rng) for _ in range(samples)]
        weights = []
        for w in worlds:
            wt = evidence_weight(w, kn)
            if factor < 1.0:
                wt *= play_evidence.play_weight(w, me, 16, factor)
            weights.append(wt)
        sw = sum(weights)
        ess += sw * sw / sum(x * x for x in weights) / samples
        for q in range(v.players):
            if q == me:
                continue
            m = hands[q]
            while m:
                c = (m & -m).bit_length() - 1
                m &= m - 1
                p = sum(wt for wt, w in zip(weights, worlds, strict=True) if w.hands[q] >> c & 1)
                total += math.log(max(p / sw, 1e-3))
                cards += 1
    return total / max(cards, 1), ess / max(len(pos), 1)


def main(argv: list[str] | None = None) -> None:
    """Print the placement figures for every factor of :data:`FACTORS`."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=4, choices=(3, 4))
    ap.add_argument("--deals", type=int, default=25)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--level", default="normal", help="the level playing the deals")
    ap.add_argument("--share", type=float, default=0.3, help="share of positions read")
    ap.add_argument("--samples", type=int, default=160, help="sampled deals per position")
    ns = ap.parse_args(argv)
    pos = positions(ns.players, ns.deals, ns.seed, ns.level, ns.share)
    print(f"{len(pos)} positions from {ns.deals} deals ({ns.players} players, {ns.level})")
    for factor in FACTORS:
        ll, ess = placement(pos, factor, ns.samples)
        label = "no card-play evidence" if factor == 1.0 else f"factor {factor}"
        print(f"{label:>22}: mean log p(true place) {ll:.4f}, effective samples {ess:.2f}")


if __name__ == "__main__":
    main()
