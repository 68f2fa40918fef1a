"""The bot's pieces for Slovenian tarok: names, display, booking, rule texts.

* :mod:`~bot.families.slovenian.labels` — cards, contracts, phases, items, lines in words;
* :mod:`~bot.families.slovenian.display` — status lines, buttons, images, summaries;
* :mod:`~bot.families.slovenian.booking` — roles, contract codes, score lines, radelci;
* :mod:`~bot.families.slovenian.rules` — the presets and switches in words.
"""

from bot.families.base import BotFamily
from bot.families.slovenian.booking import SlovenianBooking
from bot.families.slovenian.display import SlovenianDisplay
from bot.families.slovenian.rules import SlovenianRuleTexts
from bot.render import DEFAULT_OPTIONS
from engine.slovenian.family import FAMILY

BOT_FAMILY = BotFamily(
    engine=FAMILY,
    display=SlovenianDisplay(FAMILY),
    booking=SlovenianBooking(),
    rules=SlovenianRuleTexts(FAMILY.name),
    render=DEFAULT_OPTIONS,
)
"""Slovenian tarok as the bot sees it."""

__all__ = ["BOT_FAMILY"]
