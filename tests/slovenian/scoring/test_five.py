"""Five at one table: the dealer sits out and the other four play (one test per rule).

Seats 0–4 are match seats; a deal has four seats, the match seats other than the dealer in
ascending order (``Match.deal_seats``). Facts and sheets are written in deal seats.
"""

from __future__ import annotations

import random

import pytest

from engine.slovenian import Contract, DealFacts, Match, Rules, ScoreSheet, legal_actions, score
from engine.slovenian.cards import SKIS
from engine.slovenian.family import FAMILY
from engine.slovenian.game import apply
from engine.slovenian.views import view

from .helpers import PAGAT, PALCKA, finish, fixed, klop, normal, run

TAROKLESS_SHUFFLE = 425
"""random.Random(425) deals a hand without a tarok first (five players, seat 0 dealing)."""
SKIS_IN_TALON = 2
"""random.Random(2) puts the Škis in the talon (five players, seat 1 dealing)."""
SKIS_TO_SEAT_4 = 1
"""random.Random(1) deals the Škis to match seat 4 (five players, seat 1 dealing)."""


def two(
    m: Match, declarer: int, partner: int, points: int = 45, rules: Rules = PAGAT
) -> ScoreSheet:
    """Two by deal seats ``declarer`` and ``partner`` of the match's next deal."""
    facts = normal(
        Contract.TWO,
        points,
        declarer=declarer,
        partner=partner,
        radelci=tuple(m.deal_radelci()),
    )
    return score(rules, facts)


# -- D8: seats, the dealer sits out, rotation -------------------------------------------------


@pytest.mark.parametrize("dealer", range(5))
def test_five_the_dealer_sits_out_and_forehand_is_dealer_plus_one(dealer: int) -> None:
    m = Match(PAGAT, 5, dealer=dealer)
    seats = m.deal_seats()
    assert m.sitting_out() == dealer
    assert dealer not in seats and list(seats) == sorted(seats) and len(seats) == 4
    state = m.next_deal(random.Random(dealer))
    assert state.n == 4
    assert all(h.bit_count() == 12 for h in state.hands)
    assert seats[state.forehand] == (dealer + 1) % 5
    # The fourth active player has the dealer's place in the 4-player deal.
    assert seats[state.dealer] == (dealer + 4) % 5
    assert state.dealer == m.deal_dealer()


def test_five_the_fourth_active_player_bids_last_with_the_lowest_priority() -> None:
    # Seat 2 deals and sits out: forehand is seat 3, then 4 and 0; seat 1 bids last.
    m = Match(PAGAT, 5, dealer=2)
    seats = m.deal_seats()
    assert seats == (0, 1, 3, 4)
    s = m.next_deal(random.Random(1))
    assert not s.compulsory_klop
    assert seats[s.to_move] == 4
    s = run(s, "bid:two")
    assert seats[s.to_move] == 0
    s = run(s, "pass")
    # Seat 1, in the dealer's place, may not hold a bid of higher priority: One or more.
    assert seats[s.to_move] == 1
    bids = [str(a) for a in legal_actions(s)]
    assert "bid:two" not in bids and "bid:one" in bids
    s = run(s, "pass")
    # Forehand outranks everybody and may hold Two.
    assert seats[s.to_move] == 3
    assert "bid:two" in [str(a) for a in legal_actions(s)]


def test_five_next_dealer_is_the_current_forehand_who_then_sits_out() -> None:
    rng = random.Random(7)
    m = Match(PAGAT, 5, dealer=3)
    for _ in range(7):
        seats = m.deal_seats()
        state = m.next_deal(rng)
        forehand = seats[state.forehand]
        m.record(finish(state))
        assert m.dealer == forehand
        assert m.sitting_out() == forehand
        assert forehand not in m.deal_seats()
    assert [b.sat_out for b in m.booked] == [3, 4, 0, 1, 2, 3, 4]


