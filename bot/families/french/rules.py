"""French tarot's rule switches (F1 the Prise, F2 the five-player call) in words, and typing
them in."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from bot.families.french.labels import rule_value_name
from bot.families.rules import RuleTexts

_WORDS = {"oui": True, "non": False}
"""Yes and no in French, besides the words every game understands."""


class FrenchRuleTexts(RuleTexts):
    """The preset ``fft`` and the switches ``prise_allowed`` (F1) and ``five_player_call``
    (F2); their texts are the catalogs' ``rules.french.*`` keys."""

    def value_label(self, value: object, lang: str) -> str:
        """Yes/no, and F2's ``ladder`` and ``any`` in words."""
        return rule_value_name(value, lang)

    def parse(self, rules: type[BaseModel], field: str, raw: str) -> Any:
        """As the generic parse; ``oui``/``non`` for a yes/no switch."""
        low = raw.strip().lower()
        if rules.model_fields[field].annotation is bool and low in _WORDS:
            return _WORDS[low]
        return super().parse(rules, field, raw)
