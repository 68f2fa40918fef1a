"""The public table message of a deal: the seats, the deal's status, the trick, whose turn.

Built from the public view only (``table.view(None)``), so it cannot name a card its
readers may not know; what is specific to a game comes from the family's display.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import t
from bot.screens import ids
from bot.screens.common import deal_names, deals_title, marks_text, seat_names, timestamp
from bot.screens.spec import ACCENT_TABLE, ButtonSpec, ImageSpec, Screen
from bot.tables import Table, TableEvent

EVENT_LINES = 3
"""Recent happenings shown on the table message."""


def table_screen(
    table: Table,
    deal_no: int,
    lang: str,
    *,
    log: Sequence[str] = (),
    deadline: float | None = None,
    resumed: bool = False,
) -> Screen:
    """The public table message of ``deal_no`` (the table's current or last deal)."""
    screen = Screen(accent=ACCENT_TABLE)
    v = table.view(None)
    session = table.session
    if v is None or session is None:
        screen.blocks.append(t("hand.not_playing", lang))
        return screen
    game = table.game
    show = game.display
    names = seat_names(table, lang)
    dnames = deal_names(names, session.seats)
    match = session.match
    totals = match.totals
    marks = show.marks(match)
    won = show.tricks_won(v)
    head = [f"### {deals_title(table, lang)} · {show.phase_label(v, lang)}"]
    sitting_out = len(session.seats) < len(table.seats)
    for seat in range(len(table.seats)):
        d = session.deal_seat(seat)
        if d is None:
            head.append(
                t(
                    show.key("table.seat_out_line"),
                    lang,
                    seat=seat + 1,
                    name=names[seat],
                    total=totals[seat],
                    radelci=marks_text(marks[seat]),
                )
            )
            continue
        roles = show.roles(v, d, lang, sitting_out=sitting_out)
        role_text = f" ({', '.join(roles)})" if roles else ""
        head.append(
            t(
                "table.seat_line",
                lang,
                seat=seat + 1,
                name=names[seat],
                roles=role_text,
                total=totals[seat],
                radelci=marks_text(marks[seat]),
                tricks=won[d],
            )
        )
    screen.blocks.append("\n".join(head))
    status = show.status_lines(v, dnames, lang)
    if status:
        screen.blocks.append("\n".join(status))
    trick = show.trick_image(v, dnames, lang)
    if trick is not None:
        screen.images.append(ImageSpec("trick", "trick", trick, render=game.render))
    for picture in show.table_pictures(v, dnames, lang):
        screen.images.append(
            ImageSpec(picture.kind, picture.stem, picture.model, render=game.render)
        )
    foot: list[str] = list(log[-EVENT_LINES:])
    if resumed:
        foot.append(t("table.resumed", lang))
    current = table.deal_no == deal_no and table.is_open
    to_move = table.to_move
    if current and v.result is None and not table.between_deals and to_move is not None:
        if deadline is not None:
            foot.append(
                t("table.turn_deadline", lang, name=names[to_move], when=timestamp(deadline))
            )
        else:
            foot.append(t("table.turn", lang, name=names[to_move]))
    elif v.result is not None:
        foot.append(t("table.deal_over", lang))
    away = [names[s.index] for s in table.seats if s.is_human and not s.present]
    if away and table.is_open:
        foot.append(t("table.away_list", lang, names=", ".join(away)))
    if foot:
        screen.after.append("\n".join(foot))
    if current:
        row = [ButtonSpec(t("button.my_hand", lang), ids.my_hand(table.id, deal_no), "primary")]
        if away:
            row.append(ButtonSpec(t("button.return", lang), ids.take_seat(table.id)))
        row.append(ButtonSpec(t("button.watch", lang), ids.watch(table.id, deal_no)))
        screen.rows.append(row)
    return screen


def event_lines(
    table: Table, events: Sequence[TableEvent], names: Sequence[str], lang: str
) -> list[str]:
    """Public lines for applied actions (cards played, tricks won, moves made by the timer
    …), in the words of the table's family; ``names`` are the table's seat names."""
    show = table.game.display
    lines: list[str] = []
    for ev in events:
        seats = ev.deal_seats or tuple(range(len(names)))
        dnames = [names[m] if 0 <= m < len(names) else "?" for m in seats]
        name = names[ev.seat] if 0 <= ev.seat < len(names) else "?"
        lines.extend(show.event_lines(ev.action, ev.actor, ev.events, name, dnames, lang))
    return lines
