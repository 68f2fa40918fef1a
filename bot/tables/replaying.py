"""A finished deal rebuilt for its replay: from the stored header and actions, through the
engine, step by step.

Nothing of a replay is stored but its code (:mod:`bot.store.replays`): the table's deals
are replayed through the family from their headers and action logs (each action re-checked,
as on a restart), so the session's totals and score sheet up to the deal come out too. A
step is the number of the deal's actions applied: step 0 is the dealt hand, the last step
the finished deal. The deal's record (:meth:`ReplayDeal.envelope`) is the engine's
envelope (:class:`~engine.core.record.DealEnvelope`), which the engine loads back.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot import families
from bot.families import BotFamily
from bot.render import RadelcMarks
from bot.store import NotFinished, ReplayRef, SeatRow, Store, StoreError
from bot.tables.session import Session
from engine.core.bits import cards_of
from engine.core.family import EventLike, SheetLike
from engine.core.record import DealEnvelope


class ReplayMissing(StoreError):
    """The deal of a replay code is gone or cannot be rebuilt."""


@dataclass(frozen=True)
class Step:
    """One action of the deal, replayed: who made it and what it caused."""

    action: Any
    seat: int
    """The deal seat that acted."""
    actor: str
    """As in the action log: ``player``, ``computer``, ``stand_in`` or ``timer``."""
    events: tuple[EventLike, ...]


@dataclass(frozen=True)
class ReplayDeal:
    """A finished deal and what its replay shows besides (names, totals, the sheet)."""

    ref: ReplayRef
    game: BotFamily
    seat_rows: tuple[SeatRow, ...]
    """The table's seats (their names; a seat without a user is a computer)."""
    seats: tuple[int, ...]
    """The match seat of each deal seat."""
    header: dict[str, Any]
    actions: tuple[str, ...]
    steps: tuple[Step, ...]
    trick_ends: tuple[int, ...]
    """For each trick, the step at which its last card was played."""
    sheet: SheetLike
    totals: tuple[int, ...]
    """Every table seat's total after the deal."""
    history: tuple[SheetLike, ...]
    """The session's sheets up to and including this deal."""
    history_seats: tuple[tuple[int, ...], ...]
    marks: tuple[RadelcMarks, ...]
    deals: int | None
    """The session's length (None: open length)."""

    @property
    def last(self) -> int:
        """The last step: every action applied."""
        return len(self.actions)

    def clamp(self, step: int) -> int:
        """A step within the deal."""
        return max(0, min(step, self.last))

    def state_at(self, step: int) -> Any:
        """The deal's state after its first ``step`` actions."""
        fam = self.game.engine
        state = fam.from_header(self.header)
        for text in self.actions[: self.clamp(step)]:
            state, _ = fam.apply(state, fam.parse_action(text))
        return state

    def talon(self) -> list[int]:
        """The cards dealt to no seat (the talon, the chien), as dealt."""
        fam = self.game.engine
        state = fam.from_header(self.header)
        held = 0
        for seat in range(len(self.seats)):
            held |= fam.view(state, seat).hand
        return cards_of(fam.deck.full_mask & ~held)

    def trick_of(self, step: int) -> int:
        """How many tricks are complete at ``step``."""
        return sum(1 for end in self.trick_ends if end <= step)

    def envelope(self) -> DealEnvelope:
        """The deal's record in the engine's format."""
        return DealEnvelope(family=self.game.name, header=self.header, actions=list(self.actions))

    def record_json(self) -> str:
        """The record as the JSON file a reader downloads."""
        return self.envelope().model_dump_json(indent=2) + "\n"


async def load_replay(store: Store, ref: ReplayRef) -> ReplayDeal:
    """Rebuild the deal a replay code names (and the session up to it) from the store."""
    row = await store.tables.get(ref.table_id)
    if row is None:
        raise ReplayMissing(f"table {ref.table_id} is gone")
    try:
        game = families.get(row.config.family)
    except families.UnknownFamily as exc:
        raise ReplayMissing(f"table {ref.table_id} plays an unknown game") from exc
    deal_rows = [d for d in await store.tables.deals(ref.table_id) if d.deal_no <= ref.deal_no]
    if not deal_rows or deal_rows[-1].deal_no != ref.deal_no:
        raise ReplayMissing(f"table {ref.table_id} has no deal {ref.deal_no}")
    if deal_rows[-1].finished_at is None:
        raise NotFinished(ref.table_id, ref.deal_no)
    logged: dict[int, list[Any]] = {}
    for a in await store.tables.actions(ref.table_id):
        if a.deal_no <= ref.deal_no:
            logged.setdefault(a.deal_no, []).append(a)
    session = Session(
        game.engine, row.config.rules(), row.config.players, max_deals=row.config.deals
    )
    steps: tuple[Step, ...] = ()
    header: dict[str, Any] = {}
    for i, d in enumerate(deal_rows):
        if d.deal_no != i + 1:
            raise ReplayMissing(f"table {ref.table_id}: deal {d.deal_no} where {i + 1} was due")
        if row.end_requested_after == i:
            session.match.request_end()
        acts = logged.get(d.deal_no, [])
        header = json.loads(d.header_json)
        done = session.replay(header, [a.action for a in acts])
        if not session.over:
            raise NotFinished(ref.table_id, d.deal_no)
        session.record()
        if d.deal_no == ref.deal_no:
            steps = tuple(
                Step(r.action, r.deal_seat, a.actor_kind, r.events)
                for a, r in zip(acts, done, strict=True)
            )
    assert session.deal is not None
    match = session.match
    history = tuple(match.history)
    history_seats = tuple(session.history_seats)
    return ReplayDeal(
        ref=ref,
        game=game,
        seat_rows=tuple(await store.tables.seats(ref.table_id)),
        seats=session.seats,
        header=header,
        actions=tuple(session.deal.actions),
        steps=steps,
        trick_ends=_trick_ends(steps),
        sheet=history[-1],
        totals=tuple(match.totals),
        history=history,
        history_seats=history_seats,
        marks=game.display.sheet_marks(match, history_seats),
        deals=row.config.deals,
    )


def _trick_ends(steps: Sequence[Step]) -> tuple[int, ...]:
    """The step after which each trick was complete (an event of kind ``trick``)."""
    return tuple(
        i for i, step in enumerate(steps, start=1) if any(e.kind == "trick" for e in step.events)
    )
