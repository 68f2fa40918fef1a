"""The score-pad form of French tarot (``engine.french.DealFacts``,
docs/french-scorepad.md).

The steps, in order: the contract (the Prise only under F1), the taker, with five players
the called card's holder (or "alone"); the attack's bouts; its card points (within what the
contract's chien or écart and the bouts allow), and with three or five players whether they
end in a half; the Petit au bout (to the attack only with a bout, to the defence only when
the attack lacks one); the poignées (who showed one, and its size among the table's three);
a chelem announced, and the side that took every trick (only where the points and bouts
allow it). Each choice is tried against the facts model before it is offered.

The form lives here rather than with the family's bot pieces because French tarot is served
by the generic pieces; it needs nothing Slovenian or Czech.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ValidationError

from bot.i18n import t
from bot.pad.form import Answers, FormContext, NumberField, Option, PadForm, Step, yes_no
from engine.french import DealFacts, Match, Rules
from engine.french.rules import CONTRACT_CODES, POIGNEE_TRUMPS

_SIDES = ("attack", "defence")
_TRUMPS = 22
"""The 21 trumps and the Excuse: what all the poignées together can show."""


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
            options = tuple(
                Option(code, t(f"french.pad.contract.{code}", lang))
                for code in (CONTRACT_CODES[c] for c in self._rules(ctx).biddable())
            )
            return Step("contract", "choice", t("french.pad.step.contract", lang), options)
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

    def facts(self, ctx: FormContext, answers: Answers) -> DealFacts:
        """The deal's facts."""
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

    def read_facts(self, data: dict[str, Any]) -> DealFacts:
        """Stored facts back."""
        return DealFacts.model_validate(data)


FORM = FrenchForm()
"""The form the score pad uses for French tarot."""
