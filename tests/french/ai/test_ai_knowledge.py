"""What a seat knows, from its view alone, and the deals sampled under it.

Over seeded deals at 3, 4 and 5 players (every contract comes up through a random bidding),
at every decision: the real deal fits the seat's constraints (no inference is wrong), and
every sampled deal shows the seat exactly its real view. Explicit positions check each
inference by name.
"""

from __future__ import annotations

import random

import pytest

from engine.core.bits import mask_of
from engine.french import FrenchState, parse_card, view
from engine.french.ai.knowledge import Knowledge, assign, overtrump_voids
from engine.french.cards import KING_MASK, SUIT_MASKS, TRUMP_MASK
from engine.french.family import FAMILY
from tests.french.ai.helpers import views_of
from tests.french.scenario import BASE4, BASE5, deal, run, take


def _real_places(s: FrenchState, kn: Knowledge) -> list[int]:
    """Where the seat's hidden cards really are, place by place."""
    hidden = 0
    for c in kn.constraints.allowed:
        hidden |= 1 << c
    n = s.n
    out = [s.hands[q] & hidden for q in range(n)]
    aside = s.chien_mask() if kn.chien_aside else 0
    out.append(aside & hidden)
    out.append(s.ecart & hidden)
    return out


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_real_deal_fits_and_samples_show_the_real_view(players: int) -> None:
    rng = random.Random(players)
    checked = 0
    for seed in range(4):
        for s, v in views_of(players, 300 + seed):
            kn = Knowledge(v)
            assert kn.constraints.fits(_real_places(s, kn)), FAMILY.format_action(v.legal[0])
            world = kn.sample(rng)
            assert view(world, v.seat) == v
            checked += 1
    assert checked > 50


def test_a_player_who_did_not_follow_holds_none_of_the_suit() -> None:
    # Seat 0 leads the king of hearts; seat 2 holds no heart and trumps.
    s = take(deal(BASE4), 0, "garde_sans")
    s = run(s, ["play:KH", "play:6H", "play:T7"])
    kn = Knowledge(view(s, 3))
    for c in range(22, 36):  # hearts
        if c in kn.constraints.allowed:
            assert not kn.constraints.allowed[c] >> 2 & 1
    assert kn.voids[2] & SUIT_MASKS[0] == SUIT_MASKS[0]


def test_a_player_who_did_not_overtrump_holds_no_higher_trump() -> None:
    tricks = [(0, (parse_card("T12"), parse_card("T11"), parse_card("T5")))]
    voids = overtrump_voids(3, tricks)
    assert voids[1] == TRUMP_MASK & ~((1 << parse_card("T13")) - 1)
    assert voids[2] == voids[1]
    assert voids[0] == 0


def test_the_excuse_shows_nothing() -> None:
    # Seat 3 plays the Excuse on a heart lead although he holds no heart: no void is read.
    s = take(deal(BASE4), 0, "garde_sans")
    s = run(s, ["play:KH", "play:6H", "play:T7", "play:EX"])
    kn = Knowledge(view(s, 1))
    assert kn.voids[3] & SUIT_MASKS[0] == 0


def test_the_chien_shown_is_in_the_taker_s_hand_or_his_ecart() -> None:
    s = take(deal(BASE4), 0, "garde", ecart="6C 5C 4C 3C 2C 1C")
    kn = Knowledge(view(s, 1))
    for c in parse_card("6C"), parse_card("1C"):
        assert kn.constraints.allowed[c] == (1 << 0) | (1 << 5)
    # The écart holds no king, no bout and (none shown) no trump.
    for c, places in kn.constraints.allowed.items():
        if places >> 5 & 1:
            assert not (1 << c) & (KING_MASK | TRUMP_MASK)
    assert kn.constraints.capacity[5] == 6


def test_the_taker_knows_his_ecart_and_nothing_lies_aside() -> None:
    s = take(deal(BASE4), 0, "garde", ecart="6C 5C 4C 3C 2C 1C")
    kn = Knowledge(view(s, 0))
    assert kn.constraints.capacity[4:] == (0, 0)
    assert not mask_of(kn.constraints.allowed) & s.ecart


def test_the_chien_lies_aside_in_a_garde_contre() -> None:
    s = take(deal(BASE4), 0, "garde_contre")
    kn = Knowledge(view(s, 2))
    assert kn.chien_aside and kn.constraints.capacity[4] == 6
    assert kn.constraints.allowed[parse_card("1C")] == (1 << 0) | (1 << 1) | (1 << 3) | (1 << 4)


def test_a_poignee_shown_pins_its_cards_to_the_shower() -> None:
    s = take(deal(BASE4), 0, "garde", ecart="6C 5C 4C 3C 2C 1C")
    s = run(s, ["poignee:simple"])
    kn = Knowledge(view(s, 2))
    for c in (parse_card("T21"), parse_card("T16"), parse_card("T12")):
        assert kn.constraints.allowed[c] == 1 << 0


def test_the_partner_s_called_card_is_his_once_known() -> None:
    # Five players: seat 0 calls the king of spades, held by seat 2; seat 2 knows himself
    # the partner, the others learn it when the king is played.
    s = take(deal(BASE5), 0, "garde_sans", call="KS")
    assert s.partner == 2
    kn = Knowledge(view(s, 0))
    assert kn.constraints.allowed[parse_card("KS")] != 1 << 2  # the taker does not know
    v2 = view(s, 2)
    assert v2.partner_known and v2.partner == 2


def test_the_exact_assignment_fills_a_tight_place() -> None:
    # Three cards may go to place 1 (which needs all three) or place 0; the greedy dealer
    # often fails such a view, the assignment never does.
    allowed = {0: 0b11, 1: 0b11, 2: 0b11, 3: 0b01}
    for seed in range(20):
        out = assign(allowed, (1, 3), random.Random(seed))
        assert out == [0b1000, 0b0111]
    assert assign({0: 0b01, 1: 0b01}, (1, 1), random.Random(1)) is None


def test_no_knowledge_for_the_public_view() -> None:
    with pytest.raises(ValueError):
        Knowledge(view(deal(BASE4), None))
