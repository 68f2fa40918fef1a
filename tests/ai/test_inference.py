"""Reading voids from the tricks of any family's deck (the Excuse shows nothing)."""

from __future__ import annotations

import random

from engine.ai.inference import follow_voids, higher_in_suit, played_cards, tricks_seen
from engine.core import CardSpec, Deck, Suit, build_deck
from engine.slovenian.cards import SUIT_MASKS, TAROK_DECK, TAROK_MASK, parse_card
from tests.ai.fake.family import DECK, FAMILY


def _c(*codes: str) -> tuple[int, ...]:
    return tuple(parse_card(x) for x in codes)


def test_not_following_shows_a_void_and_not_trumping_shows_no_trumps() -> None:
    hearts, spades = SUIT_MASKS[0], SUIT_MASKS[2]
    # Seat 1 leads K♥; seat 2 trumps (void in hearts); seat 3 throws a spade (no heart, no
    # tarok); seat 0 follows.
    voids = follow_voids(TAROK_DECK, 4, [(1, _c("KH", "T5", "7S", "1H"))])
    assert voids[1] == 0 and voids[0] == 0
    assert voids[2] == hearts
    assert voids[3] == hearts | TAROK_MASK
    # Without the trump obligation only the suit is known.
    loose = follow_voids(TAROK_DECK, 4, [(1, _c("KH", "T5", "7S", "1H"))], trump_when_void=False)
    assert loose[3] == hearts
    # A tarok lead: a spade shows no tarok (and nothing about spades).
    voids = follow_voids(TAROK_DECK, 3, [(0, _c("T10", "8S", "T2"))])
    assert voids == [0, TAROK_MASK, 0]
    assert not voids[1] & spades


def _deck_with_excuse() -> Deck:
    return build_deck(
        "excused",
        trumps=[CardSpec(f"T{i}", f"T{i}", 1) for i in range(1, 4)],
        suits=[(Suit("H", "H", "hearts", True), [CardSpec(f"{r}H", f"{r}H", 1) for r in "12K"])],
        excuse=CardSpec("EX", "Excuse", 9),
    )


def test_the_excuse_shows_nothing_and_a_trick_it_leads_is_led_by_the_next_card() -> None:
    deck = _deck_with_excuse()
    ex, t1, h1, h2 = (deck.parse_card(x) for x in ("EX", "T1", "1H", "2H"))
    # Seat 0 leads the Excuse, seat 1 the 1H (which sets the suit), seat 2 trumps.
    voids = follow_voids(deck, 3, [(0, (ex, h1, t1))])
    assert voids == [0, 0, deck.suit_mask(0)]
    # The Excuse played to a heart trick shows no void in hearts.
    voids = follow_voids(deck, 3, [(0, (h1, ex, h2))])
    assert voids == [0, 0, 0]
    assert follow_voids(deck, 3, [(0, (ex,))]) == [0, 0, 0]


def test_higher_in_suit_follows_the_ranks() -> None:
    assert higher_in_suit(TAROK_DECK, parse_card("QH")) == 1 << parse_card("KH")
    assert higher_in_suit(TAROK_DECK, parse_card("SK")) == 0
    assert higher_in_suit(TAROK_DECK, parse_card("T20")).bit_count() == 2
    # Red pips rank 4 3 2 1 upwards: above the 2♥ are the 1♥ and the pictures.
    assert higher_in_suit(TAROK_DECK, parse_card("2H")).bit_count() == 5
    assert higher_in_suit(DECK, DECK.parse_card("8H")) == (
        1 << DECK.parse_card("9H") | 1 << DECK.parse_card("KH")
    )


def test_tricks_seen_and_played_cards_read_any_view() -> None:
    s = FAMILY.deal(FAMILY.rules(), 3, 0, random.Random(4))
    played = []
    for _ in range(4):
        a = FAMILY.legal_actions(s)[0]
        played.append(a.arg)
        s, _ = FAMILY.apply(s, a)
    v = FAMILY.view(s, 0)
    seen = tricks_seen(v)
    assert len(seen) == 2 and seen[0][1] == tuple(played[:3]) and seen[1][1] == (played[3],)
    assert played_cards(v) == sum(1 << c for c in played)
