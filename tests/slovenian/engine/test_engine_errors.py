"""Refused input: malformed notation, illegal actions with their reasons, the wrong seat."""

from __future__ import annotations

import pytest

from engine.slovenian import IllegalAction, MalformedAction, apply, parse_action, parse_hand
from engine.slovenian.cards import parse_cards
from engine.slovenian.game import new_deal
from tests.slovenian.engine.scenario import PAGAT, deal, run

FOUR = {
    0: "SK T21 T20 T19 T18 T17 KH QH KD 10S 9S 7C",
    1: "T16 T15 T14 T13 T12 CH JH 1H QD CD QS 8C",
    2: "T11 T10 T9 T8 T7 2H 3H JD 1D KS CS 10C",
    3: "T6 T5 T4 T3 T2 4H 2D 3D JS 8S KC QC",
    "talon": "T1 4D 7S CC JC 9C",
}


@pytest.mark.parametrize(
    "text",
    [
        "",
        "jump",
        "bid",
        "bid:",
        "bid:four",
        "declare:klopp",
        "call:XX",
        "play:T23",
        "play:11H",
        "play:5S",
        "talon:6",
        "talon:x",
        "talon:-1",
        "discard:",
        "announce:ultimo",
        "kontra:everything",
        "pass:1",
    ],
)
def test_malformed_notation(text: str) -> None:
    with pytest.raises(MalformedAction):
        parse_action(text)


def test_notation_round_trips() -> None:
    for text in ("pass", "bid:two", "declare:solo_one", "call:KH", "talon:5", "discard:7S"):
        assert str(parse_action(text)) == text
    for text in ("announce:trula", "kontra:game", "play:T21", "play:SK", "play:10C"):
        assert str(parse_action(text)) == text
    assert parse_action(" Play:t22 ") == parse_action("play:SK")


def test_malformed_deals() -> None:
    with pytest.raises(MalformedAction):
        parse_hand("SK SK T21")
    hands = [parse_hand(FOUR[p]) for p in range(4)]
    talon = parse_cards(FOUR["talon"])
    with pytest.raises(MalformedAction):
        new_deal(PAGAT, hands[:3], talon, 0)  # three hands of 12 cards
    with pytest.raises(MalformedAction):
        new_deal(PAGAT, hands, talon[:5], 0)
    with pytest.raises(MalformedAction):
        new_deal(PAGAT, [hands[0], hands[0], hands[2], hands[3]], talon, 0)
    with pytest.raises(MalformedAction):
        new_deal(PAGAT, hands, talon, 4)


def test_illegal_bid_names_action_phase_and_reason() -> None:
    s = deal(FOUR)
    with pytest.raises(IllegalAction) as info:
        apply(s, parse_action("bid:three"))
    err = info.value
    assert (err.action, err.phase, err.seat) == ("bid:three", "bidding", 1)
    assert "three is not bid" in err.reason  # forehand's, never bid
    assert "'bid:three'" in str(err) and "bidding" in str(err) and err.reason in str(err)


def test_illegal_action_of_another_phase() -> None:
    s = deal(FOUR)
    with pytest.raises(IllegalAction) as info:
        apply(s, parse_action("play:T16"))
    assert info.value.phase == "bidding"
    assert "does not belong to this phase" in info.value.reason


def test_illegal_discard_of_a_king() -> None:
    s = run(deal(FOUR), "pass pass pass declare:three call:KS talon:0")
    with pytest.raises(IllegalAction) as info:
        apply(s, parse_action("discard:KH"))
    assert (info.value.action, info.value.phase) == ("discard:KH", "discard")
    assert "kings" in info.value.reason
    with pytest.raises(IllegalAction) as info:
        apply(s, parse_action("discard:QS"))
    assert "not in the player's hand" in info.value.reason


def test_illegal_play_names_the_rule() -> None:
    s = run(deal(FOUR), "pass pass pass declare:solo_without pass pass pass pass play:KH")
    with pytest.raises(IllegalAction) as info:
        apply(s, parse_action("play:T16"))  # B holds hearts
    err = info.value
    assert (err.action, err.phase, err.seat) == ("play:T16", "play", 1)
    assert "follow suit" in err.reason
    with pytest.raises(IllegalAction) as info:
        apply(s, parse_action("play:KS"))
    assert "not in the player's hand" in info.value.reason


def test_apply_with_the_wrong_seat_raises() -> None:
    s = deal(FOUR)
    with pytest.raises(IllegalAction) as info:
        apply(s, parse_action("pass"), seat=2)
    assert info.value.seat == 2
    assert "seat 1's turn" in info.value.reason
    # The right seat is accepted.
    t, _ = apply(s, parse_action("pass"), seat=1)
    assert t.to_move == 2


def test_apply_leaves_the_state_unchanged() -> None:
    s = deal(FOUR)
    before = s.signature()
    t, _ = apply(s, parse_action("bid:two"))
    assert s.signature() == before
    assert t.signature() != before
    with pytest.raises(IllegalAction):
        apply(t, parse_action("bid:two"))
    assert t.high_holder == 1


def test_no_action_after_the_deal_is_over() -> None:
    s = run(deal(FOUR), "pass pass pass declare:valat pass pass pass pass")
    s = run(s, "play:10S play:QS play:KS play:JS")
    assert s.result is not None and s.to_move == -1
    with pytest.raises(IllegalAction) as info:
        apply(s, parse_action("play:KH"))
    assert info.value.phase == "done"
    assert "over" in info.value.reason
    with pytest.raises(IllegalAction):
        apply(s, parse_action("play:KH"), seat=0)
