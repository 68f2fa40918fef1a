"""One table per channel: a lobby, then a session of deals of one family.

:class:`Table` is the public face: the operations a player, a host or the interface asks
for. It is put together from parts that each keep one responsibility:

* :mod:`bot.tables.core` — the table's state, reading it, the lock, notifications;
* :mod:`bot.tables.lobby` — sitting down, computer seats, configuration;
* :mod:`bot.tables.dealing` — dealing, arranging and applying moves, booking, the end;
* :mod:`bot.tables.restore` — rebuilding a stored table after a restart;
* :mod:`bot.tables.session` — the engine side (the family, its match, the current deal);
* :mod:`bot.tables.outbox`, :mod:`bot.tables.timers`, :mod:`bot.tables.computer`,
  :mod:`bot.tables.booking` — notifications, timers, computer players, ledger rows.

Every operation runs under the table's lock. An action is checked (seat, turn, move
number, legality), **appended to the store first**, and only then applied in memory.

Time comes from a :class:`~bot.tables.clock.Clock`: computer moves after a short natural
delay, the move timer, the pause between deals, lobby expiry and the coalesced
``table_changed`` notifications are all scheduled on it, so tests run on fake time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.tables.core import LOBBY
from bot.tables.dealing import ApplyResult
from bot.tables.errors import (
    EndUnavailable,
    InvalidAction,
    NeedHuman,
    NotAway,
    NotBetweenDeals,
    NotHost,
    NotSeated,
    NotYourTurn,
    StaleAction,
    TableError,
    WrongStatus,
)
from bot.tables.lobby import LobbyOps
from bot.tables.restore import RestoreOps
from bot.tables.seats import Seat, SeatRef
from bot.tables.session import Session
from engine.core.actions import Action

_UNSET: Any = object()


@dataclass(frozen=True)
class EndVote:
    """The state of a vote to end a session of open length (Slovenian: the škis round)."""

    called: bool
    votes: int
    needed: int


class Table(LobbyOps, RestoreOps):
    """A table in one channel: lobby, then a session of deals."""

    # == starting and stopping ==============================================================
    async def start(self, by: int) -> None:
        """The host starts the session; empty seats get computer players."""
        async with self._op():
            self._require_status("lobby")
            self._require_host(by)
            if not any(s.is_human for s in self.seats):
                raise NeedHuman()
            seats = list(self.seats)
            while len(seats) < self.config.players:
                seats.append(Seat(len(seats), None))
            session_id = await self._store.tables.start(self.id, [s.row() for s in seats])
            self.seats = seats
            self.session_id = session_id
            self.status = "playing"
            self.session = Session(
                self.game.engine,
                self.config.rules(),
                self.config.players,
                max_deals=self.config.deals,
            )
            self.timers.cancel(LOBBY)
            self._emit_lobby()
            await self._start_deal()

    async def stop(self, by: int | None = None, *, force: bool = False) -> None:
        """Close the table: a lobby is cancelled; a session ends now (the unfinished deal is
        dropped, the finished ones stand, the session's settlement is charged). The host may
        stop; ``force`` lets the interface allow others (e.g. server moderators)."""
        async with self._op():
            if not force:
                if by is None:
                    raise NotHost()
                self._require_host(by)
            if self.status == "lobby":
                await self._close("cancelled", "cancelled")
            elif self.status == "playing":
                await self._finish_session(ended_early=True, reason="stopped")
            else:
                raise WrongStatus(status=self.status)

    cancel = stop

    async def set_messages(
        self, *, lobby_message_id: int | None = _UNSET, table_message_id: int | None = _UNSET
    ) -> None:
        """Remember the Discord messages of the lobby and of the current table."""
        changes: dict[str, int | None] = {}
        if lobby_message_id is not _UNSET:
            changes["lobby_message_id"] = lobby_message_id
        if table_message_id is not _UNSET:
            changes["table_message_id"] = table_message_id
        async with self._op():
            await self._store.tables.update(self.id, **changes)  # type: ignore[arg-type]
            if lobby_message_id is not _UNSET:
                self.lobby_message_id = lobby_message_id
            if table_message_id is not _UNSET:
                self.table_message_id = table_message_id

    async def leave(self, user_id: int) -> None:
        """Leave the table: in a lobby the seat is freed (the host passes to the next human;
        an empty lobby closes); during a session a computer takes the seat until the player
        comes back (:meth:`return_to_seat`)."""
        async with self._op():
            index = self._require_seat(user_id)
            if self.status == "lobby":
                await self._leave_lobby(index, user_id)
                return
            self._require_status("playing")
            seat = self.seats[index]
            if seat.left:
                return
            seat.left = True
            await self._save_seat(seat)
            self.ready_seats.discard(index)
            self._changed()
            if self.to_move == index:
                self._schedule_turn()

    # == play ===============================================================================
    async def apply(
        self,
        by: int | SeatRef,
        action: Action | str,
        expected_move: int,
        *,
        deal_no: int | None = None,
    ) -> ApplyResult:
        """Apply a player's action (an action of the table's family, or its notation).

        ``by`` is the acting user's id (or a :class:`SeatRef`); ``expected_move`` is the move
        number the click was made for (``table.move`` when the button was drawn) and
        ``deal_no`` the deal (``table.deal_no``), so a stale or double click is refused with
        :class:`StaleAction`. Also :class:`NotSeated`, :class:`NotYourTurn`,
        :class:`InvalidAction`, :class:`IllegalMove`, :class:`WrongStatus`.
        A player marked away or gone who acts is back at his seat.
        """
        results = await self.apply_many(by, [action], expected_move, deal_no=deal_no)
        return results[0]

    async def apply_many(
        self,
        by: int | SeatRef,
        actions: Sequence[Action | str],
        expected_move: int,
        *,
        deal_no: int | None = None,
        any_order: bool = False,
    ) -> list[ApplyResult]:
        """Apply several actions of one player in a row under one hold of the lock (the
        discards chosen at once): the whole sequence is checked first, on the engine, and
        then applied action after action; if any is refused, none is applied. With
        ``any_order`` the actions were chosen together (a select) and are applied in an
        order the rules allow.

        Refusals as for :meth:`apply`; ``expected_move`` is the move of the first action.
        """
        async with self._op():
            session = self.session
            if self.status != "playing" or session is None or session.deal is None:
                raise WrongStatus(status=self.status)
            if isinstance(by, SeatRef):
                if not 0 <= by.seat < len(self.seats):
                    raise NotSeated(seat=by.seat)
                index = by.seat
                actor_id = self.seats[index].user_id
            else:
                index = self._require_seat(by)
                actor_id = by
            if (
                (deal_no is not None and deal_no != session.deal_no)
                or expected_move != session.move
                or session.over
                or self.between_deals
            ):
                raise StaleAction(expected=expected_move, current=session.move)
            deal_seat = session.deal_seat(index)
            if deal_seat is None or index != session.to_move:
                raise NotYourTurn(seat=session.to_move)
            if not actions:
                raise InvalidAction("no action given", action="")
            parsed = [session.parse(a) for a in actions]
            if any_order:
                parsed = session.order(parsed, deal_seat)
            else:
                session.check(parsed, deal_seat)
            seat = self.seats[index]
            if seat.is_human and (seat.away or seat.left or seat.misses):
                seat.away = seat.left = False
                seat.misses = 0
                await self._save_seat(seat)
            return [await self._apply_locked(index, a, actor_id, "player") for a in parsed]

    # == between deals and the session's end ================================================
    async def ready(self, user_id: int) -> bool:
        """Between deals: the player is ready; the next deal starts when every present human
        is. Returns True when this started the deal."""
        async with self._op():
            index = self._require_seat(user_id)
            if self.status != "playing" or not self.between_deals:
                raise NotBetweenDeals()
            seat = self.seats[index]
            if not seat.present:
                seat.away = seat.left = False
                seat.misses = 0
                await self._save_seat(seat)
            self.ready_seats.add(index)
            present = {s.index for s in self.seats if s.present}
            if present <= self.ready_seats:
                await self._start_deal()
                return True
            self._changed()
            return False

    async def return_to_seat(self, user_id: int) -> None:
        """A player who left or was marked away takes his seat back from the computer."""
        async with self._op():
            index = self._require_seat(user_id)
            self._require_status("playing")
            seat = self.seats[index]
            if seat.present:
                raise NotAway()
            seat.away = seat.left = False
            seat.misses = 0
            await self._save_seat(seat)
            self._changed()
            self._hand(index)
            if self.to_move == index:
                self._schedule_turn()

    @property
    def end_open(self) -> bool:
        """Whether the players may still ask to end this session (open length, not asked)."""
        return self.config.deals is None and self.end_requested_after is None

    async def vote_end(self, user_id: int) -> EndVote:
        """Vote to end a session of open length the family's way (Slovenian: the škis
        round); the host's vote decides alone, else a majority of the present humans."""
        async with self._op():
            self._require_seat(user_id)
            self._require_status("playing")
            session = self.session
            assert session is not None
            if not self.end_open:
                raise EndUnavailable()
            self.end_votes.add(user_id)
            present = {s.user_id for s in self.seats if s.present}
            present.add(user_id)
            votes = len(self.end_votes & present)
            needed = len(present) // 2 + 1
            if user_id == self.host_id or votes >= needed:
                after = session.match.deals_played
                await self._store.tables.update(self.id, end_requested_after=after)
                self.end_requested_after = after
                session.match.request_end()
                self._changed()
                return EndVote(True, votes, needed)
            self._changed()
            return EndVote(False, votes, needed)


__all__ = [
    "ApplyResult",
    "EndVote",
    "Seat",
    "SeatRef",
    "Table",
    "TableError",
]
