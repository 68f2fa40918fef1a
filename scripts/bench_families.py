"""Benchmark: full deals per second of every registered family, side by side.

Every family is driven through the same protocol (:class:`engine.core.family.Family`), at
every table size it allows, on the same kind of work: complete deals (dealing, bidding and
every other phase, the tricks, the score) with choices made at random among the legal
actions, in two ways:

* ``apply``: ``legal_actions`` + ``apply`` (checked, copying): the public interface, the
  bot's path;
* ``unchecked``: ``legal_actions`` + ``apply_unchecked`` (in place): the computer players'
  playout path.

Two choosers: ``uniform`` (every legal action equally likely: random bidding tends to end
in the highest contract, so deals are short and unlike real ones) and ``suite`` (the family
contract suite's chooser, which passes more and spreads the deals over every kind of
contract). For one family and size both ways play the same deals with the same choices; the
number of deals is calibrated on ``apply``. Times are CPU seconds.

Usage::

    python scripts/bench_families.py                     # every family and size, ~1 s each
    python scripts/bench_families.py --family french --seconds 3 --chooser suite
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import families
from engine.core.actions import Action

Chooser = Callable[[Any, Any, Sequence[Action], random.Random], Action]


def uniform(family: Any, state: Any, legal: Sequence[Action], rng: random.Random) -> Action:
    """Every legal action equally likely."""
    return legal[rng.randrange(len(legal))]


def suite(family: Any, state: Any, legal: Sequence[Action], rng: random.Random) -> Action:
    """The contract suite's chooser of the family (every kind of deal comes up)."""
    action: Action = family.testkit.random_action(state, legal, rng)
    return action


CHOOSERS: dict[str, Chooser] = {"uniform": uniform, "suite": suite}


def play(
    name: str, players: int, deals: int, seed: int, chooser: Chooser, checked: bool
) -> tuple[float, int]:
    """Play ``deals`` deals; the CPU seconds and the number of actions."""
    family = families.get(name)
    rules = family.rules()
    rng = random.Random(seed)
    actions = 0
    start = time.process_time()
    for d in range(deals):
        state = family.deal(rules, players, d % players, rng)
        while not family.is_over(state):
            action = chooser(family, state, family.legal_actions(state), rng)
            if checked:
                state, _ = family.apply(state, action)
            else:
                family.apply_unchecked(state, action)
            actions += 1
    return time.process_time() - start, actions


def calibrate(name: str, players: int, seconds: float, seed: int, chooser: Chooser) -> int:
    """How many deals the checked path plays in about ``seconds``."""
    deals = 10
    while True:
        spent, _ = play(name, players, deals, seed, chooser, True)
        if spent >= seconds / 4 or deals >= 1_000_000:
            return max(deals, int(deals * seconds / max(spent, 1e-6)))
        deals *= 4


def run(name: str, players: int, seconds: float, seed: int, chooser: str) -> list[dict[str, Any]]:
    """Rows of the table for one family and table size."""
    pick = CHOOSERS[chooser]
    deals = calibrate(name, players, seconds, seed, pick)
    rows = []
    for checked in (True, False):
        spent, actions = play(name, players, deals, seed, pick, checked)
        rows.append(
            {
                "family": name,
                "players": players,
                "way": "apply" if checked else "unchecked",
                "deals": deals,
                "seconds": spent,
                "deals_per_s": deals / spent,
                "actions_per_deal": actions / deals,
                "us_per_action": spent / actions * 1e6,
            }
        )
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    """Print the table; the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--family", action="append", choices=families.names())
    parser.add_argument("--seconds", type=float, default=1.0, help="per family, size and way")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--chooser", choices=sorted(CHOOSERS), action="append")
    args = parser.parse_args(argv)
    names = args.family or list(families.names())
    choosers = args.chooser or ["uniform", "suite"]
    print(
        f"{'family':<10} {'players':>7} {'chooser':<8} {'way':<10} {'deals':>7} "
        f"{'deals/s':>9} {'actions/deal':>12} {'µs/action':>10}"
    )
    for chooser in choosers:
        for name in names:
            for players in families.get(name).table_sizes:
                for r in run(name, players, args.seconds, args.seed, chooser):
                    print(
                        f"{r['family']:<10} {r['players']:>7} {chooser:<8} {r['way']:<10} "
                        f"{r['deals']:>7} {r['deals_per_s']:>9,.0f} "
                        f"{r['actions_per_deal']:>12.1f} {r['us_per_action']:>10.1f}"
                    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
