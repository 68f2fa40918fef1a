"""The protocol a family implements for its computer players: :class:`Policy`.

The shared machinery (:mod:`engine.ai.player`, :mod:`engine.ai.search`) knows no game. To
decide, it asks the family's policy, in this order:

1. :meth:`Policy.knowledge` — what the seat knows, from its view only (voids, exposed cards,
   hand sizes: a :class:`~engine.ai.constraints.CardConstraints` model inside, usually);
2. :meth:`Policy.rule_of_thumb` — the easy level's action (it may look at one sampled deal);
3. :meth:`Policy.candidates` — the actions worth a search (the rule of thumb's first);
4. for each of a counted number of sampled deals (:meth:`Policy.sample`), the value of every
   candidate still in the race in that deal (:meth:`Policy.outcomes`: apply it, play the deal
   out, score it for the seat — one call per sampled deal, so that a compiled core can take
   the whole batch), weighted by :meth:`Policy.weight` at the levels that ask for it;
5. :meth:`Policy.threshold` — by how much a searched action must beat the rule of thumb.

A policy is found from the view's type (:mod:`engine.ai.registry`); a family's computer
players live in the subpackage ``ai`` of the family's package, whose ``POLICY`` is the policy.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol, TypeVar

from engine.ai.levels import LevelConfig
from engine.core.actions import Action
from engine.core.family import ViewLike

V = TypeVar("V", bound=ViewLike)
"""The family's per-seat view."""
K = TypeVar("K")
"""What a seat knows: the family's knowledge object (built from a view only)."""
W = TypeVar("W")
"""A sampled world: a full state of the family, consistent with the knowledge."""


class Policy(Protocol[V, K, W]):
    """One family's computer players, as the shared machinery drives them."""

    @property
    def family(self) -> str:
        """The family's name in :mod:`engine.families`."""
        ...

    @property
    def view_type(self) -> type[V]:
        """The family's view class: a view of this type is decided by this policy."""
        ...

    @property
    def levels(self) -> Mapping[str, LevelConfig]:
        """A :class:`LevelConfig` for every name in :data:`~engine.ai.levels.LEVELS`."""
        ...

    @property
    def reference(self) -> Mapping[str, Callable[[V, int], Action]]:
        """Frozen reference players by level name (e.g. ``baseline``), for measurements."""
        ...

    def decision(self, view: V) -> str:
        """The kind of decision on turn (the key of :attr:`LevelConfig.samples`)."""
        ...

    def knowledge(self, view: V) -> K:
        """Everything the seat knows about the hidden cards, from its view alone."""
        ...

    def sample(self, knowledge: K, rng: random.Random) -> W:
        """A full deal consistent with the knowledge, ready to be played out."""
        ...

    def rule_of_thumb(self, view: V, knowledge: K, rng: random.Random) -> Action:
        """The easy level's action (``rng`` seeded from the decision's seed)."""
        ...

    def candidates(self, view: V, base: Action, level: LevelConfig) -> Sequence[Action]:
        """The legal actions worth a search, the rule of thumb's ``base`` first."""
        ...

    def representatives(self, view: V) -> Mapping[Action, Action]:
        """Every legal action → the action searched for it (equivalent cards share one)."""
        ...

    def outcomes(
        self, world: W, actions: Sequence[Action], seat: int, level: LevelConfig
    ) -> list[float]:
        """The value for ``seat`` of each action in one sampled deal, played to its end."""
        ...

    def weight(self, world: W, knowledge: K, level: LevelConfig) -> float:
        """How plausible a sampled deal is given the public evidence (1 = fully), as far as
        ``level`` weighs it."""
        ...

    def threshold(self, view: V, action: Action) -> tuple[float, float]:
        """(standard errors, points) by which a searched ``action`` must beat the rule of
        thumb to be chosen instead."""
        ...
