"""The write budget of a channel: a sliding window shared by every post and edit."""

from __future__ import annotations

import asyncio

import pytest

from bot.ui.pacing import Pacer, Pacers


class FakeTime:
    """Time that moves only when someone sleeps."""

    def __init__(self) -> None:
        self.now = 100.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds
        await asyncio.sleep(0)


async def _send(pacer: Pacer, clock: FakeTime, sent: list[float]) -> None:
    async with pacer.slot():
        sent.append(clock.now)


async def test_never_more_than_the_limit_in_any_window() -> None:
    clock = FakeTime()
    pacer = Pacer(4, 5.0, now=clock, sleep=clock.sleep)
    sent: list[float] = []
    for _ in range(13):
        await _send(pacer, clock, sent)
    assert sent[:4] == [100.0] * 4  # a burst up to the limit goes at once
    for i, t in enumerate(sent):
        in_window = [u for u in sent if t <= u < t + 5.0]
        assert len(in_window) <= 4, (i, in_window)
    assert sent[4] == pytest.approx(105.0) and sent[8] == pytest.approx(110.0)


async def test_concurrent_writers_of_one_channel_share_the_budget() -> None:
    clock = FakeTime()
    pacer = Pacer(4, 5.0, now=clock, sleep=clock.sleep)
    sent: list[float] = []
    await asyncio.gather(*(_send(pacer, clock, sent) for _ in range(10)))
    assert len(sent) == 10
    for t in sent:
        assert len([u for u in sent if t <= u < t + 5.0]) <= 4


async def test_ready_waits_without_taking_a_slot() -> None:
    clock = FakeTime()
    pacer = Pacer(2, 1.0, now=clock, sleep=clock.sleep)
    sent: list[float] = []
    await _send(pacer, clock, sent)
    await _send(pacer, clock, sent)
    assert pacer.delay() == pytest.approx(1.0)
    await pacer.ready()
    assert clock.now == pytest.approx(101.0) and pacer.delay() == 0.0
    await _send(pacer, clock, sent)
    assert sent == [100.0, 100.0, pytest.approx(101.0)]


async def test_after_a_restart_a_channel_starts_nearly_full() -> None:
    """The process before a restart may have used the window: one write at once, the next
    only when a window has passed (so both processes together stay within the limit)."""
    clock = FakeTime()
    pacer = Pacer(4, 5.0, now=clock, sleep=clock.sleep)
    pacer.assume_recent(3)
    sent: list[float] = []
    await _send(pacer, clock, sent)
    await _send(pacer, clock, sent)
    assert sent == [100.0, pytest.approx(105.0)]


def test_one_pacer_per_channel() -> None:
    pacers = Pacers(4, 5.0)
    assert pacers(1) is pacers(1) and pacers(1) is not pacers(2)
    with pytest.raises(ValueError):
        Pacer(0, 1.0)
