"""Normal games (Three … Solo one): winning, the difference, the game's kontra, radelc."""

from __future__ import annotations

import pytest

from engine.slovenian import Contract, DealFacts, score
from engine.slovenian.scoring import difference, round5

from .helpers import PAGAT, PALCKA, amounts, normal, total

EXACT_4P = PAGAT.model_copy(update={"round_difference_4p": False})


@pytest.mark.parametrize(
    ("contract", "value"),
    [
        (Contract.THREE, 10),
        (Contract.TWO, 20),
        (Contract.ONE, 30),
        (Contract.SOLO_THREE, 40),
        (Contract.SOLO_TWO, 50),
        (Contract.SOLO_ONE, 60),
    ],
)
def test_contract_values_of_the_normal_games(contract: Contract, value: int) -> None:
    assert total(normal(contract, 37)) == value
    assert total(normal(contract, 34)) == -value


def test_won_at_36_card_points_lost_at_35() -> None:
    assert score(PAGAT, normal(Contract.ONE, 36)).won is True
    assert total(normal(Contract.ONE, 36)) == 30
    assert score(PAGAT, normal(Contract.ONE, 35)).won is False
    assert total(normal(Contract.ONE, 35)) == -30


@pytest.mark.parametrize(
    ("points", "expected"),
    [(32, -35), (33, -30), (34, -30), (35, -30), (36, 30), (37, 30), (38, 35), (42, 35),
     (43, 40), (69, 65)],
)  # fmt: skip
def test_difference_rounded_to_nearest_5_v1_rounding_edges(points: int, expected: int) -> None:
    assert total(normal(Contract.ONE, points), PAGAT) == expected


@pytest.mark.parametrize(
    ("points", "expected"),
    [(32, -33), (35, -30), (36, 31), (38, 33), (43, 38), (69, 64)],
)
def test_exact_difference_profile_v1_rounding_edges(points: int, expected: int) -> None:
    assert total(normal(Contract.ONE, points), EXACT_4P) == expected
    assert total(normal(Contract.ONE, points), PALCKA) == expected


def test_round5_never_meets_a_half() -> None:
    assert [round5(x) for x in (-8, -3, -2, 0, 2, 3, 7, 8, 34)] == [-10, -5, 0, 0, 0, 5, 5, 10, 35]
    assert difference(PAGAT, 4, 38) == 5
    assert difference(PALCKA, 4, 38) == 3


def test_three_players_difference_is_exact_in_both_presets_v2() -> None:
    for rules in (PAGAT, PALCKA):
        assert total(normal(Contract.TWO, 38, players=3, declarer=1), rules) == 23
        assert total(normal(Contract.TWO, 32, players=3, declarer=1), rules) == -23
    rounded_3p = PAGAT.model_copy(update={"round_difference_3p": True})
    assert total(normal(Contract.TWO, 38, players=3, declarer=1), rounded_3p) == 25


def test_difference_counts_for_the_loser_too() -> None:
    # Lost by 10: the declarer's side pays the value and the difference.
    assert total(normal(Contract.TWO, 25)) == -(20 + 10)


@pytest.mark.parametrize("kontra", [1, 2, 4, 8, 16])
def test_game_kontra_multiplies_value_and_difference(kontra: int) -> None:
    won = normal(Contract.TWO, 50, kontra={"game": kontra})
    assert total(won) == (20 + 15) * kontra
    lost = normal(Contract.SOLO_ONE, 30, kontra={"game": kontra})
    assert total(lost) == -(60 + 5) * kontra


def test_game_kontra_does_not_touch_bonuses() -> None:
    sheet = score(PAGAT, normal(Contract.THREE, 45, trula="declarer", kontra={"game": 4}))
    assert amounts(sheet) == {"contract": 40, "difference": 40, "trula": 10}
    assert sheet.total == 90


def test_declarer_and_partner_write_the_same_opponents_nothing() -> None:
    sheet = score(PAGAT, normal(Contract.TWO, 45, declarer=1, partner=3))
    assert sheet.scores == (0, 30, 0, 30)
    solo = score(PAGAT, normal(Contract.SOLO_TWO, 45, declarer=1))
    assert solo.scores == (0, 60, 0, 0)


def test_game_and_bonuses_are_independent_a_won_game_may_score_negative() -> None:
    facts = normal(Contract.THREE, 36, pagat_ultimo={"side": "opponents", "won": True})
    sheet = score(PAGAT, facts)
    assert sheet.won is True
    assert sheet.total == 10 - 25


def test_radelc_doubles_the_whole_hand_total() -> None:
    facts = normal(
        Contract.SOLO_THREE,
        50,
        declarer=2,
        announcements={"trula": "declarer"},
        trula="declarer",
        radelci=(0, 0, 1, 0),
    )
    sheet = score(PAGAT, facts)
    assert sheet.total == (40 + 15 + 20) * 2
    assert sheet.radelc_cancelled == (2,)


def test_radelc_doubles_for_declarer_and_partner() -> None:
    facts = normal(Contract.TWO, 45, declarer=1, partner=3, radelci=(0, 1, 0, 0))
    assert score(PAGAT, facts).scores == (0, 60, 0, 60)


def test_only_the_declarers_radelc_counts() -> None:
    facts = normal(Contract.TWO, 45, declarer=1, partner=3, radelci=(1, 0, 1, 1))
    sheet = score(PAGAT, facts)
    assert sheet.scores == (0, 30, 0, 30)
    assert sheet.radelc_cancelled == ()


def test_several_radelci_double_only_once() -> None:
    facts = normal(Contract.TWO, 45, radelci=(3, 0, 0, 0))
    assert total(facts) == 60


def test_radelc_cancelled_when_the_declarer_wins_even_with_a_negative_total() -> None:
    facts = normal(
        Contract.THREE,
        36,
        kings="opponents",
        trula="opponents",
        radelci=(1, 0, 0, 0),
    )
    sheet = score(PAGAT, facts)
    assert sheet.total == (10 - 10 - 10) * 2
    assert sheet.radelc_cancelled == (0,)


def test_radelc_stays_when_the_declarer_loses_even_with_a_positive_total() -> None:
    facts = normal(
        Contract.THREE,
        34,
        trula="declarer",
        kings="declarer",
        pagat_ultimo={"side": "declarer", "won": True},
        radelci=(1, 0, 0, 0),
    )
    sheet = score(PAGAT, facts)
    assert sheet.total == (-10 + 10 + 10 + 25) * 2
    assert sheet.won is False
    assert sheet.radelc_cancelled == ()


def test_no_radelci_for_all_after_a_normal_game() -> None:
    assert score(PAGAT, normal(Contract.SOLO_ONE, 50)).radelci_for_all is False
    assert score(PAGAT, normal(Contract.THREE, 20)).radelci_for_all is False


def test_three_player_normal_games_are_never_rounded_in_either_preset() -> None:
    for rules in (PAGAT, PALCKA):
        assert score(rules, normal(Contract.ONE, 44, players=3)).total == 30 + 9


def test_a_partner_exists_only_with_a_called_king() -> None:
    with pytest.raises(ValueError, match="partner"):
        DealFacts(
            players=4,
            contract=Contract.SOLO_ONE,
            declarer=0,
            partner=2,
            declarer_points=40,
            declarer_tricks=6,
        )
    with pytest.raises(ValueError, match="partner"):
        DealFacts(
            players=4,
            contract=Contract.TWO,
            declarer=0,
            partner=0,
            declarer_points=40,
            declarer_tricks=6,
        )
