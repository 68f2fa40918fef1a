"""Slovenian tarok in bulk: many rollouts or whole deals per call, in C where it is built.

The API (both backends)::

    from engine._native import slovenian as native
    from engine._native.layout import THUMB, encode_rules, encode_states, new_words

    rules = encode_rules(Rules.preset("pagat"))
    states = encode_states(worlds)                     # k sampled worlds, one row each
    results = new_words(len(worlds) * RESULT_WORDS)
    native.rollouts(states, rules, THUMB, seed, results)   # one call for the whole batch
    score = results[i * RESULT_WORDS + R_SCORES + seat]

* :func:`rollouts` plays every state row to the end (``repeat`` times each, with different
  random streams), optionally after a given first action per row (a candidate of the
  search), and writes one result row per rollout; with ``out_states`` the final states,
  with ``trace``/``offsets`` every decision (legal set and choice) and trick winner.
* :func:`solve` gives the exact value of each row's card play, every hand open (the hard
  level's endgame).
* :func:`play_deals` deals ``count`` deals from the shuffle and plays them (to the score, or
  until a phase), writing results, deal records (dealer, hands, talon, every action — a
  record replays through the checked :func:`engine.slovenian.apply`) and final states.

Choices follow a policy (:mod:`engine._native.layout`: ``RANDOM``, ``THUMB``,
``UNIFORM_CONTRACTS`` or a combination of the per-phase bits). A seed fixes everything:
rollout ``i`` of a call draws from its own stream of the generator, so results do not depend
on the size of the batch. The compiled backend releases the GIL for the whole call.
"""

from __future__ import annotations

import os
import warnings
from array import array
from collections.abc import Sequence
from types import ModuleType
from typing import Final

from engine._native import fallback
from engine._native.layout import SOLVE_TABLE, THUMB, Words
from engine._native.sources import SRC, source_hash

ENV: Final = "TAROK_NATIVE"
"""``auto`` (default), ``python`` (force the fallback) or ``c`` (require the compiled core)."""


def _compiled() -> ModuleType:
    """The compiled module; ImportError when it is missing or older than its sources."""
    from engine._native import _slovenian

    if SRC.is_dir() and source_hash(SRC) != _slovenian.SOURCE_HASH:
        raise ImportError(
            "engine._native._slovenian was built from other sources than those in "
            f"{SRC}: rebuild it with `pip install -e .`"
        )
    return _slovenian


def _backend() -> tuple[str, ModuleType]:
    choice = os.environ.get(ENV, "auto").strip().lower()
    if choice in ("python", "fallback", "0", "off"):
        return "python", fallback
    if choice not in ("auto", "", "c", "1", "on"):
        raise ImportError(f"{ENV}={choice!r}: expected auto, python or c")
    try:
        module = _compiled()
    except ImportError as exc:
        if choice in ("c", "1", "on"):
            raise
        if "rebuild" in str(exc):
            warnings.warn(f"{exc}; using the Python fallback", RuntimeWarning, stacklevel=2)
        return "python", fallback
    return "c", module


BACKEND, _impl = _backend()
"""Which backend runs: ``"c"`` (the compiled core) or ``"python"`` (the fallback)."""


def compiled() -> ModuleType | None:
    """The compiled module when it is built and current (whatever ``TAROK_NATIVE`` says),
    else None."""
    try:
        return _compiled()
    except ImportError:
        return None


def _words(values: Sequence[int] | None) -> Sequence[int] | None:
    """Small inputs may be any sequence of integers: a buffer for the core."""
    if values is None or isinstance(values, array):
        return values
    return array("q", values)


