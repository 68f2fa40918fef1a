"""Slovene and English texts for everything the bot says.

``t(key, lang, **kwargs)`` looks a text up; :func:`resolve_language` picks the language
(player's choice → server default → Discord locale → English; Discord has no Slovene locale,
so Slovene comes only from the stored choices). :mod:`bot.i18n.labels` names engine things.
"""

from bot.i18n.core import (
    CATALOGS,
    FALLBACK,
    LANGUAGES,
    Lang,
    has_key,
    language_from_locale,
    normalize_language,
    placeholders,
    resolve_language,
    t,
)
from bot.i18n.labels import (
    action_label,
    card_name,
    contract_name,
    format_line,
    item_name,
    kontra_name,
    level_name,
    line_label,
    phase_name,
    preset_name,
    rule_switch_name,
    rule_value_name,
)

__all__ = [
    "CATALOGS",
    "FALLBACK",
    "LANGUAGES",
    "Lang",
    "action_label",
    "card_name",
    "contract_name",
    "format_line",
    "has_key",
    "item_name",
    "kontra_name",
    "language_from_locale",
    "level_name",
    "line_label",
    "normalize_language",
    "phase_name",
    "placeholders",
    "preset_name",
    "resolve_language",
    "rule_switch_name",
    "rule_value_name",
    "t",
]
