"""A spectator's view of a table: exactly what the public table message shows.

It is the public table screen (built from the public view only, ``table.view(None)``: never
a hand, never a talon card before it is shown to all) with a Refresh button instead of the
players' buttons, sent to the spectator alone.
"""

from __future__ import annotations

from bot.i18n import t
from bot.screens import ids
from bot.screens.spec import ButtonSpec, Screen
from bot.tables import Table


def watch_screen(table: Table, public: Screen, lang: str) -> Screen:
    """The spectator's view of ``table`` from its public table screen ``public``."""
    if table.session is None:
        return Screen(blocks=[t("watch.no_deal", lang)])
    screen = Screen(
        blocks=[*public.blocks],
        images=list(public.images),
        after=[*public.after, t("watch.note", lang)],
        accent=public.accent,
    )
    screen.rows.append(
        [ButtonSpec(t("button.refresh", lang), ids.watch(table.id, table.deal_no), "primary")]
    )
    return screen
