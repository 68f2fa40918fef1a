"""What the daily challenge shows: the player's private challenge message and the boards.

The challenge is played in one ephemeral message per command (``/tarok daily play`` or
``continue``): every click answers by editing the message it is on, with its own fresh
interaction token, so the 15-minute life of a token never ends a challenge.

Component ids (outside the ``tk:`` ids of :mod:`bot.screens.ids`, answered by
:mod:`bot.ui.daily`):

=============================================  ============================================
``tky:a:{run}:{deal}:{move}:{action}``         an action (the family's notation)
``tky:d:{run}:{deal}:{move}:{count}``          actions chosen together (the discards)
``tky:n:{run}:{deal}``                         the next deal, after deal ``{deal}``
=============================================  ============================================
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from bot.daily import DAILY_DEALS, PLAYER_SEAT, Challenge
from bot.daily.compare import Comparison
from bot.families import BotFamily, Choices
from bot.i18n import t
from bot.screens.spec import ACCENT_HAND, ACCENT_SUMMARY, ButtonSpec, ImageSpec, Screen, SelectSpec
from bot.store import DailyBoardRow

DAILY_PREFIX = "tky"
_INT = r"(0|[1-9][0-9]{0,17})"
_ACT = re.compile(rf"{DAILY_PREFIX}:a:{_INT}:{_INT}:{_INT}:(?P<action>[A-Za-z0-9_:]+)")
_PICK = re.compile(rf"{DAILY_PREFIX}:d:{_INT}:{_INT}:{_INT}:{_INT}")
_NEXT = re.compile(rf"{DAILY_PREFIX}:n:{_INT}:{_INT}")


@dataclass(frozen=True)
class DailyClick:
    """A click on a challenge message: ``kind`` ``a`` (action), ``d`` (select), ``n``
    (next deal)."""

    kind: str
    run: int
    deal: int
    move: int = 0
    action: str = ""
    count: int = 0


def act_id(run: int, deal: int, move: int, action: str) -> str:
    """The id of an action button of a challenge."""
    return f"{DAILY_PREFIX}:a:{run}:{deal}:{move}:{action}"


def pick_id(run: int, deal: int, move: int, count: int) -> str:
    """The id of a challenge's select of actions chosen together."""
    return f"{DAILY_PREFIX}:d:{run}:{deal}:{move}:{count}"


def next_id(run: int, deal: int) -> str:
    """The id of Next deal after ``deal``."""
    return f"{DAILY_PREFIX}:n:{run}:{deal}"


def parse_daily(custom_id: str) -> DailyClick | None:
    """A challenge component's id read back (None: malformed)."""
    if len(custom_id) > 100:
        return None
    if m := _ACT.fullmatch(custom_id):
        run, deal, move = (int(g) for g in m.groups()[:3])
        return DailyClick("a", run, deal, move, m.group("action"))
    if m := _PICK.fullmatch(custom_id):
        run, deal, move, count = (int(g) for g in m.groups())
        return DailyClick("d", run, deal, move, count=count)
    if m := _NEXT.fullmatch(custom_id):
        run, deal = (int(g) for g in m.groups())
        return DailyClick("n", run, deal)
    return None


def player_names(ch: Challenge, name: str, lang: str) -> list[str]:
    """A name per match seat: the player's, then the numbered computers."""
    players = ch.session.match.players
    return [
        name if s == PLAYER_SEAT else t("computer.name", lang, number=s) for s in range(players)
    ]


def _components(
    ch: Challenge, choices: Choices
) -> tuple[list[list[ButtonSpec]], SelectSpec | None]:
    fam = ch.game.engine
    run, deal, move = ch.run.id, ch.deal_no, ch.move
    rows = [
        [
            ButtonSpec(c.label, act_id(run, deal, move, fam.format_action(c.action)), c.style)
            for c in row
        ]
        for row in choices.rows
    ]
    select = None
    pick = choices.pick
    if pick is not None:
        select = SelectSpec(
            custom_id=pick_id(run, deal, move, pick.count),
            placeholder=pick.placeholder,
            options=tuple((label, fam.format_action(a), d) for a, label, d in pick.options),
            count=pick.count,
        )
    return rows, select


