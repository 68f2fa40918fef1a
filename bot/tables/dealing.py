"""A table's deal cycle: deal, arrange each move, apply and store it, book, pause, finish.

An action is **stored first** and only then applied to the in-memory deal; on a restart the
deal is rebuilt by replaying the stored log, so memory never holds anything the store does
not. Every move is arranged by :meth:`DealCycle._schedule_turn`: a computer (a computer
seat, or a stand-in for an absent human) moves after a short natural delay; a human on turn
gets his hand pushed and, with a move timer, the computer moves for him when it runs out.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass

from bot.store import ActorKind, DuplicateActionError, TableStatus
from bot.tables import booking
from bot.tables.core import PAUSE, TURN, TableCore
from bot.tables.errors import StaleAction
from bot.tables.observer import TableEvent
from engine.core.actions import Action
from engine.core.family import EventLike

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ApplyResult:
    """An applied action."""

    deal_no: int
    move: int
    """The move number the action was applied at; the next expected move is ``move + 1``."""
    action: Action
    events: tuple[EventLike, ...]
    deal_over: bool
    session_over: bool


class DealCycle(TableCore):
    """Dealing, the moves of a deal, booking it, and the session's end."""

    def _current(self, deal_no: int, move: int) -> bool:
        """Whether a move arranged for ``deal_no``/``move`` is still the one due."""
        return (
            self.status == "playing"
            and not self.between_deals
            and self.session is not None
            and self.session.deal_no == deal_no
            and not self.session.over
            and self.session.move == move
        )

    async def _start_deal(self) -> None:
        session = self.session
        assert session is not None
        # A change still waiting is of the previous deal: it goes out now, on its own and
        # before the new deal is announced (the update interval paces one deal's updates).
        self._updates.flush()
        dealt = session.deal_next(self.seed)
        await self._store.tables.add_deal(
            self.id, dealt.deal_no, json.dumps(dealt.header, separators=(",", ":"))
        )
        session.begin(dealt)
        self._stand_in = set()
        self.between_deals = False
        self.next_deal_at = None
        self.ready_seats.clear()
        self.timers.cancel(PAUSE)
        self.outbox.put(lambda: self._observer.deal_started(self))
        to_move = session.to_move
        for s in self.seats:
            if s.is_human and s.index != to_move:
                self._hand(s.index)
        self._changed()
        if session.over:
            # Over as soon as it is dealt (a French petit sec annuls the deal): booked at once.
            await self._finish_deal()
            return
        self._schedule_turn()

    def _schedule_turn(self) -> None:
        """Arrange the next move: a computer after its delay, or a human with his timer."""
        self.timers.cancel(TURN)
        self.turn_deadline = None
        session = self.session
        seat_index = self.to_move
        if session is None or seat_index is None:
            return
        seat = self.seats[seat_index]
        deal_no, move = session.deal_no, session.move
        if seat.computer_plays:
            kind: ActorKind = "stand_in" if seat.is_human else "computer"

            async def computer() -> None:
                await self._computer_turn(deal_no, move, kind)

            self.timers.start(TURN, self.computers.delay(deal_no, move), computer)
            return
        self._hand(seat.index)
        timer = self.config.move_timer
        if timer:
            self.turn_deadline = self._clock.now() + timer

            async def timed_out() -> None:
                await self._computer_turn(deal_no, move, "timer")

            self.timers.start(TURN, timer, timed_out)

    async def _computer_turn(self, deal_no: int, move: int, kind: ActorKind) -> None:
        """A scheduled computer move (for a computer seat, a stand-in, or a timed-out human)."""
        try:
            async with self._op():
                if not self._current(deal_no, move) or self.session is None:
                    return
                index = self.to_move
                assert index is not None
                seat = self.seats[index]
                if kind == "timer":
                    if not seat.present:
                        return
                    seat.misses += 1
                    if seat.misses >= self._defaults.misses_before_away:
                        seat.away = True
                    await self._save_seat(seat)
                    self._changed()
                elif not seat.computer_plays:
                    return
                seen = self.session.view(index)
                seed = self.computers.seed(deal_no, move)
            action = await self.computers.choose(self.config.level, seen, seed)
            async with self._op():
                if not self._current(deal_no, move):
                    return
                index = self.to_move
                assert index is not None
                if kind != "timer" and not self.seats[index].computer_plays:
                    return
                await self._apply_locked(index, action, None, kind)
        except StaleAction:
            log.debug("table %s: computer move %s/%s was overtaken", self.id, deal_no, move)
        except Exception as exc:
            if self.lost:
                log.warning("table %s: taken over by another process", self.id)
                return
            if self.stopped:
                log.debug(
                    "table %s: computer move %s/%s left for the next process",
                    self.id,
                    deal_no,
                    move,
                )
                return
            log.exception("table %s: computer move %s/%s failed", self.id, deal_no, move)
            self._report(exc)
            await self.outbox.drain()

    async def _apply_locked(
        self, index: int, action: Action, actor_id: int | None, kind: ActorKind
    ) -> ApplyResult:
        """Check and apply one action of the seat on turn: stored first, then kept."""
        session = self.session
        assert session is not None
        deal_seat = session.deal_seat(index)
        assert deal_seat is not None
        move = session.move
        prepared = session.prepare(action, deal_seat)
        try:
            await self._store.tables.append_action(
                self.id, session.deal_no, move, prepared.text, index, actor_id, kind
            )
        except DuplicateActionError as exc:
            raise StaleAction(str(exc), expected=move, current=move) from exc
        # Stored: now the in-memory deal may follow.
        session.commit(prepared)
        seat = self.seats[index]
        if seat.is_human and kind != "player":
            self._stand_in.add(index)
        event = TableEvent(
            session.deal_no, move, index, action, kind, prepared.events, session.seats
        )
        self._changed(event)
        self._hand(index)
        deal_over = session.over
        if deal_over:
            await self._finish_deal()
        else:
            self._schedule_turn()
        return ApplyResult(
            deal_no=session.deal_no,
            move=move,
            action=action,
            events=prepared.events,
            deal_over=deal_over,
            session_over=self.status != "playing",
        )

    async def _finish_deal(self) -> None:
        session = self.session
        assert session is not None and self.session_id is not None
        self.timers.cancel(TURN)
        self.turn_deadline = None
        seats = session.seats
        sheet = session.record()
        self._unbooked[session.deal_no] = booking.deal_entries(
            self.game.booking,
            sheet,
            [s.row() for s in self.seats],
            seats,
            session.deal_no,
            self._stand_in,
        )
        try:
            await self._book_pending()
        except Exception as exc:
            # The action log has the deal: the booking is retried at the next deal's end,
            # before the session closes, and when the table resumes after a restart.
            log.exception("table %s: booking deal %s failed", self.id, session.deal_no)
            self._report(exc)
        self.outbox.put(lambda: self._observer.deal_finished(self, sheet))
        if session.match.finished:
            await self._finish_session(ended_early=False, reason="finished")
        else:
            self._begin_pause()

    async def _book_pending(self) -> None:
        """Book the finished deals not yet in the ledger, oldest first (raises on failure)."""
        assert self.session_id is not None
        for deal_no in sorted(self._unbooked):
            await self._store.ledger.record_deal(self.session_id, deal_no, self._unbooked[deal_no])
            del self._unbooked[deal_no]

    def _begin_pause(self) -> None:
        self.between_deals = True
        self.ready_seats.clear()
        pause = self._defaults.next_deal_pause
        self.next_deal_at = self._clock.now() + pause
        deal_no = self.deal_no

        async def over() -> None:
            await self._pause_over(deal_no)

        self.timers.start(PAUSE, pause, over)

    async def _pause_over(self, deal_no: int) -> None:
        try:
            async with self._op():
                if self.status != "playing" or not self.between_deals or self.deal_no != deal_no:
                    return
                if not any(s.present for s in self.seats):
                    await self._finish_session(ended_early=True, reason="abandoned")
                    return
                await self._start_deal()
        except Exception as exc:
            if self.lost:
                log.warning("table %s: taken over by another process", self.id)
                return
            if self.stopped:
                return  # shutting down: the next process starts the deal
            log.exception("table %s: starting deal %s failed", self.id, deal_no + 1)
            self._report(exc)
            await self.outbox.drain()

    async def _finish_session(self, *, ended_early: bool, reason: str) -> None:
        session = self.session
        assert session is not None and self.session_id is not None
        # A session closes only with every deal booked (else it stays open for a resume).
        await self._book_pending()
        match = session.match
        rows = [s.row() for s in self.seats]
        game = self.game
        standings = booking.standings(game.booking, match, rows)
        status: TableStatus = "finished" if match.deals_played > 0 else "cancelled"
        await self._store.ledger.close_session(
            self.session_id,
            standings,
            booking.settlement_entries(game.booking, match, rows),
            ended_early=ended_early,
            table_status=status,
        )
        self.status = status
        self.standings = standings
        self.between_deals = False
        self.outbox.put(lambda: self._observer.session_finished(self, standings))
        self._closed(reason)
