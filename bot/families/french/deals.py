"""French deals that are not played, as the bot books them: passed by everyone, or annulled
because a player holds the Petit sec.

The bot's tables book every deal that ends through its score sheet (the ledger rows, the
summary, a row of the score sheet). French tarot has two ends without one: everyone passes
(nobody takes; the next dealer deals) and the Petit sec (the deal is annulled as soon as it
is dealt). :class:`BotFrenchFamily` is the engine's family with one difference: such a deal
has an :class:`UnplayedDeal` for a result, a sheet on which every seat writes 0, and the
session's match keeps it among its sheets, so that the score sheet has a row for every deal
and its numbers are the deals' numbers. Scoring, legality and views are the engine's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel

from engine.core.family import ScoreLineLike
from engine.french.family import FrenchFamily
from engine.french.match import Match
from engine.french.rules import Rules
from engine.french.scoring import ScoreSheet
from engine.french.state import FrenchState, Phase

Unplayed = Literal["passed", "annulled"]


@dataclass(frozen=True)
class UnplayedDeal:
    """The result of a deal nobody played: every seat writes 0, there are no lines.

    ``petit_sec``: the seats whose Petit sec annulled it (empty for a passed deal).
    """

    players: int
    outcome: Unplayed
    petit_sec: tuple[int, ...] = ()
    lines: tuple[ScoreLineLike, ...] = ()
    scores: tuple[int, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.scores:
            object.__setattr__(self, "scores", (0,) * self.players)


Sheet = ScoreSheet | UnplayedDeal
"""What a French deal's end gives the bot."""


def unplayed(state: FrenchState) -> UnplayedDeal | None:
    """The result of a passed or annulled deal (None for any other)."""
    if state.phase == Phase.PASSED:
        return UnplayedDeal(state.n, "passed")
    if state.phase == Phase.ANNULLED:
        return UnplayedDeal(state.n, "annulled", tuple(state.petit_sec))
    return None


@dataclass
class BotMatch(Match):
    """The engine's match, whose history holds a sheet for every deal booked: the played
    deals' own, and an :class:`UnplayedDeal` for each deal passed or annulled."""

    # The engine keeps the played deals' sheets only; the bot's history has every deal's.
    history: list[Sheet] = field(default_factory=list)  # type: ignore[assignment]

    def record(self, state: FrenchState) -> None:
        """Book a finished deal (the engine's booking), keeping its sheet."""
        super().record(state)
        sheet = unplayed(state)
        if sheet is not None:
            self.history.append(sheet)


class BotFrenchFamily(FrenchFamily):
    """French tarot for the bot's tables: the engine's family, with a result for every deal
    that ends (see the module's docstring)."""

    def result(self, state: FrenchState) -> Sheet | None:  # type: ignore[override]
        """The score sheet of a played deal, an :class:`UnplayedDeal` for a passed or
        annulled one, None while the deal goes on."""
        return state.result if state.result is not None else unplayed(state)

    def new_match(
        self, rules: BaseModel, players: int, *, max_deals: int | None = None
    ) -> BotMatch:
        """A new session whose history holds every deal's sheet."""
        if not isinstance(rules, Rules):
            raise TypeError(f"French tarot needs its own Rules, not {type(rules).__name__}")
        return BotMatch(rules, players, max_deals=max_deals)


FAMILY = BotFrenchFamily()
"""French tarot as the bot's tables play it."""
