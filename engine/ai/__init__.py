"""Computer players for every tarok family: shared machinery, family policies elsewhere.

The whole interface for the bot and the terminal game::

    from engine.ai import choose_action, evaluate_actions
    action = choose_action(view, "normal", seed=42)           # view: a seat's view, any family
    hints = evaluate_actions(view, seed=42)                   # [(action, expected value), ...]

A computer player sees only its seat's view, never a state. This package knows no game: the
level model and budgets (:mod:`~engine.ai.levels`), where unseen cards may lie and the sampler
over it (:mod:`~engine.ai.constraints`, :mod:`~engine.ai.inference`), the determinized search
(:mod:`~engine.ai.search`), the playout driver (:mod:`~engine.ai.playouts`), the protocol a
family implements (:mod:`~engine.ai.policy`) and the lookup of a view's family
(:mod:`~engine.ai.registry`). Each family's rules of thumb and knowledge live in its own
package (``engine.slovenian.ai``).
"""

from engine.ai.constraints import CardConstraints, NoConsistentDeal
from engine.ai.levels import LEVELS, MAX_BUDGET_S, Budget, LevelConfig
from engine.ai.player import choose_action, evaluate_actions
from engine.ai.policy import Policy
from engine.ai.registry import POLICIES, NoComputerPlayers, Policies
from engine.ai.search import SearchResult, pick, run_search

__all__ = [
    "LEVELS",
    "MAX_BUDGET_S",
    "POLICIES",
    "Budget",
    "CardConstraints",
    "LevelConfig",
    "NoComputerPlayers",
    "NoConsistentDeal",
    "Policies",
    "Policy",
    "SearchResult",
    "choose_action",
    "evaluate_actions",
    "pick",
    "run_search",
]
