"""The shared search counts its budget: samples, playouts, racing, weights; the clock is only
a safety net."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.ai import Budget, LevelConfig, choose_action, registry, run_search
from engine.ai import player as player_mod
from engine.ai import search as search_mod
from engine.ai.levels import MAX_BUDGET_S, capped
from tests.ai.conftest import fake_positions
from tests.ai.fake.ai import POLICY, FakePolicy


class Spy(FakePolicy):
    """The fake policy, counting the samples and playouts the machinery asks for."""

    def __init__(self, weight: Any = None) -> None:
        self.samples = 0
        self.playouts = 0
        self.weights: list[float] = []
        self._weight = weight

    def sample(self, knowledge: Any, rng: random.Random) -> Any:
        self.samples += 1
        return super().sample(knowledge, rng)

    def outcomes(self, world: Any, actions: Any, seat: int, level: LevelConfig) -> list[float]:
        self.playouts += len(actions)
        return super().outcomes(world, actions, seat, level)

    def weight(self, world: Any, knowledge: Any, level: LevelConfig) -> float:
        w = 1.0 if self._weight is None else float(self._weight(world, knowledge))
        self.weights.append(w)
        return w


class FakeClock:
    """A clock that advances ``step`` seconds every time it is read (a very slow machine)."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now


def _positions(n: int) -> list[Any]:
    return [v for _, v in fake_positions(n, seed=11)]


def test_budgets_are_checked_and_capped() -> None:
    assert Budget(5).cap_s == MAX_BUDGET_S
    assert Budget(5, cap_s=60.0).cap_s == MAX_BUDGET_S
    assert Budget(5, cap_s=0.5).cap_s == 0.5
    assert capped(None) == MAX_BUDGET_S and capped(-1.0) == 0.0
    with pytest.raises(ValueError):
        Budget(0)
    with pytest.raises(ValueError):
        Budget(3, playouts=0)


@pytest.mark.usefixtures("fake_registered")
def test_a_level_plays_exactly_its_sample_count_with_every_candidate() -> None:
    spy = Spy()
    registry.POLICIES.register(spy)
    searched = 0
    for v in _positions(6):
        spy.samples = spy.playouts = 0
        choose_action(v, "normal", 3)
        cands = len(v.legal)
        assert spy.samples == 12
        assert spy.playouts == 12 * cands
        searched += 1
        spy.samples = 0
        choose_action(v, "easy", 3)
        assert spy.samples == 0  # the rules of thumb do not search
    assert searched > 10


def test_the_playout_budget_stops_after_the_sample_that_reaches_it() -> None:
    v = next(v for v in _positions(3) if len(v.legal) == 3)
    kn = POLICY.knowledge(v)
    level = LevelConfig("t", samples={"play": 50})
    result = run_search(POLICY, kn, v.seat, list(v.legal), 1, Budget(50, playouts=10), level)
    assert (result.samples, result.playouts) == (4, 12)
    result = run_search(POLICY, kn, v.seat, list(v.legal), 1, Budget(50, playouts=9), level)
    assert (result.samples, result.playouts) == (3, 9)
    result = run_search(POLICY, kn, v.seat, list(v.legal), 1, Budget(7), level)
    assert (result.samples, result.playouts) == (7, 21)
    assert all(len(u) == 7 for u in result.utils)


def test_racing_drops_clear_losers_and_ranks_them_last() -> None:
    dropped = 0
    for v in _positions(20):
        if len(v.legal) < 3:
            continue
        kn = POLICY.knowledge(v)
        level = LevelConfig("t", race_after=4)
        result = run_search(POLICY, kn, v.seat, list(v.legal), 5, Budget(40), level)
        lengths = [len(u) for u in result.utils]
        assert result.playouts == sum(lengths)
        full = max(lengths)
        if min(lengths) < full:
            dropped += 1
            # A candidate dropped early has a mean over fewer samples: it ranks below the
            # favourite, which was played in every sample.
            values = [x for _, x in result.values]
            best = max(range(len(values)), key=values.__getitem__)
            assert lengths[best] == full
            assert all(values[i] < values[best] for i in range(len(values)) if lengths[i] < full)
    assert dropped > 0