def test_five_after_a_tarokless_deal_the_same_dealer_deals_and_sits_out_again() -> None:
    m = Match(PAGAT, 5, dealer=0)
    start = m.deal(random.Random(TAROKLESS_SHUFFLE))
    assert start.annulled >= 1
    assert start.sitting_out == 0 and m.dealer == 0
    assert start.seats == (1, 2, 3, 4)
    assert start.dealer == 3  # seat 4, the fourth active player, in the dealer's place
    assert start.compulsory_klop is True  # V25 under pagat
    state = m.start_deal(start)
    assert "bid:two" not in [str(a) for a in legal_actions(state)]
    redealt = Match(PALCKA, 5, dealer=0).deal(random.Random(TAROKLESS_SHUFFLE))
    assert redealt.annulled >= 1 and redealt.sitting_out == 0
    assert redealt.compulsory_klop is False


# -- D8: the player sitting out ----------------------------------------------------------------


def test_five_the_player_sitting_out_writes_a_blank_not_zero() -> None:
    m = Match(PAGAT, 5, dealer=0)
    m.record_sheet(two(m, declarer=0, partner=2))  # seats 1 and 3 win 30
    booked = m.booked[0]
    assert booked.sat_out == 0
    assert booked.scores == (None, 30, 0, 30, 0)
    assert booked.deal_seat(0) is None and booked.deal_seat(3) == 2
    assert m.totals == [0, 30, 0, 30, 0]
    assert m.history == [booked.sheet]


def test_five_the_player_sitting_out_makes_no_call() -> None:
    rng = random.Random(12)
    m = Match(PAGAT, 5, dealer=1)
    seats = m.deal_seats()
    s = m.next_deal(rng)
    turns = set()
    while s.result is None:
        turns.add(seats[s.to_move])
        assert len(view(s, s.to_move).hand_sizes) == 4
        s, _ = apply(s, FAMILY.testkit.random_action(s, legal_actions(s), rng))  # type: ignore[arg-type]
    assert turns == {0, 2, 3, 4}


def test_five_the_player_sitting_out_cannot_trigger_a_compulsory_klop() -> None:
    # Seat 0 sits out at 0: his total does not "become" 0 in a deal he does not play.
    m = Match(PAGAT, 5, dealer=0, totals=[0, 30, -30, 30, -30])
    m.record_sheet(two(m, declarer=0, partner=2))
    assert m.totals == [0, 60, -30, 60, -30]
    assert m.compulsory_next is False


def test_five_a_compulsory_klop_is_played_next_deal_by_the_four_who_then_play() -> None:
    m = Match(PAGAT, 5, dealer=0)
    m.record_sheet(two(m, declarer=0, partner=2))  # seats 1 and 3: +30
    assert m.deal_seats() == (0, 2, 3, 4)
    m.record_sheet(two(m, declarer=2, partner=3, points=25))  # seats 3 and 4: −30
    assert m.totals == [0, 30, 0, 0, -30]  # seat 3 is back at 0
    assert m.compulsory_next is True
    start = m.deal(random.Random(1))
    assert start.sitting_out == 2 and start.seats == (0, 1, 3, 4)
    assert start.compulsory_klop is True
    state = m.start_deal(start)
    bids = [str(a) for a in legal_actions(state)]
    assert "bid:two" not in bids and "bid:solo_without" in bids


# -- D8: radelci ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "facts",
    [
        klop((17, 18, 22, 13), (3, 3, 3, 3)),
        fixed(Contract.BEGGAR, tricks=0),
        fixed(Contract.VALAT, tricks=4),
        normal(Contract.TWO, 70, tricks=12),
    ],
    ids=["klop", "beggar", "valat", "silent_valat"],
)
def test_five_radelci_for_all_five_the_one_sitting_out_included(facts: DealFacts) -> None:
    m = Match(PAGAT, 5, dealer=2)
    m.record_sheet(score(PAGAT, facts))
    assert m.radelci == [1, 1, 1, 1, 1]


