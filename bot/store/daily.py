"""The daily challenge's runs (migration 0007): one attempt per player, UTC day and game.

A run keeps every action of its deals in order (the player's and the computers'), so it is
rebuilt exactly after a restart, and each finished deal's score, so the players of a server
can be compared deal by deal (they all had the same cards). Leaderboards count finished runs
only: a run that was left half-way has no total yet.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Literal, cast

from bot.store.db import ConstraintError, Database, Row, StoreError, parse_time

RunStatus = Literal["playing", "finished"]


@dataclass(frozen=True)
class DailyRun:
    """One player's attempt at one day's challenge of one game."""

    id: int
    day: str
    """The UTC date, ``YYYY-MM-DD``."""
    family: str
    user_id: int
    guild_id: int
    seed: int
    status: RunStatus
    total: int
    deals_done: int
    started_at: datetime
    finished_at: datetime | None


@dataclass(frozen=True)
class DailyBoardRow:
    """A player's line on a daily-challenge leaderboard (a day, or a month of days)."""

    user_id: int
    total: int
    days: int
    """Challenges finished in the period (1 on the board of a day)."""


@dataclass(frozen=True)
class DealScore:
    """One player's score in one deal of a day's challenge."""

    user_id: int
    score: int


class DuplicateDailyAction(StoreError):
    """A run's move is already in its log (a double click, or a second process)."""


def _run(row: Row) -> DailyRun:
    finished = row["finished_at"]
    return DailyRun(
        id=int(row["id"]),
        day=row["day"],
        family=row["family"],
        user_id=int(row["user_id"]),
        guild_id=int(row["guild_id"]),
        seed=int(row["seed"]),
        status=cast(RunStatus, row["status"]),
        total=int(row["total"]),
        deals_done=int(row["deals_done"]),
        started_at=parse_time(row["started_at"]),
        finished_at=None if finished is None else parse_time(finished),
    )


def month_days(day: date) -> tuple[str, str]:
    """The first and the last day (``YYYY-MM-DD``) of ``day``'s month."""
    first = day.replace(day=1)
    nxt = (
        first.replace(year=first.year + 1, month=1)
        if first.month == 12
        else first.replace(month=first.month + 1)
    )
    last = date.fromordinal(nxt.toordinal() - 1)
    return first.isoformat(), last.isoformat()


