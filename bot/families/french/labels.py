"""Names of French tarot's things in a language: contracts, phases, cards, poignées, actions,
score lines and rule values.

Every text is a ``french.*`` key of the catalogs (``rules.french.*`` for the rules), so that a
language may carry French tarot's words or leave them to English (see ``docs/families.md``).
The game's own words (Prise, Garde, chien, écart, bout, poignée, petit au bout, chelem,
Excuse) are French in every language, as players of the game say them.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.i18n import agree, has_key, t
from engine.french import Action, Contract, Kind
from engine.french.cards import EXCUSE, PETIT, SUIT, TRUMPS, card_label, sort_for_display
from engine.french.rules import CONTRACT_CODES, POIGNEE_LEVELS, POIGNEE_TRUMPS
from engine.french.state import PHASE_NAMES, Phase

SUIT_KEYS = (
    "french.suit.hearts",
    "french.suit.diamonds",
    "french.suit.spades",
    "french.suit.clubs",
)
RANK_CODES = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K")


def contract_name(contract: Contract | int | str, lang: str) -> str:
    """``Prise``, ``Garde``, ``Garde sans``, ``Garde contre``."""
    code = contract if isinstance(contract, str) else CONTRACT_CODES[int(contract)]
    return t(f"french.contract.{code}", lang)


def phase_name(phase: Phase, lang: str) -> str:
    """A phase in words: French tarot's own name where it has one, else the shared one."""
    name = PHASE_NAMES[phase]
    own = f"french.phase.{name}"
    return t(own if has_key(own) else f"phase.{name}", lang)


def poignee_name(level: int, lang: str) -> str:
    """``Simple poignée``, ``Double poignée``, ``Triple poignée`` (level 0, 1, 2)."""
    return t(f"french.poignee.{POIGNEE_LEVELS[level]}", lang)


def poignee_size(players: int, level: int) -> int:
    """The trumps a poignée of ``level`` shows at a table of ``players`` (13/15/18 with
    three, 10/13/15 with four, 8/10/13 with five)."""
    return POIGNEE_TRUMPS[players][level]


def card_name(card: int, lang: str) -> str:
    """A card spelled out: ``the Petit``, ``the Excuse``, ``trump 17``, ``king of hearts`` /
    ``le Petit``, ``l'Excuse``, ``le 17``, ``roi de cœur``."""
    if card == PETIT:
        return t("french.card.petit", lang)
    if card == EXCUSE:
        return t("french.card.excuse", lang)
    if SUIT[card] == TRUMPS:
        return t("french.card.trump", lang, number=card + 1)
    rank = t(f"french.rank.{RANK_CODES[(card - 22) % 14]}", lang)
    # The suit is an adjective where the language makes it one ("srdcová dáma").
    return t("french.card.suit", lang, rank=rank, suit=agree(t(SUIT_KEYS[SUIT[card]], lang), rank))


def labels(cards: Iterable[int]) -> str:
    """Cards by their labels, as held (``21, 17, Excuse, K♥``)."""
    return ", ".join(card_label(c) for c in sort_for_display(cards))


def action_label(action: Action, lang: str, *, players: int = 4, chelem_phase: bool = False) -> str:
    """A button label for an action (``chelem_phase``: a pass there says "no chelem")."""
    kind = action.kind
    if kind == Kind.PASS:
        return t("french.action.no_chelem" if chelem_phase else "bid.pass", lang)
    if kind == Kind.BID:
        return contract_name(action.arg, lang)
    if kind == Kind.CALL:
        return t("action.call", lang, card=card_label(action.arg))
    if kind == Kind.CHELEM:
        return t("french.action.chelem", lang)
    if kind == Kind.POIGNEE:
        return t(
            "french.action.poignee",
            lang,
            poignee=poignee_name(action.arg, lang),
            count=poignee_size(players, action.arg),
        )
    return card_label(action.arg)


def rule_value_name(value: object, lang: str) -> str:
    """A switch's value in words: yes/no, and the values of F2."""
    if isinstance(value, bool):
        return t("common.yes" if value else "common.no", lang)
    key = f"rules.french.value.{value}"
    return t(key, lang) if isinstance(value, str) and has_key(key) else str(value)