def test_five_a_deal_sat_out_neither_doubles_nor_crosses_out_his_radelci() -> None:
    # Seat 0 sits out with a radelc; seat 1 (deal seat 0) declares with a radelc of his own.
    m = Match(PAGAT, 5, dealer=0, radelci=[1, 1, 0, 0, 0])
    assert m.deal_radelci() == [1, 0, 0, 0]
    assert m.next_deal(random.Random(3)).radelci == (1, 0, 0, 0)
    m.record_sheet(two(m, declarer=0, partner=2))
    assert m.totals == [0, 60, 0, 60, 0]  # doubled by seat 1's radelc
    assert m.radelci == [1, 0, 0, 0, 0]  # seat 1 crossed his out; seat 0 kept his
    # An empty klop player crosses out his own radelc only; everyone gets a new one.
    k = Match(PAGAT, 5, dealer=1, radelci=[1, 1, 0, 0, 1])
    assert k.deal_radelci() == [1, 0, 0, 1]
    sheet = score(PAGAT, klop((20, 25, 25, 0), (4, 4, 4, 0), radelci=(1, 0, 0, 1)))
    k.record_sheet(sheet)
    assert k.booked[0].scores == (0, None, 0, 0, 140)
    assert k.radelci == [2, 2, 1, 1, 1]


# -- D8: the end of the session ---------------------------------------------------------------


def skis_session(holders: list[int | None], rules: Rules = PAGAT) -> tuple[list[int], Match]:
    """Seat 0 deals a deal, the škis round is called; returns the dealers after the call."""
    m = Match(rules, 5, dealer=0)
    m.record_sheet(two(m, declarer=0, partner=2, rules=rules))
    assert m.request_end() is True
    dealers = []
    it = iter(holders)
    while not m.finished:
        dealers.append(m.dealer)
        sheet = two(m, declarer=1, partner=3, rules=rules)
        if m.skis_round_pending:
            holder = next(it)
            m.record_sheet(sheet, skis_holder=holder, skis_in_talon=holder is None)
        else:
            m.record_sheet(sheet)
        assert len(dealers) < 20
    return dealers, m


def test_five_skis_round_ends_with_the_next_deal_dealt_by_the_skis_holder() -> None:
    # Seat 1 deals the škis round; the session ends with the deal the holder deals.
    assert skis_session([2])[0] == [1, 2]
    assert skis_session([3])[0] == [1, 2, 3]
    assert skis_session([4])[0] == [1, 2, 3, 4]
    assert skis_session([0])[0] == [1, 2, 3, 4, 0]  # four deals after the škis round


def test_five_the_skis_round_dealer_sits_out_and_cannot_hold_the_skis() -> None:
    m = Match(PAGAT, 5, dealer=1)
    m.call_skis_round()
    with pytest.raises(ValueError, match="did not play"):
        m.record_sheet(two(m, declarer=0, partner=2), skis_holder=1)


def test_five_skis_in_the_talon_means_another_skis_round() -> None:
    assert skis_session([None, None, 4])[0] == [1, 2, 3, 4]


def test_five_skis_round_through_the_engine_skis_in_a_hand() -> None:
    m = Match(PAGAT, 5, dealer=1)
    m.call_skis_round()
    start = m.deal(random.Random(SKIS_TO_SEAT_4))
    assert [start.seats[p] for p in range(4) if start.hands[p] >> SKIS & 1] == [4]
    m.record(finish(m.start_deal(start)))
    assert m.booked[-1].skis_holder == 4
    assert not m.skis_round_pending
    dealers = []
    rng = random.Random(5)
    while not m.finished:
        dealers.append(m.dealer)
        m.record(finish(m.next_deal(rng)))
    assert dealers == [2, 3, 4]  # the holder, seat 4, deals (and sits out) the last deal


def test_five_skis_round_through_the_engine_skis_in_the_talon() -> None:
    m = Match(PAGAT, 5, dealer=1)
    m.call_skis_round()
    start = m.deal(random.Random(SKIS_IN_TALON))
    assert SKIS in start.talon
    m.record(finish(m.start_deal(start)))
    assert m.skis_round_pending and m.booked[-1].skis_holder is None
    assert m.dealer == 2 and not m.finished


@pytest.mark.parametrize(
    ("rules", "penalty"), [(PAGAT, 100), (PALCKA, 40)], ids=["pagat", "palcka"]
)
def test_five_session_end_charges_every_open_radelc_of_all_five(rules: Rules, penalty: int) -> None:
    m = Match(rules, 5, dealer=4, radelci=[0, 0, 0, 1, 2])
    m.call_skis_round()
    sheet = score(rules, klop((17, 18, 22, 13), (3, 3, 3, 3), radelci=tuple(m.deal_radelci())))
    m.record_sheet(sheet, skis_holder=0)  # seat 0, forehand, held it: he deals the next deal
    assert m.radelci == [1, 1, 1, 2, 3]
    m.record_sheet(two(m, declarer=1, partner=3, rules=rules))  # seat 0 sits out
    assert m.finished
    assert m.final_scores() == [m.totals[p] - penalty * m.radelci[p] for p in range(5)]
    assert m.final_scores()[0] == m.totals[0] - penalty  # the last deal's sitter-out pays too


