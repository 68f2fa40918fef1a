"""The public entry points serve any registered family, from a view alone."""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest

from engine import families
from engine.ai import (
    LEVELS,
    LevelConfig,
    NoComputerPlayers,
    Policies,
    choose_action,
    evaluate_actions,
    registry,
)
from engine.slovenian import Rules, view
from engine.slovenian.ai import POLICY as SLOVENIAN
from tests.ai.conftest import fake_positions
from tests.ai.fake import ai as fake_ai
from tests.ai.fake.family import FAMILY, FakeState
from tests.slovenian.ai.helpers import random_deal

pytestmark = pytest.mark.usefixtures("fake_registered")


def test_each_view_goes_to_its_familys_policy() -> None:
    _, v = next(fake_positions(1))
    assert registry.POLICIES.for_view(v) is fake_ai.POLICY  # found by the package convention
    assert registry.POLICIES.for_family("fake") is fake_ai.POLICY
    s = random_deal(random.Random(1), 4, Rules.preset("pagat"))
    assert registry.POLICIES.for_view(view(s, s.to_move)) is SLOVENIAN
    assert set(families.names()) >= {"slovenian", "fake"}


def test_every_level_decides_a_legal_action_in_the_fake_family() -> None:
    for level in (*LEVELS, "first"):
        for _, v in fake_positions(4, seed=2):
            a = choose_action(v, level, 5)
            assert a in v.legal
            if level == "first":
                assert a == v.legal[0]


def test_easy_is_the_rule_of_thumb_on_a_sampled_deal() -> None:
    for _, v in fake_positions(4, seed=3):
        kn = fake_ai.POLICY.knowledge(v)
        expected = fake_ai.step(kn.sample(random.Random(9 * 7919 + 17)))
        assert choose_action(v, "easy", 9) == expected


def _swap_hidden(s: FakeState, me: int, rng: random.Random) -> FakeState | None:
    """The same position with one hidden card exchanged between the two other seats."""
    a, b = [q for q in range(3) if q != me]
    if not s.hands[a] or not s.hands[b]:
        return None
    ca = rng.choice([c for c in range(12) if s.hands[a] >> c & 1])
    cb = rng.choice([c for c in range(12) if s.hands[b] >> c & 1])
    t = s.clone()
    t.hands[a] = t.hands[a] & ~(1 << ca) | 1 << cb
    t.hands[b] = t.hands[b] & ~(1 << cb) | 1 << ca
    return t


def test_hidden_cards_do_not_change_any_decision() -> None:
    rng = random.Random(4)
    checked = 0
    for s, v in fake_positions(10, seed=4):
        me = v.seat
        t = _swap_hidden(s, me, rng)
        if t is None:
            continue
        assert FAMILY.view(t, me) == v
        for level in LEVELS:
            assert choose_action(FAMILY.view(t, me), level, 1) == choose_action(v, level, 1)
        assert evaluate_actions(FAMILY.view(t, me), 1) == evaluate_actions(v, 1)
        checked += 1
    assert checked > 20


def test_the_entry_points_refuse_anything_but_a_seat_on_turn() -> None:
    s, v = next(fake_positions(1))
    for bad in (s, {"seat": 0}, None):
        with pytest.raises(TypeError):
            choose_action(bad, "normal", 1)  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            evaluate_actions(bad, 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="public"):
        choose_action(FAMILY.view(s, None), "easy", 1)
    off_turn = (v.seat + 1) % 3
    with pytest.raises(ValueError, match="not on turn"):
        choose_action(FAMILY.view(s, off_turn), "easy", 1)
    with pytest.raises(ValueError, match="known: easy, normal, hard, first"):
        choose_action(v, "expert", 1)


def test_same_view_and_seed_same_decision_also_in_another_process() -> None:
    views = [v for _, v in fake_positions(3, seed=6)]
    first = [choose_action(v, "hard", 17) for v in views]
    again = [choose_action(pickle.loads(pickle.dumps(v)), "hard", 17) for v in views]
    assert first == again


def test_evaluate_actions_values_every_legal_action_best_first() -> None:
    for _, v in fake_positions(3, seed=7):
        values = evaluate_actions(v, 3, samples=8)
        assert sorted(a.arg for a, _ in values) == sorted(a.arg for a in v.legal)
        assert [x for _, x in values] == sorted((x for _, x in values), reverse=True)


class _NoAI:
    """A family object whose package has no ``ai`` module."""

    name = "noai"


def test_a_family_without_computer_players_is_skipped_and_named() -> None:
    families.REGISTRY.register(_NoAI())  # type: ignore[arg-type]
    pols = Policies()
    with pytest.raises(NoComputerPlayers):
        pols.for_family("noai")
    _, v = next(fake_positions(1))
    assert pols.for_view(v) is fake_ai.POLICY


def _policy(**changes: Any) -> Any:
    class Changed(fake_ai.FakePolicy):
        pass

    for k, val in changes.items():
        setattr(Changed, k, val)
    return Changed()


def test_a_policy_must_configure_every_level_and_keep_their_names() -> None:
    pols = Policies()
    with pytest.raises(ValueError, match="hard"):
        pols.register(_policy(levels={"easy": LevelConfig("easy", search=False)}))
    with pytest.raises(ValueError, match="normal"):
        pols.register(_policy(reference={"normal": fake_ai.first_legal}))
    pols.register(_policy())
