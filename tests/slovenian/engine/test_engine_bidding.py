"""Bidding: forehand's implicit Three, holding a bid, final passes, the declarer's choice.

Four players: seat 3 deals, so seat 0 (A) is forehand, then B (1), C (2), D (3, dealer).
Three players: seat 2 deals, seat 0 is forehand.
"""

from __future__ import annotations

import pytest

from engine.slovenian import Contract, Phase, Rules
from tests.slovenian.engine.scenario import (
    ALL_BIDS_4P,
    PAGAT,
    PALCKA,
    PRESETS,
    bids,
    deal,
    declares,
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

THREE = {
    0: "SK T21 T20 T19 T18 T17 T16 KH QH CH KD QD KS QS 10S 7C",
    1: "T15 T14 T13 T12 T11 T10 T9 JH 1H 2H CD JD CS JS KC QC",
    2: "T8 T7 T6 T5 T4 T3 T2 3H 4H 1D 2D 3D 9S 8S CC JC",
    "talon": "T1 4D 7S 10C 9C 8C",
}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_forehand_three_is_implicit(rules: Rules) -> None:
    s = deal(FOUR, rules)
    assert s.phase == Phase.BIDDING
    # Forehand says nothing: the player after him speaks first and must outbid Three.
    assert s.to_move == 1
    assert legal(s) == bids(*ALL_BIDS_4P)


def test_graded_priority_holding() -> None:
    # The example: B bids Two, C passes, D must bid at least One, D passes, A may hold Two.
    s = run(deal(FOUR, PAGAT), "bid:two pass")
    assert s.to_move == 3
    assert legal(s) == bids(*ALL_BIDS_4P[1:])  # no bid:two for the dealer
    s = run(s, "pass")
    assert s.to_move == 0
    assert legal(s) == bids(*ALL_BIDS_4P)  # forehand may hold Two
    s = run(s, "bid:two")
    assert (s.high, s.high_holder) == (Contract.TWO, 0)
    # B, of lower priority than A, must now go higher.
    assert s.to_move == 1
    assert legal(s) == bids(*ALL_BIDS_4P[1:])
    s = run(s, "pass")
    assert s.phase == Phase.DECLARE and s.to_move == 0
    assert legal(s) == declares(*ALL_BIDS_4P)


def test_graded_priority_second_player_holds_against_dealer() -> None:
    # C (3rd) has priority over D (dealer): C may hold D's One.
    s = run(deal(FOUR, PAGAT), "pass bid:two bid:one pass")
    assert s.to_move == 2
    assert legal(s) == bids(*ALL_BIDS_4P[1:])  # One (held) and higher
    s = run(s, "bid:one")
    # D must go higher than C's One.
    assert s.to_move == 3
    assert legal(s) == bids(*ALL_BIDS_4P[2:])


def test_forehand_only_holding_v20() -> None:
    # Under forehand-only priority, C may not hold D's One; forehand still holds.
    s = run(deal(FOUR, PALCKA), "pass bid:two bid:one")
    assert s.to_move == 0
    assert legal(s) == bids(*ALL_BIDS_4P[1:])  # forehand holds One
    s = run(s, "pass")
    assert s.to_move == 2
    assert legal(s) == bids(*ALL_BIDS_4P[2:])  # C must go higher
    # The same position under graded priority lets C hold.
    graded = run(deal(FOUR, PALCKA.model_copy(update={"bid_priority": "graded"})), "pass")
    graded = run(graded, "bid:two bid:one pass")
    assert legal(graded) == bids(*ALL_BIDS_4P[1:])


def test_forehand_only_holding_example_v20() -> None:
    # The book example under V20: B Two, C passes, D One or higher, D passes, A holds Two.
    s = run(deal(FOUR, PALCKA), "bid:two pass")
    assert legal(s) == bids(*ALL_BIDS_4P[1:])
    s = run(s, "pass")
    assert legal(s) == bids(*ALL_BIDS_4P)


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_pass_is_final(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "pass bid:two bid:one pass")
    # B passed first: the turn skips him for good.
    assert s.to_move == 2
    s = run(s, "bid:solo_three")
    assert s.to_move == 3
    s = run(s, "pass")
    # D passed too; A passed before; C is the only one left and wins the bidding.
    assert s.phase == Phase.DECLARE and s.to_move == 2
    assert s.bids == (
        (1, -1),
        (2, Contract.TWO),
        (3, Contract.ONE),
        (0, -1),
        (2, Contract.SOLO_THREE),
        (3, -1),
    )


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_bidding_ends_after_three_passes(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "pass pass")
    assert s.phase == Phase.BIDDING
    s = run(s, "pass")
    assert s.phase == Phase.DECLARE
    assert s.to_move == 0


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_forehand_free_choice_after_three_passes(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "pass pass pass")
    assert legal(s) == declares("klop", "three", *ALL_BIDS_4P)
    three = run(s, "declare:three")
    assert three.contract == Contract.THREE and three.declarer == 0
    assert three.phase == Phase.KING_CALL
    klop = run(s, "declare:klop")
    assert klop.contract == Contract.KLOP and klop.declarer == -1


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_winner_may_raise_declare_at_least_bid(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "bid:solo_two pass pass pass")
    assert s.phase == Phase.DECLARE and s.to_move == 1
    assert legal(s) == declares(*ALL_BIDS_4P[3:])
    s, events = run_events(s, "declare:solo_one")
    assert s.contract == Contract.SOLO_ONE and s.declarer == 1
    assert [e.kind for e in events] == ["contract"]


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_compulsory_klop_only_solo_without_and_higher(rules: Rules) -> None:
    s = deal(FOUR, rules, compulsory_klop=True)
    high = ("solo_without", "open_beggar", "colour_valat", "valat")
    assert legal(s) == bids(*high)
    s = run(s, "pass pass pass")
    # Forehand may choose klop (the normal choice) or Solo without and higher.
    assert legal(s) == declares("klop", *high)
    s = run(s, "declare:klop")
    assert s.contract == Contract.KLOP


def test_compulsory_klop_bid_is_held_and_raised() -> None:
    s = run(deal(FOUR, PAGAT, compulsory_klop=True), "bid:solo_without pass pass")
    assert legal(s) == bids("solo_without", "open_beggar", "colour_valat", "valat")
    s = run(s, "bid:solo_without pass")
    assert legal(s) == declares("solo_without", "open_beggar", "colour_valat", "valat")


def test_3p_contract_list_pagat_v21() -> None:
    s = deal(THREE, PAGAT)
    assert s.to_move == 0  # forehand speaks first
    assert legal(s) == bids("three", "two", "one", "beggar")


def test_3p_contract_list_palcka_v21() -> None:
    s = deal(THREE, PALCKA)
    assert s.to_move == 0
    assert legal(s) == bids("three", "two", "one", "beggar", "solo_without", "open_beggar", "valat")


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_3p_anyone_may_bid_three(rules: Rules) -> None:
    s = run(deal(THREE, rules), "pass")
    assert s.to_move == 1
    assert "bid:three" in legal(s)
    s = run(s, "bid:three pass")
    assert s.phase == Phase.DECLARE and s.to_move == 1
    assert "declare:three" in legal(s)
    s = run(s, "declare:three")
    # No king calling with three players: straight to the talon.
    assert s.phase == Phase.TALON and s.partner == -1


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_3p_forehand_bid_must_be_outbid(rules: Rules) -> None:
    s = run(deal(THREE, rules), "bid:two")
    assert "bid:two" not in legal(s) and "bid:three" not in legal(s)
    assert "bid:one" in legal(s)


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_3p_all_pass_klop(rules: Rules) -> None:
    s = run(deal(THREE, rules), "pass pass")
    assert s.phase == Phase.BIDDING
    s, events = run_events(s, "pass")
    assert s.contract == Contract.KLOP and s.declarer == -1
    assert "contract" in [e.kind for e in events]
    # Klop kontra (V8) opens a round under palcka; otherwise the cards are played at once.
    assert s.phase == (Phase.ANNOUNCE if rules.klop_kontra == "once" else Phase.PLAY)
    assert s.to_move == 0


def test_3p_compulsory_klop_pagat_only_passes() -> None:
    s = deal(THREE, PAGAT, compulsory_klop=True)
    assert legal(s) == {"pass"}
    s = run(s, "pass pass pass")
    assert s.contract == Contract.KLOP


def test_3p_compulsory_klop_palcka() -> None:
    s = deal(THREE, PALCKA, compulsory_klop=True)
    assert legal(s) == bids("solo_without", "open_beggar", "valat")
