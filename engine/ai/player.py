"""The computer players' entry points for every family: :func:`choose_action` and
:func:`evaluate_actions`.

Both take a seat's view — exactly what one seat knows — and never a state: the family is
found from the view's type (:mod:`engine.ai.registry`) and anything that is not a registered
family's view is refused. They are plain synchronous functions of picklable arguments (a
view, a level name, an integer seed, a float), ready to run in a worker thread or process.

A decision depends only on the view, the level and the seed: the levels count their sampled
deals (:mod:`engine.ai.levels`); ``budget_s`` is a wall-clock safety cap (at most
:data:`~engine.ai.levels.MAX_BUDGET_S`), reached only on a machine far slower than the
budgets were sized for, when the best action found so far is returned.
"""

from __future__ import annotations

import dataclasses
import random
import time

from engine.ai import registry
from engine.ai.levels import LEVELS, Budget, capped
from engine.ai.registry import AnyPolicy
from engine.ai.search import pick, run_search
from engine.core.actions import Action
from engine.core.family import ViewLike

_GUARD_S = 0.01
"""Time kept back from the safety cap for choosing once the search stops."""


def _policy(view: ViewLike) -> AnyPolicy:
    policy = registry.POLICIES.for_view(view)
    if view.seat is None:
        raise ValueError("a computer player needs a seat's view, not the public view")
    if view.seat != view.to_move or not view.legal:
        raise ValueError(f"seat {view.seat} is not on turn")
    return policy


def _seed_rng(seed: int) -> random.Random:
    """The generator of the rule of thumb's sampled deal (apart from the search's)."""
    return random.Random(seed * 7919 + 17)


def _legal(view: ViewLike, action: Action) -> Action:
    # The family's rule of thumb chooses among the view's legal actions; this guards it.
    return action if action in view.legal else view.legal[0]


def choose_action(view: ViewLike, level: str, seed: int, budget_s: float | None = None) -> Action:
    """The action a computer player of ``level`` takes, seeing only ``view``.

    ``level`` is one of :data:`~engine.ai.levels.LEVELS` (or a frozen reference player of
    the family, such as ``baseline``); ``seed`` makes the choice reproducible; ``budget_s``
    lowers the wall-clock safety cap (never above :data:`~engine.ai.levels.MAX_BUDGET_S`).
    """
    start = time.perf_counter()
    policy = _policy(view)
    reference = policy.reference.get(level)
    config = policy.levels.get(level)
    if reference is None and config is None:
        known = ", ".join((*LEVELS, *policy.reference))
        raise ValueError(f"unknown level {level!r}; known: {known}")
    if len(view.legal) == 1:
        return view.legal[0]
    if reference is not None:
        return reference(view, seed)
    assert config is not None
    kn = policy.knowledge(view)
    base = _legal(view, policy.rule_of_thumb(view, kn, _seed_rng(seed)))
    if not config.search:
        return base
    cands = list(policy.candidates(view, base, config))
    if len(cands) == 1:
        return cands[0]
    assert view.seat is not None
    budget = config.budget(policy.decision(view), budget_s)
    result = run_search(
        policy, kn, view.seat, cands, seed, budget, config, start + budget.cap_s - _GUARD_S
    )
    return pick(result, cands, lambda a: policy.threshold(view, a))


def evaluate_actions(
    view: ViewLike,
    seed: int,
    budget_s: float | None = None,
    samples: int | None = None,
) -> list[tuple[Action, float]]:
    """Expected value of every legal action for the seat on turn (the normal level's search).

    The value is the seat's expected score minus the average of the others' at the end of the
    deal (zero-sum), in points, over ``samples`` sampled deals (default: the normal level's
    count for this kind of decision), every action over every sample. Sorted best first.
    """
    start = time.perf_counter()
    policy = _policy(view)
    normal = policy.levels["normal"]
    config = dataclasses.replace(normal, race_after=0, weighted=False, table_knowledge=False)
    n = samples if samples is not None else normal.samples_for(policy.decision(view))
    budget = Budget(n, cap_s=capped(budget_s))
    kn = policy.knowledge(view)
    legal = list(view.legal)
    reps = policy.representatives(view)
    cands = list(dict.fromkeys(reps[a] for a in legal))
    assert view.seat is not None
    result = run_search(
        policy, kn, view.seat, cands, seed, budget, config, start + budget.cap_s - _GUARD_S
    )
    value = dict(result.values)
    return sorted(((a, value[reps[a]]) for a in legal), key=lambda av: -av[1])
