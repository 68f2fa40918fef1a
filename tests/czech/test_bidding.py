"""Bidding: forehand's compulsory first bid, strictly higher bids, final passes, the raise."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.czech import Contract, Phase, parse_action
from tests.czech.scenario import BASE, deal, legal, run, run_events


def test_forehand_first_bid_is_automatic() -> None:
    s = deal(BASE)
    # Forehand (seat 0) cannot pass: his first bid stands before anyone speaks.
    assert s.bids == ((0, Contract.FIRST),)
    assert s.high == Contract.FIRST and s.high_holder == 0
    assert s.phase == Phase.BIDDING and s.to_move == 1


def test_forehand_follows_the_dealer() -> None:
    s = deal(BASE, dealer=1)
    assert s.forehand == 2 and s.bids == ((2, Contract.FIRST),) and s.to_move == 3


def test_bids_strictly_higher_than_the_highest() -> None:
    s = deal(BASE)
    assert legal(s) == {"pass", "bid:second", "bid:third", "bid:solo"}
    s = run(s, "bid:third")
    assert legal(s) == {"pass", "bid:solo"}  # no equal bid, no hold
    with pytest.raises(IllegalAction, match="higher"):
        run(s, "bid:third")
    with pytest.raises(IllegalAction):
        run(s, "bid:second")
    s = run(s, "bid:solo")
    assert legal(s) == {"pass"}  # nothing is higher than solo


def test_pass_is_final() -> None:
    s = run(deal(BASE), "pass bid:second pass")  # B passes, C bids, D passes
    assert s.to_move == 0  # forehand speaks; B is skipped from now on
    s = run(s, "bid:third")
    assert s.to_move == 2  # C, not B
    s = run(s, "pass")
    assert s.phase == Phase.RAISE and s.to_move == 0


def test_auction_ends_when_one_bidder_is_left() -> None:
    s = run(deal(BASE), "bid:second pass pass")
    assert s.phase == Phase.BIDDING and s.to_move == 0  # forehand may still outbid
    s = run(s, "pass")
    assert s.phase == Phase.RAISE and s.to_move == 1 and s.high == Contract.SECOND


def test_all_pass_forehand_plays_first_bid_or_raises() -> None:
    s = run(deal(BASE), "pass pass pass")
    assert s.phase == Phase.RAISE and s.to_move == 0
    assert legal(s) == {"declare:first", "declare:second", "declare:third", "declare:solo"}
    s, events = run_events(s, "declare:first")
    assert s.contract == Contract.FIRST and s.declarer == 0
    assert [e.kind for e in events] == ["contract"]


def test_raise_to_any_higher_bid() -> None:
    s = run(deal(BASE), "bid:second pass pass pass")
    assert legal(s) == {"declare:second", "declare:third", "declare:solo"}
    s = run(s, "declare:solo")
    assert s.contract == Contract.SOLO and s.declarer == 1


def test_raise_of_solo_is_solo() -> None:
    s = run(deal(BASE), "pass pass bid:solo pass")
    assert s.phase == Phase.RAISE and legal(s) == {"declare:solo"}


def test_second_bid_open_to_forehand_by_raising() -> None:
    s = run(deal(BASE), "pass pass pass declare:second")
    assert s.contract == Contract.SECOND and s.declarer == 0
    assert s.pagat_announced  # the second bid announces Pagát ultimo with it


def test_bidding_turn_order_enforced() -> None:
    s = deal(BASE)
    with pytest.raises(IllegalAction, match="turn"):
        from engine.czech import apply

        apply(s, parse_action("pass"), 0)
