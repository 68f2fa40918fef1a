"""Which seats asked for hints in which deal (migration 0007).

A seat that asks for the computer's evaluation of its legal actions is written down at once,
before the evaluation is shown, so a hint seen is always counted (even if the bot stops
before the deal ends). When the deal is booked, :meth:`LedgerRepo.record_deal
<bot.store.ledger.LedgerRepo.record_deal>` marks those seats' rows (``ledger.hinted``).
"""

from __future__ import annotations

from bot.store.db import Database


class HintRepo:
    """Reads and writes the hints used at the tables."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def record(self, table_id: int, deal_no: int, seat: int, user_id: int) -> int:
        """Note that a seat asked for a hint in a deal; how many times it has asked now."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "INSERT INTO hints_used (table_id, deal_no, seat, user_id, hints, first_at)"
                " VALUES (?, ?, ?, ?, 1, ?) ON CONFLICT (table_id, deal_no, seat)"
                " DO UPDATE SET hints = hints_used.hints + 1",
                (table_id, deal_no, seat, user_id, self.db.timestamp()),
            )
            row = await conn.fetchone(
                "SELECT hints FROM hints_used WHERE table_id = ? AND deal_no = ? AND seat = ?",
                (table_id, deal_no, seat),
            )
        return int(row["hints"]) if row is not None else 0

    async def seats(self, table_id: int, deal_no: int) -> dict[int, int]:
        """The seats that asked for hints in a deal → how many times."""
        rows = await self.db.fetchall(
            "SELECT seat, hints FROM hints_used WHERE table_id = ? AND deal_no = ? ORDER BY seat",
            (table_id, deal_no),
        )
        return {int(r["seat"]): int(r["hints"]) for r in rows}
