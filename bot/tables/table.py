"""One table per channel: seats, the match, the current deal, timers, persistence.

Every operation runs under the table's :attr:`Table.lock`. An action is checked (seat, turn,
move number, legality), **appended to the store first**, and only then applied to the
in-memory state; on a restart the state is rebuilt by replaying the stored log, so memory
never holds anything the store does not.

Time comes from a :class:`~bot.tables.clock.Clock`: computer moves after a short natural
delay, the move timer, the pause between deals, lobby expiry and the coalesced
``table_changed`` notifications are all scheduled on it, so tests run on fake time.
"""

from __future__ import annotations

import asyncio
import logging
import math
import random
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from bot.store import (
    ActionRow,
    ActorKind,
    DuplicateActionError,
    GuildSettings,
    LedgerEntry,
    SeatRow,
    Standing,
    Store,
    StoreError,
    TableConfig,
    TableRow,
    TableStatus,
)
from bot.tables import booking
from bot.tables.clock import Clock, TimerHandle
from bot.tables.computer import ComputerFactory, ComputerPlayer, RandomComputer
from bot.tables.errors import (
    AlreadySeated,
    IllegalMove,
    InvalidAction,
    NeedHuman,
    NoComputer,
    NotAway,
    NotBetweenDeals,
    NotHost,
    NotSeated,
    NotYourTurn,
    SkisUnavailable,
    StaleAction,
    TableError,
    TableFull,
    WrongStatus,
)
from bot.tables.observer import TableEvent, TableObserver
from engine.slovenian import (
    Action,
    DealRecord,
    DealState,
    Event,
    IllegalAction,
    MalformedAction,
    Match,
    PlayerView,
    RecordedDeal,
    RecordError,
    Rules,
    ScoreSheet,
    format_action,
    legal_actions,
    parse_action,
    view,
)
from engine.slovenian import apply as engine_apply

if TYPE_CHECKING:
    from bot.settings import Settings

log = logging.getLogger(__name__)

_UNSET: Any = object()


@dataclass(frozen=True)
class TableDefaults:
    """Timing and defaults shared by every table of a manager."""

    computer_delay: float = 1.0
    """Seconds a computer waits before a move (varied by ± ``delay_jitter``)."""
    delay_jitter: float = 0.25
    lobby_timeout: float = 900.0
    """Seconds without lobby activity before the lobby is closed."""
    next_deal_pause: float = 20.0
    """Seconds between deals unless every present human clicks Ready sooner."""
    update_interval: float = 1.0
    """At most one ``table_changed`` per this many seconds per table."""
    misses_before_away: int = 2
    """Moves in a row played by the timer before a player is marked away."""
    move_timer: float | None = 120.0
    level: str = "normal"
    deals: int | None = 8

    @classmethod
    def from_settings(cls, settings: Settings, **changes: Any) -> TableDefaults:
        """Defaults from the bot settings (``changes`` override single fields)."""
        values: dict[str, Any] = {
            "computer_delay": settings.computer_delay,
            "lobby_timeout": settings.lobby_timeout,
            "move_timer": settings.move_timer,
            "level": settings.default_level,
        }
        values.update(changes)
        return cls(**values)

    def config(self, **changes: Any) -> TableConfig:
        """A table configuration with these defaults (``changes`` override fields)."""
        values: dict[str, Any] = {
            "level": self.level,
            "move_timer": self.move_timer,
            "deals": self.deals,
        }
        values.update(changes)
        return TableConfig(**values)

    def config_for(self, guild: GuildSettings | None, **changes: Any) -> TableConfig:
        """A table configuration from a server's settings over these defaults (``changes``,
        e.g. the options of the start command, override both)."""
        values: dict[str, Any] = {}
        if guild is not None:
            if guild.preset:
                values["preset"] = guild.preset
            if guild.switches:
                values["rule_overrides"] = dict(guild.switches)
            if guild.move_timer is not None:
                values["move_timer"] = guild.move_timer or None
            if guild.level:
                values["level"] = guild.level
        values.update(changes)
        return self.config(**values)


