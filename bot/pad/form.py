"""The guided form of a deal: steps derived from a family's facts model.

A :class:`PadForm` turns the answers given so far into the next :class:`Step` (or None
when every fact the deal needs is known), and the complete answers into the family's deal
facts. Each step offers only what the facts model and the table's rules allow after the
earlier answers (no Kontra deeper than the rules go, no partner where no king is called,
no announcement outside the normal games …), so no impossible entry can be clicked; the
engine's own refusal (:meth:`PadForm.facts` raising ``ValueError``) stays the last guard,
for what only the numbers together can show.

Answers are JSON values kept in order (a dict): a choice is a string, toggles a list of
strings, numbers a dict of ints. Seats in the form are the deal's seats (0 … players-1).
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from bot.i18n import t
from engine import families as engine_families
from engine.core.family import SheetLike

StepKind = Literal["choice", "toggles", "numbers"]
Answers = dict[str, Any]


class FormError(ValueError):
    """An answer the step does not offer (a tampered or stale click)."""


@dataclass(frozen=True)
class Option:
    """One choice of a step: its value and its label (already in the reader's language)."""

    value: str
    label: str


@dataclass(frozen=True)
class NumberField:
    """A number asked in a modal: its key, label and range (both ends included)."""

    key: str
    label: str
    low: int
    high: int

    def read(self, text: str) -> int | None:
        """The number typed into the field (spaces around it aside), or None when the text
        is not a whole number in ASCII digits within the range. ``str.isdigit`` is no test:
        it takes superscripts and other scripts' digits, which ``int`` refuses or reads."""
        raw = text.strip()
        if not re.fullmatch(r"-?[0-9]{1,6}", raw):
            return None
        value = int(raw)
        return value if self.low <= value <= self.high else None


@dataclass(frozen=True)
class Step:
    """One question of the form.

    ``choice``: exactly one of ``options``; ``toggles``: any of ``options`` (``exclusive``
    lists groups of which one at most may be on); ``numbers``: every field of ``fields``.
    """

    key: str
    kind: StepKind
    prompt: str
    options: tuple[Option, ...] = ()
    fields: tuple[NumberField, ...] = ()
    exclusive: tuple[frozenset[str], ...] = ()

    def accept(self, value: Any) -> Any:
        """The answer ``value`` as stored, checked against what the step offers."""
        offered = {o.value for o in self.options}
        if self.kind == "choice":
            if not isinstance(value, str) or value not in offered:
                raise FormError(f"{value!r} is not offered at step {self.key}")
            return value
        if self.kind == "toggles":
            if not isinstance(value, list) or not all(v in offered for v in value):
                raise FormError(f"{value!r} is not offered at step {self.key}")
            chosen = set(value)
            for group in self.exclusive:
                if len(chosen & group) > 1:
                    raise FormError(f"{sorted(chosen & group)} exclude each other")
            return [o.value for o in self.options if o.value in chosen]
        if not isinstance(value, dict) or set(value) != {f.key for f in self.fields}:
            raise FormError(f"step {self.key} needs {[f.key for f in self.fields]}")
        out: dict[str, int] = {}
        for f in self.fields:
            number = value[f.key]
            if not isinstance(number, int) or not f.low <= number <= f.high:
                raise FormError(f"{f.label}: {number!r} is not {f.low}–{f.high}")
            out[f.key] = number
        return out

    def toggle(self, current: Sequence[str], value: str) -> list[str]:
        """The toggles after switching ``value`` (an option it excludes goes off)."""
        if value not in {o.value for o in self.options}:
            raise FormError(f"{value!r} is not offered at step {self.key}")
        chosen = set(current)
        if value in chosen:
            chosen.discard(value)
        else:
            for group in self.exclusive:
                if value in group:
                    chosen -= group
            chosen.add(value)
        return [o.value for o in self.options if o.value in chosen]


@dataclass(frozen=True)
class FormContext:
    """What the form is filled in for: the rules, the deal's players (names by deal seat),
    the reader's language, and what the family needs from the pad so far (e.g. the open
    radelci of the deal's players)."""

    rules: BaseModel
    names: tuple[str, ...]
    lang: str
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def players(self) -> int:
        """The number of players in the deal."""
        return len(self.names)

    def seat_options(self, seats: Sequence[int] | None = None) -> tuple[Option, ...]:
        """The deal's seats (or ``seats``) as options named by their players."""
        chosen = range(self.players) if seats is None else seats
        return tuple(Option(str(s), self.names[s]) for s in chosen)


def yes_no(lang: str) -> tuple[Option, ...]:
    """A yes/no choice."""
    return (Option("yes", t("pad.yes", lang)), Option("no", t("pad.no", lang)))


def refusal_text(exc: Exception) -> str:
    """The engine's refusal as one readable sentence (pydantic's wrapping removed)."""
    if isinstance(exc, ValidationError):
        errors = exc.errors()
        msg = str(errors[0].get("msg", exc)) if errors else str(exc)
        return msg.removeprefix("Value error, ")
    return str(exc)


class Booker(ABC):
    """How a family's pad scores its deals and books them into a match (part of each
    form)."""

    family: str
    """The engine family's name."""

    @abstractmethod
    def new_match(self, rules: BaseModel, players: int) -> Any:
        """A fresh match of ``players`` (seat 0 deals first)."""

    @abstractmethod
    def read_facts(self, data: dict[str, Any]) -> BaseModel:
        """Stored facts (JSON) back as the family's facts."""

    def extra(self, match: Any) -> dict[str, Any]:
        """What the form needs from the match before a deal (e.g. the open radelci)."""
        return {}

    def score(self, rules: BaseModel, facts: BaseModel) -> SheetLike:
        """The itemised sheet of a deal's facts (``ValueError``: the scorer refuses them)."""
        return engine_families.get(self.family).score(rules, facts)

    def record(self, match: Any, sheet: Any) -> None:
        """Book a deal by its sheet."""
        match.record_sheet(sheet)

    def played(self, sheet: SheetLike) -> bool:
        """Whether the deal was played: only a played deal writes rows to the ledger and
        counts as a deal on the leaderboards (not one every player passed, say)."""
        return True

    def outcome(self, sheet: SheetLike) -> str:
        """How the deal ended, for the export: ``scored``, or the family's word for a deal
        that was not played."""
        return "scored"


class PadForm(Booker):
    """The guided form of one family."""

    @abstractmethod
    def next_step(self, ctx: FormContext, answers: Answers) -> Step | None:
        """The step after ``answers`` (None: the facts are complete)."""

    @abstractmethod
    def facts(self, ctx: FormContext, answers: Answers) -> BaseModel:
        """The deal facts of complete answers (``ValueError`` or ``ValidationError``: the
        engine refuses them, with the rule in its message)."""

    def table_sizes(self) -> tuple[int, ...]:
        """The numbers of players a pad of this family may have."""
        return (4,)

    def deal_players(self, players: int) -> int:
        """How many of the pad's players play each deal."""
        return players

    def answer(self, ctx: FormContext, answers: Answers, key: str, value: Any) -> Answers:
        """``answers`` with the current step (which must be ``key``) answered by ``value``."""
        step = self.next_step(ctx, answers)
        if step is None or step.key != key:
            raise FormError(f"step {key} is not the current step")
        done = dict(answers)
        done[key] = step.accept(value)
        return done

    def back(self, answers: Answers) -> Answers:
        """``answers`` without the last one."""
        done = dict(answers)
        if done:
            done.pop(next(reversed(done)))
        return done

    def walk(self, ctx: FormContext, answers: Answers) -> Answers:
        """The answers that still apply, in order (an answer a step no longer asks for is
        dropped; used when a form is read back)."""
        done: Answers = {}
        while True:
            step = self.next_step(ctx, done)
            if step is None or step.key not in answers:
                return done
            try:
                done[step.key] = step.accept(answers[step.key])
            except FormError:
                return done
