"""Play that people notice: bids, the Pagat, points to the partner, kings, ducking."""

from __future__ import annotations

import random

import pytest

from engine.ai import choose_action
from engine.slovenian import Rules, view
from engine.slovenian.actions import Kind
from engine.slovenian.ai.heuristics import strength, thresholds
from engine.slovenian.cards import TAROK_MASK, parse_card
from engine.slovenian.contracts import Contract
from engine.slovenian.game import apply
from tests.slovenian.ai.helpers import (
    KLOP_BY_0,
    SOLO_WITHOUT_BY_0,
    random_deal,
    scripted,
    to_move_view,
)

LEVELS = ("easy", "normal", "hard")
_SOLOS = {
    Contract.SOLO_THREE,
    Contract.SOLO_TWO,
    Contract.SOLO_ONE,
    Contract.SOLO_WITHOUT,
    Contract.VALAT,
    Contract.COLOUR_VALAT,
}
_BEGGARS = {Contract.BEGGAR, Contract.OPEN_BEGGAR}


def _card(a: object) -> str:
    return str(a).split(":")[1]


@pytest.mark.parametrize("level", LEVELS)
def test_pagat_is_not_thrown_under_the_skis(level: str) -> None:
    v = to_move_view(scripted([*SOLO_WITHOUT_BY_0, "play:SK"]))
    assert v.seat == 1
    assert _card(choose_action(v, level, 1, budget_s=2.0)) in ("T2", "T3")


@pytest.mark.parametrize("level", LEVELS)
def test_king_is_not_wasted_on_a_lost_trick(level: str) -> None:
    v = to_move_view(scripted([*SOLO_WITHOUT_BY_0, "play:SK", "play:T2"]))
    assert v.seat == 2
    a = choose_action(v, level, 1, budget_s=2.0)
    assert _card(a) not in ("KH", "QH", "QS", "QD")


@pytest.mark.parametrize("level", LEVELS)
def test_points_go_to_the_partner_who_holds_the_trick(level: str) -> None:
    # Solo without: seats 1–3 are partners. Seat 1's K♠ holds the trick; seat 2 adds Q♠.
    v = to_move_view(scripted([*SOLO_WITHOUT_BY_0, "play:7S", "play:KS"]))
    assert v.seat == 2
    assert _card(choose_action(v, level, 1, budget_s=2.0)) == "QS"


@pytest.mark.parametrize("level", LEVELS)
def test_klop_leader_ducks_with_a_low_card(level: str) -> None:
    v = to_move_view(scripted(KLOP_BY_0))
    assert v.seat == 0
    assert _card(choose_action(v, level, 1, budget_s=2.0)) == "7S"


@pytest.mark.parametrize("level", LEVELS)
def test_klop_follower_does_not_overtake_with_the_king(level: str) -> None:
    v = to_move_view(scripted([*KLOP_BY_0, "play:7S"]))
    assert v.seat == 1
    assert _card(choose_action(v, level, 1, budget_s=2.0)) != "KS"


@pytest.mark.parametrize("players", [3, 4])
def test_no_absurd_bids(players: int) -> None:
    """No beggar with a high tarok; no solo (or higher) with a weak hand."""
    rng = random.Random(100 + players)
    weak = thresholds(players)[Contract.THREE if players == 3 else Contract.TWO]
    seen_high = seen_weak = 0
    for preset in ("pagat", "palcka"):
        rules = Rules.preset(preset)
        for d in range(40):
            s = random_deal(rng, players, rules, dealer=d % players)
            while s.phase.name in ("BIDDING", "DECLARE"):
                p = s.to_move
                v = view(s, p)
                hand = s.hands[p]
                high_tarok = bool(hand & TAROK_MASK & ~((1 << 12) - 1))
                is_weak = strength(hand) < weak
                levels = LEVELS if d < 2 else ("easy", "normal") if d < 5 else ("easy",)
                for level in levels:
                    a = choose_action(v, level, d)
                    if a.kind in (Kind.BID, Kind.DECLARE):
                        c = Contract(a.arg)
                        if high_tarok:
                            assert c not in _BEGGARS, (level, v.hand)
                        if is_weak and not (v.phase.name == "DECLARE" and len(v.legal) == 1):
                            assert c not in _SOLOS, (level, v.hand)
                seen_high += high_tarok
                seen_weak += is_weak
                s, _ = apply(s, choose_action(v, "easy", d))
    assert seen_high and seen_weak


def test_pagat_kept_and_kings_not_wasted_in_easy_self_play() -> None:
    """Over many easy deals: nobody throws a king or the Pagat onto a trick the other side
    wins when a cheaper card was allowed (the last trick excepted)."""
    rng = random.Random(5)
    pagat, kings = parse_card("T1"), {parse_card(k) for k in ("KH", "KD", "KS", "KC")}
    bad = 0
    for preset in ("pagat", "palcka"):
        for d in range(30):
            s = random_deal(rng, 4, Rules.preset(preset), dealer=d % 4)
            while s.result is None:
                p = s.to_move
                v = view(s, p)
                a = choose_action(v, "easy", d)
                before = s
                s, events = apply(s, a)
                if a.kind != Kind.PLAY or len(v.legal) == 1 or v.hand.bit_count() == 1:
                    continue
                if a.arg not in kings and a.arg != pagat:
                    continue
                trick = next((e.trick for e in events if e.kind == "trick"), None)
                if trick is None or before.contract in (Contract.KLOP, *_BEGGARS):
                    continue
                side = before.declarer_side()
                if (side >> p & 1) != (side >> trick.winner & 1):
                    bad += 1
    assert bad == 0
