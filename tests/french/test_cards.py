"""The 78-card deck: its layout, notation, values in halves and the bouts."""

from __future__ import annotations

import pytest

from engine.core.errors import MalformedAction
from engine.french import (
    TAROT_DECK,
    card_code,
    card_label,
    format_halves,
    format_hand,
    halves,
    parse_card,
    parse_hand,
    parse_points,
)
from engine.french.cards import BOUT_MASK, EXCUSE, PETIT, TWENTY_ONE, sort_for_display


def test_the_deck_layout_trumps_excuse_then_hearts_diamonds_spades_clubs_low_to_high() -> None:
    d = TAROT_DECK
    assert d.name == "tarot78" and d.size == 78 and d.unit == 2
    assert [d.codes[i] for i in range(21)] == [f"T{t}" for t in range(1, 22)]
    assert d.codes[21] == "EX" and d.excuse == 21
    ranks = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K"]
    for s, letter in enumerate("HDSC"):
        assert [d.codes[22 + 14 * s + r] for r in range(14)] == [r + letter for r in ranks]
        assert d.suit_info[s].letter == letter
    assert [x.symbol for x in d.suit_info] == ["♥", "♦", "♠", "♣"]
    # Trumps are the suit after the four plain suits; the Excuse is alone in the next.
    assert d.trump_suit == 4 and d.suits[21] == 5
    assert all(d.ranks[c] < d.ranks[c + 1] for c in range(20))


def test_card_values_in_halves_total_91_points() -> None:
    d = TAROT_DECK
    assert d.total_value == 182
    assert [d.values[parse_card(c)] for c in ("T1", "T21", "EX", "KH", "QD", "CS", "JC")] == [
        9,
        9,
        9,
        9,
        7,
        5,
        3,
    ]
    assert {d.values[parse_card(c)] for c in ("T2", "T20", "10H", "1C", "7S")} == {1}
    assert halves(d.full_mask) == 182


def test_the_bouts_are_the_petit_the_21_and_the_excuse() -> None:
    assert BOUT_MASK == (1 << PETIT) | (1 << TWENTY_ONE) | (1 << EXCUSE)
    assert TAROT_DECK.honours == BOUT_MASK


def test_notation_round_trips_for_every_card() -> None:
    for c in range(78):
        assert parse_card(card_code(c)) == c
    full = TAROT_DECK.full_mask
    assert parse_hand(format_hand(full)) == full


def test_french_rank_letters_are_accepted_as_aliases() -> None:
    assert parse_card("RH") == parse_card("KH")
    assert parse_card("DD") == parse_card("QD")
    assert parse_card("VS") == parse_card("JS")
    assert parse_card("cc") == parse_card("CC")  # knight (cavalier) of clubs
    assert card_code(parse_card("rc")) == "KC"


def test_unknown_or_duplicate_cards_are_malformed() -> None:
    with pytest.raises(MalformedAction):
        parse_card("T22")
    with pytest.raises(MalformedAction):
        parse_card("11H")
    with pytest.raises(MalformedAction):
        parse_hand("KH RH")


def test_labels_for_display() -> None:
    assert card_label(parse_card("T21")) == "21"
    assert card_label(parse_card("EX")) == "Excuse"
    assert card_label(parse_card("KH")) == "K♥"
    assert card_label(parse_card("10S")) == "10♠"


def test_hands_sort_trumps_high_to_low_then_the_excuse_then_the_suits() -> None:
    cards = [parse_card(c) for c in ("1C", "EX", "KH", "T1", "T21", "QS", "2D")]
    assert [card_code(c) for c in sort_for_display(cards)] == [
        "T21",
        "T1",
        "EX",
        "KH",
        "2D",
        "QS",
        "1C",
    ]


def test_half_points_are_written_and_read_as_players_write_them() -> None:
    assert format_halves(81) == "40½"
    assert format_halves(82) == "41"
    assert format_halves(-3) == "-1½"
    assert parse_points("40½") == 81
    assert parse_points("40.5") == 81
    assert parse_points("41") == 82
    with pytest.raises(ValueError):
        parse_points("forty")
