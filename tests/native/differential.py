"""The native core against the Python engine, decision by decision.

A rollout's trace (``engine._native.layout``: ``T_DECISION``, ``T_PLAY``, ``T_TRICK``) is
replayed on the engine's own state: at every decision the engine's legal set must equal the
core's, a rules-of-thumb choice must be the one the Python policy makes, every completed trick
must have the same winner, and at the end the score sheet and the whole final state must be
identical. Start states come from the engine (random deals under random rules, driven by a
varied random player), never from the core.
"""

from __future__ import annotations

import random
import typing
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine._native import layout as L
from engine.slovenian import Contract, DealState, Phase, Rules
from engine.slovenian import actions as A
from engine.slovenian.actions import Action
from engine.slovenian.ai.playout import known_side_mask, phase_action, play_card, side_mask
from engine.slovenian.cards import cards_of
from engine.slovenian.dealing import deal_cards
from engine.slovenian.game import apply_unchecked, has_no_tarok, legal_actions, new_deal
from engine.slovenian.tricks import playable

THREE_PLAYER_CONTRACTS = tuple(
    c for c in Contract if c not in (Contract.SOLO_THREE, Contract.SOLO_TWO, Contract.SOLO_ONE)
)


def random_rules(rng: random.Random, name: str = "random") -> Rules:
    """Rules with every switch drawn at random (new ``Literal`` or bool switches included)."""
    values: dict[str, object] = {}
    for field, info in Rules.model_fields.items():
        if field == "name":
            continue
        if field == "contracts_3p":
            others = [c for c in THREE_PLAYER_CONTRACTS if c != Contract.KLOP]
            values[field] = (Contract.KLOP, *(c for c in others if rng.random() < 0.6))
            continue
        choices: tuple[object, ...] = (
            (False, True) if info.annotation is bool else typing.get_args(info.annotation)
        )
        assert choices, f"no choices known for the switch {field}"
        values[field] = rng.choice(choices)
    return Rules(name=name, **values)  # type: ignore[arg-type]


def rules_pool(seed: int, size: int) -> list[Rules]:
    """Both presets and ``size`` random rule sets."""
    rng = random.Random(seed)
    return [Rules.preset("pagat"), Rules.preset("palcka")] + [
        random_rules(rng, f"random{i}") for i in range(size)
    ]


def fresh_deal(rng: random.Random, rules: Rules, n: int) -> DealState:
    """A shuffled deal with random open radelci and, now and then, a compulsory klop."""
    dealer = rng.randrange(n)
    while True:
        hands, talon = deal_cards(rng, n, dealer)
        if not has_no_tarok(hands):
            break
    radelci = [0 if rng.random() < 0.7 else rng.randint(1, 2) for _ in range(n)]
    return new_deal(
        rules, hands, talon, dealer, compulsory_klop=rng.random() < 0.08, radelci=radelci
    )


def varied_choice(rng: random.Random, s: DealState, quiet: bool) -> Action:
    """A random action before the tricks that brings every contract and call about.

    ``quiet``: nobody bids but forehand (a uniform contract); otherwise bids are random with
    many passes. Announcements: a pass more often than not, else any call.
    """
    legal = legal_actions(s)
    if s.phase == Phase.BIDDING:
        if quiet:
            return rng.choice(legal) if s.n == 3 and not s.bids else A.PASS
        return A.PASS if rng.random() < 0.6 else rng.choice(legal)
    if s.phase == Phase.ANNOUNCE and rng.random() < 0.55:
        return A.PASS
    return rng.choice(legal)


def drive(rng: random.Random, s: DealState, until: Phase) -> list[DealState]:
    """Play ``s`` (in place) until ``until``; returns snapshots of some states passed."""
    quiet = rng.random() < 0.6
    snaps: list[DealState] = []
    while s.phase < until:
        if s.phase != Phase.BIDDING and rng.random() < 0.15:
            snaps.append(s.clone())
        apply_unchecked(s, varied_choice(rng, s, quiet))
    return snaps


def random_line(rng: random.Random, s: DealState, keep: int) -> list[DealState]:
    """Play ``s`` (in place) to the end with random cards; snapshots at ``keep`` depths."""
    left = sum(h.bit_count() for h in s.hands)
    depths = set(rng.sample(range(left), min(keep, left)))
    states: list[DealState] = []
    depth = 0
    while s.phase == Phase.PLAY:
        if depth in depths:
            states.append(s.clone())
        cards = cards_of(playable(s))
        apply_unchecked(s, A.PLAYS[cards[rng.randrange(len(cards))]])
        depth += 1
    return states


Backend = Any
"""A module with the core's ``rollouts``: the compiled one, the fallback or the public API."""


@dataclass(frozen=True)
class Checked:
    """What one replayed rollout covered."""

    decisions: int
    cards: int
    tricks: int


def _thumb(policy: int, phase: Phase) -> bool:
    if phase == Phase.PLAY:
        return policy & L.PLAY_THUMB != 0
    if phase in (Phase.BIDDING, Phase.DECLARE):
        return policy & 3 == L.BID_THUMB
    if phase == Phase.ANNOUNCE:
        return policy >> 4 & 3 == 1
    return policy & L.EXCHANGE_THUMB != 0


