"""What ``/tarok rules`` and ``/tarok settings`` show: a game's rules, a server's defaults."""

from __future__ import annotations

from typing import Any

from bot.families import BotFamily
from bot.i18n import duration, language_name, level_name, t
from bot.screens.spec import Screen
from bot.store import GuildSettings


def rules_screen(game: BotFamily, preset: str, rules: Any, lang: str) -> Screen:
    """A game's rules in a few words, and every switch of ``rules`` (a preset, perhaps with
    a server's changes)."""
    texts = game.rules
    head = [
        f"### {t('rules.title', lang, preset=texts.preset_label(preset, lang))}",
        t("lobby.game", lang, game=game.display.title(lang)),
    ]
    body = texts.body(lang)
    if body:
        head.append(body)
    lines = [
        f"• {texts.switch_label(field, lang)}: {texts.value_label(getattr(rules, field), lang)}"
        for field in texts.switches(rules)
    ]
    return Screen(blocks=["\n".join(head), "\n".join(lines)])


def settings_screen(saved: GuildSettings, game: BotFamily, lang: str, *, changed: bool) -> Screen:
    """A server's defaults, with its rules for ``game``."""
    texts = game.rules
    default = t("settings.default", lang)
    timer_text = default
    if saved.move_timer is not None:
        timer_text = (
            duration(saved.move_timer, lang) if saved.move_timer else t("lobby.no_timer", lang)
        )
    rules = saved.rules_for(game.name)
    switch_text = ", ".join(
        f"{texts.switch_label(k, lang)}: {texts.value_label(v, lang)}"
        for k, v in rules.switches.items()
    ) or t("common.none", lang)
    lines = [
        f"### {t('settings.title', lang)}",
        t("settings.game", lang, game=game.display.title(lang)),
        t(
            "settings.preset",
            lang,
            preset=texts.preset_label(rules.preset, lang) if rules.preset else default,
        ),
        t("settings.switches", lang, list=switch_text),
        t("settings.timer", lang, timer=timer_text),
        t(
            "settings.level",
            lang,
            level=level_name(saved.level, lang) if saved.level else default,
        ),
        t(
            "settings.language",
            lang,
            language=language_name(saved.language) if saved.language else default,
        ),
    ]
    if changed:
        lines.append(t("settings.saved", lang))
    return Screen(blocks=["\n".join(lines)])
