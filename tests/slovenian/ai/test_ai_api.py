"""The computer players' interface: views only, determinism, legality, pickling, budget."""

from __future__ import annotations

import inspect
import pickle
import random
import time
import typing
from concurrent.futures import ProcessPoolExecutor

import pytest

from engine.ai import LEVELS, choose_action, evaluate_actions
from engine.core import ViewLike
from engine.slovenian import Rules, apply, view
from engine.slovenian import ai as slovenian_ai
from engine.slovenian.cards import parse_card
from engine.slovenian.state import DealState, Phase
from engine.slovenian.views import PlayerView
from tests.slovenian.ai.helpers import SOLO_WITHOUT_BY_0, random_deal, scripted, to_move_view


def test_entry_points_take_a_view_and_never_a_state() -> None:
    shared = (choose_action, evaluate_actions)
    typed = (slovenian_ai.choose_action, slovenian_ai.evaluate_actions)
    for fn in (*shared, *typed):
        hints = typing.get_type_hints(fn)
        assert hints["view"] is (ViewLike if fn in shared else PlayerView)
        for name, tp in hints.items():
            assert tp is not DealState, name
            assert "DealState" not in str(tp), name
        params = list(inspect.signature(fn).parameters)
        assert params[0] == "view"
    # Slovenian views are decided by the Slovenian policy; a state is refused outright.
    assert slovenian_ai.POLICY.view_type is PlayerView
    s = scripted(SOLO_WITHOUT_BY_0)
    for fn in shared:
        with pytest.raises(TypeError):
            fn(s, "normal" if fn is choose_action else 1, 1)
    # A view holds no reference to the state it was made from.
    v = to_move_view(s)
    for f in v.__dataclass_fields__:
        assert not isinstance(getattr(v, f), DealState)


def _swap(s: DealState, a: int, b: int, card_a: str, card_b: str) -> DealState:
    """A copy of ``s`` with one unplayed card exchanged between seats ``a`` and ``b``."""
    t = s.clone()
    ca, cb = parse_card(card_a), parse_card(card_b)
    assert t.hands[a] >> ca & 1 and t.hands[b] >> cb & 1
    t.hands[a] = t.hands[a] & ~(1 << ca) | 1 << cb
    t.hands[b] = t.hands[b] & ~(1 << cb) | 1 << ca
    return t


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_do_not_change_the_decision(level: str) -> None:
    # In play: seat 1 to answer the Škis; seats 2 and 3 exchange hidden cards.
    s1 = scripted([*SOLO_WITHOUT_BY_0, "play:SK"])
    s2 = _swap(s1, 2, 3, "QD", "JD")
    assert view(s1, 1) == view(s2, 1)
    first = choose_action(view(s1, 1), level, 5, budget_s=2.0)
    assert choose_action(view(s2, 1), level, 5, budget_s=2.0) == first
    # In the bidding: seat 0 to bid (dealer 2); seats 1 and 3 exchange cards.
    rng = random.Random(4)
    for _ in range(3):
        b1 = random_deal(rng, 4, Rules.preset("pagat"), dealer=2)
        c1 = next(c for c in range(54) if b1.hands[1] >> c & 1)
        c3 = next(c for c in range(54) if b1.hands[3] >> c & 1)
        b2 = b1.clone()
        b2.hands[1] = b1.hands[1] & ~(1 << c1) | 1 << c3
        b2.hands[3] = b1.hands[3] & ~(1 << c3) | 1 << c1
        assert b1.to_move == 0 and view(b1, 0) == view(b2, 0)
        first = choose_action(view(b1, 0), level, 9, budget_s=2.0)
        assert choose_action(view(b2, 0), level, 9, budget_s=2.0) == first


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_same_seed_same_decision(level: str) -> None:
    v = to_move_view(scripted([*SOLO_WITHOUT_BY_0, "play:7S"]))
    first = choose_action(v, level, 123, budget_s=2.0)
    for _ in range(2):
        assert choose_action(v, level, 123, budget_s=2.0) == first


def test_views_pickle_and_work_in_a_process() -> None:
    v = to_move_view(scripted([*SOLO_WITHOUT_BY_0, "play:SK"]))
    v2 = pickle.loads(pickle.dumps(v))
    assert v2 == v
    expected = choose_action(v, "normal", 7, 2.0)
    with ProcessPoolExecutor(max_workers=1) as pool:
        assert pool.submit(choose_action, v2, "normal", 7, 2.0).result(timeout=60) == expected


def test_budget_is_respected() -> None:
    v = to_move_view(scripted([*SOLO_WITHOUT_BY_0, "play:7S"]))
    t0 = time.perf_counter()
    a = choose_action(v, "hard", 1, budget_s=0.05)
    assert time.perf_counter() - t0 < 0.5
    assert a in v.legal
    # Asking for more than the hard cap is capped.
    t0 = time.perf_counter()
    choose_action(v, "hard", 1, budget_s=60.0)
    assert time.perf_counter() - t0 < 2.5


def test_evaluate_actions_covers_every_legal_action() -> None:
    v = to_move_view(scripted([*SOLO_WITHOUT_BY_0, "play:SK"]))
    values = evaluate_actions(v, 3)
    assert sorted(map(str, (a for a, _ in values))) == sorted(map(str, v.legal))
    assert values == sorted(values, key=lambda av: -av[1])
    # Throwing the Pagat under the Škis is worth less than a small tarok.
    by = {str(a): x for a, x in values}
    assert by["play:T1"] < max(by["play:T2"], by["play:T3"])


def test_rejects_public_view_and_seat_not_on_turn() -> None:
    s = scripted(SOLO_WITHOUT_BY_0)
    with pytest.raises(ValueError):
        choose_action(view(s, None), "easy", 0)
    with pytest.raises(ValueError):
        choose_action(view(s, 1), "easy", 0)
    with pytest.raises(ValueError):
        choose_action(view(s, 0), "expert", 0)


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("preset", ["pagat", "palcka"])
def test_every_decision_is_legal_in_seeded_playouts(players: int, preset: str) -> None:
    """Every level in every seat, with a random player forcing odd contracts now and then."""
    rng = random.Random(players * 10 + len(preset))
    rules = Rules.preset(preset)
    phases: set[Phase] = set()
    for d in range(3):
        s = random_deal(rng, players, rules, dealer=d % players)
        seats = (
            ["random", "easy", "normal", "hard"][:players]
            if d
            else ["easy", "normal", "hard", "easy"][:players]
        )
        while s.result is None:
            p = s.to_move
            v = view(s, p)
            phases.add(s.phase)
            if seats[p] == "random":
                a = rng.choice(v.legal)
            else:
                a = choose_action(v, seats[p], rng.randrange(1 << 30), budget_s=0.03)
            assert a in v.legal
            s, _ = apply(s, a)  # checked by the engine too
    assert Phase.PLAY in phases and Phase.BIDDING in phases
