"""What the score pad shows: its public message and the steps of the guided form.

The public message names the players with their totals (and radelci), the next dealer, the
itemised sheet of the last deal and the running score-sheet image; its buttons enter a
deal, correct the last one, export, close or reopen. The form's steps are ephemeral: the
answers so far, the question, and only the choices the facts model allows.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from bot.i18n import t
from bot.pad import ids
from bot.pad.form import Answers, Step
from bot.pad.state import PadState
from bot.screens.spec import ACCENT_SUMMARY, ButtonSpec, ImageSpec, Screen, SelectSpec
from bot.screens.summary import sheet_image
from bot.store import Standing
from engine.core.family import SheetLike

ACCENT_PAD = 0x5D4037
BUTTONS_PER_ROW = 5
MAX_CHOICE_BUTTONS = 10
"""A choice with more options is a select."""


def _title(state: PadState, lang: str) -> str:
    return t("pad.title", lang, game=state.game.display.title(lang))


def rules_line(state: PadState, lang: str) -> str:
    """The pad's rules: its preset."""
    return t("pad.rules", lang, preset=state.game.rules.preset_label(state.pad.preset, lang))


def deal_lines(state: PadState, deal_no: int, lang: str) -> list[str]:
    """The itemised sheet of one deal: what was played, its lines and each player's score."""
    sheet = state.sheets[deal_no - 1]
    seats = state.seats[deal_no - 1]
    names = [state.names[m] for m in seats]
    show = state.game.display
    revision = state.deals[deal_no - 1].revision
    head = t("pad.deal", lang, deal_no=deal_no, contract=show.deal_contract(sheet, lang))
    if revision > 1:
        head += " " + t("pad.corrected", lang)
    lines = [f"**{head}**", *show.headline(sheet, names, lang)]
    lines += [f"• {label}: {value:+d}" for label, value in show.score_lines(sheet, names, lang)]
    lines += show.footnotes(sheet, names, lang)
    if state.form.played(sheet):  # a deal nobody played scores nothing for anyone
        lines.append(" · ".join(f"{names[d]} {sheet.scores[d]:+d}" for d in range(len(seats))))
    return lines


def _standings(state: PadState) -> list[Standing]:
    finals = state.match.final_scores()
    order = sorted(range(len(state.players)), key=lambda m: -finals[m])
    marks = state.game.booking.open_marks(state.match)
    return [
        Standing(
            seat=m,
            user_id=state.players[m].user_id,
            name=state.players[m].name,
            total=state.match.totals[m],
            radelci=marks[m],
            penalty=state.match.totals[m] - finals[m],
            final=finals[m],
            place=1 + sum(1 for o in order if finals[o] > finals[m]),
        )
        for m in range(len(state.players))
    ]


def pad_screen(state: PadState, lang: str) -> Screen:
    """The pad's public message."""
    pad = state.pad
    closed = pad.status == "closed"
    screen = Screen(accent=ACCENT_SUMMARY if closed else ACCENT_PAD)
    head = [f"### {_title(state, lang)}", rules_line(state, lang)]
    marks = state.marks()
    totals = state.match.totals
    for m, player in enumerate(state.players):
        name = f"**{player.name}**"
        line = f"{name}: {totals[m]}"
        if marks and (marks[m].open or marks[m].cancelled):
            line += " " + "○" * marks[m].open + "●" * marks[m].cancelled
        head.append(line)
    dealer = state.dealer()
    if closed:
        head.append(t("pad.closed", lang))
    elif dealer is not None:
        head.append(t("pad.next_dealer", lang, name=state.names[dealer]))
    screen.blocks.append("\n".join(head))
    if state.deals:
        screen.blocks.append("\n".join(deal_lines(state, state.deals_played, lang)))
        standings = _standings(state) if closed else None
        sheet = sheet_image(
            state.game,
            state.sheets,
            state.seats,
            state.names,
            state.marks(),
            lang,
            standings=standings,
            title=_title(state, lang),
        )
        screen.images.append(ImageSpec("sheet", "scoresheet", sheet, render=state.game.render))
    else:
        screen.blocks.append(t("pad.empty", lang))
    if closed:
        screen.rows.append(
            [
                ButtonSpec(t("pad.button.reopen", lang), ids.make("o", pad.id)),
                ButtonSpec(t("pad.button.export", lang), ids.make("x", pad.id)),
            ]
        )
        return screen
    row = [ButtonSpec(t("pad.button.enter", lang), ids.make("e", pad.id), "primary")]
    if state.deals:
        row.append(
            ButtonSpec(t("pad.button.correct", lang), ids.make("c", pad.id, state.deals_played))
        )
    row.append(ButtonSpec(t("pad.button.export", lang), ids.make("x", pad.id)))
    row.append(ButtonSpec(t("pad.button.close", lang), ids.make("z", pad.id), "danger"))
    screen.rows.append(row)
    return screen


