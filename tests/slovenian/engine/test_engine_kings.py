"""Calling a king: own king, queens with four kings, a king in the talon, the partner's reveal."""

from __future__ import annotations

import pytest

from engine.slovenian import Contract, Phase, Rules, view
from engine.slovenian.cards import parse_hand
from tests.slovenian.engine.scenario import (
    PAGAT,
    PALCKA,
    PRESETS,
    codes,
    deal,
    hand,
    legal,
    run,
    run_events,
)

FOUR = {
    0: "SK T21 T20 T19 T18 T17 KH QH KD 10S 9S 7C",
    1: "T16 T15 T14 T13 T12 CH JH 1H QD CD QS 8C",
    2: "T11 T10 T9 T8 T7 2H 3H JD 1D KS CS 10C",
    3: "T6 T5 T4 T3 T2 4H 2D 3D JS 8S KC QC",
    "talon": "T1 4D 7S CC JC 9C",
}

# Seat 0 holds all four kings.
FOUR_KINGS = {
    0: "SK T21 T20 T19 T18 T17 T16 T15 KH KD KS KC",
    1: "T14 T13 T12 T11 CH JH 1H QD CD QS CS QC",
    2: "T10 T9 T8 T7 2H 3H JD 1D JS 10S CC JC",
    3: "T6 T5 T4 4H 2D 3D 9S 8S 10C 9C 8C 7C",
    "talon": "T2 T3 QH T1 4D 7S",
}

# The king of clubs lies in the first talon group of three.
ZARUF = {
    0: "SK T21 T20 T19 T18 T17 KH QH KD 10S 9S 7C",
    1: "T16 T15 T14 T13 T12 CH JH 1H QD CD QS 8C",
    2: "T11 T10 T9 T8 T7 2H 3H JD 1D KS CS 10C",
    3: "T6 T5 T4 T3 T2 4H 2D 3D JS 8S 4D QC",
    "talon": "T1 KC 7S CC JC 9C",
}

# As ZARUF, but B holds no club: he trumps the king of clubs.
ZARUF_B_VOID = {
    0: "SK T21 T20 T19 T18 T17 KH QH KD 8C 9S 7C",
    1: "T16 T15 T14 T13 T12 CH JH 1H QD CD QS 10S",
    2: "T11 T10 T9 T8 T7 2H 3H JD 1D KS CS 10C",
    3: "T6 T5 T4 T3 T2 4H 2D 3D JS 8S 4D QC",
    "talon": "T1 KC 7S CC JC 9C",
}

ALL_PASS = "pass pass pass pass"


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_king_call_offers_every_king_own_included(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "pass pass pass declare:three")
    assert s.phase == Phase.KING_CALL and s.to_move == 0
    # Seat 0 holds KH and KD: they may be called too; no queen without all four kings.
    assert legal(s) == {"call:KH", "call:KD", "call:KS", "call:KC"}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_call_own_king_plays_alone_secretly(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "pass pass pass declare:two call:KH")
    assert s.partner == -1 and s.called_holder == 0
    assert s.declarer_side() == 1 << 0
    # Nobody else knows that the declarer is alone: sides are not public.
    assert s.known == 1 << 0
    for seat in (1, 2, 3):
        v = view(s, seat)
        assert not v.partner_known and v.partner == -1
        assert v.public_sides == 1 << 0
    assert view(s, 0).partner_known


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_call_queen_when_holding_all_four_kings(rules: Rules) -> None:
    s = run(deal(FOUR_KINGS, rules), "pass pass pass declare:one")
    assert legal(s) == {
        "call:KH",
        "call:KD",
        "call:KS",
        "call:KC",
        "call:QH",
        "call:QD",
        "call:QS",
        "call:QC",
    }
    s = run(s, "call:QD")
    assert (s.called_holder, s.partner) == (1, 1)
    # QH lies in the talon: calling it makes the declarer play alone, like a king.
    t = run(deal(FOUR_KINGS, rules), "pass pass pass declare:one call:QH")
    assert t.partner == -1 and t.called_holder == -1


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_called_queen_plays_the_kings_part(rules: Rules) -> None:
    s = run(deal(FOUR_KINGS, rules), "pass pass pass declare:three call:QS talon:1")
    s = run(s, "discard:T20 discard:T19 discard:4D pass")
    # B holds the called queen: king ultimo is his, as it would be with a called king.
    assert s.to_move == 1
    assert "announce:king_ultimo" in legal(s)
    s = run(s, "pass pass")
    assert "announce:king_ultimo" not in legal(s)  # D
    s = run(s, "pass")
    assert s.phase == Phase.PLAY
    # Playing the queen shows the partner.
    s = run(s, "play:KH play:CH play:2H play:4H play:KS")
    assert s.known == 1 << 0
    s, events = run_events(s, "play:QS")
    assert "partner_revealed" in [e.kind for e in events]
    assert s.known == s.all_seats()


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_called_king_in_talon_declarer_alone_publicly(rules: Rules) -> None:
    s = run(deal(ZARUF, rules), "pass pass pass declare:three call:KC")
    assert s.partner == -1 and s.called_holder == -1
    assert s.known == s.all_seats()
    for seat in range(4):
        v = view(s, seat)
        assert v.called_in_talon and v.partner_known and v.partner == -1


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_called_king_in_unchosen_talon_goes_to_opponents(rules: Rules) -> None:
    s = run(deal(ZARUF, rules), "pass pass pass declare:three call:KC talon:1")
    assert codes(s.opp_talon) == {"T1", "KC", "7S"}
    assert s.remainder == 0


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_zaruf_king_wins_declarer_gets_rest_of_talon_v28(rules: Rules) -> None:
    s = run(deal(ZARUF, rules), "pass pass pass declare:three call:KC talon:0")
    assert codes(s.remainder) == {"CC", "JC", "9C"}
    assert s.opp_talon == 0
    s = run(s, "discard:10S discard:9S discard:7S " + ALL_PASS)
    s = run(s, "play:KC play:8C play:10C play:QC")
    assert s.tricks[0].winner == 0
    # The king won its trick: the rest of the talon is the declarer's, in both variants.
    assert codes(s.piles[0]) == {"KC", "8C", "10C", "QC", "CC", "JC", "9C"}
    assert s.remainder == 0 and s.opp_talon == 0


