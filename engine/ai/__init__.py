"""Computer players for Slovenian tarok.

The whole interface for the bot and the terminal game::

    from engine.ai import choose_action, evaluate_actions
    action = choose_action(view, "normal", seed=42)           # view: a PlayerView
    hints = evaluate_actions(view, seed=42)                   # [(action, expected value), ...]

A computer player sees only its seat's :class:`~engine.slovenian.views.PlayerView`; see
:mod:`engine.ai.player` for the levels and the time budget.
"""

from engine.ai.player import LEVELS, MAX_BUDGET_S, choose_action, evaluate_actions

__all__ = ["LEVELS", "MAX_BUDGET_S", "choose_action", "evaluate_actions"]
