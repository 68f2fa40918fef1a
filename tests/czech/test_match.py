"""The match: totals, the dealer's rotation, the session's end (a fixed number of deals, or
the end of the round when the players ask for it)."""

from __future__ import annotations

import random

import pytest

from engine import families
from engine.czech import Contract, DealFacts, Match, legal_actions, score
from engine.czech.game import apply
from engine.czech.state import NO_SEAT
from tests.czech.scenario import STANDARD


def book(m: Match, points: int) -> None:
    sheet = score(
        STANDARD,
        DealFacts(
            contract=Contract.FIRST,
            declarer=(m.dealer + 1) % 4,
            partner=(m.dealer + 3) % 4,
            declarer_points=points,
            declarer_tricks=6,
        ),
    )
    m.record_sheet(sheet)


def test_match_totals_and_the_next_dealer_is_forehand() -> None:
    m = Match(STANDARD, dealer=2)
    book(m, 40)  # forehand 3 with partner 1: +5
    assert m.totals == [-5, 5, -5, 5] and m.dealer == 3
    book(m, 30)  # forehand 0 with partner 2: −5
    assert m.totals == [-10, 10, -10, 10] and m.dealer == 0
    assert m.deals_played == 2 and len(m.history) == 2 and m.final_scores() == m.totals


def test_match_fixed_number_of_deals() -> None:
    m = Match(STANDARD, max_deals=3, dealer=0)
    for _ in range(3):
        assert not m.finished
        book(m, 40)
    assert m.finished and not m.request_end()
    with pytest.raises(ValueError, match="over"):
        book(m, 40)


def test_match_request_end_finishes_the_round() -> None:
    m = Match(STANDARD, dealer=0)
    book(m, 40)
    m.next_deal(random.Random(1))  # the second deal is in progress
    assert m.request_end()
    assert not m.request_end()  # asked once
    for _ in range(3):
        assert not m.finished
        book(m, 40)
    assert m.finished and m.deals_played == 4  # every player dealt once


def test_match_request_end_between_rounds_ends_at_once() -> None:
    m = Match(STANDARD, dealer=0)
    for _ in range(4):
        book(m, 40)
    assert m.request_end() and m.finished


def test_match_first_dealer_drawn_by_lot_at_the_first_deal() -> None:
    m = families.get("czech").new_match(STANDARD, 4)
    assert m.dealer == NO_SEAT
    s = m.next_deal(random.Random(3))
    assert s.dealer == m.dealer != NO_SEAT
    with pytest.raises(ValueError, match="not booked"):
        m.next_deal(random.Random(3))


def test_match_books_played_deals() -> None:
    m = Match(STANDARD, max_deals=4)
    rng = random.Random(9)
    while not m.finished:
        s = m.next_deal(rng)
        first_dealer = s.dealer
        while s.result is None:
            s, _ = apply(s, legal_actions(s)[-1])
        m.record(s)
        assert m.dealer == (first_dealer + 1) % 4
    assert sum(m.totals) == 0 and m.deals_played == 4


def test_match_refuses_a_deal_of_another_dealer() -> None:
    m = Match(STANDARD, dealer=0)
    s = m.next_deal(random.Random(1))
    while s.result is None:
        s, _ = apply(s, legal_actions(s)[0])
    other = Match(STANDARD, dealer=1)
    with pytest.raises(ValueError, match="dealt by seat 0"):
        other.record(s)


def test_match_four_players_only() -> None:
    with pytest.raises(ValueError, match="four"):
        Match(STANDARD, players=3)
