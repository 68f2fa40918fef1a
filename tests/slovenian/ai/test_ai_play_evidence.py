"""Evidence from the card play: a sampled deal is as plausible as the rules of thumb find the
cards the other seats played in it."""

from __future__ import annotations

import random

import pytest

from engine.slovenian import Rules, view
from engine.slovenian import actions as A
from engine.slovenian.ai.evidence import declared_weight
from engine.slovenian.ai.knowledge import Knowledge
from engine.slovenian.ai.play_evidence import MISS_WEIGHT, interchangeable, play_weight
from engine.slovenian.ai.playout import known_side_mask, phase_action, play_card
from engine.slovenian.ai.policy import HARD, NORMAL, POLICY
from engine.slovenian.cards import parse_card, parse_cards
from engine.slovenian.game import apply_unchecked
from engine.slovenian.state import DealState, Phase
from tests.slovenian.ai.helpers import SOLO_WITHOUT_BY_0, random_deal, scripted


def _mask(text: str) -> int:
    m = 0
    for c in parse_cards(text):
        m |= 1 << c
    return m


def _thumb(s: DealState) -> str:
    """The rules of thumb's card for the seat on turn, in card notation."""
    return str(A.PLAYS[play_card(s, known_side_mask(s, s.to_move))]).split(":")[1]


def test_a_card_the_rules_of_thumb_would_not_play_makes_the_deal_rarer() -> None:
    # Solo without by seat 0; it draws taroks with the XVI, as the rules of thumb do. Seat 1
    # (T1 T2 T3) throws the Pagat under it, where the rules of thumb save it and play the II.
    s = scripted([*SOLO_WITHOUT_BY_0, "play:T16", "play:T1"])
    assert s.to_move == 2
    assert play_weight(s, 2, 16) == MISS_WEIGHT
    assert play_weight(s, 3, 16) == MISS_WEIGHT


def test_the_rules_of_thumbs_cards_leave_the_deal_fully_plausible() -> None:
    s = scripted([*SOLO_WITHOUT_BY_0, "play:T16", "play:T2"])
    assert play_weight(s, 2, 16) == 1.0


def test_an_interchangeable_card_is_no_miss() -> None:
    # The III instead of the II: nothing ranks between them, they end every trick alike.
    s = scripted([*SOLO_WITHOUT_BY_0, "play:T16", "play:T3"])
    assert play_weight(s, 2, 16) == 1.0


def test_a_seats_own_cards_are_no_evidence() -> None:
    s = scripted([*SOLO_WITHOUT_BY_0, "play:T16", "play:T1"])
    assert play_weight(s, 1, 16) == 1.0


def test_interchangeable_cards_one_suit_one_value_nothing_live_between() -> None:
    seven, eight, nine = parse_card("7S"), parse_card("8S"), parse_card("9S")
    assert interchangeable(seven, nine, live=0)
    assert not interchangeable(seven, nine, live=1 << eight)
    assert interchangeable(seven, nine, live=_mask("10S KD"))
    # Other values, other suits and the trula are never interchangeable.
    assert not interchangeable(parse_card("JS"), parse_card("CS"), live=0)
    assert not interchangeable(seven, parse_card("7C"), live=0)
    assert not interchangeable(parse_card("T1"), parse_card("T2"), live=0)
    assert not interchangeable(parse_card("T21"), parse_card("T20"), live=0)
    assert interchangeable(parse_card("T20"), parse_card("T19"), live=0)


def test_only_the_current_trick_and_the_last_tricks_asked_for_are_read() -> None:
    s = scripted([*SOLO_WITHOUT_BY_0, "play:T16", "play:T1"])
    # Seats 2 and 3 finish the first trick as the rules of thumb would; the XVI wins it.
    for _ in range(2):
        apply_unchecked(s, A.parse_action(f"play:{_thumb(s)}"))
    assert len(s.tricks) == 1 and s.to_move == 0
    apply_unchecked(s, A.parse_action(f"play:{_thumb(s)}"))
    assert play_weight(s, 2, 0) == 1.0
    assert play_weight(s, 2, 1) == MISS_WEIGHT


def test_a_deal_played_by_the_rules_of_thumb_explains_every_card_in_it() -> None:
    # The seats play with the sides as far as they know them, the partner secret until the
    # called card falls; read at random moments, every deal explains its own cards fully.
    rng = random.Random(5)
    checked = 0
    for d in range(120):
        n = 4 if d % 2 else 3
        s = random_deal(rng, n, Rules.preset("pagat" if d % 4 < 2 else "palcka"))
        while s.phase != Phase.DONE:
            if s.phase == Phase.PLAY:
                if s.tricks and rng.random() < 0.15:
                    checked += 1
                    for me in range(n):
                        assert play_weight(s, me, 16) == 1.0
                apply_unchecked(s, A.PLAYS[play_card(s, known_side_mask(s, s.to_move))])
            else:
                apply_unchecked(s, phase_action(s))
    assert checked > 300


def test_the_hard_level_weighs_the_card_play_and_normal_does_not() -> None:
    s = scripted([*SOLO_WITHOUT_BY_0, "play:T16", "play:T1"])
    kn = Knowledge(view(s, 2))
    # Hard also weighs the contract the declarer named (nearly 1 for this strong hand).
    declared = declared_weight(s, kn)
    assert 0.99 < declared <= 1.0
    expected = MISS_WEIGHT * declared * POLICY.weight(s, kn, NORMAL)
    assert POLICY.weight(s, kn, HARD) == pytest.approx(expected, rel=1e-12)
