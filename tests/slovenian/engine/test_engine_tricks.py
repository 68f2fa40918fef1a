"""Playing the tricks: following, trumping, must-beat, the Pagat, the emperor trick, colour
valat, the klop talon, who leads and when a deal ends early.

Four players, seat 3 deals, so seat 0 is forehand. Each deal below is built so that the
rule under test decides the legal set.
"""

from __future__ import annotations

import pytest

from engine.slovenian import Contract, DealState, Phase, Rules, view
from engine.slovenian.state import NO_CARD
from tests.slovenian.engine.scenario import (
    PAGAT,
    PALCKA,
    PRESETS,
    Cards,
    codes,
    deal,
    hand,
    plays,
    run,
    run_events,
)

ORDERED = PAGAT.model_copy(update={"emperor_any_order": False})
NOT_LEAD = PAGAT.model_copy(update={"pagat_negative": "not_lead"})

# Positive play: seat 0 plays Solo without and leads. C (2) holds only taroks and diamonds;
# D (3) holds two taroks (T2, T1) and no diamond.
POS = {
    0: "SK T21 T4 QH 4H KD QD 9S 8S KC QC 7C",
    1: "T20 T19 T3 KH 1H 2H JD 1D 10S CC JC 10C",
    2: "T18 T17 T16 T15 T14 T13 T12 T11 CD 2D 3D 4D",
    3: "T2 T1 CH JH 3H KS QS CS JS 7S 9C 8C",
    "talon": "T10 T9 T8 T7 T6 T5",
}

# Klop: a sequence of six tricks that shows must-beat in suits and in taroks.
KLOP1 = {
    0: "9S JS T15 T10 T3 T2 3H QH KD 4D KC 7C",
    1: "KS 10S 7S SK T16 T7 T5 KH 4H QD 3D QC",
    2: "QS CS 8S T17 T12 T11 T9 T8 1H 2H CD 2D",
    3: "T21 T20 T19 T18 T6 T4 T1 CH JH JD 1D JC",
    "talon": "T13 T14 8C CC 9C 10C",
}
KLOP1_TRICKS = [
    "play:9S play:KS play:8S play:T6",
    "play:T4 play:T10 play:T16 play:T17",
    "play:1H play:JH play:QH play:KH",
    "play:QD play:2D play:1D play:KD",
    "play:JS play:7S play:CS play:T18",
    "play:JC play:KC play:QC play:T8",
]
KLOP1_WINNERS = [3, 2, 1, 0, 3, 2]

# Klop: A leads hearts; B and C are void; D holds hearts.
KLOP2 = {
    0: "4H 2H T21 T2 KD QD CD KS QS KC QC CC",
    1: "T17 T16 T1 JD 1D 2D CS JS JC 10C T4 T3",
    2: "T20 T19 T15 T14 T13 3D 4D 10S 9S 9C T12 T11",
    3: "KH QH 3H T6 T5 8S 7S 8C 7C T10 T9 T8",
    "talon": "SK T18 T7 CH JH 1H",
}

# Klop: A holds every heart and leads one; B's only tarok is the Pagat, C holds the Mond,
# D the Škis and lower taroks.
KLOP3 = {
    0: "KH QH CH JH 1H 2H 3H 4H T2 T3 T4 T6",
    1: "T1 KD QD CD JD 1D 2D 3D 4D KS QS CS",
    2: "T21 T20 T19 T18 T17 T16 T15 JS 10S 9S 8S 7S",
    3: "SK T5 T7 T8 KC QC CC JC 10C 9C 8C 7C",
    "talon": "T9 T10 T11 T12 T13 T14",
}

# As KLOP3 with the Škis and the Pagat swapped: B's only tarok is the Škis, D holds the Pagat.
KLOP4 = {
    0: "KH QH CH JH 1H 2H 3H 4H T2 T3 T4 T6",
    1: "SK KD QD CD JD 1D 2D 3D 4D KS QS CS",
    2: "T21 T20 T19 T18 T17 T16 T15 JS 10S 9S 8S 7S",
    3: "T1 T5 T7 T8 KC QC CC JC 10C 9C 8C 7C",
    "talon": "T9 T10 T11 T12 T13 T14",
}

