"""A family as the bot sees it: the engine's family plus its display, booking and rule texts.

:class:`BotFamily` bundles what the generic parts of the bot ask of one game: the engine
family (``engine.families``), how its deals are shown (:class:`~bot.families.display.
Display`), booked (:class:`~bot.families.booking.Booking`) and configured
(:class:`~bot.families.rules.RuleTexts`), and how its cards are drawn (render options with
the style the renderer derives from the family's deck). :func:`generic` builds one from the
engine family alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.families.booking import Booking
from bot.families.display import Display
from bot.families.rules import RuleTexts
from bot.render import DEFAULT_OPTIONS, RenderOptions
from engine.core.family import Family


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


def render_options(family: Family[Any, Any]) -> RenderOptions | None:
    """How to draw a family's cards (the style the renderer derives from its deck's tables),
    or None when the renderer cannot draw that deck."""
    try:
        return RenderOptions.for_deck(family.deck)
    except ValueError:
        return None


def generic(family: Family[Any, Any]) -> BotFamily:
    """The bot's view of a family that has no pieces of its own: everything from the
    protocol (raises LookupError when its cards cannot be drawn)."""
    options = render_options(family)
    if options is None:
        raise LookupError(f"no card style for the {family.deck.name} deck of {family.name}")
    return BotFamily(
        engine=family,
        display=Display(family),
        booking=Booking(),
        rules=RuleTexts(family.name),
        render=options,
    )
