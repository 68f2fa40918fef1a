"""The score pad's operations on the store, without Discord: open a pad, fill in a form,
book a deal (or its correction), close, reopen and export.

A player's form is a draft in the store (``{"a": answers, "p": toggles switched on at the
current step}``), so it survives a restart; each click reads it, changes it and writes it
back.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ValidationError

from bot import families
from bot.pad import form_for
from bot.pad.form import Answers, FormContext, FormError, PadForm, Step, refusal_text
from bot.pad.state import PadState, replay, score_next
from bot.store import Store
from bot.store.pads import PadDraft, PadPlayer, PadRow, StalePadError
from engine.core.family import SheetLike


class PadGone(Exception):
    """The pad does not exist, or has no form for its family."""


@dataclass
class FormView:
    """A player's form on a pad: the pad before the deal, the context and the answers."""

    state: PadState
    deal_no: int
    ctx: FormContext
    answers: Answers
    pending: list[str] = field(default_factory=list)
    correcting: bool = False
    """The form corrects the pad's last deal (else it enters the next one)."""

    @property
    def form(self) -> PadForm:
        """The family's form."""
        return self.state.form

    def step(self) -> Step | None:
        """The current step (None: the answers are complete)."""
        return self.form.next_step(self.ctx, self.answers)

    def labels(self) -> list[str]:
        """The answers so far, in words."""
        out: list[str] = []
        done: Answers = {}
        for key, value in self.answers.items():
            step = self.form.next_step(self.ctx, done)
            if step is None:
                break
            by_value = {o.value: o.label for o in step.options}
            if isinstance(value, list):
                out.append(", ".join(by_value.get(v) or v for v in value) or "—")
            elif isinstance(value, dict):
                several = len(step.fields) > 1
                out.append(
                    ", ".join(
                        f"{f.label} {value.get(f.key)}" if several else str(value.get(f.key))
                        for f in step.fields
                    )
                )
            else:
                out.append(by_value.get(value, str(value)))
            done[key] = value
        return out

    def result(self) -> tuple[BaseModel | None, SheetLike | None, str | None]:
        """The facts and sheet of complete answers, or the engine's refusal."""
        try:
            facts = self.form.facts(self.ctx, self.answers)
            sheet, _ = score_next(self.state, facts)
        except (ValueError, ValidationError) as exc:
            return None, None, refusal_text(exc)
        return facts, sheet, None

    def draft(self, user_id: int) -> PadDraft:
        """The form as a stored draft."""
        return PadDraft(
            self.state.pad.id,
            user_id,
            self.deal_no,
            {"a": self.answers, "p": self.pending, "c": self.correcting},
        )


