"""A pad's running score: its deals replayed through the family's scorer and match.

Nothing about a pad's score is stored but its facts: totals, radelci, the dealer and every
deal's itemised sheet are recomputed from them (:func:`replay`), so a correction of the
last deal changes everything after it consistently and a restarted bot shows exactly what
it showed before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from bot.families import BotFamily
from bot.pad.form import FormContext, PadForm
from bot.render import RadelcMarks
from bot.store.pads import PadDeal, PadEntry, PadPlayer, PadRow
from engine.core.family import SheetLike


@dataclass
class PadState:
    """A pad with its deals scored: the match after the last deal, each deal's sheet and the
    match seats that played it."""

    pad: PadRow
    game: BotFamily
    form: PadForm
    rules: BaseModel
    players: list[PadPlayer]
    deals: list[PadDeal]
    match: Any
    sheets: list[SheetLike] = field(default_factory=list)
    seats: list[tuple[int, ...]] = field(default_factory=list)

    @property
    def names(self) -> tuple[str, ...]:
        """Every player's name, by pad seat."""
        return tuple(p.name for p in self.players)

    @property
    def deals_played(self) -> int:
        """The number of booked deals."""
        return len(self.deals)

    def next_seats(self) -> tuple[int, ...]:
        """The pad seats of the next deal's players, in deal-seat order."""
        return tuple(self.match.deal_seats())

    def context(self, lang: str) -> FormContext:
        """The form's context for the next deal."""
        seats = self.next_seats()
        return FormContext(
            self.rules, tuple(self.names[s] for s in seats), lang, self.form.extra(self.match)
        )

    def marks(self) -> tuple[RadelcMarks, ...]:
        """The marks under each name on the sheet (Slovenian radelci)."""
        return tuple(self.game.display.sheet_marks(self.match, self.seats))

    def dealer(self) -> int | None:
        """The pad seat that deals next (None when the family draws it)."""
        dealer = getattr(self.match, "dealer", None)
        return dealer if isinstance(dealer, int) and 0 <= dealer < len(self.players) else None

    def entries(self, deal_no: int, sheet: SheetLike, seats: Sequence[int]) -> list[PadEntry]:
        """The ledger rows of one deal: one per player who played it; none for a deal
        that was not played (e.g. a French deal everyone passed), which counts as no deal
        on the leaderboards."""
        if not self.form.played(sheet):
            return []
        booking = self.game.booking
        return [
            PadEntry(
                seat=m,
                user_id=self.players[m].user_id,
                deal_no=deal_no,
                score=sheet.scores[d],
                lines=booking.seat_lines(sheet, d),
                role=booking.seat_role(sheet, d),
                contract=booking.contract_code(sheet),
                won=booking.seat_won(sheet, d),
            )
            for d, m in enumerate(seats)
        ]

    def settlement(self) -> list[PadEntry]:
        """What closing the pad charges each player (Slovenian: the open radelci)."""
        booking = self.game.booking
        finals = self.match.final_scores()
        out = []
        for m, player in enumerate(self.players):
            amount = finals[m] - self.match.totals[m]
            if amount:
                out.append(
                    PadEntry(
                        seat=m,
                        user_id=player.user_id,
                        deal_no=self.deals_played,
                        score=amount,
                        lines=booking.settlement_lines(self.match, m),
                        kind="settlement",
                    )
                )
        return out


def replay(
    pad: PadRow,
    game: BotFamily,
    form: PadForm,
    players: Sequence[PadPlayer],
    deals: Sequence[PadDeal],
) -> PadState:
    """Score every deal of the pad in order."""
    rules = game.engine.parse_rules(pad.rules)
    state = PadState(
        pad, game, form, rules, list(players), list(deals), form.new_match(rules, pad.players)
    )
    for deal in deals:
        sheet, seats = score_next(state, form.read_facts(deal.facts))
        form.record(state.match, sheet)
        state.sheets.append(sheet)
        state.seats.append(seats)
    return state


def score_next(state: PadState, facts: BaseModel) -> tuple[SheetLike, tuple[int, ...]]:
    """The sheet of ``facts`` as the next deal of the pad, and the pad seats playing it
    (``ValueError``: the scorer refuses the facts under the pad's rules)."""
    sheet = state.form.score(state.rules, facts)
    return sheet, state.next_seats()
