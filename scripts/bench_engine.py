"""Benchmark: full deals and rollouts per second — the engine, the native core and OpenSpiel.

Everything is measured side by side in one run, in CPU seconds (``time.process_time``), so
the ratios hold on a busy machine.

**Full deals** (shuffle, bidding … tricks, score), 4 and 3 players, in three contract mixes:

* ``uniform``: every choice uniformly random among the legal actions. The highest bid wins,
  so nearly every deal is a valat, over after a trick or two: fast and unrealistic.
* ``contracts``: a uniformly random contract (four players: everyone passes and forehand
  picks; three players: forehand's first call), no announcements, random cards.
* ``thumb``: the computer players' rules of thumb in every phase — a realistic mix of
  contracts and play. OpenSpiel has no such player: its rows get the same contract mix
  (forehand declares a contract drawn from the native run's mix) and random play.

Rows per mix: ``engine apply`` (``legal_actions`` + the checked ``apply``), ``engine
unchecked`` (``apply_unchecked`` in place), ``native`` (the compiled core,
:func:`engine._native.slovenian.play_deals`, one call for all deals; the same deals and
choices as the engine rows: same generator), ``openspiel py`` (OpenSpiel's ``tarok`` driven
from Python) and ``openspiel C++`` (``pyspiel.evaluate_bots`` with C++ uniform random bots:
the whole deal in C++ for ``uniform``; for the other mixes the bidding is driven from Python
beforehand and only the rest of the deal is timed, which favours OpenSpiel).

**Rollouts** from the first card to the score, on start states of the ``contracts`` and
``thumb`` mixes: the core with random cards and with the rules of thumb, the Python engine
(the fallback backend) likewise, against OpenSpiel's C++ trick loop on the same work:
``evaluate_bots`` from a clone of a trick-phase state (it plays the state it is given in
place), the clone's own cost subtracted.

**GIL**: how fast a second Python thread runs while the core plays, against alone.

Goals: native full deals ≥ 2× OpenSpiel's C++ loop; rollouts ≥ 5× its trick
loop. The table of the README's earlier figures (``engine apply``/``unchecked`` against
``openspiel`` from Python, uniform play) is printed too.

Usage::

    python scripts/bench_engine.py                       # everything, ~1 s per engine row
    python scripts/bench_engine.py --players 4 --seconds 3 --mix uniform
    python scripts/bench_engine.py --rollouts-only
    python scripts/bench_engine.py --profile thumb       # cProfile the engine's 4p apply run
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine._native import fallback
from engine._native import layout as L
from engine._native import slovenian as native
from engine.slovenian import Contract, Rules, apply
from engine.slovenian.game import apply_unchecked
from engine.slovenian.state import Phase

try:
    import pyspiel
except ImportError:  # the optional "oracle" extra
    pyspiel = None

MIN_SECONDS = 0.4
"""Fast rows grow their work until one measurement lasts at least this long."""

MIXES: dict[str, int] = {
    "uniform": L.RANDOM,
    "contracts": L.UNIFORM_CONTRACTS,
    "thumb": L.THUMB,
}
"""The core's policy for each contract mix."""

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
class Row:
    """Figures of one measurement."""

    label: str
    players: int
    mix: str
    deals: int = 0
    actions: int = 0
    seconds: float = 0.0
    contracts: Counter[str] = field(default_factory=Counter)
    note: str = ""

    @property
    def per_s(self) -> float:
        """Deals (or rollouts) per second."""
        return self.deals / self.seconds if self.seconds else 0.0

    @property
    def actions_per_deal(self) -> float:
        """Average number of player decisions per deal."""
        return self.actions / self.deals if self.deals else 0.0

    @property
    def us_per_action(self) -> float:
        """Microseconds per player decision."""
        return 1e6 * self.seconds / self.actions if self.actions else 0.0


def _contract_name(c: int) -> str:
    return Contract(c).name.lower()


# -- the engine and the core -----------------------------------------------------------------