def rollouts(
    states: Sequence[int],
    rules: Sequence[int],
    policy: int,
    seed: int,
    results: Words,
    *,
    first: Sequence[int] | None = None,
    repeat: int = 1,
    out_states: Words | None = None,
    trace: Words | None = None,
    offsets: Words | None = None,
) -> int:
    """Play each state row of ``states`` to the end, ``repeat`` times; returns the rollouts.

    ``states`` holds k rows of ``STATE_WORDS``; ``rules`` is :func:`~layout.encode_rules`;
    rollout ``i = row * repeat + j`` writes result row ``i`` of ``results``
    (``RESULT_WORDS`` each) and, when given, state row ``i`` of ``out_states``. ``first``
    (k action codes, -1 for none) is applied before the policy takes over; an illegal one
    raises ``ValueError``. ``trace`` receives every decision and trick of rollout ``i``
    between ``offsets[i]`` and ``offsets[i + 1]`` (see the ``T_*`` codes).
    """
    count: int = _impl.rollouts(
        states,
        rules,
        policy,
        seed,
        results,
        first=_words(first),
        repeat=repeat,
        out_states=out_states,
        trace=trace,
        offsets=offsets,
    )
    return count


def play_deals(
    rules: Sequence[int],
    players: int,
    count: int,
    seed: int,
    policy: int,
    results: Words | None = None,
    *,
    first_dealer: int = 0,
    radelci: Sequence[int] | None = None,
    records: Words | None = None,
    out_states: Words | None = None,
    until: int = 7,
) -> int:
    """Deal and play ``count`` deals; returns ``count``.

    Deal ``i`` is dealt by seat ``(first_dealer + i) % players`` from stream ``i`` of the
    generator (tarokless hands are thrown in and dealt again, making the deal a compulsory
    klop where the rules say so), with the open ``radelci`` given (none by default), and
    played by ``policy`` until its phase reaches ``until`` (a :class:`Phase`; the default
    plays to the score). Each deal writes a result row (scores 0 when unfinished), a record
    row (``DEAL_WORDS``) and a state row when those buffers are given.
    """
    done: int = _impl.play_deals(
        rules,
        players,
        count,
        seed,
        policy,
        results,
        first_dealer=first_dealer,
        radelci=_words(radelci),
        records=records,
        out_states=out_states,
        until=until,
    )
    return done


SOLVE_ABORTED: Final = fallback.SOLVE_ABORTED
"""The value :func:`solve` writes for a row that needs more nodes than its limit."""


def solve(
    states: Sequence[int],
    rules: Sequence[int],
    values: Words,
    *,
    first: Sequence[int] | None = None,
    limit: int = 1_000_000,
    nodes: Words | None = None,
    endgame: int = 16,
    policy: int = THUMB,
    table: int = SOLVE_TABLE,
) -> int:
    """The exact value of each state row's card play with every hand open; returns the rows.

    Both sides play perfectly: the declarer's side maximises, the others minimise
    ``value = sum over the declarer's side of (n × score − sum of all scores)``, which is
    (n − 1) times the side's total of the seats' values (score − the others' average; they
    sum to zero over the seats). ``first`` (an action code per row, -1 for none) is applied
    before solving; a row must then be in the card play (or over). The cards are then played
    by ``policy`` (row ``i`` drawing from stream ``i`` of seed 0) until at most ``endgame``
    tricks are left, the trick being played included, and the rest is solved (the default
    solves from the start). A row needing more than
    ``limit`` nodes gets :data:`SOLVE_ABORTED`; ``nodes`` receives the nodes each row
    visited. Positions reached again at the start of a trick (the same tricks in another
    order) are not searched again: up to ``table`` positions solved are kept, with bounds
    on their values, for the rest of the call and every later row (0 keeps none). Both
    backends visit the same nodes in the same order, so the limit ends them alike.
    """
    count: int = _impl.solve(
        states,
        rules,
        values,
        first=_words(first),
        limit=limit,
        nodes=nodes,
        endgame=endgame,
        policy=policy,
        table=table,
    )
    return count


def legal_actions(state: Sequence[int], rules: Sequence[int]) -> list[int]:
    """The legal action codes of one state row (for tests and tools, not for search)."""
    codes: list[int] = _impl.legal_actions(state, rules)
    return codes
