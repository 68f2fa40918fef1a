"""Names of Czech taroky's things in a language: bids, phases, cards, hand bonuses,
announcements, kontra levels, talon positions, actions, score lines and rule values.

Every text is a ``czech.*`` key of the catalogs (``rules.czech.*`` for the rules), so that a
language may carry Czech taroky's words or leave them to English (see ``docs/families.md``).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import agree, has_key, t
from engine.core.deck import ROMAN
from engine.czech import Action, Announcement, Bonus, Chain, Contract, Kind
from engine.czech.actions import ANNOUNCEMENT_CODES, CHAIN_CODES
from engine.czech.bonuses import BONUS_CODES
from engine.czech.cards import DECK, MOND, PAGAT, SKYZ, TAROKS, card_label
from engine.czech.contracts import contract_code
from engine.czech.state import PHASE_NAMES, Phase

SUIT_KEYS = ("czech.suit.hearts", "czech.suit.diamonds", "czech.suit.spades", "czech.suit.clubs")


def contract_name(contract: Contract | str, lang: str) -> str:
    """``Povinnost``, ``Třetí hra`` / ``First bid``, ``Third bid``."""
    code = contract if isinstance(contract, str) else contract_code(contract)
    return t(f"czech.contract.{code}", lang)


def phase_name(phase: Phase, lang: str) -> str:
    """A phase in words: Czech taroky's own name where it has one, else the shared one."""
    name = PHASE_NAMES[phase]
    own = f"czech.phase.{name}"
    return t(own if has_key(own) else f"phase.{name}", lang)


def bonus_name(bonus: Bonus | int, lang: str) -> str:
    """A hand bonus: ``Trul``, ``Královské honéry`` / ``Honours (trul)``."""
    return t(f"czech.bonus.{BONUS_CODES[bonus]}", lang)


def chain_name(chain: Chain | int, lang: str) -> str:
    """What a kontra chain doubles: the game or an announced Pagát ultimo."""
    return t(f"czech.item.{CHAIN_CODES[chain]}", lang)


def announcement_name(announcement: Announcement | int, lang: str) -> str:
    """``Pagát ultimo``, ``Valát``."""
    return t(f"czech.item.{ANNOUNCEMENT_CODES[announcement]}", lang)


def kontra_name(level: int, lang: str) -> str:
    """The level a chain reaches: 2 flek, 4 re, 8 tutti."""
    return t(f"czech.kontra.{level}", lang)


def positions(talon: Sequence[int]) -> str:
    """Talon positions (0 = t1) as the players write them: ``t1–t4``, ``t5``, ``t4–t6``."""
    first, last = min(talon) + 1, max(talon) + 1
    if len(talon) == last - first + 1 and first != last:
        return f"t{first}–t{last}"
    return ", ".join(f"t{i + 1}" for i in sorted(talon))


def card_name(card: int, lang: str) -> str:
    """A card spelled out: ``srdcový král``, ``piková desítka``, ``tarok XV``, ``škýz`` /
    ``king of hearts``, ``10 of spades``."""
    if card == SKYZ:
        return t("czech.card.skyz", lang)
    if card == MOND:
        return t("czech.card.mond", lang)
    if card == PAGAT:
        return t("czech.card.pagat", lang)
    suit = DECK.suits[card]
    if suit == TAROKS:
        return t("czech.card.tarok", lang, number=ROMAN[DECK.ranks[card]])
    rank = t(f"czech.rank.{DECK.codes[card][:-1]}", lang)
    # The suit is an adjective where the language makes it one ("srdcová dáma").
    return t("czech.card.suit", lang, rank=rank, suit=agree(t(SUIT_KEYS[suit], lang), rank))


def stage_label(stage: int, lang: str) -> str:
    """``stage 2`` / ``2. stupeň``."""
    return t("czech.table.stage", lang, stage=stage)


def action_label(action: Action, lang: str, *, kontra_level: int = 2) -> str:
    """A button label for an action (``kontra_level``: the level a kontra raises its chain
    to, ``view.kontra[chain] * 2``)."""
    kind = action.kind
    if kind == Kind.PASS:
        return t("bid.pass", lang)
    if kind in (Kind.BID, Kind.DECLARE):
        return contract_name(Contract(action.arg), lang)
    if kind == Kind.CALL:
        return t("action.call", lang, card=card_label(action.arg))
    if kind == Kind.CONCEDE:
        return t("czech.action.concede", lang)
    if kind == Kind.TURN:
        return t("czech.action.turn", lang, cards=positions((3, 4, 5)))
    if kind == Kind.STAGE:
        stage = action.arg + 1
        taken = (3, 4, 5) if stage == 2 else (0, 1, 2)
        return t("czech.action.stage", lang, cards=positions(taken), stage=stage_label(stage, lang))
    if kind == Kind.BONUS:
        return t("czech.action.bonus", lang, bonus=bonus_name(action.arg, lang))
    if kind == Kind.ANNOUNCE:
        return t("czech.action.announce", lang, item=announcement_name(action.arg, lang))
    if kind == Kind.KONTRA:
        return t(
            "czech.action.kontra",
            lang,
            level=kontra_name(kontra_level, lang),
            item=chain_name(action.arg, lang),
        )
    return card_label(action.arg)


def rule_value_name(value: object, lang: str) -> str:
    """A switch's value in words: yes/no, and the values of C2."""
    if isinstance(value, bool):
        return t("common.yes" if value else "common.no", lang)
    key = f"rules.czech.value.{value}"
    return t(key, lang) if isinstance(value, str) and has_key(key) else str(value)
