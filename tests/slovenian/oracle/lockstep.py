"""Drive one deal through OpenSpiel's ``tarok`` and the engine in lockstep.

OpenSpiel deals (its chance node, seeded by the game parameter ``rng_seed``); the hands and
the talon are copied into the engine; then at every decision both legal sets are compared
(after the known differences of :mod:`tests.slovenian.oracle.differences`) and one action, chosen
by a seeded random policy from the actions legal in both, is applied to both. The engine's
announcement round has no OpenSpiel counterpart: everyone passes. At the end the scores are
compared, the Mond penalties separately from the rest.

Any divergence raises :class:`Divergence` whose message holds the seed, the step, both legal
sets in the engine's notation and the whole action history, enough to replay it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import pyspiel

from engine.slovenian import Action, Contract, Phase, apply, format_action, legal_actions, new_deal
from engine.slovenian import actions as A
from engine.slovenian.cards import MOND, PAGAT, mask_of
from engine.slovenian.game import describe
from engine.slovenian.rules import Rules
from engine.slovenian.state import DealState

from .differences import (
    BIDDING_3P,
    SCORE_FAULTS,
    declarer_side_seats,
    expected_theirs,
)
from .openspiel_bridge import (
    OPENSPIEL_RULES,
    OS_PHASE,
    OS_TO_CARD,
    OsState,
    os_action_to_ours,
    os_contract,
    our_action_to_os,
    phase_matches,
)


class Divergence(AssertionError):
    """The engine and OpenSpiel disagree beyond the documented differences."""


@dataclass
class DealRun:
    """What happened in one lockstep deal (for the failure message and the coverage check)."""

    players: int
    seed: int
    rules: Rules
    policy: str = "random_policy"
    history: list[str] = field(default_factory=list)
    os_bidding: list[str] = field(default_factory=list)
    compared: int = 0
    differences: Counter[str] = field(default_factory=Counter)
    faults: Counter[str] = field(default_factory=Counter)
    phases: Counter[str] = field(default_factory=Counter)
    stopped_by: str | None = None
    contract: Contract | None = None
    state: DealState | None = None
    """The engine's state at the end (or where the comparison stopped)."""

    def header(self) -> str:
        """Seed and setup, the first line of every failure message."""
        return (
            f"OpenSpiel oracle divergence: players={self.players} seed={self.seed} "
            f"policy={self.policy} pagat_negative={self.rules.pagat_negative} "
            f"(replay: run_deal({self.players}, {self.seed}, rules, {self.policy}))"
        )

    def history_text(self) -> str:
        """The action history, one ``seat:action`` per entry, in the engine's notation."""
        lines = []
        if self.os_bidding:
            lines.append("OpenSpiel bidding: " + " ".join(self.os_bidding))
        lines.append("history: " + " ".join(self.history))
        return "\n".join(lines)


def _sorted(actions: frozenset[Action] | set[Action]) -> list[Action]:
    return sorted(actions, key=lambda a: (a.kind, a.arg))


def _fmt(actions: frozenset[Action] | set[Action]) -> str:
    return "{" + ", ".join(format_action(a) for a in _sorted(actions)) + "}"


Policy = Callable[[random.Random, list[Action]], Action]
"""Picks one of the offered actions (sorted by kind and argument) with the given generator."""

PASS_WEIGHT = 0.7
"""Chance of passing when a bid is possible (uniform bidding would make nearly every deal a
valat, over after one trick)."""
LOWEST_WEIGHT = 0.6
"""Chance of naming the lowest contract offered (when bidding and declaring)."""


def _bids(options: list[Action]) -> list[Action]:
    return [a for a in options if a.kind in (A.Kind.BID, A.Kind.DECLARE)]


def random_policy(rng: random.Random, options: list[Action]) -> Action:
    """The default random policy: in the bidding and the declaration it passes or stays low
    more often than not, so that every contract gets played; elsewhere uniform."""
    bids = _bids(options)
    if not bids:
        return rng.choice(options)
    if A.PASS in options and rng.random() < PASS_WEIGHT:
        return A.PASS
    if rng.random() < LOWEST_WEIGHT:
        return min(bids, key=lambda a: a.arg)
    return rng.choice(bids)


_NEGATIVE = (Contract.KLOP, Contract.BEGGAR, Contract.OPEN_BEGGAR)
_TAROKS = frozenset(range(22))