# Positive play, A leads clubs: B and C are void and hold Škis and Mond; D holds the Pagat
# and clubs (V17), or no club (V17_VOID).
V17 = {
    0: "KC QC CC JC T2 T3 T4 T5 KH QH KD QD",
    1: "SK T20 T19 T18 CH JH 1H 2H CD JD 1D 2D",
    2: "T21 T17 T16 T15 KS QS CS JS 10S 9S 3H 4H",
    3: "T1 T6 T7 T8 10C 9C 8C 7C 3D 4D 8S 7S",
    "talon": "T9 T10 T11 T12 T13 T14",
}
V17_VOID = {
    0: "KC QC CC JC 10C 9C 8C 7C T2 T3 T4 T5",
    1: "SK T20 T19 T18 CH JH 1H 2H CD JD 1D 2D",
    2: "T21 T17 T16 T15 KS QS CS JS 10S 9S 3H 4H",
    3: "T1 T6 T7 T8 KH QH KD QD 3D 4D 8S 7S",
    "talon": "T9 T10 T11 T12 T13 T14",
}

# The trula split between A (Pagat), B (Škis) and C (Mond).
EMP = {
    0: "T1 T2 T3 KH QH CH KD QD CD KS QS CS",
    1: "SK T4 T5 JH 1H 2H JD 1D 2D JS 10S 9S",
    2: "T21 T6 T7 3H 4H 3D 4D 8S 7S KC QC CC",
    3: "T8 T9 T10 JC 10C 9C 8C 7C T11 T12 T13 T14",
    "talon": "T15 T16 T17 T18 T19 T20",
}

# Colour valat by A, who holds every heart.
CV = {
    0: "KH QH CH JH 1H 2H 3H 4H T20 T2 KD KS",
    1: "SK T3 T4 T5 QD CD JD 1D QS CS JS 10S",
    2: "T21 T6 T7 T8 2D 3D 4D 9S 8S 7S KC QC",
    3: "T1 T9 T10 T11 CC JC 10C 9C 8C 7C T12 T13",
    "talon": "T14 T15 T16 T17 T18 T19",
}

# Beggar by B, whose only tarok is the Škis.
BEG = {
    0: "T2 T3 4H 3H KD QD CD JD KC QC CC JC",
    1: "7S SK KH QH CH JH 1D 2D 3D 4D 10C 9C",
    2: "8S T4 T5 T6 T7 T8 T9 1H 2H 8C 7C T10",
    3: "KS QS CS JS 10S 9S T11 T12 T13 T14 T15 T16",
    "talon": "T17 T18 T19 T20 T21 T1",
}

ALL_PASS = "pass pass pass pass"


def klop(cards: Cards, rules: Rules = PAGAT) -> DealState:
    """Forehand chooses klop after three passes; the cards are ready to be played."""
    s = run(deal(cards, rules), "pass pass pass declare:klop")
    if rules.klop_kontra == "once":
        s = run(s, ALL_PASS)
    assert s.phase == Phase.PLAY and s.to_move == 0
    return s


def solo_without(cards: Cards, rules: Rules = PAGAT, seat: int = 0) -> DealState:
    """``seat`` plays Solo without (everybody else passes); nobody kontras."""
    bidding = "pass pass pass" if seat == 0 else "pass " * (seat - 1) + "bid:solo_without"
    s = run(deal(cards, rules), bidding)
    while s.phase == Phase.BIDDING:
        s = run(s, "pass")
    s = run(s, f"declare:solo_without {ALL_PASS}")
    assert s.phase == Phase.PLAY and s.to_move == seat
    return s