class DailyRepo:
    """Runs of the daily challenge, their actions and their deals' scores."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def start(
        self, day: str, family: str, user_id: int, guild_id: int, seed: int
    ) -> tuple[DailyRun, bool]:
        """The player's run of a day and game: made now (True) or the one made before
        (False: one attempt per player, day and game)."""
        created = await self.db.write(
            "INSERT INTO daily_runs (day, family, user_id, guild_id, seed, started_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (day, family, user_id) DO NOTHING",
            (day, family, user_id, guild_id, seed, self.db.timestamp()),
        )
        run = await self.get(day, family, user_id)
        if run is None:
            raise StoreError(f"the daily run of {user_id} on {day} ({family}) was not stored")
        return run, created == 1

    async def get(self, day: str, family: str, user_id: int) -> DailyRun | None:
        """A player's run of a day and game."""
        row = await self.db.fetchone(
            "SELECT * FROM daily_runs WHERE day = ? AND family = ? AND user_id = ?",
            (day, family, user_id),
        )
        return None if row is None else _run(row)

    async def by_id(self, run_id: int) -> DailyRun | None:
        """A run by its id."""
        row = await self.db.fetchone("SELECT * FROM daily_runs WHERE id = ?", (run_id,))
        return None if row is None else _run(row)

    async def unfinished(self, user_id: int) -> list[DailyRun]:
        """A player's runs still being played, newest first."""
        rows = await self.db.fetchall(
            "SELECT * FROM daily_runs WHERE user_id = ? AND status = 'playing'"
            " ORDER BY day DESC, id DESC",
            (user_id,),
        )
        return [_run(r) for r in rows]

    async def append_action(self, run_id: int, deal_no: int, move: int, action: str) -> None:
        """Log one action of a run's deal; :class:`DuplicateDailyAction` if the move is
        taken."""
        try:
            await self.db.write(
                "INSERT INTO daily_actions (run_id, deal_no, move, action) VALUES (?, ?, ?, ?)",
                (run_id, deal_no, move, action),
            )
        except ConstraintError as exc:
            if exc.kind == "unique":
                raise DuplicateDailyAction(
                    f"run {run_id} deal {deal_no} move {move} is already logged"
                ) from exc
            raise

    async def actions(self, run_id: int) -> dict[int, list[str]]:
        """A run's logged actions: deal number → its actions in order."""
        rows = await self.db.fetchall(
            "SELECT deal_no, action FROM daily_actions WHERE run_id = ? ORDER BY deal_no, move",
            (run_id,),
        )
        out: dict[int, list[str]] = {}
        for r in rows:
            out.setdefault(int(r["deal_no"]), []).append(r["action"])
        return out

    async def finish_deal(
        self, run_id: int, deal_no: int, score: int, contract: str | None, *, last: bool
    ) -> bool:
        """Book a finished deal of a run (and finish the run with its ``last`` deal), in one
        transaction; False (nothing changes) when that deal was booked before."""
        now = self.db.timestamp()
        async with self.db.transaction() as conn:
            booked = await conn.execute(
                "INSERT INTO daily_deals (run_id, deal_no, score, contract) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (run_id, deal_no) DO NOTHING",
                (run_id, deal_no, score, contract),
            )
            if booked != 1:
                return False
            await conn.execute(
                "UPDATE daily_runs SET total = total + ?, deals_done = deals_done + 1 WHERE id = ?",
                (score, run_id),
            )
            if last:
                await conn.execute(
                    "UPDATE daily_runs SET status = 'finished', finished_at = ? WHERE id = ?",
                    (now, run_id),
                )
        return True

    async def deal_scores(self, run_id: int) -> dict[int, int]:
        """A run's booked deals: deal number → the player's score."""
        rows = await self.db.fetchall(
            "SELECT deal_no, score FROM daily_deals WHERE run_id = ? ORDER BY deal_no", (run_id,)
        )
        return {int(r["deal_no"]): int(r["score"]) for r in rows}

    async def same_cards(
        self, guild_id: int, family: str, day: str, deal_no: int
    ) -> list[DealScore]:
        """Every score of this server's players in one deal of a day (the same cards for
        all), best first."""
        rows = await self.db.fetchall(
            "SELECT r.user_id, d.score FROM daily_deals AS d"
            " JOIN daily_runs AS r ON r.id = d.run_id"
            " WHERE r.guild_id = ? AND r.family = ? AND r.day = ? AND d.deal_no = ?"
            " ORDER BY d.score DESC, r.user_id",
            (guild_id, family, day, deal_no),
        )
        return [DealScore(int(r["user_id"]), int(r["score"])) for r in rows]

    async def board(
        self, guild_id: int, family: str, first: str, last: str, *, limit: int = 10
    ) -> list[DailyBoardRow]:
        """The best players of a server in the finished challenges from day ``first`` to
        ``last`` (both included): by total, then by fewer days."""
        rows = await self.db.fetchall(
            "SELECT user_id, SUM(total) AS total, COUNT(*) AS days FROM daily_runs"
            " WHERE guild_id = ? AND family = ? AND status = 'finished'"
            " AND day >= ? AND day <= ?"
            " GROUP BY user_id ORDER BY SUM(total) DESC, COUNT(*), user_id LIMIT ?",
            (guild_id, family, first, last, limit),
        )
        return [DailyBoardRow(int(r["user_id"]), int(r["total"]), int(r["days"])) for r in rows]