def run_engine(players: int, deals: int, seed: int, mix: str, rules: Rules, checked: bool) -> Row:
    """``deals`` deals through the Python engine: dealt and chosen as the core does."""
    policy = MIXES[mix]
    out = Row("engine apply" if checked else "engine unchecked", players, mix)
    radelci = [0] * players
    start = time.process_time()
    for i in range(deals):
        s, rng, _ = fallback.deal(rules, players, seed, i, i % players, radelci)
        while s.phase != Phase.DONE:
            action = fallback.choose(s, policy, rng)
            if checked:
                s, _ = apply(s, action)
            else:
                apply_unchecked(s, action)
            out.actions += 1
        assert s.contract is not None
        out.contracts[_contract_name(s.contract)] += 1
    out.seconds = time.process_time() - start
    out.deals = deals
    return out


def run_native(players: int, deals: int, seed: int, mix: str, rules: Rules) -> Row:
    """Whole deals in the core, ``deals`` per call, call after call until the measurement
    lasts (deal ``i`` of the first call is deal ``i`` of the engine rows)."""
    buf = L.encode_rules(rules)
    out = Row("native", players, mix)
    for batch in range(1000):
        results = L.new_words(deals * L.RESULT_WORDS)
        start = time.process_time()
        native.play_deals(buf, players, deals, seed + batch, MIXES[mix], results)
        out.seconds += time.process_time() - start
        out.deals += deals
        for i in range(deals):
            o = i * L.RESULT_WORDS
            out.actions += results[o + L.R_ACTIONS]
            out.contracts[_contract_name(results[o + L.R_CONTRACT])] += 1
        if out.seconds >= MIN_SECONDS:
            break
    return out


# -- OpenSpiel -------------------------------------------------------------------------------


def _os_phase(state: Any) -> Any:
    return state.current_game_phase()


def os_bid(state: Any, rng: random.Random, mix: str, target: Contract | None) -> int:
    """Drive OpenSpiel's bidding for ``mix``; returns the decisions taken."""
    bidding = pyspiel.TarokGamePhase.BIDDING
    taken = 0
    while not state.is_terminal() and _os_phase(state) == bidding:
        legal = state.legal_actions()
        if mix == "uniform":
            action = rng.choice(legal)
        elif 0 in legal:
            action = 0  # everyone passes but the one who picks the contract
        elif target is not None and target + 1 in legal:
            action = target + 1  # bidding action k names the (k - 1)-th contract
        else:
            action = rng.choice(legal)
        state.apply_action(action)
        taken += 1
    return taken


def os_new(game: Any) -> Any:
    """A dealt OpenSpiel state (its chance node: the game's own seeded deal)."""
    state = game.new_initial_state()
    state.apply_action(state.legal_actions()[0])
    return state


def os_random_until(state: Any, rng: random.Random, phase: Any | None) -> int:
    """Random actions until ``phase`` (or the end); returns the decisions taken."""
    taken = 0
    while not state.is_terminal() and (phase is None or _os_phase(state) != phase):
        state.apply_action(rng.choice(state.legal_actions()))
        taken += 1
    return taken


def _targets(mix_of: Counter[str], deals: int, rng: random.Random) -> list[Contract | None]:
    if not mix_of:
        return [None] * deals
    names = list(mix_of)
    weights = [mix_of[n] for n in names]
    return [Contract[rng.choices(names, weights)[0].upper()] for _ in range(deals)]


def run_openspiel_py(players: int, deals: int, seed: int, mix: str, like: Counter[str]) -> Row:
    """OpenSpiel's tarok driven from Python (``like``: the contract mix to imitate)."""
    rng = random.Random(seed)
    game = pyspiel.load_game("tarok", {"players": players, "rng_seed": seed})
    targets = _targets(like if mix == "thumb" else Counter(), deals, rng)
    out = Row("openspiel py", players, mix)
    start = time.process_time()
    for i in range(deals):
        state = os_new(game)
        out.actions += os_bid(state, rng, mix, targets[i])
        out.actions += os_random_until(state, rng, None)
        state.returns()
        out.contracts[state.selected_contract().name.lower()] += 1
    out.seconds = time.process_time() - start
    out.deals = deals
    return out


def run_openspiel_cpp(players: int, deals: int, seed: int, mix: str, like: Counter[str]) -> Row:
    """OpenSpiel's C++ loop, ``evaluate_bots`` with C++ uniform random bots: ``deals`` at a
    time until the measurement lasts."""
    out = Row("openspiel C++", players, mix)
    for batch in range(1000):
        row = _openspiel_cpp(players, deals, seed + batch, mix, like)
        out.deals += row.deals
        out.actions += row.actions
        out.seconds += row.seconds
        out.contracts += row.contracts
        out.note = row.note
        if out.seconds >= MIN_SECONDS:
            break
    return out


