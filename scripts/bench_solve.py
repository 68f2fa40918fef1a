"""The exact solver of the card play, with and without its table of solved positions.

Deals are played by the rules of thumb (every phase, the compiled core's policy) until a
given number of tricks is left; then, as the hard level does for each sampled deal, every
legal card of the seat on turn is solved in one call — once keeping the positions solved
(the default table), once keeping none — and the script prints the nodes and the time per
call of each, side by side, and their ratios. The values must be equal (the script checks).

Usage::

    python scripts/bench_solve.py --players 4 --tricks 4 5 6 --deals 60
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine._native import layout as L
from engine._native import slovenian as native
from engine.slovenian import Rules
from engine.slovenian.ai.playout import phase_action
from engine.slovenian.contracts import Contract
from engine.slovenian.dealing import deal_cards
from engine.slovenian.game import apply_unchecked, has_no_tarok, legal_actions, new_deal
from engine.slovenian.state import DealState, Phase


def positions(players: int, tricks: int, deals: int, seed: int) -> list[DealState]:
    """Card-play states of contracts (klop excepted) with ``tricks`` tricks left, at the
    start of a trick or inside one."""
    rng = random.Random(seed)
    out: list[DealState] = []
    while len(out) < deals:
        hands, talon = deal_cards(rng, players, rng.randrange(players))
        if has_no_tarok(hands):
            continue
        preset = rng.choice(("pagat", "palcka"))
        s = new_deal(Rules.preset(preset), hands, talon, rng.randrange(players))
        stop = rng.randrange(players)
        per = 48 // players
        while s.phase != Phase.DONE and not (
            s.phase == Phase.PLAY and per - len(s.tricks) <= tricks and len(s.trick) >= stop
        ):
            apply_unchecked(s, phase_action(s))
        if s.phase == Phase.PLAY and s.contract != Contract.KLOP:
            out.append(s)
    return out


def solve_all(s: DealState, table: int) -> tuple[list[int], int, float]:
    """Every legal card of ``s`` solved in one call: values, nodes, seconds."""
    plays = legal_actions(s)
    k = len(plays)
    row = L.new_words(L.STATE_WORDS)
    L.encode_state(s, row)
    values, nodes = L.new_words(k), L.new_words(k)
    first = L.new_words(k)
    for i, a in enumerate(plays):
        first[i] = L.action_code(a)
    t0 = time.perf_counter()
    native.solve(
        row * k,
        L.encode_rules(s.rules),
        values,
        first=first,
        nodes=nodes,
        limit=50_000_000,
        table=table,
    )
    return list(values), sum(nodes), time.perf_counter() - t0


def main(argv: list[str] | None = None) -> None:
    """Print nodes and milliseconds per call with and without the table."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=4, choices=(3, 4))
    ap.add_argument("--tricks", type=int, nargs="+", default=[4, 5])
    ap.add_argument("--deals", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ns = ap.parse_args(argv)
    print(f"backend: {native.BACKEND}; {ns.players} players; every legal card per call")
    print(
        f"{'tricks':>6} {'nodes/call':>12} {'no table':>12} {'ratio':>6}"
        f" {'ms/call':>9} {'no table':>9} {'ratio':>6}"
    )
    for tricks in ns.tricks:
        pos = positions(ns.players, tricks, ns.deals, ns.seed)
        with_n: list[int] = []
        without_n: list[int] = []
        with_t: list[float] = []
        without_t: list[float] = []
        for s in pos:
            v1, n1, t1 = solve_all(s, L.SOLVE_TABLE)
            v0, n0, t0 = solve_all(s, 0)
            if v1 != v0:
                raise SystemExit(f"the table changed a value: {v1} against {v0}")
            with_n.append(n1)
            without_n.append(n0)
            with_t.append(t1)
            without_t.append(t0)
        a, b = statistics.mean(with_n), statistics.mean(without_n)
        ta, tb = statistics.mean(with_t) * 1e3, statistics.mean(without_t) * 1e3
        nodes = f"{a:>12.0f} {b:>12.0f} {b / a:>6.1f}"
        print(f"{tricks:>6} {nodes} {ta:>9.2f} {tb:>9.2f} {tb / ta:>6.1f}")


if __name__ == "__main__":
    main()
