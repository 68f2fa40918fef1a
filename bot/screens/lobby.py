"""The lobby message: the game, its rules and length, the seats, the lobby buttons."""

from __future__ import annotations

from bot.i18n import duration, level_name, t
from bot.screens import ids
from bot.screens.common import seat_names, timestamp
from bot.screens.spec import ACCENT_LOBBY, ButtonSpec, Screen
from bot.tables import Table


def lobby_screen(table: Table, lang: str, *, closes_at: float | None = None) -> Screen:
    """The lobby message: seats, configuration and (while open) the lobby buttons."""
    cfg = table.config
    game = table.game
    screen = Screen(accent=ACCENT_LOBBY)
    names = seat_names(table, lang)
    host = next(
        (n for s, n in zip(table.seats, names, strict=True) if s.user_id == table.host_id), ""
    )
    head = [f"### {t('lobby.title', lang)}", t("lobby.host", lang, host=host)]
    rules = [
        t("lobby.game", lang, game=game.display.title(lang)),
        t("lobby.rules", lang, preset=game.rules.preset_label(cfg.preset, lang)),
    ]
    if cfg.deals is not None:
        rules.append(t("lobby.length_deals", lang, deals=cfg.deals))
    else:
        rules.append(t(game.display.key("lobby.length_end"), lang))
    if cfg.move_timer:
        rules.append(t("lobby.timer", lang, time=duration(cfg.move_timer, lang)))
    else:
        rules.append(t("lobby.no_timer", lang))
    rules.append(t("lobby.level", lang, level=level_name(cfg.level, lang)))
    if cfg.hints:
        rules.append(t("lobby.hints", lang))
    head.append(" · ".join(rules))
    screen.blocks.append("\n".join(head))
    seats = [f"**{t('lobby.players', lang, count=len(table.seats), players=cfg.players)}**"]
    for i in range(cfg.players):
        if i < len(table.seats):
            s = table.seats[i]
            if s.is_human:
                seats.append(t("lobby.seat_human", lang, seat=i + 1, name=names[i]))
            else:
                level = level_name(cfg.level, lang)
                seats.append(t("lobby.seat_computer", lang, seat=i + 1, level=level))
        else:
            seats.append(t("lobby.seat_empty", lang, seat=i + 1))
    screen.blocks.append("\n".join(seats))
    if table.status == "lobby":
        hint = [t("lobby.hint", lang)]
        if closes_at is not None:
            hint.append(t("lobby.expires", lang, when=timestamp(closes_at)))
        screen.blocks.append("\n".join(hint))
        tid = table.id
        screen.rows.append(
            [
                ButtonSpec(t("button.join", lang), ids.lobby(tid, "join"), "primary"),
                ButtonSpec(t("button.leave", lang), ids.lobby(tid, "leave")),
                ButtonSpec(t("button.add_computer", lang), ids.lobby(tid, "addc")),
                ButtonSpec(t("button.remove_computer", lang), ids.lobby(tid, "remc")),
            ]
        )
        screen.rows.append(
            [
                ButtonSpec(t("button.start", lang), ids.lobby(tid, "start"), "success"),
                ButtonSpec(t("button.cancel", lang), ids.lobby(tid, "cancel"), "danger"),
            ]
        )
    elif table.status == "playing" or table.status == "finished":
        screen.blocks.append(t("lobby.started", lang))
    elif table.closed_reason == "expired":
        screen.blocks.append(t("lobby.expired", lang))
    else:
        screen.blocks.append(t("lobby.cancelled", lang))
    return screen
