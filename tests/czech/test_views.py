"""Views: each seat sees its own hand, the talon cards as they become known to it, the
called tarok, the partner once known, hand bonuses, tricks and the score; nothing else."""

from __future__ import annotations

from engine.czech import Bonus, Contract, parse_card, view
from engine.czech.state import NO_CARD, NO_SEAT
from tests.czech.hands import BONUSES
from tests.czech.scenario import (
    BASE,
    FIRST_BID_EXCHANGE,
    QUIET_ROUND,
    deal,
    play_out,
    run,
    run_events,
)

CALLED = "pass pass pass declare:first call:T19"


def test_view_own_hand_only() -> None:
    s = deal(BASE)
    for seat in range(4):
        v = view(s, seat)
        assert v.hand == s.hands[seat] and v.hand_sizes == (12, 12, 12, 12)
    assert view(s, None).hand == 0


def test_view_legal_only_on_turn() -> None:
    s = deal(BASE)
    assert view(s, 1).legal and not view(s, 0).legal and not view(s, None).legal


def test_view_bids_contract_and_called_tarok_are_public() -> None:
    s = run(deal(BASE), CALLED)
    v = view(s, 3)
    assert v.bids == ((0, Contract.FIRST), (1, -1), (2, -1), (3, -1))
    assert v.contract == Contract.FIRST and v.declarer == 0 and v.called == 18
    assert v.multiplier == 1


def test_view_talon_t1_to_t4_only_to_the_declarer() -> None:
    s = run(deal(BASE), CALLED)
    assert view(s, 0).talon == (*s.talon[:4], NO_CARD, NO_CARD)
    for seat in (None, 1, 2, 3):
        assert view(s, seat).talon == (NO_CARD,) * 6
        assert view(s, seat).talon_to == (0, 0, 0, 0, NO_SEAT, NO_SEAT)  # who took them


def test_view_talon_t5_and_t6_only_to_their_takers() -> None:
    s = run(deal(BASE), FIRST_BID_EXCHANGE)
    assert view(s, 1).talon == (NO_CARD,) * 4 + (s.talon[4], NO_CARD)
    assert view(s, 2).talon == (NO_CARD,) * 5 + (s.talon[5],)
    assert view(s, 0).talon == (*s.talon[:4], NO_CARD, NO_CARD)
    assert view(s, 3).talon == (NO_CARD,) * 6


def test_view_discards_only_to_their_owner() -> None:
    s = run(deal(BASE), FIRST_BID_EXCHANGE)
    assert view(s, 0).discards == (s.discards[0], 0, 0, 0)
    assert view(s, 1).discards == (0, s.discards[1], 0, 0)
    assert view(s, None).discards == (0, 0, 0, 0)
    # The record of actions hides the others' discards.
    hidden = [a for p, a in view(s, 3).history if a is None]
    assert len(hidden) == 6
    own = [str(a) for p, a in view(s, 1).history if p == 1 and a is not None]
    assert own[-1] == "discard:JC"


def test_view_partner_known_to_its_holder_only() -> None:
    s = run(deal(BASE), FIRST_BID_EXCHANGE + " " + QUIET_ROUND)
    assert view(s, 2).partner_known and view(s, 2).partner == 2
    for seat in (None, 0, 1, 3):
        v = view(s, seat)
        assert not v.partner_known and v.partner == NO_SEAT


def test_view_partner_public_once_the_called_tarok_is_played() -> None:
    s = run(deal(BASE), FIRST_BID_EXCHANGE + " " + QUIET_ROUND)
    s = run(s, "play:T12 play:T13")  # A leads a tarok, B follows
    s, events = run_events(s, "play:T19")
    assert [e.kind for e in events] == ["played", "partner_revealed"] and events[1].seat == 2
    for seat in (None, 0, 1, 3):
        assert view(s, seat).partner_known and view(s, seat).partner == 2


def test_view_lone_declarer_shown_when_he_plays_his_own_xix() -> None:
    cards = dict(BASE)
    cards[0] = "SK T21 T19 T18 T17 KH QH 1H KD 10S 9S 7C"
    cards[2] = "T20 T11 T10 T9 T8 3H 4H JD 1D KS CS 10C"
    s = run(deal(cards), CALLED + " discard:4D discard:7S discard:CC discard:7C")
    s = run(s, "discard:JC discard:4H " + QUIET_ROUND)
    assert not view(s, None).partner_known
    s = run(s, "play:T19")
    assert view(s, None).alone and view(s, 3).alone


def test_view_hand_bonuses_announced_are_public() -> None:
    s = run(deal(BONUSES), "bid:solo pass pass pass declare:solo bonus:kings pass")
    for seat in (None, 0, 2, 3):
        assert view(s, seat).bonuses == ((1, Bonus.KINGS),)


def test_view_tricks_and_the_current_trick() -> None:
    s = run(deal(BASE), FIRST_BID_EXCHANGE + " " + QUIET_ROUND + " play:KH play:2H")
    v = view(s, None)
    assert v.trick == (parse_card("KH"), parse_card("2H"))
    assert v.trick_seats == (0, 1) and v.leader == 0
    s = run(s, "play:3H play:T2")
    v = view(s, None)
    assert len(v.tricks) == 1 and v.tricks[0].winner == 3 and v.trick == ()


def test_view_everything_public_at_the_end() -> None:
    s = play_out(run(deal(BASE), FIRST_BID_EXCHANGE + " " + QUIET_ROUND))
    for seat in (None, 1):
        v = view(s, seat)
        assert v.talon == s.talon and v.discards == tuple(s.discards)
        assert v.result is not None and v.result == s.result
        assert None not in {a for _, a in v.history}
