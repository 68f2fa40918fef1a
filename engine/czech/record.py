"""The header of a deal record: the rules, the dealer and the dealt cards, as JSON.

With the ordered actions (the core's :class:`~engine.core.record.DealEnvelope`) a header is
the whole record of a deal::

    {"rules": {"name": "standard", "kontra": true, "hand_bonuses": "choice"},
     "dealer": 3,
     "hands": ["SK T21 … 7C", "…", "…", "…"],     # by seat, card notation
     "talon": "T3 KH 9S 2D T12 JC"}               # t1 … t6, in dealt order
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from engine.core.errors import MalformedAction, RecordError
from engine.czech.cards import format_cards, format_hand, parse_cards, parse_hand
from engine.czech.game import new_deal
from engine.czech.rules import Rules
from engine.czech.state import DealState


class DealHeader(BaseModel):
    """A dealt hand, before any action."""

    model_config = ConfigDict(extra="forbid")

    rules: Rules
    dealer: int
    hands: list[str]
    talon: str

    @classmethod
    def of(cls, state: DealState) -> DealHeader:
        """The header of a freshly dealt state."""
        if state.move != 0:
            raise ValueError("a header describes a deal before its first action")
        return cls(
            rules=state.rules,
            dealer=state.dealer,
            hands=[format_hand(h) for h in state.hands],
            talon=format_cards(state.talon),
        )

    @classmethod
    def load(cls, data: Mapping[str, Any]) -> DealHeader:
        """A header from its JSON form (malformed: :class:`RecordError`)."""
        try:
            return cls.model_validate(dict(data))
        except ValidationError as exc:
            raise RecordError(f"malformed deal header: {exc}") from exc

    def initial_state(self) -> DealState:
        """The state right after the deal."""
        try:
            return new_deal(
                self.rules,
                [parse_hand(h) for h in self.hands],
                parse_cards(self.talon),
                self.dealer,
            )
        except MalformedAction as exc:
            raise RecordError(f"bad deal in header: {exc}") from exc
