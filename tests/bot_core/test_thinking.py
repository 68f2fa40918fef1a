"""The computer players think in worker processes beside the event loop (bot.thinking)."""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

from bot.settings import Settings
from bot.tables.computer import EngineComputer, TableComputers, computer_for_level
from bot.thinking import Thinkers, configure, default_processes, thinkers
from engine import families
from engine.ai import choose_action, evaluate_actions

ROOT = Path(__file__).resolve().parents[2]


def _views(name: str, players: int, count: int) -> list[Any]:
    """Views of the seat on turn along a seeded deal of ``name``."""
    family = families.get(name)
    state = family.deal(family.rules(), players=players, dealer=0, rng=random.Random(11))
    views: list[Any] = []
    while not family.is_over(state) and len(views) < count:
        view = family.view(state, family.to_move(state))
        views.append(view)
        state, _ = family.apply(state, view.legal[0])
    return views


async def test_a_decision_is_made_in_another_process() -> None:
    pool = Thinkers(1)
    try:
        assert await pool.run(os.getpid) != os.getpid()
    finally:
        pool.shutdown()


async def test_a_decision_in_a_worker_is_the_same_as_in_the_bots_process() -> None:
    pool = Thinkers(1)
    try:
        for name, players in (("slovenian", 4), ("french", 5), ("czech", 4)):
            for n, view in enumerate(_views(name, players, 12)):
                expected = choose_action(view, "normal", n)
                assert await pool.run(choose_action, view, "normal", n) == expected
        view = _views("slovenian", 4, 1)[0]
        values = await pool.run(evaluate_actions, view, 3, samples=8)
        assert values == evaluate_actions(view, 3, samples=8)
    finally:
        pool.shutdown()


async def test_the_tables_engine_players_think_in_the_pool() -> None:
    player = computer_for_level("normal")
    assert isinstance(player, EngineComputer)
    seats = TableComputers(computer_for_level, seed=5, delay=0.0, jitter=0.0)
    for n, view in enumerate(_views("slovenian", 3, 10)):
        chosen = await seats.choose("normal", view, n)
        assert chosen == player(view, n)
    assert thinkers()._pool is not None  # the engine's player went to the workers


async def test_what_does_not_pickle_runs_in_a_thread() -> None:
    pool = Thinkers(1)
    try:
        here = os.getpid()
        assert await pool.run(lambda: os.getpid()) == here
        assert pool._pool is None  # no worker was started for it
    finally:
        pool.shutdown()


async def test_no_processes_means_threads() -> None:
    pool = Thinkers(0)
    assert await pool.run(os.getpid) == os.getpid()
    assert pool._pool is None


async def test_a_worker_that_died_costs_no_decision() -> None:
    pool = Thinkers(1)
    try:
        worker = await pool.run(os.getpid)
        os.kill(worker, 9)
        await asyncio.sleep(0.2)
        view = _views("czech", 4, 1)[0]
        # The call still gets its answer (in a thread if the pool is found broken) ...
        assert await pool.run(choose_action, view, "easy", 1) == choose_action(view, "easy", 1)
        # ... and the next ones are made in a new worker again.
        again = await pool.run(os.getpid)
        assert again not in (worker, os.getpid())
    finally:
        pool.shutdown()


def test_a_worker_ends_when_the_bots_process_is_killed() -> None:
    """kill -9 of the bot runs no shutdown: its workers must not stay behind."""
    script = textwrap.dedent(
        """
        import asyncio, os, sys
        from bot.thinking import Thinkers

        async def main():
            pool = Thinkers(1)
            print(await pool.run(os.getpid), flush=True)
            os.kill(os.getpid(), 9)

        asyncio.run(main())
        """
    )
    # Only the first line is read: the worker holds the same stdout while it lives.
    bot = subprocess.Popen(
        [sys.executable, "-c", script],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert bot.stdout is not None
    worker = int(bot.stdout.readline())
    try:
        # Not reaped yet on purpose: a killed bot may stay a zombie for a while.
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and _exists(worker):
            time.sleep(0.1)
        assert not _exists(worker), f"worker {worker} outlived the killed bot"
    finally:
        assert bot.wait(timeout=60) == -9


def _exists(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie (ended, not yet reaped by its parent) counts as gone.
    status = Path(f"/proc/{pid}/status")
    try:
        return "State:\tZ" not in status.read_text()
    except OSError:
        return False


def test_the_number_of_workers_is_a_setting() -> None:
    assert Settings(_env_file=None).computer_processes is None  # type: ignore[call-arg]
    assert Settings(_env_file=None, computer_processes="").computer_processes is None  # type: ignore[call-arg]
    assert Settings(_env_file=None, computer_processes=3).computer_processes == 3  # type: ignore[call-arg]
    assert default_processes() == max(1, (os.cpu_count() or 2) - 1)
    before = thinkers().processes
    try:
        assert configure(0).processes == 0
        assert configure(None).processes == default_processes()
    finally:
        configure(before)