def comparison_line(cmp: Comparison | None, lang: str, *, day: bool = False) -> str:
    """How the others of the server did with the same cards (in a deal, or in the day's
    whole challenge)."""
    key = "daily.compare.day" if day else "daily.compare"
    if cmp is None or cmp.others_average is None or cmp.others_best is None:
        return t(f"{key}.first", lang)
    return t(
        key,
        lang,
        rank=cmp.rank,
        players=cmp.players,
        average=f"{cmp.others_average:.1f}",
        best=cmp.others_best,
    )


def challenge_screen(
    ch: Challenge,
    name: str,
    lang: str,
    *,
    notice: str | None = None,
    deal_comparison: Comparison | None = None,
    day_comparison: Comparison | None = None,
) -> Screen:
    """The player's challenge message: the deal being played (cards, what to do, exactly
    the legal actions), or the result of the deal just played beside the server's others,
    or the finished challenge."""
    game: BotFamily = ch.game
    show = game.display
    screen = Screen(accent=ACCENT_HAND)
    if notice:
        screen.blocks.append(f"> {notice}")
    title = t("daily.title", lang, game=show.title(lang), day=ch.run.day)
    progress = t("daily.progress", lang, deal_no=ch.deal_no, deals=DAILY_DEALS, total=ch.total)
    names = player_names(ch, name, lang)
    dnames = [names[m] for m in ch.session.seats]
    v = ch.view()
    if v is not None and not ch.deal_over:
        head = [f"### {title}", progress, f"**{show.phase_label(v, lang)}**"]
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
                ImageSpec(
                    "hand", "hand", tuple(cards), legal, audience=PLAYER_SEAT, render=game.render
                )
            )
        screen.after.append(f"**{t('table.your_turn', lang)}** {show.prompt(v, lang)}")
        rows, select = _components(ch, show.choices(v, lang))
        screen.rows.extend(rows)
        screen.select = select
        for picture in show.hand_pictures(v, dnames, lang):
            screen.images.append(
                ImageSpec(
                    picture.kind,
                    picture.stem,
                    picture.model,
                    audience=PLAYER_SEAT,
                    render=game.render,
                )
            )
        return screen
    screen.accent = ACCENT_SUMMARY
    done = ch.done[-1] if ch.done else None
    head = [f"### {title}", progress]
    if done is not None:
        head.append(
            t(
                "daily.deal_done",
                lang,
                deal_no=done.deal_no,
                contract=show.deal_contract(done.sheet, lang),
            )
        )
        head.extend(show.headline(done.sheet, dnames, lang))
        head.append(t("daily.deal_score", lang, score=done.score))
        head.append(comparison_line(deal_comparison, lang))
        totals = [ch.session.match.totals[m] for m in done.deal_seats]
        model = show.summary_image(done.sheet, dnames, totals, ch.session.view(None), lang)
        screen.images.append(ImageSpec("summary", "summary", model, render=game.render))
    screen.blocks.append("\n".join(head))
    if ch.finished:
        lines = [f"**{t('daily.finished', lang, total=ch.total)}**"]
        if day_comparison is not None:
            lines.append(comparison_line(day_comparison, lang, day=True))
        lines.append(t("daily.come_back", lang))
        screen.after.append("\n".join(lines))
    else:
        screen.rows.append(
            [ButtonSpec(t("daily.button.next", lang), next_id(ch.run.id, ch.deal_no), "success")]
        )
    return screen


def daily_board_screen(
    game: BotFamily, rows: Sequence[DailyBoardRow], period: str, label: str, lang: str
) -> Screen:
    """The server's daily-challenge leaderboard of a day or of a month."""
    title = t(f"daily.board.{period}", lang, game=game.display.title(lang), when=label)
    lines = [f"### {title}"]
    if not rows:
        lines.append(t("daily.board.empty", lang))
    for rank, row in enumerate(rows, start=1):
        name = f"<@{row.user_id}>"
        if period == "today":
            lines.append(t("daily.board.row_day", lang, rank=rank, name=name, total=row.total))
        else:
            lines.append(
                t(
                    "daily.board.row_month",
                    lang,
                    rank=rank,
                    name=name,
                    total=row.total,
                    days=row.days,
                )
            )
    return Screen(accent=ACCENT_SUMMARY, blocks=["\n".join(lines)])
