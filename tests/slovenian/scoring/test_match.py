"""A session: totals, radelci, dealer rotation, compulsory klop, the škis round, settlement."""

from __future__ import annotations

import random

import pytest

from engine.slovenian import Contract, Match, Rules, ScoreSheet, is_over, legal_actions, score
from engine.slovenian.cards import SKIS

from .helpers import PAGAT, PALCKA, finish, fixed, klop, normal, run

TAROKLESS_SHUFFLE = 425
"""random.Random(425) deals a hand without a tarok first (4 players, seat 0 dealing)."""


def won_two(m: Match, declarer: int = 0, partner: int = 2, points: int = 45) -> ScoreSheet:
    facts = normal(
        Contract.TWO, points, declarer=declarer, partner=partner, radelci=tuple(m.radelci)
    )
    return score(m.rules, facts)


def test_no_radelci_after_a_normal_game() -> None:
    m = Match(PAGAT, 4)
    m.record_sheet(won_two(m))
    assert m.radelci == [0, 0, 0, 0]


@pytest.mark.parametrize(
    "facts",
    [
        klop((17, 18, 22, 13), (3, 3, 3, 3)),
        fixed(Contract.BEGGAR, tricks=0),
        fixed(Contract.BEGGAR, tricks=2),
        fixed(Contract.SOLO_WITHOUT, tricks=6, points=30),
        fixed(Contract.OPEN_BEGGAR, tricks=0),
        fixed(Contract.COLOUR_VALAT, tricks=12),
        fixed(Contract.VALAT, tricks=4),
        normal(Contract.TWO, 70, tricks=12),
        normal(Contract.TWO, 0, tricks=0),
        normal(Contract.TWO, 70, tricks=12, announcements={"valat": "declarer"}),
        normal(Contract.TWO, 60, tricks=11, announcements={"valat": "declarer"}),
    ],
    ids=[
        "klop",
        "beggar_won",
        "beggar_lost",
        "solo_without",
        "open_beggar",
        "colour_valat",
        "valat",
        "silent_valat_won",
        "silent_valat_lost",
        "announced_valat_made",
        "announced_valat_failed",
    ],
)
def test_radelci_for_everyone_after_klop_beggar_and_higher_and_any_valat(facts: object) -> None:
    m = Match(PAGAT, 4)
    m.record_sheet(score(PAGAT, facts))  # type: ignore[arg-type]
    assert m.radelci == [1, 1, 1, 1]


def test_declarers_radelc_doubles_declarer_and_partner_and_a_win_crosses_it_out() -> None:
    m = Match(PAGAT, 4, radelci=[0, 1, 0, 0])
    m.record_sheet(won_two(m, declarer=1, partner=3))
    assert m.totals == [0, 60, 0, 60]
    assert m.radelci == [0, 0, 0, 0]


def test_a_lost_game_keeps_the_radelc() -> None:
    m = Match(PAGAT, 4, radelci=[0, 1, 0, 0])
    m.record_sheet(won_two(m, declarer=1, partner=3, points=25))
    assert m.totals == [0, -60, 0, -60]
    assert m.radelci == [0, 1, 0, 0]


def test_radelc_of_the_same_hand_never_doubles_it() -> None:
    m = Match(PAGAT, 4)
    m.record_sheet(score(PAGAT, fixed(Contract.BEGGAR, tricks=0, radelci=tuple(m.radelci))))
    assert m.totals == [0, 70, 0, 0]
    assert m.radelci == [1, 1, 1, 1]
    m.record_sheet(score(PAGAT, fixed(Contract.BEGGAR, tricks=0, radelci=tuple(m.radelci))))
    assert m.totals == [0, 210, 0, 0]
    assert m.radelci == [2, 1, 2, 2]  # Boris crossed his out, then everyone got a new one


def test_empty_klop_player_with_radelc_crosses_one_out_then_everyone_gets_one() -> None:
    m = Match(PAGAT, 4, radelci=[1, 1, 1, 1])
    m.record_sheet(score(PAGAT, klop((40, 10, 20, 0), (5, 3, 4, 0), radelci=(1, 1, 1, 1))))
    assert m.totals == [-140, 0, 0, 140]
    assert m.radelci == [2, 2, 2, 1]


def test_next_dealer_is_the_current_forehand() -> None:
    rng = random.Random(7)
    m = Match(PAGAT, 4, dealer=2)
    for _ in range(5):
        start = m.deal(rng)
        state = m.start_deal(start)
        assert state.dealer == m.dealer
        forehand = state.forehand
        assert forehand == (state.dealer + 1) % 4
        m.record(finish(state))
        assert m.dealer == forehand
    assert m.deals_played == 5


def test_next_dealer_is_the_current_forehand_with_three_players() -> None:
    m = Match(PAGAT, 3)
    seen = []
    for _ in range(4):
        seen.append(m.dealer)
        m.record_sheet(score(PAGAT, normal(Contract.TWO, 40, players=3)))
    assert seen == [0, 1, 2, 0]


def test_totals_add_up_the_deals_of_real_play() -> None:
    rng = random.Random(11)
    m = Match(PALCKA, 4)
    expected = [0, 0, 0, 0]
    for _ in range(4):
        state = finish(m.start_deal(m.deal(rng)))
        assert state.result is not None
        expected = [a + b for a, b in zip(expected, state.result.scores, strict=True)]
        m.record(state)
    assert m.totals == expected


