"""French tarot in the ledger: roles, contract codes and the lines each seat writes.

The engine's sheet gives every line per defender (X, from the attack's side); a seat writes
each line times its share of X: a defender −1, the taker 2 (three players), 3 (four), 2 with
a partner or 4 alone (five), the partner 1. So a seat's lines always sum to its score. A
deal passed by everyone or annulled by a Petit sec (:class:`~bot.families.french.deals.
UnplayedDeal`) writes nothing and has no contract. Nothing is charged at the end of a
session.
"""

from __future__ import annotations

from typing import Any

from bot.families.booking import Booking
from bot.families.french.deals import UnplayedDeal
from engine.core.family import SheetLike
from engine.french import ScoreSheet
from engine.french.rules import CONTRACT_CODES


def sheet_of(sheet: SheetLike) -> ScoreSheet | UnplayedDeal:
    """The sheet as French tarot's own (TypeError for another game's)."""
    if not isinstance(sheet, ScoreSheet | UnplayedDeal):
        raise TypeError(f"not a French tarot score sheet: {type(sheet).__name__}")
    return sheet


def share(sheet: ScoreSheet, seat: int) -> int:
    """How many times X the seat writes (negative: it pays)."""
    if seat == sheet.taker:
        return 2 if sheet.partner is not None else sheet.players - 1
    if seat == sheet.partner:
        return 1
    return -1


class FrenchBooking(Booking):
    """Roles (taker, partner, defender), contract codes and each seat's share of the lines."""

    bonus_items = ("petit_au_bout", "poignee", "chelem")
    bonus_kinds = ("attack",)
    """A bonus counts for a player when it is the attack's own (its petit au bout, a poignée
    one of its players showed, its chelem) and the player's side wins it."""

    def seat_role(self, sheet: SheetLike, seat: int) -> str | None:
        """declarer (the taker), partner or defender; None for a deal nobody played."""
        s = sheet_of(sheet)
        if isinstance(s, UnplayedDeal):
            return None
        if seat == s.taker:
            return "declarer"
        if seat == s.partner:
            return "partner"
        return "defender"

    def seat_won(self, sheet: SheetLike, seat: int) -> bool | None:
        """Whether the seat's side won (None for a deal nobody played)."""
        s = sheet_of(sheet)
        if isinstance(s, UnplayedDeal):
            return None
        attack = seat in (s.taker, s.partner)
        return s.made if attack else not s.made

    def contract_code(self, sheet: SheetLike) -> str | None:
        """``prise``, ``garde``, ``garde_sans`` or ``garde_contre`` (None: not played)."""
        s = sheet_of(sheet)
        return None if isinstance(s, UnplayedDeal) else CONTRACT_CODES[s.contract]

    def seat_lines(self, sheet: SheetLike, seat: int) -> list[dict[str, Any]]:
        """The seat's share of each line (``amount``: what it writes for the line; ``kind``:
        the side a petit au bout or a poignée went to, for the statistics' bonuses)."""
        s = sheet_of(sheet)
        if isinstance(s, UnplayedDeal):
            return []
        factor = share(s, seat)
        out: list[dict[str, Any]] = []
        for line in s.lines:
            data = line.model_dump(mode="json", exclude_none=True, exclude={"amount"})
            data["amount"] = line.amount * factor
            if line.side is not None:
                data["kind"] = line.side
            elif line.item in ("chelem", "defence_chelem"):
                data["kind"] = "attack" if line.item == "chelem" else "defence"
            out.append(data)
        return out
