"""Kill -9 of the bot process at sampled points of a deal, on SQLite and on PostgreSQL.

Each test runs the bot as a process of its own (:mod:`botproc`) against the fake Discord
and kills it with SIGKILL at ten points drawn from a fixed seed (every stage of a click's
handling, spread over the phases of the deal). After each restart the action log holds
every confirmed click exactly once, a click in flight at most once, nothing else; the
table resumes in the new process and the deal ends with its score sheet booked once per
seat. ``scripts/kill_test.py`` runs the same with fifty and more points per backend.
"""

from __future__ import annotations

from pathlib import Path

from botproc import TOKEN
from botproc.kills import STAGES, kill_run, plan
from fakediscord import FakeDiscord

POINTS = 10


async def test_kill_9_at_ten_points_loses_and_doubles_nothing(
    backend: str, db_target: str | Path, tmp_path: Path
) -> None:
    points = plan(seed=20261202, count=POINTS)
    assert {p.stage for p in points} == set(STAGES)
    async with FakeDiscord(patch=False, token=TOKEN, default_timeout=30.0) as fake:
        report = await kill_run(fake, db_target, points, seed=7, log_dir=tmp_path, label=backend)
    assert len(report.kills) == POINTS and report.deals >= 1
    assert len({(k.table, k.move) for k in report.kills}) >= POINTS - 3, "kills spread over moves"
    assert {k.phase for k in report.kills} - {"Card play"}, "no kill before the card play"
