"""The end of a session: the final standings with the settlement, the sheet, Play again."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.families.display import join_names
from bot.i18n import t
from bot.render import RadelcMarks
from bot.screens import ids
from bot.screens.common import seat_names
from bot.screens.spec import ACCENT_FINAL, ButtonSpec, ImageSpec, Screen
from bot.screens.summary import sheet_image
from bot.store import Standing
from bot.tables import Table
from engine.core.family import SheetLike


@dataclass(frozen=True)
class SessionResult:
    """Everything the final message needs, taken when the session ended."""

    standings: tuple[Standing, ...]
    names: tuple[str, ...]
    history: tuple[SheetLike, ...]
    history_seats: tuple[tuple[int, ...], ...]
    marks: tuple[RadelcMarks, ...]
    ended_early: bool
    deals: int


def session_result(table: Table, standings: Sequence[Standing], lang: str) -> SessionResult:
    """Take what the final message shows, right when the session ended."""
    session = table.session
    n = table.config.players
    played = session.match.deals_played if session is not None else 0
    planned = table.config.deals
    ended_early = table.closed_reason in ("stopped", "abandoned") or (
        planned is not None and played < planned and table.closed_reason != "finished"
    )
    history_seats = tuple(session.history_seats) if session is not None else ()
    return SessionResult(
        standings=tuple(standings),
        names=tuple(seat_names(table, lang)),
        history=tuple(session.match.history) if session is not None else (),
        history_seats=history_seats,
        marks=table.game.display.sheet_marks(session.match, history_seats)
        if session is not None
        else tuple(RadelcMarks(0, 0) for _ in range(n)),
        ended_early=ended_early,
        deals=played,
    )


def final_screen(table: Table, result: SessionResult, lang: str) -> Screen:
    """The final standings with what the end charged, the sheet, and Play again."""
    game = table.game
    screen = Screen(accent=ACCENT_FINAL)
    names = result.names
    lines = [f"### {t('session.title', lang)}"]
    for st in sorted(result.standings, key=lambda s: (s.place, s.seat)):
        name = names[st.seat] if st.seat < len(names) else (st.name or "?")
        if st.radelci:
            lines.append(
                t(
                    game.display.key("session.standing_detail"),
                    lang,
                    place=st.place,
                    name=name,
                    final=st.final,
                    total=st.total,
                    radelci=st.radelci,
                    penalty=-st.penalty,
                )
            )
        else:
            lines.append(t("session.standing", lang, place=st.place, name=name, final=st.final))
    winners = [names[s.seat] for s in result.standings if s.place == 1 and s.seat < len(names)]
    if len(winners) == 1:
        lines.append(t("session.winner", lang, name=winners[0]))
    elif winners:
        lines.append(t("session.winners", lang, names=join_names(winners, lang)))
    lines.append(t("session.deals_played", lang, count=result.deals))
    if result.ended_early:
        lines.append(t("session.ended_early", lang))
    screen.blocks.append("\n".join(lines))
    if result.history:
        image = sheet_image(
            game,
            result.history,
            result.history_seats,
            names,
            result.marks,
            lang,
            standings=result.standings,
        )
        screen.images.append(ImageSpec("sheet", "scoresheet", image, render=game.render))
    screen.after.append(t("session.play_again_hint", lang))
    screen.rows.append(
        [ButtonSpec(t("button.play_again", lang), ids.play_again(table.id), "success")]
    )
    return screen
