"""From engine results to ledger rows and final standings (pure functions)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from bot.store.models import LedgerEntry, Role, SeatRow, Standing
from engine.slovenian import Contract, Match, ScoreLine, ScoreSheet
from engine.slovenian.contracts import contract_code


def _line(line: ScoreLine) -> dict[str, Any]:
    return line.model_dump(mode="json", exclude_none=True)


def seat_lines(sheet: ScoreSheet, seat: int) -> list[ScoreLine]:
    """The lines that make up what ``seat`` writes for a deal (they sum to its score).

    The declarer and his partner write the side's lines; everybody writes his own penalties;
    in klop each player writes his own lines.
    """
    if sheet.contract == Contract.KLOP:
        return [line for line in sheet.lines if line.seat == seat]
    own = [line for line in sheet.penalties if line.seat == seat]
    if seat in (sheet.declarer, sheet.partner):
        return [*sheet.lines, *own]
    return own


def seat_role(sheet: ScoreSheet, seat: int) -> Role:
    """declarer, partner, opponent, or klop."""
    if sheet.contract == Contract.KLOP:
        return "klop"
    if seat == sheet.declarer:
        return "declarer"
    if seat == sheet.partner:
        return "partner"
    return "opponent"


def deal_entries(
    sheet: ScoreSheet,
    seats: Sequence[SeatRow],
    deal_no: int,
    stand_in: Collection[int] = (),
) -> list[LedgerEntry]:
    """One ledger row per seat for a scored deal.

    ``stand_in``: seats of human players for whom a computer made at least one move.
    """
    out: list[LedgerEntry] = []
    for s in seats:
        p = s.seat
        role = seat_role(sheet, p)
        won: bool | None = None
        if role in ("declarer", "partner"):
            won = sheet.won
        elif role == "opponent" and sheet.won is not None:
            won = not sheet.won
        out.append(
            LedgerEntry(
                seat=p,
                user_id=s.user_id,
                deal_no=deal_no,
                score=sheet.scores[p],
                lines=[_line(line) for line in seat_lines(sheet, p)],
                kind="deal",
                role=role,
                contract=contract_code(sheet.contract),
                won=won,
                stand_in=p in stand_in and s.user_id is not None,
            )
        )
    return out


def standings(match: Match, seats: Sequence[SeatRow]) -> list[Standing]:
    """Final standings by seat: totals, open radelci, their penalty and the final score.

    Equal final scores share a place (1 is best).
    """
    finals = match.final_scores()
    pen = match.rules.radelc_end_penalty
    out: list[Standing] = []
    for s in seats:
        p = s.seat
        out.append(
            Standing(
                seat=p,
                user_id=s.user_id,
                name=s.name,
                total=match.totals[p],
                radelci=match.radelci[p],
                penalty=pen * match.radelci[p],
                final=finals[p],
                place=1 + sum(1 for f in finals if f > finals[p]),
            )
        )
    return out


def radelc_entries(match: Match, seats: Sequence[SeatRow]) -> list[LedgerEntry]:
    """The radelc penalty rows at the end of a session (one line per open radelc)."""
    pen = match.rules.radelc_end_penalty
    out: list[LedgerEntry] = []
    for s in seats:
        count = match.radelci[s.seat]
        if count <= 0:
            continue
        line = {"item": "radelc", "kind": "penalty", "seat": s.seat, "base": -pen, "kontra": 1}
        line["amount"] = -pen
        out.append(
            LedgerEntry(
                seat=s.seat,
                user_id=s.user_id,
                deal_no=match.deals_played,
                score=-pen * count,
                lines=[dict(line) for _ in range(count)],
                kind="radelc",
            )
        )
    return out
