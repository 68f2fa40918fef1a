"""The called tarok in t1–t4: a first bid may be conceded (−15, +5, +5, +5) or played alone;
a second bid is always played alone."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.czech import Phase, view
from engine.czech.state import NO_SEAT
from tests.czech.scenario import BASE, deal, legal, run, run_events

IN_TALON = {
    0: "SK T21 T20 T18 T17 KH QH 1H KD 10S 9S 7C",
    1: "T16 T15 T14 T13 T1 CH JH 2H QD CD QS 8C",
    2: "T12 T11 T10 T9 T8 3H 4H JD 1D KS CS 10C",
    3: "T6 T5 T4 T3 T2 2D 3D JS 8S KC QC 9C",
    "talon": "T19 4D 7S CC JC T7",
}
"""As BASE, but the XIX lies in the talon as t1 (C holds the T12 instead)."""

CALLED = "pass pass pass declare:first call:T19"


def test_concession_offered_with_the_called_tarok_in_t1_to_t4() -> None:
    s = run(deal(IN_TALON), CALLED)
    assert "concede" in legal(s)
    assert s.partner == NO_SEAT  # drawn by the declarer: he is alone


def test_concession_scores_minus_15_and_plus_5_to_each() -> None:
    s, events = run_events(deal(IN_TALON), CALLED + " concede")
    assert s.phase == Phase.DONE and s.result is not None
    assert s.result.scores == (-15, 5, 5, 5)
    assert [line.item for line in s.result.lines] == ["concession"]
    assert events[-2].kind == "conceded" and events[-2].cards == (18,)
    # t5 and t6 were never given out.
    assert s.talon_to[4:] == (NO_SEAT, NO_SEAT)


def test_concession_shows_the_called_tarok_to_everyone() -> None:
    s = run(deal(IN_TALON), CALLED + " concede")
    for seat in (None, 1, 2, 3):
        v = view(s, seat)
        assert v.conceded and v.shown == 1 << 18 and v.alone
        assert v.talon.count(-1) == 6  # the rest of the talon stays unseen


def test_concession_only_before_the_first_discard() -> None:
    s = run(deal(IN_TALON), CALLED + " discard:4D")
    assert "concede" not in legal(s)
    with pytest.raises(IllegalAction):
        run(s, "concede")


def test_concession_played_on_is_alone_without_telling_anyone() -> None:
    s = run(deal(IN_TALON), CALLED + " discard:4D discard:7S discard:CC discard:7C")
    s = run(s, "discard:JC discard:4H pass pass pass pass")
    assert s.phase == Phase.PLAY and s.alone()
    assert view(s, 0).alone
    for seat in (None, 1, 2, 3):
        assert not view(s, seat).partner_known


def test_concession_never_in_second_bid() -> None:
    s = run(deal(IN_TALON), "pass pass pass declare:second call:T19")
    assert "concede" not in legal(s) and s.alone()


def test_concession_not_offered_without_the_called_tarok_in_the_talon() -> None:
    s = run(deal(BASE), CALLED)
    assert "concede" not in legal(s)


def test_concession_not_offered_for_t5_or_t6() -> None:
    cards = dict(IN_TALON)
    cards["talon"] = "T7 4D 7S CC JC T19"
    s = run(deal(cards), CALLED)
    assert "concede" not in legal(s) and s.partner == 2


def test_concession_option_is_not_visible_to_others() -> None:
    # The public sees the declarer laying cards aside either way.
    a = run(deal(IN_TALON), CALLED)
    b = run(deal(BASE), CALLED)
    for seat in (None, 1, 2, 3):
        va, vb = view(a, seat), view(b, seat)
        assert (va.phase_name, va.to_move, va.legal, va.hand_sizes, va.talon) == (
            vb.phase_name,
            vb.to_move,
            vb.legal,
            vb.hand_sizes,
            vb.talon,
        )
