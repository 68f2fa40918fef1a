"""Slovenian tarok in the ledger: roles, contract codes, each seat's score lines, radelci.

The declarer and his partner write the side's lines; everybody writes his own penalties; in
klop each player writes his own lines. At the end of a session every open radelc is
charged (V30): one settlement line per radelc.
"""

from __future__ import annotations

from typing import Any

from bot.families.booking import Booking
from engine.core.family import MatchLike, SheetLike
from engine.slovenian import Contract, Match, ScoreLine, ScoreSheet
from engine.slovenian.contracts import contract_code


def _sheet(sheet: SheetLike) -> ScoreSheet:
    if not isinstance(sheet, ScoreSheet):
        raise TypeError(f"not a Slovenian tarok score sheet: {type(sheet).__name__}")
    return sheet


def _match(match: MatchLike[Any]) -> Match:
    if not isinstance(match, Match):
        raise TypeError(f"not a Slovenian tarok match: {type(match).__name__}")
    return match


def _line(line: ScoreLine) -> dict[str, Any]:
    return line.model_dump(mode="json", exclude_none=True)


def seat_lines(sheet: ScoreSheet, seat: int) -> list[ScoreLine]:
    """The lines that make up what ``seat`` writes for a deal (they sum to its score)."""
    if sheet.contract == Contract.KLOP:
        return [line for line in sheet.lines if line.seat == seat]
    own = [line for line in sheet.penalties if line.seat == seat]
    if seat in (sheet.declarer, sheet.partner):
        return [*sheet.lines, *own]
    return own


class SlovenianBooking(Booking):
    """Roles (declarer, partner, opponent, klop), contract codes, lines and radelci."""

    bonus_items = ("trula", "kings", "king_ultimo", "pagat_ultimo", "valat", "mondfang")
    bonus_kinds = ("silent", "announced")

    def seat_role(self, sheet: SheetLike, seat: int) -> str:
        """declarer, partner, opponent, or klop."""
        s = _sheet(sheet)
        if s.contract == Contract.KLOP:
            return "klop"
        if seat == s.declarer:
            return "declarer"
        if seat == s.partner:
            return "partner"
        return "opponent"

    def seat_won(self, sheet: SheetLike, seat: int) -> bool | None:
        """The declarer's side won (for the declarer and his partner) or lost (for the
        opponents); None in klop."""
        s = _sheet(sheet)
        role = self.seat_role(s, seat)
        if role in ("declarer", "partner"):
            return s.won
        if role == "opponent" and s.won is not None:
            return not s.won
        return None

    def contract_code(self, sheet: SheetLike) -> str:
        """The contract's code (``three``, ``klop`` …)."""
        return contract_code(_sheet(sheet).contract)

    def seat_lines(self, sheet: SheetLike, seat: int) -> list[dict[str, Any]]:
        """The lines the seat writes, as JSON."""
        return [_line(line) for line in seat_lines(_sheet(sheet), seat)]

    def open_marks(self, match: MatchLike[Any]) -> list[int]:
        """Every player's open radelci."""
        return list(_match(match).radelci)

    def settlement_lines(self, match: MatchLike[Any], seat: int) -> list[dict[str, Any]]:
        """One penalty line per open radelc (V30)."""
        m = _match(match)
        pen = m.rules.radelc_end_penalty
        line = {"item": "radelc", "kind": "penalty", "seat": seat, "base": -pen, "kontra": 1}
        line["amount"] = -pen
        return [dict(line) for _ in range(m.radelci[seat])]
