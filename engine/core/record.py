"""Deal records for every family: an envelope naming the family, its header and the actions.

A deal is (header, ordered actions): the header holds the rules and the dealt cards, as the
family writes it (:meth:`~engine.core.family.Family.header`); the actions are in the family's
notation. Replaying re-checks every action, so any stored deal can be rebuilt and audited.
Persisting records, never pickled states, keeps old games readable after the code changes.

Envelope (JSON)::

    {"family": "slovenian", "version": 1,
     "header": {...the family's header, rules included...},
     "actions": ["bid:two", "pass", ...]}
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.actions import Action
from engine.core.errors import IllegalAction, MalformedAction, RecordError
from engine.core.family import EventLike, Family

ENVELOPE_VERSION = 1

S = TypeVar("S")


class DealEnvelope(BaseModel):
    """One deal of any family, enough to rebuild its state exactly."""

    model_config = ConfigDict(extra="forbid")

    family: str
    version: int = ENVELOPE_VERSION
    header: dict[str, Any]
    actions: list[str] = Field(default_factory=list)

    @classmethod
    def from_json(cls, text: str | bytes) -> DealEnvelope:
        """Load an envelope; anything malformed raises :class:`RecordError`."""
        try:
            env = cls.model_validate_json(text)
        except ValidationError as exc:
            raise RecordError(f"malformed deal record: {exc}") from exc
        if env.version != ENVELOPE_VERSION:
            raise RecordError(f"unsupported record version {env.version}")
        return env


def replay(family: Family[S, Any], header: dict[str, Any], actions: Iterable[str]) -> S:
    """The state after the header's deal and ``actions``, each parsed and re-checked."""
    state = family.from_header(header)
    for i, text in enumerate(actions):
        try:
            state, _ = family.apply(state, family.parse_action(text))
        except (MalformedAction, IllegalAction) as exc:
            raise RecordError(f"action {i} ({text!r}) does not replay: {exc}") from exc
    return state


class DealLog(Generic[S]):
    """A deal in progress with its record: apply actions and keep both in step."""

    def __init__(
        self,
        family: Family[S, Any],
        header: dict[str, Any],
        actions: Sequence[str] = (),
        state: S | None = None,
    ) -> None:
        self.family = family
        self.header = header
        self.actions = list(actions)
        self.state: S = state if state is not None else replay(family, header, self.actions)

    @classmethod
    def start(cls, family: Family[S, Any], state: S) -> DealLog[S]:
        """The log of a freshly dealt state."""
        return cls(family, family.header(state), (), state)

    def apply(self, action: Action, seat: int | None = None) -> Sequence[EventLike]:
        """Apply a legal action (re-checked) and append it to the record."""
        self.state, events = self.family.apply(self.state, action, seat)
        self.actions.append(self.family.format_action(action))
        return events

    def envelope(self) -> DealEnvelope:
        """The record of the deal so far."""
        return DealEnvelope(family=self.family.name, header=self.header, actions=list(self.actions))
