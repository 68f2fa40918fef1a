"""Benchmark: full random French tarot deals per second, for 3, 4 and 5 players.

Every run plays complete deals (deal, bidding, the call, écart, chelem, poignées, tricks,
score) with random choices among the legal actions, in two ways:

* ``french apply``: ``legal_actions`` + ``apply`` (checked, copying), the public interface;
* ``french unchecked``: ``legal_actions`` + ``apply_unchecked`` (in place), the playout path.

The number of deals is calibrated once (what ``french apply`` does in ``seconds``) and both
ways then play the same deals with the same choices. Passed and annulled deals count as
deals (they are short); the table gives their share, the actions per deal and the per-action
rate beside the deals per second. Times are CPU seconds.

From another script::

    from scripts.bench_engine_french import run
    rows = run(2.0, 4)        # [{"label": "french apply", "players": 4, "deals_per_s": …}, …]

Usage::

    python scripts/bench_engine_french.py                  # 3, 4 and 5 players, ~2 s each
    python scripts/bench_engine_french.py --players 5 --seconds 5 --policy uniform
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from engine.french import Action, FrenchState, Phase, Rules, apply, legal_actions
from engine.french.dealing import deal_cards
from engine.french.family import TESTKIT
from engine.french.game import apply_unchecked, new_deal

Policy = Callable[[FrenchState, Sequence[Action], random.Random], Action]


def uniform(state: FrenchState, legal: Sequence[Action], rng: random.Random) -> Action:
    """Uniformly random among the legal actions."""
    return legal[rng.randrange(len(legal))]


def contract_suite(state: FrenchState, legal: Sequence[Action], rng: random.Random) -> Action:
    """The contract suite's policy: passes more, bids the next contract up, shows poignées."""
    action = TESTKIT.random_action(state, legal, rng)
    assert isinstance(action, Action)
    return action


POLICIES: dict[str, Policy] = {"uniform": uniform, "suite": contract_suite}
_OVER = (Phase.DONE, Phase.PASSED, Phase.ANNULLED)


def _play(players: int, deals: int, seed: int, policy: Policy, checked: bool) -> dict[str, Any]:
    rng = random.Random(seed)
    rules = Rules.preset("fft")
    actions = 0
    ends: Counter[str] = Counter()
    start = time.process_time()
    for i in range(deals):
        hands, chien = deal_cards(rng, players, i % players)
        s = new_deal(rules, hands, chien, i % players)
        while s.phase not in _OVER:
            action = policy(s, legal_actions(s), rng)
            if checked:
                s, _ = apply(s, action)
            else:
                apply_unchecked(s, action)
            actions += 1
        c = s.contract
        ends[
            c.name.lower() if s.phase == Phase.DONE and c is not None else s.phase.name.lower()
        ] += 1
    seconds = time.process_time() - start
    return {
        "label": "french apply" if checked else "french unchecked",
        "players": players,
        "deals": deals,
        "actions": actions,
        "seconds": seconds,
        "deals_per_s": deals / seconds if seconds else 0.0,
        "actions_per_deal": actions / deals if deals else 0.0,
        "actions_per_s": actions / seconds if seconds else 0.0,
        "mix": dict(ends),
    }


def calibrate(players: int, seconds: float, seed: int, policy: Policy) -> int:
    """How many deals ``french apply`` plays in about ``seconds`` (probed on growing runs)."""
    deals = 50
    while True:
        probe = _play(players, deals, seed, policy, True)
        if probe["seconds"] >= min(0.25, seconds / 4) or deals >= 100_000:
            return max(50, round(seconds * float(probe["deals_per_s"])))
        deals *= 4


def run(
    seconds: float,
    players: int,
    *,
    seed: int = 1,
    policy: str = "uniform",
    deals: int | None = None,
) -> list[dict[str, Any]]:
    """Measure ``players``-player French deals: one row for ``apply``, one for
    ``apply_unchecked``, the same deals and choices (``deals`` fixed, or calibrated to
    ``seconds`` of checked play). Each row: label, players, deals, actions, seconds,
    deals_per_s, actions_per_deal, actions_per_s and the mix of contracts and ends."""
    chooser = POLICIES[policy]
    n = deals or calibrate(players, seconds, seed, chooser)
    return [_play(players, n, seed, chooser, True), _play(players, n, seed, chooser, False)]


def print_table(rows: list[dict[str, Any]]) -> None:
    """The table of figures, the unchecked/apply ratios and the mix of deals."""
    head = (
        f"{'players':>7}  {'engine':<18}{'deals':>7}{'seconds':>9}{'deals/s':>10}"
        f"{'actions/deal':>14}{'actions/s':>11}{'µs/action':>11}"
    )
    print(head)
    print("-" * len(head))
    for r in rows:
        us = 1e6 / r["actions_per_s"] if r["actions_per_s"] else 0.0
        print(
            f"{r['players']:>7}  {r['label']:<18}{r['deals']:>7}{r['seconds']:>9.2f}"
            f"{r['deals_per_s']:>10.0f}{r['actions_per_deal']:>14.1f}{r['actions_per_s']:>11.0f}"
            f"{us:>11.1f}"
        )
    print()
    for players in sorted({r["players"] for r in rows}):
        by = {r["label"]: r for r in rows if r["players"] == players}
        ratio = by["french unchecked"]["deals_per_s"] / by["french apply"]["deals_per_s"]
        print(f"{players}p unchecked/apply: {ratio:.2f}x")
    print()
    print("mix (share of deals):")
    for r in rows:
        if r["label"] != "french apply":
            continue
        mix = ", ".join(
            f"{k} {100 * v / r['deals']:.0f}%"
            for k, v in sorted(r["mix"].items(), key=lambda kv: -kv[1])
        )
        print(f"  {r['players']}p: {mix}")


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, run the measurements and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="calibration per table size")
    parser.add_argument(
        "--players", type=int, choices=(3, 4, 5), action="append", help="repeatable"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", type=int, help="play exactly this many deals")
    parser.add_argument("--policy", choices=sorted(POLICIES), default="uniform")
    args = parser.parse_args(argv)
    print(
        f"random French deals: policy {args.policy}, seed {args.seed}, "
        f"Python {sys.version.split()[0]}, times in CPU seconds"
    )
    rows: list[dict[str, Any]] = []
    for players in args.players or [3, 4, 5]:
        rows += run(args.seconds, players, seed=args.seed, policy=args.policy, deals=args.deals)
    print()
    print_table(rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
