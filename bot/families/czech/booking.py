"""Czech taroky in the ledger: roles, contract codes and the lines each seat writes.

Every player writes his part of every line of a deal (``ScoreLine.scores``): the game, the
slam and the Pagát ultimo as his side wins or pays them (a lone declarer 3X, each opponent X),
and every hand bonus as its announcer (+3v) or as one of those who pay it (−v). So a seat's
lines always sum to its score. Nothing is charged at the end of a session.
"""

from __future__ import annotations

from typing import Any

from bot.families.booking import Booking
from engine.core.family import SheetLike
from engine.czech import ScoreSheet
from engine.czech.contracts import contract_code


def _sheet(sheet: SheetLike) -> ScoreSheet:
    if not isinstance(sheet, ScoreSheet):
        raise TypeError(f"not a Czech taroky score sheet: {type(sheet).__name__}")
    return sheet


class CzechBooking(Booking):
    """Roles (declarer, partner, opponent), bid codes and each seat's share of the lines."""

    bonus_items = ("slam", "pagat_ultimo")
    bonus_kinds = ("silent", "announced")

    def seat_role(self, sheet: SheetLike, seat: int) -> str:
        """declarer, partner or opponent."""
        s = _sheet(sheet)
        if seat == s.declarer:
            return "declarer"
        if seat == s.partner:
            return "partner"
        return "opponent"

    def seat_won(self, sheet: SheetLike, seat: int) -> bool | None:
        """Whether the seat's side won (None after a concession: no game was played)."""
        s = _sheet(sheet)
        if s.won is None:
            return None
        ours = seat in (s.declarer, s.partner)
        return s.won if ours else not s.won

    def contract_code(self, sheet: SheetLike) -> str:
        """``first``, ``second``, ``third`` or ``solo``."""
        return contract_code(_sheet(sheet).contract)

    def seat_lines(self, sheet: SheetLike, seat: int) -> list[dict[str, Any]]:
        """The seat's share of each line (``amount``: what it writes for the line), the game
        line always, the others where the seat writes something."""
        s = _sheet(sheet)
        out: list[dict[str, Any]] = []
        for line in s.lines:
            amount = line.scores[seat]
            if amount == 0 and line.item != "game":
                continue
            data = line.model_dump(mode="json", exclude_none=True, exclude={"scores", "amount"})
            data["amount"] = amount
            out.append(data)
        return out
