"""Rules of thumb checked on explicit hands (card notation; seat 3 deals, seat 0 is forehand)."""

from __future__ import annotations

import pytest

from engine.ai import choose_action
from engine.czech import format_action, parse_hand, view
from engine.czech.actions import Kind
from engine.czech.ai.heuristics import THIRD_RAISE_POWER, power
from engine.czech.ai.policy import NORMAL, candidates
from engine.czech.cards import FIVE_POINT_MASK
from engine.czech.state import DealState, Phase
from tests.czech.scenario import BASE, FIRST_BID_EXCHANGE, QUIET_ROUND, deal, run

LEVELS = ("easy", "normal", "hard")

WEAK = "T6 T5 T4 T3 T2 2D 3D JS 8S KC QC 9C"
"""Five small taroks, one king: an average hand at best."""


def _decide(s: DealState, level: str, seed: int = 1) -> str:
    return format_action(choose_action(view(s, s.to_move), level, seed))


def _swap(cards: dict[object, str], a: object, b: object) -> dict[object, str]:
    out = dict(cards)
    out[a], out[b] = cards[b], cards[a]
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_a_weak_forehand_does_not_raise_the_first_bid(level: str) -> None:
    """RULES 2.3: forehand, when all pass, plays his compulsory first bid or raises it; a
    weak hand plays the first bid."""
    s = run(deal(_swap(BASE, 0, 3)), "pass pass pass")
    assert s.phase == Phase.RAISE and s.hands[0] == parse_hand(WEAK)
    assert _decide(s, level) == "declare:first"


@pytest.mark.parametrize("level", LEVELS)
def test_a_weak_hand_passes_rather_than_outbid(level: str) -> None:
    """RULES 2.3: every bid must be strictly higher; a weak hand passes."""
    s = deal(_swap(BASE, 1, 3))
    assert s.to_move == 1 and power(s.hands[1]) < 10
    assert _decide(s, level) == "pass"


def test_a_strong_hand_outbids() -> None:
    """RULES 2.3: a strong hand outbids forehand's first bid (strictly higher: the second
    bid, one step up, on its way to the third at the raise)."""
    strong = {
        0: "T11 T10 T9 T8 3H 4H JD 1D KS CS 10C 9C",
        1: "SK T21 T20 T19 T18 T17 T16 T15 KH QH KD 7C",
        2: "T14 T13 T12 T7 T1 CH JH 2H QD CD QS 8C",
        3: "T6 T5 T4 T3 T2 2D 3D JS 8S KC QC 1H",
        "talon": "9S 4D 7S CC JC 10S",
    }
    s = deal(strong)
    assert power(s.hands[1]) >= THIRD_RAISE_POWER
    assert _decide(s, "easy") == "bid:second"
    s = run(s, "bid:second pass pass pass")
    assert s.phase == Phase.RAISE and s.to_move == 1
    assert _decide(s, "easy") in ("declare:third", "declare:solo")


def test_the_declarer_holding_the_xix_calls_a_lower_tarok() -> None:
    """RULES 2.4: holding the XIX a declarer may call the XVIII, XVII or XVI; with an
    ordinary hand he calls the highest he lacks to get a strong partner."""
    s = run(deal(_swap(BASE, 0, 2)), "pass pass pass declare:first")
    assert s.phase == Phase.CALL
    assert _decide(s, "easy") == "call:T18"


def test_a_declarer_holding_xix_to_xvi_must_call_the_xix() -> None:
    """RULES 2.4: holding all of XIX–XVI the call is the XIX (alone)."""
    cards = {
        0: "SK T21 T20 T19 T18 T17 T16 KH QH 1H KD 7C",
        1: "T15 T14 T13 T12 T1 CH JH 2H QD CD QS 8C",
        2: "T11 T10 T9 T8 3H 4H JD 1D KS CS 10C 10S",
        3: "T6 T5 T4 T3 T2 2D 3D JS 8S KC QC 9C",
        "talon": "T7 4D 7S CC JC 9S",
    }
    s = run(deal(cards), "pass pass pass declare:first")
    for level in LEVELS:
        assert _decide(s, level) == "call:T19"


CALLED_IN_TALON = {
    0: WEAK,
    1: "T16 T15 T14 T13 T1 CH JH 2H QD CD QS 8C",
    2: "T12 T11 T10 T9 T8 3H 4H JD 1D KS CS 10C",
    3: "SK T21 T20 T18 T17 KH QH 1H KD 10S 9S 7C",
    "talon": "T19 4D 7S CC JC T7",
}
"""Forehand A is weak and the XIX lies in t1 (RULES 2.4: he may concede a first bid)."""


def test_a_weak_declarer_concedes_when_the_called_tarok_is_in_the_talon() -> None:
    """RULES 2.4: −15 by conceding beats playing a weak hand alone against three."""
    s = run(deal(CALLED_IN_TALON), "pass pass pass declare:first call:T19")
    assert _decide(s, "easy") == "concede"


def test_a_strong_declarer_plays_on_alone() -> None:
    """The same with a strong forehand: he lays cards aside and plays alone."""
    cards = _swap(CALLED_IN_TALON, 0, 3)
    s = run(deal(cards), "pass pass pass declare:first call:T19")
    assert power(s.hands[0]) >= 13
    assert _decide(s, "easy").startswith("discard:")


