"""The score-pad form of French tarot (``engine.french.DealFacts``,
docs/french-scorepad.md).

The first step offers, after the contracts, the two ends of a deal nobody plays (FFT
rules): everyone passed, or a player held the Petit sec (the Petit with no other trump nor
the Excuse) and the deal was annulled; the latter asks who held it, and neither asks more.
Such a deal is stored as :class:`UnplayedFacts`, scores nothing, writes no ledger row and
the next player deals, as the engine's match books it (``Match.record_passed``); its sheet
is the bot's :class:`~bot.families.french.deals.UnplayedDeal`, so the pad's sheet has a
row for it like the tables' sheets ("Passed", "Annulled (Petit sec)").

For a played deal the steps are, in order: the contract (the Prise only under F1), the
taker, with five players the called card's holder (or "alone"); the attack's bouts; its card
points (within what the contract's chien or écart and the bouts allow), and with three or
five players whether they end in a half; the Petit au bout (to the attack only with a bout,
to the defence only when the attack lacks one); the poignées (who showed one, and its size
among the table's three); a chelem announced, and the side that took every trick (only where
the points and bouts allow it). Each choice is tried against the facts model before it is
offered.

The form lives here rather than with the family's bot pieces because French tarot is served
by the generic pieces; it needs nothing Slovenian or Czech.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from bot.families.french.deals import Unplayed, UnplayedDeal
from bot.i18n import t
from bot.pad.form import Answers, FormContext, NumberField, Option, PadForm, Step, yes_no
from engine.core.family import SheetLike
from engine.french import DealFacts, Match, Rules, ScoreSheet, score
from engine.french.rules import CONTRACT_CODES, POIGNEE_TRUMPS

_SIDES = ("attack", "defence")
_TRUMPS = 22
"""The 21 trumps and the Excuse: what all the poignées together can show."""


UNPLAYED: tuple[Unplayed, ...] = ("passed", "annulled")
"""The first step's choices for a deal nobody played, after the contracts."""


