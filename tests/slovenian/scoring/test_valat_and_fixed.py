"""Valat (silent and announced) and the fixed-value contracts (Beggar and higher)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.slovenian import Contract, score

from .helpers import PAGAT, PALCKA, amounts, fixed, normal, total

ALL_BONUSES: dict[str, Any] = {
    "trula": "declarer",
    "kings": "declarer",
    "king_ultimo": True,
    "pagat_ultimo": {"side": "declarer", "won": True},
}


def test_silent_valat_replaces_game_difference_and_bonuses() -> None:
    sheet = score(PAGAT, normal(Contract.TWO, 70, tricks=12, **ALL_BONUSES))
    assert amounts(sheet) == {"valat": 250}
    assert sheet.total == 250
    assert sheet.won is True


def test_silent_valat_of_the_opponents_costs_250() -> None:
    sheet = score(PAGAT, normal(Contract.SOLO_ONE, 0, tricks=0, trula="opponents"))
    assert sheet.total == -250
    assert sheet.won is False


@pytest.mark.parametrize("kontra", [2, 4, 16])
def test_silent_valat_times_the_games_kontra(kontra: int) -> None:
    assert total(normal(Contract.ONE, 70, tricks=12, kontra={"game": kontra})) == 250 * kontra
    assert total(normal(Contract.ONE, 3, tricks=0, kontra={"game": kontra})) == -250 * kontra


def test_silent_valat_times_radelc_and_cancels_it() -> None:
    facts = normal(Contract.ONE, 70, tricks=12, kontra={"game": 2}, radelci=(1, 0, 0, 0))
    sheet = score(PAGAT, facts)
    assert sheet.total == 250 * 2 * 2
    assert sheet.radelc_cancelled == (0,)
    lost = score(PAGAT, normal(Contract.ONE, 0, tricks=0, radelci=(1, 0, 0, 0)))
    assert lost.total == -500
    assert lost.radelc_cancelled == ()


def test_announced_valat_made_500_everything_else_lapses() -> None:
    facts = normal(
        Contract.THREE,
        70,
        tricks=12,
        announcements={"valat": "declarer", "trula": "declarer", "kings": "opponents"},
        kontra={"game": 4, "trula": 2},
        **{k: v for k, v in ALL_BONUSES.items() if k != "kings"},
    )
    sheet = score(PAGAT, facts)
    assert amounts(sheet) == {"valat": 500}
    assert sheet.won is True


def test_announced_valat_failed_costs_500() -> None:
    facts = normal(Contract.THREE, 60, tricks=11, announcements={"valat": "declarer"})
    sheet = score(PAGAT, facts)
    assert sheet.total == -500
    assert sheet.won is False


def test_announced_valat_times_its_own_kontra_chain_not_the_games() -> None:
    facts = normal(
        Contract.SOLO_TWO,
        70,
        tricks=12,
        announcements={"valat": "declarer"},
        kontra={"valat": 4, "game": 2},
    )
    assert total(facts) == 2000
    failed = normal(
        Contract.SOLO_TWO, 50, tricks=9, announcements={"valat": "declarer"}, kontra={"valat": 2}
    )
    assert total(failed) == -1000


def test_announced_valat_times_radelc() -> None:
    facts = normal(
        Contract.THREE, 70, tricks=12, announcements={"valat": "declarer"}, radelci=(2, 0, 0, 0)
    )
    sheet = score(PAGAT, facts)
    assert sheet.total == 1000
    assert sheet.radelc_cancelled == (0,)


def test_only_the_declarers_side_may_announce_valat() -> None:
    with pytest.raises(ValueError, match="valat"):
        normal(Contract.THREE, 0, tricks=0, announcements={"valat": "opponents"})


def test_mond_penalty_still_charged_in_a_valat() -> None:
    silent = score(PAGAT, normal(Contract.TWO, 70, tricks=12, mond_lost_by=(2,)))
    assert silent.total == 250
    assert silent.scores == (250, 0, 250 - 21, 0)
    announced = normal(
        Contract.TWO, 70, tricks=12, announcements={"valat": "declarer"}, mond_lost_by=(3,)
    )
    assert score(PAGAT, announced).scores == (500, 0, 500, -21)


def test_any_valat_gives_everyone_a_radelc() -> None:
    assert score(PAGAT, normal(Contract.TWO, 70, tricks=12)).radelci_for_all is True
    assert score(PAGAT, normal(Contract.TWO, 0, tricks=0)).radelci_for_all is True
    failed = normal(Contract.TWO, 60, tricks=11, announcements={"valat": "declarer"})
    assert score(PAGAT, failed).radelci_for_all is True


@pytest.mark.parametrize(
    ("contract", "value", "won_tricks", "lost_tricks"),
    [
        (Contract.BEGGAR, 70, 0, 1),
        (Contract.OPEN_BEGGAR, 90, 0, 3),
        (Contract.COLOUR_VALAT, 125, 12, 7),
        (Contract.VALAT, 500, 12, 11),
    ],
)
def test_fixed_contract_values_win_or_lose(
    contract: Contract, value: int, won_tricks: int, lost_tricks: int
) -> None:
    assert total(fixed(contract, tricks=won_tricks)) == value
    assert total(fixed(contract, tricks=lost_tricks)) == -value


def test_solo_without_is_80_won_at_36_points() -> None:
    assert total(fixed(Contract.SOLO_WITHOUT, tricks=7, points=36)) == 80
    assert total(fixed(Contract.SOLO_WITHOUT, tricks=7, points=35)) == -80


def test_fixed_contracts_have_no_difference() -> None:
    assert total(fixed(Contract.SOLO_WITHOUT, tricks=9, points=60)) == 80


def test_solo_without_taken_with_every_trick_scores_its_80_not_a_silent_valat() -> None:
    sheet = score(PAGAT, fixed(Contract.SOLO_WITHOUT, tricks=12, points=62))
    assert amounts(sheet) == {"contract": 80}


def test_beggar_taking_every_trick_is_not_a_silent_valat() -> None:
    assert total(fixed(Contract.BEGGAR, tricks=12)) == -70
    assert total(fixed(Contract.OPEN_BEGGAR, tricks=0)) == 90


def test_beggar_and_higher_score_no_bonuses() -> None:
    # Without a called king there is no king ultimo at all (refused: test_impossible_facts).
    bonuses = {k: v for k, v in ALL_BONUSES.items() if k != "king_ultimo"}
    for contract, tricks in ((Contract.BEGGAR, 0), (Contract.COLOUR_VALAT, 12)):
        sheet = score(PAGAT, fixed(contract, tricks=tricks, **bonuses))
        assert [line.item for line in sheet.lines] == ["contract"]


@pytest.mark.parametrize("kontra", [2, 4, 8, 16])
def test_fixed_contracts_times_the_games_kontra_in_both_presets(kontra: int) -> None:
    for rules in (PAGAT, PALCKA):
        facts = fixed(Contract.OPEN_BEGGAR, tricks=1, kontra={"game": kontra})
        assert score(rules, facts).total == -90 * kontra


def test_fixed_contracts_times_radelc() -> None:
    won = score(PAGAT, fixed(Contract.BEGGAR, tricks=0, radelci=(0, 1, 0, 0)))
    assert won.total == 140
    assert won.radelc_cancelled == (1,)
    lost = score(PAGAT, fixed(Contract.VALAT, tricks=10, kontra={"game": 2}, radelci=(0, 1, 1, 1)))
    assert lost.total == -500 * 2 * 2
    assert lost.radelc_cancelled == ()


def test_fixed_contracts_declarer_alone_scores() -> None:
    assert score(PAGAT, fixed(Contract.BEGGAR, tricks=0, declarer=3)).scores == (0, 0, 0, 70)


def test_beggar_and_higher_give_everyone_a_radelc() -> None:
    for contract in (Contract.BEGGAR, Contract.OPEN_BEGGAR, Contract.COLOUR_VALAT, Contract.VALAT):
        assert score(PAGAT, fixed(contract, tricks=0)).radelci_for_all is True
    assert score(PAGAT, fixed(Contract.SOLO_WITHOUT, tricks=6, points=40)).radelci_for_all


def test_palcka_three_player_extra_contracts_keep_their_values() -> None:
    for contract, value, tricks in (
        (Contract.SOLO_WITHOUT, 80, 10),
        (Contract.OPEN_BEGGAR, 90, 0),
        (Contract.VALAT, 500, 16),
    ):
        facts = fixed(contract, tricks=tricks, points=50, players=3, declarer=0)
        assert score(PALCKA, facts).scores == (value, 0, 0)