def test_zaruf_king_loses_rest_to_trick_winner_v28() -> None:
    assert PAGAT.zaruf_remainder == "trick_winner"
    s = run(deal(ZARUF_B_VOID, PAGAT), "pass pass pass declare:three call:KC talon:0")
    s = run(s, "discard:9S discard:7S discard:QH " + ALL_PASS)
    s = run(s, "play:KC play:T12 play:10C play:QC")
    assert s.tricks[0].winner == 1
    # The rest of the talon lies on the king's trick and goes to its winner.
    assert codes(s.piles[1]) == {"KC", "T12", "10C", "QC", "CC", "JC", "9C"}
    assert s.opp_talon == 0 and s.remainder == 0


def test_zaruf_king_loses_rest_to_opponents_talon_share_v28() -> None:
    assert PALCKA.zaruf_remainder == "declarer_if_wins"
    s = run(deal(ZARUF_B_VOID, PALCKA), "pass pass pass declare:three call:KC talon:0")
    s = run(s, "discard:9S discard:7S discard:QH " + ALL_PASS)
    s = run(s, "play:KC play:T12 play:10C play:QC")
    assert s.tricks[0].winner == 1
    # Only a declarer who wins the trick with the king gets the rest; here the opponents.
    assert codes(s.piles[1]) == {"KC", "T12", "10C", "QC"}
    assert codes(s.opp_talon) == {"CC", "JC", "9C"}
    assert s.remainder == 0


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_partner_revealed_when_called_card_played(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "pass pass pass declare:three call:KS")
    assert (s.partner, s.called_holder) == (2, 2)
    s = run(s, "talon:0 discard:10S discard:9S discard:7S " + ALL_PASS)
    assert s.phase == Phase.PLAY and s.to_move == 0
    # The partner knows himself; nobody else knows him yet.
    assert view(s, 2).partner == 2 and view(s, 2).partner_known
    for seat in (0, 1, 3):
        assert view(s, seat).partner == -1 and not view(s, seat).partner_known
    s = run(s, "play:7C play:8C play:10C play:QC")
    assert s.tricks[0].winner == 3
    # D leads spades: A (void after discarding them) trumps, B follows, C plays the king.
    assert "10S" not in hand(s, 0)
    s, events = run_events(s, "play:JS play:T17 play:QS")
    assert "partner_revealed" not in [e.kind for e in events]
    s, events = run_events(s, "play:KS")
    assert [e.kind for e in events] == ["played", "partner_revealed", "trick"]
    assert events[1].seat == 2
    assert s.known == s.all_seats()
    for seat in range(4):
        assert view(s, seat).partner == 2


def test_three_players_have_no_king_call() -> None:
    three = {
        0: "SK T21 T20 T19 T18 T17 T16 KH QH CH KD QD KS QS 10S 7C",
        1: "T15 T14 T13 T12 T11 T10 T9 JH 1H 2H CD JD CS JS KC QC",
        2: "T8 T7 T6 T5 T4 T3 T2 3H 4H 1D 2D 3D 9S 8S CC JC",
        "talon": "T1 4D 7S 10C 9C 8C",
    }
    s = run(deal(three, PAGAT), "bid:three pass pass declare:three")
    assert s.phase == Phase.TALON
    assert s.contract == Contract.THREE and s.called == -1
    assert s.known == s.all_seats()
    assert parse_hand(three[0]) == s.hands[0]
