"""Scoring: X = M × (G × k_game + P × k_pagát), 2 v 2 and 1 v 3, no rounding; the itemised
sheet; silent and announced slam and Pagát ultimo; hand bonuses; the concession."""

from __future__ import annotations

from typing import Any

import pytest

from engine.czech import Contract, DealFacts, score
from engine.czech.facts import deal_facts
from engine.czech.family import TESTKIT
from tests.czech.hands import PAGAT_LAST, PAGAT_ORDER, SLAM, SLAM_EXCHANGE
from tests.czech.scenario import STANDARD, deal, play_in_order, play_out, run

SLAM_ORDER = "SK T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11"


def sheet(**facts: Any) -> Any:
    s = score(STANDARD, DealFacts(**facts))
    TESTKIT.check_sheet(s)
    return s


def first(**facts: Any) -> Any:
    """A first bid by seat 0 with seat 2 as partner, unless told otherwise."""
    base: dict[str, Any] = {"contract": Contract.FIRST, "declarer": 0, "partner": 2}
    base.update(facts)
    return sheet(**base)


def test_scoring_two_v_two_difference() -> None:
    s = first(declarer_points=44, declarer_tricks=7)
    assert s.total == 9 and s.scores == (9, -9, 9, -9)
    assert s.won and s.difference == 9


def test_scoring_one_v_three_declarer_takes_three_x() -> None:
    s = first(partner=None, declarer_points=30, declarer_tricks=5)
    assert s.total == -5 and s.scores == (-15, 5, 5, 5)


def test_scoring_35_is_a_game_of_zero() -> None:
    s = first(declarer_points=35, declarer_tricks=6, pagat_ultimo="declarer")
    assert not s.won
    assert [(line.item, line.amount) for line in s.lines] == [("game", 0), ("pagat_ultimo", 5)]
    assert s.scores == (5, -5, 5, -5)


@pytest.mark.parametrize(
    ("contract", "stage", "m"),
    [
        (Contract.FIRST, None, 1),
        (Contract.SECOND, None, 1),
        (Contract.THIRD, 1, 1),
        (Contract.THIRD, 2, 2),
        (Contract.THIRD, 3, 3),
        (Contract.SOLO, None, 2),
    ],
)
def test_scoring_multiplier_by_bid_and_stage(contract: Contract, stage: int | None, m: int) -> None:
    s = sheet(
        contract=contract,
        declarer=1,
        stage=stage,
        declarer_points=40,
        declarer_tricks=6,
        pagat_announced=contract == Contract.SECOND,
        pagat_ultimo="declarer" if contract == Contract.SECOND else None,
    )
    p = 10 if contract == Contract.SECOND else 0
    assert s.multiplier == m and s.total == m * (5 + p)
    assert s.scores[1] == 3 * s.total  # alone: everything but the first bid here


def test_scoring_silent_slam_doubles_the_game() -> None:
    s = first(declarer_points=66, declarer_tricks=12)
    assert [(line.item, line.kind, line.amount) for line in s.lines] == [
        ("game", "game", 31),
        ("slam", "silent", 31),
    ]
    assert s.total == 62 and s.slam == "declarer"


def test_scoring_opponents_silent_slam_doubles_their_win() -> None:
    s = first(declarer_points=10, declarer_tricks=0)
    assert s.total == -50 and s.slam == "opponents"
    assert s.lines[1].side == "opponents" and s.lines[1].amount == -25


def test_scoring_announced_slam_made_four_times() -> None:
    s = first(declarer_points=66, declarer_tricks=12, slam_announced=True)
    assert s.total == 4 * 31 and s.lines[1].kind == "announced"


@pytest.mark.parametrize(("points", "game"), [(45, -40), (30, -20), (35, 0)])
def test_scoring_announced_slam_failed_minus_four_times_the_difference(
    points: int, game: int
) -> None:
    s = first(declarer_points=points, declarer_tricks=9, slam_announced=True)
    assert s.total == game


@pytest.mark.parametrize(
    ("announced", "pagat", "value"),
    [
        (True, "declarer", 10),
        (True, None, -10),
        (True, "opponents", -10),  # scored once: the announced one fails, nothing else
        (False, "declarer", 5),
        (False, "opponents", -5),
        (False, None, None),
    ],
)
def test_scoring_pagat_ultimo(announced: bool, pagat: str | None, value: int | None) -> None:
    s = first(declarer_points=40, declarer_tricks=6, pagat_announced=announced, pagat_ultimo=pagat)
    lines = [line for line in s.lines if line.item == "pagat_ultimo"]
    if value is None:
        assert not lines
    else:
        assert [line.amount for line in lines] == [value]
        assert lines[0].kind == ("announced" if announced else "silent")


