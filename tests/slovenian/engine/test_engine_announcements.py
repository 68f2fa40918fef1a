"""The announcement round: who may announce what, the colour valat raise, valat, mondfang.

Four players, seat 3 deals: A (0) forehand, B (1), C (2), D (3). In ANN, A holds Škis and
Mond, B the Pagat and KD, C the KS, D the KC and QC; the talon's second group (CC JC 9C) is
what A takes and discards back.
"""

from __future__ import annotations

import pytest

from engine.slovenian import Contract, Item, Phase, Rules
from tests.slovenian.engine.scenario import PAGAT, PALCKA, PRESETS, deal, legal, run

ANN = {
    0: "SK T21 T20 T19 T18 T17 KH QH QD 10S 9S 7C",
    1: "T16 T15 T14 T13 T1 CH JH 1H KD CD QS 8C",
    2: "T11 T10 T9 T8 T7 2H 3H JD 1D KS CS 10C",
    3: "T6 T5 T4 T3 T2 4H 2D 3D JS 8S KC QC",
    "talon": "T12 4D 7S CC JC 9C",
}

EXCHANGE = "talon:1 discard:CC discard:JC discard:9C"


def three_calling(king: str) -> str:
    """A plays Three after three passes and calls ``king``."""
    return f"pass pass pass declare:three call:{king} {EXCHANGE}"


def mondfang(rules: Rules) -> set[str]:
    return {"announce:mondfang"} if rules.announced_mondfang else set()


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_who_may_announce_what(rules: Rules) -> None:
    s = run(deal(ANN, rules), three_calling("KS"))
    assert s.phase == Phase.ANNOUNCE and s.to_move == 0  # the declarer opens the round
    # A: trula/kings (anyone), valat (declarer's side). He holds the Mond: no mondfang.
    assert legal(s) == {"pass", "announce:trula", "announce:kings", "announce:valat"}
    s = run(s, "pass")
    # B (opponent): the Pagat holder may announce pagat ultimo; kontra on the game.
    assert legal(s) == {
        "pass",
        "announce:trula",
        "announce:kings",
        "announce:pagat_ultimo",
        "kontra:game",
    } | mondfang(rules)
    s = run(s, "pass")
    # C (the secret partner): king ultimo as the called king's holder, valat; no kontra.
    assert legal(s) == {
        "pass",
        "announce:trula",
        "announce:kings",
        "announce:king_ultimo",
        "announce:valat",
    } | mondfang(rules)
    s = run(s, "pass")
    assert legal(s) == {"pass", "announce:trula", "announce:kings", "kontra:game"} | mondfang(rules)


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_pagat_ultimo_by_the_partner(rules: Rules) -> None:
    # A calls KD: B, who holds the Pagat, is the partner and may announce pagat ultimo.
    s = run(deal(ANN, rules), three_calling("KD") + " pass")
    assert "announce:pagat_ultimo" in legal(s)
    assert "announce:valat" in legal(s)
    assert "kontra:game" not in legal(s)


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_king_ultimo_by_declarer_holding_own_king(rules: Rules) -> None:
    s = run(deal(ANN, rules), three_calling("KH"))
    assert "announce:king_ultimo" in legal(s)
    s = run(s, "announce:king_ultimo")
    # Only the king's holder can say it: the declarer is seen to be alone.
    assert s.known == s.all_seats()