def _openspiel_cpp(players: int, deals: int, seed: int, mix: str, like: Counter[str]) -> Row:
    rng = random.Random(seed)
    game = pyspiel.load_game("tarok", {"players": players, "rng_seed": seed})
    bots = [pyspiel.make_uniform_random_bot(p, seed + p) for p in range(players)]
    out = Row("openspiel C++", players, mix)
    if mix == "uniform":
        start = time.process_time()
        finished = []
        for i in range(deals):
            state = game.new_initial_state()
            pyspiel.evaluate_bots(state, bots, i)  # plays the state in place
            finished.append(state)
        out.seconds = time.process_time() - start
        out.actions = sum(s.move_number() - 1 for s in finished)  # less the chance node
        out.note = "whole deal"
    else:
        targets = _targets(like if mix == "thumb" else Counter(), deals, rng)
        finished = []
        for i in range(deals):
            state = os_new(game)
            os_bid(state, rng, mix, targets[i])
            finished.append(state)
        before = sum(s.move_number() for s in finished)
        start = time.process_time()
        for i, state in enumerate(finished):
            pyspiel.evaluate_bots(state, bots, i)
        out.seconds = time.process_time() - start
        out.actions = sum(s.move_number() for s in finished) - before  # the timed ones
        out.note = "after the bidding, which is not timed"
    for state in finished:
        out.contracts[state.selected_contract().name.lower()] += 1
    out.deals = deals
    return out


# -- rollouts ----------------------------------------------------------------------------


def native_starts(players: int, count: int, seed: int, mix: str, rules: Rules) -> Any:
    """``count`` native deals of ``mix`` stopped at the first card."""
    states = L.new_words(count * L.STATE_WORDS)
    native.play_deals(
        L.encode_rules(rules), players, count, seed, MIXES[mix], out_states=states, until=6
    )
    return states


def time_native_rollouts(
    players: int, seed: int, mix: str, rules: Rules, policy: int
) -> tuple[int, float, int]:
    """(rollouts, seconds, cards) of the core, one rollout from each of many distinct start
    states, batch after batch of fresh ones until the measurement lasts (repeating a
    rules-of-thumb rollout would replay the same game and flatter the figure)."""
    buf = L.encode_rules(rules)
    done = cards = 0
    seconds = 0.0
    for batch in range(200):
        states = native_starts(players, 20_000, seed + batch, mix, rules)
        k = len(states) // L.STATE_WORDS
        results = L.new_words(k * L.RESULT_WORDS)
        start = time.process_time()
        native.rollouts(states, buf, policy, 5, results)
        seconds += time.process_time() - start
        done += k
        cards += sum(results[i * L.RESULT_WORDS + L.R_ACTIONS] for i in range(k))
        if seconds >= MIN_SECONDS:
            break
    return done, seconds, cards


def time_python_rollouts(states: Any, rules: Rules, policy: int, count: int) -> tuple[int, float]:
    """(rollouts, seconds) of the Python engine (the fallback backend) on ``count`` rows."""
    rows = states[: count * L.STATE_WORDS]
    results = L.new_words(count * L.RESULT_WORDS)
    start = time.process_time()
    fallback.rollouts(rows, L.encode_rules(rules), policy, 5, results)
    return count, time.process_time() - start


def openspiel_starts(
    players: int, count: int, seed: int, mix: str, like: Counter[str]
) -> list[Any]:
    """OpenSpiel states at the first card, with the contract mix of ``mix``."""
    rng = random.Random(seed)
    game = pyspiel.load_game("tarok", {"players": players, "rng_seed": seed})
    targets = _targets(like if mix == "thumb" else Counter(), count * 3, rng)
    tricks = pyspiel.TarokGamePhase.TRICKS_PLAYING
    out: list[Any] = []
    for target in targets:
        state = os_new(game)
        os_bid(state, rng, mix, target)
        os_random_until(state, rng, tricks)
        if not state.is_terminal():
            out.append(state)
        if len(out) == count:
            break
    return out