def form_head(deal_no: int, lang: str, *, correcting: bool) -> str:
    """The form's title: the deal it enters, or that it corrects it."""
    if correcting:
        return t("pad.form.correct", lang, deal_no=deal_no)
    return t("pad.form.enter", lang, deal_no=deal_no)


def step_screen(
    state: PadState,
    deal_no: int,
    names: Sequence[str],
    step: Step,
    answers: Answers,
    lang: str,
    *,
    labels: Sequence[str] = (),
    pending: Sequence[str] = (),
    notice: str | None = None,
    correcting: bool = False,
) -> Screen:
    """One step of the form (``labels``: the answers so far in words; ``pending``: the
    toggles switched on so far at a toggles step)."""
    pad = state.pad.id
    n = len(answers)
    screen = Screen(accent=ACCENT_PAD)
    head = [f"### {form_head(deal_no, lang, correcting=correcting)}"]
    if labels:
        head.append(" › ".join(labels))
    if notice:
        head.append(f"⚠️ {notice}")
    head.append(f"**{step.prompt}**")
    screen.blocks.append("\n".join(head))
    if step.kind == "choice":
        if len(step.options) > MAX_CHOICE_BUTTONS:
            screen.select = SelectSpec(
                ids.make("s", pad, deal_no, n),
                step.prompt,
                tuple((o.label, o.value, None) for o in step.options),
                1,
            )
        else:
            buttons = [
                ButtonSpec(o.label, ids.make("a", pad, deal_no, n, o.value)) for o in step.options
            ]
            screen.rows.extend(_rows(buttons))
    elif step.kind == "toggles":
        on = set(pending)
        buttons = [
            ButtonSpec(
                ("✓ " if o.value in on else "") + o.label,
                ids.make("t", pad, deal_no, n, o.value),
                "success" if o.value in on else "secondary",
            )
            for o in step.options
        ]
        screen.rows.extend(_rows(buttons))
        screen.rows.append(
            [ButtonSpec(t("pad.button.done", lang), ids.make("d", pad, deal_no, n), "primary")]
        )
    else:
        label = t("pad.button.numbers", lang)
        screen.rows.append([ButtonSpec(label, ids.make("m", pad, deal_no, n), "primary")])
    screen.rows.append(_form_row(pad, deal_no, n, lang))
    return screen


def _rows(buttons: list[ButtonSpec]) -> list[list[ButtonSpec]]:
    return [buttons[i : i + BUTTONS_PER_ROW] for i in range(0, len(buttons), BUTTONS_PER_ROW)]


def _form_row(pad: int, deal_no: int, answered: int, lang: str) -> list[ButtonSpec]:
    row = []
    if answered:
        row.append(ButtonSpec(t("pad.button.back", lang), ids.make("b", pad, deal_no)))
    row.append(ButtonSpec(t("pad.button.cancel", lang), ids.make("q", pad, deal_no), "danger"))
    return row


def review_screen(
    state: PadState,
    deal_no: int,
    names: Sequence[str],
    facts: BaseModel | None,
    sheet: SheetLike | None,
    lang: str,
    *,
    labels: Sequence[str] = (),
    refusal: str | None = None,
    correcting: bool = False,
) -> Screen:
    """The end of the form: the deal's itemised sheet to save, or the engine's refusal."""
    pad = state.pad.id
    screen = Screen(accent=ACCENT_PAD)
    head = [f"### {form_head(deal_no, lang, correcting=correcting)}"]
    if labels:
        head.append(" › ".join(labels))
    if refusal is not None or sheet is None:
        head.append(t("pad.refused", lang, reason=refusal or "?"))
        screen.blocks.append("\n".join(head))
        screen.rows.append(_form_row(pad, deal_no, 1, lang))
        return screen
    show = state.game.display
    head.append(f"**{show.deal_contract(sheet, lang)}**")
    head += show.headline(sheet, list(names), lang)
    head += [f"• {label}: {v:+d}" for label, v in show.score_lines(sheet, list(names), lang)]
    head += show.footnotes(sheet, list(names), lang)
    if state.form.played(sheet):
        head.append(" · ".join(f"{names[d]} {sheet.scores[d]:+d}" for d in range(len(names))))
    screen.blocks.append("\n".join(head))
    row = [ButtonSpec(t("pad.button.save", lang), ids.make("v", pad, deal_no), "success")]
    row += _form_row(pad, deal_no, 1, lang)
    screen.rows.append(row)
    return screen


def saved_screen(state: PadState, deal_no: int, lang: str) -> Screen:
    """The form's last word: the deal is booked (the pad message shows it)."""
    lines = [t("pad.saved", lang, deal_no=deal_no), *deal_lines(state, deal_no, lang)]
    return Screen(blocks=["\n".join(lines)], accent=ACCENT_PAD)
