"""Slovene and English texts for everything the bot says.

``t(key, lang, **kwargs)`` looks a text up; :func:`resolve_language` picks the language
(player's choice → server default → Discord locale → English; Discord has no Slovene locale,
so Slovene comes only from the stored choices). The names of a game's things (cards,
contracts, …) belong to its family: ``bot.families.<family>``.
"""

from bot.i18n.core import (
    CATALOGS,
    FALLBACK,
    LANGUAGES,
    Lang,
    has_key,
    language_from_locale,
    level_name,
    normalize_language,
    placeholders,
    resolve_language,
    t,
)

__all__ = [
    "CATALOGS",
    "FALLBACK",
    "LANGUAGES",
    "Lang",
    "has_key",
    "language_from_locale",
    "level_name",
    "normalize_language",
    "placeholders",
    "resolve_language",
    "t",
]
