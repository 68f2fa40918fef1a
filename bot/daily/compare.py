"""A deal's result beside the others' of the same server with the same cards."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.store import DealScore


@dataclass(frozen=True)
class Comparison:
    """Where a player's score in a deal (or a day) stands among a server's players."""

    score: int
    rank: int
    """1 + how many players scored more (equal scores share a rank)."""
    players: int
    """Everyone who played it in the server, the player included."""
    others_average: float | None
    """The average of the others (None: nobody else played it yet)."""
    others_best: int | None


def compare(user_id: int, scores: Sequence[DealScore]) -> Comparison | None:
    """The comparison of ``user_id``'s score with the others' (None: the user has none)."""
    mine = next((s.score for s in scores if s.user_id == user_id), None)
    if mine is None:
        return None
    others = [s.score for s in scores if s.user_id != user_id]
    return Comparison(
        score=mine,
        rank=1 + sum(1 for s in others if s > mine),
        players=len(others) + 1,
        others_average=sum(others) / len(others) if others else None,
        others_best=max(others) if others else None,
    )
