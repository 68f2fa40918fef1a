"""French tarot's computer players: knowledge, rules of thumb, playouts, the policy.

The shared machinery (:mod:`engine.ai`) finds :data:`POLICY` here and drives it; callers use
:func:`engine.ai.choose_action` and :func:`engine.ai.evaluate_actions` with a
:class:`~engine.french.views.FrenchView`. :func:`choose_action` and :func:`evaluate_actions`
below are the same entry points typed for French callers.

* :mod:`~engine.french.ai.knowledge` — what a seat knows (voids, the overtrump rule, the
  chien and the écart, poignées, the called card) and deals sampled consistently with it;
* :mod:`~engine.french.ai.hand` — rules of thumb before the tricks (count, bid, call, écart,
  chelem, poignée);
* :mod:`~engine.french.ai.play` — the rules-of-thumb card play and the playouts;
* :mod:`~engine.french.ai.evidence` — how plausible a sampled deal is given the bidding;
* :mod:`~engine.french.ai.policy` — the levels, the candidates, the adapter.
"""

from __future__ import annotations

import engine.ai as shared
from engine.french.actions import Action
from engine.french.ai.policy import POLICY, FrenchPolicy
from engine.french.views import FrenchView


def choose_action(view: FrenchView, level: str, seed: int, budget_s: float | None = None) -> Action:
    """:func:`engine.ai.choose_action` for a French view."""
    action = shared.choose_action(view, level, seed, budget_s)
    assert isinstance(action, Action)
    return action


def evaluate_actions(
    view: FrenchView, seed: int, budget_s: float | None = None, samples: int | None = None
) -> list[tuple[Action, float]]:
    """:func:`engine.ai.evaluate_actions` for a French view."""
    out: list[tuple[Action, float]] = []
    for action, value in shared.evaluate_actions(view, seed, budget_s, samples):
        assert isinstance(action, Action)
        out.append((action, value))
    return out


__all__ = ["POLICY", "FrenchPolicy", "choose_action", "evaluate_actions"]
