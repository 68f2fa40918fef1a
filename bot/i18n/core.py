"""Looking texts up: :func:`t`, the catalogs, and choosing a language."""

from __future__ import annotations

import logging
import string
from typing import Any, Literal

from bot.i18n import en, sl

log = logging.getLogger(__name__)

Lang = Literal["sl", "en"]
LANGUAGES: tuple[Lang, ...] = ("sl", "en")
FALLBACK: Lang = "en"

CATALOGS: dict[Lang, dict[str, str]] = {"sl": sl.TEXTS, "en": en.TEXTS}


class _Keep(dict[str, Any]):
    """Leaves unknown placeholders visible instead of failing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def placeholders(template: str) -> set[str]:
    """The named placeholders of a template (``"{name} played {card}"`` → name, card)."""
    names: set[str] = set()
    for _, field, _, _ in string.Formatter().parse(template):
        if field is not None:
            names.add(field.split(".")[0].split("[")[0])
    return names


def normalize_language(code: str | None) -> Lang | None:
    """A supported language from a code such as ``sl``, ``sl-SI``, ``en-GB``; else None."""
    if not code:
        return None
    base = code.strip().lower().replace("_", "-").split("-")[0]
    return base if base in LANGUAGES else None


def language_from_locale(locale: str | None) -> Lang | None:
    """The language for a Discord locale (``en-US``, ``en-GB``, …), or None.

    Discord has no Slovene locale, so this never gives ``sl``; other locales (``hr``,
    ``de``, …) have no catalog here and give None.
    """
    if not locale:
        return None
    lang = normalize_language(str(locale))
    return lang if lang is not None and lang != "sl" else None


def resolve_language(
    user: str | None = None, server: str | None = None, locale: str | None = None
) -> Lang:
    """The language to talk to someone in.

    Order: the player's own stored choice, then the server default (the server's stored
    choice, or the bot's ``TAROK_DEFAULT_LANGUAGE`` for servers that chose none; pass None
    outside servers), then the Discord locale (never Slovene), then English.
    """
    for choice in (user, server):
        lang = normalize_language(choice)
        if lang is not None:
            return lang
    return language_from_locale(locale) or FALLBACK


def has_key(key: str) -> bool:
    """Whether ``key`` is a known text."""
    return key in CATALOGS[FALLBACK]


def t(key: str, lang: str | None = None, /, **kwargs: Any) -> str:
    """The text ``key`` in ``lang`` with its placeholders filled from ``kwargs``.

    An unknown language uses English; an unknown key is returned as is (and logged), and a
    missing placeholder stays visible as ``{name}``, so a text never raises.
    """
    catalog = CATALOGS.get(normalize_language(lang) or FALLBACK, CATALOGS[FALLBACK])
    template = catalog.get(key)
    if template is None:
        template = CATALOGS[FALLBACK].get(key)
        if template is None:
            log.warning("unknown text key %r", key)
            return key
    if not kwargs and "{" not in template:
        return template
    try:
        return string.Formatter().vformat(template, (), _Keep(kwargs))
    except (ValueError, IndexError, AttributeError):
        log.warning("text %r could not be formatted with %r", key, sorted(kwargs))
        return template


def level_name(level: str, lang: str) -> str:
    """A computer level's name (unknown levels are shown as they are)."""
    key = f"level.{level}"
    return t(key, lang) if has_key(key) else level