def test_mondfang_v15_palcka_by_player_without_the_mond() -> None:
    s = run(deal(ANN, PALCKA), three_calling("KS") + " pass")
    assert "announce:mondfang" in legal(s)
    s = run(s, "announce:mondfang")
    assert s.announced[Item.MONDFANG] == 1
    assert "announce:mondfang" not in legal(s)  # once
    s = run(s, "pass pass pass")
    # The Mond's holder (A) says kontra on it; nobody else may.
    assert s.to_move == 0
    assert "kontra:mondfang" in legal(s)
    s = run(s, "kontra:mondfang pass")
    # The announcer answers with rekontra.
    assert s.to_move == 1
    assert "kontra:mondfang" in legal(s)
    s = run(s, "kontra:mondfang pass")
    assert s.kontra[Item.MONDFANG] == 4
    # C and D are neither the Mond's holder nor the announcer.
    assert "kontra:mondfang" not in legal(s)
    s = run(s, "pass")
    assert "kontra:mondfang" not in legal(s)
    s = run(s, "pass")
    assert s.to_move == 0
    assert "kontra:mondfang" in legal(s)
    s = run(s, "kontra:mondfang")
    assert s.kontra[Item.MONDFANG] == 8


def test_no_mondfang_announcement_under_pagat_v15() -> None:
    s = run(deal(ANN, PAGAT), three_calling("KS"))
    for _ in range(4):
        assert "announce:mondfang" not in legal(s)
        s = run(s, "pass")
    assert s.phase == Phase.PLAY


def test_no_mondfang_when_the_mond_is_in_the_talon_v15() -> None:
    talon_mond = {
        0: "SK T12 T20 T19 T18 T17 KH QH QD 10S 9S 7C",
        1: ANN[1],
        2: ANN[2],
        3: ANN[3],
        "talon": "T21 4D 7S CC JC 9C",
    }
    s = run(deal(talon_mond, PALCKA), three_calling("KS") + " pass")
    assert "announce:mondfang" not in legal(s)


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_colour_valat_raise_only_first_call_of_solo(rules: Rules) -> None:
    solo = run(deal(ANN, rules), f"pass pass pass declare:solo_three {EXCHANGE}")
    assert "announce:colour_valat" in legal(solo)
    raised = run(solo, "announce:colour_valat")
    assert raised.contract == Contract.COLOUR_VALAT
    # Colour valat has no bonuses: the declarer's turn holds nothing else.
    assert legal(raised) == {"pass"}
    raised = run(raised, "pass")
    assert legal(raised) == {"pass", "kontra:game"}
    raised = run(raised, "pass pass pass")
    assert raised.phase == Phase.PLAY and raised.to_move == 0
    # Not after another call of his own, nor on a later turn.
    later = run(solo, "announce:trula")
    assert "announce:colour_valat" not in legal(later)
    later = run(solo, "pass kontra:game pass pass pass")
    assert later.to_move == 0
    assert "announce:colour_valat" not in legal(later)
    # Not in Three (a game with a partner).
    three = run(deal(ANN, rules), three_calling("KS"))
    assert "announce:colour_valat" not in legal(three)


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_raised_colour_valat_is_led_by_the_declarer(rules: Rules) -> None:
    s = run(deal(ANN, rules), f"bid:solo_three pass pass pass declare:solo_three {EXCHANGE}")
    assert s.to_move == 1
    s = run(s, "announce:colour_valat pass pass pass pass")
    assert s.contract == Contract.COLOUR_VALAT
    assert s.phase == Phase.PLAY and s.to_move == s.leader == 1


