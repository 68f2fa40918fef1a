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
      "actions": ["bid:two", "pass", ..., "play:T21"]     # action notation, in order
    }

A match record holds the match settings and one deal record per deal, in order, plus the
deal numbers after which the škis round was called. Persisting records (not pickled state)
means any deal that ever happened can be replayed and checked.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.errors import IllegalAction, MalformedAction, RecordError
from engine.slovenian.actions import Action, format_action, parse_action
from engine.slovenian.cards import format_cards, format_hand, parse_cards, parse_hand
from engine.slovenian.game import Event, apply, new_deal
from engine.slovenian.match import Match
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
    ) -> DealRecord:
        """A record of a freshly dealt hand, with no actions yet."""
        return cls(
            rules=rules,
            players=len(hands),
            dealer=dealer,
            hands=[format_hand(h) for h in hands],
            talon=format_cards(talon),
            compulsory_klop=compulsory_klop,
            radelci=list(radelci) if radelci is not None else [0] * len(hands),
        )

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

        Every deal must continue the match: same rules and table, the expected dealer, the
        players' radelci as the match has them and a compulsory klop where one is due.
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
            if m.finished:
                raise RecordError(f"deal {i} was played after the end of the session")
            if rec.rules != self.rules or rec.players != self.players:
                raise RecordError(f"deal {i} has other rules or another table than the match")
            if rec.dealer != m.dealer:
                raise RecordError(f"deal {i} dealt by seat {rec.dealer}, expected {m.dealer}")
            if list(rec.radelci or [0] * self.players) != m.radelci:
                # The radelci change the scoring: they must be the match's own.
                raise RecordError(f"deal {i} starts with radelci {rec.radelci}, not {m.radelci}")
            # A compulsory klop is due after a total became 0; a tarokless redeal (V25) may
            # also have called for one, which the record does not show.
            if m.compulsory_next and not rec.compulsory_klop:
                raise RecordError(f"deal {i} should be a compulsory klop")
            if rec.compulsory_klop and not m.compulsory_next:
                if self.rules.no_tarok != "compulsory_klop":
                    raise RecordError(f"deal {i} is a compulsory klop without a reason")
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