def test_scoring_kontra_per_chain() -> None:
    s = first(
        declarer_points=65,
        declarer_tricks=12,
        slam_announced=True,
        pagat_announced=True,
        pagat_ultimo="declarer",
        kontra={"game": (1, 0, 3), "pagat_ultimo": (3,)},
    )
    # game and slam × 8, the Pagát × 2: X = 4 × 30 × 8 + 10 × 2.
    assert [(line.item, line.kontra) for line in s.lines] == [
        ("game", 8),
        ("slam", 8),
        ("pagat_ultimo", 2),
    ]
    assert s.total == 980


def test_scoring_multiplier_applies_to_everything_but_hand_bonuses() -> None:
    s = sheet(
        contract=Contract.THIRD,
        stage=3,
        declarer=1,
        declarer_points=40,
        declarer_tricks=8,
        pagat_ultimo="declarer",
        kontra={"game": (0,)},
        hand_bonuses={1: ("kings", "five_pointers")},
    )
    assert s.total == 3 * (5 * 2 + 5)
    assert s.scores == (-45 - 15, 135 + 45, -45 - 15, -45 - 15)


def test_scoring_concession() -> None:
    s = sheet(contract=Contract.FIRST, declarer=2, conceded=True)
    assert s.scores == (5, 5, -15, 5) and s.conceded and s.total == 0


def test_scoring_sheet_lines_sum_to_zero_and_make_the_scores() -> None:
    s = first(
        declarer_points=52,
        declarer_tricks=8,
        pagat_announced=True,
        kontra={"game": (3, 0)},
        hand_bonuses={0: ("honours",), 3: ("no_trumps",)},
    )
    for line in s.lines:
        assert sum(line.scores) == 0
    assert tuple(map(sum, zip(*(line.scores for line in s.lines), strict=True))) == s.scores
    assert sum(s.scores) == 0


def test_scoring_announced_slam_from_a_played_deal() -> None:
    s = run(deal(SLAM), SLAM_EXCHANGE + " announce:slam pass pass pass pass")
    s = play_in_order(s, 0, SLAM_ORDER)
    assert s.result is not None
    assert all(t.winner == 0 for t in s.tricks)
    assert s.result.declarer_points == 69 and s.result.partner is None
    assert s.result.total == 4 * 34
    assert s.result.scores == (408, -136, -136, -136)


def test_scoring_slam_kontra_from_a_played_deal() -> None:
    s = run(deal(SLAM), SLAM_EXCHANGE + " pass kontra:game pass pass pass kontra:game pass")
    s = play_in_order(run(s, "pass pass pass"), 0, SLAM_ORDER)
    assert s.result is not None
    assert s.result.total == 2 * 34 * 4  # silent slam, flek and re
    assert deal_facts(s).kontra == {"game": (1, 0)}


def test_scoring_silent_pagat_ultimo_from_a_played_deal() -> None:
    s = run(deal(PAGAT_LAST), SLAM_EXCHANGE + " pass pass pass pass")
    s = play_in_order(s, 0, PAGAT_ORDER)
    last = s.tricks[-1]
    assert last.cards[0] == 0 and last.winner == 0  # the Pagát led and won the 12th trick
    f = deal_facts(s)
    assert f.pagat_ultimo == "declarer" and f.declarer_tricks == 12
    assert s.result is not None
    assert [line.item for line in s.result.lines] == ["game", "slam", "pagat_ultimo"]
    assert f.declarer_points == 69 and s.result.total == 2 * 34 + 5


def test_scoring_lost_silent_pagat_attempt_costs_nothing() -> None:
    s = play_out(run(deal(PAGAT_LAST), SLAM_EXCHANGE + " pass pass pass pass"))
    # Playing his lowest card first, A leads the Pagát at once and B's T11 wins it.
    assert 0 in s.tricks[0].cards and s.tricks[0].winner != 0
    assert all(line.item != "pagat_ultimo" for line in s.result.lines)  # type: ignore[union-attr]
