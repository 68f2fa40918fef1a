"""Scoring from facts: targets, margins, the multipliers, petit au bout, poignées, chelems
and the distributions for 3, 4 and 5 players (the worked examples F1 and F2 included)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.french import Contract, DealFacts, Rules, score
from engine.french.family import TESTKIT

FFT = Rules.preset("fft")


def sheet(**kw: Any):  # type: ignore[no-untyped-def]
    facts = DealFacts.model_validate({"players": 4, "taker": 0, **kw})
    out = score(FFT, facts)
    TESTKIT.check_sheet(out)
    return out


def amounts(s) -> dict[str, int]:  # type: ignore[no-untyped-def]
    out: dict[str, int] = {}
    for line in s.lines:
        out[line.item] = out.get(line.item, 0) + line.amount
    return out


def test_worked_example_f1_garde_two_bouts_49_points() -> None:
    s = sheet(contract="garde", attack_halves=98, bouts=2)
    assert (s.target, s.made, s.margin) == (41, True, 8)
    assert s.total == 66
    assert s.scores == (198, -66, -66, -66)


def test_worked_example_f2_prise_one_bout_48_points() -> None:
    s = sheet(contract="prise", attack_halves=96, bouts=1)
    assert (s.target, s.made, s.margin) == (51, False, 3)
    assert s.total == -28
    assert s.scores == (-84, 28, 28, 28)


@pytest.mark.parametrize(("bouts", "target"), [(0, 56), (1, 51), (2, 41), (3, 36)])
def test_the_target_depends_on_the_bouts(bouts: int, target: int) -> None:
    low = max(2 * target, 9 * bouts + 6)
    s = sheet(contract="garde_sans", attack_halves=low, bouts=bouts)
    assert s.target == target and s.made


def test_juste_fait_is_made_with_a_margin_of_zero() -> None:
    s = sheet(contract="garde", attack_halves=82, bouts=2)
    assert s.made and s.margin == 0 and s.total == 50
    assert amounts(s) == {"contract": 50, "margin": 0}


@pytest.mark.parametrize(
    ("halves", "made", "margin"),
    [(81, False, 1), (82, True, 0), (83, True, 1), (80, False, 1), (84, True, 1)],
)
def test_half_points_go_to_the_winning_side(halves: int, made: bool, margin: int) -> None:
    # Three players, two bouts, target 41: 40½ is down by 1, 41½ made by 1.
    s = score(FFT, DealFacts(players=3, contract="garde", taker=1, attack_halves=halves, bouts=2))
    assert (s.made, s.margin) == (made, margin)
    assert s.total == (1 if made else -1) * (25 + margin) * 2


@pytest.mark.parametrize(("contract", "mult"), [("prise", 1), ("garde", 2), ("garde_sans", 4)])
def test_the_contract_multiplies_the_base_and_the_margin(contract: str, mult: int) -> None:
    s = sheet(contract=contract, attack_halves=100, bouts=2)  # 50: made by 9
    assert s.total == (25 + 9) * mult
    assert all(line.multiplier == mult for line in s.lines)


def test_garde_contre_multiplies_by_six() -> None:
    s = sheet(contract="garde_contre", attack_halves=60, bouts=1)  # 30: down 21
    assert s.total == -(25 + 21) * 6


def test_petit_au_bout_counts_times_the_contract_whatever_the_result() -> None:
    won = sheet(contract="garde", attack_halves=60, bouts=1, petit_au_bout="attack")
    assert not won.made and amounts(won)["petit_au_bout"] == 20
    assert won.total == -(25 + 21) * 2 + 20
    lost = sheet(contract="garde_sans", attack_halves=120, bouts=2, petit_au_bout="defence")
    assert lost.made and amounts(lost)["petit_au_bout"] == -40


def test_every_poignee_goes_to_the_side_that_wins_the_deal_unmultiplied() -> None:
    s = sheet(
        contract="garde_contre",
        attack_halves=100,
        bouts=2,
        poignees=[{"seat": 2, "trumps": 10}, {"seat": 0, "trumps": 10}],
    )
    assert s.made
    pg = [line for line in s.lines if line.item == "poignee"]
    assert [(line.seat, line.side, line.detail, line.amount) for line in pg] == [
        (2, "defence", "simple", 20),  # shown by a defender, won by the attack
        (0, "attack", "simple", 20),
    ]
    double = sheet(
        contract="prise", attack_halves=120, bouts=1, poignees=[{"seat": 3, "trumps": 13}]
    )
    assert amounts(double)["poignee"] == 30
    lost = sheet(contract="garde", attack_halves=60, bouts=1, poignees=[{"seat": 0, "trumps": 15}])
    assert amounts(lost)["poignee"] == -40


def test_an_announced_chelem_made_is_worth_400() -> None:
    s = sheet(contract="garde", attack_halves=182, bouts=3, chelem="attack", chelem_announced=True)
    assert amounts(s)["chelem"] == 400
    assert s.total == (25 + 55) * 2 + 400


def test_an_unannounced_chelem_is_worth_200() -> None:
    s = sheet(contract="prise", attack_halves=174, bouts=2, chelem="attack")
    assert amounts(s)["chelem"] == 200
    assert [line.detail for line in s.lines if line.item == "chelem"] == ["unannounced"]


def test_an_announced_chelem_that_fails_costs_200() -> None:
    s = sheet(contract="garde_sans", attack_halves=150, bouts=3, chelem_announced=True)
    assert amounts(s)["chelem"] == -200
    assert s.made and s.total == (25 + 39) * 4 - 200  # a made contract that costs the taker


def test_a_defence_chelem_gives_each_defender_200_more() -> None:
    s = sheet(contract="prise", attack_halves=6, bouts=0, chelem="defence")
    assert amounts(s)["defence_chelem"] == -200
    both = sheet(
        contract="prise", attack_halves=6, bouts=0, chelem="defence", chelem_announced=True
    )
    assert amounts(both)["chelem"] == -200 and amounts(both)["defence_chelem"] == -200


def test_three_players_the_taker_writes_twice_x() -> None:
    s = score(FFT, DealFacts(players=3, contract="garde", taker=2, attack_halves=98, bouts=2))
    assert s.scores == (-66, -66, 132)


def test_five_players_taker_two_thirds_partner_one_third() -> None:
    s = score(
        FFT,
        DealFacts(players=5, contract="garde", taker=1, partner=3, attack_halves=98, bouts=2),
    )
    assert s.scores == (-66, 132, -66, 66, -66)
    assert sum(s.scores) == 0


def test_five_players_alone_the_taker_writes_four_times_x() -> None:
    s = score(FFT, DealFacts(players=5, contract="garde", taker=4, attack_halves=98, bouts=2))
    assert s.scores == (-66, -66, -66, -66, 264)


def test_the_sheet_names_each_item_in_order() -> None:
    s = sheet(
        contract="garde",
        attack_halves=98,
        bouts=2,
        petit_au_bout="attack",
        poignees=[{"seat": 1, "trumps": 10}],
    )
    assert [line.item for line in s.lines] == ["contract", "margin", "petit_au_bout", "poignee"]
    assert s.contract == Contract.GARDE and s.attack_points == "49"
