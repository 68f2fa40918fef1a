"""Benchmark: full random Czech taroky deals per second, checked and unchecked.

Every deal is played from the shuffle to the score sheet (bidding, the raise, the call, the
talon and the discards, the announcement round, twelve tricks) with random choices among the
legal actions, in two ways:

* ``apply``: the public interface, ``legal_actions`` + ``apply`` (re-checked, copying);
* ``unchecked``: ``legal_actions`` + ``apply_unchecked`` (in place, no check), the playout
  path of search.

The number of deals is calibrated once (what ``apply`` plays in ``--seconds``) and both ways
then play the same deals with the same choices, so their ratio is measured side by side.
Times are CPU seconds of this process.

Policies: ``uniform`` (every legal action equally likely: the auction climbs to solo in most
deals), ``quiet`` (pass whenever possible: forehand picks the contract, nobody announces or
says flek; the mix closest to a bot's deal) and ``testkit`` (the family contract suite's
biased choice: every bid, stage, bonus and kontra comes up).

Usage::

    python scripts/bench_engine_czech.py                  # ~2 s per measurement
    python scripts/bench_engine_czech.py --seconds 5 --policy quiet

From another script: ``run(seconds, players=4)`` returns one dict of figures per way.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from engine.czech import Action, DealState, Phase, Rules, apply, apply_unchecked, new_deal
from engine.czech import actions as A
from engine.czech.dealing import deal_cards
from engine.czech.family import TESTKIT
from engine.czech.game import legal_actions

Chooser = Callable[[random.Random, DealState, Sequence[Action]], Action]
_PASS_PHASES = frozenset((Phase.BIDDING, Phase.ANNOUNCE))


def uniform(rng: random.Random, state: DealState, legal: Sequence[Action]) -> Action:
    """Every legal action equally likely."""
    return legal[rng.randrange(len(legal))]


def quiet(rng: random.Random, state: DealState, legal: Sequence[Action]) -> Action:
    """Pass whenever passing is possible, else uniformly random."""
    if state.phase in _PASS_PHASES:
        return A.PASS
    return legal[rng.randrange(len(legal))]


def testkit(rng: random.Random, state: DealState, legal: Sequence[Action]) -> Action:
    """The contract suite's biased random choice."""
    action = TESTKIT.random_action(state, legal, rng)
    assert isinstance(action, Action)
    return action


POLICIES: dict[str, Chooser] = {"uniform": uniform, "quiet": quiet, "testkit": testkit}


def _play(deals: int, seed: int, choose: Chooser, rules: Rules, checked: bool) -> dict[str, Any]:
    rng = random.Random(seed)
    actions = 0
    contracts: Counter[str] = Counter()
    start = time.process_time()
    for i in range(deals):
        hands, talon = deal_cards(rng, i % 4)
        s = new_deal(rules, hands, talon, i % 4)
        while s.phase != Phase.DONE:
            action = choose(rng, s, legal_actions(s))
            if checked:
                s, _ = apply(s, action)
            else:
                apply_unchecked(s, action)
            actions += 1
        assert s.result is not None and s.contract is not None
        contracts["conceded" if s.conceded else s.contract.name.lower()] += 1
    seconds = time.process_time() - start
    return {
        "family": "czech",
        "players": 4,
        "label": "engine apply" if checked else "engine unchecked",
        "deals": deals,
        "actions": actions,
        "seconds": seconds,
        "deals_per_s": deals / seconds if seconds else 0.0,
        "actions_per_deal": actions / deals if deals else 0.0,
        "actions_per_s": actions / seconds if seconds else 0.0,
        "contracts": dict(contracts),
    }


def calibrate(seconds: float, seed: int, choose: Chooser, rules: Rules) -> int:
    """How many deals the checked ``apply`` plays in about ``seconds`` (probed on growing runs)."""
    deals = 50
    while True:
        probe = _play(deals, seed, choose, rules, checked=True)
        if probe["seconds"] >= min(0.25, seconds / 4) or deals >= 100_000:
            return max(50, round(seconds * float(probe["deals_per_s"])))
        deals *= 4


def run(
    seconds: float = 2.0,
    players: int = 4,
    *,
    seed: int = 1,
    policy: str = "uniform",
    deals: int | None = None,
    rules: Rules | None = None,
) -> list[dict[str, Any]]:
    """Measure ``apply`` and ``apply_unchecked`` on the same deals; one dict per way.

    ``players`` must be 4 (Czech taroky has no other table size); it is there so that a
    benchmark of every family can call each family's ``run`` alike.
    """
    if players != 4:
        raise ValueError("Czech taroky is played by four")
    choose = POLICIES[policy]
    rules = rules or Rules.preset("standard")
    n = deals or calibrate(seconds, seed, choose, rules)
    return [
        _play(n, seed, choose, rules, checked=True),
        _play(n, seed, choose, rules, checked=False),
    ]


def print_table(rows: list[dict[str, Any]]) -> None:
    """The side-by-side table, the ratio and the contract mix."""
    head = (
        f"{'players':>7}  {'engine':<17}{'deals':>7}{'seconds':>9}{'deals/s':>10}"
        f"{'actions/deal':>14}{'actions/s':>11}{'µs/action':>11}"
    )
    print(head)
    print("-" * len(head))
    for r in rows:
        us = 1e6 / r["actions_per_s"] if r["actions_per_s"] else 0.0
        print(
            f"{r['players']:>7}  {r['label']:<17}{r['deals']:>7}{r['seconds']:>9.2f}"
            f"{r['deals_per_s']:>10.0f}{r['actions_per_deal']:>14.1f}{r['actions_per_s']:>11.0f}"
            f"{us:>11.1f}"
        )
    checked, unchecked = rows[0], rows[1]
    if checked["deals_per_s"]:
        ratio = unchecked["deals_per_s"] / checked["deals_per_s"]
        print(f"\nratio unchecked/apply: {ratio:.2f}x")
    mix = ", ".join(
        f"{name} {100 * n / checked['deals']:.0f}%"
        for name, n in Counter(checked["contracts"]).most_common()
    )
    print(f"contract mix: {mix}")


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, run the measurements and print the figures."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="calibration budget")
    parser.add_argument("--seed", type=int, default=1, help="seed of deals and choices")
    parser.add_argument("--deals", type=int, help="play exactly this many deals (no calibration)")
    parser.add_argument("--policy", choices=sorted(POLICIES), default="uniform")
    args = parser.parse_args(argv)
    print(
        f"random Czech taroky deals: policy {args.policy}, seed {args.seed}, "
        f"Python {sys.version.split()[0]}, times in CPU seconds"
    )
    print()
    print_table(run(args.seconds, 4, seed=args.seed, policy=args.policy, deals=args.deals))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
