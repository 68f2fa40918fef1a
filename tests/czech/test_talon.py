"""The talon of the first and second bid: t1–t4 to the declarer, t5 and t6 to the next two
players; discards without five-point cards or the called tarok, each for its own side."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.czech import Phase
from engine.czech.facts import side_piles
from engine.czech.state import NO_SEAT
from tests.czech.scenario import (
    BASE,
    FIRST_BID_EXCHANGE,
    QUIET_ROUND,
    deal,
    hand,
    legal,
    run,
    run_events,
)


def test_talon_t1_to_t4_to_the_declarer() -> None:
    s, events = run_events(deal(BASE), "pass pass pass declare:first call:T19")
    assert {"T12", "4D", "7S", "CC"} <= hand(s, 0) and len(hand(s, 0)) == 16
    assert s.talon_to[:4] == (0, 0, 0, 0) and s.talon_to[4:] == (NO_SEAT, NO_SEAT)
    assert s.phase == Phase.DISCARD and s.to_move == 0 and s.discards_left == 4
    assert [e.kind for e in events][-2:] == ["called", "talon_taken"]


def test_talon_t5_and_t6_to_the_next_two_players_after_the_declarer() -> None:
    s = run(deal(BASE), "pass pass pass declare:first call:T19")
    s, events = run_events(s, "discard:4D discard:7S discard:CC discard:7C")
    assert s.to_move == 1 and "JC" in hand(s, 1) and len(hand(s, 1)) == 13
    assert events[-1].kind == "talon_taken" and events[-1].talon == (4,)
    s, events = run_events(s, "discard:8C")
    assert s.to_move == 2 and "T7" in hand(s, 2) and len(hand(s, 2)) == 13
    assert events[-1].talon == (5,)
    s = run(s, "discard:4H")
    assert s.phase == Phase.ANNOUNCE
    assert [len(hand(s, p)) for p in range(4)] == [12, 12, 12, 12]
    assert s.talon_to == (0, 0, 0, 0, 1, 2)


def test_talon_of_a_second_bid_goes_the_same_way_from_its_declarer() -> None:
    s = run(deal(BASE), "pass bid:second pass pass declare:second call:T19")
    assert {"T12", "4D", "7S", "CC"} <= hand(s, 2)
    s = run(s, "discard:4D discard:7S discard:CC discard:10C")
    assert s.to_move == 3 and "JC" in hand(s, 3)  # declarer + 1
    s = run(s, "discard:JC")
    assert s.to_move == 0 and "T7" in hand(s, 0)  # declarer + 2
    s = run(s, "discard:T7")
    assert s.phase == Phase.ANNOUNCE and s.discards[1] == 0


def test_discard_no_five_point_cards_nor_the_called_tarok() -> None:
    s = run(deal(BASE), "pass pass pass declare:first call:T19")
    allowed = {a[8:] for a in legal(s) if a.startswith("discard:")}
    assert allowed == hand(s, 0) - {"SK", "T21", "KH", "KD"}
    with pytest.raises(IllegalAction, match="five-point"):
        run(s, "discard:KH")
    s = run(s, "discard:4D discard:7S discard:CC discard:7C discard:JC")
    # C, the partner, may not lay the called tarok aside; other taroks he may.
    allowed = {a[8:] for a in legal(s) if a.startswith("discard:")}
    assert "T19" not in allowed and "T7" in allowed and "KS" not in allowed


def test_discards_count_for_their_own_side() -> None:
    s = run(deal(BASE), FIRST_BID_EXCHANGE + " " + QUIET_ROUND)
    decl, opp = side_piles(s)
    # A's four cards and C's (the partner) for the declarer's side, B's for the opponents.
    assert decl == s.discards[0] | s.discards[2]
    assert opp == s.discards[1]
