"""The captured Mond: an individual penalty, never multiplied by kontras or radelci."""

from __future__ import annotations

import pytest

from engine.slovenian import Contract, score

from .helpers import PAGAT, PALCKA, fixed, normal


def penalties(
    sheet_scores: tuple[int, ...], total: int, declarer: int = 0, partner: int = 2
) -> list[int]:
    """Each seat's score minus what its side wrote for the game."""
    out = []
    for seat, value in enumerate(sheet_scores):
        on_side = seat in (declarer, partner)
        out.append(value - (total if on_side else 0))
    return out


def test_captured_mond_costs_its_player_21() -> None:
    sheet = score(PAGAT, normal(Contract.TWO, 45, mond_lost_by=(1,)))
    assert sheet.total == 30
    assert sheet.scores == (30, -21, 30, 0)
    assert [(p.item, p.seat, p.amount) for p in sheet.penalties] == [("mond", 1, -21)]


def test_captured_mond_of_the_declarers_side_costs_that_player_not_the_side() -> None:
    sheet = score(PAGAT, normal(Contract.TWO, 45, mond_lost_by=(2,)))
    assert sheet.scores == (30, 0, 30 - 21, 0)


def test_mond_penalty_20_or_21_v12() -> None:
    twenty = PAGAT.model_copy(update={"mond_penalty": 20})
    captured = normal(Contract.ONE, 40, mond_lost_by=(3,))
    in_talon = normal(Contract.ONE, 40, mond_left_in_talon=True)
    for rules, amount in ((PAGAT, -21), (twenty, -20), (PALCKA, -21)):
        assert penalties(score(rules, captured).scores, 35) == [0, 0, 0, amount]
        assert penalties(score(rules, in_talon).scores, 35) == [amount, 0, 0, 0]


def test_mond_penalty_not_multiplied_by_the_games_kontra_or_radelc() -> None:
    facts = normal(Contract.TWO, 45, mond_lost_by=(0,), kontra={"game": 4}, radelci=(1, 0, 0, 0))
    sheet = score(PAGAT, facts)
    assert sheet.total == 30 * 4 * 2
    assert sheet.scores[0] == 240 - 21


@pytest.mark.parametrize(
    ("scope", "charged"),
    [
        ("three_two_one", {Contract.THREE, Contract.TWO, Contract.ONE}),
        (
            "normal",
            {
                Contract.THREE,
                Contract.TWO,
                Contract.ONE,
                Contract.SOLO_THREE,
                Contract.SOLO_TWO,
                Contract.SOLO_ONE,
            },
        ),
        (
            "normal_and_solo_without",
            {
                Contract.THREE,
                Contract.TWO,
                Contract.ONE,
                Contract.SOLO_THREE,
                Contract.SOLO_TWO,
                Contract.SOLO_ONE,
                Contract.SOLO_WITHOUT,
            },
        ),
    ],
)
def test_mond_penalty_scope_v13(scope: str, charged: set[Contract]) -> None:
    rules = PAGAT.model_copy(update={"mond_penalty_scope": scope})
    for contract in Contract:
        if contract == Contract.KLOP:
            continue
        if contract <= Contract.SOLO_ONE:
            facts = normal(contract, 45, mond_lost_by=(3,))
        else:
            facts = fixed(contract, tricks=5, points=40, declarer=0, mond_lost_by=(3,))
        expected = -21 if contract in charged else 0
        assert score(rules, facts).scores[3] == expected, contract


def test_mond_penalty_in_all_normal_games_in_both_presets() -> None:
    for rules in (PAGAT, PALCKA):
        assert rules.mond_penalty_scope == "normal"
        assert score(rules, normal(Contract.SOLO_ONE, 40, mond_lost_by=(1,))).scores[1] == -21


def test_mond_left_in_the_talon_costs_the_declarer_21() -> None:
    sheet = score(PAGAT, normal(Contract.ONE, 40, declarer=3, partner=1, mond_left_in_talon=True))
    assert sheet.scores == (0, 35, 0, 35 - 21)
    assert [(p.item, p.seat) for p in sheet.penalties] == [("mond_talon", 3)]


def test_announced_mondfang_costs_42_times_its_own_chain_v15() -> None:
    facts = normal(Contract.TWO, 45, announcements={"mondfang": "opponents"}, mond_lost_by=(0,))
    assert score(PALCKA, facts).scores == (30 - 42, 0, 30, 0)
    kontrad = facts.model_copy(update={"kontra": {"mondfang": 2, "game": 2}})
    assert score(PALCKA, kontrad).scores == (60 - 84, 0, 60, 0)
    rekontrad = facts.model_copy(update={"kontra": {"mondfang": 4}})
    assert score(PALCKA, rekontrad).scores[0] == 30 - 168


def test_announced_mondfang_failed_costs_nothing() -> None:
    facts = normal(Contract.TWO, 45, announcements={"mondfang": "declarer"}, kontra={"mondfang": 2})
    sheet = score(PALCKA, facts)
    assert sheet.scores == (30, 0, 30, 0)
    assert sheet.penalties == ()


def test_announced_mondfang_never_times_radelc() -> None:
    facts = normal(
        Contract.TWO,
        45,
        announcements={"mondfang": "declarer"},
        mond_lost_by=(1,),
        radelci=(1, 1, 1, 1),
    )
    assert score(PALCKA, facts).scores == (60, -42, 60, 0)


def test_no_mond_penalty_in_klop_or_the_beggars() -> None:
    for contract in (Contract.BEGGAR, Contract.OPEN_BEGGAR):
        facts = fixed(contract, tricks=0, declarer=0, mond_lost_by=(2,))
        assert score(PAGAT, facts).penalties == ()
