"""Looking texts up: :func:`t`, the catalogs, and choosing a language.

Every module of this package whose name is a language code (``sl.py``, ``en.py``; ``fr.py``
and ``cs.py`` when they come) is a catalog: it defines ``NAME`` (the language's name in
itself), ``GRAMMAR`` (a :class:`~bot.i18n.grammar.Grammar`) and ``TEXTS`` (key → entry).
They are found by their names, so a new language is a new file and nothing here changes.

An entry is a template (``"{name} plays {card}."``), a :class:`~bot.i18n.grammar.Word`
(a text with its gender) or a dict of forms (a counted noun's forms by plural category, an
adjective's by agreement tag). Templates may use, besides ``{placeholders}``:

* ``{count:noun}`` / ``{count:noun.case}`` — the count with the noun ``noun.<noun>`` (or
  ``noun.<noun>.<case>``) in the form its plural category takes: ``"{points:point}"`` →
  "38 točk", "1 point";
* ``{word:tag}`` — a form of a word passed with forms (``"{level:m.pl}"``);
* ``{s/z}`` (any name with a slash) — a preposition the language's grammar chooses by the
  word that follows: ``"zmaga {s/z} {points:point.ins}"`` → "zmaga z 38 točkami".
"""

from __future__ import annotations

import importlib
import logging
import pkgutil
import re
import string
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from bot.i18n.grammar import Forms, Grammar

log = logging.getLogger(__name__)

Lang = str
"""A language code with a catalog (``sl``, ``en``, …)."""

FALLBACK: Lang = "en"
"""The language of a reader whose language has no catalog, and of keys a catalog lacks."""

NOUN_PREFIX = "noun."
"""Counted nouns: ``noun.<name>`` (nominative) and ``noun.<name>.<case>``."""

_CODE = re.compile(r"^[a-z]{2,3}$")
_MARK = "\x1f"


@dataclass(frozen=True)
class Catalog:
    """One language's texts with its grammar."""

    code: Lang
    name: str
    grammar: Grammar
    texts: Mapping[str, str]


def _entry(key: str, value: object) -> str:
    if isinstance(value, Mapping):
        return Forms(value)
    if isinstance(value, str):
        return value
    raise TypeError(f"text {key!r}: an entry is a str, a Word or a dict of forms")


def load_catalog(module: ModuleType) -> Catalog:
    """The catalog a language module defines (``NAME``, ``GRAMMAR``, ``TEXTS``)."""
    code = module.__name__.rsplit(".", 1)[-1]
    grammar: Grammar = module.GRAMMAR
    texts = {k: _entry(k, v) for k, v in module.TEXTS.items()}
    return Catalog(code=code, name=str(module.NAME), grammar=grammar, texts=texts)


def discover(package: str = "bot.i18n") -> dict[Lang, Catalog]:
    """The catalogs of a package: its modules whose names are language codes (2–3 lowercase
    letters), by code, alphabetically."""
    found: dict[Lang, Catalog] = {}
    path = importlib.import_module(package).__path__
    for info in sorted(pkgutil.iter_modules(path), key=lambda m: m.name):
        if _CODE.match(info.name):
            found[info.name] = load_catalog(importlib.import_module(f"{package}.{info.name}"))
    return found


LANGUAGE_CATALOGS: dict[Lang, Catalog] = discover()
if FALLBACK not in LANGUAGE_CATALOGS:
    raise RuntimeError(f"the fallback language {FALLBACK!r} has no catalog")
"""Every language with a catalog, by code (alphabetical)."""

LANGUAGES: tuple[Lang, ...] = tuple(LANGUAGE_CATALOGS)
"""The codes of the languages the bot speaks."""

CATALOGS: dict[Lang, Mapping[str, str]] = {c: cat.texts for c, cat in LANGUAGE_CATALOGS.items()}
"""Each language's entries by key."""


def grammar_of(lang: str | None) -> Grammar:
    """The grammar of a language (English for one without a catalog)."""
    return LANGUAGE_CATALOGS[normalize_language(lang) or FALLBACK].grammar


def language_name(code: str) -> str:
    """A language's name in itself ("slovenščina", "English"); unknown codes as they are."""
    catalog = LANGUAGE_CATALOGS.get(code)
    return catalog.name if catalog is not None else code


def placeholders(template: str) -> set[str]:
    """The named placeholders of a template (``"{name} played {card}"`` → name, card).

    Prepositions (``{s/z}``) are the language's own and not counted.
    """
    names: set[str] = set()
    for _, field, _, _ in string.Formatter().parse(template):
        if field is not None and "/" not in field:
            names.add(field.split(".")[0].split("[")[0])
    return names


def prepositions(template: str) -> set[str]:
    """The preposition fields of a template (``{s/z}`` → ``s/z``)."""
    return {
        field
        for _, field, _, _ in string.Formatter().parse(template)
        if field is not None and "/" in field
    }


def format_specs(template: str) -> list[tuple[str, str]]:
    """The (placeholder, format spec) pairs of a template that have a spec."""
    return [
        (field, spec)
        for _, field, spec, _ in string.Formatter().parse(template)
        if field is not None and spec
    ]


def normalize_language(code: str | None) -> Lang | None:
    """A supported language from a code such as ``sl``, ``sl-SI``, ``en-GB``; else None."""
    if not code:
        return None
    base = code.strip().lower().replace("_", "-").split("-")[0]
    return base if base in LANGUAGE_CATALOGS else None


