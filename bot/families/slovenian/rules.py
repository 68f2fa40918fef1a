"""Slovenian tarok's rule switches in both languages, and parsing what an admin types."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from bot.families.rules import RuleTexts
from bot.families.slovenian.labels import preset_name, rule_switch_name, rule_value_name
from engine.slovenian.contracts import parse_contract


class SlovenianRuleTexts(RuleTexts):
    """Names of the presets (pagat, Palčka) and of every switch of ``Rules``."""

    def switch_label(self, field: str, lang: str) -> str:
        """``Kazen za ujetega monda`` / ``Captured Mond penalty``."""
        return rule_switch_name(field, lang)

    def value_label(self, value: object, lang: str) -> str:
        """Yes/no, named choices, contracts by name; numbers as they are."""
        return rule_value_name(value, lang)

    def preset_label(self, preset: str, lang: str) -> str:
        """``pagat.com (privzeto)``, ``Palčka``."""
        return preset_name(preset, lang)

    def parse(self, rules: type[BaseModel], field: str, raw: str) -> Any:
        """As the generic parse; the 3-player contracts as a comma-separated list of codes."""
        if field == "contracts_3p":
            low = raw.strip().lower()
            return tuple(parse_contract(part) for part in low.replace(" ", "").split(",") if part)
        return super().parse(rules, field, raw)
