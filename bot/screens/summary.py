"""The end of a deal: what happened, its score lines, the summary and the score sheet, Ready
(and the vote to end a session of open length)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.families import BotFamily
from bot.i18n import t
from bot.render import RadelcMarks, ScoreSheetImage, SheetRow
from bot.screens import ids
from bot.screens.common import deal_names, seat_names, timestamp
from bot.screens.spec import ACCENT_SUMMARY, ButtonSpec, ImageSpec, Screen
from bot.store import Standing
from bot.tables import Table
from engine.core.family import SheetLike

MAX_SHEET_ROWS = 12
"""Deals shown on a score sheet image (older ones are summarised as hidden rows)."""


def sheet_image(
    game: BotFamily,
    history: Sequence[SheetLike],
    history_seats: Sequence[Sequence[int]],
    names: Sequence[str],
    marks: Sequence[RadelcMarks],
    lang: str,
    *,
    standings: Sequence[Standing] | None = None,
    title: str | None = None,
) -> ScoreSheetImage:
    """The score sheet of a session so far (with the final row once it is over): a column
    per player, a blank where a player wrote nothing (he sat out, or the deal did not touch
    him)."""
    n = len(names)
    totals = [0] * n
    rows: list[SheetRow] = []
    for i, sheet in enumerate(history, start=1):
        seats = history_seats[i - 1] if i - 1 < len(history_seats) else range(n)
        deltas: list[int | None] = [None] * n
        for d, m in enumerate(seats):
            score = sheet.scores[d]
            involved = bool(game.booking.seat_lines(sheet, d)) or score != 0
            deltas[m] = score if involved else None
            totals[m] += score
        label = f"{i} · {game.display.sheet_row_label(sheet, lang)}"
        note = game.display.sheet_row_note(sheet, lang)
        rows.append(SheetRow(label, tuple(deltas), tuple(totals), note))
    hidden = max(0, len(rows) - MAX_SHEET_ROWS)
    final = None
    if standings is not None:
        by_seat = {s.seat: s for s in standings}
        # What the settlement charged; a blank where it charged nothing.
        charged = [by_seat[p].penalty if p in by_seat else 0 for p in range(n)]
        final = SheetRow(
            t(game.display.key("sheet.settlement"), lang),
            tuple(-c if c else None for c in charged),
            tuple(by_seat[p].final if p in by_seat else totals[p] for p in range(n)),
        )
    return ScoreSheetImage(
        players=tuple(names),
        rows=tuple(rows[hidden:]),
        radelci=tuple(marks),
        final=final,
        title=title if title is not None else t("sheet.title", lang),
        hidden_rows=hidden,
    )


@dataclass(frozen=True)
class DealResult:
    """Everything the end-of-deal message needs, taken when the deal was scored."""

    deal_no: int
    sheet: SheetLike
    names: tuple[str, ...]
    """The table's seat names."""
    seats: tuple[int, ...]
    """The match seat of each seat of the deal."""
    totals: tuple[int, ...]
    """Every table seat's total after the deal."""
    history: tuple[SheetLike, ...]
    history_seats: tuple[tuple[int, ...], ...]
    marks: tuple[RadelcMarks, ...]
    final_view: Any
    session_over: bool
    end_vote: bool

    @property
    def deal_names(self) -> list[str]:
        """The names of the deal's seats."""
        return deal_names(self.names, self.seats)


def deal_result(table: Table, sheet: SheetLike, lang: str) -> DealResult:
    """Take what the end-of-deal message shows from the table, right when the deal ended."""
    session = table.session
    assert session is not None
    match = session.match
    history_seats = tuple(session.history_seats)
    return DealResult(
        deal_no=table.deal_no,
        sheet=sheet,
        names=tuple(seat_names(table, lang)),
        seats=session.seats,
        totals=tuple(match.totals),
        history=tuple(match.history),
        history_seats=history_seats,
        marks=table.game.display.sheet_marks(match, history_seats),
        final_view=table.view(None),
        session_over=not table.is_open or match.finished,
        end_vote=table.end_open,
    )


def summary_screen(
    table: Table,
    result: DealResult,
    lang: str,
    *,
    next_deal_at: float | None = None,
) -> Screen:
    """The end-of-deal message: outcome, score lines, images, Ready (and the end vote)."""
    game = table.game
    show = game.display
    sheet = result.sheet
    dnames = result.deal_names
    totals = [result.totals[m] for m in result.seats]
    screen = Screen(accent=ACCENT_SUMMARY)
    title = t(
        "summary.title", lang, deal_no=result.deal_no, contract=show.deal_contract(sheet, lang)
    )
    lines = [f"### {title}", *show.headline(sheet, dnames, lang)]
    for label, value in show.score_lines(sheet, dnames, lang):
        lines.append(f"• {label}: {value:+d}")
    lines.extend(show.footnotes(sheet, dnames, lang))
    screen.blocks.append("\n".join(lines))
    scores = [
        t("summary.seat_score", lang, name=dnames[p], amount=f"{sheet.scores[p]:+d}")
        + f" → {totals[p]}"
        for p in range(sheet.players)
    ]
    screen.blocks.append(f"**{t('summary.scores', lang)}:** " + " · ".join(scores))
    summary = show.summary_image(sheet, dnames, totals, result.final_view, lang)
    screen.images.append(ImageSpec("summary", "summary", summary, render=game.render))
    scoresheet = sheet_image(
        game, result.history, result.history_seats, result.names, result.marks, lang
    )
    screen.images.append(ImageSpec("sheet", "scoresheet", scoresheet, render=game.render))
    current = table.is_open and table.between_deals and table.deal_no == result.deal_no
    if current and not result.session_over:
        foot = []
        if next_deal_at is not None:
            foot.append(t("table.next_deal", lang, when=timestamp(next_deal_at)))
        present = [s.index for s in table.seats if s.present]
        ready = len([s for s in present if s in table.ready_seats])
        foot.append(t("table.ready_count", lang, ready=ready, total=len(present)))
        if table.end_requested_after is not None:
            foot.append(t(show.key("table.end_called"), lang))
        elif result.end_vote and table.end_votes:
            present_users = {s.user_id for s in table.seats if s.present}
            votes = len(table.end_votes & present_users)
            needed = len(present_users) // 2 + 1
            foot.append(t(show.key("table.end_vote"), lang, votes=votes, needed=needed))
        screen.after.append("\n".join(foot))
        row = [ButtonSpec(t("button.ready", lang), ids.ready(table.id, result.deal_no), "success")]
        if result.end_vote and table.end_open:
            label = t(show.key("button.end_vote"), lang)
            row.append(ButtonSpec(label, ids.end_vote(table.id, result.deal_no)))
        if any(s.is_human and not s.present for s in table.seats):
            row.append(ButtonSpec(t("button.return", lang), ids.take_seat(table.id)))
        screen.rows.append(row)
    return screen
