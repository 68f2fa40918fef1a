"""Czech taroky's rule switches (C1 kontra, C2 hand bonuses) in words, and typing them in."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from bot.families.czech.labels import rule_value_name
from bot.families.rules import RuleTexts

_WORDS = {"ano": True, "ne": False}
"""Yes and no in Czech, besides the words every game understands."""


class CzechRuleTexts(RuleTexts):
    """The preset ``standard`` and the switches ``kontra`` (C1) and ``hand_bonuses`` (C2);
    their texts are the catalogs' ``rules.czech.*`` keys."""

    def value_label(self, value: object, lang: str) -> str:
        """Yes/no, and C2's ``choice`` and ``automatic`` in words."""
        return rule_value_name(value, lang)

    def parse(self, rules: type[BaseModel], field: str, raw: str) -> Any:
        """As the generic parse; ``ano``/``ne`` for a yes/no switch."""
        low = raw.strip().lower()
        if rules.model_fields[field].annotation is bool and low in _WORDS:
            return _WORDS[low]
        return super().parse(rules, field, raw)
