"""Per-seat views: a seat sees its own hand and what the table has shown, nothing else."""

from __future__ import annotations

import pytest

from engine.slovenian import Phase, Rules, view
from engine.slovenian.cards import TAROK_MASK
from tests.slovenian.engine.scenario import PAGAT, PRESETS, assert_no_leak, codes, deal, plays, run

FOUR = {
    0: "SK T21 T20 T19 T18 T17 KH QH KD 10S 9S 7C",
    1: "T16 T15 T14 T13 T12 CH JH 1H QD CD QS 8C",
    2: "T11 T10 T9 T8 T7 2H 3H JD 1D KS CS 10C",
    3: "T6 T5 T4 T3 T2 4H 2D 3D JS 8S KC QC",
    "talon": "T1 4D 7S CC JC 9C",
}

KLOP = {
    0: "9S JS T15 T10 T3 T2 3H QH KD 4D KC 7C",
    1: "KS 10S 7S SK T16 T7 T5 KH 4H QD 3D QC",
    2: "QS CS 8S T17 T12 T11 T9 T8 1H 2H CD 2D",
    3: "T21 T20 T19 T18 T6 T4 T1 CH JH JD 1D JC",
    "talon": "T13 T14 8C CC 9C 10C",
}
KLOP_TRICKS = [
    "play:9S play:KS play:8S play:T6",
    "play:T4 play:T10 play:T16 play:T17",
    "play:1H play:JH play:QH play:KH",
    "play:QD play:2D play:1D play:KD",
    "play:JS play:7S play:CS play:T18",
    "play:JC play:KC play:QC play:T8",
]


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_view_shows_own_hand_only(rules: Rules) -> None:
    s = deal(FOUR, rules)
    for seat in range(4):
        v = view(s, seat)
        assert v.hand == s.hands[seat]
        assert v.hand_sizes == (12, 12, 12, 12)
        assert v.talon == ()
    assert view(s, None).hand == 0
    assert_no_leak(s)
    # Legal actions only for the seat on turn.
    assert view(s, 1).legal and view(s, 1).on_turn
    assert view(s, 0).legal == () and view(s, 2).legal == ()


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_view_talon_hidden_until_exposed(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "pass pass pass declare:two")
    assert all(view(s, p).talon == () for p in range(4))
    s = run(s, "call:KS")
    assert s.phase == Phase.TALON
    assert all(view(s, p).talon == s.talon for p in (None, 0, 1, 2, 3))
    s = run(s, "talon:1 discard:CC discard:7S")
    assert all(view(s, p).talon == s.talon for p in (None, 0, 1, 2, 3))
    assert_no_leak(s)


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_view_talon_hidden_in_solo_without(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "pass pass pass declare:solo_without pass pass pass pass")
    s = run(s, "play:KH play:1H play:2H play:4H")
    assert all(view(s, p).talon == () for p in (None, 0, 1, 2, 3))


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_view_klop_talon_revealed_one_card_per_trick(rules: Rules) -> None:
    s = run(deal(KLOP, rules), "pass pass pass declare:klop")
    if rules.klop_kontra == "once":
        assert all(view(s, p).talon == () for p in range(4))
        s = run(s, "pass pass pass pass")
    talon = s.talon
    for i, trick in enumerate(KLOP_TRICKS):
        # The card going with the current trick is shown, the rest is not.
        for p in (None, 0, 1, 2, 3):
            assert view(s, p).talon == talon[: i + 1]
            assert view(s, p).trick_extra == talon[i]
        assert_no_leak(s)
        s = run(s, trick)
    assert view(s, 2).talon == talon
    assert view(s, 2).trick_extra == -1


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_view_partner_hidden_until_revealed(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "pass pass pass declare:three call:KS talon:0")
    s = run(s, "discard:10S discard:9S discard:7S pass pass pass pass")
    seen = {p: (view(s, p).partner, view(s, p).partner_known) for p in (None, 0, 1, 2, 3)}
    assert seen == {
        None: (-1, False),
        0: (-1, False),
        1: (-1, False),
        2: (2, True),
        3: (-1, False),
    }
    s = run(s, "play:7C play:8C play:10C play:QC play:JS play:T17 play:QS")
    assert view(s, 1).partner == -1
    s = run(s, "play:KS")
    assert all(view(s, p).partner == 2 for p in (None, 0, 1, 2, 3))
    assert all(view(s, p).public_sides == 0b1111 for p in (None, 0, 1, 2, 3))


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_view_discards_only_taroks_for_others(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "pass pass pass declare:three call:KS talon:0")
    s = run(s, "discard:T20 discard:10S discard:4D")
    assert codes(view(s, 0).discards) == {"T20", "10S", "4D"}
    for p in (None, 1, 2, 3):
        assert codes(view(s, p).discards) == {"T20"}
        assert view(s, p).discards & ~TAROK_MASK == 0
    assert_no_leak(s)


def test_view_of_finished_deal_keeps_hands_private() -> None:
    s = run(deal(FOUR, PAGAT), "bid:beggar pass pass pass declare:beggar pass pass pass pass")
    # B (beggar) leads 8C; D takes the trick with KC.
    s = run(s, "play:8C play:10C play:KC play:7C")
    assert s.tricks[0].winner == 3
    while s.phase == Phase.PLAY:
        s = run(s, [f"play:{sorted(plays(s))[0]}"])
    # The deal ended early: the cards still in hand stay private.
    assert s.result is not None and sum(h.bit_count() for h in s.hands) > 0
    assert_no_leak(s)
