"""The talon exchange: groups in dealt order, the opponents' share, discards and V19."""

from __future__ import annotations

import pytest

from engine.slovenian import Phase, Rules, view
from tests.slovenian.engine.scenario import PAGAT, PRESETS, codes, deal, hand, legal, run

FOUR = {
    0: "SK T21 T20 T19 T18 T17 KH QH KD 10S 9S 7C",
    1: "T16 T15 T14 T13 T12 CH JH 1H QD CD QS 8C",
    2: "T11 T10 T9 T8 T7 2H 3H JD 1D KS CS 10C",
    3: "T6 T5 T4 T3 T2 4H 2D 3D JS 8S KC QC",
    "talon": "T1 4D 7S CC JC 9C",
}

# Seat 0 holds only taroks and kings; the first talon group brings one plain card (QH).
TAROK_HAND = {
    0: "SK T21 T20 T19 T18 T17 T16 T15 KH KD KS KC",
    1: "T14 T13 T12 T11 CH JH 1H QD CD QS CS QC",
    2: "T10 T9 T8 T7 2H 3H JD 1D JS 10S CC JC",
    3: "T6 T5 T4 4H 2D 3D 9S 8S 10C 9C 8C 7C",
    "talon": "T2 T3 QH T1 4D 7S",
}

UNAVOIDABLE = PAGAT.model_copy(update={"tarok_discards": "unavoidable"})


@pytest.mark.parametrize(
    ("contract", "groups"),
    [
        ("three", [("T1", "4D", "7S"), ("CC", "JC", "9C")]),
        ("two", [("T1", "4D"), ("7S", "CC"), ("JC", "9C")]),
        ("one", [("T1",), ("4D",), ("7S",), ("CC",), ("JC",), ("9C",)]),
        ("solo_three", [("T1", "4D", "7S"), ("CC", "JC", "9C")]),
        ("solo_two", [("T1", "4D"), ("7S", "CC"), ("JC", "9C")]),
        ("solo_one", [("T1",), ("4D",), ("7S",), ("CC",), ("JC",), ("9C",)]),
    ],
)
def test_talon_groups_in_dealt_order(contract: str, groups: list[tuple[str, ...]]) -> None:
    call = " call:KS" if not contract.startswith("solo") else ""
    start = run(deal(FOUR), f"pass pass pass declare:{contract}{call}")
    assert start.phase == Phase.TALON and start.to_move == 0
    assert legal(start) == {f"talon:{g}" for g in range(len(groups))}
    # The talon is face up now: every seat sees it in dealt order.
    for seat in range(4):
        assert view(start, seat).talon == start.talon
    for g, group in enumerate(groups):
        s = run(start, f"talon:{g}")
        assert set(group) <= hand(s, 0)
        # The unchosen cards belong to the opponents.
        others = {c for i, grp in enumerate(groups) if i != g for c in grp}
        assert codes(s.opp_talon) == others
        assert s.phase == Phase.DISCARD and s.discards_left == len(group)


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_talon_hidden_before_exchange(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "pass pass pass declare:three")
    assert s.phase == Phase.KING_CALL
    for seat in range(4):
        assert view(s, seat).talon == ()
    beggar = run(deal(FOUR, rules), "bid:beggar pass pass pass declare:beggar")
    for seat in range(4):
        assert view(beggar, seat).talon == ()


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_discard_same_number_as_taken(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "pass pass pass declare:two call:KS talon:2")
    assert codes(s.taken) == {"JC", "9C"}
    assert s.discards_left == 2
    s = run(s, "discard:JC")
    assert s.phase == Phase.DISCARD and s.discards_left == 1
    s = run(s, "discard:9S")
    assert s.phase == Phase.ANNOUNCE and s.to_move == 0
    assert codes(s.discards) == {"JC", "9S"}
    assert len(hand(s, 0)) == 12


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_no_kings_or_trula_discards(rules: Rules) -> None:
    s = run(deal(FOUR, rules), "pass pass pass declare:three call:KS talon:0")
    # Seat 0 holds SK T21 T1 KH KD: none of them may go; other taroks may (face up).
    assert legal(s) == {
        f"discard:{c}" for c in ("T20", "T19", "T18", "T17", "QH", "10S", "9S", "7C", "4D", "7S")
    }


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_tarok_discards_free_v19(rules: Rules) -> None:
    assert rules.tarok_discards == "free"
    s = run(deal(TAROK_HAND, rules), "pass pass pass declare:three call:QD talon:0")
    taroks = {"T20", "T19", "T18", "T17", "T16", "T15", "T2", "T3"}
    assert legal(s) == {f"discard:{c}" for c in (*taroks, "QH")}


def test_tarok_discards_only_when_unavoidable_v19() -> None:
    s = run(deal(TAROK_HAND, UNAVOIDABLE), "pass pass pass declare:three call:QD talon:0")
    # A plain card is held: it must go first.
    assert legal(s) == {"discard:QH"}
    s = run(s, "discard:QH")
    # Only taroks and kings are left: taroks (not the trula) now may be discarded.
    taroks = {"T20", "T19", "T18", "T17", "T16", "T15", "T2", "T3"}
    assert legal(s) == {f"discard:{c}" for c in taroks}
    plain = run(deal(FOUR, UNAVOIDABLE), "pass pass pass declare:three call:KS talon:0")
    assert legal(plain) == {f"discard:{c}" for c in ("QH", "10S", "9S", "7C", "4D", "7S")}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_discarded_taroks_are_shown_other_discards_hidden(rules: Rules) -> None:
    s = run(
        deal(TAROK_HAND, rules),
        "pass pass pass declare:three call:QD talon:0 discard:T20 discard:QH discard:T3",
    )
    assert codes(s.discards) == {"T20", "QH", "T3"}
    assert codes(view(s, 0).discards) == {"T20", "QH", "T3"}
    for seat in (1, 2, 3):
        assert codes(view(s, seat).discards) == {"T20", "T3"}
    assert codes(view(s, None).discards) == {"T20", "T3"}