def test_the_same_seed_gives_the_same_search_and_another_seed_other_deals() -> None:
    v = next(v for v in _positions(3) if len(v.legal) >= 2)
    kn = POLICY.knowledge(v)
    level = LevelConfig("t")
    a = run_search(POLICY, kn, v.seat, list(v.legal), 9, Budget(20), level)
    b = run_search(POLICY, POLICY.knowledge(v), v.seat, list(v.legal), 9, Budget(20), level)
    assert a.values == b.values and a.utils == b.utils
    others = [run_search(POLICY, kn, v.seat, list(v.legal), s, Budget(20), level) for s in range(5)]
    assert len({tuple(map(tuple, r.utils)) for r in others}) > 1


def test_weights_come_from_the_hook_only_at_weighted_levels() -> None:
    v = next(v for v in _positions(3) if len(v.legal) >= 2)
    me = v.seat
    other = (me + 1) % 3

    def weight(world: Any, knowledge: Any) -> float:
        return 3.0 if world.hands[other].bit_count() and world.hands[other] & 1 else 1.0

    spy = Spy(weight)
    kn = spy.knowledge(v)
    plain = run_search(spy, kn, me, list(v.legal), 2, Budget(30), LevelConfig("t"))
    assert spy.weights == []
    weighted = run_search(
        spy, kn, me, list(v.legal), 2, Budget(30), LevelConfig("t", weighted=True)
    )
    ws = spy.weights
    assert len(ws) == 30
    assert plain.utils == weighted.utils  # the same deals; only the averaging differs
    for i, (_, mean) in enumerate(weighted.values):
        u = weighted.utils[i]
        assert mean == pytest.approx(sum(a * b for a, b in zip(u, ws, strict=True)) / sum(ws))
        assert plain.values[i][1] == pytest.approx(sum(u) / len(u))


@pytest.mark.usefixtures("fake_registered")
def test_a_slow_machine_changes_nothing_below_the_safety_cap(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    views = [v for v in _positions(4) if len(v.legal) >= 2]
    expected = [choose_action(v, "hard", 7) for v in views]
    spy = Spy()
    registry.POLICIES.register(spy)
    # The search reads the clock once per sample; at 30 ms a sample, hard's 40 samples still
    # fit under the 2 s cap, so the decisions are those of an idle machine.
    for step in (0.001, 0.03):
        clock = FakeClock(step)
        monkeypatch.setattr(search_mod, "time", clock)
        monkeypatch.setattr(player_mod, "time", clock)
        assert [choose_action(v, "hard", 7) for v in views] == expected


@pytest.mark.usefixtures("fake_registered")
def test_the_safety_cap_stops_a_search_on_a_machine_far_too_slow(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    spy = Spy()
    registry.POLICIES.register(spy)
    v = next(v for v in _positions(3) if len(v.legal) >= 2)
    clock = FakeClock(0.5)  # half a second per read of the clock
    monkeypatch.setattr(search_mod, "time", clock)
    monkeypatch.setattr(player_mod, "time", clock)
    a = choose_action(v, "normal", 1)
    assert a in v.legal
    # start at 0.5 s, deadline 0.5 + 2.0 − 0.01; samples end at 1.0, 1.5, 2.0, 2.5: stop.
    assert spy.samples == 4
    spy.samples = 0
    choose_action(v, "normal", 1, budget_s=0.6)  # a lower cap: 0.5 s in, 1.0 s in: stop
    assert spy.samples == 2


@pytest.mark.usefixtures("fake_registered")
def test_a_level_may_cap_the_playouts_of_a_decision() -> None:
    spy = Spy()
    spy.levels = {
        **spy.levels,
        "normal": LevelConfig("normal", samples={"play": 12}, playouts={"play": 5}),
    }
    registry.POLICIES.register(spy)
    for v in _positions(3):
        spy.samples = spy.playouts = 0
        choose_action(v, "normal", 3)
        k = len(v.legal)
        assert spy.samples == -(-5 // k) and spy.playouts == k * spy.samples


def test_a_paired_gain_is_the_plain_mean_and_standard_error() -> None:
    rng = random.Random(4)
    d = [rng.gauss(1.0, 3.0) for _ in range(50)]
    m = sum(d) / 50
    se = (sum((x - m) ** 2 for x in d) / 49 / 50) ** 0.5
    assert search_mod.paired_gain(d) == (m, se)
    assert search_mod.paired_gain([]) == (0.0, float("inf"))
    assert search_mod.paired_gain([2.0]) == (2.0, float("inf"))
