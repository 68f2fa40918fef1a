"""The engine side of a table's session: its family, the match and the current deal.

Everything here goes through the family protocol (``engine.core.family``): the match deals
(``next_deal``) and books (``record``) the deals, a :class:`~engine.core.record.DealLog`
keeps the current deal's state and record in step, and actions are checked with
``legal_actions`` and applied with ``apply``. Nothing here does I/O: the table stores every
action first and only then lets the session :meth:`~Session.commit` it.

Seats: the table's seats are the *match* seats (0 … players − 1). A deal may seat fewer
(Slovenian tarok with five at a table: the dealer sits out); :attr:`Session.seats` gives the
match seat of each *deal* seat of the current deal.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.tables.errors import IllegalMove, InvalidAction, NotYourTurn
from engine.core.actions import Action
from engine.core.errors import IllegalAction, MalformedAction, RecordError
from engine.core.family import EventLike, Family, MatchLike, SheetLike
from engine.core.record import DealLog

MAX_ORDERED = 6
"""Up to this many actions chosen at once are tried in every order (6! = 720)."""


@dataclass(frozen=True)
class NextDeal:
    """A deal dealt by the match, waiting to be stored and begun."""

    deal_no: int
    state: Any
    header: dict[str, Any]
    seats: tuple[int, ...]


@dataclass(frozen=True)
class Replayed:
    """A stored action replayed: the action, the deal seat that made it, what it caused."""

    action: Action
    deal_seat: int
    events: tuple[EventLike, ...]


@dataclass(frozen=True)
class Prepared:
    """An action checked and applied on a copy, waiting to be stored and committed."""

    action: Action
    text: str
    """The action's notation (what the store logs)."""
    state: Any
    events: tuple[EventLike, ...]