def time_openspiel_rollouts(starts: list[Any], seed: int) -> tuple[int, float, int]:
    """(rollouts, seconds, cards) of OpenSpiel's C++ loop from each start, repeated until
    the measurement lasts; the clones' cost (``evaluate_bots`` plays the state it is given
    in place) is measured apart and subtracted."""
    players = starts[0].num_players()
    bots = [pyspiel.make_uniform_random_bot(p, seed + p) for p in range(players)]
    repeat = 2
    while True:
        start = time.process_time()
        for j in range(repeat):
            for state in starts:
                pyspiel.evaluate_bots(state.clone(), bots, j)
        both = time.process_time() - start
        if both >= MIN_SECONDS or repeat >= 256:
            break
        repeat *= 2
    start = time.process_time()
    for _ in range(repeat):
        for state in starts:
            state.clone()
    clones = time.process_time() - start
    cards = 0
    for state in starts:
        s = state.clone()
        before = s.move_number()
        pyspiel.evaluate_bots(s, bots, 0)
        cards += s.move_number() - before
    return len(starts) * repeat, max(both - clones, 1e-9), cards * repeat


# -- the GIL ---------------------------------------------------------------------------------


def gil_check(rules: Rules) -> tuple[float, float, float]:
    """A Python thread's iterations per second: alone, while the core plays rollouts in
    another thread, and while the Python engine plays them (holding the GIL)."""
    buf = L.encode_rules(rules)
    states = native_starts(4, 500, 3, "thumb", rules)
    k = len(states) // L.STATE_WORDS
    results = L.new_words(k * 64 * L.RESULT_WORDS)

    def spin(seconds: float) -> float:
        n = 0
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            n += 1
        return n / seconds

    def beside(work: Callable[[], object]) -> float:
        stop = threading.Event()

        def loop() -> None:
            while not stop.is_set():
                work()

        worker = threading.Thread(target=loop)
        worker.start()
        rate = spin(0.6)
        stop.set()
        worker.join()
        return rate

    alone = spin(0.4)
    with_core = beside(lambda: native.rollouts(states, buf, L.THUMB, 1, results, repeat=8))
    few = states[: 20 * L.STATE_WORDS]
    with_python = beside(lambda: fallback.rollouts(few, buf, L.THUMB, 1, results))
    return alone, with_core, with_python


# -- output ----------------------------------------------------------------------------------


def _cpp_of(rows: list[Row], r: Row) -> Row | None:
    """The OpenSpiel C++ row of the same table size and mix."""
    for x in rows:
        if x.label == "openspiel C++" and (x.players, x.mix) == (r.players, r.mix):
            return x
    return None


def print_deals(rows: list[Row]) -> None:
    head = (
        f"{'players':>7}  {'mix':<10}{'engine':<16}{'deals':>8}{'seconds':>9}{'deals/s':>11}"
        f"{'actions/deal':>13}{'µs/action':>10}  {'× os C++':>8}"
    )
    print(head)
    print("-" * len(head))
    for r in rows:
        cpp = next(
            (
                x
                for x in rows
                if x.label == "openspiel C++" and (x.players, x.mix) == (r.players, r.mix)
            ),
            None,
        )
        ratio = f"{r.per_s / cpp.per_s:8.2f}" if cpp and cpp.per_s else ""
        note = f"  ({r.note})" if r.note else ""
        print(
            f"{r.players:>7}  {r.mix:<10}{r.label:<16}{r.deals:>8}{r.seconds:>9.2f}{r.per_s:>11.0f}"
            f"{r.actions_per_deal:>13.1f}{r.us_per_action:>10.2f}  {ratio}{note}"
        )
    print()
    print("contract mix (share of deals):")
    for r in rows:
        if r.label in ("engine apply", "engine unchecked"):
            continue  # the same deals and choices as "native"
        mix = ", ".join(
            f"{name} {100 * n / r.deals:.0f}%" for name, n in r.contracts.most_common(6)
        )
        print(f"  {r.players}p {r.mix:<10}{r.label:<15}{mix}")


