"""Card points and counting in groups of three."""

from __future__ import annotations

import random

from engine.slovenian.cards import (
    NUM_CARDS,
    TAROK_DECK,
    VALUE,
    mask_value,
    parse_cards,
    pile_points,
    points_thirds,
    thirds_to_points,
)


def count_in_threes(values: list[int]) -> int:
    """Counting as at the table: each group of three scores its sum − 2, a last group of
    one or two cards its sum − 1."""
    points = 0
    for i in range(0, len(values), 3):
        group = values[i : i + 3]
        points += sum(group) - (2 if len(group) == 3 else 1)
    return points


def test_card_values_five_four_three_two_one() -> None:
    values = dict(zip(TAROK_DECK.codes, VALUE, strict=True))
    for code in ("KH", "KD", "KS", "KC", "SK", "T21", "T1"):
        assert values[code] == 5
    for code in ("QH", "QC"):
        assert values[code] == 4
    assert values["CS"] == 3
    assert values["JD"] == 2
    for code in ("T2", "T11", "T20", "1H", "4D", "10S", "7C"):
        assert values[code] == 1


def test_deck_raw_value_is_106() -> None:
    assert sum(VALUE) == 106
    assert mask_value(TAROK_DECK.full_mask) == 106


def test_pooled_count_of_all_54_cards_is_70() -> None:
    assert NUM_CARDS == 54
    assert pile_points(TAROK_DECK.full_mask) == 70
    assert pile_points(list(range(NUM_CARDS))) == 70


def test_group_king_queen_seven_is_8() -> None:
    assert pile_points(parse_cards("KS QH T7")) == 8


def test_group_of_three_one_pointers_is_1() -> None:
    assert pile_points(parse_cards("T2 7S 4H")) == 1


def test_kaval_and_pob_left_over_count_4() -> None:
    assert pile_points(parse_cards("CD JD")) == 4
    assert pile_points(parse_cards("T2 7S 4H CD JD")) == 1 + 4


def test_single_king_left_over_counts_4() -> None:
    assert pile_points(parse_cards("KH")) == 4
    assert pile_points(parse_cards("T2 7S 4H KH")) == 1 + 4


def test_pile_of_25_cards_raw_47_is_30_and_the_other_side_40() -> None:
    pile = parse_cards("KH KD KS KC QH QD") + parse_cards(" ".join(f"T{t}" for t in range(2, 21)))
    assert len(pile) == 25
    assert mask_value(sum(1 << c for c in pile)) == 47
    assert pile_points(pile) == 30
    rest = [c for c in range(NUM_CARDS) if c not in pile]
    assert len(rest) == 29
    assert pile_points(rest) == 40


def test_integer_thirds_equal_counting_in_threes() -> None:
    # Each card is worth its value − 2/3: kept in integer thirds, rounded once per pile.
    assert points_thirds(47, 25) == 3 * 47 - 50
    assert thirds_to_points(points_thirds(47, 25)) == 30
    assert thirds_to_points(points_thirds(3, 3)) == 1  # fraction 0
    assert thirds_to_points(points_thirds(5, 1)) == 4  # 13/3: fraction 1/3 rounds down
    assert thirds_to_points(points_thirds(5, 2)) == 4  # 11/3: fraction 2/3 rounds up
    rng = random.Random(54)
    for _ in range(2000):
        n = rng.randint(0, NUM_CARDS)
        pile = rng.sample(range(NUM_CARDS), n)
        assert pile_points(pile) == count_in_threes([VALUE[c] for c in pile])


def test_two_sides_of_a_normal_game_always_sum_to_70() -> None:
    rng = random.Random(70)
    for _ in range(1000):
        cards = list(range(NUM_CARDS))
        rng.shuffle(cards)
        cut = rng.randint(0, NUM_CARDS)
        assert pile_points(cards[:cut]) + pile_points(cards[cut:]) == 70


def test_count_the_pooled_pile_not_each_trick() -> None:
    tricks = [parse_cards(t) for t in ("T2 T3 T4 T5", "T6 T7 T8 T9", "T10 T11 T12 T13")]
    pooled = [c for t in tricks for c in t]
    assert pile_points(pooled) == 12 - 2 * 4  # four groups of three one-pointers
    assert sum(pile_points(t) for t in tricks) == 3  # counting trick by trick is wrong