# -- following in positive games ------------------------------------------------------------


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_must_follow_suit(rules: Rules) -> None:
    s = run(solo_without(POS, rules), "play:QH")
    # B follows hearts, with a higher or a lower heart: no obligation to overtake.
    assert plays(s) == {"KH", "1H", "2H"}
    s = run(s, "play:2H play:T11")
    # D holds hearts: he must follow even though a tarok already wins the trick.
    assert plays(s) == {"CH", "JH", "3H"}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_void_must_trump(rules: Rules) -> None:
    s = run(solo_without(POS, rules), "play:QH play:2H")
    # C has no heart: any tarok, and no diamond.
    assert plays(s) == {"T18", "T17", "T16", "T15", "T14", "T13", "T12", "T11"}
    s = run(s, "play:T11 play:3H")
    assert s.tricks[0].winner == 2
    s = run(s, "play:CD")
    # D has no diamond: a tarok, either one (no obligation to overtake).
    assert plays(s) == {"T2", "T1"}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_taroks_led_must_follow_with_tarok(rules: Rules) -> None:
    s = run(solo_without(POS, rules), "play:T4")
    assert plays(s) == {"T20", "T19", "T3"}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_void_without_tarok_plays_anything(rules: Rules) -> None:
    s = run(solo_without(POS, rules), "play:QH play:2H play:T11 play:3H")
    s = run(s, "play:CD play:T2 play:KD play:1D")  # D trumps with T2
    s = run(s, "play:8C play:7C play:JC play:T12")  # C wins
    s = run(s, "play:2D play:T1 play:QD play:JD")  # D's last tarok
    s = run(s, "play:9C play:QC play:10C play:T13")
    assert [t.winner for t in s.tricks] == [2, 3, 2, 3, 2]
    s = run(s, "play:3D")
    assert s.to_move == 3
    # No diamond and no tarok: any card.
    assert plays(s) == hand(s, 3) == {"CH", "JH", "KS", "QS", "CS", "JS", "7S"}


# -- must-beat in negative games ----------------------------------------------------------


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_negative_game_must_beat_in_suit(rules: Rules) -> None:
    s = run(klop(KLOP1, rules), "play:9S")
    assert plays(s) == {"KS", "10S"}  # not 7S


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_negative_game_cannot_beat_plays_any_of_suit(rules: Rules) -> None:
    s = run(klop(KLOP1, rules), "play:9S play:KS")
    assert plays(s) == {"QS", "CS", "8S"}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_negative_game_void_must_play_tarok(rules: Rules) -> None:
    s = run(klop(KLOP1, rules), "play:9S play:KS play:8S")
    # Any tarok wins over spades; the Pagat is held back (it is not D's only tarok).
    assert plays(s) == {"T21", "T20", "T19", "T18", "T6", "T4"}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_negative_game_must_beat_with_tarok(rules: Rules) -> None:
    s = run(klop(KLOP1, rules), KLOP1_TRICKS[0] + " play:T4")
    assert plays(s) == {"T15", "T10"}  # not T3, T2
    s = run(s, "play:T10")
    assert plays(s) == {"SK", "T16"}  # not T7, T5
    s = run(s, "play:T16")
    assert plays(s) == {"T17"}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_negative_game_void_must_top_tarok_in_trick(rules: Rules) -> None:
    s = run(klop(KLOP2, rules), "play:4H")
    assert plays(s) == {"T17", "T16", "T4", "T3"}
    s = run(s, "play:T16")
    # C is void too and must top the T16.
    assert plays(s) == {"T20", "T19"}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_negative_game_suit_cannot_win_after_tarok(rules: Rules) -> None:
    s = run(klop(KLOP2, rules), "play:4H play:T16 play:T19")
    # D holds hearts, but a tarok already wins: any heart, the lowest included.
    assert plays(s) == {"KH", "QH", "3H"}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_negative_game_void_cannot_top_any_tarok(rules: Rules) -> None:
    # B plays the Pagat as his only tarok; C must top it; D cannot top the Mond.
    s = run(klop(KLOP3, rules), "play:4H")
    assert plays(s) == {"T1"}
    s = run(s, "play:T1")
    assert plays(s) == {"T21", "T20", "T19", "T18", "T17", "T16", "T15"}
    s = run(s, "play:T21")
    # The Škis would lose to the Pagat (emperor trick): no card wins, so any tarok, and
    # the Škis is not forced.
    assert plays(s) == {"SK", "T8", "T7", "T5"}
    s = run(s, "play:SK")
    assert s.tricks[0].winner == 1