def print_old_table(rows: list[Row]) -> None:
    """The README's earlier table: uniform play, the engine against OpenSpiel from Python."""
    print("earlier figures' table (uniform random deals):")
    head = (
        f"{'players':>7}  {'engine':<17}{'deals':>7}{'seconds':>9}{'deals/s':>10}"
        f"{'actions/deal':>14}{'actions/s':>11}{'µs/action':>11}"
    )
    print(head)
    print("-" * len(head))
    names = {
        "engine apply": "engine apply",
        "engine unchecked": "engine unchecked",
        "openspiel py": "openspiel",
    }
    for r in rows:
        if r.mix != "uniform" or r.label not in names:
            continue
        aps = r.actions / r.seconds if r.seconds else 0.0
        print(
            f"{r.players:>7}  {names[r.label]:<17}{r.deals:>7}{r.seconds:>9.2f}{r.per_s:>10.0f}"
            f"{r.actions_per_deal:>14.1f}{aps:>11.0f}{r.us_per_action:>11.1f}"
        )
    for players in sorted({r.players for r in rows}):
        by = {r.label: r for r in rows if r.players == players and r.mix == "uniform"}
        os_row = by.get("openspiel py")
        if os_row is None:
            continue
        for label in ("engine apply", "engine unchecked"):
            r = by[label]
            print(
                f"{players}p ratio {label}/openspiel: deals/s {r.per_s / os_row.per_s:.2f}x, "
                f"actions/s {os_row.us_per_action / r.us_per_action:.2f}x"
            )


# -- main ------------------------------------------------------------------------------------


def calibrate(players: int, seconds: float, seed: int, mix: str, rules: Rules) -> int:
    """How many deals ``engine apply`` plays in about ``seconds`` (probed on growing runs)."""
    deals = 20
    while True:
        probe = run_engine(players, deals, seed, mix, rules, True)
        if probe.seconds >= min(0.25, seconds / 4) or deals >= 100_000:
            return max(20, round(seconds * probe.per_s))
        deals *= 4


def deals_section(args: argparse.Namespace, rules: Rules) -> list[Row]:
    rows: list[Row] = []
    for players in args.players:
        for mix in args.mix:
            deals = args.deals or calibrate(players, args.seconds, args.seed, mix, rules)
            rows.append(run_engine(players, deals, args.seed, mix, rules, True))
            rows.append(run_engine(players, deals, args.seed, mix, rules, False))
            nat = run_native(players, max(deals, 20_000), args.seed, mix, rules)
            rows.append(nat)
            if pyspiel is not None:
                rows.append(run_openspiel_py(players, deals, args.seed, mix, nat.contracts))
                rows.append(run_openspiel_cpp(players, 5_000, args.seed, mix, nat.contracts))
    return rows


