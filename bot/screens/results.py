"""What ``/tarok leaderboard``, ``/tarok stats`` and ``/tarok history`` show.

A leaderboard and a player's record are always of one family (their points are never added
across games); the history lists sessions of any family, each with its game's name.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot import families
from bot.families import BotFamily, UnknownFamily
from bot.i18n import t
from bot.screens.common import timestamp
from bot.screens.spec import ChartSpec, ImageSpec, Screen
from bot.store import LeaderboardRow, Order, Period, SessionSummary, UserStats


def leaderboard_screen(
    game: BotFamily, rows: Sequence[LeaderboardRow], period: Period, order: Order, lang: str
) -> Screen:
    """The best players of one game in a period, by total, average or declarer success."""
    title = t(
        "leaderboard.title_game",
        lang,
        game=game.display.title(lang),
        period=t(f"leaderboard.period.{period}", lang),
        order=t(f"leaderboard.order.{order}", lang),
    )
    lines = [f"### {title}"]
    if not rows:
        lines.append(t("leaderboard.empty", lang))
    for rank, row in enumerate(rows, start=1):
        name = f"<@{row.user_id}>"
        if order == "average":
            lines.append(
                t(
                    "leaderboard.row.average",
                    lang,
                    rank=rank,
                    name=name,
                    average=f"{row.average:.1f}",
                    deals=row.deals,
                )
            )
        elif order == "success":
            lines.append(
                t(
                    "leaderboard.row.success",
                    lang,
                    rank=rank,
                    name=name,
                    rate=f"{100 * row.success_rate:.0f}",
                    won=row.declared_won,
                    played=row.declared,
                )
            )
        else:
            lines.append(
                t(
                    "leaderboard.row.total",
                    lang,
                    rank=rank,
                    name=name,
                    total=row.total,
                    deals=row.deals,
                )
            )
    return Screen(blocks=["\n".join(lines)])


def stats_screen(game: BotFamily, stats: UserStats, name: str, lang: str) -> Screen:
    """A player's record in one game, with a chart of his score over time."""
    if stats.deals == 0:
        return Screen(blocks=[t("stats.empty", lang, name=name)])
    lines = [
        f"### {t('stats.title_game', lang, name=name, game=game.display.title(lang))}",
        t("stats.deals", lang, count=stats.deals),
        t("stats.sessions", lang, count=stats.sessions, won=stats.sessions_won),
        t("stats.total", lang, total=stats.total),
        t("stats.average", lang, average=f"{stats.average:.1f}"),
        t(
            "stats.declared",
            lang,
            played=stats.declared,
            won=stats.declared_won,
            rate=f"{100 * stats.success_rate:.0f}",
        ),
        t("stats.partnered", lang, played=stats.partnered, won=stats.partnered_won),
        *game.display.stats_lines(stats, lang),
    ]
    if stats.by_contract:
        lines.append(f"**{t('stats.by_contract', lang)}**")
        for code, stat in sorted(stats.by_contract.items()):
            lines.append(
                t(
                    "stats.contract_line",
                    lang,
                    contract=game.display.contract_label(code, lang),
                    won=stat.won,
                    played=stat.played,
                )
            )
    screen = Screen(blocks=["\n".join(lines)])
    if stats.series:
        values = tuple(p.cumulative for p in stats.series)
        screen.images.append(
            ImageSpec("chart", "chart", ChartSpec(values, t("stats.series", lang)))
        )
    return screen


def _game_title(name: str, lang: str) -> str:
    try:
        return families.get(name).display.title(lang)
    except UnknownFamily:
        return name


def history_screen(sessions: Sequence[SessionSummary], lang: str) -> Screen:
    """The last finished sessions, each with its game, length and the players' results."""
    lines = [f"### {t('history.title', lang)}"]
    if not sessions:
        lines.append(t("history.empty", lang))
    for s in sessions:
        computers = 0
        players = []
        for p in sorted(s.players, key=lambda p: (p.place or 9, p.seat)):
            if p.user_id is None:
                computers += 1
                who = t("computer.name", lang, number=computers)
            else:
                who = p.name or f"<@{p.user_id}>"
            players.append(t("history.player", lang, name=who, final=p.final))
        when = timestamp((s.ended_at or s.started_at).timestamp(), "d")
        entry = t(
            "history.entry_game",
            lang,
            date=when,
            game=_game_title(s.family, lang),
            deals=s.deals,
            players=", ".join(players),
        )
        if s.ended_early:
            entry += " " + t("history.ended_early", lang)
        lines.append(f"• {entry}")
    return Screen(blocks=["\n".join(lines)])
