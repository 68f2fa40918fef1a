"""Hand bonuses: every kind, cumulative, in the first announcement turn (C2 choice) or
automatic, paid by each other player to the announcer."""

from __future__ import annotations

import pytest

from engine.czech import Bonus, parse_hand, qualifying
from engine.czech.bonuses import trump_count_bonus
from tests.czech.hands import BONUSES
from tests.czech.scenario import AUTOMATIC, deal, legal, play_out, run, run_events

SUITS = "QH CH JH 1H 2H 3H 4H QD CD JD 1D 2D 3D 4D 7S 8S 9S 10S JS CS QS 7C 8C 9C"


def hand_of(taroks: str, others: str = "") -> int:
    """A 12-card hand: the given taroks and kings, filled up with plain suit cards."""
    cards = (taroks + " " + others).split()
    filler = [c for c in SUITS.split() if c not in cards]
    return parse_hand(" ".join(cards + filler[: 12 - len(cards)]))


@pytest.mark.parametrize(
    ("taroks", "bonus"),
    [
        ("", Bonus.NO_TRUMPS),
        ("T1", Bonus.NO_TRUMPS),  # the Pagát as the only tarok
        ("T1 T2", None),  # the Pagát and one other tarok: nothing
        ("T2", Bonus.FEW_TRUMPS),
        ("SK T21", Bonus.FEW_TRUMPS),  # the Škýz counts as a tarok
        ("T2 T3 T4", None),
        ("T2 T3 T4 T5 T6 T7 T8", None),
        ("T2 T3 T4 T5 T6 T7 T8 SK", Bonus.HALF_TRUMPS),
        ("T2 T3 T4 T5 T6 T7 T8 T9 T10", Bonus.HALF_TRUMPS),
        ("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11", Bonus.FULL_TRUMPS),
        ("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12", Bonus.FULL_TRUMPS),
    ],
)
def test_hand_bonus_trump_counts(taroks: str, bonus: Bonus | None) -> None:
    assert trump_count_bonus(hand_of(taroks)) == bonus


def test_hand_bonus_honours() -> None:
    assert Bonus.HONOURS in qualifying(hand_of("SK T21 T1"))
    assert Bonus.HONOURS not in qualifying(hand_of("SK T21 T2"))


def test_hand_bonus_four_kings_are_kings_and_four_five_point_cards() -> None:
    assert qualifying(hand_of("T2 T3 T4", "KH KD KS KC")) == (Bonus.KINGS, Bonus.FIVE_POINTERS)


def test_hand_bonus_four_five_point_cards() -> None:
    assert qualifying(hand_of("SK T21 T2", "KH KD")) == (Bonus.FIVE_POINTERS,)
    assert qualifying(hand_of("SK T21 T2", "KH")) == ()
    # The honours and a king: honours and four five-point cards.
    assert qualifying(hand_of("SK T21 T1", "KC")) == (Bonus.HONOURS, Bonus.FIVE_POINTERS)


def test_hand_bonus_cumulative_up_to_four_kinds() -> None:
    hand = hand_of("SK T21 T1 T20 T19 T18 T17 T16", "KH KD KS KC")
    assert qualifying(hand) == (Bonus.HALF_TRUMPS, Bonus.HONOURS, Bonus.KINGS, Bonus.FIVE_POINTERS)


SOLO_B = "bid:solo pass pass pass declare:solo"  # B plays solo: no exchange


def test_hand_bonus_offered_in_the_first_turn_by_choice() -> None:
    s = run(deal(BONUSES), SOLO_B)
    assert s.to_move == 1
    offered = {a for a in legal(s) if a.startswith("bonus:")}
    assert offered == {"bonus:half_trumps", "bonus:honours", "bonus:kings", "bonus:five_pointers"}
    s = run(s, "bonus:kings")
    assert "bonus:kings" not in legal(s) and "bonus:honours" in legal(s)
    s = run(s, "pass")
    assert {a for a in legal(s) if a.startswith("bonus:")} == {"bonus:full_trumps"}
    s = run(s, "pass")
    assert {a for a in legal(s) if a.startswith("bonus:")} == {"bonus:few_trumps"}
    s = run(s, "pass")
    assert {a for a in legal(s) if a.startswith("bonus:")} == {"bonus:no_trumps"}


def test_hand_bonus_only_in_the_first_turn() -> None:
    s = run(deal(BONUSES), SOLO_B + " pass kontra:game pass pass pass")
    # B's second turn (after C's flek): re, but no hand bonus any more.
    assert s.to_move == 1
    assert not {a for a in legal(s) if a.startswith("bonus:")}
    assert "kontra:game" in legal(s)


def test_hand_bonus_paid_by_each_other_player() -> None:
    s, events = run_events(
        deal(BONUSES), SOLO_B + " bonus:kings bonus:five_pointers pass bonus:full_trumps pass"
    )
    assert [(e.kind, e.seat, e.value) for e in events if e.kind == "hand_bonus"] == [
        ("hand_bonus", 1, 10),
        ("hand_bonus", 1, 5),
        ("hand_bonus", 2, 10),
    ]
    s = play_out(run(s, "pass pass"))
    assert s.result is not None
    bonus_lines = [line for line in s.result.lines if line.kind == "hand_bonus"]
    assert [(ln.item, ln.seat, ln.scores) for ln in bonus_lines] == [
        ("kings", 1, (-10, 30, -10, -10)),
        ("five_pointers", 1, (-5, 15, -5, -5)),
        ("full_trumps", 2, (-10, -10, 30, -10)),
    ]


def test_hand_bonus_judged_after_the_exchange() -> None:
    # BONUSES with a first bid: A (no trumps as dealt) draws t1–t4 = T3 T2 10C JC and lays
    # four suit cards aside: with T3 and T2 he now holds few trumps.
    s = run(deal(BONUSES), "pass pass pass declare:first call:T19")
    s = run(s, "discard:10C discard:JC discard:QH discard:CH discard:CC discard:4D")
    assert s.to_move == 0
    assert "bonus:no_trumps" not in legal(s) and "bonus:few_trumps" in legal(s)
    s = run(s, "pass")  # B (13 → 12 cards: CC laid aside) keeps his bonuses
    assert "bonus:kings" in legal(s)


def test_hand_bonus_automatic_switch_c2() -> None:
    s, events = run_events(deal(BONUSES, AUTOMATIC), SOLO_B)
    auto = [(e.seat, e.action and str(e.action)) for e in events if e.kind == "hand_bonus"]
    # Announced for everyone as the round opens, from the declarer round the table.
    assert auto == [
        (1, "bonus:half_trumps"),
        (1, "bonus:honours"),
        (1, "bonus:kings"),
        (1, "bonus:five_pointers"),
        (2, "bonus:full_trumps"),
        (3, "bonus:few_trumps"),
        (0, "bonus:no_trumps"),
    ]
    assert not {a for a in legal(s) if a.startswith("bonus:")}
    s = play_out(run(s, "pass pass pass pass"))
    assert s.result is not None
    bonus = [0, 0, 0, 0]
    for line in s.result.lines:
        if line.kind == "hand_bonus":
            bonus = [b + x for b, x in zip(bonus, line.scores, strict=True)]
    # B: 5 + 5 + 10 + 5 = 25 from each; C 10; D 5; A 5.
    assert bonus == [5 * 3 - 25 - 10 - 5, 75 - 10 - 5 - 5, 30 - 25 - 5 - 5, 15 - 25 - 10 - 5]
