"""The score-pad form of Slovenian tarok (``engine.slovenian.DealFacts``, docs/scorepad.md).

The steps, in order (each only where the contract has it):

* the contract (with three players only those of the rules' list, V21), the declarer, the
  called king's holder (Three, Two and One with four players, or "alone");
* the declarer side's card points (normal games and Solo without) and its tricks;
* the bonuses that fell (trula, kings: to one side or split), the ultimos in the last
  trick (king ultimo only with a called king), the announcements (valat and king ultimo by
  the declarer's side only; pagat ultimo only by the side that played the Pagat to the
  last trick; mondfang only under V15 where V13 charges a Mond penalty);
* the kontra reached on the game and on each announcement (up to V10's deepest level;
  trula and kings only under V9);
* the Mond: captured by whom, or left in the talon (contracts with a talon exchange);
* klop: each player's card points and tricks, and the kontra (V8).

The open radelci of the deal's players come from the pad (``ctx.extra["radelci"]``).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from bot.i18n import t
from bot.pad.form import Answers, FormContext, NumberField, Option, PadForm, Step
from engine.slovenian import Contract, DealFacts, Match, Rules
from engine.slovenian.contracts import contract_code, info
from engine.slovenian.scoring import check_facts

_CODES = {contract_code(c): c for c in Contract}
_SIDES = ("declarer", "opponents")
_ANNOUNCEABLE = ("trula", "kings", "king_ultimo", "pagat_ultimo", "valat", "mondfang")


def _mond_applies(rules: Rules, c: Contract) -> bool:
    """V13: the contracts in which a captured Mond costs its holder."""
    scope = rules.mond_penalty_scope
    if scope == "three_two_one":
        return c in (Contract.THREE, Contract.TWO, Contract.ONE)
    if scope == "normal_and_solo_without" and c == Contract.SOLO_WITHOUT:
        return True
    return info(c).normal


def _side_label(side: str, lang: str) -> str:
    return t(f"slovenian.pad.side.{side}", lang)


class SlovenianForm(PadForm):
    """The guided form of a Slovenian deal."""

    family = "slovenian"

    def table_sizes(self) -> tuple[int, ...]:
        """Three, four or five (at five the dealer sits each deal out)."""
        return (3, 4, 5)

    def deal_players(self, players: int) -> int:
        """Four play at a table of five."""
        return min(players, 4)

    @staticmethod
    def _rules(ctx: FormContext) -> Rules:
        assert isinstance(ctx.rules, Rules)
        return ctx.rules

    def _contracts(self, ctx: FormContext) -> tuple[Contract, ...]:
        if ctx.players == 3:
            return tuple(sorted(self._rules(ctx).contracts_3p))
        return tuple(Contract)

    def _called_king(self, ctx: FormContext, c: Contract) -> bool:
        return ctx.players == 4 and info(c).calls_king

    def next_step(self, ctx: FormContext, answers: Answers) -> Step | None:
        """The next question (see the module's docstring for the order)."""
        lang = ctx.lang
        if "contract" not in answers:
            options = tuple(
                Option(contract_code(c), t(f"contract.{contract_code(c)}", lang))
                for c in self._contracts(ctx)
            )
            return Step("contract", "choice", t("slovenian.pad.step.contract", lang), options)
        c = _CODES[answers["contract"]]
        if c == Contract.KLOP:
            return self._klop_step(ctx, answers)
        if "declarer" not in answers:
            return Step(
                "declarer", "choice", t("slovenian.pad.step.declarer", lang), ctx.seat_options()
            )
        declarer = int(answers["declarer"])
        if self._called_king(ctx, c) and "partner" not in answers:
            others = [s for s in range(ctx.players) if s != declarer]
            options = (
                *ctx.seat_options(others),
                Option("none", t("slovenian.pad.partner.alone", lang)),
            )
            return Step("partner", "choice", t("slovenian.pad.step.partner", lang), options)
        needs_points = info(c).normal or c == Contract.SOLO_WITHOUT
        if needs_points and "points" not in answers:
            field = NumberField("points", t("slovenian.pad.field.declarer_points", lang), 0, 70)
            return Step("points", "numbers", t("slovenian.pad.step.points", lang), fields=(field,))
        if "tricks" not in answers:
            hand = 48 // ctx.players
            options = tuple(Option(str(n), str(n)) for n in range(hand + 1))
            return Step("tricks", "choice", t("slovenian.pad.step.tricks", lang), options)
        if info(c).normal:
            step = self._bonus_step(ctx, answers, c)
            if step is not None:
                return step
        if needs_points and "mond" not in answers:
            return self._mond_step(ctx, c, answers)
        return None

    def _bonus_step(self, ctx: FormContext, answers: Answers, c: Contract) -> Step | None:
        lang = ctx.lang
        rules = self._rules(ctx)
        if "bonuses" not in answers:
            options = tuple(
                Option(f"{item}:{side}", f"{t(f'item.{item}', lang)}: {_side_label(side, lang)}")
                for item in ("trula", "kings")
                for side in _SIDES
            )
            groups = tuple(frozenset(f"{item}:{s}" for s in _SIDES) for item in ("trula", "kings"))
            return Step(
                "bonuses",
                "toggles",
                t("slovenian.pad.step.bonuses", lang),
                options,
                exclusive=groups,
            )
        if "pagat" not in answers:
            options = (
                Option("none", t("slovenian.pad.ultimo.none", lang)),
                *(
                    Option(f"{side}:{won}", t(f"slovenian.pad.pagat.{side}.{won}", lang))
                    for side in _SIDES
                    for won in ("won", "lost")
                ),
            )
            return Step("pagat", "choice", t("slovenian.pad.step.pagat", lang), options)
        if self._called_king(ctx, c) and "king_ultimo" not in answers:
            options = (
                Option("none", t("slovenian.pad.ultimo.none", lang)),
                Option("won", t("slovenian.pad.king.won", lang)),
                Option("lost", t("slovenian.pad.king.lost", lang)),
            )
            return Step("king_ultimo", "choice", t("slovenian.pad.step.king_ultimo", lang), options)
        if "announced" not in answers:
            pagat = answers["pagat"]
            listed: list[Option] = []
            for item in _ANNOUNCEABLE:
                if item == "king_ultimo" and not self._called_king(ctx, c):
                    continue
                if item == "mondfang" and not (
                    rules.announced_mondfang and _mond_applies(rules, c)
                ):
                    continue
                for side in _SIDES:
                    # Valat and king ultimo are announced by the declarer's side only; the
                    # Pagat in the last trick belongs to the side that announced it.
                    if item in ("valat", "king_ultimo") and side != "declarer":
                        continue
                    if item == "pagat_ultimo" and pagat != "none" and not pagat.startswith(side):
                        continue
                    label = f"{t(f'item.{item}', lang)}: {_side_label(side, lang)}"
                    listed.append(Option(f"{item}:{side}", label))
            groups = tuple(frozenset(f"{item}:{s}" for s in _SIDES) for item in _ANNOUNCEABLE)
            return Step(
                "announced",
                "toggles",
                t("slovenian.pad.step.announced", lang),
                tuple(listed),
                exclusive=groups,
            )
        for chain in self._chains(ctx, answers):
            key = f"kontra:{chain}"
            if key not in answers:
                none = t("slovenian.pad.kontra.none", lang)
                options = tuple(
                    Option(str(lv), t(f"kontra.{lv}", lang) if lv > 1 else none)
                    for lv in (1, 2, 4, 8, 16)
                    if lv <= rules.kontra_max
                )
                prompt = t("slovenian.pad.step.kontra", lang, item=t(f"item.{chain}", lang))
                return Step(key, "choice", prompt, options)
        return None

    def _chains(self, ctx: FormContext, answers: Answers) -> list[str]:
        """The kontra chains of the deal: the game and each announcement (V9: trula and kings
        only when they may be kontra'd)."""
        rules = self._rules(ctx)
        chains = ["game"]
        for entry in answers.get("announced", []):
            item = entry.split(":")[0]
            if item in ("trula", "kings") and not rules.kontra_trula_kings:
                continue
            chains.append(item)
        return chains

    def _mond_step(self, ctx: FormContext, c: Contract, answers: Answers) -> Step:
        lang = ctx.lang
        options = [Option("none", t("slovenian.pad.mond.none", lang))]
        options += [
            Option(str(s), t("slovenian.pad.mond.lost_by", lang, name=ctx.names[s]))
            for s in range(ctx.players)
        ]
        # A Mond left in the talon was never in a hand: nobody announced mondfang (V15).
        mondfang = any(a.startswith("mondfang:") for a in answers.get("announced", []))
        if info(c).talon_group and not mondfang:
            options.append(Option("talon", t("slovenian.pad.mond.talon", lang)))
        return Step("mond", "choice", t("slovenian.pad.step.mond", lang), tuple(options))

    def _klop_step(self, ctx: FormContext, answers: Answers) -> Step | None:
        lang = ctx.lang
        if "klop_points" not in answers:
            fields = tuple(NumberField(str(s), ctx.names[s], 0, 70) for s in range(ctx.players))
            return Step(
                "klop_points", "numbers", t("slovenian.pad.step.klop_points", lang), fields=fields
            )
        if "klop_tricks" not in answers:
            hand = 48 // ctx.players
            fields = tuple(NumberField(str(s), ctx.names[s], 0, hand) for s in range(ctx.players))
            return Step(
                "klop_tricks", "numbers", t("slovenian.pad.step.klop_tricks", lang), fields=fields
            )
        if self._rules(ctx).klop_kontra == "once" and "klop_kontra" not in answers:
            options = (Option("none", t("slovenian.pad.kontra.none", lang)), *ctx.seat_options())
            return Step("klop_kontra", "choice", t("slovenian.pad.step.klop_kontra", lang), options)
        return None

    def facts(self, ctx: FormContext, answers: Answers) -> DealFacts:
        """The deal's facts, checked against the rules as the scorer checks them."""
        c = _CODES[answers["contract"]]
        radelci = tuple(ctx.extra.get("radelci", ()))
        base: dict[str, Any] = {"players": ctx.players, "contract": c, "radelci": radelci}
        if c == Contract.KLOP:
            pts = answers["klop_points"]
            tricks = answers["klop_tricks"]
            kontra = answers.get("klop_kontra", "none")
            facts = DealFacts(
                **base,
                player_points=tuple(pts[str(s)] for s in range(ctx.players)),
                player_tricks=tuple(tricks[str(s)] for s in range(ctx.players)),
                klop_kontra_by=None if kontra == "none" else int(kontra),
            )
            check_facts(self._rules(ctx), facts)
            return facts
        base["declarer"] = int(answers["declarer"])
        partner = answers.get("partner", "none")
        base["partner"] = None if partner == "none" else int(partner)
        if "points" in answers:
            base["declarer_points"] = answers["points"]["points"]
        base["declarer_tricks"] = int(answers["tricks"])
        for entry in answers.get("bonuses", []):
            item, side = entry.split(":")
            base[item] = side
        pagat = answers.get("pagat", "none")
        if pagat != "none":
            side, result = pagat.split(":")
            base["pagat_ultimo"] = {"side": side, "won": result == "won"}
        king = answers.get("king_ultimo", "none")
        if king != "none":
            base["king_ultimo"] = king == "won"
        base["announcements"] = dict(e.split(":") for e in answers.get("announced", []))
        base["kontra"] = {
            key.split(":", 1)[1]: int(v)
            for key, v in answers.items()
            if key.startswith("kontra:") and int(v) > 1
        }
        mond = answers.get("mond", "none")
        if mond == "talon":
            base["mond_left_in_talon"] = True
        elif mond != "none":
            base["mond_lost_by"] = (int(mond),)
        facts = DealFacts(**base)
        check_facts(self._rules(ctx), facts)
        return facts

    # -- booking ---------------------------------------------------------------------------
    def new_match(self, rules: BaseModel, players: int) -> Match:
        """A session of open length (the pad ends when its players close it)."""
        assert isinstance(rules, Rules)
        return Match(rules, players)

    def read_facts(self, data: dict[str, Any]) -> DealFacts:
        """Stored facts back."""
        return DealFacts.model_validate(data)

    def extra(self, match: Any) -> dict[str, Any]:
        """The open radelci of the next deal's players (they double its score)."""
        return {"radelci": list(match.deal_radelci())}


FORM = SlovenianForm()
"""The form the score pad uses for Slovenian tarok."""
