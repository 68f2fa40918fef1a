"""Names of Slovenian tarok's things in a language: contracts, phases, announcements, cards,
actions, score lines and rule switches."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.i18n import agree, has_key, t
from engine.slovenian import Action, Card, Contract, Kind, Phase, ScoreLine
from engine.slovenian.actions import ITEM_CODES, Item
from engine.slovenian.cards import MOND, PAGAT, SKIS, TAROK_DECK, TAROKS
from engine.slovenian.contracts import contract_code
from engine.slovenian.state import PHASE_NAMES

_SUIT_KEYS = ("suit.hearts", "suit.diamonds", "suit.spades", "suit.clubs")
_ROMAN = (
    "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI",
    "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI",
)  # fmt: skip


def contract_name(contract: Contract | str, lang: str) -> str:
    """``Solo tri`` / ``Solo three``."""
    code = contract if isinstance(contract, str) else contract_code(contract)
    return t(f"contract.{code}", lang)


def phase_name(phase: Phase, lang: str) -> str:
    """``Licitacija`` / ``Bidding``."""
    return t(f"phase.{PHASE_NAMES[phase]}", lang)


def item_name(item: Item | str, lang: str) -> str:
    """An announcement (or kontra) item: ``Trula``, ``Kralj ultimo``, ``Igra`` …"""
    code = item if isinstance(item, str) else ITEM_CODES[item]
    return t(f"item.{code}", lang)


def kontra_name(level: int, lang: str) -> str:
    """The name of a kontra level: 2 kontra, 4 rekontra, 8 subkontra, 16 mordkontra."""
    return t(f"kontra.{level}", lang)


def card_name(card: Card, lang: str) -> str:
    """A card spelled out: ``kralj srce`` / ``king of hearts``, ``tarok XV``, ``škis``."""
    if card == PAGAT:
        return t("card.pagat", lang)
    if card == MOND:
        return t("card.mond", lang)
    if card == SKIS:
        return t("card.skis", lang)
    suit = TAROK_DECK.suits[card]
    if suit == TAROKS:
        return t("card.tarok", lang, number=_ROMAN[TAROK_DECK.ranks[card]])
    code = TAROK_DECK.codes[card]
    rank_code = code[:-1]
    rank = t(f"rank.{rank_code}", lang) if rank_code in ("K", "Q", "C", "J") else rank_code
    return t("card.suit", lang, rank=rank, suit=t(_SUIT_KEYS[suit], lang))


def action_label(action: Action, lang: str, *, kontra_level: int | None = None) -> str:
    """A button label for an action.

    ``kontra_level``: for a kontra, the level it raises the item to (``view.kontra[item] * 2``);
    without it a kontra is labelled as the first level.
    """
    kind = action.kind
    if kind == Kind.PASS:
        return t("bid.pass", lang)
    if kind in (Kind.BID, Kind.DECLARE):
        return contract_name(Contract(action.arg), lang)
    if kind == Kind.CALL:
        return t("action.call", lang, card=card_name(action.arg, lang))
    if kind == Kind.TALON:
        return t("talon.group", lang, number=action.arg + 1)
    if kind == Kind.DISCARD:
        return t("action.discard", lang, card=card_name(action.arg, lang))
    if kind == Kind.ANNOUNCE:
        return t("announce.action", lang, item=item_name(Item(action.arg), lang))
    if kind == Kind.KONTRA:
        level = kontra_name(kontra_level or 2, lang)
        return t("kontra.action", lang, level=level, item=item_name(Item(action.arg), lang))
    return card_name(action.arg, lang)


def line_label(line: ScoreLine | Mapping[str, Any], lang: str) -> str:
    """The label of a score line with its kind, the kind agreeing with the line:
    ``Trula (napovedana)``, ``Kralji (tihi)`` / ``Trula (announced)``."""
    data: Mapping[str, Any] = line.model_dump() if isinstance(line, ScoreLine) else line
    item = str(data.get("item", ""))
    label = t(f"line.{item}", lang) if has_key(f"line.{item}") else item
    kind_key = f"line.kind.{data.get('kind', '')}"
    kind = agree(t(kind_key, lang), label) if data.get("kind") and has_key(kind_key) else ""
    return t("line.with_kind", lang, label=label, kind=kind) if kind else label


def kontra_label(label: str, kontra: int, lang: str) -> str:
    """A line's label with its kontra named (``Igra · Kontra ×2``), so that a kontra never
    reads like a radelc's doubling; as it is without one."""
    if kontra <= 1:
        return label
    return t("line.kontra", lang, label=label, level=kontra_name(kontra, lang), factor=kontra)


def format_line(line: ScoreLine | Mapping[str, Any], lang: str) -> str:
    """A whole score line: ``Razlika: 15``, ``Trula (napovedana) · Kontra ×2: 40``."""
    data: Mapping[str, Any] = line.model_dump() if isinstance(line, ScoreLine) else line
    label = kontra_label(line_label(data, lang), int(data.get("kontra", 1) or 1), lang)
    return t("line.format", lang, label=label, amount=data.get("amount", 0))


def preset_name(preset: str, lang: str) -> str:
    """A rules preset's name."""
    key = f"rules.preset.{preset}"
    return t(key, lang) if has_key(key) else preset


def rule_switch_name(field: str, lang: str) -> str:
    """The label of a rule switch (a field of Slovenian tarok's ``Rules``)."""
    key = f"rules.switch.{field}"
    return t(key, lang) if has_key(key) else field


def rule_value_name(value: object, lang: str) -> str:
    """A rule switch's value in words (yes/no, named choices; numbers as they are)."""
    if isinstance(value, bool):
        return t("common.yes" if value else "common.no", lang)
    if isinstance(value, tuple | list):
        return ", ".join(
            contract_name(Contract(v), lang) if isinstance(v, int) else str(v) for v in value
        )
    key = f"rules.value.{value}"
    return t(key, lang) if isinstance(value, str) and has_key(key) else str(value)
