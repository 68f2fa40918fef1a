"""The third bid (three stages, M = the stage) and solo (no exchange, M = 2), both alone."""

from __future__ import annotations

from engine.czech import Contract, Phase, view
from engine.czech.state import NO_CARD, OPPONENTS
from tests.czech.scenario import BASE, deal, hand, legal, run, run_events

THIRD = "bid:third pass pass pass declare:third"  # B (1) plays the third bid


def test_third_bid_turns_t1_to_t3_face_up() -> None:
    s, events = run_events(deal(BASE), THIRD)
    assert s.phase == Phase.TALON and s.to_move == 1 and s.alone()
    assert legal(s) == {"stage:1", "turn"}
    assert events[-1].kind == "talon_turned" and events[-1].cards == s.talon[:3]
    for seat in (None, 0, 1, 2, 3):
        assert view(s, seat).talon == (*s.talon[:3], NO_CARD, NO_CARD, NO_CARD)


def test_third_bid_stage_1_takes_t1_to_t3_and_leaves_t4_to_t6_unseen() -> None:
    s = run(deal(BASE), THIRD + " stage:1")
    assert s.stage == 1 and s.phase == Phase.DISCARD and s.discards_left == 3
    assert {"T12", "4D", "7S"} <= hand(s, 1)
    assert s.talon_to == (1, 1, 1, OPPONENTS, OPPONENTS, OPPONENTS)
    s = run(s, "discard:4D discard:7S discard:8C")
    assert s.phase == Phase.ANNOUNCE
    for seat in (None, 0, 1, 2, 3):
        assert view(s, seat).talon[3:] == (NO_CARD, NO_CARD, NO_CARD)
        assert view(s, seat).multiplier == 1


def test_third_bid_stage_2_takes_t4_to_t6() -> None:
    s, events = run_events(deal(BASE), THIRD + " turn")
    assert legal(s) == {"stage:2", "stage:3"}
    assert events[-1].kind == "talon_turned" and events[-1].cards == s.talon[3:]
    assert view(s, 0).talon == s.talon  # all six face up
    s = run(s, "stage:2")
    assert s.stage == 2 and {"CC", "JC", "T7"} <= hand(s, 1)
    assert s.talon_to == (OPPONENTS, OPPONENTS, OPPONENTS, 1, 1, 1)
    assert view(s, 3).multiplier == 2


def test_third_bid_stage_3_goes_back_to_t1_to_t3() -> None:
    s = run(deal(BASE), THIRD + " turn stage:3")
    assert s.stage == 3 and {"T12", "4D", "7S"} <= hand(s, 1)
    assert s.opp_talon == sum(1 << c for c in s.talon[3:])
    assert view(s, None).multiplier == 3
    assert view(s, None).talon == s.talon  # the unchosen half was seen


def test_third_bid_discards_without_five_point_cards() -> None:
    s = run(deal(BASE), THIRD + " stage:1")
    allowed = {a[8:] for a in legal(s)}
    assert allowed == hand(s, 1) - {"T1"}  # the Pagát is a five-point card
    assert "concede" not in legal(s)


def test_solo_no_exchange_talon_to_the_opponents_unseen() -> None:
    s, events = run_events(deal(BASE), "pass pass bid:solo pass declare:solo")
    assert s.contract == Contract.SOLO and s.declarer == 3 and s.alone()
    assert s.phase == Phase.ANNOUNCE and s.to_move == 3
    assert s.opp_talon == sum(1 << c for c in s.talon)
    assert s.talon_to == (OPPONENTS,) * 6
    assert events[-1].kind == "talon_to_opponents"
    for seat in (None, 0, 1, 2, 3):
        v = view(s, seat)
        assert v.talon == (NO_CARD,) * 6 and v.multiplier == 2 and v.alone
