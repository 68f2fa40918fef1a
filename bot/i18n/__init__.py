"""The texts of everything the bot says, in every language it speaks.

``t(key, lang, **kwargs)`` looks a text up; :func:`resolve_language` picks the language
(player's choice → server default → Discord locale → English; Discord has no Slovene locale,
so Slovene comes only from the stored choices). Each language is one catalog module named by
its code (``sl.py``, ``en.py``) with its grammar (:mod:`bot.i18n.grammar`: number forms,
agreement, prepositions); :mod:`bot.i18n.core` finds them by name. The names of a game's
things (cards, contracts, …) are keys of its family (``bot.families.<family>``).
"""

from bot.i18n.core import (
    CATALOGS,
    FALLBACK,
    LANGUAGE_CATALOGS,
    LANGUAGES,
    NOUN_PREFIX,
    Catalog,
    Lang,
    catalog_of,
    count,
    covered_families,
    duration,
    family_of,
    format_specs,
    grammar_of,
    has_key,
    language_from_locale,
    language_name,
    level_name,
    normalize_language,
    placeholders,
    prepositions,
    resolve_language,
    t,
)
from bot.i18n.grammar import Forms, Grammar, Word, agree

__all__ = [
    "CATALOGS",
    "FALLBACK",
    "LANGUAGES",
    "LANGUAGE_CATALOGS",
    "NOUN_PREFIX",
    "Catalog",
    "Forms",
    "Grammar",
    "Lang",
    "Word",
    "agree",
    "catalog_of",
    "count",
    "covered_families",
    "duration",
    "family_of",
    "format_specs",
    "grammar_of",
    "has_key",
    "language_from_locale",
    "language_name",
    "level_name",
    "normalize_language",
    "placeholders",
    "prepositions",
    "resolve_language",
    "t",
]
