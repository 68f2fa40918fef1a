"""Determinized search: sample the hidden cards, play each candidate out, compare in pairs.

For each of a counted number of sampled deals (the family's
:meth:`~engine.ai.policy.Policy.sample`), every candidate still in the race is applied to the
deal and played to its end by the family's playout policy
(:meth:`~engine.ai.policy.Policy.outcomes`), giving the value for the searching seat. All
candidates see the same deals (common random numbers), so their *paired* differences are
precise even with few samples. From ``race_after`` samples on (every ``race_every`` samples),
every candidate whose paired deficit to the best is over three standard errors is dropped,
so the remaining samples go to the close calls. At the levels that ask for it each deal is
weighted by the family's plausibility hook (:meth:`~engine.ai.policy.Policy.weight`).

The search is reproducible: the sampled deals come from one generator seeded by the decision's
seed, and the budget counts samples and playouts; the wall-clock deadline is only a safety net.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.ai.levels import Budget, LevelConfig
from engine.ai.policy import Policy
from engine.core.actions import Action


@dataclass(frozen=True, slots=True)
class SearchResult:
    """Mean value per candidate, the per-sample values, and what the search spent."""

    values: list[tuple[Action, float]]
    """Each candidate with its (weighted) mean value; a dropped one ranks below the rest."""
    samples: int
    """Sampled deals played."""
    utils: list[list[float]]
    """Value of each candidate in each sample it was played in (racing stops some early)."""
    playouts: int = 0
    """Playouts played (one per candidate in the race per sample)."""

    def improvement(self, i: int, j: int) -> tuple[float, float]:
        """Mean and standard error of candidate ``i``'s paired gain over candidate ``j``."""
        ui, uj = self.utils[i], self.utils[j]
        n = min(len(ui), len(uj))
        return paired_gain([ui[k] - uj[k] for k in range(n)])


def paired_gain(d: Sequence[float]) -> tuple[float, float]:
    """Mean of the paired differences ``d`` and its standard error."""
    n = len(d)
    if n == 0:
        return 0.0, float("inf")
    m = sum(d) / n
    if n == 1:
        return m, float("inf")
    var = sum((x - m) ** 2 for x in d) / (n - 1)
    return m, (var / n) ** 0.5


def run_search(
    policy: Policy[Any, Any, Any],
    knowledge: Any,
    seat: int,
    candidates: Sequence[Action],
    seed: int,
    budget: Budget,
    level: LevelConfig,
    deadline: float | None = None,
) -> SearchResult:
    """Value every candidate over up to ``budget.samples`` sampled deals.

    ``deadline`` (a :func:`time.perf_counter` time) is the safety net: no new sample is taken
    after it. The deals are drawn from ``random.Random(seed)`` in order, so the same seed and
    knowledge give the same deals.
    """
    rng = random.Random(seed)
    k = len(candidates)
    utils: list[list[float]] = [[] for _ in range(k)]
    weights: list[float] = []
    active = list(range(k))
    done = 0
    playouts = 0
    race_after = level.race_after
    every = max(1, level.race_every)
    for _ in range(budget.samples):
        world = policy.sample(knowledge, rng)
        w = policy.weight(world, knowledge, level) if level.weighted else 1.0
        values = policy.outcomes(world, [candidates[i] for i in active], seat, level)
        for i, value in zip(active, values, strict=True):
            utils[i].append(value)
        playouts += len(active)
        weights.append(w)
        done += 1
        if race_after and done >= race_after and done % every == 0 and len(active) > 1:
            active = race(active, utils, weights, done)
            if len(active) == 1:
                break
        if budget.playouts is not None and playouts >= budget.playouts:
            break
        if deadline is not None and time.perf_counter() >= deadline:
            break
    means: list[tuple[Action, float]] = []
    for i in range(k):
        u = utils[i]
        ws = weights[: len(u)]
        tw = sum(ws) or 1.0
        means.append((candidates[i], sum(a * b for a, b in zip(u, ws, strict=True)) / tw))
    # A dropped candidate's mean covers fewer samples; keep it below the survivors.
    if len(active) < k:
        floor = min(v for i, (_, v) in enumerate(means) if i in active)
        means = [(a, v if i in active else min(v, floor - 1e-6)) for i, (a, v) in enumerate(means)]
    return SearchResult(means, done, utils, playouts)


def race(active: list[int], utils: list[list[float]], weights: list[float], n: int) -> list[int]:
    """The candidates not clearly worse than the best after ``n`` samples (paired
    differences: a deficit over three standard errors plus half a point drops a candidate)."""
    ws = weights[:n]
    tw = sum(ws) or 1.0

    def mean(i: int) -> float:
        return sum(a * b for a, b in zip(utils[i][:n], ws, strict=True)) / tw

    best = max(active, key=mean)
    keep = [best]
    ub = utils[best]
    for i in active:
        if i == best:
            continue
        ui = utils[i]
        m, se = paired_gain([ub[j] - ui[j] for j in range(n)])
        if m <= 3.0 * se + 0.5:
            keep.append(i)
    return sorted(keep)


def pick(
    result: SearchResult,
    candidates: Sequence[Action],
    threshold: Callable[[Action], tuple[float, float]],
) -> Action:
    """The searched favourite if it beats the rule of thumb clearly enough, else the latter.

    ``candidates[0]`` is the rule of thumb's action. A few sampled deals give noisy means, and
    the largest of several noisy means is biased upwards (a bidder would overbid), so the
    favourite replaces the rule of thumb only when its paired gain exceeds ``z`` standard
    errors plus ``margin`` points, where ``(z, margin) = threshold(favourite)``.
    """
    values = result.values
    base = candidates[0]
    best_i = max(range(len(values)), key=lambda i: (values[i][1], -i))
    best = values[best_i][0]
    if best_i == 0:
        return base
    gain, se = result.improvement(best_i, 0)
    if len(result.utils[0]) < len(result.utils[best_i]):
        se = 0.0  # the rule of thumb's action was dropped as clearly worse
    z, margin = threshold(best)
    return best if gain > z * se + margin else base
