"""The match: totals, the dealer's rotation (passed and annulled deals too), the end."""

from __future__ import annotations

import random

import pytest

from engine.french import DealFacts, Match, Rules, score
from engine.french.family import FAMILY, TESTKIT
from tests.french.scenario import BASE4, deal, run

FFT = Rules.preset("fft")


def _play(state, rng):  # type: ignore[no-untyped-def]
    while not FAMILY.is_over(state):
        state, _ = FAMILY.apply(
            state, TESTKIT.random_action(state, FAMILY.legal_actions(state), rng)
        )
    return state


def test_totals_are_the_sum_of_the_deals_and_the_dealer_moves_to_forehand() -> None:
    rng = random.Random(2)
    m = Match(FFT, 4, max_deals=8, dealer=2)
    dealers, written = [], [0, 0, 0, 0]
    while not m.finished:
        dealers.append(m.dealer)
        s = _play(m.next_deal(rng), rng)
        m.record(s)
        if s.result is not None:
            written = [a + b for a, b in zip(written, s.result.scores, strict=True)]
    assert dealers == [2, 3, 0, 1, 2, 3, 0, 1]
    assert m.totals == written and sum(m.totals) == 0
    assert m.final_scores() == m.totals
    assert len(m.outcomes) == 8 and len(m.history) == m.outcomes.count("scored")


def test_a_passed_deal_scores_nothing_and_the_next_dealer_deals() -> None:
    m = Match(FFT, 4, dealer=3)
    s = run(deal(BASE4), "pass pass pass pass")
    m.record(s)
    assert m.totals == [0, 0, 0, 0] and m.dealer == 0 and m.outcomes == ["passed"]


def test_an_annulled_deal_counts_as_a_deal_and_the_next_dealer_deals() -> None:
    m = Match(FFT, 4, max_deals=1, dealer=0)
    m.record_passed(annulled=True)
    assert m.outcomes == ["annulled"] and m.dealer == 1 and m.finished


def test_a_deal_must_come_from_the_matchs_dealer() -> None:
    m = Match(FFT, 4, dealer=0)
    with pytest.raises(ValueError, match="dealt by seat 3"):
        m.record(run(deal(BASE4), "pass pass pass pass"))
    with pytest.raises(ValueError, match="not over"):
        m.record(deal(BASE4, dealer=0))


def test_asking_to_stop_completes_the_round_of_dealers() -> None:
    rng = random.Random(4)
    m = Match(FFT, 4)
    m.record(_play(m.next_deal(rng), rng))
    s = m.next_deal(rng)  # the second deal is under way
    assert m.request_end()
    assert not m.request_end()  # already ending
    m.record(_play(s, rng))
    while not m.finished:
        m.record(_play(m.next_deal(rng), rng))
    assert m.deals_played == 4  # everyone dealt once


def test_asking_to_stop_between_rounds_ends_at_once() -> None:
    m = Match(FFT, 3)
    for _ in range(3):
        m.record_passed()
    assert m.request_end() and m.finished and m.deals_played == 3
    with pytest.raises(ValueError, match="over"):
        m.next_deal(random.Random(1))


def test_a_fixed_length_session_cannot_be_ended_early() -> None:
    m = Match(FFT, 5, max_deals=10)
    assert not m.request_end() and not m.finished


def test_the_score_pad_books_sheets() -> None:
    m = Match(FFT, 5)
    sheet = score(
        FFT, DealFacts(players=5, contract="garde", taker=1, partner=3, attack_halves=98, bouts=2)
    )
    m.record_sheet(sheet)
    assert m.totals == [-66, 132, -66, 66, -66] and m.dealer == 1
    with pytest.raises(ValueError, match="4-player sheet"):
        m.record_sheet(
            score(FFT, DealFacts(players=4, contract="garde", taker=0, attack_halves=98, bouts=2))
        )


def test_a_match_has_three_four_or_five_players() -> None:
    with pytest.raises(ValueError, match="3, 4 or 5"):
        Match(FFT, 6)
