"""The score-pad form of Czech taroky (``engine.czech.DealFacts``, docs/czech-scorepad.md).

The steps, in order (each only where the bid has it):

* the bid played, the declarer; a first bid may have been conceded (then nothing else);
  the holder of the called tarok (first and second bid, or "alone"); the third bid's stage;
* the declarer side's card points and tricks; whose Pagát won the last trick (not the side
  without a trick, not the side that lost every trick);
* what the declarer announced (Pagát ultimo — always with the second bid —, slam);
* the kontras of each chain, when C1 allows them: the opponent who said flek, whether the
  declarer said re, the opponent who said tutti (never the partner);
* who announced hand bonuses, and each one's bonuses (one trump-count bonus at most, no
  honours with no or few trumps, the kings and the honours in one hand at most).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from bot.families.czech.labels import stage_label
from bot.i18n import t
from bot.pad.form import Answers, FormContext, NumberField, Option, PadForm, Step, yes_no
from engine.czech import Contract, DealFacts, Match, Rules
from engine.czech.contracts import contract_code
from engine.czech.facts import check_hand_bonuses, check_rules

_CODES = {contract_code(c): c for c in Contract}
_BONUSES = (
    "no_trumps",
    "few_trumps",
    "half_trumps",
    "full_trumps",
    "honours",
    "kings",
    "five_pointers",
)
_COUNTS = frozenset(_BONUSES[:4])
_ONE_HAND = ("honours", "kings")
"""Bonuses that one hand at most can hold."""
TRICKS = 12


def _fits(bonuses: dict[int, tuple[Any, ...]]) -> bool:
    """Whether four hands can hold these bonuses together, the hands not named holding
    any number of taroks (the facts model's own check: seven five-point cards, 16 to 22
    taroks in the hands, the kings and the honours in one hand at most)."""
    try:
        check_hand_bonuses(bonuses, (0, TRICKS))
    except ValueError:
        return False
    return True


def _possible(c: Contract, declarer: int, partner: str, points: int, tricks: int) -> bool:
    """Whether the declarer's side can own ``points`` card points with ``tricks`` tricks."""
    try:
        DealFacts(
            contract=c,
            declarer=declarer,
            partner=None if partner == "none" else int(partner),
            stage=1 if c == Contract.THIRD else None,
            declarer_points=points,
            declarer_tricks=tricks,
            pagat_announced=c == Contract.SECOND,
        )
    except ValueError:
        return False
    return True


