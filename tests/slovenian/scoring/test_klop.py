"""Klop: full and empty players, everyone's own points, radelci and kontra on klop."""

from __future__ import annotations

from typing import Any

import pytest

from engine.slovenian import Rules, score

from .helpers import PAGAT, PALCKA, klop


def scores(
    points: tuple[int, ...], tricks: tuple[int, ...], rules: Rules = PAGAT, **kw: Any
) -> tuple[int, ...]:
    return score(rules, klop(points, tricks, **kw)).scores


def test_full_player_with_more_than_35_points_writes_minus_70() -> None:
    assert scores((36, 14, 10, 10), (4, 3, 3, 2)) == (-70, 0, 0, 0)


def test_35_points_is_not_full() -> None:
    assert scores((35, 15, 10, 10), (4, 3, 3, 2)) == (-35, -15, -10, -10)


def test_full_threshold_at_35_switch_v4() -> None:
    at_35 = PAGAT.model_copy(update={"klop_full_threshold": 35})
    assert scores((35, 15, 10, 10), (4, 3, 3, 2), at_35) == (-70, 0, 0, 0)
    assert PALCKA.klop_full_threshold == 36


def test_empty_player_writes_plus_70() -> None:
    assert scores((30, 20, 20, 0), (4, 4, 4, 0)) == (0, 0, 0, 70)


def test_only_full_and_empty_players_score_when_any_exist() -> None:
    assert scores((40, 10, 20, 0), (5, 3, 4, 0)) == (-70, 0, 0, 70)


def test_several_empties_get_70_each_v6() -> None:
    assert scores((50, 20, 0, 0), (8, 4, 0, 0)) == (-70, 0, 70, 70)
    assert scores((50, 20, 0, 0), (8, 4, 0, 0), PALCKA) == (-70, 0, 70, 70)


def test_several_empties_share_70_switch_v6() -> None:
    share = PAGAT.model_copy(update={"klop_several_empties": "share_70"})
    assert scores((50, 20, 0, 0), (8, 4, 0, 0), share) == (-70, 0, 35, 35)
    assert scores((30, 20, 20, 0), (4, 4, 4, 0), share) == (0, 0, 0, 70)


def test_full_and_empty_together_switch_v5() -> None:
    both_35 = PAGAT.model_copy(update={"klop_full_and_empty": "both_35"})
    assert scores((40, 10, 20, 0), (5, 3, 4, 0), both_35) == (-35, 0, 0, 35)
    only_if_no_full = PAGAT.model_copy(update={"klop_full_and_empty": "empty_only_if_no_full"})
    assert scores((40, 10, 20, 0), (5, 3, 4, 0), only_if_no_full) == (-70, 0, 0, 0)
    assert scores((30, 20, 20, 0), (4, 4, 4, 0), only_if_no_full) == (0, 0, 0, 70)
    assert scores((40, 10, 20, 0), (5, 3, 4, 0), PALCKA) == (-70, 0, 0, 70)


def test_everyone_writes_minus_points_rounded_to_5_v3() -> None:
    assert scores((17, 18, 22, 13), (3, 3, 3, 3)) == (-15, -20, -20, -15)


def test_klop_points_exact_under_palcka_v3() -> None:
    assert scores((17, 18, 22, 13), (3, 3, 3, 3), PALCKA) == (-17, -18, -22, -13)


def test_three_player_klop_is_never_rounded() -> None:
    for rules in (PAGAT, PALCKA):
        assert scores((17, 31, 22), (5, 6, 5), rules) == (-17, -31, -22)


def test_klop_radelc_doubles_a_players_score_v7() -> None:
    assert scores((17, 18, 22, 13), (3, 3, 3, 3), radelci=(1, 0, 2, 0)) == (-30, -20, -40, -15)


def test_empty_player_with_radelc_writes_140_and_cancels_one_v7() -> None:
    sheet = score(PAGAT, klop((40, 10, 20, 0), (5, 3, 4, 0), radelci=(0, 0, 0, 1)))
    assert sheet.scores == (-70, 0, 0, 140)
    assert sheet.radelc_cancelled == (3,)


def test_full_player_with_radelc_writes_minus_140_radelc_stays_v7() -> None:
    sheet = score(PAGAT, klop((40, 10, 20, 0), (5, 3, 4, 0), radelci=(1, 0, 0, 0)))
    assert sheet.scores == (-140, 0, 0, 70)
    assert sheet.radelc_cancelled == ()


def test_palcka_klop_no_radelc_doubling_and_no_cancel_v7() -> None:
    sheet = score(PALCKA, klop((40, 10, 20, 0), (5, 3, 4, 0), radelci=(1, 1, 1, 1)))
    assert sheet.scores == (-70, 0, 0, 70)
    assert sheet.radelc_cancelled == ()
    assert score(PALCKA, klop((17, 18, 22, 13), (3, 3, 3, 3), radelci=(1, 1, 1, 1))).scores == (
        -17,
        -18,
        -22,
        -13,
    )


def test_klop_gives_everyone_a_radelc_in_both_presets() -> None:
    for rules in (PAGAT, PALCKA):
        assert score(rules, klop((17, 18, 22, 13), (3, 3, 3, 3))).radelci_for_all is True


def test_klop_kontra_doubles_every_result_v8() -> None:
    assert scores((17, 18, 22, 13), (3, 3, 3, 3), PALCKA, klop_kontra_by=0) == (
        -34,
        -36,
        -44,
        -26,
    )
    assert scores((40, 10, 20, 0), (5, 3, 4, 0), PALCKA, klop_kontra_by=1) == (-140, 0, 0, 140)


def test_klop_kontra_doubles_only_the_givers_result_when_he_has_strictly_most_points_v8() -> None:
    assert scores((17, 18, 22, 13), (3, 3, 3, 3), PALCKA, klop_kontra_by=2) == (
        -17,
        -18,
        -44,
        -13,
    )
    assert scores((40, 10, 20, 0), (5, 3, 4, 0), PALCKA, klop_kontra_by=0) == (-140, 0, 0, 70)


def test_klop_kontra_tied_for_most_points_doubles_everyone_v8() -> None:
    assert scores((22, 18, 22, 8), (3, 3, 3, 3), PALCKA, klop_kontra_by=2) == (
        -44,
        -36,
        -44,
        -16,
    )


def test_no_kontra_on_klop_under_pagat_v8() -> None:
    with pytest.raises(ValueError, match="klop"):
        score(PAGAT, klop((17, 18, 22, 13), (3, 3, 3, 3), klop_kontra_by=0))
