"""Bringing a stored open table back after a restart: replay, book what is missing, resume.

Every deal of the session is rebuilt from its stored header and action log through the
family (each action re-checked) and booked in a fresh match in order, with the session's
end asked for where it was; deals the ledger lacks are booked now; then the timers start
again where the table stopped (lobby expiry, a computer's move, a move timer, the pause).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Self

from bot.store import ActionRow, StoreError, TableRow
from bot.tables import booking
from bot.tables.context import TableContext
from bot.tables.dealing import DealCycle
from bot.tables.observer import TableEvent
from bot.tables.session import Session
from engine.core.errors import RecordError


class RestoreOps(DealCycle):
    """Rebuilding a table from the store."""

    @classmethod
    async def restore(cls, row: TableRow, ctx: TableContext) -> Self:
        """Rebuild a stored open table: replay every deal from the action log, complete any
        missing ledger rows, and restart its timers (lobby expiry, move timer, computer
        move, or the pause between deals)."""
        seats = await ctx.store.tables.seats(row.id)
        table = cls(row, seats, ctx)
        async with table._op():
            if row.status == "lobby":
                table._touch_lobby()
            elif row.status == "playing":
                await table._rebuild()
        return table

    async def _rebuild(self) -> None:
        store = self._store
        stored = await store.ledger.session_for_table(self.id)
        if stored is None:
            raise StoreError(f"table {self.id} is playing but has no session")
        self.session_id = stored.id
        session = Session(
            self.game.engine, self.config.rules(), self.config.players, max_deals=self.config.deals
        )
        self.session = session
        deal_rows = await store.tables.deals(self.id)
        logged: dict[int, list[ActionRow]] = {}
        for a in await store.tables.actions(self.id):
            logged.setdefault(a.deal_no, []).append(a)
        booked = await store.ledger.booked_deals(stored.id)
        rows = [s.row() for s in self.seats]
        replayed: tuple[TableEvent, ...] = ()
        for i, d in enumerate(deal_rows):
            if d.deal_no != i + 1:
                raise RecordError(f"table {self.id}: deal {d.deal_no} found where {i + 1} was due")
            if self.end_requested_after == i:
                session.match.request_end()
            acts = logged.get(d.deal_no, [])
            _check_moves(self.id, d.deal_no, acts)
            done = session.replay(json.loads(d.header_json), [a.action for a in acts])
            stand_in = {a.seat for a in acts if a.actor_kind != "player"}
            if not session.over:
                if i != len(deal_rows) - 1:
                    raise RecordError(f"table {self.id}: deal {d.deal_no} unfinished but not last")
                self._stand_in = stand_in
                seats = session.seats
                for a, r in zip(acts, done, strict=True):
                    if seats[r.deal_seat] != a.seat:
                        raise RecordError(
                            f"table {self.id} deal {d.deal_no}: move {a.move_no} is logged for"
                            f" seat {a.seat}, but seat {seats[r.deal_seat]} was to move"
                        )
                replayed = tuple(
                    TableEvent(
                        d.deal_no, a.move_no, a.seat, r.action, a.actor_kind, r.events, seats
                    )
                    for a, r in zip(acts, done, strict=True)
                )
                continue
            seats_of_deal = session.seats
            sheet = session.record()
            if d.deal_no not in booked:
                self._unbooked[d.deal_no] = booking.deal_entries(
                    self.game.booking, sheet, rows, seats_of_deal, d.deal_no, stand_in
                )
        if self.end_requested_after is not None and self.end_requested_after == len(deal_rows):
            session.match.request_end()
        await self._book_pending()
        if session.match.finished:
            await self._finish_session(ended_early=False, reason="finished")
            return
        if session.deal is None:
            await self._start_deal()
        elif session.over:
            self._begin_pause()
        else:
            # The deal so far, for the public log: a move stored just before the restart
            # (its click perhaps never answered) is shown like any other.
            self._replayed(replayed)
            self._schedule_turn()


def _check_moves(table_id: int, deal_no: int, acts: Sequence[ActionRow]) -> None:
    for j, a in enumerate(acts):
        if a.move_no != j:
            raise RecordError(f"table {table_id} deal {deal_no}: move {j} is missing")