@pytest.mark.parametrize(
    ("contract", "exchange"),
    [("solo_two", "talon:2 discard:JC discard:9C"), ("solo_one", "talon:5 discard:9C")],
)
def test_colour_valat_raise_in_solo_two_and_one(contract: str, exchange: str) -> None:
    s = run(deal(ANN), f"pass pass pass declare:{contract} {exchange}")
    assert "announce:colour_valat" in legal(s)


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_no_colour_valat_raise_without_talon(rules: Rules) -> None:
    s = run(deal(ANN, rules), "pass pass pass declare:solo_without")
    assert s.phase == Phase.ANNOUNCE
    assert legal(s) == {"pass"}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_after_announced_valat_only_valat_chain_and_mondfang(rules: Rules) -> None:
    s = run(deal(ANN, rules), three_calling("KS"))
    s = run(s, "announce:valat")
    assert legal(s) == {"pass"}
    s = run(s, "pass")
    # B holds the Pagat but pagat ultimo lapses with everything else; no kontra on the game.
    assert legal(s) == {"pass", "kontra:valat"} | mondfang(rules)
    s = run(s, "pass")
    assert legal(s) == {"pass"} | mondfang(rules)
    s = run(s, "pass pass")
    assert s.phase == Phase.PLAY
    # An announced valat in a normal game keeps forehand's lead.
    assert s.to_move == 0


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_announced_valat_replaces_the_game_chain(rules: Rules) -> None:
    s = run(deal(ANN, rules), three_calling("KS") + " pass kontra:game pass pass pass")
    assert s.to_move == 0 and "kontra:game" in legal(s)
    s = run(s, "announce:valat")
    # The game, and with it its kontra chain, lapses: no rekontra on it any more.
    assert "kontra:game" not in legal(s)
    s = run(s, "pass pass")
    assert s.to_move == 2
    assert legal(s) == {"pass"} | mondfang(rules)


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_announced_valat_by_partner_reveals_and_keeps_forehand_lead(rules: Rules) -> None:
    # B plays Two and calls KC (D); D announces valat; forehand A still leads.
    s = run(deal(ANN, rules), "bid:two pass pass pass declare:two call:KC talon:2")
    s = run(s, "discard:JC discard:9C pass pass")
    assert s.to_move == 3
    assert "announce:valat" in legal(s)
    s = run(s, "announce:valat")
    assert s.known == s.all_seats()
    s = run(s, "pass")
    assert legal(s) == {"pass", "kontra:valat"}  # A holds the Mond: no mondfang
    s = run(s, "pass pass pass")
    assert s.phase == Phase.PLAY and s.to_move == 0


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_announcement_round_ending_rule(rules: Rules) -> None:
    start = run(deal(ANN, rules), three_calling("KS"))
    # Everybody must have a turn: three passes are not enough when D has not spoken.
    s = run(start, "pass pass pass")
    assert s.phase == Phase.ANNOUNCE and s.to_move == 3
    s = run(s, "pass")
    assert s.phase == Phase.PLAY
    # A turn with calls ends with a pass; then n−1 bare passes end the round.
    s = run(start, "announce:trula pass pass pass")
    assert s.phase == Phase.ANNOUNCE
    s = run(s, "pass")
    assert s.phase == Phase.PLAY
    # B's kontra restarts the count: A gets another turn (and may answer).
    s = run(start, "pass kontra:game pass pass pass")
    assert s.phase == Phase.ANNOUNCE and s.to_move == 0
    assert "kontra:game" in legal(s)
    s = run(s, "pass")
    assert s.phase == Phase.PLAY
    # Several calls in one turn.
    s = run(start, "announce:trula announce:kings pass")
    assert s.announced[Item.TRULA] == 0 and s.announced[Item.KINGS] == 0
    assert s.to_move == 1


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_3p_no_king_ultimo_and_public_sides(rules: Rules) -> None:
    three = {
        0: "SK T21 T20 T19 T18 T17 T16 KH QH CH KD QD KS QS 10S 7C",
        1: "T15 T14 T13 T12 T11 T10 T1 JH 1H 2H CD JD CS JS KC QC",
        2: "T8 T7 T6 T5 T4 T3 T2 3H 4H 1D 2D 3D 9S 8S CC JC",
        "talon": "T9 4D 7S 10C 9C 8C",
    }
    s = run(deal(three, rules), "bid:three pass pass declare:three talon:1")
    s = run(s, "discard:10C discard:9C discard:8C")
    assert legal(s) == {"pass", "announce:trula", "announce:kings", "announce:valat"}
    s = run(s, "pass announce:pagat_ultimo pass")
    # Seat 2 is on the Pagat holder's side: no kontra on it.
    assert "kontra:pagat_ultimo" not in legal(s)
    s = run(s, "pass")
    # The declarer knows seat 1 is an opponent: kontra at once.
    assert "kontra:pagat_ultimo" in legal(s)
