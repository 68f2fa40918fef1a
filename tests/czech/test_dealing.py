"""The deal: talon t1–t6 first, then two rounds of six cards from forehand; no redeal."""

from __future__ import annotations

import random

import pytest

from engine.core.errors import MalformedAction
from engine.czech import Phase, new_deal
from engine.czech.dealing import deal_cards
from engine.czech.match import Match
from tests.czech.scenario import STANDARD


@pytest.mark.parametrize("dealer", range(4))
def test_deal_talon_first_then_two_rounds_of_six_from_forehand(dealer: int) -> None:
    order = list(range(54))
    random.Random(5).shuffle(order)
    hands, talon = deal_cards(random.Random(5), dealer)
    assert talon == order[:6]
    forehand = (dealer + 1) % 4
    for i in range(4):
        seat = (forehand + i) % 4
        first = order[6 + 6 * i : 12 + 6 * i]
        second = order[30 + 6 * i : 36 + 6 * i]
        assert hands[seat] == sum(1 << c for c in first + second)


def test_deal_no_redeal_even_without_taroks() -> None:
    # A hand without a tarok is dealt and played (it earns a hand bonus), never redealt.
    rng = random.Random(0)
    for _ in range(3000):
        hands, talon = deal_cards(rng, 0)
        if any(h & ((1 << 22) - 1) == 0 for h in hands):
            s = new_deal(STANDARD, hands, talon, 0)
            assert s.phase == Phase.BIDDING
            return
    pytest.fail("no tarokless hand in 3000 deals")


def test_deal_refuses_wrong_hands() -> None:
    hands, talon = deal_cards(random.Random(1), 0)
    with pytest.raises(MalformedAction):
        new_deal(STANDARD, hands[:3], talon, 0)
    with pytest.raises(MalformedAction):
        new_deal(STANDARD, hands, talon[:5], 0)
    with pytest.raises(MalformedAction):
        new_deal(STANDARD, [hands[0], hands[0], hands[2], hands[3]], talon, 0)
    with pytest.raises(MalformedAction):
        new_deal(STANDARD, hands, talon, 4)


def test_deal_first_dealer_drawn_by_lot_then_forehand_deals_next() -> None:
    dealers = set()
    for seed in range(20):
        m = Match(STANDARD)
        s = m.next_deal(random.Random(seed))
        dealers.add(s.dealer)
        assert s.forehand == (s.dealer + 1) % 4
    assert dealers == {0, 1, 2, 3}
