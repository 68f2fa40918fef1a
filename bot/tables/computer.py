"""Computer players as seen by a table: a callable from a player view and a seed to an action.

The real players live in ``engine.ai`` (``choose_action(view, level, seed, budget_s)``);
until that module is importable, :func:`computer_for_level` falls back to
:class:`RandomComputer`, which picks uniformly among the legal actions. Computer players are
synchronous and CPU-bound: tables call them in a worker thread.
"""

from __future__ import annotations

import importlib
import logging
import random
from collections.abc import Callable
from typing import Any, Protocol

from engine.slovenian import Action, PlayerView

log = logging.getLogger(__name__)


class ComputerPlayer(Protocol):
    """Chooses one of ``view.legal`` (the view is of the seat on turn)."""

    def __call__(self, view: PlayerView, seed: int, /) -> Action:
        """The action to take; deterministic for a given view and seed."""


ComputerFactory = Callable[[str], ComputerPlayer]
"""Makes the computer player of a level (``"normal"`` …)."""


class RandomComputer:
    """Picks a legal action uniformly at random (seeded): the fallback and the test player."""

    def __call__(self, view: PlayerView, seed: int) -> Action:
        """A random legal action."""
        if not view.legal:
            raise ValueError(f"seat {view.seat} has no legal action")
        return random.Random(seed).choice(view.legal)


class EngineComputer:
    """The engine's computer player of one level."""

    def __init__(self, choose: Callable[..., Any], level: str, budget_s: float | None) -> None:
        self._choose = choose
        self.level = level
        self.budget_s = budget_s

    def __call__(self, view: PlayerView, seed: int) -> Action:
        """``engine.ai.choose_action(view, level, seed, budget_s)``."""
        action: Action = self._choose(view, self.level, seed, budget_s=self.budget_s)
        return action


def engine_choose_action() -> Callable[..., Any] | None:
    """``engine.ai.choose_action`` when the module exists, else None."""
    try:
        module = importlib.import_module("engine.ai")
    except ImportError:
        return None
    choose = getattr(module, "choose_action", None)
    return choose if callable(choose) else None


def computer_for_level(level: str, budget_s: float | None = None) -> ComputerPlayer:
    """The computer player of ``level``: the engine's if available, else legal-random."""
    choose = engine_choose_action()
    if choose is None:
        log.warning("engine.ai is not available: computer players play random legal moves")
        return RandomComputer()
    return EngineComputer(choose, level, budget_s)


def random_factory(level: str) -> ComputerPlayer:
    """A :data:`ComputerFactory` that always gives :class:`RandomComputer` (for tests)."""
    return RandomComputer()