def test_negative_game_skis_forced_when_emperor_is_ordered_v16() -> None:
    # Škis and Mond fall after the Pagat: under the ordered variant the Škis wins, so the
    # must-beat rule forces it.
    s = run(klop(KLOP3, ORDERED), "play:4H play:T1 play:T21")
    assert plays(s) == {"SK"}
    s = run(s, "play:SK")
    assert s.tricks[0].winner == 3


@pytest.mark.parametrize("rules", [*PRESETS, NOT_LEAD], ids=lambda r: r.name + r.pagat_negative)
def test_negative_game_pagat_onto_skis_and_mond_is_forced(rules: Rules) -> None:
    s = run(klop(KLOP4, rules), "play:4H")
    assert plays(s) == {"SK"}
    s = run(s, "play:SK")
    assert plays(s) == {"T21", "T20", "T19", "T18", "T17", "T16", "T15"}
    s = run(s, "play:T21")
    # Only the Pagat wins the trick: must-beat forces it.
    assert plays(s) == {"T1"}
    s = run(s, "play:T1")
    assert s.tricks[0].winner == 3


# -- the Pagat in negative games (V18) ------------------------------------------------------


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_pagat_in_klop_only_as_only_tarok_v18(rules: Rules) -> None:
    assert rules.pagat_negative == "only_tarok"
    # D holds the Pagat with other taroks: he may not play it onto a suit lead.
    s = run(klop(KLOP1, rules), "play:9S play:KS play:8S")
    assert "T1" not in plays(s)
    # B's only tarok is the Pagat: he must play it when void.
    t = run(klop(KLOP3, rules), "play:4H")
    assert plays(t) == {"T1"}


def test_pagat_lead_in_klop_v18() -> None:
    many = {
        0: "T1 T2 KH QH CH JH 1H 2H 3H 4H KD QD",
        1: "T3 T4 T5 T6 T7 CD JD 1D 2D 3D 4D KS",
        2: "T8 T9 T10 T11 T12 QS CS JS 10S 9S 8S 7S",
        3: "T13 T14 T15 T16 T17 KC QC CC JC 10C 9C 8C",
        "talon": "T18 T19 T20 T21 SK 7C",
    }
    only = {
        0: "T1 7C KH QH CH JH 1H 2H 3H 4H KD QD",
        1: "T3 T4 T5 T6 T7 CD JD 1D 2D 3D 4D KS",
        2: "T8 T9 T10 T11 T12 QS CS JS 10S 9S 8S 7S",
        3: "T13 T14 T15 T16 T17 KC QC CC JC 10C 9C 8C",
        "talon": "T18 T19 T20 T21 SK T2",
    }
    for rules in PRESETS:
        # With other taroks the Pagat may not be led.
        assert plays(klop(many, rules)) == hand(klop(many, rules), 0) - {"T1"}
        # As the only tarok it may.
        assert "T1" in plays(klop(only, rules))
    # The other variant: never led unless it is the last card, even as the only tarok.
    assert plays(klop(only, NOT_LEAD)) == hand(klop(only, NOT_LEAD), 0) - {"T1"}


def test_pagat_may_follow_under_not_lead_variant_v18() -> None:
    s = run(klop(KLOP1, NOT_LEAD), "play:9S play:KS play:8S")
    assert plays(s) == {"T21", "T20", "T19", "T18", "T6", "T4", "T1"}