class Session:
    """A session of deals of one family at one table."""

    def __init__(
        self,
        family: Family[Any, Any],
        rules: Any,
        players: int,
        *,
        max_deals: int | None = None,
    ) -> None:
        self.family = family
        self.match: MatchLike[Any] = family.new_match(rules, players, max_deals=max_deals)
        self.deal: DealLog[Any] | None = None
        """The current deal, or the last one between deals."""
        self.deal_no = 0
        """Number of the current (or last) deal, from 1; 0 before the first."""
        self.seats: tuple[int, ...] = ()
        """The match seat of each deal seat of the current (or last) deal."""
        self.history_seats: list[tuple[int, ...]] = []
        """The deal seats' match seats of every booked deal (beside ``match.history``)."""

    # -- reading -----------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current (or last) deal's state (None before the first deal)."""
        return self.deal.state if self.deal is not None else None

    @property
    def move(self) -> int:
        """The number of actions of the current deal: the move the next action must carry."""
        return len(self.deal.actions) if self.deal is not None else 0

    @property
    def over(self) -> bool:
        """Whether the current deal is finished (or there is none)."""
        return self.deal is None or self.family.is_over(self.deal.state)

    @property
    def to_move(self) -> int | None:
        """The match seat on turn, or None when no deal is being played."""
        if self.deal is None or self.over:
            return None
        return self.seats[self.family.to_move(self.deal.state)]

    def deal_seat(self, seat: int) -> int | None:
        """The deal seat of a match seat (None: it sits this deal out)."""
        try:
            return self.seats.index(seat)
        except ValueError:
            return None

    def view(self, seat: int | None) -> Any:
        """What a match seat (None: the public) sees of the current deal; a seat that sits
        the deal out sees the public view. None without a deal."""
        if self.deal is None:
            return None
        deal_seat = None if seat is None else self.deal_seat(seat)
        return self.family.view(self.deal.state, deal_seat)

    def result(self) -> SheetLike | None:
        """The score sheet of the current deal once it is over."""
        return self.family.result(self.deal.state) if self.deal is not None else None

    # -- dealing -----------------------------------------------------------------------------
    def deal_next(self, seed: int) -> NextDeal:
        """Deal the next hand, seeded by the table's seed and the deal's number (nothing
        changes until it is :meth:`begin`-ed; its header is what the store keeps)."""
        deal_no = self.deal_no + 1
        state = self.match.next_deal(random.Random(f"{seed}:{deal_no}"))
        seats = tuple(self.match.deal_seats())
        return NextDeal(deal_no, state, self.family.header(state), seats)

    def begin(self, deal: NextDeal) -> None:
        """Make a dealt hand the current deal (after its header was stored)."""
        self.seats = deal.seats
        self.deal = DealLog(self.family, deal.header, (), deal.state)
        self.deal_no = deal.deal_no

    def replay(self, header: Mapping[str, Any], actions: Sequence[str]) -> list[Replayed]:
        """Rebuild the next deal from its stored header and actions (each re-checked); what
        each action did, in order (for the public log of a restored deal)."""
        fam = self.family
        state = fam.from_header(header)
        done: list[Replayed] = []
        for i, text in enumerate(actions):
            try:
                action = fam.parse_action(text)
                seat = fam.to_move(state)
                state, events = fam.apply(state, action)
            except (MalformedAction, IllegalAction) as exc:
                raise RecordError(f"action {i} ({text!r}) does not replay: {exc}") from exc
            done.append(Replayed(action, seat, tuple(events)))
        self.seats = tuple(self.match.deal_seats())
        self.deal = DealLog(fam, dict(header), actions, state)
        self.deal_no += 1
        return done

    def record(self) -> SheetLike:
        """Book the finished current deal in the match; its sheet."""
        assert self.deal is not None
        sheet = self.family.result(self.deal.state)
        if sheet is None:
            raise ValueError("the deal is not over")
        self.match.record(self.deal.state)
        self.history_seats.append(self.seats)
        return sheet

    # -- acting ------------------------------------------------------------------------------
    def parse(self, action: Action | str) -> Action:
        """An action of this family (notation is parsed; :class:`InvalidAction` if it is
        none)."""
        if isinstance(action, str):
            try:
                return self.family.parse_action(action)
            except MalformedAction as exc:
                raise InvalidAction(str(exc), action=action) from exc
        return action

    def illegal(self, state: Any, action: Action, deal_seat: int) -> IllegalMove:
        """The refusal of an illegal action, with the engine's reason."""
        reason = "it is not among the legal actions now"
        try:
            self.family.apply(state, action, deal_seat)
        except IllegalAction as exc:
            reason = exc.reason
        except MalformedAction as exc:
            reason = str(exc)
        text = self._text(action)
        return IllegalMove(
            f"illegal action {text!r} by seat {deal_seat}: {reason}", action=text, reason=reason
        )

    def _text(self, action: Action) -> str:
        try:
            return self.family.format_action(action)
        except MalformedAction:
            return str(action)

    def check(self, actions: Sequence[Action], deal_seat: int) -> None:
        """Check a sequence of one seat's actions on the engine, in this order (nothing is
        applied): :class:`NotYourTurn` or :class:`IllegalMove` for the first refused."""
        assert self.deal is not None
        probe = self.deal.state
        fam = self.family
        for action in actions:
            if fam.is_over(probe) or fam.to_move(probe) != deal_seat:
                raise NotYourTurn(seat=self._match_seat(fam.to_move(probe)))
            if action not in fam.legal_actions(probe):
                raise self.illegal(probe, action, deal_seat)
            probe, _ = fam.apply(probe, action, deal_seat)

    def _match_seat(self, deal_seat: int) -> int | None:
        return self.seats[deal_seat] if 0 <= deal_seat < len(self.seats) else None

    def order(self, actions: Sequence[Action], deal_seat: int) -> list[Action]:
        """Actions chosen together (a select) in an order the rules allow them; refused as
        :meth:`check` refuses them in the order given when no order is legal."""
        if len(actions) <= MAX_ORDERED:
            for perm in itertools.permutations(actions):
                try:
                    self.check(perm, deal_seat)
                except (IllegalMove, NotYourTurn):
                    continue
                return list(perm)
        self.check(actions, deal_seat)
        return list(actions)

    def prepare(self, action: Action, deal_seat: int) -> Prepared:
        """Apply an action on the current state (re-checked), without keeping the result."""
        assert self.deal is not None
        state = self.deal.state
        try:
            new_state, events = self.family.apply(state, action, deal_seat)
        except (IllegalAction, MalformedAction) as exc:
            raise self.illegal(state, action, deal_seat) from exc
        return Prepared(action, self.family.format_action(action), new_state, tuple(events))

    def commit(self, prepared: Prepared) -> None:
        """Keep a prepared action (after the store logged it)."""
        assert self.deal is not None
        self.deal.state = prepared.state
        self.deal.actions.append(prepared.text)
