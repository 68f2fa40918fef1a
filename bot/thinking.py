"""Where the computer players think: worker processes beside the event loop.

A computer player's decision, and a hint's evaluation, is a search of up to some hundred
milliseconds, most of it Python. Run in a thread of the bot's process it holds the
interpreter lock, and with many busy tables the event loop, which answers every click,
waits its turn behind the searches. In worker processes the searches run beside the loop.

:class:`Thinkers` is that pool: ``TAROK_COMPUTER_PROCESSES`` workers (default: the
machine's cores less one, at least one; 0 = threads in the bot's own process), started at
the first decision and shared by every table of the process (:func:`thinkers`). The
workers are fresh interpreters (spawned, never forked from the bot's threaded process)
that import the engine as they start, and each ends itself once the bot's process is
gone (also after a ``kill -9``). A function that
cannot be pickled, a pool that cannot start, or a worker that died runs the call in a
thread instead (a new pool is started for the next call).
"""

from __future__ import annotations

import asyncio
import functools
import importlib
import logging
import multiprocessing
import os
import pickle
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import ParamSpec, TypeVar

log = logging.getLogger(__name__)

P = ParamSpec("P")
T = TypeVar("T")

PRELOAD = ("engine.ai",)
"""Imported by each worker as it starts (its first decision is then as fast as the rest)."""

_WATCH_S = 1.0
"""How often a worker looks whether the bot's process still exists."""


def default_processes() -> int:
    """The machine's cores less one (the event loop's), at least one."""
    return max(1, (os.cpu_count() or 2) - 1)


def _warm(owner: int) -> None:
    """A worker's start: import the engine's players once, and end this process as soon
    as ``owner`` (the bot's process, its parent) is gone, so that a crashed bot leaves no
    worker behind (the pool's own shutdown never runs then). The kernel gives an orphan a
    new parent at once, even while the dead bot is not yet reaped."""
    for name in PRELOAD:
        importlib.import_module(name)

    def watch() -> None:
        while os.getppid() == owner:
            time.sleep(_WATCH_S)
        os._exit(0)

    threading.Thread(target=watch, name="tarok-owner-watch", daemon=True).start()


class Thinkers:
    """A pool of worker processes for the engine's synchronous, CPU-bound calls."""

    def __init__(self, processes: int | None = None) -> None:
        self.processes = default_processes() if processes is None else max(0, processes)
        """How many workers (0: every call in a thread of this process)."""
        self._pool: ProcessPoolExecutor | None = None
        self._portable: dict[Callable[..., object], bool] = {}
        self._lock = threading.Lock()

    def _executor(self) -> ProcessPoolExecutor | None:
        with self._lock:
            if self.processes <= 0:
                return None
            if self._pool is None:
                try:
                    self._pool = ProcessPoolExecutor(
                        self.processes,
                        mp_context=multiprocessing.get_context("spawn"),
                        initializer=_warm,
                        initargs=(os.getpid(),),
                    )
                except (OSError, ValueError, NotImplementedError):
                    log.exception("the computer players' worker processes cannot start; threads")
                    self.processes = 0
                    return None
            return self._pool

    def _pickles(self, fn: Callable[..., object]) -> bool:
        # A worker gets the function by name: module-level functions only (a test's
        # stand-in or a closure runs in a thread).
        known = self._portable.get(fn)
        if known is None:
            try:
                pickle.dumps(fn)
            except (pickle.PicklingError, AttributeError, TypeError):
                known = False
            else:
                known = True
            self._portable[fn] = known
        return known

    def _discard(self, pool: ProcessPoolExecutor) -> None:
        with self._lock:
            if self._pool is pool:
                self._pool = None
        pool.shutdown(wait=False, cancel_futures=True)

    async def run(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> T:
        """``fn(*args, **kwargs)`` in a worker process (its arguments and result must pickle;
        a view, a level, a seed and an action do), else in a thread."""
        call = functools.partial(fn, *args, **kwargs)
        pool = self._executor() if self._pickles(fn) else None
        if pool is None:
            return await asyncio.to_thread(call)
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(pool, call)
        except BrokenProcessPool:
            log.warning("a computer players' worker process ended; this call runs in a thread")
            self._discard(pool)
            return await asyncio.to_thread(call)

    def shutdown(self) -> None:
        """Stop the workers (a later call starts a new pool)."""
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


_THINKERS = Thinkers()


def thinkers() -> Thinkers:
    """The process's pool (shared by every table, hint and daily challenge)."""
    return _THINKERS


def configure(processes: int | None) -> Thinkers:
    """Set the number of workers of the process's pool (``None``: the default); a pool of
    another size already running is stopped first."""
    wanted = default_processes() if processes is None else max(0, processes)
    if wanted != _THINKERS.processes:
        _THINKERS.shutdown()
        _THINKERS.processes = wanted
    return _THINKERS
