"""Computer players as seen by a table: a callable from a seat's view and a seed to an action.

The real players live in ``engine.ai`` (``choose_action(view, level, seed, budget_s)``);
until that module is importable, :func:`computer_for_level` falls back to
:class:`RandomComputer`, which picks uniformly among the legal actions. A view is any
family's (``engine.core.family.ViewLike``); a player that cannot play a family raises and
the table plays a random legal action instead (:class:`TableComputers`). Computer players
are synchronous and CPU-bound: the engine's think in the worker processes of
:mod:`bot.thinking`, any other in a worker thread.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import random
from collections.abc import Callable
from typing import Any, Protocol

from bot.thinking import thinkers
from engine.core.actions import Action
from engine.core.family import ViewLike

log = logging.getLogger(__name__)


class ComputerPlayer(Protocol):
    """Chooses one of ``view.legal`` (the view is of the seat on turn)."""

    def __call__(self, view: ViewLike, seed: int, /) -> Action:
        """The action to take; deterministic for a given view and seed."""


ComputerFactory = Callable[[str], ComputerPlayer]
"""Makes the computer player of a level (``"normal"`` …)."""


class RandomComputer:
    """Picks a legal action uniformly at random (seeded): the fallback and the test player."""

    def __call__(self, view: ViewLike, seed: int) -> Action:
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

    def __call__(self, view: ViewLike, seed: int) -> Action:
        """``engine.ai.choose_action(view, level, seed, budget_s)``."""
        action: Action = self._choose(view, self.level, seed, budget_s=self.budget_s)
        return action

    async def think(self, view: ViewLike, seed: int) -> Action:
        """The same choice, made in a worker process beside the event loop."""
        action: Action = await thinkers().run(
            self._choose, view, self.level, seed, budget_s=self.budget_s
        )
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


class TableComputers:
    """The computer players of one table: a player per level, a seed per move and a natural
    delay per move, all derived from the table's seed (so a table replays the same way)."""

    def __init__(self, factory: ComputerFactory, seed: int, delay: float, jitter: float) -> None:
        self._factory = factory
        self._seed = seed
        self._base = delay
        self._jitter = jitter
        self._players: dict[str, ComputerPlayer] = {}
        self._failing: set[tuple[str, str]] = set()
        """(level, kind of view) a player failed on: told once, not at every move (the
        engine's players do not play every family yet)."""

    def player(self, level: str) -> ComputerPlayer:
        """The computer player of a level (made once)."""
        player = self._players.get(level)
        if player is None:
            player = self._players[level] = self._factory(level)
        return player

    def seed(self, deal_no: int, move: int) -> int:
        """The seed of the computer's choice at a move."""
        return random.Random(f"{self._seed}:{deal_no}:{move}").getrandbits(31)

    def delay(self, deal_no: int, move: int) -> float:
        """Seconds before the computer's move (the base delay ± the jitter)."""
        base, j = self._base, self._jitter
        if base <= 0 or j <= 0:
            return max(0.0, base)
        return base * random.Random(f"{self._seed}:{deal_no}:{move}:delay").uniform(1 - j, 1 + j)

    async def choose(self, level: str, view: ViewLike, seed: int) -> Action:
        """The computer's action for ``view``'s seat, in a worker process (the engine's
        players) or thread; a random legal one when the player fails or chooses something
        illegal."""
        player = self.player(level)
        try:
            if isinstance(player, EngineComputer):
                action = await player.think(view, seed)
            else:
                action = await asyncio.to_thread(player, view, seed)
        except Exception:
            failing = (level, type(view).__name__)
            if failing not in self._failing:
                self._failing.add(failing)
                log.exception(
                    "computer player (%s) failed on a %s; playing random legal moves", *failing
                )
            return RandomComputer()(view, seed)
        if action not in view.legal:
            log.error("computer player chose illegal %s; playing a random legal move", action)
            return RandomComputer()(view, seed)
        return action