@dataclass(frozen=True)
class TableContext:
    """What a table needs from outside: store, observer, clock, computers, defaults."""

    store: Store
    observer: TableObserver
    clock: Clock
    computers: ComputerFactory
    defaults: TableDefaults
    on_closed: Callable[[Table], None] | None = None


@dataclass
class Seat:
    """A seat at the table (mutable; the store keeps a copy of every change)."""

    index: int
    user_id: int | None
    """None: a computer player."""
    name: str | None = None
    away: bool = False
    """Missed his move twice: a computer plays for him until he returns."""
    left: bool = False
    """Left during the session: a computer plays for him until he takes the seat back."""
    misses: int = 0

    @property
    def is_human(self) -> bool:
        """A human's seat (whether or not he is here)."""
        return self.user_id is not None

    @property
    def present(self) -> bool:
        """A human who is playing his own seat."""
        return self.user_id is not None and not self.away and not self.left

    @property
    def computer_plays(self) -> bool:
        """The computer makes this seat's moves (a computer seat, or a stand-in)."""
        return not self.present

    def row(self) -> SeatRow:
        """The stored form."""
        return SeatRow(self.index, self.user_id, self.name, self.away, self.left, self.misses)

    @classmethod
    def from_row(cls, row: SeatRow) -> Seat:
        """From the stored form."""
        return cls(row.seat, row.user_id, row.name, row.away, row.left, row.misses)


@dataclass(frozen=True)
class SeatRef:
    """Act as a seat rather than as a user (terminal client, tests)."""

    seat: int


@dataclass(frozen=True)
class ApplyResult:
    """An applied action."""

    deal_no: int
    move: int
    """The move number the action was applied at; the next expected move is ``move + 1``."""
    action: Action
    events: tuple[Event, ...]
    deal_over: bool
    session_over: bool


@dataclass(frozen=True)
class SkisVote:
    """The state of a vote for the škis round."""

    called: bool
    votes: int
    needed: int