def test_five_fixed_number_of_deals() -> None:
    m = Match(PAGAT, 5, max_deals=3)
    for _ in range(3):
        assert not m.finished
        m.record_sheet(two(m, declarer=0, partner=2))
    assert m.finished
    assert m.request_end() is False


# -- D8: the ledger ---------------------------------------------------------------------------


def test_five_each_deal_books_the_four_active_seats_and_who_sat_out() -> None:
    rng = random.Random(21)
    m = Match(PALCKA, 5, max_deals=10)
    while not m.finished:
        m.record(finish(m.next_deal(rng)))
    for i, booked in enumerate(m.booked):
        assert booked.sat_out == i % 5
        assert booked.seats == tuple(p for p in range(5) if p != i % 5)
        assert [p for p, sc in enumerate(booked.scores) if sc is None] == [i % 5]
        assert booked.match_seat(booked.sheet.declarer) in (*booked.seats, None)
    assert [m.deals_played_by(p) for p in range(5)] == [8, 8, 8, 8, 8]
    assert m.totals == [sum(b.scores[p] or 0 for b in m.booked) for p in range(5)]


# -- seeded sessions --------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [PAGAT, PALCKA], ids=["pagat", "palcka"])
def test_five_random_sessions_keep_the_match_invariants(rules: Rules) -> None:
    kit = FAMILY.testkit
    for session in range(6):
        rng = random.Random(f"five-{rules.name}-{session}")
        m = Match(rules, 5, dealer=rng.randrange(5))
        stop_after = rng.randrange(1, 6)
        gained = [0] * 5
        crossed = [0] * 5
        holder: int | None = None
        while not m.finished:
            if m.deals_played == stop_after:
                assert m.request_end()
            seats = m.deal_seats()
            out = m.dealer
            totals_before = list(m.totals)
            pending = m.skis_round_pending
            s = m.next_deal(rng)
            while s.result is None:
                assert seats[s.to_move] != out
                s, _ = apply(s, kit.random_action(s, legal_actions(s), rng))  # type: ignore[arg-type]
            sheet = s.result
            m.record(s)
            booked = m.booked[-1]
            assert booked.sat_out == out and booked.scores[out] is None
            assert m.totals[out] == totals_before[out]
            for i, p in enumerate(seats):
                assert m.totals[p] == totals_before[p] + sheet.scores[i]
            gained = [g + sheet.radelci_for_all for g in gained]
            for i in sheet.radelc_cancelled:
                crossed[seats[i]] += 1
            assert m.radelci == [gained[p] - crossed[p] for p in range(5)]
            became_zero = any(
                m.totals[p] == 0 and totals_before[p] != 0 for p in range(5) if p != out
            )
            assert m.compulsory_next == became_zero
            if pending and booked.skis_holder is not None:
                holder = booked.skis_holder
            assert m.deals_played < 60
        # The session ended with the deal dealt by the Škis holder, who sat it out.
        assert holder is not None and m.booked[-1].sat_out == holder
        finals = m.final_scores()
        assert finals == [m.totals[p] - rules.radelc_end_penalty * m.radelci[p] for p in range(5)]


def test_five_through_the_family_protocol() -> None:
    assert 5 in FAMILY.table_sizes
    state = FAMILY.deal(PAGAT, 5, 2, random.Random(4))
    assert state == Match(PAGAT, 5, dealer=2).next_deal(random.Random(4))
    assert state.n == 4 and state.dealer == 1
    m = FAMILY.new_match(PALCKA, 5, max_deals=5)
    assert m.players == 5 and m.deal_seats() == (1, 2, 3, 4)
    with pytest.raises(ValueError, match="players"):
        Match(PAGAT, 6)
