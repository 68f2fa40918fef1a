"""Localised slash-command texts through discord.py's :class:`app_commands.Translator`.

Command and option descriptions are declared with ``locale_str(english, key=…)``; Discord
asks for them per client locale and gets the text of that key from :mod:`bot.i18n` for every
Discord locale whose language has a catalog: ``cs`` gets the Czech descriptions, ``fr`` the
French ones, ``en-US`` and ``en-GB`` the English ones. Discord has no Slovene locale, so
Slovene players see the English descriptions (the bot's replies follow their stored choice).
"""

from __future__ import annotations

from discord import Locale, app_commands
from discord.app_commands import TranslationContextTypes, locale_str

from bot.i18n import has_key, language_from_locale, t


def text(key: str, **extras: object) -> locale_str:
    """A translatable command text: English by default, ``key`` for the translator."""
    return locale_str(t(key, "en", **extras), key=key, **extras)


class TarokTranslator(app_commands.Translator):
    """Fills in command texts for the Discord locales the bot has texts for."""

    async def translate(
        self, string: locale_str, locale: Locale, context: TranslationContextTypes
    ) -> str | None:
        """The text for ``locale``, or None to keep the default."""
        key = string.extras.get("key")
        if not isinstance(key, str) or not has_key(key):
            return None
        lang = language_from_locale(locale.value)
        if lang is None:
            return None
        params = {k: v for k, v in string.extras.items() if k != "key"}
        return t(key, lang, **params)
