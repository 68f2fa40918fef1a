"""Bidding: one round from forehand to the dealer, each bid higher than the last (F1)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.french import Contract, Phase, parse_action
from tests.french.scenario import BASE4, NO_PRISE, deal, legal, public, run, run_events

ALL_BIDS = {"pass", "bid:prise", "bid:garde", "bid:garde_sans", "bid:garde_contre"}


def test_forehand_speaks_first_and_the_dealer_last() -> None:
    s = deal(BASE4, dealer=1)
    assert s.forehand == 2 and s.to_move == 2
    s = run(s, "pass pass pass")
    assert s.to_move == 1  # the dealer


def test_each_bid_must_be_higher_than_the_highest_so_far() -> None:
    s = deal(BASE4)
    assert legal(s) == ALL_BIDS
    s = run(s, "bid:garde")
    assert legal(s) == {"pass", "bid:garde_sans", "bid:garde_contre"}
    with pytest.raises(IllegalAction, match="higher"):
        run(s, "bid:prise")
    with pytest.raises(IllegalAction):
        run(s, "bid:garde")  # equal is not higher


def test_each_player_speaks_once_and_the_highest_bidder_takes() -> None:
    s = deal(BASE4)
    s, events = run_events(s, "bid:prise bid:garde pass bid:garde_sans")
    assert s.taker == 3 and s.contract == Contract.GARDE_SANS
    assert s.bids == ((0, 0), (1, 1), (2, -1), (3, 2))
    assert [e.kind for e in events].count("bid") == 4
    (contract,) = [e for e in events if e.kind == "contract"]
    assert contract.seat == 3 and contract.action == parse_action("bid:garde_sans")
    # Nobody speaks again: the game goes on to the chelem question (the chien stays unseen).
    assert s.phase == Phase.CHELEM and s.to_move == 3


def test_a_player_who_passed_cannot_bid_later() -> None:
    s = run(deal(BASE4), "pass bid:prise pass pass")
    assert s.taker == 1 and s.phase == Phase.ECART


def test_all_pass_is_a_passed_deal_with_no_score() -> None:
    s, events = run_events(deal(BASE4), "pass pass pass pass")
    assert s.phase == Phase.PASSED and s.result is None and s.taker == -1
    assert events[-1].kind == "passed"
    assert public(s).legal == () and public(s).chien == ()  # the chien is never shown


def test_prise_cannot_be_bid_when_f1_is_off() -> None:
    s = deal(BASE4, NO_PRISE)
    assert legal(s) == ALL_BIDS - {"bid:prise"}
    with pytest.raises(IllegalAction):
        run(s, "bid:prise")


def test_an_action_of_another_phase_is_refused_with_the_phase_named() -> None:
    s = deal(BASE4)
    with pytest.raises(IllegalAction, match="phase bidding"):
        run(s, "play:KH")
    with pytest.raises(IllegalAction, match="seat 0's turn"):
        from engine.french import apply

        apply(s, parse_action("pass"), 2)
