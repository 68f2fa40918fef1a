"""The worked examples: the Ana/Boris/Cilka/David table, played through a Match."""

from __future__ import annotations

import pytest

from engine.slovenian import Contract, DealFacts, Match, Rules, score

from .helpers import PAGAT, PALCKA

ANA, BORIS, CILKA, DAVID = range(4)


def play_table(rules: Rules, s4_points: int = 35) -> Match:
    """The four hands, each scored with the match's current radelci."""
    m = Match(rules, 4)

    def book(**kw: object) -> None:
        facts = DealFacts(players=4, radelci=tuple(m.radelci), **kw)  # type: ignore[arg-type]
        m.record_sheet(score(rules, facts))

    # S1: Cilka plays One and calls Ana's king; they win by 10.
    book(
        contract=Contract.ONE,
        declarer=CILKA,
        partner=ANA,
        declarer_points=45,
        declarer_tricks=7,
    )
    assert m.totals == [40, 0, 40, 0]
    # S2: Boris plays Beggar and takes no trick; then everyone gets a radelc.
    book(contract=Contract.BEGGAR, declarer=BORIS, declarer_tricks=0)
    assert m.totals == [40, 70, 40, 0]
    assert m.radelci == [1, 1, 1, 1]
    # S3: Cilka plays Solo three, announces and makes trula, wins by 15: (40 + 15 + 20) × 2.
    book(
        contract=Contract.SOLO_THREE,
        declarer=CILKA,
        declarer_points=50,
        declarer_tricks=8,
        trula="declarer",
        announcements={"trula": "declarer"},
    )
    assert m.totals == [40, 70, 190, 0]
    assert m.radelci == [1, 1, 0, 1]
    # S4: David plays Two with Ana, announces pagat ultimo and fails, and loses the game.
    book(
        contract=Contract.TWO,
        declarer=DAVID,
        partner=ANA,
        declarer_points=s4_points,
        declarer_tricks=5,
        announcements={"pagat_ultimo": "declarer"},
    )
    assert m.radelci == [1, 1, 0, 1]
    return m


@pytest.mark.parametrize("rules", [PAGAT, PALCKA], ids=["pagat", "palcka"])
def test_worked_example_s1_to_s4_totals(rules: Rules) -> None:
    m = play_table(rules)
    assert [sheet.total for sheet in m.history] == [40, 70, 150, -140]
    assert m.totals == [-100, 70, 190, -140]


def test_worked_example_session_end_minus_100_per_radelc_v30() -> None:
    assert play_table(PAGAT).final_scores() == [-200, -30, 190, -240]


def test_worked_example_session_end_minus_40_per_radelc_v30() -> None:
    forty = PAGAT.model_copy(update={"radelc_end_penalty": 40})
    assert play_table(forty).final_scores() == [-140, 30, 190, -180]
    assert play_table(PALCKA).final_scores() == [-140, 30, 190, -180]


@pytest.mark.parametrize("points", [33, 34, 35])
def test_worked_example_s4_minus_140_holds_for_33_to_35_points(points: int) -> None:
    assert play_table(PAGAT, points).history[-1].total == -140


def test_worked_example_s4_with_30_points_includes_the_difference() -> None:
    m = play_table(PAGAT, 30)
    assert m.history[-1].total == -(20 + 5 + 50) * 2 == -150
    assert m.totals == [-110, 70, 190, -150]