class UnplayedFacts(BaseModel):
    """The facts of a deal nobody played: every player passed, or the Petit sec of
    ``petit_sec`` (a deal seat) annulled it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: Literal[3, 4, 5]
    outcome: Unplayed
    petit_sec: int | None = None

    @model_validator(mode="after")
    def _check(self) -> UnplayedFacts:
        if self.outcome == "passed" and self.petit_sec is not None:
            raise ValueError("a deal everyone passed was not annulled by a petit sec")
        if self.outcome == "annulled" and (
            self.petit_sec is None or not 0 <= self.petit_sec < self.players
        ):
            raise ValueError(f"the petit sec is held by one of the seats 0 … {self.players - 1}")
        return self


def _valid(data: dict[str, Any]) -> bool:
    try:
        DealFacts(**data)
    except (ValueError, ValidationError):
        return False
    return True


class FrenchForm(PadForm):
    """The guided form of a French deal (three to five players)."""

    family = "french"

    def table_sizes(self) -> tuple[int, ...]:
        """Three, four or five."""
        return (3, 4, 5)

    @staticmethod
    def _rules(ctx: FormContext) -> Rules:
        assert isinstance(ctx.rules, Rules)
        return ctx.rules

    def _base(self, ctx: FormContext, answers: Answers) -> dict[str, Any]:
        """The facts answered so far (what every later step is tried with)."""
        partner = answers.get("partner", "none")
        data: dict[str, Any] = {
            "players": ctx.players,
            "contract": answers["contract"],
            "taker": int(answers["taker"]),
            "partner": None if partner == "none" else int(partner),
            "bouts": int(answers.get("bouts", 0)),
        }
        if "points" in answers:
            data["attack_halves"] = 2 * answers["points"]["points"] + (answers.get("half") == "yes")
        if answers.get("petit", "none") != "none":
            data["petit_au_bout"] = answers["petit"]
        return data

    def next_step(self, ctx: FormContext, answers: Answers) -> Step | None:
        """The next question (see the module's docstring for the order)."""
        lang = ctx.lang
        n = ctx.players
        if "contract" not in answers:
            codes = [CONTRACT_CODES[c] for c in self._rules(ctx).biddable()]
            options = tuple(
                Option(code, t(f"french.pad.contract.{code}", lang)) for code in (*codes, *UNPLAYED)
            )
            return Step("contract", "choice", t("french.pad.step.contract", lang), options)
        if answers["contract"] == "passed":
            return None
        if answers["contract"] == "annulled":
            if "petit_sec" not in answers:
                prompt = t("french.pad.step.petit_sec", lang)
                return Step("petit_sec", "choice", prompt, ctx.seat_options())
            return None
        if "taker" not in answers:
            return Step("taker", "choice", t("french.pad.step.taker", lang), ctx.seat_options())
        taker = int(answers["taker"])
        if n == 5 and "partner" not in answers:
            others = [s for s in range(n) if s != taker]
            options = (
                *ctx.seat_options(others),
                Option("none", t("french.pad.partner.alone", lang)),
            )
            return Step("partner", "choice", t("french.pad.step.partner", lang), options)
        if "bouts" not in answers:
            options = tuple(Option(str(b), str(b)) for b in range(4))
            return Step("bouts", "choice", t("french.pad.step.bouts", lang), options)
        base = self._base(ctx, answers)
        if "points" not in answers:
            # The whole points the contract's chien (or écart) and the bouts allow.
            fits = [
                p
                for p in range(92)
                if _valid({**base, "attack_halves": 2 * p})
                or (n != 4 and _valid({**base, "attack_halves": 2 * p + 1}))
            ]
            low, high = (fits[0], fits[-1]) if fits else (0, 91)
            field = NumberField("points", t("french.pad.field.points", lang), low, high)
            return Step("points", "numbers", t("french.pad.step.points", lang), fields=(field,))
        if n != 4 and "half" not in answers:
            whole = answers["points"]["points"]
            options = tuple(
                Option(code, label)
                for code, label, halves in (
                    ("no", str(whole), 2 * whole),
                    ("yes", f"{whole}½", 2 * whole + 1),
                )
                if _valid({**base, "attack_halves": halves})
            )
            return Step("half", "choice", t("french.pad.step.half", lang), options)
        if "petit" not in answers:
            options = (
                Option("none", t("french.pad.petit.none", lang)),
                *(
                    Option(side, t(f"french.pad.side.{side}", lang))
                    for side in _SIDES
                    if _valid({**base, "petit_au_bout": side})
                ),
            )
            return Step("petit", "choice", t("french.pad.step.petit", lang), options)
        step = self._poignee_step(ctx, answers)
        if step is not None:
            return step
        if "chelem_announced" not in answers:
            prompt = t("french.pad.step.chelem_announced", lang)
            return Step("chelem_announced", "choice", prompt, yes_no(lang))
        if "chelem" not in answers:
            options = (
                Option("none", t("french.pad.chelem.none", lang)),
                *(
                    Option(side, t(f"french.pad.side.{side}", lang))
                    for side in _SIDES
                    if _valid({**base, "chelem": side})
                ),
            )
            return Step("chelem", "choice", t("french.pad.step.chelem", lang), options)
        return None

    def _poignee_step(self, ctx: FormContext, answers: Answers) -> Step | None:
        """The poignées one by one: who showed one (or nobody more), then its size; a player
        or a size is offered only while all the poignées together show at most the 21
        trumps and the Excuse."""
        lang = ctx.lang
        levels = POIGNEE_TRUMPS[ctx.players]
        shown: dict[int, int] = {}
        for i in range(ctx.players):
            who, size = f"poignee:{i}", f"poignee_size:{i}"
            if who not in answers:
                total = sum(shown.values())
                seats = [
                    s for s in range(ctx.players) if s not in shown and total + levels[0] <= _TRUMPS
                ]
                if not seats:
                    return None
                options = (
                    Option("none", t("french.pad.poignee.none", lang)),
                    *ctx.seat_options(seats),
                )
                key = "french.pad.step.poignee_seat" if i == 0 else "french.pad.step.poignee_more"
                return Step(who, "choice", t(key, lang), options)
            if answers[who] == "none":
                return None
            seat = int(answers[who])
            if size not in answers:
                total = sum(shown.values())
                options = tuple(
                    Option(str(k), t("french.pad.poignee.size", lang, trumps=k))
                    for k in levels
                    if total + k <= _TRUMPS
                )
                prompt = t("french.pad.step.poignee", lang, name=ctx.names[seat])
                return Step(size, "choice", prompt, options)
            shown[seat] = int(answers[size])
        return None

    def facts(self, ctx: FormContext, answers: Answers) -> DealFacts | UnplayedFacts:
        """The deal's facts (:class:`UnplayedFacts` for a deal nobody played)."""
        if answers.get("contract") in UNPLAYED:
            seat = answers.get("petit_sec")
            return UnplayedFacts.model_validate(
                {
                    "players": ctx.players,
                    "outcome": answers["contract"],
                    "petit_sec": None if seat is None else int(seat),
                }
            )
        data = self._base(ctx, answers)
        data["poignees"] = [
            {"seat": int(answers[f"poignee:{i}"]), "trumps": int(answers[f"poignee_size:{i}"])}
            for i in range(ctx.players)
            if answers.get(f"poignee:{i}", "none") != "none" and f"poignee_size:{i}" in answers
        ]
        data["chelem_announced"] = answers.get("chelem_announced") == "yes"
        chelem = answers.get("chelem", "none")
        data["chelem"] = None if chelem == "none" else chelem
        return DealFacts(**data)

    # -- booking ---------------------------------------------------------------------------
    def new_match(self, rules: BaseModel, players: int) -> Match:
        """A session of open length; seat 0 deals first."""
        assert isinstance(rules, Rules)
        return Match(rules, players)

    def read_facts(self, data: dict[str, Any]) -> DealFacts | UnplayedFacts:
        """Stored facts back (a deal nobody played is told by its ``outcome``)."""
        if "outcome" in data:
            return UnplayedFacts.model_validate(data)
        return DealFacts.model_validate(data)

    def score(self, rules: BaseModel, facts: BaseModel) -> ScoreSheet | UnplayedDeal:
        """The engine's sheet of a played deal; an :class:`UnplayedDeal` (0 for everyone,
        no lines) for one nobody played."""
        if isinstance(facts, UnplayedFacts):
            seats = () if facts.petit_sec is None else (facts.petit_sec,)
            return UnplayedDeal(facts.players, facts.outcome, seats)
        if not isinstance(rules, Rules) or not isinstance(facts, DealFacts):
            raise TypeError("French tarot scores its own DealFacts under its own Rules")
        return score(rules, facts)

    def record(self, match: Any, sheet: Any) -> None:
        """Book the deal: a played one by its sheet, one nobody played as passed or
        annulled (nothing scored; the next player deals)."""
        if isinstance(sheet, UnplayedDeal):
            match.record_passed(annulled=sheet.outcome == "annulled")
        else:
            match.record_sheet(sheet)

    def played(self, sheet: SheetLike) -> bool:
        """A deal passed or annulled was not played: no ledger row, not a deal on the
        leaderboards."""
        return not isinstance(sheet, UnplayedDeal)

    def outcome(self, sheet: SheetLike) -> str:
        """``scored``, ``passed`` or ``annulled``."""
        return sheet.outcome if isinstance(sheet, UnplayedDeal) else "scored"


FORM = FrenchForm()
"""The form the score pad uses for French tarot."""
