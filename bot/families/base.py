"""A family as the bot sees it: the engine's family plus its display, booking and rule texts.

:class:`BotFamily` bundles what the generic parts of the bot ask of one game: the engine
family (``engine.families``), how its deals are shown (:class:`~bot.families.display.
Display`), booked (:class:`~bot.families.booking.Booking`) and configured
(:class:`~bot.families.rules.RuleTexts`), and how its cards are drawn (a render style).
:func:`generic` builds one from the engine family alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.families.booking import Booking
from bot.families.display import Display
from bot.families.rules import RuleTexts
from bot.render import DEFAULT_OPTIONS, TAROK_STYLE, DeckStyle, RenderOptions
from engine.core.family import Family

DECK_STYLES: dict[str, DeckStyle] = {TAROK_STYLE.deck.name: TAROK_STYLE}
"""How to draw the cards of each deck the renderer knows, by deck name."""


@dataclass(frozen=True)
class BotFamily:
    """One game with everything the bot's generic screens, tables and commands need."""

    engine: Family[Any, Any]
    display: Display
    booking: Booking
    rules: RuleTexts
    render: RenderOptions = DEFAULT_OPTIONS
    """How its cards are drawn (the deck style)."""

    @property
    def name(self) -> str:
        """The family's registry name."""
        return self.engine.name


def deck_style(family: Family[Any, Any]) -> DeckStyle | None:
    """The render style of a family's deck, or None when the renderer cannot draw it."""
    return DECK_STYLES.get(family.deck.name)


def generic(family: Family[Any, Any]) -> BotFamily:
    """The bot's view of a family that has no pieces of its own: everything from the
    protocol (raises LookupError when its cards cannot be drawn)."""
    style = deck_style(family)
    if style is None:
        raise LookupError(f"no card style for the {family.deck.name} deck of {family.name}")
    return BotFamily(
        engine=family,
        display=Display(family),
        booking=Booking(),
        rules=RuleTexts(family.name),
        render=RenderOptions(style=style),
    )