def rollouts_section(args: argparse.Namespace, rules: Rules) -> list[tuple[str, float]]:
    """Print the rollout table; returns (label, native ÷ OpenSpiel) for the goal check."""
    print(
        f"{'players':>7}  {'mix':<10}{'rollouts of':<24}{'rollouts':>9}{'seconds':>9}"
        f"{'rollouts/s':>12}{'µs each':>9}{'cards':>7}  ratios"
    )
    print("-" * 100)
    goals: list[tuple[str, float]] = []
    for players in args.players:
        for mix in ("contracts", "thumb"):
            n_r, s_r, c_r = time_native_rollouts(players, args.seed, mix, rules, L.RANDOM)
            n_t, s_t, c_t = time_native_rollouts(players, args.seed, mix, rules, L.THUMB)
            starts = native_starts(players, 1000, args.seed, mix, rules)
            k = len(starts) // L.STATE_WORDS
            p_r, ps_r = time_python_rollouts(starts, rules, L.RANDOM, min(k, 300))
            p_t, ps_t = time_python_rollouts(starts, rules, L.THUMB, min(k, 300))
            lines = [
                ("core, random cards", n_r, s_r, c_r / n_r),
                ("core, rules of thumb", n_t, s_t, c_t / n_t),
                ("Python fallback, random", p_r, ps_r, float("nan")),
                ("Python fallback, thumb", p_t, ps_t, float("nan")),
            ]
            os_rate = 0.0
            if pyspiel is not None:
                like: Counter[str] = Counter()
                if mix == "thumb":
                    res = L.new_words(k * L.RESULT_WORDS)
                    native.rollouts(starts, L.encode_rules(rules), L.THUMB, 0, res)
                    like = Counter(
                        _contract_name(res[i * L.RESULT_WORDS + L.R_CONTRACT]) for i in range(k)
                    )
                os_starts = openspiel_starts(players, 1000, args.seed, mix, like)
                o_n, o_s, o_c = time_openspiel_rollouts(os_starts, args.seed)
                lines.append(("OpenSpiel C++, random", o_n, o_s, o_c / o_n))
                os_rate = o_n / o_s
            for label, n, sec, cards in lines:
                rate = n / sec if sec else 0.0
                ratios = []
                if label.startswith("core"):
                    py = p_r / ps_r if "random" in label else p_t / ps_t
                    ratios.append(f"{rate / py:.0f}× Python")
                    if os_rate and "random" in label:
                        ratios.append(f"{rate / os_rate:.1f}× OpenSpiel C++")
                        goals.append((f"{players}p {mix}", rate / os_rate))
                shown = "" if cards != cards else f"{cards:.1f}"
                print(
                    f"{players:>7}  {mix:<10}{label:<24}{n:>9}{sec:>9.2f}{rate:>12.0f}"
                    f"{1e6 / rate if rate else 0:>9.2f}{shown:>7}  {', '.join(ratios)}"
                )
    return goals


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, run the measurements and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="budget per engine row")
    parser.add_argument("--players", type=int, choices=(3, 4), action="append")
    parser.add_argument("--mix", choices=list(MIXES), action="append")
    parser.add_argument("--seed", type=int, default=1, help="seed of deals and choices")
    parser.add_argument("--deals", type=int, help="deals per engine row (no calibration)")
    parser.add_argument("--rules", choices=sorted(RULE_SETS), default="openspiel")
    parser.add_argument("--rollouts-only", action="store_true")
    parser.add_argument("--deals-only", action="store_true")
    parser.add_argument("--profile", choices=list(MIXES), help="cProfile the engine's 4p run")
    args = parser.parse_args(argv)
    args.players = args.players or [4, 3]
    args.mix = args.mix or list(MIXES)
    rules = RULE_SETS[args.rules]

    if args.profile:
        deals = args.deals or calibrate(4, args.seconds, args.seed, args.profile, rules)
        prof = cProfile.Profile()
        prof.enable()
        r = run_engine(4, deals, args.seed, args.profile, rules, True)
        prof.disable()
        print(f"cProfile: engine apply, 4 players, mix {args.profile}, {r.deals} deals")
        pstats.Stats(prof, stream=sys.stdout).strip_dirs().sort_stats("tottime").print_stats(25)
        return 0

    print(
        f"engine rules {args.rules}, seed {args.seed}, Python {sys.version.split()[0]}, "
        f"native backend {native.BACKEND}, CPU seconds"
        + ("" if pyspiel is not None else "; OpenSpiel not installed")
    )
    goals_deals: list[tuple[str, float]] = []
    if not args.rollouts_only:
        print()
        rows = deals_section(args, rules)
        print_deals(rows)
        print()
        print_old_table(rows)
        for r in rows:
            if r.label == "native":
                cpp = next(
                    (
                        x
                        for x in rows
                        if x.label == "openspiel C++" and (x.players, x.mix) == (r.players, r.mix)
                    ),
                    None,
                )
                if cpp is not None and cpp.per_s:
                    goals_deals.append((f"{r.players}p {r.mix}", r.per_s / cpp.per_s))
    goals_rollouts: list[tuple[str, float]] = []
    if not args.deals_only:
        print()
        goals_rollouts = rollouts_section(args, rules)
        alone, with_core, with_python = gil_check(rules)
        print()
        print(
            f"GIL: a Python thread counting ran at {100 * with_core / alone:.0f}% of its speed "
            f"alone while another thread played rollouts in the core, and at "
            f"{100 * with_python / alone:.0f}% beside the same rollouts in Python "
            f"({alone:,.0f} / {with_core:,.0f} / {with_python:,.0f} iterations/s)"
        )
    print()
    for name, goals, target in (
        ("native full deals ≥ 2× OpenSpiel's C++ loop", goals_deals, 2.0),
        ("rollouts ≥ 5× OpenSpiel's C++ trick loop", goals_rollouts, 5.0),
    ):
        if not goals:
            continue
        low = min(goals, key=lambda g: g[1])
        met = "met" if low[1] >= target else "NOT met"
        shown = ", ".join(f"{n} {v:.1f}×" for n, v in goals)
        print(f"goal {name}: {met} (lowest {low[0]} {low[1]:.1f}×; {shown})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