def trula_policy(rng: random.Random, options: list[Action]) -> Action:
    """A steering policy that makes the rare negative-game Pagat situations happen: it plays
    klop or a beggar, throws the Pagat and then the Mond as soon as they are legal and keeps
    the other taroks as long as it can (so that players run void in the suits)."""
    bids = _bids(options)
    if bids:
        if A.PASS in options:
            return A.PASS
        negative = [a for a in bids if a.arg in _NEGATIVE]
        return rng.choice(negative or bids)
    plays = {a.arg: a for a in options if a.kind == A.Kind.PLAY}
    for card in (PAGAT, MOND):
        if card in plays:
            return plays[card]
    suits = [a for a in options if a.kind == A.Kind.PLAY and a.arg not in _TAROKS]
    return rng.choice(suits or options)


def _fail(run: DealRun, s: DealState, text: str) -> Divergence:
    step = f"step {len(run.history)} (engine actions so far): {text}"
    return Divergence("\n".join([run.header(), step, run.history_text(), describe(s)]))


def _our_step(run: DealRun, s: DealState, action: Action) -> DealState:
    seat = s.to_move
    new, _ = apply(s, action)
    run.history.append(f"{seat}:{format_action(action)}")
    return new


def start_deal(players: int, seed: int, rules: Rules) -> tuple[OsState, DealState]:
    """Let OpenSpiel deal with ``seed`` and set up the same deal in the engine."""
    game = pyspiel.load_game("tarok", {"players": players, "rng_seed": seed})
    theirs = game.new_initial_state()
    assert theirs.is_chance_node()
    theirs.apply_action(theirs.legal_actions()[0])  # its implicit deal
    hands = [mask_of(OS_TO_CARD[a] for a in theirs.player_cards(p)) for p in range(players)]
    talon = [OS_TO_CARD[a] for a in theirs.talon()]
    ours = new_deal(rules, hands, talon, dealer=players - 1)
    return theirs, ours


def _bid_3p(
    run: DealRun, theirs: OsState, s: DealState, rng: random.Random, policy: Policy
) -> DealState:
    """Three players: OpenSpiel bids by the policy; the engine replays the outcome."""
    declarer = -1
    while theirs.current_game_phase() == OS_PHASE.BIDDING:
        p = theirs.current_player()
        offered = sorted(theirs.legal_actions())
        # OpenSpiel's bidding ids seen as engine bids: 0 = pass, k = contract k - 1.
        pick = policy(rng, [A.PASS if a == 0 else A.BIDS[a - 1] for a in offered])
        a = our_action_to_os(pick)
        run.os_bidding.append(f"{p}:{theirs.action_to_string(a)}")
        theirs.apply_action(a)
        declarer = p
    contract = os_contract(theirs)
    assert contract is not None
    run.differences[BIDDING_3P[0]] += 1
    # Klop: everybody passes. Otherwise the declarer bids the contract, the others pass,
    # and he names it.
    bid_made = False
    while s.phase == Phase.BIDDING:
        if contract != Contract.KLOP and s.to_move == declarer and not bid_made:
            action = A.BIDS[contract]
            bid_made = True
        else:
            action = A.PASS
        if action not in legal_actions(s):
            raise _fail(
                run,
                s,
                f"[{BIDDING_3P[0]}] replaying OpenSpiel's {contract.name} by seat {declarer}: "
                f"{format_action(action)} is not legal for seat {s.to_move}; engine offers "
                f"{_fmt(set(legal_actions(s)))}",
            )
        s = _our_step(run, s, action)
    if s.phase == Phase.DECLARE:
        action = A.DECLARES[contract]
        if action not in legal_actions(s):
            raise _fail(run, s, f"[{BIDDING_3P[0]}] cannot declare {contract.name}")
        s = _our_step(run, s, action)
    if s.contract != contract or (contract != Contract.KLOP and s.declarer != declarer):
        raise _fail(run, s, f"[{BIDDING_3P[0]}] replay gave {s.contract} by {s.declarer}")
    return s


def _pass_round(run: DealRun, s: DealState) -> DealState:
    """The engine's announcement round: everyone passes."""
    while s.phase == Phase.ANNOUNCE:
        if A.PASS not in legal_actions(s):
            raise _fail(run, s, "pass is not legal in the announcement round")
        s = _our_step(run, s, A.PASS)
    return s


