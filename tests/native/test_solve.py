"""The exact solver of the card play (``solve``): correct, and the same in both backends.

Endgames come from random deals under random rules (every switch drawn), driven through a
random bidding, talon and announcements and then random cards until a few tricks remain
(sometimes in the middle of a trick). The solver's value must equal a plain minimax over
every legal card (no pruning, no interchangeable cards skipped) computed here on the Python
engine, and the compiled core and the fallback must visit the very same nodes.
"""

from __future__ import annotations

import random
from array import array
from typing import Any

import pytest

from engine._native import fallback
from engine._native import layout as L
from engine._native import slovenian as native
from engine.slovenian import actions as A
from engine.slovenian.cards import cards_of, parse_hand
from engine.slovenian.contracts import Contract
from engine.slovenian.game import apply_unchecked, legal_actions
from engine.slovenian.state import DealState, Phase
from engine.slovenian.tricks import playable
from tests.native.differential import drive, fresh_deal, rules_pool

core = native.compiled()


def minimax(s: DealState) -> int:
    """The declarer's side maximises, the others minimise, over every legal card."""
    if s.phase == Phase.DONE:
        return fallback.side_value(s)
    values = []
    for action in legal_actions(s):
        t = s.clone()
        apply_unchecked(t, action)
        values.append(minimax(t))
    return max(values) if s.declarer_side() >> s.to_move & 1 else min(values)


def endgames(seed: int, count: int, tricks_left: int) -> list[DealState]:
    """``count`` card-play states of contracts with at most ``tricks_left`` tricks left."""
    rng = random.Random(seed)
    pool = rules_pool(seed, 12)
    found: list[DealState] = []
    while len(found) < count:
        n = rng.choice((3, 4))
        s = fresh_deal(rng, rng.choice(pool), n)
        drive(rng, s, Phase.PLAY)
        if s.phase != Phase.PLAY or s.contract == Contract.KLOP:
            continue
        per = 48 // n
        stop_in_trick = rng.randrange(n)
        while s.phase == Phase.PLAY and (
            per - len(s.tricks) > tricks_left or len(s.trick) < stop_in_trick
        ):
            cards = cards_of(playable(s))
            apply_unchecked(s, A.PLAYS[cards[rng.randrange(len(cards))]])
        if s.phase == Phase.PLAY:
            found.append(s)
    return found


def solve_rows(
    backend: Any, states: list[DealState], limit: int = 1_000_000
) -> list[tuple[int, int]]:
    """(value, nodes) of each state solved by ``backend`` (the core or the fallback)."""
    out = []
    for s in states:
        values, nodes = L.new_words(1), L.new_words(1)
        backend.solve(L.encode_state(s), L.encode_rules(s.rules), values, limit=limit, nodes=nodes)
        out.append((values[0], nodes[0]))
    return out


def test_the_solver_equals_a_plain_minimax_over_every_legal_card() -> None:
    states = endgames(seed=5, count=150, tricks_left=3)
    contracts = {s.contract for s in states}
    assert len(contracts) >= 5  # positive and negative contracts, solos, valats
    for s, (value, nodes) in zip(states, solve_rows(fallback, states), strict=True):
        assert value == minimax(s), s.contract
        assert nodes >= 1


@pytest.mark.skipif(core is None, reason="the compiled core is not built")
def test_the_core_and_the_fallback_visit_the_same_nodes() -> None:
    states = endgames(seed=6, count=80, tricks_left=4)
    assert solve_rows(core, states) == solve_rows(fallback, states)


