"""Benchmark: random deals per second of the engine, side by side with OpenSpiel's ``tarok``.

Every run plays complete deals (deal, bidding, … tricks, score) with random choices among the
legal actions (uniform by default, see ``--policy``), in three ways:

* ``engine apply``: the public interface, ``legal_actions`` + ``apply`` (checked, copying);
* ``engine unchecked``: ``legal_actions`` + ``apply_unchecked`` (in place, no check), the
  playout path;
* ``openspiel``: ``pyspiel.load_game("tarok", …)`` driven from Python (chance node,
  ``legal_actions``, ``apply_action`` until terminal, ``returns()``), if installed.

The number of deals is calibrated once (what ``engine apply`` does in ``--seconds``) and then
every way plays that same number. Random play makes different contract mixes in the two games
(uniform bidding ends mostly in valat, over after one trick; the engine also has an
announcement round), so the table also gives actions per deal and a per-action rate, and the
contract mix is printed below it.

Usage::

    python scripts/bench_engine.py                     # 3 and 4 players, ~2 s per measurement
    python scripts/bench_engine.py --players 4 --seconds 5 --seed 7
    python scripts/bench_engine.py --policy passive    # pass 70% in the bidding: more tricks
    python scripts/bench_engine.py --policy quiet      # pass whenever possible: bot-like mix
    python scripts/bench_engine.py --profile           # cProfile of the engine's 4p apply run
    python scripts/bench_engine.py --profile unchecked # … of the apply_unchecked run
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.slovenian import Action, Contract, DealState, Rules, apply, legal_actions, new_deal
from engine.slovenian import actions as A
from engine.slovenian.dealing import deal_cards
from engine.slovenian.game import apply_unchecked, has_no_tarok
from engine.slovenian.state import Phase

try:
    import pyspiel
except ImportError:  # the optional "oracle" extra
    pyspiel = None

PASS_WEIGHT = 0.7
"""``--policy passive``: chance of passing whenever passing is a bidding option."""

Chooser = Callable[[random.Random, Sequence[Any], Any, bool], Any]
"""Picks one of the legal actions. Also given: the game's pass action when passing is a
possibility of this phase (bidding, and the engine's announcement round), else None; and
whether this is the bidding."""


def uniform(rng: random.Random, legal: Sequence[Any], pass_action: Any, bidding: bool) -> Any:
    """Uniformly random among the legal actions."""
    return legal[rng.randrange(len(legal))]


def passive(rng: random.Random, legal: Sequence[Any], pass_action: Any, bidding: bool) -> Any:
    """Pass with probability ``PASS_WEIGHT`` in the bidding, else uniformly random."""
    if bidding and pass_action in legal and rng.random() < PASS_WEIGHT:
        return pass_action
    return legal[rng.randrange(len(legal))]


def quiet(rng: random.Random, legal: Sequence[Any], pass_action: Any, bidding: bool) -> Any:
    """Always pass when possible (so forehand picks a contract uniformly and nobody announces
    anything), else uniformly random: the mix closest to a bot playout."""
    if pass_action is not None and pass_action in legal:
        return pass_action
    return legal[rng.randrange(len(legal))]


POLICIES: dict[str, Chooser] = {"uniform": uniform, "passive": passive, "quiet": quiet}

RULE_SETS: dict[str, Rules] = {
    "pagat": Rules.preset("pagat"),
    "palcka": Rules.preset("palcka"),
    # The switches closest to OpenSpiel's game, above all its 3-player contract list (all
    # but Solo three/two/one), so that both play the same kind of deals.
    "openspiel": Rules(
        name="openspiel",
        round_difference_4p=False,
        round_klop=False,
        mond_penalty=20,
        mond_penalty_scope="normal_and_solo_without",
        tarok_discards="unavoidable",
        contracts_3p=tuple(
            c
            for c in Contract
            if c not in (Contract.SOLO_THREE, Contract.SOLO_TWO, Contract.SOLO_ONE)
        ),
        zaruf_remainder="declarer_if_wins",
    ),
}


@dataclass
class Result:
    """Figures of one measurement."""

    label: str
    players: int
    deals: int = 0
    actions: int = 0
    seconds: float = 0.0
    contracts: Counter[str] = field(default_factory=Counter)

    @property
    def deals_per_s(self) -> float:
        """Complete deals per second."""
        return self.deals / self.seconds if self.seconds else 0.0

    @property
    def actions_per_deal(self) -> float:
        """Average number of player decisions per deal."""
        return self.actions / self.deals if self.deals else 0.0

    @property
    def actions_per_s(self) -> float:
        """Player decisions per second."""
        return self.actions / self.seconds if self.seconds else 0.0


def _engine_deal(rng: random.Random, players: int, dealer: int, rules: Rules) -> DealState:
    while True:
        hands, talon = deal_cards(rng, players, dealer)
        if not has_no_tarok(hands):  # redealt, as OpenSpiel does
            return new_deal(rules, hands, talon, dealer)


_PASS_PHASES = frozenset((Phase.BIDDING, Phase.ANNOUNCE))


def _engine_pass(s: DealState) -> tuple[Action | None, bool]:
    """The policy's view of the phase: the pass action if passing is possible, and whether
    this is the bidding."""
    ph = s.phase
    return (A.PASS if ph in _PASS_PHASES else None), ph == Phase.BIDDING


def run_engine_apply(players: int, deals: int, seed: int, choose: Chooser, rules: Rules) -> Result:
    """``deals`` random deals through the public ``legal_actions`` + ``apply``."""
    rng = random.Random(seed)
    out = Result("engine apply", players)
    start = time.process_time()
    for i in range(deals):
        s = _engine_deal(rng, players, i % players, rules)
        while s.phase != Phase.DONE:
            legal = legal_actions(s)
            s, _ = apply(s, choose(rng, legal, *_engine_pass(s)))
            out.actions += 1
        assert s.result is not None
        out.contracts[s.contract.name if s.contract is not None else "?"] += 1
    out.seconds = time.process_time() - start
    out.deals = deals
    return out


def run_engine_unchecked(
    players: int, deals: int, seed: int, choose: Chooser, rules: Rules
) -> Result:
    """The same deals through ``legal_actions`` + ``apply_unchecked`` (in place)."""
    rng = random.Random(seed)
    out = Result("engine unchecked", players)
    start = time.process_time()
    for i in range(deals):
        s = _engine_deal(rng, players, i % players, rules)
        while s.phase != Phase.DONE:
            legal = legal_actions(s)
            apply_unchecked(s, choose(rng, legal, *_engine_pass(s)))
            out.actions += 1
        assert s.result is not None
        out.contracts[s.contract.name if s.contract is not None else "?"] += 1
    out.seconds = time.process_time() - start
    out.deals = deals
    return out


def run_openspiel(players: int, deals: int, seed: int, choose: Chooser) -> Result:
    """``deals`` random deals of OpenSpiel's ``tarok`` driven from Python."""
    assert pyspiel is not None
    rng = random.Random(seed)
    game = pyspiel.load_game("tarok", {"players": players, "rng_seed": seed})
    bidding = pyspiel.TarokGamePhase.BIDDING
    out = Result("openspiel", players)
    start = time.process_time()
    for _ in range(deals):
        state = game.new_initial_state()
        while not state.is_terminal():
            legal = state.legal_actions()
            if state.is_chance_node():
                state.apply_action(legal[0])  # its implicit, internally seeded deal
                continue
            in_bidding = state.current_game_phase() == bidding
            state.apply_action(choose(rng, legal, 0 if in_bidding else None, in_bidding))
            out.actions += 1
        state.returns()
        out.contracts[state.selected_contract().name] += 1
    out.seconds = time.process_time() - start
    out.deals = deals
    return out


def calibrate(players: int, seconds: float, seed: int, choose: Chooser, rules: Rules) -> int:
    """How many deals ``engine apply`` plays in about ``seconds`` (probed on growing runs)."""
    deals = 50
    while True:
        probe = run_engine_apply(players, deals, seed, choose, rules)
        if probe.seconds >= min(0.25, seconds / 4) or deals >= 100_000:
            return max(50, round(seconds * probe.deals_per_s))
        deals *= 4


def print_table(rows: list[Result]) -> None:
    """The compact side-by-side table and the ratios."""
    head = (
        f"{'players':>7}  {'engine':<17}{'deals':>7}{'seconds':>9}{'deals/s':>10}"
        f"{'actions/deal':>14}{'actions/s':>11}{'µs/action':>11}"
    )
    print(head)
    print("-" * len(head))
    for r in rows:
        us = 1e6 / r.actions_per_s if r.actions_per_s else 0.0
        print(
            f"{r.players:>7}  {r.label:<17}{r.deals:>7}{r.seconds:>9.2f}{r.deals_per_s:>10.0f}"
            f"{r.actions_per_deal:>14.1f}{r.actions_per_s:>11.0f}{us:>11.1f}"
        )
    for players in sorted({r.players for r in rows}):
        by = {r.label: r for r in rows if r.players == players}
        os_row = by.get("openspiel")
        if os_row is None:
            continue
        print()
        for label in ("engine apply", "engine unchecked"):
            r = by[label]
            print(
                f"{players}p ratio {label}/openspiel: "
                f"deals/s {r.deals_per_s / os_row.deals_per_s:.2f}x, "
                f"actions/s {r.actions_per_s / os_row.actions_per_s:.2f}x"
            )
    print()
    print("contract mix (share of deals):")
    for r in rows:
        if r.label == "engine unchecked":
            continue  # the same deals and choices as "engine apply"
        mix = ", ".join(
            f"{name.lower()} {100 * n / r.deals:.0f}%" for name, n in r.contracts.most_common()
        )
        print(f"  {r.players}p {r.label}: {mix}")


def profile(players: int, deals: int, seed: int, choose: Chooser, rules: Rules, mode: str) -> None:
    """cProfile one engine run and print the top 25 functions by own time."""
    run = run_engine_apply if mode == "apply" else run_engine_unchecked
    prof = cProfile.Profile()
    prof.enable()
    result = run(players, deals, seed, choose, rules)
    prof.disable()
    print(
        f"cProfile: engine {mode}, {players} players, {result.deals} deals, "
        f"{result.actions} actions (timings inflated by the profiler)"
    )
    pstats.Stats(prof, stream=sys.stdout).strip_dirs().sort_stats("tottime").print_stats(25)


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, run the measurements and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--seconds", type=float, default=2.0, help="calibration budget per player count"
    )
    parser.add_argument(
        "--players",
        type=int,
        choices=(3, 4),
        action="append",
        help="table size, repeatable (default: 3 and 4)",
    )
    parser.add_argument("--seed", type=int, default=1, help="seed of deals and choices")
    parser.add_argument("--deals", type=int, help="play exactly this many deals (no calibration)")
    parser.add_argument(
        "--policy",
        choices=sorted(POLICIES),
        default="uniform",
        help="uniform random choices; 'passive': pass 70%% of the time in the bidding; "
        "'quiet': always pass when possible (forehand picks the contract, no announcements)",
    )
    parser.add_argument(
        "--rules",
        choices=sorted(RULE_SETS),
        default="openspiel",
        help="the engine's rule set (default: the switches closest to OpenSpiel's game)",
    )
    parser.add_argument(
        "--profile",
        nargs="?",
        const="apply",
        choices=("apply", "unchecked"),
        help="cProfile the engine's 4-player run instead of benchmarking",
    )
    args = parser.parse_args(argv)
    choose = POLICIES[args.policy]
    rules = RULE_SETS[args.rules]

    if args.profile:
        deals = args.deals or calibrate(4, args.seconds, args.seed, choose, rules)
        profile(4, deals, args.seed, choose, rules, args.profile)
        return 0

    print(
        f"random deals: policy {args.policy}, engine rules {args.rules}, seed {args.seed}, "
        f"Python {sys.version.split()[0]}, times in CPU seconds"
        + ("" if pyspiel is not None else "; OpenSpiel not installed")
    )
    rows: list[Result] = []
    for players in args.players or [3, 4]:
        deals = args.deals or calibrate(players, args.seconds, args.seed, choose, rules)
        rows.append(run_engine_apply(players, deals, args.seed, choose, rules))
        rows.append(run_engine_unchecked(players, deals, args.seed, choose, rules))
        if pyspiel is not None:
            rows.append(run_openspiel(players, deals, args.seed, choose))
    print()
    print_table(rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
