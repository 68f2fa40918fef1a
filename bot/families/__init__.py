"""The games the bot can seat, by name: the engine's families with the bot's pieces for each.

``families.get("slovenian")`` gives a :class:`BotFamily`: the engine family and how the bot
shows, books and configures it. A family with pieces of its own names the module that
defines ``BOT_FAMILY`` in :data:`BUILTIN`; any other family registered in the engine
(``engine.families``) is served by the generic pieces (:func:`bot.families.base.generic`),
as long as the renderer can draw its deck (it derives a card style from any deck the
engine core builds). ``/tarok start`` offers exactly :func:`names`.
"""

from __future__ import annotations

import importlib
from typing import cast

from bot.families.base import BotFamily, generic, render_options
from bot.families.booking import Booking
from bot.families.display import Choice, Choices, Display, Pick, Picture, Style
from bot.families.rules import RuleTexts
from engine import families as engine_families
from engine.core.registry import UnknownFamily

BUILTIN: dict[str, str] = {
    "slovenian": "bot.families.slovenian",
    "french": "bot.families.french",
    "czech": "bot.families.czech",
}
"""Families with pieces of their own: name → module defining ``BOT_FAMILY``."""

_registered: dict[str, BotFamily] = {}
_loaded: dict[str, BotFamily] = {}


def register(family: BotFamily) -> None:
    """Add (or replace) the bot's pieces for a family (the engine must know the family)."""
    _registered[family.name] = family
    _loaded.pop(family.name, None)


def unregister(name: str) -> None:
    """Forget pieces registered with :func:`register` (tests)."""
    _registered.pop(name, None)
    _loaded.pop(name, None)


def get(name: str) -> BotFamily:
    """The bot's view of the family called ``name`` (raises :class:`UnknownFamily`)."""
    engine_family = engine_families.get(name)
    if name in _registered:
        return _registered[name]
    found = _loaded.get(name)
    if found is not None and found.engine is engine_family:
        return found
    module = BUILTIN.get(name)
    if module is not None:
        found = cast(BotFamily, importlib.import_module(module).BOT_FAMILY)
    else:
        try:
            found = generic(engine_family)
        except LookupError as exc:
            raise UnknownFamily(str(exc)) from exc
    _loaded[name] = found
    return found


def playable(name: str) -> bool:
    """Whether the bot can seat a table of this family."""
    if name in _registered or name in BUILTIN:
        return True
    try:
        return render_options(engine_families.get(name)) is not None
    except UnknownFamily:
        return False


def names() -> tuple[str, ...]:
    """Every family a table can play, in the engine's registration order."""
    return tuple(n for n in engine_families.names() if playable(n))


def default() -> str:
    """The family of a table that does not choose one (the first registered)."""
    return names()[0]


__all__ = [
    "BUILTIN",
    "Booking",
    "BotFamily",
    "Choice",
    "Choices",
    "Display",
    "Pick",
    "Picture",
    "RuleTexts",
    "Style",
    "UnknownFamily",
    "default",
    "generic",
    "get",
    "names",
    "playable",
    "register",
    "unregister",
]
