"""Read-only queries over the ledger: leaderboards, a player's record, session history.

Points of different families are never added up: a leaderboard and a player's record are
always of one family (``family=``); the history lists sessions of any family, each naming
its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any, Literal

from bot.store.db import Database, format_time, parse_time
from bot.store.models import (
    ContractStat,
    LeaderboardRow,
    SeriesPoint,
    SessionPlayer,
    SessionSummary,
    UserStats,
)

Period = Literal["all", "month", "week"]
Order = Literal["total", "average", "success"]

_ORDER_SQL: dict[str, str] = {
    "total": "total DESC",
    "average": "CAST(total AS DOUBLE PRECISION) / deals DESC",
    "success": "CAST(declared_won AS DOUBLE PRECISION) / declared DESC, declared DESC",
}


_DEAL = "kind IN ('deal', 'pad')"
_WITH_PADS = (
    "(SELECT guild_id, family, user_id, kind, role, won, score, created_at, hinted FROM ledger"
    " UNION ALL SELECT guild_id, family, user_id, kind, role, won, score, created_at, 0"
    " FROM pad_ledger) AS rows_"
)
"""The tables' ledger with the score pads' (rows of kind ``pad`` count as deals; no pad
deal is played with hints)."""
_DECLARED = "role = 'declarer'"


def _count(condition: str) -> str:
    """How many rows meet ``condition`` (a sum both dialects read alike)."""
    return f"SUM(CASE WHEN {condition} THEN 1 ELSE 0 END)"


def period_start(period: Period, now: datetime) -> datetime | None:
    """Where a period begins (UTC): the 1st of this month, this Monday, or None for all time."""
    if period == "all":
        return None
    day = now.replace(hour=0, minute=0, second=0, microsecond=0)
    if period == "month":
        return day.replace(day=1)
    if period == "week":
        return day - timedelta(days=day.weekday())
    raise ValueError(f"unknown period {period!r}")


class StatsRepo:
    """Leaderboards, per-player statistics and history."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def leaderboard(
        self,
        guild_id: int | None,
        period: Period = "all",
        order: Order = "total",
        *,
        family: str,
        limit: int = 10,
        min_deals: int = 1,
        now: datetime | None = None,
        without_hints: bool = False,
        pads: bool = False,
    ) -> list[LeaderboardRow]:
        """The best players of one family in a server (None: everywhere) in a period.

        ``pads``: count the games of the score pads too (played with real cards; players
        with free names are not on any board).

        ``order``: by total score, by average per deal, or by declarer success rate (players
        who never declared are left out of that one). Deals a player sat out do not count;
        with ``without_hints``, neither do the deals in which the player asked for hints.
        """
        if order not in _ORDER_SQL:
            raise ValueError(f"unknown order {order!r}")
        since = period_start(period, now or self.db.now())
        where = ["family = ?", "user_id IS NOT NULL"]
        params: list[Any] = [family]
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        if since is not None:
            where.append("created_at >= ?")
            params.append(format_time(since))
        if without_hints:
            where.append("hinted = 0")
        having = "deals >= ?"
        params.append(max(1, min_deals))
        if order == "success":
            having += " AND declared > 0"
        params.append(limit)
        # The sums are named in an inner query: the outer one filters and orders by them
        # (PostgreSQL does not let HAVING or ORDER BY expressions use output names).
        rows = await self.db.fetchall(
            "SELECT * FROM (SELECT user_id,"
            f" {_count(_DEAL)} AS deals,"
            " SUM(score) AS total,"
            f" {_count(_DECLARED)} AS declared,"
            f" {_count(_DECLARED + ' AND won = 1')} AS declared_won"
            f" FROM {_WITH_PADS if pads else 'ledger'} WHERE {' AND '.join(where)}"
            f" GROUP BY user_id) AS board WHERE {having}"
            f" ORDER BY {_ORDER_SQL[order]}, total DESC, user_id LIMIT ?",
            params,
        )
        return [
            LeaderboardRow(
                user_id=r["user_id"],
                deals=r["deals"],
                total=r["total"],
                declared=r["declared"],
                declared_won=r["declared_won"],
            )
            for r in rows
        ]

    async def user_stats(
        self,
        user_id: int,
        guild_id: int | None = None,
        *,
        family: str,
        bonus_items: Sequence[str] = (),
        bonus_kinds: Sequence[str] = (),
    ) -> UserStats:
        """Everything about one player in one family (in one server, or everywhere).

        ``bonus_items`` and ``bonus_kinds`` say which score lines are bonuses in this family
        (their ``item`` and ``kind``); a bonus counts when his side scored it positively while
        he declared or partnered.
        """
        g_sql = "" if guild_id is None else " AND guild_id = ?"
        g_params: list[Any] = [] if guild_id is None else [guild_id]
        base = [family, user_id, *g_params]
        dialect = self.db.dialect
        counts = ", ".join(
            f"COALESCE({_count(condition)}, 0) AS {name}"
            for name, condition in (
                ("deals", "kind = 'deal'"),
                ("declared", "role = 'declarer'"),
                ("declared_won", "role = 'declarer' AND won = 1"),
                ("partnered", "role = 'partner'"),
                ("partnered_won", "role = 'partner' AND won = 1"),
            )
        )
        row = await self.db.fetchone(
            f"SELECT {counts}, COALESCE(SUM(score), 0) AS total,"
            " COALESCE(SUM(CASE WHEN kind = 'settlement'"
            f" THEN {dialect.json_array_length('lines')} END), 0) AS settled,"
            " COALESCE(SUM(CASE WHEN kind = 'settlement' THEN score END), 0) AS settlement"
            f" FROM ledger WHERE family = ? AND user_id = ?{g_sql}",
            base,
        )
        assert row is not None
        roles = await self.db.fetchall(
            "SELECT role, COUNT(*) AS deals FROM ledger"
            f" WHERE family = ? AND user_id = ?{g_sql} AND kind = 'deal' AND role IS NOT NULL"
            " GROUP BY role",
            base,
        )
        bonuses = 0
        if bonus_items and bonus_kinds:
            items = ", ".join("?" for _ in bonus_items)
            kinds = ", ".join("?" for _ in bonus_kinds)
            bonuses = await self.db.scalar(
                f"SELECT COUNT(*) FROM ledger AS l, {dialect.json_elements('l.lines', 'j')}"
                " WHERE l.family = ? AND l.user_id = ? AND l.kind = 'deal'"
                " AND l.role IN ('declarer', 'partner')"
                f"{g_sql.replace('guild_id', 'l.guild_id')}"
                f" AND {dialect.json_text('j.value', 'kind')} IN ({kinds})"
                f" AND {dialect.json_text('j.value', 'item')} IN ({items})"
                f" AND {dialect.json_number('j.value', 'amount')} > 0",
                [*base, *bonus_kinds, *bonus_items],
            )
        contracts = await self.db.fetchall(
            f"SELECT contract, COUNT(*) AS played, {_count('won = 1')} AS won FROM ledger"
            f" WHERE family = ? AND user_id = ?{g_sql} AND role = 'declarer' GROUP BY contract",
            base,
        )
        sessions = await self.db.fetchall(
            "SELECT s.id, s.started_at, s.ended_at, sp.place,"
            " (SELECT COALESCE(SUM(l.score), 0) FROM ledger AS l"
            "   WHERE l.session_id = s.id AND l.seat = sp.seat) AS score"
            " FROM sessions AS s JOIN session_players AS sp ON sp.session_id = s.id"
            f" WHERE s.family = ? AND sp.user_id = ?{g_sql.replace('guild_id', 's.guild_id')}"
            " ORDER BY COALESCE(s.ended_at, s.started_at), s.id",
            base,
        )
        series: list[SeriesPoint] = []
        running = 0
        won_sessions = 0
        finished = 0
        for s in sessions:
            if s["ended_at"] is not None:
                finished += 1
                if s["place"] == 1:
                    won_sessions += 1
            if s["ended_at"] is None and s["score"] == 0:
                continue
            running += s["score"]
            at = parse_time(s["ended_at"] or s["started_at"])
            series.append(SeriesPoint(s["id"], at, s["score"], running))
        return UserStats(
            user_id=user_id,
            family=family,
            sessions=finished,
            sessions_won=won_sessions,
            deals=row["deals"],
            total=row["total"],
            declared=row["declared"],
            declared_won=row["declared_won"],
            partnered=row["partnered"],
            partnered_won=row["partnered_won"],
            roles={r["role"]: r["deals"] for r in roles},
            bonuses=int(bonuses or 0),
            settled=row["settled"],
            settlement=row["settlement"],
            by_contract={r["contract"]: ContractStat(r["played"], r["won"]) for r in contracts},
            series=series,
        )

    async def history(
        self,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        family: str | None = None,
        limit: int = 10,
    ) -> list[SessionSummary]:
        """Recent finished sessions, newest first (of a server, of a player, of a family, or
        all)."""
        where = ["s.status = 'finished'"]
        params: list[Any] = []
        if family is not None:
            where.append("s.family = ?")
            params.append(family)
        if guild_id is not None:
            where.append("s.guild_id = ?")
            params.append(guild_id)
        if user_id is not None:
            where.append("s.id IN (SELECT session_id FROM session_players WHERE user_id = ?)")
            params.append(user_id)
        params.append(limit)
        sessions = await self.db.fetchall(
            f"SELECT s.* FROM sessions AS s WHERE {' AND '.join(where)}"
            " ORDER BY s.ended_at DESC, s.id DESC LIMIT ?",
            params,
        )
        if not sessions:
            return []
        ids = [s["id"] for s in sessions]
        players = await self.db.fetchall(
            "SELECT * FROM session_players"
            f" WHERE session_id IN ({', '.join('?' for _ in ids)}) ORDER BY session_id, seat",
            ids,
        )
        by_session: dict[int, list[SessionPlayer]] = {i: [] for i in ids}
        for p in players:
            by_session[p["session_id"]].append(
                SessionPlayer(
                    seat=p["seat"],
                    user_id=p["user_id"],
                    name=p["name"],
                    total=p["total"],
                    radelci=p["radelci"],
                    final=p["final_score"],
                    place=p["place"],
                )
            )
        return [
            SessionSummary(
                id=s["id"],
                table_id=s["table_id"],
                guild_id=s["guild_id"],
                channel_id=s["channel_id"],
                family=s["family"],
                preset=s["preset"],
                deals=s["deals"],
                ended_early=bool(s["ended_early"]),
                started_at=parse_time(s["started_at"]),
                ended_at=None if s["ended_at"] is None else parse_time(s["ended_at"]),
                players=by_session[s["id"]],
            )
            for s in sessions
        ]