class CzechForm(PadForm):
    """The guided form of a Czech deal (four players)."""

    family = "czech"

    @staticmethod
    def _rules(ctx: FormContext) -> Rules:
        assert isinstance(ctx.rules, Rules)
        return ctx.rules

    def next_step(self, ctx: FormContext, answers: Answers) -> Step | None:
        """The next question (see the module's docstring for the order)."""
        lang = ctx.lang
        if "contract" not in answers:
            options = tuple(
                Option(contract_code(c), t(f"czech.contract.{contract_code(c)}", lang))
                for c in Contract
            )
            return Step("contract", "choice", t("czech.pad.step.contract", lang), options)
        c = _CODES[answers["contract"]]
        if "declarer" not in answers:
            return Step(
                "declarer", "choice", t("czech.pad.step.declarer", lang), ctx.seat_options()
            )
        declarer = int(answers["declarer"])
        if c == Contract.FIRST and "conceded" not in answers:
            return Step("conceded", "choice", t("czech.pad.step.conceded", lang), yes_no(lang))
        if answers.get("conceded") == "yes":
            return None
        if c in (Contract.FIRST, Contract.SECOND) and "partner" not in answers:
            others = [s for s in range(ctx.players) if s != declarer]
            options = (
                *ctx.seat_options(others),
                Option("none", t("czech.pad.partner.alone", lang)),
            )
            return Step("partner", "choice", t("czech.pad.step.partner", lang), options)
        if c == Contract.THIRD and "stage" not in answers:
            options = tuple(Option(str(s), stage_label(s, lang)) for s in (1, 2, 3))
            return Step("stage", "choice", t("czech.pad.step.stage", lang), options)
        if "points" not in answers:
            field = NumberField("points", t("czech.pad.field.points", lang), 0, 70)
            return Step("points", "numbers", t("czech.pad.step.points", lang), fields=(field,))
        if "tricks" not in answers:
            # Only trick counts the card points allow (rule "Card points": without a trick
            # a side owns only what it laid aside, with every trick nearly everything).
            points = answers["points"]["points"]
            options = tuple(
                Option(str(n), str(n))
                for n in range(TRICKS + 1)
                if _possible(c, declarer, answers.get("partner", "none"), points, n)
            )
            return Step("tricks", "choice", t("czech.pad.step.tricks", lang), options)
        if "pagat" not in answers:
            tricks = int(answers["tricks"])
            sides = [Option("none", t("czech.pad.pagat.none", lang))]
            # The Pagát wins the last trick for its own side: a side without a trick, or
            # one that lost every trick, cannot have won it.
            if tricks > 0:
                sides.append(Option("declarer", t("czech.pad.pagat.declarer", lang)))
            if tricks < TRICKS:
                sides.append(Option("opponents", t("czech.pad.pagat.opponents", lang)))
            return Step("pagat", "choice", t("czech.pad.step.pagat", lang), tuple(sides))
        if "announced" not in answers:
            items: list[Option] = []
            if c != Contract.SECOND:  # the second bid announces Pagát ultimo with the bid
                items.append(Option("pagat_ultimo", t("czech.item.pagat_ultimo", lang)))
            items.append(Option("slam", t("czech.item.slam", lang)))
            prompt = t("czech.pad.step.announced", lang)
            return Step("announced", "toggles", prompt, tuple(items))
        if self._rules(ctx).kontra:
            step = self._kontra_step(ctx, answers, c, declarer)
            if step is not None:
                return step
        return self._bonus_step(ctx, answers)

    def _opponents(self, ctx: FormContext, answers: Answers, declarer: int) -> list[int]:
        partner = answers.get("partner", "none")
        side = {declarer} | (set() if partner == "none" else {int(partner)})
        return [s for s in range(ctx.players) if s not in side]

    def _chains(self, answers: Answers, c: Contract) -> list[str]:
        chains = ["game"]
        if c == Contract.SECOND or "pagat_ultimo" in answers.get("announced", []):
            chains.append("pagat_ultimo")
        return chains

    def _kontra_step(
        self, ctx: FormContext, answers: Answers, c: Contract, declarer: int
    ) -> Step | None:
        lang = ctx.lang
        opponents = ctx.seat_options(self._opponents(ctx, answers, declarer))
        for chain in self._chains(answers, c):
            item = t(f"czech.item.{chain}", lang)
            flek, re_, tutti = (f"kontra:{chain}:{level}" for level in ("flek", "re", "tutti"))
            if flek not in answers:
                options = (Option("none", t("czech.pad.kontra.none", lang)), *opponents)
                prompt = t("czech.pad.step.flek", lang, item=item)
                return Step(flek, "choice", prompt, options)
            if answers[flek] == "none":
                continue
            if re_ not in answers:
                prompt = t("czech.pad.step.re", lang, item=item, name=ctx.names[declarer])
                return Step(re_, "choice", prompt, yes_no(lang))
            if answers[re_] == "no":
                continue
            if tutti not in answers:
                options = (Option("none", t("czech.pad.kontra.none", lang)), *opponents)
                prompt = t("czech.pad.step.tutti", lang, item=item)
                return Step(tutti, "choice", prompt, options)
        return None

    def _bonus_step(self, ctx: FormContext, answers: Answers) -> Step | None:
        lang = ctx.lang
        if "bonus_seats" not in answers:
            return Step(
                "bonus_seats", "toggles", t("czech.pad.step.bonus_seats", lang), ctx.seat_options()
            )
        held: dict[int, tuple[Any, ...]] = {}
        for seat in answers["bonus_seats"]:
            key = f"bonuses:{seat}"
            if key in answers:
                held[int(seat)] = tuple(answers[key])
                continue
            options = tuple(
                Option(code, t(f"czech.bonus.{code}", lang))
                for code in _BONUSES
                if _fits({**held, int(seat): (code,)})
            )
            groups = (
                _COUNTS,
                frozenset({"honours", "no_trumps"}),
                frozenset({"honours", "few_trumps"}),
            )
            prompt = t("czech.pad.step.bonuses", lang, name=ctx.names[int(seat)])
            return Step(key, "toggles", prompt, options, exclusive=groups)
        return None

    def facts(self, ctx: FormContext, answers: Answers) -> DealFacts:
        """The deal's facts, checked against the switches as the scorer checks them."""
        c = _CODES[answers["contract"]]
        declarer = int(answers["declarer"])
        if answers.get("conceded") == "yes":
            return DealFacts(contract=c, declarer=declarer, conceded=True)
        partner = answers.get("partner", "none")
        announced = answers.get("announced", [])
        kontra: dict[str, tuple[int, ...]] = {}
        for chain in self._chains(answers, c):
            flek = answers.get(f"kontra:{chain}:flek", "none")
            if flek == "none":
                continue
            seats = [int(flek)]
            if answers.get(f"kontra:{chain}:re") == "yes":
                seats.append(declarer)
                tutti = answers.get(f"kontra:{chain}:tutti", "none")
                if tutti != "none":
                    seats.append(int(tutti))
            kontra[chain] = tuple(seats)
        pagat = answers.get("pagat", "none")
        data: dict[str, Any] = {
            "contract": c,
            "declarer": declarer,
            "partner": None if partner == "none" else int(partner),
            "stage": int(answers["stage"]) if "stage" in answers else None,
            "declarer_points": answers["points"]["points"],
            "declarer_tricks": int(answers["tricks"]),
            "pagat_ultimo": None if pagat == "none" else pagat,
            "pagat_announced": c == Contract.SECOND or "pagat_ultimo" in announced,
            "slam_announced": "slam" in announced,
            "kontra": kontra,
            "hand_bonuses": {
                int(seat): tuple(answers[f"bonuses:{seat}"])
                for seat in answers.get("bonus_seats", [])
                if answers.get(f"bonuses:{seat}")
            },
        }
        facts = DealFacts(**data)
        check_rules(self._rules(ctx), facts)
        return facts

    # -- booking ---------------------------------------------------------------------------
    def new_match(self, rules: BaseModel, players: int) -> Match:
        """A session of open length; seat 0 deals first (the pad names its players in
        playing order from the first dealer)."""
        assert isinstance(rules, Rules)
        return Match(rules, players, dealer=0)

    def read_facts(self, data: dict[str, Any]) -> DealFacts:
        """Stored facts back."""
        return DealFacts.model_validate(data)


FORM = CzechForm()
"""The form the score pad uses for Czech taroky."""