def run_deal(
    players: int,
    seed: int,
    rules: Rules = OPENSPIEL_RULES,
    policy: Policy = random_policy,
) -> DealRun:
    """Play one seeded deal in both engines; raise :class:`Divergence` on any disagreement.

    The deal is OpenSpiel's for ``seed``; the choices come from ``policy`` driven by
    ``random.Random(seed)``, so ``(players, seed, rules, policy)`` replays the deal exactly.
    """
    run = DealRun(players=players, seed=seed, rules=rules, policy=policy.__name__)
    rng = random.Random(seed)
    theirs, s = start_deal(players, seed, rules)
    if players == 3:
        s = _bid_3p(run, theirs, s, rng, policy)
    while True:
        s = _pass_round(run, s)
        if s.phase == Phase.DONE or theirs.is_terminal():
            break
        if not phase_matches(s, theirs):
            raise _fail(run, s, f"phase {s.phase.name} vs OpenSpiel {theirs.current_game_phase()}")
        if s.to_move != theirs.current_player():
            raise _fail(
                run, s, f"seat {s.to_move} to move vs OpenSpiel player {theirs.current_player()}"
            )
        ours = frozenset(legal_actions(s))
        os_ids = theirs.legal_actions()
        os_set = frozenset(os_action_to_ours(s, a) for a in os_ids)
        expected, hit = expected_theirs(s, ours)
        run.phases[s.phase.name] += 1
        run.compared += 1
        for name in hit:
            run.differences[name] += 1
        if os_set != expected:
            raise _fail(
                run,
                s,
                f"phase {s.phase.name}, seat {s.to_move}: legal sets differ\n"
                f"  engine    {_fmt(ours)}\n"
                f"  OpenSpiel {_fmt(os_set)}\n"
                f"  expected OpenSpiel (after {list(hit) or 'no known difference'}) "
                f"{_fmt(expected)}",
            )
        common = ours & os_set
        if not common:
            # Only a documented difference can get here (the sets matched the expectation).
            run.stopped_by = hit[-1] if hit else "?"
            run.state = s
            return run
        action = policy(rng, _sorted(common))
        theirs.apply_action(our_action_to_os(action))
        s = _our_step(run, s, action)
        if s.phase == Phase.PLAY and run.contract is None:
            run.contract = s.contract
    if not (s.phase == Phase.DONE and theirs.is_terminal()):
        raise _fail(
            run, s, f"one side is over: engine {s.phase.name}, OpenSpiel {theirs.is_terminal()}"
        )
    if os_contract(theirs) != s.contract:
        raise _fail(run, s, f"contract {s.contract} vs OpenSpiel {os_contract(theirs)}")
    run.contract = s.contract
    run.state = s
    _compare_scores(run, s, theirs)
    return run


def _compare_scores(run: DealRun, s: DealState, theirs: OsState) -> None:
    """Scores and Mond penalties, after OpenSpiel's documented scoring faults."""
    sheet = s.result
    assert sheet is not None
    n = s.n
    our_pen = [0] * n
    for line in sheet.penalties:
        assert line.seat is not None
        our_pen[line.seat] += line.amount
    our_base = [sheet.scores[p] - our_pen[p] for p in range(n)]
    expected = list(our_base)
    deltas: list[str] = []
    seats = declarer_side_seats(s)
    for fault in SCORE_FAULTS:
        d = fault.delta(s)
        if d:
            run.faults[fault.name] += 1
            deltas.append(f"{fault.name} {d:+d}")
            for p in seats:
                expected[p] += d
    os_base = [int(x) for x in theirs.scores_without_captured_mond_penalties()]
    os_pen = [int(x) for x in theirs.captured_mond_penalties()]
    os_ret = [round(x) for x in theirs.returns()]
    os_sum = [a + b for a, b in zip(os_base, os_pen, strict=True)]
    if os_base != expected or os_pen != our_pen or os_ret != os_sum:
        lines = "\n".join(
            f"  {line.item} {line.kind} {line.side or line.seat}: {line.amount:+d}"
            for line in (*sheet.lines, *sheet.penalties)
        )
        raise _fail(
            run,
            s,
            f"scores differ in {s.contract.name if s.contract is not None else '?'}\n"
            f"  engine sheet (declarer {sheet.declarer}, partner {sheet.partner}, "
            f"D={sheet.declarer_points}):\n{lines}\n"
            f"  engine scores {our_base}, Mond penalties {our_pen}\n"
            f"  OpenSpiel faults applied: {deltas or 'none'} -> expected {expected}\n"
            f"  OpenSpiel scores {os_base}, Mond penalties {os_pen}, returns {os_ret}",
        )
