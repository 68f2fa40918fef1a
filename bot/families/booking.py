"""How a family's deals go into the ledger: roles, contract codes, score lines, settlement.

The table books every finished deal through its family's :class:`Booking`. This base class
needs nothing but the protocol's score sheet (``scores`` per deal seat) and match
(``totals``, ``final_scores``); a family with declarers, contracts and itemised lines
subclasses it (see ``bot.families.slovenian.booking``). Seats here are the deal's seats.
"""

from __future__ import annotations

from typing import Any

from engine.core.family import MatchLike, SheetLike


class Booking:
    """The ledger's view of a family's deals (generic: a seat's score and nothing else)."""

    bonus_items: tuple[str, ...] = ()
    """Score-line items the statistics count as bonuses (with :attr:`bonus_kinds`)."""
    bonus_kinds: tuple[str, ...] = ()
    """Score-line kinds that make a bonus line (e.g. silent or announced)."""

    def seat_role(self, sheet: SheetLike, seat: int) -> str | None:
        """The seat's part in the deal (``declarer``, ``partner``, …; None: none)."""
        return None

    def seat_won(self, sheet: SheetLike, seat: int) -> bool | None:
        """Whether the seat's side won the deal (None: no side won)."""
        return None

    def contract_code(self, sheet: SheetLike) -> str | None:
        """The code of the contract played (None: the family has none)."""
        return None

    def seat_lines(self, sheet: SheetLike, seat: int) -> list[dict[str, Any]]:
        """The score lines the seat writes for the deal, as JSON; their amounts sum to its
        score."""
        score = sheet.scores[seat]
        return [{"item": "score", "amount": score}] if score else []

    def open_marks(self, match: MatchLike[Any]) -> list[int]:
        """Marks each match seat carries that the session's end charges (Slovenian
        radelci); zeros when the family has none."""
        return [0] * match.players

    def settlement_lines(self, match: MatchLike[Any], seat: int) -> list[dict[str, Any]]:
        """What the session's end charges a match seat, as score lines summing to
        ``final_scores()[seat] - totals[seat]`` (empty when nothing is charged)."""
        amount = match.final_scores()[seat] - match.totals[seat]
        return [{"item": "settlement", "amount": amount}] if amount else []
