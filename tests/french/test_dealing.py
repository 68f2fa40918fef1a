"""Dealing in the fixed pattern for 3, 4 and 5 players, and the petit sec."""

from __future__ import annotations

import random

import pytest

from engine import families
from engine.core.errors import MalformedAction
from engine.french import Phase, parse_hand, view
from engine.french.dealing import deal_cards, deal_order, is_petit_sec
from tests.french.scenario import BASE4, PETIT_SEC4, deal


@pytest.mark.parametrize(
    ("players", "packet", "chien_positions"),
    [
        # Each round: forehand's packet, then (in the rounds marked) one card to the chien.
        (3, 4, [4 + 13 * r for r in range(6)]),
        (4, 3, [3 + 13 * r for r in range(6)]),
        (5, 3, [3 + 16 * r for r in range(3)]),
    ],
)
def test_the_fixed_dealing_pattern(players: int, packet: int, chien_positions: list[int]) -> None:
    cards = list(range(78))
    dealer = players - 1
    hands, chien = deal_order(cards, players, dealer)
    assert chien == chien_positions
    assert 0 not in chien and 77 not in chien  # the first and the last card never
    size = {3: 24, 4: 18, 5: 15}[players]
    assert all(h.bit_count() == size for h in hands)
    # Forehand (seat 0) gets the first packet, the dealer the last.
    assert hands[0] & ((1 << packet) - 1) == (1 << packet) - 1
    assert hands[dealer] >> 77 & 1
    seen = 0
    for h in hands:
        seen |= h
    assert seen | sum(1 << c for c in chien) == (1 << 78) - 1


def test_the_same_seed_deals_the_same_cards() -> None:
    a = deal_cards(random.Random(5), 4, 2)
    b = deal_cards(random.Random(5), 4, 2)
    assert a == b
    assert a != deal_cards(random.Random(6), 4, 2)


def test_petit_sec_is_the_petit_as_only_trump_without_the_excuse() -> None:
    assert is_petit_sec(parse_hand("T1 KH QH"))
    assert not is_petit_sec(parse_hand("T1 EX KH"))  # the Excuse saves it
    assert not is_petit_sec(parse_hand("T1 T2 KH"))
    assert not is_petit_sec(parse_hand("T2 KH QH"))


def test_petit_sec_annuls_the_deal_and_shows_the_hand_to_everyone() -> None:
    s = deal(PETIT_SEC4)
    assert s.phase == Phase.ANNULLED and s.petit_sec == (1,)
    assert families.get("french").is_over(s)
    for seat in (None, 0, 2, 3):
        assert view(s, seat).petit_sec == ((1, s.hands[1]),)
        assert view(s, seat).legal == ()


def test_an_explicit_deal_must_hold_every_card_once() -> None:
    bad = dict(BASE4)
    bad["chien"] = "6C 5C 4C 3C 2C KH"  # KH is also in seat 0's hand
    with pytest.raises(MalformedAction):
        deal(bad)
    short = dict(BASE4)
    short[0] = BASE4[0].rsplit(" ", 1)[0]
    with pytest.raises(MalformedAction):
        deal(short)
