"""The worked examples of Czech taroky. Seats A, B, C, D = 0, 1, 2, 3 in playing order."""

from __future__ import annotations

from engine.czech import Contract, DealFacts, score
from engine.czech.family import TESTKIT
from tests.czech.scenario import BASE, STANDARD, deal, run

A, B, C, D = range(4)


def test_cz1_first_bid_all_pass_partner_holds_xix() -> None:
    # A plays the first bid after three passes and calls the XIX, held by C; D = 44.
    s = run(deal(BASE), "pass pass pass declare:first call:T19")
    assert s.declarer == A and s.partner == C
    sheet = score(
        STANDARD,
        DealFacts(
            contract=Contract.FIRST, declarer=A, partner=C, declarer_points=44, declarer_tricks=7
        ),
    )
    TESTKIT.check_sheet(sheet)
    assert sheet.total == 9
    assert sheet.scores == (9, -9, 9, -9)


def test_cz2_solo_pagat_ultimo_made_game_flekd() -> None:
    # B plays solo (M = 2), D = 50, announces Pagát ultimo and makes it; the game is flek'd.
    sheet = score(
        STANDARD,
        DealFacts(
            contract=Contract.SOLO,
            declarer=B,
            declarer_points=50,
            declarer_tricks=8,
            pagat_announced=True,
            pagat_ultimo="declarer",
            kontra={"game": (A,)},
        ),
    )
    TESTKIT.check_sheet(sheet)
    assert sheet.total == 2 * (15 * 2 + 10) == 80
    assert sheet.scores == (-80, 240, -80, -80)


def test_cz3_four_kings_are_kings_and_four_five_point_cards() -> None:
    # C announces Kings and Four five-point cards: 10 + 5, paid by each other player.
    for points, partner in ((20, 2), (50, 3)):
        sheet = score(
            STANDARD,
            DealFacts(
                contract=Contract.FIRST,
                declarer=A,
                partner=partner,
                declarer_points=points,
                declarer_tricks=4,
                hand_bonuses={C: ("kings", "five_pointers")},
            ),
        )
        bonus = [0] * 4
        for line in sheet.lines:
            if line.kind == "hand_bonus":
                bonus = [x + y for x, y in zip(bonus, line.scores, strict=True)]
        assert bonus == [-15, -15, 45, -15]  # whatever the game
