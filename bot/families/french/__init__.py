"""The bot's pieces for French tarot: names, display, booking, rule texts, unplayed deals.

* :mod:`~bot.families.french.labels` — contracts, phases, cards, poignées, actions in words;
* :mod:`~bot.families.french.display` — status lines, buttons, images, summaries, sheet rows;
* :mod:`~bot.families.french.booking` — roles, contract codes, each seat's share of the lines;
* :mod:`~bot.families.french.rules` — the preset and the switches F1 and F2 in words;
* :mod:`~bot.families.french.deals` — deals passed by everyone or annulled by a Petit sec,
  booked with a sheet of zeros.
"""

from bot.families.base import BotFamily
from bot.families.french.booking import FrenchBooking
from bot.families.french.deals import FAMILY
from bot.families.french.display import FrenchDisplay
from bot.families.french.rules import FrenchRuleTexts
from bot.render import RenderOptions

BOT_FAMILY = BotFamily(
    engine=FAMILY,
    display=FrenchDisplay(FAMILY),
    booking=FrenchBooking(),
    rules=FrenchRuleTexts(FAMILY.name),
    render=RenderOptions.for_deck(FAMILY.deck),
)
"""French tarot as the bot sees it (its 78-card deck drawn with its own labels)."""

__all__ = ["BOT_FAMILY"]
