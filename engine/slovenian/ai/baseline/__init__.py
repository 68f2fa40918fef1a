"""Today's normal player, frozen: the reference for measuring the computer players' strength.

A verbatim copy of the Slovenian computer players (rules of thumb, knowledge and sampling,
search, levels) as they were when it was frozen, so that later improvements to the live
players (:mod:`engine.slovenian.ai`) never move the yardstick. Nothing here may change except
what a change of the rules themselves forces. It is reached as the level ``baseline`` of
:func:`engine.ai.choose_action` (the strength script's ``--b baseline``).

The baseline decides with its normal level's sample counts and the full 2 s safety cap, so
its decisions depend on the view and the seed only (the sample target is always reached long
before the cap).
"""

from __future__ import annotations

from engine.slovenian.actions import Action
from engine.slovenian.ai.baseline.player import MAX_BUDGET_S, choose_action
from engine.slovenian.views import PlayerView


def choose(view: PlayerView, seed: int) -> Action:
    """The frozen normal player's action for ``view`` (reproducible for a seed)."""
    return choose_action(view, "normal", seed, budget_s=MAX_BUDGET_S)


__all__ = ["choose"]