class PadService:
    """Score pads on the store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def state(self, pad_id: int, *, upto: int | None = None) -> PadState:
        """The pad with its deals scored (only the first ``upto`` when given)."""
        pad = await self.store.pads.get(pad_id)
        if pad is None:
            raise PadGone(pad_id)
        return await self.state_of(pad, upto=upto)

    async def state_of(self, pad: PadRow, *, upto: int | None = None) -> PadState:
        """:meth:`state` of a pad row already read."""
        form = form_for(pad.family)
        if form is None:
            raise PadGone(pad.id)
        game = families.get(pad.family)
        players = await self.store.pads.players(pad.id)
        deals = await self.store.pads.deals(pad.id)
        if upto is not None:
            deals = deals[:upto]
        return replay(pad, game, form, players, deals)

    async def open(
        self,
        guild_id: int,
        channel_id: int,
        *,
        family: str,
        preset: str,
        rules: BaseModel,
        opened_by: int,
        players: list[PadPlayer],
    ) -> PadState:
        """Open a pad (``PadExistsError``: the channel has one open)."""
        pad = await self.store.pads.create(
            guild_id,
            channel_id,
            family=family,
            preset=preset,
            rules=rules.model_dump(mode="json"),
            opened_by=opened_by,
            players=players,
        )
        return await self.state_of(pad)

    # -- the form --------------------------------------------------------------------------
    async def start_form(
        self, pad_id: int, user_id: int, deal_no: int, lang: str, *, correcting: bool = False
    ) -> FormView:
        """A new form for deal ``deal_no``: the next one, or (``correcting``) the last."""
        view = await self._view(pad_id, deal_no, {}, [], lang, correcting)
        await self.store.pads.save_draft(view.draft(user_id))
        return view

    async def form(self, pad_id: int, user_id: int, deal_no: int, lang: str) -> FormView | None:
        """The user's form on the pad, if it is for ``deal_no`` (None: no such form)."""
        draft = await self.store.pads.draft(pad_id, user_id)
        if draft is None or draft.deal_no != deal_no:
            return None
        answers = dict(draft.answers.get("a", {}))
        pending = list(draft.answers.get("p", []))
        correcting = bool(draft.answers.get("c", False))
        view = await self._view(pad_id, deal_no, answers, pending, lang, correcting)
        view.answers = view.form.walk(view.ctx, answers)
        return view

    async def _view(
        self,
        pad_id: int,
        deal_no: int,
        answers: Answers,
        pending: list[str],
        lang: str,
        correcting: bool,
    ) -> FormView:
        pad = await self.store.pads.get(pad_id)
        if pad is None:
            raise PadGone(pad_id)
        if pad.status != "open":
            raise StalePadError(f"pad {pad_id} is closed")
        state = await self.state_of(pad, upto=deal_no - 1)
        full = len(await self.store.pads.deals(pad_id))
        # A form enters the next deal or corrects the last: once someone else has entered
        # that deal (or another after it), it is out of date.
        if deal_no != (full if correcting else full + 1) or deal_no < 1:
            raise StalePadError(f"pad {pad_id} has {full} deals; deal {deal_no} is stale")
        return FormView(
            state, deal_no, state.context(lang), answers, pending, correcting=correcting
        )

    async def keep(self, view: FormView, user_id: int) -> None:
        """Store the form's new answers."""
        await self.store.pads.save_draft(view.draft(user_id))

    async def answer(self, view: FormView, user_id: int, key: str, value: Any) -> FormView:
        """Answer the current step (``FormError``: it does not offer ``value``)."""
        view.answers = view.form.answer(view.ctx, view.answers, key, value)
        view.pending = []
        await self.keep(view, user_id)
        return view

    async def back(self, view: FormView, user_id: int) -> FormView:
        """One step back."""
        view.answers = view.form.back(view.answers)
        view.pending = []
        await self.keep(view, user_id)
        return view

    async def toggle(self, view: FormView, user_id: int, value: str) -> FormView:
        """Switch a toggle of the current step."""
        step = view.step()
        if step is None or step.kind != "toggles":
            raise FormError("the current step has no toggles")
        view.pending = step.toggle(view.pending, value)
        await self.keep(view, user_id)
        return view

    async def cancel(self, pad_id: int, user_id: int) -> None:
        """Forget the user's form."""
        await self.store.pads.drop_draft(pad_id, user_id)

    async def save(self, view: FormView, user_id: int) -> tuple[PadState, int]:
        """Book the form's deal; the pad after it and the revision written.

        ``ValueError``: the engine refuses the facts; ``StalePadError``: the pad changed.
        """
        facts, sheet, refusal = view.result()
        if facts is None or sheet is None:
            raise ValueError(refusal or "incomplete")
        seats = view.state.next_seats()
        entries = view.state.entries(view.deal_no, sheet, seats)
        revision = await self.store.pads.book(
            view.state.pad.id,
            view.deal_no,
            facts.model_dump(mode="json"),
            user_id,
            entries,
            correction=view.correcting,
        )
        return await self.state(view.state.pad.id), revision

    # -- closing, reopening, export --------------------------------------------------------
    async def close(self, pad_id: int) -> PadState:
        """Close the pad with its settlement (a closed pad stays closed)."""
        state = await self.state(pad_id)
        await self.store.pads.close(pad_id, state.settlement())
        return await self.state(pad_id)

    async def reopen(self, pad_id: int) -> PadState:
        """Reopen a closed pad (``PadExistsError``: its channel has another one open)."""
        await self.store.pads.reopen(pad_id)
        return await self.state(pad_id)

    async def export(self, state: PadState) -> tuple[str, str]:
        """The pad as JSON (its facts with every revision, how each deal ended, and its
        sheets) and as CSV (a row per deal with its contract, or how a deal not played
        ended, and each player's score and running total)."""
        history = await self.store.pads.history(state.pad.id)
        pad = state.pad
        revisions: dict[int, list[dict[str, Any]]] = {}
        for entry in history:
            revisions.setdefault(entry.deal_no, []).append(
                {
                    "revision": entry.revision,
                    "facts": entry.facts,
                    "entered_by": str(entry.entered_by),
                    "entered_at": entry.created_at.isoformat(),
                }
            )
        deals = []
        for i, (sheet, seats) in enumerate(zip(state.sheets, state.seats, strict=True), 1):
            deals.append(
                {
                    "deal_no": i,
                    "outcome": state.form.outcome(sheet),
                    "seats": list(seats),
                    "facts": state.deals[i - 1].facts,
                    "revisions": revisions.get(i, []),
                    "sheet": {
                        "lines": [
                            {"item": str(getattr(line, "item", "")), "amount": line.amount}
                            for line in sheet.lines
                        ],
                        "scores": list(sheet.scores),
                    },
                }
            )
        data = {
            "pad": pad.id,
            "game": pad.family,
            "preset": pad.preset,
            "rules": pad.rules,
            "status": pad.status,
            "players": [
                {
                    "seat": p.seat,
                    "name": p.name,
                    "user_id": None if p.user_id is None else str(p.user_id),
                }
                for p in state.players
            ],
            "deals": deals,
            "totals": list(state.match.totals),
            "final_scores": list(state.match.final_scores()),
        }
        out = io.StringIO()
        writer = csv.writer(out)
        names = list(state.names)
        writer.writerow(["deal", "contract", *names, *(f"{n} total" for n in names)])
        totals = [0] * len(names)
        for i, (sheet, seats) in enumerate(zip(state.sheets, state.seats, strict=True), 1):
            scores: list[int | str] = [""] * len(names)
            for d, m in enumerate(seats):
                scores[m] = sheet.scores[d]
                totals[m] += sheet.scores[d]
            # A deal not played has no contract: its column says how it ended instead.
            unplayed = "" if state.form.played(sheet) else state.form.outcome(sheet)
            contract = state.game.booking.contract_code(sheet) or unplayed
            writer.writerow([i, contract, *scores, *totals])
        writer.writerow(["final", "", *[""] * len(names), *state.match.final_scores()])
        return json.dumps(data, ensure_ascii=False, indent=2), out.getvalue()
