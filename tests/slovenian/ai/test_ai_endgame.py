"""The hard level's card play: exact solutions of each sampled deal's last tricks.

In the last tricks of a contract (four at four players, five at three) the card play is an
``endgame`` decision: the hard level solves the rest of each sampled deal exactly, every hand
open; before that its playouts play the rules of thumb until the last tricks and solve those.
Each seat of a side gets the side's value shared equally, and the values do not depend on
which backend solved them.
"""

from __future__ import annotations

import random

import pytest

from engine._native import fallback
from engine._native import layout as L
from engine.slovenian import view
from engine.slovenian.actions import PLAYS, Action
from engine.slovenian.ai import rollouts
from engine.slovenian.ai.knowledge import Knowledge
from engine.slovenian.ai.playout import play_card, side_mask
from engine.slovenian.ai.policy import ENDGAME_TRICKS, HARD, NORMAL, POLICY, SOLVE_NODES
from engine.slovenian.contracts import Contract
from engine.slovenian.game import apply_unchecked
from engine.slovenian.rules import Rules
from engine.slovenian.state import DealState, Phase
from engine.slovenian.views import PlayerView
from tests.native.differential import drive, fresh_deal


def _card_views(seed: int, players: int, count: int) -> list[tuple[PlayerView, DealState]]:
    """Views (and the true deals) of the seat on turn in the card play of contracts."""
    rng = random.Random(seed)
    out: list[tuple[PlayerView, DealState]] = []
    while len(out) < count:
        s = fresh_deal(rng, Rules.preset(rng.choice(("pagat", "palcka"))), players)
        drive(rng, s, Phase.PLAY)
        if s.phase != Phase.PLAY or s.contract == Contract.KLOP:
            continue
        while s.phase == Phase.PLAY:
            v = view(s, s.to_move)
            if len(v.legal) > 1 and rng.random() < 0.3:
                out.append((v, s.clone()))
            apply_unchecked(s, PLAYS[play_card(s, side_mask(s, s.to_move))])
    return out


@pytest.mark.parametrize("players", [3, 4])
def test_the_last_tricks_of_a_contract_are_an_endgame_decision(players: int) -> None:
    seen = set()
    for v, s in _card_views(players, players, 40):
        left = 48 // players - len(s.tricks)
        expected = "endgame" if left <= ENDGAME_TRICKS[players] else "play"
        assert POLICY.decision(v) == expected
        seen.add(expected)
    assert seen == {"endgame", "play"}


def test_klop_has_no_endgame() -> None:
    rng = random.Random(3)
    while True:
        s = fresh_deal(rng, Rules.preset("pagat"), 4)
        drive(rng, s, Phase.PLAY)
        if s.phase == Phase.PLAY and s.contract == Contract.KLOP:
            break
    while 12 - len(s.tricks) > 2:
        apply_unchecked(s, PLAYS[play_card(s, side_mask(s, s.to_move))])
    assert POLICY.decision(view(s, s.to_move)) == "play"


def _share(world: DealState, seat: int, value: int) -> float:
    side = world.declarer_side()
    n, members = world.n, side.bit_count()
    if side >> seat & 1:
        return value / ((n - 1) * members)
    return -value / ((n - 1) * (n - members))


def _exact(world: DealState, actions: list[Action], seat: int, tail: int) -> list[float]:
    """Each action, then the rules of thumb (the sides as each seat knows them) until
    ``tail`` tricks are left, then the exact solution: the seat's share of it."""
    out = []
    for a in actions:
        t = world.clone()
        apply_unchecked(t, a)
        rng = fallback.Rng(0, 0)
        while t.phase == Phase.PLAY and 48 // t.n - len(t.tricks) > tail:
            apply_unchecked(t, fallback.choose(t, L.THUMB | L.SECRET_PARTNER, rng))
        value, _ = fallback.solve_state(t, SOLVE_NODES)
        out.append(_share(world, seat, value))
    return out


def _searched(seed: int, players: int, decision: str) -> list[tuple[DealState, list[Action], int]]:
    """(a sampled deal, some legal cards, the seat) at card decisions of the given kind."""
    out = []
    for v, _ in _card_views(seed, players, 60):
        if POLICY.decision(v) == decision:
            assert v.seat is not None
            world = Knowledge(v).sample(random.Random(len(out)))
            out.append((world, list(v.legal)[:4], v.seat))
    return out


@pytest.mark.parametrize("players", [3, 4])
def test_the_hard_level_values_the_endgame_by_its_exact_solution(players: int) -> None:
    cases = _searched(10 + players, players, "endgame")
    assert len(cases) >= 10
    for world, actions, seat in cases:
        got = POLICY.outcomes(world, actions, seat, HARD)
        assert got == pytest.approx(_exact(world, actions, seat, ENDGAME_TRICKS[players]))
        # The normal level plays the same deal out by the rules of thumb.
        assert POLICY.outcomes(world, actions, seat, NORMAL) == rollouts.outcomes(
            world, actions, seat, NORMAL.table_knowledge
        )


@pytest.mark.parametrize("players", [3, 4])
def test_the_hard_level_solves_the_last_tricks_of_its_playouts(players: int) -> None:
    tail = HARD.option(f"solved_tricks_{players}p", 0)
    # As many tricks as the endgame solves at most: one trick more costs 8-10 times as much.
    assert 0 < tail <= ENDGAME_TRICKS[players]
    cases = _searched(20 + players, players, "play")
    assert len(cases) >= 10
    for world, actions, seat in cases:
        got = POLICY.outcomes(world, actions, seat, HARD)
        assert got == pytest.approx(_exact(world, actions, seat, tail))


def test_the_seats_values_of_a_solution_sum_to_zero() -> None:
    checked = 0
    for v, s in _card_views(31, 4, 40):
        if POLICY.decision(v) != "endgame":
            continue
        action = [v.legal[0]]
        values = [rollouts.solved_outcomes(s, action, seat, SOLVE_NODES) for seat in range(4)]
        assert sum(x[0] for x in values if x is not None) == pytest.approx(0)
        checked += 1
    assert checked >= 5


@pytest.mark.skipif(not rollouts.COMPILED, reason="the compiled core is not built")
def test_the_endgame_values_do_not_depend_on_the_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    cases = [(v, s) for v, s in _card_views(41, 4, 40) if POLICY.decision(v) == "endgame"][:8]
    assert cases
    compiled = [
        rollouts.solved_outcomes(s, list(v.legal), v.seat or 0, SOLVE_NODES) for v, s in cases
    ]
    monkeypatch.setattr(rollouts.native, "_impl", fallback)
    python = [
        rollouts.solved_outcomes(s, list(v.legal), v.seat or 0, SOLVE_NODES) for v, s in cases
    ]
    assert compiled == python
