"""Rules of thumb and searched decisions from explicit hands in card notation.

Each test names the rule. The deals are those of ``tests/french/scenario.py`` with a few
cards exchanged; every level must pass where the rules of thumb are the point.
"""

from __future__ import annotations

import pytest

from engine.ai import LEVELS, choose_action
from engine.core.actions import Action as CoreAction
from engine.french import FrenchState, parse_card, parse_hand, view
from engine.french import actions as A
from engine.french.actions import Kind
from engine.french.ai import hand as H
from engine.french.cards import BOUT_MASK, KING_MASK, TRUMP_MASK
from engine.french.rules import Contract, Rules
from engine.french.state import Phase
from tests.french.scenario import BASE4, autoplay, deal, run, swap, swap_all, take


def _decide(state: FrenchState, level: str, seed: int = 3) -> CoreAction:
    """The decision of ``level`` for the seat on turn (checked legal)."""
    v = view(state, state.to_move)
    a = choose_action(v, level, seed)
    assert a in v.legal
    return a


@pytest.mark.parametrize("level", LEVELS)
def test_a_hand_without_bouts_and_few_trumps_passes(level: str) -> None:
    # Seat 1 speaks first (seat 0 deals): four middle trumps, no bout.
    s = deal(BASE4, dealer=0)
    assert s.to_move == 1
    assert _decide(s, level) == A.PASS


@pytest.mark.parametrize("level", LEVELS)
def test_three_bouts_and_many_trumps_bid_at_least_a_garde(level: str) -> None:
    cards = swap_all(BASE4, "8H 7H", "T1 EX")  # seat 0: 11 trumps with all three bouts
    s = deal(cards)
    assert s.hands[0] & BOUT_MASK == BOUT_MASK
    a = _decide(s, level)
    assert a.kind == Kind.BID and a.arg >= Contract.GARDE


def test_the_count_orders_hands_and_contracts() -> None:
    weak = parse_hand("T2 T5 T9 3H 5H 7H 9H 2D 4D 6D 8D 10D 1S 3S 5S 7S 2C 4C")
    strong = parse_hand("T21 T1 EX T20 T19 T18 T15 T12 T10 T8 T6 KH QH 5H KS 3S 2D 4C")
    assert H.target_contract(weak, 4, Rules()) is None
    assert H.target_contract(strong, 4, Rules()) is not None
    assert H.strength(strong, 4) > H.strength(weak, 4) + 40
    for n in (3, 4, 5):
        th = H.thresholds(n)
        assert th[Contract.PRISE] < th[Contract.GARDE] < th[Contract.GARDE_SANS]
        assert th[Contract.GARDE_SANS] < th[Contract.GARDE_CONTRE]


def test_without_the_prise_a_prise_hand_passes() -> None:
    # F1 off: a hand worth only a Prise does not bid the Garde.
    no_prise = Rules(prise_allowed=False)
    th = H.thresholds(4)
    hand = parse_hand("T21 T20 T17 T15 T12 T9 T6 T3 KH QH 4H 3H KD 5D 4D 8S 2C 3C")
    st = H.strength(hand, 4)
    assert th[Contract.PRISE] <= st < th[Contract.GARDE]
    assert H.bid(hand, 4, Rules(), -1) == Contract.PRISE
    assert H.bid(hand, 4, no_prise, -1) == -1


@pytest.mark.parametrize("level", LEVELS)
def test_the_ecart_never_holds_a_king_or_a_bout(level: str) -> None:
    # Seat 0 takes a Garde: ten trumps, eight hearts from the king down, the six low clubs
    # of the chien; the écart is six cards without a king or a bout.
    s = run(deal(BASE4), "bid:garde pass pass pass")
    assert s.phase == Phase.ECART
    while s.phase == Phase.ECART:
        s = run(s, [str(_decide(s, level))])
    assert s.ecart.bit_count() == 6
    assert not s.ecart & (KING_MASK | BOUT_MASK)
    assert not s.ecart & TRUMP_MASK  # enough plain cards: no trump


def test_the_ecart_voids_a_short_suit_without_its_king() -> None:
    # The six low clubs of the chien are the taker's only clubs: they all go.
    s = run(deal(BASE4), "bid:garde pass pass pass")
    while s.phase == Phase.ECART:
        s = run(s, [str(_decide(s, "easy"))])
    assert s.ecart == parse_hand("6C 5C 4C 3C 2C 1C")


def test_the_ecart_prefers_the_shortest_suit_and_keeps_guarded_kings() -> None:
    # Clubs (an unguarded queen) and diamonds (two low cards) can be voided; the spades
    # guard their king and the hearts are too long.
    hand = parse_hand("T21 T20 T10 T5 KS 3S 2S 4D 5D QC 9H 8H 7H 6H 5H")
    order = H.discard_order(hand, hand & ~TRUMP_MASK & ~KING_MASK, 3)
    assert order[:3] == [parse_card(c) for c in ("QC", "4D", "5D")]


