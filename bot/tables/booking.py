"""From finished deals to ledger rows and final standings (pure functions).

What a seat writes, its role and the contract come from the family's
:class:`~bot.families.booking.Booking`; this module puts them in the store's rows. Seats
here are match seats; a deal's sheet is indexed by deal seats, mapped by ``deal_seats``.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from bot.families.booking import Booking
from bot.store.models import LedgerEntry, SeatRow, Standing
from engine.core.family import MatchLike, SheetLike


def deal_entries(
    booking: Booking,
    sheet: SheetLike,
    seats: Sequence[SeatRow],
    deal_seats: Sequence[int],
    deal_no: int,
    stand_in: Collection[int] = (),
) -> list[LedgerEntry]:
    """One ledger row per match seat for a scored deal: its result, or that it sat out.

    ``deal_seats`` is the match seat of each deal seat; ``stand_in`` the match seats of
    human players for whom a computer made at least one move.
    """
    out: list[LedgerEntry] = []
    for s in seats:
        m = s.seat
        if m not in deal_seats:
            out.append(LedgerEntry(m, s.user_id, deal_no, 0, [], kind="out"))
            continue
        p = list(deal_seats).index(m)
        out.append(
            LedgerEntry(
                seat=m,
                user_id=s.user_id,
                deal_no=deal_no,
                score=sheet.scores[p],
                lines=booking.seat_lines(sheet, p),
                kind="deal",
                role=booking.seat_role(sheet, p),
                contract=booking.contract_code(sheet),
                won=booking.seat_won(sheet, p),
                stand_in=m in stand_in and s.user_id is not None,
            )
        )
    return out


def standings(booking: Booking, match: MatchLike[Any], seats: Sequence[SeatRow]) -> list[Standing]:
    """Final standings by seat: totals, the marks charged at the end, what they cost and the
    final score. Equal final scores share a place (1 is best)."""
    finals = match.final_scores()
    marks = booking.open_marks(match)
    out: list[Standing] = []
    for s in seats:
        p = s.seat
        out.append(
            Standing(
                seat=p,
                user_id=s.user_id,
                name=s.name,
                total=match.totals[p],
                radelci=marks[p],
                penalty=match.totals[p] - finals[p],
                final=finals[p],
                place=1 + sum(1 for f in finals if f > finals[p]),
            )
        )
    return out


def settlement_entries(
    booking: Booking, match: MatchLike[Any], seats: Sequence[SeatRow]
) -> list[LedgerEntry]:
    """The rows of what the session's end charges each seat (Slovenian: one line per open
    radelc)."""
    out: list[LedgerEntry] = []
    for s in seats:
        lines = booking.settlement_lines(match, s.seat)
        if not lines:
            continue
        out.append(
            LedgerEntry(
                seat=s.seat,
                user_id=s.user_id,
                deal_no=match.deals_played,
                score=sum(int(line["amount"]) for line in lines),
                lines=lines,
                kind="settlement",
            )
        )
    return out