class Table:
    """A table in one channel: lobby, then a session of deals."""

    def __init__(self, row: TableRow, seats: Sequence[SeatRow], ctx: TableContext) -> None:
        self.id = row.id
        self.guild_id = row.guild_id
        self.channel_id = row.channel_id
        self.host_id = row.host_id
        self.config: TableConfig = row.config
        self.status: TableStatus = row.status
        self.seed = row.seed
        self.skis_called_after: int | None = row.skis_called_after
        self.lobby_message_id: int | None = row.lobby_message_id
        self.table_message_id: int | None = row.table_message_id
        self.seats: list[Seat] = [Seat.from_row(s) for s in seats]
        self.lock = asyncio.Lock()
        """Serialises every operation on this table."""
        self.match: Match | None = None
        self.deal: RecordedDeal | None = None
        """The current deal, or the last one between deals."""
        self.deal_no = 0
        """Number of the current (or last) deal, from 1; 0 before the first."""
        self.session_id: int | None = None
        self.standings: list[Standing] | None = None
        self.between_deals = False
        self.next_deal_at: float | None = None
        """Clock time the next deal starts unless everyone is ready sooner."""
        self.turn_deadline: float | None = None
        """Clock time the move timer of the human on turn runs out (None: no timer)."""
        self.ready_seats: set[int] = set()
        self.skis_votes: set[int] = set()
        self.closed_reason: str | None = None
        self._ctx = ctx
        self._store = ctx.store
        self._observer = ctx.observer
        self._clock = ctx.clock
        self._defaults = ctx.defaults
        self._stand_in: set[int] = set()
        self._unbooked: dict[int, list[LedgerEntry]] = {}
        self._turn_timer: TimerHandle | None = None
        self._pause_timer: TimerHandle | None = None
        self._lobby_timer: TimerHandle | None = None
        self._flush_timer: TimerHandle | None = None
        self._last_update = -math.inf
        self._dirty = False
        self._pending_events: list[TableEvent] = []
        self._outbox: list[Callable[[], Awaitable[None]]] = []
        self._hands_queued: set[int] = set()
        self._draining = False
        self._players: dict[str, ComputerPlayer] = {}

    # == reading ============================================================================
    @property
    def rules(self) -> Rules:
        """The rules this table plays by."""
        return self.match.rules if self.match is not None else self.config.rules()

    @property
    def state(self) -> DealState | None:
        """The current (or last) deal's state."""
        return self.deal.state if self.deal is not None else None

    @property
    def move(self) -> int:
        """The move number the next action must carry (the deal's move counter)."""
        return self.deal.state.move if self.deal is not None else 0

    @property
    def to_move(self) -> int | None:
        """The seat on turn, or None (no deal in progress)."""
        s = self.state
        if s is None or s.result is not None or self.status != "playing":
            return None
        return s.to_move

    @property
    def is_open(self) -> bool:
        """In a lobby or playing."""
        return self.status in ("lobby", "playing")

    @property
    def host_seat(self) -> int | None:
        """The host's seat."""
        return self.seat_of(self.host_id)

    def seat_of(self, user_id: int) -> int | None:
        """The seat of a user, or None."""
        for s in self.seats:
            if s.user_id == user_id:
                return s.index
        return None

    def humans(self) -> list[Seat]:
        """The human seats (present or not)."""
        return [s for s in self.seats if s.is_human]

    def view(self, seat: int | None = None) -> PlayerView | None:
        """What ``seat`` sees of the current deal (None: the public table); None without a deal."""
        s = self.state
        return None if s is None else view(s, seat)

    def view_for(self, user_id: int) -> PlayerView | None:
        """The user's own view; :class:`NotSeated` if he has no seat."""
        seat = self.seat_of(user_id)
        if seat is None:
            raise NotSeated(user_id=user_id)
        return self.view(seat)

    # == lobby ==============================================================================
    async def join(self, user_id: int, name: str | None = None) -> int:
        """Sit down in the lobby; returns the seat."""
        async with self._op():
            self._require_status("lobby")
            if self.seat_of(user_id) is not None:
                raise AlreadySeated(user_id=user_id)
            if len(self.seats) >= self.config.players:
                raise TableFull(players=self.config.players)
            seat = Seat(len(self.seats), user_id, name)
            await self._save_lobby([*self.seats, seat])
            return seat.index

    async def add_computer(self, by: int) -> int:
        """The host adds a computer player to the lobby; returns its seat."""
        async with self._op():
            self._require_status("lobby")
            self._require_host(by)
            if len(self.seats) >= self.config.players:
                raise TableFull(players=self.config.players)
            seat = Seat(len(self.seats), None)
            await self._save_lobby([*self.seats, seat])
            return seat.index

    async def remove_computer(self, by: int, seat: int | None = None) -> None:
        """The host removes a computer player (the last one, or the one at ``seat``)."""
        async with self._op():
            self._require_status("lobby")
            self._require_host(by)
            computers = [s.index for s in self.seats if not s.is_human]
            if seat is None and computers:
                seat = computers[-1]
            if seat is None or seat not in computers:
                raise NoComputer(seat=seat)
            await self._save_lobby([s for s in self.seats if s.index != seat])

    async def configure(self, by: int, config: TableConfig) -> None:
        """The host changes the lobby's configuration."""
        async with self._op():
            self._require_status("lobby")
            self._require_host(by)
            if config.players < len(self.seats):
                raise TableFull(players=config.players)
            await self._store.tables.update(self.id, config=config)
            self.config = config
            self._touch_lobby()
            self._emit_lobby()

    async def leave(self, user_id: int) -> None:
        """Leave the table: in a lobby the seat is freed (the host passes to the next human;
        an empty lobby closes); during a session a computer takes the seat until the player
        comes back (:meth:`return_to_seat`)."""
        async with self._op():
            index = self._require_seat(user_id)
            if self.status == "lobby":
                rest = [s for s in self.seats if s.index != index]
                humans = [s for s in rest if s.is_human]
                if not humans:
                    await self._close("cancelled", "cancelled")
                    return
                host = self.host_id
                if user_id == host:
                    host = humans[0].user_id or host
                await self._save_lobby(rest, host_id=host)
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
            self.match = Match(
                self.config.rules(), self.config.players, max_deals=self.config.deals
            )
            self._cancel("_lobby_timer")
            self._emit_lobby()
            await self._start_deal()

    async def stop(self, by: int | None = None, *, force: bool = False) -> None:
        """Close the table: a lobby is cancelled; a session ends now (the unfinished deal is
        dropped, the finished ones stand, open radelci are charged). The host may stop;
        ``force`` lets the interface allow others (e.g. server moderators)."""
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

    # == play ===============================================================================
    async def apply(
        self,
        by: int | SeatRef,
        action: Action | str,
        expected_move: int,
        *,
        deal_no: int | None = None,
    ) -> ApplyResult:
        """Apply a player's action.

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
    ) -> list[ApplyResult]:
        """Apply several actions of one player in a row under one hold of the lock (the
        discards chosen at once): the whole sequence is checked first, on the engine, and
        then applied action after action; if any is refused, none is applied.

        Refusals as for :meth:`apply`; ``expected_move`` is the move of the first action.
        """
        async with self._op():
            if self.status != "playing" or self.deal is None:
                raise WrongStatus(status=self.status)
            if isinstance(by, SeatRef):
                if not 0 <= by.seat < len(self.seats):
                    raise NotSeated(seat=by.seat)
                index = by.seat
                actor_id = self.seats[index].user_id
            else:
                index = self._require_seat(by)
                actor_id = by
            state = self.deal.state
            if (
                (deal_no is not None and deal_no != self.deal_no)
                or expected_move != state.move
                or state.result is not None
                or self.between_deals
            ):
                raise StaleAction(expected=expected_move, current=state.move)
            if index != state.to_move:
                raise NotYourTurn(seat=state.to_move)
            if not actions:
                raise InvalidAction("no action given", action="")
            parsed: list[Action] = []
            for action in actions:
                if isinstance(action, str):
                    try:
                        action = parse_action(action)
                    except MalformedAction as exc:
                        raise InvalidAction(str(exc), action=action) from exc
                parsed.append(action)
            probe = state
            for action in parsed:
                if probe.result is not None or probe.to_move != index:
                    raise NotYourTurn(seat=probe.to_move)
                if action not in legal_actions(probe):
                    raise _illegal(probe, action, index)
                probe, _ = engine_apply(probe, action, index)
            seat = self.seats[index]
            if seat.is_human and (seat.away or seat.left or seat.misses):
                seat.away = seat.left = False
                seat.misses = 0
                await self._save_seat(seat)
            return [await self._apply_locked(index, a, actor_id, "player") for a in parsed]

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

    async def vote_skis(self, user_id: int) -> SkisVote:
        """Vote to end the session with a škis round; the host's vote decides alone, else a
        majority of the present humans."""
        async with self._op():
            self._require_seat(user_id)
            self._require_status("playing")
            match = self.match
            assert match is not None
            if self.config.deals is not None or match.skis_called:
                raise SkisUnavailable()
            self.skis_votes.add(user_id)
            present = {s.user_id for s in self.seats if s.present}
            present.add(user_id)
            votes = len(self.skis_votes & present)
            needed = len(present) // 2 + 1
            if user_id == self.host_id or votes >= needed:
                after = match.deals_played
                await self._store.tables.update(self.id, skis_called_after=after)
                self.skis_called_after = after
                match.call_skis_round()
                self._changed()
                return SkisVote(True, votes, needed)
            self._changed()
            return SkisVote(False, votes, needed)

    # == internals: operations, notifications ================================================
    @asynccontextmanager
    async def _op(self) -> AsyncIterator[None]:
        """Hold the lock for an operation, then deliver its notifications (outside the lock)."""
        try:
            async with self.lock:
                yield
        finally:
            await self._drain()

    async def _drain(self) -> None:
        if self._draining:
            return  # the running drain delivers what was queued meanwhile, in order
        self._draining = True
        try:
            while self._outbox:
                deliver = self._outbox.pop(0)
                try:
                    await deliver()
                except Exception:
                    log.exception("observer of table %s failed", self.id)
        finally:
            self._draining = False

    def _enqueue(self, deliver: Callable[[], Awaitable[None]]) -> None:
        self._outbox.append(deliver)

    def _emit_lobby(self) -> None:
        self._enqueue(lambda: self._observer.lobby_changed(self))

    def _hand(self, seat: int) -> None:
        if seat in self._hands_queued or not self.seats[seat].is_human:
            return
        self._hands_queued.add(seat)

        async def deliver() -> None:
            self._hands_queued.discard(seat)
            await self._observer.hand_changed(self, seat)

        self._enqueue(deliver)

    def _report(self, error: BaseException) -> None:
        self._enqueue(lambda: self._observer.error(self, error))

    def _changed(self, event: TableEvent | None = None) -> None:
        """The public table changed: notify now, or once the update interval has passed."""
        if event is not None:
            self._pending_events.append(event)
        self._dirty = True
        if self._flush_timer is not None:
            return
        wait = self._last_update + self._defaults.update_interval - self._clock.now()
        if wait <= 0:
            self._emit_changed()
        else:
            self._flush_timer = self._clock.call_later(wait, self._flush)

    def _emit_changed(self) -> None:
        events = tuple(self._pending_events)
        self._pending_events.clear()
        self._dirty = False
        self._last_update = self._clock.now()
        self._enqueue(lambda: self._observer.table_changed(self, events))

    async def _flush(self) -> None:
        self._flush_timer = None
        if self._dirty and self.is_open:
            self._emit_changed()
        await self._drain()

    # == internals: state changes (lock held) ===============================================
    def _require_status(self, *statuses: TableStatus) -> None:
        if self.status not in statuses:
            raise WrongStatus(status=self.status)

    def _require_host(self, user_id: int) -> None:
        if user_id != self.host_id:
            raise NotHost(user_id=user_id)

    def _require_seat(self, user_id: int) -> int:
        index = self.seat_of(user_id)
        if index is None:
            raise NotSeated(user_id=user_id)
        return index

    def _cancel(self, name: str) -> None:
        timer: TimerHandle | None = getattr(self, name)
        if timer is not None:
            timer.cancel()
            setattr(self, name, None)

    def _cancel_all(self) -> None:
        for name in ("_turn_timer", "_pause_timer", "_lobby_timer", "_flush_timer"):
            self._cancel(name)

    async def _save_seat(self, seat: Seat) -> None:
        await self._store.tables.update_seat(self.id, seat.row())

    async def _save_lobby(self, seats: list[Seat], host_id: int | None = None) -> None:
        seats = [replace(s, index=i) for i, s in enumerate(seats)]
        if host_id is not None and host_id != self.host_id:
            await self._store.tables.update(self.id, host_id=host_id)
            self.host_id = host_id
        await self._store.tables.replace_seats(self.id, [s.row() for s in seats])
        self.seats = seats
        self._touch_lobby()
        self._emit_lobby()

    def _touch_lobby(self) -> None:
        self._cancel("_lobby_timer")
        self._lobby_timer = self._clock.call_later(
            self._defaults.lobby_timeout, self._lobby_expired
        )

    async def _lobby_expired(self) -> None:
        async with self._op():
            self._lobby_timer = None
            if self.status == "lobby":
                await self._close("cancelled", "expired")

    async def _close(self, status: TableStatus, reason: str) -> None:
        await self._store.tables.update(self.id, status=status)
        self.status = status
        self._closed(reason)

    def _closed(self, reason: str) -> None:
        self._cancel_all()
        self.turn_deadline = None
        self.next_deal_at = None
        self.closed_reason = reason
        self._enqueue(lambda: self._observer.table_closed(self, reason))
        if self._ctx.on_closed is not None:
            self._ctx.on_closed(self)

    def detach(self) -> None:
        """Stop every timer without changing anything (shutdown; the store keeps the table)."""
        self._cancel_all()

    def _player(self) -> ComputerPlayer:
        level = self.config.level
        player = self._players.get(level)
        if player is None:
            player = self._players[level] = self._ctx.computers(level)
        return player

    def _move_seed(self, deal_no: int, move: int) -> int:
        return random.Random(f"{self.seed}:{deal_no}:{move}").getrandbits(31)

    def _delay(self, deal_no: int, move: int) -> float:
        base = self._defaults.computer_delay
        j = self._defaults.delay_jitter
        if base <= 0 or j <= 0:
            return max(0.0, base)
        return base * random.Random(f"{self.seed}:{deal_no}:{move}:delay").uniform(1 - j, 1 + j)

    def _current(self, deal_no: int, move: int) -> bool:
        s = self.state
        return (
            self.status == "playing"
            and not self.between_deals
            and self.deal_no == deal_no
            and s is not None
            and s.result is None
            and s.move == move
        )

    async def _start_deal(self) -> None:
        match = self.match
        assert match is not None
        deal_no = self.deal_no + 1
        start = match.deal(random.Random(f"{self.seed}:{deal_no}"))
        state = match.start_deal(start)
        record = DealRecord.start(
            match.rules,
            start.hands,
            start.talon,
            start.dealer,
            compulsory_klop=start.compulsory_klop,
            radelci=list(match.radelci),
        )
        await self._store.tables.add_deal(
            self.id, deal_no, record.model_dump_json(exclude={"actions"})
        )
        self.deal_no = deal_no
        self.deal = RecordedDeal(record, state)
        self._stand_in = set()
        self.between_deals = False
        self.next_deal_at = None
        self.ready_seats.clear()
        self._cancel("_pause_timer")
        self._enqueue(lambda: self._observer.deal_started(self))
        for s in self.seats:
            if s.is_human and s.index != state.to_move:
                self._hand(s.index)
        self._changed()
        self._schedule_turn()

    def _schedule_turn(self) -> None:
        """Arrange the next move: a computer after its delay, or a human with his timer."""
        self._cancel("_turn_timer")
        self.turn_deadline = None
        s = self.state
        if s is None or s.result is not None or self.status != "playing":
            return
        seat = self.seats[s.to_move]
        deal_no, move = self.deal_no, s.move
        if seat.computer_plays:
            kind: ActorKind = "stand_in" if seat.is_human else "computer"
            self._turn_timer = self._clock.call_later(
                self._delay(deal_no, move), lambda: self._computer_turn(deal_no, move, kind)
            )
            return
        self._hand(seat.index)
        timer = self.config.move_timer
        if timer:
            self.turn_deadline = self._clock.now() + timer
            self._turn_timer = self._clock.call_later(
                timer, lambda: self._computer_turn(deal_no, move, "timer")
            )

    async def _computer_turn(self, deal_no: int, move: int, kind: ActorKind) -> None:
        """A scheduled computer move (for a computer seat, a stand-in, or a timed-out human)."""
        try:
            async with self._op():
                if not self._current(deal_no, move):
                    return
                state = self.state
                assert state is not None
                seat = self.seats[state.to_move]
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
                seen = view(state, seat.index)
                player = self._player()
                seed = self._move_seed(deal_no, move)
            action = await self._choose(player, seen, seed)
            async with self._op():
                if not self._current(deal_no, move):
                    return
                state = self.state
                assert state is not None
                if kind != "timer" and not self.seats[state.to_move].computer_plays:
                    return
                await self._apply_locked(state.to_move, action, None, kind)
        except StaleAction:
            log.debug("table %s: computer move %s/%s was overtaken", self.id, deal_no, move)
        except Exception as exc:
            log.exception("table %s: computer move %s/%s failed", self.id, deal_no, move)
            self._report(exc)
            await self._drain()

    @staticmethod
    async def _choose(player: ComputerPlayer, seen: PlayerView, seed: int) -> Action:
        try:
            action = await asyncio.to_thread(player, seen, seed)
        except Exception:
            log.exception("computer player failed; playing a random legal move")
            return RandomComputer()(seen, seed)
        if action not in seen.legal:
            log.error("computer player chose illegal %s; playing a random legal move", action)
            return RandomComputer()(seen, seed)
        return action

    async def _apply_locked(
        self, index: int, action: Action, actor_id: int | None, kind: ActorKind
    ) -> ApplyResult:
        deal = self.deal
        assert deal is not None
        state = deal.state
        move = state.move
        try:
            new_state, events = engine_apply(state, action, index)
        except IllegalAction as exc:
            raise _illegal(state, action, index) from exc
        text = format_action(action)
        try:
            await self._store.tables.append_action(
                self.id, self.deal_no, move, text, index, actor_id, kind
            )
        except DuplicateActionError as exc:
            raise StaleAction(str(exc), expected=move, current=move) from exc
        # Stored: now the in-memory state may follow.
        deal.state = new_state
        deal.record.actions.append(text)
        seat = self.seats[index]
        if seat.is_human and kind != "player":
            self._stand_in.add(index)
        self._changed(TableEvent(self.deal_no, move, index, action, kind, tuple(events)))
        self._hand(index)
        deal_over = new_state.result is not None
        if deal_over:
            await self._finish_deal()
        else:
            self._schedule_turn()
        return ApplyResult(
            deal_no=self.deal_no,
            move=move,
            action=action,
            events=tuple(events),
            deal_over=deal_over,
            session_over=self.status != "playing",
        )

    async def _finish_deal(self) -> None:
        match, deal = self.match, self.deal
        assert match is not None and deal is not None and self.session_id is not None
        sheet: ScoreSheet | None = deal.state.result
        assert sheet is not None
        self._cancel("_turn_timer")
        self.turn_deadline = None
        match.record(deal.state)
        self._unbooked[self.deal_no] = booking.deal_entries(
            sheet, [s.row() for s in self.seats], self.deal_no, self._stand_in
        )
        try:
            await self._book_pending()
        except Exception as exc:
            # The action log has the deal: the booking is retried at the next deal's end,
            # before the session closes, and when the table resumes after a restart.
            log.exception("table %s: booking deal %s failed", self.id, self.deal_no)
            self._report(exc)
        self._enqueue(lambda: self._observer.deal_finished(self, sheet))
        if match.finished:
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
        self._cancel("_pause_timer")
        self._pause_timer = self._clock.call_later(pause, lambda: self._pause_over(deal_no))

    async def _pause_over(self, deal_no: int) -> None:
        try:
            async with self._op():
                self._pause_timer = None
                if self.status != "playing" or not self.between_deals or self.deal_no != deal_no:
                    return
                if not any(s.present for s in self.seats):
                    await self._finish_session(ended_early=True, reason="abandoned")
                    return
                await self._start_deal()
        except Exception as exc:
            log.exception("table %s: starting deal %s failed", self.id, deal_no + 1)
            self._report(exc)
            await self._drain()

    async def _finish_session(self, *, ended_early: bool, reason: str) -> None:
        match = self.match
        assert match is not None and self.session_id is not None
        # A session closes only with every deal booked (else it stays open for a resume).
        await self._book_pending()
        rows = [s.row() for s in self.seats]
        standings = booking.standings(match, rows)
        status: TableStatus = "finished" if match.deals_played > 0 else "cancelled"
        await self._store.ledger.close_session(
            self.session_id,
            standings,
            booking.radelc_entries(match, rows),
            ended_early=ended_early,
            table_status=status,
        )
        self.status = status
        self.standings = standings
        self.between_deals = False
        self._enqueue(lambda: self._observer.session_finished(self, standings))
        self._closed(reason)

    # == restoring ==========================================================================
    @classmethod
    async def restore(cls, row: TableRow, ctx: TableContext) -> Table:
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
        session = await store.ledger.session_for_table(self.id)
        if session is None:
            raise StoreError(f"table {self.id} is playing but has no session")
        self.session_id = session.id
        deal_rows = await store.tables.deals(self.id)
        # The rules the session was dealt with (stored in every deal header) win over the
        # configuration, should a newer version of the code have other defaults.
        rules = self.config.rules()
        if deal_rows:
            rules = DealRecord.model_validate_json(deal_rows[0].header_json).rules
        match = Match(rules, self.config.players, max_deals=self.config.deals)
        logged: dict[int, list[ActionRow]] = {}
        for a in await store.tables.actions(self.id):
            logged.setdefault(a.deal_no, []).append(a)
        booked = await store.ledger.booked_deals(session.id)
        rows = [s.row() for s in self.seats]
        for i, d in enumerate(deal_rows):
            if d.deal_no != i + 1:
                raise RecordError(f"table {self.id}: deal {d.deal_no} found where {i + 1} was due")
            if self.skis_called_after == i:
                match.call_skis_round()
            record = DealRecord.model_validate_json(d.header_json)
            acts = logged.get(d.deal_no, [])
            for j, a in enumerate(acts):
                if a.move_no != j:
                    raise RecordError(f"table {self.id} deal {d.deal_no}: move {j} is missing")
            record.actions = [a.action for a in acts]
            if record.dealer != match.dealer:
                raise RecordError(f"table {self.id} deal {d.deal_no}: unexpected dealer")
            deal = RecordedDeal(record)
            stand_in = {a.seat for a in acts if a.actor_kind != "player"}
            if deal.state.result is not None:
                match.record(deal.state)
                if d.deal_no not in booked:
                    self._unbooked[d.deal_no] = booking.deal_entries(
                        deal.state.result, rows, d.deal_no, stand_in
                    )
            elif i != len(deal_rows) - 1:
                raise RecordError(f"table {self.id}: deal {d.deal_no} unfinished but not last")
            else:
                self._stand_in = stand_in
            self.deal = deal
        if self.skis_called_after is not None and self.skis_called_after == len(deal_rows):
            match.call_skis_round()
        self.match = match
        self.deal_no = len(deal_rows)
        await self._book_pending()
        if match.finished:
            await self._finish_session(ended_early=False, reason="finished")
            return
        if self.deal is None:
            await self._start_deal()
        elif self.deal.state.result is not None:
            self._begin_pause()
        else:
            self._changed()
            self._schedule_turn()


def _illegal(state: DealState, action: Action, seat: int) -> IllegalMove:
    """The refusal of an illegal action, with the engine's reason."""
    reason = "it is not among the legal actions now"
    try:
        engine_apply(state, action, seat)
    except IllegalAction as exc:
        reason = exc.reason
    return IllegalMove(
        f"illegal action {format_action(action)!r} by seat {seat}: {reason}",
        action=format_action(action),
        reason=reason,
    )


__all__ = [
    "ApplyResult",
    "Seat",
    "SeatRef",
    "SkisVote",
    "Table",
    "TableContext",
    "TableDefaults",
    "TableError",
]