@pytest.mark.parametrize("level", LEVELS)
def test_discards_never_hold_five_point_cards(level: str) -> None:
    """RULES 2.5: no five-point card and not the called tarok is laid aside, at any level;
    here the hand is full of them."""
    cards = {
        0: "SK T21 T1 KH KD KS KC QH QD T17 T16 T15",
        1: "T14 T13 T12 T11 CH JH 2H CD JD QS CS 8C",
        2: "T19 T10 T9 T8 3H 4H 1D 2D JS 10S 9S 10C",
        3: "T6 T5 T4 T3 T2 1H 3D 4D 8S 7S CC QC",
        "talon": "T20 T18 T7 9C JC 7C",
    }
    s = run(deal(cards), "pass pass pass declare:first call:T19")
    for _ in range(4):
        assert s.to_move == 0 and s.phase == Phase.DISCARD
        a = choose_action(view(s, 0), level, 3)
        assert a.kind == Kind.DISCARD
        assert not FIVE_POINT_MASK >> a.arg & 1 and a.arg != s.called
        s = run(s, format_action(a))


def test_a_hand_bonus_is_announced_in_the_first_turn() -> None:
    """RULES 2.6 (C2 by choice): the announcer collects 3 × the value at once."""
    cards = {
        0: "T19 T11 T10 T9 T8 3H 4H JD 1D 2D CS 10C",
        1: "T16 T15 T14 T13 T1 KH KD KS KC QD CD QS",
        2: "SK T21 T20 T18 T17 CH JH 2H QH 1H 10S 9S",
        3: "T6 T5 T4 T3 T2 3D 4D JS 8S 8C QC 9C",
        "talon": "T12 T7 7S CC JC 7C",
    }
    s = run(deal(cards), "pass pass pass declare:first call:T18")
    while s.phase == Phase.DISCARD:
        s = run(s, _decide(s, "easy"))
    s = run(s, "pass")  # the declarer
    assert s.to_move == 1
    assert _decide(s, "easy").startswith("bonus:")


PAGAT_HAND = {
    0: "SK T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T1",
    1: "T11 T10 T9 T8 KH QH CH JH 1H 2H 3H 4H",
    2: "T7 T6 T5 KD QD CD JD 1D 2D 3D 4D KS",
    3: "T4 T3 T2 QS CS JS 10S 9S 8S 7S KC QC",
    "talon": "JC CC 10C 9C 8C 7C",
}


def test_the_pagat_with_many_taroks_announces_pagat_ultimo() -> None:
    """RULES 2.7: the declarer holding the Pagát and nearly every tarok announces Pagát
    ultimo (after his hand bonuses); the search levels consider it."""
    s = run(deal(PAGAT_HAND), "pass pass pass declare:first call:T19")
    s = run(s, "discard:JC discard:CC discard:10C discard:9C discard:8C discard:7C")
    assert s.phase == Phase.ANNOUNCE and s.to_move == 0
    v = view(s, 0)
    assert any(
        format_action(a) == "announce:pagat_ultimo" for a in candidates(v, v.legal[0], NORMAL)
    )
    said = []
    while s.to_move == 0 and s.phase == Phase.ANNOUNCE:
        a = _decide(s, "easy")
        said.append(a)
        s = run(s, a)
    assert "announce:pagat_ultimo" in said


@pytest.mark.parametrize("level", LEVELS)
def test_the_partner_never_says_re(level: str) -> None:
    """RULES 2.7: re is the declarer's; the holder of the called tarok never says it (he may
    not show himself), nor flek against his own side."""
    s = run(deal(BASE), FIRST_BID_EXCHANGE)
    s = run(s, "pass kontra:game pass")  # A passes, B says flek
    assert s.to_move == 2  # C holds the called XIX
    v = view(s, 2)
    assert all(a.kind != Kind.KONTRA for a in v.legal)
    assert choose_action(v, level, 5).kind != Kind.KONTRA


PAGAT_VOID = {
    0: "SK T21 T20 T18 T17 T16 KC QC CC JC 10C 9C",
    1: "T1 T2 T3 T4 T5 QH CH JH 1H KD QD CD",
    2: "T19 T15 T14 T13 T12 KH 2H 3H 4H JD 1D 2D",
    3: "T11 T10 T9 T8 T7 T6 QS CS JS 10S 9S 8S",
    "talon": "3D 4D KS 7S 8C 7C",
}
"""B holds the Pagát and four small taroks and no club."""


def test_the_pagat_is_not_thrown_away() -> None:
    """B must play a tarok on A's club with two players still to come: the rule of thumb
    plays the II, not the Pagát (5 points, and with four more taroks it may yet be saved).
    (The search may differ here by a point: with the declarer's side holding every high
    tarok the Pagát is lost either way.)"""
    s = run(deal(PAGAT_VOID), "pass pass pass declare:first call:T19")
    s = run(s, "discard:3D discard:4D discard:7S discard:9C discard:8C discard:7C")
    s = run(s, QUIET_ROUND)
    s = run(s, "play:KC")
    assert s.to_move == 1
    assert _decide(s, "easy") == "play:T2"


@pytest.mark.parametrize("level", LEVELS)
def test_the_pagat_is_kept_for_an_announced_ultimo(level: str) -> None:
    """RULES 2.7: with Pagát ultimo announced the declarer keeps the Pagát for the twelfth
    trick at every level (played earlier it costs the announced 10, ×3 alone)."""
    s = run(deal(PAGAT_HAND), "pass pass pass declare:first call:T19")
    s = run(s, "discard:JC discard:CC discard:10C discard:9C discard:8C discard:7C")
    s = run(s, "announce:pagat_ultimo pass pass pass pass")
    assert s.phase == Phase.PLAY
    while s.phase == Phase.PLAY:
        if s.to_move == 0:
            a = _decide(s, level, seed=len(s.tricks))
            if len(s.tricks) < 11:
                assert a != "play:T1"
        else:
            a = _decide(s, "easy")
        s = run(s, a)
    assert s.result is not None