def test_pagat_last_card_may_be_led_v18() -> None:
    # A leads his eleven high taroks (nobody can top them) and keeps the Pagat to the end.
    high = {
        0: "SK T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T1",
        1: "T11 T10 T9 KH QH CH JH 1H 2H 3H 4H KD",
        2: "T8 T7 T6 QD CD JD 1D 2D 3D 4D KS QS",
        3: "T5 T4 T3 T2 CS JS 10S 9S 8S 7S KC QC",
        "talon": "CC JC 10C 9C 8C 7C",
    }
    for rules in (*PRESETS, NOT_LEAD):
        s = klop(high, rules)
        assert "T1" not in plays(s)
        for lead in ("SK", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T12"):
            s = run(s, f"play:{lead}")
            for _ in range(3):
                s = run(s, [f"play:{sorted(plays(s))[0]}"])
            assert s.tricks[-1].winner == 0
        assert hand(s, 0) == {"T1"}
        assert plays(s) == {"T1"}


# -- emperor trick (V16) and forced Pagat (V17) ----------------------------------------------


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_emperor_trick_pagat_wins_any_order(rules: Rules) -> None:
    assert rules.emperor_any_order
    s = run(solo_without(EMP, rules), "play:T1 play:SK play:T21 play:T8")
    assert s.tricks[0].winner == 0


def test_emperor_trick_ordered_switch_v16() -> None:
    # The Pagat led before Škis and Mond: the Škis wins.
    s = run(solo_without(EMP, ORDERED), "play:T1 play:SK play:T21 play:T8")
    assert s.tricks[0].winner == 1
    # Škis and Mond before the Pagat: the Pagat wins in both variants.
    for rules in (PAGAT, ORDERED):
        t = run(solo_without(EMP, rules, seat=1), "play:SK play:T21 play:T8 play:T1")
        assert t.tricks[0].winner == 0


def test_forced_pagat_palcka_v17() -> None:
    s = run(solo_without(V17_VOID, PALCKA), "play:KC play:SK play:T21")
    # D has no club: onto Škis and Mond the Pagat must go.
    assert plays(s) == {"T1"}
    s = run(s, "play:T1")
    assert s.tricks[0].winner == 3


def test_no_forced_pagat_pagat_v17() -> None:
    s = run(solo_without(V17_VOID, PAGAT), "play:KC play:SK play:T21")
    assert plays(s) == {"T1", "T6", "T7", "T8"}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_forced_pagat_only_when_pagat_may_be_played_v17(rules: Rules) -> None:
    s = run(solo_without(V17, rules), "play:KC play:SK play:T21")
    # D holds clubs: follow suit first.
    assert plays(s) == {"10C", "9C", "8C", "7C"}


def test_forced_pagat_on_tarok_lead_palcka_v17() -> None:
    s = run(solo_without(V17_VOID, PALCKA), "play:T2 play:SK play:T21")
    assert plays(s) == {"T1"}
    t = run(solo_without(V17_VOID, PAGAT), "play:T2 play:SK play:T21")
    assert plays(t) == {"T1", "T6", "T7", "T8"}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_mond_captured_when_skis_falls_in_the_same_trick(rules: Rules) -> None:
    s = run(solo_without(V17, rules), "play:KC play:SK play:T21 play:7C")
    assert s.tricks[0].winner == 1
    assert s.mond_captured == (2,)
    # Emperor trick: the Pagat wins, and the Mond is still captured.
    t = run(solo_without(V17_VOID, rules), "play:KC play:SK play:T21 play:T1")
    assert t.tricks[0].winner == 3
    assert t.mond_captured == (2,)
    # Mond without the Škis in the trick: nothing.
    u = run(solo_without(V17, rules), "play:KC play:T20 play:T21 play:7C")
    assert u.mond_captured == ()


# -- colour valat ---------------------------------------------------------------------------


def colour_valat(rules: Rules) -> DealState:
    s = run(deal(CV, rules), f"pass pass pass declare:colour_valat {ALL_PASS}")
    assert s.contract == Contract.COLOUR_VALAT
    assert s.phase == Phase.PLAY and s.to_move == 0  # the declarer leads
    return s


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_colour_valat_taroks_do_not_trump(rules: Rules) -> None:
    s = run(colour_valat(rules), "play:KH")
    # Void in hearts: a tarok must still be played, though it cannot win.
    assert plays(s) == {"SK", "T3", "T4", "T5"}
    s = run(s, "play:T5 play:T8 play:T9")
    assert s.tricks[0].winner == 0


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_colour_valat_emperor_exception_on_suit_lead(rules: Rules) -> None:
    s = run(colour_valat(rules), "play:KH play:SK play:T21")
    expected = {"T1"} if rules.forced_pagat else {"T1", "T9", "T10", "T11", "T12", "T13"}
    assert plays(s) == expected
    s = run(s, "play:T1")
    # Škis, Mond and Pagat in a trick led with a suit: the led suit wins.
    assert s.tricks[0].winner == 0
    # Taroks led: an ordinary suit, the highest tarok wins.
    s = run(s, "play:T20")
    assert plays(s) == {"T3", "T4", "T5"}
    s = run(s, "play:T3 play:T6 play:T9")
    assert s.tricks[1].winner == 0
    assert s.phase == Phase.PLAY


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_colour_valat_ends_when_declarer_loses_a_trick(rules: Rules) -> None:
    s = run(colour_valat(rules), "play:KH play:SK play:T21 play:T1 play:T20 play:T3 play:T6")
    s = run(s, "play:T9 play:T2 play:T4 play:T7")
    assert s.phase == Phase.PLAY
    s = run(s, "play:T10")
    assert s.tricks[2].winner == 3
    assert s.phase == Phase.DONE and len(s.tricks) == 3
    assert s.result is not None and s.result.won is False


# -- klop talon -----------------------------------------------------------------------------


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_klop_talon_card_added_to_first_six_tricks(rules: Rules) -> None:
    s = klop(KLOP1, rules)
    talon = s.talon
    for i, trick in enumerate(KLOP1_TRICKS):
        assert s.trick_extra == talon[i]
        s = run(s, trick)
        assert s.tricks[i].winner == KLOP1_WINNERS[i]
        assert s.to_move == s.leader == KLOP1_WINNERS[i]  # the winner leads next
        assert s.tricks[i].extra == talon[i]
        assert s.piles[KLOP1_WINNERS[i]] >> talon[i] & 1
    assert s.trick_extra == NO_CARD
    s = run(s, "play:2H")
    assert s.trick_extra == NO_CARD
    piles = [codes(p) for p in s.piles]
    assert piles[3] == {"9S", "KS", "8S", "T6", "T13", "JS", "7S", "CS", "T18", "9C"}
    assert piles[2] == {"T4", "T10", "T16", "T17", "T14", "JC", "KC", "QC", "T8", "10C"}


# -- leads ----------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_forehand_leads_in_normal_games(rules: Rules) -> None:
    # C (seat 2) plays Solo three; forehand (seat 0) leads.
    s = run(deal(POS, rules), "pass bid:solo_three pass pass declare:solo_three talon:1")
    s = run(s, f"discard:T7 discard:T6 discard:T5 {ALL_PASS}")
    assert s.phase == Phase.PLAY and s.declarer == 2
    assert s.to_move == s.leader == 0


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_forehand_leads_in_klop(rules: Rules) -> None:
    s = klop(POS, rules)
    assert s.to_move == s.leader == 0


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
@pytest.mark.parametrize(
    "contract", ["beggar", "solo_without", "open_beggar", "colour_valat", "valat"]
)
def test_declarer_leads_in_beggar(rules: Rules, contract: str) -> None:
    s = run(deal(BEG, rules), f"bid:{contract} pass pass pass declare:{contract}")
    s = run(s, ALL_PASS)
    assert s.phase == Phase.PLAY and s.declarer == 1
    assert s.to_move == s.leader == 1


# -- early ends -----------------------------------------------------------------------------


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
@pytest.mark.parametrize("contract", ["beggar", "open_beggar"])
def test_beggar_ends_when_declarer_takes_a_trick(rules: Rules, contract: str) -> None:
    s = run(deal(BEG, rules), f"bid:{contract} pass pass pass declare:{contract} {ALL_PASS}")
    s = run(s, "play:7S")
    assert plays(s) == {"8S"}
    s = run(s, "play:8S")
    assert plays(s) == {"KS", "QS", "CS", "JS", "10S", "9S"}
    s = run(s, "play:9S")
    assert plays(s) == {"T2", "T3"}
    s = run(s, "play:T2 play:T3")
    assert plays(s) == {"SK"}
    s = run(s, "play:SK")
    assert plays(s) == {"T4", "T5", "T6", "T7", "T8", "T9", "T10"}
    s = run(s, "play:T4")
    assert s.phase == Phase.PLAY
    s, events = run_events(s, "play:T11")
    assert s.tricks[1].winner == 1
    assert s.phase == Phase.DONE and len(s.tricks) == 2
    assert [e.kind for e in events][-1] == "deal_over"
    assert s.result is not None and s.result.won is False


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_valat_contract_ends_when_declarer_loses_a_trick(rules: Rules) -> None:
    s = run(deal(EMP, rules), f"pass pass pass declare:valat {ALL_PASS}")
    assert s.to_move == 0
    s = run(s, "play:KD play:JD play:3D")
    assert s.phase == Phase.PLAY
    s = run(s, "play:T8")
    assert s.tricks[0].winner == 3
    assert s.phase == Phase.DONE and len(s.tricks) == 1


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_announced_valat_ends_early(rules: Rules) -> None:
    ann = {
        0: "SK T21 T20 T19 T18 T17 KH QH QD 10S 9S 7C",
        1: "T16 T15 T14 T13 T1 CH JH 1H KD CD QS 8C",
        2: "T11 T10 T9 T8 T7 2H 3H JD 1D KS CS 10C",
        3: "T6 T5 T4 T3 T2 4H 2D 3D JS 8S KC QC",
        "talon": "T12 4D 7S CC JC 9C",
    }
    start = "pass pass pass declare:three call:KS talon:1 discard:CC discard:JC discard:9C"
    first_trick = "play:7C play:8C play:10C play:KC"
    s = run(deal(ann, rules), f"{start} announce:valat pass pass pass pass {first_trick}")
    assert s.tricks[0].winner == 3
    assert s.phase == Phase.DONE and len(s.tricks) == 1
    # Without the announcement, a normal game is always played out.
    t = run(deal(ann, rules), f"{start} {ALL_PASS} {first_trick}")
    assert t.phase == Phase.PLAY


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_open_beggar_hand_public_after_first_trick(rules: Rules) -> None:
    s = run(deal(BEG, rules), f"bid:open_beggar pass pass pass declare:open_beggar {ALL_PASS}")
    s = run(s, "play:7S play:8S play:9S")
    for seat in (None, 0, 2, 3):
        assert view(s, seat).open_hand == 0
    s = run(s, "play:T2")
    assert s.tricks[0].winner == 0
    for seat in (None, 0, 2, 3):
        assert view(s, seat).open_hand == s.hands[1]
    assert codes(view(s, 2).open_hand) == {
        "SK",
        "KH",
        "QH",
        "CH",
        "JH",
        "1D",
        "2D",
        "3D",
        "4D",
        "10C",
        "9C",
    }
    # An ordinary beggar's hand stays hidden.
    b = run(deal(BEG, rules), f"bid:beggar pass pass pass declare:beggar {ALL_PASS}")
    b = run(b, "play:7S play:8S play:9S play:T2")
    assert view(b, 2).open_hand == 0
