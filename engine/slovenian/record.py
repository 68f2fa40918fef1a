"""Game records: the rules, the deal and the ordered actions, as JSON; replay rebuilds state.

A deal record (schema version 1)::

    {
      "version": 1,
      "rules": { ...every field of engine.slovenian.rules.Rules... },
      "players": 4,
      "dealer": 0,
      "hands": ["SK T21 ... 7C", "...", "...", "..."],   # by seat, card notation
      "talon": "T3 KH 9S 2D T12 JC",                      # dealt order
      "compulsory_klop": false,
      "radelci": [0, 1, 0, 0],                            # open radelci before the deal
      "actions": ["bid:two", "pass", ..., "play:T21"],    # action notation, in order
      "sitting_out": null                                 # five at a table: who sat out
    }

Everything in a deal record is in the deal's own seats. At a table of five the deal has four
seats and ``sitting_out`` names the match seat of the dealer who sat out; the deal's seats
are then the other four match seats in ascending order (:meth:`DealRecord.table_seats`) and
its ``dealer`` is the deal seat of the fourth active player (``(sitting_out - 1) % 4``).

A match record holds the match settings and one deal record per deal, in order, plus the
deal numbers after which the škis round was called (``players`` is the table: 3, 4 or 5).
Persisting records (not pickled state)
means any deal that ever happened can be replayed and checked.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.errors import IllegalAction, MalformedAction, RecordError
from engine.slovenian.actions import Action, format_action, parse_action
from engine.slovenian.cards import format_cards, format_hand, parse_cards, parse_hand
from engine.slovenian.game import Event, apply, new_deal
from engine.slovenian.match import DealStart, Match, dealer_of_deal, seats_of_deal
from engine.slovenian.rules import Rules
from engine.slovenian.state import DealState

RECORD_VERSION = 1


class DealRecord(BaseModel):
    """One deal: enough to rebuild its state exactly."""

    model_config = ConfigDict(extra="forbid")

    version: int = RECORD_VERSION
    rules: Rules
    players: int
    dealer: int
    hands: list[str]
    talon: str
    compulsory_klop: bool = False
    radelci: list[int] = Field(default_factory=list)
    actions: list[str] = Field(default_factory=list)
    sitting_out: int | None = None
    """At a table of five: the match seat that sat this deal out (the table's dealer)."""

    @classmethod
    def start(
        cls,
        rules: Rules,
        hands: list[int],
        talon: list[int],
        dealer: int,
        *,
        compulsory_klop: bool = False,
        radelci: list[int] | None = None,
        sitting_out: int | None = None,
    ) -> DealRecord:
        """A record of a freshly dealt hand, with no actions yet (all in deal seats)."""
        return cls(
            rules=rules,
            players=len(hands),
            dealer=dealer,
            hands=[format_hand(h) for h in hands],
            talon=format_cards(talon),
            compulsory_klop=compulsory_klop,
            radelci=list(radelci) if radelci is not None else [0] * len(hands),
            sitting_out=sitting_out,
        )

    @classmethod
    def of_start(cls, rules: Rules, start: DealStart) -> DealRecord:
        """The record of a deal a match has just dealt (:meth:`Match.deal`), who sat out
        included."""
        return cls.start(
            rules,
            start.hands,
            start.talon,
            start.dealer,
            compulsory_klop=start.compulsory_klop,
            radelci=list(start.radelci),
            sitting_out=start.sitting_out,
        )

    def table_seats(self) -> tuple[int, ...]:
        """The match seat of each deal seat (the identity unless somebody sat out)."""
        if self.sitting_out is None:
            return tuple(range(self.players))
        return seats_of_deal(5, self.sitting_out)

    @classmethod
    def from_json(cls, text: str | bytes) -> DealRecord:
        """Load a record from JSON; anything malformed raises :class:`RecordError`."""
        try:
            return cls.model_validate_json(text)
        except ValidationError as exc:
            raise RecordError(f"malformed deal record: {exc}") from exc

    def initial_state(self) -> DealState:
        """The state right after the deal."""
        if self.version != RECORD_VERSION:
            raise RecordError(f"unsupported record version {self.version}")
        if self.players != len(self.hands):
            raise RecordError(f"{self.players} players but {len(self.hands)} hands")
        if self.radelci and (len(self.radelci) != self.players or any(r < 0 for r in self.radelci)):
            raise RecordError(f"bad radelci {self.radelci} for {self.players} players")
        if self.sitting_out is not None:
            # Five at a table: four play, and the fourth active player has the dealer's place.
            if self.players != 4 or not 0 <= self.sitting_out < 5:
                raise RecordError(
                    f"seat {self.sitting_out} cannot sit out a {self.players}-seat deal"
                )
            if self.dealer != dealer_of_deal(5, self.sitting_out):
                raise RecordError(
                    f"deal seat {self.dealer} deals, but seat {self.sitting_out} sits out"
                )
        try:
            hands = [parse_hand(h) for h in self.hands]
            talon = parse_cards(self.talon)
            return new_deal(
                self.rules,
                hands,
                talon,
                self.dealer,
                compulsory_klop=self.compulsory_klop,
                radelci=self.radelci or None,
            )
        except MalformedAction as exc:
            raise RecordError(f"bad deal in record: {exc}") from exc

    def replay(self) -> DealState:
        """Rebuild the state by applying every recorded action (each re-checked)."""
        s = self.initial_state()
        for i, text in enumerate(self.actions):
            try:
                s, _ = apply(s, parse_action(text))
            except (MalformedAction, IllegalAction) as exc:
                raise RecordError(f"action {i} ({text!r}) does not replay: {exc}") from exc
        return s


class RecordedDeal:
    """A deal in progress together with its record: apply actions, keep both in step."""

    def __init__(self, record: DealRecord, state: DealState | None = None) -> None:
        self.record = record
        self.state = state if state is not None else record.replay()

    @classmethod
    def from_record(cls, record: DealRecord) -> RecordedDeal:
        """Rebuild from a stored record."""
        return cls(record)

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply a legal action and append it to the record."""
        self.state, events = apply(self.state, action, seat)
        self.record.actions.append(format_action(action))
        return events


class MatchRecord(BaseModel):
    """A whole session: settings, every deal, and when the škis round was called."""

    model_config = ConfigDict(extra="forbid")

    version: int = RECORD_VERSION
    rules: Rules
    players: int
    max_deals: int | None = None
    deals: list[DealRecord] = Field(default_factory=list)
    skis_called_after: int | None = None
    """Number of finished deals when the škis round was called (None: not called)."""

    @classmethod
    def from_json(cls, text: str | bytes) -> MatchRecord:
        """Load a record from JSON; anything malformed raises :class:`RecordError`."""
        try:
            return cls.model_validate_json(text)
        except ValidationError as exc:
            raise RecordError(f"malformed match record: {exc}") from exc

    def replay(self) -> tuple[Match, DealState | None]:
        """Rebuild the match from its finished deals; also the unfinished last deal, if any.

        Every deal must continue the match (:func:`check_continues`).
        """
        if self.version != RECORD_VERSION:
            raise RecordError(f"unsupported record version {self.version}")
        try:
            m = Match(self.rules, self.players, max_deals=self.max_deals)
        except ValueError as exc:
            raise RecordError(str(exc)) from exc
        current: DealState | None = None
        for i, rec in enumerate(self.deals):
            if self.skis_called_after is not None and i == self.skis_called_after:
                m.call_skis_round()
            check_continues(m, rec, i)
            s = rec.replay()
            if s.result is not None:
                m.record(s)
                current = None
            else:
                if i != len(self.deals) - 1:
                    raise RecordError(f"deal {i} is unfinished but not the last one")
                current = s
        if self.skis_called_after is not None and self.skis_called_after == len(self.deals):
            m.call_skis_round()
        return m, current


def check_continues(m: Match, rec: DealRecord, i: int = 0) -> None:
    """Raise RecordError unless ``rec`` can be deal ``i`` of match ``m`` as it stands now.

    Same rules and table, the expected dealer (and, at five, the expected seat sitting out),
    the players' radelci as the match has them and a compulsory klop where one is due.
    """
    if m.finished:
        raise RecordError(f"deal {i} was played after the end of the session")
    if rec.rules != m.rules or rec.players != len(m.deal_seats()):
        raise RecordError(f"deal {i} has other rules or another table than the match")
    if rec.sitting_out != m.sitting_out():
        raise RecordError(f"deal {i} sat out by seat {rec.sitting_out}, expected {m.sitting_out()}")
    if rec.dealer != m.deal_dealer():
        raise RecordError(f"deal {i} dealt by seat {rec.dealer}, expected {m.deal_dealer()}")
    if list(rec.radelci or [0] * rec.players) != m.deal_radelci():
        # The radelci change the scoring: they must be the match's own.
        raise RecordError(f"deal {i} starts with radelci {rec.radelci}, not {m.deal_radelci()}")
    # A compulsory klop is due after a total became 0; a tarokless redeal (V25) may also have
    # called for one, which the record does not show.
    if m.compulsory_next and not rec.compulsory_klop:
        raise RecordError(f"deal {i} should be a compulsory klop")
    if rec.compulsory_klop and not m.compulsory_next and m.rules.no_tarok != "compulsory_klop":
        raise RecordError(f"deal {i} is a compulsory klop without a reason")