@pytest.mark.parametrize("level", LEVELS)
def test_the_petit_is_not_thrown_onto_a_lost_trick(level: str) -> None:
    # Seat 1 (defence) holds T11 T10 T9 and the Petit; the taker leads the 20: seat 1 may
    # play any trump, and keeps the Petit.
    cards = swap(BASE4, "T1", "T8")
    s = take(deal(cards), 0, "garde_sans")
    s = run(s, ["play:T20"])
    assert s.to_move == 1
    assert _decide(s, level) != A.PLAYS[parse_card("T1")]


@pytest.mark.parametrize("level", LEVELS)
def test_the_petit_is_saved_on_a_partner_s_master_trump(level: str) -> None:
    # Seat 1 (defence) wins with the 21 over the taker's 11; seat 2 (defence) cannot
    # overtrump and plays the Petit onto his partner's trick.
    cards = swap(swap(BASE4, "T21", "T11"), "T1", "T2")
    s = take(deal(cards), 0, "garde_sans")
    s = run(s, ["play:T11", "play:T21"])
    assert s.to_move == 2
    assert _decide(s, level) == A.PLAYS[parse_card("T1")]


@pytest.mark.parametrize("level", LEVELS)
def test_the_excuse_is_played_before_the_last_trick(level: str) -> None:
    # Seat 3 keeps the Excuse to two cards from the end; on turn then, he plays it (in the
    # last trick it would go to the trick's winner).
    s = take(deal(BASE4), 0, "garde_sans")
    s = autoplay(s, leave=2, keep="EX")
    assert s.hands[3] >> parse_card("EX") & 1
    while s.to_move != 3:
        v = view(s, s.to_move)
        s = run(s, [str(v.legal[0])])
    assert len(s.tricks) == s.hand_size - 2
    assert _decide(s, level) == A.PLAYS[parse_card("EX")]


def test_points_are_smeared_on_a_partner_s_master_card() -> None:
    # Seat 1 (defence, forehand: seat 0 deals) leads the king of diamonds; his partner
    # seat 2 follows with the queen rather than a low diamond.
    cards = swap(BASE4, "QD", "6D")
    s = take(deal(cards, dealer=0), 0, "garde_sans")
    assert s.to_move == 1
    s = run(s, ["play:KD"])
    assert _decide(s, "easy") == A.PLAYS[parse_card("QD")]


def test_chelem_only_when_near_certain() -> None:
    sure = parse_hand("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 EX KH KD KS KC T9")
    outside = TRUMP_MASK & ~sure
    assert H.chelem(sure, 4, outside)
    ordinary = parse_hand("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 KH QH CH JH 10H 9H 8H 7H")
    assert not H.chelem(ordinary, 4, TRUMP_MASK & ~ordinary)


def test_the_easy_taker_never_announces_a_chelem_on_an_ordinary_hand() -> None:
    s = run(deal(BASE4), "bid:garde_sans pass pass pass")
    assert s.phase == Phase.CHELEM
    assert _decide(s, "easy") == A.PASS


def test_poignee_shown_by_a_strong_taker_not_by_a_modest_defence() -> None:
    strong = parse_hand("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 KH QH CH JH 10H 9H 8H 7H")
    assert H.poignee([0], True, strong, 4, Contract.GARDE) == 0
    assert H.poignee([0], False, strong, 4, Contract.GARDE) == -1
    assert H.poignee([0, 1], False, strong, 4, Contract.GARDE) == 1


@pytest.mark.parametrize("level", LEVELS)
def test_the_taker_with_ten_trumps_shows_his_poignee(level: str) -> None:
    # Seat 0 takes a Garde with ten trumps (a simple poignée at four players).
    s = take(deal(BASE4), 0, "garde", ecart="6C 5C 4C 3C 2C 1C")
    assert s.to_move == 0
    assert _decide(s, level) == A.POIGNEES[0]


def test_the_call_is_a_king_not_held_in_the_longest_suit() -> None:
    hand = parse_hand("T21 T20 T15 T9 T4 KH QH 5H QS 9S 8S 7S 3D 2D 1C")
    kings = [parse_card(k) for k in ("KH", "KD", "KS", "KC")]
    assert H.call(hand, kings) == parse_card("KS")


def test_hide_keeps_the_petit_out_of_the_poignee() -> None:
    hideable = parse_hand("T1 T3 T7 T21")
    assert H.hide(hideable, hideable) == parse_card("T1")
    assert H.hide(hideable & ~parse_hand("T1"), hideable & ~parse_hand("T1")) == parse_card("T3")