def _check_choice(s: DealState, policy: int, codes: list[int], chosen: int) -> None:
    """A choice outside the tricks is the policy's: its rule of thumb, or a quiet pass."""
    if _thumb(policy, s.phase):
        expected = L.action_code(phase_action(s))
        assert expected == chosen, f"policy {expected} vs {chosen} in phase {s.phase.name}"
    elif s.phase == Phase.ANNOUNCE and policy >> 4 & 3 == 2:
        assert chosen == L.action_code(A.PASS), "a quiet announcer only passes"
    elif s.phase == Phase.BIDDING and policy & 3 == L.BID_ONE_CONTRACT and (s.n == 4 or s.bids):
        assert chosen == L.action_code(A.PASS), "only the contract's chooser speaks"
    elif s.phase == Phase.DECLARE and policy & 3 == L.BID_ONE_CONTRACT:
        if any(c >= 0 for _, c in s.bids):
            assert chosen == codes[0], "a bid contract is declared as bid"


def replay_trace(
    start: DealState,
    words: Sequence[int],
    policy: int,
    result: Sequence[int],
    final: Sequence[int] | None,
    first_given: bool,
) -> Checked:
    """Replay a native trace on a copy of ``start`` and require the engine to agree."""
    s = start.clone()
    words = list(words)
    pos = 0
    end = len(words)
    decisions = cards = tricks = 0
    first = first_given
    while pos < end:
        tag = words[pos]
        if tag == L.T_PLAY:
            seat, mask, card = words[pos + 1], words[pos + 2], words[pos + 3]
            pos += 4
            assert s.phase == Phase.PLAY and s.to_move == seat, f"turn {s.to_move} vs {seat}"
            assert playable(s) == mask, f"legal cards {playable(s):#x} vs {mask:#x}"
            assert mask >> card & 1, "the core played a card outside its legal set"
            if not first and _thumb(policy, Phase.PLAY):
                sides = known_side_mask if policy & L.SECRET_PARTNER else side_mask
                expected = play_card(s, sides(s, s.to_move))
                assert expected == card, f"policy card {expected} vs {card}"
            before = len(s.tricks)
            apply_unchecked(s, A.PLAYS[card])
            cards += 1
            if len(s.tricks) > before:
                assert pos < end and words[pos] == L.T_TRICK, "a trick ended unrecorded"
                assert s.tricks[-1].winner == words[pos + 1], "trick winners differ"
                pos += 2
                tricks += 1
        elif tag == L.T_DECISION:
            seat, k = words[pos + 1], words[pos + 2]
            codes = list(words[pos + 3 : pos + 3 + k])
            chosen = words[pos + 3 + k]
            pos += 4 + k
            assert s.to_move == seat, f"turn {s.to_move} vs {seat}"
            legal = [L.action_code(a) for a in legal_actions(s)]
            assert legal == codes, f"legal actions {legal} vs {codes} in phase {s.phase.name}"
            assert chosen in codes, "the core chose outside its legal set"
            if not first:
                _check_choice(s, policy, codes, chosen)
            apply_unchecked(s, L.code_action(chosen))
            decisions += 1
        else:
            raise AssertionError(f"unexpected trace entry {tag} at {pos}")
        first = False
    assert s.phase == Phase.DONE and s.result is not None, "the rollout did not end the deal"
    assert result[L.R_ACTIONS] == decisions + cards, "actions counted differently"
    mine = L.new_words(L.RESULT_WORDS)
    L.encode_result(s.result, s, 0, mine, 0)
    theirs = array("q", result)
    theirs[L.R_ACTIONS] = 0
    assert list(mine) == list(theirs), f"results {list(mine)} vs {list(theirs)}"
    if final is not None:
        assert list(L.encode_state(s)) == list(final), "final states differ"
    return Checked(decisions, cards, tricks)


TRACE_WORDS = 6_000
"""Trace room per rollout (a whole deal of random calls stays far below)."""


def run_case(
    backend: Backend, players: int, policy: int, seed: int, target: int
) -> tuple[int, Checked]:
    """Replay at least ``target`` rollouts of ``backend`` on the engine; returns the count
    and what they covered."""
    rng = random.Random(seed)
    pool = rules_pool(seed, 30)
    random_play = policy & L.PLAY_THUMB == 0
    repeat = 2 if random_play else 1
    done = decisions = cards = tricks = 0
    trace = L.new_words(TRACE_WORDS * 16 * repeat)
    while done < target:
        rules = rng.choice(pool)
        s = fresh_deal(rng, rules, players)
        starts = [s.clone()]  # the whole deal, from the bidding on
        snaps = drive(rng, s, Phase.PLAY)
        starts += snaps[:2]
        if s.phase == Phase.PLAY:
            starts += random_line(rng, s, 8)
        starts = starts[:16]
        first = L.new_words(len(starts))
        for i, st in enumerate(starts):
            first[i] = -1
            if st.phase == Phase.PLAY and rng.random() < 0.3:
                legal = legal_actions(st)
                first[i] = L.action_code(rng.choice(legal))
        k = len(starts) * repeat
        results = L.new_words(k * L.RESULT_WORDS)
        finals = L.new_words(k * L.STATE_WORDS)
        offsets = L.new_words(k + 1)
        native_seed = rng.getrandbits(64)
        backend.rollouts(
            L.encode_states(starts),
            L.encode_rules(rules),
            policy,
            native_seed,
            results,
            first=first,
            repeat=repeat,
            out_states=finals,
            trace=trace,
            offsets=offsets,
        )
        for i in range(k):
            row = i // repeat
            got = replay_trace(
                starts[row],
                trace[offsets[i] : offsets[i + 1]],
                policy,
                results[i * L.RESULT_WORDS : (i + 1) * L.RESULT_WORDS],
                finals[i * L.STATE_WORDS : (i + 1) * L.STATE_WORDS],
                first[row] != -1,
            )
            decisions += got.decisions
            cards += got.cards
            tricks += got.tricks
        done += k
    return done, Checked(decisions, cards, tricks)
