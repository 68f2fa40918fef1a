"""Slovenian tarok's computer players: knowledge, rules of thumb, playouts, the policy.

The shared machinery (:mod:`engine.ai`) finds :data:`POLICY` here and drives it; callers use
:func:`engine.ai.choose_action` and :func:`engine.ai.evaluate_actions` with a
:class:`~engine.slovenian.views.PlayerView`. :func:`choose_action` and
:func:`evaluate_actions` below are the same entry points typed for Slovenian callers.

* :mod:`~engine.slovenian.ai.knowledge` — what a seat knows (voids, must-beat failures, the
  exposed talon, discarded taroks, the open beggar, the partner, kontra-revealed sides) and
  deals sampled consistently with it;
* :mod:`~engine.slovenian.ai.heuristics` — rules of thumb before the tricks;
* :mod:`~engine.slovenian.ai.playout` — the rules-of-thumb card play and fast playouts;
* :mod:`~engine.slovenian.ai.evidence` — how plausible a sampled deal is given the bidding;
* :mod:`~engine.slovenian.ai.policy` — the levels, the candidates, the adapter;
* :mod:`~engine.slovenian.ai.baseline` — today's normal player, frozen.
"""

from __future__ import annotations

import engine.ai as shared
from engine.slovenian.actions import Action
from engine.slovenian.ai.policy import POLICY, SlovenianPolicy
from engine.slovenian.views import PlayerView


def choose_action(view: PlayerView, level: str, seed: int, budget_s: float | None = None) -> Action:
    """:func:`engine.ai.choose_action` for a Slovenian view."""
    action = shared.choose_action(view, level, seed, budget_s)
    assert isinstance(action, Action)
    return action


def evaluate_actions(
    view: PlayerView, seed: int, budget_s: float | None = None, samples: int | None = None
) -> list[tuple[Action, float]]:
    """:func:`engine.ai.evaluate_actions` for a Slovenian view."""
    out: list[tuple[Action, float]] = []
    for action, value in shared.evaluate_actions(view, seed, budget_s, samples):
        assert isinstance(action, Action)
        out.append((action, value))
    return out


__all__ = ["POLICY", "SlovenianPolicy", "choose_action", "evaluate_actions"]
