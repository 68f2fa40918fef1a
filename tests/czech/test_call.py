"""The called tarok: XIX, or a lower one by a declarer holding the XIX; own XIX = alone."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.czech import Phase, view
from engine.czech.state import NO_SEAT
from tests.czech.scenario import BASE, deal, legal, run


def test_call_xix_when_not_held() -> None:
    s = run(deal(BASE), "pass pass pass declare:first")
    assert s.phase == Phase.CALL
    assert legal(s) == {"call:T19"}
    with pytest.raises(IllegalAction):
        run(s, "call:T18")
    s = run(s, "call:T19")
    assert s.partner == 2  # C holds the XIX


HOLDS_XIX = {
    0: "SK T21 T19 T17 T12 KH QH 1H KD 10S 9S 7C",
    1: "T16 T15 T14 T13 T1 CH JH 2H QD CD QS 8C",
    2: "T18 T11 T10 T9 T8 3H 4H JD 1D KS CS 10C",
    3: "T6 T5 T4 T3 T2 2D 3D JS 8S KC QC 9C",
    "talon": "T20 4D 7S CC JC T7",
}


def test_call_lower_tarok_when_holding_xix() -> None:
    s = run(deal(HOLDS_XIX), "pass pass pass declare:first")
    # A holds XIX and XVII: XIX (alone), XVIII or XVI.
    assert legal(s) == {"call:T19", "call:T18", "call:T16"}
    s = run(s, "call:T18")
    assert s.called == 17 and s.partner == 2


def test_call_own_xix_plays_alone_unknown_to_others() -> None:
    s = run(deal(HOLDS_XIX), "pass pass pass declare:first call:T19")
    assert s.partner == NO_SEAT and s.alone()
    assert view(s, 0).partner_known and view(s, 0).alone
    for seat in (None, 1, 2, 3):
        assert not view(s, seat).partner_known


def test_call_holding_xix_to_xvi_must_call_xix() -> None:
    cards = dict(HOLDS_XIX)
    cards[0] = "SK T21 T19 T18 T17 T16 KH QH 1H KD 10S 9S"
    cards[1] = "T12 T15 T14 T13 T1 CH JH 2H QD CD QS 8C"
    cards[2] = "7C T11 T10 T9 T8 3H 4H JD 1D KS CS 10C"
    s = run(deal(cards), "pass pass pass declare:first")
    assert legal(s) == {"call:T19"}


def test_call_also_in_second_bid_not_in_third_or_solo() -> None:
    s = run(deal(BASE), "bid:second pass pass pass declare:second")
    assert s.phase == Phase.CALL and s.to_move == 1
    s = run(deal(BASE), "bid:third pass pass pass declare:third")
    assert s.phase == Phase.TALON
    s = run(deal(BASE), "bid:solo pass pass pass declare:solo")
    assert s.phase == Phase.ANNOUNCE


def test_called_tarok_as_t6_makes_its_taker_the_partner() -> None:
    cards = dict(BASE)
    cards[2] = "T7 T11 T10 T9 T8 3H 4H JD 1D KS CS 10C"
    cards["talon"] = "T12 4D 7S CC JC T19"
    s = run(deal(cards), "pass pass pass declare:first call:T19")
    assert s.partner == 2  # t6 goes to declarer + 2
    assert not view(s, 2).partner_known  # not before he draws it
    s = run(s, "discard:4D discard:7S discard:CC discard:7C discard:JC")
    assert view(s, 2).partner_known and view(s, 2).partner == 2
