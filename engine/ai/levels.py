"""The level model and the budgets of the computer players, for every family.

A *level* says how hard a computer player thinks: ``easy`` plays the family's rules of thumb,
``normal`` searches sampled deals, ``hard`` searches more of them and may weight them and
play its playouts more honestly. What a level costs is counted, never timed: a number of
sampled deals per kind of decision (and, optionally, of playouts), so that a decision depends
only on the view and the seed, not on how busy the machine is. Wall-clock time is only a
safety cap (:data:`MAX_BUDGET_S`): a search that reaches it returns its best action so far,
which happens only on a machine far slower than the budgets were sized for.

Each family gives its own :class:`LevelConfig` for every name in :data:`LEVELS` (the sample
counts are calibrated per game); the search machinery reads them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

MAX_BUDGET_S: Final = 2.0
"""Safety cap on the wall-clock time of one decision, whatever is asked for."""

LEVELS: Final = ("easy", "normal", "hard")
"""The levels every family's computer players offer, weakest first."""

DEFAULT_SAMPLES: Final = 16
"""Sampled deals for a kind of decision that a level does not list."""


@dataclass(frozen=True, slots=True)
class LevelConfig:
    """How one level of one family decides.

    ``samples`` maps a kind of decision (the family's name for it, e.g. ``"bidding"`` or
    ``"play"``) to the number of sampled deals searched, ``playouts`` (optional) to a cap on
    the playouts of one decision; a level with ``search`` off plays the rules of thumb only.
    ``weighted`` weights each sampled deal by the family's plausibility hook (how well it
    explains the bidding); ``race_after`` > 0 drops clearly worse candidates from that many
    samples on, every ``race_every`` samples (a search of hundreds of samples races less
    often: each race looks at every sample so far); ``table_knowledge`` lets the players of
    the playouts know only what they would know at the table (a secret partner stays secret).
    ``options`` holds the family's own knobs (e.g. how many discards are searched).
    """

    name: str
    search: bool = True
    samples: Mapping[str, int] = field(default_factory=dict)
    playouts: Mapping[str, int] = field(default_factory=dict)
    weighted: bool = False
    race_after: int = 0
    race_every: int = 2
    table_knowledge: bool = False
    options: Mapping[str, int] = field(default_factory=dict)

    def samples_for(self, decision: str) -> int:
        """Sampled deals searched for a decision of this kind."""
        return self.samples.get(decision, DEFAULT_SAMPLES)

    def budget(self, decision: str, budget_s: float | None = None) -> Budget:
        """The budget of a decision of this kind (``budget_s``: a lower safety cap)."""
        return Budget(self.samples_for(decision), self.playouts.get(decision), capped(budget_s))

    def option(self, name: str, default: int) -> int:
        """One of the family's own knobs (``default`` when the level does not set it)."""
        return self.options.get(name, default)


@dataclass(frozen=True, slots=True)
class Budget:
    """What one search may spend: sampled deals, playouts and (as a safety net) time.

    The search takes up to ``samples`` sampled deals and stops after the sample during which
    the count of playouts reaches ``playouts`` (None: no playout limit), so every search plays
    at least one sample. ``cap_s`` is the wall-clock safety cap, never above
    :data:`MAX_BUDGET_S`.
    """

    samples: int
    playouts: int | None = None
    cap_s: float = MAX_BUDGET_S

    def __post_init__(self) -> None:
        if self.samples < 1:
            raise ValueError("a search needs at least one sample")
        if self.playouts is not None and self.playouts < 1:
            raise ValueError("a playout budget must be positive")
        object.__setattr__(self, "cap_s", capped(self.cap_s))


def capped(budget_s: float | None) -> float:
    """The safety cap for a requested budget (None: the full cap)."""
    if budget_s is None:
        return MAX_BUDGET_S
    return max(0.0, min(budget_s, MAX_BUDGET_S))
