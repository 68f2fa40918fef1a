"""Announcements: only the declarer, in his first turn, Pagát ultimo and slam; the second
bid's compulsory Pagát ultimo; the end of the round."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.czech import Phase
from tests.czech.scenario import BASE, FIRST_BID_EXCHANGE, deal, legal, run, run_events


def test_announcements_by_the_declarer_in_his_first_turn() -> None:
    s = run(deal(BASE), FIRST_BID_EXCHANGE)
    assert s.phase == Phase.ANNOUNCE and s.to_move == 0  # the round opens with the declarer
    assert {"announce:pagat_ultimo", "announce:slam"} <= legal(s)
    s = run(s, "announce:slam")
    assert s.slam_announced and "announce:slam" not in legal(s)
    assert "announce:pagat_ultimo" in legal(s)  # both in one turn
    s = run(s, "pass")
    assert not {a for a in legal(s) if a.startswith("announce:")}


def test_announcements_pagat_ultimo_without_holding_the_pagat() -> None:
    s = run(deal(BASE), FIRST_BID_EXCHANGE)
    assert not s.hands[0] & 1  # A does not hold the Pagát
    s = run(s, "announce:pagat_ultimo")
    assert s.pagat_announced


def test_announcements_never_by_other_players() -> None:
    s = run(deal(BASE), FIRST_BID_EXCHANGE + " pass")
    for _ in range(3):
        assert not {a for a in legal(s) if a.startswith("announce:")}
        with pytest.raises(IllegalAction, match="declarer"):
            run(s, "announce:slam")
        s = run(s, "pass")
    assert s.phase == Phase.PLAY


def test_announcements_not_in_the_declarers_later_turns() -> None:
    s = run(deal(BASE), FIRST_BID_EXCHANGE + " pass kontra:game pass pass pass")
    assert s.to_move == 0 and s.phase == Phase.ANNOUNCE
    assert legal(s) == {"pass", "kontra:game"}


def test_second_bid_announces_pagat_ultimo_with_the_bid() -> None:
    s, events = run_events(run(deal(BASE), "pass pass pass"), "declare:second")
    assert s.pagat_announced
    assert [(e.kind, str(e.action)) for e in events] == [
        ("contract", "declare:second"),
        ("announced", "announce:pagat_ultimo"),
    ]
    s = run(s, "call:T19 discard:4D discard:7S discard:CC discard:7C discard:JC discard:4H")
    assert "announce:pagat_ultimo" not in legal(s) and "announce:slam" in legal(s)


def test_announcement_round_ends_after_three_bare_passes() -> None:
    s = run(deal(BASE), FIRST_BID_EXCHANGE + " pass kontra:game pass pass pass")
    # Everyone has had a turn, but B's turn held a flek: C and D passed, A may still re.
    assert s.phase == Phase.ANNOUNCE and s.to_move == 0
    s = run(s, "pass")
    assert s.phase == Phase.PLAY
