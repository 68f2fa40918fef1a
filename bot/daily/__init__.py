"""The daily challenge: every day the same seeded deals for everyone, played alone against
the computer players (no Discord here: :mod:`bot.ui.daily` shows it)."""

from bot.daily.challenge import DAILY_DEALS, LEVEL, PLAYER_SEAT, Challenge, DailyPlay, DealDone
from bot.daily.seed import daily_seed, day_of

__all__ = [
    "DAILY_DEALS",
    "LEVEL",
    "PLAYER_SEAT",
    "Challenge",
    "DailyPlay",
    "DealDone",
    "daily_seed",
    "day_of",
]
