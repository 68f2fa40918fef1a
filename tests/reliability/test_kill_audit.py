"""The kill test's audit of the action log (:func:`botproc.deal.check_log`) on explicit
logs: what it must accept after a crash, and what it must refuse."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any, cast

import pytest
from botproc.deal import Click, Room, check_log

ANA = 11


class Log:
    """A store whose table log holds ``actions`` (move by move, all by ana at seat 0)."""

    def __init__(self, actions: list[str]) -> None:
        entries = [
            SimpleNamespace(move_no=i, seat=0, actor_id=ANA, actor_kind="player", action=a)
            for i, a in enumerate(actions)
        ]
        self.tables = SimpleNamespace(actions=self._actions(entries))

    @staticmethod
    def _actions(entries: list[Any]) -> Any:
        async def actions(table_id: int, deal: int) -> list[Any]:
            return entries

        return actions


def room(applied: list[Click], inflight: list[Click]) -> Room:
    return Room(
        fake=cast(Any, None),
        chan=cast(Any, None),
        players=[],
        rng=random.Random(0),
        applied=applied,
        inflight=inflight,
    )


def click(move: int, action: str) -> Click:
    return Click(ANA, 0, 1, move, (action,))


async def test_of_two_clicks_in_flight_at_one_move_the_stored_one_counts() -> None:
    # T16 was killed before it was stored; after the restart ana chose T12 at the same
    # move, and that one was stored before the next kill.
    inflight = [click(1, "play:T16"), click(1, "play:T12")]
    await check_log(cast(Any, Log(["play:T3", "play:T12"])), room([click(0, "play:T3")], inflight))


async def test_a_stored_action_no_click_asked_for_is_refused() -> None:
    inflight = [click(1, "play:T16"), click(1, "play:T12")]
    with pytest.raises(AssertionError, match="not what was clicked"):
        await check_log(
            cast(Any, Log(["play:T3", "play:T5"])), room([click(0, "play:T3")], inflight)
        )


async def test_a_confirmed_click_missing_from_the_log_is_refused() -> None:
    with pytest.raises(AssertionError, match="lost"):
        await check_log(
            cast(Any, Log(["play:T3"])), room([click(0, "play:T3"), click(1, "play:T4")], [])
        )