@pytest.mark.skipif(core is None, reason="the compiled core is not built")
def test_a_solution_past_the_node_limit_is_aborted_alike_in_both_backends() -> None:
    states = endgames(seed=7, count=40, tricks_left=4)
    full = solve_rows(fallback, states)
    limit = sorted(nodes for _, nodes in full)[len(full) // 2]
    for (value, nodes), (cv, cn), (fv, fn) in zip(
        full, solve_rows(core, states, limit), solve_rows(fallback, states, limit), strict=True
    ):
        assert (cv, cn) == (fv, fn)
        if nodes > limit:
            assert cv == native.SOLVE_ABORTED and cn == limit + 1
        else:
            assert (cv, cn) == (value, nodes)


def test_a_first_card_is_played_before_the_solution() -> None:
    s = endgames(seed=8, count=1, tricks_left=2)[0]
    rules = L.encode_rules(s.rules)
    codes = [L.action_code(a) for a in legal_actions(s)]
    values = L.new_words(len(codes))
    native.solve(L.encode_state(s) * len(codes), rules, values, first=array("q", codes))
    for code, value in zip(codes, values, strict=True):
        t = s.clone()
        apply_unchecked(t, L.code_action(code))
        assert value == minimax(t)


def test_a_state_outside_the_card_play_is_refused() -> None:
    rng = random.Random(9)
    s = fresh_deal(rng, rules_pool(9, 0)[0], 4)
    with pytest.raises(ValueError, match="not in the card play"):
        native.solve(L.encode_state(s), L.encode_rules(s.rules), L.new_words(1))


def _with_hands(s: DealState, hands: list[str], trick: str = "") -> DealState:
    t = s.clone()
    t.hands = [parse_hand(h) for h in hands]
    t.trick = cards_of(parse_hand(trick)) if trick else []
    return t


def test_interchangeable_cards_are_tried_once_the_highest_of_a_run() -> None:
    s = endgames(seed=10, count=1, tricks_left=4)[0]
    # T2, T3 and T4 with nothing between them left in play: only the highest.
    t = _with_hands(s, ["T2 T3 T4", "T6", "1H", "8C"])
    assert fallback.distinct_plays(t, parse_hand("T2 T3 T4")) == parse_hand("T4")


def test_cards_with_a_live_card_between_them_are_both_tried() -> None:
    s = endgames(seed=10, count=1, tricks_left=4)[0]
    t = _with_hands(s, ["T2 T4", "T3", "1H", "8C"])
    assert fallback.distinct_plays(t, parse_hand("T2 T4")) == parse_hand("T2 T4")
    # A card between them in the trick counts too: one of them beats it, the other not.
    t = _with_hands(s, ["T2 T4", "T6", "1H", "8C"], trick="T3")
    assert fallback.distinct_plays(t, parse_hand("T2 T4")) == parse_hand("T2 T4")


def test_the_trula_and_cards_of_other_values_are_never_merged() -> None:
    s = endgames(seed=10, count=1, tricks_left=4)[0]
    t = _with_hands(s, ["T1 T2 T21 SK", "T6", "1H", "8C"])
    assert fallback.distinct_plays(t, parse_hand("T1 T2 T21 SK")) == parse_hand("T1 T2 T21 SK")


@pytest.mark.skipif(core is None, reason="the compiled core is not built")
@pytest.mark.parametrize("policy", [L.THUMB, L.THUMB | L.SECRET_PARTNER, L.RANDOM])
def test_cards_played_by_a_policy_before_the_solution_agree_in_both_backends(
    policy: int,
) -> None:
    states = endgames(seed=12, count=30, tricks_left=9)
    for s in states:
        row, rules = L.encode_state(s), L.encode_rules(s.rules)
        got = []
        for backend in (core, fallback):
            values, nodes = L.new_words(1), L.new_words(1)
            backend.solve(row, rules, values, nodes=nodes, endgame=3, policy=policy)
            got.append((values[0], nodes[0]))
        assert got[0] == got[1]
        # The same as playing the policy here and solving what is left.
        t = s.clone()
        rng = fallback.Rng(0, 0)
        while t.phase == Phase.PLAY and 48 // t.n - len(t.tricks) > 3:
            apply_unchecked(t, fallback.choose(t, policy, rng))
        assert got[1] == fallback.solve_state(t, 1_000_000, fallback.Table(L.SOLVE_TABLE))


def _solve_every_card(backend: Any, s: DealState, table: int) -> tuple[list[int], list[int]]:
    """Every legal card of ``s`` solved in one call (values, nodes), the rows sharing one
    table of solved positions as the hard level's calls do."""
    codes = [L.action_code(a) for a in legal_actions(s)]
    values, nodes = L.new_words(len(codes)), L.new_words(len(codes))
    backend.solve(
        L.encode_state(s) * len(codes),
        L.encode_rules(s.rules),
        values,
        first=array("q", codes),
        nodes=nodes,
        table=table,
    )
    return list(values), list(nodes)


def test_positions_kept_across_the_rows_of_a_call_equal_a_plain_minimax() -> None:
    for s in endgames(seed=13, count=40, tricks_left=3):
        values, _ = _solve_every_card(fallback, s, L.SOLVE_TABLE)
        for action, value in zip(legal_actions(s), values, strict=True):
            t = s.clone()
            apply_unchecked(t, action)
            assert value == minimax(t), s.contract


@pytest.mark.skipif(core is None, reason="the compiled core is not built")
def test_the_table_of_solved_positions_changes_no_value_and_saves_nodes() -> None:
    # Five tricks left: deeper than a plain minimax in Python can check, so the table's
    # values are checked against the alpha-beta without it (itself checked above).
    saved = 0
    total = 0
    for s in endgames(seed=14, count=30, tricks_left=5):
        with_table, n1 = _solve_every_card(core, s, L.SOLVE_TABLE)
        without, n0 = _solve_every_card(core, s, 0)
        assert with_table == without
        assert sum(n1) <= sum(n0)
        saved += sum(n0) - sum(n1)
        total += sum(n0)
    assert saved > total // 2


@pytest.mark.skipif(core is None, reason="the compiled core is not built")
@pytest.mark.parametrize("table", [0, 40, L.SOLVE_TABLE])
def test_both_backends_keep_the_same_positions(table: int) -> None:
    # A table of 40 fills up early: which positions are kept decides the nodes visited.
    for s in endgames(seed=15, count=12, tricks_left=4):
        assert _solve_every_card(core, s, table) == _solve_every_card(fallback, s, table)


def test_a_negative_table_is_refused() -> None:
    s = endgames(seed=8, count=1, tricks_left=2)[0]
    for backend in {native, fallback}:
        with pytest.raises(ValueError, match="table"):
            backend.solve(L.encode_state(s), L.encode_rules(s.rules), L.new_words(1), table=-1)
