"""The deck: the shared 54-card layout, Czech labels, card points and counting in threes."""

from __future__ import annotations

import pytest

from engine.czech import DECK, parse_card, parse_cards, pile_points
from engine.czech.cards import (
    FIVE_POINT_MASK,
    KING_MASK,
    POINTS,
    TAROK_MASK,
    card_label,
    format_hand,
    thirds_to_points,
)


def test_deck_layout_taroks_then_skyz_then_suits_low_to_high() -> None:
    assert DECK.size == 54
    assert DECK.codes[:21] == tuple(f"T{i}" for i in range(1, 22))
    assert DECK.labels[0] == "I" and DECK.labels[20] == "XXI" and DECK.labels[18] == "XIX"
    assert DECK.codes[21] == "SK" and DECK.labels[21] == "Škýz"
    red = ["4", "3", "2", "1", "J", "C", "Q", "K"]
    black = ["7", "8", "9", "10", "J", "C", "Q", "K"]
    expected = [r + "H" for r in red] + [r + "D" for r in red]
    expected += [r + "S" for r in black] + [r + "C" for r in black]
    assert list(DECK.codes[22:]) == expected
    assert DECK.labels[22:24] == ("4♥", "3♥") and DECK.labels[53] == "K♣"
    assert DECK.honours == (1 << 0) | (1 << 20) | (1 << 21)
    assert DECK.name == "taroky54"


def test_skyz_is_also_written_t22() -> None:
    assert parse_card("T22") == parse_card("sk") == 21


def test_card_points_five_four_three_two_one() -> None:
    by_code = {code: POINTS[c] for c, code in enumerate(DECK.codes)}
    for five in ("SK", "T21", "T1", "KH", "KD", "KS", "KC"):
        assert by_code[five] == 5
    assert by_code["QH"] == 4 and by_code["CS"] == 3 and by_code["JD"] == 2
    assert by_code["T20"] == by_code["1H"] == by_code["10S"] == by_code["7C"] == 1
    assert sum(POINTS) == 106
    assert (FIVE_POINT_MASK & TAROK_MASK).bit_count() == 3 and KING_MASK.bit_count() == 4


def test_values_in_thirds_make_210_and_the_deck_counts_70() -> None:
    assert DECK.unit == 3
    assert DECK.total_value == 210
    assert pile_points(DECK.full_mask) == 70


@pytest.mark.parametrize(
    ("pile", "points"),
    [
        ("KS QH T7", 8),  # a group of three: 5 + 4 + 1 − 2
        ("T2 T3 T4", 1),  # three one-point cards
        ("CH JH", 4),  # a group of two: 3 + 2 − 1
        ("KH", 4),  # a single five-point card left over: 5 − 1
        ("T9", 0),  # a single one-point card is worth nothing
        ("KS QH T7 CH JH", 12),  # 8 + 4
    ],
)
def test_counting_in_groups_of_three(pile: str, points: int) -> None:
    assert pile_points(parse_cards(pile)) == points


def test_two_sides_always_add_up_to_70() -> None:
    cards = list(range(54))
    for cut in range(55):
        assert pile_points(cards[:cut]) + pile_points(cards[cut:]) == 70


def test_rounding_of_thirds_never_ties() -> None:
    assert [thirds_to_points(t) for t in (0, 1, 2, 3, 4, 5)] == [0, 0, 1, 1, 1, 2]


def test_hand_notation_sorts_taroks_high_to_low_then_suits() -> None:
    assert format_hand(DECK.parse_hand("7C T1 KH SK 1H")) == "SK T1 KH 1H 7C"
    assert card_label(parse_card("10S")) == "10♠"