def language_from_locale(locale: str | None) -> Lang | None:
    """The language for a Discord locale (``en-US``, ``en-GB``, ``fr``, …), or None.

    Discord has no Slovene locale, so this never gives ``sl``; locales whose language has
    no catalog (``hr``, ``de``, …) give None.
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


def family_of(key: str, families: Iterable[str]) -> str | None:
    """The game whose own text ``key`` is, among ``families`` (registry names): its name
    ``game.<family>``, its rules ``rules.<family>.…`` and everything under ``<family>.…``;
    None for a text every game shares.

    A catalog has each family's own texts all or none: a language that has none of them
    leaves that game's words to English, key by key (:func:`t` falls back), while the
    texts every game shares stay in the reader's language.
    """
    for name in families:
        if key == f"game.{name}" or key.startswith((f"{name}.", f"rules.{name}.")):
            return name
    return None


def covered_families(lang: str, families: Iterable[str]) -> set[str]:
    """The families among ``families`` whose own texts the catalog of ``lang`` has."""
    names = tuple(families)
    texts = LANGUAGE_CATALOGS[lang].texts
    return {f for f in (family_of(k, names) for k in texts) if f is not None}


def has_key(key: str) -> bool:
    """Whether ``key`` is a known text."""
    return key in CATALOGS[FALLBACK]


class _Missing:
    """A placeholder nobody filled: shown as ``{name}`` whatever its spec."""

    def __init__(self, name: str) -> None:
        self.name = name


class _Preposition:
    def __init__(self, name: str) -> None:
        self.name = name


class _Formatter(string.Formatter):
    """Fills a template in one language: counts with their nouns, forms by tag,
    prepositions by the next word."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str) and "/" in key:
            return _Preposition(key)
        if isinstance(key, str) and key in kwargs:
            return kwargs[key]
        return _Missing(str(key))

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, _Missing):
            return "{" + value.name + "}"
        if isinstance(value, _Preposition):
            return f"{_MARK}{value.name}{_MARK}"
        if format_spec and not isinstance(value, Forms):
            noun = self._noun(format_spec)
            if noun is not None:
                return count_phrase(value, noun, self.catalog.grammar)
            if isinstance(value, str) and format_spec in self.catalog.grammar.genders:
                return value  # a word without forms agrees with anything
        return str(format(value, format_spec))

    def _noun(self, spec: str) -> Forms | None:
        entry = self.catalog.texts.get(NOUN_PREFIX + spec)
        if entry is None:
            entry = CATALOGS[FALLBACK].get(NOUN_PREFIX + spec)
        return entry if isinstance(entry, Forms) else None

    def fill(self, template: str, kwargs: Mapping[str, Any]) -> str:
        text = self.vformat(template, (), kwargs)
        if _MARK in text:
            text = self._prepositions(text)
        return text

    def _prepositions(self, text: str) -> str:
        rules = self.catalog.grammar.prepositions

        def choose(match: re.Match[str]) -> str:
            name, following = match.group(1), match.group(3)
            rule = rules.get(name)
            if rule is None:
                return name + match.group(2) + following
            return rule(following) + following

        return re.sub(f"{_MARK}([^{_MARK}]+){_MARK}(\\s*)(\\S*)", choose, text)


def count_phrase(count: Any, noun: Forms, grammar: Grammar) -> str:
    """``count`` with ``noun`` in the form its plural category takes ("38 točk")."""
    try:
        n = int(count)
    except (TypeError, ValueError):
        return f"{count} {noun.form('other')}"
    return f"{grammar.number(n)} {noun.form(grammar.plural(n))}"


def catalog_of(lang: str | None) -> Catalog:
    """The catalog of a language (English for one without a catalog)."""
    return LANGUAGE_CATALOGS[normalize_language(lang) or FALLBACK]


def t(key: str, lang: str | None = None, /, **kwargs: Any) -> str:
    """The text ``key`` in ``lang`` with its placeholders filled from ``kwargs``.

    An unknown language uses English; an unknown key is returned as is (and logged), and a
    missing placeholder stays visible as ``{name}``, so a text never raises. A word with
    forms comes back as a :class:`~bot.i18n.grammar.Forms` (its first form as a text), a
    word with a gender as a :class:`~bot.i18n.grammar.Word`.
    """
    catalog = catalog_of(lang)
    template = catalog.texts.get(key)
    if template is None:
        template = CATALOGS[FALLBACK].get(key)
        if template is None:
            log.warning("unknown text key %r", key)
            return key
        catalog = LANGUAGE_CATALOGS[FALLBACK]
    if "{" not in template:
        return template
    try:
        return _Formatter(catalog).fill(str(template), kwargs)
    except (ValueError, IndexError, AttributeError, KeyError):
        log.warning("text %r could not be formatted with %r", key, sorted(kwargs))
        return str(template)


def count(n: int, noun: str, lang: str | None, case: str | None = None) -> str:
    """``n`` with a counted noun (``count(5, "point", "sl")`` → "5 točk"), as a template's
    ``{n:point}`` gives it; ``case`` picks ``noun.<noun>.<case>``."""
    catalog = catalog_of(lang)
    key = NOUN_PREFIX + noun + (f".{case}" if case else "")
    entry = catalog.texts.get(key) or CATALOGS[FALLBACK].get(key)
    if not isinstance(entry, Forms):
        log.warning("unknown counted noun %r", key)
        return str(n)
    return count_phrase(n, entry, catalog.grammar)


def duration(seconds: float, lang: str | None) -> str:
    """A length of time: whole minutes in minutes ("2 minuti"), else seconds ("90 sekund")."""
    whole = int(seconds)
    if whole >= 60 and whole % 60 == 0:
        return t("common.minutes", lang, minutes=whole // 60)
    return t("common.seconds", lang, seconds=whole)


def level_name(level: str, lang: str) -> str:
    """A computer level's name (unknown levels are shown as they are); in languages whose
    adjectives agree, it has the forms for each gender (``{level:m.pl}``)."""
    key = f"level.{level}"
    return t(key, lang) if has_key(key) else level
