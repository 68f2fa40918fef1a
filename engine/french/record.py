"""Deal headers: the rules and the dealt cards, as JSON; with the actions, a deal's record.

A header (schema version 1)::

    {
      "version": 1,
      "rules": {"name": "fft", "prise_allowed": true, "five_player_call": "ladder"},
      "players": 4,
      "dealer": 0,
      "hands": ["T21 T17 ... 1C", "...", "...", "..."],   # by seat, card notation
      "chien": "T3 KH 9S 2D T12 JC"                       # dealt order
    }

The family's record envelope (:class:`engine.core.record.DealEnvelope`) adds the family's
name and the actions in notation; replaying them re-checks every one.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from engine.core.errors import MalformedAction, RecordError
from engine.french.cards import format_cards, format_hand, parse_cards, parse_hand
from engine.french.game import new_deal
from engine.french.rules import Rules
from engine.french.state import FrenchState

HEADER_VERSION = 1


class DealHeader(BaseModel):
    """A dealt deal: enough to rebuild its state before the first action."""

    model_config = ConfigDict(extra="forbid")

    version: int = HEADER_VERSION
    rules: Rules
    players: int
    dealer: int
    hands: list[str]
    chien: str

    @classmethod
    def of(cls, state: FrenchState) -> DealHeader:
        """The header of a state (the cards as they were dealt)."""
        if state.move != 0:
            raise ValueError("a header describes a deal before its first action")
        return cls(
            rules=state.rules,
            players=state.n,
            dealer=state.dealer,
            hands=[format_hand(h) for h in state.hands],
            chien=format_cards(state.chien),
        )

    @classmethod
    def parse(cls, data: dict[str, Any]) -> DealHeader:
        """A header from its JSON form; anything malformed raises :class:`RecordError`."""
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            raise RecordError(f"malformed deal header: {exc}") from exc

    def initial_state(self) -> FrenchState:
        """The state right after the deal."""
        if self.version != HEADER_VERSION:
            raise RecordError(f"unsupported header version {self.version}")
        if self.players != len(self.hands):
            raise RecordError(f"{self.players} players but {len(self.hands)} hands")
        try:
            hands = [parse_hand(h) for h in self.hands]
            return new_deal(self.rules, hands, parse_cards(self.chien), self.dealer)
        except MalformedAction as exc:
            raise RecordError(f"bad deal in header: {exc}") from exc
