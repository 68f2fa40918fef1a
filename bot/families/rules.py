"""How a family's rule switches are named, shown and typed in (``/tarok rules``, settings).

The base class works for any pydantic rules model: the switches are its fields (``name``
aside), labelled by their own names unless the texts have a key, values typed as yes/no,
numbers or words. Families name their switches in both languages by subclassing it.
"""

from __future__ import annotations

import typing
from typing import Any

from pydantic import BaseModel

from bot.i18n import has_key, t

_YES = ("yes", "true", "on", "da", "1")
_NO = ("no", "false", "off", "ne", "0")


class RuleTexts:
    """Names and parsing of one family's rule switches."""

    def __init__(self, family: str) -> None:
        self.family = family

    def switches(self, rules: type[BaseModel] | BaseModel) -> list[str]:
        """The switches of a rules model, in their declared order."""
        model = rules if isinstance(rules, type) else type(rules)
        return [name for name in model.model_fields if name != "name"]

    def switch_label(self, field: str, lang: str) -> str:
        """The label of a switch (``rules.{family}.switch.{field}`` when the texts have it)."""
        key = f"rules.{self.family}.switch.{field}"
        return t(key, lang) if has_key(key) else field

    def value_label(self, value: object, lang: str) -> str:
        """A switch's value in words."""
        if isinstance(value, bool):
            return t("common.yes" if value else "common.no", lang)
        if isinstance(value, tuple | list):
            return ", ".join(self.value_label(v, lang) for v in value)
        return str(value)

    def body(self, lang: str) -> str:
        """The rules in a few sentences (``rules.{family}.body``; empty when there is none)."""
        key = f"rules.{self.family}.body"
        return t(key, lang) if has_key(key) else ""

    def preset_label(self, preset: str, lang: str) -> str:
        """A preset's name (``rules.{family}.preset.{preset}`` when the texts have it)."""
        key = f"rules.{self.family}.preset.{preset}"
        return t(key, lang) if has_key(key) else preset

    def parse(self, rules: type[BaseModel], field: str, raw: str) -> Any:
        """A switch's value from what an admin typed: yes/no for switches that are booleans,
        whole numbers, else the word itself (the rules model validates the result)."""
        value = raw.strip()
        low = value.lower()
        annotation = rules.model_fields[field].annotation
        if annotation is bool or bool in typing.get_args(annotation):
            if low in _YES:
                return True
            if low in _NO:
                return False
        if low.lstrip("-").isdigit():
            return int(low)
        return low
