"""The bot's pieces for Czech taroky: names, display, booking, rule texts.

* :mod:`~bot.families.czech.labels` — bids, phases, cards, hand bonuses, kontras in words;
* :mod:`~bot.families.czech.display` — status lines, buttons, images, summaries, sheet rows;
* :mod:`~bot.families.czech.booking` — roles, bid codes, each seat's share of the lines;
* :mod:`~bot.families.czech.rules` — the preset and the switches C1 and C2 in words.
"""

from bot.families.base import BotFamily
from bot.families.czech.booking import CzechBooking
from bot.families.czech.display import CzechDisplay
from bot.families.czech.rules import CzechRuleTexts
from bot.render import RenderOptions
from engine.czech.family import FAMILY

BOT_FAMILY = BotFamily(
    engine=FAMILY,
    display=CzechDisplay(FAMILY),
    booking=CzechBooking(),
    rules=CzechRuleTexts(FAMILY.name),
    render=RenderOptions.for_deck(FAMILY.deck),
)
"""Czech taroky as the bot sees it (its deck drawn with its own labels: Škýz)."""

__all__ = ["BOT_FAMILY"]
