"""Pieces every screen uses: Discord timestamps, seat names, titles."""

from __future__ import annotations

import time
from collections.abc import Sequence

from bot.i18n import t
from bot.tables import Table


def timestamp(unix: float, style: str = "R") -> str:
    """A Discord timestamp (shown in each reader's own time zone and language)."""
    return f"<t:{int(unix)}:{style}>"


def clock_to_unix(clock_time: float, clock_now: float) -> float:
    """A table clock time (monotonic) as a Unix time."""
    return time.time() + (clock_time - clock_now)


def stand_in(name: str, lang: str) -> str:
    """A stand-in's name: "Ana (computer)"."""
    return t("computer.stand_in", lang, name=name)


def seat_names(table: Table, lang: str) -> list[str]:
    """A display name per seat of the table: the player's name, "(computer)" for a stand-in,
    numbered computers."""
    names: list[str] = []
    computers = 0
    for s in table.seats:
        if s.is_human:
            base = s.name or t("common.player", lang, seat=s.index + 1)
            names.append(base if s.present or not table.is_open else stand_in(base, lang))
        else:
            computers += 1
            names.append(t("computer.name", lang, number=computers))
    return names


def deal_names(names: Sequence[str], deal_seats: Sequence[int]) -> list[str]:
    """The names of a deal's seats (in deal-seat order) from the table's names."""
    return [names[m] for m in deal_seats]


def deals_title(table: Table, lang: str) -> str:
    """The title: "Tarok · deal 3 of 8" (without "of" in a session of open length)."""
    if table.config.deals is not None:
        return t("table.title_of", lang, deal_no=table.deal_no, deals=table.config.deals)
    return t("table.title", lang, deal_no=table.deal_no)


def marks_text(count: int) -> str:
    """Open marks (radelci) beside a total: " ○○"."""
    return " " + "○" * count if count else ""
