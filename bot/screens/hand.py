"""A player's private hand: his cards, what he may do now (or why he waits), and exactly his
legal actions as buttons (or a select, for actions chosen together).

Built from the seat's own view only (``table.view(seat)``): the cards, the highlighted
choices and the components come from the view's ``hand`` and ``legal``, never from the
deal's full state.
"""

from __future__ import annotations

from bot.families import Choices
from bot.i18n import t
from bot.screens import ids
from bot.screens.common import deal_names, seat_names, timestamp
from bot.screens.hints import hint_id
from bot.screens.spec import ACCENT_HAND, ButtonSpec, ImageSpec, Screen, SelectSpec
from bot.tables import Table


def hand_key(table: Table, seat: int) -> tuple[object, ...]:
    """What a hand message depends on: when it is unchanged the message is up to date."""
    s = table.seats[seat] if 0 <= seat < len(table.seats) else None
    return (
        table.status,
        table.deal_no,
        table.move,
        table.between_deals,
        seat in table.ready_seats,
        s.present if s is not None else None,
        table.to_move,
    )


def action_components(
    table: Table, seat: int, choices: Choices
) -> tuple[list[list[ButtonSpec]], list[SelectSpec]]:
    """Buttons (and selects) for a seat's choices, each carrying the deal and the move (and
    each select its place among them: ids must be unique in a message)."""
    fam = table.game.engine
    deal, move = table.deal_no, table.move
    rows = [
        [
            ButtonSpec(
                c.label, ids.act(table.id, seat, deal, move, fam.format_action(c.action)), c.style
            )
            for c in row
        ]
        for row in choices.rows
    ]
    selects = [
        SelectSpec(
            custom_id=ids.discard(table.id, seat, deal, move, pick.count, part),
            placeholder=pick.placeholder,
            options=tuple(
                (label, fam.format_action(action), description)
                for action, label, description in pick.options
            ),
            count=pick.count,
        )
        for part, pick in enumerate(choices.picks)
    ]
    return rows, selects


def hand_screen(
    table: Table,
    seat: int,
    lang: str,
    *,
    notice: str | None = None,
    deadline: float | None = None,
    next_deal_at: float | None = None,
) -> Screen:
    """A player's private hand: his cards, what he may do now (or why he waits), and the
    components for exactly his legal actions."""
    screen = Screen(accent=ACCENT_HAND)
    if notice:
        screen.blocks.append(f"> {notice}")
    v = table.view(seat)
    refresh = ButtonSpec(t("button.refresh", lang), ids.refresh(table.id, seat, table.deal_no))
    session = table.session
    if v is None or session is None or table.status != "playing":
        screen.blocks.append(t("hand.not_playing", lang))
        return screen
    game = table.game
    show = game.display
    names = seat_names(table, lang)
    dnames = deal_names(names, session.seats)
    me = table.seats[seat]
    sitting_out = session.deal_seat(seat) is None
    head = [
        f"### {t('hand.heading', lang, deal_no=table.deal_no, phase=show.phase_label(v, lang))}"
    ]
    head.extend(show.hand_lines(v, dnames, lang))
    if v.trick:
        played = [
            t(
                "hand.card_by",
                lang,
                card=show.card_label(c),
                name=dnames[(v.leader + i) % v.players],
            )
            for i, c in enumerate(v.trick)
        ]
        head.append(t("hand.on_table", lang, cards=", ".join(played)))
    screen.blocks.append("\n".join(head))
    cards, legal = show.hand_cards(v)
    if cards:
        screen.images.append(
            ImageSpec("hand", "hand", tuple(cards), legal, audience=seat, render=game.render)
        )
    status: list[str] = []
    extra_row: list[ButtonSpec] = [refresh]
    to_move = table.to_move
    if table.between_deals or v.result is not None:
        status.append(t("table.deal_over", lang))
        if next_deal_at is not None:
            status.append(t("table.next_deal", lang, when=timestamp(next_deal_at)))
        if table.between_deals and seat not in table.ready_seats:
            extra_row.insert(
                0,
                ButtonSpec(t("button.ready", lang), ids.ready(table.id, table.deal_no), "success"),
            )
    elif not me.present:
        status.append(t("hand.away", lang))
        extra_row.insert(
            0, ButtonSpec(t("button.return", lang), ids.take_seat(table.id), "success")
        )
    elif sitting_out:
        status.append(t("hand.sitting_out", lang))
        if to_move is not None:
            status.append(t("prompt.wait", lang, name=names[to_move]))
    elif v.legal:
        line = f"**{t('table.your_turn', lang)}** {show.prompt(v, lang)}"
        if deadline is not None:
            line += " " + t("hand.time_left", lang, when=timestamp(deadline))
        status.append(line)
        if table.config.hints:
            extra_row.append(
                ButtonSpec(
                    t("button.hint", lang), hint_id(table.id, seat, table.deal_no, table.move)
                )
            )
        rows, selects = action_components(table, seat, show.choices(v, lang))
        screen.rows.extend(rows)
        if selects:
            screen.select, *screen.selects = selects
        for picture in show.hand_pictures(v, dnames, lang):
            screen.images.append(
                ImageSpec(
                    picture.kind, picture.stem, picture.model, audience=seat, render=game.render
                )
            )
    elif to_move is not None:
        status.append(t("prompt.wait", lang, name=names[to_move]))
    screen.after.append("\n".join(status))
    if me.present and not table.between_deals:
        extra_row.append(ButtonSpec(t("button.leave", lang), ids.lobby(table.id, "leave")))
    screen.rows.append(extra_row)
    return screen