def test_compulsory_klop_when_a_total_becomes_exactly_zero() -> None:
    m = Match(PAGAT, 4)
    m.record_sheet(won_two(m))  # 30, 0, 30, 0
    assert m.compulsory_next is False
    m.record_sheet(won_two(m, points=25))  # −30: seats 0 and 2 are back at 0
    assert m.totals == [0, 0, 0, 0]
    assert m.compulsory_next is True
    start = m.deal(random.Random(1))
    assert start.compulsory_klop is True
    assert m.start_deal(start).compulsory_klop is True


def test_a_total_that_stays_at_zero_does_not_call_for_klop() -> None:
    m = Match(PAGAT, 4)
    m.record_sheet(won_two(m))
    assert m.totals[1] == 0 and m.compulsory_next is False


def test_compulsory_klop_only_for_the_next_deal() -> None:
    m = Match(PAGAT, 4)
    m.record_sheet(won_two(m))
    m.record_sheet(won_two(m, points=25))
    assert m.compulsory_next is True
    m.record_sheet(score(PAGAT, klop((17, 18, 22, 13), (3, 3, 3, 3))))
    assert m.compulsory_next is False


def test_tarokless_hand_redealt_by_the_same_dealer_with_compulsory_klop_v25() -> None:
    m = Match(PAGAT, 4)
    start = m.deal(random.Random(TAROKLESS_SHUFFLE))
    assert start.annulled >= 1
    assert start.dealer == 0
    assert start.compulsory_klop is True
    state = m.start_deal(start)
    assert state.compulsory_klop is True
    # In a compulsory klop only Solo without and higher can be bid.
    assert "bid:two" not in [str(a) for a in legal_actions(state)]


def test_tarokless_hand_only_redealt_under_palcka_v25() -> None:
    m = Match(PALCKA, 4)
    start = m.deal(random.Random(TAROKLESS_SHUFFLE))
    assert start.annulled >= 1
    assert start.compulsory_klop is False


def test_fixed_number_of_deals() -> None:
    m = Match(PAGAT, 4, max_deals=3)
    for _ in range(3):
        assert not m.finished
        m.record_sheet(won_two(m))
    assert m.finished
    with pytest.raises(ValueError, match="over"):
        m.record_sheet(won_two(m))
    m.call_skis_round()  # no škis round in a match of fixed length
    assert m.skis_called is False


def play_skis_session(skis_holders: list[int | None], dealer: int = 0) -> list[int]:
    """Call the škis round, then book deals; returns the dealers of the deals after the call."""
    m = Match(PAGAT, 4, dealer=dealer)
    m.record_sheet(won_two(m))
    m.call_skis_round()
    dealers = []
    holders = iter(skis_holders)
    while not m.finished:
        dealers.append(m.dealer)
        if m.skis_round_pending:
            holder = next(holders)
            m.record_sheet(won_two(m), skis_holder=holder, skis_in_talon=holder is None)
        else:
            m.record_sheet(won_two(m))
        assert len(dealers) < 20
    return dealers


def test_skis_round_holder_deals_the_last_hand() -> None:
    # Seat 1 deals the škis round and seat 3 holds the Škis: seats 2 and 3 deal, then stop.
    assert play_skis_session([3]) == [1, 2, 3]
    assert play_skis_session([2]) == [1, 2]


def test_skis_round_dealer_holding_the_skis_plays_a_full_round_more() -> None:
    assert play_skis_session([1]) == [1, 2, 3, 0, 1]


def test_skis_in_the_talon_means_another_skis_round() -> None:
    assert play_skis_session([None, None, 0]) == [1, 2, 3, 0]


def test_skis_round_needs_to_know_where_the_skis_was() -> None:
    m = Match(PAGAT, 4)
    m.call_skis_round()
    with pytest.raises(ValueError, match="škis"):
        m.record_sheet(won_two(m))


def test_skis_round_through_the_engine_uses_the_dealt_skis() -> None:
    rng = random.Random(5)
    m = Match(PAGAT, 4)
    m.call_skis_round()
    start = m.deal(rng)
    holder = next((p for p in range(4) if start.hands[p] >> SKIS & 1), None)
    m.record(finish(m.start_deal(start)))
    if holder is None:
        assert m.skis_round_pending
    else:
        gap = (holder - start.dealer) % 4
        assert m.deals_left == (gap or 4)


def test_final_settlement_charges_every_open_radelc_v30() -> None:
    m = Match(PAGAT, 4, max_deals=2)
    m.record_sheet(score(PAGAT, fixed(Contract.BEGGAR, tricks=0)))
    m.record_sheet(score(PAGAT, fixed(Contract.BEGGAR, tricks=0, radelci=tuple(m.radelci))))
    assert m.totals == [0, 210, 0, 0]
    assert m.radelci == [2, 1, 2, 2]
    assert m.final_scores() == [-200, 110, -200, -200]
    palcka = Match(PALCKA, 4, radelci=[2, 0, 1, 3])
    assert palcka.final_scores() == [-80, 0, -40, -120]


def test_recording_an_unfinished_deal_or_a_foreign_one_is_refused() -> None:
    m = Match(PAGAT, 4)
    state = m.start_deal(m.deal(random.Random(2)))
    with pytest.raises(ValueError, match="not over"):
        m.record(state)
    other = Match(PAGAT, 4, radelci=[1, 0, 0, 0])
    with pytest.raises(ValueError, match="radelci"):
        other.record(finish(state))
    with pytest.raises(ValueError, match="player"):
        m.record_sheet(score(PAGAT, normal(Contract.TWO, 40, players=3)))


def test_a_deal_driven_by_hand_books_like_any_other() -> None:
    m = Match(Rules.preset("pagat"), 4)
    state = run(m.start_deal(m.deal(random.Random(3))), "pass pass pass declare:klop")
    state = finish(state)
    assert is_over(state)
    m.record(state)
    assert m.radelci == [1, 1, 1, 1]
