"""Czech taroky's computer players: knowledge, rules of thumb, playouts, the policy.

The shared machinery (:mod:`engine.ai`) finds :data:`POLICY` here and drives it; callers use
:func:`engine.ai.choose_action` and :func:`engine.ai.evaluate_actions` with a
:class:`~engine.czech.views.CzechView`. :func:`choose_action` and :func:`evaluate_actions`
below are the same entry points typed for Czech callers.

* :mod:`~engine.czech.ai.knowledge` — what a seat knows (voids, the talon cards it saw or
  everyone saw, discard restrictions, the called tarok and the XIX behind a lower call, the
  hand bonuses announced, kontras) and deals sampled consistently with it;
* :mod:`~engine.czech.ai.heuristics` — rules of thumb for the bidding, the raise, the call,
  the concession, the talon stages, the discards and the announcement round;
* :mod:`~engine.czech.ai.play` — the rules-of-thumb card play, the sides a seat knows and
  fast playouts;
* :mod:`~engine.czech.ai.evidence` — how plausible a sampled deal is given the bidding;
* :mod:`~engine.czech.ai.policy` — the levels, the candidates, the adapter.
"""

from __future__ import annotations

import engine.ai as shared
from engine.czech.actions import Action
from engine.czech.ai.policy import POLICY, CzechPolicy
from engine.czech.views import CzechView


def choose_action(view: CzechView, level: str, seed: int, budget_s: float | None = None) -> Action:
    """:func:`engine.ai.choose_action` for a Czech view."""
    action = shared.choose_action(view, level, seed, budget_s)
    assert isinstance(action, Action)
    return action


def evaluate_actions(
    view: CzechView, seed: int, budget_s: float | None = None, samples: int | None = None
) -> list[tuple[Action, float]]:
    """:func:`engine.ai.evaluate_actions` for a Czech view."""
    out: list[tuple[Action, float]] = []
    for action, value in shared.evaluate_actions(view, seed, budget_s, samples):
        assert isinstance(action, Action)
        out.append((action, value))
    return out


__all__ = ["POLICY", "CzechPolicy", "choose_action", "evaluate_actions"]
